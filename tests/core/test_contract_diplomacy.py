"""The ``diplomacy`` compute contract (ENGINE.md): reading, errors naming the field, output, chaining."""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.core import diplomacy as dip
from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError
from tests.core.document_edits import drop_field, set_field
from tests.core.factories import board_centers

GOLDEN = {"Austria": 4, "England": 0, "France": 9, "Germany": 7, "Italy": 7, "Russia": 3, "Turkey": 4}


def game_json(gid: str = "g1", centers: dict[str, int] | None = None, **changes: Any) -> dict[str, Any]:
    centers = GOLDEN if centers is None else centers
    g: dict[str, Any] = {
        "id": gid, "first_resolution": "2026-01-05", "mode": "classic", "used_for_elo": True,
        "state": "finished", "excluded": False, "variant": "standard", "scoring": "c-diplo",
        "results": [{"player": role.lower(), "role": role, "centers": c, "eliminated": c == 0}
                    for role, c in centers.items()],
    }
    g.update(changes)
    return g


def document(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "system": "diplomacy",
        "players": [{"id": role.lower()} for role in GOLDEN] + [
            {"id": "idle", "name": "Talleyrand",
             "ratings": {"blitz": {"France": {"rating": 1620.5, "games": 3}}}}],
        "games": [game_json()],
    }
    doc.update(changes)
    return doc


def test_output_keeps_the_input_keys_and_adds_the_new_state() -> None:
    out = compute_document(document())
    assert out["system"] == "diplomacy"
    by_id = {p["id"]: p for p in out["players"]}
    france = by_id["france"]
    # Golden check: France 1500 + 279.66 in classic; global classic (1779.66 + 6 × 1500) / 7.
    assert france["ratings"]["classic"]["France"]["rating"] == pytest.approx(1779.66)
    assert france["ratings"]["classic"]["France"]["games"] == 1
    assert france["global"] == {"blitz": 1500, "classic": pytest.approx((1779.66 + 6 * 1500) / 7)}
    assert (france["old_rating"], france["change"], france["status"]) == (None, None, "rated")
    assert [type(r) for r in france["explanation"]] == [dip.GameRated, dip.GlobalRating]
    idle = by_id["idle"]
    assert idle == {"id": "idle", "name": "Talleyrand",
                    "ratings": {"blitz": {"France": {"rating": 1620.5, "games": 3}}},
                    "global": {"blitz": pytest.approx((1620.5 + 6 * 1500) / 7), "classic": 1500},
                    "old_rating": None, "change": None, "status": "unchanged", "explanation": []}
    assert [p["id"] for p in out["players"]] == [p["id"] for p in document()["players"]]


def test_input_document_is_not_modified() -> None:
    doc = document()
    before = copy.deepcopy(doc)
    compute_document(doc)
    assert doc == before


def test_output_serialises_and_is_valid_input_for_the_next_period() -> None:
    first = compute_document(document())
    players = orjson.loads(orjson.dumps(first["players"]))
    next_game = game_json("g2", first_resolution="2026-02-01")
    second = compute_document(document(players=players, games=[next_game]))
    france = next(p for p in second["players"] if p["id"] == "france")
    (r, _) = france["explanation"]
    # Second game in the role: g 2, k 39; it starts from the first period's rating.
    assert (r.g, r.k) == (2, 39)
    assert r.before == pytest.approx(1779.66)
    assert france["ratings"]["classic"]["France"]["games"] == 2


def test_manual_scores_are_read() -> None:
    g = game_json(scoring="manual")
    for i, r in enumerate(g["results"]):
        r["score"] = i
    out = compute_document(document(games=[g]))
    assert [p["explanation"][0].score for p in out["players"][:7]] == [0, 1, 2, 3, 4, 5, 6]


def test_a_score_is_optional_unless_the_scoring_is_manual() -> None:
    g = game_json()
    g["results"][0]["score"] = None
    g["results"][1]["score"] = 12
    out = compute_document(document(games=[g]))
    assert out["players"][1]["explanation"][0].score == 1  # c-diplo: England eliminated






G0 = ("games", 0)
R0 = ("games", 0, "results", 0)
IDLE = ("players", 7)


@pytest.mark.parametrize(("mutate", "field"), [
    (drop_field(("players",)), "players"),
    (drop_field(("games",)), "games"),
    (set_field(("games",), {}), "games"),
    (set_field(("players", 0), "france"), "players[0]"),
    (drop_field(("players", 0, "id")), "players[0].id"),
    (set_field(("players", 0, "id"), 3), "players[0].id"),
    (set_field((*IDLE, "ratings"), []), "players[7].ratings"),
    (set_field((*IDLE, "ratings"), {"rapid": {}}), "players[7].ratings.rapid"),
    (set_field((*IDLE, "ratings", "blitz"), "France"), "players[7].ratings.blitz"),
    (set_field((*IDLE, "ratings", "blitz", "France"), 1620), "players[7].ratings.blitz.France"),
    (drop_field((*IDLE, "ratings", "blitz", "France", "rating")), "players[7].ratings.blitz.France.rating"),
    (set_field((*IDLE, "ratings", "blitz", "France", "rating"), "1620"), "players[7].ratings.blitz.France.rating"),
    (drop_field((*IDLE, "ratings", "blitz", "France", "games")), "players[7].ratings.blitz.France.games"),
    (set_field((*IDLE, "ratings", "blitz", "France", "games"), -2), "players[7].ratings.blitz.France.games"),
    (set_field(G0, "g1"), "games[0]"),
    (drop_field((*G0, "id")), "games[0].id"),
    (set_field((*G0, "id"), 12), "games[0].id"),
    (drop_field((*G0, "first_resolution")), "games[0].first_resolution"),
    (set_field((*G0, "first_resolution"), "1901"), "games[0].first_resolution"),
    (drop_field((*G0, "mode")), "games[0].mode"),
    (set_field((*G0, "mode"), "rapid"), "games[0].mode"),
    (drop_field((*G0, "used_for_elo")), "games[0].used_for_elo"),
    (set_field((*G0, "used_for_elo"), "yes"), "games[0].used_for_elo"),
    (drop_field((*G0, "state")), "games[0].state"),
    (set_field((*G0, "state"), 1), "games[0].state"),
    (drop_field((*G0, "excluded")), "games[0].excluded"),
    (set_field((*G0, "excluded"), 0), "games[0].excluded"),
    (drop_field((*G0, "variant")), "games[0].variant"),
    (set_field((*G0, "variant"), "europe-1914"), "games[0].variant"),
    (drop_field((*G0, "scoring")), "games[0].scoring"),
    (set_field((*G0, "scoring"), "elo"), "games[0].scoring"),
    (drop_field((*G0, "results")), "games[0].results"),
    (set_field((*G0, "results"), {"France": 9}), "games[0].results"),
    (set_field(R0, ["austria", "Austria", 4]), "games[0].results[0]"),
    (drop_field((*R0, "player")), "games[0].results[0].player"),
    (set_field((*R0, "player"), None), "games[0].results[0].player"),
    (drop_field((*R0, "role")), "games[0].results[0].role"),
    (set_field((*R0, "role"), ""), "games[0].results[0].role"),
    (drop_field((*R0, "centers")), "games[0].results[0].centers"),
    (set_field((*R0, "centers"), "4"), "games[0].results[0].centers"),
    (set_field((*R0, "centers"), -1), "games[0].results[0].centers"),
    (drop_field((*R0, "eliminated")), "games[0].results[0].eliminated"),
    (set_field((*R0, "eliminated"), "no"), "games[0].results[0].eliminated"),
    (set_field((*R0, "score"), "high"), "games[0].results[0].score"),
])
def test_a_missing_or_wrong_field_is_named(mutate: Any, field: str) -> None:
    doc = document()
    mutate(doc)
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert error.value.field == field
    assert str(error.value).startswith(f"{field}: ")


def test_manual_scoring_requires_a_score() -> None:
    g = game_json(scoring="manual")
    for r in g["results"]:
        r["score"] = 10
    del g["results"][2]["score"]
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == "games[0].results[2].score: required field is missing"


def test_unknown_variant_and_scoring_are_refused_with_the_choices() -> None:
    pattern = r"^games\[0\]\.variant: expected one of ancient-mediterranean, standard"
    with pytest.raises(InputError, match=pattern):
        compute_document(document(games=[game_json(variant="youngstown")]))
    with pytest.raises(InputError, match=r'^games\[0\]\.scoring: expected one of c-diplo, centers, dss, '
                                         r'manual, sos, got "elo"$'):
        compute_document(document(games=[game_json(scoring="elo")]))


def test_a_role_not_in_the_variant_is_refused() -> None:
    g = game_json()
    g["results"][3]["role"] = "Spain"
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == ('games[0].results[3].role: role "Spain" is not in variant standard '
                                '(expected one of England, France, Germany, Italy, Austria, Russia, Turkey)')


def test_a_role_played_twice_is_refused() -> None:
    g = game_json()
    g["results"][4]["role"] = "France"
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == 'games[0].results[4].role: role "France" is played twice (also results[2])'


def test_a_player_twice_in_a_game_is_refused() -> None:
    g = game_json()
    g["results"][5]["player"] = "france"
    with pytest.raises(InputError, match=r'^games\[0\]\.results\[5\]\.player: player "france" plays twice'):
        compute_document(document(games=[g]))


def test_an_unknown_player_is_refused() -> None:
    g = game_json()
    g["results"][6]["player"] = "x"
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == 'games[0].results[6].player: unknown player "x"'


def test_an_eliminated_power_holds_no_centre() -> None:
    g = game_json()
    g["results"][0]["eliminated"] = True
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == "games[0].results[0].centers: an eliminated power holds no centre, got 4"


def test_more_centres_than_the_map_holds_are_refused() -> None:
    g = game_json(centers=GOLDEN | {"Russia": 6})  # 34 + 3 = 37
    with pytest.raises(InputError) as error:
        compute_document(document(games=[g]))
    assert str(error.value) == ("games[0].results: the powers hold 37 centres, "
                                "more than the 34 of variant standard")


@pytest.mark.parametrize("key", ["players", "games"])
def test_duplicate_ids_are_refused(key: str) -> None:
    doc = document()
    doc[key].append(copy.deepcopy(doc[key][0]))
    index = len(doc[key]) - 1
    with pytest.raises(InputError) as error:
        compute_document(doc)
    assert error.value.field == f"{key}[{index}].id"


def test_an_incomplete_game_is_read_and_left_out() -> None:
    g = game_json(centers={role: c for role, c in GOLDEN.items() if role != "Turkey"})
    out = compute_document(document(games=[g]))
    (r,) = out["players"][0]["explanation"]
    assert (r.reason, r.missing) == ("incomplete", ("Turkey",))
    assert all(p["status"] == "unchanged" for p in out["players"])


def test_ratings_may_be_absent_or_empty() -> None:
    doc = document()
    doc["players"][0]["ratings"] = {}
    doc["players"][1]["ratings"] = None
    out = compute_document(doc)
    assert out["players"][0]["ratings"] == {"classic": {"Austria": {"rating": pytest.approx(1422.975),
                                                                    "games": 1}}}


ROLES = dip.STANDARD.roles


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    ids = [f"p{i}" for i in range(draw(st.integers(7, 10)))]
    games = []
    for g in range(draw(st.integers(0, 6))):
        who = draw(st.permutations(ids))[:7]
        centers = draw(board_centers(12))
        scoring = draw(st.sampled_from(sorted(dip.SCORING)))
        results = [{"player": p, "role": role, "centers": c, "eliminated": c == 0,
                    "score": draw(st.integers(0, 50))}
                   for p, role, c in zip(who, ROLES, centers, strict=True)]
        if draw(st.booleans()):
            results = results[:draw(st.integers(1, 7))]
        games.append({"id": f"g{g}", "first_resolution": f"2026-0{draw(st.integers(1, 9))}-01",
                      "mode": draw(st.sampled_from(dip.MODES)), "used_for_elo": draw(st.booleans()),
                      "state": draw(st.sampled_from(["finished", "finished", "running"])),
                      "excluded": draw(st.booleans()), "variant": "standard", "scoring": scoring,
                      "results": results})
    return {"system": "diplomacy", "players": [{"id": p} for p in ids], "games": games}


@settings(max_examples=60, deadline=None)
@given(documents())
def test_chaining_feeds_a_period_output_back_as_input(doc: dict[str, Any]) -> None:
    first = compute_document(doc)
    players = orjson.loads(orjson.dumps(first["players"]))
    second = compute_document({"system": "diplomacy", "players": players, "games": []})
    for before, after in zip(players, second["players"], strict=True):
        assert (after["ratings"], after["global"]) == (before["ratings"], before["global"])
        assert after["status"] == "unchanged"
    again = compute_document({**doc, "players": players})
    assert len(again["players"]) == len(players)
    for p in again["players"]:
        for roles in p["ratings"].values():
            assert all(r["rating"] >= dip.ELO_MIN or r["games"] == 0 for r in roles.values())
