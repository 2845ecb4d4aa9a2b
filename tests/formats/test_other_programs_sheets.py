"""Player sheets other programs write, read by their headers (issue 23).

The layouts are the real ones the Belgian federation publishes for the pairing programs (its site's
repository, cropr/frbekbsb-migrated, ``sites/data/ELO``: tests/data/real/SOURCES.md); that repository
gives no licence and its files name real members, so the headers are copied as they are and the
rows are hand-made in their form (quoting, encoding, line ends, zeros for "none", years for dates).
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest

from elodesk.formats.detect import detect
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice
from elodesk.formats.players_spreadsheet import read
from elodesk.formats.records import FFE, FFE_BLITZ, FFE_RAPID, FIDE, FIDE_BLITZ, FRBE
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.english import english
from tests.formats.spreadsheet_factories import workbook

# PlayerSwissManager.csv (in PlayerSwissManager.zip): ISO-8859-1, CRLF, every field quoted, a ';' closing
# each line; 0 for no id or rating; foreign members carry a matricule too.
SWISS_MANAGER_CSV = [
    '"ID_No";"Name";"Sex";"Fed";"Clubnumber";"ClubName";"Birthday";"Rtg_Nat";"Fide_No";"Rtg_Int";"Title";',
    '"11474";"Karapetyan, Aram";"M";"ARM";"307";"307-Bredene";"01/01/1982";"2651";"13300999";"2651";"GM";',
    '"60149";"Wauters, Pierre-Éric";"M";"BEL";"618";"618-Echiquier Mosan";"24/12/1990";"0";"0";"0";"";',
    '"27";"Renard, Jacques";"M";"BEL";"703";"703-Eisden";"24/04/1956";"2171";"200999";"2150";"";',
    '"23939";"Amrani, Inès";"F";"BEL";"525";"525-Anderlues";"15/06/2011";"1150";"273999";"0";"";',
]
# sevilla.csv: UTF-8, ';', the member number in "id", a middle name, the year of birth only.
SEVILLA_CSV = [
    "id;lname;fname;mname;gender;federation;club_id;club_name;birthyear;rating;fide_id;fide_rating;fide_title",
    "72999;Abbeloo;Philippe;;m;BEL;909;CERCLE D'ECHECS PHILIPPEVILLAIN (C.E.P.);1968;1729;225999;1685;",
    "23999;Abdel;Kosaïlla;Amir;m;BEL;952;Cercle d'échecs de Wavre ASBL;2006;;272999;;",
    "14999;Admiral;Miguel;;m;NED;471;Schaakclub De Pluspion Wachtebeke;1994;2480;1019999;2480;IM",
]


def _csv(path: Path, lines: list[str], encoding: str) -> Path:
    path.write_bytes("\r\n".join(lines).encode(encoding) + b"\r\n")
    return path


def test_swiss_managers_player_database_of_the_belgian_federation(tmp_path):
    path = _csv(tmp_path / "PlayerSwissManager.csv", SWISS_MANAGER_CSV, "latin-1")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    aram, pierre, jacques, ines = read(path, warnings=warnings)
    assert (aram.name, aram.frbe_id, aram.fide_id, aram.federation, aram.title) == (
        "Karapetyan, Aram", "11474", "13300999", "ARM", "GM")
    assert (aram.ratings, aram.birth_date, aram.club, aram.sex) == (
        {FIDE: 2651, FRBE: 2651}, date(1982, 1, 1), "307-Bredene", "M")
    assert (pierre.name, pierre.frbe_id, pierre.fide_id, pierre.ratings) == ("Wauters, Pierre-Éric", "60149", None, {})
    assert (jacques.frbe_id, jacques.ratings) == ("27", {FIDE: 2150, FRBE: 2171})  # a two-digit matricule
    assert (ines.ratings, ines.birth_date, ines.sex) == ({FRBE: 1150}, date(2011, 6, 15), "F")
    assert english(warnings) == [
        'line 1: column "Clubnumber" is not read: elodesk does not know it',
        "line 1: \"ID_No\" read as the FRBE member number: 3 of the sheet's 4 players are of federation BEL",
        "line 1: \"Rtg_Nat\" read as the FRBE rating: 3 of the sheet's 4 players are of federation BEL",
    ]


def test_swiss_managers_workbook_with_numbers_and_dates_as_cells(tmp_path):
    """swissmanager.xlsx: sheet "Players", Dutch "Clubnummer", ids and ratings as numbers, dates as dates."""
    path = workbook(tmp_path / "swissmanager.xlsx", {"Players": [
        ["ID_No", "Name", "Sex", "Fed", "Clubnummer", "ClubName", "Birthday", "Rtg_Nat", "Fide_No", "Rtg_Int",
         "Title"],
        [72999.0, "Abbeloo, Philippe", "M", "BEL", 909.0, "CERCLE D'ECHECS", datetime(1968, 1, 1), 1729.0, 225999.0,
         1685.0, None],
        [14999.0, "Admiral, Miguel", "M", "NED", 471.0, "De Pluspion", datetime(1994, 3, 2), 2480.0, 1019999.0,
         2480.0, "IM"],
        [23999.0, "Abdel, Kosaïlla", "M", "BEL", 952.0, "Wavre", datetime(2006, 1, 1), None, 272999.0, None, None],
    ]})
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    philippe, miguel, _ = read(path, warnings=warnings)
    assert (philippe.frbe_id, philippe.fide_id, philippe.ratings, philippe.birth_date) == (
        "72999", "225999", {FIDE: 1685, FRBE: 1729}, date(1968, 1, 1))
    assert (miguel.frbe_id, miguel.title, miguel.line) == ("14999", "IM", "Players!A3")
    assert 'Players!E1: column "Clubnummer" is not read: elodesk does not know it' in english(warnings)


def test_sevilla_with_its_member_number_in_id_and_years_of_birth(tmp_path):
    path = _csv(tmp_path / "sevilla.csv", SEVILLA_CSV, "utf-8")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    philippe, kosailla, miguel = read(path, warnings=warnings)
    assert (philippe.name, philippe.frbe_id, philippe.fide_id, philippe.ratings, philippe.birth_date) == (
        "Abbeloo, Philippe", "72999", "225999", {FIDE: 1685, FRBE: 1729}, date(1968, 1, 1))
    assert (kosailla.name, kosailla.ratings, kosailla.sex, kosailla.club) == (
        "Abdel, Kosaïlla Amir", {}, "M", "Cercle d'échecs de Wavre ASBL")
    assert (miguel.title, miguel.federation, miguel.frbe_id) == ("IM", "NED", "14999")
    assert english(warnings) == [
        'line 1: column "club_id" is not read: elodesk does not know it',
        "line 1: \"id\" read as the FRBE member number: 2 of the sheet's 3 players are of federation BEL",
        "line 1: \"rating\" read as the FRBE rating: 2 of the sheet's 3 players are of federation BEL",
        'line 1: "birthyear" holds years: each birth date is written 1 January of its year',
    ]


def test_fides_list_as_a_sheet_its_rating_is_fides(tmp_path):
    """FIDE's XML list (players_list_xml) saved as a sheet: fideid, country, rating, and a year as birthday."""
    lines = ["fideid,name,country,sex,title,rating,games,k,birthday,flag",
             "1019999,\"Admiral, Miguel\",NED,M,IM,2480,0,10,1994,",
             "225999,\"Abbeloo, Philippe\",BEL,M,,1685,9,20,1968,i"]
    warnings: list[Notice] = []
    miguel, philippe = read(_csv(tmp_path / "players_list.csv", lines, "utf-8"), warnings=warnings)
    assert (miguel.fide_id, miguel.ratings, miguel.birth_date, miguel.frbe_id) == (
        "1019999", {FIDE: 2480}, date(1994, 1, 1), None)
    assert philippe.ratings == {FIDE: 1685}
    assert english(warnings)[-2:] == [
        'line 1: "rating" read as the FIDE rating: the sheet has FIDE ids and no other rating column',
        'line 1: "birthday" holds years: each birth date is written 1 January of its year',
    ]


def test_national_columns_of_a_sheet_of_other_federations_are_not_read(tmp_path):
    lines = ['"ID_No";"Name";"Fed";"Rtg_Nat";', '"4711";"Schmidt, Hans";"GER";"1900";',
             '"4712";"Vogel, Eva";"GER";"0";']
    warnings: list[Notice] = []
    hans, _ = read(_csv(tmp_path / "dsb.csv", lines, "latin-1"), warnings=warnings)
    assert (hans.frbe_id, hans.ffe_id, hans.ratings) == (None, None, {})
    assert english(warnings) == [
        'line 1: "ID_No" is not read: it is a national column and most of the sheet\'s players are of no federation '
        "whose ratings the club keeps (BEL, FRA)",
        'line 1: "Rtg_Nat" is not read: it is a national column and most of the sheet\'s players are of no '
        "federation whose ratings the club keeps (BEL, FRA)",
    ]


def test_the_swiss_manager_file_into_an_empty_club(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, _csv(tmp_path / "PlayerSwissManager.csv", SWISS_MANAGER_CSV, "latin-1"))
    rows = db.execute("SELECT p.frbe_id, r.rating FROM players p LEFT JOIN ratings r ON r.player_id = p.id "
                      "AND r.system = 'frbe' ORDER BY p.frbe_id").fetchall()
    assert rows == [("11474", 2651), ("23939", 1150), ("27", 2171), ("60149", None)]
    assert len(report.warnings) == 3


def test_papis_table_of_players_as_a_sheet_its_fide_column_is_a_letter(tmp_path):
    """Papi's JOUEUR columns (elodesk.formats.papi.PLAYER_COLUMNS) exported to a sheet: "Fide" is the letter of
    "Elo" (F: a FIDE rating), "FideCode" the FIDE id; read as the Papi file itself is, not refused on "F"."""
    lines = ["Ref;NrFFE;Nom;Prenom;Sexe;NeLe;Elo;Rapide;Blitz;Fide;RapideFide;BlitzFide;FideCode;FideTitre;"
             "Federation;Club",
             "1;K55999;DUPONT;Jean;M;17/05/1980;2210;2150;0;F;N;;652999;f;FRA;Echiquier Niçois",
             "2;A01450;MARTIN;Zoé;F;01/02/2005;1399;1400;1399;E;E;E;0;;FRA;Lyon"]
    path = _csv(tmp_path / "joueurs.csv", lines, "utf-8")
    assert detect(path) == "players-sheet"
    jean, zoe = read(path)
    assert (jean.name, jean.ffe_id, jean.fide_id, jean.title, jean.birth_date) == (
        "DUPONT, Jean", "K55999", "652999", "FM", date(1980, 5, 17))
    assert (jean.ratings, jean.rating_types) == ({FFE: 2210, FIDE: 2210, FFE_RAPID: 2150}, {FFE: "F", FFE_RAPID: "N"})
    assert (zoe.fide_id, zoe.ratings[FFE_BLITZ], zoe.rating_types[FFE]) == (None, 1399, "E")


def test_vegas_player_archive_with_its_header(tmp_path):
    """Vega's players as its manual shows them (appendix "File *.veg": padded fields, 00.00.00 for an unknown
    birthday), and the Belgian federation's eight-digit birthdays (PlayerVega.csv: 24121990)."""
    lines = ["NAME; COUNTRY;BIRTHDAY;G;TITLE;IDFIDE;ELOFIDE; IDNAT;ELONAT;K;ISAVAL",
             "Wauters, Pierre-Eric            ;BEL;24121990;m;   ;       0;   0;   60149;   0;30; 1",
             "Karapetyan, Aram                ;ARM;00.00.00;m; GM;13300999;2651;   11474;2651;10; 1",
             "Renard, Jacques                 ;BEL;19560424;m;   ;  200999;2150;      27;2171;20; 1"]
    path = _csv(tmp_path / "vega.csv", lines, "latin-1")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    pierre, aram, jacques = read(path, warnings=warnings)
    assert (pierre.name, pierre.birth_date, pierre.frbe_id, pierre.fide_id, pierre.ratings, pierre.sex) == (
        "Wauters, Pierre-Eric", date(1990, 12, 24), "60149", None, {}, "M")
    assert (aram.birth_date, aram.title, aram.fide_id, aram.ratings) == (None, "GM", "13300999",
                                                                         {FIDE: 2651, FRBE: 2651})
    assert (jacques.birth_date, jacques.frbe_id, jacques.ratings) == (date(1956, 4, 24), "27", {FIDE: 2150, FRBE: 2171})
    assert english(warnings) == [
        'line 1: column "K" is not read: elodesk does not know it',
        'line 1: column "ISAVAL" is not read: elodesk does not know it',
        "line 1: \"IDNAT\" read as the FRBE member number: 2 of the sheet's 3 players are of federation BEL",
        "line 1: \"ELONAT\" read as the FRBE rating: 2 of the sheet's 3 players are of federation BEL",
    ]


def test_a_sheet_without_a_header_line_in_no_known_layout_is_refused_saying_so(tmp_path):
    """A headerless file whose lines fit no program's layout: the refusal says there is no header line, with what
    the first line holds, rather than that a name column is missing. Here a Vega line with its sex and birthday
    swapped, among lines that fit."""
    lines = ["Wauters, Pierre-Eric            ;BEL;M;24121990;   ;0       ;0   ;  ;60149   ;0   ;  ;",
             "Renard, Jacques                 ;BEL;24041956;M;   ;200999  ;2150;  ;27      ;2171;  ;"]
    with pytest.raises(FormatError) as error:
        read(_csv(tmp_path / "PlayerVega.csv", lines, "latin-1"))
    assert str(error.value) == (
        'PlayerVega.csv:1: no header line: none of the first 2 lines names a column elodesk knows (the first reads '
        '"Wauters, Pierre-Eric", "BEL", "M", "24121990", "0", "0", "60149", "0"); add a line naming the columns, '
        'with "Nom complet or Nom"')


# PlayerVega.csv (in PlayerVega.zip, April 2020): no header line, latin-1, CRLF, 13 fields a line (a ';' closes
# it): the name padded to 32, federation, birthday DDMMYYYY, sex, title padded to 3, FIDE id and rating, an empty
# field of 2, national id and rating, an empty field of 2, 20 blanks. Vega's .flt in the zip enables 12 columns.
VEGA_HEADERLESS = [
    "Karapetyan, Aram                ;ARM;01011982;M;GM ;13300999;2651;  ;11474   ;2651;  ;                    ;",
    "Wauters, Pierre-Eric            ;BEL;24121990;M;   ;0       ;0   ;  ;60149   ;0   ;  ;                    ;",
    "Amrani, Inès                    ;BEL;19011989;F;WFM;273999  ;1950;  ;23939   ;1944;  ;                    ;",
]
# PlayerSwissMaster.csv (in PlayerSwissMaster.zip, April 2020): no header line, latin-1, CRLF: national id, name,
# title, federation, national rating, an empty field, birth date YYYY/MM/DD, "w" for a woman (a ';' closes each
# line: 8 fields for a man, 9 for a woman). No FIDE id or rating.
SWISS_MASTER_HEADERLESS = [
    "11474;Karapetyan, Aram;GM;ARM;2651;;1982/01/01;",
    "60149;Wauters, Pierre-Eric;;BEL;0;;1990/12/24;",
    "23939;Amrani, Inès;WFM;BEL;1944;;1989/01/19;w;",
]


def test_vegas_player_file_without_a_header_is_read_by_its_layout(tmp_path):
    path = _csv(tmp_path / "PlayerVega.csv", VEGA_HEADERLESS, "latin-1")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    aram, pierre, ines = read(path, warnings=warnings)
    assert (aram.name, aram.federation, aram.birth_date, aram.sex, aram.title, aram.fide_id, aram.frbe_id,
            aram.ratings) == ("Karapetyan, Aram", "ARM", date(1982, 1, 1), "M", "GM", "13300999", "11474",
                              {FIDE: 2651, FRBE: 2651})
    assert (pierre.fide_id, pierre.frbe_id, pierre.ratings) == (None, "60149", {})
    assert (ines.birth_date, ines.sex, ines.title, ines.ratings) == (date(1989, 1, 19), "F", "WFM",
                                                                     {FIDE: 1950, FRBE: 1944})
    assert english(warnings) == [
        "line 1: no header line: the columns were read by their place, as Vega writes its player file (NAME, "
        "COUNTRY, BIRTHDAY, G, TITLE, IDFIDE, ELOFIDE, IDNAT, ELONAT), which the first 3 lines fit",
        "line 1: \"IDNAT\" read as the FRBE member number: 2 of the sheet's 3 players are of federation BEL",
        "line 1: \"ELONAT\" read as the FRBE rating: 2 of the sheet's 3 players are of federation BEL"]


def test_swiss_masters_player_file_without_a_header_is_read_by_its_layout(tmp_path):
    path = _csv(tmp_path / "PlayerSwissMaster.csv", SWISS_MASTER_HEADERLESS, "latin-1")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    aram, pierre, ines = read(path, warnings=warnings)
    assert (aram.name, aram.frbe_id, aram.title, aram.federation, aram.ratings, aram.birth_date, aram.sex) == (
        "Karapetyan, Aram", "11474", "GM", "ARM", {FRBE: 2651}, date(1982, 1, 1), None)
    assert (pierre.frbe_id, pierre.ratings, pierre.fide_id) == ("60149", {}, None)
    assert (ines.sex, ines.birth_date, ines.ratings) == ("F", date(1989, 1, 19), {FRBE: 1944})
    assert english(warnings)[0] == (
        "line 1: no header line: the columns were read by their place, as Swiss Master writes its player file "
        "(ID_NAT, Name, Title, Fed, Rtg_Nat, Birthday, Sex), which the first 3 lines fit")


def test_a_headerless_file_one_of_whose_first_lines_breaks_the_layout_is_refused(tmp_path):
    lines = [*SWISS_MASTER_HEADERLESS, "23940;Amrani, Nora;;BEL;1300;;19/01/1989;w;"]  # a date in another order
    with pytest.raises(FormatError) as error:
        read(_csv(tmp_path / "PlayerSwissMaster.csv", lines, "latin-1"))
    assert error.value.template.startswith("no header line: none of the first")


def test_the_headerless_vega_file_into_an_empty_club_keeps_every_member(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, _csv(tmp_path / "PlayerVega.csv", VEGA_HEADERLESS, "latin-1"))
    assert report.count("new") == 3
    rows = db.execute("SELECT p.frbe_id, p.fide_id, p.birth_date, r.state FROM players p LEFT JOIN ratings r ON "
                      "r.player_id = p.id AND r.system = 'frbe' ORDER BY p.frbe_id").fetchall()
    assert [r[:3] for r in rows] == [("11474", "13300999", "1982-01-01"), ("23939", "273999", "1989-01-19"),
                                     ("60149", None, "1990-12-24")]


def test_elodesks_own_sheet_reads_without_a_warning(tmp_path):
    from elodesk.formats.players_spreadsheet import write
    from tests.formats.test_players_spreadsheet import PLAYERS

    for suffix in (".csv", ".xlsx"):
        warnings: list[Notice] = []
        path = tmp_path / f"joueurs{suffix}"
        write(path, PLAYERS)
        assert len(read(path, warnings=warnings)) == len(PLAYERS)
        assert warnings == []


def test_a_national_column_without_a_federation_column_says_how_to_name_it(tmp_path):
    lines = ["Name;Elo", "Dupont, Jean;1800"]
    warnings: list[Notice] = []
    (jean,) = read(_csv(tmp_path / "club.csv", lines, "utf-8"), warnings=warnings)
    assert jean.ratings == {}
    assert english(warnings) == [
        'line 1: "Elo" is not read: it is a national column and the sheet has no federation column to tell which '
        'nation\'s (add one, or name the column "Elo FRBE" or "Elo FFE")']


# The FFE's own table of players (JOUEUR), as Sharly-Chess reads it from the federation's server
# (Sharly-Chess/sharly-chess, src/plugins/ffe/ffe_sql_server.py, PLAYER_FIELDS, in that order): the rapid
# letter is "Fide03", the blitz rating and letter "Elo06" and "Fide06"; FideCode is written quoted
# ('652999') or zero-padded (00652999), as that code searches it.
FFE_TABLE = [
    "Ref;NrFFE;Nom;Prenom;Sexe;NeLe;Cat;Federation;ClubRef;Elo;Fide03;Elo06;Fide06;Rapide;Fide;FideCode;FideTitre;"
    "AffType",
    "48213;K55999;DUPONT;Jean;M;17/05/1980;SenM;FRA;214;2210;N;2080;F;2150;F;'652999';f;A",
    "51277;A01450;MARTIN;Zoé;F;01/02/2005;JunF;FRA;214;1399;E;1409;E;1400;E;00000000;;B",
]
# Papi's player base (Data.mdb, table JOUEUR), as a Jackcess reader of it takes its fields (gcolin's FFELoader:
# Ref, NrFFE, Nom, Prenom, Elo, Fide, Rapide, RapideFide, Blitz, BlitzFide, NeLe, AffType, Cat, FideCode,
# FideTitre, Federation, ClubRef): no "Sexe", the category's last letter gives it.
PAPI_BASE = [
    "Ref;NrFFE;Nom;Prenom;NeLe;Cat;AffType;Elo;Fide;Rapide;RapideFide;Blitz;BlitzFide;FideCode;FideTitre;Federation;"
    "ClubRef",
    "7;M61999;LEROY;Anne;03/09/1961;VetF;A;1830;F;1799;E;1700;N;20611999;;FRA;88",
]


def test_the_ffes_own_table_of_players_names_its_rapid_and_blitz_columns_otherwise(tmp_path):
    path = _csv(tmp_path / "joueurs_ffe.csv", FFE_TABLE, "utf-8")
    assert detect(path) == "players-sheet"
    warnings: list[Notice] = []
    jean, zoe = read(path, warnings=warnings)
    assert (jean.name, jean.ffe_id, jean.fide_id, jean.title, jean.birth_date, jean.sex, jean.federation) == (
        "DUPONT, Jean", "K55999", "652999", "FM", date(1980, 5, 17), "M", "FRA")
    assert jean.ratings == {FFE: 2210, FIDE: 2210, FFE_RAPID: 2150, FFE_BLITZ: 2080, FIDE_BLITZ: 2080}
    assert jean.rating_types == {FFE: "F", FFE_RAPID: "N", FFE_BLITZ: "F"}
    assert (zoe.fide_id, zoe.ratings, zoe.rating_types) == (
        None, {FFE: 1399, FFE_RAPID: 1400, FFE_BLITZ: 1409}, {FFE: "E", FFE_RAPID: "E", FFE_BLITZ: "E"})
    assert english(warnings) == ['line 1: column "ClubRef" is not read: elodesk does not know it',
                                 'line 1: column "AffType" is not read: elodesk does not know it']


def test_papis_player_base_gives_the_sex_in_the_category(tmp_path):
    (anne,) = read(_csv(tmp_path / "Data.csv", PAPI_BASE, "utf-8"))
    assert (anne.name, anne.sex, anne.ffe_id, anne.fide_id, anne.birth_date) == (
        "LEROY, Anne", "F", "M61999", "20611999", date(1961, 9, 3))
    assert (anne.ratings, anne.rating_types) == ({FFE: 1830, FIDE: 1830, FFE_RAPID: 1799, FFE_BLITZ: 1700},
                                                 {FFE: "F", FFE_RAPID: "E", FFE_BLITZ: "N"})


def test_the_ffes_table_into_an_empty_club_gives_each_player_his_french_state(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, _csv(tmp_path / "joueurs_ffe.csv", FFE_TABLE, "utf-8"))
    assert report.count("new") == 2
    rows = db.execute("SELECT p.ffe_id, p.sex, r.state FROM players p JOIN ratings r ON r.player_id = p.id "
                      "AND r.system = 'ffe' ORDER BY p.ffe_id").fetchall()
    assert rows == [("A01450", "F", '{"rating": 1399, "rating_type": "E"}'),
                    ("K55999", "M", '{"rating": 2210, "rating_type": "F"}')]


def test_the_ffes_table_without_its_fide_ids_is_still_known_by_its_french_columns(tmp_path):
    # "Fide" is the letter of "Elo" there too: it was read as a FIDE id and the sheet refused on "F"
    lines = [";".join(h for h in FFE_TABLE[0].split(";") if h != "FideCode"),
             *(";".join(c for i, c in enumerate(row.split(";")) if i != 15) for row in FFE_TABLE[1:])]
    jean, _ = read(_csv(tmp_path / "joueurs_ffe.csv", lines, "utf-8"))
    assert (jean.fide_id, jean.ratings[FFE], jean.rating_types[FFE], jean.ratings[FIDE]) == (None, 2210, "F", 2210)
