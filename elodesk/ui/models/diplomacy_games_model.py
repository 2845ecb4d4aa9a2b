"""An open Diplomacy event's games, and whether each counts for Elo."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from elodesk.store.event_rows import DiplomacyGame
from elodesk.ui.event_texts import counted_text, format_day, mode_name, scoring_name, state_name, translate
from elodesk.ui.models.rows_model import RowsTableModel
from elodesk.ui.style import NEUTRAL

DG_GAME, DG_DATE, DG_MODE, DG_SCORING, DG_STATE, DG_COUNTED = range(6)


class DiplomacyGamesModel(RowsTableModel):
    """Rows: :class:`~elodesk.store.event_rows.DiplomacyGame` (with its powers)."""

    rows_alone = True  # an edited game refreshes its own row (500 games sorted again: 25-50 ms)

    def headers(self) -> list[str]:
        return [
            self.tr("Game"),
            self.tr("First resolution"),
            self.tr("Mode"),
            self.tr("Scoring"),
            self.tr("State"),
            self.tr("Counted"),
        ]

    def header_tip(self, section: int) -> str | None:
        if section == DG_COUNTED:
            return self.tr("Whether the game moves Elo: used for Elo, finished, not excluded, every power played")
        return None

    def value(self, row: DiplomacyGame, column: int) -> Any:
        if column == DG_COUNTED:
            return counted_text(row)
        if column == DG_MODE:  # each name for its own column: not the five at each cell
            return mode_name(row.mode)
        if column == DG_SCORING:
            return scoring_name(row.scoring)
        if column == DG_STATE:
            return state_name(row.state)
        return row.ref if column == DG_GAME else row.first_resolution

    def display(self, row: DiplomacyGame, column: int) -> str:
        if column == DG_DATE:
            return format_day(row.first_resolution)
        return super().display(row, column)

    def sort_value(self, row: DiplomacyGame, column: int) -> Any:
        if column in (DG_GAME, DG_DATE):
            return f"{row.first_resolution}#{row.ref}" if column == DG_DATE else row.ref
        return super().sort_value(row, column)

    def extra(self, row: DiplomacyGame, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column == DG_COUNTED and counted_text(row) != translate(
            "EventsModels", "Yes"
        ):
            return NEUTRAL
        return None
