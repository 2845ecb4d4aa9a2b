"""An event's games as the store's edit functions give them back: typed rows, kept by undo.

A dialog fills one in; ``store.games`` takes its values as keywords (``keywords()``) and gives
back what it changed or removed as these rows, which an undo command keeps for the session.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(slots=True, frozen=True)
class _Keywords:
    def keywords(self) -> dict[str, Any]:
        """The row as the store function's keywords (nested rows as their own keywords)."""
        return asdict(self)


@dataclass(slots=True, frozen=True)
class ChessPairing(_Keywords):
    """A pairing as ``delete_chess_game`` gives it back, to make it again with ``add_chess_game``."""

    game_id: int
    event_id: int
    round: int
    white_id: int
    black_id: int
    result: str
    board: int | None
    date: str | None


@dataclass(slots=True, frozen=True)
class EventEntry(_Keywords):
    """A player's entry in an event as ``remove_event_player`` gives it back, for ``add_event_player``."""

    event_id: int
    player_id: int
    ref: str | None
    rating: int | None


@dataclass(slots=True, frozen=True)
class BattleValues(_Keywords):
    """A battle in the keywords of ``set_battle`` and ``add_battle`` (generals as player ids, in order)."""

    round: int
    result: str
    side_a: Sequence[int]
    side_b: Sequence[int]
    scenario: str | None = None
    date: str | None = None
    notes: str | None = None


@dataclass(slots=True, frozen=True)
class DiplomacyResult(_Keywords):
    """One power of a Diplomacy game's board."""

    role: str
    player_id: int
    centers: int | None
    eliminated: bool
    score: float | None = None


@dataclass(slots=True, frozen=True)
class DiplomacyValues(_Keywords):
    """A Diplomacy game in the keywords of ``set_diplomacy_game`` and ``add_diplomacy_game``."""

    ref: str
    first_resolution: str
    mode: str
    scoring: str
    state: str
    used_for_elo: bool
    results: tuple[DiplomacyResult, ...] = ()
    excluded: bool = False
    variant: str = "standard"
