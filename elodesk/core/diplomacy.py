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

from array import array
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import chain, groupby, islice, repeat
from operator import add, attrgetter
from typing import Any, NamedTuple, cast

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
        records = [GameRated(*x) if type(x) is tuple else x for x in cast(list[Any], self.trail)]
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
    solo = variant.solo_centers  # a property: read once, not for each power
    for i, r in enumerate(results):
        if r.centers >= solo:
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
    its variant's, each played once (the contract checks this). Each counted
    game a player played is kept as the tuple of its record's fields: 100,000
    games' 700,000 records made while rating, and turned to JSON then to be held
    until the first player was written, were a fifth of a run; a tuple costs a
    fifth of a record to make, and the record made from it when the player is
    written is fresh in memory for the JSON writer.
    """
    cells = _Cells(players, games)
    trails: list[list[tuple[object, ...] | GameLeftOut]] = [[] for _ in players]
    for rank, index in enumerate(game_order(games)):
        game = games[index]
        variant = VARIANTS[game.variant]
        why = left_out_reason(game, variant)
        if why is None:
            _rate_game(game, variant, cells.of_game[index], rank, cells, trails)
            continue
        reason, missing = why
        day = game.first_resolution.isoformat()
        for r, c in zip(game.results, cells.of_game[index], strict=True):
            trails[c // cells.per_player].append(
                GameLeftOut(game.id, day, game.mode, game.variant, r.role, reason, game.state, missing))

    out: list[Outcome] = []
    for i, p in enumerate(players):
        ratings, counted = cells.ratings(i)
        globals_, start = _globals(ratings), _globals(p.ratings)
        closing = tuple(GlobalRating(mode, start[mode], globals_[mode]) for mode in MODES if mode in counted)
        status = STATUS_RATED if counted else STATUS_UNCHANGED
        out.append(Outcome(p.id, ratings, globals_, status, trails[i], closing))
    return out


class _Cells:
    """Every player's rating and games in each mode and role, one "cell" each, in flat arrays.

    A dict per player of dicts per mode of [rating, games] lists, scattered through memory,
    looked up seven times a game, was a third of the rating (cache misses, py-spy). A cell is
    numbered (player × modes + mode) × roles + role, so that every power of every game is given
    its cell by a few maps over all the results at once (loops in C), and the arrays stay small
    enough to stay in the cache. ``born`` remembers when a game first used each cell (the input's
    come first, in its order), so that a player's ratings are laid out in the order they were made.
    """

    __slots__ = ("born", "count", "modes", "of_game", "per_player", "rating", "roles", "start_count", "unused")

    def __init__(self, players: Sequence[Player], games: Sequence[Game]) -> None:
        results = list(map(_RESULTS, games))
        sizes = list(map(len, results))
        flat = list(chain.from_iterable(results))
        given = [(i, mode, role, rr) for i, p in enumerate(players) for mode, roles in p.ratings.items()
                 for role, rr in roles.items()]
        self.roles = sorted({*(role for v in VARIANTS.values() for role in v.roles), *map(_ROLE, flat),
                             *(role for _, _, role, _ in given)})
        role_at = {role: at for at, role in enumerate(self.roles)}
        self.per_player = len(MODES) * len(self.roles)
        first_cell = {p.id: i * self.per_player for i, p in enumerate(players)}  # a player's first cell
        mode_cells = {mode: at * len(self.roles) for mode, at in _MODE_AT.items()}  # a mode's first, in each
        modes = chain.from_iterable(map(repeat, map(mode_cells.__getitem__, map(_MODE, games)), sizes))
        cells = iter(list(map(add, map(add, map(first_cell.__getitem__, map(_PLAYER, flat)), modes),
                              map(role_at.__getitem__, map(_ROLE, flat)))))
        self.of_game = [list(islice(cells, n)) for n in sizes]  # by game: its powers' cells
        size = self.per_player * len(players)
        self.rating = array("d", [ELO_DEF]) * size
        self.count = array("q", bytes(8 * size))
        self.unused = len(games)  # born: a cell no game used and the input does not give
        self.born = array("q", [self.unused]) * size
        for at, (i, mode, role, rr) in enumerate(given):
            c = i * self.per_player + _MODE_AT[mode] * len(self.roles) + role_at[role]
            self.rating[c], self.count[c], self.born[c] = float(rr.rating), rr.games, at - len(given)
        self.start_count = array("q", self.count)
        self.modes = [list(p.ratings) for p in players]  # the modes each player's input names (maybe empty)

    def ratings(self, player: int) -> tuple[dict[str, dict[str, RoleRating]], set[str]]:
        """A player's ratings (mode -> role -> rating) in the order they were made, and the modes of his
        counted games."""
        first = player * self.per_player
        cells = sorted((c for c in range(first, first + self.per_player) if self.born[c] != self.unused),
                       key=self.born.__getitem__)
        out: dict[str, dict[str, RoleRating]] = {mode: {} for mode in self.modes[player]}
        counted: set[str] = set()
        for c in cells:
            mode, role = divmod(c - first, len(self.roles))
            out.setdefault(MODES[mode], {})[self.roles[role]] = RoleRating(self.rating[c], self.count[c])
            if self.count[c] != self.start_count[c]:
                counted.add(MODES[mode])
        return out, counted


_PLAYER, _ROLE, _RESULTS, _MODE = attrgetter("player"), attrgetter("role"), attrgetter("results"), attrgetter("mode")
_MODE_AT = {mode: at for at, mode in enumerate(MODES)}


def _globals(ratings: Mapping[str, Mapping[str, RoleRating]]) -> dict[str, float]:
    return {mode: global_rating({role: rr.rating for role, rr in ratings.get(mode, {}).items()}) for mode in MODES}


def _rate_game(game: Game, variant: Variant, cells: list[int], rank: int, state: _Cells,
               trails: list[list[tuple[object, ...] | GameLeftOut]]) -> None:
    results = game.results
    n = len(results)
    scores, solo = game_scores(game, variant)
    perf = performances(scores)
    low, high = min(scores), max(scores)
    rating, count, born, per_player = state.rating, state.count, state.born, state.per_player
    before = [rating[c] for c in cells]  # every rating is taken from before the game
    expected = expected_scores(before)
    gid, day, mode = game.id, game.first_resolution.isoformat(), game.mode
    variant_id, scoring, total = game.variant, game.scoring, sum(scores)
    pairs = n * (n - 1) / 2
    for r, c, score, p, e, b in zip(results, cells, scores, perf, expected, before, strict=True):
        g = count[c] + 1
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
        rating[c] = after
        count[c] = g
        if born[c] > rank:
            born[c] = rank
        trails[c // per_player].append((gid, day, mode, variant_id, scoring, r.role, r.centers, solo, n, score,
                                        total, p, e, g, k, raw, clamp, delta, floor, b, after))
