"""The explanation records of the FIDE system (``fide``): one per step of a player's period.

Data, never prose (``elodesk.core.explain``): each holds a ``kind`` and the figures of its
step; ``elodesk.reports.explanations`` phrases them. Slotted, not frozen (a frozen dataclass
is six times slower to make).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class FideRulesNote:
    """A period that starts before 1 March 2024 is computed with the current Regulations."""

    period_start: str
    rules_from: str
    kind: str = field(default="fide_rules_note", init=False)


@dataclass(slots=True)
class FideSeed:
    """R&B 7.2.1: an unrated rapid/blitz player starts from his standard rating (``games`` rated)."""

    standard_rating: int
    games: int
    kind: str = field(default="fide_seed", init=False)


@dataclass(slots=True)
class FideK:
    """K and the line of Std 8.3.3 that chose it, with the facts it was chosen on."""

    k: int
    line: str  # K_GIVEN, K_REACHED_2400, K_JUNIOR, K_NEW_PLAYER, K_OTHER
    rating: int
    games: int  # career games before the period
    birth_year: int | None
    year: int  # the year of the period's start (the list computed)
    kind: str = field(default="fide_k", init=False)


@dataclass(slots=True)
class FideRule700:
    """Std 8.3.3: K × n exceeded 700, so K is the largest whole number with K × n ≤ 700."""

    k: int
    games: int
    k_used: int
    kind: str = field(default="fide_700", init=False)


@dataclass(slots=True)
class FideGame:
    """A rated game: D actual and counted, PD from table 8.1.2, ΔR = score − PD."""

    game: str
    date: str
    opponent: str
    opponent_rating: int
    score: float
    d: int  # own rating − opponent's rating
    d_counted: int  # after the 400-point rule
    d_rule: str  # D_AS_IS, D_CAPPED, D_EXEMPT
    expected: float  # PD
    delta: float  # ΔR
    event: str | None = None  # the tournament, whose starting list gave both ratings (None: the period's list)
    rating: int | None = None  # the player's own rating used (his rating on that list)
    kind: str = field(default="fide_game", init=False)


@dataclass(slots=True)
class FideChange:
    """Std 8.3.2–8.3.4: change = K × Σ ΔR, rounded once for the period."""

    old: int
    games: int
    score: float  # Σ score
    expected: float  # Σ PD
    sum_delta: float  # Σ ΔR
    k: int
    change_exact: float
    change: int
    rounding: str  # ROUND_NONE, ROUND_NEAREST, ROUND_AWAY
    rating: int  # old + change
    kind: str = field(default="fide_change", init=False)


@dataclass(slots=True)
class FideBelowFloor:
    """Std 7.2.1: a new rating below 1400 is shown as unrated on the next list."""

    rating: int
    floor: int
    kind: str = field(default="fide_below_floor", init=False)


@dataclass(slots=True)
class FideNoRatedGame:
    """A rated player without a rated game keeps his rating (Std 7.1)."""

    rating: int
    kind: str = field(default="fide_no_rated_game", init=False)


@dataclass(slots=True)
class FidePoolEarlier:
    """The earlier part of an unrated player's pool (Std 7.1.4), as given."""

    games: int
    opponents_sum: int
    points: float
    kind: str = field(default="fide_pool_earlier", init=False)


@dataclass(slots=True)
class FidePoolGame:
    """This period's game of an unrated player against a rated opponent, added to his pool."""

    game: str
    date: str
    opponent: str
    opponent_rating: int
    score: float
    pool_games: int  # size of the pool after this game
    event: str | None = None  # the tournament, whose starting list gave the opponent's rating
    kind: str = field(default="fide_pool_game", init=False)


@dataclass(slots=True)
class FidePoolShort:
    """Fewer than 5 pooled games: no rating yet; the pool goes to the next period."""

    games: int
    minimum: int
    kind: str = field(default="fide_pool_short", init=False)


@dataclass(slots=True)
class FideInitial:
    """Std 8.2.2–8.2.3: Ra with the two hypothetical 1800 draws, p, dp (8.1.1), Ru = Ra + dp."""

    games: int
    opponents_sum: int
    points: float
    hypothetical: int  # the rating of each of the two hypothetical opponents
    ra: float  # (opponents_sum + 2 × 1800) / (games + 2)
    p_exact: float  # (points + 1) / (games + 2)
    p: float  # to the nearest hundredth, .005 up (A4)
    dp: int
    ru_exact: float
    ru: int  # to the nearest whole number, .5 up (A10)
    kind: str = field(default="fide_initial", init=False)


@dataclass(slots=True)
class FideInitialCap:
    """Std 8.2.3: the maximum initial rating is 2200."""

    ru: int
    cap: int
    kind: str = field(default="fide_initial_cap", init=False)


@dataclass(slots=True)
class FideInitialFloor:
    """Std 7.1.4: an initial rating below 1400 is not published; the pool goes on."""

    rating: int
    floor: int
    kind: str = field(default="fide_initial_floor", init=False)


@dataclass(slots=True)
class FideIncrease2024:
    """The one-time increase of 1 March 2024: R + 0.40 × (2000 − R) below 2000, to the nearest."""

    before: int
    value_exact: float
    after: int
    kind: str = field(default="fide_increase_2024", init=False)


@dataclass(slots=True)
class FideEventList:
    """A tournament of the player's games: rated with the ratings of the list in force at its start
    (RULES.md fide section 1), on the list ``list_date`` for the reason ``rule`` (7.1.3, 9.1)."""

    event: str
    name: str | None
    date: str  # its start (named ``date`` so that it reads before its games)
    end: str | None
    list_date: str | None  # the list it is rated on
    rule: str | None  # "7.1.3" (the default) or "9.1" (one list later, the officer's choice)
    ratings_list: str | None  # the list its ratings were read from, when the one of its start was missing
    kind: str = field(default="fide_event", init=False)
