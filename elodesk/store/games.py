"""An event's games as stored: chess pairings and byes, battles, Diplomacy games (reading)."""

from __future__ import annotations

from typing import Any

import sqlite_utils


def _rows(db: sqlite_utils.Database, sql: str, args: list[Any]) -> list[dict[str, Any]]:
    cursor = db.execute(sql, args)
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor]


def get_event(db: sqlite_utils.Database, event_id: int) -> dict[str, Any] | None:
    rows = _rows(db, 'SELECT id, system, name, place, start, "end", arbiter, rounds FROM events WHERE id = ?',
                 [event_id])
    return rows[0] if rows else None


def event_players(db: sqlite_utils.Database, event_id: int) -> list[dict[str, Any]]:
    """The players of an event with the rating they had in it (file rating, else current)."""
    return _rows(db, "SELECT p.id, p.name, p.club, COALESCE(ep.rating, r.rating) AS rating FROM event_players ep "
                     "JOIN players p ON p.id = ep.player_id JOIN events e ON e.id = ep.event_id "
                     "LEFT JOIN ratings r ON r.player_id = p.id AND r.system = e.system "
                     "WHERE ep.event_id = ? ORDER BY p.name COLLATE NOCASE", [event_id])


def chess_games(db: sqlite_utils.Database, event_id: int) -> list[dict[str, Any]]:
    return _rows(db, "SELECT g.id, g.round, g.board, g.date, g.white_id, w.name AS white, g.black_id, "
                     "b.name AS black, g.result FROM chess_games g JOIN players w ON w.id = g.white_id "
                     "JOIN players b ON b.id = g.black_id WHERE g.event_id = ? ORDER BY g.round, g.board, g.id",
                 [event_id])


def byes(db: sqlite_utils.Database, event_id: int) -> list[dict[str, Any]]:
    return _rows(db, "SELECT y.id, y.round, y.player_id, p.name, y.kind, y.points FROM byes y "
                     "JOIN players p ON p.id = y.player_id WHERE y.event_id = ? ORDER BY y.round, y.id", [event_id])


def battles(db: sqlite_utils.Database, event_id: int) -> list[dict[str, Any]]:
    """Battles with their generals: ``side_a``/``side_b`` lists of (player id, name)."""
    rows = _rows(db, "SELECT id, round, date, result, scenario, notes FROM battles WHERE event_id = ? "
                     "ORDER BY round, id", [event_id])
    by_id = {r["id"]: {**r, "side_a": [], "side_b": []} for r in rows}
    for battle_id, side, pid, name in db.execute(
            "SELECT g.battle_id, g.side, g.player_id, p.name FROM battle_generals g JOIN players p ON p.id = "
            "g.player_id JOIN battles b ON b.id = g.battle_id WHERE b.event_id = ? ORDER BY g.battle_id, g.side, "
            "g.position", [event_id]):
        by_id[battle_id][f"side_{side}"].append((pid, name))
    return list(by_id.values())


def diplomacy_games(db: sqlite_utils.Database, event_id: int) -> list[dict[str, Any]]:
    """Diplomacy games with their results (role, player id, name, centres, eliminated, score)."""
    games = _rows(db, "SELECT * FROM diplomacy_games WHERE event_id = ? ORDER BY first_resolution, ref", [event_id])
    by_id = {g["id"]: {**g, "results": []} for g in games}
    for row in _rows(db, "SELECT r.*, p.name FROM diplomacy_results r JOIN players p ON p.id = r.player_id "
                         "JOIN diplomacy_games g ON g.id = r.game_id WHERE g.event_id = ? ORDER BY r.rowid",
                     [event_id]):
        by_id[row["game_id"]]["results"].append(row)
    return list(by_id.values())
