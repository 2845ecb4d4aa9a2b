"""Tie-breaks (FIDE C.07) on small tournaments computed by hand in the comments."""

from __future__ import annotations

import pytest

from elodesk.catalogue import catalogue
from elodesk.reports import tiebreaks as tb
from elodesk.reports.phrases.tiebreaks import EXPLANATIONS, NAMES
from elodesk.reports.standings import chess_standings
from elodesk.reports.tiebreaks import EventResults
from elodesk.store.event_rows import ChessGameRow, EventBye, EventGame, EventPlayer

# The participants of these events are letters: the tie-breaks read players as keys only.
BYE_KINDS = {1: "U", 0.5: "H", 0: "Z"}


def P(rnd: int, white: str, black: str, result: str) -> EventGame:
    """A game of round ``rnd`` (no board)."""
    return EventGame(rnd, None, white, black, result)


def Bye(rnd: int, player: str, points: float) -> EventBye:
    """A bye worth ``points`` (its kind, which the tie-breaks do not read, from them)."""
    return EventBye(rnd, player, BYE_KINDS[points], points)


def swiss_with_unplayed_rounds() -> EventResults:
    """Four rounds, six players. E wins R1 by forfeit (F does not come and never comes back), D takes
    a half-point bye in R2, E and then C get the pairing bye (one point) in R3 and R4.

    Scores: A 2.5, B 2, C 2.5, D 1.5, E 3, F 0.
    """
    games = [P(1, "A", "B", "1-0"), P(1, "C", "D", "1/2-1/2"), P(1, "E", "F", "+-"),
             P(2, "A", "C", "1/2-1/2"), P(2, "B", "E", "1-0"),
             P(3, "A", "D", "1-0"), P(3, "B", "C", "1/2-1/2"),
             P(4, "A", "E", "0-1"), P(4, "B", "D", "1/2-1/2")]
    return EventResults("ABCDEF", games, [Bye(2, "D", 0.5), Bye(3, "E", 1), Bye(4, "C", 1)])


def test_scores_and_the_scores_opponents_count():
    event = swiss_with_unplayed_rounds()
    assert event.score == {"A": 2.5, "B": 2, "C": 2.5, "D": 1.5, "E": 3, "F": 0}
    assert not event.round_robin
    # F lost R1 by forfeit (counted as given: 0), then was absent R2–R4 without coming back: draws.
    # D's half-point bye is followed by games: counted as given. E's forfeit win and bye: as given.
    assert event.adjusted == {"A": 2.5, "B": 2, "C": 2.5, "D": 1.5, "E": 3, "F": 1.5}


@pytest.mark.parametrize(("player", "bh", "cut1", "median1", "sb"), [
    # A met B 2, C 2.5, D 1.5, E 3: 9; Cut-1 drops 1.5; Median-1 drops 1.5 and 3.
    # SB: 2×1 + 2.5×½ + 1.5×1 + 3×0 = 4.75
    ("A", 9, 7.5, 4.5, 4.75),
    # B met A 2.5, E 3, C 2.5, D 1.5; SB: 0 + 3 + 1.25 + 0.75 = 5
    ("B", 9.5, 8, 5, 5),
    # C met D 1.5, A 2.5, B 2, then the bye: a dummy opponent with C's own 2.5.
    # SB: 1.5×½ + 2.5×½ + 2×½ + 2.5×1 = 5.5
    ("C", 8.5, 7, 4.5, 5.5),
    # D: C 2.5, his half-point bye (own 1.5), A 2.5, B 2; SB: 1.25 + 0.75 + 0 + 1 = 3
    ("D", 8.5, 7, 4.5, 3),
    # E: forfeit win (own 3), B 2, bye (own 3), A 2.5; SB: 3 + 0 + 3 + 2.5 = 8.5
    ("E", 10.5, 8.5, 5.5, 8.5),
    # F: four unplayed rounds, each against a dummy opponent with F's own 0.
    ("F", 0, 0, 0, 0),
])
def test_buchholz_cuts_and_sonneborn_berger_with_unplayed_rounds(player, bh, cut1, median1, sb):
    event = swiss_with_unplayed_rounds()
    assert (event.value(tb.BH, player), event.value(tb.BH_C1, player), event.value(tb.BH_M1, player),
            event.value(tb.SB, player)) == (bh, cut1, median1, sb)


def test_own_record_tie_breaks():
    event = swiss_with_unplayed_rounds()
    # E: rounds won 3 (forfeit, bye, R4), over the board 1, with black R2 and R4 (2), won with black 1.
    assert [event.value(code, "E") for code in (tb.WIN, tb.WON, tb.BPG, tb.BWG)] == [3, 1, 2, 1]
    # Progressive: A 1, 1.5, 2.5, 2.5 → 7.5; E 1, 1, 2, 3 → 7.
    assert (event.value(tb.PS, "A"), event.value(tb.PS, "E")) == (7.5, 7)
    assert event.value(tb.WIN, "C") == 1  # his bye counts as a win, his draws do not


def test_a_low_cut_removes_a_voluntarily_unplayed_round_first():
    # P: beats Q (1), half-point bye, beats T (1.5): his bye is worth his own 2.5, yet it is cut first.
    games = [P(1, "P", "Q", "1-0"), P(1, "R", "S", "1-0"),
             P(2, "Q", "R", "0-1"), P(2, "S", "T", "1/2-1/2"),
             P(3, "P", "T", "1-0"), P(3, "Q", "S", "1-0")]
    event = EventResults("PQRST", games, [Bye(1, "T", 1), Bye(2, "P", 0.5), Bye(3, "R", 1)])
    assert event.score == {"P": 2.5, "Q": 1, "R": 3, "S": 0.5, "T": 1.5}
    assert event.value(tb.BH, "P") == 1 + 2.5 + 1.5
    assert event.value(tb.BH_C1, "P") == 2.5  # not 4, as cutting the weakest opponent would give
    assert event.value(tb.BH_M1, "P") == 1  # the bye is cut low, then T's 1.5 high


def test_swiss_default_ranking():
    blocks, tied = swiss_with_unplayed_rounds().ranking(tb.SWISS_DEFAULT)
    # E 3; A and C 2.5, parted by Buchholz Cut-1 (7.5 against 7); B 2; D 1.5; F 0.
    assert blocks == [["E"], ["A"], ["C"], ["B"], ["D"], ["F"]]
    assert tied["A"].values == {tb.BH_C1: 7.5, tb.BH: 9, tb.DE: None, tb.WIN: 2, tb.BPG: 0}


def test_direct_encounter_in_a_swiss_parts_only_who_cannot_be_caught():
    # X beat Y; Z met neither: Z could still reach 1 by beating X, so nobody is ahead.
    event = EventResults("XYZ", [P(1, "X", "Y", "1-0")], [])
    assert event.direct_encounter(["X", "Y", "Z"])[0] == [["X", "Y", "Z"]]
    # X beat Y and Z, who did not meet: X is ahead (2 > the 1 either could reach); Y and Z stay tied.
    event = EventResults("XYZ", [P(1, "X", "Y", "1-0"), P(2, "Z", "X", "0-1")], [])
    blocks, de = event.direct_encounter(["X", "Y", "Z"])
    assert (blocks, de) == ([["X"], ["Y", "Z"]], {"X": 2, "Y": 0, "Z": 0})


def test_direct_encounter_when_all_have_met():
    # X beat Y, Y beat Z, X drew Z: 1.5, 1, 0.5.
    event = EventResults("XYZ", [P(1, "X", "Y", "1-0"), P(2, "Y", "Z", "1-0"), P(3, "Z", "X", "1/2-1/2")], [])
    assert event.direct_encounter(["Z", "Y", "X"])[0] == [["X"], ["Y"], ["Z"]]
    # A cycle leaves them tied; a later split is decided again on the games within the new group.
    cycle = EventResults("XYZ", [P(1, "X", "Y", "1-0"), P(2, "Y", "Z", "1-0"), P(3, "Z", "X", "1-0")], [])
    assert cycle.direct_encounter(["X", "Y", "Z"])[0] == [["X", "Y", "Z"]]
    # W 2 (beat X and Y) … X and Y 1 each against the group, and X beat Y: the second pass parts them.
    four = EventResults("WXYZ", [P(1, "W", "X", "1-0"), P(2, "W", "Y", "1-0"), P(3, "X", "Y", "1-0"),
                                 P(1, "Y", "Z", "1-0"), P(2, "Z", "X", "1-0"), P(3, "Z", "W", "1-0")], [])
    # W 2, X 1 (Y), Y 1 (Z), Z 2 (X, W): W and Z tied (2), X and Y tied (1); Z beat W, X beat Y.
    assert four.direct_encounter(["W", "X", "Y", "Z"])[0] == [["Z"], ["W"], ["X"], ["Y"]]


def test_direct_encounter_averages_repeated_games_and_ignores_forfeits():
    twice = EventResults("XY", [P(1, "X", "Y", "1-0"), P(2, "Y", "X", "1/2-1/2")], [])
    blocks, de = twice.direct_encounter(["X", "Y"])
    assert (blocks, de) == ([["X"], ["Y"]], {"X": 0.75, "Y": 0.25})
    forfeit = EventResults("XY", [P(1, "X", "Y", "+-")], [])
    assert forfeit.direct_encounter(["X", "Y"])[0] == [["X", "Y"]]


def round_robin() -> EventResults:
    """Four players, three rounds: A 2, B 1.5, C 1.5, D 1; B and C drew each other."""
    games = [P(1, "A", "D", "1-0"), P(1, "B", "C", "1/2-1/2"),
             P(2, "A", "C", "0-1"), P(2, "D", "B", "0-1"),
             P(3, "A", "B", "1-0"), P(3, "C", "D", "0-1")]
    return EventResults("ABCD", games, [], ratings={"A": 2000, "B": 1800, "C": None, "D": 1700})


def test_round_robin_default_ranking():
    event = round_robin()
    assert event.round_robin and tb.default_tiebreaks(event) == tb.ROUND_ROBIN_DEFAULT
    blocks, tied = event.ranking(tb.ROUND_ROBIN_DEFAULT)
    # B and C: DE ½ each, one win each; SB B = C 1.5×½ + D 1×1 = 1.75, C = B 1.5×½ + A 2×1 = 2.75.
    assert blocks == [["A"], ["C"], ["B"], ["D"]]
    assert (tied["B"].values, tied["C"].values) == ({tb.DE: 0.5, tb.WIN: 1, tb.SB: 1.75},
                                                    {tb.DE: 0.5, tb.WIN: 1, tb.SB: 2.75})


def test_average_rating_of_opponents_rounds_half_up_and_is_dropped_when_someone_is_unrated():
    rated = round_robin()
    rated.ratings["C"] = 1900
    assert rated.value(tb.ARO, "A") == 1800  # D 1700, C 1900, B 1800
    assert rated.value(tb.ARO, "B") == 1867  # D 1700, A 2000, C 1900: 5600 / 3 = 1866.67
    assert rated.value(tb.ARO, "C") == 1833  # 5500 / 3 = 1833.33
    event = round_robin()  # C is unrated: no ARO for anyone, as FIDE's TieBreakServer computes it
    assert [event.value(tb.ARO, p) for p in "ABCD"] == [None] * 4
    lone = EventResults("AB", [P(1, "A", "B", "+-")], [], ratings={"A": 2000, "B": 1800})
    assert lone.value(tb.ARO, "A") is None  # a forfeit is not an encounter (15.2)


def test_a_round_robin_counts_a_forfeit_as_the_game_it_replaces():
    games = [P(1, "A", "B", "1-0"), P(1, "C", "D", "0-1"), P(2, "A", "C", "1/2-1/2"), P(2, "B", "D", "+-"),
             P(3, "A", "D", "1-0"), P(3, "B", "C", "0-1")]
    # B: A 2.5, then a forfeit win over D (1: counted as the game it replaces, 15.2), C 1.5 (lost)
    for edition in tb.EDITIONS:
        event = EventResults("ABCD", games, [], edition=edition)
        assert event.round_robin and event.value(tb.BH, "B") == 2.5 + 1 + 1.5
        assert event.value(tb.SB, "B") == 1  # the forfeit win: D's 1 × 1
        assert event.direct_encounter(["B", "D"]) == ([["B"], ["D"]], {"B": 1, "D": 0})


def test_pending_games_are_neither_results_nor_absences():
    event = EventResults("AB", [P(1, "A", "B", "1-0"), P(2, "A", "B", "*")], [])
    assert event.last_round == 1 and event.score == {"A": 1, "B": 0}
    late = EventResults("ABCD", [P(1, "A", "B", "1-0"), P(2, "A", "C", "*"), P(2, "B", "D", "1-0")], [])
    assert [r.number for r in late.rounds["A"]] == [1]  # no absence in round 2
    assert [(r.number, r.voluntary) for r in late.rounds["C"]] == [(1, True)]  # C absent in round 1


def test_unknown_tie_break_is_refused():
    with pytest.raises(ValueError, match="unknown tie-break"):
        round_robin().value("KS", "A")


def test_every_tie_break_is_named_and_explained_in_each_language():
    assert set(NAMES) == set(EXPLANATIONS) == set(tb.TIEBREAKS)
    for table in (NAMES, EXPLANATIONS):  # English in the code, French and Dutch in the catalogues
        assert all(catalogue(lang).lookup(m.context, m.source) for m in table.values() for lang in ("fr", "nl"))


def test_chess_standings_rank_by_the_chosen_tie_breaks():
    players = [EventPlayer(i, n, None, r) for i, n, r in ((1, "A", 2000), (2, "B", 1800), (3, "C", 1900),
                                                           (4, "D", 1700))]
    played = (P(1, "A", "D", "1-0"), P(1, "B", "C", "1/2-1/2"), P(2, "A", "C", "0-1"), P(2, "D", "B", "0-1"),
              P(3, "A", "B", "1-0"), P(3, "C", "D", "0-1"))
    games = [ChessGameRow(k, g.round, None, None, ord(g.white_id) - 64, g.white_id, ord(g.black_id) - 64, g.black_id,
                          g.result) for k, g in enumerate(played)]
    rows = chess_standings(players, games, [])
    assert [(r.rank, r.name) for r in rows] == [(1, "A"), (2, "C"), (3, "B"), (4, "D")]
    assert list(rows[1].tiebreaks) == list(tb.ROUND_ROBIN_DEFAULT)
    assert (rows[1].buchholz, rows[1].sonneborn_berger) == (4.5, 2.75)
    # By Buchholz alone B and C stay tied (4.5 each): the higher rating comes first.
    assert [r.name for r in chess_standings(players, games, [], [tb.BH])] == ["A", "C", "B", "D"]


def test_the_edition_follows_the_start_date_and_ge_is_rep():
    assert tb.edition_for("2026-02-28") == tb.EDITION_2023
    assert tb.edition_for("2026-03-01") == tb.edition_for(None) == tb.EDITION_2026
    assert tb.parse_tiebreaks("ge, BH") == (tb.REP, tb.BH)


def test_2026_caps_the_dummy_opponent_at_a_draw_in_every_round():
    # E (3 of 4) had a forfeit win and a pairing bye: in 2026 each counts min(3, ½ × 4) = 2.
    event = swiss_with_unplayed_rounds()
    games = [P(1, "A", "B", "1-0"), P(1, "C", "D", "1/2-1/2"), P(1, "E", "F", "+-"),
             P(2, "A", "C", "1/2-1/2"), P(2, "B", "E", "1-0"), P(3, "A", "D", "1-0"), P(3, "B", "C", "1/2-1/2"),
             P(4, "A", "E", "0-1"), P(4, "B", "D", "1/2-1/2")]
    later = EventResults("ABCDEF", games, [Bye(2, "D", 0.5), Bye(3, "E", 1), Bye(4, "C", 1)],
                         edition=tb.EDITION_2026)
    # The forfeit win: capped at F's adjusted 1.5 (16.4.1); the bye at 2 (16.4.2); B 2, A 2.5 as played.
    assert event.value(tb.BH, "E") == 10.5 and later.value(tb.BH, "E") == 1.5 + 2 + 2 + 2.5
    assert later.value(tb.SB, "E") == 1.5 + 0 + 2 + 2.5


def test_2026_tie_breaks_std_tpn_rtng_rep():
    event = EventResults("ABC", [P(1, "A", "B", "1-0"), P(2, "B", "C", "+-")], [Bye(2, "A", 0.5), Bye(1, "C", 1)],
                         ratings={"A": 2000, "B": 1900, "C": 1800}, numbers={"A": 3, "B": 1, "C": 2})
    assert [event.value(tb.STD, p) for p in "ABC"] == [1.5, 1, 1]
    assert [event.value(tb.REP, p) for p in "ABC"] == [1, 2, 1]  # A's half bye, C's forfeit loss do not count
    assert event.value(tb.RTNG, "A") == 2000 and event.value(tb.TPN, "A") == 3
    assert event.ranking((tb.TPN,))[0] == [["A"], ["B"], ["C"]]  # B and C tied on 1 point: the lower TPN first
    event.numbers = {"A": 3, "B": 2, "C": 1}
    assert event.ranking((tb.TPN,))[0] == [["A"], ["C"], ["B"]]
    unrated = EventResults("AB", [P(1, "A", "B", "1-0")], [], ratings={"A": 2000, "B": None})
    assert unrated.value(tb.RTNG, "A") is None  # dropped when a participant is unrated


def test_buchholz_is_not_allowed_in_a_round_robin_from_2026():
    assert tb.not_allowed((tb.DE, tb.BH, tb.BH_C1, tb.SB), tb.EDITION_2026, True) == (tb.BH, tb.BH_C1)
    assert tb.not_allowed((tb.BH,), tb.EDITION_2023, True) == tb.not_allowed((tb.BH,), tb.EDITION_2026, False) == ()


def test_a_game_without_a_round_is_marked_under_round_0_as_the_tie_breaks_and_the_sheet_count_it():
    """A PGN game with no round tag: its mark is not filed under None, which no round number sorts with."""
    players = [EventPlayer(1, "A", None, 2000), EventPlayer(2, "B", None, 1900)]
    games = [ChessGameRow(1, None, None, None, 1, "A", 2, "B", "1-0"),
             ChessGameRow(2, 1, 1, None, 2, "B", 1, "A", "0-1")]
    rows = {r.name: r for r in chess_standings(players, games, [])}
    assert rows["A"].results == {0: "+2", 1: "+2"}
    assert sorted(rows["B"].results) == [0, 1]
