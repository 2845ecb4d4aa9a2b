"""Preview, apply and undo on the club database."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import orjson
import pytest

from elodesk.cli import main
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.ratings import get_states
from elodesk.store.runs import EVENT, INACTIVITY, UPLIFT, RunScope, apply, build_document, preview, undo
from tests.english import english


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def import_event(db, event: EventRecord, system: str = "frbe", *, dry_run: bool = False) -> ImportReport:
    report = ImportReport(file=event.name, format="test", system=system, dry_run=dry_run)
    source = Path(event.name)
    return run_import(db, report, lambda imp: imp.chess_event(event, system, source, f"hash:{event.name}"),
                      source, None)


def roster(db, players: list[PlayerRecord], systems=None) -> None:
    report = ImportReport(file="list", format="test", system=None, dry_run=False)
    run_import(db, report, lambda imp: imp.player_list(players, systems or {"frbe": "frbe"}), Path("list"), None)


def belgian(ref: str, name: str, rating: int | None, games: int = 50) -> PlayerRecord:
    p = PlayerRecord(ref=ref, name=name, frbe_id=f"1{ref.zfill(4)}")
    if rating is not None:
        p.ratings["frbe"] = rating
        p.rating_games["frbe"] = games
    return p


def small_event(name="Open", day=date(2025, 3, 1)) -> EventRecord:
    players = [belgian("1", "Alpha, Anne", 1760), belgian("2", "Bravo, Bob", 1645, 200),
               belgian("3", "Charlie, Carl", None)]
    games = [ChessGameRecord(1, "1", "2", "1-0", day), ChessGameRecord(2, "1", "3", "1/2-1/2", day),
             ChessGameRecord(3, "2", "3", "+-", day)]
    return EventRecord(name=name, format="test", start=day, end=day, players=players, games=games)


H1 = RunScope("frbe", date(2025, 1, 1), date(2025, 6, 30))


def test_preview_equals_elodesk_compute_on_the_same_data(db, tmp_path, capsys):
    roster(db, small_event().players)
    import_event(db, small_event())
    doc = build_document(db, H1)
    path = tmp_path / "period.json"
    path.write_bytes(orjson.dumps(doc))
    assert main(["compute", str(path)]) == 0
    assert orjson.loads(capsys.readouterr().out) == preview(db, H1)
    # and the figures are the engine's: Alpha beat Bravo (1645, We .66, K 32) -> 1771
    out = {p["id"]: p for p in preview(db, H1)["players"]}
    assert [g["result"] for g in doc["games"]] == ["1-0", "1/2-1/2", "+-"]
    alpha = next(p for p in out.values() if p["old_rating"] == 1760)
    assert (alpha["rating"], alpha["status"]) == (1771, "rated")


def test_preview_writes_nothing(db):
    roster(db, small_event().players)
    import_event(db, small_event())
    before = dump(db, skip=())
    preview(db, H1)
    assert dump(db, skip=()) == before


def test_apply_then_undo_restores_the_database_exactly(db, tmp_path):
    roster(db, small_event().players)
    import_event(db, small_event())
    before = dump(db)
    run = apply(db, H1)
    states = get_states(db, "frbe")
    assert sorted(s["rating"] for s in states.values() if s.get("rating")) == [1637, 1771]
    assert db.execute("SELECT COUNT(*) FROM history WHERE run_id = ?", [run]).fetchone()[0] == 3
    backup = db.execute("SELECT backup FROM runs WHERE id = ?", [run]).fetchone()[0]
    assert Path(backup).exists() and dump(open_db(backup)) == before
    undone = undo(db, "frbe")
    assert undone.run == run
    assert dump(db) == before
    # the audit log keeps the story: import, list, apply, undo
    actions = [a for (a,) in db.execute("SELECT action FROM audit ORDER BY id")]
    assert actions == ["import", "import", "apply", "undo"]


def test_a_period_cannot_be_applied_twice_and_undo_needs_something(db):
    roster(db, small_event().players)
    import_event(db, small_event())
    apply(db, H1)
    with pytest.raises(StoreError, match="already applied"):
        apply(db, RunScope("frbe", date(2025, 3, 1), date(2025, 9, 30)))
    undo(db, "frbe")
    with pytest.raises(StoreError, match="nothing to undo"):
        undo(db, "frbe")


def test_chained_periods_use_the_applied_states(db):
    roster(db, small_event().players)
    import_event(db, small_event())
    import_event(db, small_event("Autumn", date(2025, 10, 1)))
    apply(db, H1)
    out = preview(db, RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)))
    alpha = next(p for p in out["players"] if p["old_rating"] == 1771)
    assert alpha["games"] == 52  # 50 + 1 in the first half, + 1 now


def test_a_failed_import_writes_nothing(db):
    roster(db, small_event().players)
    before = dump(db, skip=())
    bad = small_event()
    bad.games.append(ChessGameRecord(4, "1", "99", "1-0", date(2025, 3, 1)))  # unknown player ref
    with pytest.raises(KeyError):
        import_event(db, bad)
    assert dump(db, skip=()) == before


def test_a_dry_run_reports_what_it_would_do_and_writes_nothing(db):
    before = dump(db, skip=())
    report = import_event(db, small_event(), dry_run=True)
    assert (report.games, report.forfeits, report.count("new")) == (2, 1, 3)
    assert dump(db, skip=()) == before


def test_players_are_matched_by_id_then_name_and_birth_date(db):
    roster(db, [PlayerRecord(ref="a", name="Dupont, Jean", birth_date=date(1980, 1, 2), frbe_id="12345"),
                PlayerRecord(ref="b", name="Martin, Luc", birth_date=date(1970, 5, 6)),
                PlayerRecord(ref="c", name="Simon, Paul", birth_date=date(1990, 1, 1)),
                PlayerRecord(ref="d", name="Simon, Paul", birth_date=date(1991, 1, 1))])
    event = EventRecord(name="E", format="test", start=date(2025, 1, 1), players=[
        PlayerRecord(ref="1", name="DUPONT, Jean-Marc", frbe_id="12345", club="Wavre"),  # by id, club filled
        PlayerRecord(ref="2", name="Martin,Luc", birth_date=date(1970, 5, 6)),  # by name and birth date
        PlayerRecord(ref="3", name="Simon, Paul"),  # two candidates: ambiguous
        PlayerRecord(ref="4", name="Nouveau, Joueur"),
    ])
    report = import_event(db, event)
    how = {m.ref: (m.how, m.candidates) for m in report.players}
    assert how == {"1": ("id", []), "2": ("name_birth", []), "3": ("ambiguous", [3, 4]), "4": ("new", [])}
    assert report.players[0].filled == {"club": "Wavre"}
    assert any("could be player 3, 4" in w for w in english(report.warnings))
    assert db.execute("SELECT COUNT(*) FROM players").fetchone()[0] == 6


def test_a_birth_date_known_to_its_year_only_matches_the_club_members_full_date(db):
    """A TRF's birth date "1978" is read 1978-01-01: the club's Dupont born on 12 May 1978 is him, not a new
    player; a namesake born another year is not; two of the same year stay for the officer to choose."""
    roster(db, [PlayerRecord(ref="a", name="Dupont, Jean", birth_date=date(1978, 5, 12)),
                PlayerRecord(ref="b", name="Lambert, Anne", birth_date=date(1990, 1, 1)),
                PlayerRecord(ref="c", name="Roux, Marc", birth_date=date(1985, 3, 3)),
                PlayerRecord(ref="d", name="Roux, Marc", birth_date=date(1985, 9, 9))])
    event = EventRecord(name="E", format="test", start=date(2025, 1, 1), players=[
        PlayerRecord(ref="1", name="Dupont, Jean", birth_date=date(1978, 1, 1)),  # the year of a TRF
        PlayerRecord(ref="2", name="Lambert, Anne", birth_date=date(1990, 6, 30)),  # the club had the year only
        PlayerRecord(ref="3", name="Dupont, Jean", birth_date=date(1979, 1, 1)),  # another year: someone else
        PlayerRecord(ref="4", name="Roux, Marc", birth_date=date(1985, 1, 1)),  # two of that year
    ])
    how = {m.ref: (m.how, m.candidates) for m in import_event(db, event).players}
    assert how == {"1": ("name_birth", []), "2": ("name_birth", []), "3": ("new", []), "4": ("ambiguous", [3, 4])}


def test_bataille_empire_inactivity_is_an_explicit_run_with_undo(db):
    from elodesk.demo import fill_demo

    fill_demo(db)
    before = dump(db)
    out = preview(db, RunScope("bataille-empire", kind=INACTIVITY, year=2025))
    penalised = [p for p in out["players"] if p["status"] == "rated"]
    assert penalised and all(p["change"] in (-50, -100) for p in penalised)
    apply(db, RunScope("bataille-empire", kind=INACTIVITY, year=2025))
    with pytest.raises(StoreError, match="already applied"):
        apply(db, RunScope("bataille-empire", kind=INACTIVITY, year=2025))
    undo(db, "bataille-empire")
    assert dump(db) == before


def test_belgian_2024_uplift_preview_and_apply(db):
    roster(db, [belgian("1", "Low, Lea", 1150), belgian("2", "Mid, Max", 1500), belgian("3", "Top, Tom", 2100)])
    out = preview(db, RunScope("frbe", kind=UPLIFT))
    assert sorted((p["old_rating"], p["rating"]) for p in out["players"]) == [(1150, 1400), (1500, 1647)]
    apply(db, RunScope("frbe", kind=UPLIFT))
    assert sorted(s["rating"] for s in get_states(db, "frbe").values()) == [1400, 1647, 2100]
    with pytest.raises(StoreError, match="uplift applies to the Belgian system"):
        preview(db, RunScope("ffe", kind=UPLIFT))


def test_an_event_of_another_system_is_refused(db):
    import_event(db, small_event(), system="ffe")
    with pytest.raises(StoreError, match="rated under ffe, not frbe"):
        preview(db, RunScope("frbe", kind=EVENT, event_id=1))


def test_the_wavre_text_rates_the_belgian_tournaments_of_a_period(db):
    roster(db, small_event().players)
    import_event(db, small_event())
    belgian = {p["id"]: p["rating"] for p in preview(db, H1)["players"]}
    classic = {p["id"]: p["rating"] for p in preview(db, RunScope("frbe-classic", H1.start, H1.end))["players"]}
    assert classic == belgian != {}  # one game, K 32, no floor reached: both texts agree here


def test_settings_are_saved_in_one_transaction_with_an_audit_entry(db):
    from elodesk.store.settings import CLUB_NAME, DEFAULT_CHESS_SYSTEM, get_setting, save_settings

    before = save_settings(db, {CLUB_NAME: "Échiquier de Namur", DEFAULT_CHESS_SYSTEM: "ffe"})
    assert before == {CLUB_NAME: "", DEFAULT_CHESS_SYSTEM: "frbe"}
    assert (get_setting(db, CLUB_NAME), get_setting(db, DEFAULT_CHESS_SYSTEM)) == ("Échiquier de Namur", "ffe")
    assert [a for (a,) in db.execute("SELECT action FROM audit")] == ["edit"]
