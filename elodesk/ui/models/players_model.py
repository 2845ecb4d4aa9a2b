"""The players table: every club player with his current ratings, fast on 60,000 players.

The model holds the rows of one store query (tuples) and, per row, a search key
(lower case, accents removed) built once at load; ``data()`` only indexes.
Sorting is done here, in Python, on precomputed keys (a proxy sorting 60,000
rows would call ``data()`` a million times); the proxy only filters: one pass of
substring tests over the search keys, whose answers ``filterAcceptsRow`` reads.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from elodesk.core.bataille_empire import grade
from elodesk.store.db import Database
from elodesk.store.players import PlayerRow, players_table, search_key
from elodesk.ui.style import NEUTRAL

Index = QModelIndex | QPersistentModelIndex


# Where each column's value sits in a PlayerRow (-1: the grade, computed at load).
_FIELDS = ("id", "name", "birth_date", "sex", "club", "federation", "fide_id", "frbe_id", "ffe_id",
           "frbe_rating", "frbe_games", "ffe_rating", "be_rating", "be_games", None,
           "fide_standard", "fide_rapid", "fide_blitz")
_FIELD_INDEX = tuple(PlayerRow._fields.index(f) if f else -1 for f in _FIELDS)


class PlayersTableModel(QAbstractTableModel):
    """One row per player: identity, federation ids, Belgian, French and Bataille Empire ratings."""

    (ID, NAME, BIRTH_DATE, SEX, CLUB, FEDERATION, FIDE_ID, FRBE_ID, FFE_ID,
     FRBE_RATING, FRBE_GAMES, FFE_RATING, BE_RATING, BE_GAMES, BE_GRADE,
     FIDE_STANDARD, FIDE_RAPID, FIDE_BLITZ) = range(18)
    COLUMN_COUNT = 18
    SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the value the column sorts by
    ROW_ROLE = Qt.ItemDataRole.UserRole + 2  # the whole PlayerRow
    ID_ROLE = Qt.ItemDataRole.UserRole + 3  # the player's id, whatever the column

    FIELD = _FIELD_INDEX
    NUMERIC = frozenset({ID, FRBE_RATING, FRBE_GAMES, FFE_RATING, BE_RATING, BE_GAMES, FIDE_STANDARD, FIDE_RAPID,
                         FIDE_BLITZ})
    _RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    _LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Parallel lists, permuted together when sorting. The proxy reads search_keys and systems.
        self.rows: list[PlayerRow] = []
        self.grades: list[str | None] = []
        self.search_keys: list[str] = []
        self.systems: list[str] = []
        self._name_keys: list[str] = []
        self._row_of: dict[int, int] = {}
        self._sorted: tuple[int, Qt.SortOrder] | None = None

    # --- loading ----------------------------------------------------------------------------

    def load(self, db: Database) -> None:
        """(Re)read every player: one query, then the search keys; the current sort is kept."""
        self.set_rows(players_table(db))

    def set_rows(self, rows: list[PlayerRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.grades = [None if r.be_rating is None else grade(r.be_rating) for r in rows]
        clubs: dict[str | None, str] = {None: ""}
        names = self._name_keys = []
        keys = self.search_keys = []
        for r in rows:
            name = search_key(r.name)
            club = clubs.get(r.club)
            if club is None:
                club = clubs[r.club] = search_key(r.club)
            last, comma, first = name.partition(",")
            turned = f"{first.strip()} {last.strip()}" if comma else ""
            names.append(name)
            keys.append(f"{name}\x1f{turned}\x1f{club}\x1f{r.fide_id or ''}\x1f{r.frbe_id or ''}"
                        f"\x1f{(r.ffe_id or '').lower()}")
        self.systems = [r.systems for r in rows]
        if self._sorted is not None:
            self._permute(self._order(*self._sorted))
        self._index_ids()
        self.endResetModel()

    def _index_ids(self) -> None:
        self._row_of = {r.id: i for i, r in enumerate(self.rows)}

    def row_of(self, player_id: int) -> int | None:
        """The row that shows a player, or None."""
        return self._row_of.get(player_id)

    # --- Qt's model interface ---------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            row = index.row()
            field = self.FIELD[column]
            if field < 0:
                return self.grades[row]
            value = self.rows[row][field]
            if value is None and column == self.FRBE_RATING and self.rows[row].frbe_provisional is not None:
                return f"({self.rows[row].frbe_provisional})"
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._RIGHT if column in self.NUMERIC else self._LEFT
        if role == self.ID_ROLE:
            return self.rows[index.row()].id
        if role == self.ROW_ROLE:
            return self.rows[index.row()]
        if role == self.SORT_ROLE:
            return self._sort_value(column, index.row())
        if column == self.FRBE_RATING and self.rows[index.row()].frbe_rating is None \
                and self.rows[index.row()].frbe_provisional is not None:
            if role == Qt.ItemDataRole.ForegroundRole:
                return NEUTRAL
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Provisional Belgian rating: not yet enough games for a rating")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers()[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._headers()[section][1]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._RIGHT if section in self.NUMERIC else self._LEFT
        return None

    def _headers(self) -> list[tuple[str, str]]:
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

    def _sort_value(self, column: int, row: int) -> Any:
        """What a cell sorts by (the SORT_ROLE; :meth:`sort` computes the same for a whole column)."""
        if column == self.NAME:
            return self._name_keys[row]
        if column == self.BE_GRADE:
            return self.rows[row].be_rating
        value = self.rows[row][self.FIELD[column]]
        if value is None:
            return None
        if column in (self.FIDE_ID, self.FRBE_ID):
            return f"{len(value):02d}{value}"
        if column in (self.CLUB, self.FFE_ID):
            return search_key(value)
        return value

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows (stable: a previous sort orders equal values); missing values go last."""
        if not 0 <= column < self.COLUMN_COUNT:
            return
        self._sorted = (column, order)
        order_rows = self._order(column, order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        self._permute(order_rows)
        new_row = [0] * len(order_rows)
        for new, previous in enumerate(order_rows):
            new_row[previous] = new
        self.changePersistentIndexList(old, [self.index(new_row[i.row()], i.column()) for i in old])
        self._index_ids()
        self.layoutChanged.emit()

    def _order(self, column: int, order: Qt.SortOrder) -> list[int]:
        """The rows in sorted order (old row numbers)."""
        values: list[Any]
        if column == self.NAME:
            values = self._name_keys
        elif column in (self.CLUB, self.FFE_ID):  # few distinct clubs: search_key each once
            folded: dict[str, str] = {}
            field = self.FIELD[column]
            values = [None if r[field] is None
                      else folded.get(r[field]) or folded.setdefault(r[field], search_key(r[field]))
                      for r in self.rows]
        elif column in (self.FIDE_ID, self.FRBE_ID):  # numbers as text: by length first, so 99 < 100
            field = self.FIELD[column]
            values = [None if r[field] is None else (len(r[field]), r[field]) for r in self.rows]
        else:
            field = self.FIELD[self.BE_RATING if column == self.BE_GRADE else column]
            values = [r[field] for r in self.rows]
        present = [i for i, v in enumerate(values) if v is not None]
        present.sort(key=values.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)
        return present + [i for i, v in enumerate(values) if v is None]

    def _permute(self, order_rows: list[int]) -> None:
        for name in ("rows", "grades", "search_keys", "systems", "_name_keys"):
            values = getattr(self, name)
            values[:] = [values[i] for i in order_rows]


class PlayersFilterProxyModel(QSortFilterProxyModel):
    """Filters the players table on a text (name, club, federation ids) and a rating system.

    The test of each row (a substring of the model's precomputed search key) runs in one
    Python pass when the filter changes; ``filterAcceptsRow``, which Qt calls 60,000 times,
    only reads the answer. The answers follow the model's rows: they are recomputed when
    the model resets or sorts, before the proxy rebuilds its mapping (the slots are
    connected ahead of the proxy's own). Sorting is handed to the model.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._tag = ""
        self._accepted: list[bool] = []
        self._players: PlayersTableModel | None = None

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        if not isinstance(model, PlayersTableModel):
            raise TypeError("PlayersFilterProxyModel filters a PlayersTableModel")
        if self._players is not None:
            self._players.modelReset.disconnect(self._recompute)
            self._players.layoutChanged.disconnect(self._recompute)
        self._players = model
        model.modelReset.connect(self._recompute)  # before the proxy's own connections
        model.layoutChanged.connect(self._recompute)
        self._recompute()
        super().setSourceModel(model)

    def set_filter(self, text: str, system: str | None = None) -> None:
        """Show the players whose name, club or an id contains ``text``, rated in ``system`` if given."""
        needle = search_key(" ".join(text.split()))
        tag = f",{system}," if system else ""
        if (needle, tag) == (self._needle, self._tag):
            return
        self._needle, self._tag = needle, tag
        self._recompute()
        # A full invalidation rebuilds the mapping in one pass; an incremental filter change
        # removes scattered rows range by range, several times slower on 60,000 rows.
        self.invalidate()

    def filter_text(self) -> tuple[str, str | None]:
        return self._needle, self._tag.strip(",") or None

    def _recompute(self) -> None:
        model = self._players
        assert model is not None
        needle, tag = self._needle, self._tag
        if tag:
            self._accepted = [needle in key and tag in systems
                              for key, systems in zip(model.search_keys, model.systems, strict=True)]
        elif needle:
            self._accepted = [needle in key for key in model.search_keys]
        else:
            self._accepted = [True] * len(model.search_keys)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        return self._accepted[source_row]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if self._players is not None:
            self._players.sort(column, order)

    def player_id(self, index: Index) -> int:
        return self.data(index, PlayersTableModel.ID_ROLE)
