"""Players edited by hand: fields cleaned and checked, then created, changed or deleted (one write each)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from datetime import date

import sqlite_utils

from elodesk.store import audit
from elodesk.store.db import inserted_id, write
from elodesk.store.errors import StoreError
from elodesk.store.players import EDITABLE, Player, Value, get_player

# Field checks: what each federation id looks like.
_CHECKS = {
    "federation": re.compile(r"[A-Z]{3}"),
    "fide_id": re.compile(r"[0-9]{1,10}"),
    "frbe_id": re.compile(r"[0-9]{1,5}"),
    "ffe_id": re.compile(r"[A-Z][0-9]{5}"),
}
# Problems :func:`check_player` reports (the interface phrases them).
REQUIRED = "required"
BAD_FORMAT = "format"
_UPPER = ("federation", "ffe_id", "sex", "title")


def clean_player(player: Player) -> Player:
    """Fields as stored: text stripped, empty text as NULL, codes upper-cased, flags as 0/1."""
    out: dict[str, Value] = {}
    for key, value in player.values().items():
        if isinstance(value, str):
            value = value.strip() or None
            if value is not None and key in _UPPER:
                value = value.upper()
        out[key] = value
    out.update(name=out["name"] or "", is_foreign=int(bool(player.is_foreign)), is_member=int(bool(player.is_member)),
               fide_rating=player.fide_rating or None)
    return replace(player, **out)  # type: ignore[arg-type]


def check_player(player: Player) -> dict[str, str]:
    """What is wrong with (cleaned) player fields: field -> REQUIRED or BAD_FORMAT; empty when all is well."""
    problems: dict[str, str] = {}
    name = player.name or ""
    if not name.strip():
        problems["name"] = REQUIRED
    elif "," in name and not all(part.strip() for part in name.split(",", 1)):
        problems["name"] = BAD_FORMAT
    if player.birth_date is not None:
        try:
            date.fromisoformat(player.birth_date)
        except (TypeError, ValueError):
            problems["birth_date"] = BAD_FORMAT
    if player.sex not in (None, "M", "F"):
        problems["sex"] = BAD_FORMAT
    for key, pattern in _CHECKS.items():
        value = getattr(player, key)
        if value is not None and not pattern.fullmatch(str(value)):
            problems[key] = BAD_FORMAT
    rating = player.fide_rating
    if rating is not None and not (isinstance(rating, int) and 0 < rating < 4000):
        problems["fide_rating"] = BAD_FORMAT
    return problems


def checked(player: Player, names: Iterable[str] = EDITABLE) -> Player:
    """The player cleaned, or a refusal naming what is wrong with the fields ``names`` (those written)."""
    cleaned = clean_player(player)
    wanted = set(names)
    problems = {k: v for k, v in check_player(cleaned).items() if k in wanted}
    if problems:
        raise StoreError("invalid player fields: {problems}",
                         problems=", ".join(f"{k} ({v})" for k, v in sorted(problems.items())))
    return cleaned


def add_player(db: sqlite_utils.Database, player: Player) -> int:
    """Create a player by hand (under ``player.id`` when redoing an undone creation); returns his id."""
    if not player.name.strip():
        raise StoreError("a player needs a name")
    values = checked(player).values()
    columns = list(values) if player.id is None else ["id", *values]
    args = list(values.values()) if player.id is None else [player.id, *values.values()]
    with write(db, "add a player"):
        taken = db.execute("SELECT name FROM players WHERE id = ?", [player.id]).fetchone()
        if taken is not None:
            raise StoreError("player {player} cannot be made again: the number is now {name}'s",
                             player=player.id, name=taken[0])
        cursor = db.execute(f"INSERT INTO players ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                            args)
        pid = inserted_id(cursor)
        audit.log(db, audit.EDIT, op="add_player", player=pid,
                  after={k: v for k, v in values.items() if v is not None})
    return pid


def update_player(db: sqlite_utils.Database, player: Player, names: Iterable[str] | None = None, *,
                  validate: bool = True) -> Player:
    """Write the fields ``names`` of ``player`` (default: each one that differs); returns the record before.

    Undoing passes that record back with the same names and ``validate=False``: the values
    written back are the stored ones, whatever they were.
    """
    if player.id is None:
        raise ValueError("update_player changes a stored player")
    with write(db, f"edit player {player.id}"):
        before = get_player(db, player.id)
        new = clean_player(player) if validate else player
        changed = {k: getattr(new, k) for k in (EDITABLE if names is None else names)
                   if getattr(new, k) != getattr(before, k)}
        if validate:
            checked(player, changed)
        if changed:
            db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in changed)} WHERE id = ?",
                       [*changed.values(), player.id])
            audit.log(db, audit.EDIT, op="update_player", player=player.id,
                      before=before.values(changed), after=changed)
    return before


def references(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """Every (table, column) that refers to a player, from the schema's foreign keys."""
    refs = []
    for table in db.table_names():
        for fk in db.execute(f'PRAGMA foreign_key_list("{table}")').fetchall():
            if fk[2] == "players":
                refs.append((table, fk[3]))
    return sorted(refs)


def delete_player(db: sqlite_utils.Database, player_id: int) -> Player:
    """Delete a player no event, rating or history refers to (undoing his creation); returns his record."""
    with write(db, f"delete player {player_id}"):
        row = get_player(db, player_id)
        used = [table for table, column in references(db)
                if db.execute(f'SELECT 1 FROM "{table}" WHERE "{column}" = ? LIMIT 1', [player_id]).fetchone()]
        if used:
            raise StoreError("player {player} ({name}) cannot be deleted: {tables} refer to him", player=player_id,
                             name=row.name, tables=", ".join(sorted(set(used))))
        db.execute("DELETE FROM players WHERE id = ?", [player_id])
        audit.log(db, audit.EDIT, op="delete_player", player=player_id, before=row.values(("id", *EDITABLE)))
    return row
