"""The plain look of the Events page's tables and titles, and their columns fitted to their texts."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView

from elodesk.ui.models.rows_model import ROW_ROLE, RowsTableModel

SAMPLE_ROWS = 300  # the rows a column's width is read from
LONGEST = 12  # per column, its longest texts, whose widths the font's metrics compare
CANDIDATES = 2  # of those, the widest, measured as the table draws them


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


def fit_columns(table: QTableView, model: RowsTableModel) -> None:
    """Each shown column as wide as its widest text among the first rows, and as its header: the
    widths of ``resizeColumnsToContents``, which asks the delegate about every cell (112 players
    × 17 columns of standings: 300 ms); here each column's longest texts are compared by the
    font's metrics, and only the widest few are measured as the table draws them."""
    shown = table.model()
    header, metrics = table.horizontalHeader(), table.fontMetrics()
    rows = model.rows[:SAMPLE_ROWS] if shown is model else [
        shown.index(r, 0).data(ROW_ROLE) for r in range(min(shown.rowCount(), SAMPLE_ROWS))]
    grid = 1 if table.showGrid() else 0
    for column in range(shown.columnCount()):
        if table.isColumnHidden(column):
            continue
        texts = [model.display(row, column) for row in rows]
        longest = sorted(range(len(texts)), key=lambda i: len(texts[i]))[-LONGEST:]
        widest = sorted(longest, key=lambda i: metrics.horizontalAdvance(texts[i]))[-CANDIDATES:]
        content = max((table.sizeHintForIndex(shown.index(i, column)).width() for i in widest), default=0)
        header.resizeSection(column, max(content + grid, header.sectionSizeHint(column)))
