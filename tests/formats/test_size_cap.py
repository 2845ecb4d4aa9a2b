"""Text files read whole (TRF, PGN, CSV) are refused over 256 MB, naming the file and the cap, before a byte is read."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.formats import pgn, players_spreadsheet, trf
from elodesk.formats.archive import MIB
from elodesk.formats.errors import FormatError
from elodesk.formats.textfile import TEXT_CAP, read_text_file
from elodesk.store.db import open_db
from elodesk.store.importer import import_file

HEADS = {"big.trf": b"012 Open\n001    1      Doe, John", "big.pgn": b'[Event "Open"]\n[White "A"]\n',
         "big.csv": b"Nom;Matricule\n"}


def sparse(path: Path, head: bytes, size: int) -> Path:
    """A file of ``size`` bytes that takes no room on disk beyond its head (a hole after it)."""
    with path.open("wb") as handle:
        handle.write(head)
        handle.truncate(size)
    return path


@pytest.fixture
def no_reading(monkeypatch):
    """Opening a file to read it fails the test: the cap must refuse it before."""
    def refuse(self, *args, **kwargs):
        raise AssertionError(f"{self.name} was opened")

    monkeypatch.setattr(Path, "open", refuse)
    monkeypatch.setattr(Path, "read_bytes", refuse)


@pytest.mark.parametrize(("name", "read"), [("big.trf", trf.read), ("big.pgn", pgn.read),
                                            ("big.csv", players_spreadsheet.read)])
def test_a_text_file_over_the_cap_is_refused_before_it_is_read(tmp_path, name, read, request):
    path = sparse(tmp_path / name, HEADS[name], TEXT_CAP + 1)
    request.getfixturevalue("no_reading")
    with pytest.raises(FormatError) as caught:
        read(path)
    assert str(caught.value) == (f"{name}: the file is 257 MB, more than the 256 MB elodesk reads from a text file: "
                                 "refused")


def test_a_file_at_the_cap_is_read(tmp_path):
    path = sparse(tmp_path / "small.trf", b"012 Open\n", 2 * MIB)
    assert len(read_text_file(path, cap=2 * MIB)) == 2 * MIB
    with pytest.raises(FormatError, match=r"small\.trf: the file is 3 MB, more than the 1 MB"):
        read_text_file(sparse(tmp_path / "small.trf", b"", 2 * MIB + 1), cap=MIB)


def test_the_import_refuses_it_in_french_and_writes_nothing(tmp_path):
    from elodesk.catalogue import describe

    db = open_db(tmp_path / "club.elodesk")
    path = sparse(tmp_path / "big.trf", HEADS["big.trf"], 300 * MIB)
    with pytest.raises(FormatError) as caught:
        import_file(db, path)
    assert describe(caught.value, "fr") == ("big.trf : le fichier fait 300 Mo, plus que les 256 Mo qu'elodesk lit "
                                            "d'un fichier texte : refusé")
    assert db.execute("SELECT COUNT(*) FROM events").fetchone() == (0,)
