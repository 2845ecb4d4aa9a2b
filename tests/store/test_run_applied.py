"""An applied run read back from its history shows the figures that were applied, not a preview over them."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.store.db import open_db
from elodesk.store.run_applied import applied_or_previewed
from elodesk.store.runs import EVENT, PERIOD, UPLIFT, RunScope, apply, previewed, undo

# A run of each system the demo club has not applied (its last Bataille Empire and Diplomacy events are
# applied: the test undoes them first), the FFE's Open de Lille as an event.
RUNS = {
    "frbe": RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)),
    "frbe-classic": RunScope("frbe-classic", date(2025, 1, 1), date(2025, 12, 31)),
    "ffe": RunScope("ffe", kind=EVENT, event_id=3),
    "fide": RunScope("fide", date(2025, 5, 1), date(2025, 5, 31), kind=PERIOD, rate="standard"),
}


def shown(preview) -> dict[str, tuple]:
    return {row.id: (row.old_rating, row.rating, row.change, row.status, row.period_games, row.explanation(),
                     dict(row.global_elo)) for row in preview.players}


@pytest.mark.parametrize("system", CLUB_SYSTEMS)
def test_an_applied_run_shows_the_figures_of_its_preview(system, demo_db):
    db = open_db(demo_db)
    if system in RUNS:
        sel = RUNS[system]
    else:
        (event_id,) = db.execute("SELECT MAX(id) FROM events WHERE system = ?", [system]).fetchone()
        sel = RunScope(system, kind=EVENT, event_id=event_id)
        undo(db, system)
    before, applied = applied_or_previewed(db, sel)
    assert applied is None
    run = apply(db, sel, make_backup=False)
    after, applied = applied_or_previewed(db, sel)
    assert applied is not None and applied.id == run and applied.applied_at
    assert shown(after) == shown(before)
    assert after.head == before.head


def test_the_uplift_applied_shows_what_it_wrote(demo_db):
    db = open_db(demo_db)
    sel = RunScope("frbe", kind=UPLIFT)
    before = previewed(db, sel)
    apply(db, sel, make_backup=False)
    after, applied = applied_or_previewed(db, sel)
    assert applied is not None
    assert shown(after) == shown(before)


def test_a_period_overlapping_an_applied_one_is_a_preview(demo_db):
    db = open_db(demo_db)
    sel = RunScope("frbe", date(2025, 1, 1), date(2025, 12, 31))  # the demo applied its first half
    preview, applied = applied_or_previewed(db, sel)
    assert applied is None and preview.players
