"""The findings of a file's audit, one per line, and the filter of the audit dialog (a section, faults only)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from elodesk.printing.audit_report import MARKS
from elodesk.reports.audit.finding import SECTION_TITLES, AuditFinding
from elodesk.ui.models.rows_model import CENTER, RIGHT, RowsFilterModel, RowsTableModel
from elodesk.ui.style import DOWN, UP

AF_SECTION, AF_SEVERITY, AF_ROUND, AF_BOARD, AF_LINE, AF_FINDING, AF_ARTICLE = range(7)
SECTION_ORDER = {section: i for i, section in enumerate(SECTION_TITLES)}
SEVERITY_ORDER = {"fault": 0, "note": 1, "ok": 2}  # sorted by severity, the faults come first


class AuditFindingsModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.audit.finding.AuditFinding`, said in ``lang`` (the window's text language)."""

    def __init__(self, lang: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self._bold = QFont()
        self._bold.setBold(True)

    def key(self, row: AuditFinding) -> Any:
        return id(row)  # two findings may read alike: each is its own

    def headers(self) -> list[str]:
        return [self.tr("Section"), self.tr("Severity"), self.tr("Round"), self.tr("Board"), self.tr("Line"),
                self.tr("Finding"), self.tr("Article")]

    def severity_text(self, severity: str) -> str:
        """The severity's sign and word: the sign tells them apart without colour, as on the printed report."""
        word = {"fault": self.tr("fault"), "note": self.tr("to look at"), "ok": self.tr("correct")}[severity]
        return f"{MARKS[severity].text} {word}"

    def value(self, row: AuditFinding, column: int) -> Any:
        if column == AF_SECTION:
            return SECTION_TITLES[row.section].say(self.lang)
        if column == AF_SEVERITY:
            return self.severity_text(row.severity)
        if column == AF_FINDING:
            return row.text(self.lang)
        return (None, None, row.round, row.board, row.line, None, row.article)[column]

    def sort_value(self, row: AuditFinding, column: int) -> Any:
        if column == AF_SECTION:
            return SECTION_ORDER[row.section]
        if column == AF_SEVERITY:
            return SEVERITY_ORDER[row.severity]
        return super().sort_value(row, column)

    def alignment(self, column: int) -> int | None:
        if column in (AF_ROUND, AF_BOARD, AF_LINE):
            return RIGHT
        return CENTER if column == AF_SEVERITY else None

    def extra(self, row: AuditFinding, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column == AF_SEVERITY and row.severity != "note":
            return DOWN if row.severity == "fault" else UP
        if role == Qt.ItemDataRole.FontRole and row.severity == "fault" and column in (AF_SEVERITY, AF_FINDING):
            return self._bold
        if role == Qt.ItemDataRole.ToolTipRole and column == AF_FINDING:
            return row.text(self.lang)
        return None


class AuditFilterModel(RowsFilterModel):
    """One section (None: all) and, when asked, only the faults."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.section: str | None = None
        self.faults_only = False

    def set_section(self, section: str | None) -> None:
        self.refilter("section", section)

    def set_faults_only(self, faults_only: bool) -> None:
        self.refilter("faults_only", faults_only)

    def accepts(self, row: AuditFinding) -> bool:
        return (self.section is None or row.section == self.section) and (
            not self.faults_only or row.severity == "fault")
