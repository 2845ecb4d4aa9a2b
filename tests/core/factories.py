"""Factories for chess players and games in engine tests."""

from __future__ import annotations

from datetime import date, timedelta

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
