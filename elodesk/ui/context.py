"""What every view shares: the open club database, the undo stack, the language, change signals."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtGui import QUndoStack

from elodesk.catalogue import describe
from elodesk.store.db import Database, open_db

# What changed (the argument of ``data_changed``); views refresh what they show.
PLAYERS = "players"
EVENTS = "events"
RATINGS = "ratings"
SETTINGS = "settings"
EVERYTHING = "all"


@dataclass(slots=True)
class SheetRequest:
    """A sheet another page sends the user to (the Sheets page shows it, ready to print)."""

    kind: str
    system: str | None = None
    event_id: int | None = None
    player_id: int | None = None
    round_no: int | None = None


class AppContext(QObject):
    """The application's state outside the widgets. Views call ``elodesk.store`` with ``db``."""

    data_changed = Signal(str)
    database_opened = Signal(str)
    closing = Signal()  # the database is about to close: stop timers, cancel jobs
    sheet_requested = Signal(object)  # a SheetRequest: the window opens the Sheets page on it
    history_requested = Signal(int, str)  # a player and a system: the window plots him on the History page

    def __init__(self, db_path: str | Path, lang: str = "fr", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.undo_stack = QUndoStack(self)
        self.db_path = Path(db_path)
        self.db: Database = open_db(self.db_path)
        self.closed = False

    @property
    def text_lang(self) -> str:
        """The language of explanation sentences and messages built outside Qt (fr, en or nl)."""
        return self.lang if self.lang in ("en", "nl") else "fr"

    def open_database(self, path: str | Path, *, new: bool = False) -> None:
        """Switch to another club database (the undo history belongs to the old one); ``new``: a new club is
        made there (File > New), in an empty file too."""
        db = open_db(path, new=new)
        self.db.conn.close()
        self.db, self.db_path = db, Path(path)
        self.undo_stack.clear()
        self.database_opened.emit(str(self.db_path))
        self.data_changed.emit(EVERYTHING)

    def describe(self, error: BaseException) -> str:
        """An error as the one sentence the user reads, in the window's language."""
        return describe(error, self.lang)

    def close(self) -> None:
        """End the session: deferred work tied to the database stops first, then the file closes.

        Views stop their timers on ``closing`` and cancel their jobs; the jobs still running are
        waited for, so that none reports to a view after the database has gone.
        """
        if self.closed:
            return
        self.closing.emit()
        QThreadPool.globalInstance().waitForDone()
        self.db.conn.close()
        self.closed = True

    def notify(self, what: str) -> None:
        self.data_changed.emit(what)
