"""The store opens no descriptor of the open club but SQLite's (issue 21): importing the club
into itself, or opening a file SQLite keeps beside it as a database, is refused before any open."""

from __future__ import annotations

import os

import pytest

from elodesk.catalogue import describe
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import import_file
from tests import club_harm
from tests.club_harm import another_process_opens_and_closes, assert_club_whole, wal_of

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows' locks belong to a handle")
club = club_harm.club  # the club open as the window holds it, a PDF beside it


@pytest.mark.parametrize("which", ["itself", "wal", "shm", "hard link"])
def test_importing_the_open_club_is_refused_before_any_open(club, which):
    db, path = club
    target = {"itself": path, "wal": wal_of(path), "shm": path.with_name(path.name + "-shm"),
              "hard link": path.with_name("copy.trf")}[which]
    if which == "hard link":
        os.link(path, target)
    with pytest.raises(StoreError) as refused:
        import_file(db, target, dry_run=True)
    assert "cannot be imported into itself" in str(refused.value)
    assert describe(refused.value, "fr").startswith(f"{target.name} est la base du club ouverte")
    another_process_opens_and_closes(path)
    assert_club_whole(db, path)


def test_another_club_file_is_still_read_as_a_file(club, tmp_path):
    """Only the open club is refused: any other file goes to the readers (which say what it is)."""
    db, _path = club
    other = tmp_path / "other.elodesk"
    open_db(other).conn.close()
    with pytest.raises(Exception) as refused:
        import_file(db, other, dry_run=True)
    assert "cannot be imported into itself" not in str(refused.value)


@pytest.mark.parametrize("suffix", ["-wal", "-shm", ".writer"])
def test_a_file_beside_the_club_is_not_opened_as_a_database(club, suffix):
    db, path = club
    companion = path.with_name(path.name + suffix)
    companion.touch()
    with pytest.raises(StoreError) as refused:
        open_db(companion)
    assert "open the database itself" in str(refused.value)
    another_process_opens_and_closes(path)
    assert_club_whole(db, path)
