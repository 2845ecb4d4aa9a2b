"""The one list of formats: every entry named in each language, recognised by its content or said to be
recognised by its file name alone, read by a module that exists; detect, the import and the window ask it."""

from __future__ import annotations

from dataclasses import replace
from importlib import import_module

import pytest

from elodesk.catalogue import catalogue
from elodesk.formats import registry
from elodesk.formats.detect import detect
from elodesk.formats.registry import FORMATS, REGISTRY, YIELDS

# The ids the command line's --format, the club's events.format and users' scripts know: never renamed.
KNOWN_IDS = ("trf", "frbe-trf", "papi", "pgn", "frbe-list", "fide-list", "bataille-sheet", "diplomacy-sheet",
             "players-sheet")


def test_the_ids_are_those_the_club_files_and_scripts_know():
    assert set(KNOWN_IDS) <= set(FORMATS)
    assert len(set(FORMATS)) == len(FORMATS)


@pytest.mark.parametrize("lang", ["fr", "nl"])
@pytest.mark.parametrize("spec", REGISTRY, ids=lambda f: f.id)
def test_every_format_is_named_in_each_language(spec, lang):
    translated = catalogue(lang).lookup(spec.label.context, spec.label.source)
    assert translated, f"{spec.id}: its label has no {lang} translation"


@pytest.mark.parametrize("spec", REGISTRY, ids=lambda f: f.id)
def test_every_format_is_recognised_by_content_or_explicitly_by_name_and_read(spec):
    module = import_module(f"elodesk.formats.{spec.module}")
    assert callable(module.read)
    assert spec.yields in YIELDS
    assert spec.patterns and all(p.startswith("*.") for p in spec.patterns)
    if spec.sniffed:
        assert callable(module.sniff)
    else:  # by its file name only: no other format may claim the same name
        others = {p for f in REGISTRY if f is not spec for p in f.patterns}
        assert not others & set(spec.patterns)


def test_a_format_recognised_by_name_alone_is_detected_by_its_extension(tmp_path, monkeypatch):
    """A format whose content says nothing (sniffed=False) is found by its patterns once no sniffer knew it."""
    by_name = replace(REGISTRY[0], id="by-name", sniffed=False, patterns=("*.xyz",))
    monkeypatch.setattr(registry, "REGISTRY", (*REGISTRY, by_name))
    unknown = tmp_path / "RESULTS.XYZ"
    unknown.write_bytes(b"\x00\x01 nothing a sniffer knows\n")
    assert detect(unknown) == "by-name"


def test_the_sniffers_are_asked_once_each_in_the_registry_order():
    assert registry.sniffers() == ("trf", "papi", "pgn", "frbe_list", "fide_list", "bataille_spreadsheet",
                                   "diplomacy_spreadsheet", "players_spreadsheet")
