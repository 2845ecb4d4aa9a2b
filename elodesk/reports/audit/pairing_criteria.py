"""The quality criteria of C.04.3 (C5–C21) measured on a whole round's pairing, to say where two pairings part.

The engine optimises them bracket by bracket (``pairing.weights``); here each is counted
over the round, score group by score group from the top where the bracket order matters
(the downfloaters, C6 and C7), so that the first criterion on which the file's pairing
and the engine's differ can be named. A pairing is ``(white, black)`` pairs of pairing
numbers (a forfeit's colours as the file gives them) and the bye.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from elodesk.pairing.model import Colour
from elodesk.pairing.standing import Float, Standing

Pairs = Sequence[tuple[int, int]]
IN_POINTS = ("C5", "C7", "C18", "C19", "C20", "C21")  # criteria that count points (scores are in tenths)
Measure = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Difference:
    """The first criterion on which two pairings part: its name and each pairing's count (lower is better).

    A count of points (C5 the bye's score, C7 and C18–C21 score differences) is in points, not tenths.
    """

    criterion: str
    file: int | float
    engine: int | float


def first_difference(players: dict[int, Standing], file: tuple[Pairs, int | None],
                     engine: tuple[Pairs, int | None]) -> Difference | None:
    """The first criterion, in C.04.3's order, on which the file's pairing and the engine's differ."""
    groups = sorted({p.score for p in players.values()}, reverse=True)
    for name, measure in _CRITERIA:
        mine, theirs = measure(players, groups, *file), measure(players, groups, *engine)
        if mine != theirs:
            if name in IN_POINTS:
                return Difference(name, sum(mine) / 10, sum(theirs) / 10)
            return Difference(name, sum(mine), sum(theirs))
    return None


def _bye_score(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    return (players[bye].score if bye in players else 0,)


def _floaters(players: dict[int, Standing], pairs: Pairs, bye: int | None) -> list[tuple[int, int]]:
    """Each downfloater's score and the score difference he floats over (the bye: down to nothing)."""
    found = []
    for a, b in pairs:
        high, low = sorted((players[a].score, players[b].score), reverse=True)
        if high != low:
            found.append((high, high - low))
    if bye in players:
        found.append((players[bye].score, 0))
    return found


def _downfloaters(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    floaters = _floaters(players, pairs, bye)
    return tuple(sum(1 for score, _ in floaters if score == group) for group in groups)


def _float_scores(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    floaters = _floaters(players, pairs, bye)
    return tuple(sum(gap for score, gap in floaters if score == group) for group in groups)


def _colours(pairs: Pairs) -> list[tuple[int, Colour]]:
    return [(white, Colour.WHITE) for white, _ in pairs] + [(black, Colour.BLACK) for _, black in pairs]


def _imbalance_over_two(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    count = 0
    for number, colour in _colours(pairs):
        history = (*players[number].colours, colour)
        count += abs(2 * history.count(Colour.WHITE) - len(history)) > 2
    return (count,)


def _third_in_a_row(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    return (sum(players[n].colours[-2:] == (colour, colour) for n, colour in _colours(pairs)),)


def _preference(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    return (sum(players[n].preference not in (None, colour) for n, colour in _colours(pairs)),)


def _strong(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
    return (sum(players[n].preference not in (None, colour) and (players[n].strong or players[n].absolute)
                for n, colour in _colours(pairs)),)


def _floats(players: dict[int, Standing], pairs: Pairs, bye: int | None) -> list[tuple[int, Float, int]]:
    """Each player's float this round: (number, direction, score difference)."""
    found = [(bye, Float.DOWN, 0)] if bye in players else []
    for a, b in pairs:
        sa, sb = players[a].score, players[b].score
        if sa != sb:
            high, low = (a, b) if sa > sb else (b, a)
            found += [(high, Float.DOWN, abs(sa - sb)), (low, Float.UP, abs(sa - sb))]
    return found


def _repeat(direction: Float, back: int, scores: bool) -> Callable[..., Measure]:
    def measure(players: dict[int, Standing], groups: list[int], pairs: Pairs, bye: int | None) -> Measure:
        return (sum((gap if scores else 1) for number, way, gap in _floats(players, pairs, bye)
                    if way is direction and players[number].floats[back - 1] is direction),)
    return measure


_CRITERIA: tuple[tuple[str, Callable[..., Measure]], ...] = (
    ("C5", _bye_score),
    ("C6", _downfloaters),
    ("C7", _float_scores),
    ("C10", _imbalance_over_two),
    ("C11", _third_in_a_row),
    ("C12", _preference),
    ("C13", _strong),
    ("C14", _repeat(Float.DOWN, 1, False)),
    ("C15", _repeat(Float.UP, 1, False)),
    ("C16", _repeat(Float.DOWN, 2, False)),
    ("C17", _repeat(Float.UP, 2, False)),
    ("C18", _repeat(Float.DOWN, 1, True)),
    ("C19", _repeat(Float.UP, 1, True)),
    ("C20", _repeat(Float.DOWN, 2, True)),
    ("C21", _repeat(Float.UP, 2, True)),
)
