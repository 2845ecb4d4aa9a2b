"""The events list of the Events page: one line per event, newest first through its proxy."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from elodesk.store.events import EventLine
from elodesk.ui.event_texts import format_span
from elodesk.ui.i18n import system_title
from elodesk.ui.models.rows_model import RIGHT, RowsTableModel

EV_NAME, EV_SYSTEM, EV_DATES, EV_PLAYERS, EV_GAMES = range(5)


class EventsTableModel(RowsTableModel):
    """Rows: :class:`~elodesk.store.events.EventLine`."""

    def headers(self) -> list[str]:
        return [self.tr("Event"), self.tr("System"), self.tr("Dates"), self.tr("Players"), self.tr("Games")]

    def header_tip(self, section: int) -> str | None:
        if section == EV_GAMES:
            return self.tr("Rated games: no forfeit, no bye, no game left unplayed")
        return None

    def value(self, row: EventLine, column: int) -> Any:
        return (row.name, system_title(row.system), None, row.players, row.games)[column]

    def display(self, row: EventLine, column: int) -> str:
        if column == EV_DATES:
            return format_span(row.start, row.end)
        return super().display(row, column)

    def sort_value(self, row: EventLine, column: int) -> Any:
        if column == EV_DATES:
            return f"{row.start or row.end or ''}#{row.id:09d}"
        return super().sort_value(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column in (EV_PLAYERS, EV_GAMES) else None

    def extra(self, row: EventLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column in (EV_NAME, EV_SYSTEM, EV_DATES):
            return f"{row.name}\n{system_title(row.system)} · {format_span(row.start, row.end)}"
        return None

    def update_event(self, summary: EventLine) -> None:
        """Refresh one event's line (or add it) without touching the others."""
        row = self.row_of(summary.id)
        if row < 0:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows))
            self.rows.append(summary)
            self.endInsertRows()
        else:
            self.rows[row] = summary
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def remove_event(self, event_id: int) -> None:
        row = self.row_of(event_id)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.rows[row]
            self.endRemoveRows()
