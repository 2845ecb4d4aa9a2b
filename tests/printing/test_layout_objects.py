"""What a laid-out sheet leaves for the garbage collector: a federation's ranking is 60,000 rows,
and every object the collector tracks is walked by each full collection with the interpreter lock
held (issue 13.1). The ops are tuples of atoms it stops tracking, a row is one tuple, a change one
shared cell; painting them gives the same pages."""

from __future__ import annotations

import dataclasses
import gc
from datetime import date

import pytest
from PySide6.QtCore import QBuffer
from PySide6.QtGui import QPdfWriter

from elodesk.printing import GRADES, RANKING, build_sheet
from elodesk.printing.document import RIGHT, Cell, Column, Document, GroupRow, Heading, Paragraph, Row, Table
from elodesk.printing.layout import SheetLayout
from elodesk.printing.metrics import configure
from elodesk.printing.output import write_pdf
from elodesk.printing.parts import change_cell
from tests.printing.pdf_text import read_pdf

ATOMS = (str, float, int, bool, bytes)


@pytest.fixture(autouse=True)
def _qt(qapp):
    """Fonts and painting need a Qt application (pytest-qt's, offscreen)."""


def laid_out(document: Document) -> SheetLayout:
    target = QBuffer()
    device = QPdfWriter(target)
    device.setResolution(600)
    configure(document, device)
    layout = SheetLayout(document, device)
    layout.device = device  # type: ignore[attr-defined]  # kept alive with the layout in the test
    return layout


def grouped_document() -> Document:
    """Two grades of forty generals each (group rows repeated as 'continued'), a heading, a note."""
    rows: list[Row | GroupRow] = []
    for grade in ("Maréchal", "Général"):
        rows.append(GroupRow(grade, "40 généraux"))
        rows += [Row([str(i), f"Général {grade} {i:03d}", "Les Hussards", str(1500 - i), change_cell(i % 7 - 3, "fr")])
                 for i in range(1, 41)]
    table = Table([Column("Rang", RIGHT), Column("Nom", flexible=True), Column("Club", flexible=True),
                   Column("Niveau", RIGHT), Column("Écart", RIGHT)], rows)
    return Document("Grades", "Club", "1 mars 2026", "fr", "80 généraux",
                    blocks=[Heading("Les grades", "au 1er mars"), table, Paragraph("Une note.", small=True)])


def test_every_op_is_a_tuple_of_atoms_the_collector_stops_tracking():
    layout = laid_out(grouped_document())
    ops = [op for page in layout.pages for op in page]
    assert len(layout.pages) >= 2 and {op[0] for op in ops} >= {"heading", "head", "group", "row", "rule",
                                                                  "paragraph"}
    assert all(type(op) is tuple and all(isinstance(atom, ATOMS) for atom in op) for op in ops)
    gc.collect()
    assert not any(gc.is_tracked(op) for op in ops)


def test_a_row_is_one_tuple_of_its_cells_and_a_change_one_shared_frozen_cell():
    row = Row(["1", "Dupont, Jean", change_cell(12, "fr")])
    assert isinstance(row, tuple) and row.cells is row and row.cells[2] == Cell("+12", "up")
    assert change_cell(12, "fr") is change_cell(12, "fr") and change_cell(None, "fr") is change_cell(None, "en")
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.cells[2].text = "+13"  # type: ignore[misc]


def test_the_pdf_of_a_grouped_table_keeps_every_row_heading_and_continued_group(tmp_path):
    path = tmp_path / "grades.pdf"
    pages = write_pdf(grouped_document(), path)
    read = read_pdf(path)
    text = "\n".join(page.text() for page in read)
    assert len(read) == pages == len(laid_out(grouped_document()).pages) >= 2
    assert all(f"Général Général {i:03d}" in text for i in range(1, 41)) and "Les grades" in text
    assert "Une note." in read[-1].text() and "−3" in text and "+3" in text
    assert "Maréchal (suite)" in read[1].text()  # the group going on at the top of the next page


@pytest.mark.parametrize("kind", [RANKING, GRADES])
def test_a_demo_sheet_lays_out_as_atoms(demo, kind):
    layout = laid_out(build_sheet(demo, kind, system="frbe", day=date(2026, 3, 1)))
    assert all(isinstance(atom, ATOMS) for page in layout.pages for op in page for atom in op)
