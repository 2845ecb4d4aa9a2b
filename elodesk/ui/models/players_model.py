"""The players table: every club player with his current ratings, fast on 60,000 players.

The model holds the rows of one store query (tuples) and, per row, a search key
(lower case, accents removed) built once at load; ``data()`` only indexes.
Sorting is done here, in Python, on each column's sort values, computed once at
load (a proxy sorting 60,000 rows would call ``data()`` a million times; folding
60,000 club names again at each click took 50 ms of the UI thread): a click
takes them in the order shown, sorts row numbers by them and permutes the lists.
:func:`prepare_table` does the whole load without Qt, so that a worker can do it
off the UI thread; the filter is ``players_filter.PlayersFilterProxyModel``.

A worker hands the rows over as plain tuples in ``PlayerRow``'s order (``Row``), not as
``PlayerRow``s: the garbage collector stops tracking a plain tuple of numbers and text, where
it walks 60,000 named tuples in each full collection (75 ms holding the interpreter lock, on
whichever thread, issue 13.1). ``player`` makes the typed row of one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import is_, is_not, itemgetter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from elodesk.collector import full_collections_held, kept
from elodesk.core.bataille_empire import grade
from elodesk.store.db import Database, open_db
from elodesk.store.player_table import PlayerRow, players_table, players_table_batches
from elodesk.store.players import search_key
from elodesk.ui.event_texts import format_day
from elodesk.ui.models.rows_model import ROW_ROLE, SORT_ROLE
from elodesk.ui.style import NEUTRAL
from elodesk.ui.widgets import grade_texts
from elodesk.ui.workers import let_go

Index = QModelIndex | QPersistentModelIndex
SCANS = 40  # players looked up by scanning after a sort, before the index of every row is made


# Where each column's value sits in a PlayerRow (-1: the grade, computed at load).
_FIELDS = ("id", "name", "birth_date", "sex", "club", "federation", "fide_id", "frbe_id", "ffe_id",
           "frbe_rating", "frbe_games", "ffe_rating", "be_rating", "be_games", None,
           "fide_standard", "fide_rapid", "fide_blitz")
_FIELD_INDEX = tuple(PlayerRow._fields.index(f) if f else -1 for f in _FIELDS)
Row = tuple[Any, ...]  # a PlayerRow's values, as a plain tuple
(_NAME, _CLUB, _FIDE_ID, _FRBE_ID, _FFE_ID, _FRBE_RATING, _PROVISIONAL, _BE_RATING, _SYSTEMS) = (
    PlayerRow._fields.index(f) for f in ("name", "club", "fide_id", "frbe_id", "ffe_id", "frbe_rating",
                                         "frbe_provisional", "be_rating", "systems"))
Sort = tuple[int, bool]  # a column and whether it sorts descending
_DISPLAY, _ALIGNMENT, _FOREGROUND, _TOOLTIP = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole))


@dataclass(slots=True)
class PlayersTable:
    """The rows and what sorting and filtering read, as parallel columns in the order shown.

    ``sort_keys`` holds each column's sort values in the order the rows were read (they
    never move); ``loaded`` says, for each row shown, where it was read, and ``read_at``
    where each player was read (by id). Tuples, not lists: a tuple of numbers or text is
    looked at by one collection, then no more, where each full collection would go through
    every item of two dozen lists of 60,000 (20 ms).
    """

    rows: Sequence[Row]
    grades: Sequence[str | None]
    search_keys: Sequence[str]
    systems: Sequence[str]
    sort_keys: list[Sequence[Any]]
    loaded: Sequence[int]
    read_at: dict[int, int]
    sort: Sort | None = None

    def permute(self, order_rows: list[int]) -> None:
        take = itemgetter(*order_rows) if len(order_rows) > 1 else None  # one C loop per column, not a Python one
        for name in ("rows", "grades", "search_keys", "systems", "loaded"):
            values = getattr(self, name)
            setattr(self, name, kept(take(values) if take is not None else (values[i] for i in order_rows)))

    def sort_value(self, column: int, row: int) -> Any:
        """What a shown row sorts by in a column."""
        return self.sort_keys[column][self.loaded[row]]

    def order(self, column: int, descending: bool) -> list[int]:
        """The rows in sorted order (old row numbers; stable); missing values last both ways."""
        keys = self.sort_keys[column]
        values = itemgetter(*self.loaded)(keys) if len(self.loaded) > 1 else [keys[i] for i in self.loaded]
        if None not in values:
            return sorted(range(len(values)), key=values.__getitem__, reverse=descending)
        rows = range(len(values))  # the partition in C loops: no Python bytecode per row
        present = list(compress(rows, map(is_not, values, repeat(None))))
        present.sort(key=values.__getitem__, reverse=descending)
        return present + list(compress(rows, map(is_, values, repeat(None))))

    def sorted_by(self, sort: Sort | None) -> None:
        """Put the rows in this order (nothing to do when they already are)."""
        if sort is not None and sort != self.sort:
            self.permute(self.order(*sort))
        self.sort = sort


def prepare_table(rows: Sequence[Row], sort: Sort | None = None) -> PlayersTable:
    """The search keys, grades and order of the rows: the load's work, without Qt (a worker may do it)."""
    clubs: dict[str | None, str] = {None: ""}
    names: list[str] = []
    keys: list[str] = []
    for r in rows:
        name = search_key(r[_NAME])
        club = clubs.get(r[_CLUB])
        if club is None:
            club = clubs[r[_CLUB]] = search_key(r[_CLUB])
        last, comma, first = name.partition(",")
        turned = f"{first.strip()} {last.strip()}" if comma else ""
        names.append(name)
        keys.append(f"{name}\x1f{turned}\x1f{club}\x1f{r[_FIDE_ID] or ''}\x1f{r[_FRBE_ID] or ''}"
                    f"\x1f{(r[_FFE_ID] or '').lower()}")
    table = PlayersTable(kept(rows), kept(None if r[_BE_RATING] is None else grade(r[_BE_RATING]) for r in rows),
                         kept(keys), kept(map(itemgetter(_SYSTEMS), rows)), sort_keys(rows, kept(names)),
                         kept(range(len(rows))), dict(zip(map(itemgetter(0), rows), range(len(rows)), strict=True)))
    table.sorted_by(sort)
    return table


def read_table(path: Path, sort: Sort | None) -> PlayersTable:
    """The players table prepared on a worker, with its own connection.

    No full collection meanwhile (``collector.full_collections_held``): the read's short-lived
    rows (60,000 tuples from SQLite, then the keys) are freed by their reference counts instead
    of setting off full collections that hold the interpreter lock against the UI thread. Each
    batch is kept as plain tuples, which a young collection stops tracking: no later collection
    walks them.
    """
    with full_collections_held():
        db = open_db(path)
        try:
            rows: list[Row] = []
            for batch in players_table_batches(db):
                rows += map(tuple, batch)
            return prepare_table(rows, sort)
        finally:
            db.conn.close()


def sort_keys(rows: Sequence[Row], names: tuple[str, ...]) -> list[Sequence[Any]]:
    """Each column's sort values, row by row: names and clubs folded (lower case, no accents),
    ids as text by length first (so 99 < 100), the grade by the level; None when missing."""
    m = PlayersTableModel  # the column numbers
    keys: list[Sequence[Any]] = []
    for column, field in enumerate(_FIELD_INDEX):
        if column == m.NAME:
            keys.append(names)
        elif column in (m.CLUB, m.FFE_ID):  # few distinct clubs: search_key each once
            folded: dict[str, str] = {}
            keys.append(kept(None if r[field] is None
                             else folded.get(r[field]) or folded.setdefault(r[field], search_key(r[field]))
                             for r in rows))
        elif column in (m.FIDE_ID, m.FRBE_ID):
            keys.append(kept(None if r[field] is None else f"{len(r[field]):02d}{r[field]}" for r in rows))
        elif column == m.BE_GRADE:
            keys.append(keys[m.BE_RATING])
        else:
            keys.append(kept(map(itemgetter(field), rows)))
    return keys


class PlayersTableModel(QAbstractTableModel):
    """One row per player: identity, federation ids, Belgian, French and Bataille Empire ratings."""

    (ID, NAME, BIRTH_DATE, SEX, CLUB, FEDERATION, FIDE_ID, FRBE_ID, FFE_ID,
     FRBE_RATING, FRBE_GAMES, FFE_RATING, BE_RATING, BE_GAMES, BE_GRADE,
     FIDE_STANDARD, FIDE_RAPID, FIDE_BLITZ) = range(18)
    COLUMN_COUNT = 18
    SORT_ROLE = SORT_ROLE  # the value the column sorts by
    ROW_ROLE = ROW_ROLE  # the whole PlayerRow
    ID_ROLE = Qt.ItemDataRole.UserRole + 3  # the player's id, whatever the column

    FIELD = _FIELD_INDEX
    NUMERIC = frozenset({ID, FRBE_RATING, FRBE_GAMES, FFE_RATING, BE_RATING, BE_GAMES, FIDE_STANDARD, FIDE_RAPID,
                         FIDE_BLITZ})
    _RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    _LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = prepare_table([])
        self._row_of: dict[int, int] | None = None  # id: row, made when many are asked after a sort
        self._scans = 0
        self.sort_order: Sort | None = None  # what the user asked for, kept across loads
        self._headers: list[tuple[str, str]] = []
        self.grade_names = grade_texts()  # the French grade names (RULES.md) in the window's language

    # The table's columns, permuted together when sorting; the filter reads search_keys and systems.
    @property
    def rows(self) -> Sequence[Row]:
        return self.table.rows

    def player(self, row: int) -> PlayerRow:
        """The typed row of the player on a row."""
        return PlayerRow._make(self.table.rows[row])

    @property
    def search_keys(self) -> Sequence[str]:
        return self.table.search_keys

    @property
    def systems(self) -> Sequence[str]:
        return self.table.systems

    # --- loading ----------------------------------------------------------------------------

    def load(self, db: Database) -> None:
        """(Re)read every player here: one query, then the search keys; the current sort is kept."""
        self.set_table(prepare_table(players_table(db), self.sort_order))

    def set_table(self, table: PlayersTable) -> None:
        """Show a prepared table (sorted again if the user sorted while it was read)."""
        self.beginResetModel()
        table.sorted_by(self.sort_order)
        old, self.table = self.table, table
        self._forget_rows()
        self.endResetModel()
        # the rows shown before freed by a worker, not here (60,000 players: 0.1 s, issue 24)
        let_go(old.rows, old.search_keys, old.grades, old.systems, *old.sort_keys)

    def _forget_rows(self) -> None:
        self._row_of, self._scans = None, 0

    def row_of(self, player_id: int) -> int | None:
        """The row that shows a player, or None. After a sort the first few are found by a
        scan (one C loop, well under a millisecond) rather than by indexing all 60,000 rows
        (25 ms); when many are asked (a large selection kept), the index is made once."""
        if self._row_of is None and self._scans < SCANS:
            self._scans += 1
            read_at = self.table.read_at.get(player_id)
            return None if read_at is None else self.table.loaded.index(read_at)
        if self._row_of is None:
            rows = self.table.rows
            self._row_of = dict(zip(map(itemgetter(0), rows), range(len(rows)), strict=True))
        return self._row_of.get(player_id)

    # --- Qt's model interface ---------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.table.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def display(self, row: int, column: int) -> Any:
        """What a cell shows (the DisplayRole), read straight from the lists."""
        field = self.FIELD[column]
        if field < 0:
            name = self.table.grades[row]
            return name and self.grade_names.get(name, name)
        player = self.table.rows[row]
        value = player[field]
        if value is None and column == self.FRBE_RATING and player[_PROVISIONAL] is not None:
            return f"({player[_PROVISIONAL]})"
        if column == self.BIRTH_DATE and value:
            return format_day(value)  # as the reader writes a date (11/07/1954), kept ISO in the row
        return value

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self.cell(index.row(), index.column(), role)

    def cell(self, row: int, column: int, role: int) -> Any:
        """A cell's data for a role (the filter asks here directly, without making an index)."""
        if role == _DISPLAY:  # ints: Qt's enum members are looked up in Python at each use
            return self.display(row, column)
        if role == _ALIGNMENT:
            return self._RIGHT if column in self.NUMERIC else self._LEFT
        if role == self.ID_ROLE:
            return self.table.rows[row][0]
        if role == self.ROW_ROLE:
            return self.player(row)
        if role == self.SORT_ROLE:
            return self.table.sort_value(column, row)
        if column == self.FRBE_RATING and self.table.rows[row][_FRBE_RATING] is None \
                and self.table.rows[row][_PROVISIONAL] is not None:
            if role == _FOREGROUND:
                return NEUTRAL
            if role == _TOOLTIP:
                return self.tr("Provisional Belgian rating: not yet enough games for a rating")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.headers()[section][1]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._RIGHT if section in self.NUMERIC else self._LEFT
        return None

    def headers(self) -> list[tuple[str, str]]:
        """Each column's title and tooltip, translated once (the page is rebuilt when the language changes)."""
        if not self._headers:
            self._headers = self._header_texts()
        return self._headers

    def _header_texts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Id"), self.tr("The player's number in the club database")),
            (self.tr("Name"), self.tr("Last name, first name")),
            (self.tr("Born"), self.tr("Birth date")),
            (self.tr("Sex"), self.tr("Sex")),
            (self.tr("Club"), self.tr("Club")),
            (self.tr("Fed."), self.tr("Federation (country code)")),
            (self.tr("FIDE id"), self.tr("FIDE identifier")),
            (self.tr("Matricule"), self.tr("Belgian matricule (FRBE-KBSB member number)")),
            (self.tr("Licence"), self.tr("French licence number (FFE)")),
            (self.tr("FRBE"), self.tr("Current Belgian rating (in brackets: provisional)")),
            (self.tr("Games"), self.tr("Games behind the Belgian rating")),
            (self.tr("FFE"), self.tr("Current French rating")),
            (self.tr("BE level"), self.tr("Current Bataille Empire level")),
            (self.tr("BE games"), self.tr("Battles behind the Bataille Empire level")),
            (self.tr("Grade"), self.tr("Bataille Empire grade")),
            (self.tr("FIDE"), self.tr("Current FIDE standard rating")),
            (self.tr("Rapid"), self.tr("Current FIDE rapid rating")),
            (self.tr("Blitz"), self.tr("Current FIDE blitz rating")),
        ]

    # --- sorting ----------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows (stable: a previous sort orders equal values); missing values go last.
        Asked again for the order the rows are in (QTableView.sortByColumn sorts twice), it does nothing."""
        if not 0 <= column < self.COLUMN_COUNT:
            return
        self.sort_order = (column, order == Qt.SortOrder.DescendingOrder)
        if self.sort_order == self.table.sort:
            return
        order_rows = self.table.order(*self.sort_order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        self.table.permute(order_rows)
        self.table.sort = self.sort_order
        if old:  # indexes held on this model itself (the page's are on the filter, which follows by id)
            new_row = dict(zip(order_rows, range(len(order_rows)), strict=True))
            self.changePersistentIndexList(old, [self.index(new_row[i.row()], i.column()) for i in old])
        self._forget_rows()
        self.layoutChanged.emit()
