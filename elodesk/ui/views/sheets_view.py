"""The Sheets page: choose a printed sheet and what it shows, see its pages, print it or save it as PDF.

The sheets are built by ``elodesk.printing`` (the same code as ``elodesk print``)
and laid out by its QPainter layout on the preview's printer, the real printer
or a PDF; this page only chooses and shows.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.printing import (
    CARD,
    FIDE_REPORT,
    GRADES,
    PAIRINGS,
    RANKING,
    RESULT_SLIPS,
    STANDINGS,
    SheetError,
    build_sheet,
)
from elodesk.printing import text as sheet_text
from elodesk.printing.document import Document
from elodesk.printing.layout import configure, render
from elodesk.printing.output import print_to, write_pdf
from elodesk.reports.sheet_data import CATEGORIES, ranking_clubs
from elodesk.store.errors import StoreError
from elodesk.store.events import list_events
from elodesk.store.players import list_players
from elodesk.ui.context import AppContext
from elodesk.ui.file_dialogs import save_path
from elodesk.ui.i18n import LANGUAGES, system_title

SHEET_LANGUAGES = sheet_text.LANGUAGES  # the languages the sheets' own words exist in (French, English, Dutch)
REFRESH_MS = 150  # several choices in a row make one new preview


def file_stem(title: str) -> str:
    """A file name from a sheet's title: ``Classement — Elo belge (FRBE)`` → ``classement-elo-belge-frbe``."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-") or "sheet"


class SheetsView(QWidget):
    """Sheet, system, event, player and filters on the left; the pages on the right."""

    preview_ready = Signal(int)  # the number of pages now shown (0: nothing to show)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.document: Document | None = None
        self._dirty = True

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
        for category, text in zip(CATEGORIES, (self.tr("Youth (under 20 on 1 January)"),
                                               self.tr("Seniors (65 and over on 1 January)"), self.tr("Women")),
                                  strict=True):
            self.category_box.addItem(text, category)
        self.active_box = QCheckBox(self.tr("Active players only"), objectName="active")
        self.active_box.setToolTip(self.tr("Only the players some applied rating run has rated."))
        self.language_box = QComboBox(objectName="sheet-language")
        for lang in SHEET_LANGUAGES:
            self.language_box.addItem(LANGUAGES[lang], lang)
        self.language_box.setCurrentIndex(SHEET_LANGUAGES.index(ctx.text_lang))

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

        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)  # the preview's
        self.print_printer: QPrinter | None = None  # the real printer, kept with the user's choices
        self.preview = QPrintPreviewWidget(self.printer, self)
        self.preview.setObjectName("preview")
        self.preview.setZoomMode(QPrintPreviewWidget.ZoomMode.FitToWidth)
        self.preview.paintRequested.connect(self._paint_preview)
        tools = QHBoxLayout()
        for text, name, slot in ((self.tr("Fit width"), "fit-width", self.preview.fitToWidth),
                                 (self.tr("Whole page"), "fit-page", self.preview.fitInView),
                                 (self.tr("Zoom in"), "zoom-in", self.preview.zoomIn),
                                 (self.tr("Zoom out"), "zoom-out", self.preview.zoomOut)):
            button = QToolButton(objectName=name, text=text)
            button.clicked.connect(slot)
            tools.addWidget(button)
        tools.addStretch(1)
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

    def current_kind(self) -> str:
        return self.kind_box.currentData()

    def current_system(self) -> str:
        return "bataille-empire" if self.current_kind() == GRADES else self.system_box.currentData()

    def _fill_lists(self) -> None:
        """Events, players and clubs from the database, keeping what was chosen when it still exists."""
        self._lists_stale = False
        db = self.ctx.db
        event_id, player_id = self.event_box.currentData(), self.player_box.currentData()
        for combo in (self.event_box, self.player_box):
            combo.blockSignals(True)
            combo.clear()
        for e in reversed(list_events(db)):
            self.event_box.addItem(self.tr("{name} ({start})").format(name=e.name, start=e.start or "?"), e.id)
        for p in list_players(db):
            self.player_box.addItem(self.tr("{name} (no. {id})").format(name=p["name"], id=p["id"]), p["id"])
        for combo, wanted in ((self.event_box, event_id), (self.player_box, player_id)):
            index = combo.findData(wanted)
            combo.setCurrentIndex(index if index >= 0 else 0 if combo.count() else -1)
            combo.blockSignals(False)
        self._fill_clubs()

    @Slot()
    def _fill_clubs(self) -> None:
        chosen = self.club_box.currentData()
        self.club_box.blockSignals(True)
        self.club_box.clear()
        self.club_box.addItem(self.tr("All clubs"), None)
        for club in ranking_clubs(self.ctx.db, self.current_system(), self.mode_box.currentData()):
            self.club_box.addItem(club, club)
        index = self.club_box.findData(chosen)
        self.club_box.setCurrentIndex(max(index, 0))
        self.club_box.blockSignals(False)
        self._show_rows()
        self.schedule()

    @Slot()
    def _kind_changed(self) -> None:
        self._fill_clubs()

    def _show_rows(self) -> None:
        kind = self.current_kind()
        ranking, grades = kind == RANKING, kind == GRADES
        shown = {self.system_box: ranking, self.mode_box: ranking and self.system_box.currentData() == "diplomacy",
                 self.event_box: kind in (STANDINGS, PAIRINGS, RESULT_SLIPS, FIDE_REPORT),
                 self.round_box: kind in (PAIRINGS, RESULT_SLIPS),
                 self.player_box: kind == CARD, self.club_box: ranking or grades,
                 self.category_box: ranking, self.active_box: ranking or grades}
        for widget, visible in shown.items():
            self.form.setRowVisible(widget, visible)

    def select(self, kind: str, *, system: str | None = None, event_id: int | None = None,
               player_id: int | None = None, round_no: int | None = None) -> None:
        """Show a given sheet (other pages can send the user here)."""
        if self._lists_stale:
            self._fill_lists()
        for combo, value in ((self.system_box, system), (self.event_box, event_id), (self.player_box, player_id)):
            if value is not None and combo.findData(value) >= 0:
                combo.setCurrentIndex(combo.findData(value))
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
            self._fill_lists()
        if self._dirty:
            self.timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """A hidden page builds nothing: a pending refresh waits for the next showing (``_dirty``)."""
        if self.timer.isActive():
            self.timer.stop()
            self._dirty = True
        super().hideEvent(event)

    @Slot(str)
    def _data_changed(self, what: str) -> None:
        if self.isVisible():
            self._fill_lists()
        else:
            self._lists_stale = True

    def build_document(self) -> Document | None:
        """The sheet as chosen; None (and the reason shown) when something it needs is missing."""
        kind = self.current_kind()
        if kind in (STANDINGS, PAIRINGS, RESULT_SLIPS, FIDE_REPORT) and self.event_box.currentData() is None:
            self.summary.setText(self.tr("No event yet: import one from the File menu."))
            return None
        if kind == CARD and self.player_box.currentData() is None:
            self.summary.setText(self.tr("No player yet: import a file or add players first."))
            return None
        try:
            return build_sheet(self.ctx.db, kind, system=self.current_system(), mode=self.mode_box.currentData(),
                               event_id=self.event_box.currentData(), player_id=self.player_box.currentData(),
                               club=self.club_box.currentData(), category=self.category_box.currentData(),
                               active_only=self.active_box.isChecked(), lang=self.language_box.currentData(),
                               round_no=self.round_box.value())
        except (StoreError, SheetError) as exc:
            self.summary.setText(self.tr("This sheet cannot be made: {reason}").format(reason=self.ctx.describe(exc)))
            return None

    @Slot()
    def refresh_preview(self) -> None:
        self._dirty = False
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.document = self.build_document()
            if self.document is not None:
                self.summary.setText(self.document.subtitle)
                configure(self.document, self.printer)  # the orientation, before the preview asks for pages
            self.preview.updatePreview()
        finally:
            QApplication.restoreOverrideCursor()
        pages = self.preview.pageCount() if self.document is not None else 0
        self.pages_label.setText(self.tr("%n page(s)", "", pages) if pages else "")
        self.print_button.setEnabled(self.document is not None)
        self.pdf_button.setEnabled(self.document is not None)
        self.preview_ready.emit(pages)

    @Slot(QPrinter)
    def _paint_preview(self, printer: QPrinter) -> None:
        if self.document is not None:
            render(self.document, printer)

    # --- printing ------------------------------------------------------------------------------------

    @Slot()
    def print_sheet(self) -> None:
        """The printer dialog, then the sheet on the chosen printer (its paper size, the sheet's orientation)."""
        if self.document is None:
            return
        if self.print_printer is None:
            self.print_printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            self.print_printer.setDocName(self.document.title)
        dialog = QPrintDialog(self.print_printer, self)
        dialog.setWindowTitle(self.tr("Print the sheet"))
        if not dialog.exec():
            return
        try:
            pages = print_to(self.document, self.print_printer, keep_page_size=True)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Printing"), self.tr("The sheet could not be printed: {reason}").format(
                reason=self.ctx.describe(exc)))
            return
        self.summary.setText(self.tr("%n page(s) sent to the printer.", "", pages))

    @Slot()
    def save_pdf(self) -> None:
        if self.document is None:
            return
        path, _ = save_path(self, self.tr("Save the sheet as PDF"),
                                              f"{file_stem(self.document.title)}.pdf",
                                              self.tr("PDF documents (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            pages = write_pdf(self.document, path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save as PDF"), self.tr("The PDF could not be written: {reason}").format(
                reason=self.ctx.describe(exc)))
            return
        self.summary.setText(self.tr("Saved: {path}, %n page(s).", "", pages).format(path=Path(path).name))
