"""The what-if calculator's games: an opponent's rating (a level, in Bataille Empire) and a result,
added one at a time to the list the calculator computes (the lupdate context stays ``WhatIfDialog``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import get_system
from elodesk.core.whatif_fields import BATTLES, LEVEL
from elodesk.reports.whatif import GameLine
from elodesk.ui.models.whatif_games_model import WhatIfGamesModel

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def chess_result_texts() -> dict[str, str]:
    return {"win": translate("WhatIfDialog", "Win"), "draw": translate("WhatIfDialog", "Draw"),
            "loss": translate("WhatIfDialog", "Loss")}


def battle_result_texts() -> dict[str, str]:
    return {"a-crushing": translate("WhatIfDialog", "Crushing victory"),
            "a-decisive": translate("WhatIfDialog", "Decisive victory"),
            "a-marginal": translate("WhatIfDialog", "Marginal victory"), "draw": translate("WhatIfDialog", "Draw"),
            "b-marginal": translate("WhatIfDialog", "Marginal defeat"),
            "b-decisive": translate("WhatIfDialog", "Decisive defeat"),
            "b-crushing": translate("WhatIfDialog", "Crushing defeat")}


class WhatIfGames(QGroupBox):
    """The opponent, the result and Add above the list of games; Remove and Clear all below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("WhatIfDialog", "Games"), parent)
        self._family: tuple[bool, str] | None = None  # a board or games, and the results offered (WhatIfFields)
        self.opponent = QSpinBox(objectName="opponent", minimum=0, maximum=3500, value=1500)
        self.opponent.setAccelerated(True)
        self.result = QComboBox(objectName="result")
        self.add_button = QPushButton(translate("WhatIfDialog", "&Add"), objectName="add", autoDefault=False)
        self.remove_button = QPushButton(translate("WhatIfDialog", "Re&move"), objectName="remove",
                                         autoDefault=False)
        self.clear_button = QPushButton(translate("WhatIfDialog", "Clear all"), objectName="clear-games",
                                        autoDefault=False)
        self.model = WhatIfGamesModel(self)
        self.table = QTableView(objectName="games-table", alternatingRowColors=True)
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.opponent_caption = QLabel()
        self.opponent_caption.setBuddy(self.opponent)
        entry = QHBoxLayout()
        entry.addWidget(self.opponent_caption)
        entry.addWidget(self.opponent)
        entry.addWidget(self.result, 1)
        entry.addWidget(self.add_button)
        under = QHBoxLayout()
        under.addStretch(1)
        under.addWidget(self.remove_button)
        under.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.addLayout(entry)
        layout.addWidget(self.table, 1)
        layout.addLayout(under)
        self.add_button.clicked.connect(self.add_game)
        self.remove_button.clicked.connect(self.remove_game)
        self.clear_button.clicked.connect(self.model.clear)

    def set_system(self, system: str) -> None:
        """The results and the opponent's words of ``system``; the games typed go when the results change
        (or a board replaces the games)."""
        record = get_system(system)
        family = (record.whatif.board, record.whatif.results)
        if family != self._family:
            self.model.clear()
            texts = battle_result_texts() if record.whatif.results == BATTLES else chess_result_texts()
            self.model.result_texts = texts
            self.result.clear()
            for key, text in texts.items():
                self.result.addItem(text, key)
            self._family = family
        self.opponent.setSingleStep(record.rating_step)
        level = record.whatif.rating_label == LEVEL
        self.opponent_caption.setText(translate("WhatIfDialog", "Opponent's &level") if level
                                      else translate("WhatIfDialog", "Opponent's &rating"))
        self.model.set_opponent_title(translate("WhatIfDialog", "Opponent's level") if level
                                      else translate("WhatIfDialog", "Opponent's rating"))

    @Slot()
    def add_game(self) -> None:
        self.model.add(GameLine(self.opponent.value(), self.result.currentData()))
        self.table.scrollToBottom()
        self.opponent.setFocus()
        self.opponent.selectAll()

    @Slot()
    def remove_game(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.model.remove(index.row())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the opponent's rating adds the game, as the Add button does (not Compute, the default)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                self.opponent.hasFocus() or self.result.hasFocus()):
            self.add_game()
            return
        super().keyPressEvent(event)
