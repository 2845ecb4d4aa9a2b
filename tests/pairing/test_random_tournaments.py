"""Whole random tournaments paired round after round: every round keeps the absolute criteria."""

from __future__ import annotations

import pytest

from elodesk.pairing.model import RoundPairing, Tournament
from elodesk.pairing.standing import standings
from tests.pairing.simulate import tournament


def keeps_the_absolute_criteria(event: Tournament, pairing: RoundPairing) -> None:
    players = {p.number: p for p in standings(event)}
    seated = [n for board in pairing.boards for n in (board.white, board.black)]
    if pairing.bye is not None:
        seated.append(pairing.bye)
        assert players[pairing.bye].bye_eligible, "C2: the bye to a player who already had a win without playing"
    assert sorted(seated) == sorted(players), "everyone to pair is paired once (or has the bye)"
    assert len(players) % 2 == (pairing.bye is not None)
    assert event.total_rounds is not None
    last = event.played_rounds >= event.total_rounds - 1
    topscore = event.played_rounds * 10 // 2
    for board in pairing.boards:
        white, black = players[board.white], players[board.black]
        assert black.number not in white.opponents, "C1: no two players meet twice"
        if white.absolute and black.absolute and white.preference == black.preference:
            assert last and max(white.score, black.score) > topscore, "C3: absolute colour preferences clash"


@pytest.mark.parametrize(("players", "rounds", "seed"), [
    (7, 4, 1), (8, 5, 2), (11, 6, 3), (16, 9, 4), (21, 7, 5), (25, 11, 6), (33, 9, 7), (40, 9, 8), (57, 7, 9),
])
def test_every_round_of_a_random_tournament_keeps_the_absolute_criteria(players, rounds, seed):
    tournament(players, rounds, rounds, seed, check=keeps_the_absolute_criteria)
