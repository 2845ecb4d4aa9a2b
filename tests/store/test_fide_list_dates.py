"""A FIDE list never puts the club's ratings back in time: each rate keeps the month of the list (or
the run) its rating stands for, and an older list leaves it alone, with one warning for the file.

The bug (found on real lists): importing the January 2001 list after the March 2011 one put Jacob
Aagaard's FIDE rating back from 2528 to 2374 and reported "2 ratings updated".
"""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pytest

from elodesk.formats.fide_list import FideListPlayerRecord
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.store.db import open_db
from elodesk.store.importer import ImportReport, import_file, run_import
from elodesk.store.ratings import get_states
from elodesk.store.runs import PERIOD, RunScope, apply, month_period, run_counts, undo

LISTS = Path(__file__).resolve().parent.parent / "data" / "real" / "lists"
MARCH_2011 = LISTS / "chess-fide_test-list_mar11.txt"  # Aaberg 2395, Aagaard 2528 (DEN, SWE)
NORDIC = {"DEN", "SWE"}
# The first lines of JAN01FRL.TXT (tests/data/real/lists/SOURCES.md: quoted, no licence; hand-made here).
JANUARY_2001 = ["ID_NUMBER NAME                             TITLE COUNTRY JAN01 GAMES FLAG",
                " 1701991  Aaberg, Anton                          SWE     2300    0   i   ",
                " 1401815  Aagaard, Jacob                   m     DEN     2374   18       "]


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def january_2001(tmp_path: Path) -> Path:
    path = tmp_path / "JAN01FRL.TXT"
    path.write_bytes("\r\n".join(JANUARY_2001).encode("latin-1") + b"\r\n")
    return path


def standard(db) -> dict[str, dict]:
    """Each player's standard part, by FIDE id, and the FIDE rating the players table shows."""
    ids = dict(db.execute("SELECT id, fide_id FROM players").fetchall())
    shown = dict(db.execute("SELECT fide_id, fide_rating FROM players").fetchall())
    return {ids[pid]: {**state["standard"], "shown": shown[ids[pid]]} for pid, state in get_states(db, "fide").items()
            if "standard" in state}


def test_an_older_list_keeps_the_newer_ratings_with_one_warning(db, tmp_path):
    first = import_file(db, MARCH_2011, federations=NORDIC)
    assert (first.ratings_set, first.ratings_kept, first.warnings) == (4, 0, [])
    report = import_file(db, january_2001(tmp_path), federations=NORDIC)
    assert (report.ratings_set, report.ratings_kept) == (0, 2)
    assert [str(n) for n in report.warnings] == [
        "JAN01FRL.TXT: 2 player(s) kept their FIDE ratings from a later list (the newest of 2011-03): this list, "
        "of 2001-01, is older and was not applied to them; import the lists oldest first"]
    assert report.to_json()["ratings_kept"] == 2
    parts = standard(db)
    assert parts["1401815"] == {"rating": 2528, "games": 0, "list": "2011-03", "shown": 2528}
    assert parts["1701991"] == {"rating": 2395, "games": 0, "list": "2011-03", "shown": 2395}  # nor its flag i


def test_the_lists_in_their_order_update(db, tmp_path):
    old = import_file(db, january_2001(tmp_path), federations=NORDIC)
    assert (old.ratings_set, old.warnings) == (2, [])
    assert standard(db)["1401815"] == {"rating": 2374, "games": 0, "list": "2001-01", "shown": 2374}
    new = import_file(db, MARCH_2011, federations=NORDIC)
    assert (new.ratings_set, new.ratings_kept, new.warnings) == (4, 0, [])
    assert standard(db)["1401815"] == {"rating": 2528, "games": 0, "list": "2011-03", "shown": 2528}
    assert standard(db)["1701991"] == {"rating": 2395, "games": 0, "list": "2011-03", "shown": 2395}  # active again


def test_a_list_of_the_same_month_replaces_it(db, tmp_path):
    """Another file of the same list (a corrected download): its values are the list's."""
    import_file(db, MARCH_2011, federations=NORDIC)
    corrected = tmp_path / "standard_mar11frl.txt"
    corrected.write_text(MARCH_2011.read_text().replace("DEN  2528", "DEN  2530"))
    report = import_file(db, corrected, federations=NORDIC)
    assert (report.ratings_set, report.ratings_kept, report.warnings) == (4, 0, [])
    assert standard(db)["1401815"]["rating"] == 2530


def test_an_undated_list_applies_with_a_warning_when_it_replaces_dated_ratings(db, tmp_path):
    """The combined lists carry no month: elodesk cannot tell whether they are older, and applies them."""
    combined = tmp_path / "players_list.txt"
    shutil.copy(LISTS / "chess-fide_test-list-2_legacy-combined.txt", combined)
    import_file(db, MARCH_2011, federations={"BAN"})  # Doshtagir 1864, Sourab 1714
    report = import_file(db, combined, federations={"BAN"})
    assert (report.ratings_set, report.ratings_kept) == (3, 0)
    assert [str(n) for n in report.warnings] == [
        "players_list.txt: the list gives no month (neither its header nor its file name): elodesk cannot tell "
        "whether it is older than the lists the FIDE ratings of 2 player(s) came from (the newest of 2011-03); "
        "its ratings were applied"]
    assert standard(db)["10207538"] == {"rating": 1840, "games": 0, "k": 40, "shown": 1840}  # no month any more


def test_an_undated_list_first_then_a_dated_one_says_nothing(db, tmp_path):
    combined = tmp_path / "players_list.txt"
    shutil.copy(LISTS / "chess-fide_test-list-2_legacy-combined.txt", combined)
    assert import_file(db, combined, federations=NORDIC).warnings == []
    later = import_file(db, january_2001(tmp_path), federations=NORDIC)
    assert (later.ratings_set, later.warnings) == (2, [])  # Aaberg's undated rating, Aagaard new to the club
    assert standard(db)["1701991"]["list"] == "2001-01"


# --------------------------------------------------------------------------- runs after a list


def import_list(db, month: str | None, **ratings: int) -> ImportReport:
    """A list of ``month`` giving Alpha (id 100), Bravo (200), Charlie (300) a standard rating, K 20."""
    players = [FideListPlayerRecord(ref=ref, name=name, fide_id=ref, ratings={"fide": ratings[key]},
                                    k_factors={"fide": 20}) for ref, name, key in
               (("100", "Alpha, Anne", "alpha"), ("200", "Bravo, Bob", "bravo"), ("300", "Charlie, Cy", "charlie"))
               if key in ratings]
    report = ImportReport(file=f"list {month}", format="fide-list", system=None, dry_run=False)
    return run_import(db, report, lambda imp: imp.player_list(players, {}, month), Path("list.txt"), None)


def may_event(db) -> None:
    day = date(2025, 5, 10)
    players = [PlayerRecord(ref="1", name="Alpha, Anne", fide_id="100", ratings={"fide": 2000}),
               PlayerRecord(ref="2", name="Bravo, Bob", fide_id="200", ratings={"fide": 1800})]
    record = EventRecord(name="Open", format="trf", federation="GER", start=day, end=day, rate="standard",
                         players=players, games=[ChessGameRecord(1, "1", "2", "0-1", day)])
    report = ImportReport(file="Open", format="trf", system="fide", dry_run=False)
    run_import(db, report, lambda imp: imp.chess_event(record, "fide", Path("Open"), "hash:Open", "standard"),
               Path("Open"), None)


def test_a_runs_ratings_stand_for_the_next_list_and_undo_puts_the_month_back(db):
    import_list(db, "2025-05", alpha=2000, bravo=1800)
    may_event(db)
    before = get_states(db, "fide")
    apply(db, RunScope("fide", *month_period(2025, 5), kind=PERIOD, rate="standard"), make_backup=False)
    parts = standard(db)
    assert (parts["100"]["rating"], parts["100"]["list"]) == (1985, "2025-06")  # lost to Bravo in May
    stale = import_list(db, "2025-05", alpha=2000, bravo=1800)  # May's list again (another file of it)
    assert (stale.ratings_set, stale.ratings_kept) == (0, 2)
    assert standard(db)["100"]["rating"] == 1985
    june = import_list(db, "2025-06", alpha=1986)  # FIDE's own June figure replaces the club's
    assert (june.ratings_set, june.warnings) == (1, [])
    assert standard(db)["100"] == {"rating": 1986, "games": 1, "k": 20, "list": "2025-06", "shown": 1986}
    assert standard(db)["200"]["list"] == "2025-06"
    done = undo(db, "fide")  # each rating goes back with its month: Bravo's of May's list
    bravo = db.execute("SELECT id FROM players WHERE fide_id = '200'").fetchone()[0]
    assert get_states(db, "fide")[bravo] == before[bravo]
    assert standard(db)["200"]["list"] == "2025-05"
    # Alpha's record is June's list, newer than the run: the undo leaves it, and says so
    assert (done.players, done.kept) == (1, 1)
    assert (standard(db)["100"]["rating"], standard(db)["100"]["list"]) == (1986, "2025-06")


def test_a_run_that_leaves_a_player_unchanged_keeps_his_lists_month(db):
    import_list(db, "2025-04", alpha=2000, bravo=1800, charlie=1700)
    import_list(db, "2025-05", alpha=2000, bravo=1800)  # Charlie's rating stays April's
    may_event(db)
    run = apply(db, RunScope("fide", *month_period(2025, 5), kind=PERIOD, rate="standard"), make_backup=False)
    assert {ref: part["list"] for ref, part in standard(db).items()} == {"100": "2025-06", "200": "2025-06",
                                                                          "300": "2025-04"}
    assert run_counts(db, run).states_changed == 2  # Charlie's state is as it was
