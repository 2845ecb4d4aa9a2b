"""What a FIDE run's preview tells the officer beside the players: the events of the period with the
list each goes on (Std 7.1.3, 9.1), and the starting lists the club's rating history lacks. The
Ratings page and ``elodesk preview`` say the same lines."""

from __future__ import annotations

from collections.abc import Iterable

import sqlite_utils

from elodesk.core.systems import INTERNATIONAL
from elodesk.reports.phrases.fide import NOTICES, event_list_text, missing_list_text
from elodesk.store.fide_lists import MissingList, period_events
from elodesk.store.run_scope import PERIOD, RunScope


def fide_notices(db: sqlite_utils.Database, sel: RunScope, missing: Iterable[MissingList], lang: str,
                 most: int | None = None) -> list[str]:
    """One sentence per event of a FIDE period (its list and why; with ``most``, that many and how many
    more: a federation's month holds hundreds), then one per starting list missing."""
    lines = []
    if sel.system == INTERNATIONAL and sel.kind == PERIOD and sel.rate:
        events = period_events(db, sel.rate, sel.start, sel.end)
        shown = events if most is None else events[:most]
        lines += [event_list_text(e.name, e.end, e.list_date, e.rule, lang) for e in shown]
        if len(events) > len(shown):
            lines.append(NOTICES["more_events"].say(lang, count=len(events) - len(shown)))
    lines += [missing_list_text(m.name, m.month, m.used, m.players, lang) for m in missing]
    return lines
