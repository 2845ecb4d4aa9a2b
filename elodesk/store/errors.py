"""The error the club database raises for a refusal the user can act on."""

from __future__ import annotations

from elodesk.refusal import TemplateRefusal


class StoreError(TemplateRefusal):
    """A database operation refused for a reason the user can act on (one sentence)."""


class DatabaseUnusable(StoreError):
    """The club file is out of reach, not a database or damaged: the connection that met it writes
    nothing more (``store.db.write`` refuses) until the file is opened again."""


class DatabaseDamaged(DatabaseUnusable):
    """The club file is not a database or is damaged: the window offers the backups beside it."""
