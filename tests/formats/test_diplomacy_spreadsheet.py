"""The Diplomacy game sheet: template, rows gathered into games, French and English spellings, errors."""

from __future__ import annotations

from datetime import date

import pytest
from openpyxl import load_workbook

from elodesk.formats.diplomacy_spreadsheet import read, sniff, write_template
from elodesk.formats.errors import FormatError
from tests.formats.spreadsheet_factories import csv_file, fill_template, head, workbook

# The golden check of RULES.md: Austria 4, England 0 (eliminated), France 9, Germany 7, Italy 7, Russia 3,
# Turkey 4 centres.
GOLDEN = [("Autriche", "ana", 4), ("Angleterre", "bob", 0), ("France", "cat", 9), ("Allemagne", "dan", 7),
          ("Italie", "eve", 7), ("Russie", "fox", 3), ("Turquie", "gus", 4)]  # fmt: skip
ROLES = ["Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"]
HEADER_FR = ["Partie", "Date de première résolution", "Mode", "Compte pour l'Elo", "État",
             "Méthode de scorage", "Variante", "Exclue", "Rôle", "Joueur", "Centres", "Éliminé", "Score"]  # fmt: skip


def game_rows(game="G1", day="01/03/2024", mode="classique", elo="oui", state="terminée", method="c-diplo"):
    """Template-ordered rows of one standard game (variant and flags left blank)."""
    return [
        [game, day, mode, elo, state, method, None, None, role, player, c, None, None] for role, player, c in GOLDEN
    ]


@pytest.fixture
def template(tmp_path):
    path = tmp_path / "parties.xlsx"
    write_template(path)
    return path


def error_of(path) -> str:
    with pytest.raises(FormatError) as error:
        read(path)
    return str(error.value)


def test_template_headers_and_drop_down_lists(template):
    sheet = load_workbook(template)["Parties"]
    assert [c.value for c in sheet[1]] == HEADER_FR
    assert sheet.freeze_panes == "A2"
    assert sheet["B2"].number_format == "DD/MM/YYYY"
    lists = {str(dv.sqref): dv.formula1 for dv in sheet.data_validations.dataValidation}
    assert lists == {
        "C2:C1000": '"blitz,classique"',
        "D2:D1000 H2:H1000 L2:L1000": '"oui,non"',
        "E2:E1000": '"terminée,en cours,en attente,distinguée"',
        "F2:F1000": '"c-diplo,dss,sos,centers,manual"',
        "G2:G1000": '"standard,ancient-mediterranean"',
        "I2:I1000": '"Angleterre,France,Allemagne,Italie,Autriche,Russie,Turquie,Carthage,Égypte,Grèce,Perse,Rome"',
    }


def test_a_filled_template_is_read_into_games(template):
    fill_template(template, {"Parties": game_rows()})
    (game,) = read(template)
    assert (game.id, game.first_resolution, game.mode, game.used_for_elo) == (
        "G1",
        date(2024, 3, 1),
        "classic",
        True,
    )
    assert (game.state, game.scoring, game.variant, game.excluded) == (
        "finished",
        "c-diplo",
        "standard",
        False,
    )
    assert game.line == "Parties!A2"
    assert [r.role for r in game.results] == ROLES
    assert [(r.player, r.centers) for r in game.results] == [(p, c) for _, p, c in GOLDEN]
    assert [r.eliminated for r in game.results] == [False, True, False, False, False, False, False]
    assert all(r.score is None for r in game.results)


def test_rows_of_one_game_need_not_be_together(template):
    one, two = game_rows("12"), game_rows("13", mode="blitz", elo="non", state="en cours", method="dss")
    fill_template(template, {"Parties": [row for pair in zip(one, two, strict=True) for row in pair]})
    first, second = read(template)
    assert (first.id, second.id) == ("12", "13")
    assert (second.mode, second.used_for_elo, second.state, second.scoring) == (
        "blitz",
        False,
        "running",
        "dss",
    )
    assert [r.role for r in second.results] == ROLES


def test_manual_scores_and_explicit_flags(template):
    rows = game_rows(method="manual")
    for row, score in zip(rows, [5, 1, 48, 18.5, "18,5", 4, 5], strict=True):
        row[12] = score
    rows[1][11] = "non"  # England keeps a unit with no centre: as written
    rows[0][6:8] = ["standard", "oui"]
    rows[1][6:8] = ["Standard", "OUI"]
    for row in rows[2:]:
        row[6:8] = ["standard", "yes"]
    fill_template(template, {"Parties": rows})
    (game,) = read(template)
    assert [r.score for r in game.results] == [5.0, 1.0, 48.0, 18.5, 18.5, 4.0, 5.0]
    assert game.results[1].eliminated is False
    assert game.excluded is True


def test_csv_with_semicolons_and_bom(tmp_path):
    lines = [";".join(HEADER_FR)] + [";".join("" if v is None else str(v) for v in row) for row in game_rows()]
    (game,) = read(csv_file(tmp_path / "parties.csv", lines, bom=True))
    assert [r.role for r in game.results] == ROLES
    assert game.line == 2


def test_csv_in_english_with_commas_cp1252_shuffled_columns_and_an_extra_one(tmp_path):
    header = "Player,Country,Supply centers,Game id,First resolution,Mode,Used for Elo,State,Scoring,Note"
    lines = [header] + [
        f"{p}é,{role},{c},777,2023-11-05,blitz,yes,finished,sos,ok"
        for role, (_, p, c) in zip(ROLES, GOLDEN, strict=True)
    ]
    (game,) = read(csv_file(tmp_path / "games.csv", lines, encoding="cp1252"))
    assert (game.id, game.first_resolution, game.mode, game.scoring) == (
        "777",
        date(2023, 11, 5),
        "blitz",
        "sos",
    )
    assert [r.player for r in game.results][:2] == ["anaé", "bobé"]
    assert [r.role for r in game.results] == ROLES


def test_another_variant_takes_its_own_roles(tmp_path):
    header = [
        "Partie",
        "Date",
        "Mode",
        "Compte pour l'Elo",
        "État",
        "Méthode",
        "Variante",
        "Pays",
        "Joueur",
        "Centres",
    ]
    roles = [("Carthage", "a"), ("Égypte", "b"), ("Grece", "c"), ("Perse", "d"), ("Rome", "e")]
    rows = [["A1", "2024-01-05", "blitz", "oui", "terminée", "centres", "ancient-mediterranean", role, p, 6]
            for role, p in roles]  # fmt: skip
    (game,) = read(workbook(tmp_path / "am.xlsx", {"Feuil1": [header, *rows]}))
    assert game.variant == "ancient-mediterranean"
    assert game.scoring == "centers"
    assert [r.role for r in game.results] == ["Carthage", "Egypt", "Greece", "Persia", "Rome"]


# --- Errors --------------------------------------------------------------------------------------


def test_rows_of_one_game_that_disagree(template):
    rows = game_rows()
    rows[3][2] = "blitz"
    fill_template(template, {"Parties": rows})
    assert (
        error_of(template) == 'parties.xlsx:Parties!C5: game "G1": blitz here but classic on its first row (Parties!A2)'
    )


def test_rows_of_one_game_with_another_date(template):
    rows = game_rows()
    rows[6][1] = "02/03/2024"
    fill_template(template, {"Parties": rows})
    assert error_of(template) == (
        'parties.xlsx:Parties!B8: game "G1": 2024-03-02 here but 2024-03-01 on its first row (Parties!A2)'
    )


def test_a_role_twice_in_a_game(template):
    rows = game_rows()
    rows[5][8] = "France"
    fill_template(template, {"Parties": rows})
    assert error_of(template) == 'parties.xlsx:Parties!I7: game "G1": France twice (also Parties!I4)'


def test_a_role_the_variant_does_not_have(template):
    rows = game_rows()
    rows[6][8] = "Rome"
    fill_template(template, {"Parties": rows})
    assert error_of(template) == (
        "parties.xlsx:Parties!I8: expected one of Angleterre, France, Allemagne, Italie, Autriche, Russie,"
        ' Turquie; got "Rome"'
    )


def test_an_unknown_method(template):
    fill_template(template, {"Parties": game_rows(method="points")})
    assert error_of(template) == (
        'parties.xlsx:Parties!F2: expected one of c-diplo, dss, sos, centers, manual; got "points"'
    )


def test_an_unknown_state_and_mode(template):
    fill_template(template, {"Parties": game_rows(state="finie")})
    assert 'Parties!E2: expected one of terminée, en cours, en attente, distinguée; got "finie"' in error_of(template)
    fill_template(template, {"Parties": game_rows(mode="rapide")})
    assert error_of(template) == 'parties.xlsx:Parties!C2: expected one of blitz, classique; got "rapide"'


def test_a_score_without_the_manual_method(template):
    rows = game_rows()
    rows[2][12] = 48
    fill_template(template, {"Parties": rows})
    assert error_of(template) == (
        'parties.xlsx:Parties!M4: a score is given with the "manual" method only (this game: c-diplo)'
    )


def test_the_manual_method_without_a_score(template):
    fill_template(template, {"Parties": game_rows(method="manual")})
    assert error_of(template) == 'parties.xlsx:Parties!M2: "Score" is empty'


def test_centres_beyond_the_map(template):
    rows = game_rows()
    rows[4][10] = 35
    fill_template(template, {"Parties": rows})
    assert error_of(template) == "parties.xlsx:Parties!K6: expected 0 to 34 centres, got 35"


def test_a_bad_elo_flag_in_csv_names_line_and_column(tmp_path):
    lines = [";".join(HEADER_FR)] + [
        ";".join("" if v is None else str(v) for v in row) for row in game_rows(elo="peut-être")
    ]
    message = error_of(csv_file(tmp_path / "parties.csv", lines))
    assert message.startswith('parties.csv:2: column "Compte pour l\'Elo": expected oui or non')


def test_a_missing_role_column(tmp_path):
    path = csv_file(tmp_path / "parties.csv", ["Partie;Date;Mode;Compte pour l'Elo;État;Scoring;Joueur;Centres"])
    assert error_of(path) == 'parties.csv:1: missing column(s) "Rôle"'


def test_sniff(template, tmp_path):
    assert sniff(head(template), str(template)) == "diplomacy-sheet"
    text = csv_file(tmp_path / "p.csv", [";".join(HEADER_FR)])
    assert sniff(head(text), str(text)) == "diplomacy-sheet"
    players = csv_file(tmp_path / "j.csv", ["Nom;Prénom;Matricule"])
    assert sniff(head(players), str(players)) is None
