"""Rating history as series for plots and sheets: pure data from the club database."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

import sqlite_utils

from elodesk.core.bataille_empire import GRADES
from elodesk.core.diplomacy import global_rating
from elodesk.core.systems import RATES, STANDARD, get_system
from elodesk.store.history import HistoryEntry, player_history
from elodesk.store.ratings import ContractState, fide_inactive, rated_players


@dataclass(slots=True)
class Series:
    """One player's ratings over time in one system (Diplomacy: a mode's global Elo)."""

    player_id: int
    name: str
    system: str
    dates: list[date] = field(default_factory=list)
    ratings: list[float] = field(default_factory=list)
    grades: list[str] = field(default_factory=list)  # Bataille Empire: the grade at each point


def _value(system: str, entry: HistoryEntry, mode: str) -> float | None:
    if get_system(system).role_modes:
        rating = rating_view(system, entry.state, mode).rating  # the mode's global Elo after the run
        return None if rating is None else round(rating, 1)
    rate = list_rate(system, mode)
    if rate is not None:  # one list at a time: ``mode`` is its rate
        return entry.new if entry.rate == rate else None
    return entry.new


def fide_rate(mode: str) -> str:
    """The FIDE list a page's or command's mode names (its classic games: the standard list)."""
    return mode if mode in RATES else STANDARD


def list_rate(system: str, mode: str) -> str | None:
    """The list a page's or command's mode names, for a system keeping one list per rate (FIDE's three);
    None for a system of one list."""
    return fide_rate(mode) if get_system(system).per_rate else None


def mode_roles(state: Mapping[str, Any], mode: str) -> Mapping[str, Any]:
    """A mode's ratings by role in the state of a system rating modes by role (Diplomacy's powers)."""
    roles: Mapping[str, Any] = state.get("ratings", {}).get(mode) or {}
    return roles


def mode_global(roles: Mapping[str, Any]) -> float:
    """A mode's global Elo: the mean over the roles, a role never played at the start value."""
    return global_rating({r: v["rating"] for r, v in roles.items()})


class RatingView(NamedTuple):
    """What lists, cards and plots show of a player's state in a system, for one mode or list: read in
    one place (``rating_view``) from ENGINE.md's state, which the store keeps and ``compute`` takes as it is.
    A named tuple, not a frozen dataclass: a ranking makes one per player, 60,000 in 0.14 s (0.45 s frozen)."""

    rating: float | None  # the rating (Diplomacy: the mode's global Elo; FIDE: the list's); None: unrated
    games: int  # Diplomacy: the mode's games over its roles
    estimate: bool = False  # French: an estimate, not a rating
    provisional: float | None = None  # Belgian provisional rating
    grade: str | None = None  # Bataille Empire
    inactive: bool = False  # FIDE: flagged inactive on the list (Std 7.2.2)
    roles: int = 0  # Diplomacy: roles played in the mode

    @property
    def ranked(self) -> bool:
        """Whether the rating goes into ranking lists and distributions (RULES.md: estimates do not)."""
        return self.rating is not None and not self.estimate


def rating_view(system: str, state: ContractState, mode: str = "classic") -> RatingView:
    """A player's state in a system as displays read it, in a page's or command's mode (Diplomacy's
    classic or blitz, FIDE's list; the one rating elsewhere), from the system's record."""
    rated, rate = get_system(system), list_rate(system, mode)
    if rated.role_modes:
        roles = mode_roles(state, mode)
        if not roles:
            return RatingView(None, 0)
        return RatingView(mode_global(roles), sum(v["games"] for v in roles.values()), roles=len(roles))
    part: Mapping[str, Any] = (state.get(rate) or {}) if rate is not None else state
    rating = part.get("rating")
    return RatingView(rating, int(part.get("games") or 0), rated.is_estimate(rating, part),
                      state.get("provisional_rating"), rated.grade(None if rating is None else int(rating)),
                      rated.flags_inactive and rate is not None and fide_inactive(state, rate))


def rating_series(db: sqlite_utils.Database, player_id: int, name: str, system: str,
                  mode: str = "classic") -> Series:
    """A player's rating after each applied run that rated him, oldest first; the rating he had
    before the first run opens the line, on that period's first day."""
    series, graded = Series(player_id, name, system), get_system(system)
    for entry in player_history(db, player_id, system):
        value = _value(system, entry, mode)
        if value is None:
            continue
        if not series.dates and entry.old is not None and entry.start and entry.start < entry.date:
            series.dates.append(date.fromisoformat(entry.start))
            series.ratings.append(entry.old)
            series.grades.append(graded.grade(int(entry.old)) or "")
        series.dates.append(date.fromisoformat(entry.date))
        series.ratings.append(value)
        series.grades.append(graded.grade(int(value)) or "")
    return series


def grade_bands() -> list[tuple[str, float, float]]:
    """Bataille Empire grades as (name, lowest level, highest level) for shading plots."""
    return [(g.name, g.low if g.low is not None else 0, (g.high + 1) if g.high is not None else 3000)
            for g in GRADES]


def current_ratings(db: sqlite_utils.Database, system: str) -> list[float]:
    """Every current rating of a system (for the distribution), estimates and unrated left out."""
    values = []
    rated = get_system(system)
    mode = rated.role_modes[0] if rated.role_modes else "classic"  # the first mode; FIDE's standard list
    for p in rated_players(db, system):
        view = rating_view(system, p.state, mode)
        if view.ranked and view.rating is not None:
            values.append(float(view.rating))
    return values
