"""The list each FIDE event goes on (Std 7.1.3, 9.1), the events of a FIDE period, and each event rated
with its players' ratings on the list in force at its start, read from the club's rating history."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elodesk.cli import main
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import edit_event, event_fields
from elodesk.store.fide_lists import default_list, later_allowed, list_of, period_events
from elodesk.store.games import event_runs
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.runs import PERIOD, RunScope, apply, build_document, month_period, previewed
from tests.store.test_fide_club import club, import_event, listed, pair


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def month(year: int, m: int, rate: str = "standard") -> RunScope:
    return RunScope("fide", *month_period(year, m), kind=PERIOD, rate=rate)


def import_dated_list(db, list_month: str, alpha: int, bravo: int) -> None:
    players = [listed("100", "Alpha, Anne", standard=alpha), listed("200", "Bravo, Bob", standard=bravo)]
    report = ImportReport(file=f"list {list_month}.txt", format="fide-list", system=None, dry_run=False)
    run_import(db, report, lambda imp: imp.player_list(players, {}, list_month), Path("list.txt"), None)


@pytest.mark.parametrize(("end", "listed_on", "later"), [
    (date(2026, 2, 26), date(2026, 3, 1), True),  # 3 days before 1 March: on it; 2 days before the month's end
    (date(2026, 2, 27), date(2026, 4, 1), True),  # 2 days before 1 March: the next list
    (date(2026, 11, 28), date(2026, 12, 1), True),
    (date(2026, 11, 25), date(2026, 12, 1), True),  # five days before the month's end: 9.1 allowed
    (date(2026, 11, 24), date(2026, 12, 1), False),  # six days: not
    (date(2026, 12, 29), date(2027, 1, 1), True),  # over the year's end
    (date(2026, 12, 30), date(2027, 2, 1), True),
])
def test_the_list_an_event_goes_on(end, listed_on, later):
    assert default_list(end) == listed_on
    assert later_allowed(end) is later
    assert list_of(end, False) == (listed_on, "7.1.3")
    assert list_of(end, True) == (date(listed_on.year + listed_on.month // 12, listed_on.month % 12 + 1, 1), "9.1")


def test_a_fide_period_rates_the_events_of_its_list_not_the_games_of_its_dates(db):
    club(db)
    early = import_event(db, "Early", date(2025, 5, 29), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    late = import_event(db, "Late", date(2025, 5, 30), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    assert [e.id for e in period_events(db, "standard", *month_period(2025, 5))] == [early]
    assert [e.id for e in period_events(db, "standard", *month_period(2025, 6))] == [late]
    assert [g["id"] for g in build_document(db, month(2025, 6))["games"]] == [
        str(gid) for (gid,) in db.execute("SELECT id FROM chess_games WHERE event_id = ?", [late])]
    june = build_document(db, month(2025, 6))
    (entry,) = june["events"]
    assert (entry["id"], entry["list"], entry["rule"], entry["end"]) == (str(late), "2025-07-01", "7.1.3",
                                                                        "2025-05-30")
    assert all(g["event"] == str(late) for g in june["games"])


def test_one_list_later_is_kept_with_the_event_and_moves_it_to_the_next_period(db):
    club(db)
    late = import_event(db, "Late", date(2025, 5, 30), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    before = edit_event(db, late, fide_list_later=True)
    assert not before.fide_list_later and event_fields(db, late).fide_list_later
    assert period_events(db, "standard", *month_period(2025, 6)) == []
    (moved,) = period_events(db, "standard", *month_period(2025, 7))
    assert (moved.list_date, moved.rule) == ("2025-08-01", "9.1")
    early = import_event(db, "Early", date(2025, 5, 20), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    with pytest.raises(StoreError, match="more than five days before the month's end"):
        edit_event(db, early, fide_list_later=True)
    assert not event_fields(db, early).fide_list_later


def test_an_applied_fide_period_holds_the_events_of_its_list(db):
    club(db)
    late = import_event(db, "Late", date(2025, 5, 30), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    apply(db, month(2025, 5), make_backup=False)
    assert event_runs(db, late) == []  # May's list did not rate it: its games may still change
    run = apply(db, month(2025, 6), make_backup=False)
    assert [r.id for r in event_runs(db, late)] == [run]
    with pytest.raises(StoreError, match="undo that run first"):
        edit_event(db, late, fide_list_later=True)


def test_each_event_is_rated_on_the_list_in_force_at_its_start_from_the_history(db):
    ids = club(db)
    alpha, bravo = ids["Alpha, Anne"], ids["Bravo, Bob"]
    import_dated_list(db, "2025-04", 2012, 1900)
    apply(db, month(2025, 4), make_backup=False)  # April: no games; the history keeps April's list
    import_dated_list(db, "2025-05", 1984, 1910)
    # started on 28 April, ended 3 May: on the June list (May's period), with April's ratings
    event = import_event(db, "Spring", date(2025, 5, 3), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    db.execute("UPDATE events SET start = '2025-04-28' WHERE id = ?", [event])
    result = previewed(db, month(2025, 5))
    out = {int(p["id"]): p for p in result.output["players"]}
    # Alpha 2012 beat Bravo 1900: D 112 → .65, 20 × .35 = +7 on 1984 → 1991 (May's 1984 − 1910 would give +8)
    assert (out[alpha]["rating"], out[bravo]["rating"]) == (1991, 1903)
    game = next(r for r in out[alpha]["explanation"] if r["kind"] == "fide_game")
    assert (game["event"], game["rating"], game["opponent_rating"]) == (str(event), 2012, 1900)
    assert result.missing_lists == ()


def test_a_missing_starting_list_is_said_and_the_nearest_earlier_stands_in(db, capsys):
    ids = club(db)
    alpha = ids["Alpha, Anne"]
    import_dated_list(db, "2025-04", 2012, 1900)
    apply(db, month(2025, 4), make_backup=False)
    import_dated_list(db, "2025-06", 1984, 1910)  # May's list never imported
    event = import_event(db, "Summer", date(2025, 6, 2), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    db.execute("UPDATE events SET start = '2025-05-30' WHERE id = ?", [event])
    result = previewed(db, month(2025, 6))
    (missing,) = result.missing_lists
    assert (missing.event, missing.month, missing.used, missing.players) == (event, "2025-05", "2025-04", 2)
    out = {int(p["id"]): p for p in result.output["players"]}
    assert out[alpha]["rating"] == 1991  # April's 2012 against 1900: +7 on June's 1984
    record = next(r for r in out[alpha]["explanation"] if r["kind"] == "fide_event")
    assert record["ratings_list"] == "2025-04-01"
    db_path = db.conn.execute("PRAGMA database_list").fetchone()[2]
    db.conn.commit()
    assert main(["--db", db_path, "preview", "--system", "fide", "--rate", "standard", "--from", "2025-06-01",
                 "--to", "2025-06-30", "--lang", "en"]) == 0
    printed = capsys.readouterr().out
    assert "Summer: Rated on the list of 01/07/2025: ended 02/06/2025, at least 3 days before it (7.1.3)." in printed
    assert ("The FIDE list of 01/05/2025 is missing from the club's rating history for 2 player(s) of Summer: the "
            "list of 01/04/2025, the nearest earlier one, stands in.") in printed


def test_the_ratings_page_names_a_few_events_of_the_list_and_counts_the_others(db):
    from elodesk.reports.fide_notices import fide_notices

    club(db)
    for day in (10, 11, 12):
        import_event(db, f"Open {day}", date(2025, 5, day), "standard", [("1", "2", "1-0")], pair("fide", 2000, 1800))
    lines = fide_notices(db, month(2025, 5), (), "en", most=2)
    assert lines == ["Open 10: Rated on the list of 01/06/2025: ended 10/05/2025, at least 3 days before it (7.1.3).",
                     "Open 11: Rated on the list of 01/06/2025: ended 11/05/2025, at least 3 days before it (7.1.3).",
                     "And 1 more event(s) on this list."]
    assert len(fide_notices(db, month(2025, 5), (), "en")) == 3


def test_a_new_event_may_be_made_one_list_later_when_it_ends_near_the_month_s_end(db):
    from elodesk.store.event_edits import add_event

    late = add_event(db, "fide", "Late", start="2025-05-24", end="2025-05-30", fide_list_later=True)
    assert event_fields(db, late).fide_list_later
    with pytest.raises(StoreError, match="five days"):
        add_event(db, "fide", "Early", start="2025-05-10", end="2025-05-20", fide_list_later=True)
    assert not event_fields(db, add_event(db, "frbe", "Belgian", end="2025-05-30")).fide_list_later
