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
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from functools import cache
from operator import attrgetter
from typing import Any, NamedTuple

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
_GRADE_LOWS = [g.low for g in GRADES[1:]]


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
# What a computation keeps of each record as it is made: the record itself, or, for a caller
# that writes the records out, their JSON text made while they are fresh in memory (a season's
# 300,000 records written at the end, scattered through memory, cost three times as much).
Keep = Callable[[Record], Any]


@dataclass(frozen=True, slots=True)
class Outcome:
    id: str
    old_rating: int
    rating: int
    games: int
    grade: str
    status: str
    explanation: tuple[Any, ...]  # the records, or what ``keep`` made of them


@cache
def _p_hundredths(num: int, den: int) -> int:
    """P in hundredths, rounded, for a level difference N_opp − N = num / den (den ≥ 1).

    P is irrational unless num = 0, so there is no tie to break; a float is
    exact enough: over every difference up to 6000 with sides of up to six
    generals, 100·P never comes within 4·10⁻⁵ of a half.
    """
    if num == 0:
        return 50
    return math.floor(100.0 / (1.0 + 10.0 ** (num / (den * SCALE))) + 0.5)


@cache
def _iso(day: date) -> str:
    """A date as records write it (a season has a few hundred dates and 100,000 battles)."""
    return day.isoformat()


@cache
def _rounded(hundredths: int) -> int:
    return round_half_away(Fraction(hundredths, 100))


def k_factor(level: int, games_before: int) -> tuple[int, str | None]:
    """K and why it is 30 (None when it is 60)."""
    few = games_before < FEW_GAMES
    marshal = level >= MARSHAL_LEVEL
    if few and marshal:
        return K_REDUCED, K_FEW_GAMES_AND_MARSHAL
    if few:
        return K_REDUCED, K_FEW_GAMES
    if marshal:
        return K_REDUCED, K_MARSHAL
    return K_FULL, None


def inactivity_penalty(level: int) -> int:
    for above, penalty in INACTIVITY_PENALTIES:
        if level > above:
            return penalty
    return 0


def battle_order(battles: Sequence[Battle]) -> list[int]:
    """Indices of the battles in rating order: date, event (as text), round, input order (a stable sort)."""
    keys = list(map(_ORDER, battles))
    return sorted(range(len(battles)), key=keys.__getitem__)


_ORDER = attrgetter("date", "event", "round")
_YEAR = attrgetter("date.year")


def compute(
    players: Sequence[Player], battles: Sequence[Battle], inactivity_years: Iterable[int] = (), *,
    keep: Keep | None = None,
) -> list[Outcome]:
    """Rate the battles in order and apply the inactivity penalties; outcomes in input order.

    Every general named in a battle must be one of ``players`` and appear once
    in it (the contract checks this).
    """
    keep = keep or _as_is
    level = {p.id: p.rating for p in players}
    games = {p.id: p.games for p in players}
    penalised = dict.fromkeys(level, False)
    records: dict[str, list[Any]] = {pid: [] for pid in level}

    years = sorted(set(inactivity_years))
    # Who fought in each listed year, and the first year each player fought in.
    active: dict[int, set[str]] = {y: set() for y in years}
    first_year: dict[str, int] = {}
    for b in sorted(battles, key=_YEAR, reverse=True):  # the earliest year written last
        y = b.date.year
        first_year.update(dict.fromkeys(b.side_a, y))
        first_year.update(dict.fromkeys(b.side_b, y))
        if y in active:
            active[y].update(b.side_a)
            active[y].update(b.side_b)

    def apply_inactivity(year: int) -> None:
        day = f"{year:04d}-12-31"
        played = active[year]
        for p in players:
            pid = p.id
            if pid in played:
                continue
            if p.games <= 0 and first_year.get(pid, year) >= year:
                continue  # no level before that year
            before = level[pid]
            penalty = inactivity_penalty(before)
            level[pid] = before - penalty
            if penalty:
                penalised[pid] = True
            records[pid].append(keep(InactivityApplied(year, day, before, penalty, before - penalty)))

    pending = 0
    for index in battle_order(battles):
        b = battles[index]
        while pending < len(years) and years[pending] < b.date.year:
            apply_inactivity(years[pending])
            pending += 1
        _rate_battle(b, level, games, records, keep)
    for year in years[pending:]:
        apply_inactivity(year)

    out: list[Outcome] = []
    for p in players:
        new = level[p.id]
        recs = records[p.id]
        old_grade, new_grade = grade(p.rating), grade(new)
        if old_grade != new_grade:
            recs.append(keep(GradeChanged(p.rating, new, old_grade, new_grade)))
        fought = games[p.id] > p.games
        status = STATUS_RATED if fought or penalised[p.id] else STATUS_UNCHANGED
        out.append(Outcome(p.id, p.rating, new, games[p.id], new_grade, status, tuple(recs)))
    return out


def _as_is(record: Record) -> Record:
    return record


def _rate_battle(
    b: Battle, level: dict[str, int], games: dict[str, int], records: dict[str, list[Any]], keep: Keep,
) -> None:
    """Rate one battle: levels and game counts are updated in place, records appended."""
    s_a, s_b = RESULTS[b.result]
    day = _iso(b.date)
    side_a, side_b = b.side_a, b.side_b
    # Every level is read before the battle (simultaneous): compute all changes, then apply.
    sum_a = sum(map(level.__getitem__, side_a))
    sum_b = sum(map(level.__getitem__, side_b))
    changes: list[tuple[str, int]] = []
    sides = ((side_a, side_b, "a", s_a, sum_b), (side_b, side_a, "b", s_b, sum_a))
    for own, other, side, s100, opp_sum in sides:
        opp_n = len(other)
        opp_level: int | float = opp_sum // opp_n if opp_sum % opp_n == 0 else opp_sum / opp_n
        outcome = OUTCOMES[s100]
        s = s100 / 100
        for pid in own:
            n = level[pid]
            g = games[pid]
            k, reason = k_factor(n, g)
            p100 = _p_hundredths(opp_sum - opp_n * n, opp_n)
            hundredths = k * (s100 - p100)
            rounded = _rounded(hundredths)
            # 500 or more above the opposing side's mean (unrounded): N − sum/n ≥ 500.
            cancelled = rounded > 0 and opp_n * n - opp_sum >= GAP * opp_n
            change = 0 if cancelled else rounded
            allies = tuple(x for x in own if x != pid) if len(own) > 1 else ()
            records[pid].append(keep(BattleRated(
                b.id, day, b.event, b.round, side, allies, other, n, opp_level, outcome,
                s, p100 / 100, k, reason, g, hundredths / 100, rounded, cancelled, change, n + change,
            )))
            changes.append((pid, change))
    for pid, change in changes:
        level[pid] += change
        games[pid] += 1
