"""Players in the club database: the table of the application, manual edits, merging two records."""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from datetime import date
from pathlib import Path

import pytest

from elodesk.formats.records import (
    BatailleEventRecord,
    BataillePlayerRecord,
    BattleRecord,
    ByeRecord,
    ChessGameRecord,
    DiplomacyGameRecord,
    DiplomacyResultRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.store import audit
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.player_edits import (
    BAD_FORMAT,
    REQUIRED,
    add_player,
    check_player,
    clean_player,
    delete_player,
    update_player,
)
from elodesk.store.player_merge import (
    SAME_BATTLE,
    SAME_DIPLOMACY_GAME,
    SAME_GAME,
    SAME_ROUND,
    merge_conflicts,
    merge_players,
    undo_merge,
)
from elodesk.store.player_table import players_table
from elodesk.store.players import (
    Player,
    SystemRating,
    club_names,
    fill_player,
    get_player,
    list_players,
    player_names,
    player_systems,
    players_with_id,
    search_key,
)
from elodesk.store.ratings import get_states, set_state


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def import_event(db, event: EventRecord, system: str = "frbe") -> ImportReport:
    report = ImportReport(file=event.name, format="test", system=system, dry_run=False)
    source = Path(event.name)
    return run_import(db, report, lambda imp: imp.chess_event(event, system, source, f"hash:{event.name}"),
                      source, None)


def player(ref: str, name: str, **kw) -> PlayerRecord:
    return PlayerRecord(ref=ref, name=name, **kw)


def ids_by_name(db) -> dict[str, int]:
    return {row.name: row.id for row in players_table(db)}


def last_audit(db) -> audit.AuditEntry:
    return audit.entries(db, 1)[0]


# --- the table -------------------------------------------------------------------------------------

def test_players_table_gives_each_player_once_with_his_ratings_in_three_systems(db):
    a = add_player(db, Player("Alpha, Anne", club="Wavre", frbe_id="12345"))
    b = add_player(db, Player("Bravo, Bob"))
    set_state(db, "frbe", a, {"rating": 1800, "games": 120})
    set_state(db, "ffe", a, {"rating": 1750})
    set_state(db, "bataille-empire", a, {"rating": 1105, "games": 12})
    set_state(db, "frbe", b, {"rating": None, "games": 4, "provisional_rating": 1500})
    set_state(db, "diplomacy", b, {"ratings": {}})
    rows = {r.id: r for r in players_table(db)}
    assert len(rows) == 2
    assert (rows[a].frbe_rating, rows[a].frbe_games, rows[a].ffe_rating, rows[a].be_rating, rows[a].be_games) \
        == (1800, 120, 1750, 1105, 12)
    assert set(rows[a].systems.strip(",").split(",")) == {"frbe", "ffe", "bataille-empire"}
    assert (rows[b].frbe_rating, rows[b].frbe_provisional, rows[b].be_rating) == (None, 1500, None)
    assert ",diplomacy," in rows[b].systems and ",frbe," in rows[b].systems
    assert rows[a].club == "Wavre" and rows[a].frbe_id == "12345"


def test_a_player_without_any_rating_has_an_empty_system_list(db):
    add_player(db, Player("Alone, Al"))
    assert players_table(db)[0].systems == ",,"


def test_fold_ignores_case_and_accents_in_any_script():
    assert search_key("Élodie LEFÈVRE") == "elodie lefevre"
    assert search_key("Çağlar Şahin") == "caglar sahin"
    assert search_key("Иванов") == "иванов"
    assert search_key("A14240") == "a14240"


def test_club_names_and_player_names(db):
    a = add_player(db, Player("Alpha, Anne", club="Wavre"))
    add_player(db, Player("Bravo, Bob", club="Ath"))
    add_player(db, Player("Charlie, Carl", club="wavre2"))
    assert club_names(db) == ["Ath", "Wavre", "wavre2"]
    assert player_names(db, [a, 999]) == {a: "Alpha, Anne"}
    assert player_names(db, []) == {}


# --- checks -----------------------------------------------------------------------------------------

def test_clean_player_strips_upper_cases_and_turns_empty_text_into_null():
    assert clean_player(Player("  Alpha, Anne ", federation="bel", ffe_id="a12345", club=" ", fide_rating=0,
                               is_foreign=2)) == Player("Alpha, Anne", federation="BEL", ffe_id="A12345", is_foreign=1)


def test_filling_a_player_writes_only_his_own_columns(db):
    pid = add_player(db, Player("Alpha, Anne"))
    with pytest.raises(StoreError, match="unknown player fields: id, rating"):
        fill_player(db, pid, {"id": 3, "rating": 1800, "club": "Ath"})
    fill_player(db, pid, {"club": "Wavre"})
    assert get_player(db, pid) == Player("Alpha, Anne", club="Wavre", id=pid)


@pytest.mark.parametrize(("fields", "problems"), [
    ({"frbe_id": "1234", "ffe_id": "B12345", "fide_id": "4600002",
      "federation": "BEL", "birth_date": "1990-02-28", "sex": "F", "fide_rating": 2100}, {}),
    ({"name": ""}, {"name": REQUIRED}),
    ({"name": "Alpha,"}, {"name": BAD_FORMAT}),
    ({"name": "Pseudonym"}, {}),
    ({"frbe_id": "183"}, {}),  # a founding member's short matricule
    ({"frbe_id": "12a"}, {"frbe_id": BAD_FORMAT}),
    ({"frbe_id": "123456"}, {"frbe_id": BAD_FORMAT}),
    ({"ffe_id": "12345"}, {"ffe_id": BAD_FORMAT}),
    ({"fide_id": "46x"}, {"fide_id": BAD_FORMAT}),
    ({"federation": "BE"}, {"federation": BAD_FORMAT}),
    ({"birth_date": "1990-02-30"}, {"birth_date": BAD_FORMAT}),
    ({"sex": "X"}, {"sex": BAD_FORMAT}),
])
def test_check_player_names_each_field_in_error(fields, problems):
    assert check_player(Player(**{"name": "Alpha, Anne", **fields})) == problems


def test_a_federation_id_held_by_another_player_is_found(db):
    a = add_player(db, Player("Alpha, Anne", fide_id="4600002"))
    b = add_player(db, Player("Alpha, A.", fide_id="4600002"))
    assert players_with_id(db, "fide_id", "4600002", exclude=a) == [b]
    assert players_with_id(db, "fide_id", "4600002") == [a, b]


# --- add, update, delete ----------------------------------------------------------------------------

def test_add_player_then_delete_it_leaves_the_database_as_it_was(db):
    before = dump(db)
    pid = add_player(db, Player("Alpha, Anne", birth_date="1990-02-28", club="Wavre"))
    assert get_player(db, pid).club == "Wavre"
    assert last_audit(db).detail["op"] == "add_player"
    row = delete_player(db, pid)
    assert row.name == "Alpha, Anne"
    assert last_audit(db).detail["before"]["name"] == "Alpha, Anne"
    assert dump(db) == before


def test_add_player_again_with_the_same_id_redoes_a_creation(db):
    pid = add_player(db, Player("Alpha, Anne"))
    delete_player(db, pid)
    assert add_player(db, Player("Alpha, Anne", id=pid)) == pid


def test_a_creation_cannot_be_redone_once_its_number_is_another_players(db):
    pid = add_player(db, Player("Alpha, Anne"))
    delete_player(db, pid)
    assert add_player(db, Player("Bravo, Bob")) == pid  # SQLite gives the free number again
    before = dump(db)
    with pytest.raises(StoreError, match=f"player {pid} cannot be made again: the number is now Bravo, Bob's"):
        add_player(db, Player("Alpha, Anne", id=pid))
    assert dump(db) == before


def test_add_player_refuses_invalid_fields_and_writes_nothing(db):
    before = dump(db)
    with pytest.raises(StoreError, match="frbe_id"):
        add_player(db, Player("Alpha, Anne", frbe_id="123456"))
    with pytest.raises(StoreError, match="name"):
        add_player(db, Player("", club="Wavre"))
    assert dump(db) == before


def test_a_founding_members_short_matricule_is_his(db):
    """Matricules of one to three digits are real (27, 183 on the federation's lists)."""
    pid = add_player(db, Player("Alpha, Anne", frbe_id="27"))
    assert get_player(db, pid).frbe_id == "27"


def test_update_player_returns_the_old_values_and_logs_before_and_after(db):
    pid = add_player(db, Player("Alpha, Anne", club="Wavre"))
    before = dump(db)
    old = update_player(db, replace(get_player(db, pid), club="Ath", federation="bel"))
    assert old == Player("Alpha, Anne", club="Wavre", id=pid)
    assert get_player(db, pid).club == "Ath" and get_player(db, pid).federation == "BEL"
    entry = last_audit(db)
    assert entry.action == audit.EDIT
    assert entry.detail["before"] == {"club": "Wavre", "federation": None}
    assert entry.detail["after"] == {"club": "Ath", "federation": "BEL"}
    update_player(db, old, validate=False)
    assert dump(db) == before


def test_update_player_writes_back_old_values_even_when_they_would_not_pass_today(db):
    pid = add_player(db, Player("Alpha, Anne"))
    db.execute("UPDATE players SET frbe_id = '12' WHERE id = ?", [pid])
    db.conn.commit()
    old = update_player(db, replace(get_player(db, pid), frbe_id="12345", club="Wavre"), ["frbe_id"])
    assert get_player(db, pid).club is None  # only the fields named are written
    update_player(db, old, ["frbe_id"], validate=False)
    assert get_player(db, pid).frbe_id == "12"


def test_update_player_changing_nothing_writes_nothing(db):
    pid = add_player(db, Player("Alpha, Anne", club="Wavre"))
    entries = len(audit.entries(db))
    update_player(db, get_player(db, pid))
    assert len(audit.entries(db)) == entries


def test_a_player_who_played_cannot_be_deleted(db):
    import_event(db, EventRecord(name="Open", format="test", players=[player("1", "Alpha, Anne"),
                                                                          player("2", "Bravo, Bob")],
                                 games=[ChessGameRecord(1, "1", "2", "1-0", date(2025, 3, 1))]))
    pid = ids_by_name(db)["Alpha, Anne"]
    with pytest.raises(StoreError, match="cannot be deleted"):
        delete_player(db, pid)


# --- merge --------------------------------------------------------------------------------------------

def club_with_a_double(db) -> tuple[int, int]:
    """Anne twice (a Belgian record and one created from a French file), each with games and ratings."""
    import_event(db, EventRecord(
        name="Open de Wavre", format="test",
        players=[player("1", "Alpha, Anne", frbe_id="12345", club="Wavre"), player("2", "Bravo, Bob"),
                 player("3", "Charlie, Carl")],
        games=[ChessGameRecord(1, "1", "2", "1-0", date(2025, 3, 1)),
               ChessGameRecord(2, "3", "1", "1/2-1/2", date(2025, 3, 8))],
        byes=[ByeRecord(3, "1", "H", 0.5)]))
    import_event(db, EventRecord(
        name="Open de Lille", format="test",
        players=[player("1", "Alpha, Anne-Marie", ffe_id="A12345", birth_date=date(1990, 2, 28)),
                 player("2", "Bravo, Bob"), player("3", "Delta, Dan")],
        games=[ChessGameRecord(1, "2", "1", "0-1", date(2025, 4, 1)),
               ChessGameRecord(2, "1", "3", "1-0", date(2025, 4, 8))]), system="ffe")
    ids = ids_by_name(db)
    keep, drop = ids["Alpha, Anne"], ids["Alpha, Anne-Marie"]
    set_state(db, "frbe", keep, {"rating": 1800, "games": 100})
    set_state(db, "frbe", drop, {"rating": None, "games": 3, "provisional_rating": 1650})
    set_state(db, "ffe", drop, {"rating": 1710})
    db.execute("INSERT INTO runs (system, kind, applied_at) VALUES ('ffe', 'period', '2025-05-01')")
    db.execute("INSERT INTO history (run_id, player_id, system, date, old_rating, new_rating, status, "
               "state_after, explanation) VALUES (1, ?, 'ffe', '2025-04-30', 1700, 1710, 'rated', '{}', '[]')",
               [drop])
    db.conn.commit()
    return keep, drop


def test_merge_moves_every_reference_of_the_dropped_player_and_deletes_him(db):
    keep, drop = club_with_a_double(db)
    undo = merge_players(db, keep, drop, replace(get_player(db, keep), ffe_id="A12345", birth_date="1990-02-28"))
    with pytest.raises(StoreError):
        get_player(db, drop)
    anne = get_player(db, keep)
    assert (anne.name, anne.frbe_id, anne.ffe_id, anne.birth_date) == (
        "Alpha, Anne", "12345", "A12345", "1990-02-28")
    for table, column in (("chess_games", "white_id"), ("chess_games", "black_id"), ("byes", "player_id"),
                          ("event_players", "player_id"), ("ratings", "player_id"), ("history", "player_id")):
        assert db.execute(f"SELECT COUNT(*) FROM {table} WHERE {column} = ?", [drop]).fetchone()[0] == 0
    assert db.execute("SELECT COUNT(*) FROM chess_games WHERE ? IN (white_id, black_id)", [keep]).fetchone()[0] == 4
    assert db.execute("SELECT COUNT(*) FROM event_players WHERE player_id = ?", [keep]).fetchone()[0] == 2
    # Both had a Belgian state: the kept player's stays, and the merge says so.
    assert get_states(db, "frbe")[keep] == {"rating": 1800, "games": 100}
    assert get_states(db, "ffe")[keep] == {"rating": 1710}
    assert undo.discarded_ratings == ["frbe"]
    entry = last_audit(db)
    assert entry.detail["op"] == "merge_players" and entry.detail["drop"] == drop


def test_undoing_a_merge_restores_the_database_exactly(db):
    keep, drop = club_with_a_double(db)
    before = dump(db)
    undo = merge_players(db, keep, drop, replace(get_player(db, keep), name="Alpha, Anne-Marie", ffe_id="A12345"))
    assert dump(db) != before
    undo_merge(db, undo)
    assert dump(db) == before
    assert last_audit(db).detail["op"] == "undo_merge"


def test_the_undo_record_holds_plain_values_only(db):
    """It lives on the undo stack for the whole session: no cursor, no connection, no row objects."""
    keep, drop = club_with_a_double(db)
    undo = merge_players(db, keep, drop)
    json.dumps(asdict(undo))


def test_two_players_who_played_each_other_cannot_be_merged(db):
    keep, _ = club_with_a_double(db)
    bob = ids_by_name(db)["Bravo, Bob"]
    conflicts = merge_conflicts(db, keep, bob)
    assert [(c.kind, c.event_name, c.round) for c in conflicts] == [(SAME_GAME, "Open de Wavre", 1)]
    before = dump(db)
    with pytest.raises(StoreError, match="cannot be one person: both played in round 1 of event 1"):
        merge_players(db, keep, bob)
    assert dump(db) == before


def test_two_players_seated_in_the_same_round_cannot_be_merged(db):
    import_event(db, EventRecord(
        name="Open", format="test",
        players=[player(str(i), f"P{i}, X") for i in range(1, 5)],
        games=[ChessGameRecord(1, "1", "2", "1-0"), ChessGameRecord(1, "3", "4", "1-0")]))
    ids = ids_by_name(db)
    assert [(c.kind, c.round) for c in merge_conflicts(db, ids["P1, X"], ids["P3, X"])] == [(SAME_ROUND, 1)]


def test_two_generals_of_one_battle_cannot_be_merged(db):
    event = BatailleEventRecord(
        name="Ligue", start=date(2025, 1, 5), end=date(2025, 1, 5),
        players=[BataillePlayerRecord("a", "Ney", "Michel"), BataillePlayerRecord("b", "Murat", "J"),
                 BataillePlayerRecord("c", "Ney", "M.")],
        battles=[BattleRecord(1, date(2025, 1, 5), ["a"], ["b", "c"], "a-victory")])
    report = ImportReport(file="ligue", format="test", system="bataille-empire", dry_run=False)
    run_import(db, report, lambda imp: imp.bataille_event(event, Path("ligue"), "hash:ligue"), Path("ligue"), None)
    ids = ids_by_name(db)
    conflicts = merge_conflicts(db, ids["Ney, Michel"], ids["Ney, M."])
    assert [(c.kind, c.event_name, c.round) for c in conflicts] == [(SAME_BATTLE, "Ligue", 1)]


def diplomacy_club(db) -> None:
    games = [DiplomacyGameRecord("G1", date(2025, 2, 1), "classic", True, "finished", "draw-size", "standard",
                                 [DiplomacyResultRecord("France", "Ann", 18, False),
                                  DiplomacyResultRecord("Italy", "Anne", 0, True)]),
             DiplomacyGameRecord("G2", date(2025, 3, 1), "classic", True, "finished", "draw-size", "standard",
                                 [DiplomacyResultRecord("England", "Bob", 18, False),
                                  DiplomacyResultRecord("Russia", "Anne B.", 0, True)])]
    report = ImportReport(file="club", format="test", system="diplomacy", dry_run=False)
    run_import(db, report, lambda imp: imp.diplomacy_games(games, "club", Path("club"), "hash:club"),
               Path("club"), None)


def test_two_powers_of_one_diplomacy_game_cannot_be_merged(db):
    diplomacy_club(db)
    ids = ids_by_name(db)
    conflicts = merge_conflicts(db, ids["Ann"], ids["Anne"])
    assert [(c.kind, c.game) for c in conflicts] == [(SAME_DIPLOMACY_GAME, "G1")]


def test_two_names_of_one_diplomacy_player_in_one_event_merge_and_undo(db):
    """Both names are entrants of the same event: the kept one's entry stays, and undo brings the other back."""
    diplomacy_club(db)
    ids = ids_by_name(db)
    before = dump(db)
    undo = merge_players(db, ids["Anne"], ids["Anne B."])
    assert [removed.column("ref") for removed in undo.deleted if removed.table == "event_players"] == [["Anne B."]]
    assert db.execute("SELECT COUNT(*) FROM diplomacy_results WHERE player_id = ?", [ids["Anne"]]).fetchone()[0] == 2
    undo_merge(db, undo)
    assert dump(db) == before


def test_a_player_cannot_be_merged_with_himself(db):
    pid = add_player(db, Player("Alpha, Anne"))
    with pytest.raises(StoreError, match="himself"):
        merge_players(db, pid, pid)


def test_player_systems_gives_each_system_of_a_player(db):
    pid = add_player(db, Player("Alpha, Anne"))
    set_state(db, "frbe", pid, {"rating": None, "games": 4, "provisional_rating": 1500})
    set_state(db, "ffe", pid, {"rating": 1750})
    set_state(db, "diplomacy", pid, {"ratings": {"classic": {}, "gunboat": {}}})
    assert player_systems(db, pid) == {"diplomacy": SystemRating(None, 0, modes=2), "ffe": SystemRating(1750, 0),
                                       "frbe": SystemRating(None, 4, 1500)}
    (listed,) = list_players(db)
    assert (listed.name, listed.rating_in("ffe"), listed.ratings["frbe"].to_json()) == (
        "Alpha, Anne", 1750, {"rating": None, "games": 4, "provisional_rating": 1500})
