"""The audit log: every import, apply, undo and manual edit, with what it did."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import sqlite_utils

IMPORT = "import"
APPLY = "apply"
UNDO = "undo"
EDIT = "edit"
DEMO = "demo"


def log(db: sqlite_utils.Database, action: str, **detail: Any) -> None:
    """Record an action (inside the caller's transaction, so it lands with the change)."""
    db.execute("INSERT INTO audit (at, action, detail) VALUES (?, ?, ?)",
               [datetime.now(UTC).isoformat(timespec="seconds"), action,
                json.dumps(detail, ensure_ascii=False, default=str)])


def entries(db: sqlite_utils.Database, limit: int = 100) -> list[dict[str, Any]]:
    rows = db.execute("SELECT id, at, action, detail FROM audit ORDER BY id DESC LIMIT ?", [limit])
    return [{"id": r[0], "at": r[1], "action": r[2], "detail": json.loads(r[3])} for r in rows]
