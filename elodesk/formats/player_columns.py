"""Other programs' player sheets (issue 23): their headers, and what a whole sheet says its columns mean.

The players sheet (:mod:`elodesk.formats.players_spreadsheet`) reads its columns by header, in any
order, case and accents ignored. Besides elodesk's own headers it knows those of the sheets officers
are given, as the Belgian federation publishes them (its site's ``sites/data/ELO``) and as the
programs write them:

- Swiss-Manager's player database: ``ID_No; Name; Sex; Fed; Clubnumber; ClubName; Birthday;
  Rtg_Nat; Fide_No; Rtg_Int; Title`` (``K``, ``Type``, ``Status`` in other federations' files);
- Sevilla's: ``id; lname; fname; mname; gender; federation; club_id; club_name; birthyear; rating;
  fide_id; fide_rating; fide_title``;
- Papi's table of players (``Ref, NrFFE, Nom, Prenom, Sexe, NeLe, Elo, Rapide, Blitz, Fide, RapideFide,
  BlitzFide, FideCode, FideTitre, Federation, Club``) exported to a sheet, known by ``NrFFE`` and
  ``FideCode`` together: there ``Elo``, ``Rapide``, ``Blitz`` are the French ratings and ``Fide``,
  ``RapideFide``, ``BlitzFide`` their letters (F: a FIDE rating, N, E), as :mod:`elodesk.formats.papi`
  reads them in Papi's own file — not FIDE ids or ratings, which the same headers mean elsewhere; the
  FFE's own table (``…, Cat, Federation, ClubRef, Elo, Fide03, Elo06, Fide06, Rapide, Fide, FideCode, …``)
  and Papi's player base likewise, the sex taken from the category (``SenM``, ``PouF``) when no ``Sexe``;
- Sharly-Chess's export of players (``…, national_licence_number, rating, rating_type, …, ffe_id, …``): the
  licence is ``national_licence_number`` (its ``ffe_id`` is the federation's own number, not read), ``rating``
  the French rating and ``rating_type`` its letter, as in Papi's file;
- Swiss-Chess's import: ``rtg_fid, rtg_nat, nat_id, fide_id, birth, teamname``;
- Vega's player archive (its manual, appendix "File *.veg"): ``NAME; COUNTRY; BIRTHDAY; G; TITLE; IDFIDE;
  ELOFIDE; IDNAT; ELONAT; K; ISAVAL``, a birthday ``00.00.00`` when unknown, ``24121990`` in the
  Belgian federation's export;
- FIDE's XML list turned into a sheet: ``fideid, name, country, sex, title, rating, birthday``.

Some columns say what they hold only with the rest of the sheet, and each such reading is one warning
naming the header cell, never one per row:

- a national column (``ID_No``, ``Rtg_Nat``, ``nat_id``; Sevilla's ``id`` and ``rating``; ``Elo``) is
  the Belgian matricule and FRBE rating, or the French licence and FFE rating, by the federation most
  of the sheet's players have (the Belgian federation's Swiss-Manager file gives its foreign members
  a matricule too: Aronian, ARM, 11474); when that is neither, or two tie, it is not read;
- a bare ``Rating`` (or ``Elo``) is FIDE's when the sheet has FIDE ids and neither another FIDE rating
  nor a national id (FIDE's own list), else the national one;
- a birth date that is a year (``birthyear``, FIDE's ``birthday``) is written 1 January of it, as
  the club's matching reads a date known to its year; one of zeros (``00.00.00``, ``0000-00-00``) is
  none; eight digits are day, month, year (``24121990``), or year first when they start with one;
- a header no column knows is not read.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from elodesk.core.ffe import RATING_TYPES
from elodesk.formats.notices import Notice, notice
from elodesk.formats.papi import TITLES
from elodesk.formats.records import FFE, FFE_BLITZ, FFE_RAPID, FIDE, FIDE_BLITZ, FIDE_RAPID, FRBE, PlayerRecord
from elodesk.formats.spreadsheet import Column, Columns, Row, Table, is_blank
from elodesk.formats.spreadsheet_cells import match_key, parse_int, parse_text

NATIONAL_ID, NATIONAL_RATING, ANY_RATING = "nat_id", "rating:national", "rating:any"
BIRTH_YEAR, MIDDLE_NAME, CATEGORY = "birth_year", "middle_name", "category"
NATIONS = {"BEL": FRBE, "FRA": FFE}  # federation -> the national system whose ids and ratings the club keeps

# Other programs' spellings of elodesk's own fields.
ALIASES: dict[str, tuple[str, ...]] = {
    "last_name": ("lname", "Nachname", "Achternaam"),
    "first_name": ("fname", "Vorname", "Voornaam"),
    "birth_date": ("Birthday", "Birthdate", "Birth", "NeLe", "Date_naiss", "Geboortedatum", "Geburtsdatum"),
    "club": ("ClubName", "Club name", "teamname", "Verein", "Clubnaam", "ClubNom"),
    "title": ("fide_title", "FideTitre", "Tit"),
    "federation": ("NATFIDE", "Land"),
    "sex": ("Geslacht", "Geschlecht", "G"),
    "fide_id": ("Fide_No", "FideCode", "ID_FIDE", "Fide number"),
    "frbe_id": ("Stamnummer",),
    "ffe_id": ("NrFFE",),
}
RATING_ALIASES: dict[str, tuple[str, ...]] = {
    FIDE: ("Rtg_Int", "rtg_fid", "Elo_FIDE", "International rating"),
    FIDE_RAPID: ("rapid_rating",),
    FIDE_BLITZ: ("blitz_rating",),
}
# Columns whose meaning the rest of the sheet gives.
COLUMNS: tuple[Column, ...] = (
    Column(NATIONAL_ID, ("ID_No", "nat_id", "ID_NAT", "National id", "Identifiant national")),
    Column(NATIONAL_RATING, ("Rtg_Nat", "National rating", "Elo_NAT", "Elo national", "Classement national")),
    Column(ANY_RATING, ("Rating", "Elo")),
    Column(BIRTH_YEAR, ("birthyear", "Birth year", "Year of birth", "Année de naissance", "Geboortejaar")),
    Column(MIDDLE_NAME, ("mname", "Middle name")),
    Column(CATEGORY, ("Cat", "Catégorie")),
)
FIELDS = frozenset({NATIONAL_ID, NATIONAL_RATING, ANY_RATING, BIRTH_YEAR})  # they tell a players sheet


@dataclass(slots=True)
class SheetReading:
    """What a sheet's columns mean, decided once from its header and rows."""

    national: str | None = None  # FRBE or FFE: the system the national columns go to; None: not read
    any_rating: str | None = None  # the rating kind a bare "Rating" column goes to; None: not read
    id_from_ref: bool = False  # Sevilla's "id" is the member number
    year_columns: set[str] = field(default_factory=set)  # birth columns holding years, said once
    warnings: list[Notice] = field(default_factory=list)


def reading(rows: list[Row]) -> SheetReading:
    """The sheet's meanings and the warnings that say them (one per header)."""
    out = SheetReading()
    if not rows:
        return out
    table = rows[0].table
    for header, cell in table.unread.items():
        out.warnings.append(notice(cell, 'column "{header}" is not read: elodesk does not know it', header=header))
    out.id_from_ref = ("ref" in table.positions and match_key(table.header("ref")) == "id"
                       and match_key(table.headers.get("last_name", "")) == "lname")  # Sevilla's own spelling
    national = [f for f in (NATIONAL_ID, NATIONAL_RATING) if f in table.positions]
    if out.id_from_ref:
        national.append("ref")
    fide_layout = (ANY_RATING in table.positions and "fide_id" in table.positions
                   and f"rating:{FIDE}" not in table.positions and not national)
    if ANY_RATING in table.positions:
        if fide_layout:
            out.any_rating = FIDE
            out.warnings.append(notice(table.cells[ANY_RATING], '"{header}" read as the FIDE rating: the sheet has '
                                       "FIDE ids and no other rating column", header=table.header(ANY_RATING)))
        else:
            national.append(ANY_RATING)
    if not national:
        return out
    federations = Counter(str(r.values.get("federation") or "").strip().upper() for r in rows)
    federations.pop("", None)
    ranked = federations.most_common(2)
    top, count = ranked[0] if ranked else ("", 0)
    tied = len(ranked) > 1 and ranked[1][1] == count
    out.national = None if tied else NATIONS.get(top)
    for name in national:
        values = {"header": table.header(name), "count": count, "total": len(rows), "federation": top,
                  "system": (out.national or "").upper()}
        if out.national is not None and name in (NATIONAL_ID, "ref"):
            out.warnings.append(notice(table.cells[name], '"{header}" read as the {system} member number: {count} of '
                                       "the sheet's {total} players are of federation {federation}", **values))
        elif out.national is not None:
            out.warnings.append(notice(table.cells[name], '"{header}" read as the {system} rating: {count} of the '
                                       "sheet's {total} players are of federation {federation}", **values))
        elif name != "ref" and "federation" not in table.positions:
            out.warnings.append(notice(table.cells[name], '"{header}" is not read: it is a national column and the '
                                       "sheet has no federation column to tell which nation's (add one, or name the "
                                       'column "Elo FRBE" or "Elo FFE")', header=table.header(name)))
        elif name != "ref":
            out.warnings.append(notice(table.cells[name], '"{header}" is not read: it is a national column and most '
                                       "of the sheet's players are of no federation whose ratings the club keeps "
                                       "(BEL, FRA)", header=table.header(name)))
    out.id_from_ref = out.id_from_ref and out.national is not None
    return out


def year_date(row: Row, name: str, value: int, sheet: SheetReading) -> date:
    """1 January of a birth year, said once per column."""
    if name not in sheet.year_columns:
        sheet.year_columns.add(name)
        sheet.warnings.append(notice(row.table.cells[name], '"{header}" holds years: each birth date is written 1 '
                                     "January of its year", header=row.table.header(name)))
    return date(value, 1, 1)


def as_year(value: object) -> int | None:
    """A cell holding a year of birth (1900-2100), as a number or text; None for anything else."""
    if is_blank(value) or isinstance(value, bool):
        return None
    text = str(int(value)) if isinstance(value, float) and value.is_integer() else str(value).strip()
    return int(text) if text.isdecimal() and len(text) == 4 and 1900 <= int(text) <= 2100 else None


# --- Papi's table of players, exported to a sheet ------------------------------------------------

# Papi's rating columns: (rating headers, letter headers, French kind, FIDE kind); the FIDE kind takes the
# rating when its letter is F, as in Papi's own file. The FFE's own player database (its JOUEUR table, which
# Papi's player base copies) names the rapid letter ``Fide03`` and the blitz rating and letter ``Elo06``,
# ``Fide06`` (the fields Sharly-Chess reads from the federation's server: tests/data/real/SOURCES.md).
PAPI_RATINGS = ((("Elo",), ("Fide",), FFE, FIDE),
                (("Rapide", "Elo03"), ("RapideFide", "Fide03"), FFE_RAPID, FIDE_RAPID),
                (("Blitz", "Elo06"), ("BlitzFide", "Fide06"), FFE_BLITZ, FIDE_BLITZ))
# NrFFE and one of the others: Papi's table, or the FFE's (a sheet may leave FideCode out)
PAPI_MARKS = ("nrffe", {"fidecode", "rapide", "rapidefide", "blitzfide", "elo03", "fide03", "elo06", "fide06"})


def papi_columns(base: Columns) -> Columns:
    """The players sheet's columns with Papi's meaning of its rating and letter headers."""
    taken = {match_key(h) for ratings, letters, _, _ in PAPI_RATINGS for h in (*ratings, *letters)}
    kept = [Column(c.field, tuple(a for a in c.aliases if match_key(a) not in taken)) for c in base]
    papi = [Column(f"papi:{headers[0]}", headers) for columns in PAPI_RATINGS for headers in columns[:2]]
    return Columns(*(c for c in kept if c.aliases), *papi, any_of=base.any_of)


def is_papi(table: Table) -> bool:
    """Whether a sheet's header is Papi's table of players (``NrFFE`` and ``FideCode``, ``Rapide``…)."""
    keys = {match_key(h) for h in (*table.headers.values(), *table.unread)}
    return PAPI_MARKS[0] in keys and bool(keys & PAPI_MARKS[1])


def papi_ratings(row: Row, player: PlayerRecord) -> None:
    """A Papi row's French ratings with their letters; a rating lettered F is FIDE's too."""
    for ratings, letters, french, fide in PAPI_RATINGS:
        value = row.get(f"papi:{ratings[0]}", parse_int)
        if not value:
            continue
        player.ratings[french] = value
        flag = (row.get(f"papi:{letters[0]}", parse_text) or "").upper()
        if flag in RATING_TYPES:
            player.rating_types[french] = flag
        if flag == "F":
            player.ratings[fide] = value
    if player.title:
        player.title = TITLES.get(player.title.upper(), player.title)  # Papi's French codes: g, m, f…


# --- Sharly-Chess's export of players --------------------------------------------------------------

# Sharly-Chess (Papi's successor in French clubs) writes ``title, first_name, last_name, year_of_birth, fide_id,
# national_licence_number, club, rating, rating_type, federation, ffe_licence_type, ffe_league, ffe_id, gender, …``
# (Sharly-Chess/databases, src/ffe/france/output/accession-*.csv): its ``ffe_id`` is the federation's own number
# of the player (511492), not the licence, which is ``national_licence_number`` (E51034); ``rating_type`` is the
# rating's letter (F, N, E), as Papi's. Read as elodesk's ``ffe_id``, the first row refused the whole sheet.
SHARLY_MARK = "nationallicencenumber"
SHARLY_RATING, SHARLY_LETTER = "sharly:rating", "sharly:rating_type"


def sharly_columns(base: Columns) -> Columns:
    """The players sheet's columns as Sharly-Chess's export means them: its licence, its rating with its letter."""
    mine = {"ffeid", "rating"}
    kept = [Column(c.field, tuple(a for a in c.aliases if match_key(a) not in mine)
                   + (("national_licence_number",) if c.field == "ffe_id" else ())) for c in base]
    return Columns(*(c for c in kept if c.aliases), Column(SHARLY_RATING, ("rating",)),
                   Column(SHARLY_LETTER, ("rating_type",)), any_of=base.any_of)


def is_sharly(table: Table) -> bool:
    """Whether a sheet's header is Sharly-Chess's export of players (``national_licence_number``)."""
    return SHARLY_MARK in {match_key(h) for h in (*table.headers.values(), *table.unread)}


def sharly_rating(row: Row, player: PlayerRecord) -> None:
    """A Sharly-Chess row's French rating with its letter; a rating lettered F is FIDE's too, as in Papi's file."""
    value = row.get(SHARLY_RATING, parse_int)
    if not value:
        return
    player.ratings[FFE] = value
    flag = (row.get(SHARLY_LETTER, parse_text) or "").upper()
    if flag in RATING_TYPES:
        player.rating_types[FFE] = flag
    if flag == "F":
        player.ratings[FIDE] = value


def category_sex(value: object) -> str | None:
    """The sex an FFE category ends with (``SenM``, ``PouF``: its age group, then M or F); None for another form.

    Papi's player base and the FFE's own table give ``Cat`` where a sheet may have no ``Sexe``."""
    text = value.strip() if isinstance(value, str) else ""
    return text[-1] if len(text) == 4 and text[:3].isalpha() and text[-1] in "MF" else None


def compact_date(value: object) -> date | None:
    """A birth date of eight digits, ``24121990`` (Vega) or ``19901224`` (dBase); None for another form.

    Year first when that is a date, else day first: Vega's ``19011989`` is 19 January 1989, not month 19."""
    text = str(value).strip() if isinstance(value, str) else ""
    if len(text) != 8 or not text.isdecimal():
        return None
    for year, month, day in ((text[:4], text[4:6], text[6:]), (text[4:], text[2:4], text[:2])):
        if 1900 <= int(year) <= 2100:
            try:
                return date(int(year), int(month), int(day))
            except ValueError:
                continue
    return None


def zero_date(value: object) -> bool:
    """A date of zeros, ``00.00.00`` or ``0000-00-00``: the programs' way of writing none."""
    return isinstance(value, str) and bool(value.strip()) and not value.strip(" 0./-")
