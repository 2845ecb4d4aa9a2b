"""French national Elo (``ffe``): RULES.md, section ``ffe`` and its fine points.

One period at a time: the players' states before the period and the period's
games in, each player's new state and the steps behind it out.

Numbers. The rules round only the final rating (to 10, a 5 going up), so every
value before that is exact: sums of ratings, Table I interpolated at the exact
score fraction, means, the estimates of unrated players. Exact ``Fraction``
arithmetic is too slow for the iterative estimation of a national period, so
the computation runs in floats and checks every decision it takes
(compatibility, the 20-point test, the 1000 floor, brake or not, the rounding
tie): a float that falls within ``EPS`` of its boundary raises ``Inexact``,
and that one step is taken again on exact values. The exact values of the
estimates are rebuilt on demand, only for the players and rounds the step needs,
from the float run's decisions (each of them safe, or itself decided exactly).
The numeric code (``ffe_estimation``, and here the settlement of a player) is
written once and runs on either number type; ``compute(..., exact=True)`` runs
everything in ``Fraction`` and serves as the reference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from operator import attrgetter
from typing import Any, cast

from elodesk.core.explain import FORFEIT, INCOMPATIBLE, GameLeftOut
from elodesk.core.ffe_estimation import (
    COMPATIBILITY_GAP,
    D_BY_HUNDREDTHS,
    EPS,
    Estimation,
    Inexact,
    Number,
    performance,
    positive,
    round10,
)
from elodesk.core.ffe_records import (
    ARCHIVE_COMPLETED,
    ARCHIVE_CREATED,
    ARCHIVE_EXTENDED,
    ARCHIVE_FORGOTTEN,
    ARCHIVE_KEPT,
    ARCHIVE_NONE,
    FfeArchiveStep,
    FfeBarycentre,
    FfeBrake,
    FfeEstimateFinal,
    FfeEstimateIgnored,
    FfeFirstRating,
    FfeGame,
    FfePerformance,
    FfeReplacement,
    FfeUnchanged,
)
from elodesk.core.ffe_records import AVERAGED as AVERAGED  # the estimate's decisions and record, named
from elodesk.core.ffe_records import FIRST as FIRST  # as ffe.KEPT … by the phrases and the tests
from elodesk.core.ffe_records import KEPT as KEPT
from elodesk.core.ffe_records import NO_GAME as NO_GAME
from elodesk.core.ffe_records import FfeEstimate as FfeEstimate
from elodesk.core.model import CHESS_RESULTS, ChessGame, Period

BRAKE_WEIGHT = 16  # the brake and the barycentre weigh Ei as 16 games
YOUTH_QUOTA = 8  # compatible games for a youth's performance to replace his rating
SENIOR_QUOTA = 16  # ... and for a senior's
FIRST_RATING_GAMES = 8  # compatible games (this period, or with the archive) for a first rating
UNRATED_START = 1500  # value of unrated opponents in the first estimate (RULES.md Decision)
YOUTH_MAX_AGE = 19  # youth: season's end year − birth year ≤ 19

# What a rating is (``rating_type``): the letters of the French lists and of Papi.
FIDE_TYPE = "F"  # a FIDE rating, any integer: rated, at that value
NATIONAL = "N"  # a national rating, a multiple of 10: rated
ESTIMATE = "E"  # an estimate: shown, never computed with (the player is unrated)
RATING_TYPES = (FIDE_TYPE, NATIONAL, ESTIMATE)

# Status of a player after the period (RULES.md, fine points).
NEW = "new"
RATED = "rated"
UNCHANGED = "unchanged"
UNRATED = "unrated"


_SCORES = (0.0, 0.5, 1.0)  # by half-points



# --- state ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FfeArchive:
    """An unrated player's archive: Na compatible games at performance Pa (full precision)."""

    games: int
    performance: Fraction | float


@dataclass(frozen=True, slots=True)
class FfePlayer:
    """A player before the period.

    ``rating`` with its ``rating_type``: ``F`` (a FIDE rating, any integer) and ``N``
    (national, a multiple of 10) are ratings; ``E`` is an estimate (unrated for the
    computation, shown unchanged). Without a letter, a value ending in 9 is an
    estimate and any other a rating. None: unrated.
    """

    id: str
    rating: int | None = None
    archive: FfeArchive | None = None
    birth_date: date | None = None
    rating_type: str | None = None

    @property
    def is_estimate(self) -> bool:
        return is_estimate(self.rating, self.rating_type)

    @property
    def is_rated(self) -> bool:
        return self.rating is not None and not self.is_estimate


def is_estimate(rating: int | None, rating_type: str | None) -> bool:
    """A French value that is an estimate: marked E, or without a letter ending in 9."""
    if rating is None:
        return False
    return rating_type == ESTIMATE if rating_type is not None else rating % 10 == 9


@dataclass(frozen=True, slots=True)
class FfeOutcome:
    """A player after the period.

    ``performance`` is Pj (None for a rated player with no compatible game, and
    for a player who did not play); ``compatible_games`` is Nj, None when the
    player did not play (no game, or forfeits only).
    """

    id: str
    rating: int | None
    archive: FfeArchive | None
    old_rating: int | None
    change: int | None
    status: str
    performance: float | None
    compatible_games: int | None
    explanation: list[Any]
    rating_type: str | None = None  # the input's letter; N once the period computes the rating

    @property
    def played(self) -> bool:
        return self.compatible_games is not None


# --- one player's result ----------------------------------------------------


def _shown(x: Number) -> int | float:
    return x if x.__class__ is int else float(x)


# game id, date, opponent index, opponent id, half-points (None: forfeit)
_Entry = tuple[str, str, int, str, int | None]


class _ExactValues:
    """Every player's exact value for the period, computed only when read."""

    __slots__ = ("estimation",)

    def __init__(self, estimation: Estimation) -> None:
        self.estimation = estimation

    def __getitem__(self, j: int) -> Number:
        return self.estimation.exact(j, self.estimation.rounds)


@dataclass(frozen=True, slots=True)
class _Context:
    """One number type and the values read in it (floats, or exact values)."""

    unrated: list[bool]  # per player: unrated for the computation
    season_end: int
    num: Callable[[Any], Number]
    eps: float
    values: Any  # values[j]: player j's rating, or his final estimate


@dataclass(slots=True)
class _Tally:
    """A player's compatible games against his value for the period."""

    rated_total: int  # sum of the compatible rated opponents' ratings
    estimated: list[int]  # the compatible unrated opponents (valued at their estimates)
    nj: int
    sc2: int  # score in half-points
    played: bool  # at least one game that was not a forfeit
    records: list[Any]

    def total(self, ctx: _Context) -> Number:
        values = ctx.values
        total: Number = self.rated_total + sum(values[j] for j in self.estimated)
        return total


def _tally(ctx: _Context, i: int, entries: list[_Entry]) -> _Tally:
    """Compatibility of each game for player i, and one record per game (the hot loop of settling)."""
    rated_total = nj = sc2 = 0
    estimated: list[int] = []
    records: list[Any] = []
    append = records.append
    unrated, values, eps = ctx.unrated, ctx.values, ctx.eps
    own = values[i]
    own_shown = _shown(own)
    forfeits = 0
    for game, day, opp, opp_id, half in entries:
        if half is None:
            append(GameLeftOut(game, day, opp_id, FORFEIT))
            forfeits += 1
            continue
        v = values[opp]
        if half != 1:  # compatibility (see positive)
            x = v - own + COMPATIBILITY_GAP if half == 2 else own + COMPATIBILITY_GAP - v
            if x < -eps or (x <= eps and not positive(x, eps)):
                append(GameLeftOut(game, day, opp_id, INCOMPATIBLE, _shown(v), own_shown))
                continue
        if unrated[opp]:
            estimated.append(opp)
            append(FfeGame(game, day, opp_id, float(v), True, _SCORES[half]))
        else:
            rated_total += v
            append(FfeGame(game, day, opp_id, v, False, _SCORES[half]))
        nj += 1
        sc2 += half
    return _Tally(rated_total, estimated, nj, sc2, len(entries) > forfeits, records)


def _performance_record(ctx: _Context, tally: _Tally) -> tuple[Number, FfePerformance]:
    nj, sc2 = tally.nj, tally.sc2
    ea, d, pj, floored = performance(tally.total(ctx), nj, sc2, ctx.num, ctx.eps)
    x = 50 * sc2  # P in hundredths is x / nj
    bounded = x >= 95 * nj or x <= 5 * nj
    k = None if bounded else x // nj
    d_low = None if k is None else D_BY_HUNDREDTHS[k]
    d_high = None if k is None else (D_BY_HUNDREDTHS[k + 1] if x % nj else D_BY_HUNDREDTHS[k])
    record = FfePerformance(nj, float(ea), sc2 / 2, sc2 / (2 * nj), k, d_low, d_high, float(d), bounded,
                            float(ea + d), floored, float(pj))
    return pj, record


def _rate(ctx: _Context, player: FfePlayer, tally: _Tally) -> tuple[int, float, list[Any]]:
    """A rated player with Nj ≥ 1: brake, replacement or barycentre (new rating, Pj, records)."""
    ei = player.rating
    assert ei is not None
    nj, num, eps = tally.nj, ctx.num, ctx.eps
    pj, perf_record = _performance_record(ctx, tally)
    youth = _is_youth(player, ctx.season_end)
    quota = YOUTH_QUOTA if youth else SENIOR_QUOTA
    step: Any
    if positive(ei - pj, eps):
        raw = num(BRAKE_WEIGHT * ei + nj * pj) / (BRAKE_WEIGHT + nj)
        rating = round10(raw, eps)
        step = FfeBrake(ei, float(pj), nj, float(raw), rating)
    elif nj >= quota:
        rating = round10(pj, eps)
        step = FfeReplacement(ei, float(pj), nj, youth, quota, rating)
    else:
        raw = num(pj * nj + (BRAKE_WEIGHT - nj) * ei) / BRAKE_WEIGHT
        rating = round10(raw, eps)
        step = FfeBarycentre(ei, float(pj), nj, youth, quota, float(raw), rating)
    return rating, float(pj), [perf_record, step]


def _rate_unrated(ctx: _Context, i: int, player: FfePlayer, nj: int
                  ) -> tuple[int | None, FfeArchive | None, list[Any]]:
    """An unrated player with his final estimate Pj and Nj: (first rating or None, archive, records)."""
    pj = ctx.values[i]
    num = ctx.num
    archive = player.archive
    pa = None if archive is None else float(archive.performance)
    na = 0 if archive is None else archive.games
    if nj == 0:  # no archive is created from 0 games; an archive stays as it was
        if archive is None:
            return None, None, [FfeArchiveStep(ARCHIVE_NONE, None, 0, float(pj), 0, None, 0)]
        return None, archive, [FfeArchiveStep(ARCHIVE_KEPT, pa, na, float(pj), 0, pa, na)]
    records: list[Any] = []
    if nj >= FIRST_RATING_GAMES:
        raw, games = pj, nj
        if archive is not None:
            records.append(FfeArchiveStep(ARCHIVE_FORGOTTEN, pa, na, float(pj), nj, None, 0))
    elif archive is None:
        return None, FfeArchive(nj, pj), [
            FfeArchiveStep(ARCHIVE_CREATED, None, 0, float(pj), nj, float(pj), nj)]
    else:
        raw, games = num(pj * nj + num(archive.performance) * na) / (nj + na), nj + na
        if games < FIRST_RATING_GAMES:
            return None, FfeArchive(games, raw), [
                FfeArchiveStep(ARCHIVE_EXTENDED, pa, na, float(pj), nj, float(raw), games)]
        records.append(FfeArchiveStep(ARCHIVE_COMPLETED, pa, na, float(pj), nj, float(raw), games))
    rating = round10(raw, ctx.eps)
    records.append(FfeFirstRating(float(raw), rating, games, games != nj))
    return rating, None, records


def _is_youth(player: FfePlayer, season_end: int) -> bool:
    return player.birth_date is not None and season_end - player.birth_date.year <= YOUTH_MAX_AGE


def season_end_year(day: date) -> int:
    """The year in which the season of ``day`` ends (seasons run 1 September – 31 August)."""
    return day.year + 1 if day.month >= 9 else day.year


class _Settlement:
    """Each player's result from the period's values, in floats with exact retries.

    A step whose float decision is too close to call is taken again on exact
    values; the steps are small so that a retry reads only the exact values it
    needs (a rated player's rounding tie needs the estimates of his compatible
    unrated opponents, an unrated player's only his own).
    """

    def __init__(self, players: Sequence[FfePlayer], entries: list[list[_Entry]], estimation: Estimation,
                 is_unrated: list[bool], season_end: int, exact: bool) -> None:
        self.players = players
        self.entries = entries
        self.estimation = estimation
        exact_values = estimation.values if exact else _ExactValues(estimation)
        self.exact = _Context(is_unrated, season_end, Fraction, 0, exact_values)
        self.ctx = self.exact if exact else _Context(is_unrated, season_end, float, EPS, estimation.values)

    def _attempt(self, step: Callable[..., Any], *args: Any) -> Any:
        try:
            return step(self.ctx, *args)
        except Inexact:
            return step(self.exact, *args)

    def settle(self, i: int) -> FfeOutcome:
        player, entries = self.players[i], self.entries[i]
        if player.is_rated:
            return self._settle_rated(i, player, entries)
        records: list[Any] = []
        if player.is_estimate:
            assert player.rating is not None
            records.append(FfeEstimateIgnored(player.rating, player.rating_type == ESTIMATE))
        estimation = self.estimation
        if i not in estimation.games_of:  # no game, or forfeits only: no estimate
            records += self._attempt(_tally, i, entries).records
            return FfeOutcome(player.id, player.rating, player.archive, player.rating, None, UNRATED, None,
                              None, records, player.rating_type)
        # His performance is his final estimate (its rounds are listed), not one more evaluation.
        tally: _Tally = self._attempt(_tally, i, entries)
        records += tally.records
        estimate = float(estimation.values[i])
        records += estimation.records(i)
        records.append(FfeEstimateFinal(estimate, tally.nj, estimation.rounds, estimation.converged))
        rating, archive, steps = self._attempt(_rate_unrated, i, player, tally.nj)
        records += steps
        if rating is None:
            return FfeOutcome(player.id, player.rating, archive, player.rating, None, UNRATED, estimate, tally.nj,
                              records, player.rating_type)
        return FfeOutcome(player.id, rating, archive, player.rating, None, NEW, estimate, tally.nj, records,
                          _computed_type(player))

    def _settle_rated(self, i: int, player: FfePlayer, entries: list[_Entry]) -> FfeOutcome:
        ei = player.rating
        assert ei is not None
        if not entries:
            return FfeOutcome(player.id, ei, None, ei, 0, UNCHANGED, None, None, [], player.rating_type)
        tally: _Tally = self._attempt(_tally, i, entries)
        records = tally.records
        if tally.nj == 0:
            records.append(FfeUnchanged(ei))
            return FfeOutcome(player.id, ei, None, ei, 0, UNCHANGED, None, 0 if tally.played else None,
                              records, player.rating_type)
        rating, pj, steps = self._attempt(_rate, player, tally)
        records += steps
        return FfeOutcome(player.id, rating, None, ei, rating - ei, RATED, pj, tally.nj, records,
                          _computed_type(player))


def _computed_type(player: FfePlayer) -> str | None:
    """A rating the period computes is national (N); a player given without a letter stays without."""
    return NATIONAL if player.rating_type is not None else None


# --- the period -------------------------------------------------------------


def compute(players: Sequence[FfePlayer], games: Sequence[ChessGame], period: Period, *,
            exact: bool = False) -> list[FfeOutcome]:
    """Rate one period; outcomes in the order of ``players``.

    ``exact=True`` computes in ``Fraction`` throughout (the reference; slow on
    large periods). Raises ValueError on a player or game the rules cannot take.
    """
    return list(outcomes(players, games, period, exact=exact))


def outcomes(players: Sequence[FfePlayer], games: Sequence[ChessGame], period: Period, *,
             exact: bool = False) -> Iterator[FfeOutcome]:
    """As :func:`compute`, each outcome made when it is read (the estimation runs first, at once)."""
    if period is None or period.start is None:
        raise ValueError("ffe needs the period's start date (it gives the season, hence youth)")
    index: dict[str, int] = {}
    for i, p in enumerate(players):
        if p.id in index:
            raise ValueError(f'duplicate player id "{p.id}"')
        if p.rating_type is not None and (p.rating_type not in RATING_TYPES or p.rating is None):
            raise ValueError(f'player "{p.id}": rating type {p.rating_type!r} needs a rating and is F, N or E')
        if p.rating_type == NATIONAL and p.rating is not None and p.rating % 10:
            raise ValueError(f'player "{p.id}": a national rating (N) is a multiple of 10, not {p.rating}')
        if p.archive is not None and (p.is_rated or p.archive.games < 1):
            raise ValueError(f'player "{p.id}": an archive belongs to an unrated player and holds ≥ 1 game')
        index[p.id] = i
    n = len(players)
    entries: list[list[_Entry]] = [[] for _ in range(n)]
    for gid, day, white, black, result in sorted(games, key=attrgetter("date")):
        try:
            w, b = index[white], index[black]
        except KeyError as missing:
            raise ValueError(f'game "{gid}": unknown player {missing}') from None
        if w == b:
            raise ValueError(f'game "{gid}": a player cannot play himself ("{white}")')
        half = CHESS_RESULTS[result]
        entries[w].append((gid, day, b, black, half))
        entries[b].append((gid, day, w, white, None if half is None else 2 - half))

    is_unrated = [not p.is_rated for p in players]
    base = [cast(int, p.rating) if p.is_rated else UNRATED_START for p in players]  # a rated player has a rating
    games_of: dict[int, list[tuple[int, int]]] = {}
    for i in range(n):
        if is_unrated[i]:
            played = [(opp, half) for _, _, opp, _, half in entries[i] if half is not None]
            if played:
                games_of[i] = played
    num, eps = (Fraction, 0) if exact else (float, EPS)
    estimation = Estimation(list(games_of), games_of, base, num, eps)
    estimation.run()
    settlement = _Settlement(players, entries, estimation, is_unrated, season_end_year(period.start), exact)
    return map(settlement.settle, range(n))
