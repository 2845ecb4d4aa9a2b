"""TRF-2026's tie-break list (tag 212, the standings' definition, points first; tag 202, the
tie-breaks alone) read as elodesk's acronyms (those of ``reports.tiebreaks``, which the formats do
not read: ``tests/formats/test_trf_tiebreaks.py`` keeps the two lists equal)."""

from __future__ import annotations

import re

# The TRF spelling of every tie-break elodesk computes (a cut after a slash; GE the 2023 name of REP).
TRF_TIEBREAKS: dict[str, str] = {
    "BH": "BH", "BH/C1": "BH-C1", "BH/C2": "BH-C2", "BH/M1": "BH-M1", "BH/M2": "BH-M2", "SB": "SB", "DE": "DE",
    "WIN": "WIN", "WON": "WON", "BPG": "BPG", "BWG": "BWG", "PS": "PS", "ARO": "ARO", "REP": "REP", "GE": "REP",
    "STD": "STD", "TPN": "TPN", "RTNG": "RTNG",
}
# The other way: each acronym as a TRF writes it (REP, not its 2023 name GE).
TRF_CODES: dict[str, str] = {acronym: code for code, acronym in TRF_TIEBREAKS.items() if code != "GE"}
POINTS = ("PTS", "POINTS")  # the score itself, first in tag 212
_VERSION = re.compile(r"/V\d*$")  # FIDE's tie-break server: the edition of a tie-break (/V1 2023, /V2 2026)


def read_tiebreak_list(text: str) -> tuple[tuple[str, ...], list[str]]:
    """The acronyms of a tag's list in order, and the codes elodesk does not compute (then the list
    is not usable as it stands)."""
    codes = [_VERSION.sub("", code) for code in re.split(r"[\s,]+", text.strip().upper().replace("#", "/")) if code]
    codes = [code for code in codes if code not in POINTS]
    unknown = [code for code in codes if code not in TRF_TIEBREAKS]
    chosen = tuple(dict.fromkeys(TRF_TIEBREAKS[code] for code in codes if code in TRF_TIEBREAKS))
    return chosen, unknown
