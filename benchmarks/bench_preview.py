"""A period previewed from the club database against ``elodesk compute`` on the same document.

Run by hand: ``python benchmarks/bench_preview.py [frbe|ffe|frbe-classic]``. Builds (once, cached in
/tmp) a club database holding one federation-sized period of ``benchmarks.generate.chess``
(10,000 players, 100,000 games), then runs, each in a child process of its own so that their
peaks do not mix: (a) ``store.runs.previewed`` on that period, as the Ratings page's worker does;
(b) ``elodesk compute`` on the document ``store.runs.build_document`` makes of the same period.
Target (issue 13, 4): (a) at most 1.3 times (b), in CPU and in peak memory. The two are run in
turns, three times each (``--repeat``), and each side's best is compared: on a shared machine one
pair of runs moved the ratio by a quarter either way.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if TYPE_CHECKING:
    from elodesk.store.runs import RunScope

TARGET = 1.3
GAMES_PER_EVENT = 500
# (a): the preview's child opens the database and previews the period, nothing else; it prints
# the CPU of the preview alone (what the window's worker spends: the window has its modules loaded,
# the engines included).
PREVIEW = """
import sys, time
from datetime import date
from elodesk.store.db import open_db
from elodesk.store.run_preview import load_engines
from elodesk.store.runs import PERIOD, RunScope, previewed
load_engines()  # as the Ratings page does, off its UI thread, when it opens
start = time.process_time()
db = open_db(sys.argv[1], create=False)
previewed(db, RunScope(sys.argv[2], date.fromisoformat(sys.argv[3]), date.fromisoformat(sys.argv[4]), kind=PERIOD))
print(time.process_time() - start)
"""


def build(path: Path, system: str) -> RunScope:
    """The club database of one generated period: its players, their states, its games in events."""
    from benchmarks import generate
    from elodesk.store.db import open_db
    from elodesk.store.ratings import state_of
    from elodesk.store.runs import PERIOD, RunScope

    doc = generate.chess(system)
    period = doc["period"]
    sel = RunScope(system, date.fromisoformat(period["start"]), date.fromisoformat(period["end"]), kind=PERIOD)
    if path.exists():
        return sel
    db = open_db(path)
    ids = {p["id"]: n for n, p in enumerate(doc["players"], start=1)}
    with db.conn:
        db.conn.executemany(
            "INSERT INTO players (id, name, fide_rating, is_foreign, is_member, birth_date) VALUES (?, ?, ?, ?, ?, ?)",
            [(ids[p["id"]], f"Joueur {p['id']}", p.get("fide_rating"), int(p.get("foreign", False)),
              int(p.get("member", True)), p.get("birth_date")) for p in doc["players"]])
        db.conn.executemany(
            "INSERT INTO ratings (player_id, system, rating, games, state) VALUES (?, ?, ?, ?, ?)",
            [(ids[p["id"]], system, p.get("rating"), p.get("games") or 0, json.dumps(state_of(system, p)))
             for p in doc["players"]])
        games = sorted(doc["games"], key=lambda g: g["date"])
        for e, first in enumerate(range(0, len(games), GAMES_PER_EVENT), start=1):
            chunk = games[first:first + GAMES_PER_EVENT]
            db.conn.execute('INSERT INTO events (id, system, name, start, "end", rate) VALUES (?, ?, ?, ?, ?, ?)',
                            [e, system, f"Open {e}", chunk[0]["date"], chunk[-1]["date"], "standard"])
            db.conn.executemany(
                "INSERT INTO chess_games (event_id, round, board, date, white_id, black_id, result) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(e, 1, n, g["date"], ids[g["white"]], ids[g["black"]], g["result"]) for n, g in enumerate(chunk)])
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()
    return sel


class Usage(NamedTuple):
    cpu: float  # seconds
    peak: float  # MiB
    out: bytes


def child(command: list[str], *, capture: bool = True) -> Usage:
    """CPU seconds and peak memory (MiB) of one child process running ``command`` (its own, by wait4),
    and what it printed (a large output is not kept: the next child's peak would count it)."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    assert process.stderr is not None
    out = process.stdout.read() if process.stdout is not None else b""  # the children print little
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command[1:3]}: exit {process.returncode}: {errors.decode()}")
    return Usage(usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out)


def prepare(system: str, source: Path) -> None:
    """Build the database if need be and write the period's compute document to ``source``.

    Run in a child of its own: a child's peak memory counts its parent's at the fork, so the
    parent that measures holds nothing large.
    """
    import orjson

    from elodesk.store.db import open_db
    from elodesk.store.runs import build_document

    path = database(system)
    sel = build(path, system)
    db = open_db(path, create=False)
    doc = build_document(db, sel)
    db.conn.close()
    source.write_bytes(orjson.dumps(doc))
    meta = {"players": len(doc["players"]), "games": len(doc["games"]), **doc["period"]}
    source.with_suffix(".meta").write_text(json.dumps(meta))


# --phases: where each side's CPU goes, in one child, the best of three runs of each step: the
# preview's document from the database (store.run_document.build) and the rest of the preview
# (the contract's reading, the engine, the rows with their explanations' JSON); compute's parse,
# depth check, reading and engine with its output's JSON.
PHASES = """
import sys, time, gc
import orjson
from datetime import date
from elodesk.core.contract import stream_document
from elodesk.core.contract.common import check_depth
from elodesk.store.db import open_db
from elodesk.store.run_document import build
from elodesk.store.run_preview import load_engines
from elodesk.store.runs import PERIOD, RunScope, previewed
load_engines()
db = open_db(sys.argv[1], create=False)
sel = RunScope(sys.argv[2], date.fromisoformat(sys.argv[3]), date.fromisoformat(sys.argv[4]), kind=PERIOD)
source = open(sys.argv[5], "rb").read()
def clock(step):
    start = time.process_time()
    step()
    return time.process_time() - start
def compute():
    doc = orjson.loads(source)
    check_depth(doc, skip=("games",))
    for entry in stream_document(doc).players:
        orjson.dumps(entry)
steps = {"preview: document from the database": lambda: build(db, sel),
         "preview: whole": lambda: previewed(db, sel),
         "compute: orjson.loads": lambda: orjson.loads(source),
         "compute: whole but start and write": compute}
gc.disable()  # as compute runs, and the preview for its own part
best = {name: min(clock(step) for _ in range(3)) for name, step in steps.items()}
for name, cpu in best.items():
    print(f"  {name:40s} {cpu:6.3f} s")
"""


def database(system: str) -> Path:
    return Path(f"/tmp/elodesk-bench-preview-{system}.elodesk")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("system", nargs="?", default="frbe", choices=("frbe", "frbe-classic", "ffe"))
    parser.add_argument("--prepare", type=Path, help=argparse.SUPPRESS)  # the child that builds
    parser.add_argument("--phases", action="store_true", help="where each side's CPU goes (best of three)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each side, taken in turns; each figure is its side's best (default 3)")
    args = parser.parse_args()
    if args.prepare:
        prepare(args.system, args.prepare)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "document.json"
        child([sys.executable, __file__, args.system, "--prepare", str(source)])
        meta = json.loads(source.with_suffix(".meta").read_text())
        if args.phases:
            phases = child([sys.executable, "-c", PHASES, str(database(args.system)), args.system,
                            meta["start"], meta["end"], str(source)])
            print(f"{args.system}: {meta['players']} players, {meta['games']} games; CPU of each step\n"
                  f"{phases.out.decode()}", end="")
            return 0
        idle = child([sys.executable, "-c", "import elodesk.store.runs"])
        computes, previews = [], []
        for _ in range(max(1, args.repeat)):  # in turns: a moment when the machine is busy costs both sides
            computes.append(child([sys.executable, "-m", "elodesk", "compute", str(source)], capture=False))
            previews.append(child([sys.executable, "-c", PREVIEW, str(database(args.system)), args.system,
                                   meta["start"], meta["end"]]))
    compute = min(computes, key=lambda run: run.cpu)
    preview = min(previews, key=lambda run: float(run.out))
    print(f"{args.system}: {meta['players']} players, {meta['games']} games; best of {len(computes)} runs each "
          f"(CPU: compute {' '.join(f'{run.cpu:.2f}' for run in computes)}, preview "
          f"{' '.join(f'{float(run.out):.2f}' for run in previews)}); "
          f"a child that only imports the store: {idle.cpu:.2f} s, {idle.peak:.0f} MiB")
    failed = False
    for what, unit, a, b in (("CPU", "s", float(preview.out), compute.cpu),
                             ("peak RSS", "MiB", min(run.peak for run in previews), min(run.peak for run in computes))):
        ratio = a / b
        failed |= ratio > TARGET
        print(f"  {what:8s} preview {a:8.2f} {unit:3s} compute {b:8.2f} {unit:3s} ratio {ratio:4.2f} "
              f"(target ≤ {TARGET})  {'ok' if ratio <= TARGET else 'SLOW'}")
    print(f"  (the preview's whole process, its imports included: {preview.cpu:.2f} s, "
          f"ratio {preview.cpu / compute.cpu:.2f})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
