"""The rating history: every applied run's before and after, per player and system."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import sqlite_utils

from elodesk.store.ratings import ContractState

# A run's explanation of one player: the engine's records as JSON reads them (ENGINE.md), kept as
# the contract writes them so that the phrasing (``reports.explanations``) reads one format.
Explanation = list[Mapping[str, Any]]


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One applied run that rated a player, as his rating's history plots and prints it."""

    date: str  # the run's day (ISO)
    old: float | None  # the rating before (None: unrated)
    new: float | None  # the rating after
    status: str
    state: ContractState  # the state after, in the contract's fields
    kind: str  # the run's kind (a period, an event…)
    start: str | None  # the period's first day
    rate: str | None  # the FIDE list it rated; None for a system of one list


@dataclass(frozen=True, slots=True)
class LastRun:
    """The latest run that rated a player in a system, with its explanation."""

    date: str
    old: float | None
    new: float | None
    status: str
    explanation: Explanation


@dataclass(frozen=True, slots=True)
class EventRunEntry:
    """One player's before, after and explanation in the run that applied an event."""

    player_id: int
    old: float | None
    new: float | None
    explanation: Explanation


def player_history(db: sqlite_utils.Database, player_id: int, system: str) -> list[HistoryEntry]:
    """A player's history in a system, oldest first."""
    rows = db.execute("SELECT h.date, h.old_rating, h.new_rating, h.status, h.state_after, p.kind, p.start, h.rate "
                      "FROM history h JOIN runs p ON p.id = h.run_id "
                      "WHERE h.player_id = ? AND h.system = ? ORDER BY h.date, h.id", [player_id, system])
    return [HistoryEntry(d, old, new, status, json.loads(state), kind, start, rate)
            for d, old, new, status, state, kind, start, rate in rows]


def last_explanation(db: sqlite_utils.Database, player_id: int, system: str) -> LastRun | None:
    """The latest run that rated a player (None: none did)."""
    row = db.execute("SELECT date, old_rating, new_rating, status, explanation FROM history "
                     "WHERE player_id = ? AND system = ? ORDER BY date DESC, id DESC LIMIT 1",
                     [player_id, system]).fetchone()
    if row is None:
        return None
    return LastRun(row[0], row[1], row[2], row[3], json.loads(row[4]))


def event_run_history(db: sqlite_utils.Database, system: str, event_id: int) -> list[EventRunEntry] | None:
    """Each player's before/after and explanation in the run that applied an event (None: not applied)."""
    run = db.execute("SELECT id FROM runs WHERE system = ? AND kind = 'event' AND event_id = ? "
                     "ORDER BY id DESC LIMIT 1", [system, event_id]).fetchone()
    if run is None:
        return None
    rows = db.execute("SELECT player_id, old_rating, new_rating, explanation FROM history WHERE run_id = ?",
                      [run[0]])
    return [EventRunEntry(pid, old, new, json.loads(explanation)) for pid, old, new, explanation in rows]
