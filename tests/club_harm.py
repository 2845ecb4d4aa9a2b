"""Seeing the harm of issue 21: another process opens and closes the club while this one holds it.

In one process, closing any descriptor of the database releases SQLite's POSIX locks on it;
another process then checkpoints and deletes the ``-wal`` this one still writes into, and what
it writes next is read by nobody. These helpers play that other process and check the club is whole.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import sqlite_utils

# Another process (a terminal command, a second window) opens the club, reads it and closes it.
_OPEN_AND_CLOSE = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                   "c.execute('SELECT COUNT(*) FROM players').fetchone(); c.close()")
_NAMES = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
          "print(*[n for (n,) in c.execute('SELECT name FROM players')], sep='\\n')")


def another_process_opens_and_closes(path: Path) -> None:
    subprocess.run([sys.executable, "-c", _OPEN_AND_CLOSE, str(path)], check=True, timeout=120)


def seen_by_another_process(path: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-c", _NAMES, str(path)], check=True, timeout=120, capture_output=True,
                          text=True)
    return done.stdout.splitlines()


def wal_of(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def assert_club_whole(db: sqlite_utils.Database, path: Path) -> None:
    """The ``-wal`` is still there, and what this process writes next is what everyone reads."""
    assert wal_of(path).exists(), "the -wal was deleted under the open connection"
    db.execute("INSERT INTO players (name) VALUES ('Written after, Anna')")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert "Written after, Anna" in seen_by_another_process(path)


def open_club(folder: Path) -> tuple[sqlite_utils.Database, Path]:
    """A club database open as the window holds it (WAL, one player), with a PDF beside it."""
    from elodesk.store.db import open_db

    path = folder / "demo.elodesk"
    db = open_db(path)
    db.execute("INSERT INTO players (name) VALUES ('Before, Bert')")
    (folder / "standings.pdf").write_bytes(b"%PDF-1.4\n")
    return db, path


@pytest.fixture
def club(tmp_path):
    """:func:`open_club` for one test, closed after it."""
    db, path = open_club(tmp_path)
    yield db, path
    db.conn.close()
