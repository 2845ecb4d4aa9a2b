"""The what-if calculator's document and figures, without a window."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.core.systems import get_system
from elodesk.reports import whatif
from elodesk.reports.whatif import UNRATED, GameLine, WhatIf, WhatIfInputError, example_board

DAY = date(2025, 3, 1)
# RULES.md's seed example: 1760 after 50 games, seven games of the period.
SEED = [GameLine(1645, "win"), GameLine(1680, "draw"), GameLine(1920, "loss"), GameLine(1720, "win"),
        GameLine(1980, "draw"), GameLine(1905, "win"), GameLine(2010, "loss")]


def test_the_seed_example_under_the_text_edition():
    typed = WhatIf("frbe", DAY, "Anne", SEED, edition="text", rating=1760, career_games=50)
    doc = whatif.document(typed)
    assert doc["options"] == {"edition": "text"} and doc["period"] == {"start": "2025-03-01", "end": "2025-03-01"}
    assert [p["id"] for p in doc["players"]] == ["Anne", *(f"opponent {n}" for n in range(1, 8))]
    result = whatif.compute(doc)
    anne = result.players[0]
    assert (anne.rating, anne.career_games, result.head["edition"]) == (1797, 57, "text")
    assert [r["kind"] for r in anne.explanation()].count("game") == 7


def test_a_bataille_empire_battle_names_the_player_side_a():
    doc = whatif.document(WhatIf("bataille-empire", DAY, "Ney", [GameLine(1200, "a-marginal")], rating=1000,
                                 event_name="essai"))
    assert doc["games"][0]["side_a"] == ["Ney"] and doc["games"][0]["event"] == "essai"
    ney = whatif.compute(doc).players[0]
    assert (ney.rating, ney.change, ney.grade) == (1022, 22, "Colonel")


def test_the_diplomacy_board_gives_the_golden_check():
    result = whatif.compute(whatif.document(WhatIf("diplomacy", DAY, "France", [], board=example_board())))
    new = whatif.new_role_ratings(result, "classic")
    assert round(new["France"] - 1500, 2) == 279.66 and round(new["England"] - 1500, 2) == -110.2


@pytest.mark.parametrize(("typed", "key", "values"), [
    (WhatIf("frbe", DAY, "Anne", []), whatif.NO_GAMES, {}),
    (WhatIf("ffe", DAY, "Anne", [GameLine(1645, "win")], rating=1500), whatif.OPPONENT_NOT_TENS,
     {"n": 1, "rating": 1645}),
    (WhatIf("ffe", DAY, "Anne", [GameLine(1640, "win")], rating=1505), whatif.RATING_NOT_TENS, {"rating": 1505}),
    (WhatIf("frbe", DAY, "Anne", [], status=UNRATED, archive_games=3, archive_points=3.5), whatif.ARCHIVE_POINTS,
     {"n": 3}),
])
def test_what_cannot_be_computed_is_refused_by_key(typed, key, values):
    with pytest.raises(WhatIfInputError) as refused:
        whatif.document(typed)
    assert (refused.value.key, refused.value.values) == (key, values)


def test_a_board_with_too_many_centres_is_refused():
    board = example_board()
    board[1].centres = 18
    with pytest.raises(WhatIfInputError) as refused:
        whatif.document(WhatIf("diplomacy", DAY, "France", [], board=board))
    assert refused.value.key == whatif.TOO_MANY_CENTRES and refused.value.values["total"] > 34


def test_the_french_period_starts_in_september_january_or_may():
    assert [get_system("ffe").period_of(date(2025, m, 3))[0] for m in (2, 6, 10)] == [
        date(2025, 1, 1), date(2025, 5, 1), date(2025, 9, 1)]


def test_a_club_players_state_fills_the_fields():
    belgian = whatif.club_state("frbe", {"rating": 1760, "games": 50})
    assert (belgian.rating, belgian.games, belgian.archive_games) == (1760, 50, 0)
    newcomer = whatif.club_state("frbe", {"rating": None, "games": 0,
                                          "archive": {"games": 12, "opponents_sum": 24048, "points": 4}})
    assert (newcomer.rating, newcomer.archive_games, newcomer.archive_sum, newcomer.archive_points) == (
        None, 12, 24048, 4.0)
    estimate = whatif.club_state("ffe", {"rating": 1509, "rating_type": "E"})  # an estimate is not a rating
    assert (estimate.rating, estimate.games) == (None, None)
    assert whatif.role_state({"ratings": {"classic": {"France": {"rating": 1612.5, "games": 3}}}},
                             "classic", "France") == (1612.5, 3)
    assert whatif.role_state({}, "blitz", "Italy") == (1500.0, 0)
