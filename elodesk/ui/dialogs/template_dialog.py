"""Blank sheets for arbiters: the Bataille Empire result sheet and the Diplomacy game sheet.

The workbooks are written by ``elodesk.formats`` (as ``elodesk template`` does),
with French headers and drop-down lists; once filled in, File ▸ Import reads
them back. The writing, and the import of openpyxl it needs (a tenth of a second),
run on a worker: opening the dialog loads neither.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.formats.registry import file_format
from elodesk.ui import workers
from elodesk.ui.context import AppContext
from elodesk.ui.file_dialogs import save_path

BATAILLE, DIPLOMACY = "bataille-sheet", "diplomacy-sheet"  # the result sheets' formats (formats.registry)


def write_sheet(kind: str, path: Path) -> OSError | None:
    """Write the blank sheet of format ``kind`` (on a worker: the module that reads it writes it blank);
    a file that cannot be written is returned, to be said."""
    sheet = file_format(kind)
    assert sheet is not None, kind
    try:
        import_module(f"elodesk.formats.{sheet.module}").write_template(path)
    except OSError as exc:
        return exc
    return None


class TemplateDialog(QDialog):
    """Choose a sheet, then where to write it; ``saved`` once the worker wrote it (or could not)."""

    saved = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Blank result sheet"))
        self.bataille = QRadioButton(self.tr("&Bataille Empire result sheet"), objectName=BATAILLE, checked=True)
        self.diplomacy = QRadioButton(self.tr("&Diplomacy game sheet"), objectName=DIPLOMACY)
        self.kinds = QButtonGroup(self)
        self.kinds.addButton(self.bataille)
        self.kinds.addButton(self.diplomacy)
        bataille_text = QLabel(self.tr(
            "One event: its details, its generals, and one line per battle (up to three generals a side), "
            "with drop-down lists for the generals and the results."))
        diplomacy_text = QLabel(self.tr(
            "One line per game and power: date of the first resolution, mode, scoring method, variant, "
            "player, supply centres, elimination; drop-down lists for every choice."))
        for label in (bataille_text, diplomacy_text):
            label.setWordWrap(True)
            label.setIndent(24)
        after = QLabel(self.tr("Once filled in, read it back with File ▸ Import a file."))
        after.setWordWrap(True)
        self.save_button = QPushButton(self.tr("&Save as…"), objectName="save", default=True)
        self.written = QLabel(objectName="written")
        self.written.setWordWrap(True)
        self.written.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # each choice is as wide as its text: a click far beside it picks nothing
        layout.addWidget(self.bataille, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(bataille_text)
        layout.addSpacing(6)
        layout.addWidget(self.diplomacy, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(diplomacy_text)
        layout.addSpacing(6)
        layout.addWidget(after)
        layout.addWidget(self.written)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.save_button.clicked.connect(self.save)
        self.setMinimumWidth(480)
        self.job: workers.Job | None = None
        self.path = ""  # where the sheet is being written

    def kind(self) -> str:
        return DIPLOMACY if self.diplomacy.isChecked() else BATAILLE

    @Slot()
    def save(self) -> None:
        """Ask where, then write the chosen blank sheet there."""
        kind = self.kind()
        suggested = self.tr("bataille-empire-results.xlsx") if kind == BATAILLE else self.tr("diplomacy-games.xlsx")
        path, _ = save_path(self, self.tr("Save the blank sheet"), suggested,
                                              self.tr("Excel workbooks (*.xlsx)"))
        if not path:
            return
        if not path.lower().endswith(".xlsx"):
            path += ".xlsx"
        self.save_button.setEnabled(False)
        self.path = path
        self.job = workers.Job(lambda _progress, _cancelled: write_sheet(kind, Path(path)), self.ctx.describe)
        # bound slots: a dialog closed meanwhile is disconnected, not called
        self.job.signals.finished.connect(self._written)
        self.job.signals.failed.connect(self._refused)
        workers.start(self.job)

    @Slot(object)
    def _written(self, error: OSError | None) -> None:
        if error is not None:
            self._refused(self.tr("The sheet could not be written:\n{error}").format(error=error.strerror or error))
            return
        self.job = None
        self.save_button.setEnabled(True)
        self.written.setText(self.tr("Written: {path}").format(path=self.path))
        self.saved.emit()

    @Slot(str)
    def _refused(self, text: str) -> None:
        self.job = None
        self.save_button.setEnabled(True)
        self.written.setText("")
        QMessageBox.warning(self, self.tr("Blank result sheet"), text)
        self.saved.emit()
