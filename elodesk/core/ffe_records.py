"""The explanation records of the French system (``ffe``): one per step of a player's period.

Data, never prose (``elodesk.core.explain``): each holds a ``kind`` and the figures of its
step, floats for display (the computation is exact); ``elodesk.reports.explanations`` phrases
them. Neither slotted nor frozen, as ``explain`` says: a period makes 200,000 of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Decision of one round of the iteration (``ffe_estimate.decision``).
FIRST = "first"  # round 0: the first estimate, all games, no compatibility
KEPT = "kept"  # the performance is less than 20 from the estimate: the estimate stays
AVERAGED = "averaged"  # 20 or more: the new estimate is the mean of the two
NO_GAME = "no_game"  # no compatible game this round: the estimate stays

# What happened to an unrated player's archive (``ffe_archive.action``).
ARCHIVE_CREATED = "created"  # no archive, Nj < 8: archive (Pj, Nj)
ARCHIVE_EXTENDED = "extended"  # Nj + Na < 8: weighted mean, Na + Nj games
ARCHIVE_KEPT = "kept"  # played, but no compatible game: the archive stays as it was
ARCHIVE_NONE = "none"  # no archive and no compatible game: none is created from 0 games
ARCHIVE_COMPLETED = "completed"  # Nj < 8 ≤ Nj + Na: the weighted mean is the first rating
ARCHIVE_FORGOTTEN = "forgotten"  # Nj ≥ 8: the past is forgotten, Ej = Pj


@dataclass
class FfeGame:
    """A compatible game: the opponent's value used and the player's score."""

    game: str
    date: str
    opponent: str
    opponent_rating: int | float  # his rating, or his estimate when he is unrated
    estimated: bool  # the opponent is unrated: the value is his final estimate
    score: float  # 1, 0.5 or 0
    kind: str = field(default="ffe_game", kw_only=True)


@dataclass
class FfePerformance:
    """Pj over the Nj compatible games: Ea + D(P), D from Table I interpolated at P."""

    nj: int
    ea: float  # mean opponent value
    sc: float  # points scored
    p: float  # Sc / Nj
    p_low: int | None  # Table I row (hundredths) at or below P; None when the bound applies
    d_low: int | None  # D at p_low
    d_high: int | None  # D at p_low + 1 (equal to d_low when P is on the row)
    d: float  # D(P)
    bounded: bool  # P ≥ .95 or P ≤ .05: D = ±470
    raw: float  # Ea + D
    floored: bool  # raw < 1000: Pj = 1000
    pj: float
    kind: str = field(default="ffe_performance", kw_only=True)


@dataclass
class FfeEstimate:
    """One round of the iteration for an unrated player (round 0: the first estimate).

    Rounds in which neither the player's estimate nor an unrated opponent's
    changed would repeat the previous line; they are not listed.
    """

    round: int
    estimate: float | None  # before the round (None in round 0)
    performance: float | None  # None when no game was compatible
    nj: int
    difference: float | None  # performance − estimate
    decision: str  # FIRST, KEPT, AVERAGED, NO_GAME
    new_estimate: float
    kind: str = field(default="ffe_estimate", kw_only=True)


@dataclass
class FfeEstimateFinal:
    """The final estimate is the unrated player's Pj; Nj is counted against it."""

    estimate: float
    nj: int
    rounds: int  # rounds run after the first estimate
    converged: bool  # False: stopped by the 25-round limit
    kind: str = field(default="ffe_estimate_final", kw_only=True)


@dataclass
class FfeBrake:
    """Pj < Ei: Ej = (16·Ei + Nj·Pj) / (16 + Nj)."""

    ei: int
    pj: float
    nj: int
    raw: float
    rating: int
    kind: str = field(default="ffe_brake", kw_only=True)


@dataclass
class FfeReplacement:
    """Pj ≥ Ei on at least the quota of compatible games: Ej = Pj."""

    ei: int
    pj: float
    nj: int
    youth: bool
    quota: int
    rating: int
    kind: str = field(default="ffe_replacement", kw_only=True)


@dataclass
class FfeBarycentre:
    """Pj ≥ Ei below the quota: Ej = (Pj·Nj + (16 − Nj)·Ei) / 16."""

    ei: int
    pj: float
    nj: int
    youth: bool
    quota: int
    raw: float
    rating: int
    kind: str = field(default="ffe_barycentre", kw_only=True)


@dataclass
class FfeArchiveStep:
    """What became of an unrated player's archive (see the ARCHIVE_* actions).

    ``performance`` and ``games`` are the archive after the step; for
    ``completed`` the weighted mean that becomes the first rating.
    """

    action: str
    pa: float | None  # archive before (None if there was none)
    na: int
    pj: float | None
    nj: int
    performance: float | None
    games: int
    kind: str = field(default="ffe_archive", kw_only=True)


@dataclass
class FfeFirstRating:
    """A first rating: the unrounded value and the rating it rounds to."""

    raw: float
    rating: int
    games: int  # compatible games behind it (archive included when from_archive)
    from_archive: bool
    kind: str = field(default="ffe_first_rating", kw_only=True)


@dataclass
class FfeEstimateIgnored:
    """An estimate (marked E, or without a letter a value ending in 9): the player is unrated."""

    estimate: int
    marked: bool  # the list's letter E says so (else the value ends in 9)
    kind: str = field(default="ffe_estimate_ignored", kw_only=True)


@dataclass
class FfeUnchanged:
    """A rated player with no compatible game keeps his rating."""

    rating: int
    kind: str = field(default="ffe_unchanged", kw_only=True)
