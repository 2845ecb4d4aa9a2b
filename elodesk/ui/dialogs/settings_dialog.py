"""Settings (Tools ▸ Settings): the interface's language, and the club's name and default chess system.

The language is the user's (the main window switches it and remembers it in
QSettings); the club's name and default system belong to the club database
(``elodesk.store.settings``) and are saved on OK as an undoable edit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.languages import LANGUAGE_NAMES
from elodesk.store.settings import CLUB_NAME, DEFAULT_CHESS_SYSTEM, get_setting, save_settings
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.dialogs.player_dialog import StoreCommand
from elodesk.ui.i18n import system_title
from elodesk.ui.style import DOWN


class SettingsCommand(StoreCommand):
    """Change club settings; undoing writes back the previous values."""

    def __init__(self, ctx: AppContext, values: dict[str, str]) -> None:
        super().__init__(ctx, QCoreApplication.translate("PlayerCommands", "Change the club settings"))
        self.values = values
        self.before: dict[str, str] = {}

    def change(self) -> Change:
        return Change(What.SETTINGS)

    def forward(self) -> None:
        self.before = save_settings(self.ctx.db, self.values)

    def backward(self) -> None:
        save_settings(self.ctx.db, self.before)


class SettingsDialog(QDialog):
    """The language of the interface, the club's name, the default chess rating system."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("settings-dialog")
        self.setWindowTitle(self.tr("Settings"))
        self.language_box = QComboBox(objectName="language")
        for code, name in LANGUAGE_NAMES.items():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(self.language_box.findData(ctx.lang), 0))
        self.club_name = QLineEdit(get_setting(ctx.db, CLUB_NAME), objectName="club_name")
        self.club_name.setMinimumWidth(self.club_name.fontMetrics().horizontalAdvance("M") * 26)
        self.chess_system = QComboBox(objectName="chess_system")
        for system in CHESS_SYSTEMS:
            self.chess_system.addItem(system_title(system), system)
        self.chess_system.setCurrentIndex(max(self.chess_system.findData(get_setting(ctx.db, DEFAULT_CHESS_SYSTEM)), 0))
        hint = QLabel(self.tr("Used for tournament files that do not say which federation rates them."), wordWrap=True)
        hint.setEnabled(False)
        self.error = QLabel(objectName="error", wordWrap=True)
        self.error.setStyleSheet(f"color: {DOWN.name()};")
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)

        form = QFormLayout()
        form.addRow(self.tr("&Language"), self.language_box)
        form.addRow(self.tr("&Club name"), self.club_name)
        form.addRow(self.tr("Default &chess system"), self.chess_system)
        form.addRow("", hint)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def language(self) -> str:
        """The language chosen (a code of ``elodesk.languages.LANGUAGES``)."""
        return self.language_box.currentData()

    def club_values(self) -> dict[str, str]:
        """The club settings as the dialog shows them (settings are text, by key)."""
        return {CLUB_NAME: self.club_name.text().strip(), DEFAULT_CHESS_SYSTEM: self.chess_system.currentData()}

    def accept(self) -> None:
        """Save the club settings that changed (the language is the main window's to apply)."""
        changed = {k: v for k, v in self.club_values().items() if v != get_setting(self.ctx.db, k)}
        if changed:
            command = SettingsCommand(self.ctx, changed)
            self.ctx.undo_stack.push(command)
            if command.error is not None:
                self.error.setText(self.tr("Not saved: {reason}").format(reason=command.error))
                self.error.show()
                return
        super().accept()
