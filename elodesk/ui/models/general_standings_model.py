"""A Bataille Empire event's generals, ranked by their battles' scores."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale

from elodesk.reports.standings import GeneralStanding
from elodesk.ui.models.rows_model import RIGHT, RowsTableModel

GS_RANK, GS_GENERAL, GS_BATTLES, GS_VICTORIES, GS_DRAWS, GS_DEFEATS, GS_SCORE = range(7)


class GeneralStandingsModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.standings.GeneralStanding`."""

    def set_standings(self, rows: list[GeneralStanding]) -> None:
        self.reset_rows(rows)

    def key(self, row: GeneralStanding) -> Any:
        return row.player_id

    def headers(self) -> list[str]:
        return [
            self.tr("Rank"),
            self.tr("General"),
            self.tr("Battles"),
            self.tr("Victories"),
            self.tr("Draws"),
            self.tr("Defeats"),
            self.tr("Score"),
        ]

    def header_tip(self, section: int) -> str | None:
        if section == GS_SCORE:
            return self.tr("Sum of the battles' scores: 1.5 crushing, 1.25 decisive, 1 marginal victory, 0.5 draw")
        return None

    def value(self, row: GeneralStanding, column: int) -> Any:
        return (row.rank, row.name, row.battles, row.victories, row.draws, row.defeats, row.score)[column]

    def display(self, row: GeneralStanding, column: int) -> str:
        if column == GS_SCORE:
            return QLocale().toString(row.score, "f", 2)
        return super().display(row, column)

    def alignment(self, column: int) -> int | None:
        return None if column == GS_GENERAL else RIGHT
