"""A heading longer than the page is wide goes on to a second line, and a heading never stays alone at
the foot of a page: a record card's 'Last run — Belgian Elo (FRBE), 30/06/2025: 1408 → 1419 (rated)' was
cut at the page's edge, and the FIDE report's 'Player cards' stood alone above a card pushed over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QBuffer
from PySide6.QtGui import QPdfWriter

from elodesk.printing.document import Column, Document, Heading, Keep, Paragraph, Row, Table
from elodesk.printing.layout import SheetLayout
from elodesk.printing.metrics import configure


@pytest.fixture(autouse=True)
def _qt(qapp):
    """Fonts and painting need a Qt application (pytest-qt's, offscreen)."""


def laid_out(document: Document) -> tuple[SheetLayout, QPdfWriter]:
    device = QPdfWriter(QBuffer())
    device.setResolution(600)
    configure(document, device)
    return SheetLayout(document, device), device


def headings(layout: SheetLayout) -> list[tuple[int, float, float, str]]:
    """(page, y, text height, text) of every heading laid out."""
    return [(number, op[1], op[2], op[4]) for number, page in enumerate(layout.pages) for op in page
            if op[0] == "heading"]


def test_a_long_heading_takes_a_second_line_instead_of_running_off_the_page():
    short = "Dernier calcul"
    long = "Laatste berekening — Belgische Elo (KBSB), 30/06/2025: 1408 → 1419 (berekend) " * 2
    layout, _device = laid_out(Document("Kaart", "Club", "24 november 2026", "nl", "",
                                        blocks=[Heading(short), Heading(long, note="1408 → 1419")]))
    (_, _, one_line, _), (_, _, wrapped, _) = headings(layout)
    assert wrapped >= 1.9 * one_line


def test_a_heading_goes_to_the_next_page_with_the_card_that_follows_it():
    card = Keep([Heading("Dupont, Jean", note="1777 → 1755"),
                 Table([Column("Date"), Column("Opponent", flexible=True)],
                       [Row(["24/05/2025", f"Opponent {i}"]) for i in range(12)]),
                 Paragraph("K = 40: new player.", small=True)])
    filler = [Paragraph(f"Line {i} of a long introduction.") for i in range(200)]
    for cut in range(150, 200, 3):  # wherever the page ends, the heading stays with the card
        layout, _device = laid_out(Document("FIDE report", "Club", "24 November 2026", "en", "",
                                            blocks=[*filler[:cut], Heading("Player cards"), card]))
        (page, _, _, _), (card_page, _, _, _) = headings(layout)
        assert page == card_page, cut
