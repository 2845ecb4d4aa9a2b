"""An event's games as stored: chess pairings and byes, battles, Diplomacy games; and the arbiter's edits.

The reading side hands out typed rows (:mod:`elodesk.store.event_rows`); the window's models show them
as they are."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.store import audit
from elodesk.store.db import fetch_rows, fetch_tuples, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_rows import (
    Battle,
    Bye,
    ChessGame,
    DiplomacyGame,
    DiplomacyPower,
    EventInfo,
    EventPlayer,
    EventRun,
)
from elodesk.store.events import EventLine, counted, event_counts, event_heads
from elodesk.store.game_values import BattleValues, ChessPairing, DiplomacyResult, DiplomacyValues, EventEntry


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


def chess_games(db: sqlite_utils.Database, event_id: int) -> list[ChessGame]:
    return [ChessGame(*r) for r in fetch_tuples(
        db, "SELECT g.id, g.round, g.board, g.date, g.white_id, w.name, g.black_id, b.name, g.result "
        "FROM chess_games g JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id "
        "WHERE g.event_id = ? ORDER BY g.round, g.board, g.id", [event_id])]


def byes(db: sqlite_utils.Database, event_id: int) -> list[Bye]:
    return [Bye(*r) for r in fetch_tuples(
        db, "SELECT y.id, y.round, y.player_id, p.name, y.kind, y.points FROM byes y "
        "JOIN players p ON p.id = y.player_id WHERE y.event_id = ? ORDER BY y.round, y.id", [event_id])]


def battles(db: sqlite_utils.Database, event_id: int) -> list[Battle]:
    """Battles with their generals, side by side."""
    sides: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for battle_id, side, pid, name in fetch_tuples(
            db, "SELECT g.battle_id, g.side, g.player_id, p.name FROM battle_generals g JOIN players p ON p.id = "
            "g.player_id JOIN battles b ON b.id = g.battle_id WHERE b.event_id = ? ORDER BY g.battle_id, g.side, "
            "g.position", [event_id]):
        sides.setdefault((battle_id, side), []).append((pid, name))
    return [Battle(bid, rnd, day, result, scenario, notes, tuple(sides.get((bid, "a"), ())),
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
# back, so that an undo restores the same rows under the same ids.

CHESS_RESULTS = ("1-0", "0-1", "1/2-1/2", "+-", "-+", "--", "*")
# The states of a Diplomacy game (the game sheet's list); only ``finished`` counts.
DIPLOMACY_STATES = ("finished", "running", "waiting", "distinguished")
MAX_GENERALS = 3  # per side of a battle


def _event_system(db: sqlite_utils.Database, event_id: int, systems: tuple[str, ...] | None = None) -> str:
    row = db.execute("SELECT system, name FROM events WHERE id = ?", [event_id]).fetchone()
    if row is None:
        raise StoreError("no event {event}", event=event_id)
    if systems is not None and row[0] not in systems:
        raise StoreError("{event} is a {system} event, not a {systems} one", event=row[1], system=row[0],
                         systems=" / ".join(systems))
    return row[0]


def _event_player_ids(db: sqlite_utils.Database, event_id: int) -> set[int]:
    return {r[0] for r in db.execute("SELECT player_id FROM event_players WHERE event_id = ?", [event_id])}


def _one_of(value: object, allowed: Sequence[str], message: str) -> None:
    """StoreError(``message``, a template naming ``{value}`` and ``{allowed}``) unless ``value`` is allowed."""
    if value not in allowed:
        raise StoreError(message, value=repr(value), allowed=", ".join(allowed))


def _player_name(db: sqlite_utils.Database, player_id: int) -> str:
    row = db.execute("SELECT name FROM players WHERE id = ?", [player_id]).fetchone()
    return row[0] if row else f"player {player_id}"


def _check_in_event(db: sqlite_utils.Database, event_id: int, player_ids: Sequence[int]) -> None:
    inside = _event_player_ids(db, event_id)
    for pid in player_ids:
        if pid not in inside:
            raise StoreError("{player} is not a player of this event; add him to it first",
                             player=_player_name(db, pid))


def event_summary(db: sqlite_utils.Database, event_id: int) -> EventLine | None:
    """One event as :func:`elodesk.store.events.list_events` lists it (to refresh one line)."""
    found = event_heads(db, event_id)
    return counted(found[0], event_counts(db, event_id)) if found else None


def event_runs(db: sqlite_utils.Database, event_id: int) -> list[EventRun]:
    """The applied rating runs that rated games of this event (editing them then changes no rating)."""
    within = "BETWEEN COALESCE(p.start, '0000') AND COALESCE(p.\"end\", '9999')"
    return [EventRun(*r) for r in fetch_tuples(db, f"""
        SELECT p.id, p.kind, p.summary, p.applied_at FROM periods p JOIN events e ON e.id = ?
        WHERE p.system = e.system AND (
          (p.kind = 'event' AND p.event_id = e.id)
          OR (p.kind = 'period' AND (
            EXISTS (SELECT 1 FROM chess_games g WHERE g.event_id = e.id AND g.result != '*'
                    AND COALESCE(g.date, e."end", e.start) {within})
            OR EXISTS (SELECT 1 FROM battles b WHERE b.event_id = e.id AND COALESCE(b.date, e.start) {within})
            OR EXISTS (SELECT 1 FROM diplomacy_games d WHERE d.event_id = e.id AND d.first_resolution {within}))))
        ORDER BY p.id""", [event_id])]


# --- an event's players -------------------------------------------------------------------------


@writes
def add_event_player(db: sqlite_utils.Database, event_id: int, player_id: int, *, rating: int | None = None,
                     ref: str | None = None) -> None:
    """Enter a club player in an event (his rating in it: ``rating``, else his current one)."""
    _event_system(db, event_id)
    if db.execute("SELECT 1 FROM players WHERE id = ?", [player_id]).fetchone() is None:
        raise StoreError("no player {player}", player=player_id)
    if player_id in _event_player_ids(db, event_id):
        raise StoreError("{player} already plays in this event", player=_player_name(db, player_id))
    db.execute("INSERT INTO event_players (event_id, player_id, ref, rating) VALUES (?, ?, ?, ?)",
               [event_id, player_id, ref or f"elodesk-{player_id}", rating])
    audit.log(db, audit.EDIT, change="event_player_added", event=event_id, player=player_id)


@writes
def remove_event_player(db: sqlite_utils.Database, event_id: int, player_id: int) -> EventEntry:
    """Take a player without games out of an event; return him for :func:`add_event_player`."""
    row = db.execute("SELECT ref, rating FROM event_players WHERE event_id = ? AND player_id = ?",
                     [event_id, player_id]).fetchone()
    if row is None:
        raise StoreError("{player} does not play in this event", player=_player_name(db, player_id))
    busy = db.execute(
        "SELECT (SELECT COUNT(*) FROM chess_games WHERE event_id = :e AND :p IN (white_id, black_id)) "
        "+ (SELECT COUNT(*) FROM byes WHERE event_id = :e AND player_id = :p) "
        "+ (SELECT COUNT(*) FROM battle_generals g JOIN battles b ON b.id = g.battle_id WHERE b.event_id = :e "
        "AND g.player_id = :p) + (SELECT COUNT(*) FROM diplomacy_results r JOIN diplomacy_games d ON "
        "d.id = r.game_id WHERE d.event_id = :e AND r.player_id = :p)", {"e": event_id, "p": player_id}).fetchone()[0]
    if busy:
        raise StoreError("{player} has {games} games in this event; delete them first",
                         player=_player_name(db, player_id), games=busy)
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
    row = db.execute("SELECT event_id, result FROM chess_games WHERE id = ?", [game_id]).fetchone()
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
    _event_system(db, event_id, CHESS_SYSTEMS)
    if result not in CHESS_RESULTS:
        raise StoreError("unknown chess result {result}; expected one of {allowed}", result=repr(result),
                         allowed=", ".join(CHESS_RESULTS))
    if round is None or round < 1:
        raise StoreError("a pairing needs a round (1 or more)")
    if white_id == black_id:
        raise StoreError("a player cannot play himself")
    _check_in_event(db, event_id, [white_id, black_id])
    for pid in (white_id, black_id):
        if db.execute("SELECT 1 FROM chess_games WHERE event_id = ? AND round = ? AND ? IN (white_id, black_id) "
                      "UNION ALL SELECT 1 FROM byes WHERE event_id = ? AND round = ? AND player_id = ?",
                      [event_id, round, pid, event_id, round, pid]).fetchone():
            raise StoreError("{player} is already paired in round {round}", player=_player_name(db, pid), round=round)
    if board is None:
        board = db.execute("SELECT COALESCE(MAX(board), 0) + 1 FROM chess_games WHERE event_id = ? AND round = ?",
                           [event_id, round]).fetchone()[0]
    if date is None:
        date = db.execute("SELECT MIN(date) FROM chess_games WHERE event_id = ? AND round = ?",
                          [event_id, round]).fetchone()[0]
    cursor = db.execute("INSERT INTO chess_games (id, event_id, round, board, date, white_id, black_id, result) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [game_id, event_id, round, board, date, white_id, black_id, result])
    new_id = int(cursor.lastrowid)
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


# --- Bataille Empire -------------------------------------------------------------------------------


def battle_values(db: sqlite_utils.Database, battle_id: int) -> BattleValues:
    """A battle as :func:`set_battle` takes it (generals as player ids, in order)."""
    rows = fetch_rows(db, "SELECT round, result, scenario, date, notes FROM battles WHERE id = ?", [battle_id])
    if not rows:
        raise StoreError("no battle {battle}", battle=battle_id)
    sides: dict[str, list[int]] = {"a": [], "b": []}
    for side, pid in db.execute("SELECT side, player_id FROM battle_generals WHERE battle_id = ? "
                                "ORDER BY side, position", [battle_id]):
        sides[side].append(pid)
    return BattleValues(**rows[0], side_a=tuple(sides["a"]), side_b=tuple(sides["b"]))


def _check_battle(db: sqlite_utils.Database, event_id: int, round: int, result: str, side_a: Sequence[int],
                  side_b: Sequence[int]) -> None:
    from elodesk.core.bataille_empire import RESULTS

    if result not in RESULTS:
        raise StoreError("unknown battle result {result}; expected one of {allowed}", result=repr(result),
                         allowed=", ".join(RESULTS))
    if round is None or round < 1:
        raise StoreError("a battle needs a round (1 or more)")
    for label, side in (("A", side_a), ("B", side_b)):
        if not 1 <= len(side) <= MAX_GENERALS:
            raise StoreError("side {side} needs one to {most} generals", side=label, most=MAX_GENERALS)
        if len(set(side)) != len(side):
            raise StoreError("a general is named twice on side {side}", side=label)
    both = set(side_a) & set(side_b)
    if both:
        raise StoreError("{player} cannot fight on both sides", player=_player_name(db, min(both)))
    _check_in_event(db, event_id, [*side_a, *side_b])


def _write_generals(db: sqlite_utils.Database, battle_id: int, side_a: Sequence[int], side_b: Sequence[int]) -> None:
    db.execute("DELETE FROM battle_generals WHERE battle_id = ?", [battle_id])
    for side, generals in (("a", side_a), ("b", side_b)):
        for position, pid in enumerate(generals, 1):
            db.execute("INSERT INTO battle_generals (battle_id, side, position, player_id) VALUES (?, ?, ?, ?)",
                       [battle_id, side, position, pid])


@writes
def set_battle(db: sqlite_utils.Database, battle_id: int, *, round: int, result: str, side_a: Sequence[int],
               side_b: Sequence[int], scenario: str | None = None, date: str | None = None,
               notes: str | None = None) -> BattleValues:
    """Rewrite a battle (result, generals, round, scenario); return what it was, for an undo."""
    row = db.execute("SELECT event_id FROM battles WHERE id = ?", [battle_id]).fetchone()
    if row is None:
        raise StoreError("no battle {battle}", battle=battle_id)
    event_id = row[0]
    _check_battle(db, event_id, round, result, side_a, side_b)
    before = battle_values(db, battle_id)
    db.execute("UPDATE battles SET round = ?, result = ?, scenario = ?, date = ?, notes = ? WHERE id = ?",
               [round, result, scenario or None, date, notes or None, battle_id])
    _write_generals(db, battle_id, side_a, side_b)
    audit.log(db, audit.EDIT, change="battle", event=event_id, battle=battle_id, before=before.keywords(),
              after={"round": round, "result": result, "side_a": list(side_a), "side_b": list(side_b),
                     "scenario": scenario, "date": date, "notes": notes})
    return before


@writes
def add_battle(db: sqlite_utils.Database, event_id: int, *, round: int, result: str, side_a: Sequence[int],
               side_b: Sequence[int], scenario: str | None = None, date: str | None = None,
               notes: str | None = None, battle_id: int | None = None) -> int:
    """A new battle of a Bataille Empire event (dated the event's start by default)."""
    _event_system(db, event_id, ("bataille-empire",))
    _check_battle(db, event_id, round, result, side_a, side_b)
    if date is None:
        date = db.execute("SELECT start FROM events WHERE id = ?", [event_id]).fetchone()[0]
    cursor = db.execute("INSERT INTO battles (id, event_id, round, date, result, scenario, notes) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [battle_id, event_id, round, date, result, scenario or None, notes or None])
    new_id = int(cursor.lastrowid)
    _write_generals(db, new_id, side_a, side_b)
    audit.log(db, audit.EDIT, change="battle_added", event=event_id, battle=new_id, round=round, result=result,
              side_a=list(side_a), side_b=list(side_b))
    return new_id


@writes
def delete_battle(db: sqlite_utils.Database, battle_id: int) -> BattleValues:
    """Remove a battle; return it as :func:`add_battle` takes it back."""
    values = battle_values(db, battle_id)
    event_id = db.execute("SELECT event_id FROM battles WHERE id = ?", [battle_id]).fetchone()[0]
    db.execute("DELETE FROM battles WHERE id = ?", [battle_id])  # the generals go with it (cascade)
    audit.log(db, audit.EDIT, change="battle_deleted", event=event_id, battle=battle_id, **values.keywords())
    return values


# --- Diplomacy ------------------------------------------------------------------------------------


def diplomacy_values(db: sqlite_utils.Database, game_id: int) -> DiplomacyValues:
    """A Diplomacy game as :func:`set_diplomacy_game` takes it, with its board."""
    rows = fetch_rows(db, "SELECT ref, first_resolution, mode, scoring, state, used_for_elo, excluded, variant "
                     "FROM diplomacy_games WHERE id = ?", [game_id])
    if not rows:
        raise StoreError("no Diplomacy game {game}", game=game_id)
    values = rows[0]
    board = tuple(DiplomacyResult(role, player_id, centers, bool(eliminated), score)
                  for role, player_id, centers, eliminated, score in db.execute(
                      "SELECT role, player_id, centers, eliminated, score FROM diplomacy_results "
                      "WHERE game_id = ? ORDER BY rowid", [game_id]))
    return DiplomacyValues(**{**values, "used_for_elo": bool(values["used_for_elo"]),
                              "excluded": bool(values["excluded"])}, results=board)


def _check_diplomacy(db: sqlite_utils.Database, event_id: int, game_id: int | None, ref: str,
                     first_resolution: str, mode: str, scoring: str, state: str, variant: str,
                     results: Sequence[dict[str, Any]]) -> None:
    from datetime import date as _date

    from elodesk.core.diplomacy import MODES, SCORING, VARIANTS

    if not (ref or "").strip():
        raise StoreError("a Diplomacy game needs a name (its id)")
    clash = db.execute("SELECT id FROM diplomacy_games WHERE event_id = ? AND ref = ? AND id IS NOT ?",
                       [event_id, ref.strip(), game_id]).fetchone()
    if clash:
        raise StoreError("this event already has a game {game}", game=repr(ref.strip()))
    try:
        _date.fromisoformat(first_resolution)
    except (TypeError, ValueError):
        raise StoreError("first resolution date {date}: expected YYYY-MM-DD", date=repr(first_resolution)) from None
    _one_of(mode, MODES, "unknown mode {value}; expected one of {allowed}")
    _one_of(scoring, tuple(SCORING), "unknown scoring method {value}; expected one of {allowed}")
    _one_of(state, DIPLOMACY_STATES, "unknown state {value}; expected one of {allowed}")
    _one_of(variant, tuple(VARIANTS), "unknown variant {value}; expected one of {allowed}")
    map_ = VARIANTS[variant]
    roles = [r["role"] for r in results]
    players = [r["player_id"] for r in results]
    for role in roles:
        if role not in map_.roles:
            raise StoreError("{power} is not a power of the {variant} map ({powers})", power=role, variant=variant,
                             powers=", ".join(map_.roles))
    if len(set(roles)) != len(roles):
        raise StoreError("a power is played twice")
    if len(set(players)) != len(players):
        raise StoreError("{player} plays two powers",
                         player=_player_name(db, next(p for p in players if players.count(p) > 1)))
    for r in results:
        if not 0 <= r["centers"] <= map_.centers:
            raise StoreError("{power}: {centers} supply centres, expected 0 to {most}", power=r["role"],
                             centers=r["centers"], most=map_.centers)
    total = sum(r["centers"] for r in results)
    if total > map_.centers:
        raise StoreError("the powers hold {total} supply centres, more than the {most} of the map", total=total,
                         most=map_.centers)
    _check_in_event(db, event_id, players)


def _write_results(db: sqlite_utils.Database, game_id: int, scoring: str, results: Sequence[dict[str, Any]]) -> None:
    db.execute("DELETE FROM diplomacy_results WHERE game_id = ?", [game_id])
    for r in results:
        score = r.get("score") if scoring == "manual" else None
        db.execute("INSERT INTO diplomacy_results (game_id, role, player_id, centers, eliminated, score) "
                   "VALUES (?, ?, ?, ?, ?, ?)",
                   [game_id, r["role"], r["player_id"], int(r["centers"]), int(bool(r["eliminated"])), score])


@writes
def set_diplomacy_game(db: sqlite_utils.Database, game_id: int, *, ref: str, first_resolution: str, mode: str,
                       scoring: str, state: str, used_for_elo: bool, results: Sequence[dict[str, Any]],
                       excluded: bool = False, variant: str = "standard") -> DiplomacyValues:
    """Rewrite a Diplomacy game and its board; return what it was, for an undo.

    ``results``: one dict per power played (``role``, ``player_id``, ``centers``,
    ``eliminated``, ``score`` for manual scoring); a power left out makes the game incomplete.
    """
    row = db.execute("SELECT event_id FROM diplomacy_games WHERE id = ?", [game_id]).fetchone()
    if row is None:
        raise StoreError("no Diplomacy game {game}", game=game_id)
    event_id = row[0]
    _check_diplomacy(db, event_id, game_id, ref, first_resolution, mode, scoring, state, variant, results)
    before = diplomacy_values(db, game_id)
    db.execute("UPDATE diplomacy_games SET ref = ?, first_resolution = ?, mode = ?, scoring = ?, state = ?, "
               "used_for_elo = ?, excluded = ?, variant = ? WHERE id = ?",
               [ref.strip(), first_resolution, mode, scoring, state, int(used_for_elo), int(excluded), variant,
                game_id])
    _write_results(db, game_id, scoring, results)
    after = diplomacy_values(db, game_id)
    audit.log(db, audit.EDIT, change="diplomacy_game", event=event_id, game=game_id, before=before.keywords(),
              after=after.keywords())
    return before


@writes
def add_diplomacy_game(db: sqlite_utils.Database, event_id: int, *, ref: str, first_resolution: str, mode: str,
                       scoring: str, state: str, used_for_elo: bool, results: Sequence[dict[str, Any]] = (),
                       excluded: bool = False, variant: str = "standard", game_id: int | None = None) -> int:
    """A new game of a Diplomacy event, with its board (see :func:`set_diplomacy_game`)."""
    _event_system(db, event_id, ("diplomacy",))
    _check_diplomacy(db, event_id, None, ref, first_resolution, mode, scoring, state, variant, results)
    cursor = db.execute(
        "INSERT INTO diplomacy_games (id, event_id, ref, first_resolution, mode, used_for_elo, state, excluded, "
        "scoring, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [game_id, event_id, ref.strip(), first_resolution, mode, int(used_for_elo), state, int(excluded), scoring,
         variant])
    new_id = int(cursor.lastrowid)
    _write_results(db, new_id, scoring, results)
    audit.log(db, audit.EDIT, change="diplomacy_game_added", event=event_id, game=new_id, ref=ref.strip(),
              results=len(results))
    return new_id


@writes
def delete_diplomacy_game(db: sqlite_utils.Database, game_id: int) -> DiplomacyValues:
    """Remove a Diplomacy game; return it as :func:`add_diplomacy_game` takes it back."""
    values = diplomacy_values(db, game_id)
    event_id = db.execute("SELECT event_id FROM diplomacy_games WHERE id = ?", [game_id]).fetchone()[0]
    db.execute("DELETE FROM diplomacy_games WHERE id = ?", [game_id])  # its results go with it (cascade)
    audit.log(db, audit.EDIT, change="diplomacy_game_deleted", event=event_id, game=game_id, **values.keywords())
    return values
