"""Importing a file (File ▸ Import): preview what it would do, then import it, off the interface's thread.

Both steps run in a :class:`~elodesk.ui.workers.Job` on the job's own connection: the preview
reads the file (``elodesk.store.importer.read_file``) and imports it as a dry run (the whole import,
rolled back); Import writes that reading for real, in one transaction (``import_read``), reading the
file again only if it was saved since the preview. A bad file writes nothing and is reported as
one sentence naming the line or cell.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from elodesk.catalogue import describe_notice
from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.formats.detect import NOT_RECOGNISED
from elodesk.formats.errors import FormatError
from elodesk.formats.registry import FORMATS, patterns
from elodesk.refusal import Refusal
from elodesk.store.db import open_db
from elodesk.store.importer import ImportReport, ReadFile, import_read, read_file
from elodesk.ui import closing
from elodesk.ui.context import EVERYTHING, AppContext
from elodesk.ui.dialogs.import_players import ImportPlayers
from elodesk.ui.dialogs.import_report import format_label, summary_rows
from elodesk.ui.file_dialogs import open_path
from elodesk.ui.i18n import system_title
from elodesk.ui.style import DOWN
from elodesk.ui.workers import Job, start

# Jobs started here, kept alive until they have ended for some time (a job is dropped when the
# next one starts): a QRunnable must outlive its run(), even when its dialog was closed.
_RUNNING: set[Job] = set()


def _keep(job: Job) -> None:
    for old in [j for j in _RUNNING if getattr(j, "ended", False)]:
        _RUNNING.discard(old)
    _RUNNING.add(job)
    for signal in (job.signals.finished, job.signals.failed, job.signals.cancelled):
        signal.connect(lambda *_, job=job: setattr(job, "ended", True))


class ImportDialog(QDialog):
    """Choose a file, a format and a system; Preview; Import."""

    previewed = Signal(object)  # the dry run's ImportReport
    imported = Signal(object)  # the real import's ImportReport
    refused = Signal(str)  # the sentence shown for a bad file (or a failure)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.job: Job | None = None
        self.job_dry_run = True
        self.report: ImportReport | None = None
        self.read: ReadFile | None = None  # the preview's reading of the file, which Import writes
        self.setObjectName("import-dialog")
        self.setWindowTitle(self.tr("Import a file"))

        self.path = QLineEdit(objectName="path", clearButtonEnabled=True)
        self.path.setPlaceholderText(self.tr("A tournament, a rating list or a result sheet"))
        self.browse = QPushButton(self.tr("&Browse…"), objectName="browse")
        self.format = QComboBox(objectName="format")
        self.format.addItem(self.tr("Recognise from the content"), None)
        for fmt in FORMATS:
            self.format.addItem(format_label(fmt), fmt)
        self.system = QComboBox(objectName="system")
        self.system.addItem(self.tr("From the file (or the club's default chess system)"), None)
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.preview_button = QPushButton(self.tr("&Preview"), objectName="preview")
        self.import_button = QPushButton(self.tr("&Import"), objectName="import")
        self.progress = QProgressBar(objectName="progress")
        self.stop_button = QPushButton(self.tr("&Stop"), objectName="stop")
        self.status = QLabel(objectName="status", wordWrap=True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.summary = QWidget(objectName="summary")
        self.summary_form = QFormLayout(self.summary)
        self.summary_form.setContentsMargins(0, 0, 0, 0)
        self.players = ImportPlayers(self)
        self.warnings = QListWidget(objectName="warnings")
        self.warnings.setWordWrap(True)
        self.tabs = QTabWidget(objectName="details")
        self.tabs.addTab(self.players, self.tr("Players"))
        self.tabs.addTab(self.warnings, self.tr("Warnings"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        # Enter in the path field previews the file, and no button takes Enter elsewhere: a dialog's
        # buttons are each "auto default" (the first one, Browse…, opened the file dialog), and a
        # default Preview would start again when Enter is pressed in the players' filter
        for button in (self.browse, self.preview_button, self.import_button, self.stop_button,
                       *self.buttons.buttons()):
            button.setAutoDefault(False)

        form = QFormLayout()
        chooser = QHBoxLayout()
        chooser.addWidget(self.path, 1)
        chooser.addWidget(self.browse)
        file_label = QLabel(self.tr("&File"))
        file_label.setBuddy(self.path)
        form.addRow(file_label, chooser)
        form.addRow(self.tr("F&ormat"), self.format)
        form.addRow(self.tr("S&ystem"), self.system)
        actions = QHBoxLayout()
        actions.addWidget(self.preview_button)
        actions.addWidget(self.import_button)
        actions.addWidget(self.progress, 10)
        actions.addWidget(self.stop_button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.setMinimumWidth(56 * em)
        self.resize(64 * em, 46 * self.fontMetrics().height())

        self.browse.clicked.connect(self.choose_file)
        self.path.textChanged.connect(self._choice_changed)
        self.path.returnPressed.connect(self.run_preview)
        self.format.currentIndexChanged.connect(self._choice_changed)
        self.system.currentIndexChanged.connect(self._choice_changed)
        self.preview_button.clicked.connect(self.run_preview)
        self.import_button.clicked.connect(self.run_import)
        self.stop_button.clicked.connect(self.stop)
        self.buttons.rejected.connect(self.reject)
        self._show_report(None)
        self._set_running(False)

    # --- choosing -----------------------------------------------------------------------------

    @Slot()
    def choose_file(self) -> None:
        path, _ = open_path(
            self, self.tr("Import a file"), self.path.text(),
            self.tr("Files elodesk reads ({patterns});;All files (*)").format(patterns=" ".join(patterns())))
        if path:
            self.path.setText(path)
            self.run_preview()  # the file chosen is the one to preview

    @Slot()
    def _choice_changed(self) -> None:
        """Another file, format or system: the preview shown (and its reading) no longer applies."""
        self.read = None
        if self.report is not None and self.report.dry_run:
            self._show_report(None)
            self._say("")
        self._set_running(False)

    # --- running ------------------------------------------------------------------------------

    def _chosen_path(self) -> Path | None:
        text = self.path.text().strip()
        if not text:
            self._say(self.tr("Choose a file first."), error=True)
            return None
        path = Path(text).expanduser()
        if not path.is_file():
            self._say(self.tr("{file}: no such file.").format(file=text), error=True)
            return None
        return path

    @Slot()
    def run_preview(self) -> None:
        self._run(dry_run=True)

    @Slot()
    def run_import(self) -> None:
        self._run(dry_run=False)

    def _run(self, *, dry_run: bool) -> None:
        path = self._chosen_path()
        if path is None or self.job is not None:
            return
        db_path, fmt, system = self.ctx.db_path, self.format.currentData(), self.system.currentData()
        kept = self.read if not dry_run and self.read is not None and self.read.path == path else None

        def work(progress: Any, cancelled: Any) -> tuple[ImportReport, ReadFile] | Refusal:
            db = open_db(db_path, create=False)
            try:
                # Import writes what the preview read, unless the file was saved since: then it is read again
                read = kept if kept is not None and kept.unchanged() else read_file(
                    db, path, fmt=fmt, system=system, progress=progress)
                return import_read(db, read, dry_run=dry_run), read
            except Refusal as exc:  # a bad file or a refused write: returned (not raised), the user's to fix
                return exc.with_traceback(None)
            finally:
                db.conn.close()

        job = Job(work, self.ctx.describe, writes=not dry_run)
        job.signals.progress.connect(self._progress)
        job.signals.finished.connect(self._finished)
        job.signals.failed.connect(self._failed)
        job.signals.cancelled.connect(self._cancelled)
        _keep(job)
        self.job, self.job_dry_run = job, dry_run
        self._show_report(None)
        self._say(self.tr("Reading the file…") if dry_run else self.tr("Importing…"))
        self.progress.setRange(0, 0)  # busy until the reader reports its progress
        self._set_running(True)
        start(job)

    def _set_running(self, running: bool) -> None:
        for widget in (self.path, self.browse, self.format, self.system, self.preview_button):
            widget.setEnabled(not running)
        previewed = self.report is not None and self.report.dry_run
        self.import_button.setEnabled(not running and previewed)
        self.progress.setVisible(running)
        self.stop_button.setVisible(running)
        self.stop_button.setEnabled(running)
        self.buttons.setEnabled(not running or self.job_dry_run)

    @Slot()
    def stop(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stop_button.setEnabled(False)
            self._say(self.tr("Stopping…"))

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    @Slot(object)
    def _finished(self, outcome: tuple[ImportReport, ReadFile] | Refusal) -> None:
        job, self.job = self.job, None
        result = outcome if isinstance(outcome, Refusal) else outcome[0]
        # a preview's reading is kept for Import; after an import (or a refusal) the next one reads the file again
        self.read = outcome[1] if not isinstance(outcome, Refusal) and outcome[0].dry_run else None
        stopped = job is not None and job.is_cancelled()
        if isinstance(result, Refusal):
            if isinstance(result, FormatError) and result.template == NOT_RECOGNISED:  # the dialog names its choices
                message = self.tr(
                    "{file}: elodesk does not recognise this file's format. If it is one of these, choose it in "
                    "Format: {formats}.").format(file=result.file, formats=", ".join(
                        self.format.itemText(i) for i in range(1, self.format.count())))
            else:
                message = self.ctx.describe(result)
            self._set_running(False)
            self._say(message, error=True)
            self.refused.emit(message)
            return
        if result.dry_run and stopped:
            self._cancelled()
            return
        self.report = result
        self._show_report(result)
        self._set_running(False)
        if result.dry_run:
            self._say(self.tr("Preview: nothing is written yet. Click Import to import the file."))
            self.previewed.emit(result)
            return
        self.ctx.notify(EVERYTHING)
        if stopped:
            self._say(self.tr("The import had already finished when you stopped it: the file is imported."))
        elif result.event_id is not None:
            self._say(self.tr("Imported as event {id}.").format(id=result.event_id))
        else:
            self._say(self.tr("Imported."))
        self.imported.emit(result)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.job = None
        self._set_running(False)
        self._say(self.tr("The file could not be imported: {reason}").format(reason=message), error=True)
        self.refused.emit(message)

    @Slot()
    def _cancelled(self) -> None:
        self.job = None
        self._set_running(False)
        self._say(self.tr("Stopped: nothing was written."))

    def reject(self) -> None:
        """Closing stops a preview; an import in progress (one transaction) is stopped only if the user
        says so, and waited for: it ends at its next step having written nothing, or had committed."""
        if self.job is not None:
            if not self.job_dry_run and not closing.stop_or_wait(self):
                return
            self.job.cancel()
            if not self.job_dry_run:
                self.job.wait(closing.STOP_SECONDS)  # its answer (the window told) comes before the close
        super().reject()

    # --- showing ------------------------------------------------------------------------------

    def _say(self, text: str, *, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {DOWN.name()};" if error else "")
        self.status.setVisible(bool(text))

    def _show_report(self, report: ImportReport | None) -> None:
        """The summary, the players and their matches, the warnings (all empty without a report)."""
        self.report = report
        while self.summary_form.rowCount():
            self.summary_form.removeRow(0)
        self.players.clear()
        self.warnings.clear()
        shown = report is not None
        self.summary.setVisible(shown)
        if report is None:
            self.tabs.setTabText(0, self.tr("Players"))
            self.tabs.setTabText(1, self.tr("Warnings"))
            return
        locale = QLocale()
        for label, value in summary_rows(report):
            caption = QLabel(label)
            font = caption.font()
            font.setBold(True)
            caption.setFont(font)
            text = QLabel(value, wordWrap=True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.summary_form.addRow(caption, text)
        listed = self.players.fill(report, self.ctx.db)
        if len(report.players) > listed:
            self.warnings.addItem(self.tr("Only the first {shown} of {count} players are listed.").format(
                shown=listed, count=len(report.players)))
        for notice in report.warnings:
            self.warnings.addItem(describe_notice(notice, self.ctx.lang))
        self.tabs.setTabText(0, self.tr("Players ({count})").format(count=locale.toString(len(report.players))))
        self.tabs.setTabText(1, self.tr("Warnings ({count})").format(count=locale.toString(len(report.warnings))))
        if report.warnings and not report.players:
            self.tabs.setCurrentIndex(1)
