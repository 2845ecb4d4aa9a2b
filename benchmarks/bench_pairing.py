"""Time pairing the next round by the Dutch system (targets: 150 players ≤ 1 s, 500 players ≤ 5 s).

Run by hand: ``python benchmarks/bench_pairing.py [--players 150 500] [--rounds 5] [--total 9] [--seed 1]``.
Each tournament is made here: players rated 2700 down to 1200, rounds paired
by elodesk's own Dutch engine, results drawn from the rating difference (a
third of decisive-looking games drawn, 1 % forfeits), 2 % half-point byes
and 1 % absences announced each round. Then the next round is paired and
timed (the pairing only, not the making).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.pairing import dutch
from elodesk.pairing.model import Colour, Entrant, Outcome, RoundEntry, Tournament

WIN, DRAW, LOSS = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def _announced(rnd: random.Random) -> RoundEntry | None:
    x = rnd.random()
    if x < 0.02:
        return RoundEntry(None, None, DRAW, played=False, paired=False)
    if x < 0.03:
        return RoundEntry(None, None, LOSS, played=False, paired=False)
    return None


def tournament(players: int, rounds: int, total: int, seed: int = 1) -> Tournament:
    """A tournament of ``players`` after ``rounds`` rounds of ``total``, ready for the next round."""
    rnd = random.Random(seed)
    ratings = {n: 2700 - (n - 1) * 1500 // players for n in range(1, players + 1)}
    history: dict[int, list[RoundEntry]] = {n: [] for n in ratings}
    upcoming = {n: _announced(rnd) for n in ratings}
    for played in range(rounds):
        pairing = dutch.pair(_snapshot(history, upcoming, ratings, played, total))
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[150, 500])
    parser.add_argument("--rounds", type=int, default=5, help="rounds already played")
    parser.add_argument("--total", type=int, default=9, help="rounds of the tournament")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players:
        made = time.perf_counter()
        event = tournament(players, args.rounds, args.total, args.seed)
        made = time.perf_counter() - made
        start = time.perf_counter()
        pairing = dutch.pair(event)
        seconds = time.perf_counter() - start
        print(f"{players} players, round {args.rounds + 1} of {args.total}: {len(pairing.boards)} boards "
              f"in {seconds:.2f} s (tournament made in {made:.1f} s)")


if __name__ == "__main__":
    main()
