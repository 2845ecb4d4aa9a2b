"""PGN reader: games from headers, players by FIDE id or name, odd headers as warnings."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elodesk.formats import pgn
from elodesk.formats.errors import FormatError
from elodesk.formats.records import FIDE, ChessGameRecord
from tests.english import english

GAMES = """\
[Event "Championnat du club 2024"]
[Site "Wavre"]
[Date "2024.03.01"]
[Round "1.1"]
[White "Lefèvre, Zoé"]
[Black "Janssens, Pieter"]
[Result "1-0"]
[WhiteElo "1876"]
[BlackElo "2431"]
[WhiteFideId "4804929"]
[BlackFideId "205001"]
[WhiteTitle "WFM"]
[BlackTitle "IM"]

1. e4 e5 2. Nf3 {a comment [with a bracket]} Nc6 1-0

[Event "Championnat du club 2024"]
[Site "Wavre"]
[Date "2024.03.08"]
[Round "2"]
[White "Janssens,  Pieter"]
[Black "Dubois, Marc"]
[Result "1/2-1/2"]
[WhiteElo "2431"]

1. d4 d5 1/2-1/2

[Event "Championnat du club 2024"]
[Site "Wavre"]
[Date "2024.03.??"]
[Round "3"]
[White "Dubois, Marc"]
[Black "Lefèvre, Zoé"]
[Result "0-1"]
[BlackElo "1880"]

1. c4 0-1

[Event "Blitz du vendredi"]
[Site "Wavre"]
[Date "2024.03.15"]
[Round "?"]
[White "Lefèvre, Zoé"]
[Black "Dubois, Marc"]
[Result "*"]

1. e4 *

[Event "Championnat du club 2024"]
[Date "2024.03.22"]
[Round "4"]
[White "Dubois, Marc"]
[Black "Peeters, Jan"]
[Result "0-1"]
"""


def write(tmp_path: Path, text: str, name: str = "club.pgn", encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


@pytest.fixture
def event(tmp_path):
    return pgn.read(write(tmp_path, GAMES))


def test_games_from_the_headers(event):
    assert event.format == "pgn"
    assert event.games == [
        ChessGameRecord(1, "4804929", "205001", "1-0", date(2024, 3, 1), 1, 1),
        ChessGameRecord(2, "205001", "Dubois, Marc", "1/2-1/2", date(2024, 3, 8), None, 17),
        ChessGameRecord(3, "Dubois, Marc", "4804929", "0-1", None, None, 28),
        ChessGameRecord(4, "Dubois, Marc", "Peeters, Jan", "0-1", date(2024, 3, 22), None, 49),
    ]


def test_players_are_told_apart_by_fide_id_then_name(event):
    assert [(p.ref, p.name, p.fide_id) for p in event.players] == [
        ("4804929", "Lefèvre, Zoé", "4804929"), ("205001", "Janssens, Pieter", "205001"),
        ("Dubois, Marc", "Dubois, Marc", None), ("Peeters, Jan", "Peeters, Jan", None)]
    zoe, pieter, marc, _ = event.players
    assert (zoe.title, zoe.ratings, zoe.line) == ("WFM", {FIDE: 1876}, 1)
    assert (pieter.title, pieter.ratings) == ("IM", {FIDE: 2431})
    assert marc.ratings == {}


def test_event_name_place_dates_and_rounds(event):
    assert event.name == "Championnat du club 2024"
    assert event.place == "Wavre"
    assert (event.start, event.end, event.rounds) == (date(2024, 3, 1), date(2024, 3, 22), 4)


def test_odd_headers_become_warnings(event):
    assert english(event.warnings) == [
        "line 28: Lefèvre, Zoé is rated 1880 here but 1876 in an earlier game; the first rating is kept",
        "line 39: 1 game unfinished (Result *): not imported",
        "line 28: 1 game no complete date (Date missing or with ??): left undated",
        "2 events in one file (with their number of games): 'Championnat du club 2024' (4), 'Blitz du vendredi' "
        "(1); the event is named 'Championnat du club 2024'",
    ]


def test_latin1_file_and_crlf(tmp_path):
    path = write(tmp_path, GAMES.replace("\n", "\r\n"), encoding="cp1252")
    event = pgn.read(path)
    assert event.players[0].name == "Lefèvre, Zoé"
    assert [g.line for g in event.games] == [1, 17, 28, 49]


def test_cr_only_line_ends(tmp_path):
    event = pgn.read(write(tmp_path, GAMES.replace("\n", "\r")))
    assert len(event.games) == 4


def test_missing_names_bad_results_and_rounds(tmp_path):
    text = """[White "?"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n
[White "A"]\n[Black "B"]\n[Result "2-0"]\n\n*\n
[White "A"]\n[Black "B"]\n[Result "1-0"]\n[Round "R3"]\n[Date "2024.02.30"]\n[WhiteElo "abc"]\n\n1-0\n
[White "A"]\n[Black "A"]\n[Result "1-0"]\n\n1-0\n"""
    event = pgn.read(write(tmp_path, text))
    assert event.games == [ChessGameRecord(1, "A", "B", "1-0", None, None, 13)]  # a round its export needs
    assert english(event.warnings) == [
        "line 1: a player's name is missing (White '?', Black 'B'); game not imported",
        "line 7: result '2-0' is not 1-0, 0-1 or 1/2-1/2; game not imported",
        "line 13: WhiteElo 'abc' is not a rating; ignored",
        "line 13: Round 'R3' is not a round number (3, 3.1); left out",
        "line 13: Date '2024.02.30' is not a date (YYYY.MM.DD); game left undated",
        "line 22: 'A' plays himself; game not imported",
    ]
    assert event.name == "club"  # no Event tag: named after the file


def test_a_name_without_id_joins_the_player_with_that_id(tmp_path):
    text = """[White "Doe, John"]\n[Black "Roe, Rick"]\n[Result "1-0"]\n[BlackFideId "12345"]\n\n1-0\n
[White "Roe, Rick"]\n[Black "Doe, John"]\n[Result "0-1"]\n\n0-1\n"""
    event = pgn.read(write(tmp_path, text))
    assert [p.ref for p in event.players] == ["Doe, John", "12345"]
    assert [(g.white, g.black) for g in event.games] == [("Doe, John", "12345"), ("12345", "Doe, John")]


def test_namesakes_with_different_ids_stay_apart(tmp_path):
    text = """[White "Smith, J"]\n[Black "X"]\n[Result "1-0"]\n[WhiteFideId "1"]\n\n1-0\n
[White "Smith, J"]\n[Black "X"]\n[Result "1-0"]\n[WhiteFideId "2"]\n\n1-0\n
[White "Smith, J"]\n[Black "X"]\n[Result "1-0"]\n\n1-0\n"""
    event = pgn.read(write(tmp_path, text))
    assert [p.ref for p in event.players] == ["1", "X", "2", "Smith, J"]
    assert english(event.warnings) == [
        "line 15: 'Smith, J' has no WhiteFideId and the file gives this name 2 FIDE ids; "
        "read as another player",
        "lines 1, 8, 15: 3 games no complete date (Date missing or with ??): left undated",
        "line 1: 3 games have no round number: each is numbered the first round after its players' last game, "
        "in the order of their dates (rounds 1–3)"]


def test_event_date_when_no_game_is_dated(tmp_path):
    text = """[Event "Open"]\n[EventDate "2023.07.14"]\n[Date "????.??.??"]\n[White "A"]\n[Black "B"]
[Result "1-0"]\n\n1-0\n"""
    event = pgn.read(write(tmp_path, text))
    assert event.start == date(2023, 7, 14)


def test_a_file_without_games_is_refused(tmp_path):
    with pytest.raises(FormatError) as error:
        pgn.read(write(tmp_path, "012 Open de Wavre\n001    1 m    Doe, John\n", "x.pgn"))
    assert str(error.value) == 'x.pgn: no PGN game found: expected tag pairs such as [White "Name"]'


def test_sniff():
    assert pgn.sniff(GAMES.encode()[:200], "club.pgn") == "pgn"
    assert pgn.sniff(b"\xef\xbb\xbf\n[Event \"x\"]\n[White \"a\"]", "x.txt") == "pgn"
    assert pgn.sniff(b"012 Open de Wavre\n", "x.trf") is None
    assert pgn.sniff(b"[section]\nkey=value\n", "x.ini") is None


def test_names_differing_only_in_spacing_or_case_are_one_player(tmp_path):
    text = """[White "Lefèvre,Zoé"]\n[Black "DUBOIS, Marc"]\n[Result "1-0"]\n\n1-0\n
[White "Dubois,  marc"]\n[Black "Lefèvre, Zoé"]\n[Result "0-1"]\n\n0-1\n"""
    event = pgn.read(write(tmp_path, text))
    assert [p.ref for p in event.players] == ["Lefèvre, Zoé", "DUBOIS, Marc"]
    assert [(g.white, g.black) for g in event.games] == [("Lefèvre, Zoé", "DUBOIS, Marc"),
                                                         ("DUBOIS, Marc", "Lefèvre, Zoé")]


def game_text(white: str, black: str, result: str, variant: str | None = None) -> str:
    tags = [f'[White "{white}"]', f'[Black "{black}"]', f'[Result "{result}"]', '[Date "2024.03.01"]']
    if variant is not None:
        tags.insert(0, f'[Variant "{variant}"]')
    return "\n".join(tags) + f"\n\n{result}\n\n"


def test_a_file_of_unfinished_games_holds_no_tournament(tmp_path):
    text = game_text("A", "B", "*") + game_text("C", "D", "*")
    with pytest.raises(FormatError) as error:
        pgn.read(write(tmp_path, text))
    assert str(error.value) == ("club.pgn:1: no finished game: all 2 games are unfinished (Result *); a file of "
                                "games not played yet holds no tournament")
    assert error.value.params == {"count": 2}


def test_the_real_file_of_unfinished_games_is_refused():
    sample = Path(__file__).resolve().parents[3] / "shared" / "data" / "pgn" / "python-chess_utf8-bom.pgn"
    with pytest.raises(FormatError, match=r"^python-chess_utf8-bom.pgn:1: no finished game: all 2 games"):
        pgn.read(sample)


@pytest.mark.parametrize("variant", ["Chess960", "chess 960", "Fischerandom", "Crazyhouse", "Atomic",
                                     "Three-check", "King of the Hill", "Antichess", "Bughouse"])
def test_a_file_of_variant_games_is_refused_naming_the_variant(tmp_path, variant):
    text = game_text("A", "B", "1-0", variant) + game_text("C", "D", "0-1", variant)
    with pytest.raises(FormatError) as error:
        pgn.read(write(tmp_path, text))
    assert str(error.value) == (f"club.pgn:1: no game of standard chess: the games are {variant} (Variant tag), "
                                "which no rating system rates")


@pytest.mark.parametrize("variant", ["Standard", "chess", "From Position", ""])
def test_standard_chess_variant_tags_are_chess(tmp_path, variant):
    event = pgn.read(write(tmp_path, game_text("A", "B", "1-0", variant)))
    assert len(event.games) == 1 and english(event.warnings) == []


def test_variant_games_among_chess_games_are_left_out_with_the_variant_named(tmp_path):
    text = (game_text("A", "B", "1-0") + game_text("A", "C", "1-0", "Chess960")
            + game_text("B", "C", "0-1", "Chess960") + game_text("C", "A", "1/2-1/2", "Crazyhouse"))
    event = pgn.read(write(tmp_path, text))
    assert [(g.white, g.black) for g in event.games] == [("A", "B")]
    assert english(event.warnings) == [
        "lines 8, 16: 2 games of Chess960 (Variant tag): not imported, only standard chess is rated",
        "line 24: 1 game of Crazyhouse (Variant tag): not imported, only standard chess is rated"]


def test_a_file_left_without_games_for_mixed_reasons_says_what_it_holds(tmp_path):
    text = game_text("A", "B", "*") + game_text("A", "C", "1-0", "Chess960") + game_text("?", "C", "1-0")
    with pytest.raises(FormatError) as error:
        pgn.read(write(tmp_path, text))
    assert str(error.value) == ("club.pgn:1: no game to import among 3: unfinished (Result *): 1; of another "
                                "variant (Variant tag): 1; the others lack a player or a result")


@pytest.mark.parametrize(("result", "read"), [("+/-", "+-"), ("-/+", "-+"), ("-/-", "--"), ("0-0", "--"),
                                              ("1-0 FF", "+-"), ("0-1 ff", "-+"), ("0.5-0.5", "1/2-1/2")])
def test_forfeits_as_pairing_programs_write_them(tmp_path, result, read):
    event = pgn.read(write(tmp_path, game_text("A", "B", result)))
    assert [g.result for g in event.games] == [read] and english(event.warnings) == []


@pytest.mark.parametrize(("termination", "read"), [("Abandoned", "+-"), ("forfeit", "+-"), ("Normal", "1-0"),
                                                   ("Time forfeit", "1-0"), ("Rules infraction", "1-0")])
def test_a_game_never_played_is_a_forfeit(tmp_path, termination, read):
    text = game_text("A", "B", "1-0").replace("[Result", f'[Termination "{termination}"]\n[Result')
    event = pgn.read(write(tmp_path, text))
    assert [g.result for g in event.games] == [read]
    assert len(english(event.warnings)) == (read == "+-")


def test_a_missing_result_tag_is_read_from_the_end_of_the_moves(tmp_path):
    """Club programs that leave out the Seven Tag Roster's Result still end the moves with it."""
    text = ('[Event "Club"]\n[Date "2024.01.05"]\n[White "A"]\n[Black "B"]\n\n1. e4 {a comment\n'
            '[%clk 0:01:00]} e5 1-0\n\n[Event "Club"]\n[Date "2024.01.05"]\n[White "C"]\n[Black "D"]\n'
            '[Result "1/2-1/2"]\n\n1. d4 (1. c4 {x} (1. Nf3)) d5 $1 0-1\n')
    event = pgn.read(write(tmp_path, text))
    assert [(g.white, g.result) for g in event.games] == [("A", "1-0"), ("C", "1/2-1/2")]
    assert english(event.warnings) == [
        'line 1: no Result tag: the result "1-0" is read from the end of the moves',
        'line 9: Result tag "1/2-1/2" but the moves end with "0-1": the tag is read',
    ]


def test_the_games_of_a_knockout_match_are_no_copies(tmp_path):
    """A World Cup match's games are rounds 1.1, 1.2 (TWIC): the same players, the same round, not a copy."""
    game = ('[Event "World Cup"]\n[Date "2023.07.31"]\n[Round "{}"]\n[White "{}"]\n[Black "{}"]\n'
            '[Result "1-0"]\n\n1-0\n\n')
    text = game.format("1.1", "A", "B") + game.format("1.2", "B", "A") + game.format("1.2", "B", "A")
    event = pgn.read(write(tmp_path, text))
    # each game of the match a round of its own: a player plays once a round (a TRF, the standings need it)
    assert [(g.round, g.board, g.white) for g in event.games] == [(1, 1, "A"), (2, 2, "B")]
    assert english(event.warnings) == [
        "line 19: the same players already play in round 1 at line 10: a copy of that game, left out",
        'line 10: a player plays twice in round 1 (lines 1 and 10): the rounds are numbered anew, one after another '
        '("World Cup" 1.1 → 1, "World Cup" 1.2 → 2)']


def test_a_knockouts_rapid_tie_breaks_are_not_part_of_its_standard_event(tmp_path):
    game = ('[Event "World Cup"]\n[Date "2023.08.0{}"]\n[Round "1.{}"]\n[White "A"]\n[Black "B"]\n'
            '[Result "1/2-1/2"]\n[TimeControl "{}"]\n\n1/2-1/2\n\n')
    text = "".join(game.format(n, n, control) for n, control in
                   ((1, "5400+30"), (2, "5400+30"), (3, "1500+10"), (4, "1500+10"), (5, "5400+30")))
    event = pgn.read(write(tmp_path, text))
    assert (event.rate, [g.board for g in event.games]) == ("standard", [1, 2, 5])
    assert [g.round for g in event.games] == [1, 2, 3]
    assert english(event.warnings) == [
        "lines 21, 31: 2 games of rapid (TimeControl) in a standard event: not imported, an event has one rate",
        'line 11: a player plays twice in round 1 (lines 1 and 11): the rounds are numbered anew, one after another '
        '("World Cup" 1.1 → 1, "World Cup" 1.2 → 2, "World Cup" 1.5 → 3)']


def test_correspondence_games_are_left_out_and_a_file_of_them_holds_no_tournament(tmp_path):
    """chess.com's daily games (TimeControl "1/86400": a day a move) are correspondence: no over-the-board rating
    counts them, whatever the rest of the file is."""
    game = ('[Event "{}"]\n[Date "2024.03.0{}"]\n[Round "{}"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n'
            '[TimeControl "{}"]\n\n1-0\n\n')
    text = "".join(game.format(*row) for row in (("Let's Play!", 1, "-", "1/86400"), ("Club", 2, 1, "300+2"),
                                                  ("Club", 2, 2, "300+2")))
    event = pgn.read(write(tmp_path, text))
    assert (event.rate, [g.round for g in event.games]) == ("blitz", [1, 2])
    assert "line 1: correspondence games (TimeControl of an hour or more a move), lines 1: not imported, no " \
           "over-the-board rating counts them" in english(event.warnings)
    with pytest.raises(FormatError, match="only correspondence games"):
        pgn.read(write(tmp_path, game.format("Daily", 1, "-", "1/86400") + game.format("Daily", 2, "-", "1/172800"),
                       "daily.pgn"))


def test_a_game_against_bye_is_the_other_players_bye(tmp_path):
    """Pairing programs' live PGN feeds write a bye as a game against "bye" (lichess-org/pgn-mule's
    src/utils.ts filterGames drops such games from the feeds it relays): no player "bye", no rated game, but
    the real player's bye of that round, by what he scored."""
    game = '[Event "Open"]\n[Date "2024.05.1{}"]\n[Round "{}"]\n[White "{}"]\n[Black "{}"]\n[Result "{}"]\n\n{}\n\n'
    text = (game.format(0, "1.1", "Dubois, Marc", "Janssens, Pieter", "1-0", "1-0")
            + game.format(0, "1.2", "Lefèvre, Zoé", "bye", "1-0", "1-0")
            + game.format(1, "2.2", "BYE", "Dubois, Marc", "1/2-1/2", "1/2-1/2")
            + game.format(1, "?", "Spielfrei", "Janssens, Pieter", "0-1", "0-1"))
    event = pgn.read(write(tmp_path, text))
    assert [p.name for p in event.players] == ["Dubois, Marc", "Janssens, Pieter", "Lefèvre, Zoé"]
    assert [(g.white, g.black) for g in event.games] == [("Dubois, Marc", "Janssens, Pieter")]
    assert [(b.round, b.player, b.kind, b.points) for b in event.byes] == [(1, "Lefèvre, Zoé", "U", 1.0),
                                                                          (2, "Dubois, Marc", "H", 0.5)]
    assert english(event.warnings) == [
        'line 10: game against "bye", who stands for the bye: read as a bye "U" of Lefèvre, Zoé in round 1',
        'line 19: game against "BYE", who stands for the bye: read as a bye "H" of Dubois, Marc in round 2',
        'line 28: game against "Spielfrei", who stands for the bye: no game, and without a round no bye either',
    ]


def test_a_lichess_games_elo_is_no_fide_rating(tmp_path):
    """lichess writes the game's URL in Site and its own ratings in WhiteElo (python-chess's
    saturs-jannlee-zh-lichess.pgn); a broadcast of an over-the-board event keeps its venue and FIDE ratings."""
    game = '[Event "{}"]\n[Site "{}"]\n[Date "2024.05.10"]\n[White "{}"]\n[Black "B"]\n[Result "1-0"]\n' \
           '[WhiteElo "2612"]\n\n1-0\n\n'
    online = pgn.read(write(tmp_path, game.format("Rated game", "https://lichess.org/l95HJ3fQ", "saturos")))
    assert [p.ratings for p in online.players] == [{}, {}]
    assert english(online.warnings) == ["line 1: games played on lichess.org: their WhiteElo and BlackElo are "
                                        "lichess.org ratings, not FIDE ratings: left out"]
    for site in ("Astana KAZ", "https://lichess.org/broadcast/tata-steel-masters/round-1/abcdEFGH"):
        broadcast = pgn.read(write(tmp_path, game.format("Open", site, "A")))
        assert broadcast.players[0].ratings == {FIDE: 2612}


def test_the_end_of_the_moves_is_found_behind_a_last_comment(tmp_path):
    text = '[White "A"]\n[Black "B"]\n\n1. e4 e5 1/2-1/2 {agreed\n[%clk 0:01:00]} ; the end\n'
    event = pgn.read(write(tmp_path, text))
    assert [g.result for g in event.games] == ["1/2-1/2"]


def test_games_without_a_round_each_take_the_round_after_their_players_last_of_their_own_date(tmp_path):
    """A TRF dates rounds, not games: a round holds one date, and a player one game a round."""
    text = """[Date "2024.01.05"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.06"]\n[White "C"]\n[Black "D"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.06"]\n[White "B"]\n[Black "A"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.06"]\n[White "E"]\n[Black "F"]\n[Result "1-0"]\n\n1-0\n"""
    event = pgn.read(write(tmp_path, text))
    assert [(g.round, g.white) for g in event.games] == [(1, "A"), (2, "C"), (2, "B"), (2, "E")]
    assert event.rounds == 2
    assert english(event.warnings)[-1] == (
        "line 1: 4 games have no round number: each is numbered the first round after its players' last game, "
        "in the order of their dates (rounds 1–2)")


def test_a_game_without_a_round_does_not_join_a_numbered_round_of_another_date(tmp_path):
    """A and B last played in round 1, so their return game could go to round 2, which its numbered game dates
    otherwise (a round of two dates came back with a game undated)."""
    text = """[Date "2024.01.05"]\n[Round "1"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.06"]\n[Round "2"]\n[White "D"]\n[Black "E"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.07"]\n[Round "3"]\n[White "E"]\n[Black "D"]\n[Result "1-0"]\n\n1-0\n
[Date "2024.01.09"]\n[White "B"]\n[Black "A"]\n[Result "1-0"]\n\n1-0\n"""
    event = pgn.read(write(tmp_path, text))
    assert [g.round for g in event.games] == [1, 2, 3, 4]
