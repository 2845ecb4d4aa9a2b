"""Entering one chess result: a key (1, =, 0, +, -) or a button, and the dialog is gone.

The dialog only chooses: the page stores the result through an undo command, so that a
result typed on the pairings table and one chosen here take the same road.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.store.event_rows import ChessGameRow
from elodesk.ui.context import AppContext
from elodesk.ui.formatting import result_text
from elodesk.ui.style import NEUTRAL

# The character typed -> the result it enters. French and Belgian AZERTY keyboards type "&" and
# "à" on the digit keys 1 and 0 unless shifted ("=", "+" and "-" have keys of their own there):
# those keys enter 1-0 and 0-1 as their digits do.
RESULT_KEYS: dict[str, str] = {"1": "1-0", "=": "1/2-1/2", "0": "0-1", "+": "+-", "-": "-+",
                               "&": "1-0", "à": "0-1"}
NO_RESULT = "*"


class ResultDialog(QDialog):
    """Shows a pairing and takes its result; ``chosen`` holds it once accepted."""

    def __init__(self, ctx: AppContext, game: ChessGameRow, parent: QWidget | None = None, board: int | None = None,
                 ratings: Mapping[int, int | None] | None = None) -> None:
        """``board`` and ``ratings``: as the pairings table shows them (a file may not number its boards)."""
        super().__init__(parent)
        self.ctx = ctx
        self.game = game
        self.ratings = ratings or {}
        self.chosen: str | None = None
        self.setWindowTitle(self.tr("Result"))

        where = QLabel(self.tr("Round {round}, board {board}").format(
            round=game.round or "?", board=game.board or board or "?"))
        where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pairing = QLabel(self._pairing_text())
        pairing.setObjectName("pairing")
        font = QFont(pairing.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        pairing.setFont(font)
        pairing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pairing.setWordWrap(True)
        current = QLabel(self.tr("Result now: {result}").format(result=result_text(game.result)
                                                                 or self.tr("none")))
        current.setAlignment(Qt.AlignmentFlag.AlignCenter)

        grid = QGridLayout()
        self.buttons: dict[str, QPushButton] = {}
        keys: dict[str, str] = {}
        for key, result in RESULT_KEYS.items():
            keys.setdefault(result, key)  # the digit, not the AZERTY character of the same key
        layout_of = (("1-0", 0, 0), ("1/2-1/2", 0, 1), ("0-1", 0, 2), ("+-", 1, 0), ("-+", 1, 1), ("--", 1, 2))
        # What each button enters, in words under the sign (a forfeit's signs say little to a newcomer).
        words = {"1-0": self.tr("White wins"), "1/2-1/2": self.tr("Draw"), "0-1": self.tr("Black wins"),
                 "+-": self.tr("White wins by forfeit"), "-+": self.tr("Black wins by forfeit"),
                 "--": self.tr("Double forfeit")}
        tips = {"1-0": self.tr("White wins (key 1)"), "1/2-1/2": self.tr("Draw (key =)"),
                "0-1": self.tr("Black wins (key 0)"),
                "+-": self.tr("Black did not come: White wins by forfeit, the game is not rated (key +)"),
                "-+": self.tr("White did not come: Black wins by forfeit, the game is not rated (key −)"),
                "--": self.tr("Neither player came: both lose by forfeit, the game is not rated")}
        for result, row, column in layout_of:
            key = keys.get(result)
            sign = f"{result_text(result)}   ({key})" if key else result_text(result)
            self._button(result, f"{sign}\n{words[result]}", tips[result], grid, row, column)
        self._button(NO_RESULT, self.tr("No result"), self.tr("The game is not played yet"), grid, 2, 0, 1, 3)

        hint = QLabel(self.tr("Type 1, =, 0, + or − to enter the result; Esc to leave it as it is."))
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color: {NEUTRAL.name()};")
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        cancel.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(hint, 1)
        bottom.addWidget(cancel)

        layout = QVBoxLayout(self)
        layout.addWidget(where)
        layout.addWidget(pairing)
        layout.addWidget(current)
        layout.addSpacing(6)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addLayout(bottom)
        # wide enough for the pairing on one line, when names are of a usual length
        self.setMinimumWidth(min(QFontMetrics(font).horizontalAdvance(pairing.text()) + 60,
                                 self.fontMetrics().averageCharWidth() * 110))

    def _pairing_text(self) -> str:
        def side(name: str, player_id: int) -> str:
            rating = self.ratings.get(player_id)
            return f"{name} ({rating})" if rating else name

        return f"{side(self.game.white, self.game.white_id)}  –  {side(self.game.black, self.game.black_id)}"

    def _button(self, result: str, text: str, tip: str, grid: QGridLayout, row: int, column: int,
                rows: int = 1, columns: int = 1) -> None:
        button = QPushButton(text)
        button.setObjectName(f"result-{result}")
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.setCheckable(True)
        button.setChecked(result == (self.game.result or NO_RESULT))
        button.setMinimumHeight(button.sizeHint().height() + button.fontMetrics().height() // 2)
        button.clicked.connect(lambda _=False, r=result: self.choose(r))
        grid.addWidget(button, row, column, rows, columns)
        self.buttons[result] = button

    def choose(self, result: str) -> None:
        self.chosen = result
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().replace("−", "-")
        if text in RESULT_KEYS:
            self.choose(RESULT_KEYS[text])
            return
        super().keyPressEvent(event)
