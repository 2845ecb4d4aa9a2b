"""The translation catalogues, without Qt: one per language, shared by every part of elodesk.

Each language has one Qt Linguist ``.ts`` file, ``resources/translations/elodesk_{lang}.ts``
(English is the source text, written in the code). The window installs it as a
Qt translator (:mod:`elodesk.ui.i18n`); the command line, the printed sheets,
the explanations and the error messages read it here, so a sentence is
translated once for every place that shows it.

Code without Qt marks its sentences with :func:`msg` (``msg("Sheets", "Rank")``):
lupdate finds them as it finds ``QT_TRANSLATE_NOOP`` (update.sh passes
``-tr-function-alias QT_TRANSLATE_NOOP+=msg``), and ``message.say(lang, **values)``
phrases them.

Errors raised by readers and the store carry an English template and its
values (:class:`elodesk.formats.errors.FormatError`,
:class:`elodesk.store.errors.StoreError`); :func:`describe` phrases them in the
user's language from the catalogue's ``Errors`` context.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from elodesk.formats.errors import COLUMN, PLACED, FormatError
from elodesk.formats.notices import LINE, MORE, Notice
from elodesk.resources import resource_path

SOURCE_LANGUAGE = "en"
ERRORS = "Errors"  # the catalogue context of error templates


@dataclass(slots=True)
class Catalogue:
    """One language's translations, keyed by (context, English source)."""

    language: str
    messages: dict[tuple[str, str], str] = field(default_factory=dict)
    plurals: dict[tuple[str, str], list[str]] = field(default_factory=dict)

    @classmethod
    def read(cls, path: Path) -> Catalogue:
        """Read a ``.ts`` file; finished and unfinished translations alike, obsolete ones left out."""
        import xml.etree.ElementTree as ET  # here: the command line imports this module on every start

        root = ET.parse(path).getroot()
        catalogue = cls((root.get("language") or "").split("_")[0])
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in translation.iter("numerusform")]
                if forms:
                    catalogue.plurals[(name, source)] = forms
                elif translation.text:
                    catalogue.messages[(name, source)] = translation.text
        return catalogue

    def lookup(self, context: str, source: str, n: int = -1) -> str | None:
        """The translation, or None when the catalogue has none (the caller shows the source)."""
        if n >= 0 and (context, source) in self.plurals:
            forms = self.plurals[(context, source)]
            singular = n <= 1 if self.language == "fr" else n == 1  # French: 0 and 1 are singular
            text = forms[0] if singular or len(forms) == 1 else forms[1]
            return text.replace("%n", str(n))
        return self.messages.get((context, source))

    def __bool__(self) -> bool:
        return bool(self.messages or self.plurals)


def catalogue_path(lang: str) -> Path:
    """The catalogue of ``lang`` (lupdate keeps it up to date from the code, error_templates.py adds the errors)."""
    return resource_path("translations", f"elodesk_{lang}.ts")


@cache
def catalogue(lang: str) -> Catalogue:
    """All of ``lang``'s translations (empty for English, the source language, or a language not shipped)."""
    path = catalogue_path(lang)
    if lang == SOURCE_LANGUAGE or not path.exists():
        return Catalogue(lang)
    return Catalogue.read(path)


def tr(lang: str, context: str, source: str, n: int = -1, **params: Any) -> str:
    """``source`` in ``lang``, its ``{placeholders}`` filled from ``params``."""
    text = catalogue(lang).lookup(context, source, n)
    if text is None:
        text = source.replace("%n", str(n)) if n >= 0 else source
    return text.format(**params) if params else text


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence of the code in its catalogue context; English, its source, is what English readers see."""

    context: str
    source: str

    def say(self, lang: str, **params: Any) -> str:
        """The sentence in ``lang``, its ``{placeholders}`` filled from ``params``."""
        text = self[lang]
        return text.format(**params) if params else text

    def __getitem__(self, lang: str) -> str:
        """The template in ``lang``, unfilled: tables of messages read as the tables of columns they replace."""
        text = catalogue(lang).lookup(self.context, self.source)
        return self.source if text is None else text

    __iter__ = None  # indexed by language, not a sequence: iterating would ask for languages 0, 1, 2… forever


def msg(context: str, source: str) -> Message:
    """Mark ``source`` for the catalogues (lupdate reads both arguments: they must be literals)."""
    return Message(context, source)


def number_form(lang: str, n: int, one: Message, many: Message, **params: Any) -> str:
    """``one`` or ``many`` as ``lang`` counts ``n`` (French: 0 and 1 are singular), filled with ``n`` and ``params``."""
    singular = n <= 1 if lang == "fr" else n == 1
    return (one if singular else many).say(lang, n=n, **params)


# The rates as the readers' and the store's messages name them ({rate}, {event_rate}): words of the language.
RATE_WORDS = {"standard": msg("Rates", "standard"), "rapid": msg("Rates", "rapid"), "blitz": msg("Rates", "blitz")}
_RATE_PARAMS = ("rate", "event_rate")


_ISO_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def _worded(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """A message's values as the reader writes them: a rate in the language's word ("rapide"), never the key
    "rapid" in a French sentence; a date day first (27/11/2026, in all three languages), never 2026-11-27."""
    worded = {}
    for key, value in params.items():
        if isinstance(value, str):
            if key in _RATE_PARAMS and value in RATE_WORDS:
                value = RATE_WORDS[value].say(lang)
            elif (day := _ISO_DAY.fullmatch(value)) is not None:
                value = f"{day[3]}/{day[2]}/{day[1]}"
        worded[key] = value
    return worded


def describe(error: BaseException, lang: str) -> str:
    """An error as the one sentence the user reads, in ``lang``.

    Errors with a template (files, the store) are translated; any other error
    shows its own text.
    """
    template = getattr(error, "template", None)
    if not isinstance(template, str):
        return str(error)
    text = tr(lang, ERRORS, template, **_worded(getattr(error, "params", {}), lang))
    if isinstance(error, FormatError):
        if error.column is not None:
            text = tr(lang, ERRORS, PLACED, place=tr(lang, ERRORS, COLUMN, column=error.column), message=text)
        return tr(lang, ERRORS, PLACED, place=error.place, message=text)
    return text


def describe_notice(notice: Notice, lang: str) -> str:
    """What a reader tolerated in a file (:class:`~elodesk.formats.notices.Notice`), in ``lang``, with its place."""
    text = tr(lang, ERRORS, notice.template, **_worded(dict(notice.params), lang))
    if notice.more:
        text = tr(lang, ERRORS, MORE, message=text, count=notice.more)
    if notice.where is None:
        return text
    place = tr(lang, ERRORS, LINE, line=notice.where) if isinstance(notice.where, int) else notice.where
    return tr(lang, ERRORS, PLACED, place=place, message=text)
