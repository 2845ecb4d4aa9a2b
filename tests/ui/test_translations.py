"""The translation catalogues, one per language: French and Dutch complete in every context (the window,
the command line, the sheets, the explanations, the errors), placeholders kept, up to date with the code."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from elodesk.resources import resource_path
from elodesk.ui.i18n import TsTranslator

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")
# The contexts of the Qt-free code's msg("Context", …) marks, besides the window's classes and the errors.
QT_FREE_CONTEXTS = ("Phrases", "Sheets", "Cli", "Checks")


def messages(path: Path) -> list[tuple[str, str, ET.Element | None]]:
    root = ET.parse(path).getroot()
    return [(context.findtext("name") or "", message.findtext("source") or "", message.find("translation"))
            for context in root.iter("context") for message in context.iter("message")]


def texts(translation: ET.Element | None) -> list[str]:
    """The translated text, or each plural form of it."""
    if translation is None:
        return []
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or ([translation.text] if translation.text else [])


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_translations_keep_every_placeholder(lang):
    for context, source, translation in messages(resource_path("translations", f"elodesk_{lang}.ts")):
        for text in texts(translation):
            assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (context, source, text)


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_every_language_is_complete(lang):
    found = messages(resource_path("translations", f"elodesk_{lang}.ts"))
    missing = [(c, s) for c, s, t in found if t is None or not texts(t) or t.get("type") is not None]
    assert missing == []
    assert set(QT_FREE_CONTEXTS) <= {c for c, _, _ in found}


def test_the_catalogues_are_up_to_date_with_the_code(tmp_path):
    import PySide6

    shipped = Path(PySide6.__file__).parent / "lupdate"  # the Qt tool inside the PySide6 wheel
    lupdate = str(shipped) if shipped.exists() else shutil.which("pyside6-lupdate")
    assert lupdate is not None, "PySide6's lupdate is missing"
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for p in (ROOT / "elodesk").rglob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh), "-no-obsolete", "-locations", "none",
                    "-tr-function-alias", "QT_TRANSLATE_NOOP+=msg"],  # as update.sh runs it
                   check=True, capture_output=True, cwd=ROOT)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    in_catalogue = {(c, s) for c, s, _ in messages(resource_path("translations", "elodesk_fr.ts"))}
    assert in_code - in_catalogue == set(), "run resources/translations/update.sh and translate the new strings"


def test_the_translator_reads_the_catalogue():
    translator = TsTranslator(resource_path("translations", "elodesk_fr.ts"))
    assert translator.translate("MainWindow", "Players") == "Joueurs"
    assert translator.translate("MainWindow", "a string that is not there") is None


def test_the_qt_free_code_reads_the_same_catalogue():
    """The command line, the sheets and the explanations say their words from the window's catalogue."""
    from elodesk.cli_text import say
    from elodesk.printing.text import grade_name
    from elodesk.printing.text import say as sheet_say

    assert say("written", "nl", file="x.pdf") == "Geschreven: x.pdf"
    assert sheet_say("ranked_count", "fr", count=3) == "3 joueurs classés"
    assert sheet_say("ranked_count", "en", count=3) == "3 ranked players"
    translator = TsTranslator(resource_path("translations", "elodesk_nl.ts"))
    assert grade_name("Général en Chef", "nl") == translator.translate("grades", "General-in-Chief")
