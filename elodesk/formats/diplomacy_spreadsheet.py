"""The Diplomacy game sheet (.xlsx or .csv): one row per game and role, gathered into games.

Columns (French headers written, English accepted; any order, extra columns
ignored): Partie, Date de première résolution, Mode, Compte pour l'Elo, État,
Méthode de scorage, Variante, Exclue, Rôle, Joueur, Centres, Éliminé, Score.
The game's fields (date … exclue) are repeated on each of its rows and must
agree; a blank Variante is ``standard``, a blank Exclue is "non", a blank Éliminé
means "no centre left"; Score is given with the ``manual`` method only, and then
on every row. Roles may be written in French (Angleterre, Allemagne…) or as the
engine's English names.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from elodesk.core.diplomacy import FINISHED, MANUAL, MODES, SCORING, VARIANTS
from elodesk.formats.records import DiplomacyGameRecord, DiplomacyResultRecord
from elodesk.formats.spreadsheet import Column, Columns, Row, check_unique, read_rows, sniff_fields
from elodesk.formats.spreadsheet_cells import parse_bool, parse_choice, parse_date, parse_float, parse_int, parse_text
from elodesk.formats.spreadsheet_writer import (
    DATE_FORMAT,
    add_header_sheet,
    add_list_validation,
    column_letter,
    csv_value,
    list_formula,
    new_workbook,
)

FORMAT = "diplomacy-sheet"
SHEET = ("Parties", "Diplomatie", "Games", "Diplomacy")

COLUMNS = Columns(
    Column("game", ("Partie", "Id partie", "N° partie", "Game", "Game id"), True, width=12),
    Column(
        "first_resolution",
        (
            "Date de première résolution",
            "Première résolution",
            "Date",
            "First resolution",
            "First resolution date",
        ),
        True,
        width=14,
        number_format=DATE_FORMAT,
    ),
    Column("mode", ("Mode",), True, width=11),
    Column(
        "used_for_elo",
        ("Compte pour l'Elo", "Pour l'Elo", "Compte Elo", "Used for Elo", "Counts for Elo"),
        True,
    ),
    Column("state", ("État", "Statut", "State", "Status"), True, width=12),
    Column("scoring", ("Méthode de scorage", "Scorage", "Méthode", "Scoring method", "Scoring"), True, width=12),
    Column("variant", ("Variante", "Variant"), width=22),
    Column("excluded", ("Exclue", "Exclu", "Excluded"), width=9),
    Column("role", ("Rôle", "Pays", "Puissance", "Role", "Country", "Power"), True, width=13),
    Column("player", ("Joueur", "Pseudo", "Player"), True, width=22),
    Column(
        "centers",
        ("Centres", "Nombre de centres", "Centres de ravitaillement", "Centers", "Supply centers"),
        True,
    ),
    Column("eliminated", ("Éliminé", "Eliminated"), width=10),
    Column("score", ("Score", "Score manuel", "Manual score"), width=10),
)
GAME_FIELDS = ("first_resolution", "mode", "used_for_elo", "state", "scoring", "variant", "excluded")

# Engine value -> the French word the template offers; both spellings are read.
MODE_FRENCH: dict[str, str] = {"blitz": "blitz", "classic": "classique"}
STATE_FRENCH: dict[str, str] = {
    FINISHED: "terminée",
    "running": "en cours",
    "waiting": "en attente",
    "distinguished": "distinguée",
}
MODE_NAMES: dict[str, str] = {MODE_FRENCH[m]: m for m in MODES} | {m: m for m in MODES}
STATE_NAMES: dict[str, str] = {f: s for s, f in STATE_FRENCH.items()} | {s: s for s in STATE_FRENCH}
SCORING_NAMES: dict[str, str] = {m: m for m in SCORING} | {
    "centres": "centers",
    "manuel": MANUAL,
    "manuelle": MANUAL,
}
ROLE_FRENCH: dict[str, str] = {
    "England": "Angleterre",
    "France": "France",
    "Germany": "Allemagne",
    "Italy": "Italie",
    "Austria": "Autriche",
    "Russia": "Russie",
    "Turkey": "Turquie",
    "Carthage": "Carthage",
    "Egypt": "Égypte",
    "Greece": "Grèce",
    "Persia": "Perse",
    "Rome": "Rome",
}
ROLE_ALIASES: dict[str, str] = {"Autriche-Hongrie": "Austria", "Austria-Hungary": "Austria"}

_MODE = parse_choice(MODE_NAMES, [MODE_FRENCH[m] for m in MODES])
_STATE = parse_choice(STATE_NAMES, list(STATE_FRENCH.values()))
_SCORING = parse_choice(SCORING_NAMES, list(SCORING))
_VARIANT = parse_choice({v: v for v in VARIANTS}, list(VARIANTS))


def _role_parser(variant: str) -> Callable[[object], str]:
    roles = VARIANTS[variant].roles
    names = {r: r for r in roles} | {ROLE_FRENCH.get(r, r): r for r in roles}
    names |= {k: v for k, v in ROLE_ALIASES.items() if v in roles}
    return parse_choice(names, [ROLE_FRENCH.get(r, r) for r in roles])


_ROLES = {v: _role_parser(v) for v in VARIANTS}


# --- Reading -----------------------------------------------------------------------------------


def _game(row: Row) -> DiplomacyGameRecord:
    return DiplomacyGameRecord(
        id=row.need("game", parse_text),
        first_resolution=row.need("first_resolution", parse_date),
        mode=row.need("mode", _MODE),
        used_for_elo=row.need("used_for_elo", parse_bool),
        state=row.need("state", _STATE),
        scoring=row.need("scoring", _SCORING),
        variant=row.get("variant", _VARIANT) or "standard",
        excluded=row.get("excluded", parse_bool) or False,
        line=row.ref,
    )


def _result(row: Row, game: DiplomacyGameRecord) -> DiplomacyResultRecord:
    centers = row.need("centers", parse_int)
    if not 0 <= centers <= VARIANTS[game.variant].centers:
        raise row.error("centers", "expected 0 to {most} centres, got {centers}",
                        most=VARIANTS[game.variant].centers, centers=centers)
    eliminated = row.get("eliminated", parse_bool)
    if game.scoring == MANUAL:
        score = row.need("score", parse_float)
    elif not row.blank("score"):
        raise row.error("score", 'a score is given with the "{manual}" method only (this game: {scoring})',
                        manual=MANUAL, scoring=game.scoring)
    else:
        score = None
    return DiplomacyResultRecord(
        role=row.need("role", _ROLES[game.variant]),
        player=row.need("player", parse_text),
        centers=centers,
        eliminated=centers == 0 if eliminated is None else eliminated,
        score=score,
    )


def _check_same_game(row: Row, game: DiplomacyGameRecord, first: DiplomacyGameRecord) -> None:
    for field in GAME_FIELDS:
        here, there = getattr(game, field), getattr(first, field)
        if here != there:
            raise row.error(field, 'game "{game}": {here} here but {there} on its first row ({line})',
                            game=game.id, here=csv_value(here), there=csv_value(there), line=first.line)


def read(path: str | Path) -> list[DiplomacyGameRecord]:
    """The games of the sheet, in order of first appearance, each with its results in row order."""
    games: dict[str, DiplomacyGameRecord] = {}
    roles: dict[object, Row] = {}
    for row in read_rows(path, COLUMNS, SHEET):
        game = _game(row)
        first = games.setdefault(game.id, game)
        _check_same_game(row, game, first)
        result = _result(row, first)
        check_unique(roles, (game.id, result.role), row, "role", 'game "{game}": {role} twice (also {also})',
                     game=game.id, role=result.role)
        first.results.append(result)
    return list(games.values())


# --- Template ------------------------------------------------------------------------------------


def write_template(path: str | Path) -> None:
    """A blank game sheet with drop-down lists for mode, oui/non, state, method, variant and role."""
    book = new_workbook()
    sheet = add_header_sheet(book, SHEET[0], COLUMNS)
    roles = dict.fromkeys(ROLE_FRENCH.get(r, r) for v in VARIANTS.values() for r in v.roles)
    lists = {
        ("mode",): ([MODE_FRENCH[m] for m in MODES], "blitz ou classique"),
        ("used_for_elo", "excluded", "eliminated"): (["oui", "non"], "oui ou non"),
        ("state",): (list(STATE_FRENCH.values()), "État de la partie"),
        ("scoring",): (list(SCORING), "Méthode de scorage"),
        ("variant",): (list(VARIANTS), "Variante"),
        ("role",): (list(roles), "Pays"),
    }
    for fields, (values, prompt) in lists.items():
        letters = [column_letter(COLUMNS, f) for f in fields]
        add_list_validation(sheet, list_formula(values), letters, prompt)
    book.save(path)


def sniff(head: bytes, name: str) -> str | None:
    """``"diplomacy-sheet"`` for a CSV file or workbook whose header has a game, a role and centres.

    ``head`` is the file's first bytes and ``name`` its path (a workbook is opened to read its header).
    """
    found = sniff_fields(head, name, COLUMNS, SHEET)
    return FORMAT if {"game", "role", "centers"} <= found else None
