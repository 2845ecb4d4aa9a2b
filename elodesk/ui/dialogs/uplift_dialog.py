"""The Belgian 2024 uplift: every rating below 2000 raised once, before the floor became 1400.

``elodesk.store.runs`` does the work: ``preview`` (nothing written), ``apply``
(a backup first, then one run recorded in every player's history) and ``undo``
(the last run of the system). The uplift is a rating run like a period, so it
is undone the way the Ratings page undoes a run, not through Edit ▸ Undo. The preview is computed
on a worker: a federation's 40,000 uplifts took the dialog 1.9 s to open; Apply and Undo write on a
worker too (``workers.on_the_club``, as the Ratings page's), the dialog busy and kept open meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.collector import full_collections_held, kept
from elodesk.core.systems import NATIONAL
from elodesk.reports.numbers import format_number, signed
from elodesk.store.db import Database, open_db
from elodesk.store.players import player_names
from elodesk.store.runs import UPLIFT, LastRun, RunScope, Undone, apply, last_run, previewed, undo
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.models.rows_model import Index as _Index
from elodesk.ui.workers import Job, Latest, on_the_club

SYSTEM = NATIONAL["BEL"]  # the system of the Belgian federation's own list: the ratings the uplift raised


class UpliftRow(NamedTuple):
    """One rating raised: a tuple of numbers and text, which the collector stops walking (a federation's
    40,000 rows are read again after each Apply and Undo)."""

    player_id: int
    name: str
    old: int
    new: int

    @property
    def change(self) -> int:
        return self.new - self.old


class UpliftPreview(NamedTuple):
    """What the worker read: the rows, how many ratings would rise, the uplift's run if it is the last."""

    rows: tuple[UpliftRow, ...]
    rising: int
    done: LastRun | None


def uplift_run(last: LastRun | None, sel: RunScope) -> LastRun | None:
    """The uplift's run when it is ``last``, the last one applied to the system's ratings (so undo reverts it)."""
    return last if last is not None and last.kind == UPLIFT and last.rate == sel.rate else None


def read_preview(path: str, sel: RunScope) -> UpliftPreview:
    """The uplift previewed on the ratings as they are now (on a worker: its own connection)."""
    db = open_db(path, create=False)
    try:
        with full_collections_held():
            players = previewed(db, sel).players
            names = player_names(db, {p.player_id for p in players})
            rows = kept(UpliftRow(p.player_id, names.get(p.player_id, p.id), int(p.old_rating), int(p.rating))
                        for p in players if p.old_rating is not None and p.rating is not None)
            return UpliftPreview(rows, len(players), uplift_run(last_run(db, sel.system), sel))
    finally:
        db.conn.close()


class UpliftTableModel(QAbstractTableModel):
    """Each rating below 2000: old, new, change."""

    NAME, OLD, NEW, CHANGE = range(4)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[UpliftRow] = []
        self.lang = "fr"
        self.sort_column, self.sort_order = self.OLD, Qt.SortOrder.DescendingOrder

    def set_rows(self, rows: Sequence[UpliftRow]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._sort_rows()
        self.endResetModel()

    def _sort_rows(self) -> None:
        key = (lambda r: r.name.casefold(), lambda r: r.old, lambda r: r.new, lambda r: r.change)[self.sort_column]
        self.rows.sort(key=key, reverse=self.sort_order == Qt.SortOrder.DescendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorted here, in one Python sort: a proxy asked ``data`` 1,300,000 times to sort the
        60,000 ratings of a federation (22 s)."""
        self.layoutAboutToBeChanged.emit()
        self.sort_column, self.sort_order = column, order
        self._sort_rows()
        self.layoutChanged.emit()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Player"), self.tr("Old"), self.tr("New"), self.tr("Change"))[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NAME:
                return row.name
            if column == self.CHANGE:
                return signed(row.change, self.lang)
            return format_number(row.old if column == self.OLD else row.new, self.lang)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == ROW_ROLE:
            return row
        return None


T = TypeVar("T")


class UpliftDialog(QDialog):
    """Preview the uplift, apply it (once, after a confirmation), or undo it while it is the last run."""

    filled = Signal()  # the worker's preview is shown

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.texts = self._texts()
        self.setWindowTitle(self.texts["title"])
        intro = QLabel(self.texts["intro"])
        intro.setWordWrap(True)
        formula = QLabel(self.texts["formula"], objectName="formula")
        font = formula.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        formula.setFont(font)
        formula.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary = QLabel(objectName="summary")
        self.summary.setWordWrap(True)
        self.busy = QProgressBar(objectName="busy", textVisible=False)
        self.busy.setRange(0, 0)  # the engines say nothing of their progress: busy until the preview ends
        self.reading = Latest()
        self.writing = Latest()  # Apply or Undo on a worker: the dialog stays open until it ends
        self.fitted = False  # the columns' widths, fitted to the first rows shown
        self.note = ""  # shown instead of the preview's summary once the running preview ends
        self.model = UpliftTableModel(self)
        self.model.lang = ctx.text_lang
        self.table = QTableView(objectName="uplift-table", sortingEnabled=True, alternatingRowColors=True)
        self.table.setModel(self.model)
        self.table.sortByColumn(UpliftTableModel.OLD, Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()  # fitted to the rows shown, not to every one of them
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # the names take the room left, the figures stay beside one another
        header.setSectionResizeMode(UpliftTableModel.NAME, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(200)
        self.apply_button = QPushButton(self.tr("&Apply…"), objectName="apply", autoDefault=False)
        self.undo_button = QPushButton(self.tr("&Undo the uplift…"), objectName="undo", autoDefault=False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.apply_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(formula)
        layout.addWidget(self.summary)
        layout.addWidget(self.busy)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.apply_button.clicked.connect(self.apply_uplift)
        self.undo_button.clicked.connect(self.undo_uplift)
        ctx.data_changed.connect(self._data_changed)
        ctx.closing.connect(self.reading.cancel)
        self.finished.connect(self.reading.cancel)  # Close stops waiting for the preview
        self.resize(620, 620)
        self.refresh()

    def selection(self) -> RunScope:
        """The run this dialog previews, applies and undoes."""
        return RunScope(SYSTEM, kind=UPLIFT)

    def _texts(self) -> dict[str, str]:
        """What the dialog says (FIDE's increase says it of its own)."""
        return {
            "title": self.tr("Belgian 2024 uplift"),
            "intro": self.tr(
                "On 1 April 2024 the Belgian federation raised the rating floor from 1150 to 1400. Just before, "
                "it raised every rating below 2000 once, by the formula below (rounded half up); ratings of "
                "2000 and more do not move. Apply it to the club database once, before its first period "
                "ending on or after 1 April 2024."),
            "formula": self.tr("new = old + (2000 − old) × 250 / 850"),
            "none": self.tr("No Belgian rating below 2000: the uplift changes nothing."),
            "confirm": self.tr("Raise {n} Belgian ratings below 2000? A backup of the database is made first; "
                               "the uplift is recorded in each player's history."),
            "undo": self.tr("Undo the uplift (run {run})? Every Belgian rating it raised goes back."),
        }

    @Slot()
    def refresh(self) -> None:
        """Preview the uplift on the ratings as they are now, on a worker; the dialog fills when it ends."""
        self.apply_button.setEnabled(False)
        self.undo_button.setEnabled(False)
        self.busy.show()
        path, sel = str(self.ctx.db_path), self.selection()
        self.reading.start(Job(lambda progress, cancelled: read_preview(path, sel), self.ctx.describe),
                           self._show, self._failed)

    def _failed(self, text: str) -> None:
        self.busy.hide()
        self.summary.setText(text)

    def _show(self, preview: UpliftPreview) -> None:
        self.busy.hide()
        self.model.set_rows(preview.rows)
        if not self.fitted and preview.rows:  # once: the rows read again after a write keep the widths
            self.fitted = True
            self.table.resizeColumnsToContents()
        done, rising = preview.done, preview.rising
        writing = self.writing.job is not None  # a preview that ended during a write: buttons after it
        self.undo_button.setEnabled(done is not None and not writing)
        if self.note:  # what the user just did says more than the preview
            self.summary.setText(self.note)
            self.note = ""
        elif done is not None:
            self.summary.setText(self.tr(
                "The uplift is applied (run {run}). The table shows what applying it again would do: "
                "the federation applied it only once.").format(run=done.id))
        elif rising:
            self.summary.setText(self.tr("{n} ratings below 2000 would rise; nothing is written until you apply.")
                                 .format(n=rising))
        else:
            self.summary.setText(self.texts["none"])
        self.apply_button.setEnabled(bool(rising) and not writing)
        self.filled.emit()

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        if (change.touches(What.RATINGS) and change.touches_system(self.selection().system)
                and self.isVisible()):  # a closed dialog may outlive its use
            self.refresh()

    @Slot()
    def apply_uplift(self) -> None:
        answer = QMessageBox.question(self, self.tr("Apply the uplift"),
                                      self.texts["confirm"].format(n=self.model.rowCount()))
        if answer != QMessageBox.StandardButton.Yes:
            return
        sel = self.selection()
        # every page is told, this dialog too: its preview again then says the uplift is applied
        self._write(self.tr("Apply the uplift"), lambda db: apply(db, sel), lambda _run: "")

    @Slot()
    def undo_uplift(self) -> None:
        sel = self.selection()
        done = uplift_run(last_run(self.ctx.db, sel.system), sel)
        if done is None:
            return
        answer = QMessageBox.question(self, self.tr("Undo the uplift"), self.texts["undo"].format(run=done.id))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._write(self.tr("Undo the uplift"), lambda db: undo(db, sel.system), self._undone)

    def _undone(self, undone: Undone) -> str:
        note = self.tr("Uplift undone: {players} players restored.").format(players=undone.players)
        if undone.kept:
            from elodesk.ui.views.ratings_actions import kept_text

            note += " " + kept_text(undone.kept)
        return note

    def _write(self, title: str, write: Callable[[Database], T], told: Callable[[T], str]) -> None:
        """The store's one write on a worker, the dialog busy (and kept open) until it ends; then the pages
        are told (the preview starts again, its end showing ``told``'s note), or the refusal is said."""
        system = self.selection().system
        self.apply_button.setEnabled(False)
        self.undo_button.setEnabled(False)
        self.busy.show()

        def written(result: T) -> None:
            self.busy.hide()
            self.note = told(result)
            self.ctx.notify(Change(What.RATINGS, system=system))
            if self.note:
                self.summary.setText(self.note)

        def refused(text: str) -> None:
            self.refresh()  # the buttons as the club now is
            QMessageBox.warning(self, title, text)

        on_the_club(self.ctx, self.writing, write, written, refused, writes=True)

    def reject(self) -> None:
        """Close, unless a write is running (its end reports to this dialog)."""
        if self.writing.job is None:
            super().reject()
