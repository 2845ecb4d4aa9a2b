"""Files open_db refuses before writing anything (issue 21.4): a club of a newer elodesk, another
program's SQLite database, an empty file; and the older versions stopped by an upgraded file."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.catalogue import describe
from elodesk.cli import main
from elodesk.store.club_file import APPLICATION_ID, schema_version
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.migrations import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]


def club(path: Path) -> Path:
    open_db(path).conn.close()
    return path


def folder_state(path: Path) -> dict[str, bytes]:
    """Every file of the folder and its content: a refusal leaves all of them as they were."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.iterdir())}


def refused(path: Path, **kwargs) -> StoreError:
    before = folder_state(path)
    with pytest.raises(StoreError) as caught:
        open_db(path, **kwargs)
    assert folder_state(path) == before  # nothing written, no backup, no note
    return caught.value


def test_a_new_club_is_marked_with_its_schema_version(tmp_path):
    conn = sqlite3.connect(club(tmp_path / "club.elodesk"))
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema_version() >= 7
    conn.close()


def test_a_club_of_a_newer_elodesk_is_refused_naming_both_versions(tmp_path):
    path = club(tmp_path / "club.elodesk")
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {schema_version() + 2}")
    conn.close()
    error = refused(path)
    assert error.params["version"] == schema_version() + 2 and error.params["ours"] == schema_version()
    assert f"version de schéma {schema_version() + 2}" in describe(error, "fr")
    assert "nieuwere elodesk" in describe(error, "nl")


def test_migrations_this_elodesk_does_not_know_are_refused_by_name(tmp_path):
    path = club(tmp_path / "club.elodesk")
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES (?, ?, ?)",
                 [MIGRATIONS.name, "m099_several_worlds", "2027-01-01 00:00:00.000000+00:00"])
    conn.commit()
    conn.close()
    error = refused(path)
    assert error.params["names"] == "m099_several_worlds"
    assert "m099_several_worlds" in describe(error, "fr")


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "accounts.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO customers (name) VALUES ('Dupont')")
    conn.commit()
    conn.close()
    error = refused(path)
    assert error.params == {"path": str(path), "tables": "customers"}
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # not even switched to WAL
    conn.close()


def test_an_empty_file_is_refused_unless_a_new_club_is_made_there(tmp_path, capsys):
    path = tmp_path / "club.elodesk"
    path.touch()
    error = refused(path)
    assert "0 octet" in describe(error, "fr")
    assert main(["--db", str(path), "players"]) == 2  # the command line refuses it too
    assert "0 octet" in capsys.readouterr().err
    assert path.stat().st_size == 0
    open_db(path, new=True).conn.close()  # File > New, elodesk demo
    assert open_db(path).execute("SELECT COUNT(*) FROM players").fetchone()[0] == 0


def test_a_file_that_does_not_exist_becomes_a_new_club(tmp_path):
    path = tmp_path / "sub" / "club.elodesk"
    assert open_db(path).execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0


def test_a_database_of_the_first_versions_is_still_a_club(tmp_path):
    # unmarked, its migrations under the first set's name: upgraded, not refused
    path = tmp_path / "old.elodesk"
    shutil.copyfile(Path(__file__).parent / "old_versions/56dc05b.elodesk", path)
    assert sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0] == 0
    open_db(path).conn.close()
    conn = sqlite3.connect(path)
    assert {r[0] for r in conn.execute("SELECT DISTINCT migration_set FROM _sqlite_migrations")} == {MIGRATIONS.name}
    conn.close()


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="needs the git history")
def test_an_older_elodesk_refuses_an_upgraded_file_and_writes_nothing(tmp_path):
    """f9742c8 checks no version: it stops on the renamed migration set (see store.club_file)."""
    path = club(tmp_path / "db" / "club.elodesk")
    tree = tmp_path / "f9742c8"
    tree.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "f9742c8", "elodesk"], check=True,
                             capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    before = folder_state(path)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, "-m", "elodesk", "--db", str(path), "--lang", "en", "players"],
                          env=env, capture_output=True, text=True, cwd=tree)
    assert done.returncode != 0 and "table settings already exists" in done.stderr
    assert folder_state(path) == before
