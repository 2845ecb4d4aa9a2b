"""Plain data shared by the rating systems: periods and chess games."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

# Chess results of the compute contract, as white's points in half-points;
# None marks a forfeit (or unplayed game), which is never rated.
CHESS_RESULTS: dict[str, int | None] = {
    "1-0": 2,
    "0-1": 0,
    "1/2-1/2": 1,
    "+-": None,
    "-+": None,
    "--": None,
}


@dataclass(frozen=True, slots=True)
class Period:
    """The dates a computation covers; either bound may be unknown."""

    start: date | None = None
    end: date | None = None


@dataclass(frozen=True, slots=True)
class ChessGame:
    """One chess game as given to a computation (forfeits included, never rated)."""

    id: str
    date: date
    white: str
    black: str
    result: str

    @property
    def white_half_points(self) -> int | None:
        """White's score in half-points (2, 1, 0), None for a forfeit."""
        return CHESS_RESULTS[self.result]

    @property
    def is_forfeit(self) -> bool:
        return CHESS_RESULTS[self.result] is None
