"""Make the club databases of older elodesk versions, each by that version's own code.

Run from the worktree: ``python tests/store/old_versions/make.py`` (it needs git and the
files below). For each commit it extracts the commit's tree (``git archive``), runs that
version with this interpreter (``PYTHONPATH`` = the tree) and keeps the database it made as
``tests/store/old_versions/<commit>.elodesk`` (VACUUMed: tens of KB). The upgrade tests
(``tests/store/test_old_versions.py``) open a copy of each with today's code.

The versions, one per schema the club database has had, and the ends of work sessions
(the history is linear; a session ends where the commits pause):

* ``56dc05b`` — the first versions (285f574 .. b8048ff^): m001 without the ``imports``
  table, which b8048ff later added inside the shipped m001. No file reader yet: the
  database is made through that version's importer from its demo's records (a Belgian
  tournament, a French blitz named "Blitz du club"), and the French period of the blitz (its
  games rated as standard ones, as the issue saw) and a Belgian period are applied.
  (285f574 itself has no French engine, which the blitz needs.)
* ``f2c30c9`` — end of the first session: m001 with ``imports``, no rate. A real Papi
  blitz (``sharly_bre-jeunes-2024-blitz.papi``, event "Blitz") and a TRF are imported,
  a Belgian period applied. (Its French engine refuses the ratings its Papi reader took from
  that file, "expected a multiple of 10 …, got 1471": no French period here.)
* ``f264d5e`` — the last version with m001 and m002 only (the event rate; m002 set every
  earlier chess event ``standard``).
* ``492feba`` — a session's end with m001 .. m005 (FIDE rates, tie-breaks, withdrawals).
* ``7edab1b`` — a session's end with m006 (the player indexes).
* ``f9742c8`` — a later session's end, same schema, today's importer and runs.

The versions after f2c30c9 get the same files (the blitz is then read as blitz).
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
PAPI_BLITZ = ROOT.parent / "shared/data/papi/sharly_bre-jeunes-2024-blitz.papi"
TRF = ROOT / "tests/data/real/sharly_gacrux_tied_ratings_9p.trf"
# The TRF's one day (2025-08-18) falls in this Belgian period.
PERIOD = ["--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31"]

# 56dc05b has no file reader: its own importer is fed its demo's records.
FIRST_VERSIONS = """
import random, sys
from datetime import date
from pathlib import Path
from elodesk.demo import _chess_players, _swiss
from elodesk.store.db import open_db
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.runs import RunScope, apply

db = open_db(sys.argv[1])
rnd = random.Random(2026)
belgians, french = _chess_players(rnd)
source = Path("demo")
roster = ImportReport(file="roster", format="demo", system=None, dry_run=False)
run_import(db, roster, lambda imp: imp.player_list(belgians[:12] + french[:10], {"frbe": "frbe", "ffe": "ffe"}),
           source, None)
for name, players, system, day, rounds in (
        ("Championnat du cercle", belgians[:12], "frbe", date(2025, 8, 1), 5),
        ("Blitz du club", french[:10], "ffe", date(2024, 3, 8), 7)):
    event = _swiss(rnd, name, players, system, day, rounds, "Wavre")
    if rounds == 7:  # a blitz: one evening
        event.end = day
        event.round_dates = {r: day for r in event.round_dates}
        for game in event.games:
            game.date = day
    report = ImportReport(file=name, format="papi" if system == "ffe" else "trf", system=system, dry_run=False)
    run_import(db, report, lambda imp, e=event, s=system: imp.chess_event(e, s, source, "first:" + e.name),
               source, None)
apply(db, RunScope("ffe", date(2024, 3, 1), date(2024, 3, 31)))
apply(db, RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)))
"""

VERSIONS = ("56dc05b", "f2c30c9", "f264d5e", "492feba", "7edab1b", "f9742c8")


def run(tree: Path, *args: str) -> None:
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(tree), "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, *args], cwd=tree, env=env, check=True, stdout=subprocess.DEVNULL)


def make(commit: str, work: Path) -> Path:
    """The database ``commit`` makes, in ``work``."""
    tree = work / commit
    tree.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    db = work / f"{commit}.elodesk"
    if commit == "56dc05b":
        run(tree, "-c", FIRST_VERSIONS, str(db))
    else:
        run(tree, "-m", "elodesk", "--db", str(db), "import", str(PAPI_BLITZ))
        # Belgian, as the first versions read it (later ones send a TRF with no federation to FIDE).
        run(tree, "-m", "elodesk", "--db", str(db), "import", str(TRF), "--system", "frbe")
        run(tree, "-m", "elodesk", "--db", str(db), "apply", *PERIOD)
    # Small pages (one at least per table and index): a third of the size, the same rows.
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA page_size = 1024")
    conn.execute("VACUUM")
    conn.execute("PRAGMA journal_mode = WAL")  # as elodesk leaves its files
    conn.close()
    return db


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for commit in VERSIONS:
            made = make(commit, Path(folder))
            shutil.copyfile(made, HERE / made.name)
            print(f"{made.name}: {made.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
