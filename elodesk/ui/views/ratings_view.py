"""The Ratings page: preview a period or an event, read each player's explanation, apply, undo, export."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import EVENT_SYSTEMS
from elodesk.printing import CARD
from elodesk.reports.explanations import named_players
from elodesk.store.players import name_key
from elodesk.store.run_applied import AppliedRun
from elodesk.store.run_document import contract_id, names_by_contract_id
from elodesk.store.run_scope import EVENT, holds_events
from elodesk.store.runs import (
    PERIOD,
    Preview,
    PreviewRow,
    RunScope,
)
from elodesk.ui.context import AppContext, Change, SheetRequest, What
from elodesk.ui.models.preview_model import NAME, ROW_ROLE, PreviewTableModel
from elodesk.ui.views import ratings_actions
from elodesk.ui.views.ratings_shown import RunFigures, ShownRun, read_shown
from elodesk.ui.widgets.explanation_view import ExplanationView
from elodesk.ui.widgets.row_menu import row_menu
from elodesk.ui.widgets.row_table import content_width, sample_rows
from elodesk.ui.widgets.run_picker import RunPicker
from elodesk.ui.workers import Job, Latest, start


def _load_rules(lang: str) -> None:
    """The engines, the explanations' phrases and their catalogue, loaded off the UI thread while
    the page is read: the first preview took 0.4 s more without them (the catalogue alone, read
    when the first explanation is said on the UI thread: 20 ms)."""
    from elodesk.catalogue import catalogue
    from elodesk.reports import explanations  # noqa: F401  (its phrase tables)
    from elodesk.store.run_preview import load_engines

    load_engines()
    catalogue(lang)


class RatingsView(QWidget):
    """Pick a system and a period or an event; the preview and the explanation follow."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.output: Preview | None = None
        self.selection: RunScope | None = None
        self.applied: AppliedRun | None = None  # the run shown is applied: its figures are the history's
        self.figures: RunFigures | None = None  # what the summary says of the run shown (counted by the worker)
        self._wanted_player: str | None = None  # the player to select once a preview arrives
        self.previewing = Latest()  # the preview computed on a worker; a newer choice drops its answer
        ctx.closing.connect(self.previewing.cancel)
        self.writing = Latest()  # Apply or Undo on a worker (closing the window asks before stopping it)
        self._explanation_stale = False
        self._preview_stale = False  # a change the period shown used came while the page was hidden

        self.picker = RunPicker(ctx.db, self)
        # the picker's fields, as the page's own (tests and the language switch reach them)
        picker = self.picker
        self.system, self.mode, self.start, self.end = picker.system, picker.mode, picker.start, picker.end
        self.event_box, self.year, self.rate = picker.event_box, picker.year, picker.rate
        self.preview_button = QPushButton(self.tr("&Preview"), objectName="preview")
        self.apply_button = QPushButton(self.tr("&Apply…"), objectName="apply")
        self.undo_button = QPushButton(self.tr("&Undo last run…"), objectName="undo")
        self.export_button = QPushButton(self.tr("E&xport for submission…"), objectName="export")
        self.progress = QProgressBar(objectName="progress", maximum=0)
        self.progress.setVisible(False)
        self.summary = QLabel(objectName="summary")
        self.summary.setWordWrap(True)

        self.model = PreviewTableModel(self)
        self.table = QTableView(objectName="preview-table", sortingEnabled=True, alternatingRowColors=True)
        self.table.setModel(self.model)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        # Widths are fitted once per new selection (resizeColumnsToContents): a header resizing
        # to contents would read every cell again at each refresh.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.explanation = ExplanationView(self)

        pick = QHBoxLayout()
        pick.addWidget(self.picker)
        pick.addWidget(self.preview_button)
        pick.addStretch(1)
        actions = QHBoxLayout()
        actions.addWidget(self.summary, 1)
        actions.addWidget(self.progress)
        for button in (self.apply_button, self.undo_button, self.export_button):
            actions.addWidget(button)
        self.split = split = QSplitter(Qt.Orientation.Horizontal)
        self.find = QLineEdit(objectName="find", clearButtonEnabled=True, placeholderText=self.tr("Find a player…"))
        self.find.setToolTip(self.tr("Type a part of a name; Enter goes to the next player it matches"))
        listing = QWidget()
        listing_layout = QVBoxLayout(listing)
        listing_layout.setContentsMargins(0, 0, 0, 0)
        listing_layout.addWidget(self.find)
        listing_layout.addWidget(self.table, 1)
        split.addWidget(listing)
        split.addWidget(self.explanation)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        # The explanation's games table keeps its room: widening the list never squeezes it
        # into wrapped names and a horizontal scroll.
        self.explanation.setMinimumWidth(self.fontMetrics().averageCharWidth() * 70)
        split.setSizes([520, 680])
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addWidget(split, 1)
        layout.addLayout(actions)

        self.picker.changed.connect(self._choice_changed)
        self.picker.event_chosen.connect(self.run_preview)
        self.preview_button.clicked.connect(self.run_preview)
        self.apply_button.clicked.connect(lambda: ratings_actions.apply_run(self))
        self.undo_button.clicked.connect(lambda: ratings_actions.undo_run(self))
        self.export_button.clicked.connect(self.export_for_submission)
        self.table.selectionModel().currentRowChanged.connect(self._show_explanation)
        self.find.textChanged.connect(lambda text: self.find_player(text))
        self.find.returnPressed.connect(lambda: self.find_player(self.find.text(), self.table.currentIndex().row()))
        self.row_menu = row_menu(self.table, (
            (self.tr("E&xplanation in a window…"), self.open_explanation, "explanation"),
            (self.tr("&History"), self.show_history, "history"),
            (self.tr("&Print his record card…"), self.print_card, "card")))
        self.row_menu.setObjectName("preview-menu")
        ctx.data_changed.connect(self._data_changed)
        self._choice_changed()
        lang = ctx.text_lang
        self._loading = start(Job(lambda _progress, _cancelled: _load_rules(lang)))

    # --- choosing what to rate ----------------------------------------------------------------

    def current_system(self) -> str:
        return self.picker.current_system()

    @Slot()
    def _choice_changed(self) -> None:
        """Another period, system or year: the preview shown was another run's, so it goes until
        *Preview* is pressed (an event is previewed as soon as it is chosen)."""
        self.export_button.setVisible(self.current_system() not in EVENT_SYSTEMS)
        sel = self.current_selection()
        if self.selection is not None and self.selection == sel:
            return
        self.previewing.cancel()
        self._show_output(None, None)
        self.summary.setText(self.tr("Press Preview to compute {what}.").format(what=self.describe(sel))
                             if sel is not None else "")

    def select_event(self, event_id: int) -> None:
        """Show an event's preview (the Events page sends the arbiter here)."""
        if self.picker.choose_event(event_id):
            self.run_preview()

    def current_selection(self) -> RunScope | None:
        return self.picker.selection()

    # --- preview ------------------------------------------------------------------------------

    @Slot()
    def run_preview(self) -> None:
        """Compute the preview on a worker thread: a period, and an event too (a Diplomacy event of 500
        games took the UI thread 50-80 ms, again at each result the arbiter entered)."""
        sel = self.current_selection()
        if sel is None:
            self._show_output(None, None)
            self.summary.setText(self.tr("No event of this system yet: import one from the File menu."))
            return
        path, lang, texts = self.ctx.db_path, self.ctx.text_lang, self._status_texts()
        sorted_by = (self.model.sort_column, self.model.sort_order)
        self._preview_stale = False

        def work(progress: Any, cancelled: Any) -> ShownRun:
            return read_shown(path, sel, sorted_by, texts, lang)  # the names, order and counts too (issue 24)

        self.progress.setVisible(True)
        self.preview_button.setEnabled(False)
        self.previewing.start(Job(work, self.ctx.describe), lambda shown: self._show_output(sel, shown), self._failed)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.progress.setVisible(False)
        self.preview_button.setEnabled(True)
        QMessageBox.warning(self, self.tr("Preview"), message)

    def _status_texts(self) -> dict[str, str]:
        return {"rated": self.tr("rated"), "new": self.tr("new"), "provisional": self.tr("provisional"),
                "unrated": self.tr("unrated"), "unchanged": self.tr("unchanged")}

    def _show_output(self, sel: RunScope | None, run: ShownRun | None) -> None:
        """Show a preview, or once the run is applied the figures it wrote (``run.applied``), as the
        worker prepared them: one reset of the model, its rows already in order."""
        self.applied = run.applied if run is not None else None
        self.progress.setVisible(False)
        self.preview_button.setEnabled(True)
        refresh = self.selection == sel and self.output is not None
        shown = self.model.data(self.table.currentIndex(), ROW_ROLE) if refresh else None
        self.selection, self.output = sel, run.preview if run is not None else None
        self.figures = run.figures if run is not None else None
        if run is None or sel is None:
            self.model.clear()
            self.explanation.clear()
            self.apply_button.setEnabled(False)
            return
        self.model.set_run(run.preview.system, run.players, run.names, self._status_texts(), run.sorted_by)
        if not refresh:  # a result entered: same columns, the same player stays selected
            self._fit_columns()
        self.explanation.lang = self.ctx.text_lang
        self.explanation.ui_lang = self.ctx.lang
        ratings_actions.show_state(self)
        wanted = shown.id if shown is not None else self._wanted_player
        self._wanted_player = None
        row = next((r for r, player in enumerate(self.model.players) if player.id == wanted), 0)
        if run.players:
            self.table.selectRow(row)

    def _fit_columns(self) -> None:
        """Columns as wide as their contents (names within reason), and the list as wide as its
        columns when the page has the room: no column is hidden behind a scroll bar."""
        em = self.fontMetrics().horizontalAdvance("M")
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)  # as the style sheet draws the headers
        # sizeHintForColumn asked the delegate about every cell (112 players: 80 ms of a 120 ms preview)
        rows = sample_rows(self.table, self.model)
        for column in range(self.model.columnCount()):
            # the header's own size hint keeps room for a sort arrow in every column: only the
            # sorted one shows it
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            arrow = em if column == header.sortIndicatorSection() else 0
            text = QFontMetrics(bold).horizontalAdvance(title) + em + arrow
            width = max(content_width(self.table, self.model, rows, column), text)
            self.table.setColumnWidth(column, min(width, 16 * em) if column == 0 else width)
        needed = sum(self.table.columnWidth(c) for c in range(self.model.columnCount()))
        needed += self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth() + 2
        total = sum(self.split.sizes()) or self.split.width()
        room = total - self.explanation.minimumWidth() - self.split.handleWidth()
        if total > 0 and room > 0:
            left = min(needed, room)
            self.split.setSizes([left, total - left])

    def _names(self, player: PreviewRow) -> dict[str, str]:
        """The run's names, and those of the player's opponents outside it (read when he is shown)."""
        names = self.model.names
        others = {pid for pid in named_players(player.explanation()) if contract_id(pid) not in names}
        if others:
            names.update(names_by_contract_id(self.ctx.db, others))
        return names

    @Slot(QModelIndex, QModelIndex)
    def _show_explanation(self, current: QModelIndex, previous: QModelIndex | None = None) -> None:
        if not self.isVisible():
            # While the arbiter types results on the Events page, the preview follows at once;
            # the selected player's explanation is laid out when this page is shown again.
            self._explanation_stale = True
            return
        self._explanation_stale = False
        if not current.isValid() or self.output is None:
            self.explanation.clear()
            return
        player = self.model.data(current, ROW_ROLE)
        self.explanation.show_player(player, self._names(player), self._run())

    def _run(self) -> dict[str, Any]:
        """What the explanation's heading reads from the run: system, edition, period."""
        assert self.output is not None
        run = dict(self.output.head)
        if self.output.period:
            run["period"] = self.output.period
        return run

    # --- finding a player, and what one does with him -------------------------------------------

    def find_player(self, text: str, after: int = -1) -> None:
        """Select the first player after row ``after`` whose name holds ``text`` (accents ignored)."""
        needle = name_key(text.strip())
        count = self.model.rowCount()
        if not needle or not count:
            return
        for row in [*range(after + 1, count), *range(after + 1)]:
            if needle in name_key(self.model.data(self.model.index(row, NAME)) or ""):
                self.table.selectRow(row)
                self.table.scrollTo(self.model.index(row, NAME))
                return

    def search_field(self) -> QLineEdit:
        """Where Ctrl+F goes."""
        return self.find

    def _current_player(self) -> PreviewRow | None:
        index = self.table.currentIndex()
        return self.model.data(index, ROW_ROLE) if index.isValid() and self.output is not None else None

    @Slot()
    def open_explanation(self) -> None:
        player = self._current_player()
        if player is None:
            return
        from elodesk.ui.dialogs.explanation_dialog import ExplanationDialog  # loaded when first asked for

        dialog = ExplanationDialog(self.ctx, self.model.names.get(player.id, player.id), self)
        dialog.show_preview(player, self._names(player), self._run())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @Slot()
    def show_history(self) -> None:
        player = self._current_player()
        if player is not None:
            self.ctx.history_requested.emit(player.player_id, self.current_system())

    @Slot()
    def print_card(self) -> None:
        player = self._current_player()
        if player is not None:
            self.ctx.sheet_requested.emit(SheetRequest(CARD, player_id=player.player_id))

    # --- what the page shows, kept across a change of language -------------------------------------

    def view_state(self) -> dict[str, Any]:
        player = self._current_player()
        return {**self.picker.state(), "previewed": self.selection is not None,
                "player": player.id if player else None}

    def restore_view_state(self, state: dict[str, Any]) -> None:
        self.picker.restore(state)
        if state["previewed"]:
            self._wanted_player = state["player"]
            self.run_preview()

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        if change.touches(What.EVENTS):
            self.picker.events_changed()
        if self.selection is None or not self._uses(self.selection, change):
            return
        if self.selection.kind != PERIOD or self.isVisible():
            self.run_preview()  # an event's preview follows the results as the arbiter enters them
        else:
            self._preview_stale = True  # a period's (a federation's: seconds of a worker) once the page is shown

    def _uses(self, sel: RunScope, change: Change) -> bool:
        """Whether the run shown read what changed: its system's ratings, or an event it rates (an event
        added, deleted or moved may enter or leave a period: any such change is the period's)."""
        if change.touches(What.RATINGS) and change.touches_system(sel.system):
            return True
        if not change.touches(What.EVENTS | What.GAMES):
            return False
        if change.events is None or (change.touches(What.EVENTS) and sel.kind != EVENT):
            return True
        return holds_events(self.ctx.db, sel, change.events)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._preview_stale:
            self.run_preview()
        if self._explanation_stale:
            self._show_explanation(self.table.currentIndex())

    # --- apply, undo, export ---------------------------------------------------------------------

    def describe(self, sel: RunScope) -> str:
        """A run in the interface's language (the store's own summary is English)."""
        return self.picker.describe(sel)

    @Slot()
    def export_for_submission(self) -> None:
        """The period or event shown, as the federation's file (File ▸ Export for submission too)."""
        ratings_actions.export_for_submission(self)
