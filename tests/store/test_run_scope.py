"""The look-ups that name a run: the system's last game day, by either way of reading it."""

from __future__ import annotations

import pytest

from elodesk.store import run_scope
from elodesk.store.db import open_db


def _read_whole(db, systems: tuple[str, ...]) -> str | None:
    marks = ", ".join("?" for _ in systems)
    return db.execute(f'SELECT MAX(COALESCE(g.date, e."end", e.start)) FROM chess_games g JOIN events e '
                      f"ON e.id = g.event_id WHERE e.system IN ({marks}) AND g.result != '*'",
                      list(systems)).fetchone()[0]


@pytest.mark.parametrize("few_events", [0, run_scope.FEW_EVENTS])
@pytest.mark.parametrize("system", ["frbe", "frbe-classic", "ffe", "fide"])
def test_the_last_game_day_is_the_whole_tables(system, few_events, demo_db, monkeypatch):
    monkeypatch.setattr(run_scope, "FEW_EVENTS", few_events)  # 0: through the date index
    db = open_db(demo_db)
    systems = ("frbe", "frbe-classic") if system == "frbe-classic" else (system,)
    # an undated game takes its event's day: the last event's games lose their dates
    db.execute("UPDATE chess_games SET date = NULL WHERE event_id = (SELECT MAX(id) FROM events WHERE system = ?)",
               [systems[0]])
    expected = _read_whole(db, systems)
    assert expected is not None
    assert run_scope.latest_game_day(db, system).isoformat() == expected[:10]
