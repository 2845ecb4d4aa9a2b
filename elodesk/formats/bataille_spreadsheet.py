"""The Bataille Empire result sheet (.xlsx): one event, its generals and its battles.

Three sheets (French titles; English ones accepted):

- *Manifestation*: label / value lines: Nom, Date de début, Date de fin, Lieu, Arbitre.
- *Joueurs*: Nom, Prénom, Club, Matricule (then "Nom complet", a formula the
  template fills for the drop-down lists; the reader ignores it).
- *Parties*: Ronde, Date, Général A1–A3, Général B1–B3, Résultat, Scénario, Notes.

A general is written as "Nom Prénom" of a *Joueurs* line, compared without
case, accents, spaces or punctuation ("DUPONT jean", "Dupont, Jean" match
"Dupont Jean"); the bare "Nom" is accepted when a single player bears it. His
ref in the records is his "Nom Prénom" as the *Joueurs* sheet writes it.
The result is a French phrase ("victoire écrasante du camp A", "match nul"…),
read word by word (see :func:`parse_result`), or the engine's id (``a-crushing``).
"""

from __future__ import annotations

from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter
from openpyxl.workbook.defined_name import DefinedName

from elodesk.core.bataille_empire import RESULTS
from elodesk.formats.records import BatailleEventRecord, BataillePlayerRecord, BattleRecord
from elodesk.formats.spreadsheet import (
    Column,
    Columns,
    Row,
    check_unique,
    label_row,
    need_sheet,
    open_workbook,
    sheet_rows,
    xlsx_sheet_names,
)
from elodesk.formats.spreadsheet_cells import Expected, match_key, parse_date, parse_int, parse_text, words
from elodesk.formats.spreadsheet_writer import (
    DATE_FORMAT,
    add_header_sheet,
    add_list_validation,
    column_letter,
    list_formula,
    new_workbook,
)

FORMAT = "bataille-sheet"

EVENT_SHEET = ("Manifestation", "Événement", "Event")
PLAYERS_SHEET = ("Joueurs", "Généraux", "Players", "Generals")
BATTLES_SHEET = ("Parties", "Batailles", "Battles", "Games")

EVENT = Columns(
    Column("name", ("Nom", "Nom de la manifestation", "Manifestation", "Événement", "Name", "Event"), True),
    Column("start", ("Date de début", "Début", "Du", "Start date", "Start", "From")),
    Column("end", ("Date de fin", "Fin", "Au", "End date", "End", "To")),
    Column("place", ("Lieu", "Place", "Venue", "Location")),
    Column("arbiter", ("Arbitre", "Arbitre principal", "Arbiter", "Referee")),
)
EVENT_DATES = ("start", "end")

PLAYERS = Columns(
    Column("last_name", ("Nom", "Nom de famille", "Last name", "Surname", "Name"), True, width=22),
    Column("first_name", ("Prénom", "First name", "Given name"), width=18),
    Column("club", ("Club",), width=22),
    Column("member_id", ("Matricule", "N° de membre", "Numéro de membre", "Member id", "Member number")),
)
FULL_NAME_HEADER = "Nom complet"  # template only: "Nom Prénom" by formula, the source of the drop-downs
GENERALS_RANGE = "Generaux"  # the workbook name of that column
ROSTER_ROWS = 500  # players the template's drop-down lists offer

SIDES = ("A", "B")
GENERALS_PER_SIDE = 3


def _general_column(side: str, n: int) -> Column:
    aliases: tuple[str, ...] = (f"Général {side}{n}", f"General {side}{n}", f"Camp {side}{n}", f"Side {side}{n}")
    if n == 1:
        aliases += (f"Général {side}", f"General {side}", f"Camp {side}", f"Side {side}")
    return Column(f"general_{side.lower()}{n}", aliases, width=22)


GENERAL_FIELDS = {s: [f"general_{s.lower()}{n}" for n in range(1, GENERALS_PER_SIDE + 1)] for s in SIDES}
BATTLES = Columns(
    Column("round", ("Ronde", "Tour", "Round"), True, width=8),
    Column(
        "date",
        ("Date", "Date de la partie", "Date de la bataille"),
        True,
        width=12,
        number_format=DATE_FORMAT,
    ),
    *(_general_column(s, n) for s in SIDES for n in range(1, GENERALS_PER_SIDE + 1)),
    Column("result", ("Résultat", "Result", "Issue"), True, width=30),
    Column("scenario", ("Scénario", "Scenario"), width=22),
    Column("notes", ("Notes", "Remarques", "Commentaire", "Comments"), width=30),
)

# The phrases of the drop-down list, one per engine result id (RESULTS' order).
RESULT_PHRASES: dict[str, str] = {
    "a-crushing": "victoire écrasante du camp A",
    "a-decisive": "victoire décisive du camp A",
    "a-marginal": "victoire marginale du camp A",
    "draw": "match nul",
    "b-marginal": "victoire marginale du camp B",
    "b-decisive": "victoire décisive du camp B",
    "b-crushing": "victoire écrasante du camp B",
}
# The words a result may be written with (folded: no case, no accents).
RESULT_LEVELS = {
    "ecrasante": "crushing",
    "ecrasant": "crushing",
    "crushing": "crushing",
    "decisive": "decisive",
    "decisif": "decisive",
    "marginale": "marginal",
    "marginal": "marginal",
}
RESULT_SIDES = ("a", "b")
RESULT_DRAW = ("nul", "nulle", "egalite", "draw")
RESULT_FILLERS = (
    "victoire",
    "victory",
    "win",
    "match",
    "partie",
    "du",
    "de",
    "camp",
    "side",
    "the",
    "of",
    "for",
)


def parse_result(value: object) -> str:
    """The engine id of a result phrase: one side letter (A/B) and one level, or a draw word.

    Apart from those, only the words of :data:`RESULT_FILLERS` may appear, in any order:
    "victoire écrasante du camp A", "Victoire decisive camp B", "A victoire marginale",
    "match nul", "égalité", "b-crushing", "draw" are all read.
    """
    found = words(parse_text(value))
    meaningful = [w for w in found if w not in RESULT_FILLERS]
    if meaningful and all(w in RESULT_DRAW for w in meaningful):
        return "draw"
    sides = [w for w in meaningful if w in RESULT_SIDES]
    levels = [RESULT_LEVELS[w] for w in meaningful if w in RESULT_LEVELS]
    result = f"{sides[0]}-{levels[0]}" if len(sides) == 1 and len(levels) == 1 else None
    if result not in RESULTS or len(meaningful) != 2:
        raise Expected('unknown result "{value}" (expected one of: {phrases})', value=value,
                       phrases=" / ".join(RESULT_PHRASES.values()))
    return result


# --- Reading -----------------------------------------------------------------------------------


class _Roster:
    """The *Joueurs* list, looked up by folded "Nom Prénom", or by a last name borne by one player only."""

    def __init__(self, rows: list[Row]) -> None:
        self.players = [_player(row) for row in rows]
        seen: dict[object, Row] = {}
        for player, row in zip(self.players, rows, strict=True):
            check_unique(seen, match_key(player.ref), row, "last_name", 'player "{player}" twice (also {also})',
                         player=player.ref)
        self.by_key = {match_key(p.ref): p for p in self.players}
        last_names: dict[str, list[BataillePlayerRecord]] = {}
        for player in self.players:
            last_names.setdefault(match_key(player.last_name), []).append(player)
        self.by_last_name = {k: v[0] for k, v in last_names.items() if len(v) == 1}

    def find(self, name: str) -> BataillePlayerRecord | None:
        key = match_key(name)
        return self.by_key.get(key) or self.by_last_name.get(key)


def _player(row: Row) -> BataillePlayerRecord:
    last = row.need("last_name", parse_text)
    first = row.get("first_name", parse_text)
    ref = " ".join(f"{last} {first or ''}".split())
    member = row.get("member_id", parse_text)
    return BataillePlayerRecord(ref, last, first, row.get("club", parse_text), member)


def _side(row: Row, side: str, roster: _Roster, seen: set[str]) -> list[str]:
    refs = []
    for field in GENERAL_FIELDS[side]:
        name = row.get(field, parse_text)
        if name is None:
            continue
        player = roster.find(name)
        if player is None:
            raise row.error(field, 'unknown general "{name}": not in the sheet "{sheet}"', name=name,
                                sheet=PLAYERS_SHEET[0])
        if player.ref in seen:
            raise row.error(field, 'general "{general}" twice in this battle', general=player.ref)
        seen.add(player.ref)
        refs.append(player.ref)
    if not refs:
        raise row.error(GENERAL_FIELDS[side][0], "side {side} has no general", side=side)
    return refs


def _battle(row: Row, roster: _Roster) -> BattleRecord:
    seen: set[str] = set()
    return BattleRecord(
        round=row.need("round", parse_int),
        date=row.need("date", parse_date),
        side_a=_side(row, "A", roster, seen),
        side_b=_side(row, "B", roster, seen),
        result=row.need("result", parse_result),
        scenario=row.get("scenario", parse_text),
        notes=row.get("notes", parse_text),
        line=row.ref,
    )


def read(path: str | Path) -> BatailleEventRecord:
    """The event, its players and its battles; a bad cell raises FormatError naming it."""
    file = Path(path).name
    with open_workbook(path) as book:
        info = label_row(need_sheet(book, EVENT_SHEET, file), EVENT, file)
        roster = _Roster(sheet_rows(need_sheet(book, PLAYERS_SHEET, file), PLAYERS, file))
        battle_rows = sheet_rows(need_sheet(book, BATTLES_SHEET, file), BATTLES, file)
    event = BatailleEventRecord(
        name=info.need("name", parse_text),
        start=info.get("start", parse_date),
        end=info.get("end", parse_date),
        place=info.get("place", parse_text),
        arbiter=info.get("arbiter", parse_text),
        players=roster.players,
    )
    event.battles = [_battle(row, roster) for row in battle_rows]
    return event


# --- Template ------------------------------------------------------------------------------------


def write_template(path: str | Path) -> None:
    """A blank result sheet: the three sheets, French headers, drop-down lists for generals and results."""
    book = new_workbook()
    _event_sheet(book)
    _players_sheet(book)
    battles = add_header_sheet(book, BATTLES_SHEET[0], BATTLES)
    generals = [column_letter(BATTLES, f) for s in SIDES for f in GENERAL_FIELDS[s]]
    add_list_validation(battles, GENERALS_RANGE, generals, f'Choisir un joueur de la feuille "{PLAYERS_SHEET[0]}"')
    phrases = list_formula(list(RESULT_PHRASES.values()))
    add_list_validation(battles, phrases, [column_letter(BATTLES, "result")], "Choisir un résultat de la liste")
    book.save(path)


def _event_sheet(book: Workbook) -> None:
    sheet = book.create_sheet(EVENT_SHEET[0])
    for column in EVENT:
        sheet.append([column.header, None])
        sheet.cell(sheet.max_row, 1).font = Font(bold=True)
        if column.field in EVENT_DATES:
            sheet.cell(sheet.max_row, 2).number_format = DATE_FORMAT
    sheet.column_dimensions["A"].width = 26
    sheet.column_dimensions["B"].width = 40


def _players_sheet(book: Workbook) -> None:
    """The *Joueurs* sheet; its "Nom complet" column (=TRIM(Nom&" "&Prénom)) feeds the generals' lists."""
    sheet = add_header_sheet(book, PLAYERS_SHEET[0], PLAYERS, extra=(FULL_NAME_HEADER,))
    last, first = column_letter(PLAYERS, "last_name"), column_letter(PLAYERS, "first_name")
    full = get_column_letter(len(PLAYERS.columns) + 1)
    sheet.column_dimensions[full].width = 30
    for row in range(2, ROSTER_ROWS + 2):
        sheet[f"{full}{row}"] = f'=TRIM({last}{row}&" "&{first}{row})'
    target = f"'{sheet.title}'!${full}$2:${full}${ROSTER_ROWS + 1}"
    book.defined_names[GENERALS_RANGE] = DefinedName(GENERALS_RANGE, attr_text=target)


# --- Sniffing ------------------------------------------------------------------------------------


def sniff(head: bytes, name: str) -> str | None:
    """``"bataille-sheet"`` for an .xlsx holding the three sheets of this format, else None.

    ``head`` is the file's first bytes and ``name`` its **path**: the sheet names
    are in the zip's workbook part, which is read from the file itself.
    """
    titles = {match_key(t) for t in xlsx_sheet_names(head, name) or ()}
    wanted = (EVENT_SHEET, PLAYERS_SHEET, BATTLES_SHEET)
    if all(any(match_key(n) in titles for n in names) for names in wanted):
        return FORMAT
    return None
