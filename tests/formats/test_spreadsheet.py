"""The shared spreadsheet layer: header matching, rows with cell references, cell parsing, CSV."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from elodesk.formats.errors import FormatError
from elodesk.formats.spreadsheet import (
    Column,
    Columns,
    csv_records,
    delimiter,
    label_row,
    open_workbook,
    read_rows,
    sniff_fields,
)
from elodesk.formats.spreadsheet_cells import (
    Expected,
    match_key,
    parse_bool,
    parse_choice,
    parse_date,
    parse_float,
    parse_int,
    parse_text,
    words,
)
from elodesk.formats.spreadsheet_writer import sheet_name, write_table
from tests.formats.spreadsheet_factories import csv_file, workbook

COLUMNS = Columns(
    Column("name", ("Nom", "Name"), True),
    Column("born", ("Date de naissance", "Birth date")),
    Column("games", ("Parties", "Games")),
    Column("member", ("Membre", "Member")),
)


def test_fold_ignores_case_accents_spaces_and_punctuation():
    assert match_key("  Date de Naissance ") == match_key("date_de-naissance") == "datedenaissance"
    assert match_key("Général A1") == match_key("GENERAL a 1") == "generala1"
    assert match_key("Compte pour l'Elo") == match_key("compte pour l’élo")


def test_fold_keeps_letters_of_other_scripts():
    assert match_key("Иванов") == "иванов"


def test_words_are_folded():
    assert words("Victoire Écrasante du camp A!") == ["victoire", "ecrasante", "du", "camp", "a"]


def test_two_fields_sharing_a_spelling_are_refused():
    with pytest.raises(ValueError, match="names both"):
        Columns(Column("a", ("Nom",)), Column("b", ("NOM ",)))


def test_match_finds_fields_in_any_order_and_ignores_extra_columns():
    assert COLUMNS.match(["Extra", "games", None, "NOM", 12]) == {"games": 1, "name": 3}


@pytest.mark.parametrize(
    ("value", "expected"),
    [(7, 7), (7.0, 7), ("12", 12), (" -3 ", -3), ("5.0", 5)],
)
def test_parse_int(value, expected):
    assert parse_int(value) == expected


@pytest.mark.parametrize("value", ["x", "1.5", 1.5, True, "1 2"])
def test_parse_int_refuses(value):
    with pytest.raises(Expected, match="expected a whole number"):
        parse_int(value)


def test_parse_float_takes_point_or_comma():
    assert parse_float("12,5") == parse_float("12.5") == parse_float(12.5) == 12.5
    assert parse_float(3) == 3.0
    with pytest.raises(Expected, match="expected a number"):
        parse_float("douze")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (datetime(2024, 6, 18, 0, 0), date(2024, 6, 18)),
        (date(2024, 6, 18), date(2024, 6, 18)),
        ("18/06/2024", date(2024, 6, 18)),
        ("8/6/2024", date(2024, 6, 8)),
        ("18.06.2024", date(2024, 6, 18)),
        ("2024-06-18", date(2024, 6, 18)),
        ("2024-06-18 10:30", date(2024, 6, 18)),
        ("2024-06-18T10:30:00", date(2024, 6, 18)),
        (45461, date(2024, 6, 18)),  # an Excel day number in a cell without a date format
        (45461.75, date(2024, 6, 18)),
    ],
)
def test_parse_date(value, expected):
    assert parse_date(value) == expected


@pytest.mark.parametrize("value", ["31/02/2024", "2024", 2024, "18-06-24", "demain", True])
def test_parse_date_refuses(value):
    with pytest.raises(Expected, match=r"expected a date \(dd/mm/yyyy or yyyy-mm-dd\)"):
        parse_date(value)


@pytest.mark.parametrize("value", ["oui", "OUI", "Yes", "true", "VRAI", "1", 1, 1.0, True, "x", "o"])
def test_parse_bool_true(value):
    assert parse_bool(value) is True


@pytest.mark.parametrize("value", ["non", "No", "FALSE", "faux", "0", 0, False, "n"])
def test_parse_bool_false(value):
    assert parse_bool(value) is False


def test_parse_bool_refuses():
    with pytest.raises(Expected, match=r'expected oui or non .*got "peut-être"'):
        parse_bool("peut-être")


def test_parse_text_writes_whole_numbers_without_decimals():
    assert parse_text(12345.0) == "12345"
    assert parse_text("  Dupont ") == "Dupont"


def test_parse_choice_folds_and_lists_the_choices():
    parse = parse_choice({"Terminée": "finished", "en cours": "running"}, ["terminée", "en cours"])
    assert parse("TERMINEE") == "finished"
    with pytest.raises(Expected, match='expected one of terminée, en cours; got "fini"'):
        parse("fini")


def test_sheet_rows_carry_cell_references(tmp_path):
    path = workbook(
        tmp_path / "t.xlsx",
        {
            "Liste": [
                ["Liste des membres"],  # a title line above the header
                [],
                ["Remarque", "Games", "Name", "Birth date"],
                ["", 3, "Dupont", "01/02/1990"],
                [],
                [None, "x", "Martin", None],
            ]
        },
    )
    rows = read_rows(path, COLUMNS, ["Liste"])
    assert [r.ref for r in rows] == ["Liste!A4", "Liste!A6"]
    assert rows[0].need("name", parse_text) == "Dupont"
    assert rows[0].get("born", parse_date) == date(1990, 2, 1)
    assert rows[0].get("member", parse_text) is None  # no such column
    with pytest.raises(FormatError) as error:
        rows[1].get("games", parse_int)
    assert str(error.value) == 't.xlsx:Liste!B6: expected a whole number, got "x"'
    with pytest.raises(FormatError) as error:
        rows[1].need("born", parse_date)
    assert str(error.value) == 't.xlsx:Liste!D6: "Birth date" is empty'
    with pytest.raises(FormatError) as error:
        rows[1].need("member", parse_text)
    assert str(error.value) == 't.xlsx:Liste!A6: no column "Membre"'


def test_a_workbook_without_the_named_sheet_is_read_from_its_first_sheet(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Feuil1": [["Nom"], ["Dupont"]], "Autre": [["Nom"], ["Martin"]]})
    assert [r.values["name"] for r in read_rows(path, COLUMNS, ["Membres"])] == ["Dupont"]


def test_a_missing_required_column_is_named(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Liste": [["Parties", "Membre"], [3, "x"]]})
    with pytest.raises(FormatError) as error:
        read_rows(path, COLUMNS, ["Liste"])
    assert str(error.value) == 't.xlsx:Liste!A1: missing column(s) "Nom"'


def test_a_file_that_is_no_workbook_is_a_format_error(tmp_path):
    path = tmp_path / "t.xlsx"
    path.write_text("Nom;Parties\n")
    with pytest.raises(FormatError, match=r"t\.xlsx: not an \.xlsx workbook"):
        read_rows(path, COLUMNS, ["Liste"])


def test_another_extension_is_refused(tmp_path):
    with pytest.raises(FormatError, match=r"t\.ods: expected a \.csv or \.xlsx file"):
        read_rows(tmp_path / "t.ods", COLUMNS, ["Liste"])


def test_label_sheet_reads_label_value_lines(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Info": [["Games", 4], ["Extra", "?"], ["nom", "Tournoi"]]})
    with open_workbook(path) as book:
        row = label_row(book["Info"], COLUMNS, "t.xlsx")
    assert row.need("name", parse_text) == "Tournoi"
    assert row.cell("games") == "Info!B1"
    with pytest.raises(FormatError) as error:
        row.need("born", parse_date)
    assert str(error.value) == 't.xlsx:Info!A1: no line "Date de naissance"'


@pytest.mark.parametrize(
    ("lines", "encoding", "bom"),
    [
        (["Nom;Date de naissance;Parties", "Dupont;01/02/1990;3", "Müller;1985-05-04;"], "utf-8", True),
        (["Nom;Date de naissance;Parties", "Dupont;01/02/1990;3", "Müller;1985-05-04;"], "utf-8", False),
        (["Name,Games,Birth date", "Dupont,3,01/02/1990", "Müller,,1985-05-04"], "cp1252", False),
    ],
)
def test_csv_rows_in_every_encoding_and_delimiter(tmp_path, lines, encoding, bom):
    path = csv_file(tmp_path / "t.csv", lines, encoding, bom)
    rows = read_rows(path, COLUMNS, [])
    assert [r.need("name", parse_text) for r in rows] == ["Dupont", "Müller"]
    assert [r.get("games", parse_int) for r in rows] == [3, None]
    assert [r.get("born", parse_date) for r in rows] == [date(1990, 2, 1), date(1985, 5, 4)]
    assert [r.ref for r in rows] == [2, 3]


def test_csv_errors_name_the_line_and_the_column(tmp_path):
    path = csv_file(tmp_path / "t.csv", ["Nom;Parties", '"Dupont;x";1', "Martin;trois"])
    rows = read_rows(path, COLUMNS, [])
    assert rows[0].values["name"] == "Dupont;x"  # a quoted field
    with pytest.raises(FormatError) as error:
        rows[1].get("games", parse_int)
    assert str(error.value) == 't.csv:3: column "Parties": expected a whole number, got "trois"'


def test_csv_line_numbers_count_quoted_line_breaks(tmp_path):
    path = csv_file(tmp_path / "t.csv", ["Nom;Parties", '"Dupont', 'Jean";1', "", "Martin;2"])
    assert [r.ref for r in read_rows(path, COLUMNS, [])] == [2, 5]


def test_a_csv_record_the_csv_module_cannot_split(tmp_path):
    path = tmp_path / "t.csv"
    path.write_bytes(b"Nom;Parties\r\nDupont;1\r\n" + b"x" * 200_000 + b";2\r\n")  # beyond csv's field limit
    with pytest.raises(FormatError) as error:
        read_rows(path, COLUMNS, [])
    assert str(error.value).startswith("t.csv:3: unreadable CSV record (")
    assert sniff_fields(path.read_bytes(), "t.csv", COLUMNS, []) == set()


def test_delimiter_is_taken_from_the_first_line():
    assert delimiter("Nom;Club, ville\n") == ";"
    assert delimiter("\nName,Club\n") == ","
    assert delimiter("Nom\tClub\n") == "\t"
    assert [n for n, _ in csv_records("a;b\r\nc;d\rE;f\n")] == [1, 2, 3]


def test_sniff_fields_of_a_csv_head_cut_inside_a_character(tmp_path):
    data = "Nom;Date de naissance;Parties\r\nDupré;01/02/1990;3\r\n".encode()
    head = data[: data.index("é".encode()) + 1]  # the é cut in two
    assert sniff_fields(head, "t.csv", COLUMNS, []) == {"name", "born", "games"}


def test_sniff_fields_of_a_workbook_opens_the_path(tmp_path):
    path = workbook(tmp_path / "t.xlsx", {"Liste": [["Nom", "Membre"]]})
    assert sniff_fields(path.read_bytes()[:8], str(path), COLUMNS, ["Liste"]) == {"name", "member"}
    assert sniff_fields(path.read_bytes()[:8], "t.xlsx", COLUMNS, ["Liste"]) == set()  # no path: no look


def test_write_table_refuses_another_extension_and_ragged_rows(tmp_path):
    with pytest.raises(FormatError, match=r"t\.txt: expected a \.csv or \.xlsx file name"):
        write_table(tmp_path / "t.txt", ["a"], [[1]], "T")
    with pytest.raises(ValueError, match="every row must have 2 values"):
        write_table(tmp_path / "t.csv", ["a", "b"], [[1]], "T")


def test_sheet_name_is_made_valid():
    assert sheet_name("Classement [FRBE] 2024/2025: final?") == "Classement FRBE 2024 2025 final"
    assert sheet_name("***") == "Sheet1"
