"""The Sheets page on a long sheet (a federation's ranking list): laid out on a worker, only the
pages in sight painted, the PDF complete, and its writing stopped by Cancel."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem
from PySide6.QtWidgets import QProgressDialog, QPushButton

from elodesk.printing.document import RIGHT, Column, Document, Row, Table
from elodesk.printing.layout import SheetLayout
from elodesk.printing.output import write_pdf
from elodesk.store.events import list_events
from elodesk.ui.views import sheet_jobs, sheet_output
from elodesk.ui.views.sheets_view import SheetsView

ROWS = 2500  # about fifty pages


def long_ranking(*_args: object, **_choices: object) -> Document:
    table = Table([Column("Rang", RIGHT), Column("Nom", flexible=True), Column("Club", flexible=True),
                   Column("Elo", RIGHT)],
                  [Row([str(i), f"Joueur{i:05d}, Prénom{i % 97}", f"Club {i % 400}", str(2400 - i // 5)])
                   for i in range(1, ROWS + 1)])
    return Document("Classement — Elo belge (FRBE)", "Fédération", "1 mars 2026", "fr", "Tous les joueurs",
                    blocks=[table])


@pytest.fixture
def painted(monkeypatch) -> list[int]:
    """The numbers of the pages painted, in order."""
    numbers: list[int] = []
    paint_page = SheetLayout.paint_page

    def counted(self: SheetLayout, painter, number: int) -> None:
        numbers.append(number)
        paint_page(self, painter, number)

    monkeypatch.setattr(SheetLayout, "paint_page", counted)
    return numbers


@pytest.fixture
def view(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(sheet_jobs, "build_sheet", long_ranking)
    page = SheetsView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    with qtbot.waitSignal(page.preview_ready, timeout=60_000):
        page.show()
    return page


def test_a_long_ranking_paints_only_the_pages_in_sight(painted, view, qtbot):
    count = view.preview.pageCount()
    assert count > 40 and view.pages_label.text() == f"{count} page(s)"
    qtbot.waitUntil(lambda: 1 in painted)
    assert set(painted) <= {1, 2}
    bar = view.preview.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: count in painted)
    assert len(set(painted)) <= 5, "pages out of sight were painted"


def test_the_pdf_of_a_long_ranking_has_every_page(view, qtbot, monkeypatch, tmp_path):
    from tests.printing.pdf_text import read_pdf

    monkeypatch.setattr(sheet_output, "save_path", lambda *args: (str(tmp_path / "ranking.pdf"), ""))
    with qtbot.waitSignal(view.printed, timeout=120_000) as done:
        view.save_pdf()
    pages = read_pdf(tmp_path / "ranking.pdf")
    assert done.args == [view.preview.pageCount()] == [len(pages)]
    assert "Joueur02500" in pages[-1].text()


def test_cancel_stops_the_pdf_and_leaves_no_file(view, qtbot, monkeypatch, tmp_path):
    target = tmp_path / "ranking.pdf"
    monkeypatch.setattr(sheet_output, "save_path", lambda *args: (str(target), ""))
    with qtbot.waitSignal(view.printed, timeout=120_000) as done:
        view.save_pdf()
        job = view.painting.job
        # The user presses Cancel as soon as the first page is painted.
        job.signals.progress.connect(lambda *_: view.findChild(QProgressDialog).findChild(QPushButton).click())
    assert done.args == [0]
    assert not target.exists()


def test_the_sheet_replaced_is_freed_a_slice_at_a_time(view, qtbot):
    old = view.preview.sheet
    rows = old.document.blocks[0].rows
    with qtbot.waitSignal(view.preview_ready, timeout=60_000):
        view.refresh_preview()
    qtbot.waitUntil(lambda: not rows and not old.pages)
    assert view.preview.sheet is not old and len(view.document.blocks[0].rows) == ROWS
    assert view.preview.pageCount() > 40


def test_a_sheet_being_written_as_pdf_keeps_its_rows_when_the_preview_moves_on(view, qtbot, monkeypatch,
                                                                                 tmp_path):
    from tests.printing.pdf_text import read_pdf

    gate = threading.Event()

    def held(*args, **options):  # the PDF waits until the preview has moved on
        assert gate.wait(60)
        return write_pdf(*args, **options)

    monkeypatch.setattr(sheet_output, "write_pdf", held)
    monkeypatch.setattr(sheet_output, "save_path", lambda *args: (str(tmp_path / "ranking.pdf"), ""))
    old, count = view.preview.sheet, view.preview.pageCount()
    rows = old.document.blocks[0].rows
    view.save_pdf()
    with qtbot.waitSignal(view.preview_ready, timeout=60_000):
        view.refresh_preview()
    qtbot.waitUntil(lambda: not old.pages)
    assert len(rows) == ROWS
    with qtbot.waitSignal(view.printed, timeout=120_000) as done:
        gate.set()
    assert done.args == [count] == [len(read_pdf(tmp_path / "ranking.pdf"))]
    assert view.painting.job is None  # nor the sheet its work held


def test_the_combo_boxes_models_keep_no_python_items(ctx):
    lists = sheet_jobs.read_lists(ctx.db_path, "{name} ({start})", "{name} (no. {id})")
    assert not [o for o in gc.get_objects() if isinstance(o, QStandardItem)]
    first = lists.players.index(0, 0)
    assert lists.player_rows[first.data(Qt.ItemDataRole.UserRole)] == 0
    assert first.data() == "{name} (no. {id})".format(name="Blanc, Benoît", id=154)
    # an event is named with its first day as the window writes dates (19/09/2025), never 2025-09-19
    autumn_id = next(e.id for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    autumn = lists.events.index(lists.event_rows[autumn_id], 0)
    assert autumn.data() == "Tournoi d'automne (19/09/2025)"


def test_a_laid_out_sheet_is_out_of_the_collectors_walks(ctx):
    frozen = gc.get_freeze_count()
    laid = sheet_jobs.lay_out(ctx.db_path, sheet_jobs.SheetChoice("ranking", "frbe", "classic", None, None, None,
                                                                  None, False, "fr", 1))
    walked = {id(o) for o in gc.get_objects()}
    assert gc.get_freeze_count() > frozen
    assert not walked & {id(laid.document), id(laid.sheet), *map(id, laid.document.blocks[0].rows)}
    gc.unfreeze()  # the test's own freeze undone: the next tests collect as usual

