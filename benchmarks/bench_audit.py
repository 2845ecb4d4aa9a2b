"""Time ``elodesk audit`` on a whole open (target: 300 players, 9 rounds, under 10 s), without the pairing section.

Run by hand: ``python benchmarks/bench_audit.py [--players 300] [--rounds 9] [--seed 1]``.
The tournament is made here: players rated from 2600 down to 1400 with FIDE ids, each round paired by score
(neighbours in the standings, no one met twice when it can be helped), results drawn at random (a third
draws, 2 % forfeits), written as a FIDE TRF (formats.trf.write_fide); then the file is audited from its
path (read, checked, every player's FIDE change computed) and timed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import random
from datetime import date, timedelta

from elodesk.formats import trf
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.reports.audit.report import audit_file

RESULTS = ("1-0", "1/2-1/2", "0-1")
POINTS = {"1-0": (1.0, 0.0), "1/2-1/2": (0.5, 0.5), "0-1": (0.0, 1.0), "+-": (1.0, 0.0), "-+": (0.0, 1.0)}


def tournament(players: int, rounds: int, seed: int) -> EventRecord:
    """A whole Swiss-like open as a file would hold it."""
    rnd = random.Random(seed)
    start = date(2026, 4, 4)
    event = EventRecord("Benchmark open", "trf", federation="BEL", start=start, end=start + timedelta(days=rounds - 1),
                        rounds=rounds, time_control="90 min + 30 s", rate="standard")
    event.players = [PlayerRecord(str(i), f"Player{i:04d}, Test", birth_date=date(1980, 1, 1), sex="M",
                                  federation="BEL", fide_id=str(200000 + i),
                                  ratings={"fide": 2600 - 1200 * i // players})
                     for i in range(1, players + 1)]
    score = {p.ref: 0.0 for p in event.players}
    met: set[tuple[str, str]] = set()
    for r in range(1, rounds + 1):
        order = sorted(score, key=lambda ref: (-score[ref], int(ref)))
        while len(order) > 1:
            white = order.pop(0)
            black = next((o for o in order if (white, o) not in met), order[0])
            order.remove(black)
            met |= {(white, black), (black, white)}
            result = ("+-" if rnd.random() < 0.5 else "-+") if rnd.random() < 0.02 else rnd.choice(RESULTS)
            event.games.append(ChessGameRecord(r, white, black, result, date=start + timedelta(days=r - 1)))
            w, b = POINTS[result]
            score[white] += w
            score[black] += b
    return event


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    made = time.perf_counter()
    event = tournament(args.players, args.rounds, args.seed)
    made = time.perf_counter() - made
    with tempfile.TemporaryDirectory() as folder:
        path = trf.write_fide(event, Path(folder) / "open.trf")
        wall, cpu = time.perf_counter(), time.process_time()
        report = audit_file(path)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{report.players} players, {report.rounds} rounds: {len(report.findings)} findings "
          f"(exit status {report.exit_status()}) in {wall:.2f} s "
          f"({cpu:.2f} s of CPU; tournament made in {made:.1f} s)")


if __name__ == "__main__":
    main()
