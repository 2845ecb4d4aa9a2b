"""FIDE lists and events: the list each event goes on (Std 7.1.3, 9.1), the events of a FIDE period,
and each player's rating on the list in force when an event started (RULES.md ``fide`` section 1).

An event goes on the first list (the 1st of a month) at least 3 days after its last round (7.1.3);
the officer may move one that ended within five days of the month's end one list later (9.1,
``events.fide_list_later``). A FIDE period (a month) rates the events of its list, the 1st of the
month after it, whatever their games' dates. Each event is rated with its players' ratings on the
list of the month it started, read from what the club kept of the lists: each rate's part of the
FIDE state names the month of the list it stands for (``ratings.LIST``), now and before and after
every applied run (the history); when that month is missing, the nearest earlier one stands in and
the preview says so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

import orjson
import sqlite_utils

from elodesk.core.systems import RATES
from elodesk.store.db import chunks
from elodesk.store.event_rows import EventRun
from elodesk.store.event_systems import claimed_by
from elodesk.store.ratings import FIDE, INACTIVE, LIST, ContractState, get_states

CLOSING_DAYS = 3  # Std 7.1.3: rated on a list when it ended at least 3 days before the list's date
LATE_REPORT_DAYS = 5  # Std 9.1: ending five days or less before the month's end, reported for the next list
RULE_CLOSING = "7.1.3"
RULE_LATE = "9.1"


def first_of_next_month(day: date) -> date:
    return date(day.year + day.month // 12, day.month % 12 + 1, 1)


def default_list(end: date) -> date:
    """7.1.3: the first list (a month's 1st) at least 3 days after the event's last round."""
    day = end + timedelta(days=CLOSING_DAYS)
    return day if day.day == 1 else first_of_next_month(day)


def later_allowed(end: date) -> bool:
    """9.1: an event ending five days or less before the month's end may go one list later."""
    return (first_of_next_month(end) - timedelta(days=1) - end).days <= LATE_REPORT_DAYS


def list_of(end: date, later: bool) -> tuple[date, str]:
    """The list an event ending on ``end`` goes on, and the article that puts it there."""
    default = default_list(end)
    return (first_of_next_month(default), RULE_LATE) if later else (default, RULE_CLOSING)


def month_of(day: str | date) -> str:
    """The month (YYYY-MM) of the list in force on a day: the list of that month's 1st."""
    return str(day)[:7]


@dataclass(frozen=True, slots=True)
class ListedEvent:
    """A FIDE event with the list it goes on: ``end`` is its last day (its end date, else its last game's,
    else its start), ``list_date`` the list's date, ``rule`` why (7.1.3, or 9.1 when moved later)."""

    id: int
    name: str
    start: str
    end: str
    later: bool
    list_date: str
    rule: str


def _listed(rows: Iterable[tuple[int, str, str | None, str | None, int]]) -> list[ListedEvent]:
    out = []
    for event_id, name, start, end, later in rows:
        if end is None:  # neither a date of its own nor a dated game: no list can be told
            continue
        day, rule = list_of(date.fromisoformat(end[:10]), bool(later))
        out.append(ListedEvent(event_id, name, (start or end)[:10], end[:10], bool(later), day.isoformat(), rule))
    return out


_EVENTS = ('SELECT e.id, e.name, e.start, COALESCE(e."end", (SELECT MAX(g.date) FROM chess_games g '
           'WHERE g.event_id = e.id), e.start), e.fide_list_later FROM events e ')


def listed_event(db: sqlite_utils.Database, event_id: int) -> ListedEvent | None:
    """An event with the list it goes on (None: no date tells it)."""
    found = _listed(db.execute(_EVENTS + "WHERE e.id = ?", [event_id]).fetchall())
    return found[0] if found else None


def period_events(db: sqlite_utils.Database, rate: str, start: date | None, end: date | None) -> list[ListedEvent]:
    """The events a FIDE period of ``rate`` rates: those whose list falls in it, the day after its last
    included (a month's period: the list of the next month's 1st). The one place that says which events
    a FIDE period holds."""
    claimed, args = claimed_by(FIDE)  # FIDE's own events and the national ones it rates too (event_systems)
    rows = db.execute(_EVENTS + f"WHERE {claimed} AND e.rate = ? ORDER BY e.id", [*args, rate]).fetchall()
    low = (start + timedelta(days=1)).isoformat() if start else ""
    high = (end + timedelta(days=1)).isoformat() if end else "9999-12-31"
    return [e for e in _listed(rows) if low <= e.list_date <= high]


# --- the ratings on an event's starting list ---------------------------------------------------------


def _rating(state: ContractState, rate: str) -> tuple[str | None, int | None]:
    """The month and rating of one rate in a FIDE state; in rapid and blitz an unrated player's
    standard rating of the same state (R&B 7.2.1: his starting value)."""
    part = state.get(rate) or {}
    rating = part.get("rating")
    if rating is None and rate != RATES[0]:
        rating = (state.get(RATES[0]) or {}).get("rating")
    return part.get(LIST), rating


@dataclass(frozen=True, slots=True)
class MissingList:
    """A starting list the club's history lacks for some players of an event: the month that stood in."""

    event: int
    name: str
    month: str  # YYYY-MM, the list of the event's start
    used: str | None  # the nearest earlier month the history has (None: the period's own ratings)
    players: int


class ListHistory:
    """Each player's FIDE rating of one rate by the month of its list, from the applied runs' history
    (the state before and after) and the current state, later records winning a month."""

    def __init__(self, db: sqlite_utils.Database, rate: str, players: set[int]) -> None:
        self.rate = rate
        self.months: dict[int, dict[str, int | None]] = {pid: {} for pid in players}
        for chunk in chunks(sorted(players)):
            marks = ",".join("?" for _ in chunk)
            for pid, before, after in db.execute(
                    f"SELECT player_id, state_before, state_after FROM history WHERE system = ? AND rate = ? "
                    f"AND player_id IN ({marks}) ORDER BY id", [FIDE, rate, *chunk]):
                for text in (before, after):
                    if text:
                        self._keep(pid, orjson.loads(text))
        for pid, state in get_states(db, FIDE, players).items():
            self._keep(pid, state)

    def _keep(self, pid: int, state: ContractState) -> None:
        month, rating = _rating(state, self.rate)
        if month:
            self.months[pid][month] = rating

    def on_list(self, pid: int, month: str, current: int | None) -> tuple[int | None, str | None, bool]:
        """His rating on the list of ``month``, the month it came from, and whether that list is missing.
        A player the history knows no dated list of keeps ``current`` (the period's), as before."""
        known = self.months.get(pid) or {}
        if not known:
            return current, None, False
        if month in known:
            return known[month], month, False
        earlier = [m for m in known if m < month]
        if not earlier:
            return current, None, True
        used = max(earlier)
        return known[used], used, True


def starting_ratings(history: ListHistory, event: ListedEvent, players: Iterable[int],
                     current: dict[int, int | None]) -> tuple[dict[int, int | None], MissingList | None]:
    """Each player's rating on the list in force at the event's start, and the list missing, if any."""
    month = month_of(event.start)
    ratings: dict[int, int | None] = {}
    used: Counter[str | None] = Counter()
    for pid in players:
        ratings[pid], came_from, missing = history.on_list(pid, month, current.get(pid))
        if missing:
            used[came_from] += 1
    if not used:
        return ratings, None
    nearest = max((m for m in used if m is not None), default=None)
    return ratings, MissingList(event.id, event.name, month, nearest, sum(used.values()))


def fide_period_runs(db: sqlite_utils.Database, event_id: int) -> list[EventRun]:
    """The applied FIDE periods that rate an event: of its rate, holding the list it goes on."""
    claimed, args = claimed_by(FIDE)
    row = db.execute(f"SELECT {claimed}, e.rate FROM events e WHERE e.id = ?", [*args, event_id]).fetchone()
    event = listed_event(db, event_id) if row and row[0] else None
    if event is None:
        return []
    return [EventRun(*r) for r in db.execute(
        "SELECT id, kind, summary, applied_at FROM runs WHERE system = ? AND kind = 'period' AND rate IS ? "
        "AND date(COALESCE(start, '0001-01-01'), '+1 day') <= ? "
        "AND date(COALESCE(\"end\", '9998-12-31'), '+1 day') >= ? ORDER BY id",
        [FIDE, row[1], event.list_date, event.list_date])]


# --- inactivity (Std 7.2.2, R&B 6.2.2) ------------------------------------------------------------------

INACTIVE_AFTER_MONTHS = 12  # no rated game in one year: flagged inactive on the list


def last_rated_runs(db: sqlite_utils.Database, rate: str) -> dict[int, str]:
    """Each player's last applied run of ``rate`` that rated games of his (its day)."""
    return dict(db.execute("SELECT player_id, MAX(date) FROM history WHERE system = ? AND rate = ? AND "
                           "status IN ('rated', 'new') GROUP BY player_id", [FIDE, rate]).fetchall())


def inactive_on(list_month: str, entry: dict[str, object], part: ContractState, last_rated: str | None) -> bool | None:
    """Whether a run whose list is ``list_month`` (YYYY-MM) leaves a player inactive (Std 7.2.2); None
    when nothing the club holds tells (the list's flag stays). ``entry`` is his output, ``part`` his
    rate's state before the run, ``last_rated`` the day of his last earlier run with rated games.

    One rated game makes him active again; he is inactive when neither a run of the last 12 months
    rated a game of his nor a list of those months could have (a list of month M not flagging him
    says he played in the 12 months before M: too little to tell when M falls within the year)."""
    if entry.get("rating") is None:
        return None  # the flag is a rated player's
    if entry.get("status") in ("rated", "new"):
        return False
    months = int(list_month[:4]) * 12 + int(list_month[5:7]) - 1 - INACTIVE_AFTER_MONTHS
    window = f"{months // 12}-{months % 12 + 1:02d}"  # the first month of the year before the list
    if last_rated is not None and last_rated[:7] >= window:
        return False
    listed = part.get(LIST)
    if part.get(INACTIVE):
        return True
    if listed is None and last_rated is None:
        return None
    if listed is not None and listed > window:
        return None
    return True
