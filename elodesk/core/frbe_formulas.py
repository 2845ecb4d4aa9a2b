"""The formulas of the Belgian rules (``frbe``): Formula I, the 25/150 exception, the K change, the 2024 uplift.

Each takes the figures of one player's step and returns the value with its explanation record;
``elodesk.core.frbe`` runs them in the order of a period. Every figure is computed in integers
(hundredths) or fractions, so that rounding half up is exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from elodesk.core.frbe_editions import K_BOUNDARIES, K_CHANGE_NEW_GT, K_CHANGE_NONE, K_CHANGE_OLD, Edition, k_factor
from elodesk.core.frbe_records import PURPOSE_EXCEPTION, Exception25150, FormulaI, KChange, Uplift2024
from elodesk.core.tables import round_half_up, round_half_up_ratio, table_i

EXCEPTION_GAMES = 25
EXCEPTION_CHANGE = 150


@dataclass(frozen=True, slots=True)
class Archive:
    """An unrated player's games against rated opponents: count, sum of ratings, points."""

    games: int = 0
    opponents_sum: int = 0
    half_points: int = 0  # points × 2, so that half points stay integers

    @property
    def points(self) -> Fraction:
        return Fraction(self.half_points, 2)


def score_fraction_hundredths(half_points: int, games: int, edition: Edition) -> int:
    """p in hundredths before the bounds: rounded half up, or truncated (1989)."""
    numerator = 100 * half_points
    denominator = 2 * games
    if not edition.p_truncated:
        return round_half_up_ratio(numerator, denominator)
    p100 = numerator // denominator
    # The 1989 program, in binary floating point, took an exact .45, .65 or .90 lower.
    if numerator % denominator == 0 and p100 in (45, 65, 90):
        p100 -= 1
    return p100


def formula_i(archive: Archive, edition: Edition, purpose: str, round_no: int | None = None) -> FormulaI:
    """Performance R = Rc + D(p), p rounded (or truncated) then bounded, R rounded half up."""
    n, s, w2 = archive.games, archive.opponents_sum, archive.half_points
    p_raw = score_fraction_hundredths(w2, n, edition)
    p100 = min(max(p_raw, edition.p_low), edition.p_high)
    d = table_i(p100)
    value = round_half_up_ratio(s + d * n, n)
    return FormulaI(
        purpose=purpose, games=n, opponents_sum=s, points=w2 / 2, average=s / n,
        p_exact=w2 / (2 * n), p=p100 / 100,
        p_method="truncated" if edition.p_truncated else "rounded",
        p_bounds=(edition.p_low / 100, edition.p_high / 100), bounded=p100 != p_raw,
        d=d, value_exact=(s + d * n) / n, value=value, round=round_no,
    )


def exception_25_150(
    edition: Edition, ro: int, rn: int, games: Archive,
) -> tuple[FormulaI, Exception25150] | None:
    """The 25/150 exception over the period's Formula II games, or None when it does not apply.

    ``rn`` is the rounded Formula II value; ``games`` sums the same games as an archive.
    """
    if not edition.exception_25_150 or games.games < EXCEPTION_GAMES or abs(rn - ro) <= EXCEPTION_CHANGE:
        return None
    perf = formula_i(games, edition, PURPOSE_EXCEPTION)
    kept_ii = abs(rn - ro) <= abs(perf.value - ro)
    return perf, Exception25150(ro, games.games, rn, perf.value, "II" if kept_ii else "I")


UPLIFT_TARGET = 2000


def uplift_2024(rating: int) -> tuple[int, Uplift2024]:
    """The Belgian one-time uplift of every rating below 2000 (before the floor became 1400)."""
    exact = Fraction(rating) + Fraction((UPLIFT_TARGET - rating) * 250, 850)
    new = round_half_up(exact)
    return new, Uplift2024(rating, float(exact), new)


def _side(rating: int, boundary: int, form: str) -> bool:
    """Whether ``rating`` lies above ``boundary`` (2006: strictly; 2007 on: or on it)."""
    return rating > boundary if form == K_CHANGE_NEW_GT else rating >= boundary


def _first_boundary(ro: int, rn: int, crossed: list[int]) -> int | None:
    if not crossed:
        return None
    return min(crossed) if rn > ro else max(crossed)


def k_change(
    edition: Edition, ro: int, rn: int, first_ordinal: int, last_ordinal: int, sum_w_minus_we_100: int,
) -> KChange | None:
    """The K change across 2000/2200, or None when it does not apply.

    ``rn`` is the rounded Formula II value, ``sum_w_minus_we_100`` is Σ (W − We) in hundredths.
    The old form rescales ``rn`` itself: the 1989 program worked on the published figure.
    """
    form = edition.k_change
    low, high = (ro, rn) if ro <= rn else (rn, ro)
    if form == K_CHANGE_NONE or high < K_BOUNDARIES[0] or low > K_BOUNDARIES[-1]:
        return None
    if form == K_CHANGE_OLD:
        crossed = [b for b in K_BOUNDARIES if min(ro, rn) < b < max(ro, rn)]
        boundary = _first_boundary(ro, rn, crossed)
        if boundary is None:
            return None
        ki = k_factor(edition, last_ordinal, ro)
        kf = k_factor(edition, last_ordinal, rn)
        if ki == kf:
            return None
        exact = boundary + (rn - boundary) * Fraction(kf, ki)
        return KChange("old", boundary, ro, ki, kf, sum_w_minus_we_100 / 100, rn, float(exact),
                       round_half_up(exact))
    crossed = [b for b in K_BOUNDARIES if _side(ro, b, form) != _side(rn, b, form)]
    boundary = _first_boundary(ro, rn, crossed)
    if boundary is None:
        return None
    ki = k_factor(edition, first_ordinal, ro)
    kf = k_factor(edition, last_ordinal, rn)
    if ki == kf:
        return None
    exact = boundary + (Fraction(sum_w_minus_we_100, 100) + Fraction(ro - boundary, ki)) * kf
    return KChange("new", boundary, ro, ki, kf, sum_w_minus_we_100 / 100, rn, float(exact),
                   round_half_up(exact))
