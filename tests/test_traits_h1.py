"""The store asks the system registry: a made-up system's record, not its id, decides what the store does.

Each test registers a system elodesk has never heard of (``xyz``), a copy of a real one with the field under
test changed, and checks the store follows the field (issue 24 item 1: adding a system is its core module, its
contract, its phrases and one registry entry).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from elodesk.core.systems import BY_ID, RAPID, RATES, STANDARD
from elodesk.formats.records import PlayerRecord
from elodesk.store.belgian_ratings import unrated_in_the_club
from elodesk.store.checks import findings
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import claimed_by, claiming
from elodesk.store.import_writer import Importer, ImportReport, event_rating
from elodesk.store.player_edits import add_player
from elodesk.store.players import Player
from elodesk.store.ratings import get_states, set_state, state_of
from elodesk.store.run_document import _player_attributes, build
from elodesk.store.run_preview import previewed
from elodesk.store.run_scope import INACTIVITY, UPLIFT, RunScope, check_rate

XYZ = "xyz"


@pytest.fixture
def made_up(monkeypatch):
    """Register ``xyz``: a copy of system ``like`` with ``fields`` changed (undone after the test)."""
    def register(like: str, **fields):
        spec = replace(BY_ID[like], id=XYZ, **fields)
        monkeypatch.setitem(BY_ID, XYZ, spec)
        return spec
    return register


@pytest.fixture
def db(tmp_path: Path):
    club = open_db(tmp_path / "club.elodesk")
    yield club
    club.conn.close()


def test_a_system_reading_another_list_takes_its_events(made_up):
    made_up("frbe", same_list_as="ffe")
    assert claiming(XYZ) == ("ffe", XYZ)
    assert claimed_by(XYZ)[1] == ["ffe", XYZ, "ffe", XYZ]
    made_up("frbe", same_list_as=None)
    assert claiming(XYZ) == (XYZ,)


def test_its_state_fields_are_the_state_kept(made_up):
    made_up("frbe", state_fields=("rating", "level"))
    assert state_of(XYZ, {"id": "1", "rating": 1500, "games": 12, "level": 3}) == {"rating": 1500, "level": 3}


def test_several_rates_give_its_runs_a_rate_and_its_state_a_part_per_rate(made_up, db):
    made_up("ffe", rates=(STANDARD, RAPID))
    assert check_rate(RunScope(XYZ, rate=RAPID)) == RAPID
    pid = add_player(db, Player("Martin, Anne"))
    set_state(db, XYZ, pid, {STANDARD: {"rating": 1720, "games": 40}, RAPID: {"rating": 1650, "games": 9}})
    assert db.execute("SELECT rating, games FROM ratings WHERE system = ?", [XYZ]).fetchone() == (1720, 40)
    made_up("ffe", rates=(STANDARD,))
    with pytest.raises(Exception, match="only FIDE runs have a rate"):
        check_rate(RunScope(XYZ, rate=RAPID))


def test_an_events_rating_is_the_systems_own_kind_of_its_rate(made_up):
    made_up("frbe", rates=(STANDARD, RAPID), rating_kinds={RAPID: "ffe_rapid"})
    record = PlayerRecord(ref="1", name="Martin, Anne",
                          ratings={"ffe_rapid": 1600, "fide_rapid": 1700, "frbe": 1900, "fide": 1800})
    assert event_rating(record, XYZ, RAPID) == 1600
    assert event_rating(record, XYZ, STANDARD) == 1800  # no kind of its own at that rate: FIDE's


def test_role_modes_count_the_games_of_every_role(made_up, db):
    made_up("diplomacy", role_modes=("classic",))
    pid = add_player(db, Player("Martin, Anne"))
    set_state(db, XYZ, pid, {"ratings": {"classic": {"France": {"rating": 1510, "games": 3},
                                                     "Russia": {"rating": 1490, "games": 2}}}})
    assert db.execute("SELECT games FROM ratings WHERE system = ?", [XYZ]).fetchone() == (5,)


def test_a_system_whose_file_ratings_are_no_states_warns_of_the_unrated(made_up, db):
    records = [PlayerRecord(ref="1", name="Martin, Anne", ratings={"ffe": 1850})]
    pid = add_player(db, Player("Martin, Anne"))
    made_up("frbe", list_only=True, rating_kinds={STANDARD: "ffe"})
    warning = unrated_in_the_club(db, XYZ, {"1": pid}, records)
    assert warning is not None and warning.params["count"] == 1 and warning.params["rating"] == 1850
    made_up("frbe", list_only=False)
    assert unrated_in_the_club(db, XYZ, {"1": pid}, records) is None


def test_a_seed_kind_starts_new_players_from_the_files_rating(made_up, db):
    made_up("frbe", seed_kind="frbe")
    pid = add_player(db, Player("Martin, Anne"))
    record = PlayerRecord(ref="1", name="Martin, Anne", ratings={"frbe": 1850}, rating_games={"frbe": 41})
    Importer(db, ImportReport(file="f", format="trf", system=XYZ, dry_run=True)).seed_ratings(XYZ, {"1": pid},
                                                                                             [record])
    assert get_states(db, XYZ) == {pid: {"rating": 1850, "games": 41}}  # no letter in its state: the games


def test_player_fields_are_what_the_document_reads_of_the_player(made_up, db):
    pid = add_player(db, Player("Martin, Anne", birth_date="2010-05-04", fide_rating=1900, is_member=0))
    made_up("frbe", player_fields=("birth_date", "member"))
    assert _player_attributes(db, XYZ, {pid}) == {pid: {"member": False, "birth_date": "2010-05-04"}}
    made_up("frbe", player_fields=())
    assert _player_attributes(db, XYZ, {pid}) == {pid: {}}


def test_member_numbers_and_the_days_results_are_due(made_up, db):
    made_up("frbe", member_field="ffe_id", results_due_days=10)
    pid = add_player(db, Player("Martin, Anne", frbe_id="12345"))
    eid = db.execute('INSERT INTO events (system, name, start, "end", imported_at) VALUES (?, ?, ?, ?, ?)',
                     [XYZ, "Open", "2026-01-10", "2026-01-11", "2026-01-25T10:00:00"]).lastrowid
    db.execute("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)", [eid, pid, "1"])
    kinds = {kind: values for kind, values in findings(db, RunScope(XYZ, event_id=eid))}
    assert kinds["missing_id"].id_kind == "ffe_id"
    assert kinds["late"].deadline == "2026-01-21"
    made_up("frbe", member_field=None, results_due_days=None)
    assert not {"missing_id", "late"} & {kind for kind, _ in findings(db, RunScope(XYZ, event_id=eid))}


@pytest.mark.parametrize("rates", [(STANDARD,), RATES])
def test_a_system_with_a_2024_uplift_previews_it(made_up, db, rates):
    made_up("ffe", uplift=True, rates=rates)  # several lists: FIDE's increase, list by list
    pid = add_player(db, Player("Martin, Anne"))
    state = {"rating": 1500, "games": 40}
    set_state(db, XYZ, pid, state if len(rates) == 1 else {STANDARD: state})
    sel = RunScope(XYZ, kind=UPLIFT, rate=None if len(rates) == 1 else STANDARD)
    (row,) = previewed(db, sel).players
    assert row.old_rating == 1500 and row.rating > 1500
    made_up("frbe", uplift=False)
    with pytest.raises(Exception, match="2024 uplift applies"):
        previewed(db, RunScope(XYZ, kind=UPLIFT))


def test_year_end_inactivity_goes_into_the_document(made_up, db):
    made_up("bataille-empire", year_end_inactivity=True)
    assert build(db, RunScope(XYZ, kind=INACTIVITY, year=2025)).document["inactivity_years"] == [2025]
    made_up("bataille-empire", year_end_inactivity=False)
    assert "inactivity_years" not in build(db, RunScope(XYZ, kind=INACTIVITY, year=2025)).document


def test_a_system_the_registry_does_not_know_is_refused_by_name(db):
    with pytest.raises(StoreError, match="unknown rating system 'go'"):
        previewed(db, RunScope("go", date(2025, 1, 1), date(2025, 6, 30)))


def test_the_registrys_systems_keep_their_store_behaviour():
    """The real entries say what the store did by their ids before."""
    assert claiming("frbe-classic") == ("frbe", "frbe-classic") and claiming("frbe") == ("frbe",)
    assert check_rate(RunScope("fide", rate=RAPID)) == RAPID
    assert {s: BY_ID[s].results_due_days for s in BY_ID if BY_ID[s].results_due_days} == {"frbe": 30,
                                                                                          "frbe-classic": 30}
