"""The compute contract for ``diplomacy`` (ENGINE.md)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from itertools import accumulate, chain, islice, repeat
from operator import eq, itemgetter, le
from typing import Any

from elodesk.core import diplomacy as dip
from elodesk.core.contract.common import (
    LARGEST,
    Output,
    check_unique_ids,
    expect_list,
    expect_object,
    get_bool,
    get_choice,
    get_date,
    get_int,
    get_number,
    get_str,
    path_of,
    read_list,
)
from elodesk.core.errors import InputError


def _read_role_rating(obj: Mapping[str, Any], path: str) -> dip.RoleRating:
    rating = get_number(obj, "rating", path)
    games = get_int(obj, "games", path, minimum=0)
    return dip.RoleRating(float(rating), games)


def read_player(obj: Mapping[str, Any], path: str) -> dip.Player:
    pid = get_str(obj, "id", path)
    raw = obj.get("ratings")
    ratings: dict[str, dict[str, dip.RoleRating]] = {}
    if raw is not None:
        rpath = path_of(path, "ratings")
        for mode, roles in expect_object(raw, rpath).items():
            mpath = path_of(rpath, mode)
            if mode not in dip.MODES:
                raise InputError(mpath, f'unknown mode "{mode}": expected one of {", ".join(dip.MODES)}')
            per_role: dict[str, dip.RoleRating] = {}
            for role, value in expect_object(roles, mpath).items():
                rolepath = path_of(mpath, role)
                if not role:
                    raise InputError(rolepath, "expected a role name, got an empty string")
                per_role[role] = _read_role_rating(expect_object(value, rolepath), rolepath)
            ratings[mode] = per_role
    return dip.Player(pid, ratings)


def _read_result(obj: Mapping[str, Any], path: str, manual: bool) -> dip.Result:
    player = get_str(obj, "player", path)
    role = get_str(obj, "role", path)
    centers = get_int(obj, "centers", path, minimum=0)
    eliminated = get_bool(obj, "eliminated", path)
    if eliminated and centers:
        raise InputError(path_of(path, "centers"), f"an eliminated power holds no centre, got {centers}")
    score = get_number(obj, "score", path, minimum=0) if manual else get_number(obj, "score", path, None, minimum=0)
    return dip.Result(player, role, centers, eliminated, None if score is None else float(score))


def read_game(obj: Mapping[str, Any], path: str) -> dip.Game:
    game_id = get_str(obj, "id", path)
    day = get_date(obj, "first_resolution", path)
    mode = get_choice(obj, "mode", path, dip.MODES)
    used = get_bool(obj, "used_for_elo", path)
    state = get_str(obj, "state", path)
    excluded = get_bool(obj, "excluded", path)
    variant = dip.VARIANTS[get_choice(obj, "variant", path, dip.VARIANTS)]
    scoring = get_choice(obj, "scoring", path, dip.SCORING)
    rpath = path_of(path, "results")
    if "results" not in obj:
        raise InputError(rpath, "required field is missing")
    results: list[dip.Result] = []
    roles: dict[str, int] = {}
    players: dict[str, int] = {}
    for j, raw in enumerate(expect_list(obj["results"], rpath)):
        where = f"{rpath}[{j}]"
        r = _read_result(expect_object(raw, where), where, scoring == dip.MANUAL)
        if r.role not in variant.roles:
            raise InputError(path_of(where, "role"), f'role "{r.role}" is not in variant {variant.id} '
                             f'(expected one of {", ".join(variant.roles)})')
        if r.role in roles:
            raise InputError(path_of(where, "role"),
                             f'role "{r.role}" is played twice (also results[{roles[r.role]}])')
        if r.player in players:
            raise InputError(path_of(where, "player"), f'player "{r.player}" plays twice in this game '
                             f"(also results[{players[r.player]}])")
        roles[r.role] = j
        players[r.player] = j
        results.append(r)
    held = sum(r.centers for r in results)
    if held > variant.centers:
        raise InputError(rpath, f"the powers hold {held} centres, more than the {variant.centers} "
                                f"of variant {variant.id}")
    return dip.Game(game_id, day, mode, used, state, excluded, variant.id, scoring, tuple(results))


def _check_players(games: list[dip.Game], player_ids: Mapping[str, int]) -> None:
    for index, game in enumerate(games):
        for j, r in enumerate(game.results):
            if r.player not in player_ids:
                raise InputError(f"games[{index}].results[{j}].player", f'unknown player "{r.player}"')


_GAME_KEYS = ("id", "first_resolution", "mode", "used_for_elo", "state", "excluded", "variant", "scoring", "results")
_RESULT_KEYS = ("player", "role", "centers", "eliminated")
_VARIANT_ROLES = {vid: frozenset(v.roles) for vid, v in dip.VARIANTS.items()}
_VARIANT_CENTERS = {vid: v.centers for vid, v in dip.VARIANTS.items()}


def _well_formed_games(raw_games: list[Any], player_ids: Mapping[str, int]) -> list[dip.Game] | None:
    """The games, when every one is well formed; None as soon as one is not (the field readers then say why).

    Checked a field at a time over all the games and all their results, as chess games are
    (``common._well_formed_chess_games``): 100,000 games' 700,000 results read one by one
    through the field readers cost five times their parsing.
    """
    try:
        return _checked_games(raw_games, player_ids)
    except (KeyError, TypeError, AttributeError, ValueError):  # a wrong type or a missing key somewhere
        return None


def _checked_games(raw_games: list[Any], player_ids: Mapping[str, int]) -> list[dip.Game] | None:
    ids, days, modes, used, states, excluded, variants, scorings, results = (
        list(map(itemgetter(key), raw_games)) for key in _GAME_KEYS)
    unique = set(ids)
    if not (set(map(type, ids)) <= {str} and "" not in unique and len(unique) == len(ids)
            and set(map(type, days)) <= {str} and set(map(len, days)) <= {10}
            and set(modes) <= set(dip.MODES) and set(map(type, used)) <= {bool}
            and set(map(type, excluded)) <= {bool} and set(map(type, states)) <= {str} and "" not in set(states)
            and set(variants) <= dip.VARIANTS.keys() and set(scorings) <= dip.SCORING.keys()
            and set(map(type, results)) <= {list}):
        return None
    dates = {day: date.fromisoformat(day) for day in set(days)}
    flat = list(chain.from_iterable(results))
    players, roles, centers, eliminated = (list(map(itemgetter(key), flat)) for key in _RESULT_KEYS)
    scores = list(map(dict.get, flat, repeat("score")))
    if not (player_ids.keys() >= set(players) and set(map(type, centers)) <= {int}
            and (not centers or (min(centers) >= 0 and max(centers) <= LARGEST))
            and set(map(type, eliminated)) <= {bool} and not any(map(bool.__and__, eliminated, map(bool, centers)))):
        return None
    if set(scores) - {None}:  # scores given (manual scoring): numbers ≥ 0
        if not (set(map(type, scores)) <= {int, float, type(None)}
                and all(0 <= x <= LARGEST for x in scores if x is not None)):
            return None
        scores = [None if x is None else float(x) for x in scores]
    sizes = list(map(len, results))
    starts = [0, *accumulate(sizes)]
    game_roles = [roles[a:a + n] for a, n in zip(starts, sizes, strict=False)]
    game_players = [players[a:a + n] for a, n in zip(starts, sizes, strict=False)]
    held = [sum(centers[a:a + n]) for a, n in zip(starts, sizes, strict=False)]
    if not (all(map(frozenset.issuperset, map(_VARIANT_ROLES.__getitem__, variants), game_roles))
            and all(map(eq, map(len, map(set, game_roles)), sizes))
            and all(map(eq, map(len, map(set, game_players)), sizes))
            and all(map(le, held, map(_VARIANT_CENTERS.__getitem__, variants)))):
        return None
    if dip.MANUAL in set(scorings) and any(  # a manual game's results each carry a score
            None in scores[a:a + n] for a, n, scoring in zip(starts, sizes, scorings, strict=False)
            if scoring == dip.MANUAL):
        return None
    people = {pid: pid for pid in player_ids}  # each result names the one text object of its player
    flat_results = iter(list(map(tuple.__new__, repeat(dip.Result), zip(
        map(people.__getitem__, players), roles, centers, eliminated, scores, strict=True))))
    return list(map(tuple.__new__, repeat(dip.Game), zip(
        ids, map(dates.__getitem__, days), modes, used, states, excluded, variants, scorings,
        [tuple(islice(flat_results, n)) for n in sizes], strict=True)))


def read_games(doc: Mapping[str, Any], player_ids: Mapping[str, int]) -> list[dip.Game]:
    """Read ``games``: well-formed games the quick way, otherwise each through the field readers."""
    raw = expect_list(doc["games"], "games") if "games" in doc else None
    quick = None if raw is None else _well_formed_games(raw, player_ids)
    if quick is not None:
        return quick
    games = read_list(doc, "games", read_game)
    check_unique_ids(games, "games")
    _check_players(games, player_ids)
    return games


def ratings_to_json(ratings: Mapping[str, Mapping[str, dip.RoleRating]]) -> dict[str, Any]:
    return {mode: {role: {"rating": rr.rating, "games": rr.games} for role, rr in roles.items()}
            for mode, roles in ratings.items()}


def stream_document(doc: Mapping[str, Any]) -> Output:
    """Rate the games; each player's entry, with his records, is made as ``players`` reaches him."""
    players = read_list(doc, "players", read_player)
    ids = check_unique_ids(players, "players")
    games = read_games(doc, ids)
    outcomes = dip.compute(players, games)
    return Output({"system": dip.SYSTEM}, map(outcome_to_json, doc["players"], outcomes))


def outcome_to_json(raw: Mapping[str, Any], o: dip.Outcome) -> dict[str, Any]:
    """The input player's own keys, overwritten by his new ratings and the games' figures."""
    entry = dict(raw)
    entry["ratings"] = ratings_to_json(o.ratings)
    entry["global"] = dict(o.global_ratings)
    entry["old_rating"] = None
    entry["change"] = None
    entry["status"] = o.status
    entry["explanation"] = list(o.explanation)
    return entry
