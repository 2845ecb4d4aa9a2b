"""Hostile files of issue 21: how long each takes to be read or refused, and the peak of Python allocations.

Run by hand: ``python benchmarks/bench_hostile.py [--megabytes N]``.

- TRF: a player line of N MB of round cells that are none (before: a notice per 10 characters, 2.7 GB for
  20 MB; now refused at once, the line being longer than trf_layout.LINE_MAX);
- the same line cut to just under the bound: read, its notices bounded (notices.KEEP of a kind, one counting);
- PGN: 200 KB of comments that never close (before: 46 s, the end of the moves was found by a quadratic
  regular expression);
- a zipped FIDE TXT list whose one line is N MB (before: read whole, then refused by the archive cap).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import tracemalloc
import zipfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.formats import fide_list, pgn, trf, trf_layout
from elodesk.formats.errors import FormatError

PLAYER = "001    1 m    Doe, John                         1800 BEL     1234567 1990/01/01  0.0    1"
HEADER = ("ID Number      Name                                                         "
          "Fed Sex Tit  WTit OTit           FOA SEP25 Gms K  B-day Flag")


def measure(label: str, read: Callable[[], object]) -> None:
    tracemalloc.start()
    start = time.perf_counter()
    try:
        outcome = f"read, {len(getattr(read(), 'warnings', []))} notices"
    except FormatError as error:
        outcome = f"refused: {str(error)[:70]}…"
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{label:<34} {seconds:7.2f} s  peak {peak / 1e6:8.1f} MB  {outcome}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megabytes", type=int, default=20)
    args = parser.parse_args()
    size = args.megabytes << 20
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        long_trf = folder / "long.trf"
        long_trf.write_text(f"012 Open\n{PLAYER.ljust(trf_layout.FIRST_ROUND)}{'x' * size}\n")
        measure(f"TRF, a line of {args.megabytes} MB", lambda: trf.read(long_trf))
        under = folder / "under.trf"
        under.write_text(f"012 Open\n{PLAYER.ljust(trf_layout.FIRST_ROUND)}"
                         f"{'x' * (trf_layout.LINE_MAX - trf_layout.FIRST_ROUND)}\n")
        measure(f"TRF, a line of {trf_layout.LINE_MAX:,} characters", lambda: trf.read(under))
        unclosed = folder / "unclosed.pgn"
        unclosed.write_text('[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 ' + "{ " * 100_000 + "1-0\n")
        measure("PGN, 200 KB of unclosed comments", lambda: pgn.read(unclosed))
        bare = folder / "bare.pgn"  # tag sections without moves: each cut where a roster tag comes again
        bare.write_text("".join(f'[White "A{n}"]\n' for n in range(200_000)))
        measure("PGN, 200,000 bare White tags", lambda: pgn.read(bare))
        zipped = folder / "standard_sep25frl.zip"
        with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as out:
            out.writestr("standard_sep25frl.txt", f"{HEADER}\r\n{'x' * size}\r\n")
        measure(f"FIDE list zipped, a line of {args.megabytes} MB", lambda: list(fide_list.read(zipped)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
