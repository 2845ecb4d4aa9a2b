"""Pairing input lines written by hand for the tests."""

from __future__ import annotations

from elodesk.formats import trf_pairing as trf
from elodesk.pairing.model import Tournament


def player(number: int, points: str, *cells: str, rating: int = 2000) -> str:
    """A 001 line: ``cells`` are round cells such as ``"  12 w 1"`` or ``"0000 - H"``."""
    head = f"001 {number:4d}      {'Player ' + str(number):<33} {rating:4d}".ljust(80) + f"{points:>4}".ljust(11)
    return head + "  ".join(cells)


def read(*lines: str) -> trf.PairingFile:
    return trf.read("\n".join(lines).encode(), "event.trf")


def tournament(*lines: str) -> Tournament:
    return read(*lines).tournament
