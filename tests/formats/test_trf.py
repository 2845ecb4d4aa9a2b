"""TRF16/TRF26 and Belgian submission files: the real samples, every edge case of FORMATS.md, round trips.

The samples are in ../shared/data/trf (sources and licences in ../shared/data/SOURCES.md);
the expected figures are counted by hand from their raw lines.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from elodesk.formats import trf
from elodesk.formats.errors import FormatError
from elodesk.formats.records import (
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)

SAMPLES = Path(__file__).resolve().parents[3] / "shared" / "data" / "trf"
FIDE_EXAMPLE = SAMPLES / "fide_example1.trf"


# ---------------------------------------- helpers


def p001(rank: int | str, name: str = "Player, Test", *, sex: str = " ", title: str = "", rating: str = "",
         fed: str = "", fid: str = "", birth: str = "", points: str = "", place: str = "",
         rounds: tuple[tuple[str, str, str], ...] = (), tag: str = "001") -> str:
    """A player line in the TRF16 columns (rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
    federation 54-56, id 58-68, birth 70-79, points 81-84, rank 86-89, rounds from 92)."""
    line = (f"{tag} {rank:>4} {sex}{title:>3} {name:<33} {rating:>4} {fed:<3} {fid:>11} {birth:<10} "
            f"{points:>4} {place:>4}")
    for opponent, colour, result in rounds:
        line += f"  {opponent:>4} {colour} {result}"
    return line


def trf_text(*lines: str, end: str = "\n") -> str:
    return end.join(lines) + end


def read_lines(tmp_path: Path, *lines: str, end: str = "\n", encoding: str = "utf-8",
               name: str = "t.trf") -> EventRecord:
    path = tmp_path / name
    path.write_bytes(trf_text(*lines, end=end).encode(encoding))
    return trf.read(path)


def two_players(r1: tuple[str, str, str], r2: tuple[str, str, str]) -> tuple[str, ...]:
    """Players 1 and 2 with one round each."""
    return ("012 Test", p001(1, "One, A", rounds=(r1,)), p001(2, "Two, B", rounds=(r2,)))


def comparable(event: EventRecord) -> tuple[object, ...]:
    """What a round trip keeps: everything but line numbers, warnings, format and rating kind."""
    return (
        event.name, event.place, event.federation, event.start, event.end, event.arbiter, event.rounds,
        event.time_control, event.round_dates,
        [replace(p, line=None) for p in event.players],
        [replace(g, line=None) for g in event.games],
        event.byes,
    )


def game(event: EventRecord, rnd: int, ref: str) -> ChessGameRecord:
    return next(g for g in event.games if g.round == rnd and ref in (g.white, g.black))


# ---------------------------------------- real samples


@pytest.mark.parametrize(
    ("name", "players", "rounds", "games", "byes"),
    [
        ("fide_example1.trf", 284, 7, 980, 28),
        ("bbpPairings_issue_7.trf", 60, 14, 420, 0),
        ("bbpPairings_issue_15.trf", 180, 11, 990, 0),
        ("bbpPairings_dutch_2025_C5.trf", 6, 3, 6, 6),
        ("bbpPairings_dutch_2025_C9.trf", 5, 1, 2, 1),
    ],
)
def test_each_sample_reads_with_every_round_of_every_player_accounted(name, players, rounds, games, byes):
    event = trf.read(SAMPLES / name)
    counts = (len(event.players), event.rounds, len(event.games), len(event.byes))
    assert counts == (players, rounds, games, byes)
    # each player has exactly one game or bye per round
    slots = Counter((g.round, ref) for g in event.games for ref in (g.white, g.black))
    slots.update((b.round, b.player) for b in event.byes)
    assert len(slots) == players * rounds and set(slots.values()) == {1}
    # both lines of every pairing agree and the points columns match the rounds
    assert event.warnings == []
    assert event.format == "trf"


def test_fide_example_header():
    event = trf.read(FIDE_EXAMPLE)
    assert event.name == "9. Karl-Mala-Gedenkturnier"
    assert event.place == "Frankfurt (Main) /GER"
    assert event.federation is None  # "032" is empty
    assert (event.start, event.end) == (date(2005, 7, 28), date(2005, 7, 31))  # "28. 07. 2005"
    assert event.arbiter == "Ralph Blum (SV Griesheim)"
    assert event.time_control == "40/120, 60"
    assert event.round_dates == {}
    assert event.rating_kind == "fide"


def test_fide_example_first_player_fields():
    # 001    1    g Vasquez,Rodrigo                   2558 CHI     3400042 1969.12.06  6.0    4   141 w 1 ...
    vasquez = trf.read(FIDE_EXAMPLE).players[0]
    assert vasquez.ref == "1"
    assert vasquez.name == "Vasquez, Rodrigo"
    assert vasquez.ratings == {"fide": 2558}
    assert vasquez.federation == "CHI"
    assert vasquez.fide_id == "3400042"
    assert vasquez.birth_date == date(1969, 12, 6)
    assert vasquez.title == "GM"
    assert vasquez.sex is None
    assert vasquez.line == 14


def test_fide_example_games_of_the_first_player():
    # 141 w 1 | 78 b 1 | 42 w 1 | 21 b 1 | 16 w 1 | 25 b = | 31 w =
    event = trf.read(FIDE_EXAMPLE)
    assert game(event, 1, "1") == ChessGameRecord(1, "1", "141", "1-0", line=14)
    mine = [(g.round, g.white, g.black, g.result) for g in event.games if "1" in (g.white, g.black)]
    assert mine == [
        (1, "1", "141", "1-0"), (2, "78", "1", "0-1"), (3, "1", "42", "1-0"), (4, "21", "1", "0-1"),
        (5, "1", "16", "1-0"), (6, "25", "1", "1/2-1/2"), (7, "1", "31", "1/2-1/2"),
    ]


def test_fide_example_unrated_player_without_federation():
    # 001  282      Schirrmacher,Nils  (no rating, federation or id)  1991.09.27  1.0  269 ... 0000 - + ...
    schirrmacher = trf.read(FIDE_EXAMPLE).players[281]
    assert (schirrmacher.ref, schirrmacher.name) == ("282", "Schirrmacher, Nils")
    assert schirrmacher.ratings == {} and schirrmacher.fide_id is None and schirrmacher.federation is None


def test_fide_example_forfeits_without_colours():
    # ten pairings carry "- +" / "- -" on both lines: 13-153, 59-151, 59-195, 63-204, 121-278,
    # 126-201, 155-233, 179-234, 214-251, 245-267; only 63 (vs 204) and 245 (vs 267) won them.
    event = trf.read(FIDE_EXAMPLE)
    forfeits = sorted((g.white, g.black, g.result) for g in event.games if g.result in ("+-", "-+", "--"))
    assert len(forfeits) == 10
    assert ("13", "153", "-+") in forfeits  # white goes to the lower start rank
    assert ("63", "204", "+-") in forfeits and ("245", "267", "+-") in forfeits
    assert Counter(r for _, _, r in forfeits) == {"-+": 8, "+-": 2}


def test_fide_example_withdrawn_player_and_old_bye():
    # 001   13    f Bakhmatov,Eduard ... 0.0    0   153 - -   (then only spaces): withdrawn after round 1
    # 001  282 ... 0000 - +  in round 5: the old spelling of the pairing bye
    event = trf.read(FIDE_EXAMPLE)
    assert [(b.round, b.kind) for b in event.byes if b.player == "13"] == [(r, "Z") for r in range(2, 8)]
    assert [(b.round, b.kind, b.points) for b in event.byes if b.player == "282"] == [(5, "U", 1.0)]
    withdrawn = {b.player for b in event.byes if b.round == 7 and b.kind == "Z"}
    assert {"13", "121", "126", "179"} <= withdrawn  # 59 forfeited round 7 instead (195 - -)


def test_fide_example_old_titles_and_sex():
    players = trf.read(FIDE_EXAMPLE).players
    assert Counter(p.title for p in players if p.title) == {"GM": 3, "IM": 11, "FM": 5, "WFM": 1}
    assert Counter(p.sex for p in players) == {None: 276, "F": 8}
    assert players[203].name == "Wallrabenstein, Elena" and players[203].sex == "F"  # "001  204 f    "


def test_cr_only_samples():
    raw = (SAMPLES / "bbpPairings_issue_7.trf").read_bytes()
    assert b"\n" not in raw and raw.count(b"\r") > 60
    event = trf.read(SAMPLES / "bbpPairings_issue_7.trf")
    assert event.name == "AutoTest Tournament 1110065304"
    # 001    4 ... 34 w +  and  001   34 ...  4 b -
    assert game(event, 1, "4") == ChessGameRecord(1, "4", "34", "+-", line=5)
    assert Counter(g.result for g in event.games)["+-"] + Counter(g.result for g in event.games)["-+"] == 25
    event15 = trf.read(SAMPLES / "bbpPairings_issue_15.trf")
    assert event15.players[2].name == "Test0003 Player0003" and event15.players[2].ratings == {"fide": 2752}
    assert Counter(g.result for g in event15.games)["--"] == 2


def test_partly_paired_round_and_announced_absence():
    # C5: round 3 has only "0000 - Z" for player 4; C9: player 5 "0000 - Z" in round 1.
    event = trf.read(SAMPLES / "bbpPairings_dutch_2025_C5.trf")
    assert event.byes == [ByeRecord(3, str(p), "Z", 0.0) for p in range(1, 7)]
    assert game(event, 2, "4") == ChessGameRecord(2, "4", "3", "0-1", line=5)  # "3 w 0" on line 5
    event9 = trf.read(SAMPLES / "bbpPairings_dutch_2025_C9.trf")
    assert event9.byes == [ByeRecord(1, "5", "Z", 0.0)]
    assert [(g.white, g.black, g.result) for g in event9.games] == [("1", "3", "1-0"), ("4", "2", "0-1")]


# ---------------------------------------- line ends, encodings


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_every_line_end(tmp_path, end):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "b", "0")), end=end)
    assert [p.name for p in event.players] == ["One, A", "Two, B"]
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]


@pytest.mark.parametrize("encoding", ["utf-8", "latin-1", "cp1252", "utf-8-sig"])
def test_accented_names_in_each_encoding(tmp_path, encoding):
    event = read_lines(tmp_path, "012 Tournoi de Liège", p001(1, "Müller,José"), p001(2, "Cœur, Zoé")
                       if encoding == "cp1252" else p001(2, "Cour, Zoé"), encoding=encoding)
    assert event.name == "Tournoi de Liège"
    assert event.players[0].name == "Müller, José"
    assert event.players[1].name == ("Cœur, Zoé" if encoding == "cp1252" else "Cour, Zoé")


def test_text_given_instead_of_the_file(tmp_path):
    text = trf_text(*two_players(("2", "b", "="), ("1", "w", "=")))
    event = trf.read(tmp_path / "not-there.trf", text=text)
    assert event.games == [ChessGameRecord(1, "2", "1", "1/2-1/2", line=3)]


# ---------------------------------------- header


@pytest.mark.parametrize(
    ("spelling", "expected"),
    [
        ("2005/07/28", date(2005, 7, 28)),
        ("2005.07.28", date(2005, 7, 28)),
        ("2005-07-28", date(2005, 7, 28)),
        ("28. 07. 2005", date(2005, 7, 28)),
        ("28.07.2005", date(2005, 7, 28)),
        ("28/07/2005", date(2005, 7, 28)),
        ("24/09/29", date(2024, 9, 29)),  # YY/MM/DD
        ("05/07/28", date(2005, 7, 28)),
        ("29/09/24", date(2029, 9, 24)),  # still YY/MM/DD while that is a date
        ("31/12/24", date(2031, 12, 24)),
        ("28/07/05", date(2028, 7, 5)),
    ],
)
def test_header_date_spellings(tmp_path, spelling, expected):
    event = read_lines(tmp_path, "012 T", f"042 {spelling}", f"052 {spelling}", p001(1))
    assert event.start == expected and event.end == expected


def test_two_digit_date_that_is_no_yy_mm_dd_is_read_day_first(tmp_path):
    # 2024-02-30 does not exist: 24/02/30 can only be 24 February 2030
    assert read_lines(tmp_path, "012 T", "042 24/02/30", p001(1)).start == date(2030, 2, 24)


@pytest.mark.parametrize(("tag", "label"), [("042", "start date"), ("052", "end date")])
def test_bad_header_date_names_the_tag(tmp_path, tag, label):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, "012 T", f"{tag} next summer", p001(1))
    assert str(caught.value) == (f"t.trf:2: expected a date in tag {tag} ({label}) such as 2005/07/28, "
                                 f'got "next summer"')


def test_round_dates_in_the_round_columns(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  24/09/30" + " " * 10 + "  24/10/02"
    event = read_lines(tmp_path, "012 T", dates, *two_players(("2", "w", "1"), ("1", "b", "0"))[1:])
    assert event.round_dates == {1: date(2024, 9, 29), 2: date(2024, 9, 30), 4: date(2024, 10, 2)}
    assert event.games[0].date == date(2024, 9, 29)


def test_round_dates_out_of_their_columns_are_read_in_order_with_a_warning(tmp_path):
    event = read_lines(tmp_path, "012 T", "132 24/09/29 24.09.30", p001(1))
    assert event.round_dates == {1: date(2024, 9, 29), 2: date(2024, 9, 30)}
    assert event.warnings == [
        "line 2: tag 132: round dates are not in the round columns (92, 102, ...): read in order"]


def test_bad_round_date(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  tomorrow"
    with pytest.raises(FormatError, match=r'^t.trf:2: expected a date \(YY/MM/DD\) for round 2 in tag 132 '
                                          r'\(round dates\), got "tomorrow"$'):
        read_lines(tmp_path, "012 T", dates, p001(1))


def test_header_tags_comments_and_unknown_tags(tmp_path):
    event = read_lines(
        tmp_path,
        "### written by hand",
        "012 Open de Wavre",
        "022 Wavre",
        "032 bel",
        "042 2025/03/01",
        "052 2025/03/02",
        "062 2",
        "072 1",
        "092 Individual: Swiss-System",
        "102 Dupont, Jean",
        "112 Martin, Paul",
        "122 90'/40 + 30'",
        "142 something TRF26 adds",
        "XXR 9",
        "XXC white1",
        "BBW  1.0",
        "### another comment",
        *two_players(("2", "w", "0"), ("1", "b", "1"))[1:],
    )
    assert (event.name, event.place, event.federation, event.arbiter, event.time_control) == (
        "Open de Wavre", "Wavre", "BEL", "Dupont, Jean", "90'/40 + 30'")
    assert (event.start, event.end, event.rounds) == (date(2025, 3, 1), date(2025, 3, 2), 1)
    assert event.warnings == []


def test_player_count_that_disagrees_is_reported(tmp_path):
    event = read_lines(tmp_path, "012 T", "062 3", p001(1), p001(2))
    assert event.warnings == ["line 2: tag 062 gives 3 players, the file has 2"]


# ---------------------------------------- player fields


@pytest.mark.parametrize(
    ("raw", "title"),
    [("g", "GM"), ("m", "IM"), ("f", "FM"), ("wg", "WGM"), ("wm", "WIM"), ("wf", "WFM"), ("c", "CM"),
     ("GM", "GM"), ("IM", "IM"), ("WGM", "WGM"), ("FM", "FM"), ("WIM", "WIM"), ("CM", "CM"), ("WFM", "WFM"),
     ("WCM", "WCM"), ("wgm", "WGM"), ("", None)],
)
def test_titles_old_and_new(tmp_path, raw, title):
    event = read_lines(tmp_path, p001(1, title=raw))
    assert event.players[0].title == title and event.warnings == []


def test_unknown_title_is_kept_with_a_warning(tmp_path):
    event = read_lines(tmp_path, p001(1, title="AGM"))
    assert event.players[0].title == "AGM"
    assert event.warnings == ['line 1: unknown title "AGM" in columns 11-13: kept as "AGM"']


@pytest.mark.parametrize(("raw", "sex"), [("m", "M"), ("M", "M"), ("w", "F"), ("W", "F"), ("f", "F"),
                                          ("F", "F"), ("X", None), ("x", None), (" ", None)])
def test_sex_variants(tmp_path, raw, sex):
    assert read_lines(tmp_path, p001(1, sex=raw)).players[0].sex == sex


@pytest.mark.parametrize(
    ("raw", "birth"),
    [("1969/12/06", date(1969, 12, 6)), ("1969.12.06", date(1969, 12, 6)), ("1969-12-06", date(1969, 12, 6)),
     ("06.12.1969", date(1969, 12, 6)), ("", None), ("0000/00/00", None)],
)
def test_birth_date_spellings(tmp_path, raw, birth):
    event = read_lines(tmp_path, p001(1, birth=raw))
    assert event.players[0].birth_date == birth and event.warnings == []


@pytest.mark.parametrize("raw", ["1985/00/00", "1985"])
def test_birth_year_only(tmp_path, raw):
    event = read_lines(tmp_path, p001(1, birth=raw))
    assert event.players[0].birth_date == date(1985, 1, 1)
    assert event.warnings == [f'line 1: birth date "{raw}" gives only the year: read as 1985-01-01']


def test_names_get_a_space_after_the_comma(tmp_path):
    event = read_lines(tmp_path, p001(1, "Seel,Christian, Dr."), p001(2, "Van den Doel,  Erik"),
                       p001(3, "Nguyen Anh Dung"))
    names = [p.name for p in event.players]
    assert names == ["Seel, Christian, Dr.", "Van den Doel, Erik", "Nguyen Anh Dung"]


def test_what_real_files_leave_out_is_tolerated(tmp_path):
    event = read_lines(
        tmp_path,
        "012 T   ",
        p001(1, "Blank, Rank", rating="1800", points="1.0", place="", rounds=(("2", "w", "1"),)) + "     ",
        p001(2, "Zero, Rank", points="", place="0", rounds=(("1", "b", "0"),)),
        "001    3      Short, Line",  # stops after the name
        p001(4, rating="0", fid="0"),  # 0 is unrated and no id
    )
    assert event.name == "T"
    assert [p.name for p in event.players] == ["Blank, Rank", "Zero, Rank", "Short, Line", "Player, Test"]
    assert event.players[3].ratings == {} and event.players[3].fide_id is None
    assert event.byes == [ByeRecord(1, "3", "Z", 0.0), ByeRecord(1, "4", "Z", 0.0)]
    assert event.warnings == []


def test_points_column_that_disagrees_is_reported(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "b", "0"))[:1],
                       p001(1, points="0.5", rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "0"),)))
    assert event.warnings == ["line 2: points column says 0.5, the rounds give 1"]


# ---------------------------------------- TRF26 national records


def test_trf26_national_rating_records(tmp_path):
    event = read_lines(
        tmp_path,
        "### TRF26",
        "012 Open",
        p001(1, "Dupont, Jean", rating="2100", fed="BEL", fid="205044"),
        p001(2, "Martin, Paul", rating="1950", fed="FRA", fid="26017962"),
        p001(3, "Jansen, Piet", fed="NED"),
        "### national ratings",
        p001(1, "Dupont, Jean", rating="2050", fed="BEL", fid="12345", tag="BEL"),
        p001(2, "Martin, Paul", rating="1990", fed="FRA", fid="A01450", tag="FRA"),
        p001(3, "Jansen, Piet", rating="1700", fed="NED", fid="8001", tag="NED"),
    )
    dupont, martin, jansen = event.players
    assert dupont.ratings == {"fide": 2100, "frbe": 2050}
    assert (dupont.fide_id, dupont.frbe_id) == ("205044", "12345")
    assert martin.ratings == {"fide": 1950, "ffe": 1990} and martin.ffe_id == "A01450"
    assert jansen.ratings == {"ned": 1700}
    assert event.warnings == []


def test_national_record_for_a_missing_start_rank(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1), p001(7, rating="1500", tag="BEL"))
    assert str(caught.value) == ("t.trf:2: expected the start rank of a player (a 001 line) in the "
                                 "BEL record, got 7")


# ---------------------------------------- result codes


@pytest.mark.parametrize(
    ("one", "two", "result"),
    [
        (("2", "w", "1"), ("1", "b", "0"), "1-0"),
        (("2", "w", "0"), ("1", "b", "1"), "0-1"),
        (("2", "W", "="), ("1", "B", "="), "1/2-1/2"),
        (("2", "w", "+"), ("1", "b", "-"), "+-"),
        (("2", "w", "-"), ("1", "b", "+"), "-+"),
        (("2", "w", "-"), ("1", "b", "-"), "--"),
        (("2", "-", "+"), ("1", "-", "-"), "+-"),
    ],
)
def test_games_and_forfeits(tmp_path, one, two, result):
    event = read_lines(tmp_path, *two_players(one, two))
    assert event.games == [ChessGameRecord(1, "1", "2", result, line=2)]
    assert event.byes == [] and event.warnings == []


def test_black_is_read_from_either_line(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "b", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "2", "1", "0-1", line=3)]


def test_result_codes_are_case_insensitive(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "w"), ("1", "b", "l")))
    assert event.games == [ChessGameRecord(1, "1", "2", "+-", line=2)]


def test_games_under_one_move_are_recorded_as_forfeits(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "L"), ("1", "b", "W")))
    assert event.games == [ChessGameRecord(1, "1", "2", "-+", line=2)]
    assert event.warnings == [
        "line 2: round 1: game under one move (W/L) against line 3: recorded as a forfeit, not rated"]


def test_a_draw_under_one_move_is_two_half_point_byes(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "D"), ("1", "b", "D")))
    assert event.games == []
    assert event.byes == [ByeRecord(1, "1", "H", 0.5), ByeRecord(1, "2", "H", 0.5)]
    assert event.warnings == [
        "line 2: round 1: draw under one move (D) against line 3: recorded as half-point byes, not rated"]


def test_byes_and_absences(tmp_path):
    event = read_lines(
        tmp_path,
        p001(1, rounds=(("0000", "-", "H"), ("", " ", " "), ("0", "-", "F"))),
        p001(2, rounds=(("0000", "-", "F"), ("0000", "-", "U"), ("0000", "-", "Z"))),
        p001(3, rounds=(("0000", "-", "u"), ("0000", "-", "z"), ("0000", "-", "+"))),
        p001(4, rounds=(("0000", "-", "-"),)),
    )
    assert [(b.round, b.player, b.kind, b.points) for b in event.byes] == [
        (1, "1", "H", 0.5), (1, "2", "F", 1.0), (1, "3", "U", 1.0), (1, "4", "Z", 0.0),
        (2, "1", "Z", 0.0), (2, "2", "U", 1.0), (2, "3", "Z", 0.0), (2, "4", "Z", 0.0),
        (3, "1", "F", 1.0), (3, "2", "Z", 0.0), (3, "3", "U", 1.0), (3, "4", "Z", 0.0),
    ]
    assert event.games == [] and event.warnings == [] and event.rounds == 3


def test_a_game_result_without_an_opponent_is_a_bye_with_a_warning(tmp_path):
    event = read_lines(tmp_path, p001(1, rounds=(("0000", "-", "1"), ("0000", "-", "="))))
    assert event.byes == [ByeRecord(1, "1", "F", 1.0), ByeRecord(2, "1", "H", 0.5)]
    assert event.warnings == ['line 1: round 1: result "1" without an opponent: read as a bye "F"',
                              'line 1: round 2: result "=" without an opponent: read as a bye "H"']


# ---------------------------------------- disagreements


def test_both_lines_claim_white(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]
    assert event.warnings == [
        "line 2: round 1: line 2 and line 3 both give white to their player: took line 2's colour"]


def test_a_colour_missing_on_one_line(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "-", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "2", "1", "0-1", line=3)]
    assert event.warnings == [
        "line 2: round 1: no colour for the game against line 3: read from the other line"]


def test_no_colour_on_either_line_for_a_played_game(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "-", "="), ("1", "-", "=")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1/2-1/2", line=2)]
    assert event.warnings == ["line 2: round 1: no colour for the game between lines 2 and 3: white given to "
                              "start rank 1"]


def test_same_points_but_one_line_says_forfeit(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "b", "-")))
    assert event.games == [ChessGameRecord(1, "1", "2", "+-", line=2)]
    assert event.warnings == [
        'line 2: round 1: result "1" against line 3\'s "-": read as a forfeit, not rated']


def test_the_opponent_line_has_no_entry(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "b", "0"),)), p001(2))
    assert event.games == [ChessGameRecord(1, "2", "1", "1-0", line=3)]
    assert event.byes == []
    assert event.warnings == [
        "line 2: round 1: line 3 (start rank 2) has no entry for this game: read from line 2 alone"]


def test_the_opponent_line_gives_no_opponent(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("0000", "-", "-"),)),
                       p001(2, rounds=(("1", "w", "+"),)))
    assert event.games == [ChessGameRecord(1, "2", "1", "+-", line=3)]
    assert event.warnings == [
        'line 3: round 1: line 2 gives start rank 1 no opponent ("-") where line 3 pairs them: '
        "read as their game"]


def test_one_line_has_no_result(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", " "), ("1", "b", "=")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1/2-1/2", line=2)]
    assert event.warnings == ["line 2: round 1: no result for the game against line 3: read from line 3"]


def test_a_pairing_without_results_counts_as_absences(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", " "), ("1", "b", " ")))
    assert event.games == [] and event.byes == [ByeRecord(1, "1", "Z", 0.0), ByeRecord(1, "2", "Z", 0.0)]
    assert event.warnings == ["line 2: round 1: pairing with line 3 has no result: counted as absences"]


@pytest.mark.parametrize(("one", "two"), [("1", "1"), ("1", "="), ("0", "0"), ("=", "0"), ("+", "+"),
                                          ("0", "-"), ("=", "+")])
def test_points_that_do_not_add_up_are_an_error(tmp_path, one, two):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, *two_players(("2", "w", one), ("1", "b", two)))
    assert str(caught.value) == (f't.trf:2: round 1: result "{one}" against line 3\'s "{two}": '
                                 f"the points do not add up, cannot tell the result")


def test_the_opponent_line_names_someone_else(tmp_path):
    # 1 says it played 2, 2 says 3, 3 says 4, 4 says 1: no one is named twice, but no pairing holds
    ring = [p001(n, rounds=((str(n % 4 + 1), "w", "1"),)) for n in range(1, 5)]
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, *ring)
    assert str(caught.value) == ("t.trf:1: round 1: start rank 2 is the opponent, but line 2 gives "
                                 "start rank 3 as opponent: cannot tell what happened")


def test_the_opponent_line_gives_a_bye(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("0000", "-", "H"),)))
    assert str(caught.value) == ("t.trf:1: round 1: start rank 2 is the opponent, but line 2 gives "
                                 'a bye ("H"): cannot tell what happened')


def test_the_opponent_line_names_him_with_a_bye_code(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "H"),)))
    assert str(caught.value) == ("t.trf:1: round 1: start rank 2 is the opponent, but line 2 gives "
                                 'a bye ("H"): cannot tell what happened')


def test_two_lines_name_the_same_opponent(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1), p001(2, rounds=(("1", "w", "1"),)), p001(3, rounds=(("1", "b", "0"),)))
    assert str(caught.value) == ("t.trf:3: round 1: start rank 1 is also the opponent given on line 2: "
                                 "cannot tell who played him")


def test_a_player_paired_with_himself(tmp_path):
    with pytest.raises(FormatError, match=r"^t.trf:1: round 1: start rank 1 is paired with itself$"):
        read_lines(tmp_path, p001(1, rounds=(("1", "w", "1"),)))


# ---------------------------------------- errors


def test_non_numeric_start_rank(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, "012 T", p001(1), p001("x2"))
    assert str(caught.value) == 't.trf:3: expected a start rank (a number) in columns 5-8, got "x2"'
    assert (caught.value.file, caught.value.where) == ("t.trf", 3)


def test_duplicated_start_rank(tmp_path):
    with pytest.raises(FormatError, match=r"^t.trf:2: start rank 1 is already the start rank of line 1$"):
        read_lines(tmp_path, p001(1), p001(1))


def test_unknown_result_code(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "w", "1"), ("2", "b", "x"))), p001(2))
    assert str(caught.value) == ('t.trf:2: round 2 (columns 102-109): expected a result code '
                                 '(1 = 0 + - W D L H F U Z), got "x"')


def test_unknown_colour(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1, rounds=(("2", "q", "1"),)), p001(2))
    assert str(caught.value) == 't.trf:1: round 1 (columns 92-99): expected a colour (w b -), got "q"'


def test_opponent_without_a_player_line(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "0"),)),
                   p001(3, rounds=(("0000", "-", "U"), ("9", "b", "="))))
    assert str(caught.value) == ("t.trf:4: round 2: expected the start rank of a player (a 001 line) "
                                 "as opponent, got 9")


def test_non_numeric_opponent(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1, rounds=(("1a", "w", "1"),)))
    assert str(caught.value) == 't.trf:1: round 1 (columns 92-99): expected an opponent start rank, got "1a"'


def test_round_cell_out_of_its_columns(tmp_path):
    shifted = p001(1) + "  " + "    2 w 1"  # one column to the right
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, shifted, p001(2))
    assert str(caught.value) == ('t.trf:1: round 1 (columns 92-99): expected "oooo c r" (opponent, colour, '
                                 'result), got "    2 w 1"')


def test_bad_rating_and_birth_date(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, p001(1, rating="18k"))
    assert str(caught.value) == 't.trf:1: expected a rating (a number) in columns 49-52, got "18k"'
    with pytest.raises(FormatError, match=r'^t.trf:1: expected a birth date \(YYYY/MM/DD\) in columns 70-79, '
                                          r'got "1969/13/06"$'):
        read_lines(tmp_path, p001(1, birth="1969/13/06"))


def test_a_file_without_players(tmp_path):
    with pytest.raises(FormatError, match=r"^t.trf: expected player lines \(001\), found none$"):
        read_lines(tmp_path, "012 T", "022 Nowhere")


# ---------------------------------------- Belgian file

BELGIAN_HEADER = (
    "00A ### Interclubs",
    "00B 1 rondes",
    "00C Envoi des rondes 1 à 1",
    "00D Envoi par : interclubs@frbe-kbsb-ksb.be",
    "00E Envoi par le club : 998",
    "00F P=2 R=1 S=13/10/24 E=13/10/24 +1 =0 -1",
)


def test_belgian_submission_file(tmp_path):
    event = read_lines(
        tmp_path,
        *BELGIAN_HEADER,
        "012 Belgian Interclubs 2024 - 2025 - Round 3",
        "032 BEL",
        p001(1, "Gurevich, Mikhail", rating="2553", fid="200930", points="1.0", rounds=(("2", "w", "1"),)),
        p001(2, "Lefèvre, Éric", rating="1850", fid="12345", points="0.0", rounds=(("1", "b", "0"),)),
        end="\r\n", encoding="latin-1",
    )
    assert event.format == "frbe-trf" and event.rating_kind == "frbe"
    assert event.name == "Belgian Interclubs 2024 - 2025 - Round 3"
    assert (event.start, event.end) == (date(2024, 10, 13), date(2024, 10, 13))  # from 00F: no 042/052
    gurevich, lefevre = event.players
    assert gurevich.ratings == {"frbe": 2553} and gurevich.frbe_id == "200930" and gurevich.fide_id is None
    assert lefevre.name == "Lefèvre, Éric" and lefevre.frbe_id == "12345"
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=9)]
    assert event.warnings == []


def interclub_line(n: int, name: str, elo: int, idn: int, score: float, opponent: int, colour: str,
                   result: str) -> str:
    """A 001 line placed as the FRBE-KBSB interclub code places it (replaceAt at 0-based offsets)."""
    cells = list(" " * 100)
    for offset, text in ((0, "001"), (4, f"{n:4d}"), (14, f"{name:32s}"), (48, f"{elo:4d}"),
                         (63, f"{idn:5d}"), (81, f"{score:3.1f}"), (91, f"{opponent:4d}"), (96, colour),
                         (98, result)):
        cells[offset:offset + len(text)] = text
    return "".join(cells)


def test_belgian_file_as_the_interclub_code_writes_it(tmp_path):
    # FRBE-KBSB-KSB/kbsb backend/kbsb/interclubs/elo.py: header lines, 042 as str(date), 132 as %y.%m.%d
    dates = list(" " * 100)
    dates[0:3], dates[91:99] = "132", "24.10.13"
    event = read_lines(
        tmp_path,
        *BELGIAN_HEADER[:5],
        "00F P=2 R=1 S=13/10/24 E=13/10/24 +0 =2 -0",
        "012 Belgian Interclubs 2024 - 2025 - Round 3",
        "022 Various locations in Belgian Clubs",
        "032 BEL",
        "042 2024-10-13",
        "052 2024-10-13",
        "062 2",
        "102 Cornet, Luc",
        "".join(dates),
        interclub_line(1, "Dardha, Daniel", 2586, 40990, 0.5, 2, "w", "="),
        interclub_line(2, "Nouveau, Léon", 0, 34567, 0.5, 1, "b", "="),
        end="\r\n", encoding="latin-1",
    )
    assert event.format == "frbe-trf" and event.warnings == []
    assert event.round_dates == {1: date(2024, 10, 13)} and event.start == date(2024, 10, 13)
    dardha, nouveau = event.players
    assert (dardha.ratings, dardha.frbe_id) == ({"frbe": 2586}, "40990")
    assert (nouveau.name, nouveau.ratings, nouveau.frbe_id) == ("Nouveau, Léon", {}, "34567")  # 0: unrated
    assert event.games == [ChessGameRecord(1, "1", "2", "1/2-1/2", date=date(2024, 10, 13), line=15)]


def test_belgian_file_named_by_00a_and_checked_against_00f(tmp_path):
    event = read_lines(tmp_path, "00A Club championship", "00F P=3 R=1 S=01/02/2025 E=", "042 2025/02/02",
                       p001(1, rating="1500", fid="4567"))
    assert event.name == "Club championship"
    assert (event.start, event.end) == (date(2025, 2, 2), None)  # 042 wins over 00F S=
    assert event.warnings == ["line 2: tag 00F gives P=3 players, the file has 1"]


def test_belgian_file_with_a_bad_00f_date(tmp_path):
    with pytest.raises(FormatError, match=r'^t.trf:1: expected a start date \(dd/mm/yy\) in tag 00F S=, '
                                          r'got "32/01/25"$'):
        read_lines(tmp_path, "00F P=1 R=1 S=32/01/25 E=01/02/25", p001(1))


# ---------------------------------------- sniffing


def test_sniff_real_samples():
    for path in SAMPLES.glob("*.trf"):
        assert trf.sniff(path.read_bytes()[:4096], path.name) == "trf", path.name
    assert trf.sniff(FIDE_EXAMPLE.read_bytes()[:4096], "results.txt") == "trf"  # content first
    assert trf.sniff(FIDE_EXAMPLE.read_bytes()[:1000], "cut.dat") == "trf"  # cut in the middle of a line


def test_sniff_belgian_file():
    head = trf_text(*BELGIAN_HEADER, "012 Interclubs", p001(1), end="\r\n").encode("latin-1")
    assert trf.sniff(head, "ICN_R3_part1.txt") == "frbe-trf"


@pytest.mark.parametrize(
    ("head", "name"),
    [
        (b'[Event "Open"]\n[Site "Wavre"]\n[White "Dupont, Jean"]\n', "games.trf"),
        (b"Name,Rating,Club\nDupont,1800,Wavre\n", "players.csv"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00", "tournament.papi"),
        (b"", "empty.trf"),
        (b"012 Only a name\n", "notes.txt"),
        (b"001 is a number\n", "list.txt"),
    ],
)
def test_sniff_other_files(head, name):
    assert trf.sniff(head, name) is None


def test_sniff_header_only_is_trusted_with_the_extension_or_enough_tags():
    assert trf.sniff(b"012 Open\n022 Wavre\n", "open.trf") == "trf"
    assert trf.sniff(b"012 Open\n022 Wavre\n", "open.txt") is None
    assert trf.sniff(b"012 Open\n022 Wavre\n042 2025/01/01\n", "open.txt") == "trf"


# ---------------------------------------- writers


def test_fide_sample_round_trip_through_write_fide(tmp_path):
    event = trf.read(FIDE_EXAMPLE)
    again = trf.read(trf.write_fide(event, tmp_path / "out.trf"))
    assert comparable(again) == comparable(event)
    assert again.format == "trf" and again.warnings == []


@pytest.mark.parametrize("name", ["bbpPairings_issue_7.trf", "bbpPairings_dutch_2025_C5.trf"])
def test_bbp_samples_round_trip_through_write_fide(tmp_path, name):
    event = trf.read(SAMPLES / name)
    assert comparable(trf.read(trf.write_fide(event, tmp_path / "out.trf"))) == comparable(event)


def belgian_event() -> EventRecord:
    players = [
        PlayerRecord("1", "Gurevich, Mikhail", birth_date=date(1959, 2, 22), sex="M", federation="BEL",
                     title="GM", frbe_id="200930", ratings={"frbe": 2553}),
        PlayerRecord("2", "Lefèvre, Éric", sex="M", frbe_id="12345", ratings={"frbe": 1850}),
        PlayerRecord("3", "Dubois, Anne", sex="F", birth_date=date(2001, 5, 3), frbe_id="23456",
                     ratings={"frbe": 1600}),
        PlayerRecord("4", "Nouveau, Léon", frbe_id="34567"),  # unrated
    ]
    day1, day2 = date(2024, 9, 29), date(2024, 10, 13)
    games = [
        ChessGameRecord(1, "1", "2", "1-0", date=day1),
        ChessGameRecord(1, "3", "4", "1/2-1/2", date=day1),
        ChessGameRecord(2, "2", "3", "+-", date=day2),
        ChessGameRecord(3, "4", "1", "--"),
    ]
    byes = [ByeRecord(2, "1", "H", 0.5), ByeRecord(2, "4", "Z", 0.0), ByeRecord(3, "2", "U", 1.0),
            ByeRecord(3, "3", "F", 1.0)]
    return EventRecord("Interclubs Wavre", "frbe-trf", place="Wavre", federation="BEL", start=day1, end=day2,
                       arbiter="Cornet, Luc", rounds=3, time_control="90'/40 + 30'",
                       round_dates={1: day1, 2: day2}, rating_kind="frbe", players=players, games=games,
                       byes=byes)


def test_write_frbe_round_trip(tmp_path):
    event = belgian_event()
    again = trf.read(trf.write_frbe(event, tmp_path / "out.txt", club="998"))
    assert comparable(again) == comparable(event)
    assert (again.format, again.rating_kind, again.warnings) == ("frbe-trf", "frbe", [])


def test_write_frbe_file_layout(tmp_path):
    raw = trf.write_frbe(belgian_event(), tmp_path / "out.txt", club="998").read_bytes()
    assert raw.endswith(b"\r\n") and raw.count(b"\r\n") == raw.count(b"\n")
    assert "Lefèvre".encode("latin-1") in raw  # latin-1, not UTF-8
    lines = raw.decode("latin-1").split("\r\n")
    assert lines[:6] == [
        "00A Interclubs Wavre",
        "00B 3 rondes",
        "00C Envoi des rondes 1 à 3",
        "00D Envoi par : Cornet, Luc",
        "00E Envoi par le club : 998",
        "00F P=4 R=3 S=29/09/24 E=13/10/24 +1 =2 -1",
    ]
    first = next(line for line in lines if line.startswith("001    1"))
    # rating 49-52 holds the Belgian rating, 58-68 the matricule; points 81-84 and rank 86-89 computed
    assert (first[48:52], first[57:68], first[80:84], first[85:89]) == ("2553", "     200930", " 1.5", "   2")
    assert first[91:99] == "   2 w 1" and first[101:109] == "0000 - H" and first[111:119] == "   4 b -"
    assert "132" + " " * 88 + "24/09/29  24/10/13" in lines


def test_write_frbe_replaces_what_latin1_lacks(tmp_path):
    event = belgian_event()
    event.players[1].name = "Dvořák, Łukasz"
    raw = trf.write_frbe(event, tmp_path / "out.txt").read_bytes()
    assert "Dvorák, ?ukasz".encode("latin-1") in raw  # á is latin-1, ř is not, Ł has no base letter


def test_write_fide_layout_and_computed_standing(tmp_path):
    event = belgian_event()
    for player, (rating, fide_id) in zip(event.players, [(2553, "200930"), (2010, "205044"), (None, None),
                                                         (None, None)], strict=True):
        player.ratings = {"fide": rating} if rating else {}
        player.fide_id, player.frbe_id = fide_id, None
    raw = trf.write_fide(event, tmp_path / "out.trf").read_bytes()
    lines = raw.decode("utf-8").split("\r\n")
    assert "Lefèvre, Éric" in lines[-4]  # UTF-8
    assert lines[:10] == ["012 Interclubs Wavre", "022 Wavre", "032 BEL", "042 2024/09/29", "052 2024/10/13",
                          "062 4", "072 2", "102 Cornet, Luc", "122 90'/40 + 30'",
                          "132" + " " * 88 + "24/09/29  24/10/13"]
    # points: 1 = 1 + H ½ + double forfeit 0 = 1.5; 2 = 0 + forfeit win 1 + U 1 = 2; 3 = ½ + 0 + F 1 = 1.5;
    # 4 = ½ + Z 0 + 0 = 0.5. Ranks: 2, then 1 and 3 on 1.5 (start rank decides), then 4.
    standing = {line[4:8].strip(): (line[80:84], line[85:89].strip())
                for line in lines if line.startswith("001")}
    assert standing == {"1": (" 1.5", "2"), "2": (" 2.0", "1"), "3": (" 1.5", "3"), "4": (" 0.5", "4")}
    assert lines[-4].startswith("001    2 m    Lefèvre, Éric")
    assert lines[-4][48:68] == "2010" + " " * 10 + "205044"
    again = trf.read(tmp_path / "out.trf")
    assert comparable(again) == comparable(event)


def test_write_fide_with_national_records_keeps_every_rating(tmp_path):
    event = belgian_event()
    event.players[0].ratings["fide"] = 2540
    event.players[0].fide_id = "200930"
    event.players[1].ffe_id = "A01450"
    event.players[1].ratings["ffe"] = 1790
    event.players[2].ratings["ned"] = 1650
    plain = trf.write_fide(event, tmp_path / "plain.trf").read_bytes().decode("utf-8")
    assert "\r\nBEL " not in plain  # a plain TRF16 unless asked
    text = trf.write_fide(event, tmp_path / "out.trf", national=True).read_bytes().decode("utf-8")
    assert "\r\nBEL    1 m GM Gurevich, Mikhail" in text
    assert "\r\nFRA    2 " in text and "\r\nNED    3 " in text
    again = trf.read(tmp_path / "out.trf")
    assert comparable(again) == comparable(event)


def test_writers_number_players_whose_refs_are_not_start_ranks(tmp_path):
    players = [PlayerRecord("dupont", "Dupont, Jean"), PlayerRecord("martin", "Martin, Paul")]
    games = [ChessGameRecord(1, "martin", "dupont", "0-1")]
    event = EventRecord("Club", "papi", players=players, games=games)
    again = trf.read(trf.write_fide(event, tmp_path / "out.trf"))
    assert [p.ref for p in again.players] == ["1", "2"]
    assert again.games == [ChessGameRecord(1, "2", "1", "0-1", line=5)]


def test_round_dates_come_from_the_games_when_the_event_has_none(tmp_path):
    players = [PlayerRecord(str(n), f"P{n}") for n in range(1, 5)]
    day = date(2025, 5, 4)
    games = [ChessGameRecord(1, "1", "2", "1-0", date=day), ChessGameRecord(1, "3", "4", "0-1", date=day),
             ChessGameRecord(2, "1", "3", "1-0", date=day), ChessGameRecord(2, "4", "2", "0-1")]
    event = EventRecord("Club", "pgn", players=players, games=games)
    again = trf.read(trf.write_fide(event, tmp_path / "out.trf"))
    assert again.round_dates == {1: day}  # round 2's games do not share one date
    assert [g.date for g in again.games] == [day, day, None, None]


def test_writers_refuse_what_a_trf_cannot_hold(tmp_path):
    players = [PlayerRecord("1", "A"), PlayerRecord("2", "B")]
    with pytest.raises(ValueError, match="a TRF needs a round number"):
        undated = [ChessGameRecord(None, "1", "2", "1-0")]
        trf.write_fide(EventRecord("E", "pgn", players=players, games=undated), tmp_path / "x.trf")
    with pytest.raises(ValueError, match="already has a game or bye in round 1"):
        trf.write_fide(EventRecord("E", "pgn", players=players, games=[ChessGameRecord(1, "1", "2", "1-0")],
                                   byes=[ByeRecord(1, "2", "H", 0.5)]), tmp_path / "x.trf")
    with pytest.raises(ValueError, match="unknown player '3'"):
        trf.write_fide(EventRecord("E", "pgn", players=players, games=[ChessGameRecord(1, "1", "3", "1-0")]),
                       tmp_path / "x.trf")
