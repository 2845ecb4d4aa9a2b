"""One transaction per user action: one BEGIN IMMEDIATE, one COMMIT, nothing written outside it;
a refusal or an error rolls everything back; a busy database names the other writer."""

from __future__ import annotations

import getpass
import json
import os
import re
import socket
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import sqlite_utils

from elodesk.demo import fill_demo
from elodesk.store import db as store_db
from elodesk.store.db import dump, open_db, write, writer_path
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event, delete_event, edit_event
from elodesk.store.games import set_chess_result
from elodesk.store.importer import import_file
from elodesk.store.migrations import MIGRATIONS
from elodesk.store.player_edits import update_player
from elodesk.store.player_merge import merge_players, undo_merge
from elodesk.store.players import get_player
from elodesk.store.runs import EVENT, RunScope, apply, undo
from elodesk.store.settings import CLUB_NAME, save_settings

TRF = Path(__file__).resolve().parents[3] / "shared" / "data" / "trf" / "fide_example1.trf"
WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "ALTER", "DROP")
PACKAGE = Path(__file__).resolve().parents[2] / "elodesk"
TRANSACTION_CONTROL = re.compile(r"with [\w.]*conn\b|\.commit\(\)|\.rollback\(\)|[\"']BEGIN|[\"']COMMIT")


class Trace:
    """The statements one connection runs, to count its transactions."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.statements: list[str] = []
        db.conn.set_trace_callback(self.statements.append)

    def count(self, statement: str) -> int:
        return sum(1 for s in self.statements if s.strip().upper() == statement)

    def stray_writes(self) -> list[str]:
        """Writes run while no transaction was open (each would have been its own commit)."""
        inside, stray = False, []
        for text in self.statements:
            words = text.split()
            word = words[0].upper()
            if word == "BEGIN":
                inside = True
            elif word == "COMMIT" or (word == "ROLLBACK" and len(words) == 1):
                inside = False
            elif word in WRITES and not inside:
                stray.append(text)
        return stray

    def assert_one_transaction(self) -> None:
        assert (self.count("BEGIN IMMEDIATE"), self.count("COMMIT"), self.count("ROLLBACK")) == (1, 1, 0)
        assert self.stray_writes() == []


@pytest.fixture
def demo(demo_db):
    db = open_db(demo_db)
    yield db
    db.conn.close()


def _event_of(db: sqlite_utils.Database, name: str) -> int:
    return db.execute("SELECT id FROM events WHERE name = ?", [name]).fetchone()[0]


def _two_records_of_one_person(db: sqlite_utils.Database) -> tuple[int, int]:
    """A Bataille general and a Diplomacy player who never met (merging them is allowed)."""
    chess = "SELECT white_id FROM chess_games UNION SELECT black_id FROM chess_games"
    keep = db.execute(f"SELECT MIN(player_id) FROM battle_generals WHERE player_id NOT IN ({chess}) "
                      "AND player_id NOT IN (SELECT player_id FROM diplomacy_results)").fetchone()[0]
    drop = db.execute(f"SELECT MIN(player_id) FROM diplomacy_results WHERE player_id NOT IN ({chess}) "
                      "AND player_id NOT IN (SELECT player_id FROM battle_generals)").fetchone()[0]
    return keep, drop


def test_only_the_write_helper_opens_and_ends_transactions():
    """``with conn:`` commits whatever is open (even in autocommit mode, even inside a write), and a
    ``commit()`` or ``BEGIN`` elsewhere would split a user action: only store.db.write may do it."""
    helper = PACKAGE / "store" / "db.py"
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if TRANSACTION_CONTROL.search(line) and path != helper:
                pytest.fail(f"{path.relative_to(PACKAGE)}:{number} controls a transaction: {line.strip()}")


def test_an_import_is_one_commit_and_its_dry_run_none(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    before = dump(db, skip=())
    trace = Trace(db)
    report = import_file(db, TRF, dry_run=True)
    assert report.games > 0
    assert (trace.count("BEGIN IMMEDIATE"), trace.count("COMMIT"), trace.count("ROLLBACK")) == (1, 0, 1)
    assert dump(db, skip=()) == before
    trace = Trace(db)
    import_file(db, TRF)
    trace.assert_one_transaction()
    assert db.execute("SELECT COUNT(*) FROM players").fetchone()[0] == len(report.players)


def test_apply_and_undo_of_an_event_are_one_commit_each(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    event_id = import_file(db, TRF, system="frbe").event_id
    before = dump(db)
    trace = Trace(db)
    apply(db, RunScope("frbe", kind=EVENT, event_id=event_id))
    trace.assert_one_transaction()
    assert db.execute("SELECT COUNT(*) FROM history").fetchone()[0] > 200
    trace = Trace(db)
    undo(db, "frbe")
    trace.assert_one_transaction()
    assert dump(db) == before


ACTIONS: dict[str, Callable[[sqlite_utils.Database], Any]] = {
    "apply a period": lambda db: apply(db, RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31))),
    "undo": lambda db: undo(db, "ffe"),
    "merge": lambda db: merge_players(db, *_two_records_of_one_person(db)),
    "edit a player": lambda db: update_player(db, replace(get_player(db, 1), club="Ailleurs")),
    "add an event": lambda db: add_event(db, "frbe", "Blitz du jeudi"),
    "edit an event": lambda db: edit_event(db, _event_of(db, "Tournoi d'automne"), name="Automne", rate="rapid"),
    "delete an event": lambda db: delete_event(db, _event_of(db, "Tournoi d'automne")),
    "enter a result": lambda db: set_chess_result(db, 1, "*"),
    "settings": lambda db: save_settings(db, {CLUB_NAME: "Autre club"}),
}


@pytest.mark.parametrize("action", ACTIONS)
def test_every_user_action_is_one_commit(demo, action):
    before = dump(demo)
    trace = Trace(demo)
    ACTIONS[action](demo)
    trace.assert_one_transaction()
    assert dump(demo) != before


def test_undoing_a_merge_is_one_commit_and_restores_everything(demo):
    before = dump(demo)
    record = merge_players(demo, *_two_records_of_one_person(demo))
    trace = Trace(demo)
    undo_merge(demo, record)
    trace.assert_one_transaction()
    assert dump(demo) == before


def test_the_whole_demo_club_is_one_commit(tmp_path):
    db = open_db(tmp_path / "demo.elodesk")
    trace = Trace(db)
    counts = fill_demo(db)
    assert counts is not None and counts["history"] > 0
    trace.assert_one_transaction()


def test_a_refused_action_writes_nothing(demo):
    event_id = _event_of(demo, "Manifestation 2023-1")
    before = dump(demo, skip=())
    trace = Trace(demo)
    with pytest.raises(StoreError, match="already applied"):
        apply(demo, RunScope("bataille-empire", kind=EVENT, event_id=event_id))
    assert (trace.count("COMMIT"), trace.count("ROLLBACK")) == (0, 1)
    assert dump(demo, skip=()) == before


def test_an_error_inside_a_write_rolls_it_back_and_removes_the_writer_note(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    note = writer_path(tmp_path / "club.elodesk")
    before = dump(db, skip=())
    with pytest.raises(ZeroDivisionError), write(db, "test"):
        db.execute("INSERT INTO settings (key, value) VALUES ('a', 'b')")
        assert json.loads(note.read_text())["pid"] == os.getpid()
        _ = 1 / 0
    assert dump(db, skip=()) == before
    assert not note.exists() and not db.conn.in_transaction


def test_a_write_inside_another_is_a_savepoint(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    trace = Trace(db)
    with write(db, "outer"):
        db.execute("INSERT INTO settings (key, value) VALUES ('kept', '1')")
        with pytest.raises(StoreError), write(db, "inner"):
            db.execute("INSERT INTO settings (key, value) VALUES ('lost', '1')")
            raise StoreError("refused")
        with write(db, "inner dry run", dry_run=True):
            db.execute("INSERT INTO settings (key, value) VALUES ('tried', '1')")
    assert [k for (k,) in db.execute("SELECT key FROM settings")] == ["kept"]
    trace.assert_one_transaction()


def test_a_busy_database_waits_then_names_who_is_writing(tmp_path, monkeypatch):
    monkeypatch.setattr(store_db, "BUSY_SECONDS", 0.3)
    path = tmp_path / "club.elodesk"
    holder, other = open_db(path), open_db(path)
    with write(holder, "apply frbe event 3"):
        with pytest.raises(StoreError) as refused:
            save_settings(other, {CLUB_NAME: "Autre"})
        who = f"{getpass.getuser()}@{socket.gethostname()} (pid {os.getpid()}, elodesk apply frbe event 3)"
        assert str(refused.value).startswith(f"club.elodesk is busy: {who} has been writing to it since ")
        assert refused.value.template.startswith("{file} is busy: ")
    save_settings(other, {CLUB_NAME: "Autre"})  # the lock is free again
    assert not writer_path(path).exists()


def test_a_note_left_by_a_crashed_writer_is_not_believed(tmp_path, monkeypatch):
    monkeypatch.setattr(store_db, "BUSY_SECONDS", 0.2)
    path = tmp_path / "club.elodesk"
    db = open_db(path)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    writer_path(path).write_text(json.dumps({"user": "ghost", "host": socket.gethostname(), "pid": int(dead.stdout),
                                             "action": "apply", "since": "2026-01-01T10:00:00"}))
    locker = sqlite_utils.Database(path)  # another program (a database browser) holding the lock
    locker.conn.isolation_level = None
    locker.conn.execute("BEGIN IMMEDIATE")
    with pytest.raises(StoreError, match="busy: another program is writing to it") as refused:
        save_settings(db, {CLUB_NAME: "x"})
    assert "ghost" not in str(refused.value)
    locker.conn.execute("ROLLBACK")


def test_a_migration_of_an_existing_database_is_backed_up_first(tmp_path):
    path = tmp_path / "old.elodesk"
    old = sqlite_utils.Database(path)
    last = MIGRATIONS.pending(old)[-1].name
    MIGRATIONS.apply(old, stop_before=last)
    old.execute("INSERT INTO players (name) VALUES ('Alpha, Anne')")
    old_dump = dump(old)
    old.conn.close()
    db = open_db(path)
    assert MIGRATIONS.pending(db) == []
    backups = list(tmp_path.glob("old.elodesk.before-migration-*.bak"))
    assert len(backups) == 1
    saved = sqlite_utils.Database(backups[0])
    assert dump(saved) == old_dump and MIGRATIONS.pending(saved)[0].name == last
    open_db(tmp_path / "new.elodesk")  # a new database has nothing to keep
    assert not list(tmp_path.glob("new.elodesk.*.bak"))
