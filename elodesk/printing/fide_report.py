"""The FIDE rating report of one event: what an arbiter attaches to the report he sends FIDE.

A summary (each player's rating, K, games, score, expected score, change) and a player card
section (each rated game: opponent, his rating, D, PD, ΔR; then the K and the change as the
explanation phrases them). The figures are the event's own FIDE preview on the list of its
rate, from the ratings the club database holds (store.runs): the same numbers the Ratings page
explains.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import sqlite_utils

from elodesk.core.fide_records import FideChange, FideGame
from elodesk.core.systems import INTERNATIONAL, STANDARD
from elodesk.languages import check_lang
from elodesk.printing import SheetError
from elodesk.printing.document import RIGHT, Cell, Column, Document, Heading, Keep, Paragraph, Row, Table
from elodesk.printing.parts import DASH, event_subtitle, fixed, new_document, sheet_event, shown
from elodesk.printing.text import say, status_text
from elodesk.reports.explanations import render, with_names
from elodesk.reports.numbers import short_date
from elodesk.reports.sheet_data import Record
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import event_systems
from elodesk.store.players import name_key, player_fide_ids
from elodesk.store.run_document import contract_id, names_by_contract_id
from elodesk.store.runs import EVENT, RunScope, previewed

FIDE_GAME, FIDE_CHANGE = "fide_game", "fide_change"


@dataclass(frozen=True, slots=True)
class ReportedPlayer:
    """One player of the report: his figures in the event's preview, his rated games, the other steps."""

    id: str
    name: str
    fide_id: str
    old_rating: int | None
    k: int | None
    change: int | None
    rating: int | None
    status: str
    tally: FideChange | None  # the period's games, score, expected score and change
    games: list[FideGame]
    steps: list[Record]  # the explanation's other records, phrased under the table


def _fields(record: Record) -> Record:
    """An explanation record's JSON as its engine record's arguments (``kind`` is the class's own)."""
    return {k: v for k, v in record.items() if k != "kind"}


def _reported(p: Record, names: dict[str, str], fide_ids: dict[str, str]) -> ReportedPlayer:
    records = p.get("explanation", [])
    tally = next((FideChange(**_fields(r)) for r in records if r.get("kind") == FIDE_CHANGE), None)
    pid: str = p["id"]  # the engine's player ref
    return ReportedPlayer(pid, names.get(pid, pid), fide_ids.get(pid, DASH), p.get("old_rating"),
                          p.get("k"), p.get("change"), p.get("rating"), p["status"], tally,
                          [FideGame(**_fields(r)) for r in records if r.get("kind") == FIDE_GAME],
                          [r for r in records if r.get("kind") != FIDE_GAME])


def fide_report_document(db: sqlite_utils.Database, event_id: int, *, lang: str = "fr",
                         day: date | None = None) -> Document:
    check_lang(lang)
    event = sheet_event(db, event_id)
    rated_by = event_systems(db, event_id)  # FIDE alone, or besides the national system (a French open)
    if INTERNATIONAL not in rated_by:
        raise SheetError("event {event} is rated under {system}, not FIDE: it has no FIDE report", event=event_id,
                         system=", ".join(rated_by))
    rate = event.rate or STANDARD
    try:
        result = previewed(db, RunScope(INTERNATIONAL, kind=EVENT, event_id=event_id, rate=rate))
    except StoreError as exc:
        raise SheetError(exc.template, **exc.params) from None
    out, ids = result.output, {row.player_id for row in result.players}
    names = names_by_contract_id(db, ids)
    fide_ids = {contract_id(pid): fide_id for pid, fide_id in player_fide_ids(db, ids).items()}
    players = sorted((_reported(p, names, fide_ids) for p in out["players"]), key=lambda p: name_key(p.name))
    doc = new_document(db, say("fide_report_title", lang, event=event.name), lang, day,
                       event_subtitle(event, lang, [say(f"rate_{rate}", lang)]))
    doc.blocks.append(Table(_summary_columns(lang), [_summary_row(p, lang) for p in players],
                            empty=say("no_players", lang)))
    doc.blocks.append(Paragraph(say("fide_report_note", lang), small=True))
    doc.blocks.append(Heading(say("fide_cards_heading", lang)))
    for p in players:
        doc.blocks.append(_card(p, names, lang))
    return doc


def _summary_columns(lang: str) -> list[Column]:
    return [Column(say("name", lang), flexible=True), Column(say("fide_id", lang), RIGHT),
            Column(say("rating", lang), RIGHT), Column("K", RIGHT), Column(say("games", lang), RIGHT),
            Column(say("score", lang), RIGHT), Column(say("expected", lang), RIGHT),
            Column(say("change", lang), RIGHT), Column(say("new_rating", lang), RIGHT),
            Column(say("status", lang))]


def _summary_row(p: ReportedPlayer, lang: str) -> Row:
    figures: list[str | Cell] = [DASH] * 3
    if p.tally is not None:
        figures = [str(p.tally.games), fixed(p.tally.score, lang, 1), fixed(p.tally.expected, lang, 2)]
    return Row([p.name, p.fide_id, shown(p.old_rating), shown(p.k), *figures, _signed(p.change),
                shown(p.rating), status_text(p.status, lang)])


def _card(p: ReportedPlayer, names: dict[str, str], lang: str) -> Keep:
    """One player's games and how his change was reached."""
    heading = Heading(p.name, note=say("fide_card_note", lang, old=shown(p.old_rating), new=shown(p.rating)))
    table = Table([Column(say("date", lang)), Column(say("opponent", lang), flexible=True),
                   Column(say("rating", lang), RIGHT), Column(say("score", lang), RIGHT), Column("D", RIGHT),
                   Column("PD", RIGHT), Column("ΔR", RIGHT)],
                  [Row([short_date(g.date), names.get(g.opponent, g.opponent), str(g.opponent_rating),
                        fixed(g.score, lang, 1), _signed(g.d_counted), fixed(g.expected, lang, 2),
                        fixed(g.delta, lang, 2)]) for g in p.games],
                  empty=say("fide_no_rated_game", lang))
    steps = [Paragraph(render(with_names(r, names), lang), small=True) for r in p.steps]
    return Keep([heading, table, *steps])


def _signed(value: int | None) -> str:
    if value is None:
        return DASH
    return f"+{value}" if value > 0 else str(value).replace("-", "−")
