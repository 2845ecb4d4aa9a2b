"""The Dutch system's reading of C.04.3 on small hand-made tournaments."""

from __future__ import annotations

from dataclasses import replace

import pytest

from elodesk.pairing import dutch
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Colour, PointSystem
from elodesk.pairing.standing import Float, standings
from tests.pairing.lines import player, tournament


def test_colour_preferences_come_from_played_games_only():
    t = tournament(
        "XXR 5", "XXC white1",
        player(1, "2.0", "   2 w 1", "   3 w 1"),
        player(2, "1.0", "   1 b 0", "   4 b +"),
        player(3, "1.0", "   4 b 1", "   1 b 0"),
        player(4, "0.0", "   3 w 0", "   2 w -"),
    )
    one, two, three, four = sorted(standings(t), key=lambda s: s.number)
    assert (one.preference, one.absolute, one.repeated) == (Colour.BLACK, True, Colour.WHITE)
    assert (two.preference, two.strong, two.played_games) == (Colour.WHITE, True, 1)  # the forfeit is no game
    assert (three.preference, three.absolute, three.imbalance) == (Colour.WHITE, True, 2)
    assert 4 in three.opponents and 2 not in four.opponents  # a forfeit leaves them free to meet
    assert two.floats[0] is Float.DOWN and four.floats[0] is Float.NONE  # a forfeit win floats down, a loss not


def test_byes_float_down_and_bar_the_pairing_allocated_bye_once_a_full_point_was_given():
    t = tournament(
        "XXR 5", "XXC white1",
        player(1, "1.0", "0000 - U"),
        player(2, "0.5", "0000 - H"),
        player(3, "1.0", "   4 w 1"),
        player(4, "0.0", "   3 b 0"),
    )
    one, two, _, four = sorted(standings(t), key=lambda s: s.number)
    assert one.floats[0] is Float.DOWN and two.floats[0] is Float.DOWN
    assert not one.bye_eligible and two.bye_eligible and four.bye_eligible


def test_a_pre_assigned_bye_keeps_the_player_out_and_the_bye_goes_to_the_lowest_that_leaves_a_pairing():
    t = tournament(
        "XXR 5", "XXC white1",
        player(1, "1.0", "   2 w 1", "        "),
        player(2, "0.0", "   1 b 0", "        "),
        player(3, "1.0", "   4 w 1", "0000 - H"),
        player(4, "0.0", "   3 b 0", "        "),
    )
    pairing = dutch.pair(t)
    assert pairing.bye == 2  # 1 met 2 already
    assert [(b.white, b.black) for b in pairing.boards] == [(4, 1)]  # 1 had white: he now gets black


def test_round_one_pairs_the_top_half_against_the_bottom_half_with_alternating_colours():
    t = tournament("XXR 5", "XXC black1", *(player(n, "0.0") for n in range(1, 9)))
    pairing = dutch.pair(t)
    assert [(b.white, b.black) for b in pairing.boards] == [(5, 1), (2, 6), (7, 3), (4, 8)]
    assert pairing.bye is None


def test_a_round_that_cannot_be_paired_is_refused_in_one_sentence():
    t = tournament("XXR 3", "XXC white1", player(1, "1.0", "   2 w 1"), player(2, "0.0", "   1 b 0"))
    with pytest.raises(PairingError, match="no pairing satisfies the absolute criteria"):
        dutch.pair(t)


def test_the_dutch_system_needs_the_number_of_rounds_and_the_first_colour():
    with pytest.raises(PairingError, match="XXR"):
        dutch.pair(tournament("XXC white1", player(1, "0.0"), player(2, "0.0")))
    with pytest.raises(PairingError, match="XXC white1"):
        dutch.pair(tournament("XXR 3", player(1, "0.0"), player(2, "0.0")))


def test_topscorers_may_meet_despite_absolute_preferences_in_the_last_round_only():
    lines = (
        "XXC white1",
        player(1, "2.0", "   3 w 1", "   5 w 1"),
        player(2, "2.0", "   4 w 1", "   6 w 1"),
        player(3, "0.5", "   1 b 0", "   4 w ="),
        player(4, "0.5", "   2 b 0", "   3 b ="),
        player(5, "0.5", "   6 w =", "   1 b 0"),
        player(6, "0.5", "   5 b =", "   2 b 0"),
    )
    before_last = {frozenset((b.white, b.black)) for b in dutch.pair(tournament("XXR 4", *lines)).boards}
    last = {frozenset((b.white, b.black)) for b in dutch.pair(tournament("XXR 3", *lines)).boards}
    assert frozenset((1, 2)) not in before_last
    assert frozenset((1, 2)) in last


def lone_player(first_round: str) -> list[str]:
    """Round 2 of a tournament where only player 3 is to be paired (1 and 2 announced a zero-point bye)."""
    points = "0.5" if first_round.endswith("H") else "1.0"
    return ["XXR 3", "XXC white1",
            player(1, "1.0", "   2 w 1", "0000 - Z"),
            player(2, "0.0", "   1 b 0", "0000 - Z"),
            player(3, points, first_round)]


@pytest.mark.parametrize("first_round", ["0000 - U", "0000 - F", "   4 w +"])
def test_a_lone_player_who_had_a_bye_or_a_win_without_playing_gets_no_second_bye(first_round):
    # C2: bbpPairings answers "no valid pairing exists" (exit 1) on these rounds.
    lines = lone_player(first_round)
    if first_round.endswith("+"):
        lines.append(player(4, "0.0", "   3 b -", "0000 - Z"))
    with pytest.raises(PairingError, match="player 3 is the only one to pair and cannot have the bye") as caught:
        dutch.pair(tournament(*lines))
    assert caught.value.params == {"number": 3}


def test_a_lone_player_after_a_half_point_bye_gets_the_pairing_allocated_bye():
    pairing = dutch.pair(tournament(*lone_player("0000 - H")))
    assert (pairing.boards, pairing.bye) == ((), 3)


FOOTBALL_ROUND_TWO = (
    "XXR 3", "XXC black1",
    player(1, "3.0", "   3 b 1"),
    player(2, "3.0", "   4 w 1"),
    player(3, "0.0", "   1 w 0"),
    player(4, "0.0", "   2 b 0"),
    player(5, "1.0", "0000 - U"),
)


@pytest.mark.parametrize("records", [("BBW  3.0", "BBD  1.0", "BBU  1.0"), ("162  W 3.0    D 1.0    P 1.0",)])
def test_a_point_system_from_the_file_makes_the_score_groups(records):
    # 3 for a win, 1 for the bye: 5 (1 point) is a score group of his own below the winners, who meet,
    # and meets 3; the bye goes to 4, not to 5 who had it. bbpPairings pairs the same (at 1/½/0, where
    # 5's bye is worth a win, it gives 1-5 3-2 4-bye).
    t = tournament(*FOOTBALL_ROUND_TWO, *records)
    assert sorted(p.score for p in standings(t)) == [0, 0, 10, 30, 30]
    pairing = dutch.pair(t)
    assert ({(b.white, b.black) for b in pairing.boards}, pairing.bye) == ({(1, 2), (5, 3)}, 4)


def test_a_pairing_allocated_bye_worth_less_than_a_win_still_bars_a_second_one():
    t = replace(tournament(*FOOTBALL_ROUND_TWO), points=PointSystem(win=30, draw=10, pairing_bye=10))
    assert [p.number for p in standings(t) if not p.bye_eligible] == [5]


def test_a_field_beyond_the_stated_size_is_refused_before_pairing(monkeypatch):
    # The limit is lowered so that the test stays small: the check is the same at 3,000.
    monkeypatch.setattr(dutch, "MAX_PLAYERS", 5)
    monkeypatch.setattr(dutch, "Pairer", None)  # nothing is built: the refusal comes first
    with pytest.raises(PairingError, match="6 players to pair: the Dutch pairing handles at most 5 players") as caught:
        dutch.pair(tournament("XXR 5", "XXC white1", *(player(n, "0.0") for n in range(1, 7))))
    assert caught.value.params == {"players": 6, "limit": 5}
    monkeypatch.setattr(dutch, "MAX_PLAYERS", 6)
    with pytest.raises(TypeError):  # at the limit it goes on to pair (here into the missing Pairer)
        dutch.pair(tournament("XXR 5", "XXC white1", *(player(n, "0.0") for n in range(1, 7))))
