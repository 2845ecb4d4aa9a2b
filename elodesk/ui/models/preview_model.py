"""The preview table of a rating run: one row per player, coloured by the direction of his change."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from elodesk.core.systems import BY_ID, RatingSystem
from elodesk.store.players import name_key
from elodesk.store.run_preview import PreviewRow
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.style import DOWN, NEUTRAL, UP
from elodesk.ui.widgets import grade_texts
from elodesk.ui.workers import let_go

Index = QModelIndex | QPersistentModelIndex

NAME, OLD, NEW, CHANGE, GAMES, STATUS, GRADE = range(7)  # a chess system's columns (the registry says each system's)
PLAIN = RatingSystem.__dataclass_fields__["preview_columns"].default  # a system that names no other columns


class PreviewTableModel(QAbstractTableModel):
    """Rows are the players of a previewed run (``PreviewRow``) with their names added; the games
    column counts each player's games in the run (the engines' ``games`` is his career count)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.system = ""
        self.players: list[PreviewRow] = []
        self.names: dict[str, str] = {}
        self.status_text: dict[str, str] = {}
        self.grade_names = grade_texts()  # the engine's French grade names in the window's language
        self.sort_column = NAME
        self.sort_order = Qt.SortOrder.AscendingOrder

    def set_run(self, system: str, players: list[PreviewRow], names: dict[str, str],
                status_text: dict[str, str], sorted_by: tuple[int, Qt.SortOrder] | None = None) -> None:
        """Show a run's players; ``sorted_by``: already in that order (:func:`sorted_run`, on a worker),
        not sorted again unless the user sorted otherwise meanwhile. The rows shown before are freed
        by a worker (``workers.let_go``)."""
        self.beginResetModel()
        let_go(self.players, self.names.keys(), self.names.values())
        self.system, self.players, self.names, self.status_text = system, players, names, status_text
        if sorted_by != (self.sort_column, self.sort_order):
            self._sort_rows()
        self.endResetModel()

    def _sort_key(self, player: PreviewRow) -> Any:
        # a grade sorts by its level (the new rating), not by its name in the window's language
        key = self._key(self.sort_column)
        value = self._cell(player, "new" if key == "grade" else key)
        if key == "name":
            return name_key(value or "")
        return (value is not None, value if isinstance(value, int | float) else str(value or ""))

    def _sort_rows(self) -> None:
        reverse = self.sort_order == Qt.SortOrder.DescendingOrder
        self.players.sort(key=self._sort_key, reverse=reverse)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorted here, in one Python sort: a proxy would call ``data`` thousands of times on
        every refresh, and an event's preview is refreshed at each result the arbiter enters."""
        self.layoutAboutToBeChanged.emit()
        self.sort_column, self.sort_order = column, order
        self._sort_rows()
        self.layoutChanged.emit()

    def clear(self) -> None:
        self.set_run("", [], {}, {})

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def _columns(self) -> tuple[str, ...]:
        """The keys of the columns after the player's name, as the system's registry record lists them."""
        system = BY_ID.get(self.system)
        return system.preview_columns if system else PLAIN

    def _modes(self) -> tuple[str, ...]:
        system = BY_ID.get(self.system)
        return system.role_modes if system else ()

    def _key(self, column: int) -> str | None:
        """What a column shows: "name", or a key of the system's preview columns (None: no such column)."""
        keys = self._columns()
        return "name" if column == NAME else keys[column - 1] if 0 < column <= len(keys) else None

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 1 + len(self._columns())

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = {"old": self.tr("Old"), "new": self.tr("New"), "change": self.tr("Change"), "games": self.tr("Games"),
                  "status": self.tr("Status"), "grade": self.tr("Grade"),
                  "blitz": self.tr("Blitz"), "classic": self.tr("Classic")}  # Diplomacy's modes: their global Elo
        key = self._key(section) or ""
        return self.tr("Player") if key == "name" else titles.get(key, key)

    def _value(self, player: PreviewRow, column: int) -> Any:
        return self._cell(player, self._key(column))

    def _cell(self, player: PreviewRow, key: str | None) -> Any:
        if key == "name":
            return self.names.get(player.id, player.id)
        if key in self._modes():  # no single rating: the mode's global Elo
            return player.global_elo.get(key)
        if key == "old":
            return player.old_rating
        if key == "new":
            return player.rating if player.rating is not None else player.provisional_rating
        if key == "change":
            return player.change
        if key == "grade":
            system = BY_ID.get(self.system)
            name = player.grade or (system.grade(player.rating) if system is not None else None) or ""
            return self.grade_names.get(name, name)
        if key == "games":
            return player.period_games
        if key == "status":
            return self.status_text.get(player.status, player.status)
        return None

    @property
    def rows(self) -> list[PreviewRow]:
        """The players in the table's order (what row_table.fit_columns reads)."""
        return self.players

    def display(self, player: PreviewRow, column: int) -> str:
        """A cell's text."""
        key = self._key(column)
        value = self._cell(player, key)
        if value is None:
            return "—" if key != "name" else ""
        if isinstance(value, float):
            return f"{value:.1f}"
        if key == "change" and isinstance(value, int) and value > 0:
            return f"+{value}"
        return str(value)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player = self.players[index.row()]
        column = index.column()
        if role == ROW_ROLE:
            return player
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(player, column)
        key = self._key(column)
        if role == Qt.ItemDataRole.TextAlignmentRole and key not in ("name", "status", "grade"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # the new figures (a system of modes: each mode's global Elo) and the change, by its direction
        if role == Qt.ItemDataRole.ForegroundRole and (key in ("new", "change") or key in self._modes()):
            if player.change:
                return UP if player.change > 0 else DOWN
            return NEUTRAL if player.status in ("unchanged", "unrated") else None
        if role == Qt.ItemDataRole.ToolTipRole and key == "new" and player.provisional_rating is not None:
            return self.tr("Provisional rating (10 to 19 archived games): not a published rating")
        if role == Qt.ItemDataRole.ToolTipRole and key == "games" and player.career_games is not None:
            return self.tr("Games in this run; {career} in his career after it").format(career=player.career_games)
        return None


def sorted_run(system: str, players: list[PreviewRow], names: dict[str, str], status_text: dict[str, str],
               column: int, order: Qt.SortOrder) -> list[PreviewRow]:
    """The players in the order the table shows them, sorted by a worker (issue 24: a federation's
    50,000 names folded and sorted held the window 0.3 s after Apply): a model made for the sort
    alone, never shown, so that the order is the table's own."""
    sorter = PreviewTableModel()
    sorter.system, sorter.players, sorter.names, sorter.status_text = system, list(players), names, status_text
    sorter.sort_column, sorter.sort_order = column, order
    sorter._sort_rows()
    return sorter.players
