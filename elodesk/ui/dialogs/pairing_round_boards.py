"""*Pair next round*'s second page: the boards as paired, the arbiter's exchanges of two players and
swaps of a board's colours, and the absolute criteria (C1–C3) the pairing then breaks, if any.
The texts keep the dialog's lupdate context, ``PairingRoundDialog``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.catalogue import ERRORS, tr
from elodesk.pairing.model import RoundPairing
from elodesk.reports.pairing_input import PairingInput
from elodesk.ui.models.pairing_round_models import BO_BLACK, BO_WHITE, SIDE_COLUMNS, RoundBoardsModel
from elodesk.ui.style import NEUTRAL

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def round_table(name: str, model: Any) -> QTableView:
    """A table of the dialog's (the players, the boards): rows selected whole, nothing edited in place."""
    table = QTableView()
    table.setObjectName(name)
    table.setModel(model)
    table.verticalHeader().hide()
    table.setAlternatingRowColors(True)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.horizontalHeader().setStretchLastSection(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return table


class RoundBoardsPage(QWidget):
    """The boards, Exchange and Swap colours, and the rules line; ``refused`` says an edit that cannot
    be made, ``edited`` that one was."""

    refused = Signal(str)
    edited = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang  # the rules' sentences come from the catalogue's Errors, in the window's language
        self.model = RoundBoardsModel(self)
        self.table = round_table("round-boards", self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.exchange_button = QPushButton(translate("PairingRoundDialog", "&Exchange the two players"))
        self.exchange_button.setObjectName("exchange")
        self.exchange_button.clicked.connect(self.exchange_selected)
        self.swap_button = QPushButton(translate("PairingRoundDialog", "Swap &colours"))
        self.swap_button.setObjectName("swap-colours")
        self.swap_button.clicked.connect(self.swap_current)
        self.rules = QLabel()
        self.rules.setObjectName("rules")
        self.rules.setWordWrap(True)
        edits = QHBoxLayout()
        edits_hint = QLabel(translate("PairingRoundDialog",
                                      "Select two players to exchange them, or a board to swap its colours."))
        edits_hint.setWordWrap(True)
        edits.addWidget(edits_hint, 1)
        edits.addWidget(self.exchange_button)
        edits.addWidget(self.swap_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(edits)
        layout.addWidget(self.rules)

    def show_pairing(self, given: PairingInput, result: RoundPairing, resting: list[tuple[int, str]]) -> None:
        """The engine's boards, and who does not play (``resting``: player id and why)."""
        self.model.set_pairing(given, result, resting)
        self.table.resizeColumnsToContents()
        for column in (BO_WHITE, BO_BLACK):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self._show_rules()

    def selected_places(self) -> list[tuple[int, int]]:
        """The (row, side) of the players whose cells are selected on the boards table."""
        places = {(i.row(), SIDE_COLUMNS[i.column()]) for i in self.table.selectionModel().selectedIndexes()
                  if i.column() in SIDE_COLUMNS}
        return sorted(places)

    @Slot()
    def exchange_selected(self) -> None:
        places = self.selected_places()
        if len(places) != 2 or not self.model.exchange(places[0], places[1]):
            self.refused.emit(translate("PairingRoundDialog",
                                        "Select exactly two players (on the same board or on two boards) to exchange."))
            return
        self.edited.emit()
        self._show_rules()

    @Slot()
    def swap_current(self) -> None:
        row = self.table.currentIndex().row()
        if row < 0 or not self.model.swap_colours(row):
            self.refused.emit(translate("PairingRoundDialog", "Choose a board (not the bye) to swap its colours."))
            return
        self.edited.emit()
        self._show_rules()

    def _show_rules(self) -> None:
        """The absolute criteria the pairing breaks, or that it keeps them all."""
        found = self.model.breaches()
        if found:
            lines = [tr(self.lang, ERRORS, b.template, **b.params) for b in found]
            self.rules.setText(translate("PairingRoundDialog", "This pairing breaks an absolute criterion:") + "\n"
                               + "\n".join(lines))
            self.rules.setStyleSheet("color: #b3261e;")
        else:
            self.rules.setText(translate("PairingRoundDialog", "The pairing keeps the absolute criteria (C1–C3)."))
            self.rules.setStyleSheet(f"color: {NEUTRAL.name()};")
