"""Who else has the club open: a lock of elodesk's own beside it, that no stray close releases (issue 21).

When SQLite closes a process's last connection to a WAL database and can lock the file
exclusively, it believes itself alone: it checkpoints the ``-wal`` into the file and deletes it.
If the window lost its POSIX locks (any descriptor of the file closed in its process releases
them), a terminal command or a second window closing the club deletes the ``-wal`` the window
still writes into. So every connection elodesk opens (a :class:`ClubConnection`) has SQLite's
checkpoint on close turned off, and each process holding a club keeps a shared ``flock`` on
``<db>.lock``: a ``flock`` belongs to its own open file description, so no other close releases
it. A connection that closes while it can take that lock exclusively (no other elodesk process
has the club open) turns the checkpoint on close back on: the last one out still folds the
``-wal`` into the file and deletes it, as SQLite always did; a connection never closed is closed
so when the process ends. Nobody waits: the exclusive lock is only tried, never awaited,
and the shared one waits only for such a close to end.

Windows has no ``fcntl`` (its locks belong to a handle: a stray close releases nothing there);
a Python without ``Connection.setconfig`` (before 3.12) reaches SQLite's ``sqlite3_db_config``
through ctypes where its calling convention is the plain one (not on Apple's arm64), after
checking the handle names the file opened; elsewhere nothing changes.
"""

from __future__ import annotations

import atexit
import os
import platform
import sqlite3
import sys
import threading
import weakref
from pathlib import Path
from typing import Any

from elodesk.store.club_paths import file_identity

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

LOCK_SUFFIX = ".lock"
NO_CKPT_ON_CLOSE = getattr(sqlite3, "SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE", 1006)

# A club file's device and inode: the descriptor of its lock file, and how many of this process's
# connections hold it (the lock goes with the last one, closed or collected).
_held: dict[tuple[int, int], list[int]] = {}
_mutex = threading.RLock()  # re-entered when a collection inside it lets a connection go


class ClubConnection(sqlite3.Connection):
    """A connection to a club database: it closes as :func:`_close` says (``sqlite3.connect(factory=…)``)."""

    def close(self) -> None:
        _close(self)


# The connections holding a lock: their file, and what lets the lock go when they are collected.
_open: weakref.WeakKeyDictionary[
    ClubConnection, tuple[Path, weakref.finalize[[tuple[int, int]], ClubConnection]]] = weakref.WeakKeyDictionary()


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + LOCK_SUFFIX)


def hold(conn: sqlite3.Connection, db_path: Path) -> None:
    """A connection just opened on the club ``db_path``: this process takes the shared lock (once), and
    SQLite will neither checkpoint nor delete the ``-wal`` when the connection closes (``_close`` decides)."""
    if fcntl is None or not isinstance(conn, ClubConnection) or not db_path.name or _config_api() is None:
        return
    key = file_identity(db_path)
    if key is None:
        return
    with _mutex:
        held = _held.get(key)
        if held is None:
            try:
                fd = os.open(lock_path(db_path), os.O_RDWR | os.O_CREAT, 0o644)
            except OSError:  # a read-only folder: SQLite closes as it always did
                return
            try:
                fcntl.flock(fd, fcntl.LOCK_SH)  # waits only while another process closes the club
            except OSError:
                os.close(fd)
                return
            held = _held[key] = [fd, 0]
        if not _checkpoint_on_close(conn, db_path, False):
            if held[1] == 0:
                os.close(held[0])
                del _held[key]
            return
        held[1] += 1
        collected = weakref.finalize(conn, _let_go, key)
        collected.atexit = False  # at exit, _close_at_exit closes it: run first (atexit's order), this let the
        _open[conn] = (db_path, collected)  # lock go, and the close then left the -wal behind


def _let_go(key: tuple[int, int]) -> None:
    """One connection fewer holds the club (closed or collected); the lock goes with the last one."""
    with _mutex:
        held = _held.get(key)
        if held is None:
            return
        held[1] -= 1
        if held[1] > 0:
            return
        os.close(held[0])
        del _held[key]


def _close(conn: ClubConnection) -> None:
    """Close ``conn``; when no other elodesk process holds the club, SQLite folds the ``-wal`` into the
    file and deletes it, as it always did."""
    with _mutex:
        entry = _open.pop(conn, None)
        key = file_identity(entry[0]) if entry is not None else None
        held = _held.get(key) if key is not None else None
        if entry is None or key is None or held is None or fcntl is None:
            sqlite3.Connection.close(conn)
            return
        entry[1].detach()
        try:
            fcntl.flock(held[0], fcntl.LOCK_EX | fcntl.LOCK_NB)  # tried, never awaited
        except OSError:
            pass  # another elodesk process has the club open: its -wal stays
        else:
            _checkpoint_on_close(conn, entry[0], True)
        try:
            sqlite3.Connection.close(conn)
        finally:
            if held[1] > 1:
                fcntl.flock(held[0], fcntl.LOCK_SH)  # this process's other connections, until they go
            _let_go(key)


@atexit.register
def _close_at_exit() -> None:
    """Connections a command never closed (the process ends): closed as :func:`_close` does."""
    for conn in list(_open):
        _close(conn)


# --- SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE -----------------------------------------------------------


def _checkpoint_on_close(conn: sqlite3.Connection, db_path: Path, on: bool) -> bool:
    """Turn SQLite's checkpoint on close on or off for ``conn``; False where it cannot be reached."""
    if hasattr(conn, "setconfig"):  # Python 3.12 and later
        conn.setconfig(NO_CKPT_ON_CLOSE, not on)
        return True
    api = _config_api()
    if api is None:
        return False
    config, filename, ctypes = api
    handle = ctypes.c_void_p.from_address(id(conn) + object.__basicsize__).value  # sqlite3 *db, after the head
    if not handle or not _same_file(filename(handle, b"main"), db_path):
        return False
    now = ctypes.c_int(-1)
    done: bool = config(handle, NO_CKPT_ON_CLOSE, int(not on), ctypes.byref(now)) == 0 and now.value == int(not on)
    return done


def _same_file(name: bytes | None, db_path: Path) -> bool:
    try:
        return name is not None and name != b"" and os.path.samefile(os.fsdecode(name), db_path)
    except OSError:
        return False


_API: list[Any] = []


def _config_api() -> Any:
    """``sqlite3_db_config`` and ``sqlite3_db_filename`` of the SQLite the ``sqlite3`` module runs on, or None."""
    if not _API:
        _API.append(_load_api())
    return _API[0]


def _load_api() -> Any:
    if sys.version_info >= (3, 12):
        return True  # Connection.setconfig
    if sys.implementation.name != "cpython" or (sys.platform == "darwin" and platform.machine() == "arm64"):
        return None  # another object layout, or a variadic call ctypes cannot make
    import _sqlite3
    import ctypes

    try:
        library = ctypes.CDLL(_sqlite3.__file__)  # its SQLite: linked in, or loaded beside it
        config, filename = library.sqlite3_db_config, library.sqlite3_db_filename
    except (OSError, AttributeError):
        return None
    config.restype, filename.restype = ctypes.c_int, ctypes.c_char_p
    config.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
    filename.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    return config, filename, ctypes
