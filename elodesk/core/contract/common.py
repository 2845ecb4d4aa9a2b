"""Readers for the fields of a compute document (ENGINE.md), with named errors.

Each reader takes the enclosing object, the key and the path of that object,
and raises :class:`InputError` naming the full path (``players[3].rating``)
and what was expected. The document is already parsed JSON: no I/O here.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from itertools import repeat
from operator import eq, itemgetter
from typing import Any, TypeVar

from elodesk.core.errors import InputError
from elodesk.core.model import CHESS_RESULTS, ChessGame, Period

T = TypeVar("T")
_MISSING: Any = object()
# No rating, count or sum of the contract comes near this; larger numbers overflow the engines' formulas
# (and integers past 64 bits cannot be written back).
LARGEST = 10**9
RATING_LIMIT = 100_000  # ratings are four-figure numbers; 10 ** (difference / 400) overflows past ~120,000
MAX_DEPTH = 64


@dataclass(frozen=True, slots=True)
class Output:
    """An output document (ENGINE.md) whose players are computed as they are read.

    The input is read and checked before an ``Output`` exists; each player's entry, with his
    explanation, is then made when ``players`` reaches him, so that the command line writes
    it and lets it go (a federation period's explanations are four times its input).
    """

    head: dict[str, Any]  # every top-level key but "players", in the order written
    players: Iterator[dict[str, Any]]  # one entry per input player, in input order

    def document(self) -> dict[str, Any]:
        """The whole document at once."""
        return {**self.head, "players": list(self.players)}


def path_of(parent: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{parent}[{key}]"
    return f"{parent}.{key}" if parent else key


def type_name(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)


def expect_object(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise InputError(path, f"expected an object, got {type_name(value)}")
    return value


def expect_list(value: object, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise InputError(path, f"expected a list, got {type_name(value)}")
    return value


def _get(obj: Mapping[str, Any], key: str, parent: str, default: Any) -> Any:
    if key in obj:
        return obj[key]
    if default is _MISSING:
        raise InputError(path_of(parent, key), "required field is missing")
    return default


def get_str(obj: Mapping[str, Any], key: str, parent: str, default: Any = _MISSING) -> Any:
    value = _get(obj, key, parent, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, str) or not value:
        raise InputError(path_of(parent, key), f"expected a non-empty string, got {type_name(value)}")
    return value


def get_int(
    obj: Mapping[str, Any], key: str, parent: str, default: Any = _MISSING, *,
    nullable: bool = False, minimum: int | None = None, maximum: int = LARGEST,
) -> Any:
    value = _get(obj, key, parent, default)
    if value is None and nullable:
        return None
    if value is default and default is not _MISSING:
        return value
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        wanted = "an integer or null" if nullable else "an integer"
        raise InputError(path_of(parent, key), f"expected {wanted}, got {type_name(value)}")
    _check_size(value, path_of(parent, key), maximum)
    if minimum is not None and value < minimum:
        raise InputError(path_of(parent, key), f"expected an integer ≥ {minimum}, got {value}")
    return value


def get_number(
    obj: Mapping[str, Any], key: str, parent: str, default: Any = _MISSING, *,
    minimum: float | None = None,
) -> Any:
    value = _get(obj, key, parent, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise InputError(path_of(parent, key), f"expected a number, got {type_name(value)}")
    if value != value or value in (float("inf"), float("-inf")):
        raise InputError(path_of(parent, key), "expected a finite number")
    _check_size(value, path_of(parent, key), LARGEST)
    if minimum is not None and value < minimum:
        raise InputError(path_of(parent, key), f"expected a number ≥ {minimum}, got {value}")
    return value


def _check_size(value: float, path: str, largest: int) -> None:
    if abs(value) > largest:
        raise InputError(path, f"expected a number of at most {largest:,} in size, got {value:.6g}")


def check_depth(doc: object, limit: int = MAX_DEPTH, *, skip: Collection[str] = ()) -> None:
    """Refuse a document nested deeper than ``limit`` lists and objects, naming the deepest path.

    The contract's own fields are three levels deep; a document is written back with its
    extra fields, and the JSON writer stops at 255 levels. ``skip`` names top-level keys left
    unwalked: ``games`` are read field by field and never written back, and walking every value
    of 100,000 of them cost a fifth of a run. Only lists and objects holding lists or objects
    are followed (a test in ``map``), and a path is made only for them.
    """
    stack: list[tuple[object, str, str | int | None, int]] = [(doc, "", None, 0)]
    while stack:
        value, parent, key, depth = stack.pop()
        if isinstance(value, dict):
            items: Iterable[tuple[Any, Any]] = value.items()
            if depth == 0 and skip:
                items = [(k, v) for k, v in items if k not in skip]
            children: Iterable[Any] = value.values()
        elif isinstance(value, list):
            items, children = enumerate(value), value
        else:
            continue
        if not value:
            continue
        here = parent if key is None else path_of(parent, key)
        if depth >= limit:
            first = next(iter(items))[0]
            raise InputError(path_of(here, first if isinstance(first, int) else str(first)),
                             f"nested more than {limit} levels deep")
        if not any(map(isinstance, children, repeat(_CONTAINERS))):
            continue
        stack.extend((v, here, k if isinstance(k, int) else str(k), depth + 1)
                     for k, v in items if isinstance(v, _CONTAINERS))


_CONTAINERS = (dict, list)


def get_bool(obj: Mapping[str, Any], key: str, parent: str, default: Any = _MISSING) -> Any:
    value = _get(obj, key, parent, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, bool):
        raise InputError(path_of(parent, key), f"expected true or false, got {type_name(value)}")
    return value


def parse_date(value: object, path: str) -> date:
    if isinstance(value, str) and len(value) == 10:
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    shown = f'"{value}"' if isinstance(value, str) else type_name(value)
    raise InputError(path, f"expected a date YYYY-MM-DD, got {shown}")


def get_date(obj: Mapping[str, Any], key: str, parent: str, default: Any = _MISSING) -> Any:
    value = _get(obj, key, parent, default)
    if value is default and default is not _MISSING:
        return value
    return parse_date(value, path_of(parent, key))


def get_choice(obj: Mapping[str, Any], key: str, parent: str, choices: Any,
               default: Any = _MISSING) -> Any:
    value = _get(obj, key, parent, default)
    if value is default and default is not _MISSING:
        return value
    if not isinstance(value, str) or value not in choices:
        shown = f'"{value}"' if isinstance(value, str) else type_name(value)
        allowed = ", ".join(sorted(choices))
        raise InputError(path_of(parent, key), f"expected one of {allowed}, got {shown}")
    return value


def get_period(doc: Mapping[str, Any], *, required: bool) -> Period | None:
    if "period" not in doc or doc["period"] is None:
        if required:
            raise InputError("period", "required field is missing")
        return None
    obj = expect_object(doc["period"], "period")
    start = get_date(obj, "start", "period", None)
    end = get_date(obj, "end", "period", None)
    if required and start is None:
        raise InputError("period.start", "required field is missing")
    if start is not None and end is not None and end < start:
        raise InputError("period.end", f"the period ends ({end}) before it starts ({start})")
    return Period(start=start, end=end)


def read_list(doc: Mapping[str, Any], key: str, item: Callable[[Mapping[str, Any], str], T]) -> list[T]:
    """Read a required list of objects, each through ``item(obj, path)``."""
    items = expect_list(_get(doc, key, "", _MISSING), key)
    out: list[T] = []
    for index, raw in enumerate(items):
        path = f"{key}[{index}]"
        out.append(item(expect_object(raw, path), path))
    return out


def check_unique_ids(items: list[Any], key: str) -> dict[str, int]:
    """Map id -> index, refusing a repeated id."""
    seen: dict[str, int] = {}
    for index, it in enumerate(items):
        if it.id in seen:
            raise InputError(f"{key}[{index}].id", f'duplicate id "{it.id}" (also {key}[{seen[it.id]}])')
        seen[it.id] = index
    return seen


def read_chess_game(obj: Mapping[str, Any], path: str) -> ChessGame:
    game_id = get_str(obj, "id", path)
    day = get_date(obj, "date", path).isoformat()
    white = get_str(obj, "white", path)
    black = get_str(obj, "black", path)
    result = get_choice(obj, "result", path, CHESS_RESULTS)
    if white == black:
        raise InputError(path_of(path, "black"), f'a player cannot play himself ("{white}")')
    return ChessGame(id=game_id, date=day, white=white, black=black, result=result)


_RESULTS = {result: result for result in CHESS_RESULTS}
_GAME_FIELDS = ("id", "date", "white", "black", "result")


def _valid_iso_date(value: object, known: set[str]) -> bool:
    """Whether ``value`` is a date YYYY-MM-DD; ``known`` remembers the dates already checked."""
    if type(value) is not str or len(value) != 10:
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    known.add(value)
    return True


def _well_formed_chess_games(raw_games: list[Any], player_ids: Mapping[str, int]) -> list[ChessGame] | None:
    """The games, when every one is well formed; None as soon as one is not.

    Checked a field at a time over all the games (the loops run inside the interpreter's
    own list, set and map code): a federation period holds 100,000 games, and a loop in
    Python over them cost more than parsing them. Players, dates and results are looked
    up in tables of the known ones, which checks them (an unknown or unhashable value ends
    the quick way) and makes each game name the same text object as every other game: the
    engines then read a few thousand objects again and again instead of 400,000 scattered
    copies.
    """
    try:
        ids, days, whites, blacks, results = (list(map(itemgetter(field), raw_games)) for field in _GAME_FIELDS)
        players = {pid: pid for pid in player_ids}
        whites = list(map(players.__getitem__, whites))
        blacks = list(map(players.__getitem__, blacks))
        results = list(map(_RESULTS.__getitem__, results))
        known_dates: set[str] = set()
        if not all(_valid_iso_date(day, known_dates) for day in set(days)):
            return None
        dates = {day: day for day in known_dates}
        days = list(map(dates.__getitem__, days))
    except (KeyError, TypeError):
        return None
    if not _distinct_ids_and_sides(ids, whites, blacks):
        return None
    return list(map(tuple.__new__, repeat(ChessGame), zip(ids, days, whites, blacks, results, strict=True)))


def _distinct_ids_and_sides(ids: Sequence[Any], whites: Sequence[Any], blacks: Sequence[Any]) -> bool:
    """Whether every game has an id of its own (a text, not empty) and no player faces himself."""
    if not set(map(type, ids)) <= {str}:
        return False
    unique = set(ids)
    return "" not in unique and len(unique) == len(ids) and not any(map(eq, whites, blacks))


def _well_formed_typed_games(games: list[ChessGame], player_ids: Mapping[str, int]) -> list[ChessGame] | None:
    """Games handed in as ``ChessGame`` rows by the process itself (the club database's preview, no
    JSON in between): the quick checks on their fields, the rows kept as they are; None as soon as
    one is not well formed."""
    try:
        ids, days, whites, blacks, results = zip(*games, strict=True)
        known_dates: set[str] = set()
        if not (all(_valid_iso_date(day, known_dates) for day in set(days)) and set(results) <= _RESULTS.keys()
                and set(whites) <= player_ids.keys() and set(blacks) <= player_ids.keys()):
            return None
    except TypeError:  # a field that cannot be hashed
        return None
    return list(games) if _distinct_ids_and_sides(ids, whites, blacks) else None


def read_chess_games(doc: Mapping[str, Any], player_ids: Mapping[str, int]) -> list[ChessGame]:
    """Read ``games`` and check that every player named is known.

    Well-formed games take a quick path (federation-sized periods hold 100,000
    games); otherwise every game goes through the field readers, which name the
    first thing wrong.
    """
    raw_games = expect_list(_get(doc, "games", "", _MISSING), "games")
    typed = bool(raw_games) and set(map(type, raw_games)) == {ChessGame}
    quick = (_well_formed_typed_games if typed else _well_formed_chess_games)(raw_games, player_ids)
    if quick is not None:
        return quick
    # a typed game is read as its JSON object, so that the fault is named as ``compute`` names it
    raw_games = [g._asdict() if type(g) is ChessGame else g for g in raw_games]
    games: list[ChessGame] = []
    for index, raw in enumerate(raw_games):
        path = f"games[{index}]"
        game = read_chess_game(expect_object(raw, path), path)
        for side in ("white", "black"):
            pid = getattr(game, side)
            if pid not in player_ids:
                raise InputError(f"{path}.{side}", f'unknown player "{pid}"')
        games.append(game)
    check_unique_ids(games, "games")
    return games
