"""Typed records of a tournament waiting for its next round, and of a round's pairing.

Scores are integers in tenths of a point (a draw is 5), as in the TRF's points
column, so that score groups compare exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Colour(Enum):
    WHITE = "w"
    BLACK = "b"

    def other(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class Outcome(Enum):
    """The result of one round for one player, seen from his side."""

    LOSS = 0
    DRAW = 1
    WIN = 2


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round of a player's history.

    ``opponent`` is ``None`` for a bye or an absence. ``played`` is true only
    for a game played over the board: forfeits and byes are not games (no
    colour, the two may meet again). ``paired`` is true when the player took
    part in that round's pairing: he had an opponent (a forfeit included) or
    the pairing-allocated bye; a pre-assigned bye or an absence is not paired.
    """

    opponent: int | None
    colour: Colour | None
    outcome: Outcome
    played: bool
    paired: bool

    @property
    def is_pairing_bye(self) -> bool:
        """The pairing-allocated bye (TRF ``U``)."""
        return self.opponent is None and self.paired


ABSENT = RoundEntry(opponent=None, colour=None, outcome=Outcome.LOSS, played=False, paired=False)
"""A round the player missed without a word (an empty TRF cell): no points."""


@dataclass(frozen=True, slots=True)
class PointSystem:
    """Points in tenths for each kind of result (FIDE's 1, ½, 0 unless the file says otherwise)."""

    win: int = 10
    draw: int = 5
    loss: int = 0
    forfeit_loss: int = 0
    zero_bye: int = 0
    pairing_bye: int = 10

    def points(self, entry: RoundEntry) -> int:
        if entry.outcome is Outcome.DRAW:
            return self.draw
        if entry.outcome is Outcome.WIN:
            return self.pairing_bye if entry.is_pairing_bye else self.win
        if not entry.paired:
            return self.zero_bye
        return self.loss if entry.played else self.forfeit_loss


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player's line: pairing number, rating, and his rounds so far.

    ``rounds`` holds one entry per round already paired (empty cells are
    :data:`ABSENT`); ``upcoming`` is what the file says about the round to be
    paired: a pre-assigned bye or an absence (then he is not paired), or
    ``None`` (he is to be paired).
    """

    number: int
    name: str
    rating: int
    rounds: tuple[RoundEntry, ...]
    upcoming: RoundEntry | None = None


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament ready for its next round to be paired.

    ``played_rounds`` is the number of rounds already paired; the round to
    pair is ``played_rounds + 1`` of ``total_rounds`` (``None`` when the file
    does not say). ``initial_colour`` is the colour the first-ranked player had
    (or would have had) in round 1, which decides the colours of players
    without any preference (``None`` when neither said nor played yet).
    ``ranking`` lists the pairing numbers in rank order: by default the
    pairing numbers themselves.
    """

    name: str
    total_rounds: int | None
    played_rounds: int
    initial_colour: Colour | None
    entrants: tuple[Entrant, ...]
    ranking: tuple[int, ...]
    points: PointSystem = PointSystem()


@dataclass(frozen=True, slots=True)
class Board:
    white: int
    black: int


@dataclass(frozen=True, slots=True)
class RoundPairing:
    """The boards of a round, by pairing number, and the player given the pairing-allocated bye."""

    boards: tuple[Board, ...]
    bye: int | None = None


def first_colour(entrants: tuple[Entrant, ...], ranking: tuple[int, ...]) -> Colour | None:
    """The colour the first-ranked player had in round 1, read back from the first round with colours.

    Colours alternate down the ranking in the first round with colours, so the
    first player with a colour there tells it (flipped when his rank among the
    players paired that round is even). ``None`` before any colour was given.
    """
    by_number = {entrant.number: entrant for entrant in entrants}
    first = min((index for entrant in entrants for index, entry in enumerate(entrant.rounds) if entry.colour),
                default=None)
    if first is None:
        return None
    position = 0
    for number in ranking:
        rounds = by_number[number].rounds
        if any(entry.paired for entry in rounds[:first + 1]):
            colour = rounds[first].colour
            if colour is not None:
                return colour.other() if position & 1 else colour
            position += 1
    return None
