"""What every view shares: the open club database, the undo stack, the language, and ``data_changed``,
the one signal that says what a write changed (a :class:`Change`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Flag, auto
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtGui import QUndoStack

from elodesk.catalogue import describe
from elodesk.store.db import Database, open_db


class What(Flag):
    """The kinds of data a write touched."""

    PLAYERS = auto()  # the players' records
    EVENTS = auto()  # events added, deleted or edited (their fields, systems, tie-breaks)
    GAMES = auto()  # an event's games, battles, byes and results: its standings, the runs that rate it
    RATINGS = auto()  # ratings and their history (a run applied or undone, a list imported)
    SETTINGS = auto()  # the club's settings
    EVERYTHING = PLAYERS | EVENTS | GAMES | RATINGS | SETTINGS


@dataclass(frozen=True, slots=True)
class Change:
    """What one write changed (the argument of ``data_changed``): each page refreshes only what it touches.

    ``None`` ids mean any (not known, or too many to name): the pages then read everything again.
    """

    what: What
    events: frozenset[int] | None = None  # the events touched
    players: frozenset[int] | None = None  # the players touched
    system: str | None = None  # the system whose ratings moved (RATINGS)
    item: int = 0  # an event edit's game, battle or Diplomacy game (0: the event itself)
    replay: bool = False  # an undo or a redo: the page brings the edit into view, not the first doing

    @classmethod
    def of_events(cls, what: What, events: Iterable[int], item: int = 0, replay: bool = False) -> Change:
        return cls(what, events=frozenset(events), item=item, replay=replay)

    @classmethod
    def of_players(cls, players: Iterable[int], what: What = What.PLAYERS) -> Change:
        return cls(what, players=frozenset(players))

    def touches(self, what: What) -> bool:
        return bool(self.what & what)

    def touches_event(self, event_id: int) -> bool:
        return self.events is None or event_id in self.events

    def touches_system(self, system: str) -> bool:
        return self.system is None or self.system == system


EVERYTHING = Change(What.EVERYTHING)  # another club opened, a file imported: every page reads again


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

    data_changed = Signal(object)  # a Change: what a write changed
    refused = Signal(str)  # a write the window asked for was refused (an undo too): the sentence to show
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

    def notify(self, change: Change) -> None:
        """Tell every page what a write changed."""
        self.data_changed.emit(change)
