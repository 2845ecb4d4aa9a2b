"""Two users of one club database at once: two applies of the same event, two imports of files
sharing players, a database another process keeps busy. Each writer is its own process
(tests/store/children.py), and the racing ones are released at the same instant."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from benchmarks.bench_trf import event
from elodesk.cli import main
from elodesk.formats import trf
from elodesk.store import db as store_db
from elodesk.store.db import open_db, writer_path
from elodesk.store.importer import import_file

ROOT = Path(__file__).resolve().parents[2]
PLAYERS, ROUNDS = 1500, 9
RACES, LONG_RACES = 2, 10


@dataclass(frozen=True)
class Files:
    first: Path  # the same players in both events (matched by FIDE id)
    second: Path
    empty: Path  # a new club database
    imported: Path  # the club with the first event imported
    event_id: int


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> Files:
    folder = tmp_path_factory.mktemp("concurrency")
    first = trf.write_fide(event(PLAYERS, ROUNDS, seed=1), folder / "first.trf")
    second = trf.write_fide(event(PLAYERS, ROUNDS, seed=2), folder / "second.trf")
    empty, imported = folder / "empty.elodesk", folder / "imported.elodesk"
    open_db(empty).conn.close()
    db = open_db(imported)
    event_id = import_file(db, first, system="frbe").event_id
    db.conn.close()
    assert event_id is not None
    return Files(first, second, empty, imported, event_id)


def child(*args: str) -> subprocess.Popen[str]:
    process = subprocess.Popen([sys.executable, "-m", "tests.store.children", *args], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process


def race(*commands: tuple[str, str, str]) -> list[dict[str, Any]]:
    """Start the children, release them together, and gather what each one says."""
    children = [child("race", *command) for command in commands]
    for process in children:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    outcomes = []
    for process in children:
        out, _ = process.communicate(timeout=120)
        assert process.returncode == 0
        outcomes.append(json.loads(out))
    return outcomes


def copy(source: Path, target: Path) -> Path:
    target.write_bytes(source.read_bytes())
    return target


def test_two_applies_of_one_event_at_once_one_is_refused(files, tmp_path, long_run):
    for attempt in range(LONG_RACES if long_run else RACES):
        path = copy(files.imported, tmp_path / f"club{attempt}.elodesk")
        command = ("apply", str(path), str(files.event_id))
        outcomes = race(command, command)
        done = [o["done"] for o in outcomes if "done" in o]
        refused = [o["refused"] for o in outcomes if "refused" in o]
        assert len(done) == 1 and len(refused) == 1
        assert f"event {files.event_id} is already applied (run {done[0]})" in refused[0]
        db = open_db(path)
        assert db.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == 1
        rows, players = db.execute("SELECT COUNT(*), COUNT(DISTINCT player_id) FROM history").fetchone()
        assert rows == players > PLAYERS * 0.9  # each player rated once
        db.conn.close()


def test_two_imports_at_once_of_files_sharing_players_make_each_player_once(files, tmp_path, long_run):
    for attempt in range(LONG_RACES if long_run else RACES):
        path = copy(files.empty, tmp_path / f"club{attempt}.elodesk")
        outcomes = race(("import", str(path), str(files.first)), ("import", str(path), str(files.second)))
        assert outcomes == [{"done": PLAYERS}, {"done": PLAYERS}]
        db = open_db(path)
        assert db.execute("SELECT COUNT(*), COUNT(DISTINCT fide_id) FROM players").fetchone() == (PLAYERS, PLAYERS)
        assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 2
        db.conn.close()


def test_a_database_another_process_writes_is_refused_with_exit_2_naming_it(files, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(store_db, "BUSY_SECONDS", 0.5)
    path = copy(files.imported, tmp_path / "club.elodesk")
    holder = child("hold", str(path))
    try:
        code = main(["--db", str(path), "--lang", "en", "import", str(files.second)])
        err = capsys.readouterr().err
    finally:
        holder.communicate("done\n", timeout=30)
    assert code == 2
    assert "club.elodesk is busy: " in err and f"(pid {holder.pid}, elodesk apply frbe event 1)" in err
    assert "internal error" not in err and "locked" not in err
    assert not writer_path(path).exists()  # the holder's note went with its transaction
    assert main(["--db", str(path), "import", str(files.second)]) == 0  # free again
