"""The connection ``store.db.open_db`` opens on a club file: checked first, then in WAL mode, or read-only.

Its order matters: the file is checked to be a club this elodesk may write
(``store.club_file``) before the WAL pragma, which would already change another program's
file; the WAL connection then holds elodesk's own lock beside the club (``store.club_lock``);
a club in a read-only folder is read as it is.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from elodesk.store import club_lock
from elodesk.store.club_file import check_club_file


def connect(path: Path, *, new: bool, timeout: float) -> sqlite3.Connection:
    """A connection in WAL mode, or a read-only one when the file or its folder cannot be written.

    A WAL database is read through its ``-shm`` and ``-wal`` files, which SQLite creates next
    to it: in a read-only folder (a CD, a share mounted read-only) it cannot, and even reading
    is refused (``SQLITE_READONLY_DIRECTORY``). Then ``mode=ro`` reads through those files if
    they are already there; if they are not, ``immutable=1`` reads the file alone, without
    locks. That is safe only if no one writes the file meanwhile and it has no committed
    changes waiting in a ``-wal`` (they would be silently missed): so ``immutable`` is used
    only when there is no ``-wal`` with something in it, and anyone writing the file would
    have made one. Writes through such a connection are refused as read-only (SQLite's own
    ``SQLITE_READONLY``).

    The file is checked to be a club this elodesk may write (:func:`_check_club_file`) before
    the WAL pragma, which would already change another program's file.
    """
    # Autocommit mode: only ``store.db.write`` opens and ends transactions.
    conn: sqlite3.Connection = sqlite3.connect(str(path), timeout=timeout, isolation_level=None,
                                               factory=club_lock.ClubConnection)
    try:
        _check_club_file(conn, path, new=new)
        conn.execute("PRAGMA journal_mode = WAL")
    except sqlite3.OperationalError as exc:
        if getattr(exc, "sqlite_errorcode", 0) & 0xFF != sqlite3.SQLITE_READONLY:
            raise
        conn.close()
        conn = _connect_read_only(path, exc, timeout)  # it writes nothing: no -wal of its own to keep or delete
        _check_club_file(conn, path, new=new)
        return conn
    club_lock.hold(conn, path)  # no checkpoint nor -wal deleted on close while another process has it
    return conn


def _connect_read_only(path: Path, refused: sqlite3.OperationalError, timeout: float) -> sqlite3.Connection:
    """:func:`connect`'s fallback: the file read as it is, ``refused`` raised if it cannot be."""
    uri = Path(os.path.abspath(path)).as_uri()
    conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=timeout, isolation_level=None)
    try:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError:
        conn.close()
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:  # committed changes that only the -wal holds
            raise refused from None
        conn = sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)
    # BEGIN IMMEDIATE is then refused as read-only: a write stops before its backup or its note.
    conn.execute("PRAGMA query_only = ON")
    return conn


def _check_club_file(conn: sqlite3.Connection, path: Path, *, new: bool) -> None:
    """Refuse, before anything is written, a file that is no club this elodesk may write."""
    try:
        check_club_file(conn, path, new=new)
    except BaseException:
        conn.close()
        raise
