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

Readers keep their notices bounded (:class:`Notices`, :class:`Bounded`): the
first :data:`KEEP` of each kind (each template) in full, then one that counts
all the others (``more``), read as "… and 12345 more like this". A damaged
file with a million odd cells costs a hundred notices, not a million objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

# How a line number reads as a place: a template of the Errors catalogue, as the messages are.
LINE = "line {line}"
# How a notice reads that counts the notices of its kind left out after it: a template of the Errors catalogue.
MORE = "{message} (and {count} more like this, not listed)"
KEEP = 100  # notices of one kind a reader keeps in full
Where = int | str | None  # a line number, a place as written, or nowhere in particular


@dataclass(frozen=True, slots=True)
class Notice:
    """One tolerated oddity: where, the English template, its values (plain str, int or float)."""

    where: Where
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)
    more: int = 0  # notices of the same kind after this one, counted, not kept

    @property
    def message(self) -> str:
        """The English sentence without its place."""
        message = self.template.format(**self.params) if self.params else self.template
        return MORE.format(message=message, count=self.more) if self.more else message

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
        stored = {"where": self.where, "template": self.template, "params": dict(self.params)}
        return {**stored, "more": self.more} if self.more else stored

    @classmethod
    def from_json(cls, value: object) -> Notice:
        """A stored notice; a plain string (an English warning stored before notices) is kept as its text."""
        if isinstance(value, dict):
            more = value.get("more")
            return cls(value.get("where"), str(value.get("template", "")), dict(value.get("params") or {}),
                       more if isinstance(more, int) else 0)
        return cls(None, str(value))


def notice(where: Where, template: str, /, **params: Any) -> Notice:
    """A notice: ``template`` is a plain English literal (never an f-string), its values in ``params``."""
    return Notice(where, template, params)


class Bounded:
    """Appends notices to a list, at most ``keep`` of each kind (template) in full; the next one counts the rest.

    A list reader streams its players and appends to the list its caller passed: ``Bounded(warnings)`` is what
    it appends through. The counting notice is replaced in place as the count grows (notices are frozen).
    """

    __slots__ = ("counting", "into", "keep", "seen")

    def __init__(self, into: list[Notice], keep: int = KEEP) -> None:
        self.into, self.keep = into, keep
        self.seen: dict[str, int] = {}
        self.counting: dict[str, tuple[int, Notice]] = {}  # template -> where in the list its counting notice is

    def append(self, item: Notice) -> None:
        seen = self.seen[item.template] = self.seen.get(item.template, 0) + 1
        if seen <= self.keep:
            list.append(self.into, item)
        elif seen == self.keep + 1:
            self.counting[item.template] = (len(self.into), item)
            list.append(self.into, item)
        else:
            index, counted = self.counting[item.template]
            if index >= len(self.into) or self.into[index] is not counted:  # the list was sorted since
                index = next(i for i, n in enumerate(self.into) if n is counted)
            counted = Notice(counted.where, counted.template, counted.params, counted.more + item.more + 1)
            self.into[index] = counted
            self.counting[item.template] = (index, counted)


class Notices(list[Notice]):
    """A reader's own list of notices (an event's ``warnings``), bounded as :class:`Bounded` says."""

    def __init__(self, notices: Iterable[Notice] = (), keep: int = KEEP) -> None:
        super().__init__()
        self.bound = Bounded(self, keep)
        self.extend(notices)

    def append(self, item: Notice) -> None:
        self.bound.append(item)

    def extend(self, items: Iterable[Notice]) -> None:
        for item in items:
            self.bound.append(item)

    def __iadd__(self, items: Iterable[Notice]) -> Notices:  # type: ignore[override, misc]
        self.extend(items)
        return self
