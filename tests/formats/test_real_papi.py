"""The two real Papi files of ../shared/data/papi: read, imported and previewed under ffe.

The expected figures come from an independent reading of the same files with
mdbtools (``mdb-export FILE JOUEUR``): players are the rows but Ref 1 (EXEMPT); a
pairing is a pair of rows naming each other in a round, a forfeit when its result
code is 4, 5 or 6; a round with no opponent (or EXEMPT) up to the last paired round
is a bye or an absence. They are written in here: CI machines may lack mdbtools.
"""

from __future__ import annotations

import csv
import io
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from elodesk.core.explain import BLITZ_EVENT
from elodesk.formats import jet4, papi
from elodesk.formats.records import FFE, FFE_BLITZ
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from elodesk.store.ratings import get_states
from elodesk.store.runs import EVENT, RunScope, preview

PAPI = Path(__file__).resolve().parents[3] / "shared" / "data" / "papi"
BLITZ_FILE = PAPI / "sharly_bre-jeunes-2024-blitz.papi"
OPEN_FILE = PAPI / "sharly_bre-jeunes-2024-open-b.papi"
LICENCE = re.compile(r"[A-Z]\d{5}")

pytestmark = pytest.mark.skipif(not PAPI.is_dir(), reason="../shared/data/papi is not beside the repository")


@dataclass(frozen=True)
class Expected:
    """What mdb-export reads in a file."""

    path: Path
    rate: str
    players: int
    games: int  # played games (pairings that are not forfeits)
    forfeits: int
    byes: int  # pairing byes (EXEMPT) and absences
    licences: str  # NrFFE by Ref, EXEMPT left out


BLITZ = Expected(
    BLITZ_FILE, "blitz", players=38, games=126, forfeits=1, byes=12,
    licences="V56212 T56331 R51000 V71572 N51601 W71884 R66183 H50106 T50290 V64380 R52826 R66136 S58322 "
             "U52643 N54138 D02357 P59359 T59112 V53019 T52879 V56282 N51681 R67868 P53624 S52566 W56113 "
             "S51208 R52321 V50419 V50418 T53701 A00628 P56325 N54126 V53194 V57105 R70417 M57004")
OPEN = Expected(
    OPEN_FILE, "standard", players=14, games=44, forfeits=1, byes=8,
    licences="W56532 X62833 X77703 W72955 X76283 X55458 W67974 W67977 X59007 X77824 X51321 X51320 X80508 "
             "X77825")


@pytest.fixture(scope="module", params=[BLITZ, OPEN], ids=["blitz", "open-b"])
def imported(request, tmp_path_factory):
    expected: Expected = request.param
    db = open_db(tmp_path_factory.mktemp("papi") / "club.elodesk")
    report = import_file(db, expected.path)
    return expected, db, report


def test_every_file_imports_with_the_counts_mdbtools_reads(imported):
    expected, _, report = imported
    assert (report.format, report.system, report.rate) == ("papi", "ffe", expected.rate)
    assert (len(report.players), report.games, report.forfeits, report.byes) == (
        expected.players, expected.games, expected.forfeits, expected.byes)


def test_licences_are_clean(imported):
    expected, db, report = imported
    licences = [row[0] for row in db.execute(
        "SELECT p.ffe_id FROM event_players e JOIN players p ON p.id = e.player_id "
        "WHERE e.event_id = ? ORDER BY CAST(e.ref AS INTEGER)", [report.event_id])]
    assert " ".join(licences) == expected.licences
    assert all(LICENCE.fullmatch(licence) for licence in licences)


def test_names_and_clubs_keep_their_accents_and_apostrophes():
    blitz = {p.ref: p for p in papi.read(BLITZ_FILE).players}
    assert (blitz["2"].name, blitz["2"].club, blitz["2"].ffe_id) == (
        "DAMBRINE, Gaspard", "Echiquier Quimpérois", "V56212")
    assert (blitz["4"].club, blitz["7"].club) == ("Pion Pacé - MJC", "Echiquier Domloupéen")
    assert blitz["6"].name == "VALENTIN BOUCKE, Alexandre"
    open_b = {p.ref: p for p in papi.read(OPEN_FILE).players}
    assert open_b["8"].club == "Echiquier Laique Ste Anne d'Auray"
    assert open_b["13"].name == "MINIOU DELAIZIR, Madeleine"


def test_the_blitz_event_lists_its_players_at_their_blitz_rating():
    # mdb-export: Ref 2 Elo 1449 F, Blitz 1537 F; Ref 4 Elo 1616 F, Blitz 1540 N; Ref 7 Elo 1400 E, Blitz 1250 N
    event = papi.read(BLITZ_FILE)
    assert event.rate == "blitz"
    players = {p.ref: p for p in event.players}
    assert (players["2"].ratings[FFE_BLITZ], players["2"].rating_types[FFE_BLITZ]) == (1537, "F")
    assert (players["4"].ratings[FFE_BLITZ], players["4"].rating_types[FFE_BLITZ]) == (1540, "N")
    assert (players["7"].ratings[FFE], players["7"].rating_types[FFE]) == (1400, "E")


def test_the_event_players_are_at_the_rating_of_the_events_rate(imported):
    expected, db, report = imported
    ratings = dict(db.execute("SELECT ref, rating FROM event_players WHERE event_id = ?", [report.event_id]))
    if expected.rate == "blitz":  # the Blitz column
        assert (ratings["2"], ratings["4"], ratings["7"], ratings["11"]) == (1537, 1540, 1250, 1190)
    else:  # the Elo column: every player of the open B holds an estimate, 1009 E
        assert set(ratings.values()) == {1009}


def test_the_french_state_is_the_standard_rating_with_its_letter(imported):
    expected, db, report = imported
    refs = dict(db.execute("SELECT ref, player_id FROM event_players WHERE event_id = ?", [report.event_id]))
    states = get_states(db, "ffe")
    if expected.rate == "blitz":
        assert states[refs["2"]] == {"rating": 1449, "rating_type": "F"}
        assert states[refs["7"]] == {"rating": 1400, "rating_type": "E"}
    else:
        assert states[refs["2"]] == {"rating": 1009, "rating_type": "E"}


def test_the_events_preview_under_ffe(imported):
    expected, db, report = imported
    out = preview(db, RunScope("ffe", event_id=report.event_id, kind=EVENT))
    assert len(out["players"]) == expected.players
    left_out = [r for p in out["players"] for r in p["explanation"] if r["kind"] == "left_out"]
    if expected.rate == "blitz":  # the French Elo rates standard games only: every game is left out
        assert {p["status"] for p in out["players"]} == {"unchanged", "unrated"}
        assert all(p["rating"] == p["old_rating"] for p in out["players"])
        assert len(left_out) == 2 * (expected.games + expected.forfeits)
        assert {r["reason"] for r in left_out} == {BLITZ_EVENT}
    else:  # everyone holds an estimate (E): unrated, valued by the iteration, archives kept
        assert {p["status"] for p in out["players"]} == {"unrated"}
        assert all(p["explanation"][0]["kind"] == "ffe_estimate_ignored" for p in out["players"])
        assert all(p["compatible_games"] is not None for p in out["players"])
        assert BLITZ_EVENT not in {r["reason"] for r in left_out}


@pytest.mark.skipif(shutil.which("mdb-export") is None, reason="mdbtools not installed")
@pytest.mark.parametrize("path", [BLITZ_FILE, OPEN_FILE], ids=["blitz", "open-b"])
def test_every_text_field_is_what_mdbtools_reads(path):
    exported = subprocess.run(["mdb-export", str(path), "JOUEUR"], capture_output=True, text=True, check=True)
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    database = jet4.Database(str(path))
    table = database.parse_table("JOUEUR")
    text_columns = database.get_table("JOUEUR").text_columns
    assert len(text_columns) == 44 and len(table["Ref"]) == len(rows)
    for i, row in enumerate(rows):
        assert {c: table[c][i] or "" for c in text_columns} == {c: row[c] for c in text_columns}
