"""The Belgian list as SWAR downloads it: players.sqlite in players_YYYYMM.zip (issue 23).

The table is made with the federation's real schema (players_202204.zip in cropr/frbekbsb-migrated,
sites/data/ELO: tests/data/real/SOURCES.md); the rows are hand-made, the issue's Maes pair among them.
"""

from __future__ import annotations

import sqlite3
import zipfile
from contextlib import closing

import pytest

from elodesk.formats import frbe_list
from elodesk.formats.detect import detect
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice
from elodesk.formats.records import FRBE
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.english import english
from tests.formats.test_frbe_list import MAES_FIDE

SCHEMA = ("CREATE TABLE players(IdNumber INT PRIMARY KEY NOT NULL UNIQUE, Name VARCHAR(32),Sex VARCHAR(1), "
          "Birthday VARCHAR(10), Fed VARCHAR(2), Club INT, Affiliated INT(1), Elo INT,EloPrevious INT, Gain INT, "
          "Games INT, GamesPrevious INT, Performance REAL, Opponents INT,LastGames VARCHAR(10), Border INT(1), "
          "Arbiter VARCHAR(4), NatPlayer VARCHAR(4),NatFideSign VARCHAR(3), G INT(1), Died INT(1), FideId INT, "
          "LoginModif VARCHAR(20),DateModif DATETIME)")
ROWS = [  # IdNumber, Name, Sex, Birthday, Fed, Club, Elo, EloPrevious, Games, Performance, NatFideSign, FideId
    (27, "Renet, Jack", "M", "1956-04-24", "V*", 703, 2171, 2171, 200, 0.5, "NED", 200875),
    (11164, "Maes, Marlies", "F", "2004-03-02", "V", 230, 1415, 1400, 61, 2.5, "BEL", MAES_FIDE),
    (12689, "Maes, Jonas", "M", "2006-09-14", "V", 230, 0, 0, 12, 0.0, "BEL", MAES_FIDE),
    (23939, "Amrani, Inès", "F", None, "F", 525, 1150, 1150, 30, None, "BEL", 0),
]


def players_sqlite(path):
    with closing(sqlite3.connect(path)) as db:
        db.execute(SCHEMA)
        db.executemany("INSERT INTO players (IdNumber, Name, Sex, Birthday, Fed, Club, Elo, EloPrevious, Games, "
                       "Performance, NatFideSign, FideId) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", ROWS)
        db.commit()
    return path


@pytest.fixture(params=["players.sqlite", "players_201904.sqlite"])  # the member's name in April 2019
def swar_zip(tmp_path, request):
    path = tmp_path / "players_202204.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.write(players_sqlite(tmp_path / "players.sqlite"), request.param)
    (tmp_path / "players.sqlite").unlink()
    return path


def test_the_zip_swar_downloads_is_a_belgian_list(swar_zip):
    assert detect(swar_zip) == "frbe-list"
    with zipfile.ZipFile(swar_zip) as archive:
        (member,) = archive.namelist()
    warnings: list[Notice] = []
    jack, marlies, jonas, ines = frbe_list.read(swar_zip, warnings=warnings)
    assert (jack.frbe_id, jack.name, jack.birth_date.isoformat(), jack.wing, jack.federation, jack.fide_id) == (
        "27", "Renet, Jack", "1956-04-24", "V", "NED", "200875")
    assert (jack.ratings, jack.rating_games, jack.previous_rating, jack.points, jack.club) == (
        {FRBE: 2171}, {FRBE: 200}, 2171, 0.5, "703")
    assert (marlies.fide_id, jonas.fide_id, jonas.ratings, jonas.rating_games) == (None, None, {}, {FRBE: 12})
    assert (ines.name, ines.birth_date, ines.points, ines.sex) == ("Amrani, Inès", None, None, "F")
    assert english(warnings) == [
        f"players_202204.zip!{member}:record 2: FIDE id {MAES_FIDE} is carried by several matricules, "
        "11164 (Maes, Marlies; record 2), 12689 (Maes, Jonas; record 3): given to none of them (set it by hand on "
        "the right one)"]


def test_every_member_of_the_sqlite_list_is_a_player(swar_zip, tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    import_file(db, swar_zip)
    assert db.execute("SELECT count(*), count(DISTINCT frbe_id) FROM players").fetchone() == (len(ROWS), len(ROWS))


def test_the_file_itself_is_read_and_left_as_it_was(tmp_path):
    path = players_sqlite(tmp_path / "players.sqlite")
    before = path.read_bytes()
    assert detect(path) == "frbe-list"
    assert len(list(frbe_list.read(path))) == len(ROWS)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["players.sqlite"]


def test_another_sqlite_file_is_no_list(tmp_path):
    club = tmp_path / "other.elodesk"
    open_db(club).conn.close()  # an elodesk club has a players table too
    with pytest.raises(FormatError, match="format not recognised"):
        detect(club)
    with pytest.raises(FormatError) as error:
        list(frbe_list.read(club))
    assert "expected a players table with the columns IdNumber, Name; missing IdNumber" in str(error.value)


def test_a_damaged_sqlite_list_is_refused_naming_it(tmp_path):
    path = players_sqlite(tmp_path / "players.sqlite")
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)
    path.write_bytes(bytes(data))
    with pytest.raises(FormatError) as error:
        list(frbe_list.read(path))
    assert str(error.value).startswith("players.sqlite: not a readable SQLite list (")
