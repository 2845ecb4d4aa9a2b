"""Opening the club database: file location, pragmas, migrations, backups."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlite_utils
from platformdirs import user_data_dir

from elodesk.store.errors import StoreError
from elodesk.store.migrations import MIGRATIONS

APP_NAME = "elodesk"
EXTENSION = ".elodesk"


def default_path() -> Path:
    """The club database in the user's data directory (created on first use)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / f"club{EXTENSION}"


def open_db(path: str | Path, *, create: bool = True) -> sqlite_utils.Database:
    """Open (or create) a club database and bring its schema up to date."""
    path = Path(path)
    if not path.exists():
        if not create:
            raise StoreError(f"{path}: no such database")
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        conn = sqlite3.connect(str(path))
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        db = sqlite_utils.Database(conn)
        MIGRATIONS.apply(db)
    except sqlite3.DatabaseError as exc:
        raise StoreError(f"{path}: not an elodesk database ({exc})") from None
    return db


def fetch_rows(db: sqlite_utils.Database, sql: str, args: list[Any]) -> list[dict[str, Any]]:
    """A query's rows as dicts keyed by column name."""
    cursor = db.execute(sql, args)
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor]


# SQLite's limit on bound parameters is 999 in older builds: long id lists are sent in pieces.
CHUNK = 900


def chunks(values: list[Any]) -> Iterator[list[Any]]:
    """``values`` in pieces small enough for an ``IN (?, ?, …)`` clause."""
    for start in range(0, len(values), CHUNK):
        yield values[start:start + CHUNK]


def database_path(db: sqlite_utils.Database) -> Path:
    row = db.execute("PRAGMA database_list").fetchone()
    return Path(row[2])


def backup(db: sqlite_utils.Database, label: str) -> Path:
    """Copy the whole database, consistently, next to it: ``<name>.<label>-<timestamp>.bak``."""
    source = database_path(db)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = source.with_name(f"{source.name}.{label}-{stamp}.bak")
    dest = sqlite3.connect(str(target))
    try:
        db.conn.backup(dest)
    finally:
        dest.close()
    return target


def dump(db: sqlite_utils.Database, *, skip: tuple[str, ...] = ("audit",)) -> str:
    """The SQL text of the club data, for comparisons (the audit log left out by default)."""
    lines = []
    skipping = False
    for line in db.conn.iterdump():
        if line.startswith(("CREATE TABLE", "INSERT INTO")):
            name = line.split('"')[1] if '"' in line.split("(")[0] else line.split()[2]
            skipping = name in skip
        if not skipping:
            lines.append(line)
    return "\n".join(lines)


def database_counts(db: sqlite_utils.Database) -> tuple[int, int]:
    """How many players and events the club database holds (for the status bar)."""
    players = db.execute("SELECT COUNT(*) FROM players").fetchone()[0]
    events = db.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    return players, events
