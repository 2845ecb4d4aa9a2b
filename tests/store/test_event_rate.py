"""Events have a rate: imported from the file or chosen, players at that rate's rating, and the
national systems (standard games only) leave a rapid or blitz event's games out of a preview."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.cli import main
from elodesk.core.explain import RAPID_EVENT
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.reports.explanations import render
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import ImportReport, import_file, run_import
from elodesk.store.migrations import MIGRATIONS
from elodesk.store.ratings import get_states
from elodesk.store.runs import EVENT, RunScope, apply, preview
from tests.english import english
from tests.formats.fixtures.make_papi.make_papi import SMALL_INFO, small_players, write_papi

SMALL = Path(__file__).resolve().parents[1] / "formats" / "fixtures" / "small.papi"
AUTUMN = RunScope("ffe", date(2025, 9, 1), date(2025, 12, 31))


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def french(ref: str, name: str, rating: int, rating_type: str | None = "N") -> PlayerRecord:
    player = PlayerRecord(ref=ref, name=name, ffe_id=f"A{ref.zfill(5)}", ratings={"ffe": rating})
    if rating_type:
        player.rating_types["ffe"] = rating_type
    return player


def event(name: str, day: date, rate: str | None) -> EventRecord:
    players = [french("1", "Alpha, Anne", 1600), french("2", "Bravo, Bob", 1500)]
    return EventRecord(name=name, format="test", start=day, end=day, rate=rate, players=players,
                       games=[ChessGameRecord(1, "1", "2", "1-0", day)])


def import_event(db, record: EventRecord, rate: str) -> ImportReport:
    report = ImportReport(file=record.name, format="test", system="ffe", dry_run=False)
    source = Path(record.name)
    return run_import(db, report, lambda imp: imp.chess_event(record, "ffe", source, f"hash:{record.name}", rate),
                      source, None)


def event_rate(db, event_id: int) -> str | None:
    return db.execute("SELECT rate FROM events WHERE id = ?", [event_id]).fetchone()[0]


def test_the_migration_gives_existing_chess_events_the_standard_rate(tmp_path):
    db = sqlite_utils.Database(tmp_path / "old.elodesk")
    MIGRATIONS.apply(db, stop_before="m002_event_rate")
    for system in ("ffe", "frbe", "bataille-empire"):
        db.execute("INSERT INTO events (system, name) VALUES (?, ?)", [system, f"{system} event"])
    db.conn.commit()
    MIGRATIONS.apply(db)
    rates = dict(db.execute("SELECT system, rate FROM events"))
    assert rates == {"ffe": "standard", "frbe": "standard", "bataille-empire": None}


def test_the_file_gives_the_rate_and_the_user_may_override_it(db, tmp_path):
    report = import_file(db, SMALL)
    assert (report.rate, event_rate(db, report.event_id)) == ("standard", "standard")
    rapid = tmp_path / "rapide.papi"
    write_papi(rapid, {**SMALL_INFO, "Nom": "Rapide de Noël", "ClassElo": "Rapide"}, small_players())
    report = import_file(db, rapid, rate="blitz")
    assert (report.rate, event_rate(db, report.event_id)) == ("blitz", "blitz")
    ratings = dict(db.execute("SELECT ref, rating FROM event_players WHERE event_id = ?", [report.event_id]))
    assert ratings == {"2": None, "3": 1399, "4": 1985, "5": None, "6": 1600, "7": None}  # the Blitz column
    with pytest.raises(StoreError, match="--rate: expected standard, rapid or blitz, not bullet"):
        import_file(db, SMALL, rate="bullet")


def test_a_rapid_event_is_at_the_rapid_rating_and_a_standard_one_at_the_standard_rating(db, tmp_path):
    rapid = tmp_path / "rapide.papi"
    write_papi(rapid, {**SMALL_INFO, "ClassElo": "Rapide"}, small_players())
    report = import_file(db, rapid)
    ratings = dict(db.execute("SELECT ref, rating FROM event_players WHERE event_id = ?", [report.event_id]))
    assert (ratings["2"], ratings["4"], ratings["7"]) == (1790, 2050, None)
    # the French state stays the standard rating, with its letter
    refs = dict(db.execute("SELECT ref, player_id FROM event_players WHERE event_id = ?", [report.event_id]))
    assert get_states(db, "ffe")[refs["2"]] == {"rating": 1850, "rating_type": "F"}


def test_a_rapid_events_games_are_left_out_of_the_preview_and_the_explanation_says_why(db):
    import_event(db, event("Rapide", date(2025, 10, 4), "rapid"), "rapid")
    standard = import_event(db, event("Open", date(2025, 10, 11), None), "standard")
    out = {p["id"]: p for p in preview(db, AUTUMN)["players"]}
    alpha = out["1"]
    # the standard game counts: a win over 1500, Pj 1500 + 470 = 1970, barycentre (1970 + 15 × 1600) / 16
    assert (alpha["status"], alpha["rating"], alpha["compatible_games"]) == ("rated", 1620, 1)
    first = alpha["explanation"][0]
    assert (first["kind"], first["reason"], first["date"], first["opponent"]) == (
        "left_out", RAPID_EVENT, "2025-10-04", "2")
    assert render(first, "fr").endswith("tournoi rapide : seules les parties lentes sont classées.")
    assert render(first, "en").endswith("rapid event: only standard games are rated.")
    assert preview(db, RunScope("ffe", event_id=standard.event_id, kind=EVENT))["players"][0]["change"] == 20


def test_a_blitz_event_previews_with_every_game_left_out_and_applies_as_no_change(db):
    report = import_event(db, event("Blitz", date(2025, 10, 4), "blitz"), "blitz")
    selection = RunScope("ffe", event_id=report.event_id, kind=EVENT)
    out = preview(db, selection)
    assert [(p["id"], p["status"], p["change"]) for p in out["players"]] == [("1", "unchanged", 0),
                                                                             ("2", "unchanged", 0)]
    assert [r["reason"] for p in out["players"] for r in p["explanation"]] == ["blitz_event", "blitz_event"]
    before = get_states(db, "ffe")
    apply(db, selection, make_backup=False)
    assert get_states(db, "ffe") == before


def test_a_national_rating_that_is_not_a_multiple_of_10_loses_its_letter_with_a_warning(db):
    record = event("Open", date(2025, 10, 4), None)
    record.players[1].ratings["ffe"] = 1453
    report = import_event(db, record, "standard")
    assert english(report.warnings) == ["Bravo, Bob: 1453 is marked national (N) but is not a multiple of 10; kept "
                                        "without its letter (a value ending in 9 is an estimate)"]
    assert sorted(get_states(db, "ffe").values(), key=lambda s: s["rating"]) == [
        {"rating": 1453}, {"rating": 1600, "rating_type": "N"}]


def test_the_command_line_takes_the_rate(tmp_path, capsys):
    database = str(tmp_path / "club.elodesk")
    assert main(["--db", database, "--lang", "en", "import", str(SMALL), "--rate", "rapid"]) == 0
    out = capsys.readouterr().out
    assert "Rapid event: its players are at their rapid rating; ffe rates standard games only." in out
    assert event_rate(open_db(database), 1) == "rapid"
