"""The what-if calculator's document: one player, a few games, any system, as ``elodesk compute`` reads it.

Nothing touches the club database: what the officer types (``WhatIf``) becomes a compute document
(ENGINE.md), which ``compute`` runs as the command line does, handing the player back as a
``PreviewRow`` the Ratings page's explanation reads. A refusal is a ``WhatIfInputError`` naming
what is wrong by a key and its values: the window phrases it in its language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

from elodesk.core.contract import stream_document
from elodesk.core.diplomacy import ELO_DEF, STANDARD
from elodesk.core.systems import RatingSystem, get_system
from elodesk.core.whatif_fields import BATTLES, DAY, LIST, POINTS
from elodesk.store.ratings import ContractState, rate_state
from elodesk.store.run_document import Document
from elodesk.store.run_preview import Preview, preview_row

RATED, UNRATED = "rated", "unrated"
CHESS_RESULTS = {"win": "1-0", "draw": "1/2-1/2", "loss": "0-1"}  # the player has White
# Bataille Empire outcomes from the player's side (he is side A).
BATTLE_RESULTS = ("a-crushing", "a-decisive", "a-marginal", "draw", "b-marginal", "b-decisive", "b-crushing")
SCORINGS = ("c-diplo", "dss", "sos", "centers")
OPPONENT_GAMES = 100  # opponents are established players: their own K plays no part in the player's figure
# The golden check of RULES.md: a first board that shows how the calculator reads a game.
EXAMPLE_CENTRES = {"Austria": 4, "England": 0, "France": 9, "Germany": 7, "Italy": 7, "Russia": 3, "Turkey": 4}

# The refusals, by key (the window has a sentence for each; its values are the error's ``values``).
NO_GAMES = "no_games"
OPPONENT_NOT_TENS = "opponent_not_tens"  # n, rating
RATING_NOT_TENS = "rating_not_tens"  # rating
ARCHIVE_POINTS = "archive_points"  # n
TOO_MANY_CENTRES = "too_many_centres"  # total, max


class WhatIfInputError(ValueError):
    """Something typed cannot be computed: ``key`` says what, ``values`` fill the window's sentence."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


@dataclass(slots=True)
class GameLine:
    """One game of the calculation: the opponent's rating and the player's result."""

    opponent: int
    result: str  # a key of CHESS_RESULTS or of BATTLE_RESULTS


@dataclass(slots=True)
class BoardLine:
    """One power of a Diplomacy board: its player's rating in that role, and how the game ended."""

    role: str
    rating: float = ELO_DEF
    games: int = 0
    centres: int = 0
    eliminated: bool = False
    new_rating: float | None = field(default=None)


def example_board() -> list[BoardLine]:
    """The first board shown: RULES.md's golden check, every player new to his power."""
    return [BoardLine(r, centres=EXAMPLE_CENTRES.get(r, 0), eliminated=EXAMPLE_CENTRES.get(r, 0) == 0)
            for r in STANDARD.roles]


@dataclass(frozen=True, slots=True)
class WhatIf:
    """What the officer typed: the rules, the player, his games (or the Diplomacy board)."""

    system: str
    day: date
    player: str  # his name in the explanation
    games: list[GameLine]
    opponent_name: str = "opponent {n}"  # the n-th opponent's name, in the window's language
    event_name: str = "what-if"  # the battles' event
    edition: str | None = None  # a system with editions: None is the edition in force at the date
    status: str = RATED  # rated or unrated, for a system whose form asks it (``WhatIfFields.unrated``)
    rating: int = 1500
    career_games: int = 0
    archive_games: int = 0
    archive_sum: int = 0
    archive_points: float = 0
    archive_performance: float = 1500
    birth_year: int | None = None  # a system that asks it: None is unknown (a senior)
    mode: str = "classic"  # a Diplomacy board's
    scoring: str = SCORINGS[0]
    board: list[BoardLine] = field(default_factory=list)
    rate: str | None = None  # a system of several rates (FIDE): the list rated; None: its first
    k: int | None = None  # a system that asks it: the K on his last list; None: K follows the rules


def document(w: WhatIf) -> Document:
    """The compute document (ENGINE.md) of what is typed, as the system's record shapes it; raises
    WhatIfInputError."""
    system = get_system(w.system)
    fields = system.whatif
    if fields.board:
        return _board_document(w)
    if not w.games and not is_unrated(system, w.status):
        raise WhatIfInputError(NO_GAMES)
    day = w.day.isoformat()
    step, career = system.rating_step, "games" in system.state_fields
    players = [_player(system, w)]
    games: list[Document] = []
    for n, game in enumerate(w.games, start=1):
        opponent = w.opponent_name.format(n=n)
        if game.opponent % step:
            raise WhatIfInputError(OPPONENT_NOT_TENS, n=n, rating=game.opponent)
        players.append({"id": opponent, "rating": game.opponent, **({"games": OPPONENT_GAMES} if career else {})})
        if fields.results == BATTLES:
            games.append({"id": str(n), "date": day, "event": w.event_name, "round": n,
                          "side_a": [w.player], "side_b": [opponent], "result": game.result})
        else:
            games.append({"id": str(n), "date": day, "white": w.player, "black": opponent,
                          "result": CHESS_RESULTS[game.result]})
    doc: Document = {"system": w.system, "players": players, "games": games}
    if system.per_rate:
        doc["rate"] = w.rate or system.rates[0]
    if fields.period == LIST:
        doc["period"] = {"start": system.period_of(w.day)[0].isoformat(), "end": day}
    elif fields.period == DAY:
        doc["period"] = {"start": day, "end": day}
    if fields.editions and w.edition is not None:
        doc["options"] = {"edition": w.edition}
    return doc


def is_unrated(system: RatingSystem, status: str) -> bool:
    """Whether the player typed is unrated: the status counts only where the form asks it."""
    return system.whatif.unrated is not None and status == UNRATED


def _player(system: RatingSystem, w: WhatIf) -> Document:
    """The player typed: his rating (and games played, where the system counts them) or his archive."""
    player: Document
    if not is_unrated(system, w.status):
        if w.rating % system.rating_step:
            raise WhatIfInputError(RATING_NOT_TENS, rating=w.rating)
        player = {"id": w.player, "rating": w.rating}
        if "games" in system.state_fields:
            player["games"] = w.career_games
        if system.whatif.list_k and w.k:
            player["k"] = w.k
    else:
        player = {"id": w.player, "rating": None}
        n = w.archive_games
        if system.whatif.unrated == POINTS:
            points = w.archive_points
            if points > n or (points * 2) != int(points * 2):
                raise WhatIfInputError(ARCHIVE_POINTS, n=n)
            player["games"] = 0
            player["archive"] = {"games": n, "opponents_sum": w.archive_sum if n else 0, "points": points if n else 0}
        elif n:  # PERFORMANCE
            player["archive"] = {"games": n, "performance": w.archive_performance}
    if system.whatif.birth_year and w.birth_year is not None:
        player["birth_date"] = f"{w.birth_year}-07-01"
    return player


def _board_document(w: WhatIf) -> Document:
    players, results = [], []
    for b in w.board:
        players.append({"id": b.role, "ratings": {w.mode: {b.role: {"rating": b.rating, "games": b.games}}}})
        results.append({"player": b.role, "role": b.role, "centers": b.centres, "eliminated": b.eliminated})
    total = sum(b.centres for b in w.board)
    if total > STANDARD.centers:
        raise WhatIfInputError(TOO_MANY_CENTRES, total=total, max=STANDARD.centers)
    game = {"id": "1", "first_resolution": w.day.isoformat(), "mode": w.mode, "used_for_elo": True,
            "state": "finished", "excluded": False, "variant": STANDARD.id, "scoring": w.scoring, "results": results}
    return {"system": w.system, "players": players, "games": [game]}


class ClubState(NamedTuple):
    """What a club player's current state fills in (None: the field keeps what is typed)."""

    rating: int | None  # None: unrated (a French estimate is not a rating, RULES.md)
    games: int | None
    archive_games: int
    archive_sum: int
    archive_points: float
    archive_performance: float | None
    k: int | None = None  # the K on his last list, where the form asks it


def club_state(system: str, state: ContractState, rate: str | None = None) -> ClubState:
    """The fields a player's state fills in (a player of a system whose form takes a board has none); a
    system of several rates keeps a state on each list: ``rate``'s fills them."""
    record = get_system(system)
    if rate is not None:
        state = rate_state(state, rate)
    rating = state.get("rating")
    if record.is_estimate(rating, state):
        rating = None
    games = int(state["games"]) if "games" in state and record.whatif.career_games else None
    archive = state.get("archive") or {}
    performance = archive.get("performance")
    k = state.get("k") if record.whatif.list_k else None
    return ClubState(None if rating is None else int(rating), games, int(archive.get("games", 0)),
                     int(archive.get("opponents_sum", 0)), float(archive.get("points", 0)),
                     None if performance is None else float(performance), None if k is None else int(k))


def role_state(state: ContractState, mode: str, role: str) -> tuple[float, int]:
    """A Diplomacy player's rating and games in one power and mode (new to it: the default)."""
    entry = state.get("ratings", {}).get(mode, {}).get(role, {})
    return float(entry.get("rating", ELO_DEF)), int(entry.get("games", 0))


def compute(doc: Document) -> Preview:
    """Run the document as ``elodesk compute`` does (InputError on bad input); each player a row."""
    output = stream_document(doc)
    return Preview(output.head, [preview_row(entry) for entry in output.players])


def new_role_ratings(result: Preview, mode: str) -> dict[str, float]:
    """A Diplomacy board's new rating of each power (each player is named by his power)."""
    return {row.id: row.entry["ratings"][mode][row.id]["rating"] for row in result.players}
