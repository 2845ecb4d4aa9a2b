"""Rankings written to .csv and .xlsx, read back with the csv module and openpyxl."""

from __future__ import annotations

import csv
from datetime import date

import pytest
from openpyxl import load_workbook

from elodesk.formats.errors import FormatError
from elodesk.formats.table_export import write

HEADERS = ["Rang", "Joueur", "Elo", "Variation", "Performance", "Dernière partie", "Nouveau"]
ROWS = [
    [1, "Dupont, Jean", 1797, 37, 1841.5, date(2024, 6, 30), False],
    [2, "Lefèvre, Zoé", 1650, None, None, None, True],
]


def test_csv_is_utf8_with_bom_semicolons_and_plain_numbers(tmp_path):
    path = tmp_path / "classement.csv"
    write(path, "Classement FRBE juin 2024", HEADERS, ROWS)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    with open(path, encoding="utf-8-sig", newline="") as text:
        lines = list(csv.reader(text, delimiter=";"))
    assert lines == [
        HEADERS,
        ["1", "Dupont, Jean", "1797", "37", "1841.5", "2024-06-30", "non"],
        ["2", "Lefèvre, Zoé", "1650", "", "", "", "oui"],
    ]


def test_xlsx_has_the_title_a_bold_frozen_header_and_typed_cells(tmp_path):
    path = tmp_path / "classement.xlsx"
    write(path, "Classement FRBE juin 2024", HEADERS, ROWS)
    book = load_workbook(path)
    assert book.sheetnames == ["Classement FRBE juin 2024"]
    sheet = book.active
    assert sheet["A1"].value == "Classement FRBE juin 2024"
    assert sheet["A1"].font.b
    assert [c.value for c in sheet[2]] == HEADERS
    assert all(c.font.b for c in sheet[2])
    assert sheet.freeze_panes == "A3"
    assert sheet.auto_filter.ref == "A2:G4"
    assert [c.value for c in sheet[3]][:5] == [1, "Dupont, Jean", 1797, 37, 1841.5]
    assert sheet["F3"].value.date() == date(2024, 6, 30)
    assert sheet["F3"].number_format == "DD/MM/YYYY"
    assert sheet["G4"].value == "oui"
    assert sheet["E4"].value is None
    assert sheet.column_dimensions["B"].width == len("Lefèvre, Zoé") + 2
    assert sheet.column_dimensions["A"].width == 8  # the narrowest


def test_a_long_title_makes_a_valid_sheet_name(tmp_path):
    path = tmp_path / "classement.xlsx"
    write(path, "Classement Bataille Empire 2023/2024 [provisoire]", ["Rang"], [[1]])
    book = load_workbook(path)
    assert book.sheetnames == ["Classement Bataille Empire 2023"]
    assert book.active["A1"].value == "Classement Bataille Empire 2023/2024 [provisoire]"


def test_extension_is_case_insensitive(tmp_path):
    path = tmp_path / "CLASSEMENT.XLSX"
    write(path, "Classement", ["Rang"], [[1]])
    assert load_workbook(path).active["A3"].value == 1


def test_another_extension_is_refused(tmp_path):
    with pytest.raises(FormatError) as error:
        write(tmp_path / "classement.pdf", "Classement", HEADERS, ROWS)
    assert str(error.value) == "classement.pdf: expected a .csv or .xlsx file name"
    assert not (tmp_path / "classement.pdf").exists()
