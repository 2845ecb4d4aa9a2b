"""Queries behind ``elodesk check``: what an officer looks at before sending results."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, NamedTuple

import sqlite_utils

from elodesk.core.systems import BY_ID
from elodesk.formats.notices import Notice
from elodesk.store.event_systems import claimed_by
from elodesk.store.players import name_key

if TYPE_CHECKING:
    from elodesk.store.runs import RunScope

ID_PATTERNS = {
    "frbe_id": re.compile(r"^\d{1,5}$"),
    "ffe_id": re.compile(r"^[A-Z]\d{5}$"),
    "fide_id": re.compile(r"^\d{1,10}$"),
}


class CheckedEvent(NamedTuple):
    """An event the check looks over."""

    id: int
    name: str
    system: str
    start: str | None
    end: str | None
    imported_at: str | None
    warnings: str | None  # the file's warnings, a JSON list


# What each finding names, by kind; the fields are the placeholders of its sentence (reports.checks).
class MissingId(NamedTuple):
    event: str
    player: int
    name: str
    id_kind: str


class MalformedId(NamedTuple):
    event: str
    player: int
    name: str
    id_kind: str
    value: str


class OutsidePeriod(NamedTuple):
    event: str
    game: int
    round: int | None
    date: str
    start: str
    end: str


class Forfeit(NamedTuple):
    event: str
    game: int
    round: int | None
    white: str
    black: str
    result: str


class ByeTaken(NamedTuple):
    event: str
    round: int
    name: str
    kind: str


class FileWarning(NamedTuple):
    event: str
    text: Notice  # phrased in the reader's language by reports.checks


class Late(NamedTuple):
    event: str
    end: str
    deadline: str
    received: str


class Duplicate(NamedTuple):
    name: str
    players: str  # their ids, "12, 40"


CheckValues = MissingId | MalformedId | OutsidePeriod | Forfeit | ByeTaken | FileWarning | Late | Duplicate


def selected_events(db: sqlite_utils.Database, sel: RunScope) -> list[CheckedEvent]:
    args: list[Any]
    if sel.event_id is not None:
        where, args = "id = ?", [sel.event_id]
    else:
        claimed, args = claimed_by(sel.system)
        where = f'{claimed} AND COALESCE("end", start) >= ? AND COALESCE(start, "end") <= ?'
        args += [(sel.start or date.min).isoformat(), (sel.end or date.max).isoformat()]
    columns = 'id, name, system, start, "end", imported_at, warnings'
    return [CheckedEvent(*row) for row in db.execute(f"SELECT {columns} FROM events e WHERE {where}", args)]


def findings(db: sqlite_utils.Database, sel: RunScope) -> Iterator[tuple[str, CheckValues]]:
    """(kind, values) for each point to look at, event by event."""
    events = selected_events(db, sel)
    spec = BY_ID.get(sel.system)
    id_field = spec.member_field if spec else None  # the member's number in the system's federation
    seen_players: dict[int, tuple[str, str | None]] = {}
    for e in events:
        players = db.execute(
            "SELECT p.id, p.name, p.birth_date, p.fide_id, p.frbe_id, p.ffe_id, p.is_member FROM players p "
            "JOIN event_players ep ON ep.player_id = p.id WHERE ep.event_id = ?", [e.id]).fetchall()
        for pid, name, birth, fide_id, frbe_id, ffe_id, is_member in players:
            seen_players[pid] = (name, birth)
            ids = {"fide_id": fide_id, "frbe_id": frbe_id, "ffe_id": ffe_id}
            if id_field and not ids[id_field] and is_member:
                yield "missing_id", MissingId(e.name, pid, name, id_field)
            for kind, value in ids.items():
                if value and not ID_PATTERNS[kind].match(str(value)):
                    yield "malformed_id", MalformedId(e.name, pid, name, kind, value)
        first, last = e.start or e.end, e.end or e.start  # both None, or both dates
        if first and last:
            low = sel.start.isoformat() if sel.event_id is None and sel.start else first
            high = sel.end.isoformat() if sel.event_id is None and sel.end else last
            for gid, rnd, day in db.execute("SELECT id, round, date FROM chess_games WHERE event_id = ? "
                                            "AND date IS NOT NULL AND (date < ? OR date > ?)",
                                            [e.id, low, high]):
                yield "outside_period", OutsidePeriod(e.name, gid, rnd, day, low, high)
        for gid, rnd, white, black, result in db.execute(
                "SELECT g.id, g.round, w.name, b.name, g.result FROM chess_games g JOIN players w ON w.id = "
                "g.white_id JOIN players b ON b.id = g.black_id WHERE g.event_id = ? AND g.result IN "
                "('+-', '-+', '--')", [e.id]):
            yield "forfeit", Forfeit(e.name, gid, rnd, white, black, result)
        for rnd, name, kind in db.execute("SELECT y.round, p.name, y.kind FROM byes y JOIN players p ON "
                                          "p.id = y.player_id WHERE y.event_id = ?", [e.id]):
            yield "bye", ByeTaken(e.name, rnd, name, kind)
        for stored in json.loads(e.warnings or "[]"):
            yield "file_warning", FileWarning(e.name, Notice.from_json(stored))
        due = BY_ID[e.system].results_due_days if e.system in BY_ID else None  # the Belgian 30 days
        if due is not None and e.end and e.imported_at:
            deadline = date.fromisoformat(e.end) + timedelta(days=due)
            received = date.fromisoformat(e.imported_at[:10])
            if received > deadline:
                yield "late", Late(e.name, e.end, deadline.isoformat(), received.isoformat())
    by_name: dict[str, list[int]] = {}
    for pid, (name, _) in seen_players.items():
        by_name.setdefault(name_key(name), []).append(pid)
    for same in by_name.values():
        births = [seen_players[pid][1] for pid in same]
        # Homonyms with different, known birth dates are different people.
        if len(same) > 1 and (None in births or len(set(births)) < len(births)):
            yield "duplicate", Duplicate(seen_players[same[0]][0], ", ".join(map(str, sorted(same))))
