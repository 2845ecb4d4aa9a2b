"""The Bataille Empire result sheet: template, reading, the generals' names, the result phrases, errors."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from openpyxl import load_workbook

from elodesk.core.bataille_empire import RESULTS
from elodesk.formats import bataille_spreadsheet, diplomacy_spreadsheet
from elodesk.formats.bataille_spreadsheet import RESULT_PHRASES, parse_result, read, sniff, write_template
from elodesk.formats.errors import FormatError
from elodesk.formats.spreadsheet_cells import Expected
from tests.formats.spreadsheet_factories import csv_file, fill_template, head, workbook

EVENT = [
    ["Nom", "Championnat de Belgique 2024"],
    ["Date de début", datetime(2024, 6, 15)],
    ["Date de fin", "16/06/2024"],
    ["Lieu", "Waterloo"],
    ["Arbitre", "Marie Leroy"],
]
PLAYERS = [
    ["Dupont", "Jean", "Les Grognards", 1234],
    ["Martin", "Zoé", "Les Grognards", None],
    ["Lefèvre", "Paul", None, "B-77"],
    ["Durand", "Luc", "Waterloo 1815", None],
    ["Dupont", "Marc", None, None],
]


def battle(round_, day, a, b, result, scenario=None, notes=None):
    """A *Parties* line as the template orders it: round, date, A1–A3, B1–B3, result, scenario, notes."""
    return [round_, day, *a, *[None] * (3 - len(a)), *b, *[None] * (3 - len(b)), result, scenario, notes]


@pytest.fixture
def template(tmp_path):
    path = tmp_path / "waterloo.xlsx"
    write_template(path)
    return path


def fill(path, battles, players=PLAYERS, event=EVENT):
    fill_template(path, {"Joueurs": players, "Parties": battles})
    book = load_workbook(path)
    for r, (label, value) in enumerate(event, start=1):
        book["Manifestation"].cell(r, 1, label)
        book["Manifestation"].cell(r, 2, value)
    book.save(path)
    return path


def error_of(path) -> str:
    with pytest.raises(FormatError) as error:
        read(path)
    return str(error.value)


# --- The template --------------------------------------------------------------------------------


def test_template_has_the_three_sheets_with_french_headers(template):
    book = load_workbook(template)
    assert book.sheetnames == ["Manifestation", "Joueurs", "Parties"]
    assert [c.value for c in book["Manifestation"]["A"]] == [
        "Nom",
        "Date de début",
        "Date de fin",
        "Lieu",
        "Arbitre",
    ]
    assert [c.value for c in book["Joueurs"][1]] == ["Nom", "Prénom", "Club", "Matricule", "Nom complet"]
    assert [c.value for c in book["Parties"][1]] == [
        "Ronde", "Date", "Général A1", "Général A2", "Général A3",
        "Général B1", "Général B2", "Général B3", "Résultat", "Scénario", "Notes",
    ]  # fmt: skip
    assert book["Parties"].freeze_panes == "A2"
    assert book["Joueurs"].freeze_panes == "A2"
    assert book["Parties"]["A1"].font.b
    assert book["Parties"].column_dimensions["I"].width == 30


def test_template_has_drop_down_lists_for_generals_and_results(template):
    book = load_workbook(template)
    validations = {dv.formula1: str(dv.sqref) for dv in book["Parties"].data_validations.dataValidation}
    assert validations["Generaux"] == "C2:C1000 D2:D1000 E2:E1000 F2:F1000 G2:G1000 H2:H1000"
    phrases = '"' + ",".join(RESULT_PHRASES.values()) + '"'
    assert validations[phrases] == "I2:I1000"
    assert all(dv.type == "list" for dv in book["Parties"].data_validations.dataValidation)
    assert book.defined_names["Generaux"].attr_text == "'Joueurs'!$E$2:$E$501"
    assert book["Joueurs"]["E2"].value == '=TRIM(A2&" "&B2)'


def test_template_formats_date_cells(template):
    book = load_workbook(template)
    assert book["Parties"]["B2"].number_format == "DD/MM/YYYY"
    assert book["Parties"]["B1000"].number_format == "DD/MM/YYYY"
    assert book["Manifestation"]["B2"].number_format == "DD/MM/YYYY"
    assert book["Manifestation"]["B3"].number_format == "DD/MM/YYYY"


def test_result_phrases_cover_the_engine_results():
    assert list(RESULT_PHRASES) == list(RESULTS)


# --- Reading -------------------------------------------------------------------------------------


def test_a_filled_template_is_read(template):
    fill(
        template,
        [
            battle(1, datetime(2024, 6, 15), ["Dupont Jean"], ["Martin Zoé"], "victoire écrasante du camp A",
                   "Ligny"),
            battle(1, "15/06/2024", ["Lefèvre Paul"], ["Durand Luc"], "match nul"),
            battle(2, date(2024, 6, 16), ["Dupont Jean", "Durand Luc"], ["Martin Zoé", "Lefèvre Paul"],
                   "victoire marginale du camp B", None, "2 contre 2"),
        ],
    )  # fmt: skip
    event = read(template)
    assert (event.name, event.start, event.end) == (
        "Championnat de Belgique 2024",
        date(2024, 6, 15),
        date(2024, 6, 16),
    )
    assert (event.place, event.arbiter) == ("Waterloo", "Marie Leroy")
    assert [p.ref for p in event.players] == [
        "Dupont Jean",
        "Martin Zoé",
        "Lefèvre Paul",
        "Durand Luc",
        "Dupont Marc",
    ]
    assert (event.players[0].club, event.players[0].member_id) == ("Les Grognards", "1234")
    assert event.players[2].member_id == "B-77"
    first, second, third = event.battles
    assert (first.round, first.date, first.side_a, first.side_b) == (
        1,
        date(2024, 6, 15),
        ["Dupont Jean"],
        ["Martin Zoé"],
    )
    assert (first.result, first.scenario, first.line) == ("a-crushing", "Ligny", "Parties!A2")
    assert (second.result, second.date) == ("draw", date(2024, 6, 15))
    assert third.side_a == ["Dupont Jean", "Durand Luc"]
    assert third.side_b == ["Martin Zoé", "Lefèvre Paul"]
    assert (third.result, third.notes) == ("b-marginal", "2 contre 2")


def test_generals_match_without_case_accents_or_punctuation(template):
    fill(
        template,
        [battle(1, "15/06/2024", ["DUPONT jean", "durand, LUC"], ["Martin Zoe", "Lefevre"], "a-decisive")],
    )
    (only,) = read(template).battles
    assert only.side_a == ["Dupont Jean", "Durand Luc"]
    assert only.side_b == ["Martin Zoé", "Lefèvre Paul"]  # "Lefevre": the only Lefèvre


def test_a_last_name_two_players_bear_is_not_enough(template):
    fill(template, [battle(1, "15/06/2024", ["Dupont"], ["Martin Zoé"], "match nul")])
    assert error_of(template) == 'waterloo.xlsx:Parties!C2: unknown general "Dupont": not in the sheet "Joueurs"'


def test_english_sheets_and_headers_in_another_order_with_an_extra_column(tmp_path):
    path = workbook(
        tmp_path / "event.xlsx",
        {
            "Event": [["Event", "Spring cup"], ["Start date", "2024-03-02"], ["Venue", "Namur"]],
            "Players": [["First name", "Last name", "Rank"], ["Jean", "Dupont", 1], ["Zoé", "Martin", 2]],
            "Battles": [
                ["Result", "Side B1", "Comments", "General A1", "Round", "Date", "Scenario"],
                ["b-crushing", "Martin Zoé", "late", "Dupont Jean", 3, "02/03/2024", "Quatre-Bras"],
            ],
        },
    )
    event = read(path)
    assert (event.name, event.start, event.end, event.place, event.arbiter) == (
        "Spring cup", date(2024, 3, 2), None, "Namur", None,
    )  # fmt: skip
    (only,) = event.battles
    assert (only.round, only.side_a, only.side_b, only.result) == (
        3,
        ["Dupont Jean"],
        ["Martin Zoé"],
        "b-crushing",
    )
    assert (only.scenario, only.notes, only.line) == ("Quatre-Bras", "late", "Battles!A2")


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("victoire écrasante du camp A", "a-crushing"),
        ("Victoire Ecrasante du camp A", "a-crushing"),
        ("victoire décisive du camp A", "a-decisive"),
        ("victoire marginale du camp A", "a-marginal"),
        ("match nul", "draw"),
        ("Nul", "draw"),
        ("égalité", "draw"),
        ("victoire marginale du camp B", "b-marginal"),
        ("victoire décisive camp B", "b-decisive"),
        ("Camp B : victoire écrasante", "b-crushing"),
        ("victoire écrasante de B", "b-crushing"),
        ("b-crushing", "b-crushing"),
        ("a-marginal", "a-marginal"),
        ("draw", "draw"),
        ("crushing victory of side A", "a-crushing"),
    ],
)
def test_result_phrases(text, result):
    assert parse_result(text) == result


@pytest.mark.parametrize(
    "text",
    [
        "victoire totale du camp A",
        "victoire écrasante",
        "victoire du camp A",
        "victoire écrasante A et B",
        "nul B",
        "A",
    ],
)
def test_unknown_result_phrases(text):
    with pytest.raises(Expected, match=f'unknown result "{text}"'):
        parse_result(text)


# --- Errors --------------------------------------------------------------------------------------


def test_unknown_general(template):
    fill(template, [battle(1, "15/06/2024", ["Dupont Jean"], [None, "Napoléon"], "match nul")])
    assert error_of(template) == 'waterloo.xlsx:Parties!G2: unknown general "Napoléon": not in the sheet "Joueurs"'


def test_empty_side(template):
    fill(template, [battle(1, "15/06/2024", ["Dupont Jean"], [], "match nul")])
    assert error_of(template) == "waterloo.xlsx:Parties!F2: side B has no general"


def test_same_general_twice_in_a_battle(template):
    fill(
        template,
        [
            battle(1, "15/06/2024", ["Dupont Jean"], ["Martin Zoé"], "match nul"),
            battle(2, "16/06/2024", ["Dupont Jean", "Martin Zoé"], ["Durand Luc", "dupont jean"], "match nul"),
        ],
    )
    assert error_of(template) == 'waterloo.xlsx:Parties!G3: general "Dupont Jean" twice in this battle'


def test_missing_date(template):
    fill(template, [battle(1, None, ["Dupont Jean"], ["Martin Zoé"], "match nul")])
    assert error_of(template) == 'waterloo.xlsx:Parties!B2: "Date" is empty'


def test_bad_date(template):
    fill(template, [battle(1, "32/06/2024", ["Dupont Jean"], ["Martin Zoé"], "match nul")])
    assert error_of(template) == (
        'waterloo.xlsx:Parties!B2: expected a date (dd/mm/yyyy or yyyy-mm-dd), got "32/06/2024"'
    )


def test_unknown_result(template):
    fill(template, [battle(1, "15/06/2024", ["Dupont Jean"], ["Martin Zoé"], "victoire totale")])
    message = error_of(template)
    assert message.startswith('waterloo.xlsx:Parties!I2: unknown result "victoire totale" (expected one of: ')
    assert "victoire écrasante du camp A / victoire décisive du camp A" in message


def test_missing_round(template):
    fill(template, [battle(None, "15/06/2024", ["Dupont Jean"], ["Martin Zoé"], "match nul", "Ligny")])
    assert error_of(template) == 'waterloo.xlsx:Parties!A2: "Ronde" is empty'


def test_a_player_listed_twice(template):
    fill(template, [], players=[*PLAYERS, ["DUPONT", "Jean", None, None]])
    assert error_of(template) == 'waterloo.xlsx:Joueurs!A7: player "DUPONT Jean" twice (also Joueurs!A2)'


def test_missing_event_name(template):
    fill(template, [], event=[["Nom", None], ["Lieu", "Namur"]])
    assert error_of(template) == 'waterloo.xlsx:Manifestation!B1: "Nom" is empty'


def test_missing_sheet(tmp_path):
    path = workbook(tmp_path / "event.xlsx", {"Manifestation": [["Nom", "x"]], "Joueurs": [["Nom"]]})
    assert error_of(path) == 'event.xlsx: no sheet "Parties" (sheets found: "Manifestation", "Joueurs")'


def test_missing_result_column(tmp_path):
    path = workbook(
        tmp_path / "event.xlsx",
        {"Manifestation": [["Nom", "x"]], "Joueurs": [["Nom"]], "Parties": [["Ronde", "Date", "Général A1"]]},
    )
    assert error_of(path) == 'event.xlsx:Parties!A1: missing column(s) "Résultat"'


# --- Sniffing ------------------------------------------------------------------------------------


def test_sniff_knows_its_workbooks_only(template, tmp_path):
    assert sniff(head(template), str(template)) == bataille_spreadsheet.FORMAT == "bataille-sheet"
    english = workbook(tmp_path / "e.xlsx", {"Event": [[]], "Players": [[]], "Battles": [[]]})
    assert sniff(head(english), str(english)) == "bataille-sheet"
    games = tmp_path / "games.xlsx"
    diplomacy_spreadsheet.write_template(games)
    assert sniff(head(games), str(games)) is None
    text = csv_file(tmp_path / "t.csv", ["Manifestation;Joueurs;Parties"])
    assert sniff(head(text), str(text)) is None
    assert sniff(head(template), "waterloo.xlsx") is None  # the path is needed to look inside
