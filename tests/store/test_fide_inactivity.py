"""FIDE inactivity (Std 7.2.2, R&B 6.2.2) kept per rate: set by a list's flag and by applied runs, shown
on the ranking (command line, printed sheet) and the player's record card."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elodesk.cli import main
from elodesk.formats.records import PlayerRecord
from elodesk.printing.build import card_document, ranking_document
from elodesk.printing.document import Cell, Keep, Row, Table
from elodesk.reports.rankings import ranking
from elodesk.store.db import open_db
from elodesk.store.fide_lists import inactive_on
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.ratings import LIST, fide_inactive, get_states
from elodesk.store.runs import PERIOD, RunScope, apply, month_period, undo
from tests.store.test_fide_club import import_event, listed

MAY_2025 = RunScope("fide", *month_period(2025, 5), kind=PERIOD, rate="standard")


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def import_list(db, list_month: str, *players) -> None:
    report = ImportReport(file=f"{list_month}.txt", format="fide-list", system=None, dry_run=False)
    run_import(db, report, lambda imp: imp.player_list(list(players), {}, list_month), Path("list.txt"), None)


def flagged(record):
    record.inactive = frozenset({"fide"})
    return record


def ids(db) -> dict[str, int]:
    return {name.split(",")[0]: pid for pid, name in db.execute("SELECT id, name FROM players")}


def play_may(db) -> None:
    """Alpha against Bravo on 10 May 2025 (the June list)."""
    import_event(db, "Open", date(2025, 5, 10), "standard", [("1", "2", "1/2-1/2")],
                 [PlayerRecord(ref="1", name="Alpha, Anne", fide_id="100", ratings={"fide": 2000}),
                  PlayerRecord(ref="2", name="Bravo, Bob", fide_id="200", ratings={"fide": 1800})])


@pytest.mark.parametrize(("entry", "part", "last_rated", "inactive"), [
    ({"rating": 2000, "status": "rated"}, {"inactive": True}, None, False),  # one rated game: active again
    ({"rating": 2000, "status": "unchanged"}, {LIST: "2024-03"}, None, True),  # the last list over a year old
    ({"rating": 2000, "status": "unchanged"}, {LIST: "2024-03"}, "2024-09-30", False),  # a run within the year
    ({"rating": 2000, "status": "unchanged"}, {LIST: "2024-03"}, "2024-05-31", True),  # a run over a year ago
    ({"rating": 2000, "status": "unchanged"}, {LIST: "2025-04"}, None, None),  # a recent list: cannot tell
    ({"rating": 2000, "status": "unchanged"}, {LIST: "2025-04", "inactive": True}, None, True),  # it flagged him
    ({"rating": 2000, "status": "unchanged"}, {}, None, None),  # nothing dated: the flag stays as it is
    ({"rating": None, "status": "unrated"}, {LIST: "2024-03"}, None, None),  # the flag is a rated player's
])
def test_inactive_on_the_june_2025_list(entry, part, last_rated, inactive):
    assert inactive_on("2025-06", entry, part, last_rated) is inactive


def test_a_run_flags_who_has_not_played_for_a_year_and_clears_who_played(db):
    import_list(db, "2024-03", flagged(listed("100", "Alpha, Anne", standard=2000)),
                listed("200", "Bravo, Bob", standard=1800), listed("300", "Carol, Cleo", standard=1900))
    play_may(db)
    who = ids(db)
    before = get_states(db, "fide")
    assert fide_inactive(before[who["Alpha"]], "standard") and not fide_inactive(before[who["Carol"]], "standard")
    apply(db, MAY_2025, make_backup=False)
    after = get_states(db, "fide")
    # Alpha's draw makes him active again; Carol, on the March 2024 list and unplayed since, is inactive
    assert not fide_inactive(after[who["Alpha"]], "standard") and not fide_inactive(after[who["Bravo"]], "standard")
    assert fide_inactive(after[who["Carol"]], "standard")
    assert after[who["Carol"]]["standard"]["rating"] == 1900  # the rating stands
    undo(db, "fide")
    assert get_states(db, "fide") == before


def test_inactive_players_are_marked_on_the_ranking_and_the_record_card(db, tmp_path, capsys):
    import_list(db, "2025-04", flagged(listed("100", "Alpha, Anne", standard=2000)),
                listed("200", "Bravo, Bob", standard=1800))
    who = ids(db)
    rows = {r.player_id: r for r in ranking(db, "fide", mode="standard")}
    assert rows[who["Alpha"]].inactive and not rows[who["Bravo"]].inactive
    assert rows[who["Alpha"]].to_json()["inactive"] is True
    db.conn.commit()
    path = str(tmp_path / "club.elodesk")
    assert main(["--db", path, "--lang", "en", "ranking", "--system", "fide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "activity" in lines[0]
    assert next(line for line in lines if "Alpha" in line).rstrip().endswith("inactive")
    assert not next(line for line in lines if "Bravo" in line).rstrip().endswith("inactive")
    sheet = next(b for b in ranking_document(db, "fide", lang="fr").blocks if isinstance(b, Table))
    assert sheet.columns[-1].heading == "Activité"
    marks = {row.cells[1]: row.cells[-1] for row in sheet.rows if isinstance(row, Row)}
    assert (marks["Alpha, Anne"], marks["Bravo, Bob"]) == ("inactif", "")
    card = card_document(db, who["Alpha"], lang="nl")
    tables = [b for block in card.blocks for b in (block.blocks if isinstance(block, Keep) else [block])
              if isinstance(b, Table)]
    remarks = [c.text if isinstance(c, Cell) else c for t in tables for row in t.rows if isinstance(row, Row)
               for c in row.cells]
    assert "inactief" in remarks
