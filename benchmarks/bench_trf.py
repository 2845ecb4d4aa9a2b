"""Time reading a large TRF: 3,000 players, 11 rounds (target: under 1 s, parsing included).

Run by hand: ``python benchmarks/bench_trf.py [--players N] [--rounds N] [--repeat N]``.
The file is written by :func:`elodesk.formats.trf.write_fide` from a seeded Swiss-like event
(a few forfeits, half-point byes and absences each round), then read back ``--repeat`` times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.formats import trf
from elodesk.formats.records import ByeRecord, ChessGameRecord, EventRecord, PlayerRecord


def event(players: int, rounds: int, seed: int = 1) -> EventRecord:
    rnd = random.Random(seed)
    people = [
        PlayerRecord(str(i), f"Player{i:05d}, Test", birth_date=date(1950 + i % 60, 1 + i % 12, 1 + i % 28),
                     sex="MF"[i % 5 == 0], federation="BEL", fide_id=str(200000 + i),
                     ratings={"fide": 2700 - i * 1500 // players})
        for i in range(1, players + 1)
    ]
    start = date(2025, 7, 1)
    games: list[ChessGameRecord] = []
    byes: list[ByeRecord] = []
    for r in range(1, rounds + 1):
        present = []
        for p in people:
            x = rnd.random()
            if x < 0.01:
                byes.append(ByeRecord(r, p.ref, "Z", 0.0))
            elif x < 0.02:
                byes.append(ByeRecord(r, p.ref, "H", 0.5))
            else:
                present.append(p.ref)
        rnd.shuffle(present)
        if len(present) % 2:
            byes.append(ByeRecord(r, present.pop(), "U", 1.0))
        for white, black in zip(present[::2], present[1::2], strict=True):
            x = rnd.random()
            result = ("+-" if x < 0.01 else "-+" if x < 0.02 else "1/2-1/2" if x < 0.3
                      else "1-0" if x < 0.68 else "0-1")
            games.append(ChessGameRecord(r, white, black, result, date=start + timedelta(days=r - 1)))
    return EventRecord("Benchmark Open", "trf", place="Wavre", federation="BEL", start=start,
                       end=start + timedelta(days=rounds - 1), arbiter="Arbiter, Chief", rounds=rounds,
                       round_dates={r: start + timedelta(days=r - 1) for r in range(1, rounds + 1)},
                       players=people, games=games, byes=byes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    source = event(args.players, args.rounds)
    with tempfile.TemporaryDirectory() as tmp:
        path = trf.write_fide(source, Path(tmp) / "bench.trf")
        size = path.stat().st_size
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            read = trf.read(path)
            times.append(time.perf_counter() - t0)
    assert len(read.players) == args.players and len(read.games) == len(source.games), "round trip failed"
    assert read.warnings == [], read.warnings[:3]
    best, median = min(times), statistics.median(times)
    print(f"trf.read: {args.players} players, {args.rounds} rounds, {len(read.games)} games, "
          f"{len(read.byes)} byes, {size / 1e6:.2f} MB")
    print(f"  best {best:.3f} s, median {median:.3f} s over {args.repeat} runs (target < 1 s): "
          f"{'OK' if median < 1.0 else 'TOO SLOW'}")


if __name__ == "__main__":
    main()
