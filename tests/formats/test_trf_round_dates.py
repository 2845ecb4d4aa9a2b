"""Tag 132 read in the order that agrees with the event's dates (issue 23): YY.DD.MM, DD/MM/YY, none, two.

Read date by date, ``11.25.02`` (YY.DD.MM) was 2002-11-25 in an event of February 2011, and every game
was rated nine years early; the order is now decided per file from all the round dates and 042/052.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from elodesk.formats import trf
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.english import english
from tests.formats.test_trf import BELGIAN_HEADER, interclub_line, p001, read_lines
from tests.store.test_round_trip import round_trip

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
BUNRATTY = REAL / "icu_bunratty_masters_2011.trf"


def dates_line(*cells: str) -> str:
    """A 132 line with each date in its round's columns (from column 92, as Swiss Master writes them)."""
    return "132" + " " * 88 + "".join(f"{cell:<10}" for cell in cells).rstrip()


def test_yy_dd_mm_round_dates_of_a_real_file_are_read_inside_the_event():
    """Bunratty 2011 (ICU sample, Swiss Master): 042 25.02.2011, 052 27.02.2011, 132 ``11.25.02 11.26.02 …``."""
    event = trf.read(BUNRATTY)
    assert (event.start, event.end) == (date(2011, 2, 25), date(2011, 2, 27))
    assert sorted(set(event.round_dates.values())) == [date(2011, 2, 25), date(2011, 2, 26), date(2011, 2, 27)]
    assert event.round_dates[1] == date(2011, 2, 25) and event.round_dates[6] == date(2011, 2, 27)
    assert all(event.start <= g.date <= event.end for g in event.games)  # type: ignore[operator]
    assert 'line 13: tag 132: the round dates are written YY/DD/MM ("11.25.02" is read as 2011-02-25), the order ' \
           "that puts them inside the event's dates (2011-02-25 to 2011-02-27): read so" in english(event.warnings)


def test_the_real_file_imports_its_games_inside_the_event_and_comes_back_whole(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, BUNRATTY)
    days = {day for (day,) in db.execute("SELECT DISTINCT date FROM chess_games")}
    assert days == {"2011-02-25", "2011-02-26", "2011-02-27"}
    assert report.games == 97
    before, after, warnings = round_trip(BUNRATTY, tmp_path)
    assert after == before and warnings == []


def test_dd_mm_yy_round_dates_are_read_day_first(tmp_path):
    # the case: "22/10/23" in an event that starts 2023-10-22 was read 2022-10-23
    event = read_lines(tmp_path, "012 Autumn", "042 2023-10-22", "052 2023-10-24",
                       dates_line("22/10/23", "23/10/23", "24/10/23"),
                       p001(1, "One, A", rounds=(("2", "w", "1"),)), p001(2, "Two, B", rounds=(("1", "b", "0"),)))
    assert event.round_dates == {1: date(2023, 10, 22), 2: date(2023, 10, 23), 3: date(2023, 10, 24)}
    assert event.games[0].date == date(2023, 10, 22)
    assert english(event.warnings) == [
        'line 4: tag 132: the round dates are written DD/MM/YY ("22/10/23" is read as 2023-10-22), the order that '
        "puts them inside the event's dates (2023-10-22 to 2023-10-24): read so"]


def test_round_dates_outside_the_event_in_every_order_are_left_out(tmp_path):
    event = read_lines(tmp_path, "012 Spring", "042 2024-05-01", "052 2024-05-03",
                       dates_line("20/01/01", "20/01/02"),
                       p001(1, "One, A", rounds=(("2", "w", "1"),)), p001(2, "Two, B", rounds=(("1", "b", "0"),)))
    assert event.round_dates == {} and event.games[0].date is None
    assert (event.start, event.end) == (date(2024, 5, 1), date(2024, 5, 3))
    assert english(event.warnings) == [
        "line 4: tag 132: the round dates lie outside the event's dates (2024-05-01 to 2024-05-03) whichever order "
        "they are read in: left out, the games take the event's dates"]


def test_round_dates_two_orders_put_inside_the_event_are_left_out(tmp_path):
    # 05.06.11: 2005-06-11 (YY.MM.DD) is outside; 5 June and 6 May 2011 both inside, the rounds in sequence
    event = read_lines(tmp_path, "012 Spring Open", "042 2011-05-01", "052 2011-06-30", dates_line("05.06.11"),
                       p001(1, "One, A"))
    assert event.round_dates == {}
    assert english(event.warnings) == [
        "line 4: tag 132: the round dates can be read in several orders (DD/MM/YY, MM/DD/YY), each inside the "
        "event's dates (2011-05-01 to 2011-06-30): left out, the games take the event's dates"]


def test_the_rounds_sequence_chooses_between_orders_that_fit(tmp_path):
    # a season: YY.MM.DD and YY.DD.MM both put 12.04.03 and 12.03.04 inside 2012; read YY.MM.DD round 2
    # comes before round 1, read YY.DD.MM the rounds follow each other
    event = read_lines(tmp_path, "012 Season", "042 2012-01-01", "052 2012-12-31",
                       dates_line("12.04.03", "12.03.04"), p001(1, "One, A"))
    assert event.round_dates == {1: date(2012, 3, 4), 2: date(2012, 4, 3)}
    assert english(event.warnings) == [
        'line 4: tag 132: the round dates are written YY/DD/MM ("12.04.03" is read as 2012-03-04), the order that '
        "puts them inside the event's dates (2012-01-01 to 2012-12-31): read so"]


def test_the_trf_order_is_kept_when_it_fits(tmp_path):
    event = read_lines(tmp_path, "012 Season", "042 2012-01-01", "052 2012-12-31",
                       dates_line("12.10.07", "12.11.04", "12.12.02"), p001(1, "One, A"))
    assert event.round_dates == {1: date(2012, 10, 7), 2: date(2012, 11, 4), 3: date(2012, 12, 2)}
    assert english(event.warnings) == []


def test_a_belgian_file_with_day_first_round_dates(tmp_path):
    # the submission file's 00F gives S=/E= day first; a 132 written DD.MM.YY follows it
    event = read_lines(
        tmp_path, *BELGIAN_HEADER[:5], "00F P=2 R=1 S=13/10/24 E=13/10/24 +0 =2 -0", "012 Interclubs R3",
        dates_line("13.10.24"),
        interclub_line(1, "Dardha, Daniel", 2586, 40990, 0.5, 2, "w", "="),
        interclub_line(2, "Nouveau, Léon", 0, 34567, 0.5, 1, "b", "="), end="\r\n", encoding="latin-1")
    assert event.format == "frbe-trf"
    assert event.round_dates == {1: date(2024, 10, 13)} and event.games[0].date == date(2024, 10, 13)


def test_day_in_order():
    from elodesk.formats.dates import day_in_order

    assert day_in_order("11.25.02", "ydm") == date(2011, 2, 25)
    assert day_in_order("11.25.02", "ymd") is None
    assert day_in_order("22/10/23", "dmy") == date(2023, 10, 22)
    assert day_in_order("10/22/2023", "mdy") == date(2023, 10, 22)
    assert day_in_order("2023/22/10", "ydm") == date(2023, 10, 22)
    assert day_in_order("2023/22/10", "ymd") is None


def test_two_digit_round_dates_of_an_old_event_are_in_its_century(tmp_path):
    # the TRF's YY/MM/DD, written for a 1910 event (Capablanca's games as elodesk exports them), is not 2010
    event = read_lines(tmp_path, "012 New York", "042 1910/11/15", "052 1910/11/20",
                       dates_line("10/11/15", "10/11/17"), p001(1, "One, A"))
    assert event.round_dates == {1: date(1910, 11, 15), 2: date(1910, 11, 17)}
    assert english(event.warnings) == []


def test_the_federations_season_file_dd_mm_yy_with_an_end_before_its_start(tmp_path):
    # FRBE-KBSB-KSB/kbsb's interclub code (a 2023-24 version): 132 "24/09/23" at index 91, day first; its 052
    # 2023-04-21 comes before its 042 2023-09-24 (the season ends in 2024, as 00F E= says)
    dates = list(" " * 100)
    dates[0:3], dates[91:99] = "132", "24/09/23"
    event = read_lines(
        tmp_path, *BELGIAN_HEADER[:4], "00E Envoi par le club 998",
        "00F P=2 R=11 S=24/09/2023 E=21/04/2024 +0 =2 -0", "012 Belgian Interclubs 2023 - 2024 - Round 1",
        "022 Various locations in Belgian Clubs", "032 BEL", "042 2023-09-24", "052 2023-04-21", "062 2",
        "102 Cornet, Luc", "".join(dates),
        interclub_line(1, "Dardha, Daniel", 2586, 40990, 0.5, 2, "w", "="),
        interclub_line(2, "Nouveau, Léon", 0, 34567, 0.5, 1, "b", "="), end="\r\n", encoding="latin-1")
    assert event.round_dates == {1: date(2023, 9, 24)} and event.games[0].date == date(2023, 9, 24)
    assert (event.start, event.end) == (date(2023, 9, 24), date(2024, 4, 21))
    assert 'line 11: tag 052 (end date) "2023-04-21" comes before the start (2023-09-24): 2024-04-21, the end date ' \
           "of tag 00F (E=), is taken" in english(event.warnings)
    assert 'line 14: tag 132: the round dates are written DD/MM/YY ("24/09/23" is read as 2023-09-24), the order ' \
           "that puts them inside the event's dates (2023-09-24 to 2024-04-21): read so" in english(event.warnings)


def test_a_start_alone_chooses_the_reading_nearest_it(tmp_path):
    # no end date: YY/MM/DD (2024-09-23) and DD/MM/YY (2023-09-24) both lie within a year of the start
    event = read_lines(tmp_path, "012 Autumn", "042 2023-09-24", dates_line("24/09/23"), p001(1, "One, A"))
    assert event.round_dates == {1: date(2023, 9, 24)}


def test_an_end_before_the_start_is_the_last_round_date_or_the_start(tmp_path):
    event = read_lines(tmp_path, "012 Spring Open", "042 2024-05-01", "052 2023-05-03",
                       dates_line("24/05/01", "24/05/03"), p001(1, "One, A"))
    assert (event.start, event.end) == (date(2024, 5, 1), date(2024, 5, 3))
    assert english(event.warnings) == ['line 3: tag 052 (end date) "2023-05-03" comes before the start (2024-05-01): '
                                       "2024-05-03, the last round date (tag 132), is taken"]
    event = read_lines(tmp_path, "012 Spring Open", "042 2024-05-01", "052 2023-05-03", p001(1, "One, A"))
    assert (event.start, event.end) == (date(2024, 5, 1), date(2024, 5, 1))
    assert english(event.warnings) == ['line 3: tag 052 (end date) "2023-05-03" comes before the start (2024-05-01): '
                                       "the event is taken to end on its start"]
