"""The players sheet: names, ids and ratings from .csv or .xlsx, id checks, write → read round trips."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from openpyxl import load_workbook

from elodesk.formats import bataille_spreadsheet, diplomacy_spreadsheet
from elodesk.formats.errors import FormatError
from elodesk.formats.players_spreadsheet import read, sniff, write
from elodesk.formats.records import BATAILLE_EMPIRE, FFE, FIDE, FRBE, PlayerRecord
from tests.formats.spreadsheet_factories import csv_file, head, workbook

PLAYERS = [
    PlayerRecord(
        ref="1",
        name="Dupont, Jean",
        birth_date=date(1980, 5, 17),
        sex="M",
        club="Cercle de Wavre",
        federation="BEL",
        title="FM",
        fide_id="205087",
        frbe_id="12345",
        ratings={FIDE: 2210, FRBE: 2190},
        rating_games={FRBE: 345},
        foreign=False,
    ),
    PlayerRecord(
        ref="p2",
        name="Lefèvre, Zoé",
        sex="F",
        federation="FRA",
        ffe_id="A01450",
        ratings={FFE: 1869, BATAILLE_EMPIRE: 1120},
        rating_games={BATAILLE_EMPIRE: 14},
        foreign=True,
    ),
    PlayerRecord(ref="3", name="Ngata"),
]


def without_lines(players):
    return [replace(p, line=None) for p in players]


def error_of(path) -> str:
    with pytest.raises(FormatError) as error:
        read(path)
    return str(error.value)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_write_then_read_gives_the_players_back(tmp_path, suffix):
    path = tmp_path / f"joueurs{suffix}"
    write(path, PLAYERS)
    assert without_lines(read(path)) == PLAYERS


def test_written_csv_is_utf8_with_bom_semicolons_and_iso_dates(tmp_path):
    path = tmp_path / "joueurs.csv"
    write(path, PLAYERS[:1])
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    header, line = data[3:].decode().splitlines()
    assert header == (
        "Réf;Nom;Prénom;Date de naissance;Sexe;Club;Fédération;Titre;FIDE ID;Matricule;Licence FFE;Étranger;"
        "Elo FIDE;Elo FRBE;Parties FRBE"
    )
    assert line == "1;Dupont;Jean;1980-05-17;M;Cercle de Wavre;BEL;FM;205087;12345;;non;2210;2190;345"


def test_written_workbook_has_date_cells_and_a_frozen_bold_header(tmp_path):
    path = tmp_path / "joueurs.xlsx"
    write(path, PLAYERS)
    sheet = load_workbook(path)["Joueurs"]
    assert sheet.freeze_panes == "A2"
    assert sheet["A1"].font.b
    assert sheet["D2"].value.date() == date(1980, 5, 17)
    assert sheet["D2"].number_format == "DD/MM/YYYY"
    assert sheet["M2"].value == 2210


def test_read_a_user_workbook_with_a_full_name_column_and_english_headers(tmp_path):
    path = workbook(
        tmp_path / "club.xlsx",
        {
            "Members": [
                ["Club members, June"],
                [
                    "FIDE rating",
                    "Name",
                    "Notes",
                    "Date of birth",
                    "Gender",
                    "FIDE number",
                    "FIDE games",
                    "Foreign",
                ],
                [1850, "Martin, Luc", "captain", "03/04/1975", "male", 4600010.0, 12, "no"],
                [0, "Bernard, Ana", None, None, "woman", None, None, None],
            ]
        },
    )
    luc, ana = read(path)
    assert (luc.ref, luc.name, luc.birth_date, luc.sex, luc.fide_id) == (
        "3",
        "Martin, Luc",
        date(1975, 4, 3),
        "M",
        "4600010",
    )
    assert (luc.ratings, luc.rating_games, luc.foreign, luc.line) == (
        {FIDE: 1850},
        {FIDE: 12},
        False,
        "Members!A3",
    )
    assert (ana.ref, ana.sex, ana.ratings, ana.foreign) == ("4", "F", {}, None)  # a rating of 0: unrated


def test_read_a_cp1252_csv_with_commas_and_last_and_first_names(tmp_path):
    lines = [
        "Prénom,Nom,Elo FRBE,Parties FRBE,Niveau Bataille Empire,Licence,Pays",
        "Zoé,Lefèvre,1650,40,1210,b12345,fra",
        ",Ngata,,,,,",
    ]
    zoe, ngata = read(csv_file(tmp_path / "club.csv", lines, encoding="cp1252"))
    assert (zoe.name, zoe.ratings, zoe.rating_games) == (
        "Lefèvre, Zoé",
        {FRBE: 1650, BATAILLE_EMPIRE: 1210},
        {FRBE: 40},
    )
    assert (zoe.ffe_id, zoe.federation, zoe.ref, zoe.line) == ("B12345", "FRA", "2", 2)
    assert (ngata.name, ngata.ratings) == ("Ngata", {})


@pytest.mark.parametrize(
    ("column", "value", "message"),
    [
        ("FIDE ID", "2050 87a", 'expected a FIDE id (digits only), got "2050 87a"'),
        ("Matricule", "123456", 'expected an FRBE matricule (1 to 5 digits), got "123456"'),
        ("Matricule", "1234567", 'expected an FRBE matricule (1 to 5 digits), got "1234567"'),
        ("Licence FFE", "12345", 'expected an FFE licence (a letter and 5 digits, e.g. A01450), got "12345"'),
        (
            "Licence FFE",
            "AB1234",
            'expected an FFE licence (a letter and 5 digits, e.g. A01450), got "AB1234"',
        ),
        ("Sexe", "?", 'expected one of M, F; got "?"'),
        ("Elo FRBE", "mille", 'expected a whole number, got "mille"'),
    ],
)
def test_malformed_values_name_the_cell(tmp_path, column, value, message):
    path = workbook(tmp_path / "club.xlsx", {"Joueurs": [["Nom", "Club", column], ["Dupont", "Wavre", "x"]]})
    book = load_workbook(path)
    book["Joueurs"]["C2"] = value
    book.save(path)
    assert error_of(path) == f"club.xlsx:Joueurs!C2: {message}"


def test_malformed_id_in_csv_names_line_and_column(tmp_path):
    path = csv_file(tmp_path / "club.csv", ["Nom;Matricule", "Dupont;12345", "Martin;12-34"])
    assert error_of(path) == 'club.csv:3: column "Matricule": expected an FRBE matricule (1 to 5 digits), got "12-34"'


def test_a_ref_twice(tmp_path):
    path = csv_file(tmp_path / "club.csv", ["Réf;Nom", "7;Dupont", "8;Martin", "7;Durand"])
    assert error_of(path) == 'club.csv:4: column "Réf": ref "7" twice (also 2)'


def test_a_row_without_a_name(tmp_path):
    path = csv_file(tmp_path / "club.csv", ["Nom;Prénom;Club", "Dupont;Jean;Wavre", ";Luc;Wavre"])
    assert error_of(path) == 'club.csv:3: column "Nom": "Nom" is empty'


def test_no_name_column(tmp_path):
    path = csv_file(tmp_path / "club.csv", ["Prénom;Club", "Jean;Wavre"])
    assert error_of(path) == 'club.csv:1: missing column(s) "Nom complet or Nom"'


def test_writing_another_extension_is_refused(tmp_path):
    with pytest.raises(FormatError, match=r"joueurs\.ods: expected a \.csv or \.xlsx file name"):
        write(tmp_path / "joueurs.ods", PLAYERS)


def test_sniff(tmp_path):
    written = tmp_path / "joueurs.xlsx"
    write(written, PLAYERS)
    assert sniff(head(written), str(written)) == "players-sheet"
    text = csv_file(tmp_path / "j.csv", ["Nom;Prénom;Matricule;Elo FRBE"])
    assert sniff(head(text), str(text)) == "players-sheet"
    names_only = csv_file(tmp_path / "n.csv", ["Nom;Club;Sexe;Pays"])
    assert sniff(head(names_only), str(names_only)) is None
    game_csv = csv_file(tmp_path / "g.csv", ["Partie;Date;Mode;Compte pour l'Elo;État;Scorage;Pays;Joueur;Centres"])
    assert sniff(head(game_csv), str(game_csv)) is None
    result_sheet = tmp_path / "be.xlsx"
    bataille_spreadsheet.write_template(result_sheet)
    assert sniff(head(result_sheet), str(result_sheet)) is None
    games = tmp_path / "games.xlsx"
    diplomacy_spreadsheet.write_template(games)
    assert sniff(head(games), str(games)) is None


def test_the_oldest_members_short_matricules_are_read(tmp_path):
    """The federation's own lists hold members with matricules of one to three digits (27, 183, 400 on the
    Belgian list of 2021): a sheet elodesk writes for them must read back."""
    path = csv_file(tmp_path / "club.csv", ["Nom;Matricule", "Dupont;27", "Martin;183", "Durand;00400"])
    assert [p.frbe_id for p in read(path)] == ["27", "183", "00400"]
