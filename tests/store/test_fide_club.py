"""FIDE in the club database: the list's states per rate, monthly periods of one rate, apply and
undo, the 2024 increase as a run, the 7.1.3 closing note, and events routed to FIDE on import."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import orjson
import pytest

from elodesk.cli import main
from elodesk.formats.fide_list import FideListPlayerRecord
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.formats.trf import write_fide
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import (
    CLUB_DEFAULT,
    NATIONAL_FEDERATION,
    OTHER_FEDERATION,
    PAPI_FILE,
    ImportReport,
    event_system,
    run_import,
)
from elodesk.store.ratings import get_states
from elodesk.store.runs import (
    PERIOD,
    UPLIFT,
    RunScope,
    apply,
    build_document,
    late_events,
    month_period,
    preview,
    undo,
)

MAY = month_period(2025, 5)
MAY_STANDARD = RunScope("fide", *MAY, kind=PERIOD, rate="standard")


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def listed(ref: str, name: str, **rates: int) -> FideListPlayerRecord:
    """A FIDE list's player; ``standard=1800`` style ratings, K 20 on each rate listed."""
    kinds = {"standard": "fide", "rapid": "fide_rapid", "blitz": "fide_blitz"}
    return FideListPlayerRecord(ref=ref, name=name, fide_id=ref,
                                ratings={kinds[r]: v for r, v in rates.items()},
                                k_factors={kinds[r]: 20 for r in rates}, birth_year=1980)


def import_list(db, players: list[FideListPlayerRecord]) -> ImportReport:
    report = ImportReport(file="list.txt", format="fide-list", system=None, dry_run=False)
    return run_import(db, report, lambda imp: imp.player_list(players, {}), Path("list.txt"), None)


def import_event(db, name: str, day: date, rate: str, games: list[tuple[str, str, str]],
                 players: list[PlayerRecord]) -> int:
    record = EventRecord(name=name, format="trf", federation="GER", start=day, end=day, rate=rate, players=players,
                         games=[ChessGameRecord(1, w, b, r, day) for w, b, r in games])
    report = ImportReport(file=name, format="trf", system="fide", dry_run=False)
    source = Path(name)
    run_import(db, report, lambda imp: imp.chess_event(record, "fide", source, f"hash:{name}", rate), source, None)
    assert report.event_id is not None
    return report.event_id


def club(db) -> dict[str, int]:
    import_list(db, [listed("100", "Alpha, Anne", standard=2000, rapid=1900),
                     listed("200", "Bravo, Bob", standard=1800, blitz=1500)])
    return {name: pid for pid, name in db.execute("SELECT id, name FROM players")}


def pair(rate_kind: str, a: int, b: int) -> list[PlayerRecord]:
    return [PlayerRecord(ref="1", name="Alpha, Anne", fide_id="100", ratings={rate_kind: a}),
            PlayerRecord(ref="2", name="Bravo, Bob", fide_id="200", ratings={rate_kind: b})]


def test_the_fide_list_keeps_each_rates_rating_k_birth_year_and_flag(db):
    record = listed("100", "Alpha, Anne", standard=2000, rapid=1900)
    record.inactive = frozenset({"fide_rapid"})
    import_list(db, [record])
    (state,) = get_states(db, "fide").values()
    assert state == {"standard": {"rating": 2000, "games": 0, "k": 20},
                     "rapid": {"rating": 1900, "games": 0, "k": 20, "inactive": True}, "birth_year": 1980}
    assert db.execute("SELECT rating FROM ratings WHERE system = 'fide'").fetchone()[0] == 2000


def test_a_month_of_one_rate_rates_the_events_of_that_rate_only(db, tmp_path, capsys):
    ids = club(db)
    alpha, bravo = ids["Alpha, Anne"], ids["Bravo, Bob"]
    import_event(db, "Open", date(2025, 5, 10), "standard", [("1", "2", "0-1")], pair("fide", 2000, 1800))
    import_event(db, "Rapid", date(2025, 5, 11), "rapid", [("1", "2", "1-0")], pair("fide_rapid", 1900, 1500))
    doc = build_document(db, MAY_STANDARD)
    assert (doc["rate"], doc["period"], len(doc["games"])) == ("standard",
                                                               {"start": "2025-05-01", "end": "2025-05-31"}, 1)
    path = tmp_path / "may.json"
    path.write_bytes(orjson.dumps(doc))
    assert main(["compute", str(path)]) == 0
    out = preview(db, MAY_STANDARD)
    assert orjson.loads(capsys.readouterr().out) == out
    by_id = {int(p["id"]): p for p in out["players"]}
    # Bravo (1800) beat Alpha (2000): D 200, PD .76 for Alpha, K 20: 20 × −.76 → −15; Bravo 20 × .76 → +15
    assert (by_id[alpha]["rating"], by_id[bravo]["rating"]) == (1985, 1815)
    # Bravo has no rapid rating: the rapid list seeds him from the event's file
    rapid = {int(p["id"]): p for p in preview(db, RunScope("fide", *MAY, rate="rapid"))["players"]}
    assert rapid[bravo]["old_rating"] == 1500
    assert (rapid[alpha]["games"], rapid[alpha]["change"]) == (1, 2)  # 1900 beat 1500: PD .91, K 20 → +1.8 → +2


def test_apply_keeps_the_other_rates_and_the_lists_k_and_undo_restores(db):
    ids = club(db)
    import_event(db, "Open", date(2025, 5, 10), "standard", [("1", "2", "0-1")], pair("fide", 2000, 1800))
    before = get_states(db, "fide")
    run = apply(db, MAY_STANDARD, make_backup=False)
    after = get_states(db, "fide")[ids["Alpha, Anne"]]
    assert after["standard"] == {"rating": 1985, "games": 1, "k": 20, "list": "2025-06"}  # May's run: June's list
    assert after["rapid"] == before[ids["Alpha, Anne"]]["rapid"]
    assert db.execute("SELECT rate FROM runs WHERE id = ?", [run]).fetchone()[0] == "standard"
    assert {r for (r,) in db.execute("SELECT rate FROM history")} == {"standard"}
    with pytest.raises(StoreError):
        apply(db, MAY_STANDARD, make_backup=False)
    apply(db, RunScope("fide", *MAY, rate="rapid"), make_backup=False)  # another list: no clash
    undo(db, "fide")
    undo(db, "fide")
    assert get_states(db, "fide") == before


def test_a_fide_run_needs_a_rate(db):
    with pytest.raises(StoreError):
        preview(db, RunScope("fide", *MAY))
    with pytest.raises(StoreError):
        preview(db, RunScope("ffe", *MAY, rate="rapid"))


def test_the_2024_increase_is_a_run_of_one_list_with_undo(db):
    ids = club(db)
    sel = RunScope("fide", kind=UPLIFT, rate="standard")
    out = {int(p["id"]): p for p in preview(db, sel)["players"]}
    assert list(out) == [ids["Bravo, Bob"]]  # 2000 is not below 2000
    assert (out[ids["Bravo, Bob"]]["rating"], out[ids["Bravo, Bob"]]["change"]) == (1880, 80)
    before = get_states(db, "fide")
    apply(db, sel, make_backup=False)
    assert get_states(db, "fide")[ids["Bravo, Bob"]]["standard"]["rating"] == 1880
    assert get_states(db, "fide")[ids["Bravo, Bob"]]["blitz"]["rating"] == 1500
    with pytest.raises(StoreError):
        apply(db, sel, make_backup=False)
    undo(db, "fide")
    assert get_states(db, "fide") == before


def test_events_ending_in_the_last_two_days_of_the_month_are_shown_under_7_1_3(db):
    club(db)
    import_event(db, "Early", date(2025, 5, 29), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    late = import_event(db, "Late", date(2025, 5, 30), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    assert [(e.id, e.list_date) for e in late_events(db, MAY_STANDARD)] == [(late, "2025-06-01")]


@pytest.mark.parametrize(("fmt", "federation", "expected"), [
    ("trf", "GER", ("fide", OTHER_FEDERATION)), ("trf", "BEL", ("frbe", NATIONAL_FEDERATION)),
    ("papi", "NED", ("fide", OTHER_FEDERATION)), ("papi", None, ("ffe", PAPI_FILE)),
    ("trf", None, ("ffe", CLUB_DEFAULT)),
])
def test_an_event_of_another_federation_goes_to_fide(fmt, federation, expected):
    assert event_system(EventRecord(name="x", format=fmt, federation=federation), "ffe") == expected


def test_the_cli_previews_a_fide_month_and_says_why_an_import_went_to_fide(db, tmp_path, capsys):
    club(db)
    trf = tmp_path / "german.trf"
    write_fide(EventRecord(name="Berliner Open", format="trf", federation="GER", start=date(2025, 5, 10),
                           end=date(2025, 5, 10), rate="standard", players=pair("fide", 2000, 1800),
                           games=[ChessGameRecord(1, "1", "2", "0-1", date(2025, 5, 10))]), trf)
    path = str(tmp_path / "club.elodesk")
    assert main(["--db", path, "--lang", "en", "import", str(trf)]) == 0
    assert "System fide: the tournament's federation is GER" in capsys.readouterr().out
    assert main(["--db", path, "preview", "--system", "fide", "--rate", "standard", "--month", "2025-05",
                 "--json"]) == 0
    assert {p["rating"] for p in orjson.loads(capsys.readouterr().out)["players"]} == {1985, 1815}
    assert main(["--db", path, "preview", "--system", "fide", "--event", "1", "--json"]) == 0  # on its own list
    assert {p["rating"] for p in orjson.loads(capsys.readouterr().out)["players"]} == {1985, 1815}
    assert main(["--db", path, "preview", "--system", "fide", "--month", "2025-05"]) == 2
    assert "--rate" in capsys.readouterr().err


def test_rankings_and_history_follow_one_list(db):
    from elodesk.reports.history import rating_series
    from elodesk.reports.rankings import ranking

    ids = club(db)
    import_event(db, "Open", date(2025, 5, 10), "standard", [("1", "2", "0-1")], pair("fide", 2000, 1800))
    import_event(db, "Rapid", date(2025, 5, 11), "rapid", [("1", "2", "1-0")], pair("fide_rapid", 1900, 1500))
    apply(db, MAY_STANDARD, make_backup=False)
    apply(db, RunScope("fide", *MAY, rate="rapid"), make_backup=False)
    assert [(r.name, r.rating, r.change) for r in ranking(db, "fide")] == [("Alpha, Anne", 1985, -15),
                                                                          ("Bravo, Bob", 1815, 15)]
    assert [(r.name, r.rating, r.change) for r in ranking(db, "fide", mode="rapid")] == [
        ("Alpha, Anne", 1902, 2), ("Bravo, Bob", 1497, -3)]  # Bravo: new on the rapid list, K 40 × −.08
    alpha = ids["Alpha, Anne"]
    assert rating_series(db, alpha, "A", "fide", "standard").ratings == [2000, 1985]
    assert rating_series(db, alpha, "A", "fide", "rapid").ratings == [1900, 1902]


def test_a_fide_xml_list_imported_with_the_cli_fills_the_fide_states(db, tmp_path, capsys):
    from tests.formats.test_fide_list import XML

    path = tmp_path / "players_list_xml.xml"
    path.write_text(XML, encoding="utf-8")
    club_path = str(tmp_path / "club.elodesk")
    assert main(["--db", club_path, "import", str(path), "--federation", "NOR", "--federation", "BEL"]) == 0
    states = {name: state for name, state in (
        (db.execute("SELECT name FROM players WHERE id = ?", [pid]).fetchone()[0], s)
        for pid, s in get_states(db, "fide").items())}
    assert states["Player, Top"] == {"standard": {"rating": 2830, "games": 0, "k": 10},
                                     "rapid": {"rating": 2810, "games": 0, "k": 20},
                                     "blitz": {"rating": 2880, "games": 0, "k": 20}, "birth_year": 1990}
    assert states["Lefèvre, Zoé"] == {"standard": {"rating": 1876, "games": 0, "k": 20, "inactive": True},
                                      "birth_year": 2001}
