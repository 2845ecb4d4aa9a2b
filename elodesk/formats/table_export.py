"""A ranking (or any report table) written to .csv or .xlsx, chosen by the file's extension.

- ``.csv``: UTF-8 with BOM, ``;`` between fields, the header on the first line (the
  title is not written: the file stays one plain table); numbers plain, with a
  point as decimal separator; dates ISO (yyyy-mm-dd); booleans oui/non; None empty.
- ``.xlsx``: one sheet named after the title (cut to Excel's 31 characters, without
  ``[]:*?/\\``); the title in bold in A1, the header on row 2 in bold, frozen and
  filtered; columns sized to their content; numbers and dates as real cells.

Names and clubs that look like formulas (``=…``, ``+…``, ``-…``, ``@…``) are written as text
(see :func:`~elodesk.formats.spreadsheet_writer.write_table`). Any other extension raises
:class:`~elodesk.formats.errors.FormatError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from elodesk.formats.spreadsheet_writer import write_table


def write(path: str | Path, title: str, headers: list[str], rows: Sequence[Sequence[object]]) -> None:
    """Write ``rows`` under ``headers``, titled ``title``, to ``path`` (.csv or .xlsx)."""
    write_table(path, headers, rows, sheet_title=title, title=title)
