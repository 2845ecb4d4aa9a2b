"""The FIDE rating report of one event: what an arbiter attaches to the report he sends FIDE.

A summary (each player's rating, K, games, score, expected score, change) and a player card
section (each rated game: opponent, his rating, D, PD, ΔR; then the K and the change as the
explanation phrases them). The figures are the event's own FIDE preview on the list of its
rate, from the ratings the club database holds (store.runs): the same numbers the Ratings page
explains.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import sqlite_utils

from elodesk.printing import SheetError
from elodesk.printing.build import DASH, _document, _event_subtitle, _fixed
from elodesk.printing.document import RIGHT, Cell, Column, Document, Heading, Keep, Paragraph, Row, Table
from elodesk.printing.text import check_lang, say, short_date, status_text
from elodesk.reports.explanations import render
from elodesk.store import games as store_games
from elodesk.store.errors import StoreError
from elodesk.store.players import name_key, player_names
from elodesk.store.runs import EVENT, Selection, previewed

FIDE_GAME, FIDE_CHANGE = "fide_game", "fide_change"


def fide_report_document(db: sqlite_utils.Database, event_id: int, *, lang: str = "fr",
                         day: date | None = None) -> Document:
    check_lang(lang)
    event = store_games.get_event(db, event_id)
    if event is None:
        raise SheetError("no event {event}", event=event_id)
    if event["system"] != "fide":
        raise SheetError("event {event} is rated under {system}, not FIDE: it has no FIDE report", event=event_id,
                         system=event["system"])
    rate = event.get("rate") or "standard"
    try:
        out = previewed(db, Selection("fide", kind=EVENT, event_id=event_id, rate=rate)).output
    except StoreError as exc:
        raise SheetError(exc.template, **exc.params) from None
    players = out["players"]
    ids = {int(p["id"]) for p in players}
    names = {str(k): v for k, v in player_names(db, ids).items()}
    fide_ids = _fide_ids(db, ids)
    players.sort(key=lambda p: name_key(names.get(p["id"], p["id"])))
    doc = _document(db, say("fide_report_title", lang, event=event["name"]), lang, day,
                    _event_subtitle(event, lang, [say(f"rate_{rate}", lang)]))
    doc.blocks.append(Table(_summary_columns(lang), [_summary_row(p, names, fide_ids, lang) for p in players],
                            empty=say("no_players", lang)))
    doc.blocks.append(Paragraph(say("fide_report_note", lang), small=True))
    doc.blocks.append(Heading(say("fide_cards_heading", lang)))
    for p in players:
        doc.blocks.append(_card(p, names, lang))
    return doc


def _fide_ids(db: sqlite_utils.Database, ids: set[int]) -> dict[str, str]:
    marks = ",".join("?" for _ in ids)
    rows = db.execute(f"SELECT id, fide_id FROM players WHERE id IN ({marks})", sorted(ids)) if ids else []
    return {str(pid): fide_id for pid, fide_id in rows if fide_id}


def _record(player: dict[str, Any], kind: str) -> dict[str, Any] | None:
    return next((r for r in player.get("explanation", []) if r.get("kind") == kind), None)


def _summary_columns(lang: str) -> list[Column]:
    return [Column(say("name", lang), flexible=True), Column(say("fide_id", lang), RIGHT),
            Column(say("rating", lang), RIGHT), Column("K", RIGHT), Column(say("games", lang), RIGHT),
            Column(say("score", lang), RIGHT), Column(say("expected", lang), RIGHT),
            Column(say("change", lang), RIGHT), Column(say("new_rating", lang), RIGHT),
            Column(say("status", lang))]


def _summary_row(p: dict[str, Any], names: dict[str, str], fide_ids: dict[str, str], lang: str) -> Row:
    change = _record(p, FIDE_CHANGE)
    figures: list[str | Cell] = [DASH] * 3
    if change is not None:
        figures = [str(change["games"]), _fixed(change["score"], lang, 1), _fixed(change["expected"], lang, 2)]
    return Row([names.get(p["id"], p["id"]), fide_ids.get(p["id"], DASH), _number(p.get("old_rating")),
                _number(p.get("k")), *figures, _signed(p.get("change")), _number(p.get("rating")),
                status_text(p["status"], lang)])


def _card(p: dict[str, Any], names: dict[str, str], lang: str) -> Keep:
    """One player's games and how his change was reached."""
    games = [r for r in p.get("explanation", []) if r.get("kind") == FIDE_GAME]
    heading = Heading(names.get(p["id"], p["id"]), note=say("fide_card_note", lang, old=_number(p.get("old_rating")),
                                                            new=_number(p.get("rating"))))
    table = Table([Column(say("date", lang)), Column(say("opponent", lang), flexible=True),
                   Column(say("rating", lang), RIGHT), Column(say("score", lang), RIGHT), Column("D", RIGHT),
                   Column("PD", RIGHT), Column("ΔR", RIGHT)],
                  [Row([short_date(g["date"], lang), names.get(g["opponent"], g["opponent"]),
                        str(g["opponent_rating"]), _fixed(g["score"], lang, 1), _signed(g["d_counted"]),
                        _fixed(g["expected"], lang, 2), _fixed(g["delta"], lang, 2)]) for g in games],
                  empty=say("fide_no_rated_game", lang))
    steps = [Paragraph(render({**r, "opponent": names[r["opponent"]]} if r.get("opponent") in names else r, lang),
                       small=True) for r in p.get("explanation", []) if r.get("kind") != FIDE_GAME]
    return Keep([heading, table, *steps])


def _number(value: Any) -> str:
    return DASH if value is None else str(value)


def _signed(value: Any) -> str:
    if value is None:
        return DASH
    return f"+{value}" if value > 0 else str(value).replace("-", "−")
