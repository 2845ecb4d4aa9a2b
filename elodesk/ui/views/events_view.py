"""The Events page — the arbiter's day: the events on the left; on the right the open event's
title, its own actions (pair the next round, edit, delete) and, below, its games and standings
(:mod:`elodesk.ui.views.event_games`), recomputed whenever a result comes in.

Every edit is an undo command (``elodesk.ui.commands``); after one (a ``Change`` naming its event),
only that event's line in the list and, if it is open, its games are read again (a result: that game alone,
the standings on a worker).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import CHESS
from elodesk.store.db import open_db
from elodesk.store.event_rows import EventInfo
from elodesk.store.events import event_counts, event_heads, list_events, many_games
from elodesk.store.games import event_runs, event_summary, get_event
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.event_texts import format_span
from elodesk.ui.i18n import system_title
from elodesk.ui.models.events_filter_model import EventsFilterModel
from elodesk.ui.models.events_table_model import EV_NAME, EventsTableModel
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.views import event_actions
from elodesk.ui.views.event_games.kind import kind_of
from elodesk.ui.views.event_games.panel import EventGamesPanel
from elodesk.ui.widgets.event_item_delegate import EventItemDelegate
from elodesk.ui.widgets.row_table import bold
from elodesk.ui.workers import Job, start


class EventsView(QWidget):
    """The Events page (``EventsView(ctx)``)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.current_event: EventInfo | None = None
        self.dialog: QDialog | None = None

        # --- left: the events --------------------------------------------------------------------
        self._counting = 0  # the events' counts asked of a worker (0: none awaited)
        self.events_model = EventsTableModel(self)
        self.events_proxy = EventsFilterModel(self)
        self.events_proxy.setSourceModel(self.events_model)
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
        self.events_filter.textChanged.connect(self.events_proxy.set_text)
        self.new_event_button = QPushButton(self.tr("New event…"))
        self.new_event_button.setObjectName("new-event")
        self.new_event_button.setToolTip(self.tr("An event you run in elodesk: enter its pairings and results here"))
        self.new_event_button.clicked.connect(lambda: event_actions.new_event(self))
        # The open event's own actions: buttons by its title, the list's menu, F2 and Delete on the list.
        self.edit_event_button = QPushButton(self.tr("Edit event…"))
        self.edit_event_button.setObjectName("edit-event")
        self.edit_event_button.clicked.connect(lambda: event_actions.edit_event(self))
        self.delete_event_button = QPushButton(self.tr("Delete event…"))
        self.delete_event_button.setObjectName("delete-event")
        self.delete_event_button.clicked.connect(lambda: event_actions.delete_event(self))
        self.edit_event_action = QAction(self.tr("Edit event…"), self.events_list)
        self.edit_event_action.setObjectName("action-edit-event")
        self.edit_event_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.edit_event_action.triggered.connect(lambda: event_actions.edit_event(self))
        self.delete_event_action = QAction(self.tr("Delete event…"), self.events_list)
        self.delete_event_action.setObjectName("action-delete-event")
        self.delete_event_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.delete_event_action.triggered.connect(lambda: event_actions.delete_event(self))
        for action in (self.edit_event_action, self.delete_event_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.events_list.addActions([self.edit_event_action, self.delete_event_action])
        self.events_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(bold(QLabel(self.tr("Events"))))
        left_layout.addWidget(self.events_filter)
        left_layout.addWidget(self.events_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_event_button)
        buttons.addStretch(1)
        left_layout.addLayout(buttons)

        # --- right: the open event ----------------------------------------------------------------
        self.title = bold(QLabel(), 1.3)
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
        self.pair_round_button = QPushButton(self.tr("Pair &next round…"))
        self.pair_round_button.setObjectName("pair-round")
        self.pair_round_button.setToolTip(self.tr("Pair the next round by the Dutch system or the round robin's "
                                                  "table (Ctrl+P)"))
        self.pair_round_button.clicked.connect(lambda: event_actions.pair_next_round(self))
        self.pair_round_action = QAction(self.tr("Pair next round…"), self)
        self.pair_round_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pair_round_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pair_round_action.triggered.connect(lambda: event_actions.pair_next_round(self))
        self.addAction(self.pair_round_action)

        self.games = EventGamesPanel(self)

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
        event_layout.addWidget(self.games, 1)
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
        ctx.closing.connect(self._stop_counting)
        ctx.refused.connect(self.show_failure)
        self.reload_events()
        self._show_kind(CHESS)

    # --- the events list ---------------------------------------------------------------------------

    def reload_events(self) -> None:
        """Read the events list again (keeps the open event selected). On a large database the lines
        come at once and a worker counts their players and games (0.6 s at a million games)."""
        db = self.ctx.db
        if many_games(db):
            self.events_model.set_rows(event_heads(db))
            self._count_events()
        else:
            self._counting = 0
            self.events_model.set_rows(list_events(db))
        if self.current_event is not None:
            self._select_event_row(self.current_event.id)

    def _count_events(self) -> None:
        self._counting += 1
        counting, path = self._counting, self.ctx.db_path

        def work(progress: object, cancelled: object) -> tuple[int, dict[int, tuple[int, int]]]:
            db = open_db(path)  # a connection stays in the thread that opened it
            try:
                return counting, event_counts(db)
            finally:
                db.conn.close()

        job = Job(work, self.ctx.describe)
        job.signals.finished.connect(self._counted)
        job.signals.failed.connect(self.show_failure)
        start(job)

    @Slot(object)
    def _counted(self, result: tuple[int, dict[int, tuple[int, int]]]) -> None:
        counting, counts = result
        if counting == self._counting:  # not overtaken by a later reading, nor the window closing
            self._counting = 0
            self.events_model.set_counts(counts)

    @Slot()
    def _stop_counting(self) -> None:
        self._counting = 0

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
        if self.current_event is None or self.current_event.id != event_id:
            self.open_event(event_id)

    def view_state(self) -> dict[str, Any]:
        """The open event and round, to open them again once the window is rebuilt in another language."""
        return {"event": self.current_event.id if self.current_event else None, "round": self.games.current_round(),
                "filter": self.events_filter.text()}

    def restore_view_state(self, state: dict[str, Any]) -> None:
        self.events_filter.setText(state["filter"])
        if state["event"] is not None:
            self.select_event(state["event"])
            index = self.games.round_combo.findData(state["round"])
            if index >= 0:
                self.games.round_combo.setCurrentIndex(index)

    def search_field(self) -> QLineEdit:
        """Where Ctrl+F goes."""
        return self.events_filter

    @Slot(QModelIndex, QModelIndex)
    def _event_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row = current.data(ROW_ROLE) if current.isValid() else None
        if row is None:
            return
        if self.current_event is None or self.current_event.id != row.id:
            self.open_event(row.id)

    # --- the open event (its buttons' work: event_actions) ------------------------------------------------

    def open_event(self, event_id: int) -> None:
        event = get_event(self.ctx.db, event_id)
        if event is None:
            self.close_event()
            return
        self.current_event = event
        self._show_kind(kind_of(event.system))
        self.message.hide()
        self._show_header()
        self.games.show_event(event, kind_of(event.system))
        self.right.setCurrentIndex(1)
        self.games.fit_columns()
        self.games.select_first()

    def close_event(self) -> None:
        self.current_event = None
        self.right.setCurrentIndex(0)

    def _show_kind(self, kind: str) -> None:
        """Only a chess event pairs its next round."""
        self.pair_round_button.setVisible(kind == CHESS)
        self.pair_round_action.setEnabled(kind == CHESS)

    def _show_header(self) -> None:
        assert self.current_event is not None
        e = self.current_event
        self.title.setText(e.name)
        parts = [system_title(e.system), format_span(e.start, e.end)]
        if e.place:
            parts.append(e.place)
        if e.arbiter:
            parts.append(self.tr("arbiter: {name}").format(name=e.arbiter))
        if e.rounds:
            parts.append(self.tr("rounds: {rounds}").format(rounds=e.rounds))
        self.details.setText(" · ".join(p for p in parts if p))
        runs = event_runs(self.ctx.db, e.id)
        if runs:
            self.rated_note.setText(self.tr(
                "Already rated by run {run} ({what}). A change here alters no rating until that run is undone "
                "and applied again.").format(run=runs[-1].id, what=runs[-1].summary))
        self.rated_note.setVisible(bool(runs))

    def open_dialog(self, dialog: QDialog) -> None:
        """Window-modal and without a nested event loop: the page reacts when it is accepted."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._dialog_closed)
        self.dialog = dialog
        dialog.open()

    @Slot()
    def _dialog_closed(self) -> None:
        self.dialog = None
        self.games.games_table.setFocus()

    # --- changes -------------------------------------------------------------------------------------------------

    def _event_changed(self, event_id: int, change: Change, alone: bool) -> None:
        """Refresh that event's line and, if it is open, its games and standings; an event edited alone
        (new, or an undo in another event) is opened."""
        self.message.hide()
        summary = event_summary(self.ctx.db, event_id)
        if summary is None:
            was_open = self.current_event is not None and self.current_event.id == event_id
            selection = self.events_list.selectionModel()
            selection.blockSignals(was_open)  # the list's selection must not slide onto a neighbour
            self.events_model.remove_event(event_id)
            if was_open:
                self.close_event()
                selection.blockSignals(False)
                selection.clear()
            return
        self.events_model.update_event(summary)
        if self.current_event is not None and self.current_event.id == event_id:
            if not (change.what == What.GAMES and change.item and self._result_changed(change.item)):
                self._reload_open_event()
        elif alone and (change.replay or not change.item):
            self.select_event(event_id)  # a new event, or an undo in another event: show it
        else:
            return
        if change.replay and change.item:
            self.games.select_item(change.item)

    def _result_changed(self, game_id: int) -> bool:
        """A result in the open event: its header (the runs that rated it) and that game alone; False when the
        change was another edit of the game (added, deleted)."""
        if not self.games.result_changed(game_id):
            return False
        self._show_header()
        return True

    def _reload_open_event(self) -> None:
        """The open event's header and games again (its system may have changed to another kind)."""
        if self.current_event is None:
            return
        event = get_event(self.ctx.db, self.current_event.id)
        if event is None:
            self.close_event()
            return
        if kind_of(event.system) != self.games.kind:
            self.open_event(event.id)
            return
        self.current_event = event
        self._show_header()
        self.games.reload(event)

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        """Named events: their lines and the open one's games; other events: the list and the open event
        again; players or ratings: the open event (its players' names, its note of the runs that rated it)."""
        if change.touches(What.EVENTS | What.GAMES) and change.events is not None:
            for event_id in sorted(change.events):
                self._event_changed(event_id, change, len(change.events) == 1)
        elif change.touches(What.EVENTS | What.GAMES):
            self.reload_events()
            if self.current_event is not None and self.events_model.row_of(self.current_event.id) < 0:
                self.close_event()
            else:
                self._reload_open_event()
        elif change.touches(What.PLAYERS | What.RATINGS) and self.current_event is not None:
            self._reload_open_event()

    @Slot(str)
    def _database_opened(self, _path: str) -> None:
        """Another club: its events have nothing to do with the open one (ids included)."""
        self.close_event()
        self.events_list.selectionModel().clear()

    @Slot(str)
    def show_failure(self, text: str) -> None:
        self.message.setText(self.tr("Not stored: {reason}").format(reason=text))
        self.message.show()
