"""The main window: navigation between the pages, the menus, the status bar."""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import suppress
from importlib import import_module
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from elodesk import __version__
from elodesk.catalogue import describe_notice
from elodesk.refusal import Refusal
from elodesk.store.backups import backup_file
from elodesk.store.club_paths import backups_beside
from elodesk.store.db import EXTENSION, database_counts, database_path
from elodesk.store.errors import DatabaseDamaged
from elodesk.store.upgrade import notes_shown, upgrade_notes
from elodesk.ui import closing, i18n
from elodesk.ui.context import EVERYTHING, AppContext, Change, SheetRequest, What
from elodesk.ui.file_dialogs import open_path, save_path
from elodesk.ui.icons import app_icon
from elodesk.ui.preload import Preloader
from elodesk.ui.workers import Job, start

MAX_RECENT = 8
# The pages, in the order of the navigation list: key and the class that shows it.
PAGES: tuple[tuple[str, str], ...] = (
    ("players", "elodesk.ui.views.players_view:PlayersView"),
    ("events", "elodesk.ui.views.events_view:EventsView"),
    ("ratings", "elodesk.ui.views.ratings_view:RatingsView"),
    ("history", "elodesk.ui.views.history_view:HistoryView"),
    ("sheets", "elodesk.ui.views.sheets_view:SheetsView"),
)


def _load(target: str) -> type:
    module, name = target.split(":")
    return getattr(import_module(module), name)


class MainWindow(QMainWindow):
    """elodesk's window. Pages are built once per language; ``set_language`` rebuilds them."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.translators: list = []
        self.setWindowIcon(app_icon())
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(170)
        self.stack = QStackedWidget()
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.nav.currentRowChanged.connect(self._row_changed)
        self.status_db = QLabel()
        self.status_counts = QLabel()
        self.statusBar().addWidget(self.status_db, 1)
        self.statusBar().addPermanentWidget(self.status_counts)
        self.pages: dict[str, QWidget] = {}
        ctx.data_changed.connect(self._refresh_status)
        ctx.database_opened.connect(self._remember_recent)
        ctx.database_opened.connect(self._say_upgrade_notes)
        QTimer.singleShot(0, self._say_upgrade_notes)  # the database opened with the window
        ctx.sheet_requested.connect(self._open_sheet)
        ctx.history_requested.connect(self._open_history)
        self._first_page_due = True  # built once the window is painted (see paintEvent)
        self._build()
        # the other pages' modules, imported a few milliseconds at a time once the window is up
        self.preloader = Preloader([target.split(":")[0] for _, target in PAGES], self)
        self.backup_job: Job | None = None  # File ▸ Back up, while it copies
        self.audit_job: Job | None = None  # File ▸ Audit a file, while it reads
        self.resize(1200, 760)
        geometry = QSettings().value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    # --- building ------------------------------------------------------------------------

    def _build(self) -> None:
        """(Re)build menus and pages in the current language."""
        current = self.nav.currentRow()
        self.menuBar().clear()
        self.nav.clear()
        while self.stack.count():
            widget = self.stack.widget(0)
            self.stack.removeWidget(widget)
            widget.deleteLater()
        titles = self._titles()
        self.pages = {}
        for key, _ in PAGES:
            self.stack.addWidget(QWidget())  # a place for the page, built when first shown
            QListWidgetItem(titles[key], self.nav)
        self._build_menus()
        self.nav.setCurrentRow(max(current, 0))
        if not self._first_page_due:
            self.page(PAGES[max(current, 0)][0])
        self.setWindowTitle(self.tr("elodesk — {name}").format(name=self.ctx.db_path.name))
        self._refresh_status()

    def _titles(self) -> dict[str, str]:
        return {"players": self.tr("Players"), "events": self.tr("Events"), "ratings": self.tr("Ratings"),
                "history": self.tr("History"), "sheets": self.tr("Sheets")}

    def _action(self, menu, text: str, slot: Callable[[], None], shortcut: QKeySequence | str | None = None,
                name: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.setObjectName("menu-file")
        self._action(file_menu, self.tr("&New database…"), self.new_database, QKeySequence.StandardKey.New)
        self._action(file_menu, self.tr("&Open database…"), self.open_database, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Recent databases"))
        self._fill_recent()
        self._action(file_menu, self.tr("&Back up the database…"), self.backup_database)
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Import a file…"), self.import_file, "Ctrl+I", "action-import")
        self._action(file_menu, self.tr("&Audit a file…"), self.audit_file, None, "action-audit")
        self._action(file_menu, self.tr("&Export for submission…"), self.export_for_submission, "Ctrl+E")
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        undo = self.ctx.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.ctx.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)

        tools = bar.addMenu(self.tr("&Tools"))
        tools.setObjectName("menu-tools")
        self._action(tools, self.tr("What-if &calculator…"), lambda: self._dialog("whatif_dialog:WhatIfDialog"))
        self._action(tools, self.tr("French rating &conversions…"),
                     lambda: self._dialog("conversions_dialog:ConversionsDialog"))
        self._action(tools, self.tr("Blank &result sheet…"), lambda: self._dialog("template_dialog:TemplateDialog"))
        self._action(tools, self.tr("Belgian 2024 &uplift…"), lambda: self._dialog("uplift_dialog:UpliftDialog"))
        self._action(tools, self.tr("FIDE 2024 &increase…"),
                     lambda: self._dialog("fide_increase_dialog:FideIncreaseDialog"))
        tools.addSeparator()
        self._action(tools, self.tr("&Settings…"), self.open_settings, QKeySequence.StandardKey.Preferences,
                     "action-settings")

        go_menu = bar.addMenu(self.tr("&Go"))
        go_menu.setObjectName("menu-go")
        titles = self._titles()
        for number, (key, _) in enumerate(PAGES, 1):
            self._action(go_menu, titles[key], lambda _=False, k=key: self.show_page(k), f"Ctrl+{number}",
                         f"action-go-{key}")
        go_menu.addSeparator()
        self._action(go_menu, self.tr("&Find…"), self.find, QKeySequence.StandardKey.Find, "action-find")

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rating rules…"), lambda: self._dialog("help_dialog:HelpDialog"),
                     QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&About elodesk"), self.about)

    def _dialog(self, target: str) -> None:
        dialog = _load(f"elodesk.ui.dialogs.{target}")(self.ctx, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.exec()

    # --- status, recent files ---------------------------------------------------------------

    @Slot(object)
    def _refresh_status(self, change: Change = EVERYTHING) -> None:
        """The club's path and counts (a result entered changes neither)."""
        if not change.touches(What.PLAYERS | What.EVENTS):
            return
        players, events = database_counts(self.ctx.db)
        self.status_db.setText(str(self.ctx.db_path))
        self.status_counts.setText(self.tr("{players} players · {events} events").format(
            players=players, events=events))

    def _recent(self) -> list[str]:
        value = QSettings().value("recent", [])
        return [value] if isinstance(value, str) else list(value or [])

    @Slot(str)
    def _remember_recent(self, path: str) -> None:
        recent = [path] + [p for p in self._recent() if p != path]
        QSettings().setValue("recent", recent[:MAX_RECENT])
        self._fill_recent()
        self.setWindowTitle(self.tr("elodesk — {name}").format(name=Path(path).name))

    @Slot()
    def _say_upgrade_notes(self) -> None:
        """What the upgrade of an older database changed (``store.upgrade``: an event's rate), said once."""
        if self.ctx.closed:
            return
        try:
            notes = upgrade_notes(self.ctx.db)
        except Refusal:  # a damaged or vanished file: said by the action that meets it, not here
            return
        if not notes:
            return
        QMessageBox.information(self, self.tr("Database upgraded"),
                                "\n\n".join(describe_notice(note, self.ctx.text_lang) for note in notes))
        with suppress(Refusal):  # busy or read-only: said again next time
            notes_shown(self.ctx.db)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self._recent():
            self._action(self.recent_menu, path, lambda p=path: self._switch_database(p))
        self.recent_menu.setEnabled(bool(self._recent()))

    # --- file actions -------------------------------------------------------------------------

    def _database_filter(self) -> str:
        return self.tr("elodesk databases (*{ext});;All files (*)").format(ext=EXTENSION)

    def new_database(self) -> None:
        path, _ = save_path(self, self.tr("New club database"), "", self._database_filter())
        if path:
            if not path.endswith(EXTENSION):
                path += EXTENSION
            self._switch_database(path, new=True)

    def open_database(self) -> None:
        path, _ = open_path(self, self.tr("Open a club database"), "", self._database_filter())
        if path:
            self._switch_database(path)

    def _switch_database(self, path: str, *, new: bool = False) -> None:
        """Open another club database (``new``: File > New makes one there); a refusal (not a database, busy,
        too new) is said in a dialog and the window stays on the database it had."""
        try:
            self.ctx.open_database(path, new=new)
        except Refusal as error:
            if isinstance(error, DatabaseDamaged) and backups_beside(Path(path)):  # a copy of one to open instead
                from elodesk.ui.dialogs.broken_club_dialog import instead_of_broken

                instead = instead_of_broken(self, Path(path), error)
                if instead is not None:
                    self._switch_database(str(instead))
                return
            QMessageBox.warning(self, self.tr("Open a club database"), self.ctx.describe(error))

    def backup_database(self) -> None:
        """Copy the database on a worker (a federation's file takes seconds), then say where it went."""
        source = database_path(self.ctx.db)
        job = Job(lambda _progress, _cancelled: backup_file(source, "manual"), self.ctx.describe)
        job.signals.finished.connect(self._backed_up)
        job.signals.failed.connect(lambda text: QMessageBox.warning(self, self.tr("Backup"), text))
        self.backup_job = start(job)  # held while it runs: the pool keeps no Python reference

    def _backed_up(self, saved: Path) -> None:
        QMessageBox.information(self, self.tr("Backup"), self.tr("The database was copied to:\n{path}").format(
            path=saved))

    def import_file(self) -> None:
        self._dialog("import_dialog:ImportDialog")

    def audit_file(self) -> None:
        """A received file checked without importing it (issue 26): the report in a dialog."""
        from elodesk.ui.dialogs.audit_dialog import audit_a_file

        self.audit_job = audit_a_file(self, self.ctx)

    def export_for_submission(self) -> None:
        self.show_page("ratings").export_for_submission()

    def open_settings(self) -> None:
        from elodesk.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.ctx, self)
        if dialog.exec() and dialog.language() != self.ctx.lang:
            self.set_language(dialog.language())

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About elodesk"), self.tr(
            "<b>elodesk {version}</b><br>Ratings for chess clubs (Belgian and French Elo), "
            "Bataille Empire and Diplomacy.<br>MIT licence.").format(version=__version__))

    # --- language, pages ----------------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        """Switch the interface's language now, and for the next start."""
        app = QApplication.instance()
        i18n.remove(app, self.translators)
        self.translators = i18n.install(app, lang)
        self.ctx.lang = lang
        QSettings().setValue("language", lang)
        # The pages are built again in the new language: what they showed is shown again.
        states = {key: page.view_state() for key, page in self.pages.items() if hasattr(page, "view_state")}
        self._build()
        for key, state in states.items():
            self.page(key).restore_view_state(state)  # type: ignore[attr-defined]

    def page(self, key: str) -> QWidget:
        """A page, built the first time it is needed (the window opens without reading
        what the other pages show: on a federation's database that takes seconds)."""
        if key not in self.pages:
            index = [k for k, _ in PAGES].index(key)
            page = _load(PAGES[index][1])(self.ctx)
            page.setObjectName(f"page-{key}")
            placeholder = self.stack.widget(index)
            self.stack.insertWidget(index, page)
            self.stack.removeWidget(placeholder)
            placeholder.deleteLater()
            self.pages[key] = page
            self.stack.setCurrentIndex(self.nav.currentRow())
        return self.pages[key]

    @Slot(int)
    def _row_changed(self, row: int) -> None:
        if row >= 0:
            if not self._first_page_due:
                self.page(PAGES[row][0])
            self.stack.setCurrentIndex(row)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The first page is built once the window has painted its frame, at the next turn of the
        event loop: built before, its imports and widgets (50-70 ms on a loaded machine) and the
        window's first painting made one long wait of the UI thread."""
        super().paintEvent(event)
        if self._first_page_due:
            QTimer.singleShot(1, self._first_page)  # a timer: events waiting go first (0 ms would post it ahead)

    @Slot()
    def _first_page(self) -> None:
        """At one turn the page's modules are imported, at the next its widgets built (each half of it)."""
        if not self._first_page_due:
            return
        key, target = PAGES[max(self.nav.currentRow(), 0)]
        module = target.split(":")[0]
        if module not in sys.modules:
            import_module(module)
            QTimer.singleShot(1, self._first_page)
            return
        self._first_page_due = False
        self.page(key)

    @Slot(object)
    def _open_sheet(self, request: SheetRequest) -> None:
        self.show_page("sheets").select(request.kind, system=request.system, event_id=request.event_id,  # type: ignore[attr-defined]
                                        player_id=request.player_id, round_no=request.round_no)

    @Slot(int, str)
    def _open_history(self, player_id: int, system: str) -> None:
        self.show_page("history").show_players(system, [player_id])  # type: ignore[attr-defined]

    @Slot()
    def find(self) -> None:
        """Ctrl+F: to the current page's search or filter field."""
        page = self.pages.get(PAGES[self.nav.currentRow()][0])
        field = page.search_field() if page is not None and hasattr(page, "search_field") else None
        if field is not None:
            field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            field.selectAll()

    def show_page(self, key: str) -> QWidget:
        page = self.page(key)
        self.nav.setCurrentRow([k for k, _ in PAGES].index(key))
        return page

    def closeEvent(self, event: QCloseEvent) -> None:
        """An import under way is stopped only if the user says so; any other work stops quietly."""
        if not closing.may_close(self):
            event.ignore()
            return
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
