"""File ▸ Audit a file: a received tournament file checked before it is sent on, without importing it.

``audit_a_file`` asks for the file and runs the audit (``reports.audit.report.audit_file``) on a
worker, on the worker's own connection to the club, which it only reads (the players' FIDE
ratings); a file that cannot be read is refused with the reader's sentence (file, line). The
:class:`AuditDialog` then shows the report as the printed one reads: the head and verdict, the
findings in a table to sort and filter (a section, faults only), *Save as PDF…*
(``printing.audit_report.write_audit_pdf``) and *Save as JSON…* for scripts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.printing.audit_report import audit_json, head_lines, verdict_line, write_audit_pdf
from elodesk.reports.audit.finding import SECTION_TITLES, AuditReport
from elodesk.store.db import open_db
from elodesk.ui.context import AppContext
from elodesk.ui.file_dialogs import open_path, save_path
from elodesk.ui.models.audit_findings_model import AF_FINDING, AuditFilterModel, AuditFindingsModel
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.style import DOWN, UP
from elodesk.ui.views.sheet_output import file_stem
from elodesk.ui.workers import Job, start

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

# Jobs started here, held until they end: a QRunnable must outlive its run(), even when its dialog closed.
_RUNNING: set[Job] = set()


def _run(job: Job) -> Job:
    _RUNNING.add(job)
    for ended in (job.signals.finished, job.signals.failed, job.signals.cancelled):
        ended.connect(lambda *_, job=job: _RUNNING.discard(job))
    return start(job)


def read_report(path: Path, db_path: Path) -> AuditReport:
    """The audit of ``path``, the club at ``db_path`` only read; on the worker's own connection."""
    from elodesk.reports.audit.report import audit_file

    db = open_db(db_path, create=False)
    try:
        return audit_file(path, db=db)
    finally:
        db.conn.close()


def audit_a_file(window: QMainWindow, ctx: AppContext) -> Job | None:
    """Ask for a file, audit it on a worker (the status bar says so meanwhile), then show the report
    (or why the file cannot be read)."""
    title = translate("AuditDialog", "Audit a file")
    chosen, _ = open_path(window, title, "", translate(
        "AuditDialog", "Tournament files (*.trf *.txt *.papi *.pgn *.xlsx *.ods *.csv *.zip);;All files (*)"))
    if not chosen:
        return None
    path, db_path = Path(chosen), ctx.db_path
    status = window.statusBar()
    status.showMessage(translate("AuditDialog", "Auditing {file}…").format(file=path.name))

    def audited(report: AuditReport) -> None:
        status.clearMessage()
        dialog = AuditDialog(ctx, report, window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a large report is not kept once read
        dialog.open()

    def refused(text: str) -> None:
        status.clearMessage()
        QMessageBox.warning(window, title, text)

    job = Job(lambda _progress, _cancelled: read_report(path, db_path), ctx.describe)
    job.signals.finished.connect(audited)
    job.signals.failed.connect(refused)
    return _run(job)


class AuditDialog(QDialog):
    """The report of one file's audit; nothing in it touches the club."""

    saved = Signal(str)  # the file written (a PDF or a JSON document)

    def __init__(self, ctx: AppContext, report: AuditReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.report = report
        self.lang = ctx.text_lang
        self.setObjectName("audit-dialog")
        self.setWindowTitle(self.tr("Audit — {file}").format(file=report.file))

        head = QFormLayout()
        for label, value in head_lines(report, self.lang):
            head.addRow(label, QLabel(value, wordWrap=True))
        label, value = verdict_line(report, self.lang)
        self.verdict = QLabel(value, objectName="verdict", wordWrap=True)
        bold = QFont(self.verdict.font())
        bold.setBold(True)
        self.verdict.setFont(bold)
        self.verdict.setStyleSheet(f"color: {(DOWN if report.exit_status() else UP).name()}")
        head.addRow(label, self.verdict)
        untouched = QLabel(self.tr("Nothing was imported: the club database is as it was."), wordWrap=True)

        self.section = QComboBox(objectName="section")
        self.section.addItem(self.tr("All sections"), None)
        for section, title in SECTION_TITLES.items():
            self.section.addItem(title.say(self.lang), section)
        self.faults_only = QCheckBox(self.tr("&Faults only"), objectName="faults-only")
        self.shown = QLabel(objectName="shown")
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("&Section:"), buddy=self.section))
        filters.addWidget(self.section)
        filters.addWidget(self.faults_only)
        filters.addStretch(1)
        filters.addWidget(self.shown)

        self.model = AuditFindingsModel(self.lang, self)
        self.model.reset_rows(report.findings)
        self.proxy = AuditFilterModel(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(objectName="findings")
        self.table.setModel(self.proxy)
        self.table.horizontalHeader().setSortIndicator(-1, self.table.horizontalHeader().sortIndicatorOrder())
        self.table.setSortingEnabled(True)  # in the report's order until a heading is clicked
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        # One line a finding, the whole sentence under the table: rows fitted to their wrapped sentences
        # took 30 s to open an audit of 976 findings (each measured again at every filter and resize).
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._fit_columns()
        self.detail = QLabel(objectName="detail", wordWrap=True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setMinimumHeight(3 * self.fontMetrics().height())
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        self.pdf_button = QPushButton(self.tr("Save as &PDF…"), objectName="save-pdf")
        self.json_button = QPushButton(self.tr("Save as &JSON…"), objectName="save-json")
        self.status = QLabel(objectName="status", wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.json_button, QDialogButtonBox.ButtonRole.ActionRole)

        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(untouched)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(110 * em, 44 * self.fontMetrics().height())

        self.section.currentIndexChanged.connect(self._filter)
        self.faults_only.toggled.connect(self._filter)
        self.table.selectionModel().currentRowChanged.connect(self._show_detail)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.json_button.clicked.connect(self.save_json)
        buttons.rejected.connect(self.reject)
        self._filter()

    def _fit_columns(self) -> None:
        """The short columns as wide as their widest text, the finding the rest. Measured here from the few
        texts they hold: Qt's resizeColumnToContents asks every cell for every role (47,000 calls, 2.5 s for
        976 findings)."""
        header = self.table.horizontalHeader()
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics, margin = QFontMetrics(bold), self.fontMetrics().horizontalAdvance("MM")
        for column in range(self.model.columnCount()):
            if column != AF_FINDING:
                texts = {self.model.display(row, column) for row in self.model.rows}
                width = max((metrics.horizontalAdvance(text) for text in texts), default=0) + margin
                header.resizeSection(column, max(width, header.sectionSizeHint(column)))
        header.setSectionResizeMode(AF_FINDING, QHeaderView.ResizeMode.Stretch)

    @Slot()
    def _filter(self) -> None:
        self.proxy.set_section(self.section.currentData())
        self.proxy.set_faults_only(self.faults_only.isChecked())
        self.shown.setText(self.tr("Shown: {shown} / {total}").format(shown=self.proxy.rowCount(),
                                                                        total=self.model.rowCount()))

    @Slot()
    def _show_detail(self) -> None:
        """The current finding's whole sentence, which its line in the table may cut short."""
        index = self.table.currentIndex()
        finding = index.data(ROW_ROLE) if index.isValid() else None
        self.detail.setText(finding.text(self.lang) if finding is not None else "")

    # --- saving -------------------------------------------------------------------------------

    @Slot()
    def save_pdf(self) -> None:
        title = self.tr("Save the audit as PDF")
        path = self._ask(title, "pdf", self.tr("PDF documents (*.pdf)"))
        if path:
            report, lang = self.report, self.lang
            self._write(title, path, lambda: write_audit_pdf(report, path, lang))

    @Slot()
    def save_json(self) -> None:
        title = self.tr("Save the audit as JSON")
        path = self._ask(title, "json", self.tr("JSON documents (*.json)"))
        if path:
            data = orjson.dumps(audit_json(self.report, self.lang), option=orjson.OPT_INDENT_2)
            self._write(title, path, lambda: Path(path).write_bytes(data))

    def _ask(self, title: str, ext: str, filters: str) -> str:
        suggested = f"{file_stem(Path(self.report.file).stem)}-{file_stem(self.tr('audit'))}.{ext}"
        path, _ = save_path(self, title, suggested, filters)
        if path and not path.lower().endswith(f".{ext}"):
            path += f".{ext}"
        return path

    def _write(self, title: str, path: str, work: Callable[[], Any]) -> None:
        """Write on a worker; :meth:`_written` says where it went, or why it could not be written."""

        def run(_progress: Any, _cancelled: Any) -> tuple[str, str, OSError | None]:
            try:
                work()
            except OSError as exc:  # the folder or the disk refused: the user's to fix, not a bug
                return title, path, exc
            return title, path, None

        self.status.setText(self.tr("Writing {file}…").format(file=Path(path).name))
        job = Job(run, self.ctx.describe)
        job.signals.finished.connect(self._written)  # bound methods: nothing is called once the dialog is gone
        job.signals.failed.connect(self._failed)
        _run(job)

    @Slot(object)
    def _written(self, result: tuple[str, str, OSError | None]) -> None:
        title, path, error = result
        if error is not None:
            self._failed(self.tr("The file could not be written: {reason}").format(reason=self.ctx.describe(error)),
                         title)
            return
        self.status.setText(self.tr("Saved: {path}").format(path=path))
        self.saved.emit(path)

    @Slot(str)
    def _failed(self, text: str, title: str = "") -> None:
        self.status.setText("")
        QMessageBox.warning(self, title or self.windowTitle(), text)
