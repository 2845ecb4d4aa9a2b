"""The error the club database raises for a refusal the user can act on."""

from __future__ import annotations

from elodesk.refusal import TemplateRefusal


class StoreError(TemplateRefusal):
    """A database operation refused for a reason the user can act on (one sentence)."""
