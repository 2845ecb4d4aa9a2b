"""The compute contract for ``fide``, FIDE ratings of one rate (ENGINE.md)."""

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


def stream_document(doc: Mapping[str, Any]) -> Output:
    period = get_period(doc, required=True)
    assert period is not None and period.start is not None
    rate = get_choice(doc, "rate", "", fide.RATES)
    players = read_list(doc, "players", read_player)
    ids = check_unique_ids(players, "players")
    games = read_chess_games(_dated_games(doc, period.start.isoformat()), ids)
    outcomes = fide.compute(players, games, rate, period)
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
    entry["status"] = o.status
    entry["explanation"] = o.explanation
    return entry
