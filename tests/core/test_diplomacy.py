"""Diplomacy engine: RULES.md section ``diplomacy``, its scoring table and fine points.

Figures are worked by hand in the comments. With 7 players n(n−1)/2 = 21, and a
first game in a role has k = 40 − 1/2 = 39.5, so k · 21 = 829.5; everyone at 1500
expects 1/7.
"""

from __future__ import annotations

from datetime import date

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from elodesk.core import diplomacy as dip
from elodesk.reports.explanations import render
from tests.core.factories import board_centers

ROLES = dip.STANDARD.roles  # England, France, Germany, Italy, Austria, Russia, Turkey


def results(centers: dict[str, int], *, scores: dict[str, float] | None = None,
            eliminated: set[str] | None = None, who: dict[str, str] | None = None) -> tuple[dip.Result, ...]:
    """One result per role given; players named after their role unless ``who`` says otherwise."""
    out = []
    for role, c in centers.items():
        elim = (c == 0) if eliminated is None else role in eliminated
        pid = (who or {}).get(role, role.lower())
        out.append(dip.Result(pid, role, c, elim, None if scores is None else scores[role]))
    return tuple(out)


def game(gid: str, res: tuple[dip.Result, ...], *, day: str = "2026-01-05", mode: str = "classic",
         scoring: str = "c-diplo", used: bool = True, state: str = "finished", excluded: bool = False,
         variant: str = "standard") -> dip.Game:
    return dip.Game(gid, date.fromisoformat(day), mode, used, state, excluded, variant, scoring, res)


def players_of(*games: dip.Game, ratings: dict[str, dict[str, dict[str, dip.RoleRating]]] | None = None,
               ) -> list[dip.Player]:
    ids = dict.fromkeys(r.player for g in games for r in g.results)
    return [dip.Player(pid, (ratings or {}).get(pid, {})) for pid in ids]


def rate(*games: dip.Game, ratings: dict[str, dict[str, dict[str, dip.RoleRating]]] | None = None,
         ) -> dict[str, dip.Outcome]:
    return {o.id: o for o in dip.compute(players_of(*games, ratings=ratings), list(games))}


def played(outcome: dip.Outcome) -> list[dip.GameRated]:
    return [r for r in outcome.explanation if isinstance(r, dip.GameRated)]


GOLDEN = {"Austria": 4, "England": 0, "France": 9, "Germany": 7, "Italy": 7, "Russia": 3, "Turkey": 4}


# --- the golden check --------------------------------------------------------------------------


def test_golden_check_diplomacy_c_diplo() -> None:
    # c-diplo: 1 + centres, bonuses 38 to France (9), Germany and Italy (7, 7) share 14 + 7 = 21 -> 10.5 each,
    # England eliminated gets 1: scores 5, 1, 48, 18.5, 18.5, 4, 5; Σ = 100, so perf = score / 100.
    # Δ = 829.5 × (perf − 1/7):
    #   Austria 829.5 × (0.05 − 0.142857) = −77.025; England 829.5 × (0.01 − 0.142857) = −110.205;
    #   France 829.5 × 0.337143 = +279.66; Germany, Italy 829.5 × 0.042143 = +34.9575;
    #   Russia 829.5 × (0.04 − 0.142857) = −85.32; Turkey −77.025.
    out = rate(game("g1", results(GOLDEN)))
    expected = {"Austria": (5, -77.025), "England": (1, -110.20), "France": (48, 279.66),
                "Germany": (18.5, 34.96), "Italy": (18.5, 34.96), "Russia": (4, -85.32),
                "Turkey": (5, -77.025)}
    for role, (score, delta) in expected.items():
        (r,) = played(out[role.lower()])
        assert r.score == pytest.approx(score)
        assert r.raw_delta == pytest.approx(delta, abs=0.01)
        assert r.delta == r.raw_delta and r.clamp is None and not r.floor
        assert (r.n, r.g, r.k, r.before) == (7, 1, 39.5, 1500)
        assert r.expected == pytest.approx(1 / 7)
        assert out[role.lower()].ratings["classic"][role].rating == pytest.approx(1500 + delta, abs=0.01)
        assert out[role.lower()].ratings["classic"][role].games == 1


# --- scoring methods ---------------------------------------------------------------------------


@pytest.mark.parametrize(("centers", "expected"), [
    # Three tied first share 38 + 14 + 7 = 59 -> 19.667: 1 + 8 + 19.667 = 28.667; then 1 + c.
    ({"France": 8, "Germany": 8, "Italy": 8, "England": 4, "Austria": 3, "Russia": 2, "Turkey": 1},
     {"France": 1 + 8 + 59 / 3, "Germany": 1 + 8 + 59 / 3, "Italy": 1 + 8 + 59 / 3, "England": 5,
      "Austria": 4, "Russia": 3, "Turkey": 2}),
    # Two tied first share 38 + 14 = 52 -> 26; the next is third: + 7.
    ({"France": 9, "Germany": 9, "Italy": 7, "England": 4, "Austria": 3, "Russia": 2, "Turkey": 0},
     {"France": 36, "Germany": 36, "Italy": 15, "England": 5, "Austria": 4, "Russia": 3, "Turkey": 1}),
    # Two tied for third and fourth share 7 + 0 -> 3.5.
    ({"France": 10, "Germany": 8, "Italy": 5, "Austria": 5, "England": 3, "Russia": 2, "Turkey": 1},
     {"France": 49, "Germany": 23, "Italy": 9.5, "Austria": 9.5, "England": 4, "Russia": 3, "Turkey": 2}),
])
def test_c_diplo_tied_players_share_the_bonuses_of_their_ranks(
    centers: dict[str, int], expected: dict[str, float],
) -> None:
    res = results(centers)
    scores = dip.score_c_diplo(res)
    assert {r.role: s for r, s in zip(res, scores, strict=True)} == pytest.approx(expected)


def test_c_diplo_eliminated_players_get_1_and_take_no_rank() -> None:
    # Only two powers survive: they take 1st (38) and 2nd (14); the third bonus goes to nobody.
    res = results({"France": 17, "Germany": 17, "Italy": 0, "England": 0, "Austria": 0, "Russia": 0,
                   "Turkey": 0})
    scores = dip.score_c_diplo(res)
    assert scores == [1 + 17 + 26, 1 + 17 + 26, 1, 1, 1, 1, 1]


def test_dss_shares_100_among_the_powers_not_eliminated() -> None:
    res = results({"France": 10, "Germany": 10, "Italy": 8, "Austria": 6, "England": 0, "Russia": 0,
                   "Turkey": 0})
    assert dip.score_dss(res) == [25, 25, 25, 25, 0, 0, 0]


def test_dss_reads_elimination_from_the_flag() -> None:
    # Turkey holds no centre but still has units: not eliminated, so a 4-way draw.
    res = results({"France": 12, "Germany": 12, "Italy": 10, "Turkey": 0}, eliminated=set())
    assert dip.score_dss(res) == [25, 25, 25, 25]


def test_sos_is_100_c_squared_over_the_sum_of_squares() -> None:
    # Σ c² = 100 + 100 + 25 + 25 + 16 = 266: France 10000/266 = 37.594, Italy 2500/266 = 9.398,
    # England 1600/266 = 6.015.
    res = results({"France": 10, "Germany": 10, "Italy": 5, "Austria": 5, "England": 4, "Russia": 0,
                   "Turkey": 0})
    assert dip.score_sos(res) == pytest.approx([10000 / 266, 10000 / 266, 2500 / 266, 2500 / 266,
                                                1600 / 266, 0, 0])


def test_centers_scoring_is_the_centre_count() -> None:
    assert dip.score_centers(results(GOLDEN)) == [4, 0, 9, 7, 7, 3, 4]


def test_manual_scoring_takes_the_given_scores() -> None:
    scores = {role: float(i) for i, role in enumerate(GOLDEN)}
    g = game("g1", results(GOLDEN, scores=scores), scoring="manual")
    assert dip.game_scores(g, dip.STANDARD) == ([0, 1, 2, 3, 4, 5, 6], False)


SOLO = {"France": 18, "England": 16, "Germany": 0, "Italy": 0, "Austria": 0, "Russia": 0, "Turkey": 0}


@pytest.mark.parametrize("scoring", ["c-diplo", "dss", "sos", "centers"])
def test_a_solo_gives_the_soloer_everything_whatever_the_method(scoring: str) -> None:
    # 18 of 34 centres is more than half: France 100, everyone else 0, so perf 1 and 0.
    # France: 829.5 × (1 − 1/7) = 829.5 × 6/7 = +711; the others 829.5 × (0 − 1/7) = −118.5.
    out = rate(game("g1", results(SOLO), scoring=scoring))
    (france,), (england,) = played(out["france"]), played(out["england"])
    assert (france.solo, france.score, france.perf) == (True, 100, 1)
    assert (england.score, england.perf) == (0, 0)
    assert france.raw_delta == pytest.approx(711)
    assert england.raw_delta == pytest.approx(-118.5)
    assert out["france"].ratings["classic"]["France"].rating == pytest.approx(2211)


def test_17_centres_is_not_a_solo() -> None:
    res = results({"France": 17, "England": 17, "Germany": 0, "Italy": 0, "Austria": 0, "Russia": 0,
                   "Turkey": 0})
    scores, solo = dip.game_scores(game("g1", res), dip.STANDARD)
    assert not solo
    assert scores[:2] == [44, 44]


def test_manual_scoring_keeps_the_given_scores_on_a_solo() -> None:
    scores = {role: 10.0 for role in SOLO} | {"France": 40.0}
    g = game("g1", results(SOLO, scores=scores), scoring="manual")
    assert dip.game_scores(g, dip.STANDARD) == ([40, 10, 10, 10, 10, 10, 10], True)


def test_solo_threshold_is_more_than_half_of_the_variant_centres() -> None:
    assert dip.STANDARD.solo_centers == 18
    assert dip.VARIANTS["ancient-mediterranean"].solo_centers == 18


def test_zero_total_score_gives_equal_shares() -> None:
    assert dip.performances([0, 0, 0, 0]) == [0.25] * 4
    assert dip.performances([1, 3]) == [0.25, 0.75]


# --- clamps and floor --------------------------------------------------------------------------


def _ratings(values: dict[str, float], games: int = 0) -> dict[str, dict[str, dict[str, dip.RoleRating]]]:
    return {role.lower(): {"classic": {role: dip.RoleRating(rating, games)}}
            for role, rating in values.items()}


def test_all_equal_scores_move_nobody_but_the_game_counts() -> None:
    # dss with seven survivors: 100/7 each, so every player has both the minimum and the maximum score.
    # France 1600 expects more than 1/7 (raw < 0, winner clamp); the others less (raw > 0, loser clamp).
    centers = {"France": 5, "England": 5, "Germany": 5, "Italy": 5, "Austria": 5, "Russia": 5, "Turkey": 4}
    out = rate(game("g1", results(centers), scoring="dss"), ratings=_ratings({"France": 1600}))
    for role in centers:
        (r,) = played(out[role.lower()])
        assert r.delta == 0 and r.after == r.before
        assert r.clamp == (dip.CLAMP_WINNER if role == "France" else dip.CLAMP_LOSER)
        assert out[role.lower()].ratings["classic"][role].games == 1
        assert out[role.lower()].status == dip.STATUS_RATED


def test_zero_scores_everywhere_also_move_nobody() -> None:
    # Σ s = 0: equal shares 1/7, and all scores equal: both clamps.
    scores = dict.fromkeys(GOLDEN, 0.0)
    out = rate(game("g1", results(GOLDEN, scores=scores), scoring="manual"),
               ratings=_ratings({"France": 1700, "England": 1400}))
    assert all(played(o)[0].delta == 0 for o in out.values())
    assert played(out["france"])[0].perf == pytest.approx(1 / 7)


def test_the_minimum_score_never_gains() -> None:
    # England 1000 against six at 2000; manual scores England 1, others 10: perf 1/61 = 0.0164.
    # E = 6 × 1/(1 + 10^(1000/400)) / 21 = 6 × 0.003152 / 21 = 0.000901.
    # raw = 829.5 × (0.016393 − 0.000901) = +12.85 -> 0 (loser).
    scores = dict.fromkeys(GOLDEN, 10.0) | {"England": 1.0}
    ratings = _ratings({role: 2000 for role in GOLDEN} | {"England": 1000})
    out = rate(game("g1", results(GOLDEN, scores=scores), scoring="manual"), ratings=ratings)
    (r,) = played(out["england"])
    assert r.raw_delta == pytest.approx(12.85, abs=0.01)
    assert (r.clamp, r.delta, r.after) == (dip.CLAMP_LOSER, 0, 1000)


def test_the_maximum_score_never_loses() -> None:
    # France 2500 against six at 1500; manual France 20, others 16: perf 20/116 = 0.1724.
    # E = 6 × 1/(1 + 10^(−1000/400)) / 21 = 6 × 0.996848 / 21 = 0.284814.
    # raw = 829.5 × (0.172414 − 0.284814) = −93.24 -> 0 (winner).
    scores = dict.fromkeys(GOLDEN, 16.0) | {"France": 20.0}
    out = rate(game("g1", results(GOLDEN, scores=scores), scoring="manual"),
               ratings=_ratings({"France": 2500}))
    (r,) = played(out["france"])
    assert r.raw_delta == pytest.approx(-93.24, abs=0.01)
    assert (r.clamp, r.delta, r.after) == (dip.CLAMP_WINNER, 0, 2500)


def test_a_rating_never_ends_a_counted_game_below_1000() -> None:
    # Russia 1010 with 10 games: g = 11, k = 40 − 5.5 = 34.5; manual Russia 0, others 10: perf 0.
    # E = 6 × 1/(1 + 10^(490/400)) / 21 = 6 × 1/17.788 / 21 = 0.016062.
    # raw = 34.5 × 21 × (0 − 0.016062) = −11.64 -> 998.36 -> 1000.
    scores = dict.fromkeys(GOLDEN, 10.0) | {"Russia": 0.0}
    out = rate(game("g1", results(GOLDEN, scores=scores), scoring="manual"),
               ratings=_ratings({"Russia": 1010}, games=10))
    (r,) = played(out["russia"])
    assert (r.g, r.k) == (11, 34.5)
    assert r.raw_delta == pytest.approx(-11.64, abs=0.01)
    assert (r.floor, r.after) == (True, 1000)


def test_a_rating_below_1000_is_raised_after_any_counted_game() -> None:
    # Everyone equal: both clamps, Δ = 0, but 900 is raised to 1000.
    scores = dict.fromkeys(GOLDEN, 1.0)
    out = rate(game("g1", results(GOLDEN, scores=scores), scoring="manual"),
               ratings=_ratings({"Russia": 900}))
    (r,) = played(out["russia"])
    assert (r.delta, r.floor, r.before, r.after) == (0, True, 900, 1000)


# --- k -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("games_before", "k"), [
    (0, 39.5), (2, 38.5), (38, 20.5), (39, 20), (60, 20),
])
def test_k_counts_the_current_game_and_never_falls_below_20(games_before: int, k: float) -> None:
    # k = max(20, 40 − g/2) with g = games before + 1: g 1 -> 39.5, g 3 -> 38.5, g 39 -> 20.5, g 40 -> 20.
    out = rate(game("g1", results(GOLDEN)), ratings=_ratings({"France": 1500}, games=games_before))
    (r,) = played(out["france"])
    assert (r.g, r.k) == (games_before + 1, k)
    assert out["france"].ratings["classic"]["France"].games == games_before + 1


# --- separation by role and mode; order; games left out ---------------------------------------


def _with(role: str, pid: str, centers: dict[str, int], suffix: str) -> tuple[dip.Result, ...]:
    """Results where ``pid`` plays ``role`` and the other roles are fresh players."""
    who = {r: (pid if r == role else f"{r.lower()}-{suffix}") for r in centers}
    return results(centers, who=who)


def test_ratings_are_kept_per_role_and_per_mode() -> None:
    g1 = game("g1", _with("France", "p", GOLDEN, "1"), mode="classic", day="2026-01-01")
    g2 = game("g2", _with("France", "p", GOLDEN, "2"), mode="blitz", day="2026-01-02")
    g3 = game("g3", _with("Germany", "p", GOLDEN, "3"), mode="classic", day="2026-01-03")
    out = rate(g1, g2, g3)["p"]
    records = played(out)
    # Each is his first game in that role and mode: 1500, g 1, k 39.5.
    assert [(r.mode, r.role, r.before, r.g, r.k) for r in records] == [
        ("classic", "France", 1500, 1, 39.5), ("blitz", "France", 1500, 1, 39.5),
        ("classic", "Germany", 1500, 1, 39.5)]
    assert out.ratings["classic"]["France"].rating == pytest.approx(1779.66)
    assert out.ratings["blitz"]["France"].rating == pytest.approx(1779.66)
    assert out.ratings["classic"]["Germany"].rating == pytest.approx(1534.9575)
    assert {mode: sorted(roles) for mode, roles in out.ratings.items()} == {
        "classic": ["France", "Germany"], "blitz": ["France"]}


def test_games_are_ordered_by_first_resolution_then_id_as_text() -> None:
    # Same date: "10" < "9" as text. "1" is a month later though first in the input.
    games = [
        game("1", _with("France", "p", GOLDEN, "a"), day="2026-03-01"),
        game("9", _with("France", "p", GOLDEN, "b"), day="2026-02-01"),
        game("10", _with("France", "p", GOLDEN, "c"), day="2026-02-01"),
    ]
    assert [games[i].id for i in dip.game_order(games)] == ["10", "9", "1"]
    records = played(rate(*games)["p"])
    assert [(r.game, r.g) for r in records] == [("10", 1), ("9", 2), ("1", 3)]
    assert records[1].before == records[0].after and records[2].before == records[1].after


def test_ratings_are_taken_from_before_the_game() -> None:
    # In the golden game everyone expects exactly 1/7: nobody's update leaks into another's E.
    out = rate(game("g1", results(GOLDEN)))
    assert all(played(o)[0].expected == pytest.approx(1 / 7) for o in out.values())


@pytest.mark.parametrize(("changes", "reason", "missing"), [
    ({"used": False}, dip.NOT_USED_FOR_ELO, ()),
    ({"state": "running"}, dip.NOT_FINISHED, ()),
    ({"state": "waiting"}, dip.NOT_FINISHED, ()),
    ({"state": "distinguished"}, dip.NOT_FINISHED, ()),
    ({"excluded": True}, dip.EXCLUDED, ()),
    ({"drop": ("Turkey", "England")}, dip.INCOMPLETE, ("England", "Turkey")),
    ({"used": False, "drop": ("Turkey",)}, dip.NOT_USED_FOR_ELO, ()),
])
def test_games_that_do_not_count(changes: dict[str, object], reason: str, missing: tuple[str, ...]) -> None:
    centers = {r: c for r, c in GOLDEN.items() if r not in changes.get("drop", ())}
    kwargs = {k: v for k, v in changes.items() if k != "drop"}
    out = rate(game("g1", results(centers), **kwargs))  # type: ignore[arg-type]
    for o in out.values():
        (r,) = o.explanation
        assert isinstance(r, dip.GameLeftOut)
        assert (r.reason, r.missing) == (reason, missing)
        assert (o.ratings, o.status) == ({}, dip.STATUS_UNCHANGED)
        assert o.global_ratings == {"blitz": 1500, "classic": 1500}


def test_a_game_left_out_does_not_break_the_chain() -> None:
    out = rate(
        game("g1", _with("France", "p", GOLDEN, "a"), day="2026-01-01"),
        game("g2", _with("France", "p", GOLDEN, "b"), day="2026-01-02", used=False),
        game("g3", _with("France", "p", GOLDEN, "c"), day="2026-01-03"),
    )["p"]
    assert [r.kind for r in out.explanation] == ["diplomacy_game", "diplomacy_left_out", "diplomacy_game",
                                                 "diplomacy_global"]
    assert out.ratings["classic"]["France"].games == 2


# --- global Elo, other variants ----------------------------------------------------------------


def test_global_elo_is_the_mean_over_the_standard_roles_with_1500_for_unplayed_roles() -> None:
    # France classic after the golden game: 1779.66; global classic = (1779.66 + 6 × 1500) / 7 = 1539.951.
    # Blitz: Germany 1600 from the input, the rest unplayed: (1600 + 6 × 1500) / 7 = 1514.286.
    # A role of another variant (Rome) takes no part in the standard mean.
    ratings = {"france": {"blitz": {"Germany": dip.RoleRating(1600, 4)},
                          "classic": {"Rome": dip.RoleRating(1900, 3)}}}
    out = rate(game("g1", results(GOLDEN)), ratings=ratings)["france"]
    assert out.global_ratings["classic"] == pytest.approx((1779.66 + 6 * 1500) / 7)
    assert out.global_ratings["blitz"] == pytest.approx((1600 + 6 * 1500) / 7)
    assert out.ratings["classic"]["Rome"] == dip.RoleRating(1900, 3)
    (g,) = [r for r in out.explanation if isinstance(r, dip.GlobalRating)]
    assert (g.mode, g.before) == ("classic", 1500)
    assert g.after == pytest.approx(1539.951, abs=0.001)


def test_global_rating_of_nothing_is_1500() -> None:
    assert dip.global_rating({}) == 1500


def test_an_ancient_mediterranean_game_has_five_players() -> None:
    # n = 5: n(n−1)/2 = 10, k 39.5 -> 395 × (perf − 1/5). Rome 18 of 34: a solo, 100 -> +395 × 0.8 = +316.
    centers = {"Rome": 18, "Carthage": 6, "Egypt": 5, "Greece": 3, "Persia": 2}
    out = rate(game("g1", results(centers), variant="ancient-mediterranean"))
    (r,) = played(out["rome"])
    assert (r.n, r.solo, r.perf) == (5, True, 1)
    assert r.raw_delta == pytest.approx(316)
    assert r.expected == pytest.approx(0.2)


def test_an_ancient_mediterranean_game_needs_its_five_roles() -> None:
    centers = {"Rome": 10, "Carthage": 6, "Egypt": 5, "Greece": 3}
    out = rate(game("g1", results(centers), variant="ancient-mediterranean"))
    (r,) = out["rome"].explanation
    assert (r.reason, r.missing) == (dip.INCOMPLETE, ("Persia",))


# --- properties --------------------------------------------------------------------------------


@given(st.lists(st.floats(min_value=-1000, max_value=5000, allow_nan=False), min_size=2, max_size=10))
def test_expected_scores_sum_to_1(ratings: list[float]) -> None:
    expected = dip.expected_scores(ratings)
    assert sum(expected) == pytest.approx(1.0, abs=1e-9)
    assert all(0 <= e <= 1 for e in expected)


@given(st.floats(min_value=0, max_value=4000, allow_nan=False), st.integers(2, 9))
def test_equal_ratings_expect_equal_shares(rating: float, n: int) -> None:
    assert dip.expected_scores([rating] * n) == pytest.approx([1 / n] * n)


@given(board_centers(34),
       st.sampled_from(["c-diplo", "dss", "sos", "centers"]))
def test_performances_sum_to_1_for_every_method(centers: list[int], scoring: str) -> None:
    g = game("g1", results(dict(zip(ROLES, centers, strict=True))), scoring=scoring)
    scores, _ = dip.game_scores(g, dip.STANDARD)
    assert sum(dip.performances(scores)) == pytest.approx(1.0)


# --- statuses and phrases ----------------------------------------------------------------------


def test_status_is_rated_only_with_a_counted_game() -> None:
    players = [dip.Player(r.lower()) for r in GOLDEN] + [dip.Player("idle")]
    out = dip.compute(players, [game("g1", results(GOLDEN))])
    assert [o.status for o in out] == ["rated"] * 7 + ["unchanged"]
    assert out[-1].explanation == () and out[-1].ratings == {}


def _as_json(record: object) -> dict[str, object]:
    return orjson.loads(orjson.dumps(record))


def test_every_record_kind_is_phrased_in_french_and_english() -> None:
    loser = dict.fromkeys(GOLDEN, 10.0) | {"England": 1.0}
    winner = dict.fromkeys(GOLDEN, 16.0) | {"France": 20.0}
    floor = dict.fromkeys(GOLDEN, 10.0) | {"Russia": 0.0}
    outcomes = [
        rate(game("g1", results(GOLDEN)), game("g2", results(SOLO), day="2026-01-06"),
             game("g4", results({"France": 3}), day="2026-01-08"),
             game("g5", results(GOLDEN), day="2026-01-09", state="running")),
        rate(game("g3", results(GOLDEN, scores=loser), scoring="manual"),
             ratings=_ratings({role: 2000 for role in GOLDEN} | {"England": 1000})),
        rate(game("g6", results(GOLDEN, scores=winner), scoring="manual"),
             ratings=_ratings({"France": 2500})),
        rate(game("g7", results(GOLDEN, scores=floor), scoring="manual"), ratings=_ratings({"Russia": 1010})),
    ]
    records = [_as_json(r) for out in outcomes for o in out.values() for r in o.explanation]
    assert {r["kind"] for r in records} == {"diplomacy_game", "diplomacy_left_out", "diplomacy_global"}
    for r in records:
        for lang in ("fr", "en"):
            text = render(r, lang)
            assert text and "kind=" not in text

    def find(**fields: object) -> dict[str, object]:
        return next(r for r in records if all(r.get(k) == v for k, v in fields.items()))

    fr = render(find(game="g1", role="France"), "fr")
    assert "k = max(20 ; 40 − 1/2) = 39,5" in fr
    assert "Δ = 39,5 × 21 × (0,48 − 0,1429) = +279,66" in fr
    assert "Elo France classique : 1500 → 1780" in fr
    assert "solo : 100 au vainqueur" in render(find(game="g2", role="France"), "fr")
    assert "Perdant (marque minimale de la partie) : ne peut pas gagner de points, +12,85 → 0" in render(
        find(game="g3", role="England"), "fr")
    assert "Gagnant (marque maximale de la partie) : ne peut pas perdre de points, −93,24 → 0" in render(
        find(game="g6", role="France"), "fr")
    assert "Ramené au minimum de 1000" in render(find(game="g7", role="Russia"), "fr")
    assert "il manque : Angleterre, Allemagne" in render(find(game="g4"), "fr")
    assert "« running »" in render(find(game="g5", role="France"), "fr")
    assert "Elo global classique" in render(find(kind="diplomacy_global"), "fr")
