"""The FIDE engine (RULES.md, ``fide``): the worked examples of §9, the decisions A1–A14, every branch.

Figures are worked by hand in the comments; the examples keep RULES.md's names (E1 … E20).
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.core import fide
from elodesk.core.explain import BOTH_UNRATED, FORFEIT, OPPONENT_UNRATED
from elodesk.core.fide import FidePlayer, PooledResult
from elodesk.core.model import ChessGame, Period
from elodesk.core.tables import FIDE_DP, FIDE_PD_BY_D
from elodesk.reports.explanations import render

NOV_2026 = Period(date(2026, 11, 1), date(2026, 11, 30))
JAN_2027 = Period(date(2027, 1, 1), date(2027, 1, 31))
RULES_MD = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"
RESULT = {1: "1-0", 0.5: "1/2-1/2", 0: "0-1"}


# --- factories -------------------------------------------------------------------------


def adult(pid: str, rating: int, games: int = 100, **kw) -> FidePlayer:
    """A rated adult with 30 games or more: K 20 below 2400."""
    return FidePlayer(pid, rating, games, **kw)


def unrated(pid: str, *pool: tuple[int, float], **kw) -> FidePlayer:
    """An unrated player with an earlier pool of (opponent rating, score)."""
    return FidePlayer(pid, None, len(pool), unrated_games=tuple(PooledResult(r, int(2 * s)) for r, s in pool), **kw)


def scores(player: str, *played: tuple[str, float], day: str = "2026-11-10") -> list[ChessGame]:
    """Games in which ``player`` (white) scores the given points against each opponent."""
    return [ChessGame(f"{player}{n}", day, player, opp, RESULT[s]) for n, (opp, s) in enumerate(played)]


def run(players, games, rate=fide.STANDARD, period=NOV_2026) -> dict[str, fide.FideOutcome]:
    return {o.id: o for o in fide.compute(players, games, rate, period)}


def records(outcome, kind):
    return [r for r in outcome.explanation if r.kind == kind]


def one(outcome, kind):
    found = records(outcome, kind)
    assert len(found) == 1, [r.kind for r in outcome.explanation]
    return found[0]


def state(o: fide.FideOutcome) -> tuple:
    return (o.rating, o.old_rating, o.change, o.k, o.status)


def field_of(players: int, rating: int) -> list[FidePlayer]:
    """Rated adults O0, O1, ... all at ``rating``."""
    return [adult(f"O{i}", rating) for i in range(players)]


# --- the tables of RULES.md §4 ------------------------------------------------------


def _rules_section_4() -> str:
    text = RULES_MD.read_text(encoding="utf-8")
    start = text.index("### 4. Tables")
    return text[start:text.index("### 5.", start)]


def test_table_8_1_2_is_the_one_in_rules_md():
    section = _rules_section_4().split("**8.1.1")[0]
    bands = re.findall(r"\|\s*(\d+)–(\d+)\s*\|\s*\.(\d\d)", section)
    assert len(bands) == 50
    covered = set()
    for low, high, h in bands:
        for d in range(int(low), int(high) + 1):
            assert FIDE_PD_BY_D[d] == int(h), d
            covered.add(d)
    assert covered == set(range(736))
    assert "> 735 | 1.00" in section and FIDE_PD_BY_D[736] == 100


def test_table_8_1_1_is_the_one_in_rules_md():
    section = _rules_section_4().split("**8.1.1")[1]
    rows = re.findall(r"\|\s*(1\.00|\.\d\d)\s*\|\s*(\d+)", section)
    assert len(rows) == 51
    for p, dp in rows:
        p100 = round(float(p) * 100)
        assert FIDE_DP[p100] == int(dp)
        assert FIDE_DP[100 - p100] == -int(dp)  # dp(1 − p) = −dp(p)


@pytest.mark.parametrize(("d", "pd"), [(0, 50), (3, 50), (4, 51), (-4, 49), (400, 92), (-400, 8),
                                       (411, 92), (412, 93), (735, 99), (736, 100), (-1200, 0)])
def test_expected_score_reads_table_8_1_2_both_ways(d, pd):
    assert fide.expected_hundredths(d) == pd


# --- §9 worked examples ------------------------------------------------------------------


def test_e1():
    out = run([adult("A", 2000), adult("B", 1900)], scores("A", ("B", 1)))
    assert state(out["A"]) == (2007, 2000, 7, 20, "rated")
    assert state(out["B"]) == (1893, 1900, -7, 20, "rated")
    game = one(out["A"], "fide_game")
    assert (game.d, game.d_counted, game.expected, game.delta) == (100, 100, 0.64, 0.36)
    change = one(out["A"], "fide_change")
    assert (change.change_exact, change.change, change.rounding) == (7.2, 7, fide.ROUND_NEAREST)
    assert (out["A"].games, out["B"].games) == (101, 101)


def test_e2_400_point_rule():
    out = run([adult("A", 2500, k=10), adult("B", 1900)], scores("A", ("B", 0.5)))
    assert (out["A"].rating, out["B"].rating) == (2496, 1908)
    a, b = one(out["A"], "fide_game"), one(out["B"], "fide_game")
    assert (a.d, a.d_counted, a.d_rule, a.expected) == (600, 400, fide.D_CAPPED, 0.92)
    assert (b.d, b.d_counted, b.d_rule, b.expected) == (-600, -400, fide.D_CAPPED, 0.08)
    assert (one(out["A"], "fide_change").change_exact, one(out["B"], "fide_change").change_exact) == (-4.2, 8.4)


def test_e3_2650_exemption():
    players = [adult("A", 2750, k=10), adult("B", 2250)]
    out = run(players, scores("A", ("B", 1)))
    a = one(out["A"], "fide_game")
    assert (a.d, a.d_counted, a.d_rule, a.expected) == (500, 500, fide.D_EXEMPT, 0.96)
    assert (out["A"].change, out["B"].change) == (0, -2)  # .04 × 10 = 0.4; −.08 × 20 = −1.6
    assert one(out["B"], "fide_game").d_rule == fide.D_CAPPED  # one-sided: the 2250 player is capped
    # In rapid (A3), or in standard before 1 October 2025, the 2750 player is capped too: .08 × 10 = 0.8.
    assert run(players, scores("A", ("B", 1)), fide.RAPID)["A"].change == 1
    before = Period(date(2025, 9, 1), date(2025, 9, 30))
    out = run(players, scores("A", ("B", 1), day="2025-09-30"), period=before)
    assert (out["A"].change, one(out["A"], "fide_game").d_rule) == (1, fide.D_CAPPED)


def test_e4_blitz_600_rule():
    out = run([adult("A", 2700), adult("B", 2050)], scores("A", ("B", 1)), fide.BLITZ)
    assert (state(out["A"]), state(out["B"])) == ((2700, 2700, 0, 10, "unchanged"), (2050, 2050, 0, 20, "unchanged"))
    for pid in "AB":
        assert one(out[pid], "left_out").reason == fide.RULE_600
    left = one(out["B"], "left_out")
    assert (left.own_rating, left.opponent_rating) == (2050, 2700)


def test_e5_rounding_away_from_zero():
    out = run([adult("A", 2590), adult("B", 2400)], scores("A", ("B", 0.5)))
    assert (out["A"].k, out["B"].k) == (10, 10)
    assert (out["A"].rating, out["B"].rating) == (2587, 2403)
    a, b = one(out["A"], "fide_change"), one(out["B"], "fide_change")
    assert (a.change_exact, a.change, a.rounding) == (-2.5, -3, fide.ROUND_AWAY)
    assert (b.change_exact, b.change, b.rounding) == (2.5, 3, fide.ROUND_AWAY)


def e7_players():
    ratings = (1850, 1900, 1957, 1800, 2000)
    return [unrated("U")] + [adult(f"O{i}", r) for i, r in enumerate(ratings)]


def test_e7_initial_rating():
    played = scores("U", ("O0", 1), ("O1", 1), ("O2", 1), ("O3", 0), ("O4", 0))
    out = run(e7_players(), played)
    assert (out["U"].rating, out["U"].status, out["U"].games, out["U"].k) == (1922, "new", 5, None)
    first = one(out["U"], "fide_initial")
    assert (first.opponents_sum, first.points, first.p, first.dp, first.ru) == (9507, 3, 0.57, 50, 1922)
    assert first.ra == pytest.approx(13107 / 7) and first.p_exact == pytest.approx(4 / 7)
    assert out["U"].unrated_games is None
    for i in range(5):  # 8.2.4: for his opponents he is an unrated player
        assert state(out[f"O{i}"]) == (out[f"O{i}"].old_rating, out[f"O{i}"].old_rating, 0, 20, "unchanged")
        assert one(out[f"O{i}"], "left_out").reason == OPPONENT_UNRATED


def test_e7_explanation_lets_an_officer_redo_the_figures():
    played = scores("U", ("O0", 1), ("O1", 1), ("O2", 1), ("O3", 0), ("O4", 0))
    text = render(dataclasses.asdict(one(run(e7_players(), played)["U"], "fide_initial")), "en")
    for figure in ("9507", "1800", "1872.43", "0.5714", "0.57", "+50", "1922.43", "→ 1922"):
        assert figure in text, text


def test_e8_below_the_floor():
    out = run([unrated("U"), *field_of(5, 1450)], scores("U", *[(f"O{i}", s) for i, s in enumerate((0.5, 0, 0, 0, 0))]))
    u = out["U"]
    assert (u.rating, u.status) == (None, "unrated")
    first = one(u, "fide_initial")
    assert (first.ra, first.p, first.dp, first.ru) == (1550, 0.21, -230, 1320)
    assert one(u, "fide_initial_floor").rating == 1320
    assert u.unrated_games is not None and len(u.unrated_games) == 5  # pooled on (7.1.4, A8)


def test_e9_maximum():
    out = run([unrated("U"), *field_of(5, 2300)], scores("U", *[(f"O{i}", 1) for i in range(5)]))
    assert (out["U"].rating, out["U"].status) == (2200, "new")
    assert (one(out["U"], "fide_initial").ru, one(out["U"], "fide_initial").p) == (2466, 0.86)
    assert one(out["U"], "fide_initial_cap").cap == 2200


def test_e10_zero_first_event():
    played = scores("U", *[(f"O{i}", 0) for i in range(5)])
    out = run([unrated("U"), *field_of(5, 1600)], played)
    assert (out["U"].rating, out["U"].status, out["U"].games, out["U"].unrated_games) == (None, "unrated", 0, None)
    assert [r.reason for r in records(out["U"], "left_out")] == [fide.ZERO_FIRST_EVENT] * 5
    # With an earlier pool (1, ½, 0 against 1600) the same 0/5 is pooled: 16400/10 = 1640, p .25 → −193.
    out = run([unrated("U", (1600, 1), (1600, 0.5), (1600, 0)), *field_of(5, 1600)], played)
    assert (out["U"].rating, out["U"].status, out["U"].games) == (1447, "new", 8)
    assert one(out["U"], "fide_pool_earlier").games == 3


def test_e11_double_tie():
    played = scores("U", ("O0", 1), ("O1", 1), ("O2", 0), ("O3", 0), ("O4", 0), ("X", 0))
    out = run([unrated("U"), *field_of(5, 1700), adult("X", 1704)], played)
    first = one(out["U"], "fide_initial")
    assert (first.ra, first.p_exact, first.p, first.dp, first.ru_exact, first.ru) == (
        1725.5, 0.375, 0.38, -87, 1638.5, 1639)
    assert out["U"].rating == 1639


def test_e12_700_rule_junior():
    young = FidePlayer("J", 1800, 40, date(2012, 5, 1))
    played = scores("J", *[(f"O{i}", 1 if i < 12 else 0) for i in range(20)])
    out = run([young, *field_of(20, 1800)], played)
    k = one(out["J"], "fide_k")
    assert (k.k, k.line) == (40, fide.K_JUNIOR)
    cut = one(out["J"], "fide_700")
    assert (cut.k, cut.games, cut.k_used) == (40, 20, 35)
    assert (out["J"].k, out["J"].change, out["J"].rating) == (35, 70, 1870)


def test_e13():
    played = scores("A", *[(f"O{i}", 1 if i < 20 else 0) for i in range(39)])
    out = run([adult("A", 1800), *field_of(39, 1800)], played)
    assert one(out["A"], "fide_700").k_used == 17
    change = one(out["A"], "fide_change")
    assert (change.sum_delta, change.change_exact, change.change) == (0.5, 8.5, 9)


def test_e14_junior_year():
    born = date(2008, 3, 10)
    nov = run([FidePlayer("J", 2100, 100, born), adult("B", 2100)], scores("J", ("B", 1)))
    jan = run([FidePlayer("J", 2100, 100, born), adult("B", 2100)], scores("J", ("B", 1), day="2027-01-15"),
              period=JAN_2027)
    assert (nov["J"].k, nov["J"].change) == (40, 20)
    assert (jan["J"].k, jan["J"].change, one(jan["J"], "fide_k").line) == (20, 10, fide.K_OTHER)


def test_e16_floor():
    out = run([adult("A", 1410), *field_of(2, 1410)], scores("A", ("O0", 0), ("O1", 0)))
    assert (out["A"].rating, out["A"].old_rating, out["A"].change, out["A"].k, out["A"].status) == (
        None, 1410, -20, 20, "unrated")
    assert one(out["A"], "fide_below_floor").rating == 1390
    assert out["A"].games == 102 and out["A"].unrated_games is None


def test_e17_new_player():
    out = run([adult("A", 1500, games=12), adult("B", 1600)], scores("A", ("B", 1)))
    assert (out["A"].k, one(out["A"], "fide_k").line, out["A"].change) == (40, fide.K_NEW_PLAYER, 26)
    assert out["B"].change == -13


def test_e18():
    out = run([adult("A", 2405, games=20), adult("B", 2405)], scores("A", ("B", 0.5)))
    assert (out["A"].k, one(out["A"], "fide_k").line) == (10, fide.K_REACHED_2400)


def test_e19_rb_seed():
    seeded = FidePlayer("S", None, 0, standard_rating=1900)
    out = run([seeded, adult("B", 1900)], scores("S", ("B", 1)), fide.RAPID)
    assert state(out["S"]) == (1920, 1900, 20, 40, "new")
    assert (one(out["S"], "fide_seed").standard_rating, out["S"].games) == (1900, 1)
    assert out["B"].change == -10


@pytest.mark.parametrize(("before", "after"), [(1000, 1400), (1600, 1760), (1500, 1700), (1950, 1970),
                                               (1999, 1999), (2000, 2000), (2450, 2450)])
def test_e20_2024_increase(before, after):
    new, record = fide.increase_2024(before)
    assert (new, record.before, record.after) == (after, before, after)


# --- ambiguities, as decided ------------------------------------------------------------


def test_a1_only_the_games_dated_within_the_period_count():
    played = [ChessGame("g1", "2026-10-31", "A", "B", "1-0"), ChessGame("g2", "2026-12-01", "A", "B", "1-0"),
              ChessGame("g3", "2026-11-30", "A", "B", "1-0")]
    out = run([adult("A", 2000), adult("B", 1900)], played)
    assert one(out["A"], "fide_game").game == "g3"
    assert [r.reason for r in records(out["A"], "left_out")] == [fide.OUTSIDE_PERIOD] * 2
    # A period without an end takes every game from its start.
    open_ended = run([adult("A", 2000), adult("B", 1900)], played, period=Period(date(2026, 11, 1)))
    assert len(records(open_ended["A"], "fide_game")) == 2


def test_a2_600_rule_needs_two_ratings_and_uses_the_game_date():
    # An unrated player against a 2700: the game is pooled, the 600 rule cannot apply.
    out = run([unrated("U"), adult("A", 2700)], scores("U", ("A", 0.5)), fide.BLITZ)
    assert one(out["U"], "fide_pool_game").opponent_rating == 2700
    # A period across 1 December 2024: the game of 30 November is rated, that of 1 December is not.
    period = Period(date(2024, 11, 1), date(2024, 12, 31))
    played = [*scores("A", ("B", 1), day="2024-11-30"), ChessGame("late", "2024-12-01", "A", "B", "1-0")]
    out = run([adult("A", 2700), adult("B", 2050)], played, fide.RAPID, period)
    assert [r.game for r in records(out["A"], "fide_game")] == ["A0"]
    assert [(r.game, r.reason) for r in records(out["A"], "left_out")] == [("late", fide.RULE_600)]


def test_a3_no_2650_exemption_in_rapid_or_blitz():
    for rate in (fide.RAPID, fide.BLITZ):
        out = run([adult("A", 2700, k=10), adult("B", 2250)], scores("A", ("B", 1)), rate)
        assert one(out["A"], "fide_game").d_rule == fide.D_CAPPED


def test_a4_p_is_rounded_to_the_hundredth_half_up():
    # Six games against 2000s, no point: Ra = 15600/8 = 1950, p = 1/8 = .125 → .13 (not .12), dp −322.
    rating, steps = fide.initial_rating(6, 6 * 2000, 0)
    assert (steps[0].ra, steps[0].p, steps[0].dp) == (1950, 0.13, -322)
    assert rating == 1628  # .12 would give 1614


def test_a5_the_change_is_rounded_once_per_period():
    # Two draws of a 2590 against 2400: −2.5 twice is −5 (rounding per event would give −6).
    played = scores("A", ("B", 0.5)) + scores("A", ("B", 0.5), day="2026-11-20")
    out = run([adult("A", 2590), adult("B", 2400)], played)
    change = one(out["A"], "fide_change")
    assert (change.change_exact, change.change, change.rounding) == (-5.0, -5, fide.ROUND_NONE)


@pytest.mark.parametrize(("player", "rating", "k", "line"), [
    (adult("P", 2100, k=15), 2100, 15, fide.K_GIVEN),  # the published K wins over everything
    (adult("P", 2450, games=3, birth_date=date(2012, 1, 1)), 2450, 10, fide.K_REACHED_2400),
    (adult("P", 2350, games=3, birth_date=date(2012, 1, 1)), 2350, 40, fide.K_NEW_PLAYER),  # junior ≥ 2300
    (adult("P", 2250, games=3, birth_date=date(2012, 1, 1)), 2250, 40, fide.K_JUNIOR),
    (adult("P", 2250, games=29), 2250, 40, fide.K_NEW_PLAYER),
    (adult("P", 2250, games=30), 2250, 20, fide.K_OTHER),
    (adult("P", 2399, games=30, birth_date=date(2007, 12, 31)), 2399, 20, fide.K_OTHER),  # 18 in 2025
])
def test_a6_k_lines_in_their_order(player, rating, k, line):
    assert fide.base_k(player, rating, 2026) == (k, line)


def test_a7_k_is_fixed_at_the_start_of_the_period():
    # 29 games before: K 40 for all five games, even after the 30th; 2390 crossing 2400 keeps K 20.
    young = adult("N", 1800, games=29)
    out = run([young, *field_of(5, 1800)], scores("N", *[(f"O{i}", 1) for i in range(5)]))
    assert (out["N"].k, out["N"].change, out["N"].games) == (40, 100, 34)
    out = run([adult("A", 2390), *field_of(3, 2390)], scores("A", *[(f"O{i}", 1) for i in range(3)]))
    assert (out["A"].k, out["A"].rating) == (20, 2420)


def test_a8_the_given_pool_is_taken_as_it_is():
    pool = [(2000, 1)] * 4
    out = run([unrated("U", *pool), adult("A", 2000)], scores("U", ("A", 0)))
    first = one(out["U"], "fide_initial")
    assert (first.games, first.opponents_sum, first.points) == (5, 10000, 4)


def test_a9_scoring_zero_means_zero_against_rated_opponents():
    # Wins against unrated players do not save a zero against the rated ones.
    played = scores("U", *[(f"O{i}", 0) for i in range(5)]) + scores("U", ("V", 1), day="2026-11-11")
    out = run([unrated("U"), unrated("V"), *field_of(5, 1600)], played)
    assert (out["U"].status, out["U"].games, out["U"].unrated_games) == ("unrated", 0, None)
    assert {r.reason for r in records(out["U"], "left_out")} == {fide.ZERO_FIRST_EVENT, BOTH_UNRATED}
    # Half a point is not zero: the five games are pooled.
    played = scores("U", *[(f"O{i}", 0.5 if i == 0 else 0) for i in range(5)])
    assert run([unrated("U"), *field_of(5, 1600)], played)["U"].games == 5


def test_a10_ru_ties_round_up():
    assert one(run_e11(), "fide_initial").ru == 1639  # 1638.5


def run_e11():
    played = scores("U", ("O0", 1), ("O1", 1), ("O2", 0), ("O3", 0), ("O4", 0), ("X", 0))
    return run([unrated("U"), *field_of(5, 1700), adult("X", 1704)], played)["U"]


def test_a11_seeded_player_without_a_rated_game_stays_unrated_with_nulls():
    seeded = FidePlayer("S", None, 0, standard_rating=1900)
    out = run([seeded, unrated("V")], scores("S", ("V", 1)), fide.BLITZ)
    assert state(out["S"]) == (None, None, None, None, "unrated")
    assert one(out["S"], "fide_seed").games == 0
    # In standard the standard rating is no seed: the player is simply unrated.
    out = run([seeded, adult("B", 1900)], scores("S", ("B", 1)))
    assert (out["S"].status, records(out["S"], "fide_seed")) == ("unrated", [])
    assert one(out["S"], "fide_pool_game").opponent_rating == 1900


def test_a11_seeded_player_counts_as_rated_for_his_opponents():
    seeded = FidePlayer("S", None, 0, standard_rating=1900)
    out = run([seeded, unrated("U")], scores("U", ("S", 1)), fide.RAPID)
    assert one(out["U"], "fide_pool_game").opponent_rating == 1900
    assert one(out["S"], "left_out").reason == OPPONENT_UNRATED


def test_a12_the_2024_increase_never_meets_a_tie():
    for rating in range(0, 2000):
        new, record = fide.increase_2024(rating)
        assert abs(record.value_exact - new) < 0.5


def test_a13_junior_is_judged_on_the_year_of_the_period_start():
    december_birthday = FidePlayer("J", 2000, 100, date(2008, 12, 31))
    assert fide.base_k(december_birthday, 2000, 2026) == (40, fide.K_JUNIOR)
    assert fide.base_k(december_birthday, 2000, 2027) == (20, fide.K_OTHER)


def test_a14_an_unrated_players_pooled_games_are_counted():
    out = run([unrated("U", (1800, 1)), adult("A", 1800), adult("B", 1800)],
              scores("U", ("A", 1), ("B", 0.5)) + scores("A", ("U", 0), day="2026-11-12"))
    assert (out["U"].games, len(out["U"].unrated_games or ())) == (4, 4)
    assert one(out["U"], "fide_pool_short").games == 4


# --- other branches ---------------------------------------------------------------------


@pytest.mark.parametrize(("gap", "counted"), [(400, 400), (401, 400), (-401, -400), (-400, -400)])
def test_the_400_point_rule_starts_above_400(gap, counted):
    out = run([adult("A", 2000 + gap), adult("B", 2000)], scores("A", ("B", 0.5)))
    assert one(out["A"], "fide_game").d_counted == counted


def test_an_exempt_player_beyond_735_expects_everything():
    out = run([adult("A", 2800), adult("B", 2000)], scores("A", ("B", 1)))
    game = one(out["A"], "fide_game")
    assert (game.d_counted, game.expected, game.delta, out["A"].change) == (800, 1.0, 0.0, 0)


@pytest.mark.parametrize(("a", "b", "rated"), [
    (2601, 2001, False),  # 600 apart, one above 2600
    (2601, 2002, True),  # 599 apart
    (2600, 2000, True),  # 600 apart, but nobody *above* 2600
    (2000, 2700, False),  # the lower-rated player as white
])
def test_the_600_point_rule_in_rapid(a, b, rated):
    out = run([adult("A", a), adult("B", b)], scores("A", ("B", 0.5)), fide.RAPID)
    assert bool(records(out["A"], "fide_game")) is rated
    assert bool(records(out["B"], "fide_game")) is rated


def test_standard_has_no_600_point_rule():
    out = run([adult("A", 2700), adult("B", 2050)], scores("A", ("B", 1)))
    assert out["A"].status == out["B"].status == "rated"


def test_the_700_rule_leaves_k_when_k_times_n_is_exactly_700():
    played = scores("A", *[(f"O{i}", 0.5) for i in range(35)])
    out = run([adult("A", 1800), *field_of(35, 1800)], played)
    assert (out["A"].k, records(out["A"], "fide_700")) == (20, [])


def test_forfeits_and_games_between_unrated_players_are_not_rated():
    played = [ChessGame("f", "2026-11-02", "A", "B", "+-"), ChessGame("u", "2026-11-03", "U", "V", "1-0")]
    out = run([adult("A", 2000), adult("B", 2000), unrated("U"), unrated("V")], played)
    assert (one(out["A"], "left_out").reason, out["A"].status, out["A"].change) == (FORFEIT, "unchanged", 0)
    assert one(out["U"], "left_out").reason == BOTH_UNRATED
    assert (out["U"].status, out["U"].games, out["U"].unrated_games) == ("unrated", 0, None)


def test_a_rated_player_without_games_keeps_his_rating_and_base_k():
    out = run([adult("A", 1300, games=5), adult("B", 2000)], [])
    assert state(out["A"]) == (1300, 1300, 0, 40, "unchanged")  # below 1400, but nothing was computed
    assert one(out["A"], "fide_no_rated_game").rating == 1300


def test_pool_of_exactly_five_games_gives_a_rating_and_four_do_not():
    four = run([unrated("U"), *field_of(4, 1800)], scores("U", *[(f"O{i}", 0.5) for i in range(4)]))["U"]
    assert (four.status, one(four, "fide_pool_short").minimum) == ("unrated", 5)
    five = run([unrated("U"), *field_of(5, 1800)], scores("U", *[(f"O{i}", 0.5) for i in range(5)]))["U"]
    assert (five.status, five.rating) == ("new", 1800)


def test_a_period_before_the_2024_regulations_carries_a_note():
    period = Period(date(2024, 2, 1), date(2024, 2, 29))
    out = run([adult("A", 2000), adult("B", 1900)], scores("A", ("B", 1), day="2024-02-10"), period=period)
    for pid in "AB":
        assert out[pid].explanation[0].kind == "fide_rules_note"
    assert out["A"].rating == 2007  # computed with the current rules
    assert records(run([adult("A", 2000)], [])["A"], "fide_rules_note") == []


def test_seeded_player_falling_below_1400_is_unrated_with_his_figures():
    seeded = FidePlayer("S", None, 0, standard_rating=1410)
    out = run([seeded, *field_of(2, 1410)], scores("S", ("O0", 0), ("O1", 0)), fide.BLITZ)
    assert state(out["S"]) == (None, 1410, -40, 40, "unrated")


@pytest.mark.parametrize("bad", [
    lambda: fide.compute([], [], "classical", NOV_2026),
    lambda: fide.compute([], [], fide.STANDARD, Period()),
    lambda: fide.compute([adult("A", 2000), adult("A", 1900)], [], fide.STANDARD, NOV_2026),
    lambda: fide.compute([adult("A", 2000)], scores("A", ("Z", 1)), fide.STANDARD, NOV_2026),
    lambda: fide.compute([adult("A", 2000)], scores("A", ("A", 1)), fide.STANDARD, NOV_2026),
])
def test_the_engine_refuses_what_it_cannot_rate(bad):
    with pytest.raises(ValueError):
        bad()


# --- properties -------------------------------------------------------------------------

ratings = st.integers(1400, 2900)
results = st.sampled_from(["1-0", "0-1", "1/2-1/2"])


@st.composite
def rated_periods(draw: st.DrawFn):
    n = draw(st.integers(2, 6))
    players = [FidePlayer(f"P{i}", draw(ratings), draw(st.integers(0, 60)),
                          draw(st.none() | st.dates(date(1990, 1, 1), date(2015, 12, 31))),
                          draw(st.none() | st.sampled_from([10, 20, 40])))
               for i in range(n)]
    pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1])
    played = draw(st.lists(st.tuples(pairs, results), max_size=60))
    games = [ChessGame(f"g{k}", f"2026-11-{k % 28 + 1:02d}", f"P{w}", f"P{b}", r)
             for k, ((w, b), r) in enumerate(played)]
    return players, games, draw(st.sampled_from(fide.RATES))


@settings(max_examples=150, deadline=None)
@given(rated_periods())
def test_a_rated_players_change_is_bounded_by_k_per_game_and_by_700(period):
    players, games, rate = period
    for o in fide.compute(players, games, rate, NOV_2026):
        n = len(records(o, "fide_game"))
        assert o.k is not None and o.change is not None
        assert abs(o.change) <= o.k * n <= 700
        change = records(o, "fide_change")
        if change:
            assert abs(change[0].change_exact - o.change) <= 0.5
            assert o.change == change[0].rating - change[0].old


@settings(max_examples=100, deadline=None)
@given(rated_periods())
def test_without_the_exemption_every_game_is_zero_sum_in_expected_score(period):
    players, games, rate = period
    by_id = {o.id: o for o in fide.compute(players, games, fide.RAPID if rate == fide.STANDARD else rate,
                                           NOV_2026)}
    deltas: dict[str, float] = {}
    for o in by_id.values():
        for g in records(o, "fide_game"):
            deltas[g.game] = deltas.get(g.game, 0) + g.delta
    assert all(abs(total) < 1e-9 for total in deltas.values())


@given(rating=ratings, games=st.integers(0, 200), k=st.none() | st.sampled_from([10, 20, 40]))
def test_a_draw_between_equal_players_changes_nothing(rating, games, k):
    out = run([FidePlayer("A", rating, games, k=k), FidePlayer("B", rating, games)], scores("A", ("B", 0.5)))
    assert out["A"].change == out["B"].change == 0
    assert out["A"].status == out["B"].status == "rated"


@given(games=st.integers(0, 60), data=st.data())
def test_an_initial_rating_is_published_between_1400_and_2200_or_not_at_all(games, data):
    opponents_sum = data.draw(st.integers(1400 * games, 2900 * games))
    half_points = data.draw(st.integers(0, 2 * games))
    rating, steps = fide.initial_rating(games, opponents_sum, half_points)
    assert rating is None or fide.FLOOR <= rating <= fide.INITIAL_CAP
    assert (rating is None) == (steps[-1].kind == "fide_initial_floor")


# --- explanations -----------------------------------------------------------------------


def every_kind_of_record() -> list[object]:
    """Records of small periods that between them take every branch an explanation can show."""
    seeded = FidePlayer("S", None, 0, standard_rating=1900)
    old = Period(date(2024, 2, 1), date(2024, 2, 29))
    runs = [
        run([adult("A", 2750, k=10), adult("B", 2250), unrated("U")],
            [*scores("A", ("B", 1), ("U", 1)), ChessGame("f", "2026-11-20", "A", "B", "-+"),
             ChessGame("x", "2026-12-02", "A", "B", "1-0")]),
        run([adult("A", 2700), adult("B", 2050), seeded, unrated("V"), adult("R", 1900)],
            scores("A", ("B", 1)) + scores("S", ("V", 1)), fide.BLITZ),
        run([seeded, adult("R", 1400, games=3)], scores("S", ("R", 1)), fide.RAPID),  # R: 1397
        run([unrated("U", (1450, 0.5)), *field_of(4, 1450)], scores("U", *[(f"O{i}", 0) for i in range(4)])),
        run([unrated("U"), *field_of(5, 2300)], scores("U", *[(f"O{i}", 1) for i in range(5)])),
        run([unrated("U"), *field_of(5, 1600)], scores("U", *[(f"O{i}", 0) for i in range(5)])),
        run([unrated("U", (1800, 1)), unrated("V"), *field_of(2, 1800)], scores("U", ("O0", 1), ("V", 1))),
        run([FidePlayer("J", 1800, 40, date(2012, 5, 1)), adult("D", 2000), adult("E", 2000, games=3),
             *field_of(20, 1800)], scores("J", *[(f"O{i}", 1) for i in range(20)])),
        run([adult("A", 2000), adult("B", 1900)], scores("A", ("B", 0.5), day="2024-02-10"), period=old),
        run([adult("A", 2590), adult("B", 2400)], scores("A", ("B", 0.5))),
    ]
    # a tournament on its starting list (section 1, A15): rated, pooled, and unrated in it
    tournament = fide.FideEvent("T", date(2026, 10, 20), {"A": 2010, "B": None, "C": 1500, "U": None},
                                "Open", date(2026, 11, 3), date(2026, 12, 1), "7.1.3", date(2026, 9, 1))
    runs.append({o.id: o for o in fide.compute(
        [adult("A", 2000), adult("B", 1900), adult("C", 1500), unrated("U")],
        [*scores("A", ("C", 1), ("B", 1)), *scores("U", ("C", 1))], fide.STANDARD, NOV_2026, [tournament],
        {"A0": "T", "A1": "T", "U0": "T"})})
    found = [r for out in runs for o in out.values() for r in o.explanation]
    found += [fide.increase_2024(1600)[1], fide.increase_2024(2100)[1]]
    return found


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_every_fide_record_and_variant_renders_as_a_sentence(lang):
    found = every_kind_of_record()
    kinds = {r.kind for r in found}
    declared = {f.default for _, cls in vars(fide).items() if dataclasses.is_dataclass(cls)
                for f in dataclasses.fields(cls) if f.name == "kind"}
    assert declared <= kinds and {"fide_event", "fide_game", "fide_pool_game"} <= kinds
    variants = {(r.kind, getattr(r, "line", None) or getattr(r, "d_rule", None) or getattr(r, "rounding", None)
                 or getattr(r, "reason", None)) for r in found}
    for variant in (fide.K_GIVEN, fide.K_REACHED_2400, fide.K_JUNIOR, fide.K_NEW_PLAYER, fide.K_OTHER):
        assert ("fide_k", variant) in variants
    for variant in (fide.D_AS_IS, fide.D_CAPPED, fide.D_EXEMPT):
        assert ("fide_game", variant) in variants
    for variant in (fide.ROUND_NONE, fide.ROUND_NEAREST, fide.ROUND_AWAY):
        assert ("fide_change", variant) in variants
    for variant in (fide.OUTSIDE_PERIOD, fide.RULE_600, fide.ZERO_FIRST_EVENT, fide.UNRATED_IN_EVENT, FORFEIT,
                    OPPONENT_UNRATED, BOTH_UNRATED):
        assert ("left_out", variant) in variants
    for record in found:
        text = render(dataclasses.asdict(record), lang)
        assert "kind=" not in text and "{" not in text and "None" not in text, text


def test_every_phrase_table_has_a_column_per_language():
    from elodesk.catalogue import catalogue
    from elodesk.reports.phrases import fide as phrases

    # English in the code, French and Dutch in the catalogues
    for table in (phrases.TEXT, phrases.K_LINES, phrases.D_RULES, phrases.ROUNDINGS, phrases.REASONS,
                  phrases.EVENT_LISTS, phrases.NOTICES):
        assert all(catalogue(lang).lookup(m.context, m.source) for m in table.values() if m for lang in ("fr", "nl"))
    assert set(phrases.K_LINES) == {fide.K_GIVEN, fide.K_REACHED_2400, fide.K_JUNIOR, fide.K_NEW_PLAYER,
                                    fide.K_OTHER}


def test_the_400_point_rule_and_the_rounding_are_spelled_out():
    out = run([adult("A", 2500, k=10), adult("B", 1900)], scores("A", ("B", 0.5)))
    game = render(dataclasses.asdict(one(out["B"], "fide_game")), "en")
    assert "D = −600, counted as −400 (400-point rule, 8.3.1); PD = 0.08 (table 8.1.2)" in game
    change = render(dataclasses.asdict(one(out["A"], "fide_change")), "fr")
    assert "K × Σ ΔR = 10 × (−0,42) = −4,2 → −4 (arrondi à l'entier le plus proche, 8.3.4)" in change
    e5 = run([adult("A", 2590), adult("B", 2400)], scores("A", ("B", 0.5)))
    assert "−2.5 → −3 (0.5 is rounded away from zero, 8.3.4)" in render(
        dataclasses.asdict(one(e5["A"], "fide_change")), "en")
