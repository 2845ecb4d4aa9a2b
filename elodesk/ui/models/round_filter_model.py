"""The games of one round (or of all): the filter and sort between a games model and its table."""

from __future__ import annotations

from typing import Any

from elodesk.ui.models.rows_model import RowsFilterModel


class RoundFilterProxyModel(RowsFilterModel):
    """Shows the rows of one round (0: every round), sorted by the models' sort role."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.round = 0

    def set_round(self, round_: int) -> None:
        self.refilter("round", round_)

    def accepts(self, row: Any) -> bool:
        return not self.round or getattr(row, "round", None) == self.round
