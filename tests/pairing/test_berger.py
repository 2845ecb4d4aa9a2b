"""Round robins: every round of the Berger tables for 3 to 16 players, and the double round robin's swap."""

from __future__ import annotations

import itertools

import pytest

from elodesk.pairing.berger import berger_round, rounds_per_cycle
from elodesk.pairing.errors import PairingError

# The tables as FIDE's Handbook prints them (C.05 Annex 1), white first, board 1 first.
PRINTED = {
    4: ["1-4 2-3", "4-3 1-2", "2-4 3-1"],
    6: ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"],
    8: ["1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3", "3-8 4-2 5-1 6-7",
        "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"],
    10: ["1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7", "10-7 8-6 9-5 1-4 2-3",
         "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4", "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5",
         "5-10 6-4 7-3 8-2 9-1"],
    12: ["1-12 2-11 3-10 4-9 5-8 6-7", "12-7 8-6 9-5 10-4 11-3 1-2", "2-12 3-1 4-11 5-10 6-9 7-8",
         "12-8 9-7 10-6 11-5 1-4 2-3", "3-12 4-2 5-1 6-11 7-10 8-9", "12-9 10-8 11-7 1-6 2-5 3-4",
         "4-12 5-3 6-2 7-1 8-11 9-10", "12-10 11-9 1-8 2-7 3-6 4-5", "5-12 6-4 7-3 8-2 9-1 10-11",
         "12-11 1-10 2-9 3-8 4-7 5-6", "6-12 7-5 8-4 9-3 10-2 11-1"],
    14: ["1-14 2-13 3-12 4-11 5-10 6-9 7-8", "14-8 9-7 10-6 11-5 12-4 13-3 1-2", "2-14 3-1 4-13 5-12 6-11 7-10 8-9",
         "14-9 10-8 11-7 12-6 13-5 1-4 2-3", "3-14 4-2 5-1 6-13 7-12 8-11 9-10",
         "14-10 11-9 12-8 13-7 1-6 2-5 3-4", "4-14 5-3 6-2 7-1 8-13 9-12 10-11"],
    16: ["1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9", "16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2"],
}


def written(pairing) -> str:
    return " ".join(f"{board.white}-{board.black}" for board in pairing.boards)


@pytest.mark.parametrize("players", sorted(PRINTED))
def test_the_rounds_are_the_printed_tables(players):
    for round_no, line in enumerate(PRINTED[players], start=1):
        assert written(berger_round(players, round_no)) == line


@pytest.mark.parametrize("players", [3, 5, 7, 9, 11, 13, 15])
def test_an_odd_field_uses_the_next_table_and_whoever_meets_the_last_number_has_the_bye(players):
    for round_no in range(1, players + 1):
        full = berger_round(players + 1, round_no)
        odd = berger_round(players, round_no)
        first = full.boards[0]
        assert odd.bye == (first.black if first.white == players + 1 else first.white)
        assert odd.boards == full.boards[1:]


@pytest.mark.parametrize("players", range(3, 17))
def test_every_player_meets_every_other_once_and_plays_every_round(players):
    cycle = rounds_per_cycle(players)
    met = []
    for round_no in range(1, cycle + 1):
        pairing = berger_round(players, round_no)
        seated = [p for board in pairing.boards for p in (board.white, board.black)]
        if pairing.bye is not None:
            seated.append(pairing.bye)
        assert sorted(seated) == list(range(1, players + 1))
        met += [frozenset((board.white, board.black)) for board in pairing.boards]
    assert sorted(met, key=sorted) == sorted(map(frozenset, itertools.combinations(range(1, players + 1), 2)),
                                             key=sorted)
    whites = [sum(board.white == p for r in range(1, cycle + 1) for board in berger_round(players, r).boards)
              for p in range(1, players + 1)]
    games = players - 1
    assert all(games // 2 <= w <= (games + 1) // 2 for w in whites)


@pytest.mark.parametrize("players", range(3, 17))
def test_a_double_round_robin_reverses_the_colours_and_never_gives_three_in_a_row(players):
    cycle = rounds_per_cycle(players)
    colours: dict[int, list[str]] = {p: [] for p in range(1, players + 1)}
    for round_no in range(1, 2 * cycle + 1):
        for board in berger_round(players, round_no, double=True).boards:
            colours[board.white].append("W")
            colours[board.black].append("B")
    for sequence in colours.values():
        assert "WWW" not in "".join(sequence) and "BBB" not in "".join(sequence)
    first = {frozenset((b.white, b.black)): b.white for r in range(1, cycle + 1)
             for b in berger_round(players, r, double=True).boards}
    for round_no in range(cycle + 1, 2 * cycle + 1):
        for board in berger_round(players, round_no, double=True).boards:
            assert first[frozenset((board.white, board.black))] == board.black
    last_two = [written(berger_round(players + players % 2, r)) for r in (cycle - 1, cycle)]
    swapped = [written(berger_round(players + players % 2, r, double=True)) for r in (cycle, cycle - 1)]
    assert last_two == swapped


def test_a_round_beyond_the_table_is_refused():
    with pytest.raises(PairingError, match="has 5 rounds, not round 6"):
        berger_round(6, 6)
