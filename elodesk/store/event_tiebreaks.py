"""A chess event's tie-breaks (FIDE C.07, ``elodesk.reports.tiebreaks``): chosen per event, kept in
``events.tiebreaks`` as their acronyms in order; none chosen means the usual ones of its kind
(Swiss or round-robin), decided from the games each time the standings are made. The acronyms
are checked by ``reports.tiebreaks.parse_tiebreaks`` before they reach the store (the store does
not read the reports)."""

from __future__ import annotations

from collections.abc import Sequence

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.store import audit
from elodesk.store.db import write
from elodesk.store.errors import StoreError


def event_tiebreaks(db: sqlite_utils.Database, event_id: int) -> tuple[str, ...] | None:
    """The tie-breaks chosen for an event, in order; None: the usual ones."""
    row = db.execute("SELECT tiebreaks FROM events WHERE id = ?", [event_id]).fetchone()
    return tuple(row[0].split(",")) if row and row[0] else None


def set_event_tiebreaks(db: sqlite_utils.Database, event_id: int, tiebreaks: Sequence[str] | None) -> None:
    """Choose an event's tie-breaks (None or empty: back to the usual ones), in one write."""
    chosen = list(tiebreaks or ())
    with write(db, f"tie-breaks of event {event_id}"):
        row = db.execute("SELECT system FROM events WHERE id = ?", [event_id]).fetchone()
        if row is None:
            raise StoreError("no event {event}", event=event_id)
        if row[0] not in CHESS_SYSTEMS:
            raise StoreError("event {event} is a {system} event: only chess standings have tie-breaks",
                             event=event_id, system=row[0])
        db.execute("UPDATE events SET tiebreaks = ? WHERE id = ?", [",".join(chosen) or None, event_id])
        audit.log(db, audit.EDIT, change="event_tiebreaks", event=event_id, tiebreaks=chosen)
