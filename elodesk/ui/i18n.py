"""Languages: the application's own catalogue (Qt Linguist ``.ts``) and Qt's.

Source strings are English; French is the default. Each language's one
catalogue in ``resources/translations`` (shared with the command line, the
sheets and the explanations, :mod:`elodesk.catalogue`) is read directly (a
``.qm`` would be a generated file): :class:`TsTranslator` answers Qt's look-ups
from it. Qt's own dialogs are translated by the ``qtbase`` catalogue that
PySide6 ships.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from elodesk.catalogue import Catalogue, catalogue_path
from elodesk.core.systems import system_name
from elodesk.languages import LANGUAGE_NAMES

DEFAULT_LANGUAGE = "fr"
# The locale of a language, where its bare code would pick another country: British English (15/10/2025,
# not 10/15/25) and Belgian Dutch (the Flemish officers of the Belgian federation).
LOCALES = {"en": "en_GB", "nl": "nl_BE"}


class TsTranslator(QTranslator):
    """A translator that answers Qt's look-ups from a Qt Linguist ``.ts`` catalogue."""

    def __init__(self, path: Path, parent: object | None = None) -> None:
        super().__init__(parent)
        self.catalogue = Catalogue.read(path)

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """The translation, or None (a null string: Qt then shows the source text; an empty
        string would be taken as the translation)."""
        return self.catalogue.lookup(context, source, n)

    def isEmpty(self) -> bool:
        return not self.catalogue


def current_language() -> str:
    """The window's language (i18n.install sets Qt's default locale to it)."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGE_NAMES else "en"


def system_title(system: str) -> str:
    """A rating system's name in the window's language, from the one list of systems."""
    return system_name(system, current_language())


def system_language() -> str:
    """The user's language if elodesk speaks it, else French."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGE_NAMES else DEFAULT_LANGUAGE


def install(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install the translators of ``lang`` (English needs none); return them (keep them alive)."""
    installed: list[QTranslator] = []
    # dates and numbers in the language's own way; English as written in Europe (15/10/2025, not 10/15/25)
    QLocale.setDefault(QLocale(LOCALES.get(lang, lang)))
    if lang == "en":
        return installed
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    own = catalogue_path(lang)
    if own.exists():
        translator = TsTranslator(own, app)
        app.installTranslator(translator)
        installed.append(translator)
    return installed


def remove(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for translator in translators:
        app.removeTranslator(translator)
