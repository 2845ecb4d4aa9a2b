"""Every explanation record of every system is phrased in French and in English."""

from __future__ import annotations

import dataclasses
import importlib
import inspect

import orjson
import pytest

from benchmarks import generate
from elodesk.core import SYSTEMS
from elodesk.core.contract import compute_document
from elodesk.reports.explanations import LANGUAGES, PHRASES, render
from elodesk.reports.numbers import format_number, signed

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
    missing = sorted(k for k in kinds if k not in PHRASES or set(PHRASES[k]) != set(LANGUAGES))
    assert missing == []


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
