"""The games of one round (or of all): the filter and sort between a games model and its table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel

from elodesk.ui.models.rows_model import ROW_ROLE, SORT_ROLE, Index


class RoundFilterProxyModel(QSortFilterProxyModel):
    """Shows the rows of one round (0: every round), sorted by the models' sort role."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.round = 0
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_round(self, round_: int) -> None:
        if round_ == self.round:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.round = round_
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.round = round_
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self.round:
            return True
        row = self.sourceModel().index(source_row, 0, source_parent).data(ROW_ROLE)
        return getattr(row, "round", None) == self.round

    def row_object(self, proxy_row: int) -> Any:
        return self.index(proxy_row, 0).data(ROW_ROLE)
