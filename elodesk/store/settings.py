"""Club settings kept in the database (window state lives in QSettings, not here)."""

from __future__ import annotations

import sqlite_utils

from elodesk.core.systems import CHESS_SYSTEMS
from elodesk.store import audit
from elodesk.store.db import write

CLUB_NAME = "club_name"
DEFAULT_CHESS_SYSTEM = "default_chess_system"

DEFAULTS = {CLUB_NAME: "", DEFAULT_CHESS_SYSTEM: CHESS_SYSTEMS[0]}  # the registry's first chess system


def get_setting(db: sqlite_utils.Database, key: str) -> str:
    row = db.execute("SELECT value FROM settings WHERE key = ?", [key]).fetchone()
    return row[0] if row else DEFAULTS.get(key, "")


def set_setting(db: sqlite_utils.Database, key: str, value: str) -> None:
    """One setting, inside the caller's :func:`~elodesk.store.db.write`."""
    db.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
               "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [key, value])


def save_settings(db: sqlite_utils.Database, values: dict[str, str]) -> dict[str, str]:
    """Write club settings in one transaction with an audit entry; return the values they replace."""
    with write(db, "settings"):
        before = {key: get_setting(db, key) for key in values}
        for key, value in values.items():
            set_setting(db, key, value)
        audit.log(db, audit.EDIT, op="settings", before=before, after=values)
    return before
