"""Editing and deleting an event on the Events page, through the real widgets: F2, Delete and the
list's menu, the event dialog, the confirmation, the refusal in words, and Ctrl+Z."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QPoint, Qt
from PySide6.QtWidgets import QComboBox, QMessageBox

from elodesk.core.systems import BATTLE, CHESS
from elodesk.store.db import dump
from elodesk.store.event_edits import add_event, event_fields
from elodesk.ui.context import Change, What
from elodesk.ui.dialogs.event_dialog import EventDialog
from elodesk.ui.models.rows_model import ROW_ROLE
from tests.ui.test_events_view import AUTUMN, event_id, ok_button, open_event

SPRING = "Open de printemps"  # rated by the applied frbe run of the first half of 2025


@pytest.fixture
def view(window):
    """The Events page of the French window."""
    return window.show_page("events")


def listed(view) -> dict[int, dict]:
    proxy = view.events_proxy
    return {proxy.index(r, 0).data(ROW_ROLE).id: proxy.index(r, 0).data(ROW_ROLE) for r in range(proxy.rowCount())}


def answer(monkeypatch, button: QMessageBox.StandardButton) -> list[str]:
    """Answer the confirmation with ``button``; the texts it showed are kept."""
    asked: list[str] = []

    def question(_parent, title, text, *args):
        asked.extend([title, text])
        return button

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def edit_with_f2(qtbot, ctx, view, name: str) -> tuple[int, str, EventDialog]:
    """Open the event, then its dialog with F2: its id, the database before, the dialog."""
    open_event(qtbot, view, name)
    event = view.current_event.id
    before = dump(ctx.db)
    view.events_list.setFocus()
    qtbot.keyClick(view.events_list, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(view.dialog, EventDialog) and view.dialog.isVisible())
    return event, before, view.dialog


def test_f2_edits_the_event_in_its_dialog_and_ctrl_z_undoes_it(qtbot, ctx, view):
    autumn, before, dialog = edit_with_f2(qtbot, ctx, view, AUTUMN)
    assert dialog.windowTitle() == "Modifier l'événement"
    assert (dialog.name.text(), dialog.place.text(), dialog.start.date(), dialog.rounds.value()) == \
        (AUTUMN, "Wavre", QDate(2025, 9, 19), 7)
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Automne rapide")
    rate = dialog.findChild(QComboBox, "rate")
    assert rate.isVisible()
    rate.setCurrentIndex(rate.findData("rapid"))
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)

    assert (event_fields(ctx.db, autumn).name, event_fields(ctx.db, autumn).rate) == ("Automne rapide", "rapid")
    assert view.title.text() == "Automne rapide" and listed(view)[autumn].name == "Automne rapide"
    qtbot.keyClick(view.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: view.title.text() == AUTUMN)
    assert dump(ctx.db) == before
    ctx.undo_stack.redo()
    assert event_fields(ctx.db, autumn).name == "Automne rapide"


def test_delete_on_the_list_asks_then_deletes_and_ctrl_z_brings_everything_back(qtbot, ctx, view, monkeypatch):
    open_event(qtbot, view, AUTUMN)
    autumn = view.current_event.id
    before = dump(ctx.db)
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    view.events_list.setFocus()
    qtbot.keyClick(view.events_list, Qt.Key.Key_Delete)
    assert asked[0] == "Supprimer l'événement" and "50" in asked[1] and "174" in asked[1]
    assert autumn in listed(view) and dump(ctx.db) == before  # "No": nothing happens

    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    qtbot.keyClick(view.events_list, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: autumn not in listed(view))
    assert view.current_event is None
    assert ctx.db.execute("SELECT COUNT(*) FROM chess_games WHERE event_id = ?", [autumn]).fetchone()[0] == 0
    qtbot.keyClick(view.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: autumn in listed(view))
    assert view.current_event is not None and view.current_event.id == autumn
    assert dump(ctx.db) == before


def test_the_lists_menu_offers_edit_and_delete_and_the_buttons_do_the_same(qtbot, ctx, view, monkeypatch):
    assert view.events_list.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    assert [a.text() for a in view.events_list.actions()] == ["Modifier l'événement…", "Supprimer l'événement…"]
    open_event(qtbot, view, AUTUMN)
    qtbot.mouseClick(view.edit_event_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.dialog, EventDialog))
    view.dialog.reject()
    qtbot.waitUntil(lambda: view.dialog is None)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    autumn = view.current_event.id
    qtbot.mouseClick(view.delete_event_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: autumn not in listed(view))


def test_a_rated_event_is_refused_with_the_run_to_undo_and_no_dialog(qtbot, ctx, view, monkeypatch):
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    open_event(qtbot, view, SPRING)
    run = ctx.db.execute("SELECT id FROM runs WHERE summary = 'frbe 2025-01-01 – 2025-06-30'").fetchone()[0]
    count = ctx.undo_stack.count()
    for button in (view.edit_event_button, view.delete_event_button):
        view.message.hide()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert view.dialog is None and view.message.isVisible()
        assert f" {run} (frbe 2025-01-01 – 2025-06-30, " in view.message.text() and SPRING in view.message.text()
    assert ctx.undo_stack.count() == count and event_id(ctx, SPRING) in listed(view)


def test_a_system_of_another_kind_is_refused_in_words_after_saving(qtbot, ctx, view):
    open_event(qtbot, view, AUTUMN)
    qtbot.mouseClick(view.edit_event_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.dialog, EventDialog))
    system = view.dialog.findChild(QComboBox, "system")
    system.setCurrentIndex(system.findData("diplomacy"))
    assert not view.dialog.findChild(QComboBox, "rate").isVisible()  # a Diplomacy event has no rate
    count = ctx.undo_stack.count()
    qtbot.mouseClick(ok_button(view.dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.message.isVisible())
    assert view.message.text().startswith("Non enregistré")
    assert "diplomacy" in view.message.text() and ctx.undo_stack.count() == count
    assert event_fields(ctx.db, view.current_event.id).system == "frbe"


def test_an_empty_event_changed_to_battles_shows_battles(qtbot, ctx, view):
    empty = add_event(ctx.db, "frbe", "Soirée vide", start="2026-02-06", end="2026-02-06")
    ctx.notify(Change(What.EVENTS))
    open_event(qtbot, view, "Soirée vide")
    qtbot.keyClick(view.events_list, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(view.dialog, EventDialog))
    system = view.dialog.findChild(QComboBox, "system")
    system.setCurrentIndex(system.findData("bataille-empire"))
    qtbot.mouseClick(ok_button(view.dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.games.kind == BATTLE)
    assert event_fields(ctx.db, empty).system == "bataille-empire"
    ctx.undo_stack.undo()
    qtbot.waitUntil(lambda: view.games.kind == CHESS)


def test_f2_ticks_fide_for_an_event_and_ctrl_z_takes_it_back(qtbot, ctx, view):
    from PySide6.QtWidgets import QCheckBox

    from elodesk.store.event_systems import event_systems
    from elodesk.store.events import events_of_system

    autumn, before, dialog = edit_with_f2(qtbot, ctx, view, AUTUMN)  # Belgian: rated by the FRBE alone
    main, fide = (dialog.findChild(QCheckBox, f"rated-by-{s}") for s in ("frbe", "fide"))
    assert main.isChecked() and not main.isEnabled()  # the main system always rates its event
    assert not fide.isChecked() and fide.isEnabled()
    qtbot.mouseClick(fide, Qt.MouseButton.LeftButton, pos=QPoint(6, fide.height() // 2))  # on its box
    assert dialog.systems() == ["fide"]
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert event_systems(ctx.db, autumn) == ("frbe", "fide")
    assert autumn in {e.id for e in events_of_system(ctx.db, "fide")}  # the Ratings page's FIDE events
    qtbot.keyClick(view.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: event_systems(ctx.db, autumn) == ("frbe",))
    assert dump(ctx.db) == before


def f2_dialog(qtbot, view, name: str) -> EventDialog:
    """The event's dialog, opened with F2 on its line."""
    open_event(qtbot, view, name)
    view.events_list.setFocus()
    qtbot.keyClick(view.events_list, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(view.dialog, EventDialog) and view.dialog.isVisible())
    return view.dialog


def test_f2_on_a_fide_event_shows_its_list_and_moves_it_one_list_later(qtbot, ctx, view):
    # The Aachener Open ended on 30 May 2025, 2 days before 1 June: the July list (7.1.3); 9.1 lets it
    # go one list later, since it ended within five days of the month's end.
    before = dump(ctx.db)
    dialog = f2_dialog(qtbot, view, "Aachener Open")
    aachen = view.current_event.id
    assert dialog.lists.isVisible() and dialog.list_later.isEnabled() and not dialog.list_later.isChecked()
    assert "01/07/2025" in dialog.fide_list.text() and "7.1.3" in dialog.fide_list.text()
    qtbot.mouseClick(dialog.list_later, Qt.MouseButton.LeftButton)
    assert "01/08/2025" in dialog.fide_list.text() and "9.1" in dialog.fide_list.text()
    dialog.end.setDate(QDate(2025, 5, 20))  # ended ten days before the month's end: no later list
    assert not dialog.list_later.isEnabled() and not dialog.list_later.isChecked()
    dialog.end.setDate(QDate(2025, 5, 30))
    qtbot.mouseClick(dialog.list_later, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert event_fields(ctx.db, aachen).fide_list_later
    qtbot.keyClick(view.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not event_fields(ctx.db, aachen).fide_list_later)
    assert dump(ctx.db) == before


def test_the_fide_list_row_is_for_fide_events_only(qtbot, ctx, view):
    dialog = f2_dialog(qtbot, view, AUTUMN)
    assert not dialog.lists.isVisible() and dialog.values()["fide_list_later"] is False
    dialog.reject()
