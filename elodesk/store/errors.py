"""The error the club database raises for a refusal the user can act on."""

from __future__ import annotations


class StoreError(Exception):
    """A database operation refused for a reason the user can act on (one sentence)."""
