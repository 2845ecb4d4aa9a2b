"""Merging two records of one person: every reference moves to the kept one, undone exactly.

Two records are two people when they appear together (one game, one round, one
battle, one Diplomacy game): such a merge is refused, and the dialog says where.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import sqlite_utils

from elodesk.store import audit
from elodesk.store.db import chunks, write
from elodesk.store.errors import StoreError
from elodesk.store.player_edits import checked, references
from elodesk.store.players import EDITABLE, Player, Value, get_player

_ALL = ("id", *EDITABLE)  # every column of players

# Conflicts that make a merge impossible (the two records are two people).
SAME_GAME = "game"  # they played each other (chess)
SAME_ROUND = "round"  # both played (or had a bye) in the same round of a chess event
SAME_BATTLE = "battle"  # both generals in one battle
SAME_DIPLOMACY_GAME = "board"  # both powers on one Diplomacy board


@dataclass(slots=True, frozen=True)
class MergeConflict:
    """Why two records cannot be one person: where both appear at once."""

    kind: str  # SAME_GAME, SAME_ROUND, SAME_BATTLE, SAME_DIPLOMACY_GAME
    event_id: int
    event_name: str
    round: int | None = None
    game: str | None = None  # the Diplomacy game's reference


class RemovedRows(NamedTuple):
    """Rows of one table a merge removed (the kept player had their like), each with its rowid first."""

    table: str
    columns: tuple[str, ...]
    rows: list[tuple[Value, ...]]

    def column(self, name: str) -> list[Value]:
        at = self.columns.index(name)
        return [row[at] for row in self.rows]


@dataclass(slots=True)
class MergeUndo:
    """Everything a merge changed, so that undoing it restores the database exactly."""

    keep_id: int
    drop_id: int
    kept_before: Player  # the kept player's record as it was
    dropped: Player  # the dropped player's record
    moved: dict[str, list[int]] = field(default_factory=dict)  # "table.column" -> rowids now on the kept player
    deleted: list[RemovedRows] = field(default_factory=list)
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
    # Only the two players' seats are joined (not a million games' with themselves: 1.8 s on a federation).
    seated = """WITH seated AS (
                  SELECT event_id, round, white_id AS pid FROM chess_games WHERE white_id IN (:a, :b) UNION ALL
                  SELECT event_id, round, black_id FROM chess_games WHERE black_id IN (:a, :b) UNION ALL
                  SELECT event_id, round, player_id FROM byes WHERE player_id IN (:a, :b))"""
    for event_id, name, rnd in db.execute(
            f"{seated} SELECT DISTINCT e.id, e.name, s1.round FROM seated s1 JOIN seated s2 "
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


def merge_players(db: sqlite_utils.Database, keep_id: int, drop_id: int, merged: Player | None = None) -> MergeUndo:
    """Make two records of one person one: ``keep_id`` takes every reference to ``drop_id``, and the
    fields of ``merged`` (the kept record with the values chosen from either; None: as it is).

    Where both have a rating state in a system (or an entry in the same event), the kept
    player's stays and the dropped one's is removed (listed in ``discarded_ratings``).
    One transaction, with an audit entry; :func:`undo_merge` restores everything exactly.
    """
    if keep_id == drop_id:
        raise StoreError("a player cannot be merged with himself")
    with write(db, f"merge players {keep_id} and {drop_id}"):
        kept = get_player(db, keep_id)
        dropped = get_player(db, drop_id)
        new = kept if merged is None else merged
        changed = {k: v for k, v in new.values().items() if v != getattr(kept, k)}
        changed = checked(new, changed).values(changed)
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
        undo = MergeUndo(keep_id, drop_id, kept, dropped)
        for table, column in references(db):
            key = _UNIQUE_PER_PLAYER.get(table)
            if key is not None:
                rows = db.execute(
                    f'SELECT rowid, * FROM "{table}" WHERE "{column}" = ? AND "{key}" IN '
                    f'(SELECT "{key}" FROM "{table}" WHERE "{column}" = ?) ORDER BY rowid',
                    [drop_id, keep_id])
                lost = RemovedRows(table, tuple(c[0] for c in rows.description), rows.fetchall())
                if lost.rows:
                    undo.deleted.append(lost)
                    db.execute(f'DELETE FROM "{table}" WHERE rowid IN ({", ".join("?" for _ in lost.rows)})',
                               lost.column("rowid"))
                    if table == "ratings":
                        undo.discarded_ratings = [str(s) for s in lost.column("system")]
            moved = [r[0] for r in db.execute(f'SELECT rowid FROM "{table}" WHERE "{column}" = ? ORDER BY rowid',
                                              [drop_id])]
            if moved:
                undo.moved[f"{table}.{column}"] = moved
                db.execute(f'UPDATE "{table}" SET "{column}" = ? WHERE "{column}" = ?', [keep_id, drop_id])
        db.execute("DELETE FROM players WHERE id = ?", [drop_id])
        if changed:
            db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in changed)} WHERE id = ?",
                       [*changed.values(), keep_id])
        audit.log(db, audit.EDIT, op="merge_players", keep=keep_id, drop=drop_id, dropped=dropped.values(_ALL),
                  fields=changed, moved={k: len(v) for k, v in undo.moved.items()},
                  discarded_ratings=undo.discarded_ratings)
    return undo


def undo_merge(db: sqlite_utils.Database, undo: MergeUndo) -> None:
    """Put back the dropped player, his references, the removed rows and the kept player's fields."""
    with write(db, f"undo the merge of players {undo.keep_id} and {undo.drop_id}"):
        db.execute(f"INSERT INTO players ({', '.join(_ALL)}) VALUES ({', '.join('?' for _ in _ALL)})",
                   list(undo.dropped.values(_ALL).values()))
        for where, rowids in undo.moved.items():
            table, column = where.split(".", 1)
            for chunk in chunks(rowids):
                db.execute(f'UPDATE "{table}" SET "{column}" = ? WHERE rowid IN ({", ".join("?" for _ in chunk)})',
                           [undo.drop_id, *chunk])
        for removed in undo.deleted:
            columns = ", ".join(f'"{c}"' for c in removed.columns)
            db.conn.executemany(f'INSERT INTO "{removed.table}" ({columns}) '
                           f'VALUES ({", ".join("?" for _ in removed.columns)})', removed.rows)
        db.execute(f"UPDATE players SET {', '.join(f'{k} = ?' for k in EDITABLE)} WHERE id = ?",
                   [*undo.kept_before.values().values(), undo.keep_id])
        audit.log(db, audit.EDIT, op="undo_merge", keep=undo.keep_id, drop=undo.drop_id)
