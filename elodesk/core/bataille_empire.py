"""Bataille Empire Elo: levels, K 60/30, victory levels, grades and the yearly inactivity penalty.

RULES.md, section ``bataille-empire``: per battle, in order of (date, event,
round, input order), ``N' = N + K·(S − P)`` with
``P = 1 / (1 + 10^((N_opp − N)/500))`` rounded to two decimals, the change
rounded half away from zero, levels integers. In a team battle every general
is rated against the mean level of the opposing side (unrounded). At
31 December of each listed year, a player who already had a level and fought
no battle that year loses 100 above 1300, 50 above 1100.

Pure rules: no I/O. The change is computed in integer hundredths
(K × (S − P) with S and P in hundredths), so no binary-float tie is ever met.

The explanation records are plain dataclasses like those of
``elodesk.core.explain``, not frozen: a frozen dataclass of twenty fields
costs six times as much to build (one ``object.__setattr__`` per field), and a
season of 20,000 battles builds 40,000 to 60,000 of them. Treat them as read-only.
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from functools import cache
from itertools import chain, islice
from operator import attrgetter
from typing import NamedTuple, cast

from elodesk.core.tables import round_half_away

SYSTEM = "bataille-empire"

START_LEVEL = 1000
K_FULL = 60
K_REDUCED = 30
FEW_GAMES = 8  # fewer than this many games before a battle: K 30
MARSHAL_LEVEL = 1400  # at or above: K 30
SCALE = 500
GAP = 500  # 500 or more above the opponent: no gain

# Result of a battle -> (S of side A, S of side B), in hundredths.
RESULTS: dict[str, tuple[int, int]] = {
    "a-crushing": (150, 0),
    "a-decisive": (125, 0),
    "a-marginal": (100, 0),
    "draw": (50, 50),
    "b-marginal": (0, 100),
    "b-decisive": (0, 125),
    "b-crushing": (0, 150),
}
# S in hundredths -> the outcome for that general (record field ``outcome``).
OUTCOMES: dict[int, str] = {0: "defeat", 50: "draw", 100: "marginal", 125: "decisive", 150: "crushing"}

# Why K is 30 (record field ``k_reason``); None when K is 60.
K_FEW_GAMES = "few_games"
K_MARSHAL = "marshal"
K_FEW_GAMES_AND_MARSHAL = "few_games_and_marshal"

# Inactivity penalties: (level strictly above, penalty), highest first.
INACTIVITY_PENALTIES: tuple[tuple[int, int], ...] = ((1300, 100), (1100, 50))

STATUS_RATED = "rated"
STATUS_UNCHANGED = "unchanged"


@dataclass(frozen=True, slots=True)
class Grade:
    """One line of the grade table: the inclusive bounds of its levels (None: unbounded)."""

    name: str
    low: int | None
    high: int | None


GRADES: tuple[Grade, ...] = (
    Grade("Adjudant", None, 699),
    Grade("Lieutenant", 700, 799),
    Grade("Capitaine", 800, 899),
    Grade("Chef de bataillon", 900, 999),
    Grade("Colonel", 1000, 1099),
    Grade("Général de Brigade", 1100, 1199),
    Grade("Général de Division", 1200, 1299),
    Grade("Général en Chef", 1300, 1399),
    Grade("Maréchal d'Empire", 1400, None),
)
_GRADE_LOWS = [cast(int, g.low) for g in GRADES[1:]]  # every grade but the first has a low bound


def grade(level: int) -> str:
    """The French grade name of a level (RULES.md spelling)."""
    return GRADES[bisect_right(_GRADE_LOWS, level)].name


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    rating: int = START_LEVEL
    games: int = 0


class Battle(NamedTuple):
    """One battle as given to a computation (a named tuple: a season holds 100,000 of them,
    and tuples are the cheapest to make)."""

    id: str
    date: date
    event: str
    round: int
    side_a: tuple[str, ...]
    side_b: tuple[str, ...]
    result: str


@dataclass
class BattleRated:
    """One general in one battle: ``K × (S − P)`` against the opposing side's (mean) level."""

    battle: str
    date: str
    event: str
    round: int
    side: str  # "a" or "b"
    allies: tuple[str, ...]  # the other generals of his side
    opponents: tuple[str, ...]
    level: int  # his level before the battle
    opponent_level: int | float  # the opposing side's mean level, unrounded
    outcome: str  # defeat, draw, marginal, decisive, crushing (his own)
    s: float
    p: float  # two decimals
    k: int
    k_reason: str | None  # why K is 30: few_games, marshal, few_games_and_marshal
    games_before: int
    raw_change: float  # K × (S − P), exact (hundredths)
    rounded_change: int  # half away from zero
    gap_rule: bool  # 500 or more above the opposing side: a gain was cancelled
    change: int  # applied
    after: int
    kind: str = field(default="be_battle", kw_only=True)


@dataclass
class InactivityApplied:
    """The 31 December check of a year the player fought no battle in (penalty may be 0)."""

    year: int
    date: str  # YYYY-12-31
    before: int
    penalty: int  # 100, 50 or 0 (positive: the level goes down by it)
    after: int
    kind: str = field(default="be_inactivity", kw_only=True)


@dataclass
class GradeChanged:
    """The grade at the end of the computation differs from the grade at its start."""

    before: int
    after: int
    old_grade: str
    grade: str
    kind: str = field(default="be_grade", kw_only=True)


Record = BattleRated | InactivityApplied | GradeChanged


@dataclass(frozen=True, slots=True)
class Outcome:
    """A player's new state; his records are made from the season when ``explanation`` is read."""

    id: str
    old_rating: int
    rating: int
    games: int
    grade: str
    status: str
    season: Season = field(repr=False, compare=False)
    index: int = field(repr=False, compare=False)  # his place in the season's players

    @property
    def explanation(self) -> tuple[Record, ...]:
        records = self.season.records(self.index)
        old_grade = grade(self.old_rating)
        if old_grade != self.grade:
            records.append(GradeChanged(self.old_rating, self.rating, old_grade, self.grade))
        return tuple(records)


@cache
def _p_hundredths(num: int, den: int) -> int:
    """P in hundredths, rounded, for a level difference N_opp − N = num / den (den ≥ 1).

    P is irrational unless num = 0, so there is no tie to break; a float is
    exact enough: over every difference up to 6000 with sides of up to six
    generals, 100·P never comes within 4·10⁻⁵ of a half.
    """
    if num == 0:
        return 50
    power: float = 10.0 ** (num / (den * SCALE))
    return math.floor(100.0 / (1.0 + power) + 0.5)


@cache
def _iso(day: date) -> str:
    """A date as records write it (a season has a few hundred dates and 100,000 battles)."""
    return day.isoformat()


@cache
def _rounded(hundredths: int) -> int:
    return round_half_away(Fraction(hundredths, 100))


def k_factor(level: int, games_before: int) -> tuple[int, str | None]:
    """K and why it is 30 (None when it is 60)."""
    return _K[(games_before < FEW_GAMES) + 2 * (level >= MARSHAL_LEVEL)]


# (fewer than 8 games before) + 2 × (a marshal) -> K and why it is 30
_K: tuple[tuple[int, str | None], ...] = (
    (K_FULL, None), (K_REDUCED, K_FEW_GAMES), (K_REDUCED, K_MARSHAL), (K_REDUCED, K_FEW_GAMES_AND_MARSHAL))


def step(level: int, games_before: int, s100: int, opp_sum: int, opp_n: int,
         ) -> tuple[int, str | None, int, int, int, bool, int]:
    """One general against a side of ``opp_n`` generals whose levels sum to ``opp_sum``: K, why K is
    30, P in hundredths, K × (S − P) in hundredths, that rounded, whether the 500-point rule took
    a gain away, and the change applied (a plain tuple: a NamedTuple's __new__ is a Python call)."""
    k, reason = _K[(games_before < FEW_GAMES) + 2 * (level >= MARSHAL_LEVEL)]
    p100 = _p_hundredths(opp_sum - opp_n * level, opp_n)
    hundredths = k * (s100 - p100)
    rounded = _rounded(hundredths)
    # 500 or more above the opposing side's mean (unrounded): N − sum/n ≥ 500.
    cancelled = rounded > 0 and opp_n * level - opp_sum >= GAP * opp_n
    return k, reason, p100, hundredths, rounded, cancelled, 0 if cancelled else rounded


def inactivity_penalty(level: int) -> int:
    for above, penalty in INACTIVITY_PENALTIES:
        if level > above:
            return penalty
    return 0


def battle_order(battles: Sequence[Battle]) -> list[int]:
    """Indices of the battles in rating order: date, event (as text), round, input order (a stable sort).

    Each battle's key is one integer, the rank of its (date, event) among the season's few
    thousand, times the rounds' span, plus its round: sorting 100,000 tuples of a date, a text
    and a round compared them field by field, a tenth of the rating.
    """
    days = list(map(_DATE, battles))
    events = list(map(_EVENT, battles))
    rounds = list(map(_ROUND, battles))
    rank = {pair: at for at, pair in enumerate(sorted(set(zip(days, events, strict=True))))}
    low = min(rounds, default=0)
    span = max(rounds, default=0) - low + 1
    keys = [rank[pair] * span + rnd - low for pair, rnd in zip(zip(days, events, strict=True), rounds, strict=True)]
    return sorted(range(len(battles)), key=keys.__getitem__)


_DATE, _EVENT, _ROUND = attrgetter("date"), attrgetter("event"), attrgetter("round")


class Season:
    """The battles as rated, kept compactly until each player's records are asked for.

    A season's 300,000 records, held until the last battle was rated, were the largest part of
    a run's memory (its JSON text alone outweighed the parsed input). What each record is made
    of is kept instead, seven integers in its player's own array (his trail, in his order): the
    battle, his place in it, his level and games before it, the opposing side's levels summed,
    P in hundredths and the change applied. A player's records are made from his trail, read
    straight through (the same figures kept by battle, in rating order, were read scattered:
    a cache miss each), when his explanation is read, and let go once he is written.
    """

    __slots__ = ("battles", "penalties", "trails")

    def __init__(self, battles: Sequence[Battle], players: int) -> None:
        self.battles = battles
        self.penalties: list[InactivityApplied] = []
        # by player: seven integers a battle; an inactivity check is ~i (penalties[i]) and six zeros
        self.trails = [array("q") for _ in range(players)]

    def records(self, player: int) -> list[Record]:
        """A player's records in his order (made anew at each call)."""
        battles, penalties = self.battles, self.penalties
        out: list[Record] = []
        figures = iter(self.trails[player])
        for index, at, n, g, opp_sum, p100, change in zip(*[figures] * _KEPT, strict=True):
            if index < 0:
                out.append(penalties[~index])
                continue
            b = battles[index]
            own, other = b.side_a, b.side_b
            s100, s_b = RESULTS[b.result]
            side = "a"
            if at >= len(own):
                at -= len(own)
                side, own, other, s100 = "b", other, own, s_b
            opp_n = len(other)
            k, reason = k_factor(n, g)  # the rest of step()'s figures, from what it kept
            hundredths = k * (s100 - p100)
            rounded = _rounded(hundredths)
            out.append(BattleRated(
                b.id, _iso(b.date), b.event, b.round, side, own[:at] + own[at + 1:] if len(own) > 1 else (), other,
                n, opp_sum // opp_n if opp_sum % opp_n == 0 else opp_sum / opp_n, OUTCOMES[s100], _S[s100],
                _P[p100], k, reason, g, hundredths / 100, rounded, change != rounded, change, n + change,
            ))
        return out


_KEPT = 7  # integers kept per record in a trail
_S = {s100: s100 / 100 for s100 in OUTCOMES}  # S as records write it, one float object each
_P = [p100 / 100 for p100 in range(101)]  # P likewise


def _numbered(players: Sequence[Player], battles: Sequence[Battle]) -> tuple[list[tuple[int, ...]], ...]:
    """Each battle's sides as the players' places, numbered over every battle at once (a loop in C)."""
    number = {p.id: i for i, p in enumerate(players)}.__getitem__
    sides = []
    for side in (_SIDE_A, _SIDE_B):
        teams = list(map(side, battles))
        generals = iter(list(map(number, chain.from_iterable(teams))))
        sides.append([tuple(islice(generals, n)) for n in map(len, teams)])
    return sides[0], sides[1]


_SIDE_A, _SIDE_B = attrgetter("side_a"), attrgetter("side_b")


def compute(
    players: Sequence[Player], battles: Sequence[Battle], inactivity_years: Iterable[int] = (),
) -> list[Outcome]:
    """Rate the battles in order and apply the inactivity penalties; outcomes in input order.

    Every general named in a battle must be one of ``players`` and appear once
    in it (the contract checks this). Players are numbered by their place: the
    levels, game counts and years of the last battle are lists indexed by it.
    """
    season = Season(battles, len(players))
    teams_a, teams_b = _numbered(players, battles)
    level = [p.rating for p in players]
    games = [p.games for p in players]
    fought_in = [0] * len(players)  # the year of his last battle rated so far (0: none yet)
    penalised = [False] * len(players)
    years = sorted(set(inactivity_years))

    def apply_inactivity(year: int) -> None:
        day = f"{year:04d}-12-31"
        for i, p in enumerate(players):
            last = fought_in[i]
            # every battle rated so far is of that year or before it
            if last == year or (p.games <= 0 and not last):
                continue  # he fought that year, or had no level before it
            before = level[i]
            penalty = inactivity_penalty(before)
            level[i] = before - penalty
            if penalty:
                penalised[i] = True
            season.trails[i].extend((~len(season.penalties), 0, 0, 0, 0, 0, 0))
            season.penalties.append(InactivityApplied(year, day, before, penalty, before - penalty))

    pending = 0
    trails = season.trails
    for index in battle_order(battles):
        b = battles[index]
        year = b.date.year
        while pending < len(years) and years[pending] < year:
            apply_inactivity(years[pending])
            pending += 1
        generals = teams_a[index] + teams_b[index]
        count_a, count = len(b.side_a), len(generals)
        count_b = count - count_a
        # Every level is read before the battle (simultaneous): compute all changes, then apply.
        before = [level[i] for i in generals]
        played = [games[i] for i in generals]
        sum_a = sum(before[:count_a])
        sum_b = sum(before) - sum_a
        s_a, s_b = RESULTS[b.result]
        for at, i in enumerate(generals):
            n, g = before[at], played[at]
            if at < count_a:
                opp_sum, figures = sum_b, step(n, g, s_a, sum_b, count_b)
            else:
                opp_sum, figures = sum_a, step(n, g, s_b, sum_a, count_a)
            change = figures[6]
            trails[i].extend((index, at, n, g, opp_sum, figures[2], change))
            level[i] = n + change
            games[i] = g + 1
            fought_in[i] = year
    for year in years[pending:]:
        apply_inactivity(year)

    out: list[Outcome] = []
    for i, p in enumerate(players):
        fought = games[i] > p.games
        status = STATUS_RATED if fought or penalised[i] else STATUS_UNCHANGED
        out.append(Outcome(p.id, p.rating, level[i], games[i], grade(level[i]), status, season, i))
    return out
