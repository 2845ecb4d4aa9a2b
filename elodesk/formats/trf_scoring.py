"""The points a result is worth, from the pairing input's point-system records.

Two spellings say the same thing, and bbpPairings reads both: the TRF(bx)
records ``BBW`` ``BBD`` ``BBL`` ``BBZ`` ``BBF`` ``BBU`` (one value each: win,
draw, played loss, zero-point bye, forfeit loss, pairing-allocated bye), and
TRF-2026's tag ``162``, result codes each followed by its points
(``162  W 3.0    D 1.0``): ``W`` a win (forfeit and full-point bye included),
``D`` a draw (half-point bye included), ``L`` a played loss, ``A`` an absence
(zero-point bye or forfeit loss; bbpPairings spells it ``Z``), ``P`` the
pairing-allocated bye, ``X`` an unknown result (no pairing input holds one).
Unsaid values keep FIDE's 1, ½, 0; the pairing-allocated bye is worth a win
unless said otherwise. A later record overrides an earlier one.
"""

from __future__ import annotations

import re

from elodesk.formats.errors import FormatError
from elodesk.pairing.model import PointSystem

RECORDS = {"BBW": ("win",), "BBD": ("draw",), "BBL": ("loss",), "BBZ": ("zero_bye",), "BBF": ("forfeit_loss",),
           "BBU": ("pairing_bye",)}
POINT_SYSTEM = "162"
_CODES = {"W": ("win",), "D": ("draw",), "L": ("loss",), "A": ("zero_bye", "forfeit_loss"),
          "Z": ("zero_bye", "forfeit_loss"), "P": ("pairing_bye",), "X": ()}
_POINTS = r"\d{1,2}(?:\.\d)?"
_PAIR = re.compile(rf"\s*([A-Za-z])\s*({_POINTS})(?!\d)")


class Scoring:
    """The point-system records of one file, read as they come; :meth:`system` once all are read."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.values: dict[str, int] = {}

    def read(self, text: str, line_no: int) -> None:
        """One ``BB?`` or ``162`` line; :class:`FormatError` naming it if its points cannot be read."""
        tag = text[:3]
        if tag in RECORDS:
            value = text[3:].strip()
            if not re.fullmatch(_POINTS, value):
                raise FormatError(self.file, line_no, "{tag}: expected points such as 3.0, got \"{text}\"",
                                  tag=tag, text=value)
            self._set(RECORDS[tag], value)
            return
        body = text[3:]
        pairs = []
        position = 0
        while body[position:].strip():
            found = _PAIR.match(body, position)
            if found is None or found.group(1).upper() not in _CODES:
                raise FormatError(self.file, line_no, "162: expected result codes (W D L A P X) each followed by "
                                  "its points, such as W 3.0 D 1.0, got \"{text}\"", text=body.strip())
            pairs.append((found.group(1).upper(), found.group(2)))
            position = found.end()
        for code, value in pairs:
            self._set(_CODES[code], value)

    def _set(self, fields: tuple[str, ...], value: str) -> None:
        for field in fields:
            self.values[field] = round(float(value) * 10)

    def system(self) -> PointSystem:
        values = dict(self.values)
        values.setdefault("pairing_bye", values.get("win", PointSystem().win))
        return PointSystem(**values)
