"""The error boundary: which errors met reading a file become a FormatError, and which stay what they are."""

from __future__ import annotations

import sqlite3
import zipfile

import pytest

from elodesk.formats import archive, fide_list, players_spreadsheet
from elodesk.formats.errors import FormatError
from elodesk.formats.guard import reading
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.formats.test_fide_list import STANDARD_LINES, write


@pytest.fixture
def garbage(tmp_path):
    path = tmp_path / "list.zip"
    path.write_bytes(b"PK\x03\x04 not really a zip")
    return path


def test_a_library_choking_on_the_bytes_under_a_reader_is_a_format_error(garbage):
    with pytest.raises(FormatError) as caught, reading(garbage):
        archive.open_zip(garbage, garbage.name, archive.MIB)
    assert str(caught.value) == "list.zip: damaged zip archive or compressed data (File is not a zip file)"
    assert isinstance(caught.value.__cause__, zipfile.BadZipFile)


def test_an_error_raised_where_no_reader_runs_is_left_alone(garbage):
    with pytest.raises(zipfile.BadZipFile), reading(garbage):
        zipfile.ZipFile(garbage)


def test_a_bug_in_a_reader_is_not_hidden(garbage):
    with pytest.raises(KeyError), reading(garbage):
        players_spreadsheet.COLUMNS.header("no such field")


def test_a_database_error_in_a_callback_of_a_reader_is_left_alone(tmp_path, monkeypatch):
    monkeypatch.setattr(fide_list, "PROGRESS_EVERY", 1)
    path = write(tmp_path / "standard_sep25frl.txt", STANDARD_LINES)

    def progress(done: int, total: int) -> None:
        raise sqlite3.OperationalError("database is locked")

    with pytest.raises(sqlite3.OperationalError), reading(path):
        list(fide_list.read(path, progress=progress))


def test_a_missing_file_named_with_its_format_is_refused(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(FormatError, match=r"^nope.trf: cannot read the file \(.*No such file"):
        import_file(db, tmp_path / "nope.trf", fmt="trf")
    (tmp_path / "folder").mkdir()
    with pytest.raises(FormatError, match=r"^folder: cannot read the file \(.*Is a directory"):
        import_file(db, tmp_path / "folder", fmt="trf")
