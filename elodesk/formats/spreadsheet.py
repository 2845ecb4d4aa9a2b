"""The shared layer of elodesk's spreadsheet formats (.xlsx and .csv): headers, rows, cells.

Readers describe their columns once (:class:`Column`: a field name, the French
header elodesk writes, then the other spellings it accepts, French and
English) and get rows as :class:`Row` objects: the cell values by field, and
where each cell is (``"Parties!F7"`` in a workbook, the line number in a CSV
file). Headers are matched by :func:`match_key`: case, accents, spaces and
punctuation do not matter, column order does not matter, extra columns are
ignored. The header row is the first row (of the first ten) holding the most
known headers, so a title line above the table is tolerated.

Cells are converted by the ``parse_*`` functions; a bad value raises
:class:`~elodesk.formats.errors.FormatError` naming the cell (and, in a CSV
file, the column) and what was expected.

Writers use :func:`write_table`, :func:`add_header_sheet` and
:func:`add_list_validation`: bold frozen header row, column widths, date format,
drop-down lists. :func:`write_table` keeps text as text: a name such as
``=HYPERLINK(…)`` (or one starting with ``+ - @``, a tab or a carriage return) is a
string cell with Excel's quote prefix in a workbook, and is quoted by an apostrophe
in a CSV file (which the CSV reader takes off again); numbers stay numbers.
"""

from __future__ import annotations

import csv
import io
import math
import re
import unicodedata
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from itertools import islice
from pathlib import Path
from typing import TypeVar
from xml.etree.ElementTree import ParseError

from defusedxml import ElementTree
from openpyxl import Workbook, load_workbook
from openpyxl.cell.cell import Cell
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.utils.exceptions import InvalidFileException
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.worksheet import Worksheet

from elodesk.formats.archive import MIB, open_zip
from elodesk.formats.errors import FormatError
from elodesk.formats.textfile import decode

T = TypeVar("T")

XLSX_SUFFIXES = (".xlsx", ".xlsm")
CSV_SUFFIX = ".csv"
HEADER_SCAN_ROWS = 10  # the header row is looked for among the first rows
DATE_FORMAT = "DD/MM/YYYY"  # shown in workbooks; CSV files get ISO dates
TEMPLATE_ROWS = 1000  # rows of a template that get drop-down lists and formats
MAX_LIST_FORMULA = 255  # Excel's limit on an inline drop-down list
EXCEL_SERIAL_MIN = 10000  # 1927-05-18: a smaller number is no Excel date (more likely a year)
EXCEL_SERIAL_MAX = 2958465  # 9999-12-31
EXCEL_MAX_ROWS = 1_048_576
# The first characters that make a spreadsheet read a cell as a formula (or, tab and CR, hide one).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
LARGEST_INT = 10**15 - 1  # the largest number a cell is read as (larger: not a count, rating or score)
WORKBOOK_CAP = 128 * MIB  # the most a workbook may unpack to; a sheet of 60,000 players is ~30 MB
_EXCEL_EPOCH = date(1899, 12, 30)
_HEADER_FILL = PatternFill("solid", start_color="DDDDDD")


# --- Comparing text ----------------------------------------------------------------------------


def _normal(text: object) -> str:
    decomposed = unicodedata.normalize("NFKD", str(text)).casefold()
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def match_key(text: object) -> str:
    """The comparison key of a header, a name or a choice: no case, accents, spaces or punctuation."""
    return re.sub(r"[\W_]+", "", _normal(text))


def words(text: object) -> list[str]:
    """The words of a text, folded (``"Victoire écrasante du camp A"`` → victoire ecrasante du camp a)."""
    return re.findall(r"[^\W_]+", _normal(text))


def suffix(path: str | Path) -> str:
    return Path(path).suffix.lower()


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
        raise FormatError(file, where, "missing column(s) {expected}", expected=expected)
    headers = {f: str(header_cells[p]).strip() for f, p in found.items()}
    table = Table(file, sheet, columns, found, headers)
    rows = []
    for n, cells in records:
        if n <= number:
            continue
        values = {f: (cells[p] if p < len(cells) else None) for f, p in found.items()}
        if all(is_blank(v) for v in values.values()):
            continue
        refs = {f: _ref(sheet, n, p) for f, p in found.items()}
        rows.append(Row(table, n, _ref(sheet, n, 0), values, refs))
    return rows


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


# --- Cells -------------------------------------------------------------------------------------


class Expected(ValueError):
    """A cell parser's complaint: what was expected and what was found (no place: the Row adds it).

    Like FormatError it keeps its English template and values, which the Row hands on.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)


def _shown(value: object) -> str:
    return f'"{value}"' if isinstance(value, str) else str(value)


def parse_text(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return value.date().isoformat()
    return str(value).strip()


def parse_int(value: object) -> int:
    """A whole number, of at most ``LARGEST_INT`` in size (a larger one is no count, rating or round)."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,15}(\.0*)?\s*", value):
        number = int(value.strip().split(".")[0])
    if number is None or abs(number) > LARGEST_INT:
        raise Expected("expected a whole number, got {value}", value=_shown(value))
    return number


def parse_float(value: object) -> float:
    number: float | None = None
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?(\d{1,15}([.,]\d*)?|[.,]\d+)\s*", value):
        number = float(value.replace(",", "."))
    if number is None or not math.isfinite(number) or abs(number) > LARGEST_INT:
        raise Expected("expected a number, got {value}", value=_shown(value))
    return number


_DMY = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})")
_YMD = re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})")


def parse_date(value: object) -> date:
    """An Excel date, an Excel day number, or text dd/mm/yyyy or yyyy-mm-dd (a time part is ignored)."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        if EXCEL_SERIAL_MIN <= value <= EXCEL_SERIAL_MAX:
            return _EXCEL_EPOCH + timedelta(days=int(value))
    elif isinstance(value, str):
        text = value.strip().split(" ")[0].split("T")[0]
        parsed = _text_date(text)
        if parsed is not None:
            return parsed
    raise Expected("expected a date (dd/mm/yyyy or yyyy-mm-dd), got {value}", value=_shown(value))


def _text_date(text: str) -> date | None:
    if m := _DMY.fullmatch(text):
        day, month, year = (int(g) for g in m.groups())
    elif m := _YMD.fullmatch(text):
        year, month, day = (int(g) for g in m.groups())
    else:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


TRUE_WORDS = ("oui", "o", "yes", "y", "true", "vrai", "1", "x")
FALSE_WORDS = ("non", "n", "no", "false", "faux", "0")


def parse_bool(value: object) -> bool:
    """A boolean cell, 1/0, or oui/non, yes/no, true/false, vrai/faux (and o/n, y/n, x for yes)."""
    if isinstance(value, bool):
        return value
    key = match_key(parse_text(value))
    if key in TRUE_WORDS:
        return True
    if key in FALSE_WORDS:
        return False
    raise Expected("expected oui or non (yes/no, true/false, 1/0), got {value}", value=_shown(value))


def parse_choice(choices: dict[str, T], shown: Sequence[str]) -> Callable[[object], T]:
    """A parser looking the folded text up among ``choices`` (keys folded here); ``shown`` in the message."""
    table = {match_key(k): v for k, v in choices.items()}

    def parse(value: object) -> T:
        try:
            return table[match_key(parse_text(value))]
        except KeyError:
            raise Expected("expected one of {listed}; got {value}", listed=", ".join(shown),
                           value=_shown(value)) from None

    return parse


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
    records = []
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
    return field[1:] if field.startswith("'") and field[1:].startswith(FORMULA_STARTS) else field


def csv_rows(path: str | Path, columns: Columns) -> list[Row]:
    file = Path(path).name
    return _table_rows(file, None, columns, csv_records(decode(Path(path).read_bytes()), file))


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


# --- Writing -----------------------------------------------------------------------------------


def style_header(sheet: Worksheet, row: int = 1) -> None:
    """Bold, shaded header cells on ``row``; the rows above and it stay visible when scrolling."""
    for cell in sheet[row]:
        cell.font = Font(bold=True)
        cell.fill = _HEADER_FILL
    sheet.freeze_panes = f"A{row + 1}"


def add_header_sheet(book: Workbook, title: str, columns: Columns, extra: Sequence[str] = ()) -> Worksheet:
    """A sheet with the columns' French headers (then ``extra`` ones), widths, frozen header, date formats."""
    sheet = book.create_sheet(title)
    sheet.append([c.header for c in columns] + list(extra))
    style_header(sheet)
    for position, column in enumerate(columns, start=1):
        letter = get_column_letter(position)
        sheet.column_dimensions[letter].width = column.width
        if column.number_format:
            for row in range(2, TEMPLATE_ROWS + 1):
                sheet[f"{letter}{row}"].number_format = column.number_format
    return sheet


def column_letter(columns: Columns, field: str) -> str:
    return get_column_letter([c.field for c in columns].index(field) + 1)


def list_formula(values: Sequence[str]) -> str:
    """An inline drop-down list (``"a,b,c"``); Excel refuses one longer than 255 characters."""
    formula = '"' + ",".join(values) + '"'
    if len(formula) > MAX_LIST_FORMULA or any("," in v or '"' in v for v in values):
        raise ValueError(f"drop-down list too long or with a comma or quote: {formula}")
    return formula


def add_list_validation(sheet: Worksheet, formula: str, letters: Sequence[str], prompt: str) -> None:
    """A drop-down list (``formula``: an inline list or a range name) on rows 2… of the given columns."""
    validation = DataValidation(type="list", formula1=formula, allow_blank=True)
    validation.error = prompt
    validation.errorTitle = "elodesk"
    validation.showErrorMessage = True
    for letter in letters:
        validation.add(f"{letter}2:{letter}{TEMPLATE_ROWS}")
    sheet.add_data_validation(validation)


def new_workbook() -> Workbook:
    """An empty workbook (its default sheet removed) for templates and writers to fill."""
    book = Workbook()
    book.remove(book.active)
    return book


def csv_value(value: object) -> str:
    """A CSV cell: ISO dates, oui/non, plain numbers (a point as decimal separator), empty for None."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "oui" if value else "non"
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def formula_like(value: object) -> bool:
    """Text a spreadsheet would take for a formula (``=HYPERLINK(…)``, ``+SUM(…)``, ``@…``)."""
    return isinstance(value, str) and value.startswith(FORMULA_STARTS)


def csv_text(value: object) -> str:
    """A CSV cell as :func:`csv_value` writes it, text that looks like a formula quoted by an apostrophe."""
    text = csv_value(value)
    return "'" + text if formula_like(value) else text


def as_text(cells: Iterable[Cell]) -> None:
    """Keep the text of these workbook cells text: one that looks like a formula is stored as a string,
    with Excel's quote prefix so that editing the cell does not make it one. Numbers stay numbers."""
    for cell in cells:
        if formula_like(cell.value):
            cell.data_type = "s"
            cell.quotePrefix = True


def sheet_value(value: object) -> object:
    """A workbook cell: booleans as oui/non; numbers, dates and text as they are."""
    if isinstance(value, bool):
        return "oui" if value else "non"
    return value


def write_table(
    path: str | Path,
    headers: Sequence[str],
    rows: Iterable[Sequence[object]],
    sheet_title: str,
    title: str | None = None,
) -> None:
    """Write a table to ``.csv`` (UTF-8 with BOM, ``;``, header first) or ``.xlsx``, by the extension.

    In a workbook an optional ``title`` takes the first row (bold, larger) above the
    header; the header is bold, frozen and filtered, columns are sized to their content.
    """
    rows = list(rows)
    if any(len(row) != len(headers) for row in rows):
        raise ValueError(f"every row must have {len(headers)} values, one per header")
    kind = suffix(path)
    if kind == CSV_SUFFIX:
        _write_csv(path, headers, rows)
    elif kind in XLSX_SUFFIXES:
        _write_xlsx(path, headers, rows, sheet_title, title)
    else:
        raise FormatError(Path(path).name, None, "expected a .csv or .xlsx file name")


def _write_csv(path: str | Path, headers: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    with open(path, "w", encoding="utf-8-sig", newline="") as out:
        writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
        writer.writerow([csv_text(h) for h in headers])
        writer.writerows([csv_text(v) for v in row] for row in rows)


def _write_xlsx(
    path: str | Path,
    headers: Sequence[str],
    rows: Iterable[Sequence[object]],
    sheet_title: str,
    title: str | None,
) -> None:
    book = new_workbook()
    sheet = book.create_sheet(sheet_name(sheet_title))
    if title:
        sheet.append([title])
        sheet["A1"].font = Font(bold=True, size=14)
    sheet.append(list(headers))
    header_row = sheet.max_row
    style_header(sheet, header_row)
    for row in rows:
        sheet.append([sheet_value(v) for v in row])
        for cell in sheet[sheet.max_row]:
            if isinstance(cell.value, date):
                cell.number_format = DATE_FORMAT
    as_text(cell for line in sheet.iter_rows() for cell in line)
    sheet.auto_filter.ref = f"A{header_row}:{get_column_letter(max(len(headers), 1))}{sheet.max_row}"
    _fit_widths(sheet, header_row)
    book.save(path)


def _fit_widths(sheet: Worksheet, header_row: int) -> None:
    for cells in sheet.iter_cols(min_row=header_row):
        longest = max((len(_cell_text(c.value)) for c in cells), default=0)
        sheet.column_dimensions[cells[0].column_letter].width = min(max(longest + 2, 8), 50)


def _cell_text(value: object) -> str:
    return "dd/mm/yyyy" if isinstance(value, date) else csv_value(value)


_SHEET_NAME_BAD = re.compile(r"[\[\]:*?/\\]")


def sheet_name(title: str) -> str:
    """A valid sheet title: no ``[]:*?/\\``, at most 31 characters, not empty."""
    cleaned = " ".join(_SHEET_NAME_BAD.sub(" ", title).split()).strip("'")[:31].strip()
    return cleaned or "Sheet1"
