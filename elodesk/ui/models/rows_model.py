"""The base of the window's small tables: a list of typed rows (the store's or the reports'
dataclasses) shown one per line, handed out whole by ``ROW_ROLE`` (Vorta's archive table model)
and sorted by ``SORT_ROLE``. Subclasses say only what a cell shows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

Index = QModelIndex | QPersistentModelIndex

ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the row object itself
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)


class RowsTableModel(QAbstractTableModel):
    """A table of rows with an identity: refreshing with the same rows only repaints them, so the
    selection and the scroll position survive a result being entered. It sorts its rows itself
    (``sort``, which a :class:`RowsFilterModel` hands on), and keeps them sorted as they are refreshed."""

    rows_alone = False  # a cell's text depends on its row alone: a refresh repaints the rows that changed

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []
        self.given: list[Any] = []  # the rows in the order they came: a sort starts from it, as Qt's proxy did
        self._headers: list[str] | None = None  # asked for at every layout: built once per reset
        self.sort_column = -1  # none: the rows in the order they were given
        self.sort_order = Qt.SortOrder.AscendingOrder

    # what subclasses say
    def headers(self) -> list[str]:
        raise NotImplementedError

    def value(self, row: Any, column: int) -> Any:
        raise NotImplementedError

    def sort_value(self, row: Any, column: int) -> Any:
        value = self.value(row, column)
        return "" if value is None else value

    def display(self, row: Any, column: int) -> str:
        value = self.value(row, column)
        return "" if value is None else str(value)

    def alignment(self, column: int) -> int | None:
        return None

    def key(self, row: Any) -> Any:
        """The row's identity across refreshes (the store's rows: their id)."""
        return row.id

    # filling
    def set_rows(self, rows: Sequence[Any]) -> None:
        self.given = list(rows)
        rows = self._in_order(self.given)
        keys = [self.key(r) for r in rows]
        if rows and len(rows) == len(self.rows) and keys != [self.key(r) for r in self.rows] \
                and set(keys) == {self.key(r) for r in self.rows}:
            self._arrange(rows)  # the same rows, one moved by its new sort value: the selection follows
        elif keys == [self.key(r) for r in self.rows] and rows:
            old, self.rows = self.rows, rows
            first, last = 0, len(rows) - 1
            if self.rows_alone:  # only the rows that changed (a proxy filters them again)
                changed = [i for i, (before, after) in enumerate(zip(old, rows, strict=True)) if before != after]
                if not changed:
                    return
                first, last = changed[0], changed[-1]
            self.dataChanged.emit(self.index(first, 0), self.index(last, self.columnCount() - 1))
        else:
            self.reset_rows(self.given)

    def reset_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.given = list(rows)
        self.rows = self._in_order(self.given)
        self._headers = None
        self.endResetModel()

    # sorting
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The rows by ``sort_value`` in one Python sort, stable both ways as Qt's."""
        self.sort_column, self.sort_order = column, order
        self._arrange(self._in_order(self.given))

    def _in_order(self, rows: list[Any]) -> list[Any]:
        if self.sort_column < 0 or len(rows) < 2:
            return rows
        # texts before numbers: a column of numbers and blanks ("") compares them apart
        keys = [(0, v) if isinstance(v, str) else (1, v) for v in (self.sort_value(r, self.sort_column) for r in rows)]
        order = sorted(range(len(rows)), key=keys.__getitem__,
                       reverse=self.sort_order == Qt.SortOrder.DescendingOrder)
        return [rows[i] for i in order]

    def _arrange(self, rows: list[Any]) -> None:
        """The same rows in another order; the selection and other kept indexes follow their rows."""
        self.layoutAboutToBeChanged.emit()
        where = {self.key(r): i for i, r in enumerate(rows)}
        before, self.rows = self.rows, rows
        for index in self.persistentIndexList():
            self.changePersistentIndex(index, self.index(where[self.key(before[index.row()])], index.column()))
        self.layoutChanged.emit()

    def header_texts(self) -> list[str]:
        if self._headers is None:
            self._headers = self.headers()
        return self._headers

    def row_of(self, key: Any) -> int:
        for i, row in enumerate(self.rows):
            if self.key(row) == key:
                return i
        return -1

    # Qt
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.header_texts())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            headers = self.header_texts()
            return headers[section] if 0 <= section < len(headers) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tip(section)
        return None

    def header_tip(self, section: int) -> str | None:
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(row, column)
        if role == ROW_ROLE:
            return row
        if role == SORT_ROLE:
            return self.sort_value(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(column)
        return self.extra(row, column, role)

    def extra(self, row: Any, column: int, role: int) -> Any:
        """Other roles (colours, fonts, tips) of a cell."""
        return None


class RowsFilterModel(QSortFilterProxyModel):
    """A filter over a :class:`RowsTableModel` that reads the row objects themselves (no index nor
    ``data()`` call per row), and hands sorting on to it: Qt's own sort asked ``lessThan`` about
    n log n pairs, each a call into Python making two indexes (500 games: 4,400 calls, 25-50 ms
    at every event opened; by ``SORT_ROLE``, 9,000 ``data()`` calls: 150 ms)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setDynamicSortFilter(True)

    def accepts(self, row: Any) -> bool:
        return True

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        rows = self.sourceModel().rows
        return source_row < len(rows) and self.accepts(rows[source_row])

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)

    def refilter(self, name: str, value: Any) -> None:
        """Set what the filter reads (attribute ``name``), then filter again if it changed."""
        if getattr(self, name) == value:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            setattr(self, name, value)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            setattr(self, name, value)
            self.invalidateRowsFilter()


def first_row(proxy: QSortFilterProxyModel, accept: Callable[[Any], bool], start: int = 0) -> int:
    """The first proxy row from ``start`` whose row object ``accept`` takes, or -1."""
    for r in range(start, proxy.rowCount()):
        if accept(proxy.index(r, 0).data(ROW_ROLE)):
            return r
    return -1
