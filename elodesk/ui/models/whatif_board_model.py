"""The what-if calculator's Diplomacy board: each power's rating and games in that role, centres,
elimination, and once computed its new rating (the events' boards are ``DiplomacyBoardModel``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from elodesk.core.diplomacy import STANDARD
from elodesk.reports.numbers import format_number, signed
from elodesk.reports.whatif import BoardLine, example_board
from elodesk.ui.models.rows_model import ROW_ROLE, SORT_ROLE
from elodesk.ui.models.rows_model import Index as _Index

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class WhatIfBoardModel(QAbstractTableModel):
    """A whole Diplomacy board: each power's rating and games in that role, centres, elimination."""

    ROLE, RATING, GAMES, CENTRES, ELIMINATED, NEW, CHANGE = range(7)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[BoardLine] = example_board()
        self.role_texts: dict[str, str] = {}
        self.lang = "fr"

    def line(self, role: str) -> BoardLine:
        return next(b for b in self.lines if b.role == role)

    def set_player(self, role: str, rating: float, games: int) -> None:
        row = [b.role for b in self.lines].index(role)
        self.lines[row].rating, self.lines[row].games = rating, games
        self.clear_results()
        self.dataChanged.emit(self.index(row, self.RATING), self.index(row, self.GAMES))

    def set_results(self, new: dict[str, float]) -> None:
        for b in self.lines:
            b.new_rating = new.get(b.role)
        self.dataChanged.emit(self.index(0, self.NEW), self.index(len(self.lines) - 1, self.CHANGE))

    def clear_results(self) -> None:
        if any(b.new_rating is not None for b in self.lines):
            self.set_results({})

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            # the board's words, translated where the catalogues keep them (the model's former name)
            return (QCoreApplication.translate("DiplomacyBoardModel", "Power"),
                    QCoreApplication.translate("DiplomacyBoardModel", "Rating"),
                    QCoreApplication.translate("DiplomacyBoardModel", "Games"),
                    QCoreApplication.translate("DiplomacyBoardModel", "Centres"),
                    QCoreApplication.translate("DiplomacyBoardModel", "Eliminated"),
                    QCoreApplication.translate("DiplomacyBoardModel", "New"),
                    QCoreApplication.translate("DiplomacyBoardModel", "Change"))[section]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (self.RATING, self.GAMES, self.CENTRES):
            flags |= Qt.ItemFlag.ItemIsEditable
        elif index.column() == self.ELIMINATED:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        b, column = self.lines[index.row()], index.column()
        values = (b.role, b.rating, b.games, b.centres, b.eliminated, b.new_rating,
                  None if b.new_rating is None else b.new_rating - b.rating)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.ROLE:
                return self.role_texts.get(b.role, b.role)
            if column == self.ELIMINATED:
                return None
            value = values[column]  # full precision is kept; values are shown rounded (RULES.md)
            if column == self.CHANGE:
                return "" if value is None else signed(round(value), self.lang)
            if column in (self.RATING, self.NEW):
                return "" if value is None else format_number(round(value), self.lang)
            return value
        if role == Qt.ItemDataRole.EditRole:
            return values[column]
        if role == Qt.ItemDataRole.CheckStateRole and column == self.ELIMINATED:
            return Qt.CheckState.Checked if b.eliminated else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (self.ROLE, self.ELIMINATED):
            return _RIGHT
        if role == SORT_ROLE:
            return values[column]
        if role == ROW_ROLE:
            return b
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        b, column = self.lines[index.row()], index.column()
        try:
            if role == Qt.ItemDataRole.CheckStateRole and column == self.ELIMINATED:
                b.eliminated = Qt.CheckState(value) == Qt.CheckState.Checked
            elif role == Qt.ItemDataRole.EditRole and column == self.RATING:
                b.rating = max(0.0, float(value))
            elif role == Qt.ItemDataRole.EditRole and column == self.GAMES:
                b.games = max(0, int(value))
            elif role == Qt.ItemDataRole.EditRole and column == self.CENTRES:
                b.centres = max(0, min(STANDARD.centers, int(value)))
            else:
                return False
        except (TypeError, ValueError):
            return False
        self.dataChanged.emit(index, index)
        self.clear_results()
        return True
