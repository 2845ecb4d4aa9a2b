"""Phrase explanation records in French, English or Dutch.

The engines return records (a ``kind`` and numbers, see ``elodesk.core.explain``);
the command line and the application turn them into sentences here, from the
same records, so both say the same thing. Each system's sentences live in
``elodesk.reports.phrases.<system>`` as a table ``kind -> {lang: template}``;
templates are ``str.format`` strings over the record's fields, numbers already
written in the language's style (``0,66`` in French).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.reports.numbers import formatted_fields
from elodesk.reports.phrases import bataille_empire, chess, diplomacy, ffe, fide, frbe

LANGUAGES = ("fr", "en", "nl")

# kind -> {lang -> template or function(record, lang) -> str}
Template = str | Callable[[Mapping[str, Any], str], str]
PHRASES: dict[str, dict[str, Template]] = {}
for _module in (chess, frbe, ffe, bataille_empire, diplomacy, fide):
    for _kind, _templates in _module.PHRASES.items():
        if _kind in PHRASES:
            raise RuntimeError(f"explanation kind {_kind!r} is phrased twice")
        PHRASES[_kind] = _templates


def render(record: Mapping[str, Any], lang: str = "fr") -> str:
    """One explanation record as one sentence in ``lang`` (``fr``, ``en`` or ``nl``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    templates = PHRASES.get(record.get("kind", ""))
    if templates is None:
        return " ".join(f"{k}={v}" for k, v in record.items())
    template = templates[lang]
    if callable(template):
        return template(record, lang)
    return template.format(**formatted_fields(record, lang))


def render_all(records: list[Mapping[str, Any]], lang: str = "fr") -> list[str]:
    return [render(r, lang) for r in records]


def reading_order(records: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The games in date order (a game left out in its date's place, ties kept in the engine's
    order), then the steps: the order in which an officer redoes the figure by hand."""
    games = sorted((r for r in records if "date" in r), key=lambda r: r["date"] or "")
    return [*games, *(r for r in records if "date" not in r)]
