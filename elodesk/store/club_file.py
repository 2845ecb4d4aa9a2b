"""Is this file a club database this elodesk may write? Checked before anything is written.

``open_db`` calls :func:`check_club_file` on the bare connection, before its pragmas (WAL
would already change another program's file) and its migrations. Refused, naming what is
wrong: a 0-byte file not being made a new club; an SQLite file of another program (tables,
but no elodesk mark); a club of a newer elodesk (a higher ``user_version``, or migrations this
one does not know).

The marks, set by :func:`mark_schema` in the migrations' write: ``application_id``
(``ELOD``) says the file is a club, ``user_version`` how many migrations made its schema.
The versions before the repair (m007) read neither: they look only for their migrations
under the set name ``elodesk``. So the set is renamed (:data:`MIGRATIONS` is ``elodesk-2``;
:func:`adopt_first_set` moves an older database's rows): an older elodesk opening an
upgraded file finds none of its migrations applied, runs its first one, whose first
``CREATE TABLE settings`` fails at once, and writes nothing.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import sqlite_utils

from elodesk.store.errors import StoreError
from elodesk.store.migrations import FIRST_SET, MIGRATIONS

APPLICATION_ID = 0x454C4F44  # "ELOD"
MIGRATIONS_TABLE = MIGRATIONS.migrations_table
SHOWN_TABLES = 5  # the tables a refusal names, of another program's file


def known_migrations() -> list[str]:
    """The names of this elodesk's migrations, in order (their number is the schema version)."""
    return [migration.name for migration in MIGRATIONS._migrations]  # sqlite-utils lists them nowhere else


def schema_version() -> int:
    return len(known_migrations())


def check_club_file(conn: sqlite3.Connection, path: Path, *, new: bool) -> None:
    """Refuse a file that is not a club this elodesk may write (see the module); read-only.

    ``new``: the caller makes a new club there (the file did not exist, File ▸ New, the demo),
    so an empty file is welcome.
    """
    tables = [row[0] for row in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    if not tables:
        if not new and path.exists() and path.stat().st_size == 0:
            raise StoreError("{path} is an empty file (0 bytes), not a club database: nothing was written to it; "
                             "a new club is made with File > New or in a file that does not exist yet",
                             path=str(path))
        return  # a new club, or one whose making stopped before its first table
    applied = _applied(conn) if MIGRATIONS_TABLE in tables else {}
    marked = conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    if not marked and FIRST_SET not in applied and MIGRATIONS.name not in applied:
        raise StoreError("{path} is an SQLite database of another program (tables {tables}), not an elodesk club "
                         "database: nothing was written to it", path=str(path),
                         tables=", ".join(tables[:SHOWN_TABLES]) + (", …" if len(tables) > SHOWN_TABLES else ""))
    version, ours = conn.execute("PRAGMA user_version").fetchone()[0], schema_version()
    if version > ours:
        raise StoreError("{path} was made by a newer elodesk (schema version {version}; this elodesk knows up to "
                         "{ours}): nothing was written to it; open it with that version or a newer one",
                         path=str(path), version=version, ours=ours)
    ours_sets, known = (FIRST_SET, MIGRATIONS.name), set(known_migrations())
    unknown = [name for set_name in ours_sets for name in applied.get(set_name, ()) if name not in known]
    unknown += [set_name for set_name in applied if set_name.startswith("elodesk") and set_name not in ours_sets]
    if unknown:
        raise StoreError("{path} was changed by a newer elodesk (steps {names}, unknown to this one): nothing was "
                         "written to it; open it with that version or a newer one",
                         path=str(path), names=", ".join(unknown))


def _applied(conn: sqlite3.Connection) -> dict[str, list[str]]:
    """The migrations recorded in the file, by set name."""
    applied: dict[str, list[str]] = {}
    for migration_set, name in conn.execute(f"SELECT migration_set, name FROM {MIGRATIONS_TABLE} ORDER BY rowid"):
        applied.setdefault(migration_set, []).append(name)
    return applied


def adopt_first_set(db: sqlite_utils.Database) -> None:
    """Move a database's migrations from the first set name to today's (inside the migrations' write)."""
    if db[MIGRATIONS_TABLE].exists():
        db.execute(f"UPDATE {MIGRATIONS_TABLE} SET migration_set = ? WHERE migration_set = ?",
                   [MIGRATIONS.name, FIRST_SET])


def mark_schema(db: sqlite_utils.Database) -> None:
    """Mark the file as a club of this schema version (inside the migrations' write)."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {schema_version()}")
