"""The numbers of the French system (``ffe``): performance, rounding and the unrated players' estimates.

Written once, generic over the number type: the period runs in floats and checks every
decision it takes; a float that falls within ``EPS`` of its boundary raises ``Inexact``, and
that one step is taken again on exact ``Fraction`` values (``elodesk.core.ffe`` says why).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, cast

from elodesk.core.ffe_records import AVERAGED, FIRST, KEPT, NO_GAME, FfeEstimate
from elodesk.core.tables import round_to_ten, table_i

COMPATIBILITY_GAP = 350  # a win or a loss counts only against an opponent less than 350 away
BOUND = 470  # D(P) is bounded to ±470 (P ≥ .95 or P ≤ .05)
FLOOR = 1000  # a performance below 1000 is raised to 1000
CONVERGENCE_GAP = 20  # an estimate stays when the new performance is less than 20 away
MAX_ROUNDS = 25  # rounds of the iteration after the first estimate
EPS = 1e-6  # a float decision closer than this to its boundary is taken on exact values
D_BY_HUNDREDTHS: tuple[int, ...] = (0, *(table_i(k) for k in range(1, 100)))  # [k] = D(k/100)
Number = int | float | Fraction


def as_float(x: Number | None) -> float | None:
    return None if x is None else float(x)


class Inexact(Exception):
    """A float decision fell too close to its boundary: take the step on exact values."""


# Compatibility of a game for a player valued ``own`` against an opponent valued ``v``, with
# ``half`` the player's half-points: a draw always; a win iff v > own − 350; a loss iff
# v < own + 350. It is written out in the two hot loops (``estimate_step`` and ``ffe._tally``) as
#     x = v - own + 350 if half == 2 else own + 350 - v;  compatible iff positive(x, eps)
# with the common case (|x| > eps) decided before any call.


def positive(x: Number, eps: float) -> bool:
    """x > 0; in floats, raise Inexact when x is too close to 0 to tell.

    ``eps`` is EPS for floats and 0 for exact numbers (then x == 0 is False).
    Python ints are exact in either mode, so a float run decides them too.
    """
    if x > eps:
        return True
    if x < -eps:
        return False
    if x.__class__ is float:
        raise Inexact
    return x > 0


def bonus(sc2: int, nj: int, num: Callable[[int], Number]) -> Number:
    """D(P) at P = sc2 / (2·nj), Table I interpolated, bounded to ±470 (exact: P is rational)."""
    x = 50 * sc2  # P in hundredths is x / nj
    if x >= 95 * nj:
        return BOUND
    if x <= 5 * nj:
        return -BOUND
    k, rem = divmod(x, nj)
    d = D_BY_HUNDREDTHS[k]
    if rem:
        return d + (D_BY_HUNDREDTHS[k + 1] - d) * num(rem) / nj
    return d


def performance(total: Number, nj: int, sc2: int, num: Callable[[Any], Number], eps: float
                 ) -> tuple[Number, Number, Number, bool]:
    """(Ea, D(P), Pj, floored): Pj = Ea + D(P), raised to 1000."""
    ea = num(total) / nj
    d = bonus(sc2, nj, num)
    raw = ea + d
    if positive(FLOOR - raw, eps):
        return ea, d, FLOOR, True
    return ea, d, raw, False


def round10(x: Number, eps: float) -> int:
    """round_to_ten on the exact value; a float within EPS of a ...5 tie is Inexact."""
    if x.__class__ is float:
        y = x / 10 + 0.5
        k = math.floor(y)
        if y - k < eps or k + 1 - y < eps:
            raise Inexact
        return 10 * k
    return round_to_ten(cast(Fraction | int, x))


Step = tuple[Number | None, int, Number | None, str, Number]  # perf, nj, difference, decision, new


def estimate_step(games: Sequence[tuple[int, int]], own: Number | None, values: Any,
          num: Callable[[Any], Number], eps: float) -> Step:
    """One evaluation of an unrated player's estimate ``own`` (None: the first estimate).

    ``games``: (opponent index, half-points); ``values[opponent]``: his value now.
    """
    total: Number = 0
    nj = sc2 = 0
    if own is None:
        for opp, half in games:
            total += values[opp]
            sc2 += half
        perf = performance(total, len(games), sc2, num, eps)[2]
        return perf, len(games), None, FIRST, perf
    for opp, half in games:
        v = values[opp]
        if half != 1:  # compatibility (see positive), the iteration's inner loop
            x = v - own + COMPATIBILITY_GAP if half == 2 else own + COMPATIBILITY_GAP - v
            if x < -eps or (x <= eps and not positive(x, eps)):
                continue
        total += v
        nj += 1
        sc2 += half
    if nj == 0:
        return None, 0, None, NO_GAME, own
    perf = performance(total, nj, sc2, num, eps)[2]
    diff = perf - own
    if positive(CONVERGENCE_GAP - cast(Number, abs(diff)), eps):  # abs of a union types as object
        return perf, nj, diff, KEPT, own
    return perf, nj, diff, AVERAGED, num(own + perf) / 2


class Estimation:
    """The iterative method for the unrated players' values (RULES.md, ffe).

    ``base[j]``: a rated player's rating, UNRATED_START for an unrated one.
    After ``run()``, ``values[j]`` is every player's value for the period
    (final estimates for the unrated who played) and ``exact(j, rounds)`` the
    same value exactly.
    """

    def __init__(self, unrated: list[int], games_of: dict[int, list[tuple[int, int]]],
                 base: list[int], num: Callable[[Any], Number], eps: float) -> None:
        self.unrated = unrated
        self.games_of = games_of
        self.base = base
        self.num = num
        self.eps = eps
        self.values: list[Any] = list(base)
        # per unrated player: (round, estimate before, perf, nj, difference, decision, new estimate)
        self.history: dict[int, list[tuple[Any, ...]]] = {u: [] for u in unrated}
        self.changes: dict[int, list[int]] = {u: [] for u in unrated}  # rounds that set his estimate
        self.memo: dict[tuple[int, int], Number] = {}  # (player, round) -> exact estimate set then
        self.rounds = 0
        self.converged = True

    def run(self) -> None:
        values = self.values
        first = [(u, self._evaluate(u, 0, None, self.base)[4]) for u in self.unrated]
        self._apply(first, 0)
        neighbours = {u: {opp for opp, _ in self.games_of[u] if opp in self.games_of} for u in self.unrated}
        dirty = self.unrated
        for r in range(1, MAX_ROUNDS + 1):
            updates = []
            for u in dirty:
                step = self._evaluate(u, r, values[u], values)
                if step[3] == AVERAGED:
                    updates.append((u, step[4]))
            self.rounds = r
            if not updates:
                return
            self._apply(updates, r)
            # Only those whose own or an unrated opponent's estimate moved can decide differently.
            changed = {u for u, _ in updates}
            dirty = sorted(changed.union(*(neighbours[u] for u in changed)))
        self.converged = False

    def _apply(self, updates: list[tuple[int, Number]], r: int) -> None:
        for u, new in updates:
            self.values[u] = new
            self.changes[u].append(r)

    def _evaluate(self, u: int, r: int, own: Number | None, values: Any) -> Step:
        try:
            step = estimate_step(self.games_of[u], own, values, self.num, self.eps)
        except Inexact:
            step = self._exact_step(u, r)
        self.history[u].append((r, own, *step))
        return step

    def _exact_inputs(self, u: int, r: int) -> tuple[Number | None, dict[int, Number]]:
        """The exact values u's evaluation in round r reads (those after round r − 1)."""
        games = self.games_of[u]
        if r == 0:
            return None, {opp: self.base[opp] for opp, _ in games}
        return self.exact(u, r - 1), {opp: self.exact(opp, r - 1) for opp, _ in games}

    def _exact_step(self, u: int, r: int) -> Step:
        own, values = self._exact_inputs(u, r)
        perf, nj, diff, decision, new = estimate_step(self.games_of[u], own, values, Fraction, 0)
        if decision in (FIRST, AVERAGED):
            self.memo[(u, r)] = new
        return (as_float(perf), nj, as_float(diff), decision, float(new))

    def exact(self, j: int, r: int) -> Number:
        """Player j's exact value after round r."""
        changes = self.changes.get(j)
        if changes is None:
            return self.base[j]
        c = changes[bisect_right(changes, r) - 1]
        value = self.memo.get((j, c))
        if value is None:
            # Round c set j's estimate in the float run (a first estimate or an average,
            # decided safely or exactly): the same computation on exact inputs gives it exactly.
            own, values = self._exact_inputs(j, c)
            step = estimate_step(self.games_of[j], own, values, Fraction, 0)
            assert step[3] == (FIRST if c == 0 else AVERAGED), (j, c, step)
            value = self.memo[(j, c)] = step[4]
        return value

    def records(self, u: int) -> list[Any]:
        return [FfeEstimate(r, as_float(before), as_float(perf), nj, as_float(diff), decision, float(new))
                for r, before, perf, nj, diff, decision, new in self.history[u]]
