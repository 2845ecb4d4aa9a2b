"""The rating tables shared by the chess systems, and exact rounding.

Table I turns a score fraction into a rating difference (performance rating),
Table II turns a rating difference into an expected score (Belgian systems).
Every figure is kept in integer hundredths so that the engines never meet a
binary-float tie: RULES.md rounds half up on the exact value.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from fractions import Fraction

# Table I, p in hundredths from .50 to .99 -> D(p). D(1 - p) = -D(p).
_TABLE_I_UPPER: tuple[int, ...] = (
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,  # .50 .. .59
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,  # .60 .. .69
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,  # .70 .. .79
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,  # .80 .. .89
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,  # .90 .. .99
)


def table_i(p100: int) -> int:
    """D(p) for p given in hundredths, 1 to 99 (p = 0 and p = 1 are undetermined)."""
    if not 1 <= p100 <= 99:
        raise ValueError(f"Table I is defined for p from .01 to .99, not {p100 / 100}")
    if p100 >= 50:
        return _TABLE_I_UPPER[p100 - 50]
    return -_TABLE_I_UPPER[50 - p100]


TABLE_I: dict[int, int] = {p: table_i(p) for p in range(1, 100)}

# FIDE table 8.1.1 is Table I with its ends: "for a zero or 1.0 score dp is necessarily
# indeterminate but is shown notionally as 800" (Std 8.1). p in hundredths, 0 to 100.
FIDE_DP: tuple[int, ...] = (-800, *(table_i(p) for p in range(1, 100)), 800)

# Table II: (last difference of the band, expected score of the stronger player
# in hundredths). Bands beyond 400 exist in the seed but no edition reads them.
_TABLE_II_BANDS: tuple[tuple[int, int], ...] = (
    (3, 50), (10, 51), (17, 52), (25, 53), (32, 54), (39, 55), (46, 56), (53, 57),
    (61, 58), (68, 59), (76, 60), (83, 61), (91, 62), (98, 63), (106, 64), (113, 65),
    (121, 66), (129, 67), (137, 68), (145, 69), (153, 70), (162, 71), (170, 72),
    (179, 73), (188, 74), (197, 75), (206, 76), (215, 77), (225, 78), (235, 79),
    (245, 80), (256, 81), (267, 82), (278, 83), (290, 84), (302, 85), (315, 86),
    (328, 87), (344, 88), (357, 89), (374, 90), (391, 91), (411, 92),
)
_BAND_ENDS = [end for end, _ in _TABLE_II_BANDS]
_MAX_CAP = 400
# Direct look-up: expected score (hundredths) of the stronger player for d = 0 .. 400;
# engines index it as TABLE_II_BY_D[min(d, cap)] in their inner loops.
TABLE_II_BY_D: tuple[int, ...] = tuple(
    _TABLE_II_BANDS[bisect_left(_BAND_ENDS, d)][1] for d in range(_MAX_CAP + 1)
)


# FIDE table 8.1.2 is Table II continued beyond 411 without a cap (RULES.md, fide §4):
# these are its rows from 412 to 735; beyond 735 the higher-rated player expects 1.00.
_FIDE_BANDS_BEYOND_TABLE_II: tuple[tuple[int, int], ...] = (
    (432, 93), (456, 94), (484, 95), (517, 96), (559, 97), (619, 98), (735, 99),
)
FIDE_TABLE_END = 735
_FIDE_BANDS = _TABLE_II_BANDS + _FIDE_BANDS_BEYOND_TABLE_II
_FIDE_BAND_ENDS = [end for end, _ in _FIDE_BANDS]
# PD(H) of FIDE table 8.1.2 in hundredths for |D| = 0 .. 735, then 100 at index 736
# (engines index it as FIDE_PD_BY_D[min(|D|, 736)]).
FIDE_PD_BY_D: tuple[int, ...] = (
    *(_FIDE_BANDS[bisect_left(_FIDE_BAND_ENDS, d)][1] for d in range(FIDE_TABLE_END + 1)), 100,
)


def table_ii(difference: int, cap: int) -> int:
    """Expected score (hundredths) of the stronger player for a rating difference.

    The difference is capped first (350 or 400 depending on the edition).
    """
    if cap > _MAX_CAP:
        raise ValueError(f"Table II cap {cap} is beyond the table ({_MAX_CAP})")
    d = abs(difference)
    return TABLE_II_BY_D[d if d < cap else cap]


def expected_hundredths(own: int, opponent: int, cap: int) -> int:
    """We of a player against an opponent, in hundredths (Table II)."""
    diff = own - opponent
    d = diff if diff >= 0 else -diff
    h = TABLE_II_BY_D[d if d < cap else cap]
    return h if diff >= 0 else 100 - h


def round_half_up(x: Fraction | int) -> int:
    """floor(x + 1/2) on the exact value (RULES.md: 0.125 -> 0.13 at two decimals)."""
    return math.floor(Fraction(x) + Fraction(1, 2))


def round_half_up_ratio(numerator: int, denominator: int) -> int:
    """floor(numerator / denominator + 1/2) with integers only (denominator > 0)."""
    return (2 * numerator + denominator) // (2 * denominator)


def round_half_away(x: Fraction | int) -> int:
    """Round to the nearest integer, halves away from zero (Bataille Empire changes)."""
    x = Fraction(x)
    return math.floor(x + Fraction(1, 2)) if x >= 0 else -math.floor(-x + Fraction(1, 2))


def round_to_ten(x: Fraction | int) -> int:
    """Nearest multiple of 10, a 5 going up (French rule: 1455 -> 1460)."""
    return 10 * math.floor(Fraction(x) / 10 + Fraction(1, 2))
