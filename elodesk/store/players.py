"""Players: the club's record of a person, finding it for a file's player, listing, reading.

A file's player is matched by a federation id first (FIDE, Belgian matricule,
French licence), then by name and birth date. A member number (Belgian
matricule, French licence) is an identity: a club player carrying the file's
number is matched by it first, and one carrying another number is never the
file's player, whatever FIDE id, name or birth date they share (a federation's
list gave one FIDE id to two members). When several club players could be the
same person, the match is ambiguous: a new record is made and the candidates
are reported, never merged silently. Editing a record by hand is
``player_edits``, merging two ``player_merge``, the window's table ``player_table``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any, NamedTuple

import sqlite_utils

from elodesk.formats.records import FIDE, PlayerRecord
from elodesk.store.db import chunks, inserted_id
from elodesk.store.errors import StoreError
from elodesk.store.ratings import ContractState

Value = str | int | None  # a player field as stored

ID_FIELDS = ("fide_id", "frbe_id", "ffe_id")
MEMBER_IDS = ("frbe_id", "ffe_id")  # a national federation's member numbers: one per person
# Fields a file may fill in on an existing player when the club's record has none.
FILLABLE = ("birth_date", "sex", "club", "federation", "title", "fide_id", "frbe_id", "ffe_id")

BY_ID = "id"
BY_NAME_AND_BIRTH = "name_birth"
BY_NAME = "name"
NEW = "new"
AMBIGUOUS = "ambiguous"
_MARKS = re.compile(r"[\u0300-\u036f]")


@dataclass(slots=True, frozen=True)
class Player:
    """A player's record as the club keeps it: every column of ``players`` (``id`` None until stored)."""

    name: str
    birth_date: str | None = None  # ISO date
    sex: str | None = None  # M or F
    club: str | None = None
    federation: str | None = None  # three letters
    title: str | None = None
    fide_id: str | None = None
    frbe_id: str | None = None
    ffe_id: str | None = None
    fide_rating: int | None = None
    is_foreign: int = 0
    is_member: int = 1
    id: int | None = None

    def values(self, names: Iterable[str] | None = None) -> dict[str, Value]:
        """Some fields by name (default: every editable one), as the database and the audit log take them."""
        return {name: getattr(self, name) for name in (EDITABLE if names is None else names)}


# Fields a user may edit on a player record (the dialog's fields, and merge winners): all but the id.
EDITABLE = tuple(f.name for f in fields(Player) if f.name != "id")
_COLUMNS = ", ".join((*EDITABLE, "id"))  # in Player's order


@dataclass(slots=True)
class Match:
    """How a file's player was matched to the club's records."""

    ref: str
    name: str
    how: str  # id, name_birth, name, new, ambiguous
    player_id: int | None = None  # None until created for new / ambiguous players
    candidates: list[int] = field(default_factory=list)
    filled: dict[str, Value] = field(default_factory=dict)  # fields the file adds to the record


def name_key(name: str) -> str:
    """Names compared without case, accents, or spacing around the comma."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return " ".join(text.replace(",", " , ").split()).replace(" ,", ",")


def search_key(text: str) -> str:
    """Text for searching: lower case, accents removed (é, ç → e, c), any script kept."""
    if text.isascii():
        return text.lower()
    return _MARKS.sub("", unicodedata.normalize("NFD", text)).casefold()


def _record_player(record: PlayerRecord) -> Player:
    """A file's player as the club would keep him."""
    return Player(record.name.strip(), record.birth_date.isoformat() if record.birth_date else None, record.sex,
                  record.club, record.federation, record.title, record.fide_id, record.frbe_id, record.ffe_id,
                  record.ratings.get(FIDE), int(bool(record.foreign)))


class PlayerIndex:
    """The club's players indexed by id and by name, loaded once per import."""

    def __init__(self, db: sqlite_utils.Database) -> None:
        self.by_id: dict[tuple[str, str], set[int]] = {}
        self.by_name: dict[str, list[tuple[int, str | None]]] = {}
        self.rows: dict[int, Player] = {}
        for values in db.execute(f"SELECT {_COLUMNS} FROM players"):
            self.add(Player(*values))

    def add(self, player: Player) -> None:
        pid = player.id
        assert pid is not None
        self.rows[pid] = player
        for kind in ID_FIELDS:
            value = getattr(player, kind)
            if value:
                self.by_id.setdefault((kind, str(value)), set()).add(pid)
        self.by_name.setdefault(name_key(player.name), []).append((pid, player.birth_date))

    def fill(self, pid: int, values: dict[str, Value]) -> None:
        """What an import added to a player (``Match.filled``), so the file's next lines see it."""
        if values:
            player = replace(self.rows[pid], **values)  # type: ignore[arg-type]
            self.rows[pid] = player
            for kind in ID_FIELDS:
                if values.get(kind):
                    self.by_id.setdefault((kind, str(values[kind])), set()).add(pid)
            if values.get("birth_date"):
                same_name = self.by_name[name_key(player.name)]
                same_name[:] = [(p, player.birth_date if p == pid else b) for p, b in same_name]

    def match(self, record: PlayerRecord) -> Match:
        for kind in MEMBER_IDS:  # a member number matches first
            value = getattr(record, kind)
            members = self.by_id.get((kind, str(value)), set()) if value else set()
            if len(members) == 1:
                return self._matched(record, BY_ID, next(iter(members)))
        found: set[int] = set()
        for kind in ID_FIELDS:
            value = getattr(record, kind)
            if value:
                found |= self.by_id.get((kind, str(value)), set())
        found = {pid for pid in found if not self._other_member(record, pid)}
        if len(found) == 1:
            return self._matched(record, BY_ID, found.pop())
        if len(found) > 1:
            return Match(record.ref, record.name, AMBIGUOUS, candidates=sorted(found))
        same_name = self.by_name.get(name_key(record.name), [])
        if record.birth_date is not None:
            birth = record.birth_date.isoformat()
            same_name = [(pid, b) for pid, b in same_name if not self._other_member(record, pid)]
            exact = [pid for pid, b in same_name if b == birth]
            if not exact:  # a date known to its year only is written 1 January (TRF "1978", a FIDE list's year)
                exact = [pid for pid, b in same_name if b and _same_year_one_undated(birth, b)]
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

    def _other_member(self, record: PlayerRecord, pid: int) -> bool:
        """A club player with another member number of the same federation is another person."""
        row = self.rows[pid]
        return any(getattr(record, k) and getattr(row, k) and str(getattr(row, k)) != str(getattr(record, k))
                   for k in MEMBER_IDS)

    def _ids_conflict(self, record: PlayerRecord, pid: int) -> bool:
        """A same-named player whose federation id differs from the file's is someone else."""
        row = self.rows[pid]
        return any(getattr(record, k) and getattr(row, k) and str(getattr(row, k)) != str(getattr(record, k))
                   for k in ID_FIELDS)

    def _matched(self, record: PlayerRecord, how: str, pid: int) -> Match:
        row, new = self.rows[pid], _record_player(record)
        filled = {k: getattr(new, k) for k in FILLABLE if getattr(new, k) and not getattr(row, k)}
        return Match(record.ref, record.name, how, pid, filled=filled)


def _same_year_one_undated(one: str, other: str) -> bool:
    """Whether two birth dates (YYYY-MM-DD) can be one: the same year, one of them on 1 January, which is how a
    date known to its year only is written (a TRF's "1978", the year of a FIDE list)."""
    return one[:4] == other[:4] and "01-01" in (one[5:10], other[5:10])


def create_player(db: sqlite_utils.Database, record: PlayerRecord, index: PlayerIndex | None = None) -> int:
    player = _record_player(record)
    cursor = db.execute(f"INSERT INTO players ({', '.join(EDITABLE)}) VALUES ({', '.join('?' for _ in EDITABLE)})",
                        list(player.values().values()))
    pid = inserted_id(cursor)
    if index is not None:
        index.add(replace(player, id=pid))
    return pid


def fill_player(db: sqlite_utils.Database, pid: int, values: dict[str, Value]) -> None:
    """Fields a file adds to a player (``Match.filled``), inside the import's write."""
    unknown = set(values) - set(EDITABLE)
    if unknown:  # the names become SQL: only the players' own columns
        raise StoreError("unknown player fields: {fields}", fields=", ".join(sorted(unknown)))
    if values:
        assignments = ", ".join(f"{k} = ?" for k in values)
        db.execute(f"UPDATE players SET {assignments} WHERE id = ?", [*values.values(), pid])


# --- reading ------------------------------------------------------------------------------------------


class SystemRating(NamedTuple):
    """A player's current rating in one system."""

    rating: int | None
    games: int
    provisional: int | None = None  # the Belgian provisional rating, before enough games
    modes: int = 0  # Diplomacy: the game modes he is rated in

    def to_json(self) -> dict[str, int | None]:
        """As ``elodesk players --json`` prints it."""
        out: dict[str, int | None] = {"rating": self.rating, "games": self.games}
        if self.provisional is not None:
            out["provisional_rating"] = self.provisional
        return out


def _system_rating(rating: int | None, games: int, state: str) -> SystemRating:
    values = json.loads(state)
    return SystemRating(rating, games, values.get("provisional_rating"), len(values.get("ratings") or ()))


@dataclass(slots=True)
class ListedPlayer:
    """A player in the club's list, with his current rating in each system he has one in."""

    id: int
    name: str
    club: str | None
    ratings: dict[str, SystemRating] = field(default_factory=dict)

    def rating_in(self, system: str) -> int | None:
        found = self.ratings.get(system)
        return None if found is None else found.rating


def list_players(db: sqlite_utils.Database, system: str | None = None) -> list[ListedPlayer]:
    """Every player (only those rated in ``system`` if given) with his current ratings, by name."""
    players = {pid: ListedPlayer(pid, name, club) for pid, name, club in
               db.execute("SELECT id, name, club FROM players ORDER BY name COLLATE NOCASE, id")}
    query = "SELECT player_id, system, rating, games, state FROM ratings"
    args: list[str] = []
    if system is not None:
        query += " WHERE system = ?"
        args.append(system)
    for pid, sys_id, rating, games, state in db.execute(query, args):
        players[pid].ratings[sys_id] = _system_rating(rating, games, state)
    out = list(players.values())
    if system is not None:
        out = [p for p in out if system in p.ratings]
    return out


def get_player(db: sqlite_utils.Database, player_id: int) -> Player:
    """A player's record, for the edit and merge dialogs."""
    row = db.execute(f"SELECT {_COLUMNS} FROM players WHERE id = ?", [player_id]).fetchone()
    if row is None:
        raise StoreError("no player {player}", player=player_id)
    return Player(*row)


def player_systems(db: sqlite_utils.Database, player_id: int) -> dict[str, SystemRating]:
    """A player's current rating in each system he has one in."""
    rows = db.execute("SELECT system, rating, games, state FROM ratings WHERE player_id = ? ORDER BY system",
                      [player_id])
    return {system: _system_rating(rating, games, state) for system, rating, games, state in rows}


def player_names(db: sqlite_utils.Database, ids: Iterable[int]) -> dict[int, str]:
    """Names of some players (an import's candidates), by id."""
    return _column_of(db, ids, "name")


def player_fide_ids(db: sqlite_utils.Database, ids: Iterable[int]) -> dict[int, str]:
    """FIDE ids of some players (a FIDE rating report's), by id; players without one are left out."""
    return {pid: fide_id for pid, fide_id in _column_of(db, ids, "fide_id").items() if fide_id}


def _column_of(db: sqlite_utils.Database, ids: Iterable[int], column: str) -> dict[int, Any]:
    """One column of some players by id, read in chunks (SQLite's limit on parameters)."""
    values: dict[int, Any] = {}
    for chunk in chunks(sorted(set(ids))):
        values.update(db.execute(f"SELECT id, {column} FROM players WHERE id IN ({', '.join('?' for _ in chunk)})",
                                 chunk).fetchall())
    return values


def club_names(db: sqlite_utils.Database) -> list[str]:
    """The clubs players belong to, for completion."""
    rows = db.execute("SELECT DISTINCT club FROM players WHERE club IS NOT NULL AND club != '' "
                      "ORDER BY club COLLATE NOCASE")
    return [r[0] for r in rows]


def players_with_id(db: sqlite_utils.Database, kind: str, value: str, exclude: int | None = None) -> list[int]:
    """Other players holding the same federation id (a sign of a double record to merge)."""
    if kind not in ID_FIELDS:
        raise ValueError(kind)
    rows = db.execute(f"SELECT id FROM players WHERE {kind} = ? AND id IS NOT ? ORDER BY id", [value, exclude])
    return [r[0] for r in rows]


def player_identities(db: sqlite_utils.Database, player_id: int | None = None) -> dict[int, Player]:
    """Players' records by id (one player, or all): the record card and the ranking categories read them."""
    sql = f"SELECT {_COLUMNS} FROM players"
    rows = db.execute(sql + " WHERE id = ?", [player_id]) if player_id is not None else db.execute(sql)
    return {row[-1]: Player(*row) for row in rows}  # the id is the last column


def player_ratings(db: sqlite_utils.Database, player_id: int) -> dict[str, ContractState]:
    """A player's current state in each system he has one, by system (its rating and games: the state's,
    ``reports.history.rating_view``)."""
    return {system: json.loads(state)
            for system, state in db.execute("SELECT system, state FROM ratings WHERE player_id = ?", [player_id])}
