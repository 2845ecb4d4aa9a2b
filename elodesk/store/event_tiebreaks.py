"""A chess event's tie-breaks (FIDE C.07, ``elodesk.reports.tiebreaks``): chosen per event, kept in
``events.tiebreaks`` as their acronyms in order; none chosen means the usual ones of its kind
(Swiss or round-robin), decided from the games each time the standings are made. The acronyms
are checked by ``reports.tiebreaks.parse_tiebreaks`` before they reach the store (the store does
not read the reports). The edition of C.07 (2023 or 2026) an officer chose is kept beside them in
``events.tiebreak_edition``; none chosen: the one in force on the event's start date."""

from __future__ import annotations

from collections.abc import Sequence

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.store import audit
from elodesk.store.db import write
from elodesk.store.errors import StoreError

EDITIONS = ("2023", "2026")  # reports.tiebreaks.EDITIONS; the column's CHECK says the same
KEEP = "keep"  # set_event_tiebreaks: leave the chosen edition as it is


def event_tiebreaks(db: sqlite_utils.Database, event_id: int) -> tuple[str, ...] | None:
    """The tie-breaks chosen for an event, in order; None: the usual ones."""
    row = db.execute("SELECT tiebreaks FROM events WHERE id = ?", [event_id]).fetchone()
    return tuple(row[0].split(",")) if row and row[0] else None


def event_edition(db: sqlite_utils.Database, event_id: int) -> str | None:
    """The edition of C.07 an officer chose for the event; None: the one of its start date."""
    row = db.execute("SELECT tiebreak_edition FROM events WHERE id = ?", [event_id]).fetchone()
    return row[0] if row else None


def event_pairing_numbers(db: sqlite_utils.Database, event_id: int) -> dict[int, int]:
    """Each player's pairing number (TPN): his reference in the file when every one is a distinct
    number (a TRF's start numbers); else none."""
    refs = db.execute("SELECT player_id, ref FROM event_players WHERE event_id = ?", [event_id]).fetchall()
    numbers = {pid: int(ref) for pid, ref in refs if ref.isdecimal()}
    return numbers if len(numbers) == len(refs) and len(set(numbers.values())) == len(refs) else {}


def set_event_tiebreaks(db: sqlite_utils.Database, event_id: int, tiebreaks: Sequence[str] | None,
                        edition: str | None = KEEP) -> None:
    """Choose an event's tie-breaks (None or empty: back to the usual ones) and, unless ``KEEP``, the
    edition of C.07 (None: the one of its start date), in one write."""
    chosen = list(tiebreaks or ())
    if edition not in (KEEP, None, *EDITIONS):
        raise StoreError("{edition} is not an edition of the tie-break regulations: {editions}",
                         edition=edition, editions=", ".join(EDITIONS))
    with write(db, f"tie-breaks of event {event_id}"):
        row = db.execute("SELECT system FROM events WHERE id = ?", [event_id]).fetchone()
        if row is None:
            raise StoreError("no event {event}", event=event_id)
        if row[0] not in CHESS_SYSTEMS:
            raise StoreError("event {event} is a {system} event: only chess standings have tie-breaks",
                             event=event_id, system=row[0])
        db.execute("UPDATE events SET tiebreaks = ? WHERE id = ?", [",".join(chosen) or None, event_id])
        if edition != KEEP:
            db.execute("UPDATE events SET tiebreak_edition = ? WHERE id = ?", [edition, event_id])
        audit.log(db, audit.EDIT, change="event_tiebreaks", event=event_id, tiebreaks=chosen,
                  **({} if edition == KEEP else {"edition": edition}))
