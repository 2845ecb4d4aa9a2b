"""The Belgian explanation says enough to redo the figure by hand: K by career rank, where it changed,
Table II's cap, and one story for a player still unrated."""

from __future__ import annotations

import dataclasses

import pytest

from elodesk.core import frbe
from elodesk.core.frbe import Archive, FrbePlayer
from elodesk.core.frbe_editions import CLASSIC, EDITIONS
from elodesk.reports.explanations import reading_order, render
from elodesk.reports.numbers import ordinal
from tests.core.factories import GameMaker


def outcome(players, games, edition=EDITIONS["2015"]):
    return {o.id: o for o in frbe.compute(players, games, edition)}


def sentence(outcome, kind, lang):
    (record,) = [dataclasses.asdict(r) | {"kind": r.kind} for r in outcome.explanation if r.kind == kind]
    return render(record, lang)


def wins(ro, career, count, edition=EDITIONS["2015"]):
    gm = GameMaker()
    players = [FrbePlayer("p", ro, career)] + [FrbePlayer(f"o{i}", ro, 400) for i in range(count)]
    for i in range(count):
        gm.score("p", f"o{i}", 1)
    return outcome(players, gm.games, edition)["p"]


@pytest.mark.parametrize(("n", "fr", "en"), [(1, "1re", "1st"), (2, "2e", "2nd"), (3, "3e", "3rd"),
                                             (11, "11e", "11th"), (97, "97e", "97th"), (101, "101e", "101st"),
                                             (112, "112e", "112th"), (122, "122e", "122nd")])
def test_ranks_are_written_as_the_reader_writes_them(n, fr, en):
    assert (ordinal(n, "fr"), ordinal(n, "en"), ordinal(n, "nl")) == (fr, en, f"{n}e")


def test_the_k_rule_says_where_k_changed_within_the_period():
    # 98 games before: ranks 99, 100 at K 32, then 101, 102 at K 24
    p = wins(1500, 98, 4)
    (rule,) = [r for r in p.explanation if r.kind == "k_rule"]
    assert (rule.ro, rule.first, rule.last, rule.k_to_100, rule.k_to_300, rule.k_beyond) == (1500, 99, 102, 32, 24, 16)
    fr, en = sentence(p, "k_rule", "fr"), sentence(p, "k_rule", "en")
    assert "32 jusqu'à la 100e partie, 24 de la 101e à la 300e, ensuite 16 sous 2000" in fr
    assert "ses 99e à 102e parties de carrière : K 32 jusqu'à la 100e, puis K 24 à partir de la 101e." in fr
    assert "his 99th to 102nd career games: K 32 up to the 100th, then K 24 from the 101st." in en


def test_the_k_rule_of_one_band_names_its_k_once():
    p = wins(1500, 190, 1)
    assert sentence(p, "k_rule", "en").endswith("Here his game this period is his 191st career game: K 24.")
    assert sentence(wins(2250, 400, 2), "k_rule", "fr").endswith(
        "ses 401e à 402e parties de carrière : K 10.")


def test_the_wavre_text_states_its_own_k_rule():
    text = sentence(wins(2250, 50, 1, CLASSIC), "k_rule", "en")
    assert "and K 10 at any game above 2200" in text and text.endswith(": K 10.")


def test_formula_ii_says_how_each_expected_score_is_read():
    p = wins(1500, 98, 4)
    assert "each We is read in Table II at the difference 1500 − the opponent's rating, capped at 400" in \
        sentence(p, "formula_ii", "en")
    assert "borné à 350" in sentence(wins(1500, 98, 1, EDITIONS["2009"]), "formula_ii", "fr")


def test_the_game_sentence_calls_the_rank_a_career_game():
    p = wins(1500, 96, 1)
    (game,) = [dataclasses.asdict(r) | {"kind": r.kind} for r in p.explanation if r.kind == "game"]
    assert "(97e partie de carrière)" in render(game, "fr")
    assert "(97th career game)" in render(game, "en")


def test_a_provisional_player_is_told_one_story():
    # twelve archived games: a provisional value, the archive kept, no "still unrated" step beside it
    gm = GameMaker()
    players = [FrbePlayer("x", archive=Archive(2, 3000, 2))] + [FrbePlayer(f"o{i}", 1500, 50) for i in range(10)]
    for i in range(10):
        gm.score("x", f"o{i}", 0.5)
    x = outcome(players, gm.games)["x"]
    assert (x.status, x.provisional_rating) == (frbe.PROVISIONAL, 1500)
    kept_fr, kept_en = sentence(x, "archive_kept", "fr"), sentence(x, "archive_kept", "en")
    assert kept_en == ("Archive kept for the next period: 12 games, sum of ratings 18000, 6 points; "
                       "the first rating comes at 20 games.")
    assert "non classé" not in kept_fr and kept_fr.startswith("Archives conservées pour la période suivante")


def test_records_stored_before_a_figure_was_added_still_read():
    # runs applied by an earlier elodesk keep their explanations in the history, without cap or needed
    old_formula = {"kind": "formula_ii", "old": 1500, "games": 2, "sum_contributions": 16.0, "sum_score": 1.5,
                   "sum_expected": 1.0, "value_exact": 1516.0, "value": 1516}
    old_archive = {"kind": "archive_kept", "games": 4, "opponents_sum": 6000, "points": 2.0}
    for lang in ("fr", "en"):
        assert render(old_formula, lang).endswith(("attendus).", "expected)."))
        assert render(old_archive, lang).endswith(("2 points.", "2 points."))


def test_games_are_read_in_date_order_then_the_steps():
    gm = GameMaker()
    players = [FrbePlayer("p", 1500, 50), FrbePlayer("o", 1500, 50), FrbePlayer("n")]
    gm.score("p", "o", 1, day=0)
    gm.score("p", "n", 1, day=1)  # against a newcomer: left out, recorded before the rated games
    gm.score("p", "o", 0, day=2)
    p = outcome(players, gm.games)["p"]
    records = [dataclasses.asdict(r) | {"kind": r.kind} for r in p.explanation]
    assert records[0]["kind"] == "left_out"  # the engine's order
    ordered = reading_order(records)
    assert [r["kind"] for r in ordered] == ["game", "left_out", "game", "k_rule", "formula_ii"]
    assert [r["date"] for r in ordered[:3]] == sorted(r["date"] for r in ordered[:3])
