"""The audit desk (``reports.audit``) on copies of a clean real tournament file where one fault was planted:
each is found, and nothing else breaks a rule."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from elodesk.reports.audit.report import audit_file

DATA = Path(__file__).resolve().parents[1] / "data" / "real"
CLEAN = DATA / "icu_UlsterMastersSeniors2022.trf"  # Swiss Master 5.7, 16 players, 5 rounds, every FIDE id
PAPI = Path(__file__).resolve().parents[3] / "shared" / "data" / "papi"
POINTS = slice(80, 84)  # TRF 001 columns 81-84
RANK = slice(85, 89)
FIDE_ID = slice(57, 68)
RATING = slice(48, 52)


def lines() -> list[str]:
    return CLEAN.read_bytes().decode("latin-1").split("\r\n")


def player(rows: list[str], rank: int) -> int:
    return next(i for i, row in enumerate(rows) if row.startswith(f"001 {rank:4d}"))


def put(row: str, columns: slice, text: str) -> str:
    return row[:columns.start] + text.rjust(columns.stop - columns.start) + row[columns.stop:]


def audit(tmp_path: Path, rows: list[str]):
    path = tmp_path / "planted.trf"
    path.write_bytes("\r\n".join(rows).encode("latin-1"))
    return audit_file(path)


def faults(report) -> Counter[str]:
    return Counter(f.kind for f in report.findings if f.severity == "fault")


def test_the_clean_file_breaks_no_rule():
    report = audit_file(CLEAN)
    assert faults(report) == Counter()
    assert report.exit_status() == 0
    assert (report.players, report.rounds, report.format, report.rate) == (16, 5, "trf", "standard")
    kinds = {f.kind for f in report.findings}
    assert {"points_ok", "players_ok", "list", "deadlines"} <= kinds
    assert sum(1 for f in report.findings if f.section == "changes" and f.severity == "ok") == 16


def test_a_points_column_that_does_not_match_the_results(tmp_path):
    rows = lines()
    i = player(rows, 1)
    rows[i] = put(rows[i], POINTS, "3.5")  # the rounds give 3
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"points": 1})
    found = next(f for f in report.findings if f.kind == "points")
    assert (found.line, found.values["said"], found.values["counted"]) == (i + 1, "3.5", "3")
    assert "3.5" in found.text("fr") and "colonne des points" in found.text("fr")
    assert report.exit_status() == 1


def test_a_missing_fide_id(tmp_path):
    rows = lines()
    i = player(rows, 3)
    rows[i] = put(rows[i], FIDE_ID, "")
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"missing_fide_id": 1})
    assert next(f for f in report.findings if f.kind == "missing_fide_id").line == i + 1


def test_a_fide_id_given_twice(tmp_path):
    rows = lines()
    rows[player(rows, 4)] = put(rows[player(rows, 4)], FIDE_ID, rows[player(rows, 3)][FIDE_ID].strip())
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"duplicate_id": 1})
    assert next(f for f in report.findings if f.kind == "duplicate_id").values["id"] == "2510243"


def test_two_games_in_one_round(tmp_path):
    rows = lines()
    i = player(rows, 11)
    rows[i] = rows[i][:91] + "   9 w 1  " + rows[i][101:]  # round 1: its bye becomes a game against 9, paired with 1
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"paired_twice": 1})  # and no points fault for the round left out
    found = next(f for f in report.findings if f.kind == "paired_twice")
    assert (found.round, found.line) == (1, i + 1)


@pytest.mark.parametrize("tag", ["202 BH/C1 BH SB", "212 PTS BH/C1 BH SB"])
def test_the_ranking_under_the_files_own_tiebreaks(tmp_path, tag):
    rows = lines()
    rows.insert(12, tag)  # TRF-2026: the tie-breaks Swiss Master ranked with
    report = audit(tmp_path, rows)
    assert faults(report) == Counter()
    assert "ranking_ok" in {f.kind for f in report.findings}
    one, other = player(rows, 1), player(rows, 13)  # both 3 points, 4th and 5th by the tie-breaks
    rank_one, rank_other = rows[one][RANK], rows[other][RANK]
    rows[one], rows[other] = put(rows[one], RANK, rank_other), put(rows[other], RANK, rank_one)
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"rank": 2})
    assert {f.line for f in report.findings if f.kind == "rank"} == {one + 1, other + 1}


def test_a_game_between_two_unrated_players_is_not_rated(tmp_path):
    rows = lines()
    i = player(rows, 14)
    rows[i] = put(rows[i], RATING, "0000")  # 14 met the unrated 9 (round 2) and 15 (round 3)
    report = audit(tmp_path, rows)
    assert faults(report) == Counter()
    unrated = [f for f in report.findings if f.kind == "both_unrated"]
    assert sorted(f.round for f in unrated) == [2, 3]
    assert all(f.severity == "note" and f.article == "B.02 7.1.4" for f in unrated)
    assert not any(f.kind == "both_unrated" for f in audit_file(CLEAN).findings)


def test_an_event_over_more_than_30_days_is_reported_month_by_month(tmp_path):
    rows = lines()
    i = next(k for k, row in enumerate(rows) if row.startswith("052"))
    rows[i] = "052 2022/12/20"
    dates = next(k for k, row in enumerate(rows) if row.startswith("132"))
    rows[dates] = rows[dates].replace("22/11/13  22/11/13", "22/11/13  22/12/20")
    report = audit(tmp_path, rows)
    assert faults(report) == Counter()
    long = next(f for f in report.findings if f.kind == "long_event")
    assert long.values["days"] == 40 and long.values["months"] == "11/2022, 12/2022"
    assert not any(f.kind == "long_event" for f in audit_file(CLEAN).findings)


def test_the_deadlines_and_the_list():
    report = audit_file(CLEAN)
    values = {f.kind: dict(f.values) for f in report.findings}
    assert values["deadlines"] == {"report": "20/11/2022", "upload": "13/12/2022"}
    assert values["list"] == {"end": "13/11/2022", "list": "01/12/2022"}


def test_the_rating_changes_say_where_the_starting_ratings_come_from():
    report = audit_file(CLEAN)
    changes = [f for f in report.findings if f.section == "changes"]
    assert changes[0].kind == "from_file" and changes[0].values["count"] == 16
    mandar = next(f for f in changes if f.values.get("name") == "Mandar, Tahmankar")
    assert (mandar.kind, mandar.values["old"], mandar.values["new"], mandar.values["games"]) == ("rated", 2093, 2077, 4)
    head, *explanation = mandar.text("en").split("\n    ")  # the explanation follows, a record a line
    assert head == "Mandar, Tahmankar: 2093 → 2077 (-16), K 20, 4 rated games."
    assert explanation[0] == "Game 1.1 of 11/11/2022 against Ferris, Liam: not counted — the opponent is not rated."
    assert explanation[-1].startswith("Change (8.3.2): n = 4 game(s)")


def test_a_papi_file_is_audited():
    report = audit_file(PAPI / "sharly_bre-jeunes-2024-blitz.papi")
    assert (report.format, report.rate, report.players) == ("papi", "blitz", 38)
    assert faults(report) == Counter()


def test_the_file_is_not_changed_and_nothing_is_written(tmp_path):
    copy = tmp_path / CLEAN.name
    copy.write_bytes(CLEAN.read_bytes())
    audit_file(copy)
    assert copy.read_bytes() == CLEAN.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == [CLEAN.name]


def test_with_the_club_the_files_ratings_are_checked_against_its_fide_list(tmp_path):
    from elodesk.store.db import open_db
    from elodesk.store.importer import import_file

    lists = DATA / "lists" / "chess-fide_test-list_mar11.txt"  # Aagaard 2528 (DEN), Aaberg 2395 (SWE)
    db = open_db(tmp_path / "club.elodesk")
    import_file(db, lists, federations={"DEN", "SWE"})
    rows = lines()
    for tag, value in (("042", "2011/03/05"), ("052", "2011/03/07")):
        rows[next(k for k, row in enumerate(rows) if row.startswith(tag))] = f"{tag} {value}"
    dates = next(k for k, row in enumerate(rows) if row.startswith("132"))
    rows[dates] = rows[dates][:91] + "11/03/05  11/03/05  11/03/06  11/03/06  11/03/07"
    aagaard, aaberg = player(rows, 1), player(rows, 2)
    rows[aagaard] = put(put(rows[aagaard], FIDE_ID, "1401815"), RATING, "2500")  # the list says 2528
    rows[aaberg] = put(put(rows[aaberg], FIDE_ID, "1701991"), RATING, "2395")
    path = tmp_path / "club.trf"
    path.write_bytes("\r\n".join(rows).encode("latin-1"))
    before = db.execute("SELECT COUNT(*) FROM events").fetchone()
    report = audit_file(path, db=db)
    assert faults(report) == Counter({"rating_differs": 1})
    differs = next(f for f in report.findings if f.kind == "rating_differs")
    assert dict(differs.values) == {"name": "Mandar, Tahmankar", "id": "1401815", "said": 2500, "listed": 2528,
                                    "month": "2011-03"}
    assert next(f for f in report.findings if f.kind == "from_file").values["count"] == 14  # two known to the club
    mandar = next(f for f in report.findings if f.section == "changes" and f.values.get("name") == "Mandar, Tahmankar")
    assert mandar.values["old"] == 2528  # the club's list, not the file's 2500
    assert db.execute("SELECT COUNT(*) FROM events").fetchone() == before


@pytest.mark.parametrize(("control", "rounds"), [("15 min + 10 sec increment", [2, 3, 5]), ("90 mins", [])])
def test_the_600_point_rule_of_rapid_and_blitz(tmp_path, control, rounds):
    rows = lines()
    rows[next(k for k, row in enumerate(rows) if row.startswith("122"))] = f"122 {control}"
    i = player(rows, 1)
    rows[i] = put(rows[i], RATING, "2650")  # against 1878, 1974, 2087 and 1754 (and the unrated 9)
    report = audit(tmp_path, rows)
    assert faults(report) == Counter()
    assert sorted(f.round for f in report.findings if f.kind == "gap_600") == rounds


def test_a_file_without_dates_tells_no_list_nor_deadline(tmp_path):
    rows = [row for row in lines() if not row.startswith(("042", "052", "132"))]
    report = audit(tmp_path, rows)
    kinds = {f.kind for f in report.findings}
    assert "no_dates" in kinds and not kinds & {"list", "list_later", "deadlines"}
    assert faults(report) == Counter()


def test_a_colour_history_no_swiss_pairing_may_give(tmp_path):
    rows = lines()
    one, seven = player(rows, 1), player(rows, 7)
    assert (rows[one][101:111], rows[seven][101:111]) == ("   7 w 1  ", "   1 b 0  ")
    rows[one] = rows[one][:101] + "   7 b 1  " + rows[one][111:]  # 1 now black in rounds 1, 2 and 3
    rows[seven] = rows[seven][:101] + "   1 w 0  " + rows[seven][111:]
    report = audit(tmp_path, rows)
    # round 3 his third black in a row; round 4, black again as the file had it, his fourth: 0 whites, 4 blacks
    # the pairing section sees the plant itself: round 2 paired as the Dutch system pairs, colours turned
    assert faults(report) == Counter({"colour_row": 1, "colour_gap": 1, "colours": 1, "colour": 1})
    assert {(f.kind, f.round) for f in report.findings if f.section == "pairings" and f.severity == "fault"} == {
        ("colours", 2), ("colour", 2)}
    row, gap = (next(f for f in report.findings if f.kind == kind) for kind in ("colour_row", "colour_gap"))
    assert (row.round, row.line, row.article, gap.round, gap.line, gap.article) == (3, one + 1, "C.04.1 f", 4,
                                                                                     one + 1, "C.04.1 e")
    assert row.text("en") == "Mandar, Tahmankar had black three games in a row (rounds 1–3)."
    assert row.text("fr") == "Mandar, Tahmankar a eu les noirs trois parties de suite (rondes 1–3)."


def test_two_lines_giving_white_to_their_player(tmp_path):
    rows = lines()
    seven = player(rows, 7)
    rows[seven] = rows[seven][:101] + "   1 w 0  " + rows[seven][111:]  # round 2: line 15 gives player 1 white too
    report = audit(tmp_path, rows)
    assert faults(report) == Counter({"both_white": 1})  # the game kept: no points fault
    found = next(f for f in report.findings if f.kind == "both_white")
    assert (found.round, found.line) == (2, player(rows, 1) + 1)
