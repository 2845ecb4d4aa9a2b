"""Databases made by older elodesk versions (tests/store/old_versions, made by its make.py) open
with today's code: every row kept, imports, a period previewed, applied and undone exactly, and the
first versions' damage mended (no imports table, a blitz made standard by m002). Issue 21.3."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from elodesk.catalogue import describe_notice
from elodesk.cli import main
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import import_file
from elodesk.store.ratings import get_states
from elodesk.store.runs import RunScope, apply, preview, undo
from elodesk.store.upgrade import upgrade_notes

HERE = Path(__file__).resolve().parent
FIXTURES = sorted((HERE / "old_versions").glob("*.elodesk"))
BEFORE_RATES = {"56dc05b", "f2c30c9"}  # versions before m002: their blitz was made standard
TRF = HERE.parent / "data/real/milvang_held_swiss_5.trf"  # played on 2024-08-01
PAPI_BLITZ = HERE.parents[2] / "shared/data/papi/sharly_bre-jeunes-2024-blitz.papi"  # as make.py imported it
SECOND_HALF_2024 = RunScope("frbe", date(2024, 7, 1), date(2024, 12, 31))
# The tables that grow or change by design: the log gains the repair's notes, the migrations
# their new names.
CHANGING = ("audit", "_sqlite_migrations")
RENAMED = {"periods": "runs"}  # m012: a run is a run in SQL too (its history's period_id is run_id)


def test_there_is_a_database_of_each_older_version():
    assert {path.stem for path in FIXTURES} == {"56dc05b", "f2c30c9", "f264d5e", "492feba", "7edab1b", "f9742c8"}


@pytest.fixture(params=FIXTURES, ids=lambda path: path.stem)
def old(request, tmp_path) -> Path:
    copy = tmp_path / request.param.name
    shutil.copyfile(request.param, copy)
    return copy


def rows_by_table(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, on the columns the file has now (read before: the old schema's)."""
    conn = sqlite3.connect(path)
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                         "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    rows = {}
    for table in tables:
        columns = ", ".join(f'"{c[1]}"' for c in conn.execute(f'PRAGMA table_info("{table}")'))
        rows[table] = sorted(conn.execute(f'SELECT {columns} FROM "{table}"').fetchall(), key=repr)
    conn.close()
    return rows


def old_rows_now(path: Path, before: dict[str, list[tuple]]) -> dict[str, list[tuple]]:
    """The rows of the tables ``before`` has (under their names now), on the columns they had then."""
    conn = sqlite3.connect(path)
    rows = {}
    for table, old_rows in before.items():
        width = len(old_rows[0]) if old_rows else 0
        name = RENAMED.get(table, table)
        columns = [c[1] for c in conn.execute(f'PRAGMA table_info("{name}")')][:width] or ["1"]
        rows[table] = sorted(conn.execute(f'SELECT {", ".join(columns)} FROM "{name}"').fetchall(), key=repr)
        if not old_rows:
            rows[table] = [r[:0] for r in rows[table]]
    conn.close()
    return rows


def test_every_row_of_every_table_is_kept(old):
    before = rows_by_table(old)
    assert before["players"] and before["chess_games"] and before["history"]
    open_db(old).conn.close()
    now = old_rows_now(old, before)
    for table in before.keys() - set(CHANGING):
        assert now[table] == before[table], table
    assert set(before["audit"]) <= set(now["audit"])  # the log only grows
    # the migrations it had stay recorded, as they ran, under today's set name
    assert {r[2:] for r in before["_sqlite_migrations"]} <= {r[2:] for r in now["_sqlite_migrations"]}


def test_the_runs_the_old_version_applied_undo_to_the_states_before_them(old):
    db = open_db(old)
    runs = db.execute("SELECT id, system FROM runs ORDER BY id DESC").fetchall()
    assert runs
    for period, system in runs:  # the last first, as undo goes
        before = dict(db.execute("SELECT player_id, state_before FROM history WHERE run_id = ?",
                                 [period]).fetchall())
        assert before
        undo(db, system)
        states = get_states(db, system, list(before))
        for player, state in before.items():
            if state is None:
                assert player not in states
            else:
                assert states[player] == json.loads(state)
        assert db.execute("SELECT COUNT(*) FROM history WHERE run_id = ?", [period]).fetchone()[0] == 0


def test_a_file_is_imported_and_a_period_previewed_applied_and_undone_exactly(old):
    db = open_db(old)
    report = import_file(db, TRF, system="frbe")
    assert report.event_id is not None and report.games
    before = dump(db)
    out = preview(db, SECOND_HALF_2024)
    assert len(out["players"]) >= 16  # the file's players
    apply(db, SECOND_HALF_2024)
    assert dump(db) != before
    undo(db, "frbe")
    assert dump(db) == before


def test_the_same_file_is_still_recognised(old):
    db = open_db(old)
    blitz = db.execute("SELECT source_hash FROM events WHERE name LIKE 'Blitz%'").fetchone()[0]
    assert db.execute("SELECT COUNT(*) FROM imports WHERE hash = ?", [blitz]).fetchone()[0] == 1
    if old.stem != "56dc05b":  # the first versions imported records, not this file
        with pytest.raises(StoreError, match="already imported"):
            import_file(db, PAPI_BLITZ)


def test_the_blitz_is_a_blitz_again_and_the_officer_is_told(old):
    db = open_db(old)
    rates = dict(db.execute("SELECT name, rate FROM events").fetchall())
    blitz = next(name for name in rates if name.startswith("Blitz"))
    assert rates == {blitz: "blitz", **{n: "standard" for n in rates if n != blitz}}
    # the French period of that March leaves its games out, as a standard one must
    out = preview(db, RunScope("ffe", date(2024, 3, 1), date(2024, 3, 31)))
    games = [r for p in out["players"] for r in p["explanation"] if "game" in r]
    assert games and {(r["kind"], r.get("reason")) for r in games} == {("left_out", "blitz_event")}
    said = [describe_notice(note, "en") for note in upgrade_notes(db)]
    if old.stem not in BEFORE_RATES:
        assert said == []  # imported with its rate: nothing was repaired
        return
    how = "its name says blitz" if old.stem == "56dc05b" else "its file sharly_bre-jeunes-2024-blitz.papi names"
    assert f"({blitz})" in said[0] and how in said[0]
    assert "tournoi" in describe_notice(upgrade_notes(db)[0], "fr")
    # 56dc05b applied the French period of the blitz, rating its games as standard ones (f2c30c9 could not)
    runs = said[1:]
    assert runs == ([] if old.stem == "f2c30c9" else [
        "the period 01/03/2024 – 31/03/2024 applied over event 2 rated its games as standard ones: undo it (with "
        "the periods applied after it) and apply it again to leave them out"])


def test_the_command_line_says_the_repair_once(tmp_path, capsys):
    old = tmp_path / "club.elodesk"
    shutil.copyfile(HERE / "old_versions/f2c30c9.elodesk", old)
    assert main(["--db", str(old), "--lang", "en", "events"]) == 0
    assert "was imported before events had a rate" in capsys.readouterr().err
    assert main(["--db", str(old), "--lang", "en", "events"]) == 0
    assert capsys.readouterr().err == ""


def rerun_repair(path: Path, imported_at: str) -> str:
    """Make the event 'Blitz de Noël' imported at ``imported_at``, run m007 again; its rate then."""
    conn = sqlite3.connect(path)
    conn.execute("UPDATE events SET name = 'Blitz de Noël', imported_at = ?", [imported_at])
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm007_repair_imports_and_rates'")
    conn.execute("PRAGMA user_version = 6")
    conn.commit()
    conn.close()
    return open_db(path).execute("SELECT rate FROM events").fetchone()[0]


def test_a_standard_rate_chosen_after_the_event_rate_existed_is_the_officers(tmp_path):
    path = tmp_path / "club.elodesk"
    import_file(open_db(path), TRF, system="frbe", rate="standard")
    assert rerun_repair(path, "2999-01-01T00:00:00+00:00") == "standard"


def test_an_event_imported_before_the_event_rate_gets_the_rate_its_name_says(tmp_path):
    path = tmp_path / "club.elodesk"
    import_file(open_db(path), TRF, system="frbe")
    assert rerun_repair(path, "2020-01-01T00:00:00+00:00") == "blitz"
