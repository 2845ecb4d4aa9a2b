"""The rating history: every applied run's before and after, per player and system."""

from __future__ import annotations

import json
from typing import Any

import sqlite_utils


def player_history(db: sqlite_utils.Database, player_id: int, system: str) -> list[dict[str, Any]]:
    """A player's history in a system, oldest first: date, old, new, status, state after, the
    run's kind and start (a period's first day), and the FIDE list it rated (None elsewhere)."""
    rows = db.execute("SELECT h.date, h.old_rating, h.new_rating, h.status, h.state_after, p.kind, p.start, h.rate "
                      "FROM history h JOIN runs p ON p.id = h.run_id "
                      "WHERE h.player_id = ? AND h.system = ? ORDER BY h.date, h.id", [player_id, system])
    return [{"date": d, "old": old, "new": new, "status": status, "state": json.loads(state), "kind": kind,
             "start": start, "rate": rate} for d, old, new, status, state, kind, start, rate in rows]


def last_explanation(db: sqlite_utils.Database, player_id: int, system: str) -> dict[str, Any] | None:
    """The latest run that rated a player: date, old, new, status and the explanation records."""
    row = db.execute("SELECT date, old_rating, new_rating, status, explanation FROM history "
                     "WHERE player_id = ? AND system = ? ORDER BY date DESC, id DESC LIMIT 1",
                     [player_id, system]).fetchone()
    if row is None:
        return None
    return {"date": row[0], "old": row[1], "new": row[2], "status": row[3], "explanation": json.loads(row[4])}


def event_run_history(db: sqlite_utils.Database, system: str, event_id: int) -> list[dict[str, Any]] | None:
    """Each player's before/after and explanation in the run that applied an event (None: not applied)."""
    run = db.execute("SELECT id FROM runs WHERE system = ? AND kind = 'event' AND event_id = ? "
                     "ORDER BY id DESC LIMIT 1", [system, event_id]).fetchone()
    if run is None:
        return None
    rows = db.execute("SELECT player_id, old_rating, new_rating, explanation FROM history WHERE run_id = ?",
                      [run[0]])
    return [{"player_id": pid, "old": old, "new": new, "explanation": json.loads(explanation)}
            for pid, old, new, explanation in rows]
