"""Every refusal in the user's language: each error template of the code has a finished French and
Dutch translation keeping its placeholders, and a real refusal reads in French, English and Dutch on
the command line, from the store and in the window."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from elodesk.catalogue import ERRORS, catalogue_path, describe
from elodesk.cli import main
from elodesk.formats import players_spreadsheet
from elodesk.formats.errors import FormatError
from elodesk.store import runs
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.players import get_player

SCANNER = Path(__file__).resolve().parents[1] / "resources" / "translations" / "error_templates.py"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _scanner():
    spec = importlib.util.spec_from_file_location("error_templates", SCANNER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


error_templates = _scanner()


def _translations(lang: str) -> dict[str, tuple[str, str | None]]:
    """source -> (translation text, its type attribute) of the Errors context of ``elodesk_<lang>.ts``."""
    root = ET.parse(catalogue_path(lang)).getroot()
    found = {}
    errors = [context for context in root.iter("context") if context.findtext("name") == ERRORS]
    assert len(errors) == 1, "one Errors context in the language's one catalogue"
    for message in errors[0].iter("message"):
        translation = message.find("translation")
        assert translation is not None
        found[message.findtext("source") or ""] = (translation.text or "", translation.get("type"))
    return found


def test_the_scan_finds_no_loose_template():
    loose = [f.where for f in error_templates.scan() if f.text is None]
    assert loose == []


def test_the_scan_finds_the_templates_of_wrappers_and_helpers():
    templates = error_templates.templates()
    assert "expected a whole number, got {value}" in templates  # spreadsheet's Expected
    assert 'ref "{ref}" twice (also {also})' in templates  # check_unique
    assert 'expected a FIDE id (digits only), got "{value}"' in templates  # players_spreadsheet's _id_parser
    assert "unknown mode {value}; expected one of {allowed}" in templates  # games' _one_of
    assert "{system}: nothing to undo" in templates  # StoreError
    assert len(templates) > 150


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_every_template_has_a_finished_translation_with_its_placeholders(lang):
    translations = _translations(lang)
    for template in sorted(error_templates.templates()):
        assert template in translations, f"{lang}: no message for {template!r}"
        text, kind = translations[template]
        assert text.strip() and kind is None, f"{lang}: {template!r} is not translated"
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(template)), (template, text)


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_the_catalogues_hold_only_templates_the_code_raises(lang):
    assert set(_translations(lang)) == error_templates.templates()


@pytest.mark.parametrize(("lang", "sentence"), [
    ("fr", "no-players.trf:2 : lignes de joueurs (001) attendues dans un fichier de tournoi, aucune trouvée "
           "jusqu'à la fin du fichier"),
    ("en", "no-players.trf:2: expected player lines (001) in a tournament file, found none up to the end of the "
           "file"),
    ("nl", "no-players.trf:2: spelersregels (001) verwacht in een toernooibestand, geen gevonden tot het einde "
           "van het bestand"),
])
def test_a_trf_refused_by_import_is_told_in_the_chosen_language(tmp_path, capsys, lang, sentence):
    trf = tmp_path / "no-players.trf"
    trf.write_text("012 Club championship\n022 Brussels\n", encoding="utf-8")
    code = main(["--db", str(tmp_path / "club.elodesk"), "--lang", lang, "import", str(trf)])
    captured = capsys.readouterr()
    assert code == 2
    assert sentence in captured.err


def test_a_store_refusal_in_three_languages(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(StoreError) as caught:
        runs.undo(db, "frbe")
    error = caught.value
    assert describe(error, "en") == str(error) == "frbe: nothing to undo"
    assert describe(error, "fr") == "frbe : rien à annuler"
    assert describe(error, "nl") == "frbe: niets ongedaan te maken"


def test_a_csv_cell_refusal_names_its_column_in_the_chosen_language(tmp_path):
    sheet = tmp_path / "players.csv"
    sheet.write_text("Nom;Prénom;FIDE ID\nDupont;Jean;12ab\n", encoding="utf-8")
    with pytest.raises(FormatError) as caught:
        players_spreadsheet.read(sheet)
    error = caught.value
    assert error.template == 'expected a FIDE id (digits only), got "{value}"'
    assert describe(error, "en") == str(error) == ('players.csv:2: column "FIDE ID": expected a FIDE id (digits only), '
                                                   'got "12ab"')
    assert describe(error, "fr") == ("players.csv:2 : colonne « FIDE ID » : identifiant FIDE attendu (des chiffres "
                                     "seulement), trouvé « 12ab »")
    assert describe(error, "nl") == ('players.csv:2: kolom "FIDE ID": FIDE-id verwacht (alleen cijfers), '
                                     'gevonden: "12ab"')


def test_the_window_shows_a_refusal_in_dutch(qtbot, demo_db):
    from elodesk.ui.context import AppContext
    from elodesk.ui.workers import Job

    ctx = AppContext(demo_db, "nl")
    job = Job(lambda _progress, _cancelled: get_player(ctx.db, 999_999), ctx.describe)
    with qtbot.waitSignal(job.signals.failed) as failed:
        job.run()
    ctx.close()
    assert failed.args == ["geen speler 999999"]


@pytest.mark.parametrize(("argv", "sentence"), [
    (["--lang", "nl", "print", "pairings", "--event", "1"], "elodesk print pairings: --round is verplicht\n"),
    (["--lang", "fr", "print", "pairings", "--event", "1"], "elodesk print pairings : --round est obligatoire\n"),
    (["--lang", "nl", "print", "pairings", "--event", "999", "--round", "1"], "geen evenement 999\n"),
    (["--lang", "fr", "preview", "--system", "frbe", "--from", "2025-01-01"],
     "elodesk preview : --from et --to vont ensemble\n"),
])
def test_usage_and_sheet_refusals_of_the_command_line_follow_the_language(tmp_path, capsys, argv, sentence):
    open_db(tmp_path / "club.elodesk").conn.close()  # an empty club: a missing one is refused before the command
    code = main(["--db", str(tmp_path / "club.elodesk"), *argv, *(["--pdf", str(tmp_path / "x.pdf")]
                                                                   if "print" in argv else [])])
    assert (code, capsys.readouterr().err) == (2, sentence)


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "ligne 12 : 1 partie en rapide (TimeControl) dans un tournoi en standard"),
    ("nl", "regel 12: 1 partij"),
    ("en", "line 12: 1 game of rapid (TimeControl) in a standard event"),
])
def test_a_rate_in_a_message_is_a_word_of_the_language(lang, said):
    """The readers name rates by their keys (rapid, standard); the user reads his language's words."""
    from elodesk.catalogue import describe_notice
    from elodesk.formats.notices import notice

    warned = notice(12, "1 game of {rate} (TimeControl) in a {event_rate} event: not imported, an event has one rate",
                    rate="rapid", event_rate="standard", count=1, lines="12")
    text = describe_notice(warned, lang)
    assert text.startswith(said), text
    if lang == "nl":
        assert "standaard" in text and "standard " not in text
