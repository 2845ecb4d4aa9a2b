"""Edits of a compute document for the malformed-input tests: set or remove one field by its path."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Edit = Callable[[dict[str, Any]], None]


def _parent(doc: dict[str, Any], path: Sequence[Any]) -> Any:
    target: Any = doc
    for key in path[:-1]:
        target = target[key]
    return target


def set_field(path: Sequence[Any], value: Any) -> Edit:
    """An edit that puts ``value`` at ``path`` (keys and list indices)."""
    def edit(doc: dict[str, Any]) -> None:
        _parent(doc, path)[path[-1]] = value
    return edit


def drop_field(path: Sequence[Any]) -> Edit:
    """An edit that removes the field at ``path``."""
    def edit(doc: dict[str, Any]) -> None:
        del _parent(doc, path)[path[-1]]
    return edit
