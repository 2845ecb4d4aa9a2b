"""The players table of the window: every player with his current ratings, in one query.

A tuple per player, so that a federation's 60,000 load fast; a worker reads them in
batches (``players_table_batches``), the Players page on the UI thread in one go.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import sqlite_utils

from elodesk.core.systems import BATTLE, INTERNATIONAL, NATIONAL
from elodesk.store.event_systems import systems_of


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


_TABLE_QUERY = """
    SELECT p.id, p.name, p.birth_date, p.sex, p.club, p.federation, p.fide_id, p.frbe_id, p.ffe_id,
      p.fide_rating, p.is_foreign, p.is_member,
      fr.rating, CASE WHEN fr.rating IS NULL THEN json_extract(fr.state, '$.provisional_rating') END, fr.games,
      ff.rating, be.rating, be.games, json_extract(fi.state, '$.standard.rating'),
      json_extract(fi.state, '$.rapid.rating'), json_extract(fi.state, '$.blitz.rating'),
      ',' || COALESCE((SELECT group_concat(s.system, ',') FROM ratings s WHERE s.player_id = p.id), '') || ','
    FROM players p
      LEFT JOIN ratings fr ON fr.player_id = p.id AND fr.system = ?
      LEFT JOIN ratings ff ON ff.player_id = p.id AND ff.system = ?
      LEFT JOIN ratings be ON be.player_id = p.id AND be.system = ?
      LEFT JOIN ratings fi ON fi.player_id = p.id AND fi.system = ?
    ORDER BY p.id"""
# The systems of the table's rating columns: Belgium's and France's lists, the battles', FIDE's.
_TABLE_SYSTEMS = (NATIONAL["BEL"], NATIONAL["FRA"], systems_of(BATTLE)[0], INTERNATIONAL)


def players_table(db: sqlite_utils.Database) -> list[PlayerRow]:
    """Every player with his current Belgian, French, Bataille Empire and FIDE ratings, in one query."""
    return list(map(PlayerRow._make, db.execute(_TABLE_QUERY, _TABLE_SYSTEMS).fetchall()))


def players_table_batches(db: sqlite_utils.Database, size: int = 5_000) -> Iterator[list[PlayerRow]]:
    """The same rows, ``size`` at a time (a worker reading a federation's players pauses between batches)."""
    cursor = db.execute(_TABLE_QUERY, _TABLE_SYSTEMS)
    while batch := cursor.fetchmany(size):
        yield list(map(PlayerRow._make, batch))
