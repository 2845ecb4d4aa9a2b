"""FIDE ratings (``fide``): standard, rapid and blitz, as RULES.md section ``fide`` says.

One period of one rate at a time: the players' states at the start of the
period (the list in force) and the period's games in; each player's new state
and the steps behind it out. A rated player's change is K × Σ(score − PD),
kept in integer hundredths until the one rounding of 8.3.4; an unrated
player's initial rating (8.2) is computed on integers too, so every tie of
RULES.md (A4, A5, A10) is decided on exact values.

A game of a tournament (``FideEvent``) is rated with the ratings of the list in force when
that tournament started, both players' (section 1, A15): FIDE's published calculations rate
each tournament so. K, the 700 rule and the rounding stay once per period.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from fractions import Fraction
from operator import itemgetter
from typing import NamedTuple

from elodesk.core.explain import BOTH_UNRATED, FORFEIT, OPPONENT_UNRATED, GameLeftOut
from elodesk.core.fide_events import FideEvent, Side, event_lists, event_ratings, record_fields
from elodesk.core.fide_k import (  # noqa: F401  (the K rules are the engine's: fide.base_k, fide.K_GIVEN)
    JUNIOR_LAST_AGE,
    JUNIOR_UNDER,
    K_10_FROM,
    K_BUDGET,
    K_GIVEN,
    K_JUNIOR,
    K_NEW_PLAYER,
    K_OTHER,
    K_REACHED_2400,
    NEW_PLAYER_GAMES,
    base_k,
    is_junior,
    k_after_700,
    next_k,
)
from elodesk.core.fide_records import (
    FideBelowFloor,
    FideChange,
    FideGame,
    FideIncrease2024,
    FideInitial,
    FideInitialCap,
    FideInitialFloor,
    FideK,
    FideNoRatedGame,
    FidePoolEarlier,
    FidePoolGame,
    FidePoolShort,
    FideRule700,
    FideRulesNote,
    FideSeed,
)
from elodesk.core.model import CHESS_RESULTS, ChessGame, Period
from elodesk.core.systems import BLITZ as BLITZ  # the rates, named fide.* by the contract and the tests
from elodesk.core.systems import RAPID as RAPID
from elodesk.core.systems import RATES as RATES
from elodesk.core.systems import STANDARD as STANDARD
from elodesk.core.tables import FIDE_DP, FIDE_PD_BY_D, FIDE_TABLE_END, round_half_up, round_half_up_ratio

CAP = 400  # Std 8.3.1: a difference of more than 400 counts as 400 ...
EXEMPT_RATING = 2650  # ... for players rated below 2650 (standard, games from 1 Oct 2025)
EXEMPTION_FROM = "2025-10-01"
RULE_600_GAP = 600  # R&B 7.3.1: a gap of 600 or more is not rated ...
RULE_600_ABOVE = 2600  # ... when one player is rated above 2600 (games from 1 Dec 2024)
RULE_600_FROM = "2024-12-01"
FLOOR = 1400  # Std 7.1.2 and 7.1.4: no published rating below 1400
POOL_MINIMUM = 5  # Std 7.1.4: at least 5 games against rated opponents
HYPOTHETICAL_OPPONENT = 1800  # Std 8.2.2: two hypothetical opponents rated 1800, both drawn
INITIAL_CAP = 2200  # Std 8.2.3: the maximum initial rating
CURRENT_RULES_FROM = date(2024, 3, 1)  # the Regulations of 1 March 2024
INCREASE_BELOW = 2000  # the one-time 2024 increase: R + 0.40 × (2000 − R) below 2000
INCREASE_RATE = Fraction(2, 5)

# Status of a player after the period (RULES.md fide §7).
RATED = "rated"
UNCHANGED = "unchanged"
NEW = "new"
UNRATED = "unrated"

# How D was counted (``fide_game.d_rule``).
D_AS_IS = "as_is"  # |D| ≤ 400
D_CAPPED = "capped_400"  # |D| > 400 counted as 400 (Std 8.3.1)
D_EXEMPT = "exempt_2650"  # |D| > 400 used in full: a standard player rated 2650+, from 1 Oct 2025

# How the change was rounded (``fide_change.rounding``, Std 8.3.4).
ROUND_NONE = "whole"  # K × Σ ΔR is already a whole number
ROUND_NEAREST = "nearest"
ROUND_AWAY = "half_away"  # a .5 rounded away from zero

# Why a game did not count (``left_out.reason``), beside those of ``elodesk.core.explain``.
OUTSIDE_PERIOD = "outside_period"  # dated outside the period (A1)
RULE_600 = "rule_600"  # rapid/blitz: 600 points apart, one above 2600 (R&B 7.3.1)
ZERO_FIRST_EVENT = "zero_first_event"  # an unrated player's zero in his first event (Std 8.2.1)
UNRATED_IN_EVENT = "unrated_in_event"  # rated at the period start, unrated on the tournament's list (A15)


# --- state --------------------------------------------------------------------


class PooledResult(NamedTuple):
    """An unrated player's result against a rated opponent, kept toward an initial rating."""

    opponent_rating: int
    half_points: int  # 2, 1 or 0


@dataclass(frozen=True, slots=True)
class FidePlayer:
    """A player at the start of the period, on the list of the rate computed."""

    id: str
    rating: int | None = None
    games: int = 0  # career rated games before the period
    birth_date: date | None = None
    k: int | None = None  # the K printed on the previous list (carries history)
    standard_rating: int | None = None  # rapid/blitz: an unrated player's standard rating (R&B 7.2.1)
    unrated_games: tuple[PooledResult, ...] = ()  # the earlier part of an unrated player's pool


@dataclass(slots=True)
class FideOutcome:
    """A player after the period (RULES.md fide §7)."""

    id: str
    rating: int | None
    games: int
    old_rating: int | None
    change: int | None
    k: int | None
    status: str
    unrated_games: tuple[PooledResult, ...] | None  # the pool carried to the next period
    explanation: list[object] = field(default_factory=list)
    k_next: int | None = None  # the K to print on the next list (before any 700 reduction)


# --- rules ---------------------------------------------------------------------------



def expected_hundredths(d_counted: int) -> int:
    """PD in hundredths from table 8.1.2 for a counted difference (own − opponent)."""
    if d_counted >= 0:
        return FIDE_PD_BY_D[d_counted if d_counted <= FIDE_TABLE_END else FIDE_TABLE_END + 1]
    return 100 - FIDE_PD_BY_D[-d_counted if -d_counted <= FIDE_TABLE_END else FIDE_TABLE_END + 1]


def round_change(hundredths: int) -> int:
    """Std 8.3.4: to the nearest whole number, 0.5 away from zero (the change is in hundredths)."""
    whole = (abs(hundredths) + 50) // 100
    return whole if hundredths >= 0 else -whole


def initial_rating(games: int, opponents_sum: int, half_points: int) -> tuple[int | None, list[object]]:
    """Std 8.2: the initial rating of a pool (None when below 1400), and its steps."""
    n2 = games + 2
    ra_sum = opponents_sum + 2 * HYPOTHETICAL_OPPONENT
    p100 = round_half_up_ratio(100 * (half_points + 2), 2 * n2)  # p = (W + 1) / (n + 2), A4
    dp = FIDE_DP[p100]
    ru = round_half_up_ratio(ra_sum + dp * n2, n2)  # A10
    records: list[object] = [FideInitial(
        games, opponents_sum, half_points / 2, HYPOTHETICAL_OPPONENT, ra_sum / n2, (half_points + 2) / (2 * n2),
        p100 / 100, dp, (ra_sum + dp * n2) / n2, ru)]
    rating = ru
    if rating > INITIAL_CAP:
        records.append(FideInitialCap(ru, INITIAL_CAP))
        rating = INITIAL_CAP
    if rating < FLOOR:
        records.append(FideInitialFloor(rating, FLOOR))
        return None, records
    return rating, records


def increase_2024(rating: int) -> tuple[int, FideIncrease2024]:
    """The one-time increase of the 1 March 2024 lists (A12: to the nearest; 0.4·k never ends in .5)."""
    exact = Fraction(rating)
    if rating < INCREASE_BELOW:
        exact += INCREASE_RATE * (INCREASE_BELOW - rating)
    new = round_half_up(exact)
    return new, FideIncrease2024(rating, float(exact), new)


# --- the period ------------------------------------------------------------------------


class _Period:
    """The period's games sorted out per player (section 2), then each player settled."""

    def __init__(self, players: Sequence[FidePlayer], rate: str, period: Period) -> None:
        if rate not in RATES:
            raise ValueError(f"unknown rate {rate!r}; expected one of {', '.join(RATES)}")
        if period.start is None:
            raise ValueError("fide needs the period's start date (K, the junior year, the dated rules)")
        self.players = players
        self.rate = rate
        self.period = period
        self.index: dict[str, int] = {}
        for i, p in enumerate(players):
            if p.id in self.index:
                raise ValueError(f'duplicate player id "{p.id}"')
            self.index[p.id] = i
        # The rating each player starts from: his rating on this list, or in rapid and
        # blitz his standard rating (R&B 7.2.1: "considered to be rated"); None: unrated.
        seeds = rate != STANDARD
        self.start_rating: list[int | None] = [
            p.rating if p.rating is not None or not seeds else p.standard_rating for p in players]
        n = len(players)
        self.rated_sides: list[list[Side]] = [[] for _ in range(n)]
        self.pool_sides: list[list[Side]] = [[] for _ in range(n)]
        self.left_out: list[list[GameLeftOut]] = [[] for _ in range(n)]

    def sort_games(self, games: Sequence[ChessGame], events: Mapping[str, FideEvent],
                   game_events: Mapping[str, str]) -> None:
        """Section 2: which games count, and for whom (by date, input order within a date).

        A game of a tournament (``game_events``: game id -> event id) is rated with both players'
        ratings on that tournament's starting list, and is in the period by its tournament (the
        caller chose the list it goes on, 7.1.3 and 9.1); another with the period's ratings, when
        dated within the period (A1)."""
        index, start_ratings, left = self.index, self.start_rating, self.left_out
        rated, pooled = self.rated_sides, self.pool_sides
        start = self.period.start.isoformat() if self.period.start else ""
        end = self.period.end.isoformat() if self.period.end else "9999-12-31"
        rule_600 = self.rate != STANDARD
        for gid, day, white, black, result in sorted(games, key=itemgetter(1)):
            try:
                w, b = index[white], index[black]
            except KeyError as missing:
                raise ValueError(f'game "{gid}": unknown player {missing}') from None
            if w == b:
                raise ValueError(f'game "{gid}": a player cannot play himself ("{white}")')
            event = game_events.get(gid)
            rw, rb = (start_ratings[w], start_ratings[b]) if event is None else event_ratings(events, event, gid,
                                                                                             white, black)
            half = CHESS_RESULTS[result]
            reason = (OUTSIDE_PERIOD if event is None and (day < start or day > end)
                      else FORFEIT if half is None else "")
            if reason:
                left[w].append(GameLeftOut(gid, day, black, reason))
                left[b].append(GameLeftOut(gid, day, white, reason))
                continue
            assert half is not None
            if rw is None and rb is None:
                left[w].append(GameLeftOut(gid, day, black, BOTH_UNRATED))
                left[b].append(GameLeftOut(gid, day, white, BOTH_UNRATED))
            elif (rule_600 and rw is not None and rb is not None and day >= RULE_600_FROM
                  and abs(rw - rb) >= RULE_600_GAP and (rw > RULE_600_ABOVE or rb > RULE_600_ABOVE)):
                left[w].append(GameLeftOut(gid, day, black, RULE_600, rb, rw))
                left[b].append(GameLeftOut(gid, day, white, RULE_600, rw, rb))
            elif rw is not None and rb is not None and start_ratings[w] is not None and start_ratings[b] is not None:
                rated[w].append((gid, day, black, rb, half, rw, event))  # the common case, both rated
                rated[b].append((gid, day, white, rw, 2 - half, rb, event))
            else:
                for me, opponent, mine, theirs, points in ((w, black, rw, rb, half), (b, white, rb, rw, 2 - half)):
                    if theirs is None:  # his opponent is unrated in this tournament: not rated for him
                        left[me].append(GameLeftOut(gid, day, opponent, OPPONENT_UNRATED))
                    elif start_ratings[me] is None:  # unrated at the period start: toward his pool
                        pooled[me].append((gid, day, opponent, theirs, points, mine, event))
                    elif mine is None:  # A15: unrated on the tournament's list, so unrated in it
                        left[me].append(GameLeftOut(gid, day, opponent, UNRATED_IN_EVENT, theirs))
                    else:
                        rated[me].append((gid, day, opponent, theirs, points, mine, event))

    def settle(self, events: Mapping[str, FideEvent]) -> list[FideOutcome]:
        fields = record_fields(events)
        start = self.period.start
        assert start is not None
        note = ([FideRulesNote(start.isoformat(), CURRENT_RULES_FROM.isoformat())]
                if start < CURRENT_RULES_FROM else [])
        following = self.period.end + timedelta(days=1) if self.period.end else start
        out = []
        for i, p in enumerate(self.players):
            rating = self.start_rating[i]
            notes: list[object] = list(note)
            if rating is None:
                o = self._unrated(p, self.pool_sides[i], self.left_out[i], notes, fields)
            else:
                o = self._rated(p, rating, self.rated_sides[i], self.left_out[i], notes, start.year, fields)
            o.k_next = next_k(p, o.rating, o.games, following.year)
            out.append(o)
        return out

    def _rated(self, p: FidePlayer, ro: int, sides: list[Side], left: list[GameLeftOut],
               notes: list[object], year: int, fields: Mapping[str, tuple[object, ...]]) -> FideOutcome:
        """Section 3 (and 5.8: a rapid/blitz player seeded by his standard rating)."""
        n = len(sides)
        seeded = p.rating is None
        if seeded:
            notes.append(FideSeed(ro, n))
            if not n:  # A11: still unrated, nothing to show
                notes.extend(left)
                return FideOutcome(p.id, None, p.games, None, None, None, UNRATED, p.unrated_games or None, notes)
        k, line = base_k(p, ro, year)
        notes.append(FideK(k, line, ro, p.games, p.birth_date.year if p.birth_date else None, year))
        if not n:
            notes.extend(left)
            notes.append(FideNoRatedGame(ro))
            return FideOutcome(p.id, ro, p.games, ro, 0, k, UNCHANGED, None, notes)
        k_used = k_after_700(k, n)
        if k_used != k:
            notes.append(FideRule700(k, n, k_used))
        notes.extend(event_lists(fields, sides))
        standard = self.rate == STANDARD
        sum_delta = sum_half = sum_pd = 0
        for gid, day, opponent, opp_rating, half, own, event in sides:
            assert own is not None
            d = own - opp_rating
            counted, rule = d, D_AS_IS
            if d > CAP or d < -CAP:
                if standard and own >= EXEMPT_RATING and day >= EXEMPTION_FROM:
                    rule = D_EXEMPT
                else:
                    counted, rule = (CAP if d > 0 else -CAP), D_CAPPED
            pd = expected_hundredths(counted)
            delta = 50 * half - pd
            sum_delta += delta
            sum_half += half
            sum_pd += pd
            notes.append(FideGame(gid, day, opponent, opp_rating, half / 2, d, counted, rule, pd / 100, delta / 100,
                                  event, own))
        notes.extend(left)
        change_100 = k_used * sum_delta
        change = round_change(change_100)
        rest = abs(change_100) % 100
        rounding = ROUND_NONE if rest == 0 else ROUND_AWAY if rest == 50 else ROUND_NEAREST
        new = ro + change
        notes.append(FideChange(ro, n, sum_half / 2, sum_pd / 100, sum_delta / 100, k_used, change_100 / 100,
                                change, rounding, new))
        games = p.games + n
        if new < FLOOR:
            notes.append(FideBelowFloor(new, FLOOR))
            return FideOutcome(p.id, None, games, ro, change, k_used, UNRATED, None, notes)
        return FideOutcome(p.id, new, games, ro, change, k_used, NEW if seeded else RATED, None, notes)

    def _unrated(self, p: FidePlayer, sides: list[Side], left: list[GameLeftOut],
                 notes: list[object], fields: Mapping[str, tuple[object, ...]]) -> FideOutcome:
        """Section 5: the pool, this period's games against rated opponents added; a first rating."""
        earlier = p.unrated_games
        notes.extend(event_lists(fields, sides))
        if sides and not earlier and not any(side[4] for side in sides):  # 8.2.1, A9
            notes.extend(GameLeftOut(gid, day, opponent, ZERO_FIRST_EVENT, rating)
                         for gid, day, opponent, rating, *_ in sides)
            notes.extend(left)
            return FideOutcome(p.id, None, p.games, None, None, None, UNRATED, None, notes)
        count = len(earlier)
        total = sum(r.opponent_rating for r in earlier)
        half_points = sum(r.half_points for r in earlier)
        if earlier:
            notes.append(FidePoolEarlier(count, total, half_points / 2))
        for gid, day, opponent, rating, half, _, event in sides:
            count += 1
            total += rating
            half_points += half
            notes.append(FidePoolGame(gid, day, opponent, rating, half / 2, count, event))
        notes.extend(left)
        games = p.games + len(sides)
        pool = earlier + tuple(PooledResult(side[3], side[4]) for side in sides)
        if not pool:
            return FideOutcome(p.id, None, games, None, None, None, UNRATED, None, notes)
        if count < POOL_MINIMUM:
            notes.append(FidePoolShort(count, POOL_MINIMUM))
            return FideOutcome(p.id, None, games, None, None, None, UNRATED, pool, notes)
        initial, steps = initial_rating(count, total, half_points)
        notes.extend(steps)
        if initial is None:
            return FideOutcome(p.id, None, games, None, None, None, UNRATED, pool, notes)
        return FideOutcome(p.id, initial, games, None, None, None, NEW, None, notes)


def compute(players: Sequence[FidePlayer], games: Sequence[ChessGame], rate: str, period: Period,
            events: Sequence[FideEvent] = (), game_events: Mapping[str, str] | None = None) -> list[FideOutcome]:
    """Rate one period of ``rate`` (standard, rapid or blitz); outcomes in the order of ``players``.

    ``events`` are the period's tournaments and ``game_events`` names the tournament of each game
    that has one (game id -> event id): those games are rated on its starting list.
    Raises ValueError on an unknown rate, a period without a start, a repeated
    player or a game naming an unknown player or the same player twice, an unknown event or an
    event without a rating for one of its players.
    """
    by_id = {e.id: e for e in events}
    work = _Period(players, rate, period)
    work.sort_games(games, by_id, game_events or {})
    return work.settle(by_id)
