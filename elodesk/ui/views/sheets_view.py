"""The Sheets page: choose a printed sheet and what it shows, see its pages, print it or save it as PDF.

The sheets are built by ``elodesk.printing`` (the same code as ``elodesk print``)
and laid out by its QPainter layout on the preview's printer, the real printer
or a PDF; this page only chooses and shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import ALL, CLUB_SYSTEMS, get_system
from elodesk.languages import LANGUAGE_NAMES, LANGUAGES
from elodesk.printing import (
    CARD,
    FIDE_REPORT,
    GRADES,
    PAIRINGS,
    RANKING,
    RESULT_SLIPS,
    STANDINGS,
)
from elodesk.printing.document import Document
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.i18n import system_title
from elodesk.ui.views import sheet_state
from elodesk.ui.views.sheet_jobs import Laid, Lists, SheetChoice, lay_out, read_clubs, read_lists, release_in_steps
from elodesk.ui.views.sheet_output import print_on_printer, write_as_pdf
from elodesk.ui.widgets.page_view import PageView
from elodesk.ui.workers import Job, Latest

REFRESH_MS = 150  # several choices in a row make one new preview
# The page paints before its lists are read: while a worker runs Python, each call the showing makes
# into Python waits for the interpreter lock (first open on 60,000 players: 89-174 ms, 16-114 waiting).
LISTS_DELAY_MS = 100


class SheetsView(QWidget):
    """Sheet, system, event, player and filters on the left; the pages on the right."""

    preview_ready = Signal(int)  # the number of pages now shown (0: nothing to show)
    printed = Signal(int)  # the pages sent to the printer or written to a PDF (0: cancelled or failed)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.document: Document | None = None
        self._dirty = True
        # The page's work runs on workers (a federation's ranking is 60,000 players); a newer
        # job of a kind makes the result of an older one moot.
        self.reading_lists = Latest()  # events, players and the categories
        self.reading_clubs = Latest()  # the clubs of the chosen ranking
        self.building = Latest()  # the sheet laid out for the preview
        self.painting = Latest()  # the sheet printed or written as PDF (sheet_output)
        self._wanted: dict[str, Any] = {}  # what select() asked for while the lists were being read
        self._rows: dict[QComboBox, dict[int, int]] = {}  # the event's and player's rows, by id

        self.kind_box = QComboBox(objectName="sheet-kind")
        for kind, text in ((RANKING, self.tr("Ranking list")), (GRADES, self.tr("Bataille Empire grade table")),
                           (STANDINGS, self.tr("Event standings")), (CARD, self.tr("Player record card")),
                           (PAIRINGS, self.tr("Pairings of a round")),
                           (RESULT_SLIPS, self.tr("Result slips of a round")),
                           (FIDE_REPORT, self.tr("FIDE rating report of an event"))):
            self.kind_box.addItem(text, kind)
        self.system_box = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system_box.addItem(system_title(system), system)
        self.mode_box = QComboBox(objectName="mode")
        self.mode_box.addItem(self.tr("Classic"), "classic")
        self.mode_box.addItem(self.tr("Blitz"), "blitz")
        self.event_box = QComboBox(objectName="event")
        self.event_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.event_box.setMinimumContentsLength(18)
        self.round_box = QSpinBox(objectName="round", minimum=1, maximum=99)
        self.player_box = QComboBox(objectName="player", editable=True)
        self.player_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.player_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.player_box.setMinimumContentsLength(18)
        completer = self.player_box.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.club_box = QComboBox(objectName="club")
        self.club_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.club_box.setMinimumContentsLength(18)
        self.category_box = QComboBox(objectName="category")
        self.category_box.addItem(self.tr("Everyone"), None)
        self._category_texts = (self.tr("Youth (under 20 on 1 January)"), self.tr("Seniors (65 and over on 1 January)"),
                                self.tr("Women"))  # the categories themselves come with the lists
        self.active_box = QCheckBox(self.tr("Active players only"), objectName="active")
        self.active_box.setToolTip(self.tr("Only the players some applied rating run has rated."))
        self.language_box = QComboBox(objectName="sheet-language")
        for lang, name in LANGUAGE_NAMES.items():
            self.language_box.addItem(name, lang)
        self.language_box.setCurrentIndex(LANGUAGES.index(ctx.text_lang))

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for label, widget in ((self.tr("&Sheet"), self.kind_box), (self.tr("S&ystem"), self.system_box),
                              (self.tr("&Mode"), self.mode_box), (self.tr("&Event"), self.event_box),
                              (self.tr("&Round"), self.round_box),
                              (self.tr("&Player"), self.player_box), (self.tr("&Club"), self.club_box),
                              (self.tr("C&ategory"), self.category_box), ("", self.active_box),
                              (self.tr("&Language"), self.language_box)):
            if label:
                self.form.addRow(label, widget)
            else:
                self.form.addRow(widget)

        self.summary = QLabel(objectName="summary")
        self.summary.setWordWrap(True)
        self.print_button = QPushButton(self.tr("&Print…"), objectName="print")
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"), objectName="save-pdf")
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        buttons.addStretch(1)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.addLayout(self.form)
        side_layout.addSpacing(8)
        side_layout.addWidget(self.summary)
        side_layout.addLayout(buttons)
        side_layout.addStretch(1)
        side.setMinimumWidth(280)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        self.print_printer: QPrinter | None = None  # the real printer, kept with the user's choices
        self.preview = PageView(self)
        self.preview.setObjectName("preview")
        self.busy = QProgressBar(objectName="busy", minimum=0, maximum=0, textVisible=False)  # laying out
        self.busy.setMaximumWidth(120)
        self.busy.setVisible(False)
        tools = QHBoxLayout()
        for text, name, slot in ((self.tr("Fit width"), "fit-width", self.preview.fitToWidth),
                                 (self.tr("Whole page"), "fit-page", self.preview.fitInView),
                                 (self.tr("Zoom in"), "zoom-in", self.preview.zoomIn),
                                 (self.tr("Zoom out"), "zoom-out", self.preview.zoomOut)):
            button = QToolButton(objectName=name, text=text)
            button.clicked.connect(slot)
            tools.addWidget(button)
        tools.addStretch(1)
        tools.addWidget(self.busy)
        self.pages_label = QLabel(objectName="pages")
        tools.addWidget(self.pages_label)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(tools)
        right_layout.addWidget(self.preview, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(side)
        split.addWidget(right)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setCollapsible(1, False)
        layout = QVBoxLayout(self)
        layout.addWidget(split)

        self.timer = QTimer(self, singleShot=True, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh_preview)
        ctx.closing.connect(self.timer.stop)  # no preview built on a database that has closed
        self.lists_timer = QTimer(self, singleShot=True, interval=LISTS_DELAY_MS)
        self.lists_timer.timeout.connect(self._fill_lists)
        ctx.closing.connect(self.lists_timer.stop)
        ctx.closing.connect(self._cancel_jobs)
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        self.system_box.currentIndexChanged.connect(self._fill_clubs)
        self.mode_box.currentIndexChanged.connect(self._fill_clubs)
        for combo in (self.event_box, self.club_box, self.category_box, self.language_box):
            combo.currentIndexChanged.connect(self.schedule)
        self.round_box.valueChanged.connect(self.schedule)
        self.player_box.activated.connect(self.schedule)
        self.player_box.currentIndexChanged.connect(self.schedule)
        self.active_box.toggled.connect(self.schedule)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.save_pdf)
        ctx.data_changed.connect(self._data_changed)
        # Events, players and clubs are read when the page is first shown (a federation's
        # database holds tens of thousands of players: the window opens without waiting).
        self._lists_stale = True
        self._show_rows()

    # --- choices ---------------------------------------------------------------------------------

    view_state, restore_view_state = sheet_state.view_state, sheet_state.restore_view_state  # across a rebuild

    def current_kind(self) -> str:
        return self.kind_box.currentData()

    def current_system(self) -> str:  # the grade table's: the system whose levels have grade names (Bataille Empire)
        return next(s.id for s in ALL if s.grades) if self.current_kind() == GRADES else self.system_box.currentData()

    def _run(self, latest: Latest, work: Callable[[], Any], done: Callable[[Any], None],
             failed: Callable[[str], None] | None = None) -> Job:
        """Start ``work`` on a worker as ``latest``'s job; a refusal shows in the summary unless ``failed`` says it."""
        return latest.start(Job(lambda progress, cancelled: work(), self.ctx.describe), done,
                            failed or self.summary.setText)

    @Slot()
    def _cancel_jobs(self) -> None:
        for latest in (self.reading_lists, self.reading_clubs, self.building, self.painting):
            latest.cancel()

    def _fill_lists(self) -> None:
        """Read the events, players and clubs again (on a worker), keeping what was chosen when it still exists."""
        self.lists_timer.stop()
        self._lists_stale = False
        path, event_text, player_text = self.ctx.db_path, self.tr("{name} ({start})"), self.tr("{name} (no. {id})")
        self._run(self.reading_lists, lambda: read_lists(path, event_text, player_text), self._lists_read)

    def _lists_read(self, lists: Lists) -> None:
        event_id, player_id = self.event_box.currentData(), self.player_box.currentData()
        event_id = self._wanted.pop("event_id", None) or event_id
        player_id = self._wanted.pop("player_id", None) or player_id
        if self.category_box.count() == 1:
            self.category_box.blockSignals(True)
            for category, text in zip(lists.categories, self._category_texts, strict=True):
                self.category_box.addItem(text, category)
            self.category_box.setCurrentIndex(max(self.category_box.findData(self._wanted.pop("category", None)), 0))
            self.category_box.blockSignals(False)
        for combo, model, rows, wanted in ((self.event_box, lists.events, lists.event_rows, event_id),
                                           (self.player_box, lists.players, lists.player_rows, player_id)):
            combo.blockSignals(True)
            combo.setModel(model)
            model.setParent(combo)
            self._rows[combo] = rows
            index = self._row(combo, wanted)
            combo.setCurrentIndex(index if index >= 0 else 0 if combo.count() else -1)
            combo.blockSignals(False)
        self._fill_clubs()

    def _row(self, combo: QComboBox, value: Any) -> int:
        """The row of ``value`` in one of the page's combo boxes (-1: not there)."""
        rows = self._rows.get(combo)
        return combo.findData(value) if rows is None else rows.get(value, -1)

    @Slot()
    def _fill_clubs(self) -> None:
        """Read the clubs of the system's ranking (on a worker); the preview follows."""
        path, system, mode = self.ctx.db_path, self.current_system(), self.mode_box.currentData()
        self._show_rows()
        self._run(self.reading_clubs, lambda: read_clubs(path, system, mode), self._clubs_read)

    def _clubs_read(self, clubs: list[str]) -> None:
        chosen = self._wanted.pop("club", None) or self.club_box.currentData()
        self.club_box.blockSignals(True)
        self.club_box.clear()
        self.club_box.addItem(self.tr("All clubs"), None)
        for club in clubs:
            self.club_box.addItem(club, club)
        index = self.club_box.findData(chosen)
        self.club_box.setCurrentIndex(max(index, 0))
        self.club_box.blockSignals(False)
        self.schedule()

    @Slot()
    def _kind_changed(self) -> None:
        self._fill_clubs()

    def _show_rows(self) -> None:
        kind = self.current_kind()
        ranking, grades, modes = kind == RANKING, kind == GRADES, get_system(self.system_box.currentData()).role_modes
        shown = {self.system_box: ranking, self.mode_box: ranking and bool(modes),  # Diplomacy's classic and blitz
                 self.event_box: kind in (STANDINGS, PAIRINGS, RESULT_SLIPS, FIDE_REPORT),
                 self.round_box: kind in (PAIRINGS, RESULT_SLIPS),
                 self.player_box: kind == CARD, self.club_box: ranking or grades,
                 self.category_box: ranking, self.active_box: ranking or grades}
        for widget, visible in shown.items():
            self.form.setRowVisible(widget, visible)

    def select(self, kind: str, *, system: str | None = None, event_id: int | None = None,
               player_id: int | None = None, round_no: int | None = None) -> None:
        """Show a given sheet (other pages can send the user here); an event or a player not read
        yet is chosen once the lists are."""
        if self._lists_stale:
            self._fill_lists()
        if self.reading_lists.job is not None:
            self._wanted.update(event_id=event_id, player_id=player_id)
        for combo, value in ((self.system_box, system), (self.event_box, event_id), (self.player_box, player_id)):
            if value is not None and self._row(combo, value) >= 0:
                combo.setCurrentIndex(self._row(combo, value))
        if round_no is not None:
            self.round_box.setValue(round_no)
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))
        self.schedule()

    # --- the preview ---------------------------------------------------------------------------------

    @Slot()
    def schedule(self) -> None:
        """Rebuild the preview shortly (now if shown, else when the page is next shown)."""
        self._dirty = True
        if self.isVisible():
            self.timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._lists_stale:
            self.lists_timer.start()  # the preview follows the lists
        elif self._dirty:
            self.timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """A hidden page builds nothing: a pending refresh waits for the next showing (``_dirty``)."""
        if self.timer.isActive():
            self.timer.stop()
            self._dirty = True
        super().hideEvent(event)

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        if change.what == What.GAMES:  # results: the lists are the same, the sheet shown may not be
            self.schedule()
        elif self.isVisible():
            self._fill_lists()
        else:
            self._lists_stale = True

    def choice(self) -> SheetChoice | None:
        """The sheet as chosen; None (and the reason shown) when something it needs is missing."""
        kind = self.current_kind()
        if kind in (STANDINGS, PAIRINGS, RESULT_SLIPS, FIDE_REPORT) and self.event_box.currentData() is None:
            self.summary.setText(self.tr("No event yet: import one from the File menu."))
            return None
        if kind == CARD and self.player_box.currentData() is None:
            self.summary.setText(self.tr("No player yet: import a file or add players first."))
            return None
        return SheetChoice(kind, self.current_system(), self.mode_box.currentData(), self.event_box.currentData(),
                           self.player_box.currentData(), self.club_box.currentData(),
                           self.category_box.currentData(), self.active_box.isChecked(),
                           self.language_box.currentData(), self.round_box.value())

    @Slot()
    def refresh_preview(self) -> None:
        """Build and lay out the sheet on a worker; the preview shows it when it is ready."""
        self._dirty = False
        choice, path = self.choice(), self.ctx.db_path
        if choice is None:
            self.building.cancel()
            self._show(None)
            return
        self.busy.setVisible(True)
        self._run(self.building, lambda: lay_out(path, choice), self._show, self._refused)

    def _refused(self, message: str) -> None:
        self.summary.setText(self.tr("This sheet cannot be made: {reason}").format(reason=message))
        self._show(None, keep_summary=True)

    def _show(self, laid: Laid | None, keep_summary: bool = False) -> None:
        self.busy.setVisible(False)
        shown = self.preview.sheet
        self.document = laid.document if laid is not None else None
        if laid is not None:
            self.summary.setText(laid.document.subtitle)
            self.preview.set_layout(laid.sheet, laid.page_layout, laid.dpi)
        else:
            self.preview.set_layout(None, self.preview.pageLayout(), self.preview.dpi)
        pages = self.preview.pageCount()
        self.pages_label.setText(self.tr("%n page(s)", "", pages) if pages else "")
        self.print_button.setEnabled(self.document is not None)
        self.pdf_button.setEnabled(self.document is not None)
        if shown is not None:
            release_in_steps(shown, self, with_rows=self.painting.job is None)
        self.preview_ready.emit(pages)

    # --- printing ------------------------------------------------------------------------------------

    @Slot()
    def print_sheet(self) -> None:
        """The printer dialog, then the sheet on the chosen printer (:func:`sheet_output.print_on_printer`)."""
        if self.document is not None:
            print_on_printer(self, self.document)

    @Slot()
    def save_pdf(self) -> None:
        """Ask for a file, then write the sheet there (:func:`sheet_output.write_as_pdf`)."""
        if self.document is not None:
            write_as_pdf(self, self.document)
