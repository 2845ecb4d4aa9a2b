"""Belgian PLAYER.DBF reader: dBase III files written by tests/formats/dbase.py, zipped or not."""

from __future__ import annotations

import zipfile
from datetime import date

import pytest

from elodesk.formats import frbe_list
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice
from elodesk.formats.records import FRBE
from tests.english import english
from tests.formats.dbase import PLAYER_FIELDS, write_dbf

RECORDS = [
    {"MATRICULE": 12345, "NOM_PRENOM": "Lefèvre,Zoé", "SEXE": "F", "CLUB": 601,
     "DATE_NAISS": date(2001, 7, 30), "ELO_PRECE": 1620, "PART_PRECE": 40, "ELO_CALCUL": 1650,
     "PART_CALCU": 48, "GAIN": 30, "PERFORMAN": 5.5, "TITRE": "", "FIDE": 4804929, "FEDERATION": "F"},
    {"MATRICULE": 20559, "NOM_PRENOM": "Janssens, Pieter", "SEXE": "M", "CLUB": 201,
     "DATE_NAISS": date(1970, 1, 5), "ELO_PRECE": 2420, "PART_PRECE": 512, "ELO_CALCUL": 2411,
     "PART_CALCU": 530, "GAIN": -9, "PERFORMAN": 3.0, "TITRE": "m", "FIDE": 205001, "FEDERATION": "V"},
    {"MATRICULE": 31007, "NOM_PRENOM": "Müller, Jürgen", "SEXE": "M", "CLUB": 0, "DATE_NAISS": None,
     "ELO_PRECE": 0, "PART_PRECE": 3, "ELO_CALCUL": 0, "PART_CALCU": 7, "GAIN": 0, "PERFORMAN": 0,
     "TITRE": "", "FIDE": 0, "FEDERATION": "GER"},
]


def test_fields_of_a_player(tmp_path):
    zoe, pieter, _ = frbe_list.read(write_dbf(tmp_path / "PLAYER.DBF", RECORDS))
    assert (zoe.ref, zoe.frbe_id, zoe.name, zoe.sex) == ("12345", "12345", "Lefèvre, Zoé", "F")
    assert zoe.club == "601"
    assert zoe.birth_date == date(2001, 7, 30)
    assert (zoe.ratings, zoe.rating_games) == ({FRBE: 1650}, {FRBE: 48})
    assert (zoe.previous_rating, zoe.previous_games, zoe.gain, zoe.points) == (1620, 40, 30, 5.5)
    assert (zoe.fide_id, zoe.wing, zoe.federation, zoe.title) == ("4804929", "F", None, None)
    assert zoe.line == "record 1"
    assert (pieter.title, pieter.gain, pieter.wing) == ("IM", -9, "V")


def test_an_unrated_player_keeps_his_games_but_no_rating(tmp_path):
    *_, jurgen = frbe_list.read(write_dbf(tmp_path / "PLAYER.DBF", RECORDS))
    assert (jurgen.ratings, jurgen.rating_games, jurgen.previous_rating) == ({}, {FRBE: 7}, None)
    assert (jurgen.club, jurgen.fide_id, jurgen.birth_date, jurgen.federation) == (None, None, None, "GER")


@pytest.mark.parametrize(("encoding", "driver"), [("cp850", 0x02), ("cp1252", 0x03), ("cp1252", 0x57),
                                                  ("cp850", 0x00), ("cp1252", 0x00)])
def test_text_encoding_follows_the_language_driver_or_the_bytes(tmp_path, encoding, driver):
    path = write_dbf(tmp_path / "PLAYER.DBF", RECORDS, encoding=encoding, language_driver=driver)
    assert [p.name for p in frbe_list.read(path)] == ["Lefèvre, Zoé", "Janssens, Pieter", "Müller, Jürgen"]


def test_latin1_bytes_cp1252_leaves_undefined_still_decode(tmp_path):
    record = {**RECORDS[0], "NOM_PRENOM": b"Name\x81, First"}
    (player,) = frbe_list.read(write_dbf(tmp_path / "PLAYER.DBF", [record], language_driver=0x03))
    assert player.name == "Name\x81, First"


def test_deleted_records_are_skipped(tmp_path):
    path = write_dbf(tmp_path / "PLAYER.DBF", RECORDS, deleted=frozenset({1}))
    assert [p.ref for p in frbe_list.read(path)] == ["12345", "31007"]


def test_the_zip_the_federation_publishes(tmp_path):
    dbf = write_dbf(tmp_path / "PLAYER.DBF", RECORDS)
    archive = tmp_path / "PLAYER_202501.ZIP"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        out.write(dbf, "PLAYER.DBF")
        out.writestr("LISEZMOI.TXT", "liste de janvier")
    players = list(frbe_list.read(archive))
    assert [p.ref for p in players] == ["12345", "20559", "31007"]
    bad = [{**RECORDS[0], "MATRICULE": None}]
    dbf = write_dbf(tmp_path / "PLAYER.DBF", bad)
    with zipfile.ZipFile(archive, "w") as out:
        out.write(dbf, "PLAYER.DBF")
    warnings: list[Notice] = []
    assert list(frbe_list.read(archive, warnings=warnings)) == []
    assert english(warnings) == ["PLAYER_202501.ZIP!PLAYER.DBF:record 1: no usable matricule (''); record skipped"]


def test_oddities_are_warnings_naming_the_record(tmp_path):
    records = [
        {**RECORDS[0], "ELO_CALCUL": b"16x0", "DATE_NAISS": b"20011345"},
        {**RECORDS[1], "MATRICULE": None},
        {**RECORDS[2], "MATRICULE": 12345},
    ]
    warnings: list[Notice] = []
    players = list(frbe_list.read(write_dbf(tmp_path / "PLAYER.DBF", records), warnings=warnings))
    assert [p.ref for p in players] == ["12345", "12345"]
    assert players[0].ratings == {}
    assert players[0].birth_date is None
    assert english(warnings) == [
        "PLAYER.DBF:record 1: DATE_NAISS '20011345' is not a date; left out",
        "PLAYER.DBF:record 1: ELO_CALCUL '16x0' is not a number; left out",
        "PLAYER.DBF:record 2: no usable matricule (''); record skipped",
        "PLAYER.DBF:record 3: matricule 12345 appears again (first at record 1)",
    ]


def test_dates_written_as_text_are_read(tmp_path):
    fields = [f if f[0] != "DATE_NAISS" else ("DATE_NAISS", "C", 10, 0) for f in PLAYER_FIELDS]
    records = [{**RECORDS[0], "DATE_NAISS": "30/07/2001"}, {**RECORDS[1], "DATE_NAISS": "1970-01-05"}]
    players = list(frbe_list.read(write_dbf(tmp_path / "PLAYER.DBF", records, fields=fields)))
    assert [p.birth_date for p in players] == [date(2001, 7, 30), date(1970, 1, 5)]


def test_a_dbf_without_the_player_fields_is_refused(tmp_path):
    fields = [("CLUB", "N", 3, 0), ("NOM", "C", 30, 0)]
    path = write_dbf(tmp_path / "CLUBS.DBF", [{"CLUB": 601}], fields=fields)
    with pytest.raises(FormatError) as error:
        list(frbe_list.read(path))
    assert str(error.value) == ("CLUBS.DBF: expected the PLAYER.DBF fields MATRICULE, NOM_PRENOM, …; "
                                "missing MATRICULE, NOM_PRENOM (has CLUB, NOM)")


def test_a_file_that_is_not_dbase_is_refused(tmp_path):
    path = tmp_path / "PLAYER.DBF"
    path.write_bytes(b"\x03 this is not a table")
    with pytest.raises(FormatError, match=r"^PLAYER.DBF: "):
        list(frbe_list.read(path))


def test_sniff(tmp_path):
    dbf = write_dbf(tmp_path / "PLAYER.DBF", RECORDS)
    assert frbe_list.sniff(dbf.read_bytes()[:1024], str(dbf)) == "frbe-list"
    archive = tmp_path / "PLAYER_202501.ZIP"
    with zipfile.ZipFile(archive, "w") as out:
        out.write(dbf, "PLAYER.DBF")
    assert frbe_list.sniff(archive.read_bytes()[:64], str(archive)) == "frbe-list"
    other = write_dbf(tmp_path / "CLUBS.DBF", [], fields=[("CLUB", "N", 3, 0)])
    assert frbe_list.sniff(other.read_bytes(), str(other)) is None
    assert frbe_list.sniff(b"012 Open\n", "x.trf") is None


# Records laid out as the federation's real list of April 2022 (its field descriptors, PLAYER_2022_FIELDS);
# the repository it comes from gives no licence, so the people are the issue's and hand-made (SOURCES.md).
MAES_FIDE = 2_100_117
REAL_2022 = [
    {"MATRICULE": 11164, "NOM_PRENOM": "Maes, Marlies", "SEXE": "F", "CLUB": 230, "DATE_NAISS": date(2004, 3, 2),
     "ELO_CALCUL": 1415, "PART_CALCU": 61, "PERFORMAN": 0.5, "FEDERATION": "V ", "FIDE": MAES_FIDE, "NATFIDE": "BEL"},
    {"MATRICULE": 27, "NOM_PRENOM": "Renet, Jack", "SEXE": "M", "CLUB": 703, "DATE_NAISS": date(1956, 4, 24),
     "ELO_CALCUL": 2171, "PART_CALCU": 200, "PERFORMAN": 3.0, "FEDERATION": "V*", "FIDE": 200875, "NATFIDE": "NED"},
    {"MATRICULE": 12689, "NOM_PRENOM": "Maes, Jonas", "SEXE": "M", "CLUB": 230, "DATE_NAISS": date(2006, 9, 14),
     "ELO_CALCUL": 1502, "PART_CALCU": 40, "PERFORMAN": 2.5, "FEDERATION": "V ", "FIDE": MAES_FIDE, "NATFIDE": "BEL"},
    {"MATRICULE": 12087, "NOM_PRENOM": "Leroy, Alex", "SEXE": "M", "CLUB": 501, "DATE_NAISS": date(1990, 1, 1),
     "ELO_CALCUL": 1600, "PART_CALCU": 30, "PERFORMAN": 0.0, "FEDERATION": "F ", "FIDE": 0, "NATFIDE": "BEL"},
    {"MATRICULE": 19538, "NOM_PRENOM": "Leroy, Alex", "SEXE": "M", "CLUB": 501, "DATE_NAISS": date(1990, 1, 1),
     "ELO_CALCUL": 0, "PART_CALCU": 0, "PERFORMAN": None, "FEDERATION": "F ", "FIDE": 0, "NATFIDE": "BEL"},
]


def write_2022(path, records=REAL_2022):
    from tests.formats.dbase import PLAYER_2022_FIELDS

    return write_dbf(path, records, fields=PLAYER_2022_FIELDS, language_driver=0x0E)


def test_performan_holds_points_read_without_a_warning(tmp_path):
    warnings: list[Notice] = []
    players = list(frbe_list.read(write_2022(tmp_path / "PLAYER.DBF"), warnings=warnings))
    assert [p.points for p in players] == [0.5, 3.0, 2.5, None, None]
    assert not [w for w in warnings if "PERFORMAN" in str(w)]


def test_a_fide_id_two_matricules_carry_goes_to_neither_with_one_warning(tmp_path):
    warnings: list[Notice] = []
    players = list(frbe_list.read(write_2022(tmp_path / "PLAYER.DBF"), warnings=warnings))
    assert [p.frbe_id for p in players] == ["11164", "27", "12689", "12087", "19538"]
    assert [p.fide_id for p in players] == [None, "200875", None, None, None]
    assert english(warnings) == [
        f"PLAYER.DBF:record 1: FIDE id {MAES_FIDE} is carried by several matricules, 11164 (Maes, Marlies; record 1), "
        "12689 (Maes, Jonas; record 3): given to none of them (set it by hand on the right one)",
        "PLAYER.DBF:record 4: matricules 12087 (Leroy, Alex; record 4), 19538 (Leroy, Alex; record 5) share a name "
        "and a birth date: kept as two players; merge them if they are one person",
    ]


def test_a_wing_written_with_a_star_and_the_nation_in_natfide(tmp_path):
    marlies, jack, *_ = frbe_list.read(write_2022(tmp_path / "PLAYER.DBF"))
    assert (marlies.wing, marlies.federation) == ("V", "BEL")
    assert (jack.wing, jack.federation) == ("V", "NED")
