"""The file an officer sends for an event: FIDE's tournament report (TRF-16 or TRF-2026) or the Belgian
submission file, as ``elodesk export`` and the Ratings page write it.

Each system proposes its own file first (:func:`files_for`): FIDE and the French federation FIDE's
report (elodesk writes no Papi file: a French event goes out as FIDE's report, whose ``FRA`` records
keep the French ratings and licences), the Belgian systems the Belgian file. A French event is
never offered the Belgian file, and no Belgian file is written without a Belgian matricule or rating
in it (a French event's came out with empty rating columns).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sqlite_utils

from elodesk.core.systems import get_system
from elodesk.formats import trf
from elodesk.formats.records import FRBE, EventRecord
from elodesk.formats.trf_report import ROUND_ROBIN, TRF16, TRF2026, cleaned, tournament_type, write_report
from elodesk.reports.tiebreaks import ROUND_ROBIN_DEFAULT, SWISS_DEFAULT
from elodesk.store.errors import StoreError
from elodesk.store.event_tiebreaks import event_tiebreaks
from elodesk.store.events import export_event, exported_event

FIDE_TRF16, FIDE_TRF2026, BELGIAN_FILE = "fide-trf", "fide-trf-2026", "frbe-trf"
OWN_FILES = {"BEL": BELGIAN_FILE}  # a federation's own submission file, by its federation (a country code)


def files_for(system: str) -> tuple[str, ...]:
    """The files proposed for a system's event, its own first: a national system's own federation's file,
    never another federation's; FIDE and the wargames FIDE's report, then the Belgian file."""
    federation = get_system(system).federation
    own = OWN_FILES.get(federation or "")
    if own is not None:
        return own, FIDE_TRF16, FIDE_TRF2026
    if federation is not None:  # a federation without a file of its own here: FIDE's report (its FRA records)
        return FIDE_TRF16, FIDE_TRF2026
    return FIDE_TRF16, FIDE_TRF2026, BELGIAN_FILE


def report_tiebreaks(db: sqlite_utils.Database, event_id: int, event: EventRecord) -> tuple[str, ...]:
    """The event's tie-break list as the store keeps it, else the usual one of its kind."""
    chosen = event_tiebreaks(db, event_id)
    if chosen:
        return chosen
    return ROUND_ROBIN_DEFAULT if tournament_type(event) == ROUND_ROBIN else SWISS_DEFAULT


def write_submission(db: sqlite_utils.Database, sel: Any, path: Path, kind: str) -> Path:
    """Write the selection's event (its event, or the one event of its period) as ``kind``."""
    event = export_event(db, sel)
    if kind == BELGIAN_FILE:
        if not any(p.frbe_id or FRBE in p.ratings for p in event.players):  # a French or foreign event
            raise StoreError("{event}: no player has a Belgian matricule or rating: the Belgian submission file "
                             "exists to carry them and would hold none; send FIDE's tournament report instead "
                             "(fide-trf)", event=event.name)
        return trf.write_frbe(cleaned(event), path)
    version = TRF2026 if kind == FIDE_TRF2026 else TRF16
    return write_report(event, path, version=version, tiebreaks=report_tiebreaks(db, exported_event(db, sel), event))
