"""A round's pairings as the arbiter pins them on the wall: boards in order, points before the round.

Files from pairing programs do not always number the boards (a TRF has no
board field). Boards are then numbered as pairing programs order them (FIDE
C.04.2, board order): the higher score of the two players first, then the sum
of their scores, then the higher rating; a board the file numbered keeps its
number. Byes and absences are listed after the boards, never above board 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from elodesk.reports.standings import CHESS_POINTS
from elodesk.store.event_rows import ByeRow, ChessGameRow, EventPlayer

# Bye kinds as the store keeps them (formats.records.ByeRecord.kind).
HALF_BYE = "H"
FULL_BYE = "F"
PAIRING_BYE = "U"
ABSENT = "Z"


@dataclass(slots=True)
class PairedPlayer:
    """One side of a board: who, his rating in the event, his points before the round."""

    player_id: int
    name: str
    rating: int | None
    points: float


@dataclass(slots=True)
class Board:
    number: int
    white: PairedPlayer
    black: PairedPlayer
    result: str | None  # None (or "*") until the result is in
    game_id: int


@dataclass(slots=True)
class Unpaired:
    """A player of the round without a board: a bye (with its points) or an absence."""

    player: PairedPlayer
    kind: str
    points: float


@dataclass(slots=True)
class RoundPairings:
    round: int
    boards: list[Board] = field(default_factory=list)
    unpaired: list[Unpaired] = field(default_factory=list)


def points_before(games: Iterable[ChessGameRow], byes: Iterable[ByeRow], round_no: int) -> dict[int, float]:
    """Each player's score after the rounds before ``round_no`` (forfeits and byes count)."""
    points: dict[int, float] = {}
    for g in games:
        scored = CHESS_POINTS.get(g.result)
        if scored is None or (g.round or 0) >= round_no:
            continue
        points[g.white_id] = points.get(g.white_id, 0.0) + scored[0]
        points[g.black_id] = points.get(g.black_id, 0.0) + scored[1]
    for bye in byes:
        if bye.round < round_no:
            points[bye.player_id] = points.get(bye.player_id, 0.0) + bye.points
    return points


def round_pairings(players: Sequence[EventPlayer], games: Sequence[ChessGameRow], byes: Sequence[ByeRow],
                   round_no: int) -> RoundPairings:
    """The boards of round ``round_no`` numbered and in order, then its byes and absences."""
    by_id = {p.id: p for p in players}
    points = points_before(games, byes, round_no)

    def side(pid: int) -> PairedPlayer:
        p = by_id.get(pid)
        return PairedPlayer(pid, p.name if p else str(pid), p.rating if p else None, points.get(pid, 0.0))

    pairs = [(g, side(g.white_id), side(g.black_id)) for g in games if g.round == round_no]
    numbered = [(g.board, g, w, b) for g, w, b in pairs if g.board]
    unnumbered = sorted((p for p in pairs if not p[0].board), key=lambda p: _board_order(p[1], p[2]))
    taken = {n for n, *_ in numbered}
    free = (n for n in range(1, len(pairs) + len(taken) + 1) if n not in taken)
    boards = [Board(n, w, b, g.result, g.id) for n, g, w, b in numbered]
    boards += [Board(next(free), w, b, g.result, g.id) for g, w, b in unnumbered]
    boards.sort(key=lambda board: board.number)
    unpaired = [Unpaired(side(y.player_id), y.kind, y.points) for y in byes if y.round == round_no]
    unpaired.sort(key=lambda u: (u.kind == ABSENT, -u.player.points, u.player.name))
    return RoundPairings(round_no, boards, unpaired)


def _board_order(white: PairedPlayer, black: PairedPlayer) -> tuple[float, float, int, str]:
    """C.04.2: the higher score first, then the higher sum of scores, then the higher rating."""
    return (-max(white.points, black.points), -(white.points + black.points),
            -max(white.rating or 0, black.rating or 0), min(white.name, black.name))


def event_rounds(games: Iterable[ChessGameRow], byes: Iterable[ByeRow], declared: int | None) -> list[int]:
    """The rounds an event has pairings for (and those it declares), in order."""
    seen = {g.round for g in games if g.round} | {y.round for y in byes}
    return sorted(seen | set(range(1, (declared or 0) + 1)))


def board_numbers(games: Sequence[ChessGameRow], byes: Sequence[ByeRow],
                  ratings: dict[int, int | None]) -> dict[int, int]:
    """Each game's board in its round (the file's number, else the C.04.2 order), by game id.

    ``games`` are the store's rows (with the players' names); ``ratings`` the players' ratings in the event.
    """
    players: dict[int, EventPlayer] = {}
    for g in games:
        for pid, name in ((g.white_id, g.white), (g.black_id, g.black)):
            players[pid] = EventPlayer(pid, name, None, ratings.get(pid))
    listed = list(players.values())
    numbers = {g.id: g.board for g in games if g.board}
    unnumbered = sorted({g.round for g in games if g.round and not g.board})  # a round all numbered keeps them
    for round_no in unnumbered:
        numbers.update((b.game_id, b.number) for b in round_pairings(listed, games, byes, round_no).boards)
    return numbers
