"""The Belgian engines (frbe and its editions, frbe-classic), against RULES.md by hand."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.core import frbe
from elodesk.core.frbe import Archive, FrbePlayer, exception_25_150, formula_i, score_fraction_hundredths
from elodesk.core.frbe_editions import CLASSIC, EDITIONS, choose_edition, edition_for_date
from elodesk.core.model import Period
from tests.core.factories import GameMaker

TEXT = EDITIONS["text"]
E2015 = EDITIONS["2015"]


def run(players, games, edition=TEXT, period=None):
    return {o.id: o for o in frbe.compute(players, games, edition, period)}


def kinds(outcome, kind):
    return [r for r in outcome.explanation if r.kind == kind]


def rated(pid, rating, games=50, **kw):
    return FrbePlayer(pid, rating, games, **kw)


# --- Seed checks of RULES.md --------------------------------------------------------------


def test_seed_check_formula_i_four_games_gives_1451():
    # 1600 W, 1400 L, 1350 D, 1800 L: Rc 1537.5, p .375 -> .38, D -87 -> 1450.5 -> 1451
    perf = formula_i(Archive(4, 1600 + 1400 + 1350 + 1800, 3), TEXT, frbe.PURPOSE_PROVISIONAL)
    assert (perf.average, perf.p, perf.d, perf.value_exact, perf.value) == (1537.5, 0.38, -87, 1450.5, 1451)
    # ... and four games give no rating yet: the newcomer keeps an archive.
    gm = GameMaker()
    for opp, pts in (("a", 1), ("b", 0), ("c", 0.5), ("d", 0)):
        gm.score("x", opp, pts)
    players = [FrbePlayer("x"), rated("a", 1600), rated("b", 1400), rated("c", 1350), rated("d", 1800)]
    x = run(players, gm.games)["x"]
    assert (x.rating, x.status, x.archive) == (None, frbe.UNRATED, Archive(4, 6150, 3))


def test_seed_check_formula_i_twenty_games_gives_1883():
    # 12 games Σ 24048, 4 pts in the archive, then 8 games Σ 14325, 5 pts: p .45, Rc 1918.65 -> 1883
    opponents = [1790] * 7 + [1795]
    assert sum(opponents) == 14325
    gm = GameMaker()
    players = [FrbePlayer("x", archive=Archive(12, 24048, 8))]
    for i, r in enumerate(opponents):
        players.append(rated(f"o{i}", r))
        gm.score("x", f"o{i}", 1 if i < 5 else 0)
    x = run(players, gm.games)["x"]
    assert (x.rating, x.games, x.status, x.archive) == (1883, 20, frbe.NEW, None)
    (first,) = kinds(x, "formula_i")
    assert (first.games, first.opponents_sum, first.points, first.p, first.d) == (20, 38373, 9, 0.45, -36)


@pytest.mark.parametrize(("games", "expected", "k"), [(50, 1797, 32), (150, 1788, 24), (400, 1779, 16)])
def test_seed_check_formula_ii_1797_1788_1779(games, expected, k):
    gm = GameMaker()
    results = [(1645, 1), (1680, 0.5), (1920, 0), (1720, 1), (1980, 0.5), (1905, 1), (2010, 0)]
    players = [rated("p", 1760, games)]
    for i, (r, pts) in enumerate(results):
        players.append(rated(f"o{i}", r, 400))
        gm.score("p", f"o{i}", pts)
    p = run(players, gm.games)["p"]
    (f2,) = kinds(p, "formula_ii")
    assert (f2.sum_expected, f2.sum_score) == (2.84, 4)
    assert [g.k for g in kinds(p, "game")] == [k] * 7
    assert p.rating == expected


def test_seed_check_25_150_example_1_formula_i_kept_1685():
    # 1420 (20 games) scores 24/32, ΣWe 12.10: Formula II (24 - 12.10) × 32 + 1420 = 1800.8 -> 1801;
    # Formula I: 47744/32 + D(.75) = 1492 + 193 = 1685, closer to 1420: kept.
    rn = frbe.round_half_up_ratio(100 * 1420 + 32 * (2400 - 1210), 100)
    assert rn == 1801
    perf, decision = exception_25_150(TEXT, 1420, rn, Archive(32, 47744, 48))
    assert (perf.value, decision.formula_ii, decision.formula_i, decision.kept) == (1685, 1801, 1685, "I")


def test_seed_check_25_150_example_2_formula_ii_kept_1736():
    # 1534 (166 games) scores 17/32 against opponents Σ 57422 with ΣWe 8.58:
    # II = 1534 + 24 × 8.42 = 1736.08 -> 1736; I = 1794.44 + D(.53) 21 -> 1815; II is closer: kept.
    opponents = [1249, 1279, 1349, 1394, 1524, 1549, 1569, 1579, 1674, 1688, 1699, 1739, 1769, 1794, 1819,
                 1839, 1844, 1864, 1869, 1899, 1899, 1899, 1939, 1944, 1949, 1964, 1979, 2079, 2079, 2204,
                 2234, 2264]
    assert sum(opponents) == 57422
    gm = GameMaker()
    players = [rated("p", 1534, 166)]
    for i, r in enumerate(opponents):
        players.append(rated(f"o{i}", r, 400))
        gm.score("p", f"o{i}", 1 if i < 17 else 0)
    p = run(players, gm.games)["p"]
    assert kinds(p, "formula_ii")[0].sum_expected == 8.58
    (decision,) = kinds(p, "exception_25_150")
    assert (decision.formula_ii, decision.formula_i, decision.kept, p.rating) == (1736, 1815, "II", 1736)


def test_k_change_example_2015_gives_1976():
    # Ro 2004 past 300 games, K 12, six games against 1964 (We .56 each, ΣWe 3.36), 1.5 points:
    # plain 2004 - 12 × 1.86 = 1981.68 -> 1982; K change 2000 + (-1.86 + 4/12) × 16 = 1975.57 -> 1976.
    gm = GameMaker()
    players = [rated("p", 2004, 400)] + [rated(f"o{i}", 1964, 400) for i in range(6)]
    for i, pts in enumerate([1, 0.5, 0, 0, 0, 0]):
        gm.score("p", f"o{i}", pts)
    p = run(players, gm.games, E2015, Period(date(2016, 1, 1), date(2016, 6, 30)))["p"]
    assert kinds(p, "formula_ii")[0].value == 1982
    (change,) = kinds(p, "k_change")
    assert (change.boundary, change.ki, change.kf, change.after) == (2000, 12, 16, 1976)
    assert p.rating == 1976


def test_seed_check_classic_formula_ii_1489():
    # 1500 (30 games) vs 1600 W, 1400 L, 1350 D, 1800 L: ΣWe 1.85 -> 1500 + 32 × (1.5 - 1.85) = 1488.8
    gm = GameMaker()
    players = [rated("p", 1500, 30)]
    for i, (r, pts) in enumerate([(1600, 1), (1400, 0), (1350, 0.5), (1800, 0)]):
        players.append(rated(f"o{i}", r))
        gm.score("p", f"o{i}", pts)
    p = run(players, gm.games, CLASSIC)["p"]
    assert kinds(p, "formula_ii")[0].sum_expected == 1.85
    assert p.rating == 1489


def test_seed_check_classic_unrated_example_1451():
    gm = GameMaker()
    players = [FrbePlayer("x")]
    for i, (r, pts) in enumerate([(1600, 1), (1400, 0), (1350, 0.5), (1800, 0)]):
        players.append(rated(f"o{i}", r))
        gm.score("x", f"o{i}", pts)
    x = run(players, gm.games, CLASSIC)["x"]
    assert x.rating is None and x.archive == Archive(4, 6150, 3)
    assert formula_i(x.archive, CLASSIC, frbe.PURPOSE_PROVISIONAL).value == 1451


# --- editions -------------------------------------------------------------------------------


@pytest.mark.parametrize(("end", "edition"), [
    (date(1995, 12, 31), "1989"), (date(2005, 6, 30), "1989"), (date(2005, 7, 1), "2006"),
    (date(2006, 12, 31), "2006"), (date(2007, 1, 1), "2007"), (date(2008, 12, 31), "2007"),
    (date(2009, 1, 1), "2009"), (date(2014, 12, 31), "2009"), (date(2015, 1, 1), "2015"),
    (date(2026, 6, 30), "2015"),
])
def test_edition_chosen_by_period_end(end, edition):
    assert edition_for_date(end) == edition
    assert choose_edition(Period(None, end), None) == (EDITIONS[edition], "period_end")


def test_edition_without_period_is_the_text_and_can_be_forced():
    assert choose_edition(None, None) == (TEXT, "no_period")
    assert choose_edition(Period(date(2025, 1, 1), date(2025, 6, 30)), "1989") == (EDITIONS["1989"], "forced")


def test_forced_edition_keeps_its_own_floor():
    period = Period(date(2025, 1, 1), date(2025, 6, 30))
    assert TEXT.floor_for(period) == 1150
    assert E2015.floor_for(period) == 1400
    assert E2015.floor_for(Period(date(2023, 9, 1), date(2024, 3, 31))) == 1150
    assert CLASSIC.floor_for(period) is None


@pytest.mark.parametrize(("half_points", "games", "rounded", "truncated"), [
    (2, 8, 13, 12),  # p = .125: half up -> .13, truncated .12
    (14, 8, 88, 87),  # p = .875
    (1, 100, 1, 0),  # p = .005
    (3, 40, 4, 3),  # p = .0375
])
def test_p_rounding_half_up_or_truncated(half_points, games, rounded, truncated):
    assert score_fraction_hundredths(half_points, games, TEXT) == rounded
    assert score_fraction_hundredths(half_points, games, EDITIONS["1989"]) == truncated


@pytest.mark.parametrize(("half_points", "games", "p100"),
                         [(18, 20, 44), (26, 20, 64), (18, 10, 89), (22, 20, 55)])
def test_1989_takes_exact_45_65_90_one_hundredth_lower(half_points, games, p100):
    assert score_fraction_hundredths(half_points, games, EDITIONS["1989"]) == p100


@pytest.mark.parametrize(("edition", "all_won", "all_lost"), [
    ("text", 1500 + 677, 1500 - 677), ("1989", 2177, 823), ("2006", 2177, 823), ("2007", 2177, 823),
    ("2009", 1500 + 351, 1500 - 351), ("2015", 1500 + 401, 1500 - 401),
])
def test_p_bounded_to_each_editions_interval(edition, all_won, all_lost):
    ed = EDITIONS[edition]
    assert formula_i(Archive(20, 30000, 40), ed, frbe.PURPOSE_FIRST).value == all_won
    assert formula_i(Archive(20, 30000, 0), ed, frbe.PURPOSE_FIRST).value == all_lost
    assert formula_i(Archive(20, 30000, 40), ed, frbe.PURPOSE_FIRST).bounded


def test_p_at_the_bound_itself_is_not_reported_as_bounded():
    # 2009 bounds [.11, .89]: p = .89 exactly stays .89
    perf = formula_i(Archive(100, 150000, 178), EDITIONS["2009"], frbe.PURPOSE_FIRST)
    assert (perf.p, perf.bounded, perf.d) == (0.89, False, 351)


def test_same_period_under_each_edition():
    """One period, six editions: the K change, the Table II cap and the Wavre K = 10."""
    gm = GameMaker()
    players = [rated("k", 2004, 400)] + [rated(f"o{i}", 1964, 400) for i in range(6)]
    for i, pts in enumerate([1, 0.5, 0, 0, 0, 0]):
        gm.score("k", f"o{i}", pts)
    players += [rated("low", 1800), rated("high", 2180)]  # 380 apart: the cap decides
    gm.score("low", "high", 1)
    players += [rated("top", 2250), rated("next", 2240)]  # above 2200 with 50 games
    gm.score("top", "next", 1)
    results = {}
    for name, edition in EDITIONS.items():
        out = run(players, gm.games, edition)
        results[name] = tuple(out[p].rating for p in ("k", "low", "high", "top", "next"))
    assert results == {
        # k: no K change in the text; low/high: We .11/.89 (cap 350) or .09/.91 (cap 400);
        # top/next: K 10 above 2200 at any ordinal in 1989 and 2006, else K 32.
        "text": (1982, 1828, 2152, 2266, 2224),
        "1989": (1976, 1828, 2152, 2255, 2235),
        "2006": (1976, 1828, 2152, 2255, 2235),
        "2007": (1976, 1828, 2152, 2266, 2224),
        "2009": (1976, 1828, 2152, 2266, 2224),
        "2015": (1976, 1829, 2151, 2266, 2224),
    }


def test_table_ii_cap_350_gives_89_and_400_gives_92_at_most():
    from elodesk.core.tables import expected_hundredths

    assert expected_hundredths(2500, 1500, 350) == 89
    assert expected_hundredths(1500, 2500, 350) == 11
    assert expected_hundredths(2500, 1500, 400) == 92
    assert expected_hundredths(1900, 1500, 400) == 92  # 392-400
    assert expected_hundredths(1891, 1500, 400) == 91  # 375-391
    assert expected_hundredths(1500, 1500, 350) == 50


# --- K --------------------------------------------------------------------------------------


def test_k_changes_at_the_100th_game_within_the_period():
    # 98 games, four wins against equals (We .50): ordinals 99, 100 at K 32, 101, 102 at K 24
    gm = GameMaker()
    players = [rated("p", 1500, 98)] + [rated(f"o{i}", 1500, 400) for i in range(4)]
    for i in range(4):
        gm.score("p", f"o{i}", 1)
    p = run(players, gm.games)["p"]
    assert [(g.ordinal, g.k) for g in kinds(p, "game")] == [(99, 32), (100, 32), (101, 24), (102, 24)]
    assert (p.rating, p.games) == (1500 + 16 + 16 + 12 + 12, 102)


@pytest.mark.parametrize(("edition", "k"), [("text", 16), ("1989", 16), ("2007", 12), ("2015", 12)])
def test_k_beyond_300_games_at_exactly_2000(edition, k):
    gm = GameMaker()
    gm.score("p", "o", 1)
    p = run([rated("p", 2000, 400), rated("o", 2000, 400)], gm.games, EDITIONS[edition])["p"]
    assert kinds(p, "game")[0].k == k


def wins_against_equals(ro, wins, edition, games=400):
    """A player past 300 games who wins ``wins`` games against players of his own rating."""
    gm = GameMaker()
    players = [rated("p", ro, games)] + [rated(f"o{i}", ro, 400) for i in range(wins)]
    for i in range(wins):
        gm.score("p", f"o{i}", 1)
    return run(players, gm.games, edition)["p"]


def test_k_change_across_2200_in_2015():
    # 2190 past 300 games (K 12) wins four against equals: plain 2190 + 12 × 2 = 2214;
    # K 10 at 2214: 2200 + (2 + (2190 - 2200)/12) × 10 = 2211.67 -> 2212
    p = wins_against_equals(2190, 4, E2015)
    (change,) = kinds(p, "k_change")
    assert (change.boundary, change.ki, change.kf, change.before, p.rating) == (2200, 12, 10, 2214, 2212)


def test_k_change_upwards_across_2000_rounds_an_exact_half_up():
    # 1990 (K 16) wins four against equals: plain 2022; 2000 + (2 - 10/16) × 12 = 2016.5 -> 2017
    p = wins_against_equals(1990, 4, E2015)
    (change,) = kinds(p, "k_change")
    assert (change.value_exact, p.rating) == (2016.5, 2017)


def test_k_change_old_form_in_1989():
    # Same games: 1989 scales the part beyond B: 2000 + (2022 - 2000) × 12/16 = 2016.5 -> 2017
    p = wins_against_equals(1990, 4, EDITIONS["1989"])
    (change,) = kinds(p, "k_change")
    assert (change.form, change.ki, change.kf, p.rating) == ("old", 16, 12, 2017)


def test_k_change_old_form_needs_both_sides_strictly():
    # 1992 (K 16) wins one against an equal: 1992 + 8 = 2000, exactly on the boundary.
    # 1989: not strictly across 2000, no K change. 2015 (on or above counts as above): the K
    # change applies and gives 2000 + (0.5 + (1992 - 2000)/16) × 12 = 2000 as well.
    old = wins_against_equals(1992, 1, EDITIONS["1989"])
    assert (kinds(old, "k_change"), old.rating) == ([], 2000)
    new = wins_against_equals(1992, 1, E2015)
    assert [(c.ki, c.kf, c.after) for c in kinds(new, "k_change")] == [(16, 12, 2000)]


def loses_to(ro, opponent, edition):
    """A player past 300 games who loses one game to ``opponent``."""
    gm = GameMaker()
    gm.score("p", "o", 0)
    return run([rated("p", ro, 400), rated("o", opponent, 400)], gm.games, edition)["p"]


def test_k_change_old_form_rescales_the_rounded_formula_ii():
    # RULES.md: Ro 2003 (K 12) loses at We .35: Formula II 2003 - 4.2 = 1998.8 -> 1999 (K 16);
    # 2000 - 1 × 16/12 = 1998.67 -> 1999 (the unrounded 1998.8 would give 1998.4 -> 1998).
    p = loses_to(2003, 2110, EDITIONS["1989"])
    assert kinds(p, "formula_ii")[0].value == 1999
    (change,) = kinds(p, "k_change")
    assert (change.form, change.ki, change.kf, change.before, p.rating) == ("old", 12, 16, 1999, 1999)


def test_k_change_old_form_rounds_formula_ii_down_before_rescaling():
    # Ro 2003 loses at We .38: 2003 - 4.56 = 1998.44 -> 1998; 2000 - 2 × 16/12 = 1997.33 -> 1997
    # (the unrounded 1998.44 would give 1997.92 -> 1998).
    p = loses_to(2003, 2090, EDITIONS["1989"])
    assert kinds(p, "formula_ii")[0].value == 1998
    (change,) = kinds(p, "k_change")
    assert (change.before, p.rating) == (1998, 1997)


def test_k_change_2006_strictly_above_2007_on_or_above():
    # Ro exactly 2000 wins one against an equal. 2006: 2000 is not above 2000 (K 16) and 2016 is:
    # a K change to 2000 + (0.5 + 0) × 12 = 2006. 2007: 2000 is already above (K 12): plain 2006.
    gm = GameMaker()
    gm.score("p", "o", 1)
    players = [rated("p", 2000, 400), rated("o", 2000, 400)]
    p2006 = run(players, gm.games, EDITIONS["2006"])["p"]
    p2007 = run(players, gm.games, EDITIONS["2007"])["p"]
    assert [(c.ki, c.kf, c.after) for c in kinds(p2006, "k_change")] == [(16, 12, 2006)]
    assert kinds(p2006, "formula_ii")[0].value == 2008
    assert (kinds(p2007, "k_change"), p2007.rating) == ([], 2006)


def test_no_k_change_in_the_text_nor_in_the_wavre_text():
    assert wins_against_equals(1990, 4, TEXT).rating == 2022
    assert wins_against_equals(1990, 4, CLASSIC).rating == 2022


# --- newcomers ------------------------------------------------------------------------------


def test_newcomer_reaches_20_games_mid_period():
    # archive 18 games Σ 27000, 9 pts; four wins against 1500: the first two complete the archive
    # (20 games, Σ 30000, 11 pts, p .55, D +36 -> 1536); the last two are Formula II games 21 and 22:
    # We(1536 vs 1500) = .55, 1536 + 2 × 32 × .45 = 1564.8 -> 1565.
    gm = GameMaker()
    players = [FrbePlayer("x", archive=Archive(18, 27000, 18))] + [rated(c, 1500) for c in "abcd"]
    for c in "abcd":
        gm.score("x", c, 1)
    out = run(players, gm.games)
    x = out["x"]
    assert kinds(x, "formula_i")[0].value == 1536
    assert [(g.game, g.ordinal, g.opponent_rating) for g in kinds(x, "game")] == [
        ("g3", 21, 1500), ("g4", 22, 1500)]
    assert (x.rating, x.games, x.status) == (1565, 22, frbe.NEW)
    # a rated opponent of an archived game rates it against the first rating (1536): We .45
    a = out["a"]
    assert kinds(a, "game")[0].opponent_rating == 1536
    assert a.rating == 1486  # 1500 - 32 × .45 = 1485.6


def test_newcomer_rated_in_round_two_through_another_newcomer():
    # X: archive 19 games Σ 30400, 9.5 pts + draw with R (1600) -> round 1: 20 games, p .50 -> 1600.
    # Y: archive 19 games Σ 28500, 9.5 pts + win over X -> round 2 (X counts from round 2 on):
    # 20 games Σ 30100, 10.5 pts, p .525 -> .53, D 21 -> 1505 + 21 = 1526.
    # X's game against Y is not in X's archive: Formula II at 1600 vs 1526 (We .60), lost -> 1581.
    gm = GameMaker()
    gm.score("x", "r", 0.5)
    gm.score("y", "x", 1)
    players = [FrbePlayer("x", archive=Archive(19, 30400, 19)),
               FrbePlayer("y", archive=Archive(19, 28500, 19)), rated("r", 1600)]
    out = run(players, gm.games)
    x, y = out["x"], out["y"]
    assert [r.round for r in kinds(x, "archive_game")] == [1]
    assert [r.round for r in kinds(y, "archive_game")] == [2]
    assert (y.rating, y.games, y.status) == (1526, 20, frbe.NEW)
    assert [(g.opponent, g.opponent_rating, g.ordinal) for g in kinds(x, "game")] == [("y", 1526, 21)]
    assert (x.rating, x.games) == (1581, 21)
    assert kinds(y, "game") == []  # the game is in Y's own archive


def test_games_against_newcomers_are_numbered_last_from_2006():
    # A (1500, 99 games) beats newcomer X on day 0 and rated B on day 1. X ends rated 1486
    # (archive 19 Σ 28500 9.5 pts + this loss: p .475 -> .48, D -14).
    # 2015: B is game 100 (K 32, +16), X game 101 (K 24, We .52: +11.52) -> 1527.52 -> 1528.
    # text: X is game 100 (K 32: +15.36), B game 101 (K 24: +12) -> 1527.36 -> 1527.
    gm = GameMaker()
    gm.score("a", "x", 1)
    gm.score("a", "b", 1)
    players = [rated("a", 1500, 99), rated("b", 1500), FrbePlayer("x", archive=Archive(19, 28500, 19))]
    a2015 = run(players, gm.games, E2015)["a"]
    a_text = run(players, gm.games, TEXT)["a"]
    assert [(g.opponent, g.ordinal, g.k) for g in kinds(a2015, "game")] == [("b", 100, 32), ("x", 101, 24)]
    assert [(g.opponent, g.ordinal, g.k) for g in kinds(a_text, "game")] == [("x", 100, 32), ("b", 101, 24)]
    assert (a2015.rating, a_text.rating) == (1528, 1527)


def test_game_between_two_unrated_players_is_never_rated():
    gm = GameMaker()
    gm.score("x", "y", 1)
    out = run([FrbePlayer("x"), FrbePlayer("y")], gm.games)
    for pid in "xy":
        (left,) = kinds(out[pid], "left_out")
        assert left.reason == "both_unrated"
        assert out[pid].archive is None and out[pid].status == frbe.UNRATED


def test_rated_player_does_not_rate_a_game_against_an_unrated_one():
    gm = GameMaker()
    gm.score("r", "x", 1)
    out = run([rated("r", 1600), FrbePlayer("x")], gm.games)
    assert kinds(out["r"], "left_out")[0].reason == "opponent_unrated"
    assert (out["r"].rating, out["r"].status) == (1600, frbe.UNCHANGED)
    assert out["x"].archive == Archive(1, 1600, 0)


def test_provisional_rating_from_10_archived_games_recomputed_without_new_game():
    out = run([FrbePlayer("x", archive=Archive(12, 18000, 12))], [])
    x = out["x"]
    assert (x.status, x.provisional_rating, x.rating) == (frbe.PROVISIONAL, 1500, None)
    assert x.archive == Archive(12, 18000, 12)


def test_provisional_ratings_are_never_floored_nor_used_as_opponent_ratings():
    gm = GameMaker()
    gm.score("x", "o", 0)
    gm.score("r", "x", 1)
    players = [FrbePlayer("x", archive=Archive(9, 9000, 0)), rated("o", 1000), rated("r", 1700)]
    out = run(players, gm.games, E2015, Period(date(2025, 1, 1), date(2025, 6, 30)))
    # 11 games Σ 11700, 0 pts: p 0 -> .08, D -401 -> 1063.64 - 401 = 662.64 -> 663, below the floor
    # 1400 and kept
    assert (out["x"].status, out["x"].provisional_rating) == (frbe.PROVISIONAL, 663)
    assert kinds(out["r"], "left_out")[0].reason == "opponent_unrated"


# --- the 25/150 exception -------------------------------------------------------------------


def test_25_150_formula_i_kept_over_a_whole_period():
    # 1420 (20 games), 32 games against 1500 (We .39), 24 points: II 1420 + 32 × 11.52 = 1788.64 -> 1789;
    # I: 1500 + D(.75) 193 = 1693, closer to 1420: kept (and no K change after Formula I).
    gm = GameMaker()
    players = [rated("p", 1420, 20)] + [rated(f"o{i}", 1500, 400) for i in range(32)]
    for i in range(32):
        gm.score("p", f"o{i}", 1 if i < 24 else 0)
    p = run(players, gm.games)["p"]
    (decision,) = kinds(p, "exception_25_150")
    assert (decision.formula_ii, decision.formula_i, decision.kept, p.rating) == (1789, 1693, "I", 1693)


def test_25_150_needs_25_games_and_more_than_150_points():
    gm = GameMaker()
    players = [rated("p", 1420, 20)] + [rated(f"o{i}", 1500, 400) for i in range(24)]
    for i in range(24):
        gm.score("p", f"o{i}", 1)
    p = run(players, gm.games)["p"]
    assert kinds(p, "exception_25_150") == [] and p.rating > 1420 + 150
    assert exception_25_150(TEXT, 1500, 1650, Archive(30, 45000, 30)) is None  # exactly 150


def test_25_150_tie_keeps_formula_ii():
    # Ro 1500, II 1660 (+160); I over 25 games Σ 34925, 10.5 pts: 1397 + D(.42) -57 = 1340 (-160)
    perf, decision = exception_25_150(TEXT, 1500, 1660, Archive(25, 34925, 21))
    assert perf.value == 1340
    assert decision.kept == "II"


def test_25_150_not_in_the_wavre_text():
    gm = GameMaker()
    players = [rated("p", 1420, 20)] + [rated(f"o{i}", 1500, 400) for i in range(32)]
    for i in range(32):
        gm.score("p", f"o{i}", 1 if i < 24 else 0)
    assert run(players, gm.games, CLASSIC)["p"].rating == 1789


# --- floor ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("end", "expected"), [(date(2024, 3, 31), 1184), (date(2024, 6, 30), 1400)])
def test_floor_1150_then_1400_from_april_2024(end, expected):
    gm = GameMaker()
    gm.score("p", "o", 0)  # 1200 - 32 × .5 = 1184
    players = [rated("p", 1200), rated("o", 1200)]
    p = run(players, gm.games, E2015, Period(date(2023, 9, 1), end))["p"]
    assert p.rating == expected


def test_rated_player_without_a_game_keeps_his_rating_below_the_floor():
    p = run([rated("p", 1300)], [], E2015, Period(date(2024, 9, 1), date(2025, 6, 30)))["p"]
    assert (p.rating, p.status, kinds(p, "floor")) == (1300, frbe.UNCHANGED, [])


def test_first_rating_below_the_floor_is_raised_but_opponents_see_it_unfloored():
    # archive 19 games Σ 19000, 0 pts; loses to R 1500: 20 games Σ 20500, p 0 -> .08 (2015),
    # 1025 - 401 = 624 -> floor 1150. R rated the game against 624: We .92 -> 1500 + 32 × .08 = 1502.56
    gm = GameMaker()
    gm.score("r", "x", 1)
    players = [FrbePlayer("x", archive=Archive(19, 19000, 0)), rated("r", 1500)]
    out = run(players, gm.games, E2015, Period(date(2020, 1, 1), date(2020, 6, 30)))
    assert kinds(out["x"], "formula_i")[0].value == 624
    assert (out["x"].rating, out["x"].status) == (1150, frbe.NEW)
    assert kinds(out["r"], "game")[0].opponent_rating == 624
    assert out["r"].rating == 1503


def test_wavre_text_has_no_floor():
    gm = GameMaker()
    gm.score("p", "o", 0)
    assert run([rated("p", 1160), rated("o", 1160)], gm.games, CLASSIC)["p"].rating == 1144


# --- non-members and article 10.i -----------------------------------------------------------


def test_non_member_counts_at_his_fide_rating_and_stays_unchanged():
    gm = GameMaker()
    gm.score("a", "n", 1)  # 1500 vs 1700: We .24 -> 1500 + 32 × .76 = 1524.32
    gm.score("a", "m", 1)  # non-member without FIDE rating: not rated
    players = [rated("a", 1500), FrbePlayer("n", None, 0, fide_rating=1700, member=False),
               FrbePlayer("m", None, 0, member=False)]
    out = run(players, gm.games)
    assert out["a"].rating == 1524
    assert kinds(out["a"], "left_out")[0].reason == "non_member_without_fide"
    assert [o.status for o in (out["n"], out["m"])] == [frbe.UNCHANGED] * 2
    assert out["n"].rating is None and kinds(out["n"], "left_out")[0].reason == "non_member"


def test_newcomer_archives_games_against_non_members_at_their_fide_rating():
    gm = GameMaker()
    gm.score("x", "n", 0.5)
    out = run([FrbePlayer("x"), FrbePlayer("n", None, 0, fide_rating=2100, member=False)], gm.games)
    assert out["x"].archive == Archive(1, 2100, 1)


def test_article_10i_member_published_at_his_fide_rating():
    # F (1800, FIDE 1900) beats A (1700): F computed 1800 + 32 × .36 = 1811.52 -> 1812, published 1900;
    # A saw F at his previous published value 1800: 1700 - 32 × .36 = 1688.48 -> 1688.
    gm = GameMaker()
    gm.score("f", "a", 1)
    players = [FrbePlayer("f", 1800, 50, fide_rating=1900, foreign=True), rated("a", 1700)]
    out = run(players, gm.games)
    f = out["f"]
    assert (f.rating, f.computed_rating, f.change, f.status) == (1900, 1812, 100, frbe.RATED)
    assert out["a"].rating == 1688


def test_article_10i_applies_without_a_game_and_without_floor():
    players = [FrbePlayer("f", 1500, 50, fide_rating=1100, foreign=True)]
    f = run(players, [], E2015, Period(date(2025, 1, 1), date(2025, 6, 30)))["f"]
    assert (f.rating, f.computed_rating, f.status) == (1100, 1500, frbe.RATED)
    same = run([FrbePlayer("f", 1500, 50, fide_rating=1500, foreign=True)], [])["f"]
    assert same.status == frbe.UNCHANGED


def test_unrated_foreign_member_is_a_newcomer_like_any_other():
    gm = GameMaker()
    gm.score("f", "a", 1)
    out = run([FrbePlayer("f", None, 0, fide_rating=2000, foreign=True), rated("a", 1700)], gm.games)
    assert (out["f"].rating, out["f"].archive, out["f"].computed_rating) == (None, Archive(1, 1700, 2), None)


# --- forfeits and statuses ------------------------------------------------------------------


@pytest.mark.parametrize("result", ["+-", "-+", "--"])
def test_forfeits_are_never_rated(result):
    gm = GameMaker()
    gm.play("a", "b", result)
    out = run([rated("a", 1500), FrbePlayer("b")], gm.games)
    for pid in "ab":
        assert [r.reason for r in kinds(out[pid], "left_out")] == ["forfeit"]
    assert (out["a"].rating, out["a"].status, out["b"].archive) == (1500, frbe.UNCHANGED, None)


def test_games_of_the_same_date_are_taken_in_input_order():
    gm = GameMaker()
    gm.score("a", "b", 1, day=3)
    gm.score("a", "c", 0, day=1)
    gm.score("a", "d", 0.5, day=3)
    out = run([rated("a", 1500, 99)] + [rated(c, 1500) for c in "bcd"], gm.games)
    assert [(g.opponent, g.ordinal) for g in kinds(out["a"], "game")] == [("c", 100), ("b", 101), ("d", 102)]
