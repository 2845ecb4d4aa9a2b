"""The what-if calculator: one player, a few games, any system; the new rating and why.

Nothing touches the club database: the dialog builds a compute document
(ENGINE.md) from what is typed, runs ``elodesk.core.contract.compute_document``
as ``elodesk compute`` does, and shows the player's explanation exactly as the
Ratings page shows it. A club player can be picked to fill in his current state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

import orjson
from PySide6.QtCore import QAbstractTableModel, QDate, QModelIndex, QPersistentModelIndex, Qt, QTimer, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.contract import compute_document
from elodesk.core.diplomacy import ELO_DEF, STANDARD
from elodesk.core.errors import InputError
from elodesk.core.ffe import is_estimate
from elodesk.core.frbe_editions import EDITIONS, edition_for_date
from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.reports.numbers import format_number, signed
from elodesk.store.players import name_key
from elodesk.store.ratings import rated_players
from elodesk.ui.context import AppContext
from elodesk.ui.i18n import system_title
from elodesk.ui.widgets import grade_texts
from elodesk.ui.widgets.explanation_view import ExplanationView

CHESS = ("frbe", "frbe-classic", "ffe")
BELGIAN = ("frbe", "frbe-classic")
RATED, UNRATED = "rated", "unrated"
CHESS_RESULTS = {"win": "1-0", "draw": "1/2-1/2", "loss": "0-1"}  # the player has White
# Bataille Empire outcomes from the player's side (he is side A).
BATTLE_RESULTS = ("a-crushing", "a-decisive", "a-marginal", "draw", "b-marginal", "b-decisive", "b-crushing")
SCORINGS = ("c-diplo", "dss", "sos", "centers")
OPPONENT_GAMES = 100  # opponents are established players: their own K plays no part in the player's figure
# The golden check of RULES.md: a first board that shows how the calculator reads a game.
EXAMPLE_CENTRES = {"Austria": 4, "England": 0, "France": 9, "Germany": 7, "Italy": 7, "Russia": 3, "Turkey": 4}
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2
_Index = QModelIndex | QPersistentModelIndex
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class WhatIfInputError(ValueError):
    """Something typed cannot be computed; the message is already a sentence for the user."""


def ffe_period_start(day: date) -> date:
    """The first day of the French rating period holding ``day`` (1 Sep, 1 Jan or 1 May)."""
    if day.month >= 9:
        return date(day.year, 9, 1)
    return date(day.year, 1, 1) if day.month <= 4 else date(day.year, 5, 1)


@dataclass(slots=True)
class GameLine:
    """One game of the calculation: the opponent's rating and the player's result."""

    opponent: int
    result: str  # a key of CHESS_RESULTS or of BATTLE_RESULTS


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


@dataclass(slots=True)
class BoardLine:
    """One power of a Diplomacy board: its player's rating in that role, and how the game ended."""

    role: str
    rating: float = ELO_DEF
    games: int = 0
    centres: int = 0
    eliminated: bool = False
    new_rating: float | None = field(default=None)


class DiplomacyBoardModel(QAbstractTableModel):
    """A whole Diplomacy board: each power's rating and games in that role, centres, elimination."""

    ROLE, RATING, GAMES, CENTRES, ELIMINATED, NEW, CHANGE = range(7)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.lines: list[BoardLine] = [BoardLine(r, centres=EXAMPLE_CENTRES.get(r, 0),
                                                 eliminated=EXAMPLE_CENTRES.get(r, 0) == 0)
                                       for r in STANDARD.roles]
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
            return (self.tr("Power"), self.tr("Rating"), self.tr("Games"), self.tr("Centres"),
                    self.tr("Eliminated"), self.tr("New"), self.tr("Change"))[section]
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


class WhatIfDialog(QDialog):
    """Type a player's state and a few games, press Compute: the new rating and its explanation."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.output: dict[str, Any] | None = None
        self.document: dict[str, Any] = {}
        self._states: dict[int, dict[str, Any]] = {}
        self.setWindowTitle(self.tr("What-if calculator"))
        self._family = ""

        # --- the rules --------------------------------------------------------------------------
        self.system = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.day = QDateEdit(QDate.currentDate(), objectName="date", calendarPopup=True, displayFormat="yyyy-MM-dd")
        self.edition = QComboBox(objectName="edition")
        self.mode = QComboBox(objectName="mode")
        self.mode.addItem(self.tr("Classic"), "classic")
        self.mode.addItem(self.tr("Blitz"), "blitz")
        self.scoring = QComboBox(objectName="scoring")
        for scoring, text in zip(SCORINGS, (self.tr("C-Diplo"), self.tr("Draw size (DSS)"),
                                            self.tr("Sum of squares"), self.tr("Supply centres")), strict=True):
            self.scoring.addItem(text, scoring)
        rules = QFormLayout()
        rules.addRow(self.tr("&System"), self.system)
        rules.addRow(self.tr("&Date of the games"), self.day)
        rules.addRow(self.tr("&Edition"), self.edition)
        rules.addRow(self.tr("&Games"), self.mode)
        rules.addRow(self.tr("Sc&oring"), self.scoring)
        self.rules_form = rules

        # --- the player ---------------------------------------------------------------------------
        self.club_player = QComboBox(objectName="club-player")
        self.club_player.setMinimumContentsLength(18)
        self.club_player.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.status = QComboBox(objectName="status")
        self.status.addItem(self.tr("Rated"), RATED)
        self.status.addItem(self.tr("Unrated"), UNRATED)
        self.rating = QSpinBox(objectName="rating", minimum=0, maximum=3500, value=1500)
        self.games = QSpinBox(objectName="games", minimum=0, maximum=9999, value=50)
        self.archive_games = QSpinBox(objectName="archive-games", minimum=0, maximum=19)
        self.archive_sum = QSpinBox(objectName="archive-sum", minimum=0, maximum=19 * 3500, singleStep=100)
        self.archive_points = QDoubleSpinBox(objectName="archive-points", minimum=0, maximum=19, decimals=1,
                                             singleStep=0.5)
        self.archive_performance = QDoubleSpinBox(objectName="archive-performance", minimum=0, maximum=3500,
                                                  decimals=1, value=1500)
        self.birth_year = QSpinBox(objectName="birth-year", minimum=1900, maximum=date.today().year)
        self.birth_year.setSpecialValueText(self.tr("unknown (senior)"))
        self.power = QComboBox(objectName="power")
        for role in STANDARD.roles:
            self.power.addItem(self._role_text(role), role)
        player = QFormLayout()
        player.addRow(self.tr("&Club player"), self.club_player)
        player.addRow(self.tr("S&tatus"), self.status)
        player.addRow(self.tr("&Power played"), self.power)
        player.addRow(self.tr("&Rating"), self.rating)
        player.addRow(self.tr("Games &played"), self.games)
        player.addRow(self.tr("Archive: &games"), self.archive_games)
        player.addRow(self.tr("Archive: sum of opponents' ratings"), self.archive_sum)
        player.addRow(self.tr("Archive: points"), self.archive_points)
        player.addRow(self.tr("Archive: performance"), self.archive_performance)
        player.addRow(self.tr("&Birth year"), self.birth_year)
        self.player_form = player
        player_box = QGroupBox(self.tr("The player"))
        player_box.setLayout(player)

        # --- the games ------------------------------------------------------------------------------
        self.opponent = QSpinBox(objectName="opponent", minimum=0, maximum=3500, value=1500)
        self.opponent.setAccelerated(True)
        self.result = QComboBox(objectName="result")
        self.add_button = QPushButton(self.tr("&Add"), objectName="add", autoDefault=False)
        self.remove_button = QPushButton(self.tr("Re&move"), objectName="remove", autoDefault=False)
        self.clear_button = QPushButton(self.tr("Clear all"), objectName="clear-games", autoDefault=False)
        self.games_model = WhatIfGamesModel(self)
        self.games_table = QTableView(objectName="games-table", alternatingRowColors=True)
        self.games_table.setModel(self.games_model)
        self.games_table.verticalHeader().setVisible(False)
        self.games_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games_table.horizontalHeader().setStretchLastSection(True)
        self.board_model = DiplomacyBoardModel(self)
        self.board_model.role_texts = {r: self._role_text(r) for r in STANDARD.roles}
        self.board_model.lang = ctx.text_lang
        self.board = QTableView(objectName="board", alternatingRowColors=True)
        self.board.setModel(self.board_model)
        self.board.verticalHeader().setVisible(False)
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.board.horizontalHeader().setStretchLastSection(True)
        self.board.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
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
        self.games_box = QGroupBox(self.tr("Games"))
        games_layout = QVBoxLayout(self.games_box)
        games_layout.addLayout(entry)
        games_layout.addWidget(self.games_table, 1)
        games_layout.addLayout(under)
        self.board_box = QGroupBox(self.tr("The board (double-click a cell to change it)"))
        board_layout = QVBoxLayout(self.board_box)
        board_layout.addWidget(self.board)

        # --- the answer ---------------------------------------------------------------------------------
        self.compute_button = QPushButton(self.tr("&Compute"), objectName="compute", default=True)
        self.summary = QLabel(objectName="summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.summary.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.summary.setFont(font)
        self.explanation = ExplanationView(self)
        self.explanation.lang = ctx.text_lang
        self.explanation.ui_lang = ctx.lang
        self.explanation.setMinimumWidth(380)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(rules)
        left_layout.addWidget(player_box)
        left_layout.addWidget(self.games_box, 1)
        left_layout.addWidget(self.board_box, 1)
        left_layout.addWidget(self.compute_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.summary)
        right_layout.addWidget(self.explanation, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.split, self.left_panel = split, left
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for button in buttons.buttons():
            button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)

        self.system.currentIndexChanged.connect(self._system_changed)
        self.status.currentIndexChanged.connect(self._update_rows)
        self.day.dateChanged.connect(self._fill_editions)
        self.mode.currentIndexChanged.connect(self._fill_from_club_player)
        self.power.currentIndexChanged.connect(self._fill_from_club_player)
        self.club_player.activated.connect(self._fill_from_club_player)
        self.add_button.clicked.connect(self.add_game)
        self.remove_button.clicked.connect(self.remove_game)
        self.clear_button.clicked.connect(self.games_model.clear)
        self.compute_button.clicked.connect(self.compute)
        self._fill_editions()
        self._system_changed()
        self.resize(1100, 720)

    # --- texts ------------------------------------------------------------------------------------

    def _role_text(self, role: str) -> str:
        return {"England": self.tr("England"), "France": self.tr("France"), "Germany": self.tr("Germany"),
                "Italy": self.tr("Italy"), "Austria": self.tr("Austria"), "Russia": self.tr("Russia"),
                "Turkey": self.tr("Turkey")}.get(role, role)

    def _chess_result_texts(self) -> dict[str, str]:
        return {"win": self.tr("Win"), "draw": self.tr("Draw"), "loss": self.tr("Loss")}

    def _battle_result_texts(self) -> dict[str, str]:
        return {"a-crushing": self.tr("Crushing victory"), "a-decisive": self.tr("Decisive victory"),
                "a-marginal": self.tr("Marginal victory"), "draw": self.tr("Draw"),
                "b-marginal": self.tr("Marginal defeat"), "b-decisive": self.tr("Decisive defeat"),
                "b-crushing": self.tr("Crushing defeat")}

    def _status_text(self, status: str) -> str:
        return {"rated": self.tr("rated"), "new": self.tr("first rating"), "provisional": self.tr("provisional"),
                "unrated": self.tr("still unrated"), "unchanged": self.tr("unchanged")}.get(status, status)

    def _player_id(self) -> str:
        return self.club_player.currentText() if self.club_player.currentData() is not None else self.tr("Player")

    # --- choosing the system ------------------------------------------------------------------------

    def current_system(self) -> str:
        return self.system.currentData()

    def game_date(self) -> date:
        return self.day.date().toPython()

    @Slot()
    def _fill_editions(self) -> None:
        """The Belgian edition: the one in force at the date unless one is chosen."""
        chosen = self.edition.currentData()
        self.edition.blockSignals(True)
        self.edition.clear()
        self.edition.addItem(self.tr("In force at the date ({edition})").format(
            edition=edition_for_date(self.game_date())), None)
        for edition in EDITIONS:
            self.edition.addItem(self.tr("text (the rules as written)") if edition == "text" else edition, edition)
        self.edition.setCurrentIndex(max(self.edition.findData(chosen), 0) if chosen else 0)
        self.edition.blockSignals(False)

    @Slot()
    def _system_changed(self) -> None:
        system = self.current_system()
        family = "chess" if system in CHESS else system
        if family != self._family:
            self.games_model.clear()
            texts = self._battle_result_texts() if system == "bataille-empire" else self._chess_result_texts()
            self.games_model.result_texts = texts
            self.result.clear()
            for key, text in texts.items():
                self.result.addItem(text, key)
            self._family = family
        self.opponent.setSingleStep(10 if system == "ffe" else 1)
        self.games.setMinimum(20 if system in BELGIAN else 0)
        self.opponent_caption.setText(self.tr("Opponent's &level") if system == "bataille-empire"
                                      else self.tr("Opponent's &rating"))
        self.games_model.set_opponent_title(self.tr("Opponent's level") if system == "bataille-empire"
                                            else self.tr("Opponent's rating"))
        if system == "bataille-empire":
            self.rating.setValue(1000)
            self.games.setValue(0)
        elif system in BELGIAN:
            self.games.setValue(max(self.games.value(), 20))
        self._fill_club_players()
        self._update_rows()
        self._show_output(None)

    @Slot()
    def _update_rows(self) -> None:
        """Show only the fields the chosen system reads."""
        system = self.current_system()
        unrated = system in CHESS and self.status.currentData() == UNRATED
        shown = {
            self.edition: system == "frbe",
            self.mode: system == "diplomacy",
            self.scoring: system == "diplomacy",
        }
        for widget, visible in shown.items():
            self.rules_form.setRowVisible(widget, visible)
        rows = {
            self.status: system in CHESS,
            self.power: system == "diplomacy",
            self.rating: system not in ("diplomacy",) and not unrated,
            self.games: system in (*BELGIAN, "bataille-empire") and not unrated,
            self.archive_games: unrated,
            self.archive_sum: unrated and system in BELGIAN,
            self.archive_points: unrated and system in BELGIAN,
            self.archive_performance: unrated and system == "ffe",
            self.birth_year: system == "ffe",
        }
        for widget, visible in rows.items():
            self.player_form.setRowVisible(widget, visible)
        self.player_form.invalidate()
        self.rating.setSingleStep(10 if system == "ffe" else 1)
        self.archive_games.setMaximum(7 if system == "ffe" else 19)
        label = self.player_form.labelForField(self.games)
        if label is not None:
            label.setText(self.tr("Battles &fought") if system == "bataille-empire"
                          else self.tr("Games &played in his career"))
        label = self.player_form.labelForField(self.rating)
        if label is not None:
            label.setText(self.tr("&Level") if system == "bataille-empire" else self.tr("&Rating"))
        self.games_box.setVisible(system != "diplomacy")
        self.board_box.setVisible(system == "diplomacy")
        if system == "diplomacy":
            self._fit_board()

    def _fit_board(self) -> None:
        """The whole board is visible without scrolling sideways."""
        header = self.board.horizontalHeader()
        self.board.ensurePolished()
        header.ensurePolished()
        self.board.resizeColumnsToContents()
        width = sum(max(header.sectionSizeHint(c), self.board.sizeHintForColumn(c), header.sectionSize(c))
                    for c in range(self.board_model.columnCount())) + 2 * self.board.frameWidth()
        self.board.setMinimumWidth(width + self.board.verticalScrollBar().sizeHint().width())
        QTimer.singleShot(0, self._widen_left)  # once the layouts have taken the new width in

    @Slot()
    def _widen_left(self) -> None:
        need, sizes = self.left_panel.minimumSizeHint().width(), self.split.sizes()
        if sizes[0] < need:
            self.split.setSizes([need, max(sum(sizes) - need, 0)])

    # --- the club's players ---------------------------------------------------------------------------

    def _fill_club_players(self) -> None:
        system = self.current_system()
        self.club_player.clear()
        self.club_player.addItem(self.tr("— none: type the values —"), None)
        self._states = {}
        for p in sorted(rated_players(self.ctx.db, system), key=lambda p: name_key(p.name)):
            self._states[p.id] = p.state
            self.club_player.addItem(p.name, p.id)

    @Slot()
    def _fill_from_club_player(self) -> None:
        """Copy the chosen club player's current state into the fields."""
        pid = self.club_player.currentData()
        if pid is None:
            return
        state, system = self._states.get(pid, {}), self.current_system()
        if system == "diplomacy":
            role = self.power.currentData()
            entry = state.get("ratings", {}).get(self.mode.currentData(), {}).get(role, {})
            self.board_model.set_player(role, float(entry.get("rating", ELO_DEF)), int(entry.get("games", 0)))
            return
        rating = state.get("rating")
        if system == "ffe" and is_estimate(rating, state.get("rating_type")):
            rating = None  # an estimate is not a rating (RULES.md)
        self.status.setCurrentIndex(self.status.findData(RATED if rating is not None else UNRATED))
        if rating is not None:
            self.rating.setValue(int(rating))
        if "games" in state and system in (*BELGIAN, "bataille-empire"):
            self.games.setValue(int(state["games"]))
        archive = state.get("archive") or {}
        self.archive_games.setValue(int(archive.get("games", 0)))
        self.archive_sum.setValue(int(archive.get("opponents_sum", 0)))
        self.archive_points.setValue(float(archive.get("points", 0)))
        if "performance" in archive:
            self.archive_performance.setValue(float(archive["performance"]))

    # --- the games ----------------------------------------------------------------------------------------

    @Slot()
    def add_game(self) -> None:
        self.games_model.add(GameLine(self.opponent.value(), self.result.currentData()))
        self.games_table.scrollToBottom()
        self.opponent.setFocus()
        self.opponent.selectAll()

    @Slot()
    def remove_game(self) -> None:
        index = self.games_table.currentIndex()
        if index.isValid():
            self.games_model.remove(index.row())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the opponent's rating adds the game, as the Add button does."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                self.opponent.hasFocus() or self.result.hasFocus()):
            self.add_game()
            return
        super().keyPressEvent(event)

    # --- the document ---------------------------------------------------------------------------------------

    def build_document(self) -> dict[str, Any]:
        """The compute document (ENGINE.md) of what is typed; raises WhatIfInputError with a sentence."""
        system = self.current_system()
        if system == "diplomacy":
            return self._diplomacy_document()
        if not self.games_model.games and not (system in CHESS and self.status.currentData() == UNRATED):
            raise WhatIfInputError(self.tr("Add at least one game first."))
        day = self.game_date().isoformat()
        me = self._player_id()
        player = self._chess_player(me) if system in CHESS else {
            "id": me, "rating": self.rating.value(), "games": self.games.value()}
        players = [player]
        games = []
        for n, game in enumerate(self.games_model.games, start=1):
            opponent = self.tr("opponent {n}").format(n=n)
            if system == "ffe" and game.opponent % 10:
                raise WhatIfInputError(self.tr(
                    "Game {n}: French ratings are multiples of 10 ({rating} is not).").format(
                        n=n, rating=game.opponent))
            if system == "ffe":
                players.append({"id": opponent, "rating": game.opponent})
            else:
                players.append({"id": opponent, "rating": game.opponent, "games": OPPONENT_GAMES})
            if system == "bataille-empire":
                games.append({"id": str(n), "date": day, "event": self.tr("what-if"), "round": n,
                              "side_a": [me], "side_b": [opponent], "result": game.result})
            else:
                games.append({"id": str(n), "date": day, "white": me, "black": opponent,
                              "result": CHESS_RESULTS[game.result]})
        doc: dict[str, Any] = {"system": system, "players": players, "games": games}
        if system == "ffe":
            doc["period"] = {"start": ffe_period_start(self.game_date()).isoformat(), "end": day}
        elif system in BELGIAN:
            doc["period"] = {"start": day, "end": day}
        if system == "frbe" and self.edition.currentData() is not None:
            doc["options"] = {"edition": self.edition.currentData()}
        return doc

    def _chess_player(self, me: str) -> dict[str, Any]:
        system = self.current_system()
        if self.status.currentData() == RATED:
            if system == "ffe":
                if self.rating.value() % 10:
                    raise WhatIfInputError(self.tr("French ratings are multiples of 10 ({rating} is not).")
                                           .format(rating=self.rating.value()))
                player: dict[str, Any] = {"id": me, "rating": self.rating.value()}
            else:
                player = {"id": me, "rating": self.rating.value(), "games": self.games.value()}
        else:
            player = {"id": me, "rating": None}
            n = self.archive_games.value()
            if system == "ffe":
                if n:
                    player["archive"] = {"games": n, "performance": self.archive_performance.value()}
            else:
                points = self.archive_points.value()
                if points > n or (points * 2) != int(points * 2):
                    raise WhatIfInputError(self.tr(
                        "The archive's points must be whole or half points, at most its {n} games.").format(n=n))
                player["games"] = 0
                player["archive"] = {"games": n, "opponents_sum": self.archive_sum.value() if n else 0,
                                     "points": points if n else 0}
        if system == "ffe" and self.birth_year.value() != self.birth_year.minimum():
            player["birth_date"] = f"{self.birth_year.value()}-07-01"
        return player

    def _diplomacy_document(self) -> dict[str, Any]:
        mode = self.mode.currentData()
        players, results = [], []
        for b in self.board_model.lines:
            players.append({"id": b.role, "ratings": {mode: {b.role: {"rating": b.rating, "games": b.games}}}})
            results.append({"player": b.role, "role": b.role, "centers": b.centres, "eliminated": b.eliminated})
        total = sum(b.centres for b in self.board_model.lines)
        if total > STANDARD.centers:
            raise WhatIfInputError(self.tr("The board has {total} supply centres; a game has at most {max}.")
                                   .format(total=total, max=STANDARD.centers))
        game = {"id": "1", "first_resolution": self.game_date().isoformat(), "mode": mode, "used_for_elo": True,
                "state": "finished", "excluded": False, "variant": STANDARD.id,
                "scoring": self.scoring.currentData(), "results": results}
        return {"system": "diplomacy", "players": players, "games": [game]}

    # --- computing ------------------------------------------------------------------------------------------

    @Slot()
    def compute(self) -> None:
        try:
            doc = self.build_document()
            out = orjson.loads(orjson.dumps(compute_document(doc)))
        except WhatIfInputError as exc:
            self._show_output(None, str(exc))
            return
        except InputError as exc:  # should not happen: the fields only allow what the contract reads
            self._show_output(None, self.tr("The rules cannot compute this: {error}").format(error=exc))
            return
        self.document = doc
        self._show_output(out)

    def _show_output(self, out: dict[str, Any] | None, error: str | None = None) -> None:
        self.output = out
        self.board_model.clear_results()
        if out is None:
            self.summary.setStyleSheet("color: #b3261e" if error else "")
            self.summary.setText(error or self.tr("Type the player and his games, then press Compute."))
            self.explanation.clear()
            return
        self.summary.setStyleSheet("")
        system = out["system"]
        run = {k: v for k, v in out.items() if k != "players"}
        if "period" in self.document:
            run["period"] = self.document["period"]
        if system == "diplomacy":
            role, mode = self.power.currentData(), self.mode.currentData()
            new = {p["id"]: p["ratings"][mode][p["id"]]["rating"] for p in out["players"]}
            self.board_model.set_results(new)
            self._fit_board()
            player = next(p for p in out["players"] if p["id"] == role)
            before = self.board_model.line(role).rating
            self.summary.setText(self.tr("{power}: {old} → {new} ({change}); global Elo {global_elo}").format(
                power=self._role_text(role), old=format_number(round(before), self.ctx.text_lang),
                new=format_number(round(new[role]), self.ctx.text_lang),
                change=signed(round(new[role]) - round(before), self.ctx.text_lang),
                global_elo=format_number(round(player["global"][mode]), self.ctx.text_lang)))
            names = {r: self._role_text(r) for r in STANDARD.roles}
        else:
            player = out["players"][0]
            self.summary.setText(self._summary(system, player))
            names = {}
        self.explanation.lang = self.ctx.text_lang
        self.explanation.ui_lang = self.ctx.lang
        self.explanation.show_player(player, names, run)

    def _summary(self, system: str, p: dict[str, Any]) -> str:
        lang = self.ctx.text_lang
        status = self._status_text(p["status"])
        if p.get("rating") is None:
            if p.get("provisional_rating") is not None:
                return self.tr("Still unrated; provisional rating {value} ({games} games in the archive)").format(
                    value=p["provisional_rating"], games=p.get("archive", {}).get("games", 0))
            archive = p.get("archive") or {}
            return self.tr("Still unrated: {games} games in the archive").format(games=archive.get("games", 0))
        change = "" if p.get("change") is None else f" ({signed(p['change'], lang)})"
        if p.get("old_rating") is None:
            text = self.tr("First rating: {new}").format(new=p["rating"])
        else:
            text = self.tr("{old} → {new}{change}, {status}").format(
                old=p["old_rating"], new=p["rating"], change=change, status=status)
        if system == "bataille-empire" and p.get("grade"):
            grade = p["grade"] if lang == "fr" else grade_texts().get(p["grade"], p["grade"])
            text = self.tr("{text} — {grade}").format(text=text, grade=grade)
        return text
