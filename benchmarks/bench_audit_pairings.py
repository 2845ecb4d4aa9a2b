"""Time the audit's pairing section on a whole Swiss open (target: a 300-player, 9-round open well under 10 s).

Run by hand: ``python benchmarks/bench_audit_pairings.py FILE.trf ...`` or, to make the open with
bbpPairings' random tournament generator (the Dutch engine the section must agree with),
``python benchmarks/bench_audit_pairings.py --bbp PATH/TO/bbpPairings.exe [--players 300] [--rounds 9]
[--seed 7]``. Every round is paired again by the Dutch engine (twice for a round that differs
from it after an earlier one that did: once from the file's history, once from the reference
history), so a file that differs everywhere costs up to twice one that agrees. Prints the CPU time
(on a shared machine the fair figure) and the verdicts.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from elodesk.formats import trf
from elodesk.reports.audit.pairings import pairing_findings


def generated(bbp: str, players: int, rounds: int, seed: int, folder: Path) -> Path:
    config = folder / "config.txt"
    config.write_text(f"PlayersNumber={players}\nRoundsNumber={rounds}\nForfeitRate=30\nRetiredRate=40\n"
                      "HalfPointByeRate=30\n")
    out = folder / f"open_{players}_{rounds}_{seed}.trf"
    subprocess.run([bbp, "--dutch", "-g", str(config), "-o", str(out), "-s", str(seed)], check=True,
                   capture_output=True)
    return out


def timed(path: Path) -> str:
    event = trf.read(path)
    wall, cpu = time.perf_counter(), time.process_time()
    findings = pairing_findings(event)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    verdicts = Counter(f.kind for f in findings if f.board is None and f.line is None)
    return (f"{path.name}: {len(event.players)} players, {len(findings)} findings {dict(verdicts)} in "
            f"{wall:.2f} s ({cpu:.2f} s of CPU)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--bbp", help="bbpPairings.exe, to generate the open")
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        files = list(args.files)
        if args.bbp:
            files.append(generated(args.bbp, args.players, args.rounds, args.seed, Path(folder)))
        for path in files:
            print(timed(path))


if __name__ == "__main__":
    main()
