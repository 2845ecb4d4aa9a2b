"""A damaged club file: the connection that met the damage writes nothing more, and a copy of a
backup beside it is made under a new name, never over the damaged file nor the backup (issue 21)."""

from __future__ import annotations

import sqlite3

import pytest

from elodesk.store.backups import backup_file
from elodesk.store.club_paths import backups_beside, restored_copy
from elodesk.store.db import open_db, write
from elodesk.store.errors import DatabaseDamaged, DatabaseUnusable

PAGE = 4096


def spoil_table(path, table: str) -> None:
    """Overwrite the first page of one table, the rest of the file (schema, other tables) left whole."""
    check = sqlite3.connect(path)
    root, size = check.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", [table]).fetchone()[0], \
        check.execute("PRAGMA page_size").fetchone()[0]
    check.close()
    with open(path, "r+b") as file:  # no connection is open: this descriptor harms nobody
        file.seek((root - 1) * size)
        file.write(b"\xff" * size)


def test_after_a_write_meets_damage_the_connection_writes_nothing_more(tmp_path):
    path = tmp_path / "club.elodesk"
    open_db(path).conn.close()
    spoil_table(path, "players")
    db = open_db(path)
    with pytest.raises(DatabaseDamaged), write(db, "add player"):
        db.execute("INSERT INTO players (name) VALUES ('Damaged, Dirk')")
    # the settings table is whole, but what this connection writes next could go where nobody reads it
    with pytest.raises(DatabaseUnusable, match="writes nothing more"), write(db, "set"):
        db.execute("INSERT INTO settings (key, value) VALUES ('k', 'v')")
    assert db.execute("SELECT COUNT(*) FROM settings WHERE key = 'k'").fetchone()[0] == 0
    # opened again, the file is written as far as it can be
    again = open_db(path)
    with write(again, "set"):
        again.execute("INSERT INTO settings (key, value) VALUES ('k', 'v')")
    db.conn.close()
    again.conn.close()


def test_the_backups_beside_a_club_newest_first_and_a_copy_under_a_new_name(tmp_path):
    path = tmp_path / "club.elodesk"
    db = open_db(path)
    older = backup_file(path, "before-migration")
    db.execute("INSERT INTO players (name) VALUES ('Later, Lea')")
    db.conn.close()
    newest = backup_file(path, "before-apply")
    (tmp_path / "other.elodesk.manual-20250101-101010-000001.bak").write_bytes(b"another club's")
    (tmp_path / "club.elodesk.notes.txt").write_text("not a backup")
    found = backups_beside(path)
    assert [(b.path, b.label) for b in found] == [(newest, "before-apply"), (older, "before-migration")]
    assert found[0].made > found[1].made
    kept = newest.read_bytes()
    copy = restored_copy(found[0], path)
    assert copy.parent == tmp_path and copy.name.startswith("club.restored-") and copy.suffix == ".elodesk"
    assert newest.read_bytes() == kept
    reopened = open_db(copy, create=False)
    assert [n for (n,) in reopened.execute("SELECT name FROM players")] == ["Later, Lea"]
    reopened.conn.close()
    assert restored_copy(found[0], path) != copy  # a second copy never replaces the first


def test_a_damaged_backup_is_refused_and_leaves_no_copy(tmp_path):
    path = tmp_path / "club.elodesk"
    bad = tmp_path / "club.elodesk.before-apply-20250101-101010-000001.bak"
    bad.write_bytes(b"not a database" * 100)
    (backup,) = backups_beside(path)
    with pytest.raises(DatabaseDamaged, match="before-apply"):
        restored_copy(backup, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [bad.name]
