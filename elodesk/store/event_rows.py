"""An event's rows as the store hands them out: slotted dataclasses read by the Events page, the
reports and the printed sheets (:mod:`elodesk.store.games` reads them)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from elodesk.core import diplomacy


@dataclass(frozen=True, slots=True)
class EventInfo:
    """An event's own fields, as its page's header shows them."""

    id: int
    system: str
    name: str
    place: str | None
    start: str | None  # ISO dates
    end: str | None
    arbiter: str | None
    rounds: int | None  # planned


@dataclass(frozen=True, slots=True)
class EventPlayer:
    id: int
    name: str
    club: str | None
    rating: int | None  # in the event: the file's, else his current one


@dataclass(frozen=True, slots=True)
class EventGame:
    """A game of a chess event between two players by id: the one shape the tie-breaks, the standings and
    the pairing of the next round read, whether the store gives it (``rounds.event_rounds``, a page's
    row's ``game``) or the audit makes it from a file's records (``round`` 0: the file gives none)."""

    round: int
    board: int | None
    white_id: int
    black_id: int
    result: str  # a key of CHESS_RESULTS; "*" not played yet


@dataclass(frozen=True, slots=True)
class EventBye:
    """A round a player of a chess event had no game, by id: ``kind`` H (half point), F (full point),
    U (pairing bye), Z (absent), and the points it gave; made as :class:`EventGame` is."""

    round: int
    player_id: int
    kind: str
    points: float


@dataclass(frozen=True, slots=True)
class ChessGameRow:
    """A game as the event's page lists it: its row id, date and the players' names beside the game."""

    id: int
    round: int | None
    board: int | None
    date: str | None
    white_id: int
    white: str
    black_id: int
    black: str
    result: str  # a key of CHESS_RESULTS; "*" not played yet

    @property
    def game(self) -> EventGame:
        """The game itself, as the tie-breaks read it (no round: round 0)."""
        return EventGame(self.round or 0, self.board, self.white_id, self.black_id, self.result)


@dataclass(frozen=True, slots=True)
class ByeRow:
    """A bye or an absence as the event's page lists it: its row id and the player's name beside the bye."""

    id: int
    round: int
    player_id: int
    name: str
    kind: str
    points: float

    @property
    def bye(self) -> EventBye:
        """The bye itself, as the tie-breaks read it."""
        return EventBye(self.round, self.player_id, self.kind, self.points)


@dataclass(frozen=True, slots=True)
class BattleRow:
    """A battle as the event's page lists it, generals by id and name (the engine's is
    ``core.bataille_empire.Battle``)."""

    id: int
    round: int
    date: str | None
    result: str
    scenario: str | None
    notes: str | None
    side_a: tuple[tuple[int, str], ...]  # generals as (player id, name), in order
    side_b: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True)
class DiplomacyPower:
    """One power of a Diplomacy game and the player who played it."""

    role: str
    player_id: int
    name: str
    centers: int
    eliminated: bool
    score: float | None  # entered by hand (manual scoring); None: computed


@dataclass(frozen=True, slots=True)
class DiplomacyGame:
    id: int
    ref: str
    first_resolution: str
    mode: str
    used_for_elo: bool
    state: str
    excluded: bool
    scoring: str
    variant: str
    results: tuple[DiplomacyPower, ...]

    def core_game(self) -> diplomacy.Game:
        """The game as the engine reads it (players by their id as text)."""
        return diplomacy.Game(
            id=self.ref, first_resolution=date.fromisoformat(self.first_resolution), mode=self.mode,
            used_for_elo=self.used_for_elo, state=self.state, excluded=self.excluded, variant=self.variant,
            scoring=self.scoring, results=tuple(diplomacy.Result(str(r.player_id), r.role, r.centers, r.eliminated,
                                                                 r.score) for r in self.results))


@dataclass(frozen=True, slots=True)
class EventRun:
    """An applied rating run that rated games of an event."""

    id: int
    kind: str  # "period" or "event"
    summary: str
    applied_at: str
