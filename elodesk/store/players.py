"""Players: finding the club's record of a person a file names, creating, listing.

A file's player is matched by a federation id first (FIDE, Belgian matricule,
French licence), then by name and birth date. When several club players could
be the same person, the match is ambiguous: a new record is made and the
candidates are reported, never merged silently.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

import sqlite_utils

from elodesk.formats.records import PlayerRecord
from elodesk.store import audit
from elodesk.store.db import chunks, write
from elodesk.store.errors import StoreError

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


# --- the players table of the application, and manual edits ------------------------------------

# Fields a user may edit on a player record (the dialog's fields, and merge winners).
EDITABLE = ("name", "birth_date", "sex", "club", "federation", "title", "fide_id", "frbe_id", "ffe_id",
            "fide_rating", "is_foreign", "is_member")
# Field checks: what each federation id looks like.
_CHECKS = {
    "federation": re.compile(r"[A-Z]{3}"),
    "fide_id": re.compile(r"[0-9]{1,10}"),
    "frbe_id": re.compile(r"[0-9]{4,5}"),
    "ffe_id": re.compile(r"[A-Z][0-9]{5}"),
}
# Problems :func:`check_player` reports (the interface phrases them).
REQUIRED = "required"
BAD_FORMAT = "format"
_MARKS = re.compile(r"[\u0300-\u036f]")


class PlayerRow(NamedTuple):
    """One line of the players table: the record and its current ratings (a tuple: 60,000 load fast)."""

    id: int
    name: str
    birth_date: str | None
    sex: str | None
    club: str | None
    federation: str | None
    fide_id: str | None
    frbe_id: str | None
    ffe_id: str | None
    fide_rating: int | None
    is_foreign: int
    is_member: int
    frbe_rating: int | None
    frbe_provisional: int | None
    frbe_games: int | None
    ffe_rating: int | None
    be_rating: int | None
    be_games: int | None
    fide_standard: int | None  # the club's FIDE ratings, one per list (store.ratings)
    fide_rapid: int | None
    fide_blitz: int | None
    systems: str  # ",frbe,ffe,": every system he has a state in, comma-delimited on both sides


def search_key(text: str) -> str:
    """Text for searching: lower case, accents removed (é, ç → e, c), any script kept."""
    if text.isascii():
        return text.lower()
    return _MARKS.sub("", unicodedata.normalize("NFD", text)).casefold()


_TABLE_QUERY = """
    SELECT p.id, p.name, p.birth_date, p.sex, p.club, p.federation, p.fide_id, p.frbe_id, p.ffe_id,
      p.fide_rating, p.is_foreign, p.is_member,
      fr.rating, CASE WHEN fr.rating IS NULL THEN json_extract(fr.state, '$.provisional_rating') END, fr.games,
      ff.rating, be.rating, be.games, json_extract(fi.state, '$.standard.rating'),
      json_extract(fi.state, '$.rapid.rating'), json_extract(fi.state, '$.blitz.rating'),
      ',' || COALESCE((SELECT group_concat(s.system, ',') FROM ratings s WHERE s.player_id = p.id), '') || ','
    FROM players p
      LEFT JOIN ratings fr ON fr.player_id = p.id AND fr.system = 'frbe'
      LEFT JOIN ratings ff ON ff.player_id = p.id AND ff.system = 'ffe'
      LEFT JOIN ratings be ON be.player_id = p.id AND be.system = 'bataille-empire'
      LEFT JOIN ratings fi ON fi.player_id = p.id AND fi.system = 'fide'
    ORDER BY p.id"""


def players_table(db: sqlite_utils.Database) -> list[PlayerRow]:
    """Every player with his current Belgian, French, Bataille Empire and FIDE ratings, in one query."""
    return list(map(PlayerRow._make, db.execute(_TABLE_QUERY).fetchall()))


def players_table_batches(db: sqlite_utils.Database, size: int = 5_000) -> Iterator[list[PlayerRow]]:
    """The same rows, ``size`` at a time (a worker reading a federation's players pauses between batches)."""
    cursor = db.execute(_TABLE_QUERY)
    while batch := cursor.fetchmany(size):
        yield list(map(PlayerRow._make, batch))


def get_player(db: sqlite_utils.Database, player_id: int) -> dict[str, Any]:
    """A player's record (every column), for the edit and merge dialogs."""
    cursor = db.execute("SELECT * FROM players WHERE id = ?", [player_id])
    row = cursor.fetchone()
    if row is None:
        raise StoreError("no player {player}", player=player_id)
    return dict(zip([c[0] for c in cursor.description], row, strict=True))


def player_names(db: sqlite_utils.Database, ids: Iterable[int]) -> dict[int, str]:
    """Names of some players (an import's candidates), by id."""
    names: dict[int, str] = {}
    for chunk in chunks(sorted(set(ids))):
        names.update(db.execute(f"SELECT id, name FROM players WHERE id IN ({', '.join('?' for _ in chunk)})",
                                chunk).fetchall())
    return names


def player_states(db: sqlite_utils.Database, player_id: int) -> dict[str, dict[str, Any]]:
    """A player's current state in each system he has one in."""
    rows = db.execute("SELECT system, state FROM ratings WHERE player_id = ? ORDER BY system", [player_id])
    return {system: json.loads(state) for system, state in rows}


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


def clean_player(fields: dict[str, Any]) -> dict[str, Any]:
    """Fields as stored: text stripped, empty text as NULL, codes upper-cased, flags as 0/1."""
    unknown = set(fields) - set(EDITABLE)
    if unknown:
        raise StoreError("unknown player fields: {fields}", fields=", ".join(sorted(unknown)))
    out: dict[str, Any] = {}
    for key, value in fields.items():
        if isinstance(value, str):
            value = value.strip() or None
            if value is not None and key in ("federation", "ffe_id", "sex", "title"):
                value = value.upper()
        if key in ("is_foreign", "is_member"):
            value = int(bool(value))
        if key == "fide_rating" and value in (0, None):
            value = None
        out[key] = value
    return out


def check_player(fields: dict[str, Any]) -> dict[str, str]:
    """What is wrong with (cleaned) player fields: field -> REQUIRED or BAD_FORMAT; empty when all is well."""
    problems: dict[str, str] = {}
    if "name" in fields:
        name = fields["name"] or ""
        if not name.strip():
            problems["name"] = REQUIRED
        elif "," in name and not all(part.strip() for part in name.split(",", 1)):
            problems["name"] = BAD_FORMAT
    birth = fields.get("birth_date")
    if birth is not None:
        try:
            date.fromisoformat(birth)
        except (TypeError, ValueError):
            problems["birth_date"] = BAD_FORMAT
    if fields.get("sex") not in (None, "M", "F"):
        problems["sex"] = BAD_FORMAT
    for key, pattern in _CHECKS.items():
        value = fields.get(key)
        if value is not None and not pattern.fullmatch(str(value)):
            problems[key] = BAD_FORMAT
    rating = fields.get("fide_rating")
    if rating is not None and not (isinstance(rating, int) and 0 < rating < 4000):
        problems["fide_rating"] = BAD_FORMAT
    return problems


def _checked(fields: dict[str, Any]) -> dict[str, Any]:
    values = clean_player(fields)
    problems = check_player(values)
    if problems:
        raise StoreError("invalid player fields: {problems}",
                         problems=", ".join(f"{k} ({v})" for k, v in sorted(problems.items())))
    return values


def add_player(db: sqlite_utils.Database, fields: dict[str, Any], player_id: int | None = None) -> int:
    """Create a player by hand (``player_id`` given when redoing an undone creation); returns his id."""
    values = _checked(fields)
    if not values.get("name"):
        raise StoreError("a player needs a name")
    columns = ["id", *values] if player_id is not None else list(values)
    args = [player_id, *values.values()] if player_id is not None else list(values.values())
    with write(db, "add a player"):
        taken = db.execute("SELECT name FROM players WHERE id = ?", [player_id]).fetchone()
        if taken is not None:
            raise StoreError("player {player} cannot be made again: the number is now {name}'s",
                             player=player_id, name=taken[0])
        cursor = db.execute(f"INSERT INTO players ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                            args)
        pid = int(cursor.lastrowid)
        audit.log(db, audit.EDIT, op="add_player", player=pid, after=values)
    return pid


def update_player(db: sqlite_utils.Database, player_id: int, fields: dict[str, Any], *,
                  validate: bool = True) -> dict[str, Any]:
    """Change some fields of a player; returns their values before (what undoing writes back).

    Undoing passes ``validate=False``: the values written back are the stored ones, whatever they were.
    """
    if validate:
        values = _checked(fields)
    else:
        clean_player(fields)  # refuses unknown fields
        values = dict(fields)
    with write(db, f"edit player {player_id}"):
        before = get_player(db, player_id)
        old = {k: before[k] for k in values}
        changed = {k: v for k, v in values.items() if v != old[k]}
        if changed:
            db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in changed)} WHERE id = ?",
                       [*changed.values(), player_id])
            audit.log(db, audit.EDIT, op="update_player", player=player_id,
                      before={k: old[k] for k in changed}, after=changed)
    return old


def _references(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """Every (table, column) that refers to a player, from the schema's foreign keys."""
    refs = []
    for table in db.table_names():
        for fk in db.execute(f'PRAGMA foreign_key_list("{table}")').fetchall():
            if fk[2] == "players":
                refs.append((table, fk[3]))
    return sorted(refs)


def delete_player(db: sqlite_utils.Database, player_id: int) -> dict[str, Any]:
    """Delete a player no event, rating or history refers to (undoing his creation); returns his record."""
    with write(db, f"delete player {player_id}"):
        row = get_player(db, player_id)
        used = [table for table, column in _references(db)
                if db.execute(f'SELECT 1 FROM "{table}" WHERE "{column}" = ? LIMIT 1', [player_id]).fetchone()]
        if used:
            raise StoreError("player {player} ({name}) cannot be deleted: {tables} refer to him", player=player_id,
                             name=row["name"], tables=", ".join(sorted(set(used))))
        db.execute("DELETE FROM players WHERE id = ?", [player_id])
        audit.log(db, audit.EDIT, op="delete_player", player=player_id, before=row)
    return row


# --- merging two records of the same person -----------------------------------------------------

# Conflicts that make a merge impossible (the two records are two people).
SAME_GAME = "game"  # they played each other (chess)
SAME_ROUND = "round"  # both played (or had a bye) in the same round of a chess event
SAME_BATTLE = "battle"  # both generals in one battle
SAME_DIPLOMACY_GAME = "diplomacy"  # both powers in one Diplomacy game


@dataclass(slots=True, frozen=True)
class MergeConflict:
    """Why two records cannot be one person: where both appear at once."""

    kind: str  # SAME_GAME, SAME_ROUND, SAME_BATTLE, SAME_DIPLOMACY_GAME
    event_id: int
    event_name: str
    round: int | None = None
    game: str | None = None  # the Diplomacy game's reference


@dataclass(slots=True)
class MergeUndo:
    """Everything a merge changed, so that undoing it restores the database exactly."""

    keep_id: int
    drop_id: int
    kept_before: dict[str, Any]  # the kept player's fields the merge changed, as they were
    dropped: dict[str, Any]  # the dropped player's whole record
    moved: dict[str, list[int]] = field(default_factory=dict)  # "table.column" -> rowids now on the kept player
    deleted: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # table -> rows (with rowid) removed
    discarded_ratings: list[str] = field(default_factory=list)  # systems where the dropped player's state was lost


def merge_conflicts(db: sqlite_utils.Database, keep_id: int, drop_id: int) -> list[MergeConflict]:
    """Where the two players appear together: in one game, one battle, or the same chess round."""
    args = {"a": keep_id, "b": drop_id}
    conflicts: list[MergeConflict] = []
    for event_id, name, rnd in db.execute(
            "SELECT DISTINCT e.id, e.name, g.round FROM chess_games g JOIN events e ON e.id = g.event_id "
            "WHERE (g.white_id = :a AND g.black_id = :b) OR (g.white_id = :b AND g.black_id = :a) "
            "ORDER BY e.id, g.round", args):
        conflicts.append(MergeConflict(SAME_GAME, event_id, name, rnd))
    met = {(c.event_id, c.round) for c in conflicts}
    # Both seated in one round (a game each, or a game and a bye): one person plays once a round.
    seated = """SELECT event_id, round, white_id AS pid FROM chess_games UNION ALL
                SELECT event_id, round, black_id FROM chess_games UNION ALL
                SELECT event_id, round, player_id FROM byes"""
    for event_id, name, rnd in db.execute(
            f"SELECT DISTINCT e.id, e.name, s1.round FROM ({seated}) s1 JOIN ({seated}) s2 "
            "ON s1.event_id = s2.event_id AND s1.round = s2.round JOIN events e ON e.id = s1.event_id "
            "WHERE s1.pid = :a AND s2.pid = :b AND s1.round IS NOT NULL ORDER BY e.id, s1.round", args):
        if (event_id, rnd) not in met:
            conflicts.append(MergeConflict(SAME_ROUND, event_id, name, rnd))
    for event_id, name, rnd in db.execute(
            "SELECT DISTINCT e.id, e.name, b.round FROM battle_generals g1 "
            "JOIN battle_generals g2 ON g2.battle_id = g1.battle_id JOIN battles b ON b.id = g1.battle_id "
            "JOIN events e ON e.id = b.event_id WHERE g1.player_id = :a AND g2.player_id = :b "
            "ORDER BY e.id, b.round", args):
        conflicts.append(MergeConflict(SAME_BATTLE, event_id, name, rnd))
    for event_id, name, ref in db.execute(
            "SELECT DISTINCT e.id, e.name, d.ref FROM diplomacy_results r1 "
            "JOIN diplomacy_results r2 ON r2.game_id = r1.game_id JOIN diplomacy_games d ON d.id = r1.game_id "
            "JOIN events e ON e.id = d.event_id WHERE r1.player_id = :a AND r2.player_id = :b "
            "ORDER BY e.id, d.ref", args):
        conflicts.append(MergeConflict(SAME_DIPLOMACY_GAME, event_id, name, game=ref))
    return conflicts


# Tables where the kept player may already hold the row the dropped one would move into:
# the kept player's row stays (his rating state, his entry in an event), the other is removed.
_UNIQUE_PER_PLAYER = {"event_players": "event_id", "ratings": "system"}


def merge_players(db: sqlite_utils.Database, keep_id: int, drop_id: int, fields: dict[str, Any]) -> MergeUndo:
    """Make two records of one person one: ``keep_id`` takes ``fields`` and every reference to ``drop_id``.

    Where both have a rating state in a system (or an entry in the same event), the kept
    player's stays and the dropped one's is removed (listed in ``discarded_ratings``).
    One transaction, with an audit entry; :func:`undo_merge` restores everything exactly.
    """
    if keep_id == drop_id:
        raise StoreError("a player cannot be merged with himself")
    values = _checked(fields)
    with write(db, f"merge players {keep_id} and {drop_id}"):
        kept = get_player(db, keep_id)
        dropped = get_player(db, drop_id)
        conflicts = merge_conflicts(db, keep_id, drop_id)
        if conflicts:
            c = conflicts[0]
            ids = {"keep": keep_id, "drop": drop_id, "event": c.event_id, "name": c.event_name}
            if c.round is not None:
                raise StoreError("players {keep} and {drop} cannot be one person: both played in round {round} "
                                 "of event {event} ({name})", round=c.round, **ids)
            if c.game:
                raise StoreError("players {keep} and {drop} cannot be one person: both played in game {game} "
                                 "of event {event} ({name})", game=c.game, **ids)
            raise StoreError("players {keep} and {drop} cannot be one person: both played in event {event} ({name})",
                             **ids)
        undo = MergeUndo(keep_id, drop_id, {k: kept[k] for k in values}, dropped)
        for table, column in _references(db):
            key = _UNIQUE_PER_PLAYER.get(table)
            if key is not None:
                rows = db.execute(
                    f'SELECT rowid, * FROM "{table}" WHERE "{column}" = ? AND "{key}" IN '
                    f'(SELECT "{key}" FROM "{table}" WHERE "{column}" = ?) ORDER BY rowid',
                    [drop_id, keep_id])
                names = [c[0] for c in rows.description]
                lost = [dict(zip(names, r, strict=True)) for r in rows.fetchall()]
                if lost:
                    undo.deleted[table] = lost
                    db.execute(f'DELETE FROM "{table}" WHERE rowid IN ({", ".join("?" for _ in lost)})',
                               [r["rowid"] for r in lost])
                    if table == "ratings":
                        undo.discarded_ratings = [r["system"] for r in lost]
            moved = [r[0] for r in db.execute(f'SELECT rowid FROM "{table}" WHERE "{column}" = ? ORDER BY rowid',
                                              [drop_id])]
            if moved:
                undo.moved[f"{table}.{column}"] = moved
                db.execute(f'UPDATE "{table}" SET "{column}" = ? WHERE "{column}" = ?', [keep_id, drop_id])
        db.execute("DELETE FROM players WHERE id = ?", [drop_id])
        changed = {k: v for k, v in values.items() if v != kept[k]}
        if changed:
            db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in changed)} WHERE id = ?",
                       [*changed.values(), keep_id])
        audit.log(db, audit.EDIT, op="merge_players", keep=keep_id, drop=drop_id, dropped=dropped,
                  fields=changed, moved={k: len(v) for k, v in undo.moved.items()},
                  discarded_ratings=undo.discarded_ratings)
    return undo


def undo_merge(db: sqlite_utils.Database, undo: MergeUndo) -> None:
    """Put back the dropped player, his references, the removed rows and the kept player's fields."""
    with write(db, f"undo the merge of players {undo.keep_id} and {undo.drop_id}"):
        dropped = undo.dropped
        db.execute(f"INSERT INTO players ({', '.join(dropped)}) VALUES ({', '.join('?' for _ in dropped)})",
                   list(dropped.values()))
        for where, rowids in undo.moved.items():
            table, column = where.split(".", 1)
            for start in range(0, len(rowids), 500):
                chunk = rowids[start:start + 500]
                db.execute(f'UPDATE "{table}" SET "{column}" = ? WHERE rowid IN ({", ".join("?" for _ in chunk)})',
                           [undo.drop_id, *chunk])
        for table, rows in undo.deleted.items():
            for row in rows:
                columns = ", ".join(f'"{c}"' for c in row)
                db.execute(f'INSERT INTO "{table}" ({columns}) VALUES ({", ".join("?" for _ in row)})',
                           list(row.values()))
        if undo.kept_before:
            db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in undo.kept_before)} WHERE id = ?",
                       [*undo.kept_before.values(), undo.keep_id])
        audit.log(db, audit.EDIT, op="undo_merge", keep=undo.keep_id, drop=undo.drop_id)


IDENTITY_FIELDS = ("id", "name", "birth_date", "sex", "club", "federation", "title", "fide_id", "frbe_id", "ffe_id",
                   "fide_rating")


def player_identities(db: sqlite_utils.Database, player_id: int | None = None) -> dict[int, dict[str, Any]]:
    """Players' identity fields by id (one player, or all)."""
    sql = f"SELECT {', '.join(IDENTITY_FIELDS)} FROM players"
    rows = db.execute(sql + " WHERE id = ?", [player_id]) if player_id is not None else db.execute(sql)
    return {row[0]: dict(zip(IDENTITY_FIELDS, row, strict=True)) for row in rows}


def player_ratings(db: sqlite_utils.Database, player_id: int) -> dict[str, dict[str, Any]]:
    """A player's current rating, games and state in each system he has one."""
    return {system: {"rating": rating, "games": games, "state": json.loads(state)}
            for system, rating, games, state in db.execute(
                "SELECT system, rating, games, state FROM ratings WHERE player_id = ?", [player_id])}
