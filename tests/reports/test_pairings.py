"""A round's pairings: boards numbered in the C.04.2 order when the file has none, points before the round."""

from __future__ import annotations

from elodesk.reports.pairings import event_rounds, points_before, round_pairings
from elodesk.store.event_rows import ByeRow, ChessGameRow, EventPlayer

PLAYERS = [EventPlayer(i, f"P{i}", None, 2000 - 10 * i) for i in range(1, 8)]


def game(gid, rnd, white, black, result, board=None):
    return ChessGameRow(gid, rnd, board, None, white, f"P{white}", black, f"P{black}", result)


GAMES = [
    game(1, 1, 1, 2, "1-0"), game(2, 1, 3, 4, "1/2-1/2"), game(3, 1, 5, 6, "-+"),
    game(4, 2, 6, 1, None), game(5, 2, 3, 2, "*"), game(6, 2, 4, 5, None),
]
BYES = [ByeRow(1, 1, 7, "P7", "U", 1.0), ByeRow(2, 2, 7, "P7", "Z", 0.0)]


def test_points_before_a_round_count_games_forfeits_and_byes_of_earlier_rounds_only():
    assert points_before(GAMES, BYES, 2) == {1: 1.0, 2: 0.0, 3: 0.5, 4: 0.5, 5: 0.0, 6: 1.0, 7: 1.0}
    assert points_before(GAMES, BYES, 1) == {}


def test_unnumbered_boards_follow_the_higher_score_then_the_sum_then_the_rating():
    pairing = round_pairings(PLAYERS, GAMES, BYES, 2)
    assert [(b.number, b.white.player_id, b.black.player_id) for b in pairing.boards] == [
        (1, 6, 1),  # 1 + 1 points
        (2, 3, 2),  # 0.5 + 0, the higher score 0.5 and the higher rating (P2 1980)
        (3, 4, 5),  # 0.5 + 0, P4 1960
    ]
    assert pairing.boards[0].white.points == 1.0 and pairing.boards[0].black.rating == 1990


def test_byes_and_absences_come_after_the_boards_never_above_board_1():
    pairing = round_pairings(PLAYERS, GAMES, BYES, 2)
    assert [(u.player.player_id, u.kind, u.player.points) for u in pairing.unpaired] == [(7, "Z", 1.0)]
    assert all(b.white.player_id != 7 and b.black.player_id != 7 for b in pairing.boards)


def test_a_board_the_file_numbered_keeps_its_number_and_the_others_fill_the_gaps():
    games = [game(1, 1, 1, 2, None, board=2), game(2, 1, 3, 4, None), game(3, 1, 5, 6, None)]
    pairing = round_pairings(PLAYERS, games, [], 1)
    assert [(b.number, b.white.player_id) for b in pairing.boards] == [(1, 3), (2, 1), (3, 5)]


def test_the_rounds_of_an_event_are_those_with_pairings_and_those_it_declares():
    assert event_rounds(GAMES, BYES, None) == [1, 2]
    assert event_rounds([], [], 3) == [1, 2, 3]
