"""A club in a read-only folder, or a read-only club file, can still be read; writing it is refused.

Permissions do not bind root: run as root, the reading happens in a child process without the
capabilities that override them (``setpriv``), as an officer's own account would see it.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.store.db import open_db
from elodesk.store.event_edits import add_event

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")

CHILD = """
import json, sys
from elodesk.store.backups import backup
from elodesk.store.db import database_counts, open_db, write
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from elodesk.store.events import list_events
try:
    db = open_db(sys.argv[1], create=False)
except StoreError as error:
    print(json.dumps({"not opened": error.template}))
    raise SystemExit
said = {"counts": list(database_counts(db)), "events": [e.name for e in list_events(db)]}
try:
    add_event(db, "frbe", "Rapide")
except StoreError as error:
    said["refused"] = error.template
try:
    with write(db, "delete event"):  # as the command line deletes an event: a backup first
        backup(db, "before-event-delete")
        add_event(db, "frbe", "Rapide")
except StoreError as error:
    said["refused with a backup"] = error.template
print(json.dumps(said))
"""


def as_officer(path: Path) -> dict:
    """What a user without rights over the permissions reads and is told, in a child process."""
    prefix: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("root, and no setpriv to drop the capabilities that override permissions")
        prefix = ["setpriv", "--inh-caps=-all", "--bounding-set=-all"]
    done = subprocess.run([*prefix, sys.executable, "-c", CHILD, str(path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)}, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def club(tmp_path) -> Path:
    folder = tmp_path / "share"
    folder.mkdir()
    path = folder / "club.elodesk"
    db = open_db(path)
    add_event(db, "frbe", "Blitz")
    db.conn.close()
    yield path
    folder.chmod(stat.S_IRWXU)
    path.chmod(stat.S_IRUSR | stat.S_IWUSR)


READ_ONLY = "{file} is read-only: nothing was stored (look at the permissions of the file and of its folder)"
FOLDER = stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH
FILE = stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH


@pytest.mark.parametrize("locked", ["folder", "file", "both"])
def test_a_read_only_club_is_read_and_its_writes_refused(club, locked):
    if locked in ("file", "both"):
        club.chmod(FILE)
    if locked in ("folder", "both"):
        club.parent.chmod(FOLDER)
    said = as_officer(club)
    assert said == {"counts": [0, 1], "events": ["Blitz"], "refused": READ_ONLY, "refused with a backup": READ_ONLY}
    assert [p.name for p in club.parent.iterdir() if ".bak" in p.name] == []


def test_a_read_only_folder_with_changes_waiting_in_the_wal_is_not_read_without_them(club):
    db = open_db(club)
    db.conn.execute("PRAGMA wal_autocheckpoint = 0")
    add_event(db, "frbe", "Rapide")  # committed, in the -wal only
    os.link(club.parent / "club.elodesk-wal", club.parent.parent / "kept-wal")
    db.conn.close()  # the last connection checkpoints and removes the -wal: put it back
    os.link(club.parent.parent / "kept-wal", club.parent / "club.elodesk-wal")
    club.parent.chmod(FOLDER)
    said = as_officer(club)
    assert "not opened" in said or said["events"] == ["Blitz", "Rapide"]
