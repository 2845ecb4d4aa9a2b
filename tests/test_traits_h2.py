"""The registry decides what the reports, the printed sheets and the command line do for a system (issue 24
item 1): a system made up here, or a real one given another trait, is treated as its record says."""

from __future__ import annotations

import argparse
import dataclasses
from datetime import date
from importlib import import_module

import pytest

from elodesk.cli import main
from elodesk.cli_commands.common import UsageError
from elodesk.cli_commands.selection import selection
from elodesk.cli_text import heading
from elodesk.core.systems import ALL, BATTLE, BY_ID, CHESS, RATES, RatingSystem
from elodesk.printing.build import ranking_document
from elodesk.printing.document import Table
from elodesk.printing.text import TEXT, system_name
from elodesk.reports import explanations
from elodesk.reports.sheet_data import player_card
from elodesk.reports.submission import BELGIAN_FILE, FIDE_TRF16, FIDE_TRF2026, files_for
from elodesk.store.db import open_db
from elodesk.store.ratings import rated_players
from elodesk.store.runs import INACTIVITY, UPLIFT


def made_up(monkeypatch, **traits) -> RatingSystem:
    """A chess system of no federation's, run by the Belgian contract, registered for this test only."""
    system = RatingSystem("made-up", CHESS, {"fr": "Elo inventé", "en": "Made-up Elo", "nl": "Verzonnen Elo"},
                          "frbe", **traits)
    monkeypatch.setitem(BY_ID, system.id, system)
    return system


def retrait(monkeypatch, system_id: str, **traits) -> None:
    """A real system given other traits, for this test only."""
    monkeypatch.setitem(BY_ID, system_id, dataclasses.replace(BY_ID[system_id], **traits))


@pytest.mark.parametrize(("federation", "files"), [
    ("BEL", (BELGIAN_FILE, FIDE_TRF16, FIDE_TRF2026)),  # its federation's own file first
    ("NED", (FIDE_TRF16, FIDE_TRF2026)),  # a federation without a file here: never the Belgian one
    (None, (FIDE_TRF16, FIDE_TRF2026, BELGIAN_FILE)),  # FIDE's report first, as for FIDE and the wargames
])
def test_the_files_proposed_follow_the_federation(monkeypatch, federation, files):
    made_up(monkeypatch, federation=federation)
    assert files_for("made-up") == files


def run_args(system: str, **given) -> argparse.Namespace:
    values = {"system": system, "rate": None, "event": None, "month": None, "start": None, "end": None,
              "inactivity": None, "uplift": False, "command": "preview"}
    return argparse.Namespace(**{**values, **given})


def test_a_run_of_a_system_with_several_rates_rates_one_list(monkeypatch):
    made_up(monkeypatch, rates=RATES)
    half = {"start": date(2025, 1, 1), "end": date(2025, 6, 30)}
    with pytest.raises(UsageError, match="--rate"):
        selection(run_args("made-up", **half))
    assert selection(run_args("made-up", rate="rapid", **half)).rate == "rapid"
    made_up(monkeypatch, rates=("standard",))
    with pytest.raises(UsageError, match="--rate"):
        selection(run_args("made-up", rate="rapid", **half))
    assert selection(run_args("made-up", **half)).rate is None


def test_inactivity_and_uplift_runs_belong_to_the_systems_that_have_them(monkeypatch):
    made_up(monkeypatch, year_end_inactivity=True, uplift=True)
    assert selection(run_args("made-up", inactivity=2025)).kind == INACTIVITY
    assert selection(run_args("made-up", uplift=True)).kind == UPLIFT
    made_up(monkeypatch)
    with pytest.raises(UsageError, match="--inactivity"):
        selection(run_args("made-up", inactivity=2025))
    with pytest.raises(UsageError, match="--uplift"):
        selection(run_args("made-up", uplift=True))


def headings(document) -> list[str]:
    return [column.heading for block in document.blocks if isinstance(block, Table) for column in block.columns]


def test_the_ranking_sheet_and_command_show_what_the_record_says(demo_db, monkeypatch, capsys):
    db = open_db(demo_db)
    words = {key: TEXT[key].say("en") for key in ("level", "battles", "grade", "fide_flag")}
    plain = headings(ranking_document(db, "frbe", lang="en"))
    assert not set(words.values()) & set(plain)
    assert main(["--db", str(demo_db), "--lang", "en", "ranking", "--system", "frbe"]) == 0
    assert heading("grade", "en") not in capsys.readouterr().out.splitlines()[0].split()

    retrait(monkeypatch, "frbe", kind=BATTLE, grades=True, flags_inactive=True, sheet_rating_key="level")
    document = ranking_document(db, "frbe", lang="en")
    assert set(words.values()) <= set(headings(document))
    table = next(block for block in document.blocks if isinstance(block, Table))
    assert table.rows and all(row[6] for row in table.rows)  # every Belgian rating at its grade
    assert main(["--db", str(demo_db), "--lang", "en", "ranking", "--system", "frbe"]) == 0
    assert heading("grade", "en") in capsys.readouterr().out.splitlines()[0].split()


def test_the_card_shows_the_modes_the_record_names(demo_db, monkeypatch):
    db = open_db(demo_db)
    player = max(rated_players(db, "diplomacy"), key=lambda p: len(p.state.get("ratings", {})))
    assert len(player.state["ratings"]) == 2  # the demo has a player of both modes

    def modes() -> list[str | None]:
        return [r.mode for r in player_card(db, player.id, "en").ratings if r.system == "diplomacy"]

    assert modes() == ["classic", "blitz"]
    retrait(monkeypatch, "diplomacy", role_modes=("blitz",))
    assert modes() == ["blitz"]


def test_a_system_rating_modes_is_named_with_its_mode(monkeypatch):
    made_up(monkeypatch)
    assert system_name("made-up", "en", "blitz") == "Made-up Elo"
    made_up(monkeypatch, role_modes=("classic", "blitz"))
    assert system_name("made-up", "en", "blitz") == TEXT["diplomacy_mode"].say("en", mode=TEXT["blitz"].say("en"))


@pytest.mark.parametrize("system", ALL, ids=lambda s: s.id)
def test_each_system_names_the_module_that_phrases_its_explanations(system):
    assert system.phrases is not None
    module = import_module(f"elodesk.reports.phrases.{system.phrases}")
    assert module in explanations.MODULES
    assert set(module.PHRASES) <= set(explanations.PHRASES)


@pytest.mark.parametrize("argv", [["ranking", "--system", "diplomacy", "--mode", "standard"],
                                  ["ranking", "--system", "diplomacy", "--rate", "rapid"],
                                  ["print", "ranking", "--system", "diplomacy", "--mode", "standard",
                                   "--pdf", "x.pdf"]])
def test_a_mode_the_system_does_not_rate_is_refused(demo_db, tmp_path, monkeypatch, capsys, argv):
    """Diplomacy ranks its classic and blitz modes: another one listed nobody, and its sheet was an internal
    error (KeyError); it is refused, naming the modes, in the user's language, writing nothing."""
    monkeypatch.chdir(tmp_path)
    assert main(["--db", str(demo_db), "--lang", "fr", *argv]) == 2
    err = capsys.readouterr().err
    assert "classic, blitz" in err and "se classe par mode" in err
    assert not (tmp_path / "x.pdf").exists()
    assert main(["--db", str(demo_db), "ranking", "--system", "diplomacy", "--mode", "blitz"]) == 0
