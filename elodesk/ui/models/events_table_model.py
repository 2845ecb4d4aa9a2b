"""The events list of the Events page: one line per event, newest first. On a large database the lines
come first and their counts of players and games a moment later (:meth:`EventsTableModel.set_counts`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from elodesk.store.events import EventLine, counted
from elodesk.ui.event_texts import format_span
from elodesk.ui.i18n import system_title
from elodesk.ui.models.rows_model import RIGHT, RowsTableModel

EV_NAME, EV_SYSTEM, EV_DATES, EV_PLAYERS, EV_GAMES = range(5)


def order_key(line: EventLine) -> tuple[str, int]:
    """The list's order, read backwards: by first (else last) day, then by id."""
    return line.start or line.end or "", line.id


class EventsTableModel(RowsTableModel):
    """Rows: :class:`~elodesk.store.events.EventLine`, newest first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._search: dict[EventLine, str] = {}  # each line's texts, for the filter

    def set_rows(self, rows: Sequence[EventLine]) -> None:
        """The lines (in any order); a line not counted yet keeps the counts it had."""
        known = {r.id: (r.players, r.games) for r in self.rows if r.players is not None}
        self._search.clear()
        super().set_rows(sorted((counted(r, known) if r.players is None and r.id in known else r for r in rows),
                                key=order_key, reverse=True))

    def set_counts(self, counts: dict[int, tuple[int, int]]) -> None:
        """Every line's players and games, counted on a worker."""
        self._search.clear()
        self.set_rows([counted(r, counts) for r in self.rows])

    def search_text(self, row: EventLine) -> str:
        """What the filter looks in: every column's text, in lower case."""
        text = self._search.get(row)
        if text is None:
            counts = "" if row.players is None else f"{row.players}\n{row.games}"
            text = self._search[row] = (f"{row.name}\n{system_title(row.system)}\n{format_span(row.start, row.end)}\n"
                                        f"{counts}").casefold()
        return text

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

    def alignment(self, column: int) -> int | None:
        return RIGHT if column in (EV_PLAYERS, EV_GAMES) else None

    def extra(self, row: EventLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column in (EV_NAME, EV_SYSTEM, EV_DATES):
            return f"{row.name}\n{system_title(row.system)} · {format_span(row.start, row.end)}"
        return None

    def update_event(self, summary: EventLine) -> None:
        """Refresh one event's line (or add it) in its place, without touching the others (a line its
        new dates move is moved, so that the selection follows it)."""
        row = self.row_of(summary.id)
        others = self.rows if row < 0 else self.rows[:row] + self.rows[row + 1:]
        place = next((i for i, r in enumerate(others) if order_key(r) < order_key(summary)), len(others))
        if row < 0:
            self.beginInsertRows(QModelIndex(), place, place)
            self.rows.insert(place, summary)
            self.endInsertRows()
            return
        if place != row:
            self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), place if place < row else place + 1)
            self.rows = [*others[:place], summary, *others[place:]]
            self.endMoveRows()
        self.rows[place] = summary
        self.dataChanged.emit(self.index(place, 0), self.index(place, self.columnCount() - 1))

    def remove_event(self, event_id: int) -> None:
        row = self.row_of(event_id)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.rows[row]
            self.endRemoveRows()
