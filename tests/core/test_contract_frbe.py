"""The compute contract for the Belgian systems: fields read, errors named, output chainable."""

from __future__ import annotations

import copy

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError
from tests.core.document_edits import drop_field, set_field


def doc(**overrides):
    base = {
        "system": "frbe",
        "period": {"start": "2025-01-01", "end": "2025-06-30"},
        "players": [
            {"id": "a", "rating": 1760, "games": 50, "name": "Alice"},
            {"id": "b", "rating": 1645, "games": 200},
            {"id": "c", "rating": None, "games": 0, "archive": {"games": 3, "opponents_sum": 4500,
                                                               "points": 1.5}},
        ],
        "games": [
            {"id": "g1", "date": "2025-02-01", "white": "a", "black": "b", "result": "1-0"},
            {"id": "g2", "date": "2025-02-02", "white": "a", "black": "c", "result": "1/2-1/2"},
        ],
    }
    base.update(overrides)
    return base


def as_json(out):
    return orjson.loads(orjson.dumps(out))


def test_output_keeps_input_fields_and_adds_the_new_state():
    out = as_json(compute_document(doc()))
    assert (out["system"], out["edition"], out["edition_basis"], out["floor"]) == (
        "frbe", "2015", "period_end", 1400)
    a, b, c = out["players"]
    assert (a["id"], a["name"], a["rating"], a["games"], a["old_rating"], a["change"], a["status"]) == (
        "a", "Alice", 1771, 51, 1760, 11, "rated")
    assert (b["rating"], b["change"]) == (1637, -8)
    assert c["archive"] == {"games": 4, "opponents_sum": 6260, "points": 2}
    assert (c["rating"], c["old_rating"], c["change"], c["status"]) == (None, None, None, "unrated")
    assert all(p["explanation"] for p in out["players"])
    assert {r["kind"] for r in a["explanation"]} == {"game", "k_rule", "formula_ii", "left_out"}


def test_classic_has_no_edition_and_options_edition_forces_one():
    out = compute_document(doc(system="frbe-classic"))
    assert "edition" not in out
    forced = compute_document(doc(options={"edition": "1989"}))
    assert (forced["edition"], forced["edition_basis"], forced["floor"]) == ("1989", "forced", 1150)


def test_output_is_accepted_as_the_next_periods_input():
    first = as_json(compute_document(doc()))
    second = as_json(compute_document(doc(players=first["players"], games=[])))
    assert [p["rating"] for p in second["players"]] == [1771, 1637, None]
    assert [p["status"] for p in second["players"]] == ["unchanged", "unchanged", "unrated"]


def test_a_newly_rated_player_loses_his_archive_key():
    players = [{"id": "x", "rating": None, "games": 0,
                "archive": {"games": 19, "opponents_sum": 19 * 1500, "points": 9.5}},
               {"id": "r", "rating": 1500, "games": 40}]
    games = [{"id": "g", "date": "2025-03-01", "white": "x", "black": "r", "result": "1/2-1/2"}]
    x = as_json(compute_document(doc(players=players, games=games)))["players"][0]
    assert "archive" not in x and (x["rating"], x["games"], x["status"]) == (1500, 20, "new")






@pytest.mark.parametrize(("change", "message"), [
    (drop_field(["system"]), "system: required field is missing"),
    (set_field(["system"], "glicko"), "system: expected one of"),
    (drop_field(["players"]), "players: required field is missing"),
    (set_field(["players"], {}), "players: expected a list, got an object"),
    (drop_field(["games"]), "games: required field is missing"),
    (set_field(["games"], "none"), "games: expected a list, got a string"),
    (set_field(["players", 0], 3), "players[0]: expected an object, got an integer"),
    (drop_field(["players", 1, "id"]), "players[1].id: required field is missing"),
    (set_field(["players", 1, "id"], 7), "players[1].id: expected a non-empty string, got an integer"),
    (set_field(["players", 0, "rating"], "1760"), "players[0].rating: expected an integer or null, got a string"),
    (set_field(["players", 0, "rating"], 1760.5), "players[0].rating: expected an integer or null, got a number"),
    (set_field(["players", 0, "games"], -1), "players[0].games: expected an integer ≥ 0, got -1"),
    (set_field(["players", 0, "games"], True), "players[0].games: expected an integer, got a boolean"),
    (set_field(["players", 2, "archive"], []), "players[2].archive: expected an object, got a list"),
    (drop_field(["players", 2, "archive", "games"]), "players[2].archive.games: required field is missing"),
    (set_field(["players", 2, "archive", "games"], 20), "players[2].archive.games: an unrated player's archive"),
    (drop_field(["players", 2, "archive", "opponents_sum"]), "players[2].archive.opponents_sum: required"),
    (set_field(["players", 2, "archive", "points"], "1.5"), "players[2].archive.points: expected a number"),
    (set_field(["players", 2, "archive", "points"], 1.25),
     "players[2].archive.points: expected a number of points"),
    (set_field(["players", 0, "archive"], {"games": 1, "opponents_sum": 1, "points": 0}),
     "players[0].archive: a rated player carries no archive"),
    (set_field(["players", 0, "fide_rating"], "2000"), "players[0].fide_rating: expected an integer or null"),
    (set_field(["players", 0, "foreign"], "yes"), "players[0].foreign: expected true or false, got a string"),
    (set_field(["players", 0, "member"], 0), "players[0].member: expected true or false, got an integer"),
    (set_field(["players", 1, "id"], "a"), 'players[1].id: duplicate id "a" (also players[0])'),
    (set_field(["games", 0], None), "games[0]: expected an object, got null"),
    (drop_field(["games", 0, "id"]), "games[0].id: required field is missing"),
    (drop_field(["games", 1, "date"]), "games[1].date: required field is missing"),
    (set_field(["games", 1, "date"], "02/02/2025"), 'games[1].date: expected a date YYYY-MM-DD, got "02/02/2025"'),
    (set_field(["games", 1, "date"], "2025-02-30"), "games[1].date: expected a date YYYY-MM-DD"),
    (drop_field(["games", 0, "white"]), "games[0].white: required field is missing"),
    (drop_field(["games", 0, "black"]), "games[0].black: required field is missing"),
    (set_field(["games", 0, "white"], "1234"), 'games[0].white: unknown player "1234"'),
    (set_field(["games", 0, "black"], "a"), 'games[0].black: a player cannot play himself ("a")'),
    (drop_field(["games", 0, "result"]), "games[0].result: required field is missing"),
    (set_field(["games", 0, "result"], "1-1"), 'games[0].result: expected one of'),
    (set_field(["games", 0, "result"], 1), "games[0].result: expected one of"),
    (set_field(["games", 1, "id"], "g1"), 'games[1].id: duplicate id "g1" (also games[0])'),
    (set_field(["period"], "2025"), "period: expected an object, got a string"),
    (set_field(["period", "end"], "2025-13-01"), "period.end: expected a date YYYY-MM-DD"),
    (set_field(["period", "end"], "2024-12-31"), "period.end: the period ends (2024-12-31) before it starts"),
    (set_field(["options"], {"edition": "2020"}),
     "options.edition: expected one of 1989, 2006, 2007, 2009, 2015, text"),
])
def test_malformed_input_names_the_field(change, message):
    bad = copy.deepcopy(doc())
    change(bad)
    with pytest.raises(InputError) as info:
        compute_document(bad)
    assert str(info.value).startswith(message)


def test_document_must_be_an_object():
    with pytest.raises(InputError, match="input: expected an object, got a list"):
        compute_document([])


_ratings = st.one_of(st.none(), st.integers(1000, 2600))


@st.composite
def periods(draw):
    n = draw(st.integers(2, 8))
    players = []
    for i in range(n):
        rating = draw(_ratings)
        player = {"id": f"p{i}", "rating": rating, "games": draw(st.integers(20, 400)) if rating else 0}
        if rating is None and draw(st.booleans()):
            games = draw(st.integers(0, 19))
            player["archive"] = {"games": games, "opponents_sum": games * draw(st.integers(1000, 2400)),
                                 "points": draw(st.integers(0, 2 * games)) / 2}
        players.append(player)
    games = []
    for j in range(draw(st.integers(0, 30))):
        w, b = draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=2, unique=True))
        games.append({"id": f"g{j}", "date": f"2025-0{draw(st.integers(1, 6))}-1{draw(st.integers(0, 9))}",
                      "white": f"p{w}", "black": f"p{b}",
                      "result": draw(st.sampled_from(["1-0", "0-1", "1/2-1/2", "+-", "--"]))})
    return {"system": draw(st.sampled_from(["frbe", "frbe-classic"])),
            "period": {"start": "2025-01-01", "end": draw(st.sampled_from(["2025-06-30", "2026-06-30"]))},
            "options": {"edition": draw(st.sampled_from(["text", "1989", "2006", "2007", "2009", "2015"]))},
            "players": players, "games": games}


@settings(max_examples=150, deadline=None)
@given(periods())
def test_chaining_a_periods_output_is_accepted_as_input(document):
    out = as_json(compute_document(document))
    again = as_json(compute_document({**document, "players": out["players"], "games": []}))
    played = {g[side] for g in document["games"] for side in ("white", "black")}
    for before, after in zip(out["players"], again["players"], strict=True):
        assert after["rating"] == before["rating"]
        assert after.get("archive") == before.get("archive")
        assert after["games"] == before["games"]
        assert after["status"] in ("unchanged", "unrated", "provisional")
        assert bool(before["explanation"]) or before["id"] not in played
