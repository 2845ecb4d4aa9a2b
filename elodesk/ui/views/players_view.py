"""The Players page: every club player, filtered as you type, sorted by any column; new, edit, merge."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QLocale, QModelIndex, Qt, QTimer, Slot
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.printing import CARD
from elodesk.store.db import database_counts
from elodesk.store.player_table import players_table
from elodesk.ui.context import AppContext, Change, SheetRequest, What
from elodesk.ui.i18n import system_title
from elodesk.ui.models.players_filter import PlayersFilterProxyModel
from elodesk.ui.models.players_model import PlayersTable, PlayersTableModel, prepare_table, read_table
from elodesk.ui.widgets.row_menu import row_menu
from elodesk.ui.widgets.when_shown import WhenShown
from elodesk.ui.workers import Job, start

SAMPLE_ROWS = 300  # rows measured when fitting the columns to their contents (as many as Qt would)
CANDIDATES = 3  # per column, the widest texts by the font's metrics, then measured as the table draws them
# Up to this many players, the table is read on the UI thread (well under 100 ms) and a change shows
# at once; a federation's 60,000 take a second to read, so a worker reads them.
READ_AT_ONCE = 3_000
M = PlayersTableModel
# The columns as shown: who he is, then his ratings (what the page is read for), then his ids.
SHOWN_ORDER = (M.ID, M.NAME, M.CLUB, M.FRBE_RATING, M.FRBE_GAMES, M.FFE_RATING, M.FIDE_STANDARD, M.FIDE_RAPID,
               M.FIDE_BLITZ, M.BE_RATING, M.BE_GAMES, M.BE_GRADE, M.FEDERATION, M.BIRTH_DATE, M.SEX, M.FIDE_ID,
               M.FRBE_ID, M.FFE_ID)


@dataclass(slots=True, frozen=True)
class PlayersState:
    """What the page shows, kept across a change of language."""

    filter: str
    system: str | None
    selected: list[int]
    current: int | None


class PlayersView(QWidget):
    """The club's players and their current ratings; double-click (or Enter) edits one."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._fitted = False
        self._reads = 0  # reads started on a worker
        self._job: Job | None = None
        self._reading = 0  # the one whose rows are awaited, 0 when none
        self._painted = False  # the first read waits for the page's first painting
        # What to select once read (the players, the current one, and whether to clear a filter hiding him).
        self._wanted: tuple[list[int], int | None, bool] | None = None

        self.filter = QLineEdit(objectName="filter", clearButtonEnabled=True)
        self.filter.setPlaceholderText(self.tr("Filter: name, club, FIDE id, matricule or licence"))
        self.filter.setMinimumWidth(self.filter.fontMetrics().horizontalAdvance("M") * 24)
        self.system = QComboBox(objectName="system")
        self.system.addItem(self.tr("All players"), None)
        for system in CLUB_SYSTEMS:
            self.system.addItem(self.tr("Rated in: {system}").format(system=system_title(system)), system)
        self.system.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.new_button = QPushButton(self.tr("&New player…"), objectName="new-player")
        self.edit_button = QPushButton(self.tr("&Edit…"), objectName="edit-player")
        self.merge_button = QPushButton(self.tr("&Merge…"), objectName="merge-players")
        self.merge_button.setToolTip(self.tr("Select the two records of one person, then merge them"))
        self.count = QLabel(objectName="count")

        self.model = PlayersTableModel(self)
        self.proxy = PlayersFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(objectName="players-table", sortingEnabled=True, alternatingRowColors=True)
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # 60,000 rows are never measured
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(SAMPLE_ROWS)
        header.setHighlightSections(False)
        for shown, column in enumerate(SHOWN_ORDER):
            header.moveSection(header.visualIndex(column), shown)
        self.table.sortByColumn(PlayersTableModel.NAME, Qt.SortOrder.AscendingOrder)
        self.row_menu = row_menu(self.table, ((self.tr("&Edit…"), self.edit_player, "edit"),
                                              (self.tr("E&xplanation…"), self.show_explanation, "explanation"),
                                              (self.tr("&History"), self.show_history, "history"),
                                              (self.tr("&Print his record card…"), self.print_card, "card")))
        self.row_menu.setObjectName("player-menu")

        top = QHBoxLayout()
        top.addWidget(self.filter, 2)
        top.addWidget(self.system)
        top.addStretch(1)
        for button in (self.new_button, self.edit_button, self.merge_button):
            top.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)

        self._typing = QTimer(self, singleShot=True)
        self._typing.timeout.connect(self._apply_filter)
        ctx.closing.connect(self._typing.stop)
        ctx.closing.connect(self._stop_reading)
        self.filter.textChanged.connect(self._filter_changed)
        self.system.currentIndexChanged.connect(self._apply_filter)
        self.table.activated.connect(self._edit_index)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.proxy.layoutChanged.connect(self._show_count)
        self.proxy.modelReset.connect(self._show_count)
        self.new_button.clicked.connect(self.new_player)
        self.edit_button.clicked.connect(self.edit_player)
        self.merge_button.clicked.connect(self.merge_players)
        self.when_shown = WhenShown(self, self.reload)  # a change while hidden is read once shown
        ctx.data_changed.connect(self._data_changed)
        self.reload()

    # --- data -------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the players again, keeping the filter, the sort and the selection (a worker reads many)."""
        if database_counts(self.ctx.db)[0] <= READ_AT_ONCE:
            self._reading = 0
            self._show_table(prepare_table(players_table(self.ctx.db), self.model.sort_order))
            return
        if self._wanted is None:
            self._wanted = (self.selected_ids(), self._current_id(), False)
        self._reads += 1
        self._reading = self._reads
        if self._painted:
            self._start_reading()

    @Slot()
    def _start_reading(self) -> None:
        reading, path, sort = self._reading, self.ctx.db_path, self.model.sort_order
        if not reading:
            return  # the database closed meanwhile

        def work(progress: object, cancelled: object) -> tuple[int, PlayersTable]:
            return reading, read_table(path, sort)

        job = Job(work, self.ctx.describe)
        job.signals.finished.connect(self._read)
        job.signals.failed.connect(self.count.setText)
        self._job = start(job)  # kept while it runs

    def paintEvent(self, event: QPaintEvent) -> None:
        """The first read starts once the page is painted: the window's first painting and the
        worker's Python would share the interpreter."""
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self._reading:
                QTimer.singleShot(0, self._start_reading)

    @Slot(object)
    def _read(self, result: tuple[int, PlayersTable]) -> None:
        reading, table = result
        if reading == self._reading:  # not overtaken by a later read
            self._reading = 0
            self._show_table(table)

    @Slot()
    def _stop_reading(self) -> None:
        self._reading = 0  # what a worker still reads is dropped

    def _show_table(self, table: PlayersTable) -> None:
        selected, current, reveal = self._wanted or (self.selected_ids(), self._current_id(), False)
        self._wanted = None
        self.model.set_table(table)
        if not self._fitted and self.model.rowCount():
            self._fit_columns()
        if reveal and current is not None:
            self.select_player(current)
        else:
            self.select_players(selected, current)
        self._show_count()
        self._selection_changed()

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        if change.touches(What.PLAYERS | What.RATINGS):
            self.when_shown.changed()

    def _fit_columns(self) -> None:
        """Columns as wide as their contents in the first rows, names and clubs within reason.

        Qt's ``resizeColumnsToContents`` asks the delegate about every cell of the sample (300
        rows × 18 columns: 270 ms); here the font's metrics pick each column's widest few texts,
        and only those are measured as the table draws them (``sizeHintForIndex``).
        """
        self._fitted = True
        header, metrics = self.table.horizontalHeader(), self.table.fontMetrics()
        rows = self.proxy.source_rows(0, SAMPLE_ROWS)
        grid = 1 if self.table.showGrid() else 0
        for column in range(self.model.columnCount()):
            texts = ["" if v is None else str(v) for v in (self.model.display(r, column) for r in rows)]
            widest = sorted(range(len(texts)), key=lambda i: metrics.horizontalAdvance(texts[i]))[-CANDIDATES:]
            content = max((self.table.sizeHintForIndex(self.proxy.index(i, column)).width() for i in widest),
                          default=0)
            self.table.setColumnWidth(column, max(content + grid, header.sectionSizeHint(column)))
        em = self.fontMetrics().horizontalAdvance("M")
        for column, widest in ((PlayersTableModel.NAME, 20 * em), (PlayersTableModel.CLUB, 16 * em)):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), widest))

    # --- filtering --------------------------------------------------------------------------

    @Slot()
    def _filter_changed(self) -> None:
        # At the next turn of the event loop: keystrokes already queued are filtered once, and
        # the answer comes at once (60,000 players filter in well under 100 ms).
        self._typing.start(0)

    @Slot()
    def _apply_filter(self) -> None:
        self._typing.stop()
        self.proxy.set_filter(self.filter.text(), self.system.currentData())
        self._show_count()

    @Slot()
    def _show_count(self) -> None:
        locale = QLocale()
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(self.tr("{shown} of {total} players").format(
            shown=locale.toString(shown), total=locale.toString(total)))

    # --- selection --------------------------------------------------------------------------

    def selected_ids(self) -> list[int]:
        rows = self.table.selectionModel().selectedRows()
        return [self.proxy.player_id(index) for index in sorted(rows, key=QModelIndex.row)]

    def _current_id(self) -> int | None:
        index = self.table.currentIndex()
        return self.proxy.player_id(index) if index.isValid() else None

    def select_players(self, ids: list[int], current: int | None = None) -> None:
        """Select these players (those the filter shows) and scroll to the current one."""
        self.when_shown.now()
        if self._reading > 0:
            self._wanted = (ids, current, False)  # once read
            return
        selection = QItemSelection()
        last = self.model.columnCount() - 1
        for pid in ids:
            row = self.model.row_of(pid)
            if row is None:
                continue
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if index.isValid():
                selection.select(index, index.siblingAtColumn(last))
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
        self.table.selectionModel().select(selection, flags)
        target = current if current is not None else (ids[0] if ids else None)
        row = self.model.row_of(target) if target is not None else None
        if row is not None:
            index = self.proxy.mapFromSource(self.model.index(row, PlayersTableModel.NAME))
            if index.isValid():
                self.table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)
                self.table.scrollTo(index)

    def select_player(self, player_id: int) -> None:
        """Show one player, clearing the filter if it hides him."""
        self.when_shown.now()
        if self._reading > 0:
            self._wanted = ([player_id], player_id, True)
            return
        row = self.model.row_of(player_id)
        if row is None:
            return
        if not self.proxy.mapFromSource(self.model.index(row, 0)).isValid():
            self.filter.clear()
            self.system.setCurrentIndex(0)
            self._apply_filter()
        self.select_players([player_id], player_id)

    @Slot()
    def _selection_changed(self) -> None:
        count = len(self.table.selectionModel().selectedRows())
        self.edit_button.setEnabled(count == 1)
        self.merge_button.setEnabled(count == 2)

    # --- actions ----------------------------------------------------------------------------

    # The dialogs' modules are imported when first asked for: the window opens without them.

    def _open(self, dialog: QDialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.saved.connect(self.select_player)  # type: ignore[attr-defined]
        dialog.open()

    def _edit(self, player_id: int | None) -> None:
        from elodesk.ui.dialogs.player_dialog import PlayerDialog

        self._open(PlayerDialog(self.ctx, player_id, self))

    @Slot()
    def new_player(self) -> None:
        self._edit(None)

    @Slot()
    def edit_player(self) -> None:
        ids = self.selected_ids() or ([self._current_id()] if self._current_id() is not None else [])
        if len(ids) == 1:
            self._edit(ids[0])

    @Slot(QModelIndex)
    def _edit_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self._edit(self.proxy.player_id(index))

    @Slot()
    def merge_players(self) -> None:
        from elodesk.ui.dialogs.merge_dialog import MergeDialog

        ids = self.selected_ids()
        if len(ids) == 2:
            self._open(MergeDialog(self.ctx, ids[0], ids[1], self))

    # --- a row's menu: what one does with a player ------------------------------------------------

    def _current_row(self) -> tuple[int, str] | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.proxy.player_id(index), str(index.siblingAtColumn(PlayersTableModel.NAME).data())

    @Slot()
    def show_explanation(self) -> None:
        """The last applied run of each system that rated the player, step by step."""
        current = self._current_row()
        if current is None:
            return
        from elodesk.ui.dialogs.explanation_dialog import ExplanationDialog  # its phrases: only when asked

        dialog = ExplanationDialog(self.ctx, current[1], self)
        if not dialog.show_last_runs(current[0]):
            dialog.deleteLater()
            QMessageBox.information(self, self.tr("Explanation"), self.tr(
                "No applied run has rated {name} yet.").format(name=current[1]))
            return
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @Slot()
    def show_history(self) -> None:
        """His ratings over time: in the system the list shows, else the first he is rated in."""
        current = self._current_row()
        if current is None:
            return
        row = self.model.row_of(current[0])
        rated = [s for s in CLUB_SYSTEMS if row is not None and f",{s}," in self.model.systems[row]]
        self.ctx.history_requested.emit(current[0], self.system.currentData() or (rated or list(CLUB_SYSTEMS))[0])

    @Slot()
    def print_card(self) -> None:
        current = self._current_row()
        if current is not None:
            self.ctx.sheet_requested.emit(SheetRequest(CARD, player_id=current[0]))

    # --- what the page shows, kept across a change of language -------------------------------------

    def view_state(self) -> PlayersState:
        return PlayersState(self.filter.text(), self.system.currentData(), self.selected_ids(), self._current_id())

    def restore_view_state(self, state: PlayersState) -> None:
        self.filter.setText(state.filter)
        self.system.setCurrentIndex(max(self.system.findData(state.system), 0))
        self._apply_filter()
        self.select_players(state.selected, state.current)

    def search_field(self) -> QLineEdit:
        """Where Ctrl+F goes."""
        return self.filter
