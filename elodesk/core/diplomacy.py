"""Multiplayer Diplomacy Elo, per mode and per role (RULES.md, section ``diplomacy``).

A counted game (used for Elo, finished, not excluded, every role of its
variant played) moves each player's rating in his role and mode:
``Δ_i = k_i · n(n−1)/2 · (perf_i − E_i)`` with ``perf_i = s_i / Σ s`` from the
game's scoring method, ``E_i`` the mean of his pairwise expectations (they sum
to 1) and ``k_i = max(KMAX/2, KMAX − g_i/2)``, g_i counting the current game.
The game's minimum score never gains, its maximum never loses, and a rating
never ends a counted game below ELO_MIN. Full precision is kept (floats).

Pure rules: no I/O. The explanation records are plain dataclasses, neither
frozen (building a frozen one costs one ``object.__setattr__`` per field, six
times the price, and 5,000 games build 35,000 of them) nor slotted (see
``elodesk.core.explain``): treat them as read-only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import chain, groupby, islice
from operator import attrgetter
from typing import NamedTuple

SYSTEM = "diplomacy"

ELO_DEF = 1500.0
ELO_MIN = 1000.0
D = 400.0
KMAX = 40.0

MODES: tuple[str, ...] = ("blitz", "classic")
FINISHED = "finished"

# Why a game did not count (record field ``reason``), in the order they are tested.
NOT_USED_FOR_ELO = "not_used_for_elo"
NOT_FINISHED = "not_finished"
EXCLUDED = "excluded"
INCOMPLETE = "incomplete"

# Which clamp set a change to 0 (record field ``clamp``).
CLAMP_LOSER = "loser"  # minimum score of the game: never gains
CLAMP_WINNER = "winner"  # maximum score of the game: never loses

STATUS_RATED = "rated"
STATUS_UNCHANGED = "unchanged"

SOLO_SCORE = 100.0
C_DIPLO_BONUSES: tuple[float, ...] = (38.0, 14.0, 7.0)  # 1st, 2nd, 3rd by centres


@dataclass(frozen=True, slots=True)
class Variant:
    """A map: its roles (powers) and its number of supply centres; a solo is more than half."""

    id: str
    roles: tuple[str, ...]
    centers: int

    @property
    def solo_centers(self) -> int:
        return self.centers // 2 + 1


VARIANTS: dict[str, Variant] = {
    v.id: v
    for v in (
        Variant("standard", ("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey"), 34),
        # Don Hessong's five-power map: 34 centres, 18 to win.
        Variant("ancient-mediterranean", ("Carthage", "Egypt", "Greece", "Persia", "Rome"), 34),
    )
}
STANDARD = VARIANTS["standard"]


@dataclass(frozen=True, slots=True)
class RoleRating:
    rating: float = ELO_DEF
    games: int = 0


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    # mode -> role -> rating and games in that role and mode
    ratings: Mapping[str, Mapping[str, RoleRating]] = field(default_factory=dict)


class Result(NamedTuple):
    """One power of a game (named tuples: 100,000 games hold 700,000 of them, and tuples are the cheapest to make)."""

    player: str
    role: str
    centers: int
    eliminated: bool
    score: float | None = None  # manual scoring only


class Game(NamedTuple):
    id: str
    first_resolution: date
    mode: str
    used_for_elo: bool
    state: str
    excluded: bool
    variant: str
    scoring: str
    results: tuple[Result, ...]


@dataclass
class GameRated:
    """One player in one counted game, in his role and mode."""

    game: str
    date: str
    mode: str
    variant: str
    scoring: str
    role: str
    centers: int
    solo: bool  # someone held more than half of the centres
    n: int
    score: float
    score_total: float
    perf: float
    expected: float
    g: int  # his games in this role and mode, this one included
    k: float
    raw_delta: float  # k · n(n−1)/2 · (perf − expected)
    clamp: str | None  # loser, winner or None
    delta: float  # after the clamp
    floor: bool  # raised to ELO_MIN
    before: float
    after: float
    kind: str = field(default="diplomacy_game", kw_only=True)


@dataclass
class GameLeftOut:
    """A game of this player that did not count, and why (missing roles when incomplete)."""

    game: str
    date: str
    mode: str
    variant: str
    role: str
    reason: str
    state: str
    missing: tuple[str, ...] = ()
    kind: str = field(default="diplomacy_left_out", kw_only=True)


@dataclass
class GlobalRating:
    """The global Elo of a mode (mean over the standard roles, ELO_DEF for unplayed ones)."""

    mode: str
    before: float
    after: float
    kind: str = field(default="diplomacy_global", kw_only=True)


Record = GameRated | GameLeftOut | GlobalRating


@dataclass(frozen=True, slots=True)
class Outcome:
    """A player's new ratings; his records are made from his trail when ``explanation`` is read."""

    id: str
    ratings: dict[str, dict[str, RoleRating]]
    global_ratings: dict[str, float]
    status: str
    # his counted games as tuples of a GameRated's fields, and his games left out, in his order
    trail: list[tuple[object, ...] | GameLeftOut] = field(repr=False, compare=False)
    closing: tuple[GlobalRating, ...] = field(repr=False, compare=False)  # the modes he played in

    @property
    def explanation(self) -> tuple[Record, ...]:
        records = [GameRated(*x) if type(x) is tuple else x for x in self.trail]  # type: ignore[arg-type, misc]
        return (*records, *self.closing)


# --- scoring methods (no solo: the solo is handled once, in ``game_scores``) ---------------------


def score_c_diplo(results: Sequence[Result]) -> list[float]:
    """1 + centres, plus 38 / 14 / 7 for 1st / 2nd / 3rd by centres, tied players sharing
    the bonuses of the ranks they occupy; an eliminated player gets 1."""
    scores = [1.0 if r.eliminated else 1.0 + r.centers for r in results]
    ranked = sorted((i for i, r in enumerate(results) if not r.eliminated), key=lambda i: -results[i].centers)
    rank = 0
    for _, group in groupby(ranked, key=lambda i: results[i].centers):
        tied = list(group)
        bonus = sum(C_DIPLO_BONUSES[rank:rank + len(tied)]) / len(tied)
        for i in tied:
            scores[i] += bonus
        rank += len(tied)
    return scores


def score_dss(results: Sequence[Result]) -> list[float]:
    """Draw size: 100 / d to each of the d powers not eliminated."""
    survivors = sum(1 for r in results if not r.eliminated)
    share = SOLO_SCORE / survivors if survivors else 0.0
    return [0.0 if r.eliminated else share for r in results]


def score_sos(results: Sequence[Result]) -> list[float]:
    """Sum of squares: 100 · c² / Σ c²."""
    total = sum(r.centers * r.centers for r in results)
    return [SOLO_SCORE * r.centers * r.centers / total if total else 0.0 for r in results]


def score_centers(results: Sequence[Result]) -> list[float]:
    return [float(r.centers) for r in results]


def score_manual(results: Sequence[Result]) -> list[float]:
    return [float(r.score) if r.score is not None else 0.0 for r in results]


SCORING: dict[str, Callable[[Sequence[Result]], list[float]]] = {
    "c-diplo": score_c_diplo,
    "dss": score_dss,
    "sos": score_sos,
    "centers": score_centers,
    "manual": score_manual,
}
MANUAL = "manual"


def solo_index(results: Sequence[Result], variant: Variant) -> int | None:
    """The index of the power holding more than half of the centres, if any."""
    for i, r in enumerate(results):
        if r.centers >= variant.solo_centers:
            return i
    return None


def game_scores(game: Game, variant: Variant) -> tuple[list[float], bool]:
    """The scores of a game's results and whether it ended in a solo.

    On a solo the soloer has 100 and everyone else 0, whatever the method,
    except ``manual``, whose given scores are kept.
    """
    solo = solo_index(game.results, variant)
    if solo is not None and game.scoring != MANUAL:
        return [SOLO_SCORE if i == solo else 0.0 for i in range(len(game.results))], True
    return SCORING[game.scoring](game.results), solo is not None


def performances(scores: Sequence[float]) -> list[float]:
    """s_i / Σ s, equal shares when Σ s = 0."""
    total = sum(scores)
    if total == 0:
        return [1.0 / len(scores)] * len(scores)
    return [s / total for s in scores]


def expected_scores(ratings: Sequence[float]) -> list[float]:
    """E_i = Σ_{j≠i} 1/(1 + 10^((R_j − R_i)/D)) / (n(n−1)/2); they sum to 1.

    Each sum adds its terms in the same order as a double loop over the pairs (i < j), so the
    floats are the same to the last bit; the row's own sum is kept in a local.
    """
    n = len(ratings)
    sums = [0.0] * n
    for i, ri in enumerate(ratings):
        own = sums[i]
        for j in range(i + 1, n):
            x = (ratings[j] - ri) / D
            p = 0.0 if x > 300.0 else 1.0 / (1.0 + 10.0 ** x)  # 10^x would overflow past 308
            own += p
            sums[j] += 1.0 - p
        sums[i] = own
    pairs = n * (n - 1) / 2
    return [s / pairs for s in sums] if pairs else [0.0] * n


def k_factor(g: int) -> float:
    """k = max(KMAX/2, KMAX − g/2), g counting the current game."""
    return max(KMAX / 2, KMAX - g / 2)


def global_rating(by_role: Mapping[str, float], variant: Variant = STANDARD) -> float:
    """Mean of a mode's ratings (role -> rating) over the variant's roles, ELO_DEF for a role never played."""
    return sum(by_role.get(role, ELO_DEF) for role in variant.roles) / len(variant.roles)


def left_out_reason(game: Game, variant: Variant) -> tuple[str, tuple[str, ...]] | None:
    """Why a game does not count (and the missing roles when incomplete), or None if it counts."""
    if not game.used_for_elo:
        return NOT_USED_FOR_ELO, ()
    if game.state != FINISHED:
        return NOT_FINISHED, ()
    if game.excluded:
        return EXCLUDED, ()
    if len(game.results) == len(variant.roles):  # each role played once (the contract checks it): all are
        return None
    played = {r.role for r in game.results}
    missing = tuple(role for role in variant.roles if role not in played)
    if missing:
        return INCOMPLETE, missing
    return None


def game_order(games: Sequence[Game]) -> list[int]:
    """Indices of the games by first resolution date, then id compared as text."""
    keys = list(zip(map(_FIRST_RESOLUTION, games), map(_ID, games), strict=True))
    return sorted(range(len(games)), key=keys.__getitem__)


_FIRST_RESOLUTION = attrgetter("first_resolution")
_ID = attrgetter("id")


def compute(players: Sequence[Player], games: Sequence[Game]) -> list[Outcome]:
    """Rate the counted games in order; outcomes in input order.

    Every player named in a game must be one of ``players``, every role one of
    its variant's, each played once (the contract checks this). Players are
    numbered by their place. Each counted game a player played is kept as the
    tuple of its record's fields: 100,000 games' 700,000 records made while
    rating, and turned to JSON then to be held until the first player was
    written, were a fifth of a run; a tuple costs a fifth of a record to make,
    and the record made from it when the player is written is fresh in memory
    for the JSON writer.
    """
    number = {p.id: i for i, p in enumerate(players)}.__getitem__
    # by player: mode -> role -> [rating, games], mutated as games are rated
    state: list[dict[str, dict[str, list[float]]]] = [
        {mode: {role: [float(rr.rating), rr.games] for role, rr in roles.items()} for mode, roles in p.ratings.items()}
        for p in players
    ]
    trails: list[list[tuple[object, ...] | GameLeftOut]] = [[] for _ in players]
    counted_modes: list[set[str]] = [set() for _ in players]
    start_global = list(map(_globals, state))

    # each game's players by their places, numbered over every game at once (a loop in C)
    results = list(map(_RESULTS, games))
    places = iter(list(map(number, map(_PLAYER, chain.from_iterable(results)))))
    teams = [list(islice(places, n)) for n in map(len, results)]
    for index in game_order(games):
        game = games[index]
        variant = VARIANTS[game.variant]
        who = teams[index]
        why = left_out_reason(game, variant)
        if why is not None:
            reason, missing = why
            day = game.first_resolution.isoformat()
            for r, i in zip(game.results, who, strict=True):
                trails[i].append(GameLeftOut(game.id, day, game.mode, game.variant, r.role, reason, game.state,
                                             missing))
            continue
        _rate_game(game, variant, who, state, trails)
        for i in who:
            counted_modes[i].add(game.mode)

    out: list[Outcome] = []
    for i, p in enumerate(players):
        modes = state[i]
        ratings = {mode: {role: RoleRating(v[0], int(v[1])) for role, v in roles.items()}
                   for mode, roles in modes.items()}
        globals_ = _globals(modes)
        closing = tuple(GlobalRating(mode, start_global[i][mode], globals_[mode])
                        for mode in MODES if mode in counted_modes[i])
        status = STATUS_RATED if counted_modes[i] else STATUS_UNCHANGED
        out.append(Outcome(p.id, ratings, globals_, status, trails[i], closing))
    return out


_PLAYER, _RESULTS = attrgetter("player"), attrgetter("results")


def _globals(modes: Mapping[str, Mapping[str, list[float]]]) -> dict[str, float]:
    return {mode: global_rating({role: v[0] for role, v in modes.get(mode, {}).items()}) for mode in MODES}


def _rate_game(game: Game, variant: Variant, who: list[int], state: list[dict[str, dict[str, list[float]]]],
               trails: list[list[tuple[object, ...] | GameLeftOut]]) -> None:
    results = game.results
    n = len(results)
    scores, solo = game_scores(game, variant)
    perf = performances(scores)
    low, high = min(scores), max(scores)
    mode = game.mode
    # Every rating is taken from before the game.
    slots = []
    for r, i in zip(results, who, strict=True):
        by_mode = state[i]
        by_role = by_mode.get(mode)
        if by_role is None:
            by_role = by_mode[mode] = {}
        slot = by_role.get(r.role)
        if slot is None:
            slot = by_role[r.role] = [ELO_DEF, 0]
        slots.append(slot)
    before = [slot[0] for slot in slots]
    expected = expected_scores(before)
    gid, day, variant_id, scoring = game.id, game.first_resolution.isoformat(), game.variant, game.scoring
    total = sum(scores)
    pairs = n * (n - 1) / 2
    for r, i, slot, score, p, e, b in zip(results, who, slots, scores, perf, expected, before, strict=True):
        g = slot[1] + 1
        k = k_factor(g)
        raw = k * pairs * (p - e)
        delta, clamp = raw, None
        if raw > 0 and score == low:
            delta, clamp = 0.0, CLAMP_LOSER
        elif raw < 0 and score == high:
            delta, clamp = 0.0, CLAMP_WINNER
        after = b + delta
        floor = after < ELO_MIN
        if floor:
            after = ELO_MIN
        slot[0] = after
        slot[1] = g
        trails[i].append((gid, day, mode, variant_id, scoring, r.role, r.centers, solo, n, score, total, p, e, g, k,
                          raw, clamp, delta, floor, b, after))
