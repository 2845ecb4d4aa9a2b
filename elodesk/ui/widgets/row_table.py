"""The plain look of the Events page's tables and titles."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView


def row_table(name: str) -> QTableView:
    """A read-only table that selects one whole row, without a row header or word wrap."""
    table = QTableView()
    table.setObjectName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() * 3 // 2)
    table.horizontalHeader().setHighlightSections(False)
    table.setWordWrap(False)
    return table


def bold(label: QLabel, scale: float = 1.0) -> QLabel:
    """``label`` in bold, its font scaled by ``scale``."""
    font = QFont(label.font())
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label
