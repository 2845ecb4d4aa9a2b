"""The columns of a FIDE list TXT, found from its header line's labels, in every layout FIDE used.

FIDE changed the header several times (see the labels below); each layout is fixed width, the
values under their labels, so each field runs from its label to the next label. Labels that
FIDE ran together (``TitlFed``, ``GamesBorn``) are split into the known ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from elodesk.formats.errors import FormatError
from elodesk.formats.records import FIDE, FIDE_BLITZ, FIDE_RAPID

# TXT header labels (upper case) -> field; "<kind>:rating" style keys for rating columns. FIDE renamed
# them over the years: the 2001-2008 lists say ID_NUMBER (some "   Code"), TITLE, COUNTRY, GAMES,
# BIRTHDAY; the 2009-2012 ones "ID number Name  TitlFed  Mar11 GamesBorn  Flag", two labels run
# together that _header_labels splits; the lists since 2012 "ID Number … Tit WTit OTit [FOA] … Flag".
_TXT_LABELS = {
    "ID NUMBER": "id", "ID_NUMBER": "id", "ID": "id", "CODE": "id", "NAME": "name", "FED": "fed", "COUNTRY": "fed",
    "SEX": "sex", "TIT": "title", "TITL": "title", "TITLE": "title", "WTIT": "wtitle", "OTIT": "otitle",
    "FOA": "foa", "B-DAY": "birth", "BORN": "birth", "BIRTHDAY": "birth", "FLAG": "flag",
    "GMS": "single:games", "GAMES": "single:games", "K": "single:k",
    "SRTNG": f"{FIDE}:rating", "SGM": f"{FIDE}:games", "SK": f"{FIDE}:k",
    "RRTNG": f"{FIDE_RAPID}:rating", "RGM": f"{FIDE_RAPID}:games", "RK": f"{FIDE_RAPID}:k",
    "BRTNG": f"{FIDE_BLITZ}:rating", "BGM": f"{FIDE_BLITZ}:games", "BK": f"{FIDE_BLITZ}:k",
}
# The one-kind lists' rating column is named by the list's month: SEP25, Mar11, once JAN alone.
_MONTH_COLUMN = re.compile(r"(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\d{0,2}")
_HEADER_TOKEN = re.compile(r"ID[ _]Number|\S+", re.IGNORECASE)
# The labels a run-together token is split into: not the one- and two-letter ones (ID, K, SK…), which
# would find columns inside any unknown word.
_LABEL_PIECE = re.compile("|".join([*sorted((re.escape(label) for label in _TXT_LABELS if " " not in label
                                             and len(label) > 2), key=len, reverse=True), _MONTH_COLUMN.pattern]))


_MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
# A month and a two-digit year in FIDE's file names: standard_sep25frl.txt (.zip, _xml.zip), JAN01FRL.TXT.
_NAMED_MONTH = re.compile(r"(?<![A-Z])(" + "|".join(_MONTHS) + r")[A-Z]*?(\d\d)(?=FRL|[^A-Z0-9]|$)")
_LABEL_MONTH = re.compile(r"(" + "|".join(_MONTHS) + r")[A-Z]*(\d\d)")


def _month(name: str, yy: str) -> str:
    """``YYYY-MM``. FIDE's lists began in 1971 and its files were first published in 2000-2001: a
    two-digit year from 70 is 19yy (1971-1999, lists typed in later), below 70 it is 20yy (to 2069)."""
    year = int(yy) + (1900 if int(yy) >= 70 else 2000)
    return f"{year}-{_MONTHS.index(name[:3]) + 1:02d}"


def list_month(header: str | None, *names: str) -> str | None:
    """The month a list is of (``YYYY-MM``): its rating column's label (``SEP25``, ``Mar11``, ``JAN01``),
    else the first of ``names`` (the file's, a zip's member's) that says it; None when none does (the
    combined lists, ``players_list_foa``; a label without its year, ``JAN``, and a renamed file)."""
    if header is not None:
        for _, label in _header_labels(header):
            if label not in _TXT_LABELS and (labelled := _LABEL_MONTH.fullmatch(label)):
                return _month(labelled[1], labelled[2])
    for name in names:
        if named := _NAMED_MONTH.search(name.replace("\\", "/").rsplit("/", 1)[-1].upper()):
            return _month(named[1], named[2])
    return None


def _header_labels(header: str) -> Iterator[tuple[int, str]]:
    """Each known label of the header line and where it starts; ``TitlFed`` is ``Titl`` and ``Fed``."""
    for token in _HEADER_TOKEN.finditer(header):
        label = token.group().upper()
        if label in _TXT_LABELS or _MONTH_COLUMN.fullmatch(label):
            yield token.start(), label
            continue
        pieces, at = [], 0
        while at < len(label) and (piece := _LABEL_PIECE.match(label, at)):
            pieces.append((token.start() + at, piece.group()))
            at = piece.end()
        if at == len(label):  # labels run together; anything else is no column of ours
            yield from pieces


def txt_columns(header: str, file: str, line_no: int, single: str) -> dict[str, slice]:
    """Each field's columns, from the header line's labels (``<kind>:rating`` keys for ratings, the
    one-kind lists' rating, games and K under ``single``); FormatError for a line that is no header."""
    starts = [(start, _TXT_LABELS.get(label, "single:rating")) for start, label in _header_labels(header)]
    if starts and starts[0][1] == "id":
        starts[0] = (0, "id")  # the ids come first, right-aligned under a label that may start further right
    columns: dict[str, slice] = {}
    for index, (start, key) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else None
        columns[key.replace("single:", f"{single}:")] = slice(start, end)
    if "id" not in columns or "name" not in columns or not any(k.endswith(":rating") for k in columns):
        raise FormatError(file, line_no, "expected the FIDE list header (ID Number, Name, Fed, Sex, Tit, "
                                         "…, a rating column, Gms, K, B-day, Flag), got {header}",
                          header=repr(header.strip()[:80]))
    return columns
