"""Copies of the club database next to it, made whole under a temporary name, then named ``.bak``.

A copy is written as ``<name>.<label>-<timestamp>.bak.<host>-<pid>.partial`` and renamed when it
is whole, so a full disk or a kill never leaves a ``.bak`` that is empty or cut short (SQLite
would open such a file as an empty database). A copy made inside a write (before an apply, a
migration, a deletion) is renamed only when that write commits, and deleted when it rolls back:
the action's copy of the state before exists only if the action happened. The next backup
clears the partial copies that a killed process left.
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import sqlite_utils

from elodesk.store.db import Writer, boundary, database_path, stands_with_write

PARTIAL_SUFFIX = ".partial"
# After the database's name: a partial copy, or the journal SQLite made beside it.
_PARTIAL = re.compile(r"\.[\w-]+-\d{8}-\d{6}-\d{6}\.bak\.(?P<host>.+)-(?P<pid>\d+)\.partial(-journal)?")
# A partial copy from another machine is left alone this long (its process cannot be asked).
FOREIGN_PARTIAL_SECONDS = 24 * 3600


@dataclass(frozen=True, slots=True)
class Copy:
    """One backup: the whole copy under its temporary name, and the name it gets when it is kept."""

    partial: Path
    target: Path

    def keep(self) -> None:
        os.replace(self.partial, self.target)

    def drop(self) -> None:
        for path in (self.partial, self.target):
            _remove(path)


def backup(db: sqlite_utils.Database, label: str) -> Path:
    """Copy the whole database, consistently, next to it: ``<name>.<label>-<timestamp>.bak``.

    Inside a write, the file gets that name when the write commits (see the module).
    """
    source = database_path(db)
    copy = _copy(source, label)
    stands_with_write(db, copy)
    return copy.target


def backup_file(source: Path, label: str) -> Path:
    """:func:`backup` of the database file ``source``: its own connections, so any thread may run it."""
    copy = _copy(source, label)
    with boundary(lambda: source):
        try:
            copy.keep()
        except BaseException:
            copy.drop()
            raise
    return copy.target


def _copy(source: Path, label: str) -> Copy:
    """The whole database under a temporary name, through SQLite's backup; nothing left if it fails.

    Never a file copy: closing a descriptor of the open database would drop SQLite's locks.
    """
    clear_partial_backups(source)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = source.with_name(f"{source.name}.{label}-{stamp}.bak")
    copy = Copy(target.with_name(f"{target.name}.{socket.gethostname()}-{os.getpid()}{PARTIAL_SUFFIX}"), target)
    with boundary(lambda: source):
        try:
            # A connection cannot back up while it writes: a second one reads the last committed
            # state (inside a write, that is the state before it).
            reader = sqlite3.connect(str(source))
            try:
                dest = _connect_copy(copy.partial)
                try:
                    dest.execute("PRAGMA journal_mode = MEMORY")  # a cut copy is thrown away, not rolled back
                    reader.backup(dest)
                finally:
                    dest.close()
            finally:
                reader.close()
        except BaseException:
            _remove(copy.partial)
            raise
    return copy


def _connect_copy(partial: Path) -> sqlite3.Connection:
    """The connection the copy is written through (a test makes its disk full)."""
    return sqlite3.connect(str(partial))


def _remove(path: Path) -> None:
    for each in (path, path.with_name(path.name + "-journal")):
        with contextlib.suppress(OSError):  # a read-only folder: nothing could have been written there either
            each.unlink(missing_ok=True)


def clear_partial_backups(source: Path) -> None:
    """Delete the partial copies of ``source`` whose process died (killed while it copied).

    Two programs may back up the same file at once (File ▸ Back up takes no lock), so a partial
    copy goes only when the process its name gives is gone from this machine, or when it comes
    from another machine and has not been touched for a day.
    """
    try:
        paths = [p for p in source.parent.iterdir() if p.name.startswith(source.name + ".")]
    except OSError:
        return
    for path in paths:
        match = _PARTIAL.fullmatch(path.name[len(source.name):])
        if match is None:
            continue
        if match["host"] == socket.gethostname():
            if Writer("?", match["host"], int(match["pid"]), "backup", "").alive():
                continue
        else:
            try:
                if time.time() - path.stat().st_mtime < FOREIGN_PARTIAL_SECONDS:
                    continue
            except OSError:
                continue
        _remove(path)
