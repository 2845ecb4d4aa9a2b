"""Languages: the application's own translations (Qt Linguist ``.ts``) and Qt's.

Source strings are English; French is the default. The ``.ts`` files in
``resources/translations`` are read directly (a ``.qm`` would be a generated
file): :class:`TsTranslator` answers Qt's look-ups from them. Qt's own dialogs
are translated by the ``qtbase`` catalogue that PySide6 ships.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from elodesk.resources import resource_path

LANGUAGES = {"fr": "Français", "en": "English", "nl": "Nederlands"}
DEFAULT_LANGUAGE = "fr"


class TsTranslator(QTranslator):
    """A translator that reads a Qt Linguist ``.ts`` file (finished and unfinished alike)."""

    def __init__(self, path: Path, parent: object | None = None) -> None:
        super().__init__(parent)
        self.messages: dict[tuple[str, str], str] = {}
        self.plurals: dict[tuple[str, str], list[str]] = {}
        root = ET.parse(path).getroot()
        self.language = (root.get("language") or "").split("_")[0]
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in translation.iter("numerusform")]
                if forms:
                    self.plurals[(name, source)] = forms
                elif translation.text:
                    self.messages[(name, source)] = translation.text

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """The translation, or None (a null string: Qt then shows the source text; an empty
        string would be taken as the translation)."""
        if n >= 0 and (context, source) in self.plurals:
            forms = self.plurals[(context, source)]
            singular = n <= 1 if self.language == "fr" else n == 1  # French: 0 and 1 are singular
            text = forms[0] if singular or len(forms) == 1 else forms[1]
            return text.replace("%n", str(n))
        return self.messages.get((context, source))

    def isEmpty(self) -> bool:
        return not self.messages and not self.plurals


def system_language() -> str:
    """The user's language if elodesk speaks it, else French."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def install(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install the translators of ``lang`` (English needs none); return them (keep them alive)."""
    installed: list[QTranslator] = []
    QLocale.setDefault(QLocale(lang))  # dates and numbers in the language's own way, English included
    if lang == "en":
        return installed
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    own = resource_path("translations", f"elodesk_{lang}.ts")
    if own.exists():
        translator = TsTranslator(own, app)
        app.installTranslator(translator)
        installed.append(translator)
    return installed


def remove(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for translator in translators:
        app.removeTranslator(translator)
