"""Other processes writing the club database, for the crash and concurrency tests.

Run as ``python -m tests.store.children COMMAND …`` from the repository:

``kill-server``
    Reads requests on standard input, one JSON object a line: ``{"action": "import" | "apply",
    "db": PATH, "file": TRF (import), "event": ID (apply), "kill_after": SECONDS | null}``.
    For each, it forks a child that opens the database and does the action, sends it
    ``SIGKILL`` after ``kill_after`` seconds (``null``: lets it finish), and answers
    ``{"killed": BOOL, "failed": BOOL, "seconds": HOW LONG THE CHILD RAN}``. Everything is loaded (and the
    files parsed) once, before the fork, so that a kill lands in the action, not in Python's
    start-up.
``race ACTION DB ARG``
    Loads everything, opens the database, prints ``ready``, waits for a line on standard input,
    then does ``import`` (ARG: a file) or ``apply`` (ARG: an event id) and prints the outcome
    as JSON: ``{"done": …}`` or ``{"refused": SENTENCE}``.
``hold DB``
    Opens a write transaction (as ``elodesk apply frbe event 1`` would), prints ``ready``,
    and keeps it until a line arrives on standard input.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import elodesk.core.contract.frbe  # noqa: F401  (loaded before the forks: a child imports nothing)
from elodesk.formats import trf
from elodesk.formats.records import EventRecord
from elodesk.store.db import open_db, write
from elodesk.store.errors import StoreError
from elodesk.store.importer import ImportReport, file_hash, import_file, run_import
from elodesk.store.runs import EVENT, RunScope, apply

SYSTEM = "frbe"


def _action(request: dict, events: dict[str, tuple[EventRecord, str]]) -> Callable[[], object]:
    """The request's action as a function of nothing (files already parsed)."""
    if request["action"] == "apply":
        return lambda: apply(open_db(request["db"], create=False),
                             RunScope(SYSTEM, kind=EVENT, event_id=request["event"]))
    source = Path(request["file"])
    if request["file"] not in events:
        events[request["file"]] = (trf.read(source), file_hash(source))
    event, digest = events[request["file"]]

    def do_import() -> object:
        report = ImportReport(file=source.name, format="trf", system=SYSTEM, dry_run=False)
        return run_import(open_db(request["db"], create=False), report,
                          lambda imp: imp.chess_event(event, SYSTEM, source, digest), source, digest)

    return do_import


def kill_server() -> None:
    events: dict[str, tuple[EventRecord, str]] = {}
    for line in sys.stdin:
        request = json.loads(line)
        action = _action(request, events)
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:  # the child: the action, then out without running the server's code
            code = 1
            try:
                action()
                code = 0
            except BaseException:
                traceback.print_exc()
            finally:
                os._exit(code)
        if request["kill_after"] is not None:
            time.sleep(request["kill_after"])
            os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        seconds = time.perf_counter() - start
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        failed = os.WIFEXITED(status) and os.WEXITSTATUS(status) != 0
        print(json.dumps({"killed": killed, "failed": failed, "seconds": seconds}), flush=True)


def race(action: str, db_path: str, arg: str) -> None:
    db = open_db(db_path, create=False)
    print("ready", flush=True)
    sys.stdin.readline()
    try:
        if action == "apply":
            done: object = apply(db, RunScope(SYSTEM, kind=EVENT, event_id=int(arg)))
        else:
            done = len(import_file(db, Path(arg), system=SYSTEM).players)
    except StoreError as exc:
        print(json.dumps({"refused": str(exc)}), flush=True)
    else:
        print(json.dumps({"done": done}), flush=True)


def hold(db_path: str) -> None:
    db = open_db(db_path, create=False)
    with write(db, "apply frbe event 1"):
        print("ready", flush=True)
        sys.stdin.readline()


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    {"kill-server": kill_server, "race": race, "hold": hold}[command](*args)
