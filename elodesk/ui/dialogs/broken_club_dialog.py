"""A club file that is no database or is damaged: what is wrong, the backups beside it, and a copy
of one to open instead (issue 21). The damaged file and the backups are never written over: the
copy is made through SQLite under a new name next to them (``store.club_paths.restored_copy``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.catalogue import describe
from elodesk.refusal import Refusal
from elodesk.reports.numbers import short_date
from elodesk.store.club_paths import Backup, backups_beside, restored_copy
from elodesk.store.db import EXTENSION
from elodesk.ui.file_dialogs import open_path
from elodesk.ui.i18n import current_language

BACKUP_ROLE = Qt.ItemDataRole.UserRole


class BrokenClubDialog(QDialog):
    """The club file cannot be opened: open a copy of a backup (the newest is chosen), or another file."""

    def __init__(self, path: Path, error: BaseException, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.chosen: Path | None = None
        self.setWindowTitle(self.tr("The club database cannot be opened"))
        what = QLabel(self.tr("{file} cannot be opened: {reason}").format(
            file=path.name, reason=describe(error, current_language())), objectName="what")
        what.setWordWrap(True)
        self.backups = QListWidget(objectName="backups")
        for backup in backups_beside(path):
            item = QListWidgetItem(f"{short_date(backup.made.date())} {backup.made:%H:%M} — {self._kind(backup)}"
                                   f"  ({backup.path.name})", self.backups)
            item.setData(BACKUP_ROLE, backup)
        found = self.backups.count() > 0
        hint = QLabel(self.tr("Backups found beside it, newest first. elodesk opens a copy of the one chosen, "
                              "made next to it; the damaged file and the backup stay as they are.") if found else
                      self.tr("No backup of it was found beside it."), objectName="hint")
        hint.setWordWrap(True)
        self.backups.setVisible(found)
        self.backups.setCurrentRow(0)
        self.open_copy = QPushButton(self.tr("Open a &copy of this backup"), objectName="open-copy")
        self.open_copy.setEnabled(found)
        self.choose = QPushButton(self.tr("Choose &another file…"), objectName="choose")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(self.open_copy, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.choose, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_copy.setDefault(found)
        self.open_copy.clicked.connect(self._open_copy)
        self.choose.clicked.connect(self._choose)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (what, hint, self.backups, buttons):
            layout.addWidget(widget)

    def _kind(self, backup: Backup) -> str:
        kinds = {"before-apply": self.tr("before a period was applied"),
                 "before-migration": self.tr("before elodesk updated the file"),
                 "manual": self.tr("made from File ▸ Back up")}
        return kinds.get(backup.label, backup.label)

    @Slot()
    def _open_copy(self) -> None:
        item = self.backups.currentItem()
        if item is None:
            return
        try:
            self.chosen = restored_copy(item.data(BACKUP_ROLE), self.path)
        except Refusal as error:
            QMessageBox.warning(self, self.windowTitle(), describe(error, current_language()))
            return
        self.accept()

    @Slot()
    def _choose(self) -> None:
        path, _ = open_path(self, self.tr("Open a club database"), str(self.path.parent),
                            self.tr("elodesk databases (*{ext});;All files (*)").format(ext=EXTENSION))
        if path:
            self.chosen = Path(path)
            self.accept()


def instead_of_broken(parent: QWidget | None, path: Path, error: BaseException) -> Path | None:
    """Ask what to open instead of the damaged ``path``: a fresh copy of a backup, another file, or nothing."""
    dialog = BrokenClubDialog(path, error, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen
