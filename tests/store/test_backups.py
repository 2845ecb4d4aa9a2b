"""Backups are whole or absent: written under a temporary name and renamed when whole, dropped with
the write they belong to, a full disk refused without leaving a file, a killed copy cleared later
(but never another program's copy still being written)."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from elodesk.store import backups
from elodesk.store.backups import backup, backup_file, clear_partial_backups
from elodesk.store.db import dump, open_db, write
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from tests.test_cli_store import run

FULL = "the disk holding {file} is full: nothing was stored; make room and try again"


@pytest.fixture
def club(tmp_path) -> Path:
    path = tmp_path / "club.elodesk"
    db = open_db(path)
    add_event(db, "frbe", "Blitz")
    db.conn.close()
    return path


@pytest.fixture
def full_disk(monkeypatch):
    """The copy cannot grow past its first page, as on a full disk."""
    def connect(partial: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(str(partial))
        conn.execute("PRAGMA max_page_count = 1")
        return conn

    monkeypatch.setattr(backups, "_connect_copy", connect)


def beside(path: Path) -> list[str]:
    """The files next to the database that are not SQLite's own nor elodesk's lock (held while it is open)."""
    return sorted(p.name for p in path.parent.iterdir()
                  if p.name not in (path.name, f"{path.name}-wal", f"{path.name}-shm", f"{path.name}.lock"))


def test_a_backup_is_whole_under_its_name_and_leaves_nothing_else(club):
    copy = backup_file(club, "manual")
    assert beside(club) == [copy.name]
    assert dump(open_db(copy)) == dump(open_db(club))


def test_a_full_disk_is_refused_and_leaves_no_empty_backup(club, full_disk):
    with pytest.raises(StoreError) as refused:
        backup_file(club, "manual")
    assert refused.value.template == FULL
    assert beside(club) == []


def test_a_backup_inside_a_write_is_kept_only_if_the_write_commits(club):
    db = open_db(club)
    with pytest.raises(RuntimeError), write(db, "apply"):
        backup(db, "before-apply")
        raise RuntimeError("the apply fails after its backup")
    assert beside(club) == []
    with write(db, "apply", dry_run=True):
        backup(db, "before-apply")
    assert beside(club) == []
    with write(db, "apply"):
        copy = backup(db, "before-apply")
        assert not copy.exists()  # named only when the write is done
        add_event(db, "frbe", "Rapide")
    assert beside(club) == [copy.name]
    assert [r[0] for r in open_db(copy).execute("SELECT name FROM events")] == ["Blitz"]


def test_the_event_delete_command_on_a_full_disk_is_a_refusal_that_changes_nothing(club, full_disk, capsys):
    before = dump(open_db(club), skip=())
    code, out, err = run(capsys, "--db", str(club), "--lang", "en", "event", "delete", "1")
    assert (code, out) == (2, "")
    assert "is full: nothing was stored" in err and "Traceback" not in err
    assert dump(open_db(club), skip=()) == before
    assert beside(club) == []


def partial_of(club: Path, host: str, pid: int, age: float = 0) -> Path:
    path = club.with_name(f"{club.name}.manual-20250101-120000-000000.bak.{host}-{pid}.partial")
    path.write_bytes(b"cut short")
    journal = path.with_name(path.name + "-journal")
    journal.write_bytes(b"")
    if age:
        then = time.time() - age
        os.utime(path, (then, then))
    return path


def dead_pid() -> int:
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def test_the_next_backup_clears_the_copies_killed_processes_left_and_no_other(club):
    here = socket.gethostname()
    killed = partial_of(club, here, dead_pid())
    copying = partial_of(club, here, os.getpid())  # a program still writing its copy
    foreign_recent = partial_of(club, "other-pc.local", 12)
    foreign_old = partial_of(club, "other-pc.local", 13, age=2 * backups.FOREIGN_PARTIAL_SECONDS)
    theirs = club.with_name("notes.manual-20250101-120000-000000.bak.x-1.partial")
    theirs.write_bytes(b"not ours")
    clear_partial_backups(club)
    left = beside(club)
    assert killed.name not in left and foreign_old.name not in left
    assert f"{killed.name}-journal" not in left
    assert {copying.name, foreign_recent.name, theirs.name} <= set(left)


def test_a_backup_that_cannot_be_named_rolls_its_write_back(club, monkeypatch):
    db = open_db(club)
    before = dump(db, skip=())

    def refuse(self) -> None:
        raise PermissionError("the folder refuses the rename")

    monkeypatch.setattr(backups.Copy, "keep", refuse)
    with pytest.raises(PermissionError), write(db, "apply"):
        backup(db, "before-apply")
        add_event(db, "frbe", "Rapide")
    assert not db.conn.in_transaction
    assert dump(db, skip=()) == before
    assert beside(club) == []
