"""The tournaments of a FIDE period (RULES.md ``fide`` section 1, A15): each rated on its starting list.

FIDE rates each tournament with the ratings of the list in force when it started, the player's own
and his opponents', then adds the period's rounded total to the player's rating: the engine
(``elodesk.core.fide``) reads a tournament's game ratings here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, cast

from elodesk.core.fide_records import FideEventList

# One game seen from one player's side: (game id, date, opponent id, opponent's rating, his
# half-points, his own rating, the event or None). Plain tuples: a federation period makes 200,000.
Side = tuple[str, str, str, int, int, int | None, str | None]


@dataclass(frozen=True, slots=True)
class FideEvent:
    """A tournament of the period: its start and each of its players' rating on the list in force then.

    ``ratings`` holds the rating the tournament was rated with (None: unrated on that list; in rapid
    and blitz the caller gives an unrated player's standard rating, R&B 7.2.1). ``name``, ``end``,
    ``list_date``, ``rule`` and ``ratings_list`` only go into the explanation: which list the
    tournament goes on and why (7.1.3, 9.1), which list its ratings were read from.
    """

    id: str
    start: date
    ratings: Mapping[str, int | None]
    name: str | None = None
    end: date | None = None
    list_date: date | None = None  # the list it is rated on
    rule: str | None = None  # why that list: "7.1.3" or "9.1"
    ratings_list: date | None = None  # the list its ratings were read from, when not the one of its start


def event_ratings(events: Mapping[str, FideEvent], event: str, gid: str, white: str,
                   black: str) -> tuple[int | None, int | None]:
    """Both players' ratings on the starting list of a game's tournament."""
    try:
        ratings = events[event].ratings
    except KeyError:
        raise ValueError(f'game "{gid}": unknown event "{event}"') from None
    try:
        return ratings[white], ratings[black]
    except KeyError as missing:
        raise ValueError(f'game "{gid}": event "{event}" gives no rating for player {missing}') from None


def record_fields(events: Mapping[str, FideEvent]) -> dict[str, tuple[object, ...]]:
    """Each tournament's ``FideEventList`` fields, written once for all its players' records."""
    return {e.id: (e.id, e.name, e.start.isoformat(), e.end.isoformat() if e.end else None,
                   e.list_date.isoformat() if e.list_date else None, e.rule,
                   e.ratings_list.isoformat() if e.ratings_list else None) for e in events.values()}


def event_lists(fields: Mapping[str, tuple[object, ...]], sides: Sequence[Side]) -> list[object]:
    """One record per tournament a player's games name (in their order): its start, its list and why."""
    if not fields:
        return []
    return [FideEventList(*cast(tuple[Any, ...], fields[event])) for event in dict.fromkeys(side[6] for side in sides)
            if event is not None]
