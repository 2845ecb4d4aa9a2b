"""One typed view of a player's state for display (issue 24): lists, cards and plots read it alike."""

from __future__ import annotations

import pytest

from elodesk.core.ffe import ESTIMATE
from elodesk.core.systems import get_system
from elodesk.reports.history import current_ratings, rating_view
from elodesk.reports.rankings import ranking
from elodesk.reports.sheet_data import player_card
from elodesk.store.db import open_db, write
from elodesk.store.ratings import get_states, set_state


@pytest.fixture
def db(demo_db):
    club = open_db(demo_db)
    yield club
    club.conn.close()


def test_a_state_is_read_through_the_systems_record():
    french = rating_view("ffe", {"rating": 1500, "rating_type": ESTIMATE})
    assert (french.rating, french.estimate, french.ranked) == (1500, True, False)
    assert rating_view("ffe", {"rating": 1509, "rating_type": "F"}).ranked  # a FIDE rating ending in 9
    assert not rating_view("ffe", {"rating": 1509}).ranked  # without a letter: an estimate
    belgian = rating_view("frbe", {"rating": 1700, "games": 12, "provisional_rating": 1650})
    assert (belgian.rating, belgian.games, belgian.provisional) == (1700, 12, 1650)
    grade = get_system("bataille-empire").grade(1102)
    assert grade and rating_view("bataille-empire", {"rating": 1102, "games": 9}).grade == grade
    fide = {"standard": {"rating": 1981, "games": 4}, "rapid": {"rating": 1979, "games": 0, "inactive": True}}
    assert (rating_view("fide", fide).rating, rating_view("fide", fide).inactive) == (1981, False)
    rapid = rating_view("fide", fide, "rapid")
    assert (rapid.rating, rapid.games, rapid.inactive) == (1979, 0, True)
    assert rating_view("fide", fide, "blitz").rating is None
    played = {"Austria": {"rating": 1400.0, "games": 1}, "Turkey": {"rating": 1600.0, "games": 2}}
    roles = {"ratings": {"classic": played}}
    classic = rating_view("diplomacy", roles, "classic")
    assert (classic.games, classic.roles, classic.ranked) == (3, 2, True)
    assert rating_view("diplomacy", roles, "blitz").rating is None


def test_the_distribution_holds_what_the_ranking_ranks(db):
    """A French rating of the FIDE (F) ending in 9 is a rating: the ranking had it, the distribution left it out."""
    pid = next(iter(get_states(db, "ffe")))
    with write(db, "test"):
        set_state(db, "ffe", pid, {"rating": 1879, "rating_type": "F"})
    for system in ("ffe", "frbe", "fide", "bataille-empire"):
        assert sorted(current_ratings(db, system)) == sorted(float(r.rating) for r in ranking(db, system))
    assert 1879.0 in current_ratings(db, "ffe")


def test_a_card_shows_the_state_as_the_ranking_does(db):
    row = ranking(db, "frbe")[0]
    shown = next(r for r in player_card(db, row.player_id).ratings if r.system == "frbe")
    assert (shown.rating, shown.games, shown.rank, shown.estimate) == (row.rating, row.games, 1, False)
