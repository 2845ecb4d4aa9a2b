"""The board of one Diplomacy game: each power, its player, centres and score."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt

from elodesk.reports.standings import BoardLine
from elodesk.ui.event_texts import role_name
from elodesk.ui.models.rows_model import RIGHT, RowsTableModel
from elodesk.ui.style import NEUTRAL

BD_POWER, BD_PLAYER, BD_CENTRES, BD_ELIMINATED, BD_SCORE = range(5)


class DiplomacyBoardModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.standings.BoardLine` of one game, best score first."""

    def set_board(self, lines: list[BoardLine]) -> None:
        self.reset_rows(lines)

    def key(self, row: BoardLine) -> Any:
        return row.role

    def headers(self) -> list[str]:
        return [self.tr("Power"), self.tr("Player"), self.tr("Centres"), self.tr("Eliminated"), self.tr("Score")]

    def value(self, row: BoardLine, column: int) -> Any:
        return (role_name(row.role), row.name, row.centers, row.eliminated, row.score)[column]

    def display(self, row: BoardLine, column: int) -> str:
        if column == BD_ELIMINATED:
            return self.tr("eliminated") if row.eliminated else ""
        if column == BD_SCORE:
            return QLocale().toString(row.score, "f", 2)
        return super().display(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column in (BD_CENTRES, BD_SCORE) else None

    def extra(self, row: BoardLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and row.eliminated:
            return NEUTRAL
        return None
