"""The audit log: every import, apply, undo and manual edit, with what it did."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, NamedTuple

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


class AuditEntry(NamedTuple):
    """One action of the log; ``detail`` is what ``log`` was given (its own fields per action)."""

    id: int
    at: str
    action: str
    detail: Mapping[str, Any]


def entries(db: sqlite_utils.Database, limit: int = 100) -> list[AuditEntry]:
    """The latest actions, newest first."""
    rows = db.execute("SELECT id, at, action, detail FROM audit ORDER BY id DESC LIMIT ?", [limit])
    return [AuditEntry(r[0], r[1], r[2], json.loads(r[3])) for r in rows]
