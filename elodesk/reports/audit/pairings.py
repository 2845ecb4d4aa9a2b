"""Pairings re-derived: each round of the file paired again by the Dutch system (or the Berger tables)."""

from __future__ import annotations

from elodesk.formats.records import EventRecord
from elodesk.reports.audit.finding import AuditFinding


def pairing_findings(event: EventRecord) -> list[AuditFinding]:
    """One verdict per round, and each board that differs from the engine's pairing."""
    return []
