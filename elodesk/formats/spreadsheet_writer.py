"""Writing spreadsheets: tables, header sheets and drop-down lists, text kept as text.

:func:`write_table` writes a .csv or .xlsx table; a name that a spreadsheet
would read as a formula is quoted (Excel's quote prefix, an apostrophe in CSV).
Templates use :func:`add_header_sheet` and :func:`add_list_validation`.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from pathlib import Path

from openpyxl import Workbook
from openpyxl.cell.cell import Cell
from openpyxl.styles import Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.worksheet import Worksheet

from elodesk.formats.errors import FormatError
from elodesk.formats.spreadsheet import CSV_SUFFIX, XLSX_SUFFIXES, Columns
from elodesk.formats.spreadsheet_cells import formula_like, suffix

DATE_FORMAT = "DD/MM/YYYY"  # shown in workbooks; CSV files get ISO dates
TEMPLATE_ROWS = 1000  # rows of a template that get drop-down lists and formats
MAX_LIST_FORMULA = 255  # Excel's limit on an inline drop-down list
_HEADER_FILL = PatternFill("solid", start_color="DDDDDD")


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
    letter: str = get_column_letter([c.field for c in columns].index(field) + 1)
    return letter


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
