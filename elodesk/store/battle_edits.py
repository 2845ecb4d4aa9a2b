"""The arbiter's edits of a Bataille Empire event's battles: each returns what it replaced or removed,
for the window's undo."""

from __future__ import annotations

from collections.abc import Sequence

import sqlite_utils

from elodesk.core.systems import BATTLE
from elodesk.store import audit
from elodesk.store.db import fetch_rows, inserted_id, writes
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import systems_of
from elodesk.store.game_values import BattleValues
from elodesk.store.games import check_in_event, event_system, player_name

MAX_GENERALS = 3  # per side of a battle


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
        raise StoreError("{player} cannot fight on both sides", player=player_name(db, min(both)))
    check_in_event(db, event_id, [*side_a, *side_b])


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
    event_system(db, event_id, systems_of(BATTLE))
    _check_battle(db, event_id, round, result, side_a, side_b)
    if date is None:
        date = db.execute("SELECT start FROM events WHERE id = ?", [event_id]).fetchone()[0]
    cursor = db.execute("INSERT INTO battles (id, event_id, round, date, result, scenario, notes) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [battle_id, event_id, round, date, result, scenario or None, notes or None])
    new_id = inserted_id(cursor)
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
