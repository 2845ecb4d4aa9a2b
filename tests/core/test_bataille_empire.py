"""Bataille Empire engine: RULES.md section ``bataille-empire`` and its fine points.

Every expected figure is worked by hand in the comments:
P = 1 / (1 + 10^((N_opp − N)/500)) rounded to two decimals, change = K × (S − P)
rounded half away from zero.
"""

from __future__ import annotations

from datetime import date
from itertools import pairwise

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from elodesk.core import bataille_empire as be
from elodesk.reports.explanations import render


def player(pid: str, rating: int = 1000, games: int = 8) -> be.Player:
    return be.Player(pid, rating, games)


def battle(bid: str, side_a: str | tuple[str, ...], side_b: str | tuple[str, ...], result: str, *,
           day: str = "2026-03-01", event: str = "Austerlitz", rnd: int = 1) -> be.Battle:
    a = (side_a,) if isinstance(side_a, str) else side_a
    b = (side_b,) if isinstance(side_b, str) else side_b
    return be.Battle(bid, date.fromisoformat(day), event, rnd, a, b, result)


def rate(
    players: list[be.Player], battles: list[be.Battle], years: tuple[int, ...] = (),
) -> dict[str, be.Outcome]:
    return {o.id: o for o in be.compute(players, battles, years)}


def battles_of(outcome: be.Outcome) -> list[be.BattleRated]:
    return [r for r in outcome.explanation if isinstance(r, be.BattleRated)]


# --- the seed's example ------------------------------------------------------------------------

# A 1000 with fewer than 8 games (K 30) against B 1200 (K 60):
# P(A) = 1 / (1 + 10^(200/500)) = 1 / (1 + 2.5119) = 0.2848 -> 0.28, P(B) = 0.72.
#   A: defeat 30 × (0 − 0.28) = −8.4 -> −8; draw 30 × 0.22 = 6.6 -> +7; marginal 30 × 0.72 = 21.6 -> +22;
#      decisive 30 × 0.97 = 29.1 -> +29; crushing 30 × 1.22 = 36.6 -> +37.
#   B: defeat 60 × (0 − 0.72) = −43.2 -> −43; draw 60 × (−0.22) = −13.2 -> −13;
#      marginal 60 × 0.28 = 16.8 -> +17;
#      decisive 60 × 0.53 = 31.8 -> +32; crushing 60 × 0.78 = 46.8 -> +47.
A_CHANGE = {"defeat": -8, "draw": 7, "marginal": 22, "decisive": 29, "crushing": 37}
B_CHANGE = {"defeat": -43, "draw": -13, "marginal": 17, "decisive": 32, "crushing": 47}
# result -> (outcome of side A, outcome of side B)
SIDE_OUTCOMES = {
    "a-crushing": ("crushing", "defeat"), "a-decisive": ("decisive", "defeat"),
    "a-marginal": ("marginal", "defeat"), "draw": ("draw", "draw"),
    "b-marginal": ("defeat", "marginal"), "b-decisive": ("defeat", "decisive"),
    "b-crushing": ("defeat", "crushing"),
}


@pytest.mark.parametrize("result", sorted(be.RESULTS))
@pytest.mark.parametrize("a_side", ["a", "b"])
def test_seed_check_bataille_empire_example(result: str, a_side: str) -> None:
    players = [player("A", 1000, games=0), player("B", 1200, games=10)]
    if a_side == "a":
        fight = battle("g1", "A", "B", result)
        a_outcome, b_outcome = SIDE_OUTCOMES[result]
    else:
        fight = battle("g1", "B", "A", result)
        b_outcome, a_outcome = SIDE_OUTCOMES[result]
    out = rate(players, [fight])
    assert out["A"].rating == 1000 + A_CHANGE[a_outcome]
    assert out["B"].rating == 1200 + B_CHANGE[b_outcome]
    (ra,), (rb,) = battles_of(out["A"]), battles_of(out["B"])
    assert (ra.p, ra.k, ra.k_reason, ra.outcome) == (0.28, 30, be.K_FEW_GAMES, a_outcome)
    assert (rb.p, rb.k, rb.k_reason, rb.outcome) == (0.72, 60, None, b_outcome)
    assert ra.opponent_level == 1200 and rb.opponent_level == 1000


def test_seed_example_draw_unrounded_change_is_6_6_not_the_seed_misprint() -> None:
    out = rate([player("A", 1000, games=0), player("B", 1200, games=10)], [battle("g1", "A", "B", "draw")])
    (r,) = battles_of(out["A"])
    assert (r.raw_change, r.rounded_change, r.change, r.after) == (6.6, 7, 7, 1007)


def test_p_is_rounded_to_two_decimals_and_the_change_half_away_from_zero() -> None:
    # A 1000 vs B 1044, both K 30: P(A) = 1 / (1 + 10^(44/500)) = 1 / (1 + 1.2246) = 0.4495 -> 0.45;
    # P(B) = 0.55.
    # Draw: A 30 × (0.5 − 0.45) = +1.5 -> +2; B 30 × (0.5 − 0.55) = −1.5 -> −2.
    out = rate([player("A", 1000, games=0), player("B", 1044, games=0)], [battle("g1", "A", "B", "draw")])
    (ra,), (rb,) = battles_of(out["A"]), battles_of(out["B"])
    assert (ra.p, ra.raw_change, ra.change) == (0.45, 1.5, 2)
    assert (rb.p, rb.raw_change, rb.change) == (0.55, -1.5, -2)
    assert (out["A"].rating, out["B"].rating) == (1002, 1042)


def test_levels_stay_integers() -> None:
    out = rate([player("A", 1000, games=0), player("B", 1044, games=3)],
               [battle("g1", "A", "B", "a-decisive")])
    assert all(type(o.rating) is int for o in out.values())


# --- K -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("games", "k", "reason"), [
    (0, 30, be.K_FEW_GAMES), (7, 30, be.K_FEW_GAMES), (8, 60, None), (40, 60, None),
])
def test_k_is_30_for_fewer_than_8_games_before(games: int, k: int, reason: str | None) -> None:
    out = rate([player("A", 1000, games), player("B", 1000)], [battle("g1", "A", "B", "a-marginal")])
    (r,) = battles_of(out["A"])
    assert (r.k, r.k_reason, r.games_before) == (k, reason, games)
    # Equal levels: P = 0.5, so a marginal victory is K × 0.5.
    assert out["A"].rating == 1000 + k // 2


def test_k_changes_after_the_eighth_game_within_one_computation() -> None:
    # 7 games before the first battle (K 30), 8 before the second (K 60); equal levels, P = 0.5.
    # Battle 1: A 1000 beats B 1000 marginally: 30 × 0.5 = +15 -> 1015.
    # Battle 2: A 1015 vs C 1015: P = 0.5 -> draw 0; then a marginal win: 60 × 0.5 = +30.
    players = [player("A", 1000, games=7), player("B", 1000), player("C", 1015)]
    out = rate(players, [
        battle("g1", "A", "B", "a-marginal", day="2026-03-01"),
        battle("g2", "A", "C", "a-marginal", day="2026-03-02"),
    ])
    r1, r2 = battles_of(out["A"])
    assert (r1.k, r1.change, r2.k, r2.games_before, r2.change) == (30, 15, 60, 8, 30)
    assert (out["A"].rating, out["A"].games) == (1045, 9)


@pytest.mark.parametrize(("level", "games", "k", "reason"), [
    (1399, 8, 60, None), (1400, 8, 30, be.K_MARSHAL), (1650, 30, 30, be.K_MARSHAL),
    (1400, 3, 30, be.K_FEW_GAMES_AND_MARSHAL),
])
def test_k_is_30_for_a_marshal_at_1400_or_more(level: int, games: int, k: int, reason: str | None) -> None:
    out = rate([player("A", level, games), player("B", level)], [battle("g1", "A", "B", "draw")])
    (r,) = battles_of(out["A"])
    assert (r.k, r.k_reason) == (k, reason)


# --- the 500-point rule ------------------------------------------------------------------------


def test_500_points_above_cannot_gain() -> None:
    # A 1300 vs B 800 (gap exactly 500), K 60: P(A) = 1 / (1 + 10^(−1)) = 10/11 = 0.909 -> 0.91.
    # A wins marginally: 60 × (1 − 0.91) = +5.4 -> +5, cancelled -> 0.
    # B: P = 0.09, 60 × (0 − 0.09) = −5.4 -> −5 (the loser's loss is untouched).
    out = rate([player("A", 1300), player("B", 800)], [battle("g1", "A", "B", "a-marginal")])
    (r,) = battles_of(out["A"])
    assert (r.rounded_change, r.gap_rule, r.change, r.after) == (5, True, 0, 1300)
    assert out["A"].rating == 1300
    assert out["B"].rating == 795


def test_499_points_above_still_gains() -> None:
    # A 1299 vs B 800: P(A) = 1 / (1 + 10^(−499/500)) = 1 / 1.10046 = 0.9087 -> 0.91; +5.4 -> +5 kept.
    out = rate([player("A", 1299), player("B", 800)], [battle("g1", "A", "B", "a-marginal")])
    (r,) = battles_of(out["A"])
    assert (r.gap_rule, r.change) == (False, 5)
    assert out["A"].rating == 1304


@pytest.mark.parametrize(("result", "change"), [
    # 60 × (0 − 0.91) = −54.6 -> −55; draw 60 × (0.5 − 0.91) = −24.6 -> −25.
    ("b-marginal", -55), ("draw", -25),
])
def test_500_points_above_still_loses(result: str, change: int) -> None:
    out = rate([player("A", 1300), player("B", 800)], [battle("g1", "A", "B", result)])
    (r,) = battles_of(out["A"])
    assert (r.gap_rule, r.change) == (False, change)


def test_the_weaker_player_gains_normally_against_a_500_gap() -> None:
    # B 800 beats A 1300 crushingly: P(B) = 0.09, 60 × (1.5 − 0.09) = +84.6 -> +85.
    out = rate([player("A", 1300), player("B", 800)], [battle("g1", "A", "B", "b-crushing")])
    assert out["B"].rating == 885


# --- team battles ------------------------------------------------------------------------------


def test_team_battle_rates_each_general_against_the_mean_of_the_other_side() -> None:
    # X 1000 and Y 1200 (side A) against Z 1100 (side B), all K 60; side A wins marginally.
    # X vs 1100: P = 1 / (1 + 10^(100/500)) = 1 / 2.5849 = 0.3869 -> 0.39; 60 × 0.61 = +36.6 -> +37.
    # Y vs 1100: P = 0.6131 -> 0.61; 60 × 0.39 = +23.4 -> +23.
    # Z vs the mean of 1000 and 1200 = 1100: P = 0.5; 60 × (0 − 0.5) = −30.
    out = rate([player("X", 1000), player("Y", 1200), player("Z", 1100)],
               [battle("g1", ("X", "Y"), "Z", "a-marginal")])
    assert (out["X"].rating, out["Y"].rating, out["Z"].rating) == (1037, 1223, 1070)
    (rx,), (rz,) = battles_of(out["X"]), battles_of(out["Z"])
    assert (rx.allies, rx.opponents, rx.opponent_level, rx.p) == (("Y",), ("Z",), 1100, 0.39)
    assert (rz.allies, rz.opponents, rz.opponent_level, rz.p) == ((), ("X", "Y"), 1100, 0.5)


def test_levels_within_a_battle_are_read_simultaneously() -> None:
    # Had X's +37 been applied first, Z would face (1037 + 1200) / 2 = 1118.5:
    # P = 1 / (1 + 10^(18.5/500)) = 0.4787 -> 0.48, 60 × (0 − 0.48) = −28.8 -> −29. He loses 30.
    out = rate([player("X", 1000), player("Y", 1200), player("Z", 1100)],
               [battle("g1", ("X", "Y"), "Z", "a-marginal")])
    (rz,) = battles_of(out["Z"])
    assert (rz.opponent_level, rz.change) == (1100, -30)


def test_team_opponent_level_is_the_unrounded_mean() -> None:
    # Z 1000 against X 1000 and Y 1001: mean 1000.5 (kept as is). P = 1 / (1 + 10^(0.5/500)) = 0.4994 -> 0.50.
    out = rate([player("X", 1000), player("Y", 1001), player("Z", 1000)],
               [battle("g1", ("X", "Y"), "Z", "draw")])
    (rz,) = battles_of(out["Z"])
    assert rz.opponent_level == 1000.5
    assert rz.p == 0.5


@pytest.mark.parametrize(("others", "gap_rule", "change"), [
    # A 1500 (Marshal, K 30) wins crushingly.
    # Against 1000, 1000, 1001 (mean 1000.33): gap 499.67 < 500 -> gains.
    # A rounded mean (1000) would give 500.
    #   P = 1 / (1 + 10^(−499.67/500)) = 1 / 1.10015 = 0.9090 -> 0.91; 30 × (1.5 − 0.91) = +17.7 -> +18.
    (("1000", "1000", "1001"), False, 18),
    # Against 1000 and 1001 (mean 1000.5): gap 499.5 -> gains (a truncated mean, 1000, would give 500).
    (("1000", "1001"), False, 18),
    # Against 1000, 1000, 1000: gap exactly 500 -> the +18 is cancelled.
    (("1000", "1000", "1000"), True, 0),
])
def test_team_500_rule_compares_with_the_unrounded_mean(
    others: tuple[str, ...], gap_rule: bool, change: int,
) -> None:
    ids = tuple(f"O{i}" for i in range(len(others)))
    players = [player("A", 1500)] + [player(pid, int(level)) for pid, level in zip(ids, others, strict=True)]
    out = rate(players, [battle("g1", "A", ids, "a-crushing")])
    (r,) = battles_of(out["A"])
    assert (r.gap_rule, r.change) == (gap_rule, change)


def test_every_general_of_a_team_counts_one_game() -> None:
    out = rate([player("X", games=3), player("Y", games=0), player("Z", games=9)],
               [battle("g1", ("X", "Y"), "Z", "draw")])
    assert (out["X"].games, out["Y"].games, out["Z"].games) == (4, 1, 10)


# --- order of the battles ----------------------------------------------------------------------


def test_battles_are_ordered_by_date_event_round_then_input_order() -> None:
    # A fights every battle; each opponent is new. Expected order:
    # 2026-04-01 "Eylau" r3 (event text first), then "Wagram" r2 (input 2nd), "Wagram" r2 (input 5th),
    # "Wagram" r10 (rounds compared as numbers), then 2026-05-01.
    battles = [
        battle("may", "A", "O1", "a-marginal", day="2026-05-01", event="Aboukir", rnd=1),
        battle("wagram-2", "A", "O2", "a-decisive", day="2026-04-01", event="Wagram", rnd=2),
        battle("wagram-10", "A", "O3", "b-marginal", day="2026-04-01", event="Wagram", rnd=10),
        battle("eylau-3", "A", "O4", "draw", day="2026-04-01", event="Eylau", rnd=3),
        battle("wagram-2-bis", "A", "O5", "a-crushing", day="2026-04-01", event="Wagram", rnd=2),
    ]
    players = [player("A")] + [player(f"O{i}") for i in range(1, 6)]
    assert [battles[i].id for i in be.battle_order(battles)] == [
        "eylau-3", "wagram-2", "wagram-2-bis", "wagram-10", "may"]
    records = battles_of(rate(players, battles)["A"])
    assert [r.battle for r in records] == ["eylau-3", "wagram-2", "wagram-2-bis", "wagram-10", "may"]
    # Each battle starts from the level the previous one left.
    assert all(nxt.level == prev.after for prev, nxt in pairwise(records))


# --- inactivity --------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "penalty"), [
    (1450, 100), (1301, 100), (1300, 50), (1101, 50), (1100, 0), (900, 0),
])
def test_inactivity_penalty_by_level(level: int, penalty: int) -> None:
    out = rate([player("A", level, games=10)], [], years=(2026,))["A"]
    assert out.rating == level - penalty
    r = out.explanation[0]  # then a be_grade record if the grade fell
    assert isinstance(r, be.InactivityApplied)
    assert (r.year, r.date, r.before) == (2026, "2026-12-31", level)
    assert (r.penalty, r.after) == (penalty, level - penalty)
    assert out.status == (be.STATUS_RATED if penalty else be.STATUS_UNCHANGED)


def test_no_inactivity_penalty_without_a_level_before_that_year() -> None:
    # games 0 and no battle before 2026: he has no level yet, whatever his rating field says.
    out = rate([player("A", 1350, games=0)], [], years=(2026,))["A"]
    assert (out.rating, out.explanation, out.status) == (1350, (), be.STATUS_UNCHANGED)


def test_a_first_battle_in_an_earlier_year_gives_a_level_before_that_year() -> None:
    # A and B (games 0, 1350 each) draw in 2025: P = 0.5, no change. Both fought in 2025: no 2025 penalty.
    # Idle in 2026, level 1350 > 1300: −100 each.
    out = rate([player("A", 1350, games=0), player("B", 1350, games=0)],
               [battle("g1", "A", "B", "draw", day="2025-06-01")], years=(2025, 2026))
    kinds = [r.kind for r in out["A"].explanation]
    assert kinds == ["be_battle", "be_inactivity", "be_grade"]
    assert out["A"].explanation[1].year == 2026
    assert (out["A"].rating, out["B"].rating) == (1250, 1250)


def test_a_player_who_fought_that_year_is_not_penalised() -> None:
    # Z 1350 fights only on 31 December 2026, a battle of 2026: no penalty.
    # Draw vs V 1000: P(Z) = 1 / (1 + 10^(−350/500)) = 1 / 1.1995 = 0.8337 -> 0.83;
    # 60 × (0.5 − 0.83) = −19.8 -> −20.
    out = rate([player("Z", 1350, games=10), player("V", 1000, games=10)],
               [battle("g1", "Z", "V", "draw", day="2026-12-31")], years=(2026,))
    assert [r.kind for r in out["Z"].explanation] == ["be_battle"]
    assert out["Z"].rating == 1330


def test_penalty_comes_after_the_battles_of_the_year_and_before_the_next_year() -> None:
    # 2025-06-01: X 1290 beats Y 1000 crushingly.
    #   P(X) = 1 / (1 + 10^(−290/500)) = 1 / 1.2630 = 0.7918 -> 0.79;
    #   60 × (1.5 − 0.79) = +42.6 -> +43: X 1333.
    # 31 Dec 2026: X fought no battle in 2026, level 1333 > 1300: −100 -> 1233 (not −50 as from 1290).
    # 2027-01-01: X meets W at 1233 (same grade as 1290: no be_grade record).
    players = [player("X", 1290), player("Y", 1000), player("W", 1000)]
    out = rate(players, [
        battle("g2027", "X", "W", "draw", day="2027-01-01"),
        battle("g2025", "X", "Y", "a-crushing", day="2025-06-01"),
    ], years=(2026,))
    x = out["X"].explanation
    assert [r.kind for r in x] == ["be_battle", "be_inactivity", "be_battle"]
    assert (x[0].after, x[1].before, x[1].penalty, x[1].after) == (1333, 1333, 100, 1233)
    assert x[2].level == 1233
    (w,) = battles_of(out["W"])
    assert w.opponent_level == 1233


def test_only_listed_years_are_penalised() -> None:
    players = [player("A", 1400, games=10)]
    assert rate(players, [], years=())["A"].rating == 1400
    # 2024: 1400 > 1300, −100 -> 1300; 2026: 1300 is not above 1300, −50 -> 1250. 2025 is not listed.
    assert rate(players, [], years=(2024, 2026))["A"].rating == 1250
    records = rate(players, [], years=(2026, 2024))["A"].explanation
    assert [r.year for r in records if isinstance(r, be.InactivityApplied)] == [2024, 2026]


# --- grades ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "name"), [
    (-50, "Adjudant"), (699, "Adjudant"), (700, "Lieutenant"), (799, "Lieutenant"),
    (800, "Capitaine"), (899, "Capitaine"), (900, "Chef de bataillon"), (999, "Chef de bataillon"),
    (1000, "Colonel"), (1099, "Colonel"), (1100, "Général de Brigade"), (1199, "Général de Brigade"),
    (1200, "Général de Division"), (1299, "Général de Division"), (1300, "Général en Chef"),
    (1399, "Général en Chef"), (1400, "Maréchal d'Empire"), (2500, "Maréchal d'Empire"),
])
def test_grade_at_every_boundary(level: int, name: str) -> None:
    assert be.grade(level) == name


def test_grade_table_covers_every_level_without_gap() -> None:
    grades = be.GRADES
    assert grades[0].low is None and grades[-1].high is None
    assert all(nxt.low == prev.high + 1 for prev, nxt in pairwise(grades))
    assert "'" in grades[-1].name and "’" not in grades[-1].name


def test_a_grade_change_is_explained() -> None:
    out = rate([player("A", 1390), player("B", 1390)], [battle("g1", "A", "B", "a-crushing")])
    # Equal levels: 60 × (1.5 − 0.5) = +60 -> 1450, Maréchal; B 60 × (0 − 0.5) = −30 -> 1360.
    a, b = out["A"], out["B"]
    assert (a.rating, a.grade, b.grade) == (1450, "Maréchal d'Empire", "Général en Chef")
    grade_record = a.explanation[-1]
    assert isinstance(grade_record, be.GradeChanged)
    assert (grade_record.old_grade, grade_record.grade) == ("Général en Chef", "Maréchal d'Empire")
    assert not any(isinstance(r, be.GradeChanged) for r in b.explanation)


# --- statuses and outcomes ---------------------------------------------------------------------


def test_statuses() -> None:
    players = [player("fought"), player("other"), player("penalised", 1200), player("idle", 1000),
               player("new", 1000, games=0)]
    out = be.compute(players, [battle("g1", "fought", "other", "draw")], [2026])
    assert [o.id for o in out] == ["fought", "other", "penalised", "idle", "new"]
    status = {o.id: o.status for o in out}
    assert status == {"fought": "rated", "other": "rated", "penalised": "rated", "idle": "unchanged",
                      "new": "unchanged"}
    # A draw between equals is still a rated battle; the idle player's check is explained.
    assert out[0].rating == 1000
    assert [r.penalty for r in out[3].explanation] == [0]
    assert all(o.old_rating == p.rating for o, p in zip(out, players, strict=True))


@given(level=st.integers(-500, 3000), games=st.integers(0, 60), other_games=st.integers(0, 60))
def test_a_draw_between_equal_players_changes_nothing(level: int, games: int, other_games: int) -> None:
    out = rate([player("A", level, games), player("B", level, other_games)], [battle("g1", "A", "B", "draw")])
    assert out["A"].rating == level and out["B"].rating == level


@given(gap=st.integers(500, 1500), result=st.sampled_from(sorted(be.RESULTS)), games=st.integers(0, 30))
def test_a_general_500_above_his_opponent_never_gains(gap: int, result: str, games: int) -> None:
    out = rate([player("A", 1000 + gap, games), player("B", 1000)], [battle("g1", "A", "B", result)])
    assert out["A"].rating <= 1000 + gap


# --- phrases -----------------------------------------------------------------------------------


def _as_json(record: object) -> dict[str, object]:
    return orjson.loads(orjson.dumps(record))


def test_battle_phrase_shows_the_formula_with_its_figures() -> None:
    out = rate([player("A", 1000, games=0), player("B", 1200, games=10)],
               [battle("g1", "A", "B", "b-decisive")])
    (rb,) = battles_of(out["B"])
    fr = render(_as_json(rb), "fr")
    en = render(_as_json(rb), "en")
    assert "victoire décisive" in fr
    assert "60 × (1,25 − 0,72) = +31,8 → +32" in fr
    assert "60 × (1.25 − 0.72) = +31.8 → +32" in en
    (ra,) = battles_of(out["A"])
    assert "K = 30 (0 partie avant celle-ci, moins de 8)" in render(_as_json(ra), "fr")


def test_every_record_kind_is_phrased_in_french_and_english() -> None:
    players = [player("A", 1300), player("B", 800), player("C", 1390, games=3), player("D", 1350),
               player("E", 1000)]
    out = rate(players, [
        battle("g1", "A", "B", "a-marginal"),  # 500-point rule
        battle("g2", ("C", "B"), "A", "a-crushing", day="2026-04-01"),  # team, K 30, grade change
    ], years=(2026,))
    records = [_as_json(r) for o in out.values() for r in o.explanation]
    assert {r["kind"] for r in records} == {"be_battle", "be_inactivity", "be_grade"}
    for r in records:
        for lang in ("fr", "en"):
            text = render(r, lang)
            assert text and "kind=" not in text
    gap = next(r for r in records if r["kind"] == "be_battle" and r["gap_rule"])
    assert "ne peut pas gagner de points, +5 → 0" in render(gap, "fr")
    team = next(r for r in records if r["kind"] == "be_battle" and r["battle"] == "g2" and r["side"] == "b")
    assert "moyenne du camp adverse" in render(team, "fr")
    inactive = next(r for r in records if r["kind"] == "be_inactivity" and r["penalty"])
    assert "pénalité d'inactivité de 100" in render(inactive, "fr")


def test_p_is_written_with_both_decimals() -> None:
    # A 1100 vs B 795: P(A) = 1 / (1 + 10^(−305/500)) = 1 / 1.2455 = 0.8029 -> 0.80; 30 × (0 − 0.80) = −24.
    out = rate([player("A", 1100, games=5), player("B", 795)], [battle("g1", "A", "B", "b-marginal")])
    (r,) = battles_of(out["A"])
    assert "P = 0,80. K = 30 (5 parties avant celle-ci, moins de 8). 30 × (0 − 0,80) = −24 → −24." in render(
        _as_json(r), "fr")
