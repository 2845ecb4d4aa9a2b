"""An event's games as stored: chess pairings and byes, battles, Diplomacy games; the arbiter's edits of its
players and chess games (a battle's in :mod:`battle_edits`, a Diplomacy game's in :mod:`diplomacy_edits`).

The reading side hands out typed rows (:mod:`elodesk.store.event_rows`); the window's models show them
as they are."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS, INTERNATIONAL
from elodesk.store import audit
from elodesk.store.db import fetch_rows, fetch_tuples, inserted_id, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_rows import (
    BattleRow,
    ByeRow,
    ChessGameRow,
    DiplomacyGame,
    DiplomacyPower,
    EventInfo,
    EventPlayer,
    EventRun,
)
from elodesk.store.events import EventLine, counted, event_counts, event_heads
from elodesk.store.fide_lists import fide_period_runs
from elodesk.store.game_values import ChessPairing, EventEntry


def get_event(db: sqlite_utils.Database, event_id: int) -> EventInfo | None:
    rows = fetch_tuples(db, 'SELECT id, system, name, place, start, "end", arbiter, rounds FROM events WHERE id = ?',
                        [event_id])
    return EventInfo(*rows[0]) if rows else None


def event_players(db: sqlite_utils.Database, event_id: int) -> list[EventPlayer]:
    """The players of an event with the rating they had in it (file rating, else current)."""
    return [EventPlayer(*r) for r in fetch_tuples(
        db, "SELECT p.id, p.name, p.club, COALESCE(ep.rating, r.rating) FROM event_players ep "
        "JOIN players p ON p.id = ep.player_id JOIN events e ON e.id = ep.event_id "
        "LEFT JOIN ratings r ON r.player_id = p.id AND r.system = e.system "
        "WHERE ep.event_id = ? ORDER BY p.name COLLATE NOCASE", [event_id])]


_CHESS_GAMES = ("SELECT g.id, g.round, g.board, g.date, g.white_id, w.name, g.black_id, b.name, g.result "
                "FROM chess_games g JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id ")


def chess_games(db: sqlite_utils.Database, event_id: int) -> list[ChessGameRow]:
    return [ChessGameRow(*r) for r in fetch_tuples(
        db, _CHESS_GAMES + "WHERE g.event_id = ? ORDER BY g.round, g.board, g.id", [event_id])]


def chess_game(db: sqlite_utils.Database, game_id: int) -> ChessGameRow | None:
    """One game as :func:`chess_games` lists it (a result typed: its row alone is read again)."""
    found = fetch_tuples(db, _CHESS_GAMES + "WHERE g.id = ?", [game_id])
    return ChessGameRow(*found[0]) if found else None


def byes(db: sqlite_utils.Database, event_id: int) -> list[ByeRow]:
    return [ByeRow(*r) for r in fetch_tuples(
        db, "SELECT y.id, y.round, y.player_id, p.name, y.kind, y.points FROM byes y "
        "JOIN players p ON p.id = y.player_id WHERE y.event_id = ? ORDER BY y.round, y.id", [event_id])]


def battles(db: sqlite_utils.Database, event_id: int) -> list[BattleRow]:
    """Battles with their generals, side by side."""
    sides: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for battle_id, side, pid, name in fetch_tuples(
            db, "SELECT g.battle_id, g.side, g.player_id, p.name FROM battle_generals g JOIN players p ON p.id = "
            "g.player_id JOIN battles b ON b.id = g.battle_id WHERE b.event_id = ? ORDER BY g.battle_id, g.side, "
            "g.position", [event_id]):
        sides.setdefault((battle_id, side), []).append((pid, name))
    return [BattleRow(bid, rnd, day, result, scenario, notes, tuple(sides.get((bid, "a"), ())),
                   tuple(sides.get((bid, "b"), ())))
            for bid, rnd, day, result, scenario, notes in fetch_tuples(
                db, "SELECT id, round, date, result, scenario, notes FROM battles WHERE event_id = ? "
                "ORDER BY round, id", [event_id])]


def diplomacy_games(db: sqlite_utils.Database, event_id: int) -> list[DiplomacyGame]:
    """Diplomacy games with their powers, in the order they were entered."""
    powers: dict[int, list[DiplomacyPower]] = {}
    for game_id, role, pid, name, centers, eliminated, score in fetch_tuples(
            db, "SELECT r.game_id, r.role, r.player_id, p.name, r.centers, r.eliminated, r.score "
            "FROM diplomacy_results r JOIN players p ON p.id = r.player_id JOIN diplomacy_games g ON g.id = r.game_id "
            "WHERE g.event_id = ? ORDER BY r.rowid", [event_id]):
        powers.setdefault(game_id, []).append(DiplomacyPower(role, pid, name, centers, bool(eliminated), score))
    return [DiplomacyGame(gid, ref, first, mode, bool(used), state, bool(excluded), scoring, variant,
                          tuple(powers.get(gid, ())))
            for gid, ref, first, mode, used, state, excluded, scoring, variant in fetch_tuples(
                db, "SELECT id, ref, first_resolution, mode, used_for_elo, state, excluded, scoring, variant "
                "FROM diplomacy_games WHERE event_id = ? ORDER BY first_resolution, ref", [event_id])]


# --- writing: the arbiter's hand edits --------------------------------------------------------
#
# Each function is one transaction with its audit entry. A function that removes
# something returns what it removed, in the keywords of the function that adds it
# back, so that an undo restores the same rows under the same ids. The checks below
# serve the battles' and Diplomacy games' edits too (battle_edits, diplomacy_edits).

CHESS_RESULTS = ("1-0", "0-1", "1/2-1/2", "+-", "-+", "--", "*")


def event_system(db: sqlite_utils.Database, event_id: int, systems: tuple[str, ...] | None = None) -> str:
    """The event's system; refused when there is no such event or it is not one of ``systems``."""
    row: tuple[str, str] | None = db.execute("SELECT system, name FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    if systems is not None and row[0] not in systems:
        raise StoreError("{event} is a {system} event, not a {systems} one", event=row[1], system=row[0],
                         systems=" / ".join(systems))
    return row[0]


def _event_player_ids(db: sqlite_utils.Database, event_id: int) -> set[int]:
    return {r[0] for r in db.execute("SELECT player_id FROM event_players WHERE event_id = ?", [event_id])}


def player_name(db: sqlite_utils.Database, player_id: int) -> str:
    """The name a refusal gives a player."""
    row = db.execute("SELECT name FROM players WHERE id = ?", [player_id]).fetchone()
    return row[0] if row else f"player {player_id}"


def check_in_event(db: sqlite_utils.Database, event_id: int, player_ids: Sequence[int]) -> None:
    """Refused unless every one of ``player_ids`` plays in the event."""
    inside = _event_player_ids(db, event_id)
    for pid in player_ids:
        if pid not in inside:
            raise StoreError("{player} is not a player of this event; add him to it first",
                             player=player_name(db, pid))


def event_summary(db: sqlite_utils.Database, event_id: int) -> EventLine | None:
    """One event as :func:`elodesk.store.events.list_events` lists it (to refresh one line)."""
    found = event_heads(db, event_id)
    return counted(found[0], event_counts(db, event_id)) if found else None


def event_runs(db: sqlite_utils.Database, event_id: int) -> list[EventRun]:
    """The applied rating runs, of any system rating the event, that rated its games (editing them then
    changes no rating). A FIDE period rates the events of its list (store.fide_lists), not the games of its
    dates."""
    within = "BETWEEN COALESCE(p.start, '0000') AND COALESCE(p.\"end\", '9999')"
    runs = [EventRun(*r) for r in fetch_tuples(db, f"""
        SELECT p.id, p.kind, p.summary, p.applied_at FROM runs p JOIN events e ON e.id = ?
        WHERE (p.system = e.system OR p.system IN (SELECT system FROM event_systems WHERE event_id = e.id)) AND (
          (p.kind = 'event' AND p.event_id = e.id)
          OR (p.kind = 'period' AND p.system != ? AND (
            EXISTS (SELECT 1 FROM chess_games g WHERE g.event_id = e.id AND g.result != '*'
                    AND COALESCE(g.date, e."end", e.start) {within})
            OR EXISTS (SELECT 1 FROM battles b WHERE b.event_id = e.id AND COALESCE(b.date, e.start) {within})
            OR EXISTS (SELECT 1 FROM diplomacy_games d WHERE d.event_id = e.id AND d.first_resolution {within}))))
        ORDER BY p.id""", [event_id, INTERNATIONAL])]
    return sorted([*runs, *fide_period_runs(db, event_id)], key=attrgetter("id"))


# --- an event's players -------------------------------------------------------------------------


@writes
def add_event_player(db: sqlite_utils.Database, event_id: int, player_id: int, *, rating: int | None = None,
                     ref: str | None = None) -> None:
    """Enter a club player in an event (his rating in it: ``rating``, else his current one)."""
    event_system(db, event_id)
    if db.execute("SELECT 1 FROM players WHERE id = ?", [player_id]).fetchone() is None:
        raise StoreError("no player {player}", player=player_id)
    if player_id in _event_player_ids(db, event_id):
        raise StoreError("{player} already plays in this event", player=player_name(db, player_id))
    db.execute("INSERT INTO event_players (event_id, player_id, ref, rating) VALUES (?, ?, ?, ?)",
               [event_id, player_id, ref or f"elodesk-{player_id}", rating])
    audit.log(db, audit.EDIT, change="event_player_added", event=event_id, player=player_id)


@writes
def remove_event_player(db: sqlite_utils.Database, event_id: int, player_id: int) -> EventEntry:
    """Take a player without games out of an event; return him for :func:`add_event_player`."""
    row = db.execute("SELECT ref, rating FROM event_players WHERE event_id = ? AND player_id = ?",
                     [event_id, player_id]).fetchone()
    if row is None:
        raise StoreError("{player} does not play in this event", player=player_name(db, player_id))
    busy = db.execute(
        "SELECT (SELECT COUNT(*) FROM chess_games WHERE event_id = :e AND :p IN (white_id, black_id)) "
        "+ (SELECT COUNT(*) FROM byes WHERE event_id = :e AND player_id = :p) "
        "+ (SELECT COUNT(*) FROM battle_generals g JOIN battles b ON b.id = g.battle_id WHERE b.event_id = :e "
        "AND g.player_id = :p) + (SELECT COUNT(*) FROM diplomacy_results r JOIN diplomacy_games d ON "
        "d.id = r.game_id WHERE d.event_id = :e AND r.player_id = :p)", {"e": event_id, "p": player_id}).fetchone()[0]
    if busy:
        raise StoreError("{player} has {games} games in this event; delete them first",
                         player=player_name(db, player_id), games=busy)
    db.execute("DELETE FROM event_players WHERE event_id = ? AND player_id = ?", [event_id, player_id])
    audit.log(db, audit.EDIT, change="event_player_removed", event=event_id, player=player_id)
    return EventEntry(event_id, player_id, row[0], row[1])


# --- chess ----------------------------------------------------------------------------------------


@writes
def set_chess_result(db: sqlite_utils.Database, game_id: int, result: str) -> str:
    """Enter (or clear, with ``*``) a chess game's result; return the result it had."""
    if result not in CHESS_RESULTS:
        raise StoreError("unknown chess result {result}; expected one of {allowed}", result=repr(result),
                         allowed=", ".join(CHESS_RESULTS))
    row: tuple[int, str] | None = db.execute("SELECT event_id, result FROM chess_games WHERE id = ?",
                                             [game_id]).fetchone()
    if row is None:
        raise StoreError("no chess game {game}", game=game_id)
    event_id, before = row
    db.execute("UPDATE chess_games SET result = ? WHERE id = ?", [result, game_id])
    audit.log(db, audit.EDIT, change="chess_result", event=event_id, game=game_id, before=before, after=result)
    return before


@writes
def add_chess_game(db: sqlite_utils.Database, event_id: int, round: int, white_id: int, black_id: int, *,
                   result: str = "*", board: int | None = None, date: str | None = None,
                   game_id: int | None = None) -> int:
    """Pair two players of an event in a round (next free board, the round's date by default)."""
    event_system(db, event_id, CHESS_SYSTEMS)
    if result not in CHESS_RESULTS:
        raise StoreError("unknown chess result {result}; expected one of {allowed}", result=repr(result),
                         allowed=", ".join(CHESS_RESULTS))
    if round is None or round < 1:
        raise StoreError("a pairing needs a round (1 or more)")
    if white_id == black_id:
        raise StoreError("a player cannot play himself")
    check_in_event(db, event_id, [white_id, black_id])
    for pid in (white_id, black_id):
        if db.execute("SELECT 1 FROM chess_games WHERE event_id = ? AND round = ? AND ? IN (white_id, black_id) "
                      "UNION ALL SELECT 1 FROM byes WHERE event_id = ? AND round = ? AND player_id = ?",
                      [event_id, round, pid, event_id, round, pid]).fetchone():
            raise StoreError("{player} is already paired in round {round}", player=player_name(db, pid), round=round)
    if board is None:
        board = db.execute("SELECT COALESCE(MAX(board), 0) + 1 FROM chess_games WHERE event_id = ? AND round = ?",
                           [event_id, round]).fetchone()[0]
    if date is None:
        date = db.execute("SELECT MIN(date) FROM chess_games WHERE event_id = ? AND round = ?",
                          [event_id, round]).fetchone()[0]
    cursor = db.execute("INSERT INTO chess_games (id, event_id, round, board, date, white_id, black_id, result) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [game_id, event_id, round, board, date, white_id, black_id, result])
    new_id = inserted_id(cursor)
    audit.log(db, audit.EDIT, change="chess_game_added", event=event_id, game=new_id, round=round,
              white=white_id, black=black_id, result=result)
    return new_id


@writes
def delete_chess_game(db: sqlite_utils.Database, game_id: int) -> ChessPairing:
    """Remove a pairing; return it in the keywords of :func:`add_chess_game`."""
    rows = fetch_rows(db, "SELECT id AS game_id, event_id, round, white_id, black_id, result, board, date "
                     "FROM chess_games WHERE id = ?", [game_id])
    if not rows:
        raise StoreError("no chess game {game}", game=game_id)
    db.execute("DELETE FROM chess_games WHERE id = ?", [game_id])
    removed = ChessPairing(**rows[0])
    audit.log(db, audit.EDIT, change="chess_game_deleted", event=removed.event_id, game=game_id,
              round=removed.round, white=removed.white_id, black=removed.black_id, result=removed.result)
    return removed
