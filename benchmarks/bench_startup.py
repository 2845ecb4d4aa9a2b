"""Start-up of the command line: the CPU of `elodesk import` of a small TRF and of `elodesk compute` of a
two-player document, beyond the interpreter's own start (`python -c pass`).

Run by hand: ``python benchmarks/bench_startup.py [--repeat N]``. Target (issue 13): `elodesk import`
of a small TRF at most 0.15 s of CPU beyond `python -c pass`; the command line loads only what the
command needs (``python -X importtime -m elodesk ...`` lists what it loads).

Each command runs in its own process, CPU (user + system) as ``os.wait4`` reports it, the best of
``--repeat`` runs (the machine is shared), with its bytecode compiled as an installed package has
it. The import goes into a copy of a club database made beforehand (an officer's database exists;
making one is the first run's cost, shown apart).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.15  # seconds of CPU beyond the interpreter's own start
# A five-player, one-round TRF (529 bytes), from the shared real files when they are there.
SHARED_TRF = ROOT.parent / "shared" / "data" / "trf" / "bbpPairings_dutch_2025_C9.trf"
SMALL_TRF = """012 Dutch 2025 C9 test
001    1      Test0001 Player0001               2720                             1.0    1     3 w 1
001    2      Test0002 Player0002               2701                             1.0    2     4 b 1
001    3      Test0003 Player0003               2697                             0.0    3     1 b 0
001    4      Test0004 Player0004               2689                             0.0    4     2 w 0
001    5      Test0005 Player0005               2673                             0.0    5  0000 - Z
XXR 3
"""
TINY_DOCUMENT = {
    "system": "frbe", "period": {"start": "2025-01-01", "end": "2025-06-30"},
    "players": [{"id": "a", "rating": 1500, "games": 30}, {"id": "b", "rating": 1600, "games": 40}],
    "games": [{"id": "g1", "date": "2025-01-02", "white": "a", "black": "b", "result": "1-0"}],
}


def compiled_env(folder: Path) -> dict[str, str]:
    """The environment of an installed elodesk: its modules' bytecode compiled once and kept.

    pip compiles a package's bytecode when it installs it; a working tree with
    PYTHONDONTWRITEBYTECODE set compiles every module at every start instead (a fifth
    of a small import). The children keep theirs in ``folder``, outside the tree.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(folder)
    return env


@dataclass(frozen=True, slots=True)
class Run:
    cpu: float  # seconds, user + system
    peak: int  # bytes of resident memory at the peak


def run_child(args: list[str], env: dict[str, str] | None = None) -> Run:
    """Run a command to its end, output dropped: its own CPU and peak memory (not its children's, by wait4);
    a failure stops here."""
    with subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env) as child:
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        error = child.stderr.read() if child.stderr else b""
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: exit {child.returncode}: {error.decode()}")
    return Run(usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)


def cpu(args: list[str], env: dict[str, str] | None = None) -> float:
    """CPU seconds of one run of a command (its own, user + system)."""
    return run_child(args, env).cpu


def best(repeat: int, args: list[str], env: dict[str, str], before: list[str] | None = None) -> float:
    """The least CPU of ``repeat`` runs after one to compile; ``before`` is copied into place before each run."""
    times = []
    for _ in range(repeat + 1):
        if before:
            shutil.copyfile(before[0], before[1])
        times.append(cpu(args, env))
    return min(times[1:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    python = sys.executable
    elodesk = [python, "-m", "elodesk"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        trf = folder / "small.trf"
        if SHARED_TRF.exists():
            shutil.copyfile(SHARED_TRF, trf)
        else:
            trf.write_text(SMALL_TRF, encoding="ascii")
        document = folder / "tiny.json"
        document.write_bytes(orjson.dumps(TINY_DOCUMENT))
        env = compiled_env(folder / "bytecode")
        empty, club = folder / "empty.elodesk", folder / "club.elodesk"
        cpu([*elodesk, "--help"], env)  # compiles the command line's modules
        make = f"from elodesk.store.db import open_db; open_db({str(empty)!r}, create=True).close()"
        first = cpu([python, "-c", make], env)  # makes the database: migrations (read commands refuse a missing one)
        bare = best(args.repeat, [python, "-c", "pass"], env)
        imported = best(args.repeat, [*elodesk, "--db", str(club), "import", str(trf)], env,
                        before=[str(empty), str(club)])
        computed = best(args.repeat, [*elodesk, "compute", str(document)], env)
        helped = best(args.repeat, [*elodesk, "--help"], env)
    rows = [("elodesk import (a 529-byte TRF)", imported - bare, TARGET),
            ("elodesk compute (two players)", computed - bare, None),
            ("elodesk --help", helped - bare, None)]
    print(f"python -c pass: {bare:.3f} s of CPU; making a new database: {first:.3f} s")
    failed = False
    for name, extra, target in rows:
        verdict = "" if target is None else f"  (target {target:.2f} s)  {'ok' if extra <= target else 'MISSED'}"
        failed |= target is not None and extra > target
        print(f"{name:34s} +{extra:.3f} s{verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
