"""Memory and time of pairing round 1 by the Dutch system, one child process per field size.

Run by hand: ``python benchmarks/bench_pairing_memory.py [--players 1000 2000 4000] [--unlimited]``.
Round 1 is the largest bracket there is (every player in one score group), so it is the
peak. Each size runs in its own process, which reports its peak resident memory (maxrss)
before and after the pairing, the wall time and the CPU time (on a shared machine the CPU
time is the fair figure). ``--unlimited`` lifts ``dutch.MAX_PLAYERS`` to measure beyond it.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _child(players: int, unlimited: bool) -> None:
    from elodesk.pairing import dutch
    from elodesk.pairing.errors import PairingError
    from tests.pairing.simulate import tournament

    if unlimited:
        dutch.MAX_PLAYERS = sys.maxsize
    event = tournament(players, 0, 9, 1)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        outcome = f"{len(dutch.pair(event).boards)} boards"
    except PairingError as exc:
        outcome = f"refused: {exc}"
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"{players} players, round 1: {outcome} in {wall:.1f} s ({cpu:.1f} s of CPU), "
          f"peak memory {peak / 1024:.0f} MB ({before / 1024:.0f} MB before pairing)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[1000, 2000, 4000])
    parser.add_argument("--unlimited", action="store_true", help="measure beyond dutch.MAX_PLAYERS")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        _child(args.child, args.unlimited)
        return
    for players in args.players:
        command = [sys.executable, __file__, "--child", str(players)] + (["--unlimited"] if args.unlimited else [])
        done = subprocess.run(command, check=False)
        if done.returncode:
            print(f"{players} players, round 1: the process ended with code {done.returncode}", flush=True)


if __name__ == "__main__":
    main()
