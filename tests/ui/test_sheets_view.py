"""The Sheets page: choose a sheet, see its pages, save it as PDF, print it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QComboBox

from elodesk.store.runs import undo
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.views import sheet_output, sheets_view
from elodesk.ui.views.sheet_output import file_stem
from elodesk.ui.views.sheets_view import SheetsView


@pytest.fixture
def view(ctx, qtbot):
    page = SheetsView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    with qtbot.waitSignal(page.preview_ready, timeout=10000):
        page.show()
    return page


def choose(qtbot, view: SheetsView, combo: QComboBox, value) -> None:
    """Pick an item with the keyboard, as a user does, and wait for the new preview."""
    combo.setFocus()
    start = combo.currentIndex()
    key = Qt.Key.Key_Down if combo.findData(value) > start else Qt.Key.Key_Up
    while combo.currentData() != value:
        with qtbot.waitSignal(view.preview_ready, timeout=10000):
            qtbot.keyClick(combo, key)


def test_the_page_opens_on_the_ranking_list_in_french(view):
    assert view.document is not None and view.document.title == "Classement — Elo belge (FRBE)"
    assert view.preview.pageCount() == 2
    assert view.pages_label.text() == "2 page(s)"
    assert view.summary.text() == view.document.subtitle
    assert view.print_button.isEnabled() and view.pdf_button.isEnabled()


def test_the_page_is_shown_before_its_lists_are_read(ctx, qtbot):
    page = SheetsView(ctx)
    qtbot.addWidget(page)
    page.show()
    assert page.isVisible() and page.lists_timer.isActive() and page.reading_lists.job is None
    qtbot.waitSignal(page.preview_ready, timeout=10000).wait()
    assert page.player_box.count() > 100 and page.preview.pageCount() == 2


def test_only_the_choices_of_the_sheet_are_shown(view, qtbot):
    assert view.system_box.isVisible() and view.category_box.isVisible() and not view.event_box.isVisible()
    choose(qtbot, view, view.kind_box, "standings")
    assert view.event_box.isVisible() and not view.system_box.isVisible() and not view.player_box.isVisible()
    choose(qtbot, view, view.kind_box, "card")
    assert view.player_box.isVisible() and not view.event_box.isVisible()


def test_a_chess_crosstable_is_previewed_in_landscape(view, qtbot):
    choose(qtbot, view, view.kind_box, "standings")
    choose(qtbot, view, view.event_box, 1)
    assert view.document.title == "Championnat du cercle 2025"
    assert view.preview.pageLayout().orientation() == QPageLayout.Orientation.Landscape
    choose(qtbot, view, view.event_box, 5)  # a Bataille Empire event fits a portrait page
    assert view.preview.pageLayout().orientation() == QPageLayout.Orientation.Portrait


def test_a_record_card_for_a_player_typed_in(view, qtbot):
    choose(qtbot, view, view.kind_box, "card")
    label = view.player_box.itemText(view.player_box.findData(126))
    view.player_box.lineEdit().clear()
    with qtbot.waitSignal(view.preview_ready, timeout=10000):
        qtbot.keyClicks(view.player_box.lineEdit(), label)
        qtbot.keyClick(view.player_box.lineEdit(), Qt.Key.Key_Return)
    assert view.player_box.currentData() == 126
    assert view.document.title == f"Fiche du joueur — {label.split(' (')[0]}"


def test_filters_and_the_sheet_language(view, qtbot):
    choose(qtbot, view, view.category_box, "women")
    assert "dames" in view.document.subtitle
    with qtbot.waitSignal(view.preview_ready, timeout=10000):
        qtbot.mouseClick(view.active_box, Qt.MouseButton.LeftButton, pos=QPoint(8, view.active_box.height() // 2))
    assert "joueurs actifs seulement" in view.document.subtitle
    choose(qtbot, view, view.language_box, "en")
    assert view.document.title == "Ranking list — Belgian Elo (FRBE)"
    assert "women" in view.document.subtitle and "active players only" in view.document.subtitle


def test_save_as_pdf(view, qtbot, monkeypatch, tmp_path):
    from tests.printing.pdf_text import read_pdf

    asked = {}

    def save_name(parent, title, suggested, filters):
        asked["suggested"] = suggested
        return str(tmp_path / "classement"), filters

    monkeypatch.setattr(sheet_output, "save_path", save_name)
    with qtbot.waitSignal(view.printed, timeout=10000):  # written on a worker
        qtbot.mouseClick(view.pdf_button, Qt.MouseButton.LeftButton)
    assert asked["suggested"] == "classement-elo-belge-frbe.pdf"
    pages = read_pdf(tmp_path / "classement.pdf")
    assert len(pages) == 2 and "Classement — Elo belge (FRBE)" in pages[0].text()
    assert view.summary.text() == "Saved: classement.pdf, 2 page(s)."


def test_print_sends_the_sheet_to_the_chosen_printer(view, qtbot, monkeypatch, tmp_path):
    from tests.printing.pdf_text import read_pdf

    target = tmp_path / "printed.pdf"

    class Dialog:  # the user picks a printer (here: a PDF file) and presses Print
        def __init__(self, printer, parent):
            self.printer = printer

        def setWindowTitle(self, title):
            pass

        def exec(self):
            self.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            self.printer.setOutputFileName(str(target))
            return 1

    monkeypatch.setattr(sheet_output, "QPrintDialog", Dialog)
    choose(qtbot, view, view.kind_box, "grades")
    with qtbot.waitSignal(view.printed, timeout=10000):  # painted on a worker
        qtbot.mouseClick(view.print_button, Qt.MouseButton.LeftButton)
    pages = read_pdf(target)
    assert "Tableau des grades — Bataille Empire" in pages[0].text()
    assert view.summary.text() == f"{len(pages)} page(s) sent to the printer."


def test_a_change_of_ratings_is_shown_again(view, ctx, qtbot):
    choose(qtbot, view, view.kind_box, "standings")
    choose(qtbot, view, view.event_box, 18)
    assert "Pas encore appliqué" not in view.document.text()
    undo(ctx.db, "diplomacy")
    with qtbot.waitSignal(view.preview_ready, timeout=10000):
        ctx.notify(Change(What.RATINGS, system="diplomacy"))
    assert view.event_box.currentData() == 18
    assert "Pas encore appliqué" in view.document.text()


def test_an_empty_club_says_what_is_missing(qtbot, tmp_path):
    context = AppContext(tmp_path / "empty.elodesk", "en")
    page = SheetsView(context)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.preview_ready, timeout=10000) as ready:
        page.show()
    assert ready.args == [1]  # an empty ranking list is still a sheet
    assert page.language_box.currentData() == "en"
    choose(qtbot, page, page.kind_box, "standings")
    assert page.document is None and page.summary.text() == "No event yet: import one from the File menu."
    assert not page.pdf_button.isEnabled() and not page.print_button.isEnabled()
    context.db.conn.close()


def test_file_names_from_titles():
    assert file_stem("Classement — Elo belge (FRBE)") == "classement-elo-belge-frbe"
    assert file_stem("Fiche du joueur — Dubois, Élise") == "fiche-du-joueur-dubois-elise"
    assert file_stem("——") == "sheet"


def test_a_refresh_pending_when_the_database_closes_never_runs(view, ctx, qtbot):
    built = []
    view.preview_ready.connect(built.append)
    view.schedule()
    assert view.timer.isActive()
    ctx.close()
    qtbot.wait(3 * sheets_view.REFRESH_MS)  # a refresh that ran now would read a closed database
    assert not view.timer.isActive() and built == []


def test_a_hidden_page_keeps_its_refresh_for_when_it_is_shown_again(view, qtbot):
    view.schedule()
    view.hide()
    assert not view.timer.isActive()
    with qtbot.waitSignal(view.preview_ready, timeout=10000):
        view.show()
