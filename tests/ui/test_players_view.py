"""The Players page: the table model on its own, then the page driven like a user would."""

from __future__ import annotations

import gc
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from elodesk.store.db import dump
from elodesk.store.player_edits import add_player
from elodesk.store.player_table import players_table
from elodesk.store.players import Player, get_player
from elodesk.ui.context import EVERYTHING, Change, What
from elodesk.ui.dialogs.merge_dialog import MergeDialog
from elodesk.ui.dialogs.player_dialog import PlayerDialog
from elodesk.ui.models.players_filter import PlayersFilterProxyModel
from elodesk.ui.models.players_model import PlayersTableModel
from elodesk.ui.views.players_view import PlayersView

M = PlayersTableModel


# --- the model, without widgets ------------------------------------------------------------------

@pytest.fixture
def model(ctx):
    m = PlayersTableModel()
    m.load(ctx.db)
    return m


def column_values(model, column, role=Qt.ItemDataRole.DisplayRole):
    return [model.data(model.index(row, column), role) for row in range(model.rowCount())]


def test_the_model_shows_every_player_once(ctx, model):
    assert model.rowCount() == len(players_table(ctx.db)) > 100
    assert model.columnCount() == 18  # FIDE's three lists after the Bataille Empire columns
    assert len(set(column_values(model, M.ID))) == model.rowCount()


def test_the_model_gives_the_row_object_the_id_and_right_aligned_numbers(model):
    index = model.index(0, M.FRBE_RATING)
    row = model.data(index, M.ROW_ROLE)
    assert model.data(index, M.ID_ROLE) == row.id
    assert model.data(index, Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.data(model.index(0, M.NAME), Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignLeft


def test_the_model_names_the_bataille_empire_grade_of_the_level(model):
    for row in range(model.rowCount()):
        level = model.data(model.index(row, M.BE_RATING))
        shown = model.data(model.index(row, M.BE_GRADE))
        if level is not None and 1000 <= level <= 1099:
            assert shown == "Colonel"
            break
    else:
        pytest.fail("the demo club has a colonel")


def test_the_grade_is_named_in_the_windows_language(ctx, qapp):
    from elodesk.ui import i18n

    translators = i18n.install(qapp, "nl")
    try:
        dutch = PlayersTableModel()  # made in the window's language, as the page makes it
        dutch.load(ctx.db)
    finally:
        i18n.remove(qapp, translators)
    by_level = {dutch.data(dutch.index(r, M.BE_RATING)): dutch.data(dutch.index(r, M.BE_GRADE))
                for r in range(dutch.rowCount())}
    assert {g for level, g in by_level.items() if level is not None and 1000 <= level <= 1099} == {"Kolonel"}
    assert {g for level, g in by_level.items() if level is not None and 1100 <= level <= 1199} == {"Brigadegeneraal"}


def test_sorting_by_a_column_puts_missing_values_last_both_ways(model):
    model.sort(M.FFE_RATING, Qt.SortOrder.DescendingOrder)
    values = column_values(model, M.FFE_RATING)
    present = [v for v in values if v is not None]
    assert present == sorted(present, reverse=True)
    assert values[len(present):] == [None] * (len(values) - len(present))
    model.sort(M.NAME, Qt.SortOrder.AscendingOrder)
    keys = column_values(model, M.NAME, M.SORT_ROLE)
    assert keys == sorted(keys)


def test_sorting_reads_no_cell_and_folds_no_name(model, monkeypatch):
    # the sort values are made once at load: a click on a heading of 60,000 rows asking data()
    # or folding names per row froze the window for a quarter of a second
    import elodesk.ui.models.players_model as players_model

    proxy = PlayersFilterProxyModel()
    proxy.setSourceModel(model)
    calls = []
    monkeypatch.setattr(M, "data", lambda *args: calls.append("data"))
    monkeypatch.setattr(M, "cell", lambda *args: calls.append("cell"))
    monkeypatch.setattr(players_model, "search_key", lambda text: calls.append("search_key") or text)
    for column in range(M.COLUMN_COUNT):
        for order in (Qt.SortOrder.DescendingOrder, Qt.SortOrder.AscendingOrder):
            proxy.sort(column, order)
    assert calls == []


def test_a_sort_keeps_finding_each_players_row(ctx, model):
    ids = [r.id for r in players_table(ctx.db)]
    model.sort(M.FFE_RATING, Qt.SortOrder.DescendingOrder)
    for player_id in ids:  # the first few by a scan, then all by the index made once
        row = model.row_of(player_id)
        assert model.data(model.index(row, M.ID)) == player_id
    assert model.row_of(-1) is None


def test_sorting_keeps_each_row_whole(ctx, model):
    by_id = {r.id: r for r in players_table(ctx.db)}
    model.sort(M.CLUB, Qt.SortOrder.AscendingOrder)
    for row in range(model.rowCount()):
        assert model.data(model.index(row, M.NAME)) == by_id[model.data(model.index(row, M.ID))].name


def test_the_filter_ignores_case_and_accents_and_looks_at_clubs_and_ids(ctx, model):
    proxy = PlayersFilterProxyModel()
    proxy.setSourceModel(model)
    first = get_player(ctx.db, 1)
    proxy.set_filter(first.name.upper().replace("É", "E").replace("é", "e"))
    assert 1 in [proxy.player_id(proxy.index(r, 0)) for r in range(proxy.rowCount())]
    proxy.set_filter(first.frbe_id)
    assert [proxy.player_id(proxy.index(r, 0)) for r in range(proxy.rowCount())] == [1]
    proxy.set_filter("lillois")
    assert 0 < proxy.rowCount() < model.rowCount()
    proxy.set_filter("", "bataille-empire")
    assert all(model.player(model.row_of(proxy.player_id(proxy.index(r, 0)))).be_rating is not None
               for r in range(proxy.rowCount()))
    proxy.set_filter("", None)
    assert proxy.rowCount() == model.rowCount()


def test_the_filter_follows_the_rows_when_the_model_sorts(model):
    proxy = PlayersFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_filter("lillois")
    before = sorted(proxy.player_id(proxy.index(r, 0)) for r in range(proxy.rowCount()))
    proxy.sort(M.BIRTH_DATE, Qt.SortOrder.DescendingOrder)
    after = sorted(proxy.player_id(proxy.index(r, 0)) for r in range(proxy.rowCount()))
    assert after == before


def test_birth_dates_are_shown_day_first_and_still_sort_by_date(model):
    proxy = PlayersFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.sort(M.BIRTH_DATE, Qt.SortOrder.DescendingOrder)
    shown = [proxy.index(r, M.BIRTH_DATE).data() for r in range(proxy.rowCount())]
    dated = [text for text in shown if text]
    assert dated and all(re.fullmatch(r"\d\d/\d\d/\d{4}", text) for text in dated)  # not 1954-07-11
    as_dates = [tuple(reversed(text.split("/"))) for text in dated]
    assert as_dates == sorted(as_dates, reverse=True)


# --- the page ----------------------------------------------------------------------------------------

@pytest.fixture
def view(ctx, qtbot):
    page = PlayersView(ctx)
    qtbot.addWidget(page)
    page.resize(1200, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def shown_ids(view) -> list[int]:
    return [view.proxy.player_id(view.proxy.index(r, 0)) for r in range(view.proxy.rowCount())]


def row_of(view, player_id: int, column: int = M.NAME):
    return view.proxy.mapFromSource(view.model.index(view.model.row_of(player_id), column))


def click_row(qtbot, view, player_id: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    index = row_of(view, player_id)
    view.table.scrollTo(index)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, modifier,
                     view.table.visualRect(index).center())


def double_click_row(qtbot, view, player_id: int) -> None:
    """A real double-click: press and release, then the double-click (Qt's views want the press first)."""
    index = row_of(view, player_id)
    view.table.scrollTo(index)
    point = view.table.visualRect(index).center()
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def open_dialog(qtbot, view, kind):
    qtbot.waitUntil(lambda: any(d.isVisible() for d in view.findChildren(kind)))
    return next(d for d in view.findChildren(kind) if d.isVisible())


def test_typing_in_the_filter_narrows_the_table_and_the_count(qtbot, view):
    total = view.model.rowCount()
    assert view.count.text() == f"{total} of {total} players"
    qtbot.keyClicks(view.filter, "lillois")
    qtbot.waitUntil(lambda: view.proxy.rowCount() < total)
    shown = view.proxy.rowCount()
    assert shown > 0
    assert view.count.text() == f"{shown} of {total} players"
    view.filter.clear()
    qtbot.waitUntil(lambda: view.proxy.rowCount() == total)


def test_the_system_box_shows_only_the_players_rated_in_it(qtbot, view):
    total = view.model.rowCount()
    view.system.setCurrentIndex(view.system.findData("bataille-empire"))
    qtbot.waitUntil(lambda: view.proxy.rowCount() < total)
    assert all(view.model.player(view.model.row_of(pid)).be_rating is not None for pid in shown_ids(view))


def test_clicking_a_header_sorts_by_that_column(qtbot, view):
    header = view.table.horizontalHeader()
    column = M.FRBE_RATING
    header_point = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2,
                          header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=header_point)
    assert header.sortIndicatorSection() == column
    ratings = [view.proxy.index(r, column).data() for r in range(view.proxy.rowCount())]
    numbers = [r for r in ratings if isinstance(r, int)]
    first_order = header.sortIndicatorOrder()
    assert numbers == sorted(numbers, reverse=first_order == Qt.SortOrder.DescendingOrder)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=header_point)
    assert header.sortIndicatorOrder() != first_order
    numbers = [view.proxy.index(r, column).data() for r in range(view.proxy.rowCount())]
    numbers = [r for r in numbers if isinstance(r, int)]
    assert numbers == sorted(numbers, reverse=header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder)


def test_double_click_edit_the_club_then_undo(qtbot, ctx, view):
    old_club = get_player(ctx.db, 1).club
    double_click_row(qtbot, view, 1)
    dialog = open_dialog(qtbot, view, PlayerDialog)
    dialog.club.clear()
    qtbot.keyClicks(dialog.club, "Echiquier de Namur")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert row_of(view, 1, M.CLUB).data() == "Echiquier de Namur"
    assert view.selected_ids() == [1]
    ctx.undo_stack.undo()
    assert row_of(view, 1, M.CLUB).data() == old_club
    ctx.undo_stack.redo()
    assert row_of(view, 1, M.CLUB).data() == "Echiquier de Namur"


def test_enter_on_a_row_opens_the_edit_dialog(qtbot, view):
    click_row(qtbot, view, 2)
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    dialog = open_dialog(qtbot, view, PlayerDialog)
    assert dialog.player_id == 2
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)


def test_an_invalid_matricule_turns_the_field_red_and_disables_ok(qtbot, view):
    click_row(qtbot, view, 1)
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, view, PlayerDialog)
    assert dialog.ok.isEnabled()
    dialog.frbe_id.clear()
    qtbot.keyClicks(dialog.frbe_id, "12a")
    assert not dialog.ok.isEnabled()
    assert dialog.frbe_id.property("invalid") is True
    assert dialog.messages["frbe_id"].isVisible()
    assert "1 to 5 digits" in dialog.messages["frbe_id"].text()
    qtbot.keyClick(dialog.frbe_id, Qt.Key.Key_Backspace)  # "12": a founding member's short matricule
    assert dialog.ok.isEnabled()
    qtbot.keyClicks(dialog.frbe_id, "3456")
    assert not dialog.ok.isEnabled()  # six digits
    qtbot.keyClick(dialog.frbe_id, Qt.Key.Key_Backspace)
    assert dialog.ok.isEnabled()
    assert not dialog.messages["frbe_id"].isVisible()


def test_a_name_and_a_licence_are_checked_too(qtbot, ctx):
    dialog = PlayerDialog(ctx, None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ok.isEnabled()  # no name yet
    qtbot.keyClicks(dialog.name, "Zeta, Zoe")  # QTest types ASCII only
    assert dialog.ok.isEnabled()
    qtbot.keyClicks(dialog.ffe_id, "123456")
    assert not dialog.ok.isEnabled()
    dialog.ffe_id.clear()
    qtbot.keyClicks(dialog.ffe_id, "a12345")
    assert dialog.ok.isEnabled()


def test_an_id_another_player_holds_is_pointed_out_without_blocking(qtbot, ctx):
    other = get_player(ctx.db, 2)
    dialog = PlayerDialog(ctx, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.frbe_id.setText(other.frbe_id)
    assert dialog.ok.isEnabled()
    assert "Player 2" in dialog.messages["frbe_id"].text()


def test_a_new_player_appears_selected_and_undo_removes_him(qtbot, ctx, view):
    total = view.model.rowCount()
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, view, PlayerDialog)
    qtbot.keyClicks(dialog.name, "Zeta, Zoe")  # QTest types ASCII only
    qtbot.keyClicks(dialog.frbe_id, "99999")
    qtbot.mouseClick(dialog.no_birth_date, Qt.MouseButton.LeftButton)  # known after all
    dialog.birth_date.setDate(dialog.birth_date.date().addYears(-5))
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() == total + 1)
    (pid,) = view.selected_ids()
    assert get_player(ctx.db, pid).name == "Zeta, Zoe"
    assert get_player(ctx.db, pid).birth_date is not None
    ctx.undo_stack.undo()
    assert view.model.rowCount() == total
    ctx.undo_stack.redo()
    assert view.model.row_of(pid) is not None


def test_merge_two_records_of_one_person_then_undo(qtbot, ctx, view):
    lea = get_player(ctx.db, 1)
    double = add_player(ctx.db, Player(lea.name + "-Marie", ffe_id="Z12345", club=None))
    ctx.notify(Change(What.PLAYERS))
    before = dump(ctx.db)
    total = view.model.rowCount()
    qtbot.keyClicks(view.filter, "De Smet")
    qtbot.waitUntil(lambda: view.proxy.rowCount() < total)
    assert not view.merge_button.isEnabled()
    click_row(qtbot, view, 1)
    click_row(qtbot, view, double, Qt.KeyboardModifier.ControlModifier)
    assert sorted(view.selected_ids()) == [1, double]
    assert view.merge_button.isEnabled()
    qtbot.mouseClick(view.merge_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, view, MergeDialog)
    qtbot.waitUntil(dialog.ok.isEnabled)  # once a worker found no game they played together
    assert dialog.kept() == 1  # the record with ratings is kept by default
    assert dialog.choices["ffe_id"].checkedId() == double  # the kept record has no licence: the other's wins
    qtbot.mouseClick(dialog.findChild(type(dialog.keep_group.button(1)), f"name-{double}"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() == total - 1)
    merged = get_player(ctx.db, 1)
    assert (merged.name, merged.ffe_id) == (lea.name + "-Marie", "Z12345")
    assert view.selected_ids() == [1]
    ctx.undo_stack.undo()
    assert view.model.rowCount() == total
    assert dump(ctx.db) == before


def test_two_players_who_met_cannot_be_merged(qtbot, ctx):
    opponents = ctx.db.execute("SELECT white_id, black_id FROM chess_games LIMIT 1").fetchone()
    dialog = MergeDialog(ctx, *opponents)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ok.isEnabled()
    qtbot.waitUntil(dialog.refusal.isVisible)  # a worker looks for games they played together
    assert not dialog.ok.isEnabled()
    assert "played each other" in dialog.refusal.text()


def test_the_page_follows_changes_made_elsewhere(qtbot, ctx, view):
    total = view.model.rowCount()
    add_player(ctx.db, Player("Elsewhere, Eve"))
    ctx.notify(EVERYTHING)
    assert view.model.rowCount() == total + 1
    assert view.count.text() == f"{total + 1} of {total + 1} players"


def test_a_hidden_page_reads_a_change_once_when_shown(qtbot, ctx, monkeypatch):
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from elodesk.ui.views import players_view

    pages = QStackedWidget()  # as in the window
    qtbot.addWidget(pages)
    view = PlayersView(ctx)
    pages.addWidget(view)
    pages.addWidget(QWidget())
    pages.show()
    pages.setCurrentIndex(1)  # another page shown: the players are hidden
    reads = []
    monkeypatch.setattr(players_view, "players_table", lambda db: reads.append(1) or players_table(db))
    total = view.model.rowCount()
    first = add_player(ctx.db, Player("Hidden, Hugo"))
    ctx.notify(Change.of_players([first]))
    second = add_player(ctx.db, Player("Hidden, Hilda"))
    ctx.notify(EVERYTHING)
    assert reads == [] and view.model.rowCount() == total  # nobody sees it: nothing read
    pages.setCurrentIndex(0)
    assert reads == [1]  # both changes, read once
    assert {first, second} <= set(shown_ids(view))
    pages.setCurrentIndex(1)
    pages.setCurrentIndex(0)
    assert reads == [1]  # shown again, nothing changed: nothing read


def test_a_player_asked_of_the_hidden_page_is_read_first(qtbot, ctx, view):
    view.hide()
    pid = add_player(ctx.db, Player("Asked, Anna"))
    ctx.notify(Change.of_players([pid]))
    view.select_player(pid)  # as the new-player dialog does once saved
    assert view.selected_ids() == [pid]


# --- a federation's players: read on a worker, columns fitted from a sample -------------------------------

def test_a_large_club_is_read_on_a_worker_and_the_selection_follows(monkeypatch, qtbot, ctx):
    import threading

    from elodesk.ui.models import players_model
    from elodesk.ui.views import players_view

    monkeypatch.setattr(players_view, "READ_AT_ONCE", 10)  # the demo club's 199 players count as many
    threads = []

    batches = players_model.players_table_batches

    def table(db):
        threads.append(threading.current_thread() is threading.main_thread())
        return batches(db, 50)

    monkeypatch.setattr(players_model, "players_table_batches", table)
    view = PlayersView(ctx)
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    assert view.model.rowCount() == 0  # nothing read on the UI thread
    total = len(players_table(ctx.db))
    qtbot.waitUntil(lambda: view.model.rowCount() == total)
    assert sorted(view.model.rows) == sorted(players_table(ctx.db))  # read in batches of 50, all of them
    gc.collect(0)  # the youngest rows looked at once, as the next young collection would
    assert not any(map(gc.is_tracked, view.model.rows))  # plain tuples: no later collection walks them
    view.select_players([2], 2)
    pid = add_player(ctx.db, Player("Zeta, Zoe"))
    view.filter.setText("De Smet")  # hides the new player
    qtbot.waitUntil(lambda: view.proxy.rowCount() < total)
    ctx.notify(Change(What.PLAYERS))
    view.select_player(pid)  # as a dialog does once saved, before the rows are read
    qtbot.waitUntil(lambda: view.model.rowCount() == total + 1)
    assert view.selected_ids() == [pid]
    assert view.filter.text() == ""  # cleared: the player asked for is shown
    assert threads and not any(threads)


def test_fitting_the_columns_measures_a_sample_not_every_row(monkeypatch, qtbot, ctx):
    from elodesk.ui.views import players_view

    monkeypatch.setattr(players_view, "SAMPLE_ROWS", 20)
    asked: set[int] = set()
    cell, display = PlayersTableModel.cell, PlayersTableModel.display

    def counted_cell(self, row, column, role):
        asked.add(row)
        return cell(self, row, column, role)

    def counted_display(self, row, column):
        asked.add(row)
        return display(self, row, column)

    monkeypatch.setattr(PlayersTableModel, "cell", counted_cell)
    monkeypatch.setattr(PlayersTableModel, "display", counted_display)
    view = PlayersView(ctx)
    qtbot.addWidget(view)
    view.resize(1200, 400)
    view.show()
    qtbot.waitExposed(view)
    shown = view.table.viewport().height() // view.table.verticalHeader().defaultSectionSize() + 2
    assert view.model.rowCount() > 100
    assert len(asked) <= 20 + shown < view.model.rowCount()
    assert view.table.columnWidth(M.NAME) > view.table.columnWidth(M.SEX)  # fitted all the same
