"""The History page's list of players: sorted and searched in Python, shown to the view in batches.

A federation has tens of thousands of rated players. The list is read and put in its
orders on a worker (``PlayerList.of``); the model then hands the view ``BATCH`` rows at
a time (``canFetchMore``/``fetchMore``), so a new list, a sort or a search never makes
Qt ask for every row. A sort picks one of the prepared orders, a search filters one.

The list holds its players as columns (ids, names, ratings, folded names) and its orders as
row numbers: no object per player, so the garbage collector has none to walk, where 60,000
dataclass rows cost 40-60 ms in each of its full collections, holding the interpreter lock
(issue 13.1). ``PlayerRow``, the typed row, is made for the rows asked for.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import contains
from typing import Any, NamedTuple

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal

from elodesk.collector import kept
from elodesk.reports.numbers import format_number
from elodesk.reports.sorting import sorted_in_steps
from elodesk.store.players import name_key
from elodesk.ui.models.rows_model import ROW_ROLE, SORT_ROLE
from elodesk.ui.models.rows_model import Index as _Index

MAX_LINES = 8  # more lines than this and the plot cannot be read
BATCH = 200  # rows handed to the view at a time: a few screens


class PlayerRow(NamedTuple):
    """A player the plot can show: his current rating in the system chosen."""

    player_id: int
    name: str
    rating: float


@dataclass(frozen=True, slots=True)
class PlayerList:
    """A system's players as columns, in the order read, and the list's orders (row numbers), by
    name and by rating, each ascending and descending (ties keep the order read), all made on the
    worker: a click on a heading only picks one.

    Tuples, not lists: a tuple of numbers or text is looked at by one collection, then no more
    (each collection would go through a list's 60,000 items: 25 ms at load 4).
    """

    ids: tuple[int, ...]
    names: tuple[str, ...]
    ratings: tuple[float, ...]
    keys: tuple[str, ...]  # the names folded for sorting and searching, once per row
    orders: dict[tuple[int, Qt.SortOrder], tuple[int, ...]]
    number_of: dict[int, int]  # each player's row number, by id (numbers only: the collector never walks it)

    @classmethod
    def of(cls, rows: Iterable[tuple[int, str, float]]) -> PlayerList:
        """The list of these players (``PlayerRow``s or tuples alike)."""
        listed = list(rows)
        return cls.from_columns([r[0] for r in listed], [r[1] for r in listed], [r[2] for r in listed])

    @classmethod
    def from_columns(cls, ids: list[int], names: list[str], ratings: list[float]) -> PlayerList:
        """The list of these players, one column each."""
        columns = [kept(column) for column in (ids, names, ratings, map(name_key, names))]
        keys = columns[3]
        by = {HistoryPlayersModel.NAME: keys.__getitem__, HistoryPlayersModel.RATING: columns[2].__getitem__}
        numbers = list(range(len(keys)))
        orders = {}
        for column, key in by.items():
            for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
                orders[(column, order)] = kept(sorted_in_steps(numbers, key, order == Qt.SortOrder.DescendingOrder))
        return cls(*columns, orders, dict(zip(columns[0], range(len(keys)), strict=True)))

    def row(self, number: int) -> PlayerRow:
        return PlayerRow(self.ids[number], self.names[number], self.ratings[number])


class HistoryPlayersModel(QAbstractTableModel):
    """The players rated in a system, each with a check box: the checked ones are plotted.

    Checked players are kept in the order they were checked, so each keeps his colour
    when another is added; at most ``MAX_LINES`` can be checked.
    """

    NAME, RATING = range(2)
    checked_changed = Signal()
    limit_reached = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.players = PlayerList.of([])
        self.checked: list[int] = []
        self.lang = "fr"
        self.rating_title = self.tr("Rating")
        self.needle = ""
        self.sort_column = self.NAME
        self.sort_order = Qt.SortOrder.AscendingOrder
        self.shown: Sequence[int] = ()  # sorted and searched (row numbers of the list): what the view can fetch
        self.fetched = 0  # how many of them the view has

    @property
    def rows(self) -> list[PlayerRow]:
        """Every player of the list, in the order read (typed rows, made when asked)."""
        return list(map(self.players.row, range(len(self.players.ids))))

    def set_rating_title(self, title: str) -> None:
        """Bataille Empire has levels, Diplomacy a global Elo, chess ratings."""
        self.rating_title = title
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.RATING, self.RATING)

    def set_rows(self, rows: list[PlayerRow] | PlayerList) -> None:
        """Show other players (a list already ordered on a worker, or rows to order here);
        checked players still in the list stay checked."""
        players = rows if isinstance(rows, PlayerList) else PlayerList.of(rows)
        present = players.number_of
        before = list(self.checked)
        self.players = players
        self.checked = [pid for pid in self.checked if pid in present]
        self._refilter()
        if self.checked != before:
            self.checked_changed.emit()

    def set_needle(self, text: str) -> None:
        """Keep the players whose name holds ``text``, ignoring case and accents (“leon” finds “Léon”)."""
        self.needle = name_key(text.strip())
        self._refilter()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_column, self.sort_order = column, order
        self._refilter()

    def _refilter(self) -> None:
        ordered = self.players.orders[(self.sort_column, self.sort_order)]
        self.beginResetModel()
        needle, keys = self.needle, self.players.keys  # the search in C loops: 60,000 names at each keystroke
        self.shown = list(compress(ordered, map(contains, map(keys.__getitem__, ordered), repeat(needle)))) \
            if needle else ordered
        self.fetched = min(BATCH, len(self.shown))
        self.endResetModel()

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self.fetched < len(self.shown)

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid():
            return
        more = min(BATCH, len(self.shown) - self.fetched)
        if more > 0:
            self.beginInsertRows(QModelIndex(), self.fetched, self.fetched + more - 1)
            self.fetched += more
            self.endInsertRows()

    def total(self) -> int:
        """The players the search keeps, fetched by the view or not."""
        return len(self.shown)

    def checked_rows(self) -> list[PlayerRow]:
        number_of = self.players.number_of
        return [self.players.row(number_of[pid]) for pid in self.checked if pid in number_of]

    def set_checked(self, player_ids: list[int]) -> None:
        """Plot exactly these players (those in the list, at most ``MAX_LINES``)."""
        present = self.players.number_of
        self.checked = [pid for pid in player_ids if pid in present][:MAX_LINES]
        self._checks_changed()
        self.checked_changed.emit()

    def expect(self, player_ids: list[int]) -> None:
        """Tick these players in the list being read (another page sends the user here with one);
        those it turns out not to hold are dropped when it is shown."""
        self.checked = list(player_ids)[:MAX_LINES]
        self._checks_changed()

    def clear_checks(self) -> None:
        if self.checked:
            self.checked = []
            self._checks_changed()
            self.checked_changed.emit()

    def _checks_changed(self) -> None:
        if self.fetched:
            self.dataChanged.emit(self.index(0, self.NAME), self.index(self.fetched - 1, self.NAME),
                                  [Qt.ItemDataRole.CheckStateRole])

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.fetched

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Player"), self.rating_title)[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.NAME:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        players, number, column = self.players, self.shown[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return players.names[number] if column == self.NAME else format_number(round(players.ratings[number]),
                                                                                   self.lang)
        if role == SORT_ROLE:
            return players.keys[number] if column == self.NAME else players.ratings[number]
        if role == Qt.ItemDataRole.CheckStateRole and column == self.NAME:
            return Qt.CheckState.Checked if players.ids[number] in self.checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.RATING:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ROW_ROLE:
            return players.row(number)
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.CheckStateRole or index.column() != self.NAME:
            return False
        pid = self.players.ids[self.shown[index.row()]]
        checked = Qt.CheckState(value) == Qt.CheckState.Checked
        if checked == (pid in self.checked):
            return True
        if checked and len(self.checked) >= MAX_LINES:
            self.limit_reached.emit()
            return False
        if checked:
            self.checked.append(pid)
        else:
            self.checked.remove(pid)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        self.checked_changed.emit()
        return True
