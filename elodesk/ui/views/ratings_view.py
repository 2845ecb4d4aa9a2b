"""The Ratings page: preview a period or an event, read each player's explanation, apply, undo, export."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QModelIndex, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
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

from elodesk.core.systems import BLITZ, CLUB_SYSTEMS, EVENT_SYSTEMS, RAPID, STANDARD
from elodesk.printing import CARD
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.events import events_of_system
from elodesk.store.players import name_key, player_names
from elodesk.store.runs import (
    EVENT,
    INACTIVITY,
    PERIOD,
    Preview,
    PreviewRow,
    RunCounts,
    Selection,
    applied_run,
    apply,
    event_rate,
    last_run,
    late_events,
    latest_game_day,
    month_period,
    previewed,
    run_counts,
    undo,
)
from elodesk.ui.context import EVENTS, EVERYTHING, RATINGS, AppContext, SheetRequest
from elodesk.ui.dialogs.explanation_dialog import ExplanationDialog
from elodesk.ui.file_dialogs import save_path
from elodesk.ui.i18n import system_title
from elodesk.ui.models.preview_model import NAME, ROW_ROLE, PreviewTableModel
from elodesk.ui.widgets.explanation_view import ExplanationView
from elodesk.ui.widgets.row_menu import row_menu
from elodesk.ui.workers import Job, start


class RatingsView(QWidget):
    """Pick a system and a period or an event; the preview and the explanation follow."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.output: Preview | None = None
        self.selection: Selection | None = None
        self._wanted_player: str | None = None  # the player to select once a preview arrives
        self.job: Job | None = None
        ctx.closing.connect(self._cancel_job)
        self._explanation_stale = False

        self.system = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.mode = QComboBox(objectName="mode")
        self.start = QDateEdit(objectName="start", calendarPopup=True, displayFormat="yyyy-MM-dd")
        self.end = QDateEdit(objectName="end", calendarPopup=True, displayFormat="yyyy-MM-dd")
        self.event_box = QComboBox(objectName="event")
        self.year = QComboBox(objectName="year")
        self.rate = QComboBox(objectName="fide-rate")  # FIDE's three lists
        for rate, text in ((STANDARD, self.tr("standard")), (RAPID, self.tr("rapid")), (BLITZ, self.tr("blitz"))):
            self.rate.addItem(text, rate)
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
        for label, widget in ((self.tr("System"), self.system), (self.tr("List"), self.rate),
                              (self.tr("Rate"), self.mode),
                              (self.tr("From"), self.start), (self.tr("To"), self.end),
                              (self.tr("Event"), self.event_box), (self.tr("Year"), self.year)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            pick.addWidget(caption)
            pick.addWidget(widget)
            widget.setProperty("caption", caption)
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

        self.system.currentIndexChanged.connect(self._system_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.start.dateChanged.connect(self.end.setMinimumDate)  # a period never ends before it starts
        for edit in (self.start, self.end):
            edit.dateChanged.connect(self._choice_changed)
        self.year.currentIndexChanged.connect(self._choice_changed)
        self.rate.currentIndexChanged.connect(self._choice_changed)
        self.preview_button.clicked.connect(self.run_preview)
        self.event_box.activated.connect(self.run_preview)
        self.apply_button.clicked.connect(self.apply_run)
        self.undo_button.clicked.connect(self.undo_run)
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
        self._system_changed()

    # --- choosing what to rate ----------------------------------------------------------------

    def current_system(self) -> str:
        return self.system.currentData()

    @Slot()
    def _system_changed(self) -> None:
        system = self.current_system()
        self.mode.blockSignals(True)
        self.mode.clear()
        if system not in EVENT_SYSTEMS:
            self.mode.addItem(self.tr("a period"), PERIOD)
        self.mode.addItem(self.tr("an event"), EVENT)
        if system == "bataille-empire":
            self.mode.addItem(self.tr("the year-end inactivity"), INACTIVITY)
        self.mode.blockSignals(False)
        self._fill_events()
        self._default_period(system)
        self.year.clear()
        this_year = date.today().year
        for year in range(this_year, this_year - 6, -1):
            self.year.addItem(str(year), year)
        self._mode_changed()

    def _default_period(self, system: str) -> None:
        """The period officers compute (the Belgian half-year, the French four months) that holds
        the system's last game: the page opens on games, not on an empty period to come."""
        day = latest_game_day(self.ctx.db, system) or date.today()
        if system == "fide":  # a FIDE period is a calendar month
            first, last = month_period(day.year, day.month)
            self.start.setDate(first)
            self.end.setDate(last)
            return
        if system == "ffe":
            starts = [(9, 1, 12, 31), (1, 1, 4, 30), (5, 1, 8, 31)]
            month = day.month
            sm, sd, em, ed = starts[0] if month >= 9 else starts[1] if month <= 4 else starts[2]
        else:
            sm, sd, em, ed = (1, 1, 6, 30) if day.month <= 6 else (7, 1, 12, 31)
        self.start.setDate(QDate(day.year, sm, sd))
        self.end.setDate(QDate(day.year, em, ed))

    def _fill_events(self) -> None:
        system = self.current_system()
        wanted = "frbe" if system == "frbe-classic" else system
        items = [(f"{e.name} ({e.start or '?'})", e.id) for e in events_of_system(self.ctx.db, wanted)]
        if items == [(self.event_box.itemText(i), self.event_box.itemData(i)) for i in range(self.event_box.count())]:
            return  # a result changed, not the list of events
        self.event_box.clear()
        for text, event_id in items:
            self.event_box.addItem(text, event_id)

    @Slot()
    def _mode_changed(self) -> None:
        mode = self.mode.currentData()
        for widget, shown in ((self.start, mode == PERIOD), (self.end, mode == PERIOD),
                              (self.event_box, mode == EVENT), (self.year, mode == INACTIVITY),
                              (self.rate, self.current_system() == "fide" and mode == PERIOD)):
            widget.setVisible(shown)
            widget.property("caption").setVisible(shown)
        self.export_button.setVisible(self.current_system() not in EVENT_SYSTEMS)
        self._choice_changed()

    @Slot()
    def _choice_changed(self) -> None:
        """Another period, system or year: the preview shown was another run's, so it goes until
        *Preview* is pressed (an event is previewed as soon as it is chosen)."""
        sel = self.current_selection()
        if self.selection is not None and self.selection == sel:
            return
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self._show_output(None, None)
        self.summary.setText(self.tr("Press Preview to compute {what}.").format(what=self.describe(sel))
                             if sel is not None else "")

    def select_event(self, event_id: int) -> None:
        """Show an event's preview (the Events page sends the arbiter here)."""
        index = self.event_box.findData(event_id)
        if index < 0:
            return
        self.mode.setCurrentIndex(self.mode.findData(EVENT))
        self.event_box.setCurrentIndex(index)
        self.run_preview()

    def current_selection(self) -> Selection | None:
        system, mode = self.current_system(), self.mode.currentData()
        rate = self.rate.currentData() if system == "fide" else None
        if mode == EVENT:
            event_id = self.event_box.currentData()
            if event_id is None:
                return None
            # a FIDE event is rated on the list of its own rate
            return Selection(system, event_id=event_id, kind=EVENT,
                             rate=event_rate(self.ctx.db, event_id) if rate else None)
        if mode == INACTIVITY:
            return Selection(system, kind=INACTIVITY, year=self.year.currentData())
        return Selection(system, self.start.date().toPython(), self.end.date().toPython(), kind=PERIOD, rate=rate)

    # --- preview ------------------------------------------------------------------------------

    @Slot()
    def run_preview(self) -> None:
        """Compute the preview: an event at once (it is small), a period on a worker thread."""
        sel = self.current_selection()
        if sel is None:
            self._show_output(None, None)
            self.summary.setText(self.tr("No event of this system yet: import one from the File menu."))
            return
        if sel.kind != PERIOD:
            try:
                self._show_output(sel, previewed(self.ctx.db, sel))
            except StoreError as exc:
                self._failed(self.ctx.describe(exc))
            return
        if self.job is not None:
            self.job.cancel()
        path = self.ctx.db_path

        def work(progress: Any, cancelled: Any) -> Preview:
            db = open_db(path)
            try:
                return previewed(db, sel)
            finally:
                db.conn.close()

        self.job = Job(work, self.ctx.describe)
        job = self.job
        job.signals.finished.connect(lambda out: self._job_done(job, sel, out))
        job.signals.failed.connect(self._failed)
        self.progress.setVisible(True)
        self.preview_button.setEnabled(False)
        start(job)

    @Slot()
    def _cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def _job_done(self, job: Job, sel: Selection, out: Preview) -> None:
        if job is self.job:
            self.job = None
            self._show_output(sel, out)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.job = None
        self.progress.setVisible(False)
        self.preview_button.setEnabled(True)
        QMessageBox.warning(self, self.tr("Preview"), message)

    def _status_texts(self) -> dict[str, str]:
        return {"rated": self.tr("rated"), "new": self.tr("new"), "provisional": self.tr("provisional"),
                "unrated": self.tr("unrated"), "unchanged": self.tr("unchanged")}

    def _show_output(self, sel: Selection | None, result: Preview | None) -> None:
        self.progress.setVisible(False)
        self.preview_button.setEnabled(True)
        refresh = self.selection == sel and self.output is not None
        shown = self.model.data(self.table.currentIndex(), ROW_ROLE) if refresh else None
        self.selection, self.output = sel, result
        if result is None or sel is None:
            self.model.clear()
            self.explanation.clear()
            self.apply_button.setEnabled(False)
            return
        players = sorted(result.players, key=lambda p: (p.status == "unchanged", p.id))
        # the run writes ids as text; its players are everyone its games name
        names = {str(pid): name for pid, name in player_names(self.ctx.db, {int(p.id) for p in players}).items()}
        self.model.set_run(result.system, players, names, self._status_texts())
        if not refresh:  # a result entered: same columns, the same player stays selected
            self._fit_columns()
        self.explanation.lang = self.ctx.text_lang
        self.explanation.ui_lang = self.ctx.lang
        self._show_state()
        wanted = shown.id if shown is not None else self._wanted_player
        self._wanted_player = None
        row = next((r for r in range(self.model.rowCount())
                    if self.model.index(r, 0).data(ROW_ROLE).id == wanted), 0)
        if players:
            self.table.selectRow(row)

    def _fit_columns(self) -> None:
        """Columns as wide as their contents (names within reason), and the list as wide as its
        columns when the page has the room: no column is hidden behind a scroll bar."""
        em = self.fontMetrics().horizontalAdvance("M")
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)  # as the style sheet draws the headers
        for column in range(self.model.columnCount()):
            # the header's own size hint keeps room for a sort arrow in every column: only the
            # sorted one shows it
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            arrow = em if column == header.sortIndicatorSection() else 0
            text = QFontMetrics(bold).horizontalAdvance(title) + em + arrow
            width = max(self.table.sizeHintForColumn(column), text)
            self.table.setColumnWidth(column, min(width, 16 * em) if column == 0 else width)
        needed = sum(self.table.columnWidth(c) for c in range(self.model.columnCount()))
        needed += self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth() + 2
        total = sum(self.split.sizes()) or self.split.width()
        room = total - self.explanation.minimumWidth() - self.split.handleWidth()
        if total > 0 and room > 0:
            left = min(needed, room)
            self.split.setSizes([left, total - left])

    @staticmethod
    def _moves(player: PreviewRow, system: str) -> bool:
        """Whether a player's published rating changes (what the summary, Apply and Undo count)."""
        if system == "diplomacy":  # no single rating: the global Elo of each mode
            return player.status != "unchanged"
        return player.rating != player.old_rating

    def _show_state(self) -> None:
        """The summary and the Apply button: what the preview changes, and whether it can be applied."""
        if self.output is None or self.selection is None:
            return
        players = self.output.players
        moved = sum(1 for p in players if self._moves(p, self.output.system))
        text = self.tr("{moved} of {total} players' ratings change.").format(moved=moved, total=len(players))
        provisional = sum(1 for p in players if p.rating is None and p.provisional_rating is not None)
        if provisional:
            text += " " + self.tr("Provisional ratings (not published): {n}.").format(n=provisional)
        run = applied_run(self.ctx.db, self.selection)
        if run is not None:
            text += " " + self.tr("Already applied as run {run}: undo that run to apply again.").format(run=run)
        else:
            text += " " + self.tr("Nothing is written until you apply.")
        for late in late_events(self.ctx.db, self.selection):
            text += " " + self.tr("{name} ends on {end}, less than 3 days before the list of {list}: FIDE may rate "
                                  "it on the next list (7.1.3).").format(name=late.name, end=late.end,
                                                                         list=late.list_date)
        self.summary.setText(text)
        self.apply_button.setEnabled(run is None)
        self.apply_button.setToolTip("" if run is None else self.tr("Already applied as run {run}").format(run=run))

    def _names(self, player: PreviewRow) -> dict[str, str]:
        """The run's names, and those of the player's opponents outside it (read when he is shown)."""
        names = self.model.names
        others = {int(opponent) for r in player.explanation()
                  if (opponent := str(r.get("opponent", ""))).isdigit() and opponent not in names}
        if others:
            names.update((str(pid), name) for pid, name in player_names(self.ctx.db, others).items())
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
        if self.selection is not None and self.selection.end is not None:
            run["period"] = {"start": str(self.selection.start), "end": str(self.selection.end)}
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
        dialog = ExplanationDialog(self.ctx, self.model.names.get(player.id, player.id), self)
        dialog.show_preview(player, self._names(player), self._run())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @Slot()
    def show_history(self) -> None:
        player = self._current_player()
        if player is not None:
            self.ctx.history_requested.emit(int(player.id), self.current_system())

    @Slot()
    def print_card(self) -> None:
        player = self._current_player()
        if player is not None:
            self.ctx.sheet_requested.emit(SheetRequest(CARD, player_id=int(player.id)))

    # --- what the page shows, kept across a change of language -------------------------------------

    def view_state(self) -> dict[str, Any]:
        player = self._current_player()
        return {"system": self.current_system(), "rate": self.rate.currentData(), "mode": self.mode.currentData(),
                "start": self.start.date(),
                "end": self.end.date(), "event": self.event_box.currentData(), "year": self.year.currentData(),
                "previewed": self.selection is not None, "player": player.id if player else None}

    def restore_view_state(self, state: dict[str, Any]) -> None:
        self.system.setCurrentIndex(max(self.system.findData(state["system"]), 0))
        self.rate.setCurrentIndex(max(self.rate.findData(state["rate"]), 0))
        self.mode.setCurrentIndex(max(self.mode.findData(state["mode"]), 0))
        self.start.setDate(state["start"])
        self.end.setDate(state["end"])
        for combo, value in ((self.event_box, state["event"]), (self.year, state["year"])):
            if combo.findData(value) >= 0:
                combo.setCurrentIndex(combo.findData(value))
        if state["previewed"]:
            self._wanted_player = state["player"]
            self.run_preview()

    @Slot(str)
    def _data_changed(self, what: str) -> None:
        if what in (EVENTS, EVERYTHING):
            current = self.event_box.currentData()
            self._fill_events()
            if current is not None and self.event_box.findData(current) >= 0:
                self.event_box.setCurrentIndex(self.event_box.findData(current))
        if what in (EVENTS, RATINGS, EVERYTHING) and self.selection is not None and self.selection.kind != PERIOD:
            self.run_preview()  # an event's preview follows the results as the arbiter enters them

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._explanation_stale:
            self._show_explanation(self.table.currentIndex())

    # --- apply, undo, export ---------------------------------------------------------------------

    def describe(self, sel: Selection) -> str:
        """A run in the interface's language (the store's own summary is English)."""
        if sel.kind == EVENT:
            index = self.event_box.findData(sel.event_id)
            name = self.event_box.itemText(index) if index >= 0 else str(sel.event_id)
            return self.tr("the event {name}").format(name=name)
        if sel.kind == INACTIVITY:
            return self.tr("the year-end inactivity of {year}").format(year=sel.year)
        if sel.kind == "uplift":
            return self.tr("the FIDE 2024 increase") if sel.system == "fide" else self.tr("the Belgian 2024 uplift")
        if sel.rate:
            return self.tr("the {rate} list of {start} – {end}").format(
                rate=self.rate.itemText(self.rate.findData(sel.rate)), start=sel.start, end=sel.end)
        return self.tr("the period {start} – {end}").format(start=sel.start, end=sel.end)

    @Slot()
    def apply_run(self) -> None:
        sel = self.current_selection()
        if sel is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Apply"), self.tr("Apply {what}? The new ratings are written to the club database "
                                           "(a backup copy is made first).").format(what=self.describe(sel)))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            run = apply(self.ctx.db, sel)
        except StoreError as exc:
            QMessageBox.warning(self, self.tr("Apply"), self.ctx.describe(exc))
            return
        self.ctx.notify(RATINGS)
        self._show_state()
        self.summary.setText(self._counted(self.tr("Applied as run {run}: {ratings} players' ratings changed."),
                                           self.tr("{states} players' records written in all."),
                                           run_counts(self.ctx.db, run)))

    @Slot()
    def undo_run(self) -> None:
        system = self.current_system()
        last = last_run(self.ctx.db, system)
        if last is None:
            QMessageBox.information(self, self.tr("Undo"), self.tr("Nothing to undo in this system."))
            return
        answer = QMessageBox.question(self, self.tr("Undo"), self.tr(
            "Undo the last applied run of this system ({what})? Every rating it changed goes back.").format(
                what=self.describe(last.selection())))
        if answer != QMessageBox.StandardButton.Yes:
            return
        counts = run_counts(self.ctx.db, last.id)
        try:
            undo(self.ctx.db, system)
        except StoreError as exc:
            QMessageBox.warning(self, self.tr("Undo"), self.ctx.describe(exc))
            return
        self.ctx.notify(RATINGS)
        self._show_state()
        self.summary.setText(self._counted(self.tr("Run {run} undone: {ratings} players' ratings restored."),
                                           self.tr("{states} players' records restored in all."), counts))

    @staticmethod
    def _counted(ratings: str, states: str, counts: RunCounts) -> str:
        """Apply and Undo count alike: players whose rating changed, then, when more, every record
        written (games and archives move without a new rating)."""
        text = ratings.format(run=counts.run, ratings=counts.ratings_changed)
        if counts.states_changed != counts.ratings_changed:
            text += " " + states.format(states=counts.states_changed)
        return text

    @Slot()
    def export_for_submission(self) -> None:
        from elodesk.formats import trf
        from elodesk.store.events import export_event

        sel = self.current_selection()
        if sel is None or sel.system in EVENT_SYSTEMS:
            return
        try:
            event = export_event(self.ctx.db, sel)
        except StoreError as exc:
            QMessageBox.warning(self, self.tr("Export"), self.ctx.describe(exc))
            return
        path, chosen = save_path(
            self, self.tr("Export for submission"), f"{event.name}.trf",
            self.tr("Belgian submission file (*.trf);;FIDE TRF16 (*.trf)"))
        if not path:
            return
        writer = trf.write_fide if "FIDE" in chosen else trf.write_frbe
        writer(event, Path(path))
        self.summary.setText(self.tr("Written: {path}").format(path=path))
