"""Migration m012 (issue 24): the table ``periods`` is ``runs`` and ``history.period_id`` is ``run_id``.

A club of the version before (the demo club, with its applied runs of every kind: periods, events,
a year-end inactivity, a FIDE list) is put back in that version's schema by the migration's exact
inverse, checked against the schema the migrations before m012 make; opened, it keeps every run
and history row, and undo, the command line and the Ratings page work on it.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.cli import main
from elodesk.store.club_file import known_migrations
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.migrations import MIGRATIONS
from elodesk.store.ratings import get_states
from elodesk.store.runs import undo

RENAMING = "m012_runs"
BEFORE = known_migrations().index(RENAMING)  # the schema version of the club before it


def as_before_renaming(path: Path) -> Path:
    """Turn a club of today into one of the version before m012: the migration undone, and unrecorded."""
    conn = sqlite3.connect(path)
    conn.executescript(f"""
        ALTER TABLE runs RENAME TO periods;
        ALTER TABLE history RENAME COLUMN run_id TO period_id;
        DROP INDEX history_run;
        CREATE INDEX history_period ON history (period_id);
        DELETE FROM _sqlite_migrations WHERE name = '{RENAMING}';
        PRAGMA user_version = {BEFORE};
    """)
    conn.close()
    return path


@pytest.fixture
def old_club(demo_template, tmp_path) -> Path:
    """The demo club, as the version before m012 kept it."""
    path = tmp_path / "club.elodesk"
    shutil.copyfile(demo_template, path)
    return as_before_renaming(path)


def schema(conn: sqlite3.Connection) -> dict[str, object]:
    """Each table's columns, foreign keys and indexes (their columns), as SQLite reads them."""
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                         "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return {table: (conn.execute(f'PRAGMA table_info("{table}")').fetchall(),
                    conn.execute(f'PRAGMA foreign_key_list("{table}")').fetchall(),
                    sorted((index[1], conn.execute(f'PRAGMA index_info("{index[1]}")').fetchall())
                           for index in conn.execute(f'PRAGMA index_list("{table}")')))
            for table in tables}


def rows(conn: sqlite3.Connection, table: str) -> list[tuple]:
    return conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid').fetchall()


def test_the_old_club_has_the_schema_the_migrations_before_make(old_club, tmp_path):
    made = sqlite_utils.Database(tmp_path / "made.elodesk")
    MIGRATIONS.apply(made, stop_before=RENAMING)
    conn = sqlite3.connect(old_club)
    assert schema(conn) == schema(made.conn)
    assert conn.execute("SELECT COUNT(*) FROM periods").fetchone()[0] >= 5  # the demo's runs


def test_the_runs_and_their_history_are_renamed_with_every_row(old_club):
    conn = sqlite3.connect(old_club)
    runs, history = rows(conn, "periods"), rows(conn, "history")
    conn.close()
    db = open_db(old_club)
    assert rows(db.conn, "runs") == runs and rows(db.conn, "history") == history
    assert [c[1] for c in db.execute("PRAGMA table_info(history)").fetchall()][1] == "run_id"
    assert db.execute("PRAGMA foreign_key_list(history)").fetchall()[-1][2:5] == ("runs", "run_id", "id")
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    # no table, index, trigger or view names the old ones any more ('period' stays a kind of run)
    left = [(name, sql) for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
            if "periods" in sql or "period_id" in sql or name == "history_period"]
    assert left == []
    plan = " ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN SELECT * FROM history WHERE run_id = 1"))
    assert "history_run" in plan
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(known_migrations())


def test_every_run_undoes_to_the_states_before_it_after_the_migration(old_club):
    db = open_db(old_club)
    runs = db.execute("SELECT id, system FROM runs ORDER BY id DESC").fetchall()
    assert {system for _, system in runs} >= {"frbe", "ffe", "bataille-empire", "diplomacy", "fide"}
    for run, system in runs:  # the last first, as undo goes
        before = dict(db.execute("SELECT player_id, state_before FROM history WHERE run_id = ?", [run]).fetchall())
        done = undo(db, system)
        assert done.run == run and done.kept == 0
        states = get_states(db, system, list(before))
        assert states == {pid: json.loads(state) for pid, state in before.items() if state is not None}
    assert db.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 0
    assert db.execute("SELECT COUNT(*) FROM history").fetchone()[0] == 0


def test_the_command_line_undoes_and_applies_again_on_the_migrated_club(old_club, capsys):
    conn = sqlite3.connect(old_club)
    run, before = conn.execute("SELECT id, backup FROM periods WHERE system = 'frbe' AND kind = 'period' "
                               "ORDER BY id DESC").fetchone()
    conn.close()
    assert main(["--db", str(old_club), "--lang", "en", "undo", "--system", "frbe"]) == 0
    assert f"(run {run})" in capsys.readouterr().out
    assert main(["--db", str(old_club), "--lang", "en", "apply", "--system", "frbe", "--from", "2025-01-01",
                 "--to", "2025-06-30"]) == 0
    out = capsys.readouterr().out
    db = open_db(old_club)
    again, backup = db.execute("SELECT id, backup FROM runs WHERE system = 'frbe' ORDER BY id DESC").fetchone()
    assert again > run and backup != before and f"(run {again})" in out and backup in out
    assert db.execute("SELECT COUNT(*) FROM history WHERE run_id = ?", [again]).fetchone()[0] > 0


def test_an_elodesk_of_the_version_before_refuses_the_migrated_club(old_club, monkeypatch):
    open_db(old_club).conn.close()
    from elodesk.store import club_file

    monkeypatch.setattr(club_file, "known_migrations", lambda: known_migrations()[:BEFORE])
    with pytest.raises(StoreError) as caught:
        open_db(old_club)
    assert caught.value.params["version"] == BEFORE + 1 and caught.value.params["ours"] == BEFORE
