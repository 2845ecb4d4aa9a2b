"""Random tournaments paired round after round by elodesk's own Dutch engine (tests and benchmarks).

Players are rated from 2700 down; results follow the rating difference with
many draws and 1 % forfeits; each round 2 % of the players announce a
half-point bye and 1 % an absence.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from elodesk.pairing import dutch
from elodesk.pairing.model import Colour, Entrant, Outcome, RoundEntry, RoundPairing, Tournament

WIN, DRAW, LOSS = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def _announced(rnd: random.Random) -> RoundEntry | None:
    x = rnd.random()
    if x < 0.02:
        return RoundEntry(None, None, DRAW, played=False, paired=False)
    if x < 0.03:
        return RoundEntry(None, None, LOSS, played=False, paired=False)
    return None


def tournament(players: int, rounds: int, total: int, seed: int = 1,
               check: Callable[[Tournament, RoundPairing], None] | None = None) -> Tournament:
    """A tournament of ``players`` after ``rounds`` rounds of ``total``, ready for the next round.

    ``check`` sees each round's tournament and its pairing as they are made.
    """
    rnd = random.Random(seed)
    ratings = {n: 2700 - (n - 1) * 1500 // players for n in range(1, players + 1)}
    history: dict[int, list[RoundEntry]] = {n: [] for n in ratings}
    upcoming = {n: _announced(rnd) for n in ratings}
    for played in range(rounds):
        before = _snapshot(history, upcoming, ratings, played, total)
        pairing = dutch.pair(before)
        if check is not None:
            check(before, pairing)
        for n, entry in upcoming.items():
            if entry is not None:
                history[n].append(entry)
        if pairing.bye is not None:
            history[pairing.bye].append(RoundEntry(None, None, WIN, played=False, paired=True))
        for board in pairing.boards:
            white_score = _result(rnd, ratings[board.white] - ratings[board.black])
            forfeit = rnd.random() < 0.01
            for me, them, colour, score in ((board.white, board.black, Colour.WHITE, white_score),
                                            (board.black, board.white, Colour.BLACK, 2 - white_score)):
                outcome = Outcome(score if not forfeit else 2 * (colour is Colour.WHITE))
                history[me].append(RoundEntry(them, None if forfeit else colour, outcome,
                                              played=not forfeit, paired=True))
        upcoming = {n: _announced(rnd) for n in ratings}
    return _snapshot(history, upcoming, ratings, rounds, total)


def _result(rnd: random.Random, difference: int) -> int:
    """White's result in half points (0, 1, 2), Elo-likely with many draws."""
    expected = 1 / (1 + 10 ** (-difference / 400))
    x = rnd.random()
    if x < 0.3:
        return 1
    return 2 if rnd.random() < expected else 0


def _snapshot(history: dict[int, list[RoundEntry]], upcoming: dict[int, RoundEntry | None],
              ratings: dict[int, int], played: int, total: int) -> Tournament:
    entrants = tuple(Entrant(n, f"Player {n}", ratings[n], tuple(history[n]), upcoming[n]) for n in ratings)
    return Tournament("bench", total, played, Colour.WHITE, entrants, tuple(ratings))
