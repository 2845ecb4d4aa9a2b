"""The Ratings page's shortcuts around work a federation's club makes slow (issue 13.1): columns
fitted from a few measured texts, an event list that does not measure its events, the
explanations' catalogue read off the UI thread. Each must give what the slow way gave."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, QThreadPool

from elodesk.ui.widgets.row_table import content_width, sample_rows
from tests.ui.test_ratings_view import choose, make_view, preview_period


def test_columns_are_as_wide_as_the_delegate_measures_every_cell(ctx, qtbot):
    view = make_view(ctx, qtbot)
    for system in ("frbe", "bataille-empire"):
        if system == "frbe":
            preview_period(view, qtbot)
        else:
            choose(view.system, system)
            view.event_box.setCurrentIndex(0)
            qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: view.model.columnCount() == 7 and view.model.rowCount() > 0)
        rows = sample_rows(view.table, view.model)
        assert len(rows) == view.model.rowCount()
        for column in range(view.model.columnCount()):
            assert content_width(view.table, view.model, rows, column) == view.table.sizeHintForColumn(column)


def test_the_event_list_is_not_as_wide_as_its_longest_event(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.mode, "event")
    box = view.event_box
    width = box.sizeHint().width()
    box.addItem("Championnat interclubs de la Fédération, ronde de rattrapage " * 3, -1)
    assert box.sizeHint().width() == width
    box.setCurrentIndex(box.count() - 1)
    box.showPopup()
    assert box.view().window().width() > 2 * width  # the open list still shows the whole name
    box.hidePopup()


def test_the_explanations_catalogue_is_read_by_the_pages_worker(ctx, qtbot, monkeypatch):
    read: list[tuple[str, bool]] = []
    monkeypatch.setattr("elodesk.catalogue.catalogue",
                        lambda lang: read.append((lang, threading.current_thread() is threading.main_thread())))
    ctx.lang = "nl"
    make_view(ctx, qtbot)
    QThreadPool.globalInstance().waitForDone(10_000)
    assert read == [("nl", False)]


def test_an_event_is_previewed_on_a_worker_and_follows_its_results(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "bataille-empire")
    event = view.event_box.itemData(0)
    view.select_event(event)
    assert view.previewing.job is not None and view.progress.isVisible()  # the page answers meanwhile
    qtbot.waitUntil(lambda: view.previewing.job is None and view.model.rowCount() > 0, timeout=10_000)
    assert not view.progress.isVisible() and view.selection.event_id == event
