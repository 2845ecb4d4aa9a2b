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
from tests.english import english

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
    """What a round trip keeps: everything but line numbers, the file's own points and ranks (the writer
    writes its own), warnings, format and rating kind."""
    return (
        event.name, event.place, event.federation, event.start, event.end, event.arbiter, event.rounds,
        event.time_control, event.round_dates,
        [replace(p, line=None, points=None, rank=None) for p in event.players],
        [replace(g, line=None) for g in event.games],
        event.byes,
    )


def game(event: EventRecord, rnd: int, ref: str) -> ChessGameRecord:
    return next(g for g in event.games if g.round == rnd and ref in (g.white, g.black))


# ---------------------------------------- real samples


@pytest.mark.parametrize(
    ("name", "players", "rounds", "games", "byes"),
    [
        # fide_example1: 284 lines, one of them "spielfrei" (the bye); 2 byes: 282's "0000 - +" and
        # spielfrei's own "0000 - -", which goes with him. Withdrawn players' blank rounds record nothing.
        ("fide_example1.trf", 283, 7, 980, 1),
        ("bbpPairings_issue_7.trf", 60, 15, 420, 0),  # XXR 15: one round still to play
        ("bbpPairings_issue_15.trf", 180, 11, 990, 0),
        ("bbpPairings_dutch_2025_C5.trf", 6, 3, 6, 1),  # round 3: only 4's "0000 - Z"
        ("bbpPairings_dutch_2025_C9.trf", 5, 3, 2, 1),  # XXR 3
    ],
)
def test_each_sample_reads_with_every_cell_accounted(name, players, rounds, games, byes):
    event = trf.read(SAMPLES / name)
    counts = (len(event.players), event.rounds, len(event.games), len(event.byes))
    assert counts == (players, rounds, games, byes)
    # no player has two games or byes in a round
    slots = Counter((g.round, ref) for g in event.games for ref in (g.white, g.black))
    slots.update((b.round, b.player) for b in event.byes)
    assert len(slots) == 2 * games + byes and set(slots.values()) == {1}
    # both lines of every pairing agree and the points columns match the rounds
    assert [w for w in english(event.warnings) if "spielfrei" not in w] == []
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


def test_fide_example_withdrawn_player_old_bye_and_spielfrei():
    # 001   13    f Bakhmatov,Eduard ... 0.0    0   153 - -   (then only spaces): withdrawn after round 1
    # 001  282 ... 0000 - +  in round 5: the old spelling of the pairing bye
    # 001  284      spielfrei ... 0000 - - in round 5: the bye, written as a player
    event = trf.read(FIDE_EXAMPLE)
    assert [(g.round, g.result) for g in event.games if "13" in (g.white, g.black)] == [(1, "-+")]
    assert [b for b in event.byes if b.player == "13"] == []  # blank rounds: nothing recorded
    assert event.byes == [ByeRecord(5, "282", "U", 1.0)]
    assert "284" not in {p.ref for p in event.players}
    assert english(event.warnings) == ['line 297: "spielfrei" stands for the bye, not a player: left out']


def test_fide_example_old_titles_and_sex():
    players = trf.read(FIDE_EXAMPLE).players
    assert Counter(p.title for p in players if p.title) == {"GM": 3, "IM": 11, "FM": 5, "WFM": 1}
    assert Counter(p.sex for p in players) == {None: 275, "F": 8}
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
    assert event.byes == [ByeRecord(3, "4", "Z", 0.0)]
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


def test_utf8_names_padded_by_bytes_are_read_by_bytes(tmp_path):
    # a program that pads names to 33 bytes, not characters: every column after "Müller, Jörg" comes 2 early
    def by_bytes(line: str) -> str:
        name = line[14:47].rstrip()
        return line[:14] + name + " " * (33 - len(name.encode("utf-8"))) + line[47:]

    event = read_lines(tmp_path, "012 T", by_bytes(p001(1, "Müller, Jörg", rating="2100", fid="4600002",
                                                        rounds=(("2", "w", "1"),))),
                       p001(2, "Smith, John", rating="2000", rounds=(("1", "b", "0"),)))
    muller = event.players[0]
    assert (muller.name, muller.ratings, muller.fide_id) == ("Müller, Jörg", {"fide": 2100}, "4600002")
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]
    assert english(event.warnings) == ["line 2: 1 player line count their columns in bytes, not characters "
                                       "(accented names in UTF-8): read so"]


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
        ("2020/05/29", date(2020, 5, 29)),
        ("29.05.2020", date(2020, 5, 29)),
        ("29. 05. 2020", date(2020, 5, 29)),
        ("05/29/2020", date(2020, 5, 29)),  # month first: 29 is no month
        ("20200529", date(2020, 5, 29)),
        ("May 29, 2020", date(2020, 5, 29)),
        ("29 May 2020", date(2020, 5, 29)),
        ("Sat, May 29th, 2020", date(2020, 5, 29)),
        ("29 mai 2020", date(2020, 5, 29)),
        ("29. März 2020", date(2020, 3, 29)),
        ("29 sept. 2020", date(2020, 9, 29)),
        ("2020-05-29 09:30", date(2020, 5, 29)),
        ("29/05/2020  09:30", date(2020, 5, 29)),
    ],
)
def test_header_date_spellings(tmp_path, spelling, expected):
    event = read_lines(tmp_path, "012 T", f"042 {spelling}", f"052 {spelling}", p001(1))
    assert event.start == expected and event.end == expected
    assert english(event.warnings) == []


def test_an_ambiguous_date_is_read_as_the_one_near_the_round_dates(tmp_path):
    # 29/09/24 is 2029-09-24 (YY/MM/DD) or 2024-09-29 (DD/MM/YY): the rounds were played in 2024
    dates = "132" + " " * 86 + "  24/09/29  24/09/30"
    event = read_lines(tmp_path, "012 T", "042 29/09/24", "052 30/09/24", dates, p001(1))
    assert (event.start, event.end) == (date(2024, 9, 29), date(2024, 9, 30))


def test_an_ambiguous_date_pair_is_read_as_the_shortest_event(tmp_path):
    # 28/09/24 - 01/10/24: as YY/MM/DD the end (2001) comes before the start (2028); as DD/MM/YY 4 days
    event = read_lines(tmp_path, "012 T", "042 28/09/24", "052 01/10/24", p001(1))
    assert (event.start, event.end) == (date(2024, 9, 28), date(2024, 10, 1))


def test_two_digit_date_that_is_no_yy_mm_dd_is_read_day_first(tmp_path):
    # 2024-02-30 does not exist: 24/02/30 can only be 24 February 2030
    assert read_lines(tmp_path, "012 T", "042 24/02/30", p001(1)).start == date(2030, 2, 24)


@pytest.mark.parametrize(("tag", "label"), [("042", "start date"), ("052", "end date")])
def test_a_header_date_that_is_no_date_is_warned(tmp_path, tag, label):
    event = read_lines(tmp_path, "012 T", f"{tag} next summer", p001(1))
    assert (event.start, event.end) == (None, None)
    assert english(event.warnings) == [f'line 2: tag {tag} ({label}) "next summer" is no date']


def test_placeholder_dates_are_taken_from_the_round_dates(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  24/09/30" + " " * 10 + "  24/10/02"
    event = read_lines(tmp_path, "012 T", "042 --RANDOM TOURNAMENT (START DATE)--", "052 ?", dates, p001(1))
    assert (event.start, event.end) == (date(2024, 9, 29), date(2024, 10, 2))
    assert english(event.warnings) == [
        'line 2: tag 042 (start date) "--RANDOM TOURNAMENT (START DATE)--" is no date: 2024-09-29 is taken from '
        "the round dates (tag 132)",
        'line 3: tag 052 (end date) "?" is no date: 2024-10-02 is taken from the round dates (tag 132)']


def test_missing_header_dates_are_the_first_and_last_round_dates(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  24/09/30"
    event = read_lines(tmp_path, "012 T", dates, p001(1))
    assert (event.start, event.end) == (date(2024, 9, 29), date(2024, 9, 30)) and english(event.warnings) == []


def test_round_dates_in_the_round_columns(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  24/09/30" + " " * 10 + "  24/10/02"
    event = read_lines(tmp_path, "012 T", dates, *two_players(("2", "w", "1"), ("1", "b", "0"))[1:])
    assert event.round_dates == {1: date(2024, 9, 29), 2: date(2024, 9, 30), 4: date(2024, 10, 2)}
    assert event.games[0].date == date(2024, 9, 29)


def test_round_dates_written_from_column_92_or_with_four_digit_years(tmp_path):
    dates = "132" + " " * 88 + "24.10.13  2024/10/20  " + " " * 8 + "2024-11-03"
    event = read_lines(tmp_path, "012 T", dates, p001(1))
    assert event.round_dates == {1: date(2024, 10, 13), 2: date(2024, 10, 20), 4: date(2024, 11, 3)}
    assert english(event.warnings) == []


def test_a_dos_end_of_file_mark_is_no_line(tmp_path):
    path = tmp_path / "old.trf"
    path.write_bytes(trf_text("012 T", p001(1), end="\r\n").encode() + b"\x1a")
    assert english(trf.read(path).warnings) == []


def test_round_dates_out_of_their_columns_are_read_in_order_with_a_warning(tmp_path):
    event = read_lines(tmp_path, "012 T", "132 24/09/29 24.09.30", p001(1))
    assert event.round_dates == {1: date(2024, 9, 29), 2: date(2024, 9, 30)}
    assert english(event.warnings) == [
        "line 2: tag 132: round dates are not in the round columns (92, 102, ...): read in order"]


def test_a_round_date_that_is_no_date_is_left_out(tmp_path):
    dates = "132" + " " * 86 + "  24/09/29  tomorrow"
    event = read_lines(tmp_path, "012 T", dates, p001(1))
    assert event.round_dates == {1: date(2024, 9, 29)}
    assert english(event.warnings) == ['line 2: tag 132: "tomorrow" is no date (YY/MM/DD) for round 2: left out']


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
        "152 W",
        "202 EDET/P,BH:MP",
        "XXR 9",
        "XXC white1",
        "BBW  1.0",
        "### another comment",
        *two_players(("2", "w", "0"), ("1", "b", "1"))[1:],
    )
    assert (event.name, event.place, event.federation, event.arbiter, event.time_control) == (
        "Open de Wavre", "Wavre", "BEL", "Dupont, Jean", "90'/40 + 30'")
    assert (event.start, event.end, event.rounds, event.rate) == (date(2025, 3, 1), date(2025, 3, 2), 9, "standard")
    # TRF26 header tag 152 is read silently, 202's team tie-breaks are named as not used (test_trf_tiebreaks);
    # a pairing program's own records are named
    assert english(event.warnings) == ["line 14: tag 202: tie-breaks elodesk does not compute (EDET/P, BH:MP): the "
                                       "file's tie-breaks left out",
                                       'line 16: 1 line of record type "XXC" skipped (not about ratings)',
                                       'line 17: 1 line of record type "BBW" skipped (not about ratings)']


def test_trf26_legend_and_ruler_lines_are_layout(tmp_path):
    event = read_lines(
        tmp_path,
        "### TRF 2025 sample",
        "012 T",
        "142 3",
        "         1         2         3",
        "123456789012345678901234567890",
        "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1",
        p001(1), p001(2),
        "BBB T RRR PPP1 PPP2",
    )
    assert len(event.players) == 2 and event.rounds == 3 and english(event.warnings) == []


def test_player_count_that_disagrees_is_reported(tmp_path):
    event = read_lines(tmp_path, "012 T", "062 3", p001(1), p001(2))
    assert english(event.warnings) == ["line 2: tag 062 gives 3 players, the file has 2"]


# ---------------------------------------- player fields


@pytest.mark.parametrize(
    ("raw", "title"),
    [("g", "GM"), ("m", "IM"), ("f", "FM"), ("wg", "WGM"), ("wm", "WIM"), ("wf", "WFM"), ("c", "CM"),
     ("GM", "GM"), ("IM", "IM"), ("WGM", "WGM"), ("FM", "FM"), ("WIM", "WIM"), ("CM", "CM"), ("WFM", "WFM"),
     ("WCM", "WCM"), ("wgm", "WGM"), ("", None)],
)
def test_titles_old_and_new(tmp_path, raw, title):
    event = read_lines(tmp_path, p001(1, title=raw))
    assert event.players[0].title == title and english(event.warnings) == []


def test_unknown_title_is_kept_with_a_warning(tmp_path):
    event = read_lines(tmp_path, p001(1, title="AGM"))
    assert event.players[0].title == "AGM"
    assert english(event.warnings) == ['line 1: unknown title "AGM" in columns 11-13: kept as "AGM"']


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
    assert event.players[0].birth_date == birth and english(event.warnings) == []


@pytest.mark.parametrize("raw", ["1985/00/00", "1985"])
def test_birth_year_only(tmp_path, raw):
    event = read_lines(tmp_path, p001(1, birth=raw))
    assert event.players[0].birth_date == date(1985, 1, 1)
    assert english(event.warnings) == [f'line 1: birth date "{raw}" gives only the year: read as 1985-01-01']


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
    assert event.byes == []  # blank rounds record nothing
    assert english(event.warnings) == []


def test_points_column_that_disagrees_is_reported(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "b", "0"))[:1],
                       p001(1, points="0.5", rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "0"),)))
    assert english(event.warnings) == ["line 2: points column says 0.5, the rounds give 1"]


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
    assert english(event.warnings) == []


def test_national_record_for_a_missing_start_rank_is_skipped(tmp_path):
    event = read_lines(tmp_path, p001(1), p001(7, rating="1500", tag="BEL"))
    assert event.players[0].ratings == {}
    assert english(event.warnings) == ["line 2: BEL record for start rank 7, which has no player line (001): skipped"]


def test_a_rapid_event_files_its_ratings_under_the_rapid_kinds(tmp_path):
    event = read_lines(tmp_path, "012 Open", "122 15 min + 10 s", p001(1, rating="2100", fid="205044"),
                       p001(1, rating="1990", fid="A01450", tag="FRA"))
    assert (event.rate, event.rating_kind) == ("rapid", "fide_rapid")
    assert event.players[0].ratings == {"fide_rapid": 2100, "ffe_rapid": 1990}


@pytest.mark.parametrize(
    ("tags", "rate", "warnings"),
    [
        (("122 3+2",), "blitz", []),
        (("122 90'/40 + 30' + 30\"",), "standard", []),
        (("222 40/5400+30:1800+30",), "standard", []),
        (("092 Individual: Swiss-System Rapid",), "rapid", []),
        (("122 MOVES/TIME INCREMENT",), None,
         ['line 2: tag 122 (time control) "MOVES/TIME INCREMENT" tells no rate (standard, rapid, blitz): left to '
          "the import"]),
        ((), "blitz", ['line 1: no time control (tag 122) tells the rate: "blitz" is read from the event\'s name']),
    ],
)
def test_the_rate_comes_from_the_time_control(tmp_path, tags, rate, warnings):
    event = read_lines(tmp_path, "012 Blitz de Wavre" if not tags else "012 Open", *tags, p001(1, rating="2000"))
    assert event.rate == rate and english(event.warnings) == warnings
    assert event.players[0].ratings == {{"blitz": "fide_blitz", "rapid": "fide_rapid"}.get(rate or "", "fide"): 2000}


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
    assert event.byes == [] and english(event.warnings) == []


def test_black_is_read_from_either_line(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "b", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "2", "1", "0-1", line=3)]


def test_result_codes_are_case_insensitive(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "w"), ("1", "b", "l")))
    assert event.games == [ChessGameRecord(1, "1", "2", "+-", line=2)]


def test_games_under_one_move_are_recorded_as_forfeits(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "L"), ("1", "b", "W")))
    assert event.games == [ChessGameRecord(1, "1", "2", "-+", line=2)]
    assert english(event.warnings) == [
        "line 2: round 1: game under one move (W/L) against line 3: recorded as a forfeit, not rated"]


def test_a_draw_under_one_move_is_two_half_point_byes(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "D"), ("1", "b", "D")))
    assert event.games == []
    assert event.byes == [ByeRecord(1, "1", "H", 0.5), ByeRecord(1, "2", "H", 0.5)]
    assert english(event.warnings) == [
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
        (2, "2", "U", 1.0), (2, "3", "Z", 0.0),
        (3, "1", "F", 1.0), (3, "2", "Z", 0.0), (3, "3", "U", 1.0),
    ]  # the blank rounds (1's round 2, 4's rounds 2 and 3) record nothing
    assert event.games == [] and english(event.warnings) == [] and event.rounds == 3


def test_a_game_result_without_an_opponent_is_a_bye_with_a_warning(tmp_path):
    event = read_lines(tmp_path, p001(1, rounds=(("0000", "-", "1"), ("0000", "-", "="))))
    assert event.byes == [ByeRecord(1, "1", "F", 1.0), ByeRecord(2, "1", "H", 0.5)]
    assert english(event.warnings) == ['line 1: round 1: result "1" without an opponent: read as a bye "F"',
                              'line 1: round 2: result "=" without an opponent: read as a bye "H"']


# ---------------------------------------- Belgian colours, byes written as players


def test_belgian_colours_b_and_n_make_b_white(tmp_path):
    # blanc/noir: line 2 has B (white) and wins; line 3 has N (black)
    event = read_lines(tmp_path, "012 Interclubs", p001(1, rounds=(("2", "B", "1"), ("3", "n", "="))),
                       p001(2, rounds=(("1", "N", "0"),)), p001(3, rounds=(("", " ", " "), ("1", "b", "="))))
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2), ChessGameRecord(2, "3", "1", "1/2-1/2",
                                                                                        line=4)]
    assert english(event.warnings) == ["line 2: colours are written B/N (blanc/noir): B is read as white"]


@pytest.mark.parametrize(("white", "black", "warning"), [
    ("W", "Z", "colours are written W/Z (wit/zwart): Z is read as black"),
    ("w", "s", "colours are written W/S (weiß/schwarz): S is read as black"),
])
def test_dutch_and_german_colour_letters(tmp_path, white, black, warning):
    event = read_lines(tmp_path, *two_players(("2", black, "½"), ("1", white, "½")))
    assert event.games == [ChessGameRecord(1, "2", "1", "1/2-1/2", line=3)]
    assert english(event.warnings) == [f"line 2: {warning}"]


def test_w_and_b_colours_stay_white_and_black(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "B", "1"), ("1", "W", "0")))
    assert event.games == [ChessGameRecord(1, "2", "1", "0-1", line=3)] and english(event.warnings) == []


def test_a_bye_written_as_a_player_becomes_byes(tmp_path):
    event = read_lines(
        tmp_path,
        "012 T",
        p001(1, "Alpha, A", rating="2000", rounds=(("3", "w", "+"), ("2", "b", "1"))),
        p001(2, "Beta, B", rating="1900", rounds=(("", " ", " "), ("1", "w", "0"), ("3", "b", " "))),
        p001(3, "spielfrei", rounds=(("1", "b", "-"), ("", " ", " "), ("2", "w", "-"))),
    )
    assert [p.name for p in event.players] == ["Alpha, A", "Beta, B"]
    assert event.byes == [ByeRecord(1, "1", "U", 1.0), ByeRecord(3, "2", "U", 1.0)]
    assert event.games == [ChessGameRecord(2, "2", "1", "0-1", line=3)]
    assert english(event.warnings) == ['line 4: "spielfrei" stands for the bye, not a player: left out, its 2 '
                                       "pairing(s) read as byes"]


@pytest.mark.parametrize("name", ["BYE", "Bye", "bye", "Spielfrei", "EXEMPT", "Exempté", "frei", "Freilos"])
def test_bye_player_names(tmp_path, name):
    event = read_lines(tmp_path, p001(1, rounds=(("2", "w", "+"),)), p001(2, name, rounds=(("1", "b", "-"),)))
    assert len(event.players) == 1 and event.byes == [ByeRecord(1, "1", "U", 1.0)]


def test_a_real_player_named_like_a_bye_stays_a_player(tmp_path):
    # a first name, a rating, or a point scored: a person, not the bye
    for second in (p001(2, "Frei, Hans", rounds=(("1", "b", "-"),)),
                   p001(2, "Bye", rating="1500", rounds=(("1", "b", "-"),)),
                   p001(2, "Bye", rounds=(("1", "b", "1"),))):
        event = read_lines(tmp_path, p001(1, rounds=(("2", "w", "+" if second.endswith("-") else "0"),)), second)
        assert len(event.players) == 2 and event.byes == [] and len(event.games) == 1


# ---------------------------------------- disagreements


def test_both_lines_claim_white(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]
    assert english(event.warnings) == [
        "line 2: round 1: line 2 and line 3 both give white to their player: took line 2's colour"]


def test_a_colour_missing_on_one_line(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "-", "1"), ("1", "w", "0")))
    assert event.games == [ChessGameRecord(1, "2", "1", "0-1", line=3)]
    assert english(event.warnings) == [
        "line 2: round 1: no colour for the game against line 3: read from the other line"]


def test_no_colour_on_either_line_for_a_played_game(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "-", "="), ("1", "-", "=")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1/2-1/2", line=2)]
    assert english(event.warnings) == ["line 2: round 1: no colour for the game between lines 2 and 3: white given to "
                              "start rank 1"]


def test_same_points_but_one_line_says_forfeit(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", "1"), ("1", "b", "-")))
    assert event.games == [ChessGameRecord(1, "1", "2", "+-", line=2)]
    assert english(event.warnings) == [
        'line 2: round 1: result "1" against line 3\'s "-": read as a forfeit, not rated']


def test_the_opponent_line_has_no_entry(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "b", "0"),)), p001(2))
    assert event.games == [ChessGameRecord(1, "2", "1", "1-0", line=3)]
    assert event.byes == []
    assert english(event.warnings) == [
        "line 2: round 1: line 3 (start rank 2) has no entry for this game: read from line 2 alone"]


def test_the_opponent_line_gives_no_opponent(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("0000", "-", "-"),)),
                       p001(2, rounds=(("1", "w", "+"),)))
    assert event.games == [ChessGameRecord(1, "2", "1", "+-", line=3)]
    assert english(event.warnings) == [
        'line 3: round 1: line 2 gives start rank 1 no opponent ("-") where line 3 pairs them: '
        "read as their game"]


def test_one_line_has_no_result(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", " "), ("1", "b", "=")))
    assert event.games == [ChessGameRecord(1, "1", "2", "1/2-1/2", line=2)]
    assert english(event.warnings) == ["line 2: round 1: no result for the game against line 3: read from line 3"]


def test_a_pairing_without_results_is_no_game(tmp_path):
    event = read_lines(tmp_path, *two_players(("2", "w", " "), ("1", "b", " ")))
    assert event.games == [] and event.byes == []
    assert english(event.warnings) == ["line 2: round 1: the pairing with line 3 has no result: not played, no game "
                              "recorded"]


def test_trf26_unplayed_pairings_are_no_games(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "w", "1"), ("3", "b", "*"))),
                       p001(2, rounds=(("1", "b", "0"), ("0000", "-", "H"))), p001(3, rounds=(("", " ", " "),
                                                                                             ("1", "w", "*"))))
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]
    assert event.byes == [ByeRecord(2, "2", "H", 0.5)]
    assert event.rounds == 2
    assert english(event.warnings) == ["line 2: 2 pairings not played (*): no game recorded"]


def left_out(tmp_path: Path, *lines: str) -> EventRecord:
    """A file whose round 1 cannot be read: nothing is recorded for it, and the file still reads."""
    event = read_lines(tmp_path, *lines)
    assert event.games == [] and event.byes == []
    return event


@pytest.mark.parametrize(("one", "two"), [("1", "1"), ("1", "="), ("0", "0"), ("=", "0"), ("+", "+"),
                                          ("0", "-"), ("=", "+")])
def test_points_that_do_not_add_up_leave_the_game_out(tmp_path, one, two):
    event = left_out(tmp_path, *two_players(("2", "w", one), ("1", "b", two)))
    assert english(event.warnings) == [f'line 2: round 1: result "{one}" against line 3\'s "{two}": the points do not '
                              "add up, cannot tell the result: game left out"]


def test_the_opponent_line_names_someone_else(tmp_path):
    # 1 says it played 2, 2 says 3, 3 says 4, 4 says 1: no one is named twice, but no pairing holds
    ring = [p001(n, rounds=((str(n % 4 + 1), "w", "1"),)) for n in range(1, 5)]
    event = left_out(tmp_path, *ring)
    assert english(event.warnings)[0] == ("line 1: round 1: start rank 2 is the opponent, but line 2 gives start "
                                          "rank 3 as opponent: cannot tell what happened, round left out")
    assert len(english(event.warnings)) == 4


def test_the_opponent_line_gives_a_bye(tmp_path):
    event = read_lines(tmp_path, p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("0000", "-", "H"),)))
    assert event.games == [] and event.byes == [ByeRecord(1, "2", "H", 0.5)]
    assert english(event.warnings) == ['line 1: round 1: start rank 2 is the opponent, but line 2 gives a bye ("H"): '
                              "cannot tell what happened, round left out"]


def test_the_opponent_line_names_him_with_a_bye_code(tmp_path):
    event = read_lines(tmp_path, p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "H"),)))
    assert event.games == [] and event.byes == [ByeRecord(1, "2", "H", 0.5)]
    assert english(event.warnings) == [
        'line 1: round 1: start rank 2 is the opponent, but line 2 gives a bye ("H"): cannot tell what happened, '
        "round left out",
        'line 2: round 1: opponent 1 given with a bye ("H"): ignored']


def test_two_lines_name_the_same_opponent(tmp_path):
    event = read_lines(tmp_path, p001(1), p001(2, rounds=(("1", "w", "1"),)), p001(3, rounds=(("1", "b", "0"),)))
    assert event.games == [ChessGameRecord(1, "2", "1", "1-0", line=2)]  # the first line read
    assert english(event.warnings) == [
        "line 2: round 1: line 1 (start rank 1) has no entry for this game: read from line 2 alone",
        "line 3: round 1: start rank 1 is already paired in this round: round left out"]


def test_a_player_paired_with_himself(tmp_path):
    event = left_out(tmp_path, p001(1, rounds=(("1", "w", "1"),)))
    assert english(event.warnings) == ["line 1: round 1: opponent 1 is itself: round left out"]


def test_opponent_without_a_player_line(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "w", "1"),)), p001(2, rounds=(("1", "b", "0"),)),
                       p001(3, rounds=(("0000", "-", "U"), ("9", "b", "="))))
    assert len(event.games) == 1 and event.byes == [ByeRecord(1, "3", "U", 1.0)]
    assert english(event.warnings) == ["line 4: round 2: opponent 9 is a start rank without a player line: round "
                                       "left out"]


# ---------------------------------------- lines and cells left out (warned), and the one refusal


def test_player_lines_without_a_usable_start_rank_are_skipped(tmp_path):
    event = read_lines(tmp_path, "012 T", p001(1), p001("x2"), p001(1, "Again, Same"))
    assert [p.name for p in event.players] == ["Player, Test"]
    assert english(event.warnings) == ['line 3: no start rank in columns 5-8 ("x2"): player line skipped',
                              "line 4: start rank 1 is already the start rank of line 2: player line skipped"]


@pytest.mark.parametrize(
    ("cell", "problem"),
    [
        (("2", "b", "x"), 'expected a result code (1 = 0 + - W D L H F U Z), got "x"'),
        (("2", "q", "1"), 'expected a colour (w b -), got "q"'),
        (("1a", "w", "1"), 'expected an opponent start rank, got "1a"'),
    ],
)
def test_unreadable_round_cells_are_left_out(tmp_path, cell, problem):
    event = read_lines(tmp_path, "012 T", p001(1, rounds=(("2", "w", "1"), cell)), p001(2, rounds=(("1", "b", "0"),)))
    assert event.games == [ChessGameRecord(1, "1", "2", "1-0", line=2)]
    assert english(event.warnings) == [f"line 2: round 2 (columns 102-109): {problem}: round left out"]


def test_round_cell_out_of_its_columns(tmp_path):
    shifted = p001(1) + "  " + "    2 w 1"  # one column to the right
    event = read_lines(tmp_path, shifted, p001(2))
    assert event.games == []
    assert english(event.warnings) == ['line 1: round 1 (columns 92-99): expected "oooo c r" (opponent, colour, '
                                       'result), got "    2 w 1": round left out']


def test_bad_rating_birth_date_and_federation_are_left_out(tmp_path):
    event = read_lines(tmp_path, p001(1, rating="18k", birth="1969/13/06", fed="1A"))
    player = event.players[0]
    assert (player.ratings, player.birth_date, player.federation) == ({}, None, None)
    assert english(event.warnings) == ['line 1: "1969/13/06" in columns 70-79 is no birth date (YYYY/MM/DD): left out',
                              'line 1: "1A" in columns 54-56 is no federation code: left out',
                              'line 1: "18k" in columns 49-52 is no rating: left out']


def test_placeholder_ids_are_no_ids(tmp_path):
    event = read_lines(tmp_path, p001(1, fid="-----------"), p001(2, fid="-----------"), p001(3, fid="n/a"),
                       p001(4, fid="00012345"))
    assert [p.fide_id for p in event.players] == [None, None, None, "12345"]
    assert english(event.warnings) == [
        'line 1: "-----------" in the FIDE-id field (columns 58-68) of 2 player lines is no id: read as none',
        'line 3: "n/a" in the FIDE-id field (columns 58-68) of 1 player line is no id: read as none']


def test_unknown_record_types_give_one_warning_each(tmp_path):
    event = read_lines(tmp_path, "012 T", "TNR 6", p001(1), p001(2), "BYE 2", "FOR 1 12", "BYE 1",
                       "013 Team A                          1    2", "free text here", "XXC white1")
    assert len(event.players) == 2
    assert english(event.warnings) == ['line 2: 1 line of record type "TNR" skipped (not about ratings)',
                              'line 5: 2 lines of record type "BYE" skipped (not about ratings)',
                              'line 6: 1 line of record type "FOR" skipped (not about ratings)',
                              'line 8: 1 line of record type "013" skipped (not about ratings)',
                              "line 9: 1 line that are no TRF record skipped",
                              'line 10: 1 line of record type "XXC" skipped (not about ratings)']


def test_a_file_without_players_holds_no_tournament(tmp_path):
    with pytest.raises(FormatError) as caught:
        read_lines(tmp_path, "012 T", "022 Nowhere")
    assert str(caught.value) == ("t.trf:2: expected player lines (001) in a tournament file, found none up to the "
                                 "end of the file")
    assert caught.value.template == ("expected player lines (001) in a tournament file, found none up to the end of "
                                     "the file")


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
    assert english(event.warnings) == []


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
    assert event.format == "frbe-trf" and english(event.warnings) == []
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
    assert english(event.warnings) == ["line 2: tag 00F gives P=3 players, the file has 1"]


def test_belgian_file_with_a_bad_00f_date(tmp_path):
    event = read_lines(tmp_path, "00F P=1 R=1 S=32/01/25 E=01/02/25", p001(1))
    assert (event.start, event.end) == (None, date(2025, 2, 1))
    assert english(event.warnings) == ['line 1: tag 00F S= "32/01/25" is no start date (dd/mm/yy): left out']


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


def test_sniff_trf26_behind_its_legend_and_ruler_lines():
    head = trf_text(
        "### TRF 2025 sample at https://tec.fide.com/",
        "###  - 2 additional chars for team match points",
        "012 Grandmommy's Cup",
        "         1         2         3",
        "123456789012345678901234567890",
        "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1",
        p001(1, rounds=(("2", "b", "="),)),
        p001(2, rounds=(("1", "w", "="),)),
    ).encode()
    assert trf.sniff(head, "sample.txt") == "trf"


def test_sniff_tolerates_a_few_foreign_lines_but_not_a_text_with_a_few_tags():
    trf_lines = ["012 Open", *(p001(n) for n in range(1, 12)), "FOR 1 12", "a comment someone typed"]
    assert trf.sniff(trf_text(*trf_lines).encode(), "open.txt") == "trf"
    prose = ["Results of the club championship", "012 is our room number", p001(1), "see you next week"]
    assert trf.sniff(trf_text(*prose).encode(), "notes.txt") is None


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_detect_recognises_each_variant_by_its_content(tmp_path, end):
    from elodesk.formats.detect import detect

    plain = tmp_path / "plain.txt"
    plain.write_bytes(trf_text("012 Open", p001(1), p001(2), end=end).encode())
    belgian = tmp_path / "belgian.txt"
    belgian.write_bytes(trf_text(*BELGIAN_HEADER, "012 Interclubs", p001(1), end=end).encode("latin-1"))
    assert (detect(plain), detect(belgian)) == ("trf", "frbe-trf")


def test_sniff_header_only_is_trusted_with_the_extension_or_enough_tags():
    assert trf.sniff(b"012 Open\n022 Wavre\n", "open.trf") == "trf"
    assert trf.sniff(b"012 Open\n022 Wavre\n", "open.txt") is None
    assert trf.sniff(b"012 Open\n022 Wavre\n042 2025/01/01\n", "open.txt") == "trf"


# ---------------------------------------- writers


def test_fide_sample_round_trip_through_write_fide(tmp_path):
    event = trf.read(FIDE_EXAMPLE)
    again = trf.read(trf.write_fide(event, tmp_path / "out.trf"))
    assert comparable(again) == comparable(event)
    assert again.format == "trf" and english(again.warnings) == []


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
    assert (again.format, again.rating_kind, english(again.warnings)) == ("frbe-trf", "frbe", [])


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
    plain = trf.write_fide(event, tmp_path / "plain.trf", national=False).read_bytes().decode("utf-8")
    assert "\r\nBEL " not in plain  # a plain TRF16 when asked
    text = trf.write_fide(event, tmp_path / "out.trf").read_bytes().decode("utf-8")
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
    assert again.games == [ChessGameRecord(1, "2", "1", "0-1", line=6)]  # after 012, 062, 072, 142


def test_round_dates_come_from_the_games_when_the_event_has_none(tmp_path):
    players = [PlayerRecord(str(n), f"P{n}") for n in range(1, 5)]
    day = date(2025, 5, 4)
    games = [ChessGameRecord(1, "1", "2", "1-0", date=day), ChessGameRecord(1, "3", "4", "0-1", date=day),
             ChessGameRecord(2, "1", "3", "1-0", date=day), ChessGameRecord(2, "4", "2", "0-1")]
    event = EventRecord("Club", "pgn", players=players, games=games)
    again = trf.read(trf.write_fide(event, tmp_path / "out.trf"))
    assert again.round_dates == {1: day}  # round 2's games do not share one date
    assert [g.date for g in again.games] == [day, day, None, None]


def test_rounds_without_a_record_are_written_blank_and_read_back_as_nothing(tmp_path):
    players = [PlayerRecord(str(n), f"P{n}") for n in range(1, 4)]
    games = [ChessGameRecord(1, "1", "2", "1-0"), ChessGameRecord(2, "3", "1", "0-1")]
    event = EventRecord("Club", "pgn", rounds=3, rate="rapid", players=players, games=games,
                        byes=[ByeRecord(1, "3", "Z", 0.0)])
    path = trf.write_fide(event, tmp_path / "out.trf")
    lines = path.read_bytes().decode("utf-8").split("\r\n")
    assert "122 Rapid" in lines and "142 3" in lines  # the rate and the rounds read back
    second = next(line for line in lines if line.startswith("001    2"))
    assert second[91:].rstrip() == "   1 b 0"  # nothing after round 1, no "0000 - Z" made up
    again = trf.read(path)
    assert comparable(again) == comparable(replace(event, time_control="Rapid"))
    assert again.byes == [ByeRecord(1, "3", "Z", 0.0)] and again.rate == "rapid"


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


def test_a_french_rating_keeps_its_letter_in_its_national_record(tmp_path):
    # the letter (F FIDE, N national, E estimate) goes where a player line has its federation; a league code
    # there (Sharly-Chess writes one) is no letter
    event = belgian_event()
    event.players[1].ffe_id, event.players[1].ratings["ffe"], event.players[1].rating_types["ffe"] = "A01450", 1469, "F"
    event.players[2].ffe_id, event.players[2].ratings["ffe"] = "B02560", 1500
    text = trf.write_fide(event, tmp_path / "out.trf").read_bytes().decode("utf-8")
    record = next(line for line in text.split("\r\n") if line.startswith("FRA    2 "))
    assert record[48:68] == "1469 F        A01450"
    again = trf.read(tmp_path / "out.trf")
    assert [p.rating_types for p in again.players[1:3]] == [{"ffe": "F"}, {}]
    league = (tmp_path / "out.trf").read_text(encoding="utf-8").replace(record, record[:53] + "BRE" + record[56:])
    (tmp_path / "league.trf").write_text(league, encoding="utf-8")
    assert trf.read(tmp_path / "league.trf").players[1].rating_types == {}
