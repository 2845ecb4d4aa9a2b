"""The audit of one tournament file: read as import reads it, never written anywhere, each section's
findings gathered into one report (``elodesk audit FILE``, the window's *Check a file*, the PDF).

The club database, when given, is only read: its FIDE lists (the players' ratings at the start) and
its players' FIDE states (the rating changes).
"""

from __future__ import annotations

from pathlib import Path

import sqlite_utils

from elodesk.formats.guard import reads_file
from elodesk.formats.records import EventRecord
from elodesk.formats.registry import EVENT_FORMATS
from elodesk.reports.audit.changes import change_findings
from elodesk.reports.audit.finding import AuditFinding, AuditReport
from elodesk.reports.audit.pairings import pairing_findings
from elodesk.reports.audit.patterns import pattern_findings
from elodesk.reports.audit.players import player_findings
from elodesk.reports.audit.rating_rules import rating_findings
from elodesk.reports.audit.results import results_findings
from elodesk.store.errors import StoreError
from elodesk.store.importer import read_event


def audit_event(event: EventRecord, db: sqlite_utils.Database | None = None) -> list[AuditFinding]:
    """Every section's findings, in the order the report shows the sections."""
    return [*pairing_findings(event), *results_findings(event), *player_findings(event, db),
            *rating_findings(event), *pattern_findings(event), *change_findings(event, db)]


@reads_file
def audit_file(path: Path, *, db: sqlite_utils.Database | None = None, fmt: str | None = None) -> AuditReport:
    """The report on a tournament file (format recognised unless given); a file that is no tournament,
    or that cannot be read, is refused naming it (a ``Refusal``: the command exits 2)."""
    from elodesk.formats.detect import detect

    if db is not None:
        from elodesk.store.club_paths import refuse_club_file
        from elodesk.store.db import database_path

        refuse_club_file(path, database_path(db))  # before any open: closing it would free SQLite's locks
    fmt = fmt or detect(path)
    if fmt not in EVENT_FORMATS:
        raise StoreError("{file}: a {format} file holds no tournament to audit; expected one of {formats}",
                         file=path.name, format=fmt, formats=", ".join(EVENT_FORMATS))
    event = read_event(path, fmt)
    rounds = max([event.rounds or 0, *(g.round or 0 for g in event.games), *(b.round for b in event.byes)])
    return AuditReport(path.name, fmt, event.name, event.start, event.end, event.rate, len(event.players),
                       rounds, tuple(audit_event(event, db)))
