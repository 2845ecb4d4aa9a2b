"""What every sheet's builder shares: the dash, numbers in columns, ratings and changes, the head of an event's sheet.

The builders of ``build.py``, ``round_sheets.py`` and ``fide_report.py`` write a
number, a change and an event's subtitle the same way; they take them from here.
"""

from __future__ import annotations

import math
from datetime import date
from functools import lru_cache

import sqlite_utils

from elodesk.printing import SheetError
from elodesk.printing.document import Cell, Document
from elodesk.printing.text import long_date, say, system_name
from elodesk.reports.numbers import DECIMAL_COMMA, format_number, short_date
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import EventFields, event_fields
from elodesk.store.settings import CLUB_NAME, get_setting

DASH = "—"


def shown(value: int | None) -> str:
    """A whole number as it is, or the dash for none."""
    return DASH if value is None else str(value)


def fixed(value: float, lang: str, decimals: int) -> str:
    """A number with a fixed count of decimals, so that a column of them lines up (5,0 under 6,5)."""
    text = f"{value:.{decimals}f}"
    if text.startswith("-"):
        text = "−" + text[1:]
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def whole(value: float | None, lang: str) -> str:
    """A rating as printed: a whole number, halves rounded up."""
    return DASH if value is None else format_number(math.floor(value + 0.5), lang)


def change_cell(value: float | None, lang: str, decimals: int = 0) -> Cell:
    """A change with its sign and colour; ``decimals`` fixed (Diplomacy's one decimal), halves away from zero."""
    if value is None:
        return _cell(DASH)
    scale = 10 ** decimals
    units = math.floor(abs(value) * scale + 0.5)
    if units == 0:
        return _cell(fixed(0, lang, decimals))
    text = f"{units / scale:.{decimals}f}"
    if lang in DECIMAL_COMMA:
        text = text.replace(".", ",")
    return _cell(("+" if value > 0 else "−") + text, "up" if value > 0 else "down")


@lru_cache(maxsize=4096)
def _cell(text: str, colour: str | None = None) -> Cell:
    """One cell per change shown: a federation's ranking repeats a few hundred changes over 60,000 rows."""
    return Cell(text, colour)


def new_document(db: sqlite_utils.Database, title: str, lang: str, day: date | None, subtitle: str = "") -> Document:
    """A sheet with its title, the club's name and the day it is printed."""
    return Document(title=title, club=get_setting(db, CLUB_NAME), date=long_date(day or date.today(), lang),
                    lang=lang, subtitle=subtitle)


def sheet_event(db: sqlite_utils.Database, event_id: int) -> EventFields:
    """An event's fields for a sheet of its own; SheetError when there is no such event."""
    try:
        return event_fields(db, event_id)
    except StoreError as exc:
        raise SheetError(exc.template, **exc.params) from None


def event_subtitle(event: EventFields, lang: str, extra: list[str]) -> str:
    """An event sheet's subtitle: its system, place, days and arbiter, then ``extra``."""
    parts = [system_name(event.system, lang)]
    if event.place:
        parts.append(event.place)
    start, end = event.start, event.end
    if start and end and start != end:
        parts.append(say("event_from_to", lang, start=short_date(start), end=short_date(end)))
    elif start or end:
        parts.append(say("event_on", lang, day=short_date(start or end)))
    if event.arbiter:
        parts.append(say("arbiter", lang, name=event.arbiter))
    return " · ".join(parts + extra)
