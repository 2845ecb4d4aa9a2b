"""Byes and absences entered for a round not yet paired (a requested half-point bye, a player excused):
Papi marks them ``F`` in the round's colour column; the Papi reader reads them as the TRF reader reads the
same round's column, so that the pairing of that round leaves those players out (issue 23)."""

from __future__ import annotations

from elodesk.formats import papi, trf
from elodesk.formats.records import ByeRecord
from elodesk.reports.pairing_input import pairing_input
from elodesk.store import rounds
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.formats.fixtures.make_papi.make_papi import SMALL_INFO, player_row, write_papi


def _players() -> list[dict[str, object]]:
    """Round 1 paired and played; round 2 not paired: 2 asked for a half-point bye, 4 is excused; 5 marked
    absent up to round 5, past the event's three rounds (as Papi marks a player who withdrew)."""
    return [
        player_row(2, "ALPHA", "Anne", rounds={1: ("B", 3, 3), 2: ("F", None, 2)}, Elo=1800),
        player_row(3, "BRAVO", "Bob", rounds={1: ("N", 2, 1)}, Elo=1700),
        player_row(4, "CHARLIE", "Carl", rounds={1: ("B", 5, 2), 2: ("F", None, 0)}, Elo=1600),
        player_row(5, "DELTA", "Dora", rounds={1: ("N", 4, 2), **{r: ("F", None, 0) for r in range(2, 6)}},
                   Elo=1500),
        player_row(6, "ECHO", "Eve", rounds={1: ("B", 7, 3)}, Elo=1400),
        player_row(7, "FOXTROT", "Fred", rounds={1: ("N", 6, 1)}, Elo=1300),
    ]


BOOKED = [ByeRecord(2, "2", "H", 0.5), ByeRecord(2, "4", "Z", 0.0), ByeRecord(2, "5", "Z", 0.0),
          ByeRecord(3, "5", "Z", 0.0)]


def test_the_papi_and_trf_readers_read_the_same_byes_ahead(tmp_path):
    path = tmp_path / "open.papi"
    write_papi(path, SMALL_INFO, _players())
    event = papi.read(path)
    assert sorted(event.byes, key=lambda b: (b.round, int(b.player))) == BOOKED
    written = trf.write_fide(event, tmp_path / "open.trf")
    line = next(x for x in written.read_text(encoding="utf-8").splitlines() if x.startswith("001    2"))
    assert line.endswith("0000 - H")  # round 2's column, as a pairing program reads a requested bye
    again = trf.read(written)
    assert sorted(again.byes, key=lambda b: (b.round, int(b.player))) == BOOKED


def test_the_next_round_is_paired_without_the_players_booked_out(tmp_path):
    path = tmp_path / "open.papi"
    write_papi(path, SMALL_INFO, _players())
    db = open_db(tmp_path / "club.elodesk")
    event_id = import_file(db, path).event_id
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    names = {p.player_id: p.name for p in rounds.event_rounds(db, event_id).players}
    assert given.round_no == 2
    assert sorted(names[pid] for pid in given.not_playing) == ["ALPHA, Anne", "CHARLIE, Carl", "DELTA, Dora"]
