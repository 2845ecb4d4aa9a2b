"""Which systems rate an event: its main system (``events.system``, the national one) and every other
that claims it (``event_systems``: a French open rated by the FFE and by FIDE, issue 22).

The one place that says which events a system takes is :func:`claimed_by`: a run's games, the Ratings
page's list of a system's events, the period's checks and its late events all filter with it. Each
system's preview, apply and undo stay its own (runs and history are per system).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import sqlite_utils

from elodesk.core.systems import ALL, BY_ID, CHESS_SYSTEMS, get_system
from elodesk.store import audit
from elodesk.store.db import writes
from elodesk.store.errors import StoreError


def systems_of(kind: str) -> tuple[str, ...]:
    """The club's systems rating events of a kind (core.systems' CHESS, BATTLE, MULTIPLAYER), in the registry's
    order."""
    return tuple(s.id for s in ALL if s.kind == kind and s.in_club_database)


def claiming(system: str) -> tuple[str, ...]:
    """The systems whose events a run of ``system`` takes: its own, and those of the list it reads (core.systems'
    ``same_list_as``: the Wavre text rates the same Belgian tournaments as the federation's rules)."""
    spec = BY_ID.get(system)
    return (spec.list_id, system) if spec and spec.same_list_as else (system,)


def claimed_by(system: str, alias: str = "e") -> tuple[str, list[Any]]:
    """An SQL condition on the events table (as ``alias``) and its arguments: the event is rated by
    ``system`` (its main system, or a system claiming it). The main system needs no row of its own
    here, so an event written by code that does not know this table is still its system's."""
    systems = claiming(system)
    marks = ", ".join("?" for _ in systems)
    return (f"({alias}.system IN ({marks}) OR {alias}.id IN "
            f"(SELECT event_id FROM event_systems WHERE system IN ({marks})))", [*systems, *systems])


def event_systems(db: sqlite_utils.Database, event_id: int) -> tuple[str, ...]:
    """The systems that rate an event, its main system first, the others in the order of the registry."""
    row = db.execute("SELECT system FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    others = {r[0] for r in db.execute("SELECT system FROM event_systems WHERE event_id = ?", [event_id])}
    return (row[0], *(s for s in CHESS_SYSTEMS if s in others and s != row[0]))


def claim(db: sqlite_utils.Database, event_id: int, systems: Iterable[str]) -> None:
    """Record the systems that rate an event, inside the caller's write (an import, an edit)."""
    for system in systems:
        db.execute("INSERT OR IGNORE INTO event_systems (event_id, system) VALUES (?, ?)", [event_id, system])


def replace_main(db: sqlite_utils.Database, event_id: int, old: str, new: str) -> None:
    """The event's main system changed (inside the edit's write): the old one no longer rates it."""
    if old != new:
        db.execute("DELETE FROM event_systems WHERE event_id = ? AND system = ?", [event_id, old])
        claim(db, event_id, [new])


@writes
def set_event_systems(db: sqlite_utils.Database, event_id: int, systems: Iterable[str]) -> tuple[str, ...]:
    """The officer's choice of the chess systems that rate an event (its main system always does), as one
    write; returns the set as it was, to undo."""
    return replace_systems(db, event_id, systems)


def replace_systems(db: sqlite_utils.Database, event_id: int, systems: Iterable[str]) -> tuple[str, ...]:
    """``set_event_systems`` inside the caller's write (the event dialog's edit is one write). Refused while
    an applied run has used the event."""
    from elodesk.store.event_edits import check_no_run_gained, check_not_rated  # they record the main system here

    before = event_systems(db, event_id)
    main = before[0]
    chosen = {main, *systems}
    if get_system(main).kind != "chess" and chosen != {main}:
        raise StoreError("event {event} is a {system} event: only chess events are rated by several systems",
                         event=event_id, system=main)
    unknown = sorted(chosen - set(CHESS_SYSTEMS) - {main})
    if unknown:
        raise StoreError("unknown rating system {system!r}; expected one of {known}", system=unknown[0],
                         known=", ".join(CHESS_SYSTEMS))
    if chosen == set(before):
        return before
    check_not_rated(db, event_id)
    for dropped in set(before) - chosen:  # only what changes: undoing it gives back the same rows
        db.execute("DELETE FROM event_systems WHERE event_id = ? AND system = ?", [event_id, dropped])
    claim(db, event_id, [main, *sorted(chosen - set(before))])
    if chosen - set(before):
        check_no_run_gained(db, event_id)  # a FIDE period applied without the event: undo it first
    audit.log(db, audit.EDIT, change="event_systems", event=event_id, before=list(before),
              after=list(event_systems(db, event_id)))
    return before
