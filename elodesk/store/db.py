"""Opening the club database: file location, pragmas, migrations, backups, and the one way to write.

Every change to the club database goes through :func:`write`: one ``BEGIN IMMEDIATE``
transaction per user action, committed once or rolled back whole. The connection is in
autocommit mode (``isolation_level=None``), so neither the driver nor sqlite-utils opens or
commits a transaction of its own: ``db.execute`` inside a transaction never commits, and
sqlite-utils' table methods nest as savepoints.
"""

from __future__ import annotations

import functools
import getpass
import itertools
import json
import os
import socket
import sqlite3
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

import sqlite_utils
from platformdirs import user_data_dir

from elodesk.store.club_file import adopt_first_set, mark_schema
from elodesk.store.club_paths import refuse_companion
from elodesk.store.connection import connect
from elodesk.store.errors import DatabaseDamaged, DatabaseUnusable, StoreError
from elodesk.store.migrations import MIGRATIONS

APP_NAME = "elodesk"
EXTENSION = ".elodesk"
# How long a write waits for another user of the file to finish before it gives up.
BUSY_SECONDS = 5.0
# Next to the database while a write transaction is open: who is writing (SQLite cannot say).
WRITER_SUFFIX = ".writer"

# The club database handle as the rest of the application names it (the window imports no sqlite).
Database = sqlite_utils.Database

P = ParamSpec("P")
R = TypeVar("R")


def default_path() -> Path:
    """The club database in the user's data directory (created on first use)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / f"club{EXTENSION}"


def open_db(path: str | Path, *, create: bool = True, new: bool = False) -> sqlite_utils.Database:
    """Open (or create) a club database and bring its schema up to date.

    ``new``: the caller makes a new club in ``path`` (File > New, the demo), which may then be an
    empty file; any other file must be a club this elodesk can write (``store.club_file``).
    """
    path = Path(path)
    refuse_companion(path)
    new = new or not path.exists()
    if not path.exists():
        if not create:
            raise StoreError("{path}: no such database", path=str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
    with boundary(lambda: path):
        conn = connect(path, new=new, timeout=BUSY_SECONDS)
        conn.execute("PRAGMA foreign_keys = ON")
        # No sqlite-utils plugins (SQL functions for its own command line): finding them reads
        # every installed package's entry points, a tenth of a small import's start.
        db = sqlite_utils.Database(conn, execute_plugins=False)
        _migrate(db)
    return db


def _migrate(db: sqlite_utils.Database) -> None:
    """Bring the schema up to date in one write; an existing database is copied first."""
    if not MIGRATIONS.pending(db):  # read-only: opening a current database takes no lock
        return
    with write(db, "migrate"):
        adopt_first_set(db)  # the backup below is the file as it was: the older elodesk still opens it
        if MIGRATIONS.applied(db) and MIGRATIONS.pending(db):
            from elodesk.store.backups import backup  # it writes through this module

            backup(db, "before-migration")
        MIGRATIONS.apply(db)
        mark_schema(db)


# --- writing ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Writer:
    """Who holds a database's write transaction: what the sidecar file says."""

    user: str
    host: str
    pid: int
    action: str
    since: str  # ISO date and time, local

    def alive(self) -> bool:
        """False when the note was left by a process of this machine that has died (a crash)."""
        if self.host != socket.gethostname() or os.name == "nt":  # Windows' kill(pid, 0) would send Ctrl+C
            return True
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except OSError:  # another user's process: it exists
            pass
        return True


def writer_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + WRITER_SUFFIX)


def current_writer(db_path: Path) -> Writer | None:
    """The writer noted next to the database, if the note is there, readable and not stale."""
    try:
        writer = Writer(**json.loads(writer_path(db_path).read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return None
    return writer if writer.alive() else None


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name in the environment nor the password database
        return "?"


def _note_writer(db_path: Path, action: str) -> Path | None:
    """Say who writes, for anyone refused meanwhile; a write goes on without the note if it cannot be made."""
    note = writer_path(db_path)
    writer = Writer(_user(), socket.gethostname(), os.getpid(), action,
                    datetime.now().isoformat(timespec="seconds"))
    try:
        note.write_text(json.dumps(asdict(writer)), encoding="utf-8")
    except OSError:
        return None
    return note


def _is_busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and \
        getattr(exc, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_BUSY


def _busy_error(db_path: Path) -> StoreError:
    """The refusal when another user of the file kept it locked longer than we waited."""
    writer = current_writer(db_path)
    if writer is None:
        return StoreError("{file} is busy: another program is writing to it; try again in a moment",
                          file=db_path.name)
    since = datetime.fromisoformat(writer.since)
    when = since.strftime("%H:%M") if since.date() == datetime.now().date() else since.strftime("%Y-%m-%d %H:%M")
    return StoreError("{file} is busy: {user}@{host} (pid {pid}, elodesk {action}) has been writing to it "
                      "since {since}; try again when that is finished", file=db_path.name, user=writer.user,
                      host=writer.host, pid=writer.pid, action=writer.action, since=when)


def store_error(exc: sqlite3.Error, db_path: Path) -> StoreError:
    """A low-level database error as the sentence the user reads: the store's one error boundary.

    Nothing of ``sqlite3`` goes past the store (the window imports none of it); the original
    error stays the StoreError's ``__cause__`` for the log.
    """
    if _is_busy(exc):
        return _busy_error(db_path)
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    file, reason = db_path.name or "the database", str(exc)
    if isinstance(exc, sqlite3.IntegrityError) or code == sqlite3.SQLITE_CONSTRAINT:
        return StoreError("the change breaks a rule of the club database ({reason}): nothing was stored",
                          reason=reason)
    if code == sqlite3.SQLITE_READONLY:
        return StoreError("{file} is read-only: nothing was stored (look at the permissions of the file and of "
                          "its folder)", file=file)
    if code == sqlite3.SQLITE_FULL:
        return StoreError("the disk holding {file} is full: nothing was stored; make room and try again", file=file)
    if code == sqlite3.SQLITE_NOTADB:
        return DatabaseDamaged("{path}: not an elodesk database ({error})", path=str(db_path), error=reason)
    if code == sqlite3.SQLITE_CORRUPT:
        return DatabaseDamaged("{file} is damaged ({reason}): open the last backup made next to it", file=file,
                               reason=reason)
    if code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN):
        return DatabaseUnusable("{file} could not be read or written ({reason}): is the disk or the network "
                                "share still there?", file=file, reason=reason)
    return StoreError("the club database refused the action ({reason})", reason=reason)


# Errors of the code, not of the database: a wrong number of bindings, a closed connection.
_MISUSE = (sqlite3.ProgrammingError, sqlite3.InterfaceError, sqlite3.NotSupportedError)


@contextmanager
def boundary(db_path: Callable[[], Path]) -> Iterator[None]:
    """Turn a database error raised inside into its :func:`store_error` (a misuse stays a bug)."""
    try:
        yield
    except sqlite3.Error as exc:
        if isinstance(exc, _MISUSE):
            raise
        raise store_error(exc, db_path()) from exc


_savepoints = itertools.count(1)
# The connections whose write met a damaged or vanished file: they write nothing more.
_UNUSABLE: weakref.WeakKeyDictionary[sqlite_utils.Database, bool] = weakref.WeakKeyDictionary()


@contextmanager
def write(db: sqlite_utils.Database, action: str, *, dry_run: bool = False) -> Iterator[None]:
    """One user action's transaction: ``BEGIN IMMEDIATE``, one ``COMMIT``, a rollback on any exception.

    The checks that decide the action belong inside: they then see the data the action
    writes over. ``dry_run`` performs the action and rolls it back. A write inside another
    (the demo's imports) is a savepoint of the outer one. ``action`` names the command in the
    note other users read while this one writes. A database error (a constraint, a full disk, a
    read-only or damaged file) leaves it as a :class:`StoreError` (see :func:`store_error`).
    """
    conn = db.conn
    if conn.in_transaction:
        savepoint = f"elodesk_{next(_savepoints)}"
        conn.execute(f"SAVEPOINT {savepoint}")
        try:
            yield
        except BaseException:
            _undo_savepoint(conn, savepoint)
            raise
        if dry_run:
            _undo_savepoint(conn, savepoint)
        else:
            conn.execute(f"RELEASE {savepoint}")
        return
    path = database_path(db)
    if db in _UNUSABLE:
        raise DatabaseUnusable("{file} was found damaged or out of reach: elodesk writes nothing more to it; "
                               "open it again, or one of its backups", file=path.name)
    try:
        with boundary(lambda: path):  # a nested write's error reaches this one, the outermost
            conn.execute("BEGIN IMMEDIATE")  # waits up to BUSY_SECONDS for another writer
            note = _note_writer(path, action) if path.name else None  # an in-memory database has no file
            try:
                yield
            except BaseException:
                _settle(_companions.pop(id(conn), []), keep=False)
                _end(conn, note, "ROLLBACK")
                raise
            companions = _companions.pop(id(conn), [])
            try:
                _settle(companions, keep=not dry_run)
                _end(conn, note, "ROLLBACK" if dry_run else "COMMIT")
            except BaseException:
                _settle(companions, keep=False)
                _end(conn, note, "ROLLBACK")
                raise
    except DatabaseUnusable:
        # What this connection would write next could land in a journal nobody reads (issue 21).
        _UNUSABLE[db] = True
        raise


def writes(fn: Callable[Concatenate[sqlite_utils.Database, P], R]) -> Callable[
        Concatenate[sqlite_utils.Database, P], R]:
    """A store function that is one user action: its checks and its changes in one :func:`write`."""
    action = fn.__name__.replace("_", " ")

    @functools.wraps(fn)
    def run(db: sqlite_utils.Database, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with write(db, action):
            return fn(db, *args, **kwargs)

    return run


class Companion(Protocol):
    """A file an action makes beside the database that stands or falls with its write (a backup)."""

    def keep(self) -> None: ...

    def drop(self) -> None: ...


# The companions of the writes under way, by connection: kept just before the COMMIT, else dropped.
_companions: dict[int, list[Companion]] = {}


def stands_with_write(db: sqlite_utils.Database, companion: Companion) -> None:
    """Keep ``companion`` when the write under way commits, drop it if it does not (kept now outside one).

    Kept just before the COMMIT (dropped again if the COMMIT fails): only a kill in between
    leaves it without the action.
    """
    if db.conn.in_transaction:
        _companions.setdefault(id(db.conn), []).append(companion)
    else:
        companion.keep()


def _settle(companions: list[Companion], *, keep: bool) -> None:
    for companion in companions:
        if keep:
            companion.keep()
        else:
            companion.drop()


def _undo_savepoint(conn: sqlite3.Connection, savepoint: str) -> None:
    if conn.in_transaction:  # an error such as a full disk may have ended the transaction already
        conn.execute(f"ROLLBACK TO {savepoint}")
        conn.execute(f"RELEASE {savepoint}")


def _end(conn: sqlite3.Connection, note: Path | None, statement: str) -> None:
    """Commit or roll back; the note goes first, while the lock still keeps the next writer out."""
    if note is not None:
        note.unlink(missing_ok=True)
    try:
        if conn.in_transaction:
            conn.execute(statement)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise



def fetch_rows(db: sqlite_utils.Database, sql: str, args: list[Any]) -> list[dict[str, Any]]:
    """A query's rows as dicts keyed by column name (a database error as a :class:`StoreError`)."""
    with boundary(lambda: database_path(db)):
        cursor = db.execute(sql, args)
        columns = [c[0] for c in cursor.description]
        return [dict(zip(columns, row, strict=True)) for row in cursor]


def fetch_tuples(db: sqlite_utils.Database, sql: str, args: list[Any]) -> list[tuple[Any, ...]]:
    """A query's rows as tuples in the order of its columns, for typed rows (``Row(*row)``); a
    database error as a :class:`StoreError`."""
    with boundary(lambda: database_path(db)):
        return db.execute(sql, args).fetchall()


def inserted_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an ``INSERT`` made: ``lastrowid`` is None on a cursor that ran no single
    statement (``executemany``, a bug of the caller), refused here rather than stored as a None id."""
    if cursor.lastrowid is None:
        raise ValueError("inserted_id needs the cursor of an INSERT")
    return cursor.lastrowid


# SQLite's limit on bound parameters is 999 in older builds: long id lists are sent in pieces.
CHUNK = 900


def chunks(values: list[Any]) -> Iterator[list[Any]]:
    """``values`` in pieces small enough for an ``IN (?, ?, …)`` clause."""
    for start in range(0, len(values), CHUNK):
        yield values[start:start + CHUNK]


def database_path(db: sqlite_utils.Database) -> Path:
    row = db.execute("PRAGMA database_list").fetchone()
    return Path(row[2])


def dump(db: sqlite_utils.Database, *, skip: tuple[str, ...] = ("audit",)) -> str:
    """The SQL text of the club data, for comparisons (the audit log left out by default)."""
    lines = []
    skipping = False
    for line in db.conn.iterdump():
        if line.startswith(("CREATE TABLE", "INSERT INTO")):
            name = line.split('"')[1] if '"' in line.split("(")[0] else line.split()[2]
            skipping = name in skip
        if not skipping:
            lines.append(line)
    return "\n".join(lines)


def database_counts(db: sqlite_utils.Database) -> tuple[int, int]:
    """How many players and events the club database holds (for the status bar)."""
    players = db.execute("SELECT COUNT(*) FROM players").fetchone()[0]
    events = db.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    return players, events
