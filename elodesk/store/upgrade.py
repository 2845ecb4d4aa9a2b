"""Mending what the first versions left in a club database, and telling the officer.

Migration m007 calls the two repairs: a database made before b8048ff has no ``imports``
table (b8048ff put it inside the already shipped m001), and m002 gave every chess event
of its time the rate ``standard``, so an old Papi blitz was rated as a standard event.

An event's rate is read again from what the database kept of its source: the file's name
(``…-blitz.papi``) first, the event's own name (``Blitz``, ``Open rapide``) otherwise
(``formats.rates.rate_named``: one rate named, no other). Only the events m002 rated are
looked at (imported before it ran): a standard rate chosen later was the officer's. Each
change is one ``upgrade`` entry of the audit log holding a :class:`Notice`; the window and
the command line say the entries not yet shown when they open the database
(:func:`upgrade_notes`), then mark them shown (:func:`notes_shown`).
"""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime

import sqlite_utils

from elodesk.formats.notices import Notice
from elodesk.formats.records import STANDARD
from elodesk.store import audit
from elodesk.store.db import fetch_tuples, write
from elodesk.store.settings import set_setting

UPGRADE = "upgrade"  # the audit action of a repair the officer is told about
# The last audit entry of a repair already shown to the officer.
NOTES_SHOWN = "upgrade_notes_shown"
NOT_CHESS = ("bataille-empire", "diplomacy")  # as m002 chose the chess events



def repair_imports(db: sqlite_utils.Database, create_imports: str) -> None:
    """Create the ``imports`` table when m001 made none, with the files the events came from."""
    if db["imports"].exists():
        return
    db.execute(create_imports)
    db.execute("INSERT OR IGNORE INTO imports (hash, file, format, event_id, at) "
               "SELECT source_hash, COALESCE(source_file, name), COALESCE(source_format, ''), id, "
               "COALESCE(imported_at, ?) FROM events WHERE source_hash IS NOT NULL", [_now()])


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _moment(text: str | None) -> datetime | None:
    """A stored time (``2025-03-11``, ``…T10:00:00+00:00``, sqlite-utils' ``… 10:00:00.000000+00:00``)."""
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _file_words(file: str) -> str:
    """A file name as words: ``bre-jeunes-2024-blitz.papi`` reads ``bre jeunes 2024 blitz papi``."""
    return re.sub(r"[\W_]+", " ", file)


def repair_rates(db: sqlite_utils.Database) -> None:
    """Give back their rate to the chess events m002 made standard, with a note for each."""
    from elodesk.formats.rates import rate_named  # its patterns take a while to compile: only when repairing

    row = db.execute("SELECT applied_at FROM _sqlite_migrations WHERE name = 'm002_event_rate'").fetchone()
    rated_at = _moment(row[0]) if row else None  # None: m002 runs now, with this one
    events = db.execute("SELECT id, name, source_file, imported_at, system, start, \"end\" FROM events "
                        "WHERE rate = ? AND system NOT IN (?, ?) ORDER BY id", [STANDARD, *NOT_CHESS]).fetchall()
    for event_id, name, file, imported_at, system, start, end in events:
        imported = _moment(imported_at)
        # imported with its rate, by a version after m002 (imports keep whole seconds: the same second is after)
        if rated_at is not None and imported is not None and imported >= rated_at.replace(microsecond=0):
            continue
        values = {"event": event_id, "name": name, "file": file or "", "rate": rate_named(_file_words(file or ""))}
        note = Notice(None, "event {event} ({name}) was imported before events had a rate and counted as "
                      "standard; its file {file} names a {rate} event: it is now one. Look again at any period "
                      "applied over it", values)
        if values["rate"] is None:
            values["rate"] = rate_named(name)
            note = Notice(None, "event {event} ({name}) was imported before events had a rate and counted as "
                          "standard; its name says {rate}: it is now a {rate} event. Look again at any period "
                          "applied over it", values)
        if values["rate"] in (None, STANDARD):
            continue
        db.execute("UPDATE events SET rate = ? WHERE id = ?", [values["rate"], event_id])
        audit.log(db, UPGRADE, notice=note.to_json())
        _note_runs_over(db, event_id, system, start, end or start)


def _note_runs_over(db: sqlite_utils.Database, event_id: int, system: str, start: str | None, end: str | None) -> None:
    """A note for each period of the event's system applied over it: they rated its games as standard ones."""
    if start is None:
        return
    # m007 runs before m012 renamed ``periods`` to ``runs``; the tests run it again on today's schema.
    table = "runs" if db["runs"].exists() else "periods"
    runs = db.execute(f"SELECT start, \"end\" FROM {table} WHERE system = ? AND kind = 'period' AND start <= ? "
                      "AND \"end\" >= ? ORDER BY start", [system, end, start]).fetchall()
    for first, last in runs:
        note = Notice(None, "the period {start} – {end} applied over event {event} rated its games as standard "
                      "ones: undo it (with the periods applied after it) and apply it again to leave them out",
                      {"start": _day(first), "end": _day(last), "event": event_id})
        audit.log(db, UPGRADE, notice=note.to_json())


def _day(iso: str) -> str:
    """A stored day as the sentences write it, day first in every language (17/01/2025)."""
    return date.fromisoformat(iso).strftime("%d/%m/%Y")


def upgrade_notes(db: sqlite_utils.Database) -> list[Notice]:
    """The notes of the repairs not yet shown to the officer, oldest first (read-only)."""
    shown = fetch_tuples(db, "SELECT value FROM settings WHERE key = ?", [NOTES_SHOWN])
    rows = fetch_tuples(db, "SELECT detail FROM audit WHERE action = ? AND id > ? ORDER BY id",
                        [UPGRADE, int(shown[0][0]) if shown else 0])
    return [Notice.from_json(json.loads(detail).get("notice")) for (detail,) in rows]


def notes_shown(db: sqlite_utils.Database) -> None:
    """The officer has read the notes: they are not said again (the audit log keeps them)."""
    with write(db, "upgrade notes"):
        last = db.execute("SELECT MAX(id) FROM audit WHERE action = ?", [UPGRADE]).fetchone()[0]
        if last is not None:
            set_setting(db, NOTES_SHOWN, str(last))
