"""The Events page on the demo club: results typed in fast, battles and Diplomacy boards corrected,
pairings and events added, every edit undone and redone through the context's undo stack."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QThreadPool
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolTip,
)

from elodesk.store import audit, battle_edits, diplomacy_edits, event_edits, games
from elodesk.store.event_rows import ByeRow, ChessGameRow, EventPlayer
from elodesk.store.events import list_events
from elodesk.ui.context import Change, What
from elodesk.ui.dialogs.battle_dialog import BattleDialog
from elodesk.ui.dialogs.diplomacy_game_dialog import DiplomacyGameDialog
from elodesk.ui.dialogs.event_dialog import EventDialog, PairingDialog
from elodesk.ui.dialogs.result_dialog import ResultDialog
from elodesk.ui.formatting import points_text, result_text
from elodesk.ui.models.chess_pairings_model import PA_RESULT
from elodesk.ui.models.chess_standings_model import ChessStandingsModel
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.views import events_view
from elodesk.ui.views.events_view import EventsView

AUTUMN = "Tournoi d'automne"


@pytest.fixture
def view(ctx, qtbot):
    page = EventsView(ctx)
    qtbot.addWidget(page)
    page.resize(1300, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def event_id(ctx, name: str) -> int:
    return next(e.id for e in list_events(ctx.db) if e.name == name)


def open_event(qtbot, view: EventsView, name: str) -> None:
    """Click the event's line in the list."""
    proxy = view.events_proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data(ROW_ROLE).name == name)
    index = proxy.index(row, 0)
    view.events_list.scrollTo(index)
    qtbot.mouseClick(view.events_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.events_list.visualRect(index).center())
    qtbot.waitUntil(lambda: view.current_event is not None and view.current_event.name == name)


def shown_games(view: EventsView) -> list[Any]:
    proxy = view.games.games_proxy
    return [proxy.index(r, 0).data(ROW_ROLE) for r in range(proxy.rowCount())]


def cell_center(view: EventsView, proxy_row: int, column: int = PA_RESULT):
    index = view.games.games_proxy.index(proxy_row, column)
    view.games.games_table.scrollTo(index)
    return view.games.games_table.visualRect(index).center()


def double_click_game(qtbot, view: EventsView, proxy_row: int, column: int = PA_RESULT):
    pos = cell_center(view, proxy_row, column)
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.waitUntil(lambda: view.dialog is not None and view.dialog.isVisible())
    return view.dialog


def stored_result(ctx, game_id: int) -> str:
    event = next(g for e in list_events(ctx.db) for g in games.chess_games(ctx.db, e.id) if g.id == game_id)
    return event.result


def standings_done(view: EventsView) -> None:
    """The standings a typed result started on a worker, shown."""
    for _ in range(100):
        if view.games.results.job.job is None:
            return
        QThreadPool.globalInstance().waitForDone(10_000)
        QApplication.processEvents()
    raise AssertionError("the standings never came")


def points(view: EventsView) -> dict[int, float]:
    """The standings' points, once those a result started are shown."""
    standings_done(view)
    return {row.player_id: row.points for row in view.games.chess.standings_model.rows}


def click_radio(qtbot, button: QRadioButton) -> None:
    """Click on the indicator (a radio button takes clicks on its indicator and text only)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(button.height() // 2, button.height() // 2))


def ok_button(dialog) -> QPushButton:
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


# --- chess: the arbiter's fast entry -----------------------------------------------------------------------


def test_the_events_list_shows_the_newest_first_and_the_autumn_tournament_opens_on_its_last_round(qtbot, view):
    proxy = view.events_proxy
    starts = [proxy.index(r, 0).data(ROW_ROLE).start for r in range(proxy.rowCount())]
    assert starts == sorted(starts, reverse=True)
    open_event(qtbot, view, AUTUMN)
    assert view.title.text() == AUTUMN
    assert view.games.round_combo.currentData() == 7  # every round is played: the last one
    assert {g.round for g in shown_games(view)} == {7} and len(shown_games(view)) == 25
    assert view.games.current_row() == shown_games(view)[0]
    assert not view.rated_note.isVisibleTo(view)  # the second half of 2025 is not applied yet


def test_double_click_then_equals_stores_a_draw_recomputes_the_standings_and_moves_on(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    target = next(i for i, g in enumerate(rows) if g.result == "1-0")
    game = rows[target]
    before = points(view)

    dialog = double_click_game(qtbot, view, target)
    assert isinstance(dialog, ResultDialog)
    assert game.white in dialog.findChild(type(view.title), "pairing").text()
    qtbot.keyClick(dialog, "=")

    qtbot.waitUntil(lambda: view.dialog is None)
    assert stored_result(ctx, game.id) == "1/2-1/2"
    after = points(view)
    assert after[game.white_id] == before[game.white_id] - 0.5
    assert after[game.black_id] == before[game.black_id] + 0.5
    assert view.games.games_proxy.index(target, PA_RESULT).data() == "½-½"
    assert view.games.current_row().id == rows[target + 1].id  # on to the next game of the round
    assert audit.entries(ctx.db, 1)[0].detail["change"] == "chess_result"


def test_a_key_on_the_selected_game_enters_the_result_without_the_dialog_and_moves_on(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    target = next(i for i, g in enumerate(rows) if g.result != "1-0" and i + 2 < len(rows))
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, target))
    assert view.games.current_row().id == rows[target].id

    qtbot.keyClick(view.games.games_table, "1")
    assert stored_result(ctx, rows[target].id) == "1-0"
    assert view.games.current_row().id == rows[target + 1].id
    assert view.dialog is None
    # and again on the next one: the arbiter types the results of the round one after the other
    qtbot.keyClick(view.games.games_table, "0")
    assert stored_result(ctx, rows[target + 1].id) == "0-1"
    assert view.games.current_row().id == rows[target + 2].id


def typed(widget, key: Qt.Key, text: str) -> None:
    """A key the way a keyboard layout sends it: its code and the text it types (QTest spells only ASCII)."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))


def test_azerty_digit_keys_enter_results_and_a_key_that_means_nothing_says_so(qtbot, ctx, view):
    # French and Belgian AZERTY keyboards type "&" and "à" on the digit keys 1 and 0.
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    target = next(i for i, g in enumerate(rows) if g.result != "1-0" and i + 2 < len(rows))
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, target))
    qtbot.keyClick(view.games.games_table, "&")
    assert stored_result(ctx, rows[target].id) == "1-0"
    typed(view.games.games_table, Qt.Key.Key_Agrave, "à")
    assert stored_result(ctx, rows[target + 1].id) == "0-1"
    here, result = view.games.current_row().id, stored_result(ctx, rows[target + 2].id)
    typed(view.games.games_table, Qt.Key.Key_Eacute, "é")
    assert (view.games.current_row().id, stored_result(ctx, here)) == (here, result)  # nothing entered, no move
    assert QToolTip.isVisible() and "é" in QToolTip.text() and "0 (0-1)" in QToolTip.text()


def test_undo_and_redo_restore_and_reapply_a_result_and_the_standings(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    target = next(i for i, g in enumerate(rows) if g.result == "0-1")
    game, before = rows[target], points(view)
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, target))
    qtbot.keyClick(view.games.games_table, "1")
    assert stored_result(ctx, game.id) == "1-0"
    assert points(view)[game.white_id] == before[game.white_id] + 1

    ctx.undo_stack.undo()
    assert stored_result(ctx, game.id) == "0-1"
    assert points(view) == before
    assert view.games.current_row().id == game.id  # the undone game is shown
    ctx.undo_stack.redo()
    assert stored_result(ctx, game.id) == "1-0"
    assert points(view)[game.black_id] == before[game.black_id] - 1
    assert view.games.games_proxy.index(target, PA_RESULT).data() == "1-0"


@pytest.mark.parametrize(("key", "stored", "shown", "white_points"), [
    ("+", "+-", "+ -", 1.0), ("-", "-+", "- +", 0.0),
])
def test_forfeit_keys_enter_forfeits_that_count_in_the_standings(qtbot, ctx, view, key, stored, shown, white_points):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    game = rows[3]
    before = points(view)
    scored = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[game.result]
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, 3))
    qtbot.keyClick(view.games.games_table, key)
    assert stored_result(ctx, game.id) == stored
    assert view.games.games_proxy.index(3, PA_RESULT).data() == shown
    assert points(view)[game.white_id] == before[game.white_id] - scored + white_points
    white = next(r for r in view.games.chess.standings_model.rows if r.player_id == game.white_id)
    assert white.results[7].endswith("F")


def test_the_result_dialog_buttons_give_a_double_forfeit_and_no_result(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    game, before = rows[5], points(view)
    scored = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}[game.result]
    dialog = double_click_game(qtbot, view, 5)
    assert dialog.findChild(QPushButton, "result-1-0").text().startswith("1-0   (1)")  # the digit, not AZERTY's "&"
    assert dialog.findChild(QPushButton, "result-0-1").text().startswith("0-1   (0)")
    qtbot.mouseClick(dialog.findChild(QPushButton, "result---"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert stored_result(ctx, game.id) == "--"
    assert view.games.current_row().id == rows[6].id
    assert points(view)[game.white_id] == before[game.white_id] - scored[0]  # neither scores
    assert points(view)[game.black_id] == before[game.black_id] - scored[1]
    dialog = double_click_game(qtbot, view, 5)
    qtbot.mouseClick(dialog.findChild(QPushButton, "result-*"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert stored_result(ctx, rows[5].id) == "*"
    assert view.games.games_proxy.index(5, PA_RESULT).data() == ""  # an unplayed game shows no result
    # Escape leaves the result as it is
    dialog = double_click_game(qtbot, view, 5)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert stored_result(ctx, rows[5].id) == "*"


def test_entering_a_result_reads_only_the_open_event_again(qtbot, ctx, view, monkeypatch):
    open_event(qtbot, view, AUTUMN)
    calls = []
    monkeypatch.setattr(events_view, "list_events", lambda db: calls.append(1) or list_events(db))
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, 0))
    qtbot.keyClick(view.games.games_table, "0")
    assert calls == []  # no full reload of the events list (speed is measured in benchmarks/)


# --- Bataille Empire -------------------------------------------------------------------------------------------------


def test_a_battle_is_corrected_through_its_dialog_and_the_generals_follow(qtbot, ctx, view):
    name = "Manifestation 2025-4"
    open_event(qtbot, view, name)
    assert view.rated_note.isVisibleTo(view)  # already rated: the page says so
    battle = shown_games(view)[0]
    eid = event_id(ctx, name)
    dialog = double_click_game(qtbot, view, 0, 1)
    assert isinstance(dialog, BattleDialog)

    # side A gets a second general: the first of the list who is not fighting yet in this battle
    combo = dialog.findChild(QComboBox, "side-a-2")
    fighting = {pid for pid, _ in battle.side_a + battle.side_b}
    newcomer = next(i for i in range(1, combo.count()) if combo.itemData(i) not in fighting)
    combo.setFocus()
    for _ in range(newcomer):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    click_radio(qtbot, dialog.findChild(QRadioButton, "result-a-crushing"))
    # naming a general of side B on side A too is refused on the spot
    other = dialog.findChild(QComboBox, "side-a-3")
    other.setCurrentIndex(other.findData(battle.side_b[0][0]))
    assert not ok_button(dialog).isEnabled()
    assert "both sides" in dialog.error.text()
    other.setCurrentIndex(0)
    assert ok_button(dialog).isEnabled()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    stored = battle_edits.battle_values(ctx.db, battle.id)
    assert stored.result == "a-crushing"
    assert stored.side_a == (battle.side_a[0][0], combo.itemData(newcomer))
    generals = {row.player_id: row for row in view.games.battles.standings_model.rows}
    assert generals[combo.itemData(newcomer)].victories >= 1
    assert any(b.id == battle.id and len(b.side_a) == 2 for b in games.battles(ctx.db, eid))

    ctx.undo_stack.undo()
    assert battle_edits.battle_values(ctx.db, battle.id).result == battle.result
    assert [pid for pid, _ in shown_games(view)[0].side_a] == [pid for pid, _ in battle.side_a]


def test_a_battle_is_added_in_the_chosen_round(qtbot, ctx, view):
    name = "Manifestation 2025-4"
    open_event(qtbot, view, name)
    count = len(games.battles(ctx.db, event_id(ctx, name)))
    view.games.round_combo.setCurrentIndex(view.games.round_combo.findData(2))
    qtbot.mouseClick(view.games.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is not None and view.dialog.isVisible())
    dialog = view.dialog
    assert dialog.findChild(QSpinBox, "round").value() == 2
    assert not ok_button(dialog).isEnabled()  # no general, no result yet
    dialog.findChild(QComboBox, "side-a-1").setCurrentIndex(1)
    dialog.findChild(QComboBox, "side-b-1").setCurrentIndex(2)
    click_radio(qtbot, dialog.findChild(QRadioButton, "result-draw"))
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert len(games.battles(ctx.db, event_id(ctx, name))) == count + 1
    assert len(shown_games(view)) == len([b for b in games.battles(ctx.db, event_id(ctx, name)) if b.round == 2])
    ctx.undo_stack.undo()
    assert len(games.battles(ctx.db, event_id(ctx, name))) == count


# --- Diplomacy ------------------------------------------------------------------------------------------------------


def test_a_diplomacy_games_centres_are_edited_and_its_board_rescored(qtbot, ctx, view):
    name = "Saison de Diplomatie 2025"
    open_event(qtbot, view, name)
    game = shown_games(view)[0]
    assert view.games.standings_title.text().endswith(game.ref)
    dialog = double_click_game(qtbot, view, 0, 0)
    assert isinstance(dialog, DiplomacyGameDialog)
    centres = {r.role: r.centers for r in game.results}
    # England takes two centres from Turkey
    england = dialog.findChild(QSpinBox, "centres-England")
    turkey = dialog.findChild(QSpinBox, "centres-Turkey")
    for spin, value in ((turkey, max(0, centres["Turkey"] - 2)), (england, centres["England"] + 2)):
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, str(value))
        qtbot.keyClick(spin, Qt.Key.Key_Tab)
    assert "of 34" in dialog.total.text()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    stored = {r.role: r for r in diplomacy_edits.diplomacy_values(ctx.db, game.id).results}
    assert stored["England"].centers == centres["England"] + 2
    assert stored["Turkey"].centers == max(0, centres["Turkey"] - 2)
    assert stored["Turkey"].eliminated == (stored["Turkey"].centers == 0)
    board = {line.role: line for line in view.games.diplomacy.standings_model.rows}
    assert board["England"].centers == centres["England"] + 2
    assert view.games.current_row().id == game.id

    ctx.undo_stack.undo()
    assert {r.role: r.centers for r in diplomacy_edits.diplomacy_values(ctx.db, game.id).results} == centres


def test_the_diplomacy_dialog_refuses_more_centres_than_the_map(qtbot, view):
    open_event(qtbot, view, "Saison de Diplomatie 2025")
    dialog = double_click_game(qtbot, view, 0, 0)
    spin = dialog.findChild(QSpinBox, "centres-Russia")
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "30")
    assert not ok_button(dialog).isEnabled()
    assert "the map has 34" in dialog.error.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


# --- adding by hand -----------------------------------------------------------------------------------------------


def test_add_a_pairing_with_a_club_player_new_to_the_event(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    eid = event_id(ctx, AUTUMN)
    in_event = {p.id for p in games.event_players(ctx.db, eid)}
    qtbot.mouseClick(view.games.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is not None and view.dialog.isVisible())
    dialog = view.dialog
    assert isinstance(dialog, PairingDialog)
    spin = dialog.findChild(QSpinBox, "round")
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "8")
    anyone = dialog.findChild(QCheckBox, "anyone")
    qtbot.mouseClick(anyone, Qt.MouseButton.LeftButton, pos=QPoint(anyone.height() // 2, anyone.height() // 2))
    assert anyone.isChecked()
    white, black = dialog.findChild(QComboBox, "white"), dialog.findChild(QComboBox, "black")
    outsider = next(i for i in range(white.count()) if white.itemData(i) not in in_event)
    member = next(i for i in range(black.count()) if black.itemData(i) in in_event)
    white.setCurrentIndex(outsider)
    black.lineEdit().selectAll()
    qtbot.keyClicks(black.lineEdit(), black.itemText(member))
    assert ok_button(dialog).isEnabled()
    white_id, black_id = white.itemData(outsider), black.itemData(member)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    added = games.chess_games(ctx.db, eid)[-1]
    assert (added.round, added.board, added.white_id, added.black_id, added.result) == \
        (8, 1, white_id, black_id, "*")
    assert white_id in {p.id for p in games.event_players(ctx.db, eid)}
    assert view.games.round_combo.currentData() == 8 and view.games.current_row().id == added.id
    assert view.games.games_proxy.index(0, PA_RESULT).data() == ""
    # the new game takes its result like any other
    qtbot.keyClick(view.games.games_table, "=")
    assert stored_result(ctx, added.id) == "1/2-1/2"

    ctx.undo_stack.undo()
    ctx.undo_stack.undo()
    assert games.chess_games(ctx.db, eid)[-1].round == 7
    assert white_id not in {p.id for p in games.event_players(ctx.db, eid)}
    ctx.undo_stack.redo()
    assert games.chess_games(ctx.db, eid)[-1].id == added.id


def test_a_pairing_can_be_deleted_and_brought_back(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    eid = event_id(ctx, AUTUMN)
    game = shown_games(view)[2]
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, 2))
    qtbot.mouseClick(view.games.delete_button, Qt.MouseButton.LeftButton)
    assert game.id not in {g.id for g in games.chess_games(ctx.db, eid)}
    assert game.id not in {g.id for g in shown_games(view)}
    ctx.undo_stack.undo()
    assert game.id in {g.id for g in shown_games(view)}


def test_create_a_new_event_then_undo_it(qtbot, ctx, view):
    qtbot.mouseClick(view.new_event_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is not None and view.dialog.isVisible())
    dialog = view.dialog
    assert isinstance(dialog, EventDialog)
    assert not ok_button(dialog).isEnabled()  # no name yet
    qtbot.keyClicks(dialog.name, "Blitz de Noel")
    system = dialog.findChild(QComboBox, "system")
    system.setCurrentIndex(system.findData("ffe"))
    qtbot.keyClicks(dialog.arbiter, "Lambert, Anne")
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    created = next(e for e in list_events(ctx.db) if e.name == "Blitz de Noel")
    assert (created.system, created.players, created.games) == ("ffe", 0, 0)
    assert games.get_event(ctx.db, created.id).arbiter == "Lambert, Anne"
    assert view.current_event.id == created.id and view.title.text() == "Blitz de Noel"
    assert view.games.add_button.text() == "Add pairing…"
    assert any(view.events_proxy.index(r, 0).data(ROW_ROLE).id == created.id
               for r in range(view.events_proxy.rowCount()))
    ctx.undo_stack.undo()
    assert games.get_event(ctx.db, created.id) is None
    assert view.current_event is None
    assert all(view.events_proxy.index(r, 0).data(ROW_ROLE).id != created.id
               for r in range(view.events_proxy.rowCount()))


def test_an_import_elsewhere_reloads_the_list(qtbot, ctx, view):
    new_id = event_edits.add_event(ctx.db, "frbe", "Interclubs")
    ctx.notify(Change(What.EVENTS))
    assert any(view.events_proxy.index(r, 0).data(ROW_ROLE).id == new_id
               for r in range(view.events_proxy.rowCount()))


# --- the models, without widgets -------------------------------------------------------------------------------------


def test_on_a_large_database_the_list_comes_at_once_and_a_worker_counts_its_games(qtbot, ctx, monkeypatch):
    monkeypatch.setattr(events_view, "many_games", lambda db: True)  # as above COUNT_AT_ONCE chess games
    page = EventsView(ctx)
    qtbot.addWidget(page)
    assert page.events_model.rowCount() == len(list_events(ctx.db))  # the lines, before any count
    qtbot.waitUntil(lambda: all(r.players is not None for r in page.events_model.rows))
    assert sorted(page.events_model.rows, key=lambda r: r.id) == sorted(list_events(ctx.db), key=lambda r: r.id)
    page.events_filter.setText(AUTUMN.upper())  # the filter, in any case
    assert [page.events_proxy.index(r, 0).data(ROW_ROLE).name for r in range(page.events_proxy.rowCount())] == [AUTUMN]


def test_an_event_whose_dates_change_moves_to_its_place_in_the_list_and_stays_open(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    autumn = view.current_event.id
    event_edits.edit_event(ctx.db, autumn, start="2001-01-01", end="2001-01-02")
    view.events_model.update_event(games.event_summary(ctx.db, autumn))
    proxy = view.events_proxy
    assert proxy.index(proxy.rowCount() - 1, 0).data(ROW_ROLE).id == autumn  # the oldest: last
    assert view.events_list.currentIndex().data(ROW_ROLE).id == autumn and view.current_event.id == autumn


def test_results_and_points_are_written_as_arbiters_write_them():
    assert [result_text(r) for r in ("1-0", "1/2-1/2", "0-1", "+-", "-+", "--", "*")] == \
        ["1-0", "½-½", "0-1", "+ -", "- +", "- -", ""]
    assert [points_text(p) for p in (0, 0.5, 3, 4.5)] == ["0", "½", "3", "4½"]


def test_the_standings_name_each_opponent_by_his_rank(qapp):
    from elodesk.reports.standings import chess_standings

    players = [EventPlayer(10, "A", None, 1800), EventPlayer(20, "B", None, 1700), EventPlayer(30, "C", None, 1600)]
    played = [ChessGameRow(1, 1, None, None, 30, "C", 20, "B", "1-0"),
              ChessGameRow(2, 2, None, None, 10, "A", 30, "C", "-+")]
    model = ChessStandingsModel()
    model.set_standings(chess_standings(players, played, [ByeRow(1, 1, 10, "A", "U", 1)]), [1, 2])
    assert [model.index(r, 1).data() for r in range(3)] == ["C", "A", "B"]
    assert [model.index(0, c).data() for c in (3, 4, 5)] == ["2", "+3", "+2 F"]
    assert model.index(1, 4).data() == "U" and model.index(1, 4).data(Qt.ItemDataRole.ToolTipRole) == "pairing bye"


def test_a_refused_edit_is_said_on_the_page_and_stays_off_the_undo_stack(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    game = shown_games(view)[0]
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, 0))
    games.delete_chess_game(ctx.db, game.id)  # gone behind the page's back (another window, say)
    count = ctx.undo_stack.count()
    qtbot.keyClick(view.games.games_table, "1")
    assert view.message.isVisibleTo(view) and f"pas de partie d'échecs {game.id}" in view.message.text()  # French
    assert ctx.undo_stack.count() == count


def test_opening_another_database_closes_the_event(qtbot, ctx, view, tmp_path):
    open_event(qtbot, view, AUTUMN)
    ctx.open_database(tmp_path / "empty.elodesk")
    assert view.current_event is None and view.events_proxy.rowCount() == 0


def test_pairings_list_the_byes_after_the_games_of_their_round(qapp):
    from elodesk.ui.models.chess_pairings_model import ChessPairingsModel
    from elodesk.ui.models.round_filter_model import RoundFilterProxyModel

    model = ChessPairingsModel()
    model.set_event([ChessGameRow(1, 1, 1, None, 1, "A", 2, "B", "*")], [ByeRow(7, 1, 3, "C", "U", 1.0)],
                    {1: 1800, 2: None, 3: 1500})
    proxy = RoundFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.sort(0)
    cells = [[proxy.index(r, c).data() for c in range(7)] for r in range(2)]
    assert cells == [["1", "1", "A", "1800", "", "B", ""], ["1", "", "C", "1500", "1", "pairing bye", ""]]
    proxy.set_round(2)
    assert proxy.rowCount() == 0


def test_a_diplomacy_game_is_added_with_its_board_then_undone(qtbot, ctx, view):
    name = "Saison de Diplomatie 2025"
    open_event(qtbot, view, name)
    eid = event_id(ctx, name)
    count = len(games.diplomacy_games(ctx.db, eid))
    qtbot.mouseClick(view.games.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is not None and view.dialog.isVisible())
    dialog = view.dialog
    assert dialog.ref.text() and dialog.ref.text() not in {g.ref for g in games.diplomacy_games(ctx.db, eid)}
    powers = ("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey")
    for i, power in enumerate(powers):
        dialog.findChild(QComboBox, f"player-{power}").setCurrentIndex(i + 1)
        dialog.findChild(QSpinBox, f"centres-{power}").setValue(4)
    assert "28 of 34" in dialog.total.text()
    dialog.findChild(QComboBox, "player-Turkey").setCurrentIndex(1)  # the English player twice
    assert not ok_button(dialog).isEnabled() and "plays two powers" in dialog.error.text()
    dialog.findChild(QComboBox, "player-Turkey").setCurrentIndex(7)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    added = games.diplomacy_games(ctx.db, eid)
    assert len(added) == count + 1
    new = next(g for g in added if g.ref == dialog.ref.text())
    assert [r.centers for r in new.results] == [4] * 7
    assert view.games.current_row().id == new.id
    assert [line.centers for line in view.games.diplomacy.standings_model.rows] == [4] * 7
    ctx.undo_stack.undo()
    assert len(games.diplomacy_games(ctx.db, eid)) == count


# --- the round's sheets and the standings' names ------------------------------------------------------------


def test_every_game_of_a_round_has_a_board_and_byes_come_after_board_1(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    boards = [view.games.chess.games_model.board(r) for r in rows if isinstance(r, ChessGameRow)]
    assert boards == list(range(1, len(boards) + 1))
    kinds = ["game" if isinstance(r, ChessGameRow) else "bye" for r in rows]
    assert kinds == sorted(kinds, key=lambda k: k == "bye")  # no bye or absence above board 1


def test_print_pairings_opens_the_sheets_page_on_this_rounds_pairings(qtbot, window):
    events = window.show_page("events")
    open_event(qtbot, events, AUTUMN)
    events.games.round_combo.setCurrentIndex(events.games.round_combo.findData(3))
    assert events.games.print_pairings_action.isVisible()
    events.games.print_pairings_action.trigger()
    sheets = window.page("sheets")
    qtbot.waitUntil(lambda: window.stack.currentWidget() is sheets)
    qtbot.waitUntil(lambda: sheets.document is not None
                    and sheets.document.title == f"{AUTUMN} — appariements de la ronde 3", timeout=10000)
    assert sheets.round_box.value() == 3 and sheets.round_box.isVisible()


def test_the_standings_show_whole_names(qtbot, view):
    open_event(qtbot, view, AUTUMN)
    table, model = view.games.standings_table, view.games.chess.standings_model
    widest = max(table.fontMetrics().horizontalAdvance(row.name) for row in model.rows)
    assert table.columnWidth(1) >= widest
