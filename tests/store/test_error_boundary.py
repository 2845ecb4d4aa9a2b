"""One error boundary: a low-level database error leaves the store as a StoreError (one sentence,
the sqlite3 error as its cause), nothing half written; a misuse of the driver stays a bug."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.store.db import dump, fetch_rows, inserted_id, open_db, write
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from elodesk.store.importer import import_file

TRF = Path(__file__).resolve().parents[3] / "shared" / "data" / "trf" / "fide_example1.trf"


@pytest.fixture
def path(tmp_path) -> Path:
    path = tmp_path / "club.elodesk"
    open_db(path).conn.close()
    return path


def refused(action) -> StoreError:
    with pytest.raises(StoreError) as caught:
        action()
    return caught.value


def test_a_write_to_a_read_only_database_is_a_store_error(path):
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    db = sqlite_utils.Database(conn)
    error = refused(lambda: add_event(db, "frbe", "Blitz"))
    assert str(error).startswith("club.elodesk is read-only: nothing was stored")
    assert isinstance(error.__cause__, sqlite3.OperationalError)
    assert not conn.in_transaction


def test_a_constraint_violation_is_a_store_error_and_writes_nothing(path):
    db = open_db(path)
    event_id = add_event(db, "frbe", "Blitz")
    before = dump(db, skip=())
    error = refused(lambda: add_event(db, "ffe", "Rapide", event_id=event_id))
    assert error.template == "the change breaks a rule of the club database ({reason}): nothing was stored"
    assert error.params["reason"] == "UNIQUE constraint failed: events.id"
    assert isinstance(error.__cause__, sqlite3.IntegrityError)
    assert dump(db, skip=()) == before


def test_a_full_disk_is_a_store_error_and_the_import_leaves_nothing(path):
    db = open_db(path)
    before = dump(db, skip=())
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")  # the database cannot grow: as a full disk
    error = refused(lambda: import_file(db, TRF, system="frbe"))
    assert error.template == "the disk holding {file} is full: nothing was stored; make room and try again"
    assert isinstance(error.__cause__, sqlite3.OperationalError)
    assert dump(db, skip=()) == before


def test_a_file_that_is_not_a_database_is_a_store_error(tmp_path):
    path = tmp_path / "notes.elodesk"
    path.write_bytes(b"These are not the pages of a database. " * 200)
    error = refused(lambda: open_db(path))
    assert error.template == "{path}: not an elodesk database ({error})"
    assert isinstance(error.__cause__, sqlite3.DatabaseError)


def test_the_read_helper_turns_a_database_error_into_a_store_error(path):
    db = open_db(path)
    error = refused(lambda: fetch_rows(db, "SELECT * FROM tournaments", []))
    assert error.template == "the club database refused the action ({reason})"
    assert isinstance(error.__cause__, sqlite3.OperationalError)


def test_a_misuse_of_the_driver_stays_a_bug(path):
    db = open_db(path)
    with pytest.raises(sqlite3.ProgrammingError):
        fetch_rows(db, "SELECT * FROM events WHERE id = ?", [])


def test_the_id_of_an_insert_is_never_none(path):
    """``lastrowid`` is None on a cursor of ``executemany``: a bug, refused, not stored as an id."""
    db = open_db(path)
    with write(db, "test"):
        new = inserted_id(db.execute("INSERT INTO events (system, name) VALUES ('frbe', 'Blitz')"))
    assert db.execute("SELECT name FROM events WHERE id = ?", [new]).fetchone() == ("Blitz",)
    with pytest.raises(ValueError, match="INSERT"):
        inserted_id(db.conn.executemany("INSERT INTO events (system, name) VALUES ('frbe', ?)", [["A"], ["B"]]))
