"""Time `elodesk compute` end to end (a new process, JSON in and out) on federation-sized periods.

Run by hand: ``python benchmarks/bench_compute.py [--repeat N]``. Targets (issue 2):
frbe and ffe with 10,000 players / 100,000 games / 2,000 unrated under 2 s;
Bataille Empire 20,000 battles and Diplomacy 5,000 seven-player games under 1 s;
fide (issue 14) 10,000 players / 100,000 standard games in a month under 2 s. Beside each
time, ``orjson.loads`` of the same input in this process: the floor any run pays to read it.
"""

from __future__ import annotations

import argparse
import gc
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks import generate

CASES = {
    "frbe": (lambda: generate.chess("frbe"), 2.0),
    "frbe-classic": (lambda: generate.chess("frbe-classic"), 2.0),
    "ffe": (lambda: generate.chess("ffe"), 2.0),
    "bataille-empire": (generate.bataille_empire, 1.0),
    "diplomacy": (generate.diplomacy, 1.0),
    "fide": (lambda: generate.chess("fide"), 2.0),
}


def run_once(path: Path) -> tuple[float, int]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "elodesk", "compute", str(path)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    elapsed = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"{path.name}: exit {done.returncode}: {done.stderr.decode()}")
    return elapsed, max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)


def time_loads(data: bytes) -> float:
    """Seconds ``orjson.loads`` takes to read the input (collector off, as ``compute`` runs)."""
    gc.disable()
    try:
        t0 = time.perf_counter()
        orjson.loads(data)
        return time.perf_counter() - t0
    finally:
        gc.enable()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("systems", nargs="*", default=list(CASES))
    args = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for system in args.systems:
            make, target = CASES[system]
            doc = make()
            path = Path(tmp) / f"{system}.json"
            data = orjson.dumps(doc)
            path.write_bytes(data)
            times = []
            peak = 0
            for _ in range(args.repeat):
                elapsed, peak = run_once(path)
                times.append(elapsed)
            loads = statistics.median(time_loads(data) for _ in range(args.repeat))
            best, median = min(times), statistics.median(times)
            ok = median < target
            failed |= not ok
            print(f"{system:16s} {len(doc['players']):6d} players {len(doc['games']):7d} games  "
                  f"best {best:.2f} s  median {median:.2f} s  (target {target:.1f} s)  "
                  f"orjson.loads {loads:.3f} s ({len(data) / 2**20:.0f} MiB)  "
                  f"peak RSS {peak / 1024:.0f} MiB  {'ok' if ok else 'SLOW'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
