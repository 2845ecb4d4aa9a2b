"""Widgets of the application, and the few names several pages show alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def grade_texts() -> dict[str, str]:
    """The Bataille Empire grades as the interface names them, by their French name (RULES.md, the data).

    English source strings, as everywhere; the French catalogue gives the grades back
    their own names (the disambiguation tells the translator which).
    """
    translate = QCoreApplication.translate
    return {
        "Adjudant": translate("grades", "Warrant Officer", "Bataille Empire grade: Adjudant"),
        "Lieutenant": translate("grades", "Lieutenant", "Bataille Empire grade: Lieutenant"),
        "Capitaine": translate("grades", "Captain", "Bataille Empire grade: Capitaine"),
        "Chef de bataillon": translate("grades", "Major", "Bataille Empire grade: Chef de bataillon"),
        "Colonel": translate("grades", "Colonel", "Bataille Empire grade: Colonel"),
        "Général de Brigade": translate("grades", "Brigadier General", "Bataille Empire grade: Général de Brigade"),
        "Général de Division": translate("grades", "Major General", "Bataille Empire grade: Général de Division"),
        "Général en Chef": translate("grades", "General-in-Chief", "Bataille Empire grade: Général en Chef"),
        "Maréchal d'Empire": translate("grades", "Marshal of the Empire", "Bataille Empire grade: Maréchal d'Empire"),
    }
