"""Time whole imports into a new club database (reading + matching + writing, one transaction).

Run by hand: ``python benchmarks/bench_import.py``. Targets (issue 3): a 3,000-player,
11-round TRF under 1 s; a 350-player Papi file under 0.5 s.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.bench_lists import write_big_papi
from benchmarks.bench_trf import event
from elodesk.formats import trf
from elodesk.store.db import open_db
from elodesk.store.importer import import_file


def time_import(path: Path, repeat: int) -> list[float]:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(repeat):
            db = open_db(Path(tmp) / f"club{i}.elodesk")
            start = time.perf_counter()
            import_file(db, path)
            times.append(time.perf_counter() - start)
            db.conn.close()
    return times


def main() -> int:
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        big_trf = Path(tmp) / "national.trf"
        trf.write_fide(event(3000, 11), big_trf)
        papi_file = Path(tmp) / "open.papi"
        write_big_papi(papi_file, 350, 9)
        for name, path, target in (("TRF 3,000 x 11", big_trf, 1.0), ("Papi 350 x 9", papi_file, 0.5)):
            times = time_import(path, 5)
            median = statistics.median(times)
            failed |= median >= target
            print(f"{name:16s} best {min(times):.2f} s  median {median:.2f} s  (target {target} s)  "
                  f"{'ok' if median < target else 'SLOW'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
