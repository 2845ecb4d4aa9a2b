"""Phrase explanation records in French, English or Dutch.

The engines return records (a ``kind`` and numbers, see ``elodesk.core.explain``);
the command line and the application turn them into sentences here, from the
same records, so both say the same thing. Each system's sentences live in the module under
``elodesk.reports.phrases`` its registry entry names (``phrases``), as a table ``kind -> phrase``: an English
template marked for the catalogues (``str.format`` over the record's fields,
numbers already written in the language's style, ``0,66`` in French), or a
function of the record and the language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from importlib import import_module
from typing import Any

from elodesk.catalogue import Message
from elodesk.core.systems import ALL
from elodesk.languages import check_lang
from elodesk.reports.numbers import formatted_fields
from elodesk.reports.phrases import Phrase, chess

# The chess games' phrases every chess system shares, then each system's module as the registry names it
# (each once: the Wavre text speaks as the Belgian one).
MODULES = (chess, *(import_module(f"elodesk.reports.phrases.{name}")
                    for name in dict.fromkeys(s.phrases for s in ALL if s.phrases)))
# A module's ``rounding(record)``: the step an officer takes after a record, as a record of its own, or None
# (the FFE's rounding to the ten).
_STEPS_AFTER: tuple[Callable[[Mapping[str, Any]], Mapping[str, Any] | None], ...] = tuple(
    m.rounding for m in MODULES if hasattr(m, "rounding"))

PHRASES: dict[str, Phrase] = {}  # kind -> its phrase, from every system's module
for _module in MODULES:
    for _kind, _phrase in _module.PHRASES.items():
        if _kind in PHRASES:
            raise RuntimeError(f"explanation kind {_kind!r} is phrased twice")
        PHRASES[_kind] = _phrase


def render(record: Mapping[str, Any], lang: str = "fr") -> str:
    """One explanation record as one sentence in ``lang`` (``fr``, ``en`` or ``nl``)."""
    check_lang(lang)
    phrase = PHRASES.get(record.get("kind", ""))
    if phrase is None:
        return " ".join(f"{k}={v}" for k, v in record.items())
    if isinstance(phrase, Message):
        return phrase.say(lang, **formatted_fields(record, lang))
    return phrase(record, lang)


# The fields of a record that name players by their number: a game's opponent, a battle's allies and opponents.
_NAMING = ("opponent", "opponents", "allies")


def named_players(records: Iterable[Mapping[str, Any]]) -> set[int]:
    """The numbers of the players the records name (the names ``with_names`` needs)."""
    found: set[int] = set()
    for record in records:
        for key in _NAMING:
            value = record.get(key)
            found.update(int(ref) for ref in (value if isinstance(value, list | tuple) else [value])
                         if isinstance(ref, str | int) and str(ref).isdigit())
    return found


def with_names(record: Mapping[str, Any], names: Mapping[str, str]) -> Mapping[str, Any]:
    """The record naming the players it holds by number (a game's opponent, a battle's allies and
    opponents) by their names, as an officer reads them; a number without a name stays."""
    named: dict[str, Any] = {}
    for key in _NAMING:
        value = record.get(key)
        if isinstance(value, list | tuple):
            named[key] = [names.get(str(v), str(v)) for v in value]
        elif value is not None and str(value) in names:
            named[key] = names[str(value)]
    return {**record, **named} if named else record


def reading_order(records: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The games in date order (a game left out in its date's place, ties kept in the engine's
    order), then the steps, an FFE rating's rounding to the ten a step of its own: the order in
    which an officer redoes the figure by hand."""
    games = sorted((r for r in records if "date" in r), key=lambda r: r["date"] or "")
    steps: list[Mapping[str, Any]] = []
    for r in records:
        if "date" not in r:
            steps.append(r)
            steps.extend(step for after in _STEPS_AFTER if (step := after(r)) is not None)
    return [*games, *steps]
