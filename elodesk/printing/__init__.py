"""Printed sheets: ranking lists, the Bataille Empire grade table, event standings, player cards,
a round's pairings and result slips, an event's FIDE rating report.

``build_sheet`` makes a sheet's blocks from the club database in French or
English (no Qt); ``elodesk.printing.output`` lays them out on a printer, the
preview or a PDF with Qt. The application and ``elodesk print`` share both.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from elodesk.printing.document import Document
from elodesk.refusal import TemplateRefusal

if TYPE_CHECKING:  # a type only: every command's errors are caught with SheetError, whose import stays light
    import sqlite_utils

RANKING = "ranking"
GRADES = "grades"
STANDINGS = "standings"
CARD = "card"
PAIRINGS = "pairings"
RESULT_SLIPS = "slips"
FIDE_REPORT = "fide-report"
KINDS = (RANKING, GRADES, STANDINGS, CARD, PAIRINGS, RESULT_SLIPS, FIDE_REPORT)


class SheetError(TemplateRefusal, ValueError):
    """A sheet asked for without what it needs (no event, no player): one sentence for the user."""


def build_sheet(db: sqlite_utils.Database, kind: str, *, system: str | None = None, mode: str = "classic",
                event_id: int | None = None, player_id: int | None = None, club: str | None = None,
                category: str | None = None, active_only: bool = False, lang: str = "fr",
                day: date | None = None, round_no: int | None = None) -> Document:
    """One sheet's document; ``day`` is the date printed in its header (today by default)."""
    from elodesk.printing import build

    if kind == RANKING:
        if system is None:
            raise SheetError("a ranking list needs a system")
        return build.ranking_document(db, system, mode=mode, club=club, category=category,
                                      active_only=active_only, lang=lang, day=day)
    if kind == GRADES:
        return build.grades_document(db, club=club, active_only=active_only, lang=lang, day=day)
    if kind == STANDINGS:
        if event_id is None:
            raise SheetError("event standings need an event")
        return build.standings_document(db, event_id, lang=lang, day=day)
    if kind == CARD:
        if player_id is None:
            raise SheetError("a record card needs a player")
        return build.card_document(db, player_id, lang=lang, day=day)
    if kind in (PAIRINGS, RESULT_SLIPS):
        from elodesk.printing import round_sheets

        if event_id is None or round_no is None:
            raise SheetError("a round's pairings and result slips need an event and a round")
        make = round_sheets.pairings_document if kind == PAIRINGS else round_sheets.slips_document
        return make(db, event_id, round_no, lang=lang, day=day)
    if kind == FIDE_REPORT:
        from elodesk.printing.fide_report import fide_report_document

        if event_id is None:
            raise SheetError("a FIDE rating report needs an event")
        return fide_report_document(db, event_id, lang=lang, day=day)
    raise SheetError("unknown sheet {kind}; expected one of {kinds}", kind=repr(kind), kinds=", ".join(KINDS))
