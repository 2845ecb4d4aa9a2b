"""Tools ▸ Settings: the language chosen, the club's settings saved on OK (and undoable)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from elodesk.store import audit
from elodesk.store.settings import CLUB_NAME, DEFAULT_CHESS_SYSTEM, get_setting
from elodesk.ui.context import Change, What
from elodesk.ui.dialogs.settings_dialog import SettingsDialog


def open_settings(ctx, qtbot) -> SettingsDialog:
    dialog = SettingsDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_dialog_shows_the_current_settings(ctx, qtbot):
    dialog = open_settings(ctx, qtbot)
    assert dialog.language() == ctx.lang
    assert dialog.club_name.text() == get_setting(ctx.db, CLUB_NAME)
    assert dialog.chess_system.currentData() == get_setting(ctx.db, DEFAULT_CHESS_SYSTEM)
    assert [dialog.language_box.itemData(i) for i in range(dialog.language_box.count())] == ["fr", "en", "nl"]


def test_ok_saves_the_club_settings_and_tells_the_views(ctx, qtbot):
    dialog = open_settings(ctx, qtbot)
    dialog.club_name.clear()
    qtbot.keyClicks(dialog.club_name, "Cercle de Namur")
    dialog.chess_system.setCurrentIndex(dialog.chess_system.findData("ffe"))
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("nl"))
    with qtbot.waitSignal(ctx.data_changed) as changed:
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert changed.args == [Change(What.SETTINGS)]
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    assert dialog.language() == "nl"
    assert get_setting(ctx.db, CLUB_NAME) == "Cercle de Namur"
    assert get_setting(ctx.db, DEFAULT_CHESS_SYSTEM) == "ffe"
    entry = audit.entries(ctx.db, 1)[0]
    assert entry.action == audit.EDIT and entry.detail["after"][CLUB_NAME] == "Cercle de Namur"


def test_saving_the_settings_can_be_undone(ctx, qtbot):
    old = get_setting(ctx.db, CLUB_NAME)
    dialog = open_settings(ctx, qtbot)
    dialog.club_name.setText("Cercle de Namur")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    ctx.undo_stack.undo()
    assert get_setting(ctx.db, CLUB_NAME) == old


def test_cancel_saves_nothing(ctx, qtbot):
    old = get_setting(ctx.db, CLUB_NAME)
    dialog = open_settings(ctx, qtbot)
    dialog.club_name.setText("Cercle de Namur")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert get_setting(ctx.db, CLUB_NAME) == old
    assert ctx.undo_stack.count() == 0


def test_ok_without_a_change_writes_nothing(ctx, qtbot):
    entries = len(audit.entries(ctx.db))
    dialog = open_settings(ctx, qtbot)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert len(audit.entries(ctx.db)) == entries
    assert ctx.undo_stack.count() == 0
