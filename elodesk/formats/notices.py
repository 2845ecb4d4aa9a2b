"""What a reader tolerated in a file, kept as a template so that it reads in the user's language.

A reader that skips a line or reads an odd value one way says so with a
:class:`Notice`: where (a line number, or a place as written such as
``Parties!F7`` or ``PLAYER.DBF:record 3``), an English template with
``{placeholders}`` and its values — the same shape as a
:class:`~elodesk.formats.errors.FormatError`, so that the templates join the
error catalogue and the edges phrase both alike (``catalogue.describe_notice``).
``str(notice)`` is the English sentence (``line 12: …``).

The club database keeps an event's notices as JSON (``events.warnings``);
a plain string there is a warning stored before notices, shown as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

# How a line number reads as a place: a template of the Errors catalogue, as the messages are.
LINE = "line {line}"
Where = int | str | None  # a line number, a place as written, or nowhere in particular


@dataclass(frozen=True, slots=True)
class Notice:
    """One tolerated oddity: where, the English template, its values (plain str, int or float)."""

    where: Where
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """The English sentence without its place."""
        return self.template.format(**self.params) if self.params else self.template

    @property
    def line(self) -> int:
        """The line number, 0 for a notice not about one line (they come first in file order)."""
        return self.where if isinstance(self.where, int) else 0

    def __str__(self) -> str:
        if self.where is None:
            return self.message
        place = LINE.format(line=self.where) if isinstance(self.where, int) else self.where
        return f"{place}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        return {"where": self.where, "template": self.template, "params": dict(self.params)}

    @classmethod
    def from_json(cls, value: object) -> Notice:
        """A stored notice; a plain string (an English warning stored before notices) is kept as its text."""
        if isinstance(value, dict):
            return cls(value.get("where"), str(value.get("template", "")), dict(value.get("params") or {}))
        return cls(None, str(value))


def notice(where: Where, template: str, /, **params: Any) -> Notice:
    """A notice: ``template`` is a plain English literal (never an f-string), its values in ``params``."""
    return Notice(where, template, params)
