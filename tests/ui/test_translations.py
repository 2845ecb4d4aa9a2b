"""The translation catalogues: French complete, placeholders kept, up to date with the code."""

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
MAIN_WINDOW_CONTEXTS = ("MainWindow", "PlayersView", "EventsView", "RatingsView", "HistoryView", "SheetsView")


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


def test_french_is_complete():
    missing = [(c, s) for c, s, t in messages(resource_path("translations", "elodesk_fr.ts"))
               if not texts(t) or t.get("type") == "unfinished"]
    assert missing == []


def test_dutch_covers_the_main_windows():
    missing = [(c, s) for c, s, t in messages(resource_path("translations", "elodesk_nl.ts"))
               if c in MAIN_WINDOW_CONTEXTS and not texts(t)]
    assert missing == []


def test_the_catalogues_are_up_to_date_with_the_code(tmp_path):
    import PySide6

    shipped = Path(PySide6.__file__).parent / "lupdate"  # the Qt tool inside the PySide6 wheel
    lupdate = str(shipped) if shipped.exists() else shutil.which("pyside6-lupdate")
    assert lupdate is not None, "PySide6's lupdate is missing"
    fresh = tmp_path / "fresh.ts"
    sources = sorted(str(p) for folder in ("elodesk/ui", "elodesk/printing") for p in (ROOT / folder).rglob("*.py"))
    subprocess.run([lupdate, *sources, "-ts", str(fresh), "-no-obsolete", "-locations", "none"],
                   check=True, capture_output=True, cwd=ROOT)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    in_catalogue = {(c, s) for c, s, _ in messages(resource_path("translations", "elodesk_fr.ts"))}
    assert in_code - in_catalogue == set(), "run resources/translations/update.sh and translate the new strings"


def test_the_translator_reads_the_catalogue():
    translator = TsTranslator(resource_path("translations", "elodesk_fr.ts"))
    assert translator.translate("MainWindow", "Players") == "Joueurs"
    assert translator.translate("MainWindow", "a string that is not there") is None
