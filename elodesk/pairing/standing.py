"""What the Dutch rules need to know of each player on the eve of a round.

From the rounds so far (C.04.1 and C.04.2): the score, the opponents met over
the board, the colour preference (C.04.3 article 1.6, from played games
only), whether he may receive the pairing-allocated bye, and which way he
floated in the last two rounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from elodesk.pairing.model import Colour, PointSystem, RoundEntry, Tournament


class Float(Enum):
    DOWN = "down"
    UP = "up"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Standing:
    """A player to be paired, as the Dutch system sees him.

    ``rank`` is his place (from 0) among the players ranked this round, the
    tie-break of equal scores and the key of the initial colours. ``imbalance``
    is the difference between his games with white and with black;
    ``preference`` the colour he should get; ``repeated`` the colour of his
    last two played games when they had the same one (then his preference is
    absolute). ``floats`` are his floats one and two rounds before.
    """

    number: int
    rank: int
    score: int
    played_games: int
    opponents: frozenset[int]
    imbalance: int
    preference: Colour | None
    repeated: Colour | None
    bye_eligible: bool
    floats: tuple[Float, Float]
    colours: tuple[Colour, ...]

    @property
    def absolute_imbalance(self) -> bool:
        return self.imbalance > 1

    @property
    def absolute(self) -> bool:
        """An absolute colour preference: a difference of two, or the same colour twice running."""
        return self.imbalance > 1 or self.repeated is not None

    @property
    def strong(self) -> bool:
        """A strong colour preference: one game more with one colour (and not absolute)."""
        return not self.absolute and self.imbalance > 0


def standings(tournament: Tournament) -> list[Standing]:
    """The players to pair in the next round (every player without a pre-assigned bye or absence)."""
    points = tournament.points
    played = tournament.played_rounds
    by_number = {entrant.number: entrant for entrant in tournament.entrants}
    # A player who has never been paired and is not to be paired now holds no rank (bbpPairings' "valid").
    ranked = [number for number in tournament.ranking
              if by_number[number].upcoming is None or any(entry.paired for entry in by_number[number].rounds)]
    rank = {number: index for index, number in enumerate(ranked)}
    running = {
        entrant.number: _running_scores([points.points(entry) for entry in entrant.rounds])
        for entrant in tournament.entrants
    }
    result = []
    for number in ranked:
        entrant = by_number[number]
        if entrant.upcoming is not None:
            continue
        rounds = entrant.rounds
        colours = tuple(entry.colour for entry in rounds if entry.played and entry.colour is not None)
        whites = colours.count(Colour.WHITE)
        blacks = len(colours) - whites
        imbalance = abs(whites - blacks)
        lower = Colour.BLACK if whites > blacks else Colour.WHITE
        last = colours[-1] if colours else None
        twice = len(colours) >= 2 and colours[-1] == colours[-2]
        if imbalance > 1:
            preference: Colour | None = lower
        elif twice and last is not None:
            preference = last.other()
        elif imbalance > 0:
            preference = lower
        else:
            preference = last.other() if last is not None else None
        floats = tuple(
            _float(rounds, back, running[number], running, points) if played >= back
            else Float.NONE
            for back in (1, 2)
        )
        result.append(Standing(
            number=number,
            rank=rank[number],
            score=running[number][-1],
            played_games=len(colours),
            opponents=frozenset(entry.opponent for entry in rounds if entry.played and entry.opponent is not None),
            imbalance=imbalance,
            preference=preference,
            repeated=last if twice else None,
            bye_eligible=all(entry.played or (points.points(entry) < points.win and not entry.is_pairing_bye)
                             for entry in rounds),
            floats=(floats[0], floats[1]),
            colours=colours,
        ))
    return result


def _running_scores(points: list[int]) -> list[int]:
    """Scores after 0, 1, ... rounds."""
    scores = [0]
    for value in points:
        scores.append(scores[-1] + value)
    return scores


def _float(rounds: tuple[RoundEntry, ...], back: int, mine: list[int], running: dict[int, list[int]],
           points: PointSystem) -> Float:
    """The float of a player ``back`` rounds ago.

    A game: down if he had more points than his opponent before it, up if
    fewer. No game: down if the round gave him more than a loss (a bye, a
    forfeit win), else none.
    """
    index = len(rounds) - back
    entry = rounds[index]
    if not entry.played or entry.opponent is None:
        return Float.DOWN if points.points(entry) > points.loss else Float.NONE
    before, theirs = mine[index], running[entry.opponent][index]
    if before > theirs:
        return Float.DOWN
    if before < theirs:
        return Float.UP
    return Float.NONE
