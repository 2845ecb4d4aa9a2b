"""Filling workbooks and CSV files the way a user would, for the spreadsheet format tests."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from openpyxl import Workbook, load_workbook
from openpyxl.worksheet.worksheet import Worksheet


def put_rows(sheet: Worksheet, rows: Sequence[Sequence[object]], first_row: int = 1) -> None:
    """Type ``rows`` into ``sheet`` from ``first_row`` on, column A first (None leaves a cell empty)."""
    for r, row in enumerate(rows, start=first_row):
        for c, value in enumerate(row, start=1):
            if value is not None:
                sheet.cell(r, c, value)


def fill_template(path: Path, sheets: dict[str, Sequence[Sequence[object]]], first_row: int = 2) -> None:
    """Open a template, type rows under the header of the named sheets, save it."""
    book = load_workbook(path)
    for title, rows in sheets.items():
        put_rows(book[title], rows, first_row)
    book.save(path)


def workbook(path: Path, sheets: dict[str, Sequence[Sequence[object]]]) -> Path:
    """A workbook built from scratch: each sheet's rows from A1 (header included)."""
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        put_rows(book.create_sheet(title), rows)
    book.save(path)
    return path


def csv_file(path: Path, lines: Sequence[str], encoding: str = "utf-8", bom: bool = False) -> Path:
    """A CSV file of ``lines`` (CRLF ends), in ``encoding``, with a UTF-8 byte-order mark if asked."""
    data = "\r\n".join(lines).encode(encoding) + b"\r\n"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + data)
    return path


def head(path: Path) -> bytes:
    return path.read_bytes()[:4096]
