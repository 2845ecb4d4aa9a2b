"""Time pairing the next round by the Dutch system (targets: 150 players ≤ 1 s, 500 players ≤ 5 s).

Run by hand: ``python benchmarks/bench_pairing.py [--players 150 500] [--rounds 5] [--total 9] [--seed 1]``.
Each tournament is made by tests/pairing/simulate.py: players rated from 2700
down, rounds paired by elodesk's own Dutch engine, results drawn from the
rating difference (many draws, 1 % forfeits), 2 % half-point byes and 1 %
absences announced each round. Then the next round is paired and timed (the
pairing only, not the making).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.pairing import dutch
from elodesk.pairing.model import Tournament
from tests.pairing.simulate import tournament


def _timed(event: Tournament) -> str:
    """The boards, the wall time and the CPU time (on a shared machine the CPU time is the fair figure)."""
    wall, cpu = time.perf_counter(), time.process_time()
    pairing = dutch.pair(event)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return f"{len(pairing.boards)} boards in {wall:.2f} s ({cpu:.2f} s of CPU)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[150, 500])
    parser.add_argument("--rounds", type=int, default=5, help="rounds already played")
    parser.add_argument("--total", type=int, default=9, help="rounds of the tournament")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for players in args.players:
        print(f"{players} players, round 1 of {args.total} (one score group):",
              _timed(tournament(players, 0, args.total, args.seed)))
        made = time.perf_counter()
        event = tournament(players, args.rounds, args.total, args.seed)
        made = time.perf_counter() - made
        print(f"{players} players, round {args.rounds + 1} of {args.total}:", _timed(event),
              f"(tournament made in {made:.1f} s)")


if __name__ == "__main__":
    main()
