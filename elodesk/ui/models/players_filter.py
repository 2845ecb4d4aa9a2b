"""The players table filtered as the user types: a list of the rows shown, not Qt's sorting proxy.

``QSortFilterProxyModel`` asks ``filterAcceptsRow`` of each of 60,000 rows and rebuilds
its mapping on every keystroke (120 ms of its own on a federation's players, as much
again in the view). Here one list comprehension over the model's search keys finds the
rows shown, and the view is told the layout changed, its selection carried over by
player id. Sorting is handed to the model, which permutes its rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QAbstractProxyModel, QModelIndex, QModelRoleDataSpan, QObject, Qt

from elodesk.store.players import search_key
from elodesk.ui.models.players_model import Index, PlayersTableModel

# What QAbstractTableModel.flags gives each cell of the players table (it does not override it).
_CELL_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
# The other roles PlayersTableModel.cell answers; the delegate's other roles (font, background, check
# state, icon) are answered None without asking it.
_ANSWERED = frozenset(int(role) for role in (
    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole,
    PlayersTableModel.ID_ROLE, PlayersTableModel.ROW_ROLE, PlayersTableModel.SORT_ROLE))


class PlayersFilterProxyModel(QAbstractProxyModel):
    """Filters the players table on a text (name, club, federation ids) and a rating system."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self._tag = ""
        # The source row of each row shown, and the row showing each source row (-1: filtered out);
        # every row shown is a range, not a list of 60,000 numbers that each collection goes through.
        self._shown: Sequence[int] = range(0)
        self._proxy_rows: Sequence[int] = range(0)
        self._players: PlayersTableModel | None = None
        self._kept: list[tuple[int, int]] = []  # persistent indexes as (player id, column) across a change

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        if not isinstance(model, PlayersTableModel):
            raise TypeError("PlayersFilterProxyModel filters a PlayersTableModel")
        self.beginResetModel()
        if self._players is not None:
            self._players.modelAboutToBeReset.disconnect(self.beginResetModel)
            self._players.modelReset.disconnect(self._source_reset)
            self._players.layoutAboutToBeChanged.disconnect(self._before_change)
            self._players.layoutChanged.disconnect(self._after_change)
        super().setSourceModel(model)
        self._players = model
        model.modelAboutToBeReset.connect(self.beginResetModel)
        model.modelReset.connect(self._source_reset)
        model.layoutAboutToBeChanged.connect(self._before_change)  # the model sorts
        model.layoutChanged.connect(self._after_change)
        self._recompute()
        self.endResetModel()

    # --- filtering ------------------------------------------------------------------------------

    def set_filter(self, text: str, system: str | None = None) -> None:
        """Show the players whose name, club or an id contains ``text``, rated in ``system`` if given."""
        needle = search_key(" ".join(text.split()))
        tag = f",{system}," if system else ""
        if (needle, tag) == (self._needle, self._tag):
            return
        self._before_change()
        self._needle, self._tag = needle, tag
        self._after_change()

    def _recompute(self) -> None:
        model = self._players
        assert model is not None
        needle, tag, keys = self._needle, self._tag, model.search_keys
        if tag:
            self._shown = [i for i, (key, systems) in enumerate(zip(keys, model.systems, strict=True))
                           if needle in key and tag in systems]
        elif needle:
            self._shown = [i for i, key in enumerate(keys) if needle in key]
        else:
            self._shown = self._proxy_rows = range(len(keys))
            return
        rows = [-1] * len(keys)
        for shown, source in enumerate(self._shown):
            rows[source] = shown
        self._proxy_rows = rows

    def _source_reset(self) -> None:
        self._recompute()
        self.endResetModel()

    def _before_change(self) -> None:
        """Before the rows shown change: remember which player each persistent index (selection) is on."""
        self.layoutAboutToBeChanged.emit()
        model = self._players
        assert model is not None
        self._kept = [(model.rows[self._shown[i.row()]][0], i.column()) for i in self.persistentIndexList()]

    def _after_change(self) -> None:
        model = self._players
        assert model is not None
        self._recompute()
        new = []
        for player_id, column in self._kept:
            source = model.row_of(player_id)
            row = -1 if source is None else self._proxy_rows[source]
            new.append(self.index(row, column) if row >= 0 else QModelIndex())
        self.changePersistentIndexList(self.persistentIndexList(), new)
        self._kept = []
        self.layoutChanged.emit()

    # --- Qt's proxy interface -------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid() or not (0 <= row < len(self._shown) and 0 <= column < PlayersTableModel.COLUMN_COUNT):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, child: Index | None = None) -> Any:  # type: ignore[override]
        if child is None:  # QObject's parent
            return super().parent()
        return QModelIndex()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else PlayersTableModel.COLUMN_COUNT

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and bool(self._shown)

    def mapToSource(self, proxy_index: Index) -> QModelIndex:
        if not proxy_index.isValid() or self._players is None:
            return QModelIndex()
        return self._players.index(self._shown[proxy_index.row()], proxy_index.column())

    def mapFromSource(self, source_index: Index) -> QModelIndex:
        if not source_index.isValid():
            return QModelIndex()
        return self.index(self._proxy_rows[source_index.row()], source_index.column())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._players is None:
            return None
        return self._players.cell(self._shown[index.row()], index.column(), role)

    def multiData(self, index: Index, roleDataSpan: QModelRoleDataSpan) -> None:
        """Every role a painted cell asks for, in one call from Qt (issue 24). The delegate asks
        seven roles of each cell: as seven ``data`` calls, a screenful of 60,000 players was
        3,000 crossings from Qt into Python at each painting, each waiting its turn at the
        interpreter while a page's job ran (Players shown again: 1.0-1.6 s of a frozen window)."""
        players = self._players
        if not index.isValid() or players is None:
            for role_data in roleDataSpan:
                role_data.clearData()
            return
        row, column = self._shown[index.row()], index.column()
        for role_data in roleDataSpan:
            role = role_data.role()
            if role == _DISPLAY:
                value = players.display(row, column)
            elif role in _ANSWERED:
                value = players.cell(row, column, role)
            else:  # a font, a background, a check box, an icon: the model has none
                value = None
            if value is None:
                role_data.clearData()
            else:
                role_data.setData(value)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """A table's cell flags (as the model's own), without mapping the index to the model: Qt asks
        them of every cell it paints, and mapping was three more calls into Python each."""
        return _CELL_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return None if self._players is None else self._players.headerData(section, orientation, role)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if self._players is not None:
            self._players.sort(column, order)

    # --- what the page asks -------------------------------------------------------------------------

    def source_rows(self, first: int, count: int) -> Sequence[int]:
        """The model's rows behind ``count`` rows shown from ``first`` on."""
        return self._shown[first:first + count]

    def player_id(self, index: Index) -> int:
        return self.data(index, PlayersTableModel.ID_ROLE)
