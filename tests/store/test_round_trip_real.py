"""export → import gives back the same event for the files of other programs (tests/data/real), at every rate.

``test_round_trip`` runs the shared samples; these are the files that were misread (issue 23: YY.DD.MM
round dates, several events in one PGN, …), each exported as a FIDE TRF and as a Belgian submission
file, and the TRFs imported again at each rate (standard, rapid, blitz), which the export must keep.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.formats import trf
from elodesk.store.db import open_db
from elodesk.store.events import export_event
from elodesk.store.importer import import_file
from elodesk.store.runs import EVENT, RunScope
from tests.store.test_round_trip import CLUB_LACKS_BELGIAN, WRITERS, Snapshot, round_trip, snapshot

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
NO_ROUNDS = {"python-chess_kasparov-deep-blue-1997.pgn"}  # Round "?": a TRF needs rounds, the export refuses
FILES = sorted(p for p in [*REAL.glob("*.trf"), *REAL.glob("*.pgn")] if p.name not in NO_ROUNDS)


def belgian(snap: Snapshot) -> list[tuple[object, ...]]:
    """What a Belgian submission file carries of each player (no FIDE id or rating)."""
    return [(p.name, p.frbe_id, p.birth_date, p.sex, p.federation, p.title, p.rating) for p in snap.players]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_real_file_comes_back_the_same_through_a_fide_trf(tmp_path, path):
    before, after, warnings = round_trip(path, tmp_path)
    assert after == before and warnings == []
    assert before.games


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_real_file_comes_back_the_same_through_a_belgian_file(tmp_path, path):
    before, after, warnings = round_trip(path, tmp_path, trf.write_frbe, "frbe")
    assert (after.event, after.games, after.byes) == (before.event, before.games, before.byes)
    assert belgian(after) == belgian(before) and warnings == []


@pytest.mark.parametrize("rate", ["standard", "rapid", "blitz"])
@pytest.mark.parametrize("path", sorted(REAL.glob("*.trf")), ids=lambda p: p.name)
def test_a_real_trf_keeps_its_rate_through_the_export(tmp_path, path, rate):
    first = open_db(tmp_path / "first.elodesk")
    report = import_file(first, path, system="fide", rate=rate)
    exported = export_event(first, RunScope("fide", event_id=report.event_id, kind=EVENT))
    written = trf.write_fide(exported, tmp_path / "export.trf")
    second = open_db(tmp_path / "second.elodesk")
    again = import_file(second, written, system="fide")
    before, after = snapshot(first, report.event_id), snapshot(second, again.event_id)
    assert after == before and before.event[6] == rate
    assert [n for n in again.warnings if not n.template.startswith(CLUB_LACKS_BELGIAN)] == []


@pytest.mark.parametrize("writer", sorted(WRITERS))
@pytest.mark.parametrize("rate", ["standard", "rapid", "blitz"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_real_file_at_every_rate_comes_back_from_each_file_sent(tmp_path, path, rate, writer):
    # issue 23: every event kind at every rate, through each TRF elodesk writes (FIDE's, its reports 16 and
    # 2026), under the file's own system: the PGN events too, which no test sent at rapid or blitz
    before, after, warnings = round_trip(path, tmp_path, WRITERS[writer], rate=rate)
    assert after == before and warnings == [] and before.event[6] == rate
