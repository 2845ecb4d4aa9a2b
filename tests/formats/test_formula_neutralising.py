"""A name whose first visible character is a formula's sign is written as text, whatever hides before
it (a zero-width space, a byte-order mark, spaces) and in whichever width (full-width ＝＋－＠), in
CSV and in workbooks; read back, it is the name that was written."""

from __future__ import annotations

import csv

import pytest
from openpyxl import load_workbook

from elodesk.formats import players_spreadsheet
from elodesk.formats.records import FRBE, PlayerRecord
from elodesk.formats.spreadsheet_cells import formula_like
from elodesk.formats.spreadsheet_writer import write_table

HIDDEN = [
    "\u200b=HYPERLINK(\"http://evil.example\",\"Clic\")",
    "\ufeff+SUM(A1:A9)",
    "\u200c\u200d\u2060-2+3+cmd|' /C calc'!A0",
    "  @SUM(1+1)",
    "\u00a0\u3000=1+1",
    "＝HYPERLINK(\"http://evil.example\")",
    "＋SUM(A1)",
    "－2+3",
    "＠SUM(1)",
    "\u200b＝1+1",
]
PLAIN = ["Dupont, Jean", "\u200bZoë", "O'Neil, Sean", "Van＝Dam", " Lee", "2+2", ""]


@pytest.mark.parametrize("text", HIDDEN)
def test_a_sign_behind_invisible_characters_or_in_full_width_is_a_formula(text):
    assert formula_like(text)


@pytest.mark.parametrize("text", PLAIN)
def test_a_name_is_not_a_formula(text):
    assert not formula_like(text)


def test_the_csv_export_quotes_them(tmp_path):
    path = tmp_path / "table.csv"
    write_table(path, ["nom", "écart"], [[name, -12] for name in HIDDEN + PLAIN], "Table")
    with open(path, encoding="utf-8-sig", newline="") as handle:
        _header, *rows = list(csv.reader(handle, delimiter=";"))
    assert [row[0] for row in rows] == ["'" + name for name in HIDDEN] + PLAIN
    assert {row[1] for row in rows} == {"-12"}


def test_the_workbook_export_keeps_them_text(tmp_path):
    path = tmp_path / "table.xlsx"
    write_table(path, ["nom"], [[name] for name in HIDDEN], "Table")
    _header, *rows = list(load_workbook(path).active.iter_rows())
    assert [(row[0].value, row[0].data_type, row[0].quotePrefix) for row in rows] == [
        (name, "s", True) for name in HIDDEN]


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_players_sheet_reads_them_back_as_written(tmp_path, suffix):
    names = [f"{text.replace(',', ';')}, Jean" for text in HIDDEN if not text.startswith(("\ufeff", " ", "\u00a0"))]
    players = [PlayerRecord(ref=str(n), name=name, ratings={FRBE: 1500 + n}) for n, name in enumerate(names, 1)]
    path = tmp_path / f"joueurs{suffix}"
    players_spreadsheet.write(path, players)
    assert [p.name for p in players_spreadsheet.read(path)] == names
