"""The ``bataille-empire`` compute contract (ENGINE.md): reading, named errors, output, chaining."""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.core import bataille_empire as be
from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError


def document(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "system": "bataille-empire",
        "players": [
            {"id": "A", "rating": 1000, "games": 0, "name": "Ney"},
            {"id": "B", "rating": 1200, "games": 10, "club": "Grande Armée"},
            {"id": "C"},
        ],
        "games": [
            {"id": "g1", "date": "2026-03-01", "event": "Austerlitz", "round": 1,
             "side_a": ["A"], "side_b": ["B"], "result": "b-decisive"},
        ],
        "inactivity_years": [2026],
    }
    doc.update(changes)
    return doc


def test_output_keeps_the_input_keys_and_adds_the_new_state() -> None:
    out = compute_document(document())
    assert out["system"] == "bataille-empire"
    a, b, c = out["players"]
    # A (K 30): −8; B (K 60): 60 × (1.25 − 0.72) = +31.8 -> +32.
    assert a == a | {"id": "A", "name": "Ney", "rating": 992, "games": 1, "grade": "Chef de bataillon",
                     "old_rating": 1000, "change": -8, "status": "rated"}
    assert b == b | {"id": "B", "club": "Grande Armée", "rating": 1232, "games": 11,
                     "grade": "Général de Division", "old_rating": 1200, "change": 32, "status": "rated"}
    # C: defaults (1000, 0 games), no level before 2026, so no penalty.
    assert c == {"id": "C", "rating": 1000, "games": 0, "grade": "Colonel", "old_rating": 1000, "change": 0,
                 "status": "unchanged", "explanation": []}
    # The explanation holds the records themselves (orjson writes them out).
    assert [type(r) for r in a["explanation"]] == [be.BattleRated, be.GradeChanged]
    assert [type(r) for r in b["explanation"]] == [be.BattleRated]


def test_input_document_is_not_modified() -> None:
    doc = document()
    before = copy.deepcopy(doc)
    compute_document(doc)
    assert doc == before


def test_output_serialises_and_is_valid_input_for_the_next_period() -> None:
    first = compute_document(document())
    players = orjson.loads(orjson.dumps(first["players"]))
    assert players[1]["explanation"][0]["kind"] == "be_battle"
    second = compute_document(document(
        players=players,
        games=[{"id": "g2", "date": "2027-02-01", "event": "Eylau", "round": 1,
                "side_a": ["B"], "side_b": ["A", "C"], "result": "draw"}],
        inactivity_years=[]))
    a, b, _ = second["players"]
    assert (a["old_rating"], b["old_rating"]) == (992, 1232)
    assert (a["games"], b["games"]) == (2, 12)
    (rb,) = b["explanation"]
    assert rb.opponent_level == (992 + 1000) / 2


@pytest.mark.parametrize(("mutate", "field"), [
    (lambda d: d.pop("players"), "players"),
    (lambda d: d.update(players={}), "players"),
    (lambda d: d.pop("games"), "games"),
    (lambda d: d.update(games="g1"), "games"),
    (lambda d: d["players"].__setitem__(0, "A"), "players[0]"),
    (lambda d: d["players"][0].pop("id"), "players[0].id"),
    (lambda d: d["players"][0].update(id=7), "players[0].id"),
    (lambda d: d["players"][0].update(id=""), "players[0].id"),
    (lambda d: d["players"][0].update(rating="1000"), "players[0].rating"),
    (lambda d: d["players"][0].update(rating=1000.5), "players[0].rating"),
    (lambda d: d["players"][1].update(games=-1), "players[1].games"),
    (lambda d: d["players"][1].update(games=True), "players[1].games"),
    (lambda d: d["games"].__setitem__(0, []), "games[0]"),
    (lambda d: d["games"][0].pop("id"), "games[0].id"),
    (lambda d: d["games"][0].update(id=1), "games[0].id"),
    (lambda d: d["games"][0].pop("date"), "games[0].date"),
    (lambda d: d["games"][0].update(date="2026-02-30"), "games[0].date"),
    (lambda d: d["games"][0].update(date="01/03/2026"), "games[0].date"),
    (lambda d: d["games"][0].pop("event"), "games[0].event"),
    (lambda d: d["games"][0].update(event=""), "games[0].event"),
    (lambda d: d["games"][0].pop("round"), "games[0].round"),
    (lambda d: d["games"][0].update(round="1"), "games[0].round"),
    (lambda d: d["games"][0].update(round=0), "games[0].round"),
    (lambda d: d["games"][0].pop("side_a"), "games[0].side_a"),
    (lambda d: d["games"][0].update(side_a="A"), "games[0].side_a"),
    (lambda d: d["games"][0].update(side_a=[]), "games[0].side_a"),
    (lambda d: d["games"][0].update(side_a=["A", 3]), "games[0].side_a[1]"),
    (lambda d: d["games"][0].pop("side_b"), "games[0].side_b"),
    (lambda d: d["games"][0].update(side_b=None), "games[0].side_b"),
    (lambda d: d["games"][0].pop("result"), "games[0].result"),
    (lambda d: d["games"][0].update(result="a-win"), "games[0].result"),
    (lambda d: d["games"][0].update(result=1), "games[0].result"),
    (lambda d: d.update(inactivity_years=2026), "inactivity_years"),
    (lambda d: d.update(inactivity_years=["2026"]), "inactivity_years[0]"),
    (lambda d: d.update(inactivity_years=[2025, 0]), "inactivity_years[1]"),
    (lambda d: d.update(inactivity_years=[2025, 2025]), "inactivity_years[1]"),
])
def test_a_missing_or_wrong_field_is_named(mutate: Any, field: str) -> None:
    doc = document()
    mutate(doc)
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert error.value.field == field
    assert str(error.value).startswith(f"{field}: ")


def test_result_error_lists_the_allowed_results() -> None:
    doc = document()
    doc["games"][0]["result"] = "victory"
    pattern = r'^games\[0\]\.result: expected one of a-crushing, .*got "victory"$'
    with pytest.raises(InputError, match=pattern):
        compute_document(doc)


def test_unknown_player_is_refused() -> None:
    doc = document()
    doc["games"].append({"id": "g2", "date": "2026-03-02", "event": "Eylau", "round": 1,
                         "side_a": ["A", "x"], "side_b": ["B"], "result": "draw"})
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert str(error.value) == 'games[1].side_a[1]: unknown player "x"'


def test_a_player_on_both_sides_is_refused() -> None:
    doc = document()
    doc["games"][0]["side_b"] = ["B", "A"]
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert str(error.value) == 'games[0].side_b[1]: player "A" is on both sides (also side_a[0])'


def test_a_player_named_twice_on_a_side_is_refused() -> None:
    doc = document()
    doc["games"][0]["side_a"] = ["A", "C", "A"]
    with pytest.raises(InputError, match=r'^games\[0\]\.side_a\[2\]: player "A" is named twice'):
        compute_document(doc)


@pytest.mark.parametrize("key", ["players", "games"])
def test_duplicate_ids_are_refused(key: str) -> None:
    doc = document()
    doc[key].append(dict(doc[key][0]))
    index = len(doc[key]) - 1
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert error.value.field == f"{key}[{index}].id"
    assert "duplicate id" in error.value.message


def test_optional_fields_take_their_defaults() -> None:
    doc = document()
    del doc["inactivity_years"]
    out = compute_document(doc)
    assert [p["status"] for p in out["players"]] == ["rated", "rated", "unchanged"]
    doc["inactivity_years"] = None
    assert compute_document(doc) == out


def test_an_empty_period_returns_every_player_unchanged() -> None:
    out = compute_document(document(games=[], inactivity_years=[]))
    assert [(p["id"], p["change"], p["status"]) for p in out["players"]] == [
        ("A", 0, "unchanged"), ("B", 0, "unchanged"), ("C", 0, "unchanged")]


RESULTS = sorted(be.RESULTS)


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    n = draw(st.integers(2, 8))
    players = [{"id": f"p{i}", "rating": draw(st.integers(500, 1800)), "games": draw(st.integers(0, 20))}
               for i in range(n)]
    games = []
    for g in range(draw(st.integers(0, 12))):
        ids = draw(st.permutations([p["id"] for p in players]))
        size_a = draw(st.integers(1, max(1, min(3, n - 1))))
        size_b = draw(st.integers(1, max(1, min(3, n - size_a))))
        games.append({
            "id": f"g{g}", "date": f"{draw(st.integers(2024, 2026))}-0{draw(st.integers(1, 9))}-15",
            "event": draw(st.sampled_from(["Austerlitz", "Eylau", "Wagram"])),
            "round": draw(st.integers(1, 5)),
            "side_a": ids[:size_a], "side_b": ids[size_a:size_a + size_b],
            "result": draw(st.sampled_from(RESULTS)),
        })
    years = draw(st.lists(st.integers(2024, 2026), unique=True, max_size=3))
    return {"system": "bataille-empire", "players": players, "games": games, "inactivity_years": years}


@settings(max_examples=60, deadline=None)
@given(documents())
def test_chaining_feeds_a_period_output_back_as_input(doc: dict[str, Any]) -> None:
    first = compute_document(doc)
    players = orjson.loads(orjson.dumps(first["players"]))
    second = compute_document({"system": "bataille-empire", "players": players, "games": []})
    for before, after in zip(players, second["players"], strict=True):
        assert (after["rating"], after["games"], after["grade"]) == (before["rating"], before["games"],
                                                                     before["grade"])
        assert after["status"] == "unchanged"
    # A new period on the output runs from the new state.
    again = compute_document({**doc, "players": players, "inactivity_years": []})
    assert [p["old_rating"] for p in again["players"]] == [p["rating"] for p in players]
