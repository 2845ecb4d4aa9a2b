"""A player's id is the club's ``int`` inside elodesk; the compute document's ids are strings
(ENGINE.md), converted at one boundary: ``run_document.contract_id`` where the store builds the
document, ``club_id`` (``PreviewRow.player_id``) where it reads the output (issue 24 item 5)."""

from __future__ import annotations

from datetime import date

from elodesk.store.db import open_db
from elodesk.store.run_applied import applied_or_previewed
from elodesk.store.run_document import build_document, club_id, contract_id, names_by_contract_id
from elodesk.store.runs import EVENT, UPLIFT, RunScope, previewed

RUNS = [RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)),
        RunScope("ffe", kind=EVENT, event_id=3),
        RunScope("fide", date(2025, 6, 1), date(2025, 6, 30), rate="rapid"),
        RunScope("bataille-empire", kind=EVENT, event_id=16),
        RunScope("diplomacy", kind=EVENT, event_id=18),
        RunScope("frbe", kind=UPLIFT)]


def test_the_boundary_is_one_way_in_and_its_way_out():
    assert contract_id(1234) == "1234" and club_id(contract_id(1234)) == 1234


def test_every_run_names_the_club_players_by_their_ids(demo_db):
    db = open_db(demo_db)
    club = {pid for (pid,) in db.execute("SELECT id FROM players")}
    for sel in RUNS:
        rows = previewed(db, sel).players
        assert rows, sel
        ids = [row.player_id for row in rows]
        assert {type(pid) for pid in ids} == {int} and set(ids) <= club, sel
        assert [contract_id(pid) for pid in ids] == [row.id for row in rows]  # the document's own texts


def test_a_fide_documents_events_rate_the_players_it_names(demo_db):
    doc = build_document(open_db(demo_db), RUNS[2])
    named = {p["id"] for p in doc["players"]}
    assert doc["events"] and all(set(e["ratings"]) <= named for e in doc["events"])
    assert all(isinstance(key, str) for e in doc["events"] for key in e["ratings"])  # ENGINE.md: strings


def test_an_applied_run_is_shown_by_the_club_ids_its_history_wrote(demo_db):
    db = open_db(demo_db)
    shown, applied = applied_or_previewed(db, RunScope("frbe", date(2025, 1, 1), date(2025, 6, 30)))
    assert applied is not None
    written = {pid for (pid,) in db.execute("SELECT player_id FROM history WHERE run_id = ?", [applied.id])}
    assert written and written <= {row.player_id for row in shown.players}


def test_the_names_of_a_run_are_keyed_as_its_explanations_name_the_players(demo_db):
    db = open_db(demo_db)
    rows = previewed(db, RUNS[0]).players
    names = names_by_contract_id(db, {row.player_id for row in rows})
    assert set(names) == {row.id for row in rows}
    opponents = {r["opponent"] for row in rows for r in row.explanation() if "opponent" in r}
    assert opponents and opponents <= set(names)  # every opponent a record names is found by his text
