"""Switching the window's language keeps the Sheets page on the sheet chosen (issue 25): it was
built again on its first sheet, the ranking list, its choices lost."""

from __future__ import annotations

from elodesk.ui.views.sheets_view import SheetsView
from tests.ui.test_sheets_view import choose

TIMEOUT = 10_000


def sheets_page(qtbot, window) -> SheetsView:
    page = window.show_page("sheets")
    qtbot.waitUntil(lambda: page.document is not None, timeout=TIMEOUT)
    return page


def test_a_language_switch_keeps_the_chosen_sheet_and_its_choices(qtbot, window):
    page = sheets_page(qtbot, window)
    choose(qtbot, page, page.category_box, "women")
    choose(qtbot, page, page.kind_box, "pairings")
    choose(qtbot, page, page.event_box, 1)
    with qtbot.waitSignal(page.preview_ready, timeout=TIMEOUT):
        page.round_box.setValue(2)
    title = page.document.title

    window.set_language("nl")
    page = window.pages["sheets"]
    qtbot.waitUntil(lambda: page.document is not None and page.reading_lists.job is None
                    and page.reading_clubs.job is None and not page.timer.isActive(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: page.document.title == title, timeout=TIMEOUT)  # the sheet's own language: French
    assert page.current_kind() == "pairings"
    assert page.event_box.currentData() == 1 and page.round_box.value() == 2
    assert page.category_box.currentData() == "women"
    assert page.kind_box.currentText() != "Appariements"  # the page itself speaks Dutch
    window.set_language("fr")
