"""Killed at any moment, an import or an apply leaves the club database as it was or as it is after.

A child process is sent ``SIGKILL`` at a random (seeded) moment of the action, on a club big
enough for the write to take about a second (an apply rates 5,000 players; an import adds 55,000
games of 10,000 players, half of them already in the club). After each kill the database passes
``PRAGMA integrity_check`` and its dump equals exactly the state before or the state after, both
computed once; the only thing masked is the clock (when the file was imported or the run applied,
and the time in the name of the backup an apply makes).
``pytest --long`` kills ten times more often.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from benchmarks.bench_trf import event
from elodesk.formats import trf
from elodesk.store.backups import PARTIAL_SUFFIX, clear_partial_backups
from elodesk.store.db import dump, open_db, writer_path
from elodesk.store.importer import import_file

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill server forks (POSIX)")

ROOT = Path(__file__).resolve().parents[2]
PLAYERS, ROUNDS = 5000, 11
KILLS, LONG_KILLS = 20, 200
CLOCK = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(\+00:00)?|before-apply-\d{8}-\d{6}-\d{6}")


@dataclass(frozen=True)
class Club:
    """A club database with one big event imported, and a second event of the same players."""

    template: Path
    event_id: int
    second: Path


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Club:
    folder = tmp_path_factory.mktemp("crash")
    first = trf.write_fide(event(PLAYERS, ROUNDS, seed=1), folder / "first.trf")
    # twice as many players: the first event's 5,000 (matched by FIDE id) and 5,000 new ones
    second = trf.write_fide(event(2 * PLAYERS, ROUNDS, seed=2), folder / "second.trf")
    template = folder / "club.elodesk"
    db = open_db(template)
    event_id = import_file(db, first, system="frbe").event_id
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()
    assert event_id is not None
    return Club(template, event_id, second)


class KillServer:
    """The process that forks the writers and kills them (tests/store/children.py)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "tests.store.children", "kill-server"], cwd=ROOT,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, request: dict[str, Any], kill_after: float | None) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps({**request, "kill_after": kill_after}) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        assert not answer["failed"], "the action failed in the child (see its standard error)"
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def server():
    server = KillServer()
    yield server
    server.close()


def state(path: Path) -> str:
    """The database's dump after a crash (clock masked), once it has passed the integrity check."""
    db = open_db(path, create=False)  # what the user's next start does: the WAL is recovered
    try:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        return CLOCK.sub("<clock>", dump(db))
    finally:
        db.conn.close()


def backups_left(path: Path, before: str) -> int:
    """How many backups a kill left next to the database: each one whole (the state before the action);
    the partial copies the killed process left go at the next backup."""
    copies = list(path.parent.glob(f"{path.name}.*.bak"))
    for copy in copies:
        assert state(copy) == before, f"{copy.name} is not a whole copy of the state before"
    clear_partial_backups(path)
    assert [p.name for p in path.parent.iterdir() if PARTIAL_SUFFIX in p.name] == []
    return len(copies)


def kill_repeatedly(server: KillServer, club: Club, request: dict[str, Any], kills: int, seed: int,
                    folder: Path) -> None:
    """Kill the action ``kills`` times at random moments; every time, the state is before or after."""
    trial = folder / "trial"

    def fresh() -> Path:
        shutil.rmtree(trial, ignore_errors=True)
        trial.mkdir()
        shutil.copy(club.template, trial / "club.elodesk")
        return trial / "club.elodesk"

    before = state(club.template)
    path = fresh()
    reference = server.run({**request, "db": str(path)}, kill_after=None)
    after = state(path)
    assert after != before
    rnd = random.Random(seed)
    outcomes: Counter[str] = Counter()
    duration = reference["seconds"]
    while outcomes["killed"] < kills:
        assert outcomes["tries"] < 5 * kills, f"the action kept finishing before its kill: {outcomes}"
        outcomes["tries"] += 1
        path = fresh()
        answer = server.run({**request, "db": str(path)}, kill_after=rnd.uniform(0, duration))
        if answer["killed"]:
            outcomes["killed"] += 1
            # the writer's note is there from BEGIN IMMEDIATE to just before COMMIT
            outcomes["killed inside the transaction"] += writer_path(path).exists()
        else:  # faster than thought: aim within the time it took
            duration = answer["seconds"]
        found = state(path)
        assert found in (before, after), f"try {outcomes['tries']}: a state neither before nor after"
        outcomes["before" if found == before else "after"] += 1
        copies = backups_left(path, before)
        # an apply's backup exists if it was applied; else only a kill during the COMMIT leaves it
        assert copies == (request["action"] == "apply") if found == after else copies <= 1
        outcomes["backup left by a kill during the COMMIT"] += copies if found == before else 0
    shutil.rmtree(trial)
    print(f"\n{request['action']}: {reference['seconds']:.2f} s when not killed; {dict(outcomes)}")
    # the kills did land while the transaction was open, not only before or after it
    assert outcomes["killed inside the transaction"] > 0


def test_an_import_killed_at_any_moment_leaves_the_database_before_or_after(server, club, tmp_path, long_run):
    request = {"action": "import", "file": str(club.second)}
    kill_repeatedly(server, club, request, LONG_KILLS if long_run else KILLS, 1, tmp_path)


def test_an_apply_killed_at_any_moment_leaves_the_database_before_or_after(server, club, tmp_path, long_run):
    request = {"action": "apply", "event": club.event_id}
    kill_repeatedly(server, club, request, LONG_KILLS if long_run else KILLS, 2, tmp_path)
