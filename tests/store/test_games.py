"""The arbiter's hand edits of an event's games: each one a transaction with its audit entry, undoable."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.formats.records import PlayerRecord
from elodesk.store import audit, battle_edits, diplomacy_edits, games
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from elodesk.store.event_rows import EventInfo
from elodesk.store.events import list_events
from elodesk.store.game_values import BattleValues, DiplomacyResult, DiplomacyValues
from elodesk.store.players import create_player
from elodesk.store.runs import EVENT, RunScope, apply


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def make_players(db, *names: str) -> list[int]:
    with db.conn:
        return [create_player(db, PlayerRecord(ref=str(i), name=name)) for i, name in enumerate(names)]


def make_event(db, system: str, players: list[int], **fields) -> int:
    event_id = add_event(db, system, fields.pop("name", "Test event"), **fields)
    for pid in players:
        games.add_event_player(db, event_id, pid)
    return event_id


def last_edit(db) -> dict:
    entry = audit.entries(db, 1)[0]
    assert entry.action == audit.EDIT
    return entry.detail


@pytest.fixture
def chess(db):
    """A Belgian tournament of four players with one round played."""
    ids = make_players(db, "Alpha, Anne", "Bravo, Bob", "Charlie, Carl", "Delta, Dora")
    event_id = make_event(db, "frbe", ids, start="2025-09-19", end="2025-10-31", rounds=7)
    a, b, c, d = ids
    games.add_chess_game(db, event_id, 1, a, b, result="1-0", date="2025-09-19")
    games.add_chess_game(db, event_id, 1, c, d, date="2025-09-19")
    return event_id, ids


# --- chess -------------------------------------------------------------------------------------


def test_set_chess_result_stores_it_returns_the_old_one_and_audits_it(db, chess):
    event_id, _ = chess
    game = games.chess_games(db, event_id)[1]
    assert games.set_chess_result(db, game.id, "1/2-1/2") == "*"
    assert games.chess_games(db, event_id)[1].result == "1/2-1/2"
    assert last_edit(db) == {"change": "chess_result", "event": event_id, "game": game.id, "before": "*",
                             "after": "1/2-1/2"}
    assert games.set_chess_result(db, game.id, "*") == "1/2-1/2"  # cleared again


@pytest.mark.parametrize("result", ["1-0", "0-1", "1/2-1/2", "+-", "-+", "--", "*"])
def test_every_chess_result_and_forfeit_can_be_entered(db, chess, result):
    event_id, _ = chess
    game_id = games.chess_games(db, event_id)[1].id
    games.set_chess_result(db, game_id, result)
    assert games.chess_games(db, event_id)[1].result == result


def test_set_chess_result_refuses_an_unknown_result_or_game(db, chess):
    event_id, _ = chess
    game_id = games.chess_games(db, event_id)[0].id
    before = dump(db, skip=())
    with pytest.raises(StoreError, match="unknown chess result"):
        games.set_chess_result(db, game_id, "1-1")
    with pytest.raises(StoreError, match="no chess game 999"):
        games.set_chess_result(db, 999, "1-0")
    assert dump(db, skip=()) == before  # nothing written, not even to the audit log


def test_add_chess_game_takes_the_next_board_and_the_round_date(db, chess):
    event_id, (a, b, c, d) = chess
    games.add_chess_game(db, event_id, 2, a, c)
    game_id = games.add_chess_game(db, event_id, 2, d, b)
    added = games.chess_games(db, event_id)[-1]
    assert (added.id, added.round, added.board, added.white_id, added.black_id, added.result,
            added.date) == (game_id, 2, 2, d, b, "*", None)
    assert games.chess_games(db, event_id)[0].date == "2025-09-19"
    assert games.add_chess_game(db, event_id, 3, a, d, date="2025-10-03") and \
        games.add_chess_game(db, event_id, 3, b, c) and games.chess_games(db, event_id)[-1].date == "2025-10-03"
    assert last_edit(db)["change"] == "chess_game_added"


@pytest.mark.parametrize(("pairing", "message"), [
    ((0, 0), "cannot play himself"),
    ((0, 4), "not a player of this event"),
    ((0, 2), "already paired in round 1"),
])
def test_add_chess_game_refuses_impossible_pairings(db, chess, pairing, message):
    event_id, ids = chess
    outsider = make_players(db, "Echo, Eve")[0]
    ids = [*ids, outsider]
    with pytest.raises(StoreError, match=message):
        games.add_chess_game(db, event_id, 1, ids[pairing[0]], ids[pairing[1]])


def test_add_chess_game_refuses_a_battle_event(db):
    ids = make_players(db, "A", "B")
    event_id = make_event(db, "bataille-empire", ids)
    with pytest.raises(StoreError, match="not a frbe / frbe-classic / ffe / fide one"):
        games.add_chess_game(db, event_id, 1, *ids)


def test_delete_chess_game_returns_what_brings_it_back_under_the_same_id(db, chess):
    event_id, _ = chess
    before = dump(db)
    game_id = games.chess_games(db, event_id)[0].id
    removed = games.delete_chess_game(db, game_id)
    assert len(games.chess_games(db, event_id)) == 1
    assert last_edit(db)["change"] == "chess_game_deleted"
    assert (removed.game_id, removed.event_id) == (game_id, event_id)
    assert games.add_chess_game(db, **removed.keywords()) == game_id
    assert dump(db) == before


# --- events and their players ------------------------------------------------------------------------


def test_add_event_lists_it_and_audits_it(db):
    event_id = add_event(db, "ffe", " Open d'hiver ", place="Lille", start="2025-12-01", end="2025-12-05",
                               arbiter="Lambert, Anne", rounds=5)
    assert games.get_event(db, event_id) == EventInfo(event_id, "ffe", "Open d'hiver", "Lille", "2025-12-01",
                                                            "2025-12-05", "Lambert, Anne", 5)
    assert list_events(db) == [games.event_summary(db, event_id)]
    assert last_edit(db) == {"change": "event_added", "event": event_id, "system": "ffe", "name": "Open d'hiver"}


@pytest.mark.parametrize(("system", "name", "end", "message"), [
    ("go", "Open", None, "unknown rating system"),
    ("frbe", "  ", None, "needs a name"),
    ("frbe", "Open", "2025-11-30", "ends .* before it starts"),
])
def test_add_event_refuses_what_makes_no_event(db, system, name, end, message):
    with pytest.raises(StoreError, match=message):
        add_event(db, system, name, start="2025-12-01", end=end)


def test_event_players_are_added_and_removed_while_they_have_no_game(db, chess):
    event_id, (a, *_) = chess
    newcomer = make_players(db, "Echo, Eve")[0]
    games.add_event_player(db, event_id, newcomer, rating=1500)
    assert last_edit(db) == {"change": "event_player_added", "event": event_id, "player": newcomer}
    assert {p.id: p.rating for p in games.event_players(db, event_id)}[newcomer] == 1500
    with pytest.raises(StoreError, match="already plays in this event"):
        games.add_event_player(db, event_id, newcomer)
    with pytest.raises(StoreError, match="has 1 games in this event"):
        games.remove_event_player(db, event_id, a)
    removed = games.remove_event_player(db, event_id, newcomer)
    assert last_edit(db)["change"] == "event_player_removed"
    assert newcomer not in {p.id for p in games.event_players(db, event_id)}
    assert (removed.event_id, removed.player_id, removed.rating) == (event_id, newcomer, 1500)
    games.add_event_player(db, **removed.keywords())
    assert newcomer in {p.id for p in games.event_players(db, event_id)}


def test_event_summary_is_the_line_of_list_events(db, chess):
    event_id, _ = chess
    other = add_event(db, "diplomacy", "Saison")
    listed = {e.id: e for e in list_events(db)}
    assert games.event_summary(db, event_id) == listed[event_id]
    assert games.event_summary(db, other) == listed[other]
    assert listed[event_id].games == 1 and listed[event_id].players == 4
    assert games.event_summary(db, 999) is None


def test_event_runs_name_the_applied_run_that_rated_the_event(db, chess):
    event_id, _ = chess
    assert games.event_runs(db, event_id) == []
    apply(db, RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)), make_backup=False)
    assert [r.kind for r in games.event_runs(db, event_id)] == ["period"]
    apply(db, RunScope("frbe", date(2026, 1, 1), date(2026, 6, 30)), make_backup=False)
    assert len(games.event_runs(db, event_id)) == 1  # a period without its games did not rate it


# --- Bataille Empire ----------------------------------------------------------------------------------


@pytest.fixture
def bataille(db):
    ids = make_players(db, "Ney, Michel", "Murat, Joachim", "Davout, Louis", "Lannes, Jean", "Soult, Jean")
    event_id = make_event(db, "bataille-empire", ids, start="2025-10-15", end="2025-10-15")
    return event_id, ids


def test_add_battle_with_teams_and_the_event_date(db, bataille):
    event_id, (ney, murat, davout, lannes, _) = bataille
    battle_id = battle_edits.add_battle(db, event_id, round=1, result="a-decisive", side_a=[ney, murat],
                                        side_b=[davout, lannes], scenario="Wagram")
    battle = games.battles(db, event_id)[0]
    assert (battle.id, battle.date, battle.result, battle.scenario) == \
        (battle_id, "2025-10-15", "a-decisive", "Wagram")
    assert [p for p, _ in battle.side_a] == [ney, murat] and [p for p, _ in battle.side_b] == [davout, lannes]
    assert last_edit(db)["change"] == "battle_added"


def test_set_battle_returns_what_restores_it(db, bataille):
    event_id, (ney, _, davout, lannes, soult) = bataille
    battle_id = battle_edits.add_battle(db, event_id, round=1, result="draw", side_a=[ney], side_b=[davout])
    before = dump(db)
    old = battle_edits.set_battle(db, battle_id, round=2, result="b-crushing", side_a=[ney, soult],
                                  side_b=[lannes], scenario="Eylau", date="2025-10-16")
    assert old == BattleValues(round=1, result="draw", scenario=None, date="2025-10-15", notes=None,
                               side_a=(ney,), side_b=(davout,))
    assert battle_edits.battle_values(db, battle_id) == BattleValues(
        round=2, result="b-crushing", scenario="Eylau", date="2025-10-16", notes=None, side_a=(ney, soult),
        side_b=(lannes,))
    entry = last_edit(db)
    assert (entry["change"], entry["battle"], entry["before"]["result"], entry["after"]["result"]) == \
        ("battle", battle_id, "draw", "b-crushing")
    battle_edits.set_battle(db, battle_id, **old.keywords())
    assert dump(db) == before


@pytest.mark.parametrize(("sides", "result", "message"), [
    (([0], [0]), "draw", "cannot fight on both sides"),
    (([0, 1, 2, 3], [4]), "draw", "one to 3 generals"),
    (([], [4]), "draw", "one to 3 generals"),
    (([0, 0], [4]), "draw", "named twice"),
    (([0], [9]), "draw", "not a player of this event"),
    (([0], [1]), "a-total", "unknown battle result"),
])
def test_battles_refuse_impossible_sides_and_results(db, bataille, sides, result, message):
    event_id, ids = bataille
    ids = [*ids, *make_players(db, "Outsider")]
    ids = {**dict(enumerate(ids)), 9: ids[-1]}
    battle_id = battle_edits.add_battle(db, event_id, round=1, result="draw", side_a=[ids[0]], side_b=[ids[1]])
    before = dump(db, skip=())
    side_a, side_b = ([ids[i] for i in side] for side in sides)
    with pytest.raises(StoreError, match=message):
        battle_edits.set_battle(db, battle_id, round=1, result=result, side_a=side_a, side_b=side_b)
    with pytest.raises(StoreError, match=message):
        battle_edits.add_battle(db, event_id, round=1, result=result, side_a=side_a, side_b=side_b)
    assert dump(db, skip=()) == before


def test_delete_battle_brings_it_back_with_its_generals(db, bataille):
    event_id, (ney, murat, davout, lannes, _) = bataille
    battle_id = battle_edits.add_battle(db, event_id, round=3, result="a-marginal", side_a=[ney, murat],
                                        side_b=[davout, lannes], scenario="Ligny", notes="late start")
    before = dump(db)
    removed = battle_edits.delete_battle(db, battle_id)
    assert games.battles(db, event_id) == []
    assert last_edit(db)["change"] == "battle_deleted"
    assert removed == BattleValues(round=3, result="a-marginal", side_a=(ney, murat), side_b=(davout, lannes),
                                   scenario="Ligny", date=removed.date, notes="late start")
    assert battle_edits.add_battle(db, event_id, **removed.keywords(), battle_id=battle_id) == battle_id
    assert dump(db) == before


# --- Diplomacy ------------------------------------------------------------------------------------------


POWERS = ("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey")


@pytest.fixture
def diplomacy(db):
    ids = make_players(db, *(f"Player {i}" for i in range(8)))
    return make_event(db, "diplomacy", ids), ids


def board(ids, centers=(5, 6, 4, 5, 3, 6, 5)) -> list[dict]:
    return [{"role": role, "player_id": pid, "centers": c, "eliminated": c == 0, "score": None}
            for role, pid, c in zip(POWERS, ids[:7], centers, strict=True)]


def game_fields(ids, **changes) -> dict:
    return {"ref": "2025-01", "first_resolution": "2025-01-10", "mode": "classic", "scoring": "c-diplo",
            "state": "finished", "used_for_elo": True, "results": board(ids)} | changes


def test_add_diplomacy_game_with_its_board(db, diplomacy):
    event_id, ids = diplomacy
    game_id = diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids))
    stored = games.diplomacy_games(db, event_id)[0]
    assert (stored.id, stored.ref, stored.variant, stored.state) == (game_id, "2025-01", "standard", "finished")
    assert [(r.role, r.player_id, r.centers) for r in stored.results] == \
        [(r["role"], r["player_id"], r["centers"]) for r in board(ids)]
    assert last_edit(db)["change"] == "diplomacy_game_added"
    assert games.event_summary(db, event_id).games == 1


def test_set_diplomacy_game_changes_the_centres_and_returns_what_restores_it(db, diplomacy):
    event_id, ids = diplomacy
    game_id = diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids))
    before = dump(db)
    new_board = board(ids, (18, 4, 4, 4, 0, 2, 2))
    old = diplomacy_edits.set_diplomacy_game(db, game_id, **game_fields(ids, results=new_board, state="running"))
    fields = game_fields(ids)
    assert old == DiplomacyValues(**{**fields, "results": tuple(DiplomacyResult(**r) for r in fields["results"])})
    assert diplomacy_edits.diplomacy_values(db, game_id).results[0].centers == 18
    assert diplomacy_edits.diplomacy_values(db, game_id).results[4].eliminated is True
    entry = last_edit(db)
    assert (entry["change"], entry["before"]["state"], entry["after"]["state"]) == \
        ("diplomacy_game", "finished", "running")
    diplomacy_edits.set_diplomacy_game(db, game_id, **old.keywords())
    assert dump(db) == before


def test_a_manual_score_is_kept_only_under_manual_scoring(db, diplomacy):
    event_id, ids = diplomacy
    results = [r | {"score": 10.0} for r in board(ids)]
    game_id = diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids, results=results))
    assert {r.score for r in diplomacy_edits.diplomacy_values(db, game_id).results} == {None}
    diplomacy_edits.set_diplomacy_game(db, game_id, **game_fields(ids, results=results, scoring="manual"))
    assert {r.score for r in diplomacy_edits.diplomacy_values(db, game_id).results} == {10.0}


@pytest.mark.parametrize(("changes", "message"), [
    ({"results": "too many centres"}, "hold 35 supply centres, more than the 34"),
    ({"results": "two powers"}, "plays two powers"),
    ({"results": "unknown power"}, "not a power of the standard map"),
    ({"results": "outsider"}, "not a player of this event"),
    ({"ref": "taken"}, "already has a game '2024-12'"),
    ({"ref": " "}, "needs a name"),
    ({"mode": "bullet"}, "unknown mode"),
    ({"state": "lost"}, "unknown state"),
    ({"scoring": "elo"}, "unknown scoring method"),
    ({"first_resolution": "10/01/2025"}, "expected YYYY-MM-DD"),
])
def test_diplomacy_games_refuse_impossible_boards(db, diplomacy, changes, message):
    event_id, ids = diplomacy
    diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids, ref="2024-12"))
    game_id = diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids))
    outsider = make_players(db, "Outsider")[0]
    wrong = {
        "too many centres": board(ids, (6, 6, 4, 5, 3, 6, 5)),
        "two powers": board([ids[0], *ids[:6]]),
        "unknown power": [r | {"role": "Spain"} if r["role"] == "Turkey" else r for r in board(ids)],
        "outsider": board([outsider, *ids[1:7]]),
        "taken": "2024-12",
    }
    fields = game_fields(ids, **{k: wrong.get(v, v) for k, v in changes.items()})
    before = dump(db, skip=())
    with pytest.raises(StoreError, match=message):
        diplomacy_edits.set_diplomacy_game(db, game_id, **fields)
    with pytest.raises(StoreError, match=message):
        diplomacy_edits.add_diplomacy_game(db, event_id,
                                           **(fields if "ref" in changes else fields | {"ref": "2025-02"}))
    assert dump(db, skip=()) == before


def test_delete_diplomacy_game_brings_it_back_with_its_board(db, diplomacy):
    event_id, ids = diplomacy
    game_id = diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids))
    before = dump(db)
    values_before = diplomacy_edits.diplomacy_values(db, game_id)
    removed = diplomacy_edits.delete_diplomacy_game(db, game_id)
    assert games.diplomacy_games(db, event_id) == []
    assert last_edit(db)["change"] == "diplomacy_game_deleted"
    assert removed == values_before
    assert diplomacy_edits.add_diplomacy_game(db, event_id, **removed.keywords(), game_id=game_id) == game_id
    assert dump(db) == before


def test_an_applied_diplomacy_event_is_named_by_event_runs(db, diplomacy):
    event_id, ids = diplomacy
    diplomacy_edits.add_diplomacy_game(db, event_id, **game_fields(ids))
    apply(db, RunScope("diplomacy", kind=EVENT, event_id=event_id), make_backup=False)
    assert [r.kind for r in games.event_runs(db, event_id)] == ["event"]
