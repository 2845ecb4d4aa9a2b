"""A chess event as the pairing of its next round needs it, and the writing of a paired round.

The reading side gives typed rows (players with their order and withdrawal, games,
byes); :mod:`elodesk.reports.pairing_input` turns them into a pairing tournament. The
writing side stores a whole round (boards and byes) in one transaction and undoes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.store import audit
from elodesk.store.db import boundary, database_path, fetch_rows, inserted_id, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_rows import EventBye, EventGame
from elodesk.store.players import name_key

# The points of each kind of bye or absence: half-point, full-point, pairing-allocated, absent.
BYE_POINTS = {"H": 0.5, "F": 1.0, "U": 1.0, "Z": 0.0}


@dataclass(frozen=True, slots=True)
class RoundPlayer:
    """A player of the event: ``ref`` is his line in the file (a start number when imported from a TRF)."""

    player_id: int
    name: str
    rating: int | None
    ref: str
    withdrawn_from: int | None


@dataclass(frozen=True, slots=True)
class EventRounds:
    """What is stored of a chess event, for pairing: its rounds planned, players, games and byes."""

    event_id: int
    name: str
    system: str
    total_rounds: int | None
    players: tuple[RoundPlayer, ...]
    games: tuple[EventGame, ...]
    byes: tuple[EventBye, ...]


@dataclass(frozen=True, slots=True)
class WrittenRound:
    """What :func:`write_round` stored: the ids :func:`undo_round` removes."""

    event_id: int
    round: int
    game_ids: tuple[int, ...]
    bye_ids: tuple[int, ...]
    withdrawn: tuple[tuple[int, int | None], ...] = ()  # (player, the withdrawal he had before)
    newcomers: tuple[int, ...] = ()  # late entries the round entered in the event


def event_rounds(db: sqlite_utils.Database, event_id: int) -> EventRounds:
    event = fetch_rows(db, "SELECT name, system, rounds FROM events WHERE id = ?", [event_id])
    if not event:
        raise StoreError("no event {event}", event=event_id)
    if event[0]["system"] not in CHESS_SYSTEMS:
        raise StoreError("{name} is not a chess event: only chess rounds are paired", name=event[0]["name"])
    players = fetch_rows(
        db, "SELECT p.id, p.name, COALESCE(ep.rating, r.rating) AS rating, ep.ref, ep.withdrawn_from "
        "FROM event_players ep JOIN players p ON p.id = ep.player_id JOIN events e ON e.id = ep.event_id "
        "LEFT JOIN ratings r ON r.player_id = p.id AND r.system = e.system WHERE ep.event_id = ? "
        "ORDER BY p.name COLLATE NOCASE", [event_id])
    games = fetch_rows(db, "SELECT round, board, white_id, black_id, result FROM chess_games WHERE event_id = ? "
                       "ORDER BY round, board, id", [event_id])
    byes = fetch_rows(db, "SELECT round, player_id, kind, points FROM byes WHERE event_id = ? ORDER BY round, id",
                      [event_id])
    return EventRounds(
        event_id, event[0]["name"], event[0]["system"], event[0]["rounds"],
        tuple(RoundPlayer(p["id"], p["name"], None if p["rating"] is None else int(p["rating"]), p["ref"],
                          p["withdrawn_from"]) for p in players),
        tuple(EventGame(g["round"] or 0, g["board"], g["white_id"], g["black_id"], g["result"]) for g in games),
        tuple(EventBye(b["round"], b["player_id"], b["kind"], b["points"]) for b in byes))


class LateCandidates(NamedTuple):
    """The club players outside an event, by name, in three columns: 60,000 players as three
    lists rather than 60,000 records, which the collector would walk (0.16 s for a full
    collection, the window frozen meanwhile)."""

    ids: list[int]
    names: list[str]
    ratings: list[int | None]  # in the event's system

    def player(self, index: int) -> RoundPlayer:
        """The ``index``-th as the event's player he becomes."""
        pid = self.ids[index]
        return RoundPlayer(pid, self.names[index], self.ratings[index], f"elodesk-{pid}", None)


def late_candidates(db: sqlite_utils.Database, event_id: int) -> LateCandidates:
    """The club players not in the event, with their rating in its system, by name: who may enter late
    (one query, no player's whole state: 60,000 players in a fraction of a second). SQLite sorts
    them by name; the sort by :func:`name_key` then only moves the accented and lower-case names."""
    ids: list[int] = []
    names: list[str] = []
    ratings: list[int | None] = []
    with boundary(lambda: database_path(db)):
        for pid, name, rating in db.execute(
                "SELECT p.id, p.name, r.rating FROM players p JOIN events e ON e.id = ? "
                "LEFT JOIN ratings r ON r.player_id = p.id AND r.system = e.system "
                "WHERE p.id NOT IN (SELECT player_id FROM event_players WHERE event_id = ?) ORDER BY p.name, p.id",
                [event_id, event_id]):
            ids.append(pid)
            names.append(name)
            ratings.append(None if rating is None else int(rating))
    keys = [name_key(name) for name in names]
    order = sorted(range(len(ids)), key=keys.__getitem__)
    return LateCandidates([ids[i] for i in order], [names[i] for i in order], [ratings[i] for i in order])


@writes
def write_round(db: sqlite_utils.Database, event_id: int, round_no: int, boards: Sequence[tuple[int, int]],
                byes: Sequence[tuple[int, str]], withdrawn: Sequence[int] = (), newcomers: Sequence[int] = (),
                returning: Sequence[int] = (), date: str | None = None) -> WrittenRound:
    """Store a paired round: ``boards`` (white, black) numbered from 1, byes/absences (player, kind),
    the players who withdraw from this round on, the late entries (club players entered in the
    event with this round, at their current rating), and withdrawn players who play again.

    Byes already stored for the round (pre-assigned ones) stay; a player of the round may
    appear once only, and only players of the event.
    """
    row = db.execute("SELECT system, name FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    if row[0] not in CHESS_SYSTEMS:
        raise StoreError("{name} is not a chess event: only chess rounds are paired", name=row[1])
    if db.execute("SELECT 1 FROM chess_games WHERE event_id = ? AND round = ?", [event_id, round_no]).fetchone():
        raise StoreError("round {round} is already paired", round=round_no)
    inside = {r[0] for r in db.execute("SELECT player_id FROM event_players WHERE event_id = ?", [event_id])}
    for pid in newcomers:
        if pid in inside:
            raise StoreError("player {player} already plays in this event", player=pid)
        if db.execute("SELECT 1 FROM players WHERE id = ?", [pid]).fetchone() is None:
            raise StoreError("no player {player}", player=pid)
        db.execute("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                   [event_id, pid, f"elodesk-{pid}"])
        inside.add(pid)
    seen = {r[0] for r in db.execute("SELECT player_id FROM byes WHERE event_id = ? AND round = ?",
                                     [event_id, round_no])}
    for pid in [p for board in boards for p in board] + [pid for pid, _ in byes]:
        if pid not in inside:
            raise StoreError("player {player} does not play in this event", player=pid)
        if pid in seen:
            raise StoreError("player {player} appears twice in round {round}", player=pid, round=round_no)
        seen.add(pid)
    game_ids = tuple(
        inserted_id(db.execute("INSERT INTO chess_games (event_id, round, board, date, white_id, black_id, result) "
                               "VALUES (?, ?, ?, ?, ?, ?, '*')", [event_id, round_no, board, date, white, black]))
        for board, (white, black) in enumerate(boards, start=1))
    bye_ids = tuple(
        inserted_id(db.execute("INSERT INTO byes (event_id, round, player_id, kind, points) VALUES (?, ?, ?, ?, ?)",
                               [event_id, round_no, pid, kind, BYE_POINTS[kind]]))
        for pid, kind in byes)
    before = tuple((pid, _withdraw(db, event_id, pid, round_no)) for pid in withdrawn) + tuple(
        (pid, _withdraw(db, event_id, pid, None)) for pid in returning)
    audit.log(db, audit.EDIT, change="round_paired", event=event_id, round=round_no, boards=len(boards),
              byes=len(byes), withdrawn=list(withdrawn), newcomers=list(newcomers))
    return WrittenRound(event_id, round_no, game_ids, bye_ids, before, tuple(newcomers))


@writes
def undo_round(db: sqlite_utils.Database, written: WrittenRound) -> None:
    """Take back a round :func:`write_round` stored (its results, if any were entered since, go with it)."""
    for gid in written.game_ids:
        db.execute("DELETE FROM chess_games WHERE id = ?", [gid])
    for bid in written.bye_ids:
        db.execute("DELETE FROM byes WHERE id = ?", [bid])
    for pid, before in written.withdrawn:
        _withdraw(db, written.event_id, pid, before)
    for pid in written.newcomers:
        db.execute("DELETE FROM event_players WHERE event_id = ? AND player_id = ?", [written.event_id, pid])
    audit.log(db, audit.EDIT, change="round_unpaired", event=written.event_id, round=written.round)


@writes
def set_withdrawn(db: sqlite_utils.Database, event_id: int, player_id: int, round_no: int | None) -> int | None:
    """Mark a player withdrawn from round ``round_no`` on (``None``: he plays again); return the mark he had."""
    if round_no is not None and round_no < 1:
        raise StoreError("a withdrawal needs a round (1 or more)")
    before = _withdraw(db, event_id, player_id, round_no)
    audit.log(db, audit.EDIT, change="player_withdrawn", event=event_id, player=player_id, before=before,
              after=round_no)
    return before


def _withdraw(db: sqlite_utils.Database, event_id: int, player_id: int, round_no: int | None) -> int | None:
    row: tuple[int | None] | None = db.execute(
        "SELECT withdrawn_from FROM event_players WHERE event_id = ? AND player_id = ?",
        [event_id, player_id]).fetchone()
    if row is None:
        raise StoreError("player {player} does not play in this event", player=player_id)
    db.execute("UPDATE event_players SET withdrawn_from = ? WHERE event_id = ? AND player_id = ?",
               [round_no, event_id, player_id])
    return row[0]
