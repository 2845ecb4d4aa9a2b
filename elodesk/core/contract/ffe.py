"""The compute contract for ``ffe``, the French national Elo (ENGINE.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core import ffe
from elodesk.core.contract.common import (
    Output,
    check_unique_ids,
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


def read_archive(obj: Mapping[str, Any], path: str) -> ffe.FfeArchive:
    games = get_int(obj, "games", path, minimum=1)
    performance = get_number(obj, "performance", path)
    return ffe.FfeArchive(games, performance)


def read_player(obj: Mapping[str, Any], path: str) -> ffe.FfePlayer:
    pid = get_str(obj, "id", path)
    rating = get_int(obj, "rating", path, None, nullable=True, minimum=0)
    rating_type = None
    if obj.get("rating_type") is not None:
        rating_type = get_choice(obj, "rating_type", path, ffe.RATING_TYPES)
        if rating is None:
            raise InputError(path_of(path, "rating_type"), f"a rating type ({rating_type}) needs a rating")
        if rating_type == ffe.NATIONAL and rating % 10:
            raise InputError(path_of(path, "rating"), f"a national rating (N) is a multiple of 10, got {rating}")
    archive = None
    if obj.get("archive") is not None:
        archive_path = path_of(path, "archive")
        if rating is not None and not ffe.is_estimate(rating, rating_type):
            raise InputError(archive_path, f"a rated player ({rating}) carries no archive")
        archive = read_archive(expect_object(obj["archive"], archive_path), archive_path)
    birth_date = get_date(obj, "birth_date", path, None) if obj.get("birth_date") is not None else None
    return ffe.FfePlayer(pid, rating, archive, birth_date, rating_type)


def archive_to_json(archive: ffe.FfeArchive) -> dict[str, Any]:
    return {"games": archive.games, "performance": float(archive.performance)}


def outcome_to_json(raw: Mapping[str, Any], o: ffe.FfeOutcome) -> dict[str, Any]:
    """The input player's own keys, overwritten by his new state and the period's figures."""
    entry = dict(raw)
    entry["rating"] = o.rating
    if o.rating_type is None:
        entry.pop("rating_type", None)
    else:
        entry["rating_type"] = o.rating_type
    if o.archive is None:
        entry.pop("archive", None)
    else:
        entry["archive"] = archive_to_json(o.archive)
    entry["old_rating"] = o.old_rating
    entry["change"] = o.change
    entry["status"] = o.status
    if o.played:
        entry["performance"] = o.performance
        entry["compatible_games"] = o.compatible_games
    else:
        entry.pop("performance", None)
        entry.pop("compatible_games", None)
    entry["explanation"] = o.explanation
    return entry


def stream_document(doc: Mapping[str, Any]) -> Output:
    period = get_period(doc, required=True)
    assert period is not None
    players = read_list(doc, "players", read_player)
    ids = check_unique_ids(players, "players")
    games = read_chess_games(doc, ids)
    outcomes = ffe.outcomes(players, games, period)
    return Output({"system": "ffe"}, map(outcome_to_json, doc["players"], outcomes))
