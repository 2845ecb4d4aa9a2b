"""Long work off the UI thread: a job runs on the thread pool and reports through signals.

A job is a plain function ``fn(progress, cancelled)``: it calls ``progress(done,
total)`` now and then and may look at ``cancelled()``; it opens its own database
connection (a connection stays in the thread that opened it). Widgets are never
touched from the job: its signals are delivered to the UI thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from elodesk.collector import full_collections_held
from elodesk.refusal import Refusal
from elodesk.store.db import Database, open_db

if TYPE_CHECKING:
    from elodesk.ui.context import AppContext

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
T = TypeVar("T")
# ms: a reading a dialog does not need at once starts this much later, once the dialog is drawn;
# its Python would otherwise share the interpreter with the drawing, which calls the models
AFTER_DRAWING = 150


class Cancelled(Exception):
    """Raised inside a job when the user pressed Cancel; its transaction rolls back."""


class JobSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()


class Job(QRunnable):
    """One piece of long work; connect to ``signals`` before :func:`start`."""

    def __init__(self, fn: Callable[[Progress, Callable[[], bool]], Any],
                 describe: Callable[[BaseException], str] = str, *, writes: bool = False) -> None:
        super().__init__()
        self.fn = fn
        self.describe = describe  # the failure as the user reads it (AppContext.describe: his language)
        self.writes = writes  # it writes the club (an import, Apply, Undo…): closing the window asks before stopping it
        self.signals = JobSignals()
        self._cancel = False
        self._ended = threading.Event()
        self.setAutoDelete(False)

    def cancel(self) -> None:
        self._cancel = True

    def is_cancelled(self) -> bool:
        return self._cancel

    def wait(self, seconds: float) -> bool:
        """Wait for the job to end (its signals are then on their way); False if it had not after ``seconds``."""
        return self._ended.wait(seconds)

    def _progress(self, done: int, total: int) -> None:
        if self._cancel:
            raise Cancelled
        self.signals.progress.emit(done, total)

    def run(self) -> None:
        try:
            result = self.fn(self._progress, self.is_cancelled)
        except Cancelled:
            self.signals.cancelled.emit()
        except Refusal as exc:  # one sentence the user can act on; anything else is a bug
            self.signals.failed.emit(self.describe(exc))
        except Exception as exc:
            if self._cancel:  # stopped as the window went away: what it used may be gone, nobody waits
                log.info("a cancelled background job ended on %s", type(exc).__name__)
                self.signals.cancelled.emit()
            else:
                log.exception("internal error in a background job")
                self.signals.failed.emit(internal_error(exc))
        else:
            self.signals.finished.emit(result)
        finally:
            with _LOCK:
                _RUNNING.discard(self)
            self._ended.set()


def internal_error(exc: BaseException) -> str:
    """The sentence for a bug: what broke, and that the details are in the log."""
    return QCoreApplication.translate(
        "Workers", "Internal error ({kind}: {error}): elodesk could not finish this work. The details were "
        "written to the log; please report them.").format(kind=type(exc).__name__, error=exc)


_RUNNING: set[Job] = set()  # started and not ended: what closing the window stops or waits for
_LOCK = threading.Lock()


def start(job: Job) -> Job:
    with _LOCK:
        _RUNNING.add(job)
    QThreadPool.globalInstance().start(job)
    return job


def running() -> list[Job]:
    """The jobs started and not yet ended."""
    with _LOCK:
        return list(_RUNNING)


class Latest:
    """The one job a widget waits for: starting another, or :meth:`cancel` (the widget closed),
    drops the previous one's answer, which comes too late."""

    def __init__(self) -> None:
        self.job: Job | None = None

    def start(self, job: Job, finished: Callable[[Any], None], failed: Callable[[str], None] | None = None) -> Job:
        self.cancel()
        self.job = job
        job.signals.finished.connect(lambda result: self._ended(job) and finished(result))
        if failed is not None:
            job.signals.failed.connect(lambda text: self._ended(job) and failed(text))
        return start(job)

    def _ended(self, job: Job) -> bool:
        """Whether ``job`` is the one waited for (it no longer is: it ended)."""
        if job is not self.job:
            return False
        self.job = None
        return True

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None


def on_the_club(ctx: AppContext, latest: Latest, work: Callable[[Database], T], done: Callable[[T], None],
                failed: Callable[[str], None], *, writes: bool = False) -> Job:
    """Run ``work`` on a worker, on its own connection to the club, as ``latest``'s job: the window's writes
    (Apply, Undo, the uplift, a merge: one ``store.db.write`` each) and the readings they need, the
    window live meanwhile. ``done`` gets the result, ``failed`` the refusal's sentence, on the UI thread.
    Full collections wait (a federation's run: 50,000 history rows); ``writes``: closing the window asks
    before stopping it."""
    path = ctx.db_path

    def run(_progress: Progress, _cancelled: Callable[[], bool]) -> T:
        return on_its_connection(path, work)

    return latest.start(Job(run, ctx.describe, writes=writes), done, failed)


def on_its_connection(path: Path, work: Callable[[Database], T]) -> T:
    """``work`` on a worker's own connection to the club at ``path``, full collections held meanwhile (a
    federation's run: 50,000 rows made, each full collection walking them all), the connection closed after."""
    db = open_db(path, create=False)
    try:
        with full_collections_held():
            return work(db)
    finally:
        db.conn.close()


CHUNK = 2_000  # items freed at a time by let_go: each chunk a millisecond or two holding the interpreter


def let_go(*tables: Iterable[Any]) -> None:
    """Free large tables on a worker, a chunk at a time (issue 24): a page swapping in new rows let go of
    the old ones on the UI thread, 50,000 preview rows or 60,000 players freed in one piece (0.1-0.15 s
    of a frozen window). The job starts at the next turn of the event loop, once the caller has let go
    of its own references: the worker's are then the last, and what it drops is freed there."""
    if threading.current_thread() is not threading.main_thread():
        return  # a worker's own tables: freed where they are, no event loop here to start a job from
    held = [items for items in map(list, tables) if items]  # in lists, that can be emptied piece by piece
    del tables
    if not held:
        return

    def work(_progress: Progress, _cancelled: Callable[[], bool]) -> None:
        while held:
            items = held.pop()
            while items:
                del items[-CHUNK:]

    QTimer.singleShot(0, lambda: start(Job(work)))
