"""Club settings kept in the database (window state lives in QSettings, not here)."""

from __future__ import annotations

import sqlite_utils

CLUB_NAME = "club_name"
DEFAULT_CHESS_SYSTEM = "default_chess_system"

DEFAULTS = {CLUB_NAME: "", DEFAULT_CHESS_SYSTEM: "frbe"}


def get_setting(db: sqlite_utils.Database, key: str) -> str:
    row = db.execute("SELECT value FROM settings WHERE key = ?", [key]).fetchone()
    return row[0] if row else DEFAULTS.get(key, "")


def set_setting(db: sqlite_utils.Database, key: str, value: str) -> None:
    db.execute("INSERT INTO settings (key, value) VALUES (?, ?) "
               "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [key, value])
