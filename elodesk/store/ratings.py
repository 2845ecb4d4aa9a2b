"""Current rating states, one per player and system, in the compute contract's fields.

FIDE keeps three lists (standard, rapid, blitz). Its state stays one row per player, keyed
(player_id, system) like the other systems, and holds one contract state per rate plus what
the FIDE list tells of the player: ``{"standard": {"rating", "games", "k", "inactive",
"unrated_games", "list"}, "rapid": {…}, "blitz": {…}, "birth_year": 2008}`` (``list``: the month
of the list the rating stands for, see ``LIST``). A run rates one rate and
replaces that rate's part only; undo restores the whole state. The row's ``rating`` and
``games`` columns are the standard list's. ``k`` is the K the FIDE list prints (it carries
history such as 2400 reached): a run keeps it until the next list import replaces it.
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any, NamedTuple

import orjson
import sqlite_utils

from elodesk.core.systems import BY_ID, INTERNATIONAL, STANDARD, get_system
from elodesk.store.db import chunks

# A player's rating state in one system: a JSON object in the contract's fields (ENGINE.md), whose
# fields differ from system to system; stored as it is, handed to the engines as it is.
ContractState = dict[str, Any]

# A FIDE rate's inactivity flag (Std 7.2.2, R&B 6.2.2): set by a list's flag (i, wi) and by applied runs
# (no rated game in the 12 months before the list); read through ``fide_inactive``.
INACTIVE = "inactive"
# What a FIDE rate's state keeps from the list across runs (the run's own ``k`` is the K it used; its
# ``k_next``, the K the next list prints, replaces the list's).
FIDE_LIST_FIELDS = ("k", INACTIVE)
# The month (YYYY-MM) of the FIDE list a rate's rating stands for: the list it was imported from, or,
# after a run that changed it, the first list after the run (import_writer: no older list replaces it).
LIST = "list"
FIDE = INTERNATIONAL  # the system of FIDE's lists, whose state this module keeps a part per rate of


def per_rate(system: str) -> bool:
    """Whether a system rates several rates (FIDE's three lists): a run rates one, a player's state holds a part
    per rate."""
    spec = BY_ID.get(system)
    return spec is not None and spec.per_rate


def state_of(system: str, player: dict[str, Any]) -> ContractState:
    """The rating state within a contract player (input or output): the system's state fields (the
    player's other fields, FIDE rating, foreign flag, birth date, live in ``players``)."""
    return {k: player[k] for k in get_system(system).state_fields if player.get(k) is not None}


def rate_state(state: ContractState | None, rate: str) -> ContractState:
    """One rate's contract state within a FIDE state (a player new to that list: unrated)."""
    return {**BY_ID[FIDE].initial_state, **((state or {}).get(rate) or {})}


def fide_inactive(state: ContractState | None, rate: str) -> bool:
    """Whether a player is flagged inactive on a FIDE list (Std 7.2.2): his rating stands, unplayed for a year."""
    return bool(((state or {}).get(rate) or {}).get(INACTIVE))


def with_rate(state: ContractState | None, rate: str, player: dict[str, Any], day: str,
              inactive: bool | None = None) -> ContractState:
    """A FIDE state with one rate's part replaced by the output of a run whose last day is ``day`` (the
    list's K and flags kept, but the K the next list prints, ``k_next``, when the run gives one, and the
    inactivity flag when ``inactive`` says). A part the run changed stands for the first list after
    ``day`` (``LIST``); one it left as it was keeps its list's month."""
    before = (state or {}).get(rate) or {}
    part = {**state_of(FIDE, player), **{k: before[k] for k in FIDE_LIST_FIELDS if k in before}}
    if player.get("k_next") is not None:
        part["k"] = player["k_next"]
    if inactive is not None:
        part.pop(INACTIVE, None)
        if inactive:
            part[INACTIVE] = True
    listed = before.get(LIST)
    if state_of(FIDE, player) != state_of(FIDE, before):
        listed = max(listed or "", list_after(day))
    if listed:
        part[LIST] = listed
    return {**(state or {}), rate: part}


def list_after(day: str) -> str:
    """The month (YYYY-MM) of the first FIDE list after a run's last day. Lists come out on the 1st: a
    run ending in September stands for October's list, one dated a 1st (the 2024 increase, made on the
    March 2024 list) for that month's."""
    last = date.fromisoformat(day) - timedelta(days=1)
    return f"{last.year + last.month // 12}-{last.month % 12 + 1:02d}"


def get_states(db: sqlite_utils.Database, system: str, players: set[int] | None = None) -> dict[int, ContractState]:
    """Current states in a system: of everyone, or of the given players only."""
    if players is None:
        rows = db.execute("SELECT player_id, state FROM ratings WHERE system = ?", [system])
        return {pid: orjson.loads(state) for pid, state in rows}
    states: dict[int, ContractState] = {}
    for chunk in chunks(sorted(players)):
        rows = db.execute(f"SELECT player_id, state FROM ratings WHERE system = ? AND player_id IN "
                          f"({','.join('?' for _ in chunk)})", [system, *chunk])
        states.update((pid, orjson.loads(state)) for pid, state in rows)
    return states


def set_state(db: sqlite_utils.Database, system: str, player_id: int, state: ContractState | None) -> None:
    """Store a player's state (None removes it: he is new to the system again)."""
    if state is None:
        db.execute("DELETE FROM ratings WHERE player_id = ? AND system = ?", [player_id, system])
        return
    spec = BY_ID.get(system)
    if per_rate(system):  # the row's columns are the standard list's
        state_row = state.get(STANDARD) or {}
        rating, games = state_row.get("rating"), state_row.get("games")
    else:
        rating, games = state.get("rating"), state.get("games")
    if games is None and spec is not None and spec.role_modes:  # the games of every mode and role
        games = sum(r.get("games", 0) for roles in state.get("ratings", {}).values() for r in roles.values())
    db.execute(
        "INSERT INTO ratings (player_id, system, rating, games, state) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (player_id, system) DO UPDATE SET rating = excluded.rating, "
        "games = excluded.games, state = excluded.state",
        [player_id, system, rating, games or 0, json.dumps(state, ensure_ascii=False)])


class RatedPlayer(NamedTuple):
    """A player with a state in a system, and the columns lists and rankings show of him."""

    id: int
    name: str
    club: str | None
    rating: int | None
    games: int
    state: ContractState


def rated_players(db: sqlite_utils.Database, system: str) -> list[RatedPlayer]:
    """Every player with a state in ``system``: id, name, club, rating, games and the state itself."""
    rows = db.execute("SELECT p.id, p.name, p.club, r.rating, r.games, r.state FROM ratings r "
                      "JOIN players p ON p.id = r.player_id WHERE r.system = ?", [system])
    return [RatedPlayer(pid, name, club, rating, games, orjson.loads(state))
            for pid, name, club, rating, games, state in rows]


class PlayerName(NamedTuple):
    id: int
    name: str


def rated_names(db: sqlite_utils.Database, system: str | None) -> list[PlayerName]:
    """Every player with a state in ``system`` (None: every club player), by name as SQLite orders
    them (without the state: a list to choose from; 60,000 in 0.06 s, where their whole records
    took 0.8 s and 340 collections)."""
    if system is None:
        rows = db.execute("SELECT id, name FROM players ORDER BY name COLLATE NOCASE, id")
    else:
        rows = db.execute("SELECT p.id, p.name FROM ratings r JOIN players p ON p.id = r.player_id "
                          "WHERE r.system = ? ORDER BY p.name COLLATE NOCASE, p.id", [system])
    return [PlayerName(pid, name) for pid, name in rows]


def last_changes(db: sqlite_utils.Database, system: str, rate: str | None = None) -> dict[int, float]:
    """Each player's change in the last run that gave him a rating (FIDE: on the list of ``rate``)."""
    rows = db.execute(
        "SELECT player_id, old_rating, new_rating FROM history WHERE id IN ("
        "  SELECT MAX(id) FROM history WHERE system = ? AND rate IS ? AND new_rating IS NOT NULL "
        "GROUP BY player_id)", [system, rate])
    return {pid: new - old for pid, old, new in rows if old is not None and new is not None}


def players_with_history(db: sqlite_utils.Database, system: str) -> set[int]:
    """Players some applied run of ``system`` has rated (the active ones)."""
    return {pid for (pid,) in db.execute("SELECT DISTINCT player_id FROM history WHERE system = ?", [system])}
