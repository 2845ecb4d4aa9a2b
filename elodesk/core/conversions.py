"""The French federation's conversion formulas between Elo and older or foreign scales.

RULES.md (``ffe``, Conversions): Élo = 2842 − 8·INGO = 3·BRIDIER + 150 =
8·BCR + 600 = 2·CS + 1000. INGO is the old German scale (lower is stronger),
BRIDIER the old French one, BCR the British Chess Rating, CS the Swiss one.
A tool for the club officer, never part of a rating computation. Exact
arithmetic with fractions, so that converting back gives the value typed.
"""

from __future__ import annotations

from fractions import Fraction

ELO = "elo"
INGO = "ingo"
BRIDIER = "bridier"
BCR = "bcr"
CS = "cs"

SCALES: tuple[str, ...] = (ELO, INGO, BRIDIER, BCR, CS)

# Élo = slope · value + offset, for each scale.
_LINEAR: dict[str, tuple[int, int]] = {
    ELO: (1, 0),
    INGO: (-8, 2842),
    BRIDIER: (3, 150),
    BCR: (8, 600),
    CS: (2, 1000),
}

Number = int | float | Fraction


def _check(scale: str) -> tuple[int, int]:
    try:
        return _LINEAR[scale]
    except KeyError:
        raise ValueError(f"unknown scale {scale!r}; expected one of {', '.join(SCALES)}") from None


def to_elo(scale: str, value: Number) -> Fraction:
    """The Elo value of ``value`` on ``scale``."""
    slope, offset = _check(scale)
    return slope * Fraction(value) + offset


def from_elo(scale: str, elo: Number) -> Fraction:
    """The value on ``scale`` of an Elo rating."""
    slope, offset = _check(scale)
    return (Fraction(elo) - offset) / slope


def convert(scale: str, value: Number) -> dict[str, Fraction]:
    """Every scale's value for ``value`` typed on ``scale`` (the typed one included, unchanged)."""
    elo = to_elo(scale, value)
    return {s: Fraction(value) if s == scale else from_elo(s, elo) for s in SCALES}
