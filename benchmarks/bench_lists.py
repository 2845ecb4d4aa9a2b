"""Time the readers on federation-sized files: the FIDE list (TXT) and a Papi tournament.

Run by hand: ``python benchmarks/bench_lists.py [--lines N] [--repeat N]``.

- FIDE list: a generated standard-list TXT of 500,000 players (the real layout), read with a
  federation filter (about 2% of the players kept) and without; seconds, and the peak of Python
  allocations while reading (tracemalloc, a separate run) against the file's size.
- Papi: a generated 350-player, 9-round tournament (a real Jet 4 file, written by the test
  fixture generator); seconds to ``papi.read`` it. Target: under 0.5 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.formats import fide_list, papi
from tests.formats.fixtures.make_papi.make_papi import player_row, write_papi

HEADER = ("ID Number      Name                                                         "
          "Fed Sex Tit  WTit OTit           FOA SEP25 Gms K  B-day Flag")
FEDERATIONS = ["GER", "FRA", "ESP", "IND", "RUS", "ITA", "USA", "POL", "NED", "ENG"] * 5 + ["BEL"]


def write_fide_txt(path: Path, lines: int) -> None:
    rng = random.Random(1)
    with path.open("w", encoding="latin-1", newline="\r\n") as out:
        out.write(HEADER + "\n")
        for i in range(lines):
            name = f"Name{i}, Given{i % 997}"
            title = rng.choice(["", "", "", "", "FM", "IM", "GM"])
            rating = rng.randint(1000, 2800) if i % 7 else 0
            out.write(f"{10_000_000 + i:<15}{name:<61}{FEDERATIONS[i % len(FEDERATIONS)]:<4}"
                      f"{'M' if i % 5 else 'F':<4}{title:<5}{'':<5}{'':<15}{'':<4}"
                      f"{rating or '':<6}{rng.randint(0, 12):<4}{rng.choice([10, 20, 40]):<3}"
                      f"{rng.randint(1930, 2018):<6}{'i' if i % 3 == 0 else ''}\n")


def time_fide(path: Path, repeat: int, federations: set[str] | None) -> tuple[float, int]:
    times, count = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        count = sum(1 for _ in fide_list.read(path, federations=federations))
        times.append(time.perf_counter() - start)
    return min(times), count


def peak_fide(path: Path, federations: set[str] | None) -> int:
    tracemalloc.start()
    try:
        for _ in fide_list.read(path, federations=federations):
            pass
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def write_big_papi(path: Path, players: int = 350, rounds: int = 9) -> None:
    rng = random.Random(2)
    refs = list(range(2, players + 2))
    schedule: dict[int, dict[int, tuple[str, int | None, int]]] = {ref: {} for ref in refs}
    for rnd in range(1, rounds + 1):
        order = refs[:]
        rng.shuffle(order)
        if len(order) % 2:
            schedule[order.pop()][rnd] = ("R", 1, 6)
        for white, black in zip(order[::2], order[1::2], strict=True):
            result = rng.choice([3, 2, 1])
            schedule[white][rnd] = ("B", black, result)
            schedule[black][rnd] = ("N", white, {3: 1, 1: 3, 2: 2}[result])
    rows = [player_row(ref, f"JOUEUR{ref}", "Prénom", NrFFE=f"A{ref:05}", Elo=rng.randint(1000, 2400),
                       Fide="N", Federation="FRA", Club="Club", rounds=schedule[ref]) for ref in refs]
    write_papi(path, {"Nom": "Grand open", "NbrRondes": str(rounds), "ClassElo": "Elo",
                      "DateDebut": "01/07/2024", "DateFin": "09/07/2024"}, rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=500_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        txt = Path(tmp) / "standard_sep25frl.txt"
        write_fide_txt(txt, args.lines)
        size = txt.stat().st_size
        print(f"FIDE TXT: {args.lines:,} players, {size / 1e6:.1f} MB")
        for label, feds in (("federation filter {BEL}", {"BEL"}), ("no filter", None)):
            seconds, count = time_fide(txt, args.repeat, feds)
            peak = peak_fide(txt, feds)
            print(f"  {label:<24} {seconds:6.2f} s  {count:>7,} players  "
                  f"peak Python allocations {peak / 1e6:.2f} MB")

        papi_file = Path(tmp) / "open.papi"
        write_big_papi(papi_file)
        times = []
        for _ in range(max(args.repeat, 5)):
            start = time.perf_counter()
            event = papi.read(papi_file)
            times.append(time.perf_counter() - start)
        best, median = min(times), statistics.median(times)
        verdict = "ok" if median < 0.5 else "OVER the 0.5 s target"
        print(f"Papi: {len(event.players)} players, {len(event.games)} games, "
              f"{papi_file.stat().st_size / 1e6:.2f} MB: best {best:.3f} s, "
              f"median {median:.3f} s ({verdict})")
        if event.warnings:
            print("  warnings:", [str(w) for w in event.warnings[:3]])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
