"""The compute contract for ``frbe`` and ``frbe-classic`` (ENGINE.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core import frbe
from elodesk.core.contract.common import (
    Output,
    check_unique_ids,
    expect_object,
    get_bool,
    get_choice,
    get_int,
    get_number,
    get_period,
    get_str,
    path_of,
    read_chess_games,
    read_list,
)
from elodesk.core.errors import InputError
from elodesk.core.frbe_editions import CLASSIC, EDITIONS, choose_edition
from elodesk.core.frbe_formulas import Archive


def read_archive(obj: Mapping[str, Any], path: str) -> Archive:
    games = get_int(obj, "games", path, minimum=0)
    if games >= frbe.FIRST_RATING_GAMES:
        raise InputError(path_of(path, "games"),
                         f"an unrated player's archive holds at most 19 games, got {games}")
    opponents_sum = get_int(obj, "opponents_sum", path, minimum=0)
    points = get_number(obj, "points", path, minimum=0)
    half_points = points * 2
    if half_points != int(half_points) or points > games:
        raise InputError(path_of(path, "points"),
                         f"expected a number of points in half points, at most {games}, got {points}")
    if games == 0 and opponents_sum:
        raise InputError(path_of(path, "opponents_sum"), "expected 0 for an archive of 0 games")
    return Archive(games, opponents_sum, int(half_points))


def read_player(obj: Mapping[str, Any], path: str) -> frbe.FrbePlayer:
    pid = get_str(obj, "id", path)
    rating = get_int(obj, "rating", path, None, nullable=True, minimum=0)
    games = get_int(obj, "games", path, 0, minimum=0)
    archive = None
    if obj.get("archive") is not None:
        if rating is not None:
            raise InputError(path_of(path, "archive"), "a rated player carries no archive")
        archive = read_archive(expect_object(obj["archive"], path_of(path, "archive")),
                               path_of(path, "archive"))
    fide = get_int(obj, "fide_rating", path, None, nullable=True, minimum=0)
    foreign = get_bool(obj, "foreign", path, False)
    member = get_bool(obj, "member", path, True)
    return frbe.FrbePlayer(pid, rating, games, archive, fide, foreign, member)


def archive_to_json(archive: Archive) -> dict[str, Any]:
    points = archive.half_points // 2 if archive.half_points % 2 == 0 else archive.half_points / 2
    return {"games": archive.games, "opponents_sum": archive.opponents_sum, "points": points}


def outcome_to_json(raw: Mapping[str, Any], o: frbe.FrbeOutcome) -> dict[str, Any]:
    """The input player's own keys, overwritten by his new state and the period's figures."""
    entry = dict(raw)
    entry["rating"] = o.rating
    entry["games"] = o.games
    if o.archive is not None:
        entry["archive"] = archive_to_json(o.archive)
    else:
        entry.pop("archive", None)
    entry["old_rating"] = o.old_rating
    entry["change"] = o.change
    entry["status"] = o.status
    if o.provisional_rating is not None:
        entry["provisional_rating"] = o.provisional_rating
    else:
        entry.pop("provisional_rating", None)
    if o.computed_rating is not None:
        entry["computed_rating"] = o.computed_rating
    else:
        entry.pop("computed_rating", None)
    entry["explanation"] = o.explanation
    return entry


def stream_document(doc: Mapping[str, Any]) -> Output:
    system = doc["system"]
    period = get_period(doc, required=False)
    options = expect_object(doc.get("options") or {}, "options")
    players_in = read_list(doc, "players", read_player)
    ids = check_unique_ids(players_in, "players")
    games = read_chess_games(doc, ids)
    head: dict[str, Any] = {"system": system}
    if system == "frbe":
        forced = get_choice(options, "edition", "options", EDITIONS, None)
        edition, basis = choose_edition(period, forced)
        head["edition"] = edition.id
        head["edition_basis"] = basis
        head["floor"] = edition.floor_for(period)
    else:
        edition = CLASSIC
    outcomes = frbe.outcomes(players_in, games, edition, period)
    return Output(head, map(outcome_to_json, doc["players"], outcomes))
