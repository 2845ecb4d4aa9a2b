"""Creating, editing and deleting an event: each one user action, refused while an applied rating run has
used the event, and undone exactly.

An edit returns the fields as they were (editing them back undoes it). A deletion takes the
event with everything that refers to it (its players' entries, games, byes, battles,
Diplomacy games, the record of the file it came from; the players stay) and returns those
rows with their rowids, so that :func:`restore_event` puts each back in its place: the
database is then the same, row for row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from datetime import date
from typing import Any

import sqlite_utils

from elodesk.core.systems import CHESS, CLUB_SYSTEMS, RATES, STANDARD, get_system
from elodesk.store import audit
from elodesk.store.db import chunks, fetch_tuples, inserted_id, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_rows import EventRun
from elodesk.store.event_systems import claim, replace_main, replace_systems
from elodesk.store.fide_lists import later_allowed
from elodesk.store.games import event_runs


@dataclass(frozen=True, slots=True)
class EventFields:
    """What the user may change of an event."""

    system: str
    name: str
    place: str | None = None
    start: str | None = None  # YYYY-MM-DD
    end: str | None = None
    arbiter: str | None = None
    rounds: int | None = None
    rate: str | None = None  # chess only: standard, rapid or blitz (None: not said, rated as standard)
    fide_list_later: bool = False  # FIDE: one list later than 7.1.3 gives (Std 9.1), see store.fide_lists


FIELDS = tuple(f.name for f in fields(EventFields))
_COLUMNS = ", ".join(f'"{f}"' for f in FIELDS)  # "end" is an SQL word


def event_fields(db: sqlite_utils.Database, event_id: int) -> EventFields:
    row = db.execute(f"SELECT {_COLUMNS} FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    return replace(EventFields(*row), fide_list_later=bool(row[-1]))


def _kind(system: str) -> str:
    return get_system(system).kind


def _games(db: sqlite_utils.Database, event_id: int) -> int:
    """Everything played in the event: chess games and byes, battles, Diplomacy games."""
    count: int = db.execute(
        "SELECT (SELECT COUNT(*) FROM chess_games WHERE event_id = :e) + (SELECT COUNT(*) FROM byes WHERE "
        "event_id = :e) + (SELECT COUNT(*) FROM battles WHERE event_id = :e) + (SELECT COUNT(*) FROM "
        "diplomacy_games WHERE event_id = :e)", {"e": event_id}).fetchone()[0]
    return count


def _day(value: str | None) -> str | None:
    """A date as YYYY-MM-DD; None for no date, or for what is not a date."""
    try:
        return date.fromisoformat(value).isoformat() if value else None
    except (TypeError, ValueError):
        return None


def _checked(db: sqlite_utils.Database, event_id: int | None, old: EventFields | None, new: EventFields, *,
             rate_given: bool) -> EventFields:
    """The fields of a new event (``old`` None) or an edited one, tidied, once they make an event the
    event's games can belong to. A chess event is standard unless said otherwise; others have no rate."""
    name = (new.name or "").strip()
    if not name:
        raise StoreError("an event needs a name")
    if new.system not in CLUB_SYSTEMS:
        raise StoreError("unknown rating system {system!r}; expected one of {known}", system=new.system,
                         known=", ".join(CLUB_SYSTEMS))
    start, end = _day(new.start), _day(new.end)
    if new.start and start is None:
        raise StoreError("the start date {value} is not a date (expected YYYY-MM-DD)", value=new.start)
    if new.end and end is None:
        raise StoreError("the end date {value} is not a date (expected YYYY-MM-DD)", value=new.end)
    if start and end and end < start:
        raise StoreError("the event ends ({end}) before it starts ({start})", end=end, start=start)
    kind = _kind(new.system)
    was_chess = old is not None and _kind(old.system) == CHESS
    if old is not None and event_id is not None and kind != _kind(old.system):
        games = _games(db, event_id)
        if games:
            raise StoreError("event {event} ({name}) holds {games} games of {old}: it cannot become a {system} "
                             "event, which rates another kind of game", event=event_id, name=old.name, games=games,
                             old=old.system, system=new.system)
    rate = new.rate
    if kind != CHESS:
        if rate_given and rate is not None:
            raise StoreError("a {system} event has no rate (standard, rapid, blitz are for chess)",
                             system=new.system)
        rate = None
    elif rate is None and not was_chess:
        rate = STANDARD
    elif rate is not None and rate not in RATES:
        raise StoreError("--rate: expected standard, rapid or blitz, not {rate}", rate=rate)
    rounds = new.rounds or None
    if rounds is not None and rounds < 0:
        raise StoreError("an event has 1 round or more, not {rounds}", rounds=rounds)
    if rounds is not None and event_id is not None:
        played = db.execute("SELECT MAX(round) FROM (SELECT round FROM chess_games WHERE event_id = :e UNION ALL "
                            "SELECT round FROM byes WHERE event_id = :e UNION ALL SELECT round FROM battles "
                            "WHERE event_id = :e)", {"e": event_id}).fetchone()[0]
        if played is not None and rounds < played:
            raise StoreError("event {event} ({name}) has games in round {round}: it cannot have {rounds} rounds",
                             event=event_id, name=name, round=played, rounds=rounds)
    later = bool(new.fide_list_later) and kind == CHESS
    last = end or start
    if later and (last is None or not later_allowed(date.fromisoformat(last))):
        raise StoreError("event {name} ended on {end}, more than five days before the month's end: only an event "
                         "ending within five days of it may go on a later FIDE list (9.1)", name=name,
                         end=last or "?")
    return EventFields(new.system, name, (new.place or "").strip() or None, start, end,
                       (new.arbiter or "").strip() or None, rounds, rate, later)


@writes
def add_event(db: sqlite_utils.Database, system: str, name: str, *, place: str | None = None,
              start: str | None = None, end: str | None = None, arbiter: str | None = None,
              rounds: int | None = None, rate: str | None = None, fide_list_later: bool = False,
              event_id: int | None = None, systems: Sequence[str] = ()) -> int:
    """A new event run in elodesk (not imported); ``event_id`` to make it again under its number (a redo);
    ``systems``: the other chess systems that rate it."""
    new = _checked(db, None, None, EventFields(system, name, place, start, end, arbiter, rounds, rate,
                                               fide_list_later), rate_given=rate is not None)
    cursor = db.execute(f"INSERT INTO events (id, {_COLUMNS}) VALUES (?, {', '.join('?' for _ in FIELDS)})",
                        [event_id, *(getattr(new, f) for f in FIELDS)])
    new_id = inserted_id(cursor)
    claim(db, new_id, [new.system])
    if systems:
        replace_systems(db, new_id, systems)
    audit.log(db, audit.EDIT, change="event_added", event=new_id, system=new.system, name=new.name)
    return new_id


def rating_runs(db: sqlite_utils.Database, event_id: int) -> list[EventRun]:
    """The applied runs that used the event: those that rated its games, and any naming it."""
    runs = {r.id: r for r in event_runs(db, event_id)}
    for r in fetch_tuples(db, "SELECT id, kind, summary, applied_at FROM runs WHERE event_id = ?", [event_id]):
        runs.setdefault(r[0], EventRun(*r))
    return [runs[k] for k in sorted(runs)]


def _refuse_if_rated(db: sqlite_utils.Database, event_id: int, name: str, *, moved: bool = False) -> None:
    """Refuse while an applied run has used the event (``moved``: after the change it would have)."""
    runs = rating_runs(db, event_id)
    if not runs:
        return
    first = runs[0]
    values = {"event": event_id, "name": name, "run": first.id, "summary": first.summary or first.kind,
              "day": (first.applied_at or "")[:10]}
    if moved:
        raise StoreError("after this change, event {event} ({name}) would fall in run {run} ({summary}, applied "
                         "on {day}), which did not rate it: undo that run first", **values)
    if len(runs) == 1:
        raise StoreError("event {event} ({name}) was rated by run {run} ({summary}, applied on {day}): undo that "
                         "run first", **values)
    raise StoreError("event {event} ({name}) was rated by {count} runs, the first run {run} ({summary}, applied "
                     "on {day}): undo them first", count=len(runs), **values)


def check_no_run_gained(db: sqlite_utils.Database, event_id: int) -> None:
    """After a change inside a write: refused if the event now falls in an applied run that did not rate it."""
    _refuse_if_rated(db, event_id, event_fields(db, event_id).name, moved=True)


def check_not_rated(db: sqlite_utils.Database, event_id: int) -> None:
    """The refusal :func:`edit_event` and :func:`delete_event` would give for a rated event, asked
    beforehand (the window asks before it opens a dialog; the write checks again)."""
    _refuse_if_rated(db, event_id, event_fields(db, event_id).name)


@writes
def edit_event(db: sqlite_utils.Database, /, event_id: int, systems: Sequence[str] | None = None,
               **changes: Any) -> EventFields:
    """Change the fields given (keywords of :class:`EventFields`) and, given ``systems``, the chess systems
    that rate the event besides its main one; return the fields as they were.

    ``edit_event(db, event_id, systems=systems_before, **asdict(before))`` undoes it.
    """
    before = event_fields(db, event_id)
    after = _checked(db, event_id, before, replace(before, **changes), rate_given="rate" in changes)
    if after != before:
        _change(db, event_id, before, after)
    if systems is not None:
        replace_systems(db, event_id, systems)
    return before


def _change(db: sqlite_utils.Database, event_id: int, before: EventFields, after: EventFields) -> None:
    _refuse_if_rated(db, event_id, before.name)
    db.execute(f"UPDATE events SET ({_COLUMNS}) = ({', '.join('?' for _ in FIELDS)}) WHERE id = ?",
               [*(getattr(after, f) for f in FIELDS), event_id])
    replace_main(db, event_id, before.system, after.system)
    _refuse_if_rated(db, event_id, after.name, moved=True)
    old, new = asdict(before), asdict(after)
    audit.log(db, audit.EDIT, change="event_edited", event=event_id,
              before={k: v for k, v in old.items() if new[k] != v}, after={k: v for k, v in new.items() if old[k] != v})


# --- deleting ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableRows:
    """Rows of one table, each with its rowid first: put back in their places, they keep their order."""

    table: str
    columns: tuple[str, ...]  # "rowid", then the table's columns
    rows: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True, slots=True)
class DeletedEvent:
    """What :func:`delete_event` removed: the event first, then what refers to it (the order to put it back)."""

    event_id: int
    name: str
    tables: tuple[TableRows, ...]

    def count(self, table: str) -> int:
        return sum(len(t.rows) for t in self.tables if t.table == table)


def _children(db: sqlite_utils.Database, parent: str) -> list[tuple[str, str, str]]:
    """The (table, column, parent column) of every foreign key to ``parent``, from the schema."""
    found = []
    for table in db.table_names():
        for fk in db.execute(f'PRAGMA foreign_key_list("{table}")').fetchall():
            if fk[2] == parent:
                found.append((table, fk[3], fk[4] or "rowid"))
    return sorted(found)


def _gather(db: sqlite_utils.Database, table: str, column: str, values: list[Any]) -> list[TableRows]:
    """The rows of ``table`` whose ``column`` is among ``values``, then (recursively) the rows referring to them."""
    rows: list[tuple[Any, ...]] = []
    names: tuple[str, ...] = ()
    for part in chunks(values):
        cursor = db.execute(f'SELECT rowid AS rowid, * FROM "{table}" WHERE "{column}" IN '
                            f'({", ".join("?" for _ in part)}) ORDER BY rowid', part)
        names = tuple(c[0] for c in cursor.description)
        rows.extend(cursor.fetchall())
    if not rows:
        return []
    found = [TableRows(table, names, tuple(rows))]
    for child, child_column, key in _children(db, table):
        position = names.index(key)
        found.extend(_gather(db, child, child_column, sorted({r[position] for r in rows})))
    return found


@writes
def delete_event(db: sqlite_utils.Database, event_id: int) -> DeletedEvent:
    """Delete an event with its entries, games, byes, battles and Diplomacy games (not its players)."""
    name = event_fields(db, event_id).name
    _refuse_if_rated(db, event_id, name)
    tables = _gather(db, "events", "id", [event_id])
    for part in reversed(tables):  # what refers to a row goes before it
        for rowids in chunks([r[0] for r in part.rows]):
            db.execute(f'DELETE FROM "{part.table}" WHERE rowid IN ({", ".join("?" for _ in rowids)})', rowids)
    deleted = DeletedEvent(event_id, name, tuple(tables))
    audit.log(db, audit.EDIT, change="event_deleted", event=event_id, name=name,
              rows={t.table: len(t.rows) for t in tables})
    return deleted


@writes
def restore_event(db: sqlite_utils.Database, deleted: DeletedEvent) -> None:
    """Put a deleted event back, every row in its place (the undo of :func:`delete_event`)."""
    if db.execute("SELECT 1 FROM events WHERE id = ?", [deleted.event_id]).fetchone():
        raise StoreError("event {event} ({name}) cannot be put back: another event has its number now",
                         event=deleted.event_id, name=deleted.name)
    for part in deleted.tables:
        columns = ", ".join(f'"{c}"' for c in part.columns)
        sql = f'INSERT INTO "{part.table}" ({columns}) VALUES ({", ".join("?" for _ in part.columns)})'
        for row in part.rows:
            db.execute(sql, row)
    audit.log(db, audit.EDIT, change="event_restored", event=deleted.event_id, name=deleted.name,
              rows={t.table: len(t.rows) for t in deleted.tables})
