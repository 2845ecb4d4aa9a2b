"""Factories for engine tests: chess games, Diplomacy boards."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import strategies as st

from elodesk.core.model import ChessGame

_BASE = date(2025, 1, 1)


class GameMaker:
    """Numbers games and gives each a later date unless one is given."""

    def __init__(self) -> None:
        self.games: list[ChessGame] = []

    def play(self, white: str, black: str, result: str, day: int | None = None) -> ChessGame:
        n = len(self.games)
        when = (_BASE + timedelta(days=n if day is None else day)).isoformat()
        game = ChessGame(f"g{n + 1}", when, white, black, result)
        self.games.append(game)
        return game

    def score(self, player: str, opponent: str, points: float, day: int | None = None) -> ChessGame:
        """A game in which ``player`` (white) scores 1, 0.5 or 0."""
        result = {1: "1-0", 0.5: "1/2-1/2", 0: "0-1"}[points]
        return self.play(player, opponent, result, day)


@st.composite
def board_centers(draw: st.DrawFn, most: int) -> list[int]:
    """The supply centres of a Diplomacy board's seven powers: at most ``most`` each, 34 in all at most.

    Each is drawn within what the others left, then the seven are shuffled: a filter on the sum threw most
    draws away, and Hypothesis's filter_too_much health check failed a run now and then.
    """
    centers: list[int] = []
    for _ in range(7):
        centers.append(draw(st.integers(0, min(most, 34 - sum(centers)))))
    return draw(st.permutations(centers))
