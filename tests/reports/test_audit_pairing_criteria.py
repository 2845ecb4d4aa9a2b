"""The first criterion of C.04.3 on which two pairings of a round part, each pairing's count with it."""

from __future__ import annotations

from elodesk.pairing.model import Colour, Entrant, Outcome, RoundEntry, Tournament
from elodesk.pairing.standing import standings
from elodesk.reports.audit.pairing_criteria import first_difference

W, B = Colour.WHITE, Colour.BLACK


def game(opponent: int, colour: Colour, outcome: Outcome) -> RoundEntry:
    return RoundEntry(opponent, colour, outcome, played=True, paired=True)


def after_round_one():
    """Round 1: 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1: 1, 2, 3, 4 on one point (1, 3 had white), 5-8 on none."""
    rounds = {
        1: game(5, W, Outcome.WIN), 5: game(1, B, Outcome.LOSS),
        2: game(6, B, Outcome.WIN), 6: game(2, W, Outcome.LOSS),
        3: game(7, W, Outcome.WIN), 7: game(3, B, Outcome.LOSS),
        4: game(8, B, Outcome.WIN), 8: game(4, W, Outcome.LOSS),
    }
    entrants = tuple(Entrant(n, f"P{n}", 2000 - n, (rounds[n],)) for n in range(1, 9))
    tournament = Tournament("t", 5, 1, W, entrants, tuple(range(1, 9)))
    return {s.number: s for s in standings(tournament)}


def test_pairings_alike_in_every_criterion_do_not_part():
    players = after_round_one()
    dutch = ([(2, 1), (4, 3), (5, 6), (7, 8)], None)
    assert first_difference(players, dutch, dutch) is None


def test_a_player_denied_his_colour_is_counted_on_c12():
    players = after_round_one()
    dutch = ([(2, 1), (4, 3), (5, 6), (7, 8)], None)
    against = ([(1, 2), (4, 3), (5, 6), (7, 8)], None)  # 1 and 2 both denied their colour
    part = first_difference(players, against, dutch)
    assert (part.criterion, part.file, part.engine) == ("C12", 2, 0)


def test_more_downfloaters_part_on_c6_before_the_colours():
    players = after_round_one()
    dutch = ([(2, 1), (4, 3), (5, 6), (7, 8)], None)
    floats = ([(2, 5), (4, 3), (6, 1), (7, 8)], None)  # 1 and 2 float down to the zero group
    part = first_difference(players, floats, dutch)
    assert (part.criterion, part.file, part.engine) == ("C6", 2, 0)
