"""Round robins by FIDE's Berger tables (Handbook C.05, Annex 1), for any number of players.

The tables the handbook prints (3–16 players) follow one rule, used here for
every size: with ``n`` players (``n`` even; an odd field adds a dummy ``n``
and whoever meets it has the bye), in round ``r`` the last player meets the
player ``x`` with ``2x ≡ r + 1 (mod n - 1)``, ``x`` having white in odd
rounds; the others pair off around ``x``: ``x+1`` (white) against ``x-1``,
``x+2`` against ``x-2``... counted round the circle ``1 .. n-1``.

A double round robin plays the table twice, the second time with the colours
reversed; as the handbook recommends, the last two rounds of the first cycle
are swapped, so that no one gets the same colour three times running.
"""

from __future__ import annotations

from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Board, RoundPairing, Tournament


def rounds_per_cycle(players: int) -> int:
    """The rounds of one cycle: one fewer than the players, rounded up to even."""
    return players - 1 if players % 2 == 0 else players


def table_round(players: int, round_no: int) -> list[tuple[int, int]]:
    """Round ``round_no`` of the single table for ``players`` (white, black), board 1 first; ``players`` even."""
    circle = players - 1
    x = next(i for i in range(1, players) if (2 * i - round_no - 1) % circle == 0)
    boards = [(x, players) if round_no % 2 else (players, x)]
    for k in range(1, players // 2):
        white = (x - 1 + k) % circle + 1
        black = (x - 1 - k) % circle + 1
        boards.append((white, black))
    return boards


def berger_round(players: int, round_no: int, double: bool = False) -> RoundPairing:
    """The pairing of round ``round_no`` (from 1) for ``players`` numbered 1..players."""
    if players < 2:
        raise PairingError("a round robin needs at least two players")
    size = players + players % 2
    cycle = size - 1
    total = 2 * cycle if double else cycle
    if not 1 <= round_no <= total:
        raise PairingError("a round robin of {players} players has {total} rounds, not round {round}",
                           players=players, total=total, round=round_no)
    second = round_no > cycle
    index = round_no - cycle if second else round_no
    if double and not second and index >= cycle - 1 and cycle >= 3:
        index = 2 * cycle - 1 - index  # the last two rounds of the first cycle swapped
    boards = []
    bye = None
    for white, black in table_round(size, index):
        if second:
            white, black = black, white
        if size > players and size in (white, black):
            bye = black if white == size else white
        else:
            boards.append(Board(white, black))
    return RoundPairing(tuple(boards), bye)


def next_round(tournament: Tournament) -> RoundPairing:
    """A tournament's next round by its table: players ranked 1..n, a double cycle when the rounds say so."""
    players = len(tournament.entrants)
    double = (tournament.total_rounds or 0) > rounds_per_cycle(players)
    return renumbered(berger_round(players, tournament.played_rounds + 1, double), tournament.ranking)


def renumbered(pairing: RoundPairing, ranking: tuple[int, ...]) -> RoundPairing:
    """A table's pairing (players 1..n by rank) in the players' own pairing numbers."""
    number = dict(enumerate(ranking, start=1))
    boards = tuple(Board(number[board.white], number[board.black]) for board in pairing.boards)
    return RoundPairing(boards, number[pairing.bye] if pairing.bye is not None else None)
