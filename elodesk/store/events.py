"""Events and their games: listing, and gathering one back into a file record for export."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS, INTERNATIONAL, get_system
from elodesk.formats.rates import rate_from_time_control
from elodesk.formats.records import (
    FIDE,
    STANDARD,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.store.db import fetch_tuples
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import claimed_by, event_systems
from elodesk.store.import_writer import event_kinds


@dataclass(frozen=True, slots=True)
class EventLine:
    """One line of the events list."""

    id: int
    name: str
    system: str
    start: str | None  # ISO dates
    end: str | None
    players: int | None  # None: not counted yet (event_heads)
    games: int | None  # rated games: no forfeit, no bye, no Diplomacy game left out


@dataclass(frozen=True, slots=True)
class EventChoice:
    """An event offered in a list of one system's events."""

    id: int
    name: str
    start: str | None


# What an event counts: its players, and its rated games (no forfeit, no bye, no Diplomacy game left out).
_PLAYERS = ("event_players", "1")
_RATED_GAMES = (
    ("chess_games", "result IN ('1-0', '0-1', '1/2-1/2')"),
    ("battles", "1"),
    ("diplomacy_games", "used_for_elo AND state = 'finished' AND NOT excluded"),
)
_HEADS = 'SELECT id, name, system, start, "end", NULL, NULL FROM events'
# Above this many chess games, counting every event's games takes more than a blink (0.6 s at a million).
COUNT_AT_ONCE = 100_000


def event_heads(db: sqlite_utils.Database, event_id: int | None = None) -> list[EventLine]:
    """Every event (or one), oldest first, not counted yet: a few milliseconds on any database."""
    where, args = (" WHERE id = ?", [event_id]) if event_id is not None else ("", [])
    return [EventLine(*r) for r in fetch_tuples(db, _HEADS + where + ' ORDER BY COALESCE(start, "end"), id', args)]


def event_counts(db: sqlite_utils.Database, event_id: int | None = None) -> dict[int, tuple[int, int]]:
    """Each event's players and rated games (or one event's), one grouped pass per table."""
    where, args = (" AND event_id = ?", [event_id]) if event_id is not None else ("", [])

    def count(tables: tuple[tuple[str, str], ...]) -> dict[int, int]:
        found: dict[int, int] = {}
        for table, condition in tables:
            for eid, n in fetch_tuples(db, f"SELECT event_id, COUNT(*) FROM {table} WHERE {condition}{where} "
                                       "GROUP BY event_id", args):
                found[eid] = found.get(eid, 0) + n
        return found

    players, games = count((_PLAYERS,)), count(_RATED_GAMES)
    return {eid: (players.get(eid, 0), games.get(eid, 0)) for eid in players.keys() | games.keys()}


def counted(line: EventLine, counts: dict[int, tuple[int, int]]) -> EventLine:
    """The line with its counts (an event without players nor games: zero)."""
    players, games = counts.get(line.id, (0, 0))
    return replace(line, players=players, games=games)


def many_games(db: sqlite_utils.Database) -> bool:
    """Whether counting the events' games is long work (the highest game id tells, at once)."""
    return (db.execute("SELECT MAX(rowid) FROM chess_games").fetchone()[0] or 0) > COUNT_AT_ONCE


def list_events(db: sqlite_utils.Database) -> list[EventLine]:
    """Every event with its counts, oldest first."""
    counts = event_counts(db)
    return [counted(line, counts) for line in event_heads(db)]


def events_in(db: sqlite_utils.Database, system: str, start: date | None, end: date | None) -> list[int]:
    """The events of a system with a game dated within [start, end]."""
    claimed, args = claimed_by(system)
    rows = db.execute(
        f'SELECT DISTINCT e.id FROM events e JOIN chess_games g ON g.event_id = e.id WHERE {claimed} '
        'AND COALESCE(g.date, e."end", e.start) BETWEEN ? AND ? ORDER BY e.id',
        [*args, start.isoformat() if start else "0000", end.isoformat() if end else "9999"])
    return [r[0] for r in rows]


def export_event(db: sqlite_utils.Database, sel: Any) -> EventRecord:
    """One chess event as a file record, for the TRF writers: start ranks by rating.

    Everything the database holds of the event goes in, so that writing it out and
    importing the file gives the same event back: its players with their ids, their
    rating in the event (under the kind the importer reads for the event's system and
    rate) and their FIDE rating; its games, byes and absences as recorded (a round
    without one stays empty); its dates, rounds and rate. A player entered by hand
    without a rating in the event plays at his current one (``add_event_player``); in
    an imported event, no rating is what the file said. An event without players, or
    with a game without a round number, cannot be written as a TRF: refused.
    """
    event_id = exported_event(db, sel)
    row = db.execute('SELECT name, place, start, "end", arbiter, rounds, system, rate, source_file, time_control, '
                     "federation FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    name, place, start, end, arbiter, rounds, system, rate, source_file, time_control, federation = row
    if system not in CHESS_SYSTEMS:
        raise StoreError("event {event} is a {system} event, not a chess tournament", event=event_id, system=system)
    players = db.execute(
        "SELECT p.id, p.name, p.birth_date, p.sex, p.club, p.federation, p.title, p.fide_id, p.frbe_id, p.ffe_id, "
        "p.fide_rating, ep.rating, r.rating, f.state FROM event_players ep JOIN players p ON p.id = ep.player_id "
        "LEFT JOIN ratings r ON r.player_id = p.id AND r.system = ? "
        "LEFT JOIN ratings f ON f.player_id = p.id AND f.system = ? WHERE ep.event_id = ?",
        [system, INTERNATIONAL, event_id]).fetchall()
    if not players:
        raise StoreError("event {event} has no players: there is nothing to export", event=event_id)
    unnumbered = db.execute("SELECT COUNT(*) FROM chess_games WHERE event_id = ? AND round IS NULL",
                            [event_id]).fetchone()[0]
    if unnumbered:
        raise StoreError("event {event}: {count} games have no round number, which a TRF needs",
                         event=event_id, count=unnumbered)
    doubled = db.execute(
        "SELECT r, p.name FROM (SELECT round AS r, white_id AS pid FROM chess_games WHERE event_id = ?1 AND result "
        "!= '*' UNION ALL SELECT round, black_id FROM chess_games WHERE event_id = ?1 AND result != '*' UNION ALL "
        "SELECT round, player_id FROM byes WHERE event_id = ?1) JOIN players p ON p.id = pid GROUP BY r, pid "
        "HAVING COUNT(*) > 1 ORDER BY r, p.name LIMIT 1", [event_id]).fetchone()
    if doubled is not None:  # a TRF has one cell a round: the writer could not lay it out
        raise StoreError("event {event}: {player} has more than one game or bye in round {round}, which a TRF "
                         "cannot hold", event=event_id, player=doubled[1], round=doubled[0])
    # Start ranks by rating (highest first), as pairing programs number players.
    by_hand = source_file is None
    players.sort(key=lambda r: (-(r[11] or (r[12] if by_hand else None) or r[10] or 0), r[1]))
    ref = {r[0]: str(rank) for rank, r in enumerate(players, 1)}
    record = EventRecord(name=name, format="elodesk", place=place, start=_day(start), end=_day(end),
                         arbiter=arbiter, rounds=rounds, rate=rate, time_control=_telling(time_control, rate),
                         federation=federation or get_system(system).federation)
    record.fide_rated = INTERNATIONAL in event_systems(db, event_id)  # the TRF says when not: read back the same
    kind, fide_kind = event_kinds(system, rate or STANDARD)
    for (pid, pname, birth, sex, club, fed, title, fide_id, frbe_id, ffe_id, fide_rating, in_event, current,
         fide_state) in players:
        rating = in_event if in_event is not None or not by_hand else current
        if kind == get_system(system).seed_kind and not by_hand and current is None:
            # a French rating the file carried became the player's French state (import_writer.seed_ratings): with
            # none, the event's rating was the FIDE one the importer fell back on, not a French rating to send
            rating = None
        # the FIDE rating of the event's rate: the list's standard one, else the rate's in the FIDE state
        of_rate = fide_rating if fide_kind == FIDE else _rate_rating(fide_state, rate or STANDARD)
        ratings = {k: v for k, v in ((FIDE, fide_rating), (fide_kind, of_rate), (kind, rating)) if v is not None}
        record.players.append(PlayerRecord(ref=ref[pid], name=pname, birth_date=_day(birth), sex=sex, club=club,
                                           federation=fed, title=title, fide_id=fide_id, frbe_id=frbe_id,
                                           ffe_id=ffe_id, ratings=ratings))
    if kind == get_system(system).seed_kind:  # the French standard rating: the state it is, with its letter
        _french_letters(db, event_id, system, kind,
                        dict(zip((r[0] for r in players), record.players, strict=True)))
    for rnd, board, day, white, black, result in db.execute(
            "SELECT round, board, date, white_id, black_id, result FROM chess_games WHERE event_id = ? "
            "AND result != '*' ORDER BY round, board, id", [event_id]):
        record.games.append(ChessGameRecord(round=rnd, white=ref[white], black=ref[black], result=result,
                                            date=_day(day), board=board))
    for rnd, pid, bye_kind, points in db.execute(
            "SELECT round, player_id, kind, points FROM byes WHERE event_id = ? ORDER BY round, id", [event_id]):
        record.byes.append(ByeRecord(round=rnd, player=ref[pid], kind=bye_kind, points=points))
    if record.rounds is None:
        record.rounds = max([g.round or 0 for g in record.games] + [b.round for b in record.byes], default=0)
    return record


def exported_event(db: sqlite_utils.Database, sel: Any) -> int:
    """The event a selection names for export: its event, else the one event of its period (refused otherwise)."""
    if sel.event_id is not None:
        return int(sel.event_id)
    found = events_in(db, sel.system, sel.start, sel.end)
    if len(found) != 1:
        raise StoreError("the period holds {count} events; export them one by one with --event ({events})",
                         count=len(found), events=", ".join(map(str, found)) or "none")
    return found[0]


def _telling(time_control: str | None, rate: str | None) -> str | None:
    """The file's time control, written back when it tells the event's rate (a placeholder such as
    'MOVES/TIME INCREMENT', or a rate the officer changed, would read back otherwise: the rate's name goes)."""
    return time_control if time_control and rate_from_time_control(time_control) == (rate or STANDARD) else None


def _french_letters(db: sqlite_utils.Database, event_id: int, system: str, kind: str,
                    by_id: dict[int, PlayerRecord]) -> None:
    """Each French rating's letter (F, N, E), when the exported rating is the player's French state: the
    re-import's state then reads as this one (without its letter, an F rating ending in 9 is an estimate)."""
    for pid, state in db.execute("SELECT ep.player_id, r.state FROM event_players ep JOIN ratings r ON "
                                 "r.player_id = ep.player_id AND r.system = ? WHERE ep.event_id = ?",
                                 [system, event_id]):
        values = json.loads(state)
        player = by_id.get(pid)
        if player is not None and values.get("rating_type") and values.get("rating") == player.ratings.get(kind):
            player.rating_types[kind] = values["rating_type"]


def _rate_rating(state: str | None, rate: str) -> int | None:
    """A rate's rating within a stored FIDE state (JSON text; see store.ratings)."""
    part = json.loads(state).get(rate) if state else None
    return part.get("rating") if isinstance(part, dict) else None


def _day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def events_of_system(db: sqlite_utils.Database, system: str) -> list[EventChoice]:
    """The events a system rates (filed under it or claimed by it), newest first (no counting: it is cheap)."""
    claimed, args = claimed_by(system)
    return [EventChoice(*r) for r in fetch_tuples(db, f'SELECT id, name, start FROM events e WHERE {claimed} '
                                                  'ORDER BY COALESCE(start, "end") DESC, id DESC', args)]
