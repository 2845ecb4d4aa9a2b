"""A right click on a row offers its natural actions; each is driven through the menu it pops up.
Also the result dialog's words, and the Players table's ratings in view at the default size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QTableView

from elodesk.store.events import list_events
from elodesk.ui.dialogs.explanation_dialog import ExplanationDialog
from elodesk.ui.dialogs.player_dialog import PlayerDialog
from elodesk.ui.dialogs.result_dialog import ResultDialog
from elodesk.ui.models.players_model import PlayersTableModel
from elodesk.ui.models.preview_model import NAME
from elodesk.ui.models.preview_model import ROW_ROLE as PREVIEW_ROW
from elodesk.ui.models.rows_model import ROW_ROLE as GAME_ROW
from elodesk.ui.views.players_view import SHOWN_ORDER


def right_click_menu(qtbot, table: QTableView, row: int, column: int = 1) -> QMenu:
    """Right-click a row: it is selected and its menu pops up (the platform sends the context
    menu request after the click; the test sends it the same way)."""
    pos = table.visualRect(table.model().index(row, column)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.RightButton, pos=pos)
    table.customContextMenuRequested.emit(pos)
    menu = next(m for m in table.window().findChildren(QMenu) if m.isVisible())
    return menu


def choose(qtbot, menu: QMenu, name: str) -> None:
    action = next(a for a in menu.actions() if a.objectName() == name)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def open_dialog(kind):
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()), None)


def players_row(page, name: str) -> int:
    model = page.proxy
    return next(r for r in range(model.rowCount())
                if model.index(r, PlayersTableModel.NAME).data() == name)


def test_a_players_row_menu_edits_explains_plots_and_prints_him(window, qtbot):
    page = window.show_page("players")
    row = players_row(page, "Bonnet, Manon")
    pid = page.proxy.player_id(page.proxy.index(row, 0))
    menu = right_click_menu(qtbot, page.table, row)
    assert [a.text() for a in menu.actions()] == ["&Modifier…", "E&xplication…", "&Historique",
                                                  "&Imprimer sa fiche…"]
    choose(qtbot, menu, "action-edit")
    qtbot.waitUntil(lambda: open_dialog(PlayerDialog) is not None)
    dialog = open_dialog(PlayerDialog)
    assert dialog.player_id == pid
    dialog.reject()

    choose(qtbot, right_click_menu(qtbot, page.table, row), "action-explanation")
    qtbot.waitUntil(lambda: open_dialog(ExplanationDialog) is not None)
    dialog = open_dialog(ExplanationDialog)
    text = dialog.view.toPlainText()
    assert text.startswith("Bonnet, Manon") and "Formule II" in text and "Partie de carrière" in text
    dialog.reject()

    choose(qtbot, right_click_menu(qtbot, page.table, row), "action-history")
    history = window.pages["history"]
    assert window.stack.currentWidget() is history
    assert history.model.checked == [pid] and history.current_system() == "frbe"

    window.show_page("players")
    choose(qtbot, right_click_menu(qtbot, page.table, row), "action-card")
    sheets = window.pages["sheets"]
    assert window.stack.currentWidget() is sheets
    qtbot.waitUntil(lambda: sheets.player_box.currentData() == pid)  # the page reads its lists on a worker
    assert sheets.current_kind() == "card"


def test_a_ratings_row_menu_opens_the_explanation_the_history_and_the_card(window, qtbot):
    page = window.show_page("ratings")
    qtbot.mouseClick(page.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.model.rowCount() > 0 and page.preview_button.isEnabled(), timeout=10_000)
    row = next(r for r in range(page.model.rowCount()) if page.model.index(r, NAME).data() == "Bonnet, Manon")
    player = page.model.index(row, NAME).data(PREVIEW_ROW)
    menu = right_click_menu(qtbot, page.table, row, NAME)
    assert page.table.currentIndex().row() == row
    assert [a.text() for a in menu.actions()] == ["E&xplication dans une fenêtre…", "&Historique",
                                                  "&Imprimer sa fiche…"]
    choose(qtbot, menu, "action-explanation")
    qtbot.waitUntil(lambda: open_dialog(ExplanationDialog) is not None)
    dialog = open_dialog(ExplanationDialog)
    assert dialog.view.toPlainText() == page.explanation.toPlainText()
    dialog.reject()
    choose(qtbot, right_click_menu(qtbot, page.table, row, NAME), "action-history")
    assert window.stack.currentWidget() is window.pages["history"]
    assert window.pages["history"].model.checked == [int(player.id)]
    window.show_page("ratings")
    choose(qtbot, right_click_menu(qtbot, page.table, row, NAME), "action-card")
    qtbot.waitUntil(lambda: window.pages["sheets"].player_box.currentData() == int(player.id))  # read on a worker


def test_a_games_row_menu_enters_a_result_and_deletes_the_pairing(window, qtbot, ctx):
    autumn = next(e.id for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    page = window.show_page("events")
    page.select_event(autumn)
    table = page.games.games_table
    assert table.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    assert [a.text() for a in table.actions()] == ["Saisir le résultat…", "Supprimer l'appariement"]
    pos = table.visualRect(page.games.games_proxy.index(0, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.RightButton, pos=pos)
    game = page.games.current_row()
    table.actions()[0].trigger()
    qtbot.waitUntil(lambda: isinstance(page.dialog, ResultDialog))
    assert page.dialog.game.id == game.id
    page.dialog.reject()
    qtbot.waitUntil(lambda: page.dialog is None)
    count = page.games.games_proxy.rowCount()
    table.actions()[1].trigger()
    qtbot.waitUntil(lambda: page.games.games_proxy.rowCount() == count - 1)
    assert game.id not in {page.games.games_proxy.index(r, 0).data(GAME_ROW).id
                              for r in range(page.games.games_proxy.rowCount())}
    ctx.undo_stack.undo()


def test_the_forfeit_buttons_say_what_they_enter(window, qtbot, ctx):
    autumn = next(e.id for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    page = window.show_page("events")
    page.select_event(autumn)
    dialog = ResultDialog(ctx, page.games.current_row(), window)
    qtbot.addWidget(dialog)
    words = {"+-": ("+ -   (+)\nGain des Blancs par forfait", "Les Noirs ne sont pas venus"),
             "-+": ("- +   (-)\nGain des Noirs par forfait", "Les Blancs ne sont pas venus"),
             "--": ("- -\nDouble forfait", "Aucun des deux joueurs n'est venu")}
    for result, (text, tip) in words.items():
        button = dialog.findChild(QPushButton, f"result-{result}")
        assert button.text() == text and button.toolTip().startswith(tip)
        assert button.height() >= 2 * button.fontMetrics().height()  # both lines shown


def test_the_players_ratings_are_in_view_at_the_default_size(window, qtbot):
    window.resize(1200, 760)
    page = window.show_page("players")
    header, viewport = page.table.horizontalHeader(), page.table.viewport().width()
    assert [header.logicalIndex(i) for i in range(header.count())] == list(SHOWN_ORDER)
    for column in (PlayersTableModel.FRBE_RATING, PlayersTableModel.FFE_RATING, PlayersTableModel.BE_RATING):
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= viewport
        assert header.sectionSize(column) >= page.table.sizeHintForColumn(column)
