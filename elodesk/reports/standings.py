"""Event standings as pure data: chess (with the tie-breaks of ``elodesk.reports.tiebreaks``),
Bataille Empire generals, Diplomacy boards. They are recomputed from the games each time a result
comes in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from elodesk.core.bataille_empire import RESULTS as BATTLE_RESULTS
from elodesk.core.diplomacy import VARIANTS, game_scores
from elodesk.reports.tiebreaks import (
    EDITION_2023,
    RESULTS,
    EventResults,
    default_tiebreaks,
    not_allowed,
)
from elodesk.store import event_rows as stored
from elodesk.store.players import name_key

# Points of each chess result for (white, black); unknown results ("*") score nothing yet.
CHESS_POINTS: dict[str, tuple[float, float]] = {result: (w, b) for result, (w, b, _) in RESULTS.items()}


@dataclass(slots=True)
class ChessStanding:
    rank: int
    player_id: int
    name: str
    rating: int | None
    points: float = 0.0
    played: int = 0
    buchholz: float = 0.0
    sonneborn_berger: float = 0.0
    results: dict[int, str] = field(default_factory=dict)  # round -> "+12", "=3", "-7", "1F", "½B"...
    tiebreaks: dict[str, float | None] = field(default_factory=dict)  # the event's tie-breaks, in order


@dataclass(slots=True)
class ChessTable:
    """A chess event's standings with how its tie-breaks were read: the edition of C.07, whether it
    is a round robin, and the chosen tie-breaks the edition does not allow there (left out)."""

    rows: list[ChessStanding]
    edition: str
    round_robin: bool
    not_allowed: tuple[str, ...] = ()


def chess_standings(players: Sequence[stored.EventPlayer], games: Sequence[stored.ChessGameRow],
                    byes: Sequence[stored.ByeRow], tiebreaks: Sequence[str] | None = None,
                    edition: str = EDITION_2023) -> list[ChessStanding]:
    """The rows of ``chess_table``."""
    return chess_table(players, games, byes, tiebreaks, edition).rows


def chess_table(players: Sequence[stored.EventPlayer], games: Sequence[stored.ChessGameRow],
                byes: Sequence[stored.ByeRow], tiebreaks: Sequence[str] | None = None,
                edition: str = EDITION_2023, numbers: dict[int, int] | None = None,
                planned_rounds: int | None = None) -> ChessTable:
    """Points (forfeit wins and byes count), then ``tiebreaks`` (C.07 acronyms of
    ``elodesk.reports.tiebreaks``; by default the usual ones of a Swiss or a round-robin) under
    ``edition``, then rating and name. Buchholz and Sonneborn-Berger are always given, with the
    unplayed rounds of C.07. ``numbers``: the pairing numbers (TPN)."""
    rows = {p.id: ChessStanding(0, p.id, p.name, p.rating) for p in players}
    for g in games:
        if g.result not in CHESS_POINTS:
            continue
        w, b = CHESS_POINTS[g.result]
        white, black = rows[g.white_id], rows[g.black_id]
        forfeit = not RESULTS[g.result][2]
        if not forfeit:
            white.played += 1
            black.played += 1
        mark = "F" if forfeit else ""
        white.results[g.round or 0] = f"{_sign(w)}{black.player_id}{mark}"
        black.results[g.round or 0] = f"{_sign(b)}{white.player_id}{mark}"
    for bye in byes:
        rows[bye.player_id].results[bye.round] = bye.kind
    event = EventResults(rows, [g.game for g in games], [b.bye for b in byes],
                         ratings={pid: row.rating for pid, row in rows.items()}, edition=edition,
                         numbers=numbers, planned_rounds=planned_rounds)
    chosen = default_tiebreaks(event) if tiebreaks is None else tuple(tiebreaks)
    dropped = not_allowed(chosen, edition, event.round_robin)
    blocks, tied = event.ranking(tuple(code for code in chosen if code not in dropped))
    for pid, row in rows.items():
        row.points = event.score[pid]
        row.buchholz = event.buchholz(pid)
        row.sonneborn_berger = event.sonneborn_berger(pid)
        row.tiebreaks = tied[pid].values
    ordered = [rows[pid] for block in blocks
               for pid in sorted(block, key=lambda pid: (-(rows[pid].rating or 0), name_key(rows[pid].name)))]
    for rank, row in enumerate(ordered, 1):
        row.rank = rank
    return ChessTable(ordered, edition, event.round_robin, dropped)


def _sign(points: float) -> str:
    return "+" if points == 1 else "=" if points == 0.5 else "-"


@dataclass(slots=True)
class GeneralStanding:
    rank: int
    player_id: int
    name: str
    battles: int = 0
    victories: int = 0
    draws: int = 0
    defeats: int = 0
    score: float = 0.0  # the battles' S summed: 1.5 crushing, 1.25 decisive, 1 marginal, 0.5 draw


def bataille_standings(battles: Sequence[stored.BattleRow]) -> list[GeneralStanding]:
    """Generals by the score of their battles, then victories, then name."""
    rows: dict[int, GeneralStanding] = {}
    for battle in battles:
        if battle.result not in BATTLE_RESULTS:
            continue
        scores = BATTLE_RESULTS[battle.result]
        for side, s100 in ((battle.side_a, scores[0]), (battle.side_b, scores[1])):
            for pid, name in side:
                row = rows.setdefault(pid, GeneralStanding(0, pid, name))
                row.battles += 1
                row.score += s100 / 100
                if s100 == 50:
                    row.draws += 1
                elif s100:
                    row.victories += 1
                else:
                    row.defeats += 1
    ordered = sorted(rows.values(), key=lambda r: (-r.score, -r.victories, name_key(r.name)))
    for rank, row in enumerate(ordered, 1):
        row.rank = rank
    return ordered


@dataclass(slots=True)
class BoardLine:
    role: str
    player_id: int
    name: str
    centers: int
    eliminated: bool
    score: float


def diplomacy_board(game: stored.DiplomacyGame) -> tuple[list[BoardLine], bool]:
    """One Diplomacy game's board: each power's score under the game's method, and whether it was a solo."""
    variant = VARIANTS.get(game.variant)
    if variant is None or not game.results:
        return [], False
    scores, solo = game_scores(game.core_game(), variant)
    lines = [BoardLine(r.role, r.player_id, r.name, r.centers, r.eliminated, s)
             for r, s in zip(game.results, scores, strict=True)]
    lines.sort(key=lambda line: -line.score)
    return lines, solo
