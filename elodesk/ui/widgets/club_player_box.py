"""The club's rated players of a system, to pick one from: read and sorted on a worker, shown
through a model read on demand (a federation's club rates 60,000 players, and as many combo box
items took the what-if dialog over a second to open)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from elodesk.store.db import open_db
from elodesk.store.players import name_key
from elodesk.store.ratings import rated_names
from elodesk.ui.context import AppContext
from elodesk.ui.models.rows_model import Index as _Index
from elodesk.ui.workers import Job, Latest

Choice = tuple[int | None, str]  # a player's id (None: nobody) and the text shown


class PlayerChoiceModel(QAbstractListModel):
    """The choices; the combo box reads the id as its item data."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Choice] = []

    def set_rows(self, rows: list[Choice]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player, text = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return text
        return player if role == Qt.ItemDataRole.UserRole else None


def sorted_names(path: str, system: str | None = None) -> list[Choice]:
    """The players rated in ``system`` (None: every club player) by name; on a worker (its own connection).
    They come sorted by SQLite: the sort by name_key, one call that keeps the interpreter's lock,
    only moves the accented and lower-case names."""
    db = open_db(path, create=False)
    try:
        return [(p.id, p.name) for p in sorted(rated_names(db, system), key=lambda p: name_key(p.name))]
    finally:
        db.conn.close()


class ClubPlayerBox(QComboBox):
    """First "none: type the values", then the system's players by name once they are read."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="club-player")
        self.ctx = ctx
        self.choices = PlayerChoiceModel(self)
        self.setModel(self.choices)
        self.setMinimumContentsLength(18)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.reading = Latest()
        ctx.closing.connect(self.reading.cancel)

    def fill(self, system: str) -> None:
        # the what-if dialog's words, where the catalogues keep them
        self.choices.set_rows([(None, QCoreApplication.translate("WhatIfDialog", "— none: type the values —"))])
        path = str(self.ctx.db_path)
        self.reading.start(Job(lambda progress, cancelled: sorted_names(path, system), self.ctx.describe),
                           lambda rows: self.choices.set_rows([*self.choices.rows[:1], *rows]))
