"""What a rating run rates: a period, an event or an explicit action, and the look-ups that name it.

``store.runs`` builds, previews, applies and undoes runs; the scope (a ``RunScope``) and the small queries
that check or complete it (an event's rate, the FIDE events ending near the list date, the
system's last game day) live here so that the document builder and the preview share them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import NamedTuple

import sqlite_utils

from elodesk.core.systems import BATTLE, BY_ID, CHESS, INTERNATIONAL, MULTIPLAYER, RATES, get_system
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import claimed_by
from elodesk.store.ratings import per_rate

PERIOD = "period"
EVENT = "event"
INACTIVITY = "inactivity"
UPLIFT = "uplift"
# The one-time raises of 2024 of the ratings below 2000 (a system's ``uplift`` in core.systems: FIDE's
# increase for a system of several lists, made list by list; else the Belgian uplift), and the day each
# took effect (a run's date).
BELGIAN_UPLIFT, FIDE_INCREASE = "uplift", "increase"
RAISE_DAYS = {BELGIAN_UPLIFT: "2024-04-01", FIDE_INCREASE: "2024-03-01"}
CLOSING_DAYS = 3  # Std 7.1.3: an event ending 3 days or more before the list date may be rated on it


@dataclass(frozen=True, slots=True)
class RunScope:
    """What a run rates: a period (from/to), an event, or an explicit action."""

    system: str
    start: date | None = None
    end: date | None = None
    event_id: int | None = None
    kind: str = PERIOD
    year: int | None = None  # inactivity
    rate: str | None = None  # fide: the list rated (standard, rapid, blitz); None for the other systems

    def describe(self) -> str:
        system = f"{self.system} {self.rate}" if self.rate else self.system
        if self.kind == EVENT:
            return f"{system} event {self.event_id}"
        if self.kind == INACTIVITY:
            return f"{system} inactivity {self.year}"
        if self.kind == UPLIFT:
            return f"{system} 2024 {FIDE_INCREASE if per_rate(self.system) else BELGIAN_UPLIFT}"
        return f"{system} {self.start} – {self.end}"


def check_rate(sel: RunScope) -> str:
    """The rate of a FIDE run (refused without one); the other systems have none."""
    if not per_rate(sel.system):
        if sel.rate is not None:
            raise StoreError("{system}: only FIDE runs have a rate", system=sel.system)
        return ""
    if sel.rate not in RATES:
        raise StoreError("fide: a run rates one list: standard, rapid or blitz, not {rate}", rate=sel.rate)
    return sel.rate


def month_period(year: int, month: int) -> tuple[date, date]:
    """A FIDE rating period: a calendar month (its list is published on the 1st of the next one)."""
    return get_system(INTERNATIONAL).period_of(date(year, month, 1))


@dataclass(frozen=True, slots=True)
class LateEvent:
    """An event of the period that ends too close to the list date (Std 7.1.3) to be sure of it."""

    id: int
    name: str
    end: str
    list_date: str


def late_events(db: sqlite_utils.Database, sel: RunScope) -> list[LateEvent]:
    """FIDE events of the run's rate ending less than 3 days before the list date (the day after the
    period): 7.1.3 puts them on the next list, and so does elodesk (``store.fide_lists.period_events``:
    such an event is in the next period, whatever its games' dates)."""
    if not per_rate(sel.system) or sel.kind != PERIOD or sel.end is None:
        return []
    list_date = sel.end + timedelta(days=1)
    first_late = list_date - timedelta(days=CLOSING_DAYS - 1)
    claimed, args = claimed_by(sel.system)
    rows = db.execute(f'SELECT id, name, "end" FROM events e WHERE {claimed} AND rate = ? AND "end" BETWEEN ? AND ? '
                      'ORDER BY "end", id', [*args, sel.rate, first_late.isoformat(), sel.end.isoformat()])
    return [LateEvent(event_id, name, end, list_date.isoformat()) for event_id, name, end in rows]


class RunEvent(NamedTuple):
    """The event an event run rates."""

    id: int
    system: str
    name: str
    start: str | None
    end: str | None
    rate: str | None


def run_event(db: sqlite_utils.Database, event_id: int) -> RunEvent:
    row = db.execute('SELECT id, system, name, start, "end", rate FROM events WHERE id = ?', [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    return RunEvent(*row)


def event_rate(db: sqlite_utils.Database, event_id: int) -> str | None:
    """A chess event's rate (a FIDE event is rated on that list)."""
    row = db.execute("SELECT rate FROM events WHERE id = ?", [event_id]).fetchone()
    return row[0] if row else None


def on_its_list(db: sqlite_utils.Database, sel: RunScope) -> RunScope:
    """A FIDE event named without a rate is rated on the list of its own rate."""
    if per_rate(sel.system) and sel.kind == EVENT and sel.rate is None and sel.event_id is not None:
        return replace(sel, rate=event_rate(db, sel.event_id))
    return sel


def holds_events(db: sqlite_utils.Database, sel: RunScope, event_ids: Iterable[int]) -> bool:
    """Whether the run may rate one of these events: the event itself, or an event its system claims with a
    day in the period (from CLOSING_DAYS before it: FIDE's late events of the list before) or the year
    of an inactivity run. A page showing the run previews it again after an edit of them: a wide guess
    costs a preview, a narrow one would leave stale figures on screen."""
    ids = sorted(set(event_ids))
    if not ids or sel.kind == UPLIFT:
        return False
    if sel.kind == EVENT:
        return sel.event_id in ids
    if sel.kind == INACTIVITY:
        first, last = (f"{sel.year}-01-01", f"{sel.year}-12-31") if sel.year else ("0000", "9999")
    else:
        first = (sel.start - timedelta(days=CLOSING_DAYS)).isoformat() if sel.start else "0000"
        last = sel.end.isoformat() if sel.end else "9999"
    claimed, args = claimed_by(sel.system)
    marks = ", ".join("?" for _ in ids)
    found = db.execute(
        f'SELECT 1 FROM events e WHERE e.id IN ({marks}) AND {claimed} AND ('
        f'(COALESCE(e.start, e."end", \'0000\') <= ? AND COALESCE(e."end", e.start, \'9999\') >= ?) '
        "OR EXISTS (SELECT 1 FROM chess_games g INDEXED BY chess_games_event WHERE g.event_id = e.id "
        "AND g.date BETWEEN ? AND ?) "
        "OR EXISTS (SELECT 1 FROM battles b WHERE b.event_id = e.id AND b.date BETWEEN ? AND ?) "
        "OR EXISTS (SELECT 1 FROM diplomacy_games d WHERE d.event_id = e.id "
        "AND substr(d.first_resolution, 1, 10) BETWEEN ? AND ?)) LIMIT 1",
        [*ids, *args, last, first, first, last, first, last, first, last]).fetchone()
    return found is not None


# Up to this many events, a system's last game day is read from their games (the event index);
# beyond, from the newest dated games down (the date index), which stops at the first of them.
FEW_EVENTS = 100


def _latest_chess_day(db: sqlite_utils.Database, system: str) -> str | None:
    """MAX(COALESCE(game date, event end, event start)) of the games with a result, without reading
    the whole games table: the window asks it when the Ratings page opens (0.44 s on a million games)."""
    claimed, claim_args = claimed_by(system)
    events = [r[0] for r in db.execute(f"SELECT id FROM events e WHERE {claimed}", claim_args)]
    if not events:
        return None
    day = 'COALESCE(g.date, e."end", e.start)'
    if len(events) <= FEW_EVENTS:
        ids = ", ".join("?" for _ in events)
        latest: str | None = db.execute(f"SELECT MAX({day}) FROM chess_games g JOIN events e ON e.id = g.event_id "
                                        f"WHERE g.event_id IN ({ids}) AND g.result != '*'", events).fetchone()[0]
        return latest
    dated = db.execute("SELECT g.date FROM chess_games g INDEXED BY chess_games_date JOIN events e "
                       f"ON e.id = g.event_id WHERE {claimed} AND g.result != '*' "
                       "AND g.date IS NOT NULL ORDER BY g.date DESC LIMIT 1", claim_args).fetchone()
    undated = db.execute(f"SELECT MAX({day}) FROM chess_games g INDEXED BY chess_games_date JOIN events e "
                         f"ON e.id = g.event_id WHERE g.date IS NULL AND {claimed} "
                         "AND g.result != '*'", claim_args).fetchone()
    days = [d for d in (dated and dated[0], undated[0]) if d]
    return max(days) if days else None


def latest_game_day(db: sqlite_utils.Database, system: str) -> date | None:
    """The day of a system's last game with a result (the Ratings page opens on its period)."""
    kind = BY_ID[system].kind if system in BY_ID else None
    if kind == CHESS:
        last = _latest_chess_day(db, system)
    elif kind == BATTLE:
        last = db.execute("SELECT MAX(COALESCE(b.date, e.start)) FROM battles b JOIN events e ON e.id = b.event_id "
                          "WHERE e.system = ?", [system]).fetchone()[0]
    elif kind == MULTIPLAYER:
        last = db.execute("SELECT MAX(g.first_resolution) FROM diplomacy_games g JOIN events e "
                          "ON e.id = g.event_id WHERE e.system = ?", [system]).fetchone()[0]
    else:
        return None
    return date.fromisoformat(last[:10]) if last else None
