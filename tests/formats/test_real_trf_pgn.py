"""Every real TRF and PGN file of ../shared/data: recognised, imported whole, previewed, its ids clean.

The expected figures were counted from the files themselves, not from elodesk: the 001
lines; a pairing for every two cells naming each other with ``1 = 0`` (a game) or
``+ -`` (a forfeit); a bye or absence for every filled cell without an opponent
(``H F U Z + -``), less the ones of a "player" that stands for the bye (spielfrei);
the rounds are the last filled round column, or tag 142/XXR when it plans more.
(Sources and licences of the files: ../shared/data/SOURCES.md.)
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.formats import trf
from elodesk.formats.detect import detect
from elodesk.formats.errors import FormatError
from elodesk.store.db import open_db
from elodesk.store.importer import ImportReport, import_file
from elodesk.store.runs import EVENT, RunScope, build_document, preview
from tests.english import english

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"


@dataclass(frozen=True, slots=True)
class Expected:
    name: str
    players: int
    games: int  # played (1 = 0)
    forfeits: int  # + - pairings
    byes: int  # byes and absences the file writes
    rounds: int
    rate: str
    start: date | None  # None: the file gives no date (dated the day it was saved)
    end: date | None


EXPECTED = [
    # 20 players with "-----------" ids, placeholder dates, and FOR/BYE/TNR lines of the pairing program
    Expected("CPPDubovSystem_parsing_test.trf", 20, 43, 7, 0, 5, "standard", None, None),
    Expected("CPPDubovSystem_random1.trf", 20, 44, 6, 0, 5, "standard", None, None),
    # a lichess bullet arena: 1065 "-" (absent) cells, 18 H, 9 U; start "May 10, 2020"; rate from its name
    Expected("CompetiChess_testLargeFile.trf", 112, 574, 0, 1092, 21, "blitz", date(2020, 5, 10),
             date(2020, 5, 10)),
    Expected("bbpPairings_dutch_2025_C5.trf", 6, 6, 0, 1, 3, "standard", None, None),
    Expected("bbpPairings_dutch_2025_C9.trf", 5, 2, 0, 1, 3, "standard", None, None),
    Expected("bbpPairings_issue_15.trf", 180, 904, 86, 0, 11, "standard", None, None),
    Expected("bbpPairings_issue_7.trf", 60, 395, 25, 0, 15, "standard", None, None),
    # 284 lines, one of them "spielfrei"; 282's "0000 - +" is the one bye; "40/120, 60": standard
    Expected("fide_example1.trf", 283, 970, 10, 1, 7, "standard", date(2005, 7, 28), date(2005, 7, 31)),
    # TRF26 team tournament: 1328 "0000 - -" (not in the line-up) and 98 "0000 - +"
    Expected("sharly_example_trf26.trf", 249, 1030, 0, 1426, 14, "standard", date(2024, 1, 1),
             date(2024, 1, 14)),
]
BY_NAME = {e.name: e for e in EXPECTED}
REAL = sorted([*DATA.glob("trf/*.trf"), *DATA.glob("pgn/*.pgn")])
TRF_FILES = [p for p in REAL if p.suffix == ".trf"]


def imported(tmp_path: Path, path: Path) -> tuple[sqlite_utils.Database, ImportReport]:
    db = open_db(tmp_path / "club.elodesk")
    return db, import_file(db, path)


def test_every_real_trf_and_pgn_file_has_its_test():
    assert {p.name for p in TRF_FILES} == set(BY_NAME)
    assert [p.name for p in REAL if p.suffix == ".pgn"] == ["python-chess_utf8-bom.pgn"]


@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_recognised_from_its_content(path):
    assert detect(path) == "trf"


@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_imports_with_the_counts_of_an_independent_reading(tmp_path, path):
    expected = BY_NAME[path.name]
    db, report = imported(tmp_path, path)
    assert (len(report.players), report.games, report.forfeits, report.byes) == (
        expected.players, expected.games, expected.forfeits, expected.byes)
    rounds, rate, start, end = db.execute('SELECT rounds, rate, start, "end" FROM events').fetchone()
    saved = date.fromtimestamp(path.stat().st_mtime)
    assert (rounds, rate) == (expected.rounds, expected.rate)
    assert (start, end) == ((expected.start or saved).isoformat(), (expected.end or saved).isoformat())
    # every warning names its line, but the one dating an undated event
    dated = [w for w in english(report.warnings) if w.startswith("the file gives no date")]
    assert len(dated) == (expected.start is None)
    assert all(w.startswith(("line ", "lines ")) for w in english(report.warnings) if w not in dated)


@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_previews_under_its_system_and_rates_every_game(tmp_path, path):
    db, report = imported(tmp_path, path)
    sel = RunScope(report.system or "", event_id=report.event_id, kind=EVENT)
    document = build_document(db, sel)
    out = preview(db, sel)
    expected = BY_NAME[path.name]
    accounted = {record["game"] for player in out["players"] for record in player.get("explanation", [])
                 if "game" in record}
    if expected.rate == "standard":
        # every game and forfeit goes to the engine, and each player's explanation accounts for each of his
        assert len(document["games"]) == expected.games + expected.forfeits
        assert accounted == {game["id"] for game in document["games"]}
    else:
        # the national systems rate standard games only: the preview says why each game is left out
        assert document["games"] == []
        reasons = {record.get("reason") for player in out["players"] for record in player["explanation"]}
        assert reasons == {f"{expected.rate}_event"}
        assert len(accounted) == expected.games + expected.forfeits


@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_ids_are_clean(tmp_path, path):
    db, report = imported(tmp_path, path)
    rows = db.execute("SELECT p.fide_id, p.frbe_id, p.ffe_id FROM players p JOIN event_players ep "
                      "ON ep.player_id = p.id WHERE ep.event_id = ?", [report.event_id]).fetchall()
    assert len(rows) == BY_NAME[path.name].players
    for column, ids in enumerate(zip(*rows, strict=True)):
        present = [i for i in ids if i is not None]
        assert len(present) == len(set(present)), f"an id shared by two players in column {column}"
        if column == 0:
            assert all(i.isdigit() and int(i) > 0 for i in present)


def test_the_fide_example_reads_the_old_style_fields(tmp_path):
    db, report = imported(tmp_path, DATA / "trf" / "fide_example1.trf")
    assert english(report.warnings) == ['line 297: "spielfrei" stands for the bye, not a player: left out']
    row = db.execute("SELECT name, title, fide_id, birth_date, fide_rating FROM players WHERE name LIKE 'Vasquez%'"
                     ).fetchone()
    assert row == ("Vasquez, Rodrigo", "GM", "3400042", "1969-12-06", 2558)


def test_the_pairing_program_lines_and_placeholders_are_named(tmp_path):
    path = DATA / "trf" / "CPPDubovSystem_parsing_test.trf"
    _, report = imported(tmp_path, path)
    saved = date.fromtimestamp(path.stat().st_mtime)
    assert english(report.warnings) == [
        'line 3: tag 032 (federation) "--CPP DUBOV SYSTEM RANDOM TOURNAMENT (FEDERATION)--" is no federation code: '
        "left out",
        'line 4: tag 042 (start date) "--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--" is no date',
        'line 5: tag 052 (end date) "--CPP DUBOV SYSTEM RANDOM TOURNAMENT (END DATE)--" is no date',
        'line 12: tag 122 (time control) "MOVES/TIME INCREMENT" tells no rate (standard, rapid, blitz): left to '
        "the import",
        'line 13: 1 line of record type "TNR" skipped (not about ratings)',
        'line 14: "-----------" in the FIDE-id field (columns 58-68) of 20 player lines is no id: read as none',
        'line 34: 2 lines of record type "BYE" skipped (not about ratings)',
        'line 36: 1 line of record type "FOR" skipped (not about ratings)',
        f"the file gives no date: the event is dated {saved:%Y-%m-%d}, the day the file was last saved",
    ]


def test_the_free_text_start_date_and_the_bullet_rate(tmp_path):
    _, report = imported(tmp_path, DATA / "trf" / "CompetiChess_testLargeFile.trf")
    assert report.rate == "blitz"
    assert english(report.warnings) == [
        'line 1: no time control (tag 122) tells the rate: "blitz" is read from the event\'s name',
        'line 2: tag 022 "https://lichess.org/swiss/j8rtJ5GL": the file is lichess\'s export, its rating column '
        "holds lichess ratings, not FIDE ratings: left out",
        'line 3: tag 032 (federation) "Lichess" is no federation code: left out',
        'line 10: 1 line of record type "XXC" skipped (not about ratings)',
    ]
    # lichess writes its own bullet ratings (2529 for sherwin--tiu) where a TRF has the FIDE rating: none is read
    event = trf.read(DATA / "trf" / "CompetiChess_testLargeFile.trf")
    assert (event.players[0].name, event.players[0].ratings) == ("sherwin--tiu", {})
    assert not any(player.ratings for player in event.players)


def test_the_trf26_team_file_skips_its_team_records_by_type(tmp_path):
    db, report = imported(tmp_path, DATA / "trf" / "sharly_example_trf26.trf")
    skipped = [w for w in english(report.warnings) if "skipped" in w]
    assert [w.split('"')[1] for w in skipped] == ["310", "240", "250", "260", "300", "320", "330", "299", "801",
                                                  "802", "013"]
    # its FRA record gives player 14 a French rating and licence
    row = db.execute("SELECT p.ffe_id FROM players p WHERE p.name = 'Test0014 Player0014'").fetchone()
    assert row == ("L01854",)


def test_the_pgn_sample_of_unfinished_games_is_refused_and_makes_no_event(tmp_path):
    path = DATA / "pgn" / "python-chess_utf8-bom.pgn"
    assert detect(path) == "pgn"
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(FormatError) as caught:
        import_file(db, path)
    assert str(caught.value) == ("python-chess_utf8-bom.pgn:1: no finished game: all 2 games are unfinished "
                                 "(Result *); a file of games not played yet holds no tournament")
    assert db.execute("SELECT COUNT(*) FROM events").fetchone() == (0,)
