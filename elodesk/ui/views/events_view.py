"""The Events page — the arbiter's day: the events on the left; on the right the open event's
games of a round (chess pairings, Bataille Empire battles or Diplomacy games) and its standings,
recomputed whenever a result comes in.

Chess results go in fast: on the pairings table the keys 1, =, 0, + and - enter 1-0, ½-½, 0-1 and
the forfeits and move on to the next game; a double-click (or Enter) opens the result dialog,
which does the same. Every edit is an undo command (``elodesk.ui.commands``); after one, only the
open event and its line in the list are read again.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Slot,
)
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeyEvent, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.printing import PAIRINGS, RESULT_SLIPS, STANDINGS
from elodesk.reports.standings import bataille_standings, chess_standings, diplomacy_board
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import check_not_rated
from elodesk.store.event_tiebreaks import event_tiebreaks
from elodesk.store.events import list_events
from elodesk.store.games import (
    battles,
    byes,
    chess_games,
    diplomacy_games,
    event_players,
    event_runs,
    event_summary,
    get_event,
)
from elodesk.ui import commands
from elodesk.ui.context import EVENTS, EVERYTHING, PLAYERS, RATINGS, AppContext, SheetRequest
from elodesk.ui.dialogs.battle_dialog import BattleDialog
from elodesk.ui.dialogs.diplomacy_game_dialog import DiplomacyGameDialog
from elodesk.ui.dialogs.event_dialog import EventDialog, PairingDialog
from elodesk.ui.dialogs.pairing_round_dialog import PairingRoundDialog
from elodesk.ui.dialogs.result_dialog import RESULT_KEYS, ResultDialog
from elodesk.ui.i18n import system_title
from elodesk.ui.models.events_models import (
    BA_ROUND,
    BATAILLE,
    DIPLOMACY,
    EV_DATES,
    EV_NAME,
    PA_BLACK,
    PA_RESULT,
    PA_ROUND,
    PA_WHITE,
    ROW_ROLE,
    SORT_ROLE,
    BattlesModel,
    ChessPairingsModel,
    ChessStandingsModel,
    DiplomacyBoardModel,
    DiplomacyGamesModel,
    EventsTableModel,
    GeneralStandingsModel,
    RoundFilterProxyModel,
    first_row,
    format_span,
)
from elodesk.ui.style import NEUTRAL

CHESS, BATTLES, DIPLOMACY_GAMES = "chess", "battles", "diplomacy"


def _kind(system: str) -> str:
    if system in CHESS_SYSTEMS:
        return CHESS
    return BATTLES if system == BATAILLE else DIPLOMACY_GAMES if system == DIPLOMACY else CHESS


def _table(name: str) -> QTableView:
    table = QTableView()
    table.setObjectName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() * 3 // 2)
    table.horizontalHeader().setHighlightSections(False)
    table.setWordWrap(False)
    return table


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = QFont(label.font())
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


class EventItemDelegate(QStyledItemDelegate):
    """An event on two lines: its name, then its system, dates and counts (fits a narrow list)."""

    def _texts(self, index: QModelIndex) -> tuple[str, str, str]:
        """The name, the games (right of the name) and the details line."""
        row = index.data(ROW_ROLE)
        details = [system_title(row["system"]), format_span(row["start"], row["end"]),
                   QCoreApplication.translate("EventsView", "{n} players").format(n=row["players"])]
        games = QCoreApplication.translate("EventsView", "{n} games").format(n=row["games"])
        return row["name"], games, " · ".join(d for d in details if d)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        metrics = option.fontMetrics
        return QSize(metrics.averageCharWidth() * 30, metrics.height() * 2 + metrics.leading() + 12)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        if index.data(ROW_ROLE) is None:
            super().paint(painter, option, index)
            return
        name, games, details = self._texts(index)
        self.initStyleOption(option, index)
        option.text = ""
        style = option.widget.style() if option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text = option.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        quiet = text if selected else NEUTRAL
        rect = option.rect.adjusted(8, 5, -8, -5)
        bold = QFont(option.font)
        bold.setBold(True)
        top, below = QFontMetrics(bold), option.fontMetrics
        first = rect.y() + top.ascent()
        second = rect.y() + top.height() + below.leading() + below.ascent()
        painter.save()
        painter.setFont(option.font)
        painter.setPen(quiet)
        games_width = below.horizontalAdvance(games)
        painter.drawText(rect.right() - games_width, first, games)
        painter.drawText(rect.x(), second, below.elidedText(details, Qt.TextElideMode.ElideRight, rect.width()))
        painter.setFont(bold)
        painter.setPen(text)
        painter.drawText(rect.x(), first, top.elidedText(name, Qt.TextElideMode.ElideRight,
                                                         rect.width() - games_width - 8))
        painter.restore()


class EventsView(QWidget):
    """The Events page (``EventsView(ctx)``)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.current_event: dict[str, Any] | None = None
        self.kind = CHESS
        self.players: list[dict[str, Any]] = []
        self.dialog: QDialog | None = None
        self._edited = False  # an edit of ours already refreshed what the next "events" notice announces

        # --- left: the events --------------------------------------------------------------------
        self.events_model = EventsTableModel(self)
        self.events_proxy = QSortFilterProxyModel(self)
        self.events_proxy.setSourceModel(self.events_model)
        self.events_proxy.setSortRole(SORT_ROLE)
        self.events_proxy.setFilterKeyColumn(-1)
        self.events_proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.events_proxy.sort(EV_DATES, Qt.SortOrder.DescendingOrder)  # the newest first
        self.events_list = QListView()
        self.events_list.setObjectName("events")
        self.events_list.setModel(self.events_proxy)
        self.events_list.setModelColumn(EV_NAME)
        self.events_list.setItemDelegate(EventItemDelegate(self.events_list))
        self.events_list.setAlternatingRowColors(True)
        self.events_list.setUniformItemSizes(True)
        self.events_list.setMouseTracking(True)
        self.events_filter = QLineEdit()
        self.events_filter.setObjectName("events-filter")
        self.events_filter.setPlaceholderText(self.tr("Find an event"))
        self.events_filter.setClearButtonEnabled(True)
        self.events_filter.textChanged.connect(self.events_proxy.setFilterFixedString)
        self.new_event_button = QPushButton(self.tr("New event…"))
        self.new_event_button.setObjectName("new-event")
        self.new_event_button.setToolTip(self.tr("An event you run in elodesk: enter its pairings and results here"))
        self.new_event_button.clicked.connect(self.new_event)
        # The open event's own actions: buttons by its title, the list's menu, F2 and Delete on the list.
        self.edit_event_button = QPushButton(self.tr("Edit event…"))
        self.edit_event_button.setObjectName("edit-event")
        self.edit_event_button.clicked.connect(self.edit_event)
        self.delete_event_button = QPushButton(self.tr("Delete event…"))
        self.delete_event_button.setObjectName("delete-event")
        self.delete_event_button.clicked.connect(self.delete_event)
        self.edit_event_action = QAction(self.tr("Edit event…"), self.events_list)
        self.edit_event_action.setObjectName("action-edit-event")
        self.edit_event_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.edit_event_action.triggered.connect(self.edit_event)
        self.delete_event_action = QAction(self.tr("Delete event…"), self.events_list)
        self.delete_event_action.setObjectName("action-delete-event")
        self.delete_event_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.delete_event_action.triggered.connect(self.delete_event)
        for action in (self.edit_event_action, self.delete_event_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.events_list.addActions([self.edit_event_action, self.delete_event_action])
        self.events_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(_bold(QLabel(self.tr("Events"))))
        left_layout.addWidget(self.events_filter)
        left_layout.addWidget(self.events_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_event_button)
        buttons.addStretch(1)
        left_layout.addLayout(buttons)

        # --- right: the open event ----------------------------------------------------------------
        self.title = _bold(QLabel(), 1.3)
        self.title.setObjectName("event-title")
        self.title.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("event-details")
        self.details.setWordWrap(True)
        self.rated_note = QLabel()
        self.rated_note.setObjectName("rated-note")
        self.rated_note.setWordWrap(True)
        self.rated_note.setStyleSheet("background: #fff4ce; border: 1px solid #e6c44c; border-radius: 3px; "
                                      "padding: 4px 6px;")
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.message.hide()

        self.round_label = QLabel(self.tr("&Round:"))
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("round")
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_label.setBuddy(self.round_combo)
        self.round_combo.currentIndexChanged.connect(self._round_changed)
        self.add_button = QPushButton()
        self.add_button.setObjectName("add")
        self.add_button.clicked.connect(self.add_item)
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("edit")
        self.edit_button.clicked.connect(self.edit_current)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("delete")
        self.delete_button.clicked.connect(self.delete_current)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setObjectName("print-round")
        print_menu = QMenu(self.print_button)
        self.print_pairings_action = print_menu.addAction(self.tr("Pairings of this round"))
        self.print_pairings_action.triggered.connect(lambda: self.print_round(PAIRINGS))
        self.print_slips_action = print_menu.addAction(self.tr("Result slips of this round"))
        self.print_slips_action.triggered.connect(lambda: self.print_round(RESULT_SLIPS))
        self.print_standings_action = print_menu.addAction(self.tr("Standings"))
        self.print_standings_action.triggered.connect(lambda: self.print_round(STANDINGS))
        self.print_button.setMenu(print_menu)
        self.pair_round_button = QPushButton(self.tr("Pair &next round…"))
        self.pair_round_button.setObjectName("pair-round")
        self.pair_round_button.setToolTip(self.tr("Pair the next round by the Dutch system or the round robin's "
                                                  "table (Ctrl+P)"))
        self.pair_round_button.clicked.connect(self.pair_next_round)
        self.pair_round_action = QAction(self.tr("Pair next round…"), self)
        self.pair_round_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pair_round_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pair_round_action.triggered.connect(self.pair_next_round)
        self.addAction(self.pair_round_action)
        tools = QHBoxLayout()
        tools.addWidget(self.round_label)
        tools.addWidget(self.round_combo)
        tools.addWidget(self.print_button)
        tools.addStretch(1)
        tools.addWidget(self.add_button)
        tools.addWidget(self.edit_button)
        tools.addWidget(self.delete_button)

        self.pairings_model = ChessPairingsModel(self)
        self.battles_model = BattlesModel(self)
        self.diplomacy_model = DiplomacyGamesModel(self)
        self.games_proxy = RoundFilterProxyModel(self)
        self.games_proxy.setSourceModel(self.pairings_model)
        self.games_table = _table("games")
        self.games_table.setModel(self.games_proxy)
        self.games_table.setSortingEnabled(True)
        self.games_table.sortByColumn(PA_ROUND, Qt.SortOrder.AscendingOrder)
        self.games_table.doubleClicked.connect(self._double_clicked)
        self.games_table.installEventFilter(self)
        self.games_table.selectionModel().currentRowChanged.connect(self._current_game_changed)
        self.games_table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.edit_action = QAction(self)
        self.edit_action.triggered.connect(self.edit_current)
        self.delete_action = QAction(self)
        self.delete_action.triggered.connect(self.delete_current)
        self.games_table.addActions([self.edit_action, self.delete_action])
        self.keys_hint = QLabel(self.tr("On a game: 1 = 1-0, “=” = ½-½, 0 = 0-1, + and − = won by forfeit; "
                                        "double-click or Enter for every result."))
        self.keys_hint.setObjectName("keys-hint")
        self.keys_hint.setWordWrap(True)
        self.keys_hint.setStyleSheet(f"color: {NEUTRAL.name()};")

        self.chess_standings_model = ChessStandingsModel(self)
        self.chess_standings_model.lang = ctx.text_lang
        self.general_standings_model = GeneralStandingsModel(self)
        self.board_model = DiplomacyBoardModel(self)
        self.standings_title = _bold(QLabel(self.tr("Standings")))
        self.standings_title.setObjectName("standings-title")
        self.standings_table = _table("standings")
        self.standings_table.setModel(self.chess_standings_model)

        games_box = QWidget()
        games_layout = QVBoxLayout(games_box)
        games_layout.setContentsMargins(0, 0, 0, 0)
        games_layout.addLayout(tools)
        games_layout.addWidget(self.games_table, 1)
        games_layout.addWidget(self.keys_hint)
        standings_box = QWidget()
        standings_layout = QVBoxLayout(standings_box)
        standings_layout.setContentsMargins(0, 0, 0, 0)
        self.tiebreaks_button = QPushButton(self.tr("&Tie-breaks…"), objectName="tiebreaks")
        self.tiebreaks_button.setToolTip(self.tr("Choose this event's tie-breaks and their order (FIDE C.07)"))
        self.tiebreaks_button.clicked.connect(self.choose_tiebreaks)
        standings_head = QHBoxLayout()
        standings_head.addWidget(self.standings_title, 1)
        standings_head.addWidget(self.tiebreaks_button)
        standings_layout.addLayout(standings_head)
        standings_layout.addWidget(self.standings_table, 1)
        self.right_split = QSplitter(Qt.Orientation.Vertical)
        self.right_split.addWidget(games_box)
        self.right_split.addWidget(standings_box)
        self.right_split.setChildrenCollapsible(False)
        self.right_split.setStretchFactor(0, 3)
        self.right_split.setStretchFactor(1, 2)

        event_page = QWidget()
        event_layout = QVBoxLayout(event_page)
        event_layout.setContentsMargins(4, 8, 8, 8)
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        # Pairing the next round is the event's business: beside its own actions, so that the round's
        # row keeps room for its buttons in French (the longest language) at the default width.
        header.addWidget(self.pair_round_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.edit_event_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.delete_event_button, 0, Qt.AlignmentFlag.AlignTop)
        event_layout.addLayout(header)
        event_layout.addWidget(self.details)
        event_layout.addWidget(self.rated_note)
        event_layout.addWidget(self.message)
        event_layout.addWidget(self.right_split, 1)
        self.placeholder = QLabel(self.tr("Choose an event on the left, or create one with “New event…”."))
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.right = QStackedWidget()
        self.right.addWidget(self.placeholder)
        self.right.addWidget(event_page)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.addWidget(left)
        self.split.addWidget(self.right)
        self.split.setChildrenCollapsible(False)
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        left.setMinimumWidth(self.fontMetrics().averageCharWidth() * 30)
        self.split.setSizes([330, 700])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)

        self.events_list.selectionModel().currentRowChanged.connect(self._event_chosen)
        ctx.data_changed.connect(self._data_changed)
        ctx.database_opened.connect(self._database_opened)
        signals = commands.edit_signals(ctx)
        signals.edited.connect(self._edited_event)
        signals.failed.connect(self._show_failure)
        self.reload_events()
        self._set_kind(CHESS)

    # --- the events list ---------------------------------------------------------------------------

    def reload_events(self) -> None:
        """Read the events list again (keeps the open event selected)."""
        self.events_model.set_rows(list_events(self.ctx.db))
        if self.current_event is not None:
            self._select_event_row(self.current_event["id"])

    def _select_event_row(self, event_id: int) -> None:
        row = self.events_model.row_of(event_id)
        if row < 0:
            return
        index = self.events_proxy.mapFromSource(self.events_model.index(row, 0))
        if index.isValid() and index != self.events_list.currentIndex():
            self.events_list.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        if index.isValid():
            self.events_list.scrollTo(index)

    def select_event(self, event_id: int) -> None:
        """Open an event (and select it in the list)."""
        self._select_event_row(event_id)
        if self.current_event is None or self.current_event["id"] != event_id:
            self.open_event(event_id)

    def view_state(self) -> dict[str, Any]:
        """The open event and round, to open them again once the window is rebuilt in another language."""
        return {"event": self.current_event["id"] if self.current_event else None, "round": self.current_round(),
                "filter": self.events_filter.text()}

    def restore_view_state(self, state: dict[str, Any]) -> None:
        self.events_filter.setText(state["filter"])
        if state["event"] is not None:
            self.select_event(state["event"])
            index = self.round_combo.findData(state["round"])
            if index >= 0:
                self.round_combo.setCurrentIndex(index)

    def search_field(self) -> QLineEdit:
        """Where Ctrl+F goes."""
        return self.events_filter

    @Slot(QModelIndex, QModelIndex)
    def _event_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row = current.data(ROW_ROLE) if current.isValid() else None
        if row is None:
            return
        if self.current_event is None or self.current_event["id"] != row["id"]:
            self.open_event(row["id"])

    # --- the open event ----------------------------------------------------------------------------------

    def open_event(self, event_id: int) -> None:
        event = get_event(self.ctx.db, event_id)
        if event is None:
            self.close_event()
            return
        self.current_event = event
        self._set_kind(_kind(event["system"]))
        self.message.hide()
        self._show_header()
        self._load_games()
        self._fill_rounds(self._default_round())
        self.right.setCurrentIndex(1)
        self._fit_columns()
        first = first_row(self.games_proxy, lambda r: r is not None and r.get("kind", "game") == "game")
        if first >= 0:
            self._select_proxy_row(first)

    def print_round(self, kind: str) -> None:
        """Send the user to the Sheets page on this event's sheet (its preview, Print and PDF are there)."""
        if self.current_event is None:
            return
        self.ctx.sheet_requested.emit(SheetRequest(kind, event_id=self.current_event["id"],
                                                   round_no=self.current_round() or 1))

    def close_event(self) -> None:
        self.current_event = None
        self.right.setCurrentIndex(0)

    def _set_kind(self, kind: str) -> None:
        self.kind = kind
        model = {CHESS: self.pairings_model, BATTLES: self.battles_model, DIPLOMACY_GAMES: self.diplomacy_model}[kind]
        if self.games_proxy.sourceModel() is not model:
            self.games_proxy.setSourceModel(model)
            self.games_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        standings = {CHESS: self.chess_standings_model, BATTLES: self.general_standings_model,
                     DIPLOMACY_GAMES: self.board_model}[kind]
        if self.standings_table.model() is not standings:
            self.standings_table.setModel(standings)
        has_rounds = kind != DIPLOMACY_GAMES
        self.round_label.setVisible(has_rounds)
        self.round_combo.setVisible(has_rounds)
        self.keys_hint.setVisible(kind == CHESS)
        self.print_pairings_action.setVisible(kind == CHESS)
        self.print_slips_action.setVisible(kind == CHESS)
        self.pair_round_button.setVisible(kind == CHESS)
        self.pair_round_action.setEnabled(kind == CHESS)
        texts = {
            CHESS: (self.tr("Add pairing…"), self.tr("Enter result…"), self.tr("Delete pairing")),
            BATTLES: (self.tr("Add battle…"), self.tr("Edit battle…"), self.tr("Delete battle")),
            DIPLOMACY_GAMES: (self.tr("Add game…"), self.tr("Edit game…"), self.tr("Delete game")),
        }[kind]
        self.add_button.setText(texts[0])
        self.edit_button.setText(texts[1])
        self.delete_button.setText(texts[2])
        self.edit_action.setText(texts[1])
        self.delete_action.setText(texts[2])

    def _show_header(self) -> None:
        assert self.current_event is not None
        e = self.current_event
        self.title.setText(e["name"])
        parts = [system_title(e["system"]), format_span(e["start"], e["end"])]
        if e["place"]:
            parts.append(e["place"])
        if e["arbiter"]:
            parts.append(self.tr("arbiter: {name}").format(name=e["arbiter"]))
        if e["rounds"]:
            parts.append(self.tr("rounds: {rounds}").format(rounds=e["rounds"]))
        self.details.setText(" · ".join(p for p in parts if p))
        runs = event_runs(self.ctx.db, e["id"])
        if runs:
            self.rated_note.setText(self.tr(
                "Already rated by run {run} ({what}). A change here alters no rating until that run is undone "
                "and applied again.").format(run=runs[-1]["id"], what=runs[-1]["summary"]))
        self.rated_note.setVisible(bool(runs))

    def _load_games(self) -> None:
        """Read the open event's games again (one event: a few milliseconds)."""
        assert self.current_event is not None
        db, event_id = self.ctx.db, self.current_event["id"]
        if self.kind == CHESS:
            self.players = event_players(db, event_id)
            ratings = {p["id"]: p["rating"] for p in self.players}
            self.pairings_model.set_event(chess_games(db, event_id), byes(db, event_id), ratings)
        elif self.kind == BATTLES:
            self.battles_model.set_rows(battles(db, event_id))
        else:
            self.diplomacy_model.set_rows(diplomacy_games(db, event_id))
        self._update_buttons()

    def _rounds(self) -> list[int]:
        assert self.current_event is not None
        model = self.pairings_model if self.kind == CHESS else self.battles_model
        seen = {r["round"] for r in model.rows if r.get("round")}
        last = max([*seen, self.current_event["rounds"] or 0, 1])
        return list(range(1, last + 1))

    def _default_round(self) -> int:
        """Chess: the first round with a game still unplayed, else the last one played; battles: all."""
        if self.kind != CHESS:
            return 0
        games = [r for r in self.pairings_model.rows if r["kind"] == "game"]
        open_rounds = [g["round"] for g in games if g["result"] == "*" and g["round"]]
        if open_rounds:
            return min(open_rounds)
        return max((g["round"] or 0 for g in games), default=1) or 1

    def _fill_rounds(self, wanted: int) -> None:
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        if self.kind != DIPLOMACY_GAMES:
            self.round_combo.addItem(self.tr("All rounds"), 0)
            for r in self._rounds():
                self.round_combo.addItem(self.tr("Round {n}").format(n=r), r)
        index = self.round_combo.findData(wanted)
        self.round_combo.setCurrentIndex(max(0, index))
        self.round_combo.blockSignals(False)
        self._apply_round()

    def current_round(self) -> int:
        value = self.round_combo.currentData()
        return int(value) if value else 0

    @Slot(int)
    def _round_changed(self, _index: int) -> None:
        self._apply_round()
        first = first_row(self.games_proxy, lambda r: r is not None and r.get("kind", "game") == "game")
        if first >= 0:
            self._select_proxy_row(first)

    def _apply_round(self) -> None:
        round_ = self.current_round() if self.kind != DIPLOMACY_GAMES else 0
        self.games_proxy.set_round(round_)
        round_column = PA_ROUND if self.kind == CHESS else BA_ROUND
        for column in range(self.games_proxy.columnCount()):
            self.games_table.setColumnHidden(column, bool(round_) and column == round_column
                                             and self.kind != DIPLOMACY_GAMES)
        self._refresh_standings()

    def _refresh_standings(self, fit: bool = True) -> None:
        """Standings after the chosen round (all rounds: the whole event), or the chosen game's board.

        ``fit=False`` after a result: the columns stay as they are (measuring them costs more than
        the standings themselves)."""
        if self.current_event is None:
            return
        self.tiebreaks_button.setVisible(self.kind == CHESS)
        upto = self.current_round()
        if self.kind == CHESS:
            games = [r for r in self.pairings_model.rows if r["kind"] == "game"]
            the_byes = [{**r, "kind": r["bye_kind"]} for r in self.pairings_model.rows if r["kind"] == "bye"]
            if upto:
                games = [g for g in games if (g["round"] or 0) <= upto]
                the_byes = [b for b in the_byes if b["round"] <= upto]
            rounds = [r for r in self._rounds() if not upto or r <= upto]
            tiebreaks = event_tiebreaks(self.ctx.db, self.current_event["id"])  # the event's, else the usual
            self.chess_standings_model.set_standings(chess_standings(self.players, games, the_byes, tiebreaks),
                                                     rounds)
            self.standings_title.setText(self.tr("Standings after round {n}").format(n=upto) if upto
                                         else self.tr("Standings"))
        elif self.kind == BATTLES:
            fought = [b for b in self.battles_model.rows if not upto or b["round"] <= upto]
            self.general_standings_model.set_standings(bataille_standings(fought))
            self.standings_title.setText(self.tr("Generals after round {n}").format(n=upto) if upto
                                         else self.tr("Generals"))
        else:
            game = self.current_row()
            if game is None:
                self.board_model.set_board([])
                self.standings_title.setText(self.tr("Board (choose a game)"))
            else:
                lines, solo = diplomacy_board(game)
                self.board_model.set_board(lines)
                self.standings_title.setText(
                    self.tr("Board of game {game} — solo").format(game=game["ref"]) if solo
                    else self.tr("Board of game {game}").format(game=game["ref"]))
        if fit:
            self._fit_standings()

    def _fit_columns(self) -> None:
        """Columns as wide as their contents, the names taking the rest (measured once per event)."""
        header = self.games_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.games_table.resizeColumnsToContents()
        stretch = {CHESS: (PA_WHITE, PA_BLACK), BATTLES: (1, 3), DIPLOMACY_GAMES: ()}[self.kind]
        for column in stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(self.kind == DIPLOMACY_GAMES)

    @Slot()
    def choose_tiebreaks(self) -> None:
        """The chess event's tie-breaks, in a dialog; the standings follow (EVENTS is notified)."""
        from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog

        if self.current_event is not None:
            TiebreaksDialog(self.ctx, self.current_event["id"], self).exec()

    def _fit_standings(self) -> None:
        """Every column as wide as its contents; the names take the spare room, never less than their
        own width (a wide crosstable scrolls rather than cut the names)."""
        header = self.standings_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.standings_table.resizeColumnsToContents()
        model = self.standings_table.model()
        if model is not None and model.columnCount() > 1:
            spare = self.standings_table.viewport().width() - header.length()
            if spare > 0:
                header.resizeSection(1, header.sectionSize(1) + spare)

    # --- the games --------------------------------------------------------------------------------------------

    def current_row(self) -> dict[str, Any] | None:
        index = self.games_table.currentIndex()
        return index.data(ROW_ROLE) if index.isValid() else None

    def _select_proxy_row(self, proxy_row: int) -> None:
        column = PA_RESULT if self.kind == CHESS else 0
        index = self.games_proxy.index(proxy_row, column)
        self.games_table.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.games_table.scrollTo(index)

    def select_item(self, item_id: int) -> bool:
        """Select a game (battle, Diplomacy game) by id, showing its round if need be."""
        def is_item(row: Any) -> bool:
            return row is not None and row["id"] == item_id and row.get("kind", "game") == "game"

        found = first_row(self.games_proxy, is_item)
        if found < 0 and self.kind != DIPLOMACY_GAMES:
            model = self.pairings_model if self.kind == CHESS else self.battles_model
            source = next((r for r in model.rows if is_item(r)), None)
            if source is None:
                return False
            self.round_combo.setCurrentIndex(max(0, self.round_combo.findData(source["round"] or 0)))
            found = first_row(self.games_proxy, is_item)
        if found >= 0:
            self._select_proxy_row(found)
        return found >= 0

    @Slot(QModelIndex, QModelIndex)
    def _current_game_changed(self, _current: QModelIndex, _previous: QModelIndex) -> None:
        if self.kind == DIPLOMACY_GAMES:
            self._refresh_standings()
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.current_row()
        editable = row is not None and row.get("kind", "game") == "game"
        for widget in (self.edit_button, self.delete_button, self.edit_action, self.delete_action):
            widget.setEnabled(editable)

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit_current()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fast entry on the pairings table: a result key enters the result and moves on."""
        if watched is self.games_table and event.type() == QEvent.Type.KeyPress and self.current_event is not None:
            key_event: QKeyEvent = event  # type: ignore[assignment]
            if key_event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.edit_current()
                return True
            text = key_event.text().replace("−", "-")
            if self.kind == CHESS and text in RESULT_KEYS:
                row = self.current_row()
                if row is not None and row["kind"] == "game":
                    self.enter_result(row, RESULT_KEYS[text])
                return True
        return super().eventFilter(watched, event)

    def enter_result(self, game: dict[str, Any], result: str) -> None:
        """Store a chess result (undoable), then select the next game of the round."""
        assert self.current_event is not None
        if result != game["result"]:
            self.ctx.undo_stack.push(commands.SetChessResultCommand(self.ctx, self.current_event["id"], game, result))
        self._move_on(game["id"])

    def _move_on(self, game_id: int) -> None:
        here = first_row(self.games_proxy, lambda r: r is not None and r["kind"] == "game" and r["id"] == game_id)
        if here < 0:
            return
        following = first_row(self.games_proxy, lambda r: r is not None and r["kind"] == "game", here + 1)
        self._select_proxy_row(following if following >= 0 else here)

    def edit_current(self) -> None:
        row = self.current_row()
        if self.current_event is None or row is None or row.get("kind", "game") != "game" or self.dialog is not None:
            return
        if self.kind == CHESS:
            dialog: QDialog = ResultDialog(self.ctx, row, self)
            dialog.accepted.connect(lambda d=dialog, g=row: self._result_chosen(d, g))
        elif self.kind == BATTLES:
            dialog = BattleDialog(self.ctx, self.current_event["id"], row, parent=self)
            dialog.accepted.connect(lambda d=dialog, b=row: self._battle_edited(d, b))
        else:
            dialog = DiplomacyGameDialog(self.ctx, self.current_event["id"], row, self)
            dialog.accepted.connect(lambda d=dialog, g=row: self._diplomacy_edited(d, g))
        self._open_dialog(dialog)

    def _open_dialog(self, dialog: QDialog) -> None:
        """Window-modal and without a nested event loop: the page reacts when it is accepted."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._dialog_closed)
        self.dialog = dialog
        dialog.open()

    @Slot()
    def _dialog_closed(self) -> None:
        self.dialog = None
        self.games_table.setFocus()

    def _result_chosen(self, dialog: ResultDialog, game: dict[str, Any]) -> None:
        if dialog.chosen is not None:
            self.enter_result(game, dialog.chosen)

    def _battle_edited(self, dialog: BattleDialog, battle: dict[str, Any]) -> None:
        assert self.current_event is not None
        self.ctx.undo_stack.push(commands.SetBattleCommand(self.ctx, self.current_event["id"], battle["id"],
                                                           dialog.values()))

    def _diplomacy_edited(self, dialog: DiplomacyGameDialog, game: dict[str, Any]) -> None:
        assert self.current_event is not None
        self.ctx.undo_stack.push(commands.SetDiplomacyGameCommand(self.ctx, self.current_event["id"], game["id"],
                                                                  dialog.values(), dialog.newcomers()))

    def pair_next_round(self) -> None:
        """Open *Pair next round* on the open chess event; once accepted, show the new round."""
        if self.current_event is None or self.dialog is not None or self.kind != CHESS:
            return
        try:
            dialog = PairingRoundDialog(self.ctx, self.current_event["id"], self)
        except StoreError as exc:
            self._show_failure(self.ctx.describe(exc))
            return
        dialog.accepted.connect(lambda d=dialog: self._fill_rounds(d.written_round or self.current_round()))
        self._open_dialog(dialog)

    def add_item(self) -> None:
        if self.current_event is None or self.dialog is not None:
            return
        event_id = self.current_event["id"]
        if self.kind == CHESS:
            dialog: QDialog = PairingDialog(self.ctx, event_id, self.current_round() or self._default_round(), self)
            dialog.accepted.connect(lambda d=dialog: self._pairing_added(d))
        elif self.kind == BATTLES:
            dialog = BattleDialog(self.ctx, event_id, None, self.current_round() or 1, self)
            dialog.accepted.connect(lambda d=dialog: self._push_and_show(
                commands.AddBattleCommand(self.ctx, event_id, d.values())))
        else:
            dialog = DiplomacyGameDialog(self.ctx, event_id, None, self)
            dialog.accepted.connect(lambda d=dialog: self._push_and_show(
                commands.AddDiplomacyGameCommand(self.ctx, event_id, d.values(), d.newcomers())))
        self._open_dialog(dialog)

    def _pairing_added(self, dialog: PairingDialog) -> None:
        assert self.current_event is not None
        v = dialog.values()
        self._push_and_show(commands.AddChessGameCommand(self.ctx, self.current_event["id"], v["round"], v["white"],
                                                         v["black"], v["newcomers"]))

    def _push_and_show(self, command: commands.EventEditCommand) -> None:
        """Store a new game and select it (in its round)."""
        self.ctx.undo_stack.push(command)
        if command.item_id and shiboken6.isValid(command):  # a refused command is deleted by the stack
            self.select_item(command.item_id)

    def delete_current(self) -> None:
        row = self.current_row()
        if self.current_event is None or row is None or row.get("kind", "game") != "game":
            return
        event_id = self.current_event["id"]
        if self.kind == CHESS:
            command: commands.EventEditCommand = commands.DeleteChessGameCommand(self.ctx, event_id, row)
        elif self.kind == BATTLES:
            command = commands.DeleteBattleCommand(self.ctx, event_id, row["id"], row["round"])
        else:
            command = commands.DeleteDiplomacyGameCommand(self.ctx, event_id, row["id"], row["ref"])
        self.ctx.undo_stack.push(command)

    def new_event(self) -> None:
        if self.dialog is not None:
            return
        dialog = EventDialog(self.ctx, self)
        dialog.accepted.connect(lambda d=dialog: self.ctx.undo_stack.push(
            commands.AddEventCommand(self.ctx, d.values())))
        self._open_dialog(dialog)

    def _changeable(self) -> bool:
        """Whether the open event may be edited or deleted; if not, why (no applied run may have used it)."""
        if self.current_event is None or self.dialog is not None:
            return False
        try:
            check_not_rated(self.ctx.db, self.current_event["id"])
        except StoreError as exc:
            self._show_failure(self.ctx.describe(exc))
            return False
        return True

    def edit_event(self) -> None:
        """The open event's fields in the event dialog; saved as one undoable edit."""
        if not self._changeable():
            return
        assert self.current_event is not None
        event_id = self.current_event["id"]
        dialog = EventDialog(self.ctx, self, event_id)
        dialog.accepted.connect(lambda d=dialog: self.ctx.undo_stack.push(
            commands.EditEventCommand(self.ctx, event_id, d.values())))
        self._open_dialog(dialog)

    def delete_event(self) -> None:
        """Delete the open event with its games, once the user confirms (undoable)."""
        if not self._changeable():
            return
        assert self.current_event is not None
        event = event_summary(self.ctx.db, self.current_event["id"])
        if event is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete event"),
            self.tr("Delete {name} with its {players} players' entries and {games} games? The players stay in "
                    "the club; Undo (Ctrl+Z) puts everything back.").format(
                name=event["name"], players=event["players"], games=event["games"]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.ctx.undo_stack.push(commands.DeleteEventCommand(self.ctx, event["id"], event["name"]))

    # --- changes -------------------------------------------------------------------------------------------------

    @Slot(int, int, bool)
    def _edited_event(self, event_id: int, item_id: int, replay: bool) -> None:
        """One of our edits: refresh that event's line and, if it is open, its games and standings."""
        self._edited = True
        self.message.hide()
        summary = event_summary(self.ctx.db, event_id)
        if summary is None:
            was_open = self.current_event is not None and self.current_event["id"] == event_id
            selection = self.events_list.selectionModel()
            selection.blockSignals(was_open)  # the list's selection must not slide onto a neighbour
            self.events_model.remove_event(event_id)
            if was_open:
                self.close_event()
                selection.blockSignals(False)
                selection.clear()
            return
        self.events_model.update_event(summary)
        if self.current_event is not None and self.current_event["id"] == event_id:
            self._reload_open_event()
        elif replay or not item_id:
            self.select_event(event_id)  # a new event, or an undo in another event: show it
        else:
            return
        if replay and item_id:
            self.select_item(item_id)

    def _reload_open_event(self) -> None:
        """The open event's games again, keeping the round and the selected game."""
        if self.current_event is None:
            return
        event = get_event(self.ctx.db, self.current_event["id"])
        if event is None:
            self.close_event()
            return
        if _kind(event["system"]) != self.kind:  # its system changed to another kind of game
            self.open_event(event["id"])
            return
        self.current_event = event
        current = self.current_row()
        round_ = self.current_round()
        self._show_header()
        self._load_games()
        if self.kind != DIPLOMACY_GAMES and self.round_combo.count() != len(self._rounds()) + 1:
            self._fill_rounds(round_)  # a round more (or less): the standings are redone with it
        else:
            self._refresh_standings(fit=False)
        if current is not None and self.current_row() is None:
            self.select_item(current["id"])

    @Slot(str)
    def _data_changed(self, what: str) -> None:
        if what == EVENTS and self._edited:
            self._edited = False  # already shown by _edited_event
            return
        if what in (EVENTS, EVERYTHING, PLAYERS):
            self.reload_events()
            if self.current_event is not None and self.events_model.row_of(self.current_event["id"]) < 0:
                self.close_event()
            else:
                self._reload_open_event()
        elif what == RATINGS and self.current_event is not None:
            self._reload_open_event()

    @Slot(str)
    def _database_opened(self, _path: str) -> None:
        """Another club: its events have nothing to do with the open one (ids included)."""
        self.close_event()
        self.events_list.selectionModel().clear()

    @Slot(str)
    def _show_failure(self, text: str) -> None:
        self.message.setText(self.tr("Not stored: {reason}").format(reason=text))
        self.message.show()
