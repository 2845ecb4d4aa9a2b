"""Plain data shared by the rating systems: periods and chess games."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import NamedTuple

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


class ChessGame(NamedTuple):
    """One chess game as given to a computation (forfeits included, never rated).

    ``date`` is the ISO text ``YYYY-MM-DD`` (validated where games are read): it sorts
    as dates do and goes into explanations as it is. A named tuple, because a
    federation period holds 100,000 games and tuples are the cheapest to make.
    """

    id: str
    date: str
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
