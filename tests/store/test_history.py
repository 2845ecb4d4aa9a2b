"""The rating history hands out typed rows (issue 24): what each applied run wrote, read by attribute."""

from __future__ import annotations

import dataclasses
import json

import pytest

from elodesk.store.db import open_db
from elodesk.store.history import (
    EventRunEntry,
    HistoryEntry,
    LastRun,
    event_run_history,
    last_explanation,
    player_history,
)


@pytest.fixture
def db(demo_db):
    club = open_db(demo_db)
    yield club
    club.conn.close()


def test_a_players_history_is_typed_rows_of_what_each_run_wrote(db):
    rows = db.execute("SELECT h.date, h.old_rating, h.new_rating, h.status, h.state_after, r.kind, r.start, h.rate "
                      "FROM history h JOIN runs r ON r.id = h.run_id "
                      "WHERE h.player_id = 130 AND h.system = 'bataille-empire' ORDER BY h.date, h.id")
    wrote = [(*row[:4], json.loads(row[4]), *row[5:]) for row in rows]
    history = player_history(db, 130, "bataille-empire")
    assert len(wrote) > 1 and all(isinstance(h, HistoryEntry) for h in history)
    assert [(h.date, h.old, h.new, h.status, h.state, h.kind, h.start, h.rate) for h in history] == wrote
    with pytest.raises(dataclasses.FrozenInstanceError):
        history[0].new = 0  # type: ignore[misc]
    assert player_history(db, 130, "frbe") == []


def test_the_last_run_is_the_latest_history_row_with_its_explanation(db):
    last, latest = last_explanation(db, 130, "bataille-empire"), player_history(db, 130, "bataille-empire")[-1]
    assert isinstance(last, LastRun)
    assert (last.date, last.old, last.new, last.status) == (latest.date, latest.old, latest.new, latest.status)
    assert last.explanation and all("kind" in record for record in last.explanation)  # the engine's records
    assert last_explanation(db, 130, "frbe") is None


def test_an_events_run_gives_each_player_his_before_after_and_explanation(db):
    run = db.execute("SELECT id, event_id FROM runs WHERE kind = 'event' AND system = 'bataille-empire' "
                     "ORDER BY id LIMIT 1").fetchone()
    wrote = {pid: (old, new, json.loads(explanation)) for pid, old, new, explanation in db.execute(
        "SELECT player_id, old_rating, new_rating, explanation FROM history WHERE run_id = ?", [run[0]])}
    entries = event_run_history(db, "bataille-empire", run[1])
    assert wrote and entries is not None and all(isinstance(e, EventRunEntry) for e in entries)
    assert {e.player_id: (e.old, e.new, e.explanation) for e in entries} == wrote
    never = db.execute("SELECT id FROM events WHERE id NOT IN (SELECT event_id FROM runs "
                       "WHERE event_id IS NOT NULL)").fetchone()[0]
    assert event_run_history(db, "bataille-empire", never) is None
