"""Reading the pairing input: rounds, pre-assigned byes, forfeits, and refusing what holds no tournament."""

from __future__ import annotations

import pytest

from elodesk.formats import trf_pairing as trf
from elodesk.formats.errors import FormatError
from elodesk.pairing.model import Board, Colour, Outcome, PointSystem, RoundPairing
from tests.english import english
from tests.pairing.lines import player, read


def test_rounds_played_and_the_byes_announced_for_the_next_one():
    parsed = read(
        "012 Club championship",
        "XXR 5",
        "XXC white1",
        player(1, "1.0", "   2 w 1"),
        player(2, "0.5", "   1 b 0", "0000 - H"),
        player(3, "1.0", "   4 b +"),
        player(4, "0.0", "   3 w -", "0000 - Z"),
    )
    t = parsed.tournament
    assert (t.name, t.total_rounds, t.played_rounds, t.initial_colour) == ("Club championship", 5, 1, Colour.WHITE)
    first, second, third, fourth = t.entrants
    assert first.rounds[0].played and first.rounds[0].colour is Colour.WHITE and first.upcoming is None
    assert second.upcoming is not None and second.upcoming.outcome is Outcome.DRAW and not second.upcoming.paired
    forfeit = third.rounds[0]
    assert forfeit.paired and not forfeit.played and forfeit.outcome is Outcome.WIN
    assert fourth.upcoming is not None and fourth.upcoming.outcome is Outcome.LOSS
    assert parsed.warnings == ()
    assert t.ranking == (1, 2, 3, 4)


def test_an_empty_cell_between_rounds_is_an_absence_and_a_late_entry_has_empty_first_rounds():
    t = read(
        "XXR 3",
        player(1, "1.0", "   2 w 1", "0000 - U"),
        player(2, "0.0", "   1 b 0", "        "),
        player(3, "0.0", "        ", "        "),
    ).tournament
    assert t.played_rounds == 2
    late = t.entrants[2]
    assert len(late.rounds) == 2 and not any(entry.paired for entry in late.rounds)
    assert t.entrants[0].rounds[1].is_pairing_bye


def test_the_initial_colour_is_read_back_from_round_one():
    t = read("XXR 3", player(1, "0.0", "   2 b 0"), player(2, "1.0", "   1 w 1")).tournament
    assert t.initial_colour is Colour.BLACK


def test_points_that_do_not_add_up_are_counted_from_the_results_with_a_warning():
    parsed = read("XXR 3", player(1, "3.0", "   2 w 1"), player(2, "0.0", "   1 b 0"))
    assert english(parsed.warnings) == ["line 2: points 3 do not add up; the results give 1"]


@pytest.mark.parametrize(("lines", "message"), [
    (("012 nothing",), "event.trf: no player line (001): this is not a tournament file"),
    (("XXR 2", player(1, "1.0", "   2 w 1"), player(2, "0.0", "   1 b 0"), player(1, "0.0")),
     "event.trf:4: pairing number 1 is used twice"),
    (("XXR 2", player(1, "1.0", "   2 w x"), player(2, "0.0", "   1 b 0")),
     'event.trf:2: round 1: expected a result code (1 = 0 + - W D L H F U Z), got "X"'),
    (("XXR 2", player(1, "1.0", "   2 w 1"), player(2, "0.0", "   1 w 0")),
     "event.trf:2: round 1: the game against 2 is not on 2's line the other way round"),
    (("XXR 2", player(1, "1.0", "   7 w 1")), "event.trf:2: round 1: opponent 7 has no player line"),
    (("XXR 1", player(1, "1.0", "   2 w 1"), player(2, "0.0", "   1 b 0")),
     "event.trf: all 1 rounds are already paired"),
    (("XXR many", player(1, "0.0")), "event.trf:1: expected the number of rounds, got \"many\""),
])
def test_what_cannot_be_read_says_where(lines, message):
    with pytest.raises(FormatError) as caught:
        read(*lines)
    assert str(caught.value) == message


def test_the_output_counts_its_lines_and_writes_the_bye_against_zero():
    assert trf.write(RoundPairing((Board(1, 5), Board(3, 2)), bye=6)) == "3\n1 5\n3 2\n6 0\n"


def test_the_point_system_is_read_from_bb_records_and_from_tag_162():
    lines = ("XXR 3", player(1, "3.0", "   2 w 1"), player(2, "0.0", "   1 b 0"), player(3, "1.0", "0000 - H"))
    parsed = read(*lines, "BBW  3.0", "BBD  1.0", "BBL  0.5", "BBZ  0.0", "BBF  0.0")
    assert parsed.tournament.points == PointSystem(win=30, draw=10, loss=5, forfeit_loss=0, zero_bye=0, pairing_bye=30)
    parsed = read(*lines, "162  W 3.0    D 1.0    A 0.0", "BBU  1.5")
    assert parsed.tournament.points == PointSystem(win=30, draw=10, loss=0, forfeit_loss=0, zero_bye=0, pairing_bye=15)
    assert parsed.warnings == ()  # the points column adds up with 3 for a win: no warning, nothing left out


def test_tag_162_gives_an_absence_its_points_and_the_pairing_allocated_bye_a_wins_unless_said():
    parsed = read("XXR 3", "162  W13.5    A 0.5", player(1, "0.0"))
    assert parsed.tournament.points == PointSystem(win=135, zero_bye=5, forfeit_loss=5, pairing_bye=135)


@pytest.mark.parametrize(("line", "message"), [
    ("BBW three", 'event.trf:2: BBW: expected points such as 3.0, got "three"'),
    ("BBD 0.25", 'event.trf:2: BBD: expected points such as 3.0, got "0.25"'),
    ("162  W 3.0    Q 1.0", 'event.trf:2: 162: expected result codes (W D L A P X) each followed by its points, '
                            'such as W 3.0 D 1.0, got "W 3.0    Q 1.0"'),
    ("162  W", 'event.trf:2: 162: expected result codes (W D L A P X) each followed by its points, '
               'such as W 3.0 D 1.0, got "W"'),
])
def test_a_point_system_that_cannot_be_read_is_refused_naming_its_line(line, message):
    with pytest.raises(FormatError) as caught:
        read("XXR 3", line, player(1, "0.0"))
    assert str(caught.value) == message
