"""A round's sheets for the tournament hall: the pairings pinned on the wall and the result slips.

Built from :mod:`elodesk.reports.pairings` (boards in order, points before the
round) in the sheet's language; laid out like every other sheet.
"""

from __future__ import annotations

from datetime import date

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.languages import check_lang
from elodesk.printing import SheetError
from elodesk.printing.document import (
    CENTER,
    RIGHT,
    Cell,
    Column,
    Document,
    GroupRow,
    Heading,
    Keep,
    Paragraph,
    Row,
    Table,
)
from elodesk.printing.parts import event_subtitle, fixed, new_document, sheet_event, shown
from elodesk.printing.text import say
from elodesk.reports.pairings import Board, PairedPlayer, RoundPairings, event_rounds, round_pairings
from elodesk.reports.standings import CHESS_POINTS
from elodesk.store import games as store_games
from elodesk.store.event_edits import EventFields

BYE_KINDS = ("H", "F", "U", "Z")  # half, full, pairing-allocated bye; absence
RESULT_SHOWN = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "½-½", "+-": "+ / −", "-+": "− / +", "--": "− / −"}


def _round(db: sqlite_utils.Database, event_id: int, round_no: int) -> tuple[EventFields, RoundPairings]:
    event = sheet_event(db, event_id)
    if event.system not in CHESS_SYSTEMS:
        raise SheetError("event {event} is not a chess tournament: it has no pairings to print", event=event_id)
    games = store_games.chess_games(db, event_id)
    byes = store_games.byes(db, event_id)
    rounds = event_rounds(games, byes, event.rounds)
    if round_no not in rounds and not rounds:
        raise SheetError("event {event} has no round {round} (rounds: none yet)", event=event_id, round=round_no)
    if round_no not in rounds:
        raise SheetError("event {event} has no round {round} (rounds: {first}–{last})", event=event_id,
                         round=round_no, first=rounds[0], last=rounds[-1])
    return event, round_pairings(store_games.event_players(db, event_id), games, byes, round_no)


def _round_sheet(db: sqlite_utils.Database, event_id: int, round_no: int, title: str, lang: str,
                 day: date | None) -> tuple[Document, EventFields, RoundPairings]:
    """A round's sheet, portrait, titled ``title`` (a key of the sheets' text) with its event and boards."""
    check_lang(lang)
    event, pairing = _round(db, event_id, round_no)
    doc = new_document(db, say(title, lang, event=event.name, round=round_no), lang, day,
                       event_subtitle(event, lang, [say("boards_count", lang, count=len(pairing.boards))]))
    doc.orientation = "portrait"
    return doc, event, pairing


def _name(player: PairedPlayer) -> str:
    return player.name if player.rating is None else f"{player.name} ({player.rating})"


def pairings_document(db: sqlite_utils.Database, event_id: int, round_no: int, *, lang: str = "fr",
                      day: date | None = None) -> Document:
    """Board, White with rating and points, the result box, Black with rating and points; then the byes."""
    doc, _, pairing = _round_sheet(db, event_id, round_no, "pairings_title", lang, day)
    columns = [Column(say("board", lang), RIGHT), Column(say("white_player", lang), flexible=True),
               Column(say("rating", lang), RIGHT), Column(say("points_before", lang), RIGHT),
               Column(say("result", lang), CENTER),
               Column(say("black_player", lang), flexible=True), Column(say("rating", lang), RIGHT),
               Column(say("points_before", lang), RIGHT)]
    rows: list[Row | GroupRow] = [Row([str(b.number), *_side(b.white, lang), _result_box(b), *_side(b.black, lang)])
                                  for b in pairing.boards]
    doc.blocks.append(Table(columns, rows, empty=say("no_boards", lang)))
    if pairing.unpaired:
        doc.blocks.append(Heading(say("unpaired_heading", lang)))
        doc.blocks.append(Table(
            [Column(say("name", lang), flexible=True), Column(say("rating", lang), RIGHT),
             Column(say("points_before", lang), RIGHT), Column(say("result", lang))],
            [Row([u.player.name, *_side(u.player, lang)[1:], say(f"bye_{u.kind}", lang)
                  if u.kind in BYE_KINDS else u.kind]) for u in pairing.unpaired]))
    doc.blocks.append(Paragraph(say("pairings_legend", lang), small=True))
    return doc


def _side(player: PairedPlayer, lang: str) -> list[str | Cell]:
    return [player.name, shown(player.rating), fixed(player.points, lang, 1)]


def _result_box(board: Board) -> Cell:
    """Empty until the result is in: the arbiter or the players write it there."""
    if board.result not in CHESS_POINTS:
        return Cell("[        ]")
    return Cell(RESULT_SHOWN[board.result], bold=True)


def slips_document(db: sqlite_utils.Database, event_id: int, round_no: int, *, lang: str = "fr",
                   day: date | None = None) -> Document:
    """One slip per board, to hand to the players: who plays whom, the result to tick, signatures."""
    doc, event, pairing = _round_sheet(db, event_id, round_no, "slips_title", lang, day)
    if not pairing.boards:
        doc.blocks.append(Paragraph(say("no_boards", lang)))
    for board in pairing.boards:
        doc.blocks.append(Keep([
            Heading(say("slip_heading", lang, round=round_no, board=board.number), note=event.name),
            Table([Column(""), Column("", flexible=True)],
                  [Row([say("white_player", lang), Cell(_name(board.white), bold=True)]),
                   Row([say("black_player", lang), Cell(_name(board.black), bold=True)]),
                   Row([say("result", lang), say("slip_result", lang)])],
                  headings=False, shaded=False),
            Paragraph(say("slip_signatures", lang)),
        ]))
    return doc
