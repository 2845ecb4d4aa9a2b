"""An open Bataille Empire event's battles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from elodesk.store.event_rows import BattleRow
from elodesk.ui.event_texts import battle_result_text
from elodesk.ui.formatting import BATTLE_RESULTS
from elodesk.ui.models.rows_model import CENTER, RIGHT, RowsTableModel

BA_ROUND, BA_SIDE_A, BA_RESULT, BA_SIDE_B, BA_SCENARIO = range(5)


class BattlesModel(RowsTableModel):
    """Rows: :class:`~elodesk.store.event_rows.BattleRow`."""

    rows_alone = True  # an edited game refreshes its own row (500 games sorted again: 25-50 ms)

    def headers(self) -> list[str]:
        return [self.tr("Round"), self.tr("Side A"), self.tr("Result"), self.tr("Side B"), self.tr("Scenario")]

    def value(self, row: BattleRow, column: int) -> Any:
        if column == BA_SIDE_A:
            return " / ".join(name for _, name in row.side_a)
        if column == BA_SIDE_B:
            return " / ".join(name for _, name in row.side_b)
        if column == BA_RESULT:
            return battle_result_text(row.result)
        return row.round if column == BA_ROUND else row.scenario

    def sort_value(self, row: BattleRow, column: int) -> Any:
        if column == BA_ROUND:
            return row.round * 1_000_000 + row.id
        if column == BA_RESULT:
            return BATTLE_RESULTS.index(row.result) if row.result in BATTLE_RESULTS else 99
        return super().sort_value(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column == BA_ROUND else CENTER if column == BA_RESULT else None

    def extra(self, row: BattleRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column == BA_RESULT:
            return battle_result_text(row.result, long=True)
        if role == Qt.ItemDataRole.ToolTipRole and row.notes:
            return row.notes
        return None
