"""The open event's games of a round and its standings, under the event's title on the Events page.

The same panel serves every kind of event; what differs (models, words, dialogs, standings) is
asked of the kind (:mod:`.chess`, :mod:`.battles`, :mod:`.diplomacy`). Chess results go in fast:
on the pairings table the keys 1, =, 0, + and - enter 1-0, ½-½, 0-1 and the forfeits and move on
to the next game; a double-click (or Enter) opens the kind's dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import BATTLE, CHESS, MULTIPLAYER
from elodesk.printing import PAIRINGS, RESULT_SLIPS, STANDINGS
from elodesk.store.event_rows import ChessGameRow, EventInfo
from elodesk.ui import commands
from elodesk.ui.context import SheetRequest
from elodesk.ui.models.round_filter_model import RoundFilterProxyModel
from elodesk.ui.models.rows_model import ROW_ROLE, first_row
from elodesk.ui.preload import Preloader
from elodesk.ui.style import NEUTRAL
from elodesk.ui.views.event_games.battles import BattleGames
from elodesk.ui.views.event_games.chess import ChessGames
from elodesk.ui.views.event_games.diplomacy import DiplomacyGames
from elodesk.ui.views.event_games.kind import GamesKind, translate
from elodesk.ui.views.event_games.typed_result import TypedResults
from elodesk.ui.widgets.row_table import bold, fit_columns, row_table

if TYPE_CHECKING:
    from elodesk.ui.views.events_view import EventsView

LATER_DIALOGS = ("elodesk.ui.dialogs.pairing_round_dialog", "elodesk.ui.dialogs.tiebreaks_dialog")


class EventGamesPanel(QSplitter):
    """The games (above) and the standings (below) of the page's open event."""

    def __init__(self, page: EventsView) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.page = page
        self.ctx = page.ctx
        self.event_row: EventInfo | None = None
        self.chess, self.battles, self.diplomacy = ChessGames(self), BattleGames(self), DiplomacyGames(self)
        self.kinds: dict[str, GamesKind] = {CHESS: self.chess, BATTLE: self.battles, MULTIPLAYER: self.diplomacy}
        self.current: GamesKind = self.chess

        self.round_label = QLabel(translate("EventsView", "&Round:"))
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("round")
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_label.setBuddy(self.round_combo)
        self.round_combo.currentIndexChanged.connect(self._round_changed)
        self.add_button = QPushButton(objectName="add")
        self.add_button.clicked.connect(self.add_item)
        self.edit_button = QPushButton(objectName="edit")
        self.edit_button.clicked.connect(self.edit_current)
        self.delete_button = QPushButton(objectName="delete")
        self.delete_button.clicked.connect(self.delete_current)
        self.print_button = QPushButton(translate("EventsView", "&Print…"), objectName="print-round")
        print_menu = QMenu(self.print_button)
        self.print_pairings_action = print_menu.addAction(translate("EventsView", "Pairings of this round"))
        self.print_pairings_action.triggered.connect(lambda: self.print_round(PAIRINGS))
        self.print_slips_action = print_menu.addAction(translate("EventsView", "Result slips of this round"))
        self.print_slips_action.triggered.connect(lambda: self.print_round(RESULT_SLIPS))
        self.print_standings_action = print_menu.addAction(translate("EventsView", "Standings"))
        self.print_standings_action.triggered.connect(lambda: self.print_round(STANDINGS))
        self.print_button.setMenu(print_menu)
        tools = QHBoxLayout()
        tools.addWidget(self.round_label)
        tools.addWidget(self.round_combo)
        tools.addWidget(self.print_button)
        tools.addStretch(1)
        tools.addWidget(self.add_button)
        tools.addWidget(self.edit_button)
        tools.addWidget(self.delete_button)

        self.games_proxy = RoundFilterProxyModel(self)
        self.games_proxy.setSourceModel(self.chess.games_model)
        self.games_table = row_table("games")
        self.games_table.setModel(self.games_proxy)
        self.games_table.setSortingEnabled(True)
        self.games_table.sortByColumn(self.chess.round_column, Qt.SortOrder.AscendingOrder)
        self.games_table.doubleClicked.connect(self._double_clicked)
        self.games_table.installEventFilter(self)
        self.games_table.selectionModel().currentRowChanged.connect(self._current_game_changed)
        self.games_table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.edit_action = QAction(self)
        self.edit_action.triggered.connect(self.edit_current)
        self.delete_action = QAction(self)
        self.delete_action.triggered.connect(self.delete_current)
        self.games_table.addActions([self.edit_action, self.delete_action])
        self.keys_hint = QLabel(translate("EventsView", "On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by "
                                                        "forfeit; double-click or Enter for every result."),
                                objectName="keys-hint")
        self.keys_hint.setWordWrap(True)
        self.keys_hint.setStyleSheet(f"color: {NEUTRAL.name()};")

        self.standings_title = bold(QLabel(translate("EventsView", "Standings"), objectName="standings-title"))
        self.standings_table = row_table("standings")
        self.standings_table.setModel(self.chess.standings_model)
        self.tiebreaks_button = QPushButton(translate("EventsView", "&Tie-breaks…"), objectName="tiebreaks")
        self.tiebreaks_button.setToolTip(
            translate("EventsView", "Choose this event's tie-breaks and their order (FIDE C.07)"))
        self.tiebreaks_button.clicked.connect(self.choose_tiebreaks)

        games_box = QWidget()
        games_layout = QVBoxLayout(games_box)
        games_layout.setContentsMargins(0, 0, 0, 0)
        games_layout.addLayout(tools)
        games_layout.addWidget(self.games_table, 1)
        games_layout.addWidget(self.keys_hint)
        standings_box = QWidget()
        standings_layout = QVBoxLayout(standings_box)
        standings_layout.setContentsMargins(0, 0, 0, 0)
        standings_head = QHBoxLayout()
        standings_head.addWidget(self.standings_title, 1)
        standings_head.addWidget(self.tiebreaks_button)
        standings_layout.addLayout(standings_head)
        standings_layout.addWidget(self.standings_table, 1)
        self.addWidget(games_box)
        self.addWidget(standings_box)
        self.setChildrenCollapsible(False)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.results = TypedResults(self)
        self.set_kind(CHESS)
        # The dialogs imported when first asked for (Pair next round brings the pairing engine: 60-130 ms),
        # imported instead one module a step once the page is up.
        self.preloader = Preloader(list(LATER_DIALOGS), self)

    @property
    def kind(self) -> str:
        return self.current.kind

    def set_kind(self, kind: str) -> None:
        self.current = current = self.kinds[kind]
        if self.games_proxy.sourceModel() is not current.games_model:
            self.games_proxy.setSourceModel(current.games_model)
            self.games_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        if self.standings_table.model() is not current.standings_model:
            self.standings_table.setModel(current.standings_model)
        self.round_label.setVisible(current.has_rounds)
        self.round_combo.setVisible(current.has_rounds)
        for widget in (self.keys_hint, self.print_pairings_action, self.print_slips_action):
            widget.setVisible(kind == CHESS)
        add, edit, delete = current.texts()
        self.add_button.setText(add)
        self.edit_button.setText(edit)
        self.delete_button.setText(delete)
        self.edit_action.setText(edit)
        self.delete_action.setText(delete)

    # --- the open event ----------------------------------------------------------------------------------

    def show_event(self, event: EventInfo, kind: str) -> None:
        """Fill the panel with an event just opened, at its default round."""
        self.event_row = event
        self.set_kind(kind)
        self.load()
        self.fill_rounds(self.current.default_round())

    def reload(self, event: EventInfo) -> None:
        """The open event's games again, keeping the round and the selected game."""
        self.event_row = event
        current = self.current_row()
        round_ = self.current_round()
        self.load()
        if self.current.has_rounds and self.round_combo.count() != len(self._rounds()) + 1:
            self.fill_rounds(round_)  # a round more (or less): the standings are redone with it
        else:
            self.refresh_standings(fit=False)
        fit_columns(self.games_table, self.current.games_model, grow_only=True)  # "1-0" became "+ -"
        if current is not None and self.current_row() is None:
            self.select_item(current.id)

    def result_changed(self, game_id: int) -> bool:
        """A game's result typed, undone or redone: its row and the standings follow, the event not read again
        (:mod:`.typed_result`); False when ``game_id`` is no game shown: :meth:`reload` then."""
        return self.results.follow(game_id)

    def load(self) -> None:
        assert self.event_row is not None
        self.current.load(self.event_row.id)
        self._update_buttons()

    def print_round(self, kind: str) -> None:
        """Send the user to the Sheets page on this event's sheet (its preview, Print and PDF are there)."""
        if self.event_row is not None:
            self.ctx.sheet_requested.emit(SheetRequest(kind, event_id=self.event_row.id,
                                                       round_no=self.current_round() or 1))

    def _rounds(self) -> list[int]:
        assert self.event_row is not None
        last = max([*self.current.rounds_seen(), self.event_row.rounds or 0, 1])
        return list(range(1, last + 1))

    def fill_rounds(self, wanted: int) -> None:
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        if self.current.has_rounds:
            self.round_combo.addItem(translate("EventsView", "All rounds"), 0)
            for r in self._rounds():
                self.round_combo.addItem(translate("EventsView", "Round {n}").format(n=r), r)
        self.round_combo.setCurrentIndex(max(0, self.round_combo.findData(wanted)))
        self.round_combo.blockSignals(False)
        self._apply_round()

    def current_round(self) -> int:
        value = self.round_combo.currentData()
        return int(value) if value else 0

    @Slot(int)
    def _round_changed(self, _index: int) -> None:
        self._apply_round()
        self.select_first()

    def _apply_round(self) -> None:
        round_ = self.current_round() if self.current.has_rounds else 0
        self.games_proxy.set_round(round_)
        for column in range(self.games_proxy.columnCount()):
            self.games_table.setColumnHidden(column, bool(round_) and column == self.current.round_column)
        self.refresh_standings()

    def refresh_standings(self, fit: bool = True) -> None:
        """Standings after the chosen round (all rounds: the whole event), or the chosen game's board.

        ``fit=False`` after a result: a column only grows if its texts got wider ("+3" became "+3 F"),
        none shrinks under the user's eyes; a column more or less (a tie-break chosen) fits them all."""
        self.results.job.cancel()  # standings a result started, not to be shown over these
        if self.event_row is None:
            return
        self.tiebreaks_button.setVisible(self.kind == CHESS)
        upto = self.current_round()
        rounds = [r for r in self._rounds() if not upto or r <= upto]
        columns = self.current.standings_model.columnCount()
        self.standings_title.setText(self.current.standings(self.event_row.id, upto, rounds, self.current_row()))
        if fit or columns != self.current.standings_model.columnCount():
            self._fit_standings()
        else:
            fit_columns(self.standings_table, self.current.standings_model, grow_only=True)

    def fit_columns(self) -> None:
        """Columns as wide as their contents, the names taking the rest (measured once per event)."""
        header = self.games_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        fit_columns(self.games_table, self.current.games_model)
        for column in self.current.stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(not self.current.stretch)

    def _fit_standings(self) -> None:
        """Every column as wide as its contents; the names take the spare room, never less than their
        own width (a wide crosstable scrolls rather than cut the names)."""
        header = self.standings_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        model = self.current.standings_model
        fit_columns(self.standings_table, model)
        if model.columnCount() > 1:
            spare = self.standings_table.viewport().width() - header.length()
            if spare > 0:
                header.resizeSection(1, header.sectionSize(1) + spare)

    @Slot()
    def choose_tiebreaks(self) -> None:
        """The chess event's tie-breaks, in a dialog; the standings follow (EVENTS is notified)."""
        from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog

        if self.event_row is not None:
            TiebreaksDialog(self.ctx, self.event_row.id, self.page).exec()

    # --- the games -------------------------------------------------------------------------------------------

    def current_row(self) -> Any:
        index = self.games_table.currentIndex()
        return index.data(ROW_ROLE) if index.isValid() else None

    def _select_proxy_row(self, proxy_row: int) -> None:
        index = self.games_proxy.index(proxy_row, self.current.cursor_column)
        self.games_table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.games_table.scrollTo(index)

    def select_first(self) -> None:
        first = first_row(self.games_proxy, self.current.is_game)
        if first >= 0:
            self._select_proxy_row(first)

    def select_item(self, item_id: int) -> bool:
        """Select a game (battle, Diplomacy game) by id, showing its round if need be."""
        def is_item(row: Any) -> bool:
            return self.current.is_game(row) and row.id == item_id

        found = first_row(self.games_proxy, is_item)
        if found < 0 and self.current.has_rounds:
            source = next((r for r in self.current.games_model.rows if is_item(r)), None)
            if source is None:
                return False
            self.round_combo.setCurrentIndex(max(0, self.round_combo.findData(source.round or 0)))
            found = first_row(self.games_proxy, is_item)
        if found >= 0:
            self._select_proxy_row(found)
        return found >= 0

    @Slot(QModelIndex, QModelIndex)
    def _current_game_changed(self, _current: QModelIndex, _previous: QModelIndex) -> None:
        if not self.current.has_rounds:
            self.refresh_standings()  # the chosen game's board
        self._update_buttons()

    def _update_buttons(self) -> None:
        editable = self.current.is_game(self.current_row())
        for widget in (self.edit_button, self.delete_button, self.edit_action, self.delete_action):
            widget.setEnabled(editable)

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit_current()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fast entry on the pairings table: a result key enters the result and moves on."""
        if watched is self.games_table and event.type() == QEvent.Type.KeyPress and self.event_row is not None:
            key_event: QKeyEvent = event  # type: ignore[assignment]
            if key_event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.edit_current()
                return True
            if self.current.result_key(self.current_row(), key_event.text().replace("−", "-")):
                return True
        return super().eventFilter(watched, event)

    def enter_result(self, game: ChessGameRow, result: str) -> None:
        """Store a chess result (undoable), then select the next game of the round; a refused one
        (the file damaged or busy) keeps this game selected, its result still to enter."""
        assert self.event_row is not None
        if result != game.result:
            command = commands.SetChessResultCommand(self.ctx, self.event_row.id, game, result)
            self.ctx.undo_stack.push(command)
            if not shiboken6.isValid(command):  # refused: the stack deleted it
                return
        self._move_on(game.id)

    def _move_on(self, game_id: int) -> None:
        here = first_row(self.games_proxy, lambda r: self.current.is_game(r) and r.id == game_id)
        if here < 0:
            return
        following = first_row(self.games_proxy, self.current.is_game, here + 1)
        self._select_proxy_row(following if following >= 0 else here)

    def edit_current(self) -> None:
        row = self.current_row()
        if self.event_row is not None and self.current.is_game(row) and self.page.dialog is None:
            self.page.open_dialog(self.current.edit_dialog(self.event_row.id, row))

    def add_item(self) -> None:
        if self.event_row is not None and self.page.dialog is None:
            self.page.open_dialog(self.current.add_dialog(self.event_row.id, self.current_round()))

    def push_and_show(self, command: commands.EventEditCommand) -> None:
        """Store a new game and select it (in its round)."""
        self.ctx.undo_stack.push(command)
        if command.item_id and shiboken6.isValid(command):  # a refused command is deleted by the stack
            self.select_item(command.item_id)

    def delete_current(self) -> None:
        row = self.current_row()
        if self.event_row is not None and self.current.is_game(row):
            self.ctx.undo_stack.push(self.current.delete_command(self.event_row.id, row))
