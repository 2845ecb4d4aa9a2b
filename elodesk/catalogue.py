"""The translation catalogues, without Qt: one per language, shared by the window and the command line.

The catalogues are Qt Linguist ``.ts`` files under ``resources/translations``
(English is the source text). The window installs them as Qt translators
(:mod:`elodesk.ui.i18n`); the command line, the error messages and anything
else built outside Qt read them here, so a sentence is translated once for
every place that shows it.

Errors raised by readers and the store carry an English template and its
values (:class:`elodesk.formats.errors.FormatError`,
:class:`elodesk.store.errors.StoreError`); :func:`describe` phrases them in the
user's language from the catalogue's ``Errors`` context.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from elodesk.formats.errors import COLUMN, PLACED, FormatError
from elodesk.resources import resource_path

LANGUAGES = ("fr", "en", "nl")
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
    """The window's catalogue of ``lang`` (what lupdate keeps up to date from the code)."""
    return resource_path("translations", f"elodesk_{lang}.ts")


def errors_path(lang: str) -> Path:
    """The error templates' catalogue of ``lang`` (resources/translations/error_templates.py keeps it)."""
    return resource_path("translations", f"errors_{lang}.ts")


@cache
def catalogue(lang: str) -> Catalogue:
    """All of ``lang``'s translations (empty for English, the source language, or a language not shipped)."""
    merged = Catalogue(lang)
    if lang == SOURCE_LANGUAGE:
        return merged
    for path in (catalogue_path(lang), errors_path(lang)):
        if path.exists():
            part = Catalogue.read(path)
            merged.messages.update(part.messages)
            merged.plurals.update(part.plurals)
    return merged


def tr(lang: str, context: str, source: str, n: int = -1, **params: Any) -> str:
    """``source`` in ``lang``, its ``{placeholders}`` filled from ``params``."""
    text = catalogue(lang).lookup(context, source, n)
    if text is None:
        text = source.replace("%n", str(n)) if n >= 0 else source
    return text.format(**params) if params else text


def describe(error: BaseException, lang: str) -> str:
    """An error as the one sentence the user reads, in ``lang``.

    Errors with a template (files, the store) are translated; any other error
    shows its own text.
    """
    template = getattr(error, "template", None)
    if not isinstance(template, str):
        return str(error)
    text = tr(lang, ERRORS, template, **getattr(error, "params", {}))
    if isinstance(error, FormatError):
        if error.column is not None:
            text = tr(lang, ERRORS, PLACED, place=tr(lang, ERRORS, COLUMN, column=error.column), message=text)
        return tr(lang, ERRORS, PLACED, place=error.place, message=text)
    return text
