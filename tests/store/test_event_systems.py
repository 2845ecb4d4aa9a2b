"""One event, several systems (issue 22): a French open is rated by the FFE and by FIDE from one
import; each system's preview, apply and undo stay its own."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.formats import trf
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event, edit_event
from elodesk.store.event_systems import event_systems, set_event_systems
from elodesk.store.events import events_of_system
from elodesk.store.importer import import_file
from elodesk.store.migrations import MIGRATIONS
from elodesk.store.ratings import get_states
from elodesk.store.runs import EVENT, RunScope, apply, preview, undo

SMALL = Path(__file__).resolve().parents[1] / "formats" / "fixtures" / "small.papi"  # French, standard, 2024-12
REAL = Path(__file__).resolve().parents[1] / "data" / "real"
DECEMBER_FFE = RunScope("ffe", date(2024, 12, 1), date(2024, 12, 31))
DECEMBER_FIDE = RunScope("fide", date(2024, 12, 1), date(2024, 12, 31), rate="standard")


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def dump(db: sqlite_utils.Database, system: str) -> tuple[object, ...]:
    """A system's states, runs and history: what its apply and undo may touch."""
    return (get_states(db, system),
            db.execute("SELECT id, system, kind, start, \"end\", summary, rate FROM runs WHERE system = ? "
                       "ORDER BY id", [system]).fetchall(),
            db.execute("SELECT run_id, player_id, old_rating, new_rating, state_before, state_after, explanation "
                       "FROM history WHERE system = ? ORDER BY id", [system]).fetchall())


def test_a_french_papi_file_is_rated_by_the_ffe_and_by_fide(db):
    report = import_file(db, SMALL)
    assert [(c.system, c.reason) for c in report.claims] == [("ffe", "papi-file"), ("fide", "papi-fide")]
    assert event_systems(db, report.event_id) == ("ffe", "fide")
    assert [e.id for e in events_of_system(db, "fide")] == [report.event_id]  # the Ratings page's FIDE list
    ffe = preview(db, DECEMBER_FFE)
    fide = preview(db, DECEMBER_FIDE)
    assert ffe["system"] == "ffe" and fide["system"] == "fide"
    assert len(ffe["players"]) == len(fide["players"]) == 6
    assert [p["status"] for p in fide["players"]].count("rated") == 2  # the two FIDE-rated players met


def test_the_ffe_and_fide_runs_of_one_event_are_independent(db):
    import_file(db, SMALL)
    before_ffe, before_fide = dump(db, "ffe"), dump(db, "fide")
    apply(db, DECEMBER_FFE, make_backup=False)
    after_ffe = dump(db, "ffe")
    assert after_ffe != before_ffe and dump(db, "fide") == before_fide  # applying FFE leaves FIDE alone
    apply(db, DECEMBER_FIDE, make_backup=False)
    assert dump(db, "fide") != before_fide and dump(db, "ffe") == after_ffe
    undo(db, "fide")
    assert dump(db, "fide") == before_fide
    assert dump(db, "ffe") == after_ffe  # FFE untouched by FIDE's undo
    with pytest.raises(StoreError):
        apply(db, DECEMBER_FFE, make_backup=False)  # still applied: FFE's own run


def test_an_event_run_of_a_claiming_system_is_accepted_and_others_refused(db):
    report = import_file(db, SMALL)
    assert preview(db, RunScope("fide", event_id=report.event_id, kind=EVENT))["players"]
    with pytest.raises(StoreError) as caught:
        preview(db, RunScope("frbe", event_id=report.event_id, kind=EVENT))
    assert caught.value.params["event_system"] == "ffe, fide"


def tournament(path: Path, federation: str | None) -> Path:
    players = [PlayerRecord("1", "Alpha, Anne", federation=federation, fide_id="1001", ratings={"fide": 1900}),
               PlayerRecord("2", "Bravo, Bob", federation=federation, fide_id="1002", ratings={"fide": 1800})]
    day = date(2025, 3, 8)
    return trf.write_fide(EventRecord("Open", "trf", federation=federation, start=day, end=day, rounds=1,
                                      players=players, games=[ChessGameRecord(1, "1", "2", "1-0", day)]), path)


@pytest.mark.parametrize(("federation", "systems"), [("FRA", ("ffe", "fide")), ("BEL", ("frbe", "fide")),
                                                     ("GER", ("fide",))])
def test_a_fide_report_is_rated_by_fide_and_by_the_national_system_it_names(db, tmp_path, federation, systems):
    report = import_file(db, tournament(tmp_path / "open.trf", federation))
    assert event_systems(db, report.event_id) == systems
    assert report.claims[-1].reason == ("fide-file" if len(systems) == 2 else "other-federation")


def test_a_dry_run_says_who_rates_and_writes_nothing(db):
    report = import_file(db, SMALL, dry_run=True)
    assert [c.system for c in report.claims] == ["ffe", "fide"]
    assert db.execute("SELECT COUNT(*) FROM event_systems").fetchone()[0] == 0


def test_the_officer_chooses_the_systems_and_a_fide_period_follows(db):
    event_id = add_event(db, "frbe", "Club", start="2025-03-08", rounds=1)
    assert event_systems(db, event_id) == ("frbe",)
    assert events_of_system(db, "fide") == []
    assert set_event_systems(db, event_id, ["fide"]) == ("frbe",)  # returns the set before, to undo
    assert event_systems(db, event_id) == ("frbe", "fide")
    assert [e.id for e in events_of_system(db, "fide")] == [event_id]
    set_event_systems(db, event_id, [])  # the main system always stays
    assert event_systems(db, event_id) == ("frbe",)
    with pytest.raises(StoreError):
        set_event_systems(db, event_id, ["chess960"])


def test_a_system_cannot_be_added_to_an_event_a_run_has_rated(db):
    report = import_file(db, SMALL)
    apply(db, DECEMBER_FFE, make_backup=False)
    with pytest.raises(StoreError):
        set_event_systems(db, report.event_id, [])
    assert event_systems(db, report.event_id) == ("ffe", "fide")


def test_changing_an_events_main_system_moves_its_claim(db):
    event_id = add_event(db, "frbe", "Club", start="2025-03-08", rounds=1)
    edit_event(db, event_id, system="ffe")
    assert event_systems(db, event_id) == ("ffe",)
    assert events_of_system(db, "frbe") == []


def test_the_migration_gives_every_event_its_systems(tmp_path):
    path = tmp_path / "old.elodesk"
    old = sqlite_utils.Database(path)
    MIGRATIONS.apply(old, stop_before="m009_event_systems")
    for system, fmt, day in (("frbe", "trf", "2025-03-08"), ("ffe", "papi", "2025-03-08"),
                             ("fide", "trf", "2025-03-08"), ("bataille-empire", None, "2025-03-08"),
                             ("frbe", "trf", "2025-02-08")):
        old.execute('INSERT INTO events (system, name, source_format, start, "end") VALUES (?, ?, ?, ?, ?)',
                    [system, system, fmt, day, day])
    # FIDE's February list was applied without the Belgian TRF event of February: it stays Belgian alone
    old.execute("INSERT INTO periods (system, kind, start, \"end\", applied_at, rate) VALUES ('fide', 'period', "
                "'2025-02-01', '2025-02-28', '2025-03-01', 'standard')")
    old.conn.commit()
    old.conn.close()
    db = open_db(path)
    assert [event_systems(db, i) for i in (1, 2, 3, 4, 5)] == [("frbe", "fide"), ("ffe",), ("fide",),
                                                                ("bataille-empire",), ("frbe",)]


def test_a_report_naming_no_federation_is_french_when_its_players_carry_french_ratings(db, tmp_path):
    players = [PlayerRecord(str(i), name, fide_id=f"200{i}", ffe_id=f"A0000{i}", ratings={"fide": 1900, "ffe": 1880})
               for i, name in ((1, "Alpha, Anne"), (2, "Bravo, Bob"))]
    path = trf.write_fide(EventRecord("Open", "trf", start=date(2025, 3, 8), end=date(2025, 3, 8), rounds=1,
                                      players=players, games=[ChessGameRecord(1, "1", "2", "1-0")]),
                          tmp_path / "open.trf")
    report = import_file(db, path)
    assert [(c.system, c.reason) for c in report.claims] == [("ffe", "national-ratings"), ("fide", "fide-file")]
    plain = trf.write_fide(EventRecord("Club", "trf", start=date(2025, 3, 8), end=date(2025, 3, 8), rounds=1,
                                       players=[PlayerRecord("1", "C"), PlayerRecord("2", "D")],
                                       games=[ChessGameRecord(1, "1", "2", "1-0")]), tmp_path / "club.trf")
    assert import_file(db, plain).claims[0].reason == "club-default"  # nothing tells: the club's default


def test_a_report_naming_no_federation_goes_by_its_players_federation(db):
    """Ulster's masters (ICU, no 032 line; 14 of 15 players Irish) are rated by FIDE, not as a Belgian
    club's event; a file whose players are split keeps the club's default."""
    report = import_file(db, REAL / "icu_UlsterMastersSeniors2022.trf")
    assert (report.system, report.system_reason, report.federation) == ("fide", "players-federation", "IRL")
    # Bunratty: Krause wrote Irish club codes (KIL, GON…) in the federation field, no one of them a majority
    assert import_file(db, REAL / "icu_bunratty_masters_2011.trf").system_reason == "club-default"


def test_a_system_whose_applied_period_covers_the_event_cannot_claim_it(db):
    from elodesk.store.games import add_chess_game, add_event_player
    from elodesk.store.player_edits import add_player
    from elodesk.store.players import Player

    event_id = add_event(db, "frbe", "Club", start="2024-12-14", end="2024-12-14", rounds=1)
    alpha, bravo = add_player(db, Player("Alpha, Anne")), add_player(db, Player("Bravo, Bob"))
    for player in (alpha, bravo):
        add_event_player(db, event_id, player, rating=1500)
    add_chess_game(db, event_id, 1, alpha, bravo, result="1-0")
    import_file(db, SMALL)  # December 2024: FIDE's December period is applied with it, not with the club's event
    apply(db, DECEMBER_FIDE, make_backup=False)
    with pytest.raises(StoreError) as caught:
        set_event_systems(db, event_id, ["fide"])
    assert "undo that run first" in caught.value.template
    assert event_systems(db, event_id) == ("frbe",)


def test_an_event_fide_does_not_rate_comes_back_from_its_trf_not_rated_by_fide(db, tmp_path):
    # issue 23: a French open without FIDE (the officer unticked it), or a PGN's games filed under the club's
    # system, came back from its own TRF claimed by FIDE, whose runs then rated it; the file now says so
    from elodesk.formats.trf_lines import NOT_FIDE_RATED
    from elodesk.store.events import export_event

    first = import_file(db, tournament(tmp_path / "open.trf", "FRA"))
    set_event_systems(db, first.event_id, ["ffe"])
    path = trf.write_fide(export_event(db, RunScope("ffe", event_id=first.event_id, kind=EVENT)),
                          tmp_path / "export.trf")
    assert NOT_FIDE_RATED in path.read_text(encoding="utf-8").splitlines()
    other = open_db(tmp_path / "other.elodesk")
    again = import_file(other, path)
    assert event_systems(other, again.event_id) == ("ffe",) and again.warnings == []
    # the same file as another program writes it, without the comment: FIDE's own report, which FIDE rates
    bare = tmp_path / "bare.trf"
    bare.write_text(path.read_text(encoding="utf-8").replace(NOT_FIDE_RATED + "\n", ""), encoding="utf-8")
    assert event_systems(other, import_file(other, bare).event_id) == ("ffe", "fide")
