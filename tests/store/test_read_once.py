"""A file read once, imported from its reading: the window's preview keeps what it read and Import writes it,
so a 60,000-player list or a large PGN is not parsed twice; the import is the one a fresh reading would make."""

from __future__ import annotations

import json
import os

from elodesk.store.db import open_db
from elodesk.store.importer import import_file, import_read, read_file
from tests.english import english
from tests.store.test_belgian_ratings import WARNING, interclub_file


def test_a_previewed_reading_imports_as_a_fresh_one_and_stays_as_read(tmp_path):
    """The dry run once wrote into the records it imported (the Belgian warning appended to the event's own):
    importing the same reading then said and stored that warning twice."""
    path = interclub_file(tmp_path)
    db = open_db(tmp_path / "club.elodesk")
    read = read_file(db, path)
    preview = import_read(db, read, dry_run=True)
    imported = import_read(db, read)
    assert preview.dry_run and not imported.dry_run and read.report.players == []
    assert english(imported.warnings) == english(preview.warnings)
    assert english(imported.warnings).count(WARNING) == 1
    (stored,) = db.execute("SELECT warnings FROM events WHERE id = ?", [imported.event_id]).fetchone()
    assert [n["template"].startswith("{count} of the file's") for n in json.loads(stored)].count(True) == 1

    fresh_db = open_db(tmp_path / "fresh.elodesk")
    fresh = import_file(fresh_db, path)
    assert (imported.games, imported.byes, len(imported.players)) == (fresh.games, fresh.byes, len(fresh.players))
    for query in ("SELECT id, name, frbe_id FROM players ORDER BY id",
                  "SELECT event_id, player_id, ref, rating FROM event_players ORDER BY player_id",
                  "SELECT event_id, round, white_id, black_id, result FROM chess_games ORDER BY id",
                  "SELECT id, system, name, start, rate, warnings FROM events"):
        assert list(db.execute(query)) == list(fresh_db.execute(query)), query

def test_a_file_saved_after_its_reading_is_no_longer_the_one_read(tmp_path):
    path = interclub_file(tmp_path)
    db = open_db(tmp_path / "club.elodesk")
    read = read_file(db, path)
    assert read.unchanged()
    path.write_bytes(path.read_bytes().replace(b"Interclubs R3", b"Interclubs R4"))  # same size
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert not read.unchanged()
    path.unlink()
    assert not read.unchanged()
