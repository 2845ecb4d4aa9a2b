"""The players sheet (.csv or .xlsx): people with their federation ids and current ratings.

One row per player. The name is a "Nom complet" column ("Last, First") or the
"Nom" and "Prénom" columns; then birth date, sex, club, federation, title,
FIDE id (digits), FRBE matricule (1–5 digits: the oldest members have short ones), FFE licence (a letter and
5 digits), foreign flag, and per rating system a rating column ("Elo FRBE",
"Niveau Bataille Empire"…) with, optionally, the games behind it ("Parties
FRBE"…). A rating of 0 means unrated, an id of 0 none. Player refs come from a "Réf" column,
or are the row (line) number. :func:`write` produces what :func:`read` reads back. The headers of
other programs' player sheets (Swiss-Manager, Sevilla, Papi, Swiss-Chess, FIDE's list) and what a
whole sheet says its columns mean are :mod:`elodesk.formats.player_columns`'.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

from elodesk.formats import bataille_spreadsheet, player_columns, player_layouts
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice
from elodesk.formats.player_columns import (
    ALIASES,
    ANY_RATING,
    BIRTH_YEAR,
    CATEGORY,
    MIDDLE_NAME,
    NATIONAL_ID,
    NATIONAL_RATING,
    RATING_ALIASES,
    SheetReading,
    as_year,
    category_sex,
    compact_date,
    year_date,
    zero_date,
)
from elodesk.formats.records import (
    BATAILLE_EMPIRE,
    FFE,
    FFE_BLITZ,
    FFE_RAPID,
    FIDE,
    FIDE_BLITZ,
    FIDE_RAPID,
    FRBE,
    PlayerRecord,
)
from elodesk.formats.spreadsheet import CSV_SUFFIX, Column, Columns, Row, check_unique, read_rows, sniff_fields
from elodesk.formats.spreadsheet_cells import (
    Expected,
    parse_bool,
    parse_choice,
    parse_date,
    parse_int,
    parse_text,
    suffix,
)
from elodesk.formats.spreadsheet_writer import write_table

FORMAT = "players-sheet"
SHEET = ("Joueurs", "Players", "Liste des joueurs")

# Rating kind -> (French label, English label) of its columns: "Elo FRBE" / "FRBE rating", "Parties FRBE"…
RATING_LABELS: dict[str, tuple[str, str]] = {
    FIDE: ("FIDE", "FIDE"),
    FIDE_RAPID: ("FIDE rapide", "FIDE rapid"),
    FIDE_BLITZ: ("FIDE blitz", "FIDE blitz"),
    FRBE: ("FRBE", "FRBE"),
    FFE: ("FFE", "FFE"),
    FFE_RAPID: ("FFE rapide", "FFE rapid"),
    FFE_BLITZ: ("FFE blitz", "FFE blitz"),
}


def _rating_columns(kind: str) -> tuple[Column, Column]:
    if kind == BATAILLE_EMPIRE:
        rating: tuple[str, ...] = ("Niveau Bataille Empire", "Bataille Empire", "Elo Bataille Empire",
                                   "Bataille Empire level")
        games = ("Parties Bataille Empire", "Batailles", "Nombre de batailles", "Bataille Empire games")
    else:
        fr, en = RATING_LABELS[kind]
        rating = (f"Elo {fr}", f"Classement {fr}", f"{en} rating", f"{en} Elo", f"Elo {en}",
                  *RATING_ALIASES.get(kind, ()))
        games = (f"Parties {fr}", f"Nombre de parties {fr}", f"{en} games", f"Games {en}")
    return Column(f"rating:{kind}", tuple(dict.fromkeys(rating))), Column(f"games:{kind}", tuple(dict.fromkeys(games)))


RATING_KINDS: tuple[str, ...] = (*RATING_LABELS, BATAILLE_EMPIRE)
_RATING_COLUMNS = {kind: _rating_columns(kind) for kind in RATING_KINDS}

BASE_COLUMNS: tuple[Column, ...] = (
    Column("ref", ("Réf", "Référence", "Ref", "Reference", "Id")),
    Column("last_name", ("Nom", "Nom de famille", "Last name", "Surname", "Family name")),
    Column("first_name", ("Prénom", "First name", "Given name")),
    Column("name", ("Nom complet", "Nom et prénom", "Nom Prénom", "Joueur", "Name", "Full name", "Player")),
    Column("birth_date", ("Date de naissance", "Naissance", "Né le", "Birth date", "Date of birth", "Born")),
    Column("sex", ("Sexe", "Genre", "Sex", "Gender")),
    Column("club", ("Club",)),
    Column("federation", ("Fédération", "Fed", "Pays", "Federation", "Country")),
    Column("title", ("Titre", "Title")),
    Column("fide_id", ("FIDE ID", "N° FIDE", "Numéro FIDE", "Identifiant FIDE", "FIDE number", "FIDE")),
    Column("frbe_id", ("Matricule", "Matricule FRBE", "Matricule KBSB", "FRBE ID", "FRBE matricule")),
    Column("ffe_id", ("Licence FFE", "Licence", "N° de licence", "N° FFE", "FFE licence", "FFE ID")),
    Column("foreign", ("Étranger", "Joueur étranger", "Foreign")),
)
COLUMNS = Columns(
    *(Column(c.field, (*c.aliases, *ALIASES.get(c.field, ()))) for c in BASE_COLUMNS),
    *(c for pair in _RATING_COLUMNS.values() for c in pair),
    *player_columns.COLUMNS,
    any_of=[("name", "last_name")],
)
PAPI_COLUMNS = player_columns.papi_columns(COLUMNS)
SHARLY_COLUMNS = player_columns.sharly_columns(COLUMNS)
WRITTEN = ("ref", "last_name", "first_name", "birth_date", "sex", "club", "federation", "title",
           "fide_id", "frbe_id", "ffe_id", "foreign")  # fmt: skip
# Fields that tell a players sheet from another table with a name column (a Diplomacy sheet has a
# "Joueur" and may have a "Pays"): a birth date, a federation id or a rating.
PLAYER_FIELDS = frozenset(
    {"birth_date", "fide_id", "frbe_id", "ffe_id"} | {c.field for pair in _RATING_COLUMNS.values() for c in pair}
    | player_columns.FIELDS
)

SEX_NAMES = {
    "M": "M", "H": "M", "homme": "M", "masculin": "M", "male": "M", "man": "M",
    "F": "F", "W": "F", "femme": "F", "féminin": "F", "female": "F", "woman": "F",
}  # fmt: skip
_SEX = parse_choice(SEX_NAMES, ["M", "F"])


def _id_parser(pattern: str, message: str, upper: bool = False) -> Callable[[object], str]:
    """A parser of ids matching ``pattern``; ``message`` is the refusal's template (``{value}``: what was found)."""
    compiled = re.compile(pattern)

    def parse(value: object) -> str:
        text = parse_text(value).replace(" ", "")
        text = text.upper() if upper else text
        if not compiled.fullmatch(text):
            raise Expected(message, value=value)
        return text

    return parse


_FIDE_ID = _id_parser(r"\d{1,10}", 'expected a FIDE id (digits only), got "{value}"')
_MATRICULE = _id_parser(r"\d{1,5}", 'expected an FRBE matricule (1 to 5 digits), got "{value}"')
_LICENCE = _id_parser(r"[A-Z]\d{5}", 'expected an FFE licence (a letter and 5 digits, e.g. A01450), got "{value}"',
                      upper=True)


def _fide_id(value: object) -> str:
    """A FIDE id without the quotes and leading zeros the FFE's table may give it (``'652999'``, ``00652999``)."""
    return str(int(_FIDE_ID(value.strip().strip("'") if isinstance(value, str) else value)))


# Another program's member number read as a Belgian matricule: the federation's own lists hold 27 and 183.
_MEMBER = _id_parser(r"\d{1,6}", 'expected a Belgian member number (digits), got "{value}"')


# --- Reading -----------------------------------------------------------------------------------


def _name(row: Row) -> str:
    if not row.blank("name") or "last_name" not in row.table.positions:
        return row.need("name", parse_text)
    last = row.need("last_name", parse_text)
    first = " ".join(filter(None, (row.get("first_name", parse_text), row.get(MIDDLE_NAME, parse_text))))
    return f"{last}, {first}" if first else last


def _nonzero(value: str | None) -> str | None:
    """Other programs write 0 for no id."""
    return value if value and value.strip("0") else None


def _birth_date(row: Row, sheet: SheetReading) -> date | None:
    for name in ("birth_date", BIRTH_YEAR):
        year = as_year(row.values.get(name))
        if year is not None:
            return year_date(row, name, year, sheet)
    value = row.values.get("birth_date")
    if zero_date(value):
        return None
    return compact_date(value) or row.get("birth_date", parse_date)


def _national(row: Row, player: PlayerRecord, sheet: SheetReading) -> None:
    """The columns another program gives a nation's ids and ratings in, as the sheet's reading says."""
    if sheet.any_rating is not None and sheet.any_rating not in player.ratings:
        rating = row.get(ANY_RATING, parse_int)
        if rating:
            player.ratings[sheet.any_rating] = rating
    if sheet.national is None:
        return
    for name in (NATIONAL_RATING, ANY_RATING) if sheet.any_rating is None else (NATIONAL_RATING,):
        rating = row.get(name, parse_int)
        if rating and sheet.national not in player.ratings:
            player.ratings[sheet.national] = rating
    parse = _MEMBER if sheet.national == FRBE else _LICENCE
    for name in (NATIONAL_ID, "ref") if sheet.id_from_ref else (NATIONAL_ID,):
        member = _nonzero(row.get(name, parse))
        if sheet.national == FRBE and member and not player.frbe_id:
            player.frbe_id = member
        elif sheet.national == FFE and member and not player.ffe_id:
            player.ffe_id = member


def _ratings(row: Row, player: PlayerRecord) -> None:
    for kind, (rating_column, games_column) in _RATING_COLUMNS.items():
        rating = row.get(rating_column.field, parse_int)
        if rating:
            player.ratings[kind] = rating
        games = row.get(games_column.field, parse_int)
        if games is not None:
            player.rating_games[kind] = games


def _upper(value: object) -> str:
    return parse_text(value).upper()


def _player(row: Row, sheet: SheetReading) -> PlayerRecord:
    player = PlayerRecord(
        ref=row.get("ref", parse_text) or str(row.number),
        name=_name(row),
        birth_date=_birth_date(row, sheet),
        sex=row.get("sex", _SEX) or category_sex(row.values.get(CATEGORY)),
        club=row.get("club", parse_text),
        federation=row.get("federation", _upper),
        title=row.get("title", parse_text),
        fide_id=_nonzero(row.get("fide_id", _fide_id)),
        frbe_id=row.get("frbe_id", _MATRICULE),
        ffe_id=row.get("ffe_id", _LICENCE),
        foreign=row.get("foreign", parse_bool),
        line=row.ref,
    )
    _ratings(row, player)
    _national(row, player, sheet)
    return player


def _rows(path: str | Path) -> tuple[list[Row], Notice | None]:
    """The sheet's rows; a CSV file without a header line in a program's known layout, with the warning saying so."""
    try:
        return read_rows(path, COLUMNS, SHEET), None
    except FormatError as refusal:
        headerless = refusal.template.startswith("no header line") and suffix(path) == CSV_SUFFIX
        found = player_layouts.read(path, COLUMNS) if headerless else None
        if found is None:
            raise
        return found


def read(path: str | Path, *, warnings: list[Notice] | None = None) -> list[PlayerRecord]:
    """The players of a .csv or .xlsx sheet (sheet "Joueurs"/"Players", else the first one).

    What the sheet's columns were read as, and the columns left unread, go to ``warnings``: one each.
    """
    players: list[PlayerRecord] = []
    refs: dict[object, Row] = {}
    rows, layout = _rows(path)
    papi = bool(rows) and player_columns.is_papi(rows[0].table)
    sharly = bool(rows) and player_columns.is_sharly(rows[0].table)
    if papi or sharly:  # Papi's or Sharly-Chess's headers mean other things: read again with their meanings
        rows = read_rows(path, PAPI_COLUMNS if papi else SHARLY_COLUMNS, SHEET)
    sheet = player_columns.reading(rows)
    if layout is not None:
        sheet.warnings.insert(0, layout)
    for row in rows:
        player = _player(row, sheet)
        if papi:
            player_columns.papi_ratings(row, player)
        elif sharly:
            player_columns.sharly_rating(row, player)
        check_unique(refs, player.ref, row, "ref", 'ref "{ref}" twice (also {also})', ref=player.ref)
        players.append(player)
    if warnings is not None:
        warnings.extend(sheet.warnings)
    return players


# --- Writing -----------------------------------------------------------------------------------


def _split(name: str) -> tuple[str, str | None]:
    last, comma, first = name.partition(",")
    return last.strip(), (first.strip() or None) if comma else None


def _kinds(players: Sequence[PlayerRecord]) -> tuple[list[str], list[str]]:
    """The rating kinds with at least one rating, and those with at least one games count."""
    rated = [k for k in RATING_KINDS if any(k in p.ratings for p in players)]
    counted = [k for k in RATING_KINDS if any(k in p.rating_games for p in players)]
    return rated, counted


def _row(player: PlayerRecord, rated: list[str], counted: list[str]) -> list[object]:
    last, first = _split(player.name)
    names = {"last_name": last, "first_name": first}
    base = [names[f] if f in names else getattr(player, f) for f in WRITTEN]
    return base + [player.ratings.get(k) for k in rated] + [player.rating_games.get(k) for k in counted]


def write(path: str | Path, players: Sequence[PlayerRecord]) -> None:
    """Write the players to .csv (UTF-8 with BOM, ``;``) or .xlsx, by the extension; read() reads it back."""
    rated, counted = _kinds(players)
    headers = [COLUMNS.header(f) for f in WRITTEN]
    headers += [_RATING_COLUMNS[k][0].header for k in rated] + [_RATING_COLUMNS[k][1].header for k in counted]
    write_table(path, headers, [_row(p, rated, counted) for p in players], SHEET[0])


def sniff(head: bytes, name: str) -> str | None:
    """``"players-sheet"`` for a CSV file or workbook with a name column and a player column (id, rating…).

    ``head`` is the file's first bytes and ``name`` its path (a workbook is opened).
    A Bataille Empire result sheet (whose *Joueurs* sheet looks alike) is not one.
    """
    found = sniff_fields(head, name, COLUMNS, SHEET)
    if not found and suffix(name) == CSV_SUFFIX:
        found = player_layouts.sniff(head, COLUMNS)
    if not found & {"name", "last_name"} or not found & PLAYER_FIELDS:
        return None
    return None if bataille_spreadsheet.sniff(head, name) else FORMAT
