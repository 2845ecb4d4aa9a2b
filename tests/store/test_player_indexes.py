"""Migration 6: a player's games are looked up by index, on a database made before it too."""

from __future__ import annotations

import sqlite_utils

from elodesk.store.db import open_db
from elodesk.store.migrations import MIGRATIONS
from elodesk.store.player_merge import merge_conflicts, merge_players

INDEXED = {("chess_games", "white_id"), ("chess_games", "black_id"), ("byes", "player_id"),
           ("event_players", "player_id"), ("battle_generals", "player_id"), ("diplomacy_results", "player_id")}


def leading_columns(db: sqlite_utils.Database) -> set[tuple[str, str]]:
    """(table, column) for every index's first column."""
    found = set()
    for table in db.table_names():
        for index in db.execute(f'PRAGMA index_list("{table}")').fetchall():
            first = db.execute(f'PRAGMA index_info("{index[1]}")').fetchone()
            found.add((table, first[2]))
    return found


def plan(db: sqlite_utils.Database, sql: str) -> str:
    return " | ".join(row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {sql}", {"a": 1, "b": 2}))


def old_database(tmp_path) -> sqlite_utils.Database:
    """A club made before migration 6, with two players who played each other."""
    db = sqlite_utils.Database(tmp_path / "old.elodesk")
    MIGRATIONS.apply(db, stop_before="m006_player_indexes")
    db.execute("INSERT INTO players (id, name) VALUES (1, 'ALPHA, Anne'), (2, 'BRAVO, Bob'), (3, 'ALPHA, A.')")
    db.execute("INSERT INTO events (id, system, name) VALUES (1, 'ffe', 'Open')")
    db.execute("INSERT INTO chess_games (event_id, round, white_id, black_id, result) VALUES (1, 1, 1, 2, '1-0'), "
               "(1, 2, 2, 3, '0-1')")
    db.conn.commit()
    return db


def test_the_migration_indexes_every_column_naming_a_player_on_an_old_database(tmp_path):
    old = old_database(tmp_path)
    assert not INDEXED & leading_columns(old)
    old.conn.close()
    db = open_db(tmp_path / "old.elodesk")  # migrates, after a copy
    assert leading_columns(db) >= INDEXED
    assert list(tmp_path.glob("old.elodesk.before-migration-*"))
    assert db.execute("SELECT COUNT(*) FROM chess_games").fetchone()[0] == 2


def test_the_merge_searches_every_table_by_index(tmp_path):
    """Every statement a merge runs, as SQLite ran it (values bound), is planned without a scan of a
    table naming players (a million games in a federation)."""
    old_database(tmp_path).conn.close()
    db = open_db(tmp_path / "old.elodesk")
    statements: list[str] = []
    db.conn.set_trace_callback(statements.append)
    merge_conflicts(db, 1, 2)
    merge_players(db, 1, 3)
    db.conn.set_trace_callback(None)
    searched = [s for s in statements if s.lstrip().upper().startswith(("SELECT", "WITH", "UPDATE", "DELETE"))]
    assert any("chess_games" in s for s in searched)
    for statement in searched:
        steps = [row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {statement}")]
        scans = [step for step in steps if step.startswith("SCAN") and any(t in step for t, _ in INDEXED)]
        assert not scans, (statement, steps)


def test_a_players_games_are_searched_by_index_not_scanned(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    seats = plan(db, "SELECT event_id, round FROM chess_games WHERE white_id IN (:a, :b) UNION ALL "
                     "SELECT event_id, round FROM chess_games WHERE black_id IN (:a, :b) UNION ALL "
                     "SELECT event_id, round FROM byes WHERE player_id IN (:a, :b)")
    assert "chess_games_white" in seats and "chess_games_black" in seats and "byes_player" in seats
    assert "SCAN" not in seats
    for table in ("event_players", "battle_generals", "diplomacy_results"):
        assert "SCAN" not in plan(db, f"SELECT rowid FROM {table} WHERE player_id = :a")


def test_a_merge_on_a_migrated_database_still_finds_conflicts_and_moves_games(tmp_path):
    old_database(tmp_path).conn.close()
    db = open_db(tmp_path / "old.elodesk")
    assert [c.kind for c in merge_conflicts(db, 1, 2)] == ["game"]
    merge_players(db, 1, 3)
    assert db.execute("SELECT white_id, black_id FROM chess_games ORDER BY id").fetchall() == [(1, 2), (2, 1)]
