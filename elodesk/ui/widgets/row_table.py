"""The plain look of the Events page's tables and titles, and their columns fitted to their texts."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice
from typing import Any, Protocol

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView

from elodesk.ui.models.rows_model import ROW_ROLE, RowsFilterModel

SAMPLE_ROWS = 300  # the rows a column's width is read from
LONGEST = 12  # per column, its longest texts, whose widths the font's metrics compare
CANDIDATES = 2  # of those, the widest, measured as the table draws them


class TextRows(Protocol):
    """A model whose rows are typed records, each cell's text given by ``display`` (RowsTableModel,
    the Ratings page's preview)."""

    @property
    def rows(self) -> Sequence[Any]: ...

    def display(self, row: Any, column: int) -> str: ...


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


def fit_columns(table: QTableView, model: TextRows, grow_only: bool = False,
                columns: Sequence[int] | None = None) -> None:
    """Each shown column as wide as its widest text among the first rows, and as its header: the
    widths of ``resizeColumnsToContents``, which asks the delegate about every cell (112 players
    × 17 columns of standings: 300 ms); here each column's longest texts are compared by the
    font's metrics, and only the widest few are measured as the table draws them.

    ``grow_only`` after an edit: a column whose texts got wider ("+3" became "+3 F") grows, none
    shrinks or jumps under the user's eyes, and a stretched column keeps taking the spare room. ``columns``:
    only those (the others' texts did not change)."""
    header = table.horizontalHeader()
    rows = sample_rows(table, model)
    for column in range(table.model().columnCount()) if columns is None else columns:
        if table.isColumnHidden(column):
            continue
        if grow_only and header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
            continue
        width = max(content_width(table, model, rows, column), header.sectionSizeHint(column))
        if not grow_only or width > header.sectionSize(column):
            header.resizeSection(column, width)


def sample_rows(table: QTableView, model: TextRows) -> list[Any]:
    """The first rows as the table shows them (through its proxy, if any), that widths are read from."""
    shown = table.model()
    if shown is model:
        return list(model.rows[:SAMPLE_ROWS])
    if isinstance(shown, RowsFilterModel) and shown.sourceModel() is model:  # it filters, the model sorts
        return list(islice((row for row in model.rows if shown.accepts(row)), SAMPLE_ROWS))
    return [shown.index(r, 0).data(ROW_ROLE) for r in range(min(shown.rowCount(), SAMPLE_ROWS))]


def content_width(table: QTableView, model: TextRows, rows: list[Any], column: int) -> int:
    """``sizeHintForColumn`` over ``rows`` (the table's first ones, in its order), measuring only the
    few widest texts by the delegate."""
    metrics, shown = table.fontMetrics(), table.model()
    texts = [model.display(row, column) for row in rows]
    longest = sorted(range(len(texts)), key=lambda i: len(texts[i]))[-LONGEST:]
    widest = sorted(longest, key=lambda i: metrics.horizontalAdvance(texts[i]))[-CANDIDATES:]
    content = max((table.sizeHintForIndex(shown.index(i, column)).width() for i in widest), default=0)
    return content + (1 if table.showGrid() else 0)
