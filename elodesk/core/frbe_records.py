"""The explanation records of the Belgian systems (``frbe``, ``frbe-classic``): one per step of a period.

Data, never prose (``elodesk.core.explain``): each holds a ``kind`` and the figures of its
step; ``elodesk.reports.explanations`` phrases them. Plain dataclasses, neither frozen nor
slotted, for the reasons ``explain`` gives: a federation period makes 200,000 of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# What a Formula I computation was for.
PURPOSE_FIRST = "first_rating"
PURPOSE_PROVISIONAL = "provisional"
PURPOSE_EXCEPTION = "exception_25_150"


@dataclass
class ArchiveGame:
    """A newcomer's game added to his archive (step 2, round ``round``)."""

    game: str
    date: str
    opponent: str
    opponent_rating: int
    score: float
    round: int
    archive_games: int  # size of the archive after this game
    kind: str = field(default="archive_game", kw_only=True)


@dataclass
class FormulaI:
    """R = Rc + D(p): performance over a set of games against rated opponents."""

    purpose: str
    games: int
    opponents_sum: int
    points: float
    average: float  # Rc = opponents_sum / games
    p_exact: float
    p: float  # rounded (or truncated) to hundredths, then bounded
    p_method: str  # "rounded" or "truncated"
    p_bounds: tuple[float, float]
    bounded: bool  # the bounds changed p
    d: int  # D(p) from Table I
    value_exact: float
    value: int
    round: int | None = None  # step-2 round, for a first rating
    kind: str = field(default="formula_i", kw_only=True)


@dataclass
class FormulaII:
    """Rn = Ro + Σ K (W − We) over the period's rated games."""

    old: int
    games: int
    sum_contributions: float  # Σ K (W − We)
    sum_score: float  # Σ W
    sum_expected: float  # Σ We
    value_exact: float
    value: int
    cap: int  # We read from Table II at Ro − opponent's rating, the difference capped here
    kind: str = field(default="formula_ii", kw_only=True)


@dataclass
class Exception25150:
    """The 25/150 exception: Formula I beside Formula II, the one closer to Ro is kept."""

    old: int
    games: int
    formula_ii: int
    formula_i: int
    kept: str  # "I" or "II" (a tie keeps II)
    kind: str = field(default="exception_25_150", kw_only=True)


@dataclass
class KRule:
    """The K of each game: by its rank in the player's career, at his rating Ro (RULES.md: up to
    the 100th game 32, up to the 300th 24, then by Ro). ``first``/``last`` are the ranks of the
    period's first and last rated games, so a K that changes within the period shows where."""

    rule: str  # the edition's K rule beyond the 300th game (frbe_editions.K_TEXT, K_WAVRE, K_2007)
    ro: int
    first: int
    last: int
    k_to_100: int  # K at Ro of the ranks up to 100, 101 to 300, and beyond
    k_to_300: int
    k_beyond: int
    kind: str = field(default="k_rule", kw_only=True)


@dataclass
class KChange:
    """The K change across 2000 or 2200 (new form: B + (Σ(W − We) + (Ro − B)/Ki)·Kf)."""

    form: str  # "new" or "old"
    boundary: int
    old: int
    ki: int
    kf: int
    sum_score_minus_expected: float  # Σ (W − We), used by the new form
    before: int
    value_exact: float
    after: int
    kind: str = field(default="k_change", kw_only=True)


@dataclass
class Floor:
    """A rating computed this period below the floor is raised to it."""

    floor: int
    before: int
    after: int
    kind: str = field(default="floor", kw_only=True)


@dataclass
class Article10i:
    """A foreign member is published at his FIDE rating; his Belgian value is kept beside."""

    computed: int | None
    fide_rating: int
    kind: str = field(default="article_10i", kw_only=True)


@dataclass
class ArchiveKept:
    """A player still unrated keeps his archive for the next period."""

    games: int
    opponents_sum: int
    points: float
    needed: int  # games the archive needs for a first rating
    kind: str = field(default="archive_kept", kw_only=True)


@dataclass
class NoRatedGame:
    """A rated player without any rated game keeps his rating (even below the floor)."""

    rating: int
    kind: str = field(default="no_rated_game", kw_only=True)


@dataclass
class Uplift2024:
    """The one-time uplift of 1 April 2024: old + (2000 − old) × 250/850, rounded half up."""

    before: int
    value_exact: float
    after: int
    kind: str = field(default="uplift_2024", kw_only=True)
