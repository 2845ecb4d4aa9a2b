"""The ``ffe`` compute contract (ENGINE.md): reading, errors naming the field, output, chaining."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError
from tests.core.document_edits import drop_field, set_field


def document(players: list[dict[str, Any]], played: list[dict[str, Any]],
             period: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"system": "ffe", "period": period or {"start": "2025-09-01", "end": "2025-12-31"},
            "players": players, "games": played}


def game(n: int, white: str, black: str, result: str, day: str = "2025-10-01") -> dict[str, Any]:
    return {"id": f"g{n}", "date": day, "white": white, "black": black, "result": result}


def sample() -> dict[str, Any]:
    players = [
        {"id": "A", "rating": 1600, "name": "Alice", "club": "Wavre"},
        {"id": "U", "rating": None, "archive": {"games": 2, "performance": 1400.0},
         "birth_date": "2010-04-01"},
        {"id": "B", "rating": 1500},
    ]
    return document(players, [game(0, "A", "U", "1/2-1/2"), game(1, "B", "A", "0-1")])


def by_id(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in out["players"]}


# --- errors name the field ---------------------------------------------------------

Edit = Callable[[dict[str, Any]], None]


def edits(*steps: Edit) -> Edit:
    def edit(doc: dict[str, Any]) -> None:
        for step in steps:
            step(doc)
    return edit






@pytest.mark.parametrize(("edit", "message"), [
    (drop_field(("period",)), "period: required field is missing"),
    (set_field(("period",), None), "period: required field is missing"),
    (set_field(("period",), "2025-09-01"), "period: expected an object"),
    (drop_field(("period", "start")), "period.start: required field is missing"),
    (set_field(("period", "start"), "2025-13-01"), "period.start: expected a date YYYY-MM-DD"),
    (drop_field(("players",)), "players: required field is missing"),
    (set_field(("players",), {"A": 1600}), "players: expected a list, got an object"),
    (set_field(("players", 0), "A"), "players[0]: expected an object, got a string"),
    (drop_field(("players", 0, "id")), "players[0].id: required field is missing"),
    (set_field(("players", 0, "id"), 7), "players[0].id: expected a non-empty string, got an integer"),
    (set_field(("players", 0, "rating"), "1600"), "players[0].rating: expected an integer or null, got a string"),
    (set_field(("players", 0, "rating_type"), "X"), 'players[0].rating_type: expected one of E, F, N, got "X"'),
    (set_field(("players", 0, "rating_type"), 1), "players[0].rating_type: expected one of E, F, N, got an integer"),
    (set_field(("players", 1, "rating_type"), "E"), "players[1].rating_type: a rating type (E) needs a rating"),

    (set_field(("players", 0, "rating"), -10), "players[0].rating: expected an integer ≥ 0, got -10"),
    (set_field(("players", 0, "archive"), {"games": 2, "performance": 1500}),
     "players[0].archive: a rated player (1600) carries no archive"),
    (edits(set_field(("players", 0, "rating"), 1609), set_field(("players", 0, "rating_type"), "F"),
           set_field(("players", 0, "archive"), {"games": 2, "performance": 1500})),
     "players[0].archive: a rated player (1609) carries no archive"),
    (edits(set_field(("players", 0, "rating"), 1609), set_field(("players", 0, "rating_type"), "N")),
     "players[0].rating: a national rating (N) is a multiple of 10, got 1609"),
    (set_field(("players", 1, "archive"), [2, 1400]), "players[1].archive: expected an object, got a list"),
    (drop_field(("players", 1, "archive", "games")), "players[1].archive.games: required field is missing"),
    (set_field(("players", 1, "archive", "games"), 0), "players[1].archive.games: expected an integer ≥ 1, got 0"),
    (set_field(("players", 1, "archive", "games"), "2"),
     "players[1].archive.games: expected an integer, got a string"),
    (drop_field(("players", 1, "archive", "performance")),
     "players[1].archive.performance: required field is missing"),
    (set_field(("players", 1, "archive", "performance"), "1400"),
     "players[1].archive.performance: expected a number, got a string"),
    (set_field(("players", 1, "birth_date"), "2010-02-30"), "players[1].birth_date: expected a date YYYY-MM-DD"),
    (set_field(("players", 1, "birth_date"), 2010), "players[1].birth_date: expected a date YYYY-MM-DD"),
    (drop_field(("games",)), "games: required field is missing"),
    (set_field(("games",), "none"), "games: expected a list, got a string"),
    (drop_field(("games", 1, "id")), "games[1].id: required field is missing"),
    (drop_field(("games", 1, "date")), "games[1].date: required field is missing"),
    (set_field(("games", 1, "date"), "10/01/2025"), "games[1].date: expected a date YYYY-MM-DD"),
    (drop_field(("games", 1, "white")), "games[1].white: required field is missing"),
    (set_field(("games", 1, "black"), 3), "games[1].black: expected a non-empty string, got an integer"),
    (set_field(("games", 1, "result"), "1-1"), "games[1].result: expected one of"),
    (drop_field(("games", 1, "result")), "games[1].result: required field is missing"),
])
def test_bad_field_is_named(edit: Edit, message: str) -> None:
    doc = sample()
    edit(doc)
    with pytest.raises(InputError) as caught:
        compute_document(doc)
    assert str(caught.value).startswith(message)


def test_game_with_an_unknown_player_is_refused() -> None:
    doc = sample()
    doc["games"].append(game(2, "1234", "A", "1-0"))
    with pytest.raises(InputError, match=r'^games\[2\]\.white: unknown player "1234"$'):
        compute_document(doc)


def test_duplicate_player_ids_are_refused() -> None:
    doc = sample()
    doc["players"].append({"id": "A", "rating": 1700})
    with pytest.raises(InputError, match=r'^players\[3\]\.id: duplicate id "A"'):
        compute_document(doc)


def test_duplicate_game_ids_are_refused() -> None:
    doc = sample()
    doc["games"].append(game(0, "B", "U", "1-0"))
    with pytest.raises(InputError, match=r'^games\[2\]\.id: duplicate id "g0"'):
        compute_document(doc)


# --- output --------------------------------------------------------------------------


def test_output_keeps_the_players_own_keys_and_adds_the_period_figures() -> None:
    doc = sample()
    out = compute_document(doc)
    assert out["system"] == "ffe"
    assert [p["id"] for p in out["players"]] == ["A", "U", "B"]
    a = by_id(out)["A"]
    assert (a["name"], a["club"]) == ("Alice", "Wavre")
    # A draws U (his final estimate 1600) and beats B: Nj 2, Ea 1550, P .75: Pj 1743;
    # barycentre (1743 × 2 + 14 × 1600) / 16 = 1617.9 -> 1620
    assert (a["rating"], a["old_rating"], a["change"], a["status"]) == (1620, 1600, 20, "rated")
    assert (a["compatible_games"], a["performance"]) == (2, pytest.approx(1743))
    assert a["explanation"] and all(hasattr(r, "kind") for r in a["explanation"])
    # the input document is left as it was
    assert doc["players"][0] == {"id": "A", "rating": 1600, "name": "Alice", "club": "Wavre"}


def test_unrated_player_carries_his_archive_and_birth_date() -> None:
    u = by_id(compute_document(sample()))["U"]
    # a draw with A (1600): Pj 1600 on 1 game; archive (1600 + 2 × 1400) / 3 = 1466.67 on 3
    assert (u["rating"], u["status"], u["old_rating"], u["change"]) == (None, "unrated", None, None)
    assert u["archive"] == {"games": 3, "performance": pytest.approx(4400 / 3)}
    assert (u["performance"], u["compatible_games"], u["birth_date"]) == (1600, 1, "2010-04-01")


def test_archive_is_removed_once_rated() -> None:
    players = [{"id": "U", "rating": None, "archive": {"games": 7, "performance": 1500}},
               {"id": "A", "rating": 1600}]
    u = by_id(compute_document(document(players, [game(0, "U", "A", "1/2-1/2")])))["U"]
    # Nj 1 + Na 7 = 8: (1600 + 7 × 1500) / 8 = 1512.5 -> 1510
    assert (u["rating"], u["status"]) == (1510, "new")
    assert "archive" not in u


def test_player_who_did_not_play_has_no_performance_even_if_the_input_had_one() -> None:
    players = [{"id": "A", "rating": 1600, "performance": 1712.5, "compatible_games": 9, "status": "rated"},
               {"id": "B", "rating": 1500}]
    out = by_id(compute_document(document(players, [])))
    assert "performance" not in out["A"] and "compatible_games" not in out["A"]
    assert (out["A"]["status"], out["A"]["change"], out["A"]["explanation"]) == ("unchanged", 0, [])


def test_rated_player_without_compatible_game_has_null_performance() -> None:
    players = [{"id": "A", "rating": 1600}, {"id": "B", "rating": 1200}]
    a = by_id(compute_document(document(players, [game(0, "A", "B", "1-0")])))["A"]
    assert (a["performance"], a["compatible_games"], a["status"]) == (None, 0, "unchanged")


@pytest.mark.parametrize(("rating", "rating_type"), [(1234, None), (1609, "F"), (1600, "N"), (1600, "F")])
def test_a_rating_without_letter_or_marked_f_or_n_is_rated(rating: int, rating_type: str | None) -> None:
    player: dict[str, Any] = {"id": "A", "rating": rating}
    if rating_type:
        player["rating_type"] = rating_type
    out = by_id(compute_document(document([player, {"id": "B", "rating": 1500}], [])))["A"]
    assert (out["rating"], out["status"], out.get("rating_type")) == (rating, "unchanged", rating_type)


def test_an_estimate_marked_e_may_end_in_any_digit_and_carry_an_archive() -> None:
    players = [{"id": "E", "rating": 1600, "rating_type": "E", "archive": {"games": 2, "performance": 1500}},
               {"id": "A", "rating": 1600, "rating_type": "N"}]
    e = by_id(compute_document(document(players, [game(0, "E", "A", "1/2-1/2")])))["E"]
    assert (e["rating"], e["rating_type"], e["status"], e["change"]) == (1600, "E", "unrated", None)
    assert e["archive"] == {"games": 3, "performance": pytest.approx(1533.33, abs=0.01)}
    assert e["explanation"][0].kind == "ffe_estimate_ignored" and e["explanation"][0].marked


def test_a_computed_rating_is_national() -> None:
    # F 1609 draws twice with N 1600: Pj 1600 < Ei: brake (16 × 1609 + 2 × 1600) / 18 = 1608 -> 1610, N
    players = [{"id": "F", "rating": 1609, "rating_type": "F"}, {"id": "A", "rating": 1600, "rating_type": "N"},
               {"id": "X", "rating": 1600}]
    out = by_id(compute_document(document(players, [game(0, "F", "A", "1/2-1/2"), game(1, "A", "F", "1/2-1/2"),
                                                    game(2, "X", "A", "1/2-1/2")])))
    assert (out["F"]["rating"], out["F"]["rating_type"], out["F"]["status"]) == (1610, "N", "rated")
    assert (out["A"]["rating_type"], out["A"]["status"]) == ("N", "rated")
    assert (out["X"]["status"], "rating_type" in out["X"]) == ("rated", False)  # no letter in, none out


def test_club_estimate_is_shown_unchanged() -> None:
    players = [{"id": "E", "rating": 1459}, {"id": "A", "rating": 1600}]
    e = by_id(compute_document(document(players, [game(0, "E", "A", "1/2-1/2")])))["E"]
    assert (e["rating"], e["old_rating"], e["change"], e["status"]) == (1459, 1459, None, "unrated")
    assert e["explanation"][0].kind == "ffe_estimate_ignored"


def test_output_serialises_to_json() -> None:
    text = orjson.dumps(compute_document(sample()))
    back = orjson.loads(text)
    kinds = {r["kind"] for p in back["players"] for r in p["explanation"]}
    assert {"ffe_game", "ffe_performance", "ffe_barycentre", "ffe_estimate", "ffe_archive"} <= kinds


def test_output_of_a_period_is_the_input_of_the_next() -> None:
    first = orjson.loads(orjson.dumps(compute_document(sample())))
    # U now has an archive of 3 games; 5 draws with A and B complete it to 8
    played = [game(k, "U", "A" if k % 2 else "B", "1/2-1/2", "2026-02-01") for k in range(5)]
    second = compute_document({"system": "ffe", "period": {"start": "2026-01-01", "end": "2026-04-30"},
                               "players": first["players"], "games": played})
    u = by_id(second)["U"]
    assert (u["status"], u["old_rating"]) == ("new", None)
    assert u["rating"] % 10 == 0 and "archive" not in u
    assert by_id(second)["A"]["name"] == "Alice"


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 8))
    players: list[dict[str, Any]] = []
    for k in range(n):
        player: dict[str, Any] = {"id": f"P{k}", "note": k}
        kind = draw(st.sampled_from(["rated", "unrated", "estimate", "archive"]))
        if kind == "rated":
            player["rating"] = draw(st.integers(100, 240)) * 10
        elif kind == "estimate":
            player["rating"] = draw(st.integers(100, 240)) * 10 + 9
        elif kind == "archive":
            player["archive"] = {"games": draw(st.integers(1, 7)), "performance": draw(st.floats(1000, 2500))}
        if draw(st.booleans()):
            player["birth_date"] = f"{draw(st.integers(1950, 2015))}-02-28"
        players.append(player)
    pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1])
    played = draw(st.lists(st.tuples(pairs, st.sampled_from(["1-0", "0-1", "1/2-1/2", "-+"])), max_size=30))
    return document(players, [game(k, f"P{w}", f"P{b}", r) for k, ((w, b), r) in enumerate(played)])


@settings(max_examples=100, deadline=None)
@given(documents(), st.randoms(use_true_random=False))
def test_chaining_periods_is_accepted(doc: dict[str, Any], rnd: Any) -> None:
    out = orjson.loads(orjson.dumps(compute_document(copy.deepcopy(doc))))
    ids = [p["id"] for p in out["players"]]
    played = [game(k, *rnd.sample(ids, 2), rnd.choice(["1-0", "0-1", "1/2-1/2"]), "2026-02-01")
              for k in range(rnd.randint(0, 20))]
    again = compute_document({"system": "ffe", "period": {"start": "2026-01-01"},
                              "players": out["players"], "games": played})
    assert [p["id"] for p in again["players"]] == ids
    assert all(p["note"] == k for k, p in enumerate(again["players"]))
