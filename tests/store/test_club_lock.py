"""elodesk's own lock beside the club (store.club_lock): while another elodesk process has the club
open, closing it neither checkpoints nor deletes the ``-wal``, even when a stray close in that
other process released SQLite's locks; the last one out still folds the ``-wal`` away (issue 21)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.store import club_lock
from elodesk.store.db import open_db
from tests.club_harm import assert_club_whole, open_club, wal_of

pytestmark = pytest.mark.skipif(os.name == "nt" or club_lock._config_api() is None,
                                reason="no POSIX locks to lose, or SQLite's checkpoint on close out of reach")
ROOT = Path(__file__).resolve().parents[2]

# An elodesk command on the club: it opens it, reads, and ends (closing it, or leaving that to the exit).
COMMAND = ("import sys; from elodesk.store.db import open_db; db = open_db(sys.argv[1]); "
           "db.execute('SELECT COUNT(*) FROM players').fetchone(); sys.argv[2] == 'close' and db.conn.close()")


def elodesk_command(path: Path, ending: str) -> None:
    subprocess.run([sys.executable, "-c", COMMAND, str(path), ending], check=True, timeout=120, cwd=ROOT,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.mark.parametrize("ending", ["close", "exit"])
def test_after_a_stray_close_an_elodesk_command_leaves_the_wal(tmp_path, ending):
    db, path = open_club(tmp_path)
    try:
        with open(path, "rb") as stray:  # what a file dialog or a header check did before issue 21
            stray.read(100)
        elodesk_command(path, ending)
        assert_club_whole(db, path)
    finally:
        db.conn.close()


def test_the_last_one_out_folds_the_wal_into_the_file(tmp_path):
    db, path = open_club(tmp_path)
    holder = subprocess.Popen([sys.executable, "-c", "import sys; from elodesk.store.db import open_db; "
                               "db = open_db(sys.argv[1]); print('ready', flush=True); sys.stdin.readline(); "
                               "db.conn.close()", str(path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert holder.stdout.readline().strip() == "ready"
        db.conn.close()  # another elodesk process has the club: the -wal stays for it
        assert wal_of(path).exists()
    finally:
        holder.communicate("\n", timeout=120)
    assert holder.returncode == 0
    assert not wal_of(path).exists()  # the holder was the last one out
    db = open_db(path)
    assert [n for (n,) in db.execute("SELECT name FROM players")] == ["Before, Bert"]
    db.conn.close()
    assert not wal_of(path).exists()


@pytest.mark.parametrize("ending", ["close", "exit"])
def test_a_command_alone_on_the_club_folds_its_wal_away_however_it_ends(tmp_path, ending):
    """A club copied by hand after a command must hold what it wrote: no -wal left beside it. At exit the
    connection's own finalizer once ran first (atexit's order), let the lock go, and the close then kept
    the -wal as if another process still had the club."""
    db, path = open_club(tmp_path)
    db.conn.close()
    elodesk_command(path, ending)
    assert not wal_of(path).exists()
