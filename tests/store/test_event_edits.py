"""Editing and deleting an event: the fields checked, refused while an applied run has used the event,
each undone exactly (the dump after the undo is the dump before)."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import pytest

from elodesk.store import audit
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import (
    EventFields,
    add_event,
    delete_event,
    edit_event,
    event_fields,
    restore_event,
)
from elodesk.store.games import add_chess_game, add_event_player, chess_games
from elodesk.store.importer import import_file
from elodesk.store.runs import undo
from tests.store.test_transactions import Trace

TRF = Path(__file__).resolve().parents[3] / "shared" / "data" / "trf" / "fide_example1.trf"
FIRST_HALF = "frbe 2025-01-01 – 2025-06-30"  # the demo's applied run of the Belgian first half of 2025
EVENT_TABLES = ("event_players", "chess_games", "byes", "battles", "diplomacy_games", "imports")


@pytest.fixture
def demo(demo_db):
    db = open_db(demo_db)
    yield db
    db.conn.close()


def event_of(db, name: str) -> int:
    return db.execute("SELECT id FROM events WHERE name = ?", [name]).fetchone()[0]


def run_of(db, summary: str) -> int:
    return db.execute("SELECT id FROM runs WHERE summary = ?", [summary]).fetchone()[0]


def last_edit(db) -> dict:
    entry = audit.entries(db, 1)[0]
    assert entry.action == audit.EDIT
    return entry.detail


def rows_of(db, event_id: int) -> dict[str, int]:
    return {t: db.execute(f"SELECT COUNT(*) FROM {t} WHERE event_id = ?", [event_id]).fetchone()[0]
            for t in EVENT_TABLES}


# --- editing -------------------------------------------------------------------------------------


def test_an_edit_changes_the_fields_given_and_returns_them_all_as_they_were(demo):
    autumn = event_of(demo, "Tournoi d'automne")
    before_dump = dump(demo)
    before = edit_event(demo, autumn, name=" Automne 2025 ", place="Ottignies", start="2025-09-20",
                        end="2025-11-01", arbiter="Dubois, Marc", rounds=8, rate="rapid")
    assert before == EventFields("frbe", "Tournoi d'automne", "Wavre", "2025-09-19", "2025-10-31",
                                 "Lambert, Anne", 7, "standard")
    assert event_fields(demo, autumn) == EventFields("frbe", "Automne 2025", "Ottignies", "2025-09-20", "2025-11-01",
                                                     "Dubois, Marc", 8, "rapid")
    assert last_edit(demo) == {
        "change": "event_edited", "event": autumn,
        "before": {"name": "Tournoi d'automne", "place": "Wavre", "start": "2025-09-19", "end": "2025-10-31",
                   "arbiter": "Lambert, Anne", "rounds": 7, "rate": "standard"},
        "after": {"name": "Automne 2025", "place": "Ottignies", "start": "2025-09-20", "end": "2025-11-01",
                  "arbiter": "Dubois, Marc", "rounds": 8, "rate": "rapid"}}
    edit_event(demo, autumn, **asdict(before))
    assert dump(demo) == before_dump


def test_a_chess_event_changes_to_another_chess_system(demo):
    autumn = event_of(demo, "Tournoi d'automne")
    edit_event(demo, autumn, system="ffe")
    assert (event_fields(demo, autumn).system, event_fields(demo, autumn).rate) == ("ffe", "standard")


def test_an_empty_event_changes_kind_and_its_rate_follows(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    event_id = add_event(db, "frbe", "Soirée", start="2026-01-09")
    assert event_fields(db, event_id).rate == "standard"  # a new chess event is standard unless said
    edit_event(db, event_id, system="diplomacy")
    assert (event_fields(db, event_id).system, event_fields(db, event_id).rate) == ("diplomacy", None)
    edit_event(db, event_id, system="ffe")
    assert event_fields(db, event_id).rate == "standard"


def test_an_unchanged_edit_writes_nothing(demo):
    autumn = event_of(demo, "Tournoi d'automne")
    before = dump(demo, skip=())
    edit_event(demo, autumn, name=" Tournoi d'automne ", place="Wavre  ")
    assert dump(demo, skip=()) == before


@pytest.mark.parametrize(("changes", "template"), [
    ({"name": "  "}, "an event needs a name"),
    ({"system": "go"}, "unknown rating system {system!r}; expected one of {known}"),
    ({"end": "2025-09-01"}, "the event ends ({end}) before it starts ({start})"),
    ({"start": "19/09/2025"}, "the start date {value} is not a date (expected YYYY-MM-DD)"),
    ({"end": "2025-02-30"}, "the end date {value} is not a date (expected YYYY-MM-DD)"),
    ({"rate": "bullet"}, "--rate: expected standard, rapid or blitz, not {rate}"),
    ({"rounds": 3}, "event {event} ({name}) has games in round {round}: it cannot have {rounds} rounds"),
    ({"rounds": -1}, "an event has 1 round or more, not {rounds}"),
    ({"system": "bataille-empire"}, "event {event} ({name}) holds {games} games of {old}: it cannot become a "
                                    "{system} event, which rates another kind of game"),
    ({"system": "diplomacy", "rate": "blitz"}, "event {event} ({name}) holds {games} games of {old}: it cannot "
                                               "become a {system} event, which rates another kind of game"),
])
def test_an_edit_that_makes_no_event_is_refused_and_writes_nothing(demo, changes, template):
    autumn = event_of(demo, "Tournoi d'automne")
    before = dump(demo, skip=())
    with pytest.raises(StoreError) as refused:
        edit_event(demo, autumn, **changes)
    assert refused.value.template == template
    assert dump(demo, skip=()) == before


def test_a_rate_is_refused_to_an_event_that_is_not_chess(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    event_id = add_event(db, "bataille-empire", "Manœuvres")
    with pytest.raises(StoreError, match="a bataille-empire event has no rate"):
        edit_event(db, event_id, rate="blitz")
    with pytest.raises(StoreError, match="a diplomacy event has no rate"):
        add_event(db, "diplomacy", "Saison", rate="rapid")


def test_an_event_an_applied_run_has_used_is_neither_edited_nor_deleted_until_the_run_is_undone(demo):
    spring = event_of(demo, "Open de printemps")
    before = dump(demo, skip=())
    for action in (lambda: edit_event(demo, spring, name="Printemps"), lambda: delete_event(demo, spring)):
        with pytest.raises(StoreError) as refused:
            action()
        assert str(refused.value).startswith(f"event {spring} (Open de printemps) was rated by run "
                                             f"{run_of(demo, FIRST_HALF)} ({FIRST_HALF}, applied on ")
        assert str(refused.value).endswith("): undo that run first")
    assert dump(demo, skip=()) == before
    undo(demo, "frbe")
    edit_event(demo, spring, name="Printemps")
    assert event_fields(demo, spring).name == "Printemps"


def test_an_edit_that_moves_games_into_an_applied_period_is_refused(demo):
    """Games without a date of their own are dated by the event: moved into an applied period,
    they would change what that run rated."""
    players = [r[0] for r in demo.execute("SELECT id FROM players ORDER BY id LIMIT 2")]
    event_id = add_event(demo, "frbe", "Rapide", start="2026-01-10", end="2026-01-10")
    for pid in players:
        add_event_player(demo, event_id, pid)
    add_chess_game(demo, event_id, 1, *players, result="1-0")
    with pytest.raises(StoreError) as refused:
        edit_event(demo, event_id, start="2025-03-01", end="2025-03-01")
    assert refused.value.template.startswith("after this change, event {event} ({name}) would fall in run {run}")
    assert refused.value.params["run"] == run_of(demo, FIRST_HALF)
    assert event_fields(demo, event_id).start == "2026-01-10"


def test_an_event_rated_by_a_run_of_its_own_names_that_run(demo):
    first = event_of(demo, "Manifestation 2023-1")
    with pytest.raises(StoreError) as refused:
        delete_event(demo, first)
    assert refused.value.params["run"] == run_of(demo, f"bataille-empire event {first}")
    assert "undo that run first" in str(refused.value)


# --- deleting ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "system"), [("Tournoi d'automne", None), ("Manifestation 2025-4", "bataille-empire"),
                                              ("Saison de Diplomatie 2025", "diplomacy")])
def test_a_deleted_event_takes_its_games_keeps_its_players_and_comes_back_exactly(demo, name, system):
    if system is not None:
        undo(demo, system)  # the event's own run, the last of its system
    event_id = event_of(demo, name)
    before = dump(demo)
    players = demo.execute("SELECT COUNT(*) FROM players").fetchone()[0]
    held = rows_of(demo, event_id)
    trace = Trace(demo)
    deleted = delete_event(demo, event_id)
    trace.assert_one_transaction()
    assert demo.execute("SELECT 1 FROM events WHERE id = ?", [event_id]).fetchone() is None
    assert rows_of(demo, event_id) == dict.fromkeys(EVENT_TABLES, 0)
    assert demo.execute("SELECT COUNT(*) FROM players").fetchone()[0] == players
    assert {t: deleted.count(t) for t in EVENT_TABLES} == held
    assert (deleted.count("battle_generals") > 0, deleted.count("diplomacy_results") > 0) == \
        (system == "bataille-empire", system == "diplomacy")  # the rows below the games go too
    assert last_edit(demo)["change"] == "event_deleted"
    trace = Trace(demo)
    restore_event(demo, deleted)
    trace.assert_one_transaction()
    assert last_edit(demo)["change"] == "event_restored"
    assert dump(demo) == before


def test_a_deleted_import_can_be_imported_again_and_its_undo_restores_it(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    event_id = import_file(db, TRF, system="frbe").event_id
    before = dump(db)
    played = len(chess_games(db, event_id))
    deleted = delete_event(db, event_id)
    assert (deleted.count("imports"), deleted.count("chess_games")) == (1, played)
    assert import_file(db, TRF, system="frbe", dry_run=True).games > 0  # no longer "already imported"
    restore_event(db, deleted)
    assert dump(db) == before


def test_an_event_is_not_put_back_over_another(demo):
    autumn = event_of(demo, "Tournoi d'automne")
    deleted = delete_event(demo, autumn)
    add_event(demo, "frbe", "Intrus", event_id=autumn)
    with pytest.raises(StoreError) as refused:
        restore_event(demo, deleted)
    assert refused.value.template == "event {event} ({name}) cannot be put back: another event has its number now"


def test_an_unknown_event_is_refused(demo):
    for action in (lambda: edit_event(demo, 999, name="X"), lambda: delete_event(demo, 999)):
        with pytest.raises(StoreError, match="no event 999"):
            action()
