"""A club whose names hold line breaks exports a TRF that imports back as the same event: the same
players (none forged by a name's ``\\n001 …`` line), no notice from the reader."""

from __future__ import annotations

import pytest

from elodesk.formats import trf
from elodesk.store.db import open_db
from elodesk.store.events import export_event
from elodesk.store.importer import import_file
from elodesk.store.players import AMBIGUOUS, NEW
from elodesk.store.run_scope import EVENT, RunScope
from tests.store.test_round_trip import CLUB_LACKS_BELGIAN

AUTUMN = 4  # the demo's "Tournoi d'automne": 50 players
FORGED = "\n001   99 m    Forged, Player                    2700 BEL     1234567 1990/01/01  9.0   1\r\n"


@pytest.mark.parametrize("writer", ["frbe", "fide"])
def test_an_exported_event_with_hostile_names_imports_back_without_a_forged_player(demo_db, tmp_path, writer):
    db = open_db(demo_db)
    (pid,) = db.execute("SELECT player_id FROM event_players WHERE event_id = ? ORDER BY player_id LIMIT 1",
                        [AUTUMN]).fetchone()
    db.execute("UPDATE players SET name = name || ? WHERE id = ?", [FORGED, pid])
    db.execute("UPDATE events SET name = ?, place = ? WHERE id = ?",
               ["Automne\u2028XXR 1", "Wavre\r022 Ailleurs\x0c", AUTUMN])
    db.conn.commit()
    event = export_event(db, RunScope("frbe", kind=EVENT, event_id=AUTUMN))
    path = tmp_path / "automne.trf"
    if writer == "frbe":
        trf.write_frbe(event, path)
    else:
        trf.write_fide(event, path)
    report = import_file(db, path, system="frbe", dry_run=True)
    assert [str(n) for n in report.warnings if not n.template.startswith(CLUB_LACKS_BELGIAN)] == []
    assert len(report.players) == len(event.players) == 50
    assert report.count(NEW) + report.count(AMBIGUOUS) == 0
    assert report.event_name == "Automne XXR 1"
