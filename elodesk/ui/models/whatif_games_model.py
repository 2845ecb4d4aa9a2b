"""The what-if calculator's games: the opponent's rating (editable) and the player's result."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from elodesk.reports.whatif import GameLine
from elodesk.ui.models.rows_model import ROW_ROLE, SORT_ROLE
from elodesk.ui.models.rows_model import Index as _Index

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class WhatIfGamesModel(QAbstractTableModel):
    """The games typed so far, in the order they are played (the opponent's rating can be edited)."""

    NUMBER, OPPONENT, RESULT = range(3)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.games: list[GameLine] = []
        self.result_texts: dict[str, str] = {}
        self.opponent_title = ""

    def set_opponent_title(self, title: str) -> None:
        """Bataille Empire speaks of levels, chess of ratings."""
        self.opponent_title = title
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.OPPONENT, self.OPPONENT)

    def add(self, game: GameLine) -> None:
        self.beginInsertRows(QModelIndex(), len(self.games), len(self.games))
        self.games.append(game)
        self.endInsertRows()

    def remove(self, row: int) -> None:
        if 0 <= row < len(self.games):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.games[row]
            self.endRemoveRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.games = []
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("No."), self.opponent_title, self.tr("Result"))[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.OPPONENT:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        game, column = self.games[index.row()], index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.NUMBER:
                return index.row() + 1
            if column == self.OPPONENT:
                return game.opponent
            return self.result_texts.get(game.result, game.result)
        if role == SORT_ROLE:
            return (index.row(), game.opponent, game.result)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.RESULT:
            return _RIGHT
        if role == ROW_ROLE:
            return game
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or index.column() != self.OPPONENT:
            return False
        try:
            rating = int(value)
        except (TypeError, ValueError):
            return False
        if rating < 0:
            return False
        self.games[index.row()].opponent = rating
        self.dataChanged.emit(index, index)
        return True
