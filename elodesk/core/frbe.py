"""Belgian federation Elo (``frbe``, with its editions) and the Wavre text (``frbe-classic``).

A period is processed as RULES.md orders it: newcomers' archives in rounds
(step 2), Formula II for every rated member (step 3), provisional ratings
(step 4), then the 25/150 exception, the K change and the floor (step 5), and
article 10.i. Every figure is computed in integers (hundredths) or fractions,
so that rounding half up is exact.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import cast

from elodesk.core import explain
from elodesk.core.explain import GameLeftOut, GameRated
from elodesk.core.frbe_editions import Edition, k_factor
from elodesk.core.frbe_formulas import Archive, exception_25_150, formula_i, k_change
from elodesk.core.frbe_formulas import score_fraction_hundredths as score_fraction_hundredths  # named as frbe.*
from elodesk.core.frbe_formulas import uplift_2024 as uplift_2024  # by the store and the tests
from elodesk.core.frbe_records import (
    PURPOSE_FIRST,
    PURPOSE_PROVISIONAL,
    ArchiveGame,
    ArchiveKept,
    Article10i,
    Floor,
    FormulaI,
    FormulaII,
    KRule,
    NoRatedGame,
)
from elodesk.core.model import CHESS_RESULTS, ChessGame, Period
from elodesk.core.tables import expected_hundredths, round_half_up_ratio

FIRST_RATING_GAMES = 20
PROVISIONAL_GAMES = 10

# Statuses of the output (ENGINE.md).
RATED = "rated"
NEW = "new"
PROVISIONAL = "provisional"
UNRATED = "unrated"
UNCHANGED = "unchanged"


@dataclass(frozen=True, slots=True)
class FrbePlayer:
    """A player's state before the period."""

    id: str
    rating: int | None = None
    games: int = 0
    archive: Archive | None = None
    fide_rating: int | None = None
    foreign: bool = False  # article 10.i: published at his FIDE rating
    member: bool = True  # False: a non-member opponent, counted at his FIDE rating


@dataclass(slots=True)
class FrbeOutcome:
    """A player's state after the period, with the steps that produced it."""

    id: str
    rating: int | None
    games: int
    archive: Archive | None
    old_rating: int | None
    status: str
    provisional_rating: int | None = None
    computed_rating: int | None = None  # article 10.i: the Belgian value beside the FIDE one
    explanation: list[object] = field(default_factory=list)

    @property
    def change(self) -> int | None:
        if self.rating is None or self.old_rating is None:
            return None
        return self.rating - self.old_rating


# --- the period -------------------------------------------------------------


# One played game seen from one player's side: (game id, date, opponent, his score in
# half points). Plain tuples: a federation period makes 200,000 of them.
_Side = tuple[str, str, str, int]
_DATE = itemgetter(1)  # of a game and of a side
_OPPONENT = itemgetter(2)  # of a side
_HALF_POINTS = itemgetter(3)  # of a side
_SCORES = (0.0, 0.5, 1.0)  # a score by half points, and We / 100 by We: made once, not per game
_EXPECTED = tuple(we / 100 for we in range(101))
# Black's score in half points by result (None: a forfeit).
_BLACK_HALF_POINTS = {result: None if w is None else 2 - w for result, w in CHESS_RESULTS.items()}


def _left_out(side: _Side, reason: str, opponent_rating: int | None = None) -> GameLeftOut:
    game, day, opponent, _ = side
    return GameLeftOut(game, day, opponent, reason, opponent_rating)


class _Period:
    """Working state of one period's processing (steps 1 to 6 of RULES.md)."""

    def __init__(self, players: Sequence[FrbePlayer], games: Sequence[ChessGame],
                 edition: Edition, period: Period | None) -> None:
        self.edition = edition
        self.floor = edition.floor_for(period)
        # We (hundredths, Table II) by Ro − the opponent's rating, up to the edition's cap either way
        self.expected_by_diff = {d: expected_hundredths(d, 0, edition.cap)
                                 for d in range(-edition.cap, edition.cap + 1)}
        self.players = {p.id: p for p in players}
        self.explanation: dict[str, list[object]] = {p.id: [] for p in players}
        # Opponent rating of every player who can be one: members rated at the
        # start (their published value), non-members at their FIDE rating.
        self.opp_rating: dict[str, int] = {}
        for p in players:
            if p.member and p.rating is not None:
                self.opp_rating[p.id] = p.rating
            elif not p.member and p.fide_rating is not None:
                self.opp_rating[p.id] = p.fide_rating
        self.first_rated: dict[str, FormulaI] = {}  # newcomers rated this period
        self.archives: dict[str, Archive] = {
            p.id: p.archive or Archive() for p in players if p.member and p.rating is None
        }
        self.archived: dict[str, set[str]] = {}  # newcomer -> ids of the games in his archive
        self.games_of: dict[str, list[_Side]] = {p.id: [] for p in players}
        self._index_games(games)

    def _index_games(self, games: Sequence[ChessGame]) -> None:
        """Each player's games by date (input order within a date); forfeits noted, never rated.

        The sides are made a column at a time (``map`` and ``zip`` run in the interpreter's own
        code) and dealt to their players in input order, the order the games lie in memory;
        each player's few games are then put in date order (a stable sort). A period holds
        100,000 games: sorting them all by date first made every later step jump around memory.
        """
        for gid, day, white, black, _ in sorted((g for g in games if CHESS_RESULTS[g[4]] is None),
                                                key=_DATE):
            self.explanation[white].append(GameLeftOut(gid, day, black, explain.FORFEIT))
            self.explanation[black].append(GameLeftOut(gid, day, white, explain.FORFEIT))
        played = [g for g in games if CHESS_RESULTS[g[4]] is not None]
        gids, days, whites, blacks, results = (list(map(itemgetter(i), played)) for i in range(5))
        white_results = map(CHESS_RESULTS.__getitem__, results)  # no None: the games played only
        white_sides = cast(Iterator[_Side], zip(gids, days, blacks, white_results, strict=True))
        black_sides = cast(Iterator[_Side], zip(gids, days, whites, map(_BLACK_HALF_POINTS.__getitem__, results),
                                                strict=True))
        games_of = self.games_of
        for white, black, white_side, black_side in zip(whites, blacks, white_sides, black_sides, strict=True):
            games_of[white].append(white_side)
            games_of[black].append(black_side)
        for sides in games_of.values():
            sides.sort(key=_DATE)

    def newcomer_rounds(self) -> None:
        """Step 2: archives in rounds until a round rates nobody new (simultaneous updates).

        A newcomer's games against opponents still unrated wait for a later round, and each
        round reads only those: every round used to read every game of every newcomer waiting.
        """
        available = set(self.opp_rating)  # opponents whose games enter archives this round
        waiting = {pid: self.games_of[pid] for pid in self.archives if self.games_of[pid]}
        round_no = 1
        while waiting and available:
            rated_now: dict[str, FormulaI] = {}
            still: dict[str, list[_Side]] = {}  # the games each newcomer has left for later rounds
            for pid, sides in waiting.items():
                archive = self.archives[pid]
                n, total, half_points = archive.games, archive.opponents_sum, archive.half_points
                archived = self.archived.setdefault(pid, set())
                notes = self.explanation[pid]
                later: list[_Side] = []
                for side in sides:
                    game, day, opponent, half = side
                    if opponent not in available:
                        later.append(side)
                        continue
                    opp_rating = self.opp_rating[opponent]
                    n += 1
                    total += opp_rating
                    half_points += half
                    archived.add(game)
                    notes.append(ArchiveGame(game, day, opponent, opp_rating, half / 2, round_no, n))
                    if n >= FIRST_RATING_GAMES:
                        break
                if n != archive.games:
                    archive = self.archives[pid] = Archive(n, total, half_points)
                    if n >= FIRST_RATING_GAMES:
                        rated_now[pid] = formula_i(archive, self.edition, PURPOSE_FIRST, round_no)
                        continue
                if later:
                    still[pid] = later
            for pid, first in rated_now.items():
                self.first_rated[pid] = first
                self.opp_rating[pid] = first.value
                self.explanation[pid].append(first)
            waiting = still
            available = set(rated_now)
            round_no += 1

    def _formula_ii_games(self, pid: str, sides: list[_Side], notes: list[object]
                          ) -> tuple[list[_Side], list[int]]:
        """Step 3 games of a rated member, in ordinal order, with the opponents' ratings.

        Games against opponents without a rating are noted as left out; with the edition's
        ``newcomer_games_last``, games against players first rated this period come last.
        One pass over the player's few games: a pass of ``map`` or ``compress`` per column,
        as before, cost twice as much on a player's twenty games.
        """
        archived = self.archived.get(pid, ())  # a newcomer rated this period: his archive's games are done with
        opp_rating = self.opp_rating
        last = self.first_rated if self.edition.newcomer_games_last else ()
        rated: list[_Side] = []
        ratings: list[int] = []
        later: list[_Side] = []
        for side in sides:
            rating = opp_rating.get(side[2])
            if rating is None:
                opp = self.players[side[2]]
                notes.append(_left_out(side, explain.OPPONENT_UNRATED if opp.member
                                       else explain.NON_MEMBER_WITHOUT_FIDE))
            elif archived and side[0] in archived:
                continue
            elif side[2] in last:
                later.append(side)
            else:
                rated.append(side)
                ratings.append(rating)
        if later:
            rated += later
            ratings += map(opp_rating.__getitem__, map(_OPPONENT, later))
        return rated, ratings

    def finish(self, p: FrbePlayer) -> FrbeOutcome:
        """Steps 3 to 6 for one player; his games and notes leave the period's state with him."""
        notes = self.explanation.pop(p.id)
        sides = self.games_of.pop(p.id)
        if not p.member:
            for side in sides:
                opp = self.players[side[2]]
                reason = explain.BOTH_NON_MEMBERS if not opp.member else explain.NON_MEMBER
                notes.append(_left_out(side, reason))
            return FrbeOutcome(p.id, p.rating, p.games, p.archive, p.rating, UNCHANGED, explanation=notes)
        if p.rating is None and p.id not in self.first_rated:
            return self._still_unrated(p, sides, notes)
        return self._rated(p, sides, notes)

    def _still_unrated(self, p: FrbePlayer, sides: list[_Side], notes: list[object]) -> FrbeOutcome:
        archived = self.archived.get(p.id, ())
        for side in sides:
            if side[0] in archived:
                continue
            opp = self.players[side[2]]
            if not opp.member and opp.fide_rating is None:
                notes.append(_left_out(side, explain.NON_MEMBER_WITHOUT_FIDE))
            else:
                notes.append(_left_out(side, explain.BOTH_UNRATED))
        archive = self.archives[p.id]
        provisional = None
        status = UNRATED
        if archive.games >= PROVISIONAL_GAMES:
            first = formula_i(archive, self.edition, PURPOSE_PROVISIONAL)
            notes.append(first)
            provisional = first.value
            status = PROVISIONAL
        if archive.games:
            notes.append(ArchiveKept(archive.games, archive.opponents_sum, archive.half_points / 2,
                                     FIRST_RATING_GAMES))
        return FrbeOutcome(p.id, None, p.games, archive if archive.games else None, None, status,
                           provisional_rating=provisional, explanation=notes)

    def _rated(self, p: FrbePlayer, sides: list[_Side], notes: list[object]) -> FrbeOutcome:
        edition = self.edition
        first = self.first_rated.get(p.id)
        ro = first.value if first is not None else p.rating
        assert ro is not None
        career = FIRST_RATING_GAMES if first is not None else p.games
        rated_sides, opp_ratings = self._formula_ii_games(p.id, sides, notes)
        n = len(rated_sides)
        # K for the three ordinal bands (≤ 100, ≤ 300, beyond) at this Ro, and of each game.
        k_band = (k_factor(edition, 1, ro), k_factor(edition, 101, ro), k_factor(edition, 301, ro))
        to_100 = min(max(100 - career, 0), n)
        to_300 = min(max(300 - career, 0), n) - to_100
        ks = [k_band[0]] * to_100 + [k_band[1]] * to_300 + [k_band[2]] * (n - to_100 - to_300)
        cap = edition.cap
        expected_by_diff = self.expected_by_diff
        total_100 = 0  # Σ K (100 W − We)
        sum_we = 0
        append = notes.append
        for (game, day, opponent, half), opp_rating, k, ordinal in zip(
                rated_sides, opp_ratings, ks, range(career + 1, career + n + 1), strict=True):
            diff = ro - opp_rating
            we = expected_by_diff.get(diff)
            if we is None:  # beyond the cap
                we = expected_by_diff[cap if diff > 0 else -cap]
            delta = 50 * half - we
            total_100 += k * delta
            sum_we += we
            append(GameRated(game, day, opponent, opp_rating, _SCORES[half], _EXPECTED[we], k, ordinal,
                             k * delta / 100))
        sum_half = sum(map(_HALF_POINTS, rated_sides))
        sum_opp = sum(opp_ratings)
        plain_100 = 50 * sum_half - sum_we  # Σ (100 W − We)
        rating = ro
        if n:
            notes.append(KRule(edition.k_rule, ro, career + 1, career + n, *k_band))
            rn_100 = 100 * ro + total_100  # Formula II before rounding, in hundredths
            rn = round_half_up_ratio(rn_100, 100)
            notes.append(FormulaII(ro, n, total_100 / 100, sum_half / 2, sum_we / 100, rn_100 / 100, rn, cap))
            rating = rn
            exception = exception_25_150(edition, ro, rn, Archive(n, sum_opp, sum_half))
            if exception is not None:
                notes.extend(exception)
                rating = exception[1].formula_i if exception[1].kept == "I" else rn
            if exception is None or exception[1].kept == "II":
                change = k_change(edition, ro, rn, career + 1, career + n, plain_100)
                if change is not None:
                    notes.append(change)
                    rating = change.after
        elif first is None:
            notes.append(NoRatedGame(ro))
        computed_this_period = n > 0 or first is not None
        if computed_this_period and self.floor is not None and rating < self.floor:
            notes.append(Floor(self.floor, rating, self.floor))
            rating = self.floor
        status = NEW if first is not None else RATED if n else UNCHANGED
        outcome = FrbeOutcome(p.id, rating, career + n, None, p.rating, status, explanation=notes)
        if p.foreign and p.fide_rating is not None and first is None:
            outcome.computed_rating = rating
            outcome.rating = p.fide_rating
            notes.append(Article10i(rating, p.fide_rating))
            if p.fide_rating != p.rating:
                outcome.status = RATED
        return outcome


def outcomes(
    players: Sequence[FrbePlayer], games: Sequence[ChessGame], edition: Edition,
    period: Period | None = None,
) -> Iterator[FrbeOutcome]:
    """Rate one period under ``edition``: outcomes in the order of ``players``, each made when read.

    The newcomers' rounds (step 2) run first; each outcome then needs only the player's own games.
    Every player named by a game must be among ``players``; forfeits are never rated.
    """
    state = _Period(players, games, edition, period)
    state.newcomer_rounds()
    return map(state.finish, players)


def compute(
    players: Sequence[FrbePlayer], games: Sequence[ChessGame], edition: Edition,
    period: Period | None = None,
) -> list[FrbeOutcome]:
    """Rate one period under ``edition``; outcomes in the order of ``players``."""
    return list(outcomes(players, games, edition, period))
