"""The what-if calculator's fields in the registry: a system's record, not its id, says what the
calculator asks of a player and how it writes his games into the compute document."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.core import systems
from elodesk.core.systems import ALL, BATTLE, MONTHS, RatingSystem
from elodesk.core.whatif_fields import BATTLES, LIST, PERFORMANCE, WhatIfFields
from elodesk.reports import whatif
from elodesk.reports.whatif import UNRATED, GameLine, WhatIf, WhatIfInputError

DAY = date(2025, 10, 3)


def made_up(**fields) -> RatingSystem:
    """A system no code names: monthly lists of ratings in fives, battles, a French-style archive."""
    return RatingSystem("made-up", BATTLE, {"en": "Made up"}, "bataille_empire", rating_step=5, periods=MONTHS,
                        whatif=WhatIfFields(**{"results": BATTLES, "unrated": PERFORMANCE, "birth_year": True,
                                               "period": LIST, **fields}))


@pytest.fixture
def registered(monkeypatch):
    system = made_up()
    monkeypatch.setitem(systems.BY_ID, system.id, system)
    return system


def test_a_made_up_systems_record_shapes_the_document(registered):
    doc = whatif.document(WhatIf("made-up", DAY, "Ney", [GameLine(1205, "a-marginal")], rating=1100,
                                 birth_year=1990, event_name="essai"))
    player, opponent = doc["players"]
    # its state keeps no games: neither the player nor his opponent carries a career count
    assert player == {"id": "Ney", "rating": 1100, "birth_date": "1990-07-01"}
    assert opponent == {"id": "opponent 1", "rating": 1205}
    assert doc["games"][0]["side_a"] == ["Ney"] and doc["games"][0]["event"] == "essai"
    assert doc["period"] == {"start": "2025-10-01", "end": "2025-10-03"}  # its list's period: the month
    assert "options" not in doc  # it has no editions to choose


def test_a_made_up_systems_step_refuses_ratings_between_its_steps(registered):
    with pytest.raises(WhatIfInputError) as refused:
        whatif.document(WhatIf("made-up", DAY, "Ney", [GameLine(1203, "draw")], rating=1100))
    assert (refused.value.key, refused.value.values) == (whatif.OPPONENT_NOT_TENS, {"n": 1, "rating": 1203})
    with pytest.raises(WhatIfInputError) as refused:
        whatif.document(WhatIf("made-up", DAY, "Ney", [GameLine(1200, "draw")], rating=1101))
    assert refused.value.key == whatif.RATING_NOT_TENS


def test_an_unrated_player_brings_the_archive_his_system_keeps(registered, monkeypatch):
    doc = whatif.document(WhatIf("made-up", DAY, "Ney", [], status=UNRATED, archive_games=4,
                                 archive_performance=1234.5))
    assert doc["players"] == [{"id": "Ney", "rating": None, "archive": {"games": 4, "performance": 1234.5}}]
    rated_only = made_up(unrated=None)
    monkeypatch.setitem(systems.BY_ID, rated_only.id, rated_only)
    with pytest.raises(WhatIfInputError) as refused:  # a status its form does not ask counts for nothing
        whatif.document(WhatIf("made-up", DAY, "Ney", [], status=UNRATED))
    assert refused.value.key == whatif.NO_GAMES
    assert whatif.document(WhatIf("made-up", DAY, "Ney", [GameLine(1200, "draw")], status=UNRATED,
                                  rating=1100))["players"][0]["rating"] == 1100


def test_a_club_state_fills_the_games_only_where_the_form_asks_them(registered, monkeypatch):
    state = {"rating": 1200, "games": 12}
    assert whatif.club_state("made-up", state).games is None
    counting = made_up(career_games=True)
    monkeypatch.setitem(systems.BY_ID, counting.id, counting)
    assert whatif.club_state("made-up", state)[:2] == (1200, 12)


@pytest.mark.parametrize("system", ALL, ids=lambda s: s.id)
def test_what_the_form_asks_is_what_the_state_keeps(system):
    """A form's field with nowhere to go in the system's state would be typed for nothing."""
    fields = system.whatif
    assert not fields.career_games or "games" in system.state_fields
    assert fields.unrated is None or "archive" in system.state_fields
    assert not fields.birth_year or "birth_date" in system.player_fields
    assert not fields.board or "rating" not in system.state_fields
    assert fields.min_career_games == 0 or fields.unrated is not None  # below it, a player is unrated


def test_a_system_of_several_rates_and_periods_gets_its_list_and_period():
    """FIDE needs the list rated and a period (its month): the what-if gave neither and could not compute."""
    doc = whatif.document(WhatIf("fide", DAY, "Anne", [GameLine(1900, "win")], rating=1800, career_games=10,
                                 rate="rapid", k=20))
    assert (doc["rate"], doc["period"]) == ("rapid", {"start": "2025-10-01", "end": "2025-10-03"})
    assert doc["players"][0] == {"id": "Anne", "rating": 1800, "games": 10, "k": 20}
    anne = whatif.compute(doc).players[0]
    assert (anne.rating, anne.change) == (1813, 13)  # K 20 from his list: 0.64 × 20
    typed = WhatIf("fide", DAY, "Anne", [GameLine(1900, "win")], rating=1800, career_games=10)
    doc = whatif.document(typed)
    assert doc["rate"] == "standard" and "k" not in doc["players"][0]
    assert whatif.compute(doc).players[0].change == 26  # K 40 by the rules: under 30 games


def test_a_club_state_of_several_lists_fills_the_chosen_one():
    state = {"standard": {"rating": 1981, "games": 31, "k": 20}, "rapid": {"rating": 1979, "games": 4, "k": 40}}
    assert whatif.club_state("fide", state, "rapid")[:2] == (1979, 4)
    assert whatif.club_state("fide", state, "standard").k == 20
    assert whatif.club_state("fide", state, "blitz")[:2] == (None, 0)  # new to that list
