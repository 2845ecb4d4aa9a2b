"""Players: finding the club's record of a person a file names, creating, listing.

A file's player is matched by a federation id first (FIDE, Belgian matricule,
French licence), then by name and birth date. When several club players could
be the same person, the match is ambiguous: a new record is made and the
candidates are reported, never merged silently.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from elodesk.formats.records import PlayerRecord

ID_FIELDS = ("fide_id", "frbe_id", "ffe_id")
# Fields a file may fill in on an existing player when the club's record has none.
FILLABLE = ("birth_date", "sex", "club", "federation", "title", "fide_id", "frbe_id", "ffe_id")

BY_ID = "id"
BY_NAME_AND_BIRTH = "name_birth"
BY_NAME = "name"
NEW = "new"
AMBIGUOUS = "ambiguous"


@dataclass(slots=True)
class Match:
    """How a file's player was matched to the club's records."""

    ref: str
    name: str
    how: str  # id, name_birth, name, new, ambiguous
    player_id: int | None = None  # None until created for new / ambiguous players
    candidates: list[int] = field(default_factory=list)
    filled: dict[str, Any] = field(default_factory=dict)  # fields the file adds to the record


def name_key(name: str) -> str:
    """Names compared without case, accents, or spacing around the comma."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return " ".join(text.replace(",", " , ").split()).replace(" ,", ",")


def _record_values(record: PlayerRecord) -> dict[str, Any]:
    return {
        "name": record.name.strip(),
        "birth_date": record.birth_date.isoformat() if record.birth_date else None,
        "sex": record.sex,
        "club": record.club,
        "federation": record.federation,
        "title": record.title,
        "fide_id": record.fide_id,
        "frbe_id": record.frbe_id,
        "ffe_id": record.ffe_id,
        "fide_rating": record.ratings.get("fide"),
        "is_foreign": int(bool(record.foreign)),
    }


class PlayerIndex:
    """The club's players indexed by id and by name, loaded once per import."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.by_id: dict[tuple[str, str], set[int]] = {}
        self.by_name: dict[str, list[tuple[int, str | None]]] = {}
        self.rows: dict[int, dict[str, Any]] = {}
        cursor = db.execute("SELECT id, name, birth_date, sex, club, federation, title, fide_id, "
                            "frbe_id, ffe_id FROM players")
        columns = [c[0] for c in cursor.description]
        for values in cursor:
            self.add(dict(zip(columns, values, strict=True)))

    def add(self, row: dict[str, Any]) -> None:
        pid = row["id"]
        self.rows[pid] = row
        for kind in ID_FIELDS:
            if row.get(kind):
                self.by_id.setdefault((kind, str(row[kind])), set()).add(pid)
        self.by_name.setdefault(name_key(row["name"]), []).append((pid, row.get("birth_date")))

    def match(self, record: PlayerRecord) -> Match:
        found: set[int] = set()
        for kind in ID_FIELDS:
            value = getattr(record, kind)
            if value:
                found |= self.by_id.get((kind, str(value)), set())
        if len(found) == 1:
            return self._matched(record, BY_ID, found.pop())
        if len(found) > 1:
            return Match(record.ref, record.name, AMBIGUOUS, candidates=sorted(found))
        same_name = self.by_name.get(name_key(record.name), [])
        if record.birth_date is not None:
            birth = record.birth_date.isoformat()
            exact = [pid for pid, b in same_name if b == birth]
            if len(exact) == 1:
                return self._matched(record, BY_NAME_AND_BIRTH, exact[0])
            if exact:
                return Match(record.ref, record.name, AMBIGUOUS, candidates=sorted(exact))
            same_name = [(pid, b) for pid, b in same_name if b is None]
        if len(same_name) == 1 and not self._ids_conflict(record, same_name[0][0]):
            return self._matched(record, BY_NAME, same_name[0][0])
        if len(same_name) > 1:
            return Match(record.ref, record.name, AMBIGUOUS, candidates=sorted(p for p, _ in same_name))
        return Match(record.ref, record.name, NEW)

    def _ids_conflict(self, record: PlayerRecord, pid: int) -> bool:
        """A same-named player whose federation id differs from the file's is someone else."""
        row = self.rows[pid]
        return any(getattr(record, k) and row.get(k) and str(row[k]) != str(getattr(record, k))
                   for k in ID_FIELDS)

    def _matched(self, record: PlayerRecord, how: str, pid: int) -> Match:
        row = self.rows[pid]
        values = _record_values(record)
        filled = {k: values[k] for k in FILLABLE if values.get(k) and not row.get(k)}
        return Match(record.ref, record.name, how, pid, filled=filled)


def create_player(db: sqlite_utils.Database, record: PlayerRecord, index: PlayerIndex | None = None) -> int:
    values = _record_values(record)
    cursor = db.execute(
        f"INSERT INTO players ({', '.join(values)}) VALUES ({', '.join('?' for _ in values)})",
        list(values.values()))
    pid = int(cursor.lastrowid)
    if index is not None:
        index.add({"id": pid, **values})
    return pid


def fill_player(db: sqlite_utils.Database, pid: int, values: dict[str, Any]) -> None:
    if values:
        assignments = ", ".join(f"{k} = ?" for k in values)
        db.execute(f"UPDATE players SET {assignments} WHERE id = ?", [*values.values(), pid])


def list_players(db: sqlite_utils.Database, system: str | None = None) -> list[dict[str, Any]]:
    """Every player with his current ratings: ``{"id", "name", "ratings": {SYSTEM: {rating, games}}}``."""
    players: dict[int, dict[str, Any]] = {}
    for pid, name, club in db.execute("SELECT id, name, club FROM players ORDER BY name COLLATE NOCASE, id"):
        players[pid] = {"id": pid, "name": name, "club": club, "ratings": {}}
    query = "SELECT player_id, system, rating, games, state FROM ratings"
    args: list[Any] = []
    if system is not None:
        query += " WHERE system = ?"
        args.append(system)
    for pid, sys_id, rating, games, state in db.execute(query, args):
        entry: dict[str, Any] = {"rating": rating, "games": games}
        provisional = json.loads(state).get("provisional_rating")
        if provisional is not None:
            entry["provisional_rating"] = provisional
        players[pid]["ratings"][sys_id] = entry
    out = list(players.values())
    if system is not None:
        out = [p for p in out if system in p["ratings"]]
    return out
