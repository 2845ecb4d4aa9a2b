"""Starting the application: ``elodesk [--db PATH]`` with no command."""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

from elodesk import __version__
from elodesk.languages import LANGUAGE_NAMES
from elodesk.ui import i18n
from elodesk.ui.icons import app_icon
from elodesk.ui.style import apply_style

if TYPE_CHECKING:
    from elodesk.ui.context import AppContext


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (or the one already running, in tests), named for QSettings."""
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName("elodesk")
    app.setApplicationName("elodesk")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    apply_style(app)
    return app  # type: ignore[return-value]


def chosen_language(requested: str | None = None) -> str:
    """The language asked for, else the one saved in the settings, else the system's."""
    if requested in LANGUAGE_NAMES:
        return requested
    saved = QSettings().value("language")
    return saved if saved in LANGUAGE_NAMES else i18n.system_language()


def show_main_window(window: QWidget) -> None:
    """Show the window, then put what start-up made out of the garbage collector's reach.

    Start-up makes 50,000-110,000 objects (modules, classes, Qt's wrappers) that live as long as
    the window: frozen, a full collection on the UI thread takes 1 ms, not 150.
    """
    window.show()
    QTimer.singleShot(0, gc.freeze)


def open_context(db_path: Path, lang: str) -> AppContext | None:
    """The club database to work on: a damaged one is met with a dialog offering a copy of its
    newest backup or another file (None: the user gave up)."""
    from elodesk.store.errors import DatabaseDamaged
    from elodesk.ui.context import AppContext
    from elodesk.ui.dialogs.broken_club_dialog import instead_of_broken

    path: Path | None = db_path
    while path is not None:
        try:
            return AppContext(path, lang)
        except DatabaseDamaged as error:
            path = instead_of_broken(None, path, error)
    return None


def run(db_path: Path, lang: str | None = None) -> int:
    from elodesk.ui import error_edge
    from elodesk.ui.main_window import MainWindow

    app = make_app()
    lang = chosen_language(lang)
    translators = i18n.install(app, lang)
    ctx = open_context(db_path, lang)
    if ctx is None:
        return 1
    window = MainWindow(ctx)
    window.translators = translators
    edge = error_edge.install(ctx.describe, lambda: window if window.isVisible() else None)
    opener = FileOpenFilter(ctx, app)
    app.installEventFilter(opener)
    show_main_window(window)
    try:
        return app.exec()
    finally:
        sys.excepthook = edge.previous
        ctx.close()


class FileOpenFilter(QObject):
    """macOS hands a double-clicked document to the running application as a FileOpen event."""

    def __init__(self, ctx: object, parent: QObject) -> None:
        super().__init__(parent)
        self.ctx = ctx

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent) and event.file():
            self.ctx.open_database(event.file())  # type: ignore[attr-defined]
            return True
        return False
