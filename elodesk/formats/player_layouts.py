"""Player files without a header line, known by what their lines hold (issue 23).

Two programs' player files have no header line: the Belgian federation publishes its members for Vega
(``PlayerVega.csv``) and for Swiss Master (``PlayerSwissMaster.csv``) that way (tests/data/real/SOURCES.md).
Their columns are fixed, so a file whose every first line holds what that layout's columns hold — a name,
a federation code, a date, ids and ratings of digits, in their places — is read by position under the
headers that layout stands for, and the sheet says so in one warning. A headerless file that matches no
layout is still refused ("no header line").

- Vega: ``name; federation; birthday DDMMYYYY; sex M/F; title; FIDE id; FIDE rating; (K); national id;
  national rating; (K); (club)`` — the headers of Vega's own archive (its manual, "File *.veg");
- Swiss Master: ``national id; name; title; federation; national rating; (empty); birth date YYYY/MM/DD;
  w for a woman``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice, notice
from elodesk.formats.spreadsheet import Columns, Row, csv_records, table_rows
from elodesk.formats.textfile import decode, read_text_file

HEADERLESS_SCAN = 20  # the lines a layout must fit


@dataclass(frozen=True, slots=True)
class Layout:
    """A program's columns by position: the header each stands for ("" for one not read), and what each
    must hold on every line (a pattern on the stripped cell)."""

    program: str
    headers: tuple[str, ...]
    patterns: tuple[str, ...]
    fields: tuple[int, ...]  # the counts of fields a line may have (a ';' closing the line makes one more)

    def fits(self, cells: Sequence[object]) -> bool:
        if len(cells) not in self.fields:
            return False
        return all(re.fullmatch(pattern, str(cell).strip()) for pattern, cell in zip(self.patterns, cells,
                                                                                      strict=False))


_NAME = r"[^\d;]*[^\W\d_][^\d;]*"  # letters, no digits
_FED = r"(?:[A-Z]{3})?"
_DIGITS = r"\d*"
_ANY = r".*"
LAYOUTS: tuple[Layout, ...] = (
    Layout("Vega", ("NAME", "COUNTRY", "BIRTHDAY", "G", "TITLE", "IDFIDE", "ELOFIDE", "", "IDNAT", "ELONAT", "", ""),
           (_NAME, _FED, r"(?:\d{8}|00\.00\.00)?", r"[MFmf]?", r"[A-Za-z]{0,3}", _DIGITS, r"\d{0,4}", _DIGITS,
            r"\d+", r"\d{0,4}", _DIGITS, _ANY), (12, 13)),
    Layout("Swiss Master", ("ID_NAT", "Name", "Title", "Fed", "Rtg_Nat", "", "Birthday", "Sex"),
           (r"\d+", _NAME, r"[A-Za-z]{0,3}", _FED, r"\d{0,4}", _DIGITS, r"(?:\d{4}/\d{2}/\d{2})?", r"[wmWM]?",
            r""), (8, 9)),
)


def recognise(records: Sequence[tuple[int, Sequence[object]]]) -> Layout | None:
    """The layout every one of the first lines fits, or None (none, or more than one)."""
    lines = [cells for _, cells in records[:HEADERLESS_SCAN]]
    found = [layout for layout in LAYOUTS if lines and all(layout.fits(cells) for cells in lines)]
    return found[0] if len(found) == 1 else None


def read(path: str | Path, columns: Columns) -> tuple[list[Row], Notice] | None:
    """The rows of a CSV file without a header line, by the layout its lines fit, and the warning that says so;
    None when they fit none (the caller's refusal stands)."""
    file = Path(path).name
    records = csv_records(decode(read_text_file(Path(path))), file)
    layout = recognise(records)
    if layout is None:
        return None
    first = records[0][0]
    rows = table_rows(file, None, columns, [(first - 1, layout.headers), *records])
    if rows:  # the columns' names stand for the file's first line, where the header would be
        rows[0].table.cells = dict.fromkeys(rows[0].table.cells, first)
    named = ", ".join(h for h in layout.headers if h)
    return rows, notice(first, "no header line: the columns were read by their place, as {program} writes its "
                               "player file ({columns}), which the first {count} lines fit",
                        program=layout.program, columns=named, count=min(len(records), HEADERLESS_SCAN))


def sniff(head: bytes, columns: Columns) -> set[str]:
    """The fields a CSV file's first bytes give in a headerless layout (none when they fit none)."""
    whole_lines = head[: head.rfind(b"\n") + 1] or head
    try:
        layout = recognise(csv_records(decode(whole_lines)))
    except FormatError:
        return set()
    return set(columns.match(layout.headers)) if layout is not None else set()
