"""An event's tie-breaks through the store: the edition of C.07 from the start date or the officer's
choice, pairing numbers from the file, the machine-readable values (``elodesk tiebreaks --json``) and
the TRF-2026 list (tags 202/212)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elodesk.cli import EXIT_OK, main
from elodesk.reports import tiebreaks as tb
from elodesk.reports.event_tiebreaks import event_table, tiebreak_setup, trf_tiebreaks
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_tiebreaks import event_edition, set_event_tiebreaks
from elodesk.store.importer import import_file

ROUND_ROBIN = Path(__file__).parent.parent / "data" / "tiebreaks" / "held_round_robin.trf"


@pytest.fixture
def club(tmp_path):
    """A club holding FIDE's exercise round robin (start 2024-08-01: the 2023 edition)."""
    path = tmp_path / "club.elodesk"
    db = open_db(path)
    event = import_file(db, ROUND_ROBIN, system="fide").event_id
    yield path, db, event
    db.conn.close()


def by_ref(db, event: int) -> dict[int, int]:
    """Player id -> his start number in the file."""
    return {pid: int(ref) for pid, ref in db.execute(
        "SELECT player_id, ref FROM event_players WHERE event_id = ?", [event]).fetchall()}


def test_the_edition_is_the_start_dates_unless_the_officer_chooses(club):
    _, db, event = club
    setup = tiebreak_setup(db, event)
    assert (setup.edition, setup.chosen_edition, setup.dated_edition) == ("2023", None, "2023")
    assert sorted(setup.numbers.values()) == [1, 2, 3, 4, 5, 6]  # the start numbers: TPN
    set_event_tiebreaks(db, event, (tb.SB, tb.BH), "2026")
    assert event_edition(db, event) == "2026" and tiebreak_setup(db, event).edition == "2026"
    set_event_tiebreaks(db, event, (tb.SB,))  # the list alone: the edition stays
    assert event_edition(db, event) == "2026"
    set_event_tiebreaks(db, event, None, None)  # back to the start date's
    assert event_edition(db, event) is None
    with pytest.raises(StoreError):
        set_event_tiebreaks(db, event, None, "2025")
    assert event_edition(db, event) is None


def test_the_standings_count_a_round_robin_forfeit_and_leave_out_buchholz_in_2026(club):
    _, db, event = club
    numbers = by_ref(db, event)
    set_event_tiebreaks(db, event, (tb.BH, tb.SB, tb.TPN))
    table = event_table(db, event)
    sb = {numbers[row.player_id]: row.tiebreaks[tb.SB] for row in table.rows}
    assert table.round_robin and sb[6] == 2.25 and table.not_allowed == ()  # exercise 14 (15.2)
    set_event_tiebreaks(db, event, (tb.BH, tb.SB, tb.TPN), "2026")
    table = event_table(db, event)
    assert table.not_allowed == (tb.BH,) and list(table.rows[0].tiebreaks) == [tb.SB, tb.TPN]
    # 2 and 3 tie on 3.5 points and SB 6.25: the lower pairing number first
    assert [numbers[row.player_id] for row in table.rows[:3]] == [1, 2, 3]


def test_tiebreaks_json_gives_ranks_points_values_and_edition(club, capsys):
    path, db, event = club
    numbers = by_ref(db, event)
    assert main(["--db", str(path), "tiebreaks", "--event", str(event), "--set", "SB,DE", "--json"]) == EXIT_OK
    document = json.loads(capsys.readouterr().out)
    assert (document["edition"], document["tiebreaks"], document["round_robin"]) == ("2023", ["SB", "DE"], True)
    six = next(p for p in document["players"] if numbers[p["player"]] == 6)
    assert (six["points"], six["tiebreaks"]["SB"]) == (1.5, 2.25)
    assert main(["--db", str(path), "--lang", "en", "tiebreaks", "--event", str(event), "--edition", "2026",
                 "--set", "BH,SB"]) == EXIT_OK
    out = capsys.readouterr().out
    assert "2026 edition" in out and "BH left out" in out


def test_the_trf_2026_tie_break_list(club):
    _, db, event = club
    set_event_tiebreaks(db, event, (tb.BH_C1, tb.SB, tb.DE))
    trf = trf_tiebreaks(db, event)
    assert (trf.tag_202, trf.tag_212, trf.edition) == ("202 BH/C1 SB DE", "212 PTS BH/C1 SB DE", "2023")
    numbers = by_ref(db, event)
    assert {numbers[pid]: values[1] for pid, values in trf.values.items()}[6] == 2.25
