"""Files written by other programs (tests/data/real, sources in its SOURCES.md), each read for what it means.

Each test here came from a real file that was misread, refused or read with noise,
and checks the reading on the smallest real excerpt that shows it; where a file's
licence does not allow copying, on a hand-made reduction that cites the origin.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elodesk.formats import pgn, trf
from elodesk.formats.detect import detect
from elodesk.formats.records import FIDE, FIDE_BLITZ, FIDE_RAPID, ByeRecord, ChessGameRecord
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.english import english

REAL = Path(__file__).resolve().parents[1] / "data" / "real"

# Each file's players, games (1 = 0 on both lines, or a PGN result), forfeits and byes, counted from the file
# itself (the TRF cells naming each other, the cells without an opponent), not by elodesk.
COUNTS = {
    "icu_UlsterMastersSeniors2022.trf": (16, 36, 0, 8),
    "icu_gonzaga_classic_2008.trf": (12, 24, 3, 4),
    "icu_bunratty_masters_2011.trf": (34, 97, 0, 0),  # its 10 "     -" cells carry no result: no bye
    "milvang_held_swiss_5.trf": (16, 34, 2, 8),
    "milvang_swiss_with_many_unplayed_rounds.trf": (15, 36, 8, 17),
    "sharly_gacrux_tied_ratings_9p.trf": (9, 28, 0, 7),
    "sklangen_lichess_2020_06.trf": (13, 56, 0, 18),
    "sklangen_lichess_2021_03.trf": (9, 36, 0, 9),
    "pgn-extract_test-setup-in.pgn": (2, 1, 0, 0),
    "pgn-extract_test-repetition-rounds.pgn": (9, 9, 0, 0),
    "python-chess_chessbase-empty-line.pgn": (2, 1, 0, 0),
    "python-chess_kasparov-deep-blue-1997.pgn": (2, 6, 0, 0),
    "python-chess_nepomniachtchi-liren-game1.pgn": (2, 1, 0, 0),
    "python-chess_stockfish-learning.pgn": (2, 1, 0, 0),
    "sharly_trf-import-test.trf": (16, 34, 2, 8),
    "pgn-parser_twic-lindores-final8.pgn": (6, 5, 0, 0),
    "pgn-parser_lichess-db-utcdate.pgn": (6, 3, 0, 0),
    "scalachess_uzchesscup-rounds-1-2.pgn": (10, 10, 0, 0),
}


def test_every_real_file_has_its_counts():
    assert {p.name for p in REAL.iterdir() if p.suffix in (".trf", ".pgn")} == set(COUNTS)


@pytest.mark.parametrize("name", sorted(COUNTS))
def test_each_real_file_is_recognised_and_imported_whole(tmp_path, name):
    path = REAL / name
    assert detect(path) == path.suffix[1:]
    report = import_file(open_db(tmp_path / "club.elodesk"), path)
    assert (len(report.players), report.games, report.forfeits, report.byes) == COUNTS[name]


def test_a_pgn_time_control_in_seconds_tells_the_rate():
    """cutechess-cli wrote ``TimeControl "900+5"``: 15 minutes + 5 s a move, rapid (it was read as standard)."""
    event = pgn.read(REAL / "python-chess_stockfish-learning.pgn")
    assert event.rate == "rapid"
    assert event.rating_kind == FIDE_RAPID


def test_a_pgn_time_control_of_several_periods_is_standard():
    """The FIDE World Championship's ``40/7200:20/3600:900+30``: the Elo headers are standard ratings."""
    event = pgn.read(REAL / "python-chess_nepomniachtchi-liren-game1.pgn")
    assert event.rate == "standard"
    assert {p.name: p.ratings for p in event.players} == {"Nepomniachtchi, Ian": {FIDE: 2795},
                                                          "Liren, Ding": {FIDE: 2788}}


# chess.com's export, reduced by hand from the games quoted in vietan0/chess-game-review
# (src/samplePgn.ts) and treasure-chess/chess-achievements (test.js): TimeControl in seconds,
# "60" a bullet game, "600+5" a rapid one, Round "-".
CHESS_COM = """\
[Event "Live Chess"]
[Site "Chess.com"]
[Date "2021.08.06"]
[Round "-"]
[White "ChadBiryani"]
[Black "DemonHunter69"]
[Result "1-0"]
[WhiteElo "2442"]
[BlackElo "2373"]
[TimeControl "60"]
[Termination "ChadBiryani won on time"]

1. e4 {[%clk 0:00:59.9]} 1... d6 {[%clk 0:00:59.1]} 1-0

[Event "Live Chess"]
[Site "Chess.com"]
[Date "2021.08.06"]
[Round "-"]
[White "DemonHunter69"]
[Black "ChadBiryani"]
[Result "0-1"]
[WhiteElo "2370"]
[BlackElo "2445"]
[TimeControl "60"]

1. d4 {[%clk 0:01:00]} 1... d5 {[%clk 0:00:59.5]} 0-1

[Event "Live Chess"]
[Site "Chess.com"]
[Date "2024.08.09"]
[Round "-"]
[White "vietan0"]
[Black "CringeClaw"]
[Result "0-1"]
[WhiteElo "1173"]
[BlackElo "1080"]
[TimeControl "600+5"]

1. e4 {[%clk 0:10:01.7]} 1... d5 {[%clk 0:10:02.2]} 0-1
"""


def test_chess_com_bullet_seconds_are_blitz_not_an_hour(tmp_path):
    """A bare ``60`` is 60 seconds in a PGN: the event is blitz; the one game of another rate (``600+5``, rapid) is
    not part of a blitz event: left out, named."""
    path = tmp_path / "chess_com.pgn"
    path.write_text(CHESS_COM, encoding="utf-8")
    event = pgn.read(path)
    assert (event.rate, event.rating_kind) == ("blitz", FIDE_BLITZ)
    assert [g.line for g in event.games] == [1, 15]
    # chess.com's Elo headers are chess.com ratings: no FIDE rating is read from them
    assert [p.ratings for p in event.players] == [{}, {}]
    assert english(event.warnings) == [
        "line 1: games played on chess.com: their WhiteElo and BlackElo are chess.com ratings, not FIDE ratings: "
        "left out",
        "line 28: 1 game of rapid (TimeControl) in a blitz event: not imported, an event has one rate",
        "line 1: 2 games have no round number: each is numbered the first round after its players' last game, "
        "in the order of their dates (rounds 1–2)"]


def test_without_a_time_control_the_event_name_tells_the_rate(tmp_path):
    path = tmp_path / "blitz.pgn"
    path.write_text('[Event "Blitz du vendredi"]\n[Date "2024.03.15"]\n[White "A"]\n[Black "B"]\n'
                    '[Result "1-0"]\n\n1-0\n', encoding="utf-8")
    event = pgn.read(path)
    assert event.rate == "blitz"
    assert english(event.warnings) == ['line 1: no TimeControl tag tells the rate: "blitz" is read from the '
                                       "event's name"]


def test_a_clock_in_a_trf_event_name_tells_the_rate():
    """lichess's TRF has no time control (122 is empty): "Mai 5 Plus 0 Turnier" is a 5+0 blitz, not standard."""
    event = trf.read(REAL / "sklangen_lichess_2020_06.trf")
    assert event.rate == "blitz"
    assert english(event.warnings)[0] == 'line 1: no time control (tag 122) tells the rate: "blitz" is read from ' \
                                         "the event's name"


def test_swiss_master_empty_birth_dates_are_no_dates_and_no_noise():
    """Swiss Master 5.7 (Ulster Masters 2022, CRLF) writes an unknown birth date as "    /  /": read as none,
    silently (it gave 16 warnings); the rest of the file as it says."""
    event = trf.read(REAL / "icu_UlsterMastersSeniors2022.trf")
    assert english(event.warnings) == ['line 16: round 1: result "=" without an opponent: read as a bye "H"']
    assert all(p.birth_date is None for p in event.players)
    first = event.players[0]
    assert (first.name, first.ratings, first.fide_id, first.federation) == ("Mandar, Tahmankar", {FIDE: 2093},
                                                                            "5019400", "IND")
    # "Ferris, Liam  0000": no rating; two rounds a day (22/11/12 twice in tag 132)
    assert event.players[8].ratings == {}
    assert event.round_dates == {1: date(2022, 11, 11), 2: date(2022, 11, 12), 3: date(2022, 11, 12),
                                 4: date(2022, 11, 13), 5: date(2022, 11, 13)}
    assert ChessGameRecord(1, "9", "1", "0-1", date=date(2022, 11, 11), line=23) in event.games
    assert ByeRecord(1, "2", "H", 0.5) in event.byes
    assert (len(event.games), len(event.byes), event.rate) == (36, 8, "standard")


def test_a_game_kept_twice_in_a_pgn_is_read_once():
    """pgn-extract's test-setup-in.pgn holds one Badenweiler game twice (the copy with a FEN set-up): the same
    players in the same round of the same event are one game, not two results for the ratings."""
    event = pgn.read(REAL / "pgn-extract_test-setup-in.pgn")
    assert [(g.round, g.white, g.black, g.result, g.line) for g in event.games] == [
        (5, "Josting, Friedel", "Kaufmann, Helmut", "0-1", 1)]
    assert english(event.warnings)[0] == ("line 16: the same players already play in round 5 at line 1: a copy of "
                                          "that game, left out")


def test_gacrux_unknown_sex_u_is_no_sex_and_no_noise():
    """Gacrux (the generator FIDE's pairing endorsement uses), as Sharly keeps its output, writes "u" for a sex
    it does not know: one warning per player line before; the games and byes as the file says."""
    event = trf.read(REAL / "sharly_gacrux_tied_ratings_9p.trf")
    assert english(event.warnings) == []
    assert {p.sex for p in event.players} == {None}
    assert ChessGameRecord(1, "1", "5", "0-1", line=23) in event.games
    assert ByeRecord(2, "3", "U", 1.0) in event.byes
    assert (len(event.games), len(event.byes), event.rounds) == (28, 7, 7)


def test_games_dated_by_their_year_only_date_the_event_in_that_year():
    """Kasparov - Deep Blue 1997: every game "1997.??.??", no EventDate. The event was dated the day the file was
    saved (decades later, another rating period); now the first day of what the dates give, with a warning."""
    event = pgn.read(REAL / "python-chess_kasparov-deep-blue-1997.pgn")
    assert (event.start, event.end) == (date(1997, 1, 1), date(1997, 1, 1))
    assert all(g.date is None for g in event.games)
    assert english(event.warnings)[-1] == ('line 1: no game has a complete date: the event is dated 1997-01-01, the '
                                           'first day of "1997.??.??"')
    assert [g.result for g in event.games] == ["1-0", "1-0", "1/2-1/2", "1/2-1/2", "1/2-1/2", "1-0"]
    assert event.place is None  # Site "01" to "06": the game numbers, not a place


# Tornelo's TRFx, reduced by hand from the example of its knowledge base (tornelo.com/knowledge-base/trfx-file-
# format): DAT lines after a player line carry free text about him (e-mail, group, other ids).
TORNELO = """\
012 Spring Open
042 2024/04/01
001    1 m  g Mirzoev,Azer                      2527 AZE    13400304 1978        1.0    1     2 w 1
DAT 0001 EMAIL jean.dupont.echiquier.de.la.ville1978@example.com
DAT 0001 GROUP Team Penguin
DAT 1 ID:TORNELO 39d162db-023a-4974-aa71-a1df73babc33
001    2 m  m Argandona,Riveiro Inigo           2408 ESP     2212072 1981        0.0    2     1 b 0
DAT 0002 ID:USCF 12345678
"""


def test_tornelo_dat_lines_are_no_national_ratings(tmp_path):
    """"DAT 0001 …" looks like a national rating record (three letters, a start rank): the e-mail's digits in
    columns 49-52 were read as a "dat" rating (and written back as a DAT record). A national record has the
    player line's layout; free text is a record type skipped, named once."""
    path = tmp_path / "tornelo.trfx"
    path.write_text(TORNELO, encoding="utf-8")
    event = trf.read(path)
    assert [p.ratings for p in event.players] == [{FIDE: 2527}, {FIDE: 2408}]
    assert english(event.warnings)[-1] == 'line 4: 4 lines of record type "DAT" skipped (not about ratings)'


def test_a_lichess_database_game_is_dated_by_its_utcdate():
    """lichess.org's database exports (as mliebelt/pgn-parser keeps a month of 2012) write ``UTCDate`` and no
    ``Date``: the games were undated and the event dated the day the file was saved, years from when they were
    played, in another rating period."""
    event = pgn.read(REAL / "pgn-parser_lichess-db-utcdate.pgn")
    assert [g.date for g in event.games] == [date(2012, 12, 31)] * 3
    assert (event.start, event.end) == (date(2012, 12, 31), date(2012, 12, 31))
    assert not any("date" in w for w in english(event.warnings))
