"""The shared layer of elodesk's spreadsheet formats (.xlsx and .csv): headers, rows, cells.

Readers describe their columns once (:class:`Column`: a field name, the French
header elodesk writes, then the other spellings it accepts, French and
English) and get rows as :class:`Row` objects: the cell values by field, and
where each cell is (``"Parties!F7"`` in a workbook, the line number in a CSV
file). Headers are matched by :func:`match_key`: case, accents, spaces and
punctuation do not matter, column order does not matter, extra columns are
ignored. The header row is the first row (of the first ten) holding the most
known headers, so a title line above the table is tolerated.

Cells are converted by the ``parse_*`` functions of
:mod:`elodesk.formats.spreadsheet_cells`; a bad value raises
:class:`~elodesk.formats.errors.FormatError` naming the cell (and, in a CSV
file, the column) and what was expected.

Writers use :mod:`elodesk.formats.spreadsheet_writer`: :func:`write_table`,
:func:`add_header_sheet` and :func:`add_list_validation`. A name written with
an apostrophe before a formula start (``'=HYPERLINK(…)``) in a CSV file is read
back without it.
"""

from __future__ import annotations

import csv
import io
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import TypeVar
from xml.etree.ElementTree import ParseError

from defusedxml import ElementTree
from openpyxl import Workbook, load_workbook
from openpyxl.utils import get_column_letter
from openpyxl.utils.exceptions import InvalidFileException
from openpyxl.worksheet.worksheet import Worksheet

from elodesk.formats.archive import MIB, open_zip
from elodesk.formats.errors import FormatError
from elodesk.formats.spreadsheet_cells import Expected, formula_like, match_key, suffix
from elodesk.formats.textfile import decode, read_text_file

T = TypeVar("T")

XLSX_SUFFIXES = (".xlsx", ".xlsm")
CSV_SUFFIX = ".csv"
HEADER_SCAN_ROWS = 10  # the header row is looked for among the first rows
EXCEL_MAX_ROWS = 1_048_576
WORKBOOK_CAP = 128 * MIB  # the most a workbook may unpack to; a sheet of 60,000 players is ~30 MB


# --- Columns -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Column:
    """One column a reader knows: its field, the header elodesk writes first, then accepted spellings."""

    field: str
    aliases: tuple[str, ...]
    required: bool = False
    width: int = 14
    number_format: str | None = None

    @property
    def header(self) -> str:
        return self.aliases[0]


class Columns:
    """The columns of one table; two fields may not share a spelling (checked on construction)."""

    def __init__(self, *columns: Column, any_of: Sequence[tuple[str, ...]] = ()) -> None:
        self.columns = columns
        self.any_of = tuple(any_of)  # groups of fields of which at least one column must be present
        self.by_field = {c.field: c for c in columns}
        self.index: dict[str, str] = {}
        for column in columns:
            for alias in column.aliases:
                other = self.index.setdefault(match_key(alias), column.field)
                if other != column.field:
                    raise ValueError(f"header {alias!r} names both {other!r} and {column.field!r}")

    def __iter__(self) -> Iterator[Column]:
        return iter(self.columns)

    def header(self, field: str) -> str:
        return self.by_field[field].header

    def match(self, cells: Sequence[object]) -> dict[str, int]:
        """Field -> 0-based position of its first header among ``cells``."""
        found: dict[str, int] = {}
        for position, cell in enumerate(cells):
            field = self.index.get(match_key(cell)) if _is_text(cell) else None
            if field is not None:
                found.setdefault(field, position)
        return found


def _is_text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())


# --- Rows --------------------------------------------------------------------------------------


@dataclass(slots=True)
class Table:
    """Where a table's rows come from: the file, the sheet (None for CSV) and its header cells."""

    file: str
    sheet: str | None
    columns: Columns
    positions: dict[str, int]  # field -> 0-based column position
    headers: dict[str, str]  # field -> header as written in the file
    labels: bool = False  # a label / value sheet: fields are lines, not columns
    unread: dict[str, str | int] = field(default_factory=dict)  # headers no field knows -> their cell
    cells: dict[str, str | int] = field(default_factory=dict)  # field -> its header cell ("Players!H1", CSV line)

    def header(self, field: str) -> str:
        return self.headers.get(field) or self.columns.header(field)


@dataclass(slots=True)
class Row:
    """One row: values by field, the reference of each cell and of the row itself."""

    table: Table
    number: int  # the sheet row, or the CSV line the record starts on
    ref: str | int  # "Parties!A7", or the CSV line number
    values: dict[str, object]
    cells: dict[str, str | int]  # field -> "Parties!F7" (or the CSV line number)

    def cell(self, field: str) -> str | int:
        return self.cells.get(field, self.ref)

    def error(self, field: str, message: str, **params: object) -> FormatError:
        """A FormatError at the field's cell; in a CSV file the column's header names it with the line."""
        error = FormatError(self.table.file, self.cell(field), message, **params)
        return error.in_column(self.table.header(field)) if self.table.sheet is None else error

    def blank(self, field: str) -> bool:
        return is_blank(self.values.get(field))

    def get(self, field: str, parse: Callable[[object], T]) -> T | None:
        """The parsed value, or None for an empty cell or an absent column."""
        raw = self.values.get(field)
        if is_blank(raw):
            return None
        try:
            return parse(raw)
        except Expected as error:
            raise self.error(field, error.template, **error.params) from None

    def need(self, field: str, parse: Callable[[object], T]) -> T:
        """The parsed value; an empty cell or an absent column is an error."""
        value = self.get(field, parse)
        if value is None:
            if field not in self.table.positions:
                if self.table.labels:
                    raise self.error(field, 'no line "{header}"', header=self.table.header(field))
                raise self.error(field, 'no column "{header}"', header=self.table.header(field))
            raise self.error(field, '"{header}" is empty', header=self.table.header(field))
        return value


def check_unique(seen: dict[object, Row], key: object, row: Row, field: str, message: str, **params: object) -> None:
    """Remember the row holding ``key``; a second one raises FormatError at its ``field`` cell.

    ``message`` is the template, with ``{also}`` for the first row's cell.
    """
    first = seen.setdefault(key, row)
    if first is not row:
        raise row.error(field, message, also=first.cell(field), **params)


def is_blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _table_rows(
    file: str, sheet: str | None, columns: Columns, records: Iterable[tuple[int, Sequence[object]]]
) -> list[Row]:
    """Find the header among the first records, check the required columns, build the rows below."""
    records = list(records)
    number, header_cells, found = _header(records, columns)
    where = _ref(sheet, number, 0)
    missing = [c.header for c in columns if c.required and c.field not in found]
    missing += [" or ".join(columns.header(f) for f in group) for group in columns.any_of if not found.keys() & group]
    if missing:
        expected = ", ".join(f'"{h}"' for h in missing)
        if not found and records:  # a file without a header line (Vega's and Swiss Master's player files)
            first = ", ".join(f'"{str(c).strip()}"' for c in records[0][1] if not is_blank(c))
            raise FormatError(file, where, "no header line: none of the first {count} lines names a column elodesk "
                              "knows (the first reads {cells}); add a line naming the columns, with {expected}",
                              count=min(len(records), HEADER_SCAN_ROWS), cells=_shortened(first), expected=expected)
        raise FormatError(file, where, "missing column(s) {expected}", expected=expected)
    headers = {f: str(header_cells[p]).strip() for f, p in found.items()}
    unread = {str(c).strip(): _ref(sheet, number, p) for p, c in enumerate(header_cells)
              if _is_text(c) and p not in found.values()}
    cells = {f: _ref(sheet, number, p) for f, p in found.items()}
    table = Table(file, sheet, columns, found, headers, unread=unread, cells=cells)
    rows = []
    for n, line in records:
        if n <= number:
            continue
        values: dict[str, object] = {f: (line[p] if p < len(line) else None) for f, p in found.items()}
        if all(is_blank(v) for v in values.values()):
            continue
        refs = {f: _ref(sheet, n, p) for f, p in found.items()}
        rows.append(Row(table, n, _ref(sheet, n, 0), values, refs))
    return rows


table_rows = _table_rows  # for rows of records read by another module (formats.player_layouts)


def _shortened(text: str, most: int = 80) -> str:
    return text if len(text) <= most else text[:most - 1] + "…"


def _header(
    records: Sequence[tuple[int, Sequence[object]]], columns: Columns
) -> tuple[int, Sequence[object], dict[str, int]]:
    best: tuple[int, Sequence[object], dict[str, int]] = (records[0][0], records[0][1], {}) if records else (1, (), {})
    for number, cells in records[:HEADER_SCAN_ROWS]:
        found = columns.match(cells)
        if len(found) > len(best[2]):
            best = (number, cells, found)
    return best


def _ref(sheet: str | None, number: int, position: int) -> str | int:
    return number if sheet is None else f"{sheet}!{get_column_letter(position + 1)}{number}"


# --- Reading workbooks and CSV files ----------------------------------------------------------


@contextmanager
def open_workbook(path: str | Path) -> Iterator[Workbook]:
    """A workbook opened read-only with cached formula values, its size checked first (``WORKBOOK_CAP``)."""
    file = Path(path).name
    try:
        open_zip(path, file, WORKBOOK_CAP).close()
        book = load_workbook(path, read_only=True, data_only=True)
    except (InvalidFileException, zipfile.BadZipFile, KeyError) as error:
        raise FormatError(file, None, "not an .xlsx workbook ({reason})", reason=str(error)) from None
    try:
        yield book
    finally:
        book.close()


def find_sheet(book: Workbook, names: Sequence[str]) -> Worksheet | None:
    """The first sheet whose title folds like one of ``names`` (French or English), or None."""
    wanted = {match_key(n) for n in names}
    return next((ws for ws in book.worksheets if match_key(ws.title) in wanted), None)


def table_sheet(book: Workbook, names: Sequence[str], file: str) -> Worksheet:
    """The sheet named like one of ``names``, else the first sheet (a workbook without any is refused)."""
    sheet = find_sheet(book, names)
    if sheet is not None:
        return sheet
    if not book.worksheets:
        raise FormatError(file, None, "the workbook has no sheet")
    return book.worksheets[0]


def need_sheet(book: Workbook, names: Sequence[str], file: str) -> Worksheet:
    sheet = find_sheet(book, names)
    if sheet is None:
        found = ", ".join(f'"{ws.title}"' for ws in book.worksheets)
        raise FormatError(file, None, 'no sheet "{sheet}" (sheets found: {found})', sheet=names[0], found=found)
    return sheet


def _sheet_records(sheet: Worksheet, file: str, limit: int | None = None) -> list[tuple[int, Sequence[object]]]:
    """The rows holding something, with their numbers, among the first ``limit`` rows.

    Some writers store a wrong size: what is there is read. openpyxl stands an empty
    row for each row number a sheet skips, so empty rows are not kept, and a row
    number past Excel's last row is refused rather than padded to.
    """
    sheet.reset_dimensions()
    records = []
    for number, cells in islice(enumerate(sheet.iter_rows(values_only=True), start=1), limit):
        if number > EXCEL_MAX_ROWS:
            raise FormatError(file, f"{sheet.title}!A{number}", "a row past Excel's last row ({last})",
                              last=EXCEL_MAX_ROWS)
        if any(value is not None for value in cells):
            records.append((number, cells))
    return records


def sheet_rows(sheet: Worksheet, columns: Columns, file: str) -> list[Row]:
    return _table_rows(file, sheet.title, columns, _sheet_records(sheet, file))


def label_row(sheet: Worksheet, columns: Columns, file: str) -> Row:
    """A sheet of label / value lines (label in column A, value in B) as one Row."""
    values: dict[str, object] = {}
    cells: dict[str, str | int] = {}
    headers: dict[str, str] = {}
    for number, line in _sheet_records(sheet, file):
        label = line[0] if line else None
        field = columns.index.get(match_key(label)) if _is_text(label) else None
        if field is not None and field not in values:
            values[field] = line[1] if len(line) > 1 else None
            cells[field] = f"{sheet.title}!B{number}"
            headers[field] = str(label).strip()
    positions = dict.fromkeys(values, 1)
    table = Table(file, sheet.title, columns, positions, headers, labels=True)
    return Row(table, 1, f"{sheet.title}!A1", values, cells)


def delimiter(text: str) -> str:
    """``;``, ``,`` or tab: whichever the first non-empty line holds most of (``;`` on a tie)."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return max(";,\t", key=first.count)


def csv_records(text: str, file: str = "") -> list[tuple[int, Sequence[object]]]:
    """The CSV records with the line number each starts on; a record csv cannot split is a FormatError."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter(text))
    records: list[tuple[int, Sequence[object]]] = []
    start = 1
    try:
        for record in reader:
            records.append((start, [_unquoted(field) for field in record]))
            start = reader.line_num + 1
    except csv.Error as error:
        raise FormatError(file, start, "unreadable CSV record ({reason})", reason=str(error)) from None
    return records


def _unquoted(field: str) -> str:
    """A field as written before :func:`csv_text` quoted it (``'=x`` → ``=x``)."""
    return field[1:] if field.startswith("'") and formula_like(field[1:]) else field


def csv_rows(path: str | Path, columns: Columns) -> list[Row]:
    file = Path(path).name
    return _table_rows(file, None, columns, csv_records(decode(read_text_file(Path(path))), file))


def read_rows(path: str | Path, columns: Columns, sheet_names: Sequence[str]) -> list[Row]:
    """The rows of a one-table file: a CSV file, or the named sheet of a workbook (else its first sheet)."""
    kind = suffix(path)
    if kind == CSV_SUFFIX:
        return csv_rows(path, columns)
    if kind not in XLSX_SUFFIXES:
        raise FormatError(Path(path).name, None, "expected a .csv or .xlsx file")
    with open_workbook(path) as book:
        return sheet_rows(table_sheet(book, sheet_names, Path(path).name), columns, Path(path).name)


# --- Sniffing ----------------------------------------------------------------------------------

_ZIP_MAGIC = b"PK\x03\x04"
_MAIN_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


def xlsx_sheet_names(head: bytes, path: str | Path) -> list[str] | None:
    """The sheet titles of an .xlsx file (read from its workbook part, not loaded), or None."""
    if not head.startswith(_ZIP_MAGIC) or suffix(path) not in XLSX_SUFFIXES:
        return None
    try:
        with open_zip(path, Path(path).name, WORKBOOK_CAP) as archive:
            root = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    except (OSError, KeyError, zipfile.BadZipFile, ParseError):
        return None
    return [s.get("name", "") for s in root.iter(f"{_MAIN_NS}sheet")]


def sniff_fields(head: bytes, path: str | Path, columns: Columns, sheet_names: Sequence[str]) -> set[str]:
    """The known fields in the header of a CSV file or of a workbook's table sheet.

    A CSV file is judged on ``head`` (empty when unreadable). A workbook is opened from
    ``path``: one whose parts name it a workbook but that cannot be read is damaged, and
    saying so (FormatError) tells the user more than "format not recognised".
    """
    kind = suffix(path)
    if kind == CSV_SUFFIX and not head.startswith(_ZIP_MAGIC):
        whole_lines = head[: head.rfind(b"\n") + 1] or head  # no character cut in two at the end
        try:
            return set(_header(csv_records(decode(whole_lines)), columns)[2])
        except FormatError:
            return set()
    if xlsx_sheet_names(head, path) is None:
        return set()
    with open_workbook(path) as book:
        sheet = table_sheet(book, sheet_names, Path(path).name)
        return set(_header(_sheet_records(sheet, Path(path).name, HEADER_SCAN_ROWS), columns)[2])
