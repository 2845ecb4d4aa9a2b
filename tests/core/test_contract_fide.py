"""The ``fide`` compute contract (ENGINE.md): reading, errors naming the field, output, chaining."""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.cli import main
from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError
from tests.core.document_edits import Edit, drop_field, set_field


def document(players: list[dict[str, Any]], played: list[dict[str, Any]], rate: str = "standard",
             period: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"system": "fide", "rate": rate, "period": period or {"start": "2026-11-01", "end": "2026-11-30"},
            "players": players, "games": played}


def game(n: int, white: str, black: str, result: str, day: str | None = "2026-11-10") -> dict[str, Any]:
    g = {"id": f"g{n}", "white": white, "black": black, "result": result}
    if day is not None:
        g["date"] = day
    return g


def sample() -> dict[str, Any]:
    players = [
        {"id": "A", "rating": 2000, "games": 120, "name": "Alice", "fide_id": "1234567"},
        {"id": "B", "rating": 1900, "games": 45, "birth_date": "1990-06-01", "k": 20},
        {"id": "U", "rating": None, "games": 2,
         "unrated_games": [{"opponent_rating": 1850, "score": 1}, {"opponent_rating": 1700, "score": 0.5}]},
    ]
    return document(players, [game(0, "A", "B", "1-0"), game(1, "U", "B", "0-1")])


def by_id(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in out["players"]}


def as_json(out: dict[str, Any]) -> dict[str, Any]:
    return orjson.loads(orjson.dumps(out))


# --- errors name the field ---------------------------------------------------------------


@pytest.mark.parametrize(("edit", "message"), [
    (drop_field(("period",)), "period: required field is missing"),
    (drop_field(("period", "start")), "period.start: required field is missing"),
    (set_field(("period", "end"), "2026-10-01"), "period.end: the period ends (2026-10-01) before it starts"),
    (drop_field(("rate",)), "rate: required field is missing"),
    (set_field(("rate",), "classical"), 'rate: expected one of blitz, rapid, standard, got "classical"'),
    (set_field(("rate",), 1), "rate: expected one of blitz, rapid, standard, got an integer"),
    (drop_field(("players", 0, "id")), "players[0].id: required field is missing"),
    (set_field(("players", 0, "rating"), "2000"), "players[0].rating: expected an integer or null, got a string"),
    (set_field(("players", 0, "rating"), -5), "players[0].rating: expected an integer ≥ 0, got -5"),
    (set_field(("players", 0, "games"), 1.5), "players[0].games: expected an integer, got a number"),
    (set_field(("players", 0, "games"), -1), "players[0].games: expected an integer ≥ 0, got -1"),
    (set_field(("players", 1, "k"), 0), "players[1].k: expected an integer ≥ 1, got 0"),
    (set_field(("players", 1, "k"), "20"), "players[1].k: expected an integer or null, got a string"),
    (set_field(("players", 1, "birth_date"), "1990-02-30"), "players[1].birth_date: expected a date YYYY-MM-DD"),
    (set_field(("players", 2, "standard_rating"), True),
     "players[2].standard_rating: expected an integer or null, got a boolean"),
    (set_field(("players", 2, "unrated_games"), {"opponent_rating": 1850}),
     "players[2].unrated_games: expected a list, got an object"),
    (set_field(("players", 2, "unrated_games", 1), 1700), "players[2].unrated_games[1]: expected an object"),
    (drop_field(("players", 2, "unrated_games", 0, "opponent_rating")),
     "players[2].unrated_games[0].opponent_rating: required field is missing"),
    (set_field(("players", 2, "unrated_games", 0, "opponent_rating"), "1850"),
     "players[2].unrated_games[0].opponent_rating: expected an integer, got a string"),
    (set_field(("players", 2, "unrated_games", 1, "score"), 0.25),
     "players[2].unrated_games[1].score: expected 0, 0.5 or 1, got 0.25"),
    (drop_field(("players", 2, "unrated_games", 1, "score")),
     "players[2].unrated_games[1].score: required field is missing"),
    (set_field(("players", 0, "unrated_games"), [{"opponent_rating": 1800, "score": 1}]),
     "players[0].unrated_games: a rated player (2000) carries no unrated games"),
    (set_field(("games", 1, "date"), "10/11/2026"), "games[1].date: expected a date YYYY-MM-DD"),
    (set_field(("games", 1, "result"), "1-1"), "games[1].result: expected one of"),
    (set_field(("games", 1, "black"), "U"), 'games[1].black: a player cannot play himself ("U")'),
    (set_field(("games", 1, "black"), "Z"), 'games[1].black: unknown player "Z"'),
])
def test_bad_field_is_named(edit: Edit, message: str) -> None:
    doc = sample()
    edit(doc)
    with pytest.raises(InputError) as caught:
        compute_document(doc)
    assert str(caught.value).startswith(message)


def test_duplicate_ids_are_refused() -> None:
    doc = sample()
    doc["players"].append({"id": "A", "rating": 1700})
    with pytest.raises(InputError, match=r'^players\[3\]\.id: duplicate id "A"'):
        compute_document(doc)


# --- output ------------------------------------------------------------------------------


def test_output_keeps_the_players_own_keys_and_adds_the_period_figures() -> None:
    doc = sample()
    out = as_json(compute_document(doc))
    assert (out["system"], out["rate"]) == ("fide", "standard")
    players = by_id(out)
    a, b, u = players["A"], players["B"], players["U"]
    assert (a["name"], a["fide_id"]) == ("Alice", "1234567")
    # E1: 2000 beats 1900, K 20 both: +7 and −7; B's game against U is not rated for him.
    assert {k: a[k] for k in ("rating", "games", "old_rating", "change", "k", "status")} == {
        "rating": 2007, "games": 121, "old_rating": 2000, "change": 7, "k": 20, "status": "rated"}
    assert (b["rating"], b["games"], b["change"]) == (1893, 46, -7)
    assert [r["kind"] for r in b["explanation"]] == ["fide_k", "fide_game", "left_out", "fide_change"]
    # U pools his loss to B: three games, still short, carried forward.
    assert (u["rating"], u["games"], u["old_rating"], u["change"], u["k"], u["status"]) == (
        None, 3, None, None, None, "unrated")
    assert u["unrated_games"] == [{"opponent_rating": 1850, "score": 1}, {"opponent_rating": 1700, "score": 0.5},
                                  {"opponent_rating": 1900, "score": 0}]
    assert doc["players"][2]["unrated_games"][-1] == {"opponent_rating": 1700, "score": 0.5}  # input untouched


def test_a_game_without_a_date_is_dated_the_start_of_the_period() -> None:
    doc = sample()
    doc["games"] = [game(0, "A", "B", "1-0", None), dict(game(1, "A", "B", "1-0"), date=None)]
    out = as_json(compute_document(doc))
    dates = [r["date"] for r in by_id(out)["A"]["explanation"] if r["kind"] == "fide_game"]
    assert dates == ["2026-11-01", "2026-11-01"]
    assert "date" not in doc["games"][0]


def test_a_first_rating_drops_the_pool() -> None:
    doc = sample()
    doc["players"] += [{"id": f"O{i}", "rating": 1800, "games": 50} for i in range(3)]
    doc["games"] += [game(10 + i, "U", f"O{i}", "1/2-1/2") for i in range(3)]
    u = by_id(as_json(compute_document(doc)))["U"]
    # Pool: 1850 (1), 1700 (½), 1900 (0), 1800 ×3 (½ each): n 6, Σ 10850, 3 points.
    # Ra = 14450/8 = 1806.25, p = 4/8 = .50 → dp 0, Ru = 1806.
    assert (u["rating"], u["status"], u["games"]) == (1806, "new", 6)
    assert "unrated_games" not in u


def test_rapid_seed_and_blitz_600_rule_through_the_document() -> None:
    players = [{"id": "S", "rating": None, "standard_rating": 1900}, {"id": "R", "rating": 1900, "games": 80},
               {"id": "T", "rating": 2700, "games": 500}, {"id": "L", "rating": 2050, "games": 80}]
    played = [game(0, "S", "R", "1-0"), game(1, "T", "L", "1-0")]
    rapid = by_id(as_json(compute_document(document(players, played, "rapid"))))
    assert (rapid["S"]["rating"], rapid["S"]["old_rating"], rapid["S"]["status"], rapid["S"]["k"]) == (
        1920, 1900, "new", 40)
    assert (rapid["T"]["status"], rapid["L"]["status"]) == ("unchanged", "unchanged")
    standard = by_id(as_json(compute_document(document(players, played, "standard"))))
    assert standard["S"]["status"] == "unrated" and standard["T"]["status"] == "rated"


def test_compute_and_explain_from_the_command_line(tmp_path, capsys) -> None:
    path = tmp_path / "fide.json"
    path.write_bytes(orjson.dumps(sample()))
    assert main(["compute", str(path)]) == 0
    assert by_id(orjson.loads(capsys.readouterr().out))["A"]["rating"] == 2007
    assert main(["compute", str(path), "--explain", "--lang", "en", "--player", "A"]) == 0
    text = capsys.readouterr().out
    assert "A: 2000 → 2007 (rated)" in text
    assert "K × Σ ΔR = 20 × 0.36 = +7.2 → +7 (rounded to the nearest whole number, 8.3.4)" in text
    assert main(["compute", str(path), "--explain", "--player", "U"]) == 0
    assert "moins de 5 : pas encore de cote" in capsys.readouterr().out


# --- chaining ----------------------------------------------------------------------------


def test_output_of_a_month_is_the_input_of_the_next() -> None:
    first = as_json(compute_document(sample()))
    # U has 3 pooled games; two more against A in December make five: a first rating.
    played = [game(0, "U", "A", "1/2-1/2", "2026-12-05"), game(1, "A", "U", "1-0", "2026-12-06"),
              game(2, "A", "B", "1/2-1/2", "2026-12-07")]
    second = by_id(compute_document(document(first["players"], played,
                                              period={"start": "2026-12-01", "end": "2026-12-31"})))
    u, a = second["U"], second["A"]
    # Pool: 1850 (1), 1700 (½), 1900 (0), 2007 (½), 2007 (0): Σ 9464, 2 points; Ra = 13064/7 = 1866.29,
    # p = 3/7 = .43 → −50: Ru = 1816.29 → 1816.
    assert (u["rating"], u["status"], u["games"]) == (1816, "new", 5)
    assert (a["old_rating"], a["games"], a["name"]) == (2007, 122, "Alice")


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 8))
    players: list[dict[str, Any]] = []
    for k in range(n):
        player: dict[str, Any] = {"id": f"P{k}", "note": k, "games": draw(st.integers(0, 60))}
        if draw(st.booleans()):
            player["rating"] = draw(st.integers(1400, 2800))
        else:
            player["rating"] = None
            player["unrated_games"] = [{"opponent_rating": draw(st.integers(1400, 2400)),
                                        "score": draw(st.sampled_from([0, 0.5, 1]))}
                                       for _ in range(draw(st.integers(0, 4)))]
            if draw(st.booleans()):
                player["standard_rating"] = draw(st.integers(1400, 2500))
        if draw(st.booleans()):
            player["birth_date"] = f"{draw(st.integers(1950, 2016))}-02-28"
        players.append(player)
    pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1])
    played = draw(st.lists(st.tuples(pairs, st.sampled_from(["1-0", "0-1", "1/2-1/2", "-+"])), max_size=30))
    rate = draw(st.sampled_from(["standard", "rapid", "blitz"]))
    return document(players, [game(k, f"P{w}", f"P{b}", r) for k, ((w, b), r) in enumerate(played)], rate)


@settings(max_examples=100, deadline=None)
@given(documents(), st.randoms(use_true_random=False))
def test_chaining_periods_is_accepted(doc: dict[str, Any], rnd: Any) -> None:
    out = as_json(compute_document(copy.deepcopy(doc)))
    ids = [p["id"] for p in out["players"]]
    for p in out["players"]:
        assert (p["rating"] is None) == (p["status"] == "unrated")
        assert p["games"] >= doc["players"][p["note"]]["games"]
    played = [game(k, *rnd.sample(ids, 2), rnd.choice(["1-0", "0-1", "1/2-1/2"]), "2026-12-02")
              for k in range(rnd.randint(0, 20))]
    again = compute_document(document(out["players"], played, doc["rate"],
                                      {"start": "2026-12-01", "end": "2026-12-31"}))
    assert [p["id"] for p in again["players"]] == ids
    assert all(p["note"] == k for k, p in enumerate(again["players"]))
