"""Every explanation record of every system is phrased in French, English and Dutch."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
from datetime import date

import orjson
import pytest

from benchmarks import generate
from elodesk.catalogue import catalogue
from elodesk.core import SYSTEMS
from elodesk.core.contract import compute_document
from elodesk.languages import LANGUAGES
from elodesk.reports.explanations import PHRASES, render
from elodesk.reports.numbers import format_number, short_date, signed

CORE_MODULES = ["explain", "frbe", "ffe", "bataille_empire", "diplomacy", "fide"]


def record_kinds():
    kinds = set()
    for name in CORE_MODULES:
        module = importlib.import_module(f"elodesk.core.{name}")
        for _, cls in inspect.getmembers(module, dataclasses.is_dataclass):
            for f in dataclasses.fields(cls):
                if f.name == "kind" and isinstance(f.default, str):
                    kinds.add(f.default)
    return kinds


def test_every_record_kind_has_a_sentence_in_each_language():
    kinds = record_kinds()
    assert len(kinds) > 20
    missing = sorted(k for k in kinds if k not in PHRASES)
    assert missing == []
    assert "nl" in LANGUAGES


def test_every_table_of_words_has_a_dutch_column():
    """The tables the sentences pick words from (reasons, K lines, outcomes, tie-breaks) are complete in Dutch."""
    from elodesk.reports.phrases import bataille_empire, chess, diplomacy, fide, frbe, tiebreaks

    tables = {"chess.REASONS": chess.REASONS, "fide.K_LINES": fide.K_LINES, "fide.D_RULES": fide.D_RULES,
              "fide.ROUNDINGS": fide.ROUNDINGS, "fide.TEXT": fide.TEXT, "fide.REASONS": fide.REASONS,
              "bataille_empire.OUTCOMES": bataille_empire.OUTCOMES, "diplomacy.MODES": diplomacy.MODES,
              "diplomacy.SCORING": diplomacy.SCORING, "diplomacy.REASONS": diplomacy.REASONS,
              "tiebreaks.NAMES": tiebreaks.NAMES, "tiebreaks.EXPLANATIONS": tiebreaks.EXPLANATIONS,
              "frbe._PURPOSE": frbe._PURPOSE, "frbe._K_BEYOND": frbe._K_BEYOND}
    tables = {name: {key: message for key, message in table.items() if message} for name, table in tables.items()}
    # each word is an English source with a French and a Dutch translation, the same {placeholders} in each
    for lang in ("fr", "nl"):
        missing = [f"{name}[{key}]" for name, table in tables.items() for key, message in table.items()
                   if catalogue(lang).lookup(message.context, message.source) is None]
        assert missing == [], lang
        for name, table in tables.items():
            for key, message in table.items():
                assert sorted(re.findall(r"{(\w+)}", message[lang])) == sorted(
                    re.findall(r"{(\w+)}", message.source)), (name, key, lang)


def test_a_dutch_sentence_reads_dutch_with_a_decimal_comma():
    game = {"kind": "game", "game": 7, "date": "2025-10-04", "ordinal": 101, "opponent": "Peeters",
            "opponent_rating": 1712, "score": 0.5, "expected": 0.66, "k": 24, "contribution": -3.84}
    assert render(game, "nl") == ("Partij 7 van 04/10/2025 (101e partij van de loopbaan) tegen Peeters (1712): "
                                  "uitslag 0,5, verwacht 0,66, K 24, bijdrage −3,84.")


@pytest.mark.parametrize(("record", "lang", "written"), [
    ({"kind": "game", "game": 7, "date": "2025-10-04", "ordinal": 1, "opponent": "Peeters", "opponent_rating": 1712,
      "score": 1.0, "expected": 0.5, "k": 24, "contribution": 12.0}, "en", "Game 7 of 04/10/2025 "),
    ({"kind": "fide_rules_note", "period_start": "2024-01-01", "rules_from": "2024-03-01"}, "en",
      "Period starting 01/01/2024, before 01/03/2024"),
])
def test_dates_in_sentences_are_written_as_the_reader_writes_them(record, lang, written):
    """Every date a sentence names is written day first (17/01/2025), never as the records' YYYY-MM-DD."""
    assert render(record, lang).startswith(written)


ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def small_documents():
    yield generate.chess("frbe", players=60, games=600, unrated=15)
    yield generate.chess("frbe-classic", players=60, games=600, unrated=15)
    yield generate.chess("ffe", players=60, games=600, unrated=15)
    yield generate.bataille_empire(players=20, battles=200)
    yield generate.diplomacy(players=20, games=40)
    yield generate.chess("fide", players=60, games=600, unrated=15)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_record_of_a_real_computation_renders_as_a_sentence(lang):
    seen = set()
    for document in small_documents():
        out = orjson.loads(orjson.dumps(compute_document(document)))
        for player in out["players"]:
            for record in player["explanation"]:
                text = render(record, lang)
                assert "kind=" not in text and "{" not in text and "None" not in text, text
                # dates as the reader writes them (17/01/2025), never the records' YYYY-MM-DD
                assert not ISO_DATE.search(text), text
                if record.get("date"):
                    assert short_date(record["date"]) in text, text
                seen.add(record["kind"])
    assert {doc["system"] for doc in small_documents()} >= set(SYSTEMS)
    assert len(seen) > 12


def test_numbers_are_written_in_the_readers_style():
    assert format_number(1770.88, "fr") == "1770,88"
    assert format_number(1770.88, "en") == "1770.88"
    assert format_number(-0.5, "fr") == "−0,5"
    assert format_number(2.0, "en") == "2"
    assert signed(10.88, "fr") == "+10,88"
    assert signed(-3, "en") == "−3"
    assert format_number(None, "fr") == "—"
    assert format_number(1770.88, "nl") == "1770,88"
    assert signed(-0.5, "nl") == "−0,5"


def test_dates_are_written_in_the_readers_style():
    assert short_date("2025-01-17") == "17/01/2025"
    assert short_date(date(2024, 12, 31)) == "31/12/2024"
    assert short_date(None) == "—"
    assert short_date("2025") == "2025"  # a text that is no date stays as it is
