"""The compute contract for ``fide``, FIDE ratings of one rate (ENGINE.md).

The period's tournaments (``events``, each with its start and its players' ratings on the list in
force then) and each game's ``event`` are read here; an event entry may also list its games
(``"games": [game ids]``, a key ENGINE.md leaves free), the form the club database hands over with
its games as the contract's rows (``ChessGame``), which carry no event.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core import fide
from elodesk.core.contract.common import (
    Output,
    check_unique_ids,
    expect_list,
    expect_object,
    get_choice,
    get_date,
    get_int,
    get_number,
    get_period,
    get_str,
    path_of,
    read_chess_games,
    read_list,
)
from elodesk.core.errors import InputError
from elodesk.core.fide_events import FideEvent
from elodesk.core.model import ChessGame

_SCORES = {0: 0, 0.5: 1, 1: 2}  # score -> half-points


def read_pooled(obj: Mapping[str, Any], path: str) -> fide.PooledResult:
    rating = get_int(obj, "opponent_rating", path, minimum=0)
    score = get_number(obj, "score", path)
    if score not in _SCORES:
        raise InputError(path_of(path, "score"), f"expected 0, 0.5 or 1, got {score}")
    return fide.PooledResult(rating, _SCORES[score])


def read_player(obj: Mapping[str, Any], path: str) -> fide.FidePlayer:
    pid = get_str(obj, "id", path)
    rating = get_int(obj, "rating", path, None, nullable=True, minimum=0)
    games = get_int(obj, "games", path, 0, minimum=0)
    birth_date = get_date(obj, "birth_date", path, None) if obj.get("birth_date") is not None else None
    k = get_int(obj, "k", path, None, nullable=True, minimum=1)
    standard = get_int(obj, "standard_rating", path, None, nullable=True, minimum=0)
    pool: tuple[fide.PooledResult, ...] = ()
    if obj.get("unrated_games") is not None:
        pool_path = path_of(path, "unrated_games")
        items = expect_list(obj["unrated_games"], pool_path)
        if items and rating is not None:
            raise InputError(pool_path, f"a rated player ({rating}) carries no unrated games")
        pool = tuple(read_pooled(expect_object(item, path_of(pool_path, i)), path_of(pool_path, i))
                     for i, item in enumerate(items))
    return fide.FidePlayer(pid, rating, games, birth_date, k, standard, pool)


def pool_to_json(pool: tuple[fide.PooledResult, ...]) -> list[dict[str, Any]]:
    return [{"opponent_rating": r.opponent_rating, "score": r.half_points / 2 if r.half_points == 1
             else r.half_points // 2} for r in pool]


def _dated_games(doc: Mapping[str, Any], start: str) -> Mapping[str, Any]:
    """The document's games, a game without a date dated the period's start (A1)."""
    games = doc.get("games")
    if not isinstance(games, list) or all(not isinstance(g, dict) or g.get("date") is not None for g in games):
        return doc
    dated = [dict(g, date=start) if isinstance(g, dict) and g.get("date") is None else g for g in games]
    return {"games": dated}


RULES = ("7.1.3", "9.1")  # why an event goes on its list: the default, or one list later


def _optional(obj: Mapping[str, Any], key: str, path: str, read: Any, *args: Any) -> Any:
    """An optional field read by ``read`` (absent or null: None)."""
    return read(obj, key, path, *args) if obj.get(key) is not None else None


def read_event(obj: Mapping[str, Any], path: str, players: Mapping[str, int]) -> FideEvent:
    """An entry of ``events``: its id, start and players' ratings (and what the explanation names)."""
    ratings_path = path_of(path, "ratings")
    if "ratings" not in obj:
        raise InputError(ratings_path, "required field is missing")
    ratings = expect_object(obj["ratings"], ratings_path)
    for pid in ratings:
        if pid not in players:
            raise InputError(ratings_path, f'unknown player "{pid}"')
        get_int(ratings, pid, ratings_path, nullable=True, minimum=0)
    return FideEvent(get_str(obj, "id", path), get_date(obj, "start", path), dict(ratings),
                     _optional(obj, "name", path, get_str), _optional(obj, "end", path, get_date),
                     _optional(obj, "list", path, get_date), _optional(obj, "rule", path, get_choice, RULES),
                     _optional(obj, "ratings_list", path, get_date))


def read_events(doc: Mapping[str, Any], players: Mapping[str, int],
                games: list[ChessGame]) -> tuple[list[FideEvent], dict[str, str]]:
    """The period's tournaments and each game's (game id -> event id), every reference checked:
    an unknown event or game, or an event without a rating for one of its game's players, is refused."""
    raw = expect_list(doc["events"], "events") if doc.get("events") is not None else []
    events = [read_event(expect_object(item, path_of("events", i)), path_of("events", i), players)
              for i, item in enumerate(raw)]
    known = check_unique_ids(events, "events")
    game_ids = {game.id: i for i, game in enumerate(games)}
    game_events: dict[str, str] = {}
    for i, item in enumerate(raw):
        games_path = path_of(path_of("events", i), "games")
        for game_id in expect_list(item["games"], games_path) if item.get("games") is not None else ():
            if not isinstance(game_id, str) or game_id not in game_ids:
                raise InputError(games_path, f'unknown game "{game_id}"')
            game_events[game_id] = events[i].id
    for i, game in enumerate(doc.get("games") or ()):
        if isinstance(game, dict) and game.get("event") is not None:
            event = game["event"]
            if not isinstance(event, str) or event not in known:
                raise InputError(path_of(path_of("games", i), "event"), f'unknown event "{event}"')
            game_events[games[i].id] = event
    for game_id, event in game_events.items():
        game = games[game_ids[game_id]]
        index = known[event]
        for pid in (game.white, game.black):
            if pid not in events[index].ratings:
                raise InputError(path_of(path_of("events", index), "ratings"),
                                 f'no rating for player "{pid}" of game "{game_id}"')
    return events, game_events


def stream_document(doc: Mapping[str, Any]) -> Output:
    period = get_period(doc, required=True)
    assert period is not None and period.start is not None
    rate = get_choice(doc, "rate", "", fide.RATES)
    players = read_list(doc, "players", read_player)
    ids = check_unique_ids(players, "players")
    games = read_chess_games(_dated_games(doc, period.start.isoformat()), ids)
    events, game_events = read_events(doc, ids, games)
    outcomes = fide.compute(players, games, rate, period, events, game_events)
    return Output({"system": "fide", "rate": rate}, map(outcome_to_json, doc["players"], outcomes))


def outcome_to_json(raw: Mapping[str, Any], o: fide.FideOutcome) -> dict[str, Any]:
    """The input player's own keys, overwritten by his new state and the period's figures."""
    entry = dict(raw)
    entry["rating"] = o.rating
    entry["games"] = o.games
    if o.unrated_games:
        entry["unrated_games"] = pool_to_json(o.unrated_games)
    else:
        entry.pop("unrated_games", None)
    entry["old_rating"] = o.old_rating
    entry["change"] = o.change
    entry["k"] = o.k
    entry["k_next"] = o.k_next
    entry["status"] = o.status
    entry["explanation"] = o.explanation
    return entry
