"""The arbiter's edits of a Diplomacy event's games and their boards: each returns what it replaced or
removed, for the window's undo."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlite_utils

from elodesk.core.systems import MULTIPLAYER
from elodesk.store import audit
from elodesk.store.db import fetch_rows, inserted_id, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import systems_of
from elodesk.store.game_values import DiplomacyResult, DiplomacyValues
from elodesk.store.games import check_in_event, event_system, player_name

# The states of a Diplomacy game (the game sheet's list); only ``finished`` counts.
DIPLOMACY_STATES = ("finished", "running", "waiting", "distinguished")


def _one_of(value: object, allowed: Sequence[str], message: str) -> None:
    """StoreError(``message``, a template naming ``{value}`` and ``{allowed}``) unless ``value`` is allowed."""
    if value not in allowed:
        raise StoreError(message, value=repr(value), allowed=", ".join(allowed))


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
                         player=player_name(db, next(p for p in players if players.count(p) > 1)))
    for r in results:
        if not 0 <= r["centers"] <= map_.centers:
            raise StoreError("{power}: {centers} supply centres, expected 0 to {most}", power=r["role"],
                             centers=r["centers"], most=map_.centers)
    total = sum(r["centers"] for r in results)
    if total > map_.centers:
        raise StoreError("the powers hold {total} supply centres, more than the {most} of the map", total=total,
                         most=map_.centers)
    check_in_event(db, event_id, players)


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
    event_system(db, event_id, systems_of(MULTIPLAYER))
    _check_diplomacy(db, event_id, None, ref, first_resolution, mode, scoring, state, variant, results)
    cursor = db.execute(
        "INSERT INTO diplomacy_games (id, event_id, ref, first_resolution, mode, used_for_elo, state, excluded, "
        "scoring, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [game_id, event_id, ref.strip(), first_resolution, mode, int(used_for_elo), state, int(excluded), scoring,
         variant])
    new_id = inserted_id(cursor)
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
