"""Tie-breaks of the FIDE Tie-Break Regulations (C.07) over one chess event, in its two editions
(2023, and 2026 from 1 March 2026: ``EDITION_2023``, ``EDITION_2026``).

Pure data in (the event's games and byes: ``store.event_rows.EventGame``, ``EventBye``), values
and a ranking out. Unplayed rounds follow article 16 of C.07 as FIDE's own tie-break server (TieBreakServer) reads it:

- a *voluntarily unplayed round* (VUR) is an unplayed round not worth a win: a
  requested (half- or zero-point) bye, an absence, a forfeit loss; a pairing-
  allocated or full-point bye and a forfeit win are not voluntary;
- for his opponents, a participant's score counts every round with the points it
  gave, except the VURs after his last round that was not one (he withdrew):
  those count as draws (16.3);
- in his own Buchholz and Sonneborn-Berger in a Swiss, a round he did not play is a game
  against a dummy opponent whose score is his own final score (the "virtual
  opponent" of the 2009 rules, made simpler in 2023); the 2026 edition caps it at
  the forfeiting opponent's score (16.4.1), otherwise at a draw in every round (16.4.2);
- in a round-robin a forfeit is the regular game it replaces for Buchholz,
  Sonneborn-Berger and direct encounter (15.2); a round without opponent counts nothing;
- a low cut removes VURs first, the least valuable of them first (14.6);
- direct encounter counts only games played over the board (and a round-robin's
  forfeits), averaging repeated encounters, and separates a participant in a Swiss only when his score cannot
  be caught by the others winning every encounter still missing (6).

Scores are exact: half-points are kept as floats, which add up exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from elodesk.core.tables import round_half_up_ratio
from elodesk.store.event_rows import EventBye, EventGame

WIN_POINTS = 1.0
DRAW_POINTS = 0.5

# The editions of C.07: the one in force on the event's start date, unless the officer chose.
EDITION_2023 = "2023"
EDITION_2026 = "2026"
EDITIONS: tuple[str, ...] = (EDITION_2023, EDITION_2026)
EDITION_2026_FROM = "2026-03-01"

# The tie-breaks, by their C.07 acronyms.
BH = "BH"  # Buchholz (8.1)
BH_C1 = "BH-C1"  # Buchholz Cut-1 (14.1)
BH_C2 = "BH-C2"
BH_M1 = "BH-M1"  # Buchholz Median-1 (14.3)
BH_M2 = "BH-M2"
SB = "SB"  # Sonneborn-Berger (9.1)
DE = "DE"  # direct encounter (6)
WIN = "WIN"  # rounds won, played or not (7.1)
WON = "WON"  # games won over the board (7.2)
BPG = "BPG"  # games played with black (7.3)
BWG = "BWG"  # games won with black (7.4)
PS = "PS"  # progressive score (7.5)
ARO = "ARO"  # average rating of opponents (10.1)
REP = "REP"  # rounds one elected to play (GE of the 2023 edition)
STD = "STD"  # standard points, 1 / ½ / 0 a round (2026)
TPN = "TPN"  # tournament pairing number, the lower first (2026)
RTNG = "RTNG"  # the participant's rating (2026)
TIEBREAKS: tuple[str, ...] = (BH_C1, BH, BH_M1, BH_C2, BH_M2, SB, DE, WIN, WON, BPG, BWG, PS, ARO, REP,
                              STD, TPN, RTNG)
BUCHHOLZ: frozenset[str] = frozenset((BH, BH_C1, BH_C2, BH_M1, BH_M2))
LOWER_FIRST: frozenset[str] = frozenset((TPN,))  # the tie-breaks that rank the lower value first
ALIASES = {"GE": REP}  # the 2023 name of a tie-break renamed in 2026

# (low cuts, high cuts) of each Buchholz.
_CUTS: dict[str, tuple[int, int]] = {BH: (0, 0), BH_C1: (1, 0), BH_C2: (2, 0), BH_M1: (1, 1), BH_M2: (2, 2)}

# The usual sequences: Swiss events by the opponents' strength first, then the direct
# encounter and the participant's own record; round-robins (everyone met everyone) by
# the direct encounter, the wins, then Sonneborn-Berger.
SWISS_DEFAULT: tuple[str, ...] = (BH_C1, BH, DE, WIN, BPG)
ROUND_ROBIN_DEFAULT: tuple[str, ...] = (DE, WIN, SB)

# Points of each result for (white, black), and whether the game was played over the board.
RESULTS: dict[str, tuple[float, float, bool]] = {
    "1-0": (1, 0, True), "0-1": (0, 1, True), "1/2-1/2": (0.5, 0.5, True),
    "+-": (1, 0, False), "-+": (0, 1, False), "--": (0, 0, False),
}


# The tie-breaks that count rounds: which rounds each one counts.
_COUNTED = {
    WIN: lambda r: r.points == WIN_POINTS,
    WON: lambda r: r.played and r.points == WIN_POINTS,
    BPG: lambda r: r.played and r.black,
    BWG: lambda r: r.played and r.black and r.points == WIN_POINTS,
    REP: lambda r: r.played or r.points == WIN_POINTS,
}


@dataclass(frozen=True, slots=True)
class Round:
    """One participant's round."""

    number: int
    points: float
    opponent: int | None  # the scheduled opponent; None for a bye or an absence
    played: bool  # over the board
    black: bool  # as black (played or forfeited)

    @property
    def voluntary(self) -> bool:
        """A voluntarily unplayed round (C.07 16.1): unplayed and not worth a win."""
        return not self.played and self.points < WIN_POINTS


@dataclass(slots=True)
class Tied:
    """A participant's tie-break values (``None``: direct encounter not applied to him)."""

    player: int
    points: float
    values: dict[str, float | None]


class EventResults:
    """An event's rounds per participant, and the tie-breaks computed from them."""

    def __init__(self, players: Iterable[int], pairings: Iterable[EventGame], byes: Iterable[EventBye],
                 ratings: dict[int, int | None] | None = None, round_robin: bool | None = None,
                 edition: str = EDITION_2023, numbers: dict[int, int] | None = None,
                 planned_rounds: int | None = None) -> None:
        """``numbers``: the pairing numbers (TPN); ``planned_rounds``: the rounds of the event, for the
        cap of 16.4.2 (by default the last round with a result)."""
        self.rounds: dict[int, list[Round]] = {p: [] for p in players}
        self.ratings = ratings or {}
        self.edition = edition
        self.numbers = numbers or {}
        pending: set[tuple[int, int | None]] = set()
        for game in pairings:
            number, white, black = game.round, game.white_id, game.black_id
            if game.result not in RESULTS:
                pending.update(((white, number), (black, number)))
                continue
            w, b, played = RESULTS[game.result]
            self.rounds[white].append(Round(number, w, black, played, False))
            self.rounds[black].append(Round(number, b, white, played, True))
        for bye in byes:
            self.rounds[bye.player_id].append(Round(bye.round, float(bye.points), None, False, False))
        self.last_round = max((r.number for rs in self.rounds.values() for r in rs), default=0)
        for player, rounds in self.rounds.items():  # a round without game, bye or pending game: absent
            taken = {r.number for r in rounds}
            rounds.extend(Round(n, 0, None, False, False) for n in range(1, self.last_round + 1)
                          if n not in taken and (player, n) not in pending)
            rounds.sort(key=lambda r: r.number)
        self.planned_rounds = max(planned_rounds or 0, self.last_round)
        self.round_robin = self._met_everyone() if round_robin is None else round_robin
        self.score = {p: sum(r.points for r in rs) for p, rs in self.rounds.items()}
        self.adjusted = {p: self._adjusted_score(rs) for p, rs in self.rounds.items()}

    def _met_everyone(self) -> bool:
        """A round-robin: every participant was paired with every other one."""
        n = len(self.rounds)
        return n > 2 and all(len({r.opponent for r in rs if r.opponent is not None}) == n - 1
                             for rs in self.rounds.values())

    def _adjusted_score(self, rounds: list[Round]) -> float:
        """The score his opponents count (16.3): VURs after his last other round are draws."""
        last = max((r.number for r in rounds if not r.voluntary), default=0)
        unplayed = 0.0 if self.round_robin else DRAW_POINTS
        return sum(r.points if r.number <= last or r.opponent is not None else unplayed for r in rounds)

    # --- the tie-breaks ---------------------------------------------------------------

    def opponent_values(self, player: int) -> list[tuple[float, float, bool]]:
        """Each round's (opponent's score, points scored, voluntary) for Buchholz and Sonneborn-Berger.

        In a Swiss a round not played over the board is met by the dummy opponent (his
        own score; in the 2026 edition capped by 16.4.1 and 16.4.2). In a round-robin a
        forfeit is the game it replaces (15.2) and a round without opponent counts nothing.
        """
        own = self.score[player]
        out = []
        for r in self.rounds[player]:
            if r.opponent is not None and (r.played or self.round_robin):
                out.append((self.adjusted[r.opponent], r.points, False))
            elif not self.round_robin:
                out.append((self._dummy(own, r.opponent), r.points, r.voluntary))
        return out

    def _dummy(self, own: float, opponent: int | None) -> float:
        """The dummy opponent's score: the participant's own, capped in the 2026 edition at the
        forfeiting opponent's adjusted score (16.4.1), else at a draw in every round (16.4.2)."""
        if self.edition != EDITION_2026:
            return own
        if opponent is not None:
            return min(own, self.adjusted[opponent])
        return min(own, DRAW_POINTS * self.planned_rounds)

    def buchholz(self, player: int, low: int = 0, high: int = 0) -> float:
        """Sum of the opponents' scores, after ``low`` low cuts (VURs first) and ``high`` high cuts."""
        values = [(score, voluntary) for score, _, voluntary in self.opponent_values(player)]
        low = min(low, len(values))
        high = min(high, len(values) - low)
        for _ in range(low):
            values.remove(min(values, key=lambda v: (not v[1], v[0])))
        for _ in range(high):
            values.remove(max(values, key=lambda v: v[0]))
        return sum(score for score, _ in values)

    def sonneborn_berger(self, player: int) -> float:
        """Sum over the rounds of the opponent's score times the points scored against him."""
        return sum(score * points for score, points, _ in self.opponent_values(player))

    def progressive(self, player: int) -> float:
        """Sum of the running score after each round."""
        running = total = 0.0
        for r in self.rounds[player]:
            running += r.points
            total += running
        return total

    def all_rated(self) -> bool:
        """Whether every participant has a rating: ARO and RTNG need one for each (TieBreakServer, C.07 10)."""
        return all(self.ratings.get(p) is not None for p in self.rounds)

    def average_rating_of_opponents(self, player: int) -> float | None:
        """Mean rating of the rated opponents met over the board, to the nearest whole number (10.1, 15.2)."""
        ratings = [rating for r in self.rounds[player] if r.played and r.opponent is not None
                   and (rating := self.ratings.get(r.opponent)) is not None]
        return float(round_half_up_ratio(sum(ratings), len(ratings))) if ratings else None

    def value(self, code: str, player: int) -> float | None:
        """The value of tie-break ``code`` for ``player`` (not for DE, which needs the tied group)."""
        if code in _CUTS:
            return self.buchholz(player, *_CUTS[code])
        if code == SB:
            return self.sonneborn_berger(player)
        if code == PS:
            return self.progressive(player)
        if code in (ARO, RTNG) and not self.all_rated():
            return None  # a participant is unrated: FIDE's server drops both, no rating being given him
        if code == ARO:
            return self.average_rating_of_opponents(player)
        if code == STD:
            return sum(WIN_POINTS if r.points > DRAW_POINTS else r.points if r.points == DRAW_POINTS else 0.0
                       for r in self.rounds[player])
        if code == TPN:
            number = self.numbers.get(player)
            return None if number is None else float(number)
        if code == RTNG:
            return float(self.ratings[player])  # type: ignore[arg-type]
        if code not in _COUNTED:
            raise ValueError(f"unknown tie-break {code!r}; expected one of {', '.join(TIEBREAKS)}")
        return float(sum(map(_COUNTED[code], self.rounds[player])))

    def direct_encounter(self, group: Sequence[int]) -> tuple[list[list[int]], dict[int, float]]:
        """C.07 6: the tied ``group`` split in ranked blocks, and each one's points against the others.

        A block still holding several participants is split again on their games
        among themselves, until nothing changes.
        """
        members = set(group)
        scores: dict[int, dict[int, list[float]]] = {p: {} for p in group}
        for p in group:
            for r in self.rounds[p]:
                if (r.played or self.round_robin) and r.opponent in members:
                    scores[p].setdefault(r.opponent, []).append(r.points)
        de = {p: sum(sum(v) / len(v) for v in met.values()) for p, met in scores.items()}
        others = len(group) - 1
        if self.round_robin or all(len(met) == others for met in scores.values()):
            levels = sorted(set(de.values()), reverse=True)
            blocks = [[p for p in group if de[p] == level] for level in levels]
        else:  # a leader is ahead only if no one can catch him by winning every missing encounter
            best = {p: de[p] + (others - len(scores[p])) * WIN_POINTS for p in group}
            ordered = sorted(group, key=lambda p: (-de[p], -best[p]))
            blocks = []
            while len(ordered) > 1 and de[ordered[0]] > max(best[p] for p in ordered[1:]):
                blocks.append([ordered.pop(0)])
            blocks.append([p for p in group if p in ordered])
        if len(blocks) == 1:
            return blocks, de
        out: list[list[int]] = []
        for block in blocks:
            out.extend(self.direct_encounter(block)[0] if len(block) > 1 else [block])
        return out, de

    def ranking(self, tiebreaks: Sequence[str]) -> tuple[list[list[int]], dict[int, Tied]]:
        """Participants in ranked blocks (still tied within a block) and their tie-break values.

        Ties on points are broken by each tie-break in turn, within the blocks the
        previous ones left (C.07 4.2).
        """
        tied = {p: Tied(p, self.score[p], {code: None if code == DE else self.value(code, p) for code in tiebreaks})
                for p in self.rounds}
        levels = sorted(set(self.score.values()), reverse=True)
        blocks = [[p for p in self.rounds if self.score[p] == level] for level in levels]
        for code in tiebreaks:
            split: list[list[int]] = []
            for block in blocks:
                if len(block) == 1:
                    split.append(block)
                elif code == DE:
                    parts, de = self.direct_encounter(block)
                    for p in block:
                        tied[p].values[DE] = de[p]
                    split.extend(parts)
                else:
                    keys = sorted({tied[p].values[code] or 0.0 for p in block}, reverse=code not in LOWER_FIRST)
                    split.extend([p for p in block if (tied[p].values[code] or 0.0) == key] for key in keys)
            blocks = split
        return blocks, tied


def default_tiebreaks(results: EventResults) -> tuple[str, ...]:
    """The usual sequence for the event: round-robin or Swiss."""
    return ROUND_ROBIN_DEFAULT if results.round_robin else SWISS_DEFAULT


def parse_tiebreaks(text: str) -> tuple[str, ...]:
    """Acronyms as an officer types them ("BH-C1, BH, DE"), in order; ValueError names an unknown or
    repeated one. An empty text chooses none: the usual ones."""
    chosen = tuple(ALIASES.get(name, name) for t in text.split(",") if (name := t.strip().upper()))
    for name in chosen:
        if name not in TIEBREAKS:
            raise ValueError(f"unknown tie-break {name}; expected some of {', '.join(TIEBREAKS)}")
    if len(set(chosen)) != len(chosen):
        raise ValueError(f"a tie-break is given twice: {', '.join(chosen)}")
    return chosen


def edition_for(start: str | None) -> str:
    """The edition in force on an event's start date (ISO); an event without one: the current."""
    return EDITION_2023 if start and start < EDITION_2026_FROM else EDITION_2026


def not_allowed(tiebreaks: Sequence[str], edition: str, round_robin: bool) -> tuple[str, ...]:
    """The tie-breaks the edition does not allow in this event: Buchholz in a round-robin (2026)."""
    if edition == EDITION_2026 and round_robin:
        return tuple(code for code in tiebreaks if code in BUCHHOLZ)
    return ()
