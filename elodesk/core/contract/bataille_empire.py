"""The compute contract for ``bataille-empire`` (ENGINE.md)."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import chain, islice, repeat
from operator import add, eq, itemgetter
from typing import Any

from elodesk.core import bataille_empire as be
from elodesk.core.contract.common import (
    LARGEST,
    RATING_LIMIT,
    Output,
    check_unique_ids,
    expect_list,
    get_choice,
    get_date,
    get_int,
    get_str,
    parse_date,
    path_of,
    read_list,
    type_name,
)
from elodesk.core.errors import InputError

SIDES = ("side_a", "side_b")


def read_player(obj: Mapping[str, Any], path: str) -> be.Player:
    pid = get_str(obj, "id", path)
    rating = get_int(obj, "rating", path, be.START_LEVEL, maximum=RATING_LIMIT)
    games = get_int(obj, "games", path, 0, minimum=0)
    return be.Player(pid, rating, games)


def _read_side(obj: Mapping[str, Any], key: str, path: str) -> tuple[str, ...]:
    if key not in obj:
        raise InputError(path_of(path, key), "required field is missing")
    items = obj[key]
    if not isinstance(items, list) or not items:
        got = "an empty list" if isinstance(items, list) else type_name(items)
        raise InputError(path_of(path, key), f"expected a list of one or more player ids, got {got}")
    for i, pid in enumerate(items):
        if not isinstance(pid, str) or not pid:
            raise InputError(f"{path_of(path, key)}[{i}]",
                             f"expected a non-empty string, got {type_name(pid)}")
    return tuple(items)


def read_battle(obj: Mapping[str, Any], path: str) -> be.Battle:
    battle_id = get_str(obj, "id", path)
    day = get_date(obj, "date", path)
    event = get_str(obj, "event", path)
    rnd = get_int(obj, "round", path, minimum=1)
    side_a = _read_side(obj, "side_a", path)
    side_b = _read_side(obj, "side_b", path)
    result = get_choice(obj, "result", path, be.RESULTS)
    return be.Battle(battle_id, day, event, rnd, side_a, side_b, result)


def _check_generals(battles: list[be.Battle], player_ids: Mapping[str, int]) -> None:
    """Every general is a known player, named once in his battle."""
    for index, b in enumerate(battles):
        generals = (*b.side_a, *b.side_b)
        if len(set(generals)) == len(generals) and all(pid in player_ids for pid in generals):
            continue
        seen: dict[str, str] = {}  # something is wrong: find it and say where
        for key, side in zip(SIDES, (b.side_a, b.side_b), strict=True):
            for pos, pid in enumerate(side):
                where = f"games[{index}].{key}[{pos}]"
                if pid not in player_ids:
                    raise InputError(where, f'unknown player "{pid}"')
                if pid in seen:
                    what = "named twice on this side" if seen[pid].startswith(key) else "on both sides"
                    raise InputError(where, f'player "{pid}" is {what} (also {seen[pid]})')
                seen[pid] = f"{key}[{pos}]"


def _well_formed_battles(raw_battles: list[Any], player_ids: Mapping[str, int]) -> list[be.Battle] | None:
    """The battles, when every one is well formed; None as soon as one is not.

    Checked a field at a time over all the battles, as chess games are
    (``common._well_formed_chess_games``): a season's 100,000 battles read one by one
    through the field readers cost twice their parsing.
    """
    try:
        ids, days, events, rounds, sides_a, sides_b, results = (
            list(map(itemgetter(key), raw_battles)) for key in _BATTLE_KEYS)
        results = list(map(_RESULTS.__getitem__, results))
        if not (set(map(type, sides_a)) <= {list} and set(map(type, sides_b)) <= {list}
                and all(sides_a) and all(sides_b)):
            return None
        # Each general names the one text object of his player, each battle the one of its event: the
        # engine then reads a few thousand objects again and again, not 300,000 scattered copies.
        people = {pid: pid for pid in player_ids}
        generals_a = iter(list(map(people.__getitem__, chain.from_iterable(sides_a))))
        generals_b = iter(list(map(people.__getitem__, chain.from_iterable(sides_b))))
        named = {event: event for event in set(events)}
        unique = set(ids)
        dates = {day: parse_date(day, "") for day in set(days)}
        well_formed = (
            set(map(type, ids)) <= {str} and "" not in unique and len(unique) == len(ids)
            and set(map(type, named)) <= {str} and "" not in named
            and set(map(type, rounds)) <= {int} and (not rounds or (min(rounds) >= 1 and max(rounds) <= LARGEST))
        )
    except (KeyError, TypeError, InputError):
        return None
    if not well_formed:
        return None
    teams_a = [tuple(islice(generals_a, n)) for n in map(len, sides_a)]
    teams_b = [tuple(islice(generals_b, n)) for n in map(len, sides_b)]
    generals = list(map(add, teams_a, teams_b))
    if not all(map(eq, map(len, map(set, generals)), map(len, generals))):
        return None  # a general named twice
    return list(map(tuple.__new__, repeat(be.Battle), zip(
        ids, map(dates.__getitem__, days), map(named.__getitem__, events), rounds, teams_a, teams_b, results,
        strict=True)))


_RESULTS = {result: result for result in be.RESULTS}
_BATTLE_KEYS = ("id", "date", "event", "round", "side_a", "side_b", "result")


def read_battles(doc: Mapping[str, Any], player_ids: Mapping[str, int]) -> list[be.Battle]:
    """Read ``games``: well-formed battles the quick way, otherwise each through the field readers."""
    raw = expect_list(doc["games"], "games") if "games" in doc else None
    quick = None if raw is None else _well_formed_battles(raw, player_ids)
    if quick is not None:
        return quick
    battles = read_list(doc, "games", read_battle)
    check_unique_ids(battles, "games")
    _check_generals(battles, player_ids)
    return battles


def read_inactivity_years(doc: Mapping[str, Any]) -> list[int]:
    raw = doc.get("inactivity_years")
    if raw is None:
        return []
    items = expect_list(raw, "inactivity_years")
    years: list[int] = []
    for i, year in enumerate(items):
        if isinstance(year, float) and year.is_integer():
            year = int(year)
        if not isinstance(year, int) or isinstance(year, bool) or not 1 <= year <= 9999:
            shown = year if isinstance(year, int) and not isinstance(year, bool) else type_name(year)
            raise InputError(f"inactivity_years[{i}]", f"expected a year from 1 to 9999, got {shown}")
        if year in years:
            raise InputError(f"inactivity_years[{i}]", f"year {year} is listed twice")
        years.append(year)
    return years


def stream_document(doc: Mapping[str, Any]) -> Output:
    """Rate the season; each player's entry, with his records, is made as ``players`` reaches him."""
    players = read_list(doc, "players", read_player)
    ids = check_unique_ids(players, "players")
    battles = read_battles(doc, ids)
    years = read_inactivity_years(doc)
    outcomes = be.compute(players, battles, years)
    return Output({"system": be.SYSTEM}, map(outcome_to_json, doc["players"], outcomes))


def outcome_to_json(raw: Mapping[str, Any], o: be.Outcome) -> dict[str, Any]:
    """The input player's own keys, overwritten by his new state and the battles' figures."""
    entry = dict(raw)
    entry["rating"] = o.rating
    entry["games"] = o.games
    entry["grade"] = o.grade
    entry["old_rating"] = o.old_rating
    entry["change"] = o.rating - o.old_rating
    entry["status"] = o.status
    entry["explanation"] = list(o.explanation)
    return entry
