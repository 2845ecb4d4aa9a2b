"""Rating history as series for plots and sheets: pure data from the club database."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import sqlite_utils

from elodesk.core.bataille_empire import GRADES
from elodesk.core.diplomacy import global_rating
from elodesk.core.systems import RATES, STANDARD, get_system
from elodesk.store.history import player_history
from elodesk.store.ratings import rated_players


@dataclass(slots=True)
class Series:
    """One player's ratings over time in one system (Diplomacy: a mode's global Elo)."""

    player_id: int
    name: str
    system: str
    dates: list[date] = field(default_factory=list)
    ratings: list[float] = field(default_factory=list)
    grades: list[str] = field(default_factory=list)  # Bataille Empire: the grade at each point


def _value(system: str, entry: dict, mode: str) -> float | None:
    if get_system(system).role_modes:
        roles = mode_roles(entry["state"], mode)
        return round(mode_global(roles), 1) if roles else None
    rate = list_rate(system, mode)
    if rate is not None:  # one list at a time: ``mode`` is its rate
        return entry["new"] if entry["rate"] == rate else None
    return entry["new"]


def fide_rate(mode: str) -> str:
    """The FIDE list a page's or command's mode names (its classic games: the standard list)."""
    return mode if mode in RATES else STANDARD


def list_rate(system: str, mode: str) -> str | None:
    """The list a page's or command's mode names, for a system keeping one list per rate (FIDE's three);
    None for a system of one list."""
    return fide_rate(mode) if len(get_system(system).rates) > 1 else None


def mode_roles(state: Mapping[str, Any], mode: str) -> Mapping[str, Any]:
    """A mode's ratings by role in the state of a system rating modes by role (Diplomacy's powers)."""
    roles: Mapping[str, Any] = state.get("ratings", {}).get(mode) or {}
    return roles


def mode_global(roles: Mapping[str, Any]) -> float:
    """A mode's global Elo: the mean over the roles, a role never played at the start value."""
    return global_rating({r: v["rating"] for r, v in roles.items()})


def rating_series(db: sqlite_utils.Database, player_id: int, name: str, system: str,
                  mode: str = "classic") -> Series:
    """A player's rating after each applied run that rated him, oldest first; the rating he had
    before the first run opens the line, on that period's first day."""
    series, graded = Series(player_id, name, system), get_system(system)
    for entry in player_history(db, player_id, system):
        value = _value(system, entry, mode)
        if value is None:
            continue
        if not series.dates and entry["old"] is not None and entry["start"] and entry["start"] < entry["date"]:
            series.dates.append(date.fromisoformat(entry["start"]))
            series.ratings.append(entry["old"])
            series.grades.append(graded.grade(int(entry["old"])) or "")
        series.dates.append(date.fromisoformat(entry["date"]))
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
    rated, rate = get_system(system), list_rate(system, "classic")  # the first mode; FIDE's standard list
    for p in rated_players(db, system):
        if rated.role_modes:
            roles = mode_roles(p.state, rated.role_modes[0])
            if roles:
                values.append(mode_global(roles))
        elif rate is not None:
            listed = (p.state.get(rate) or {}).get("rating")
            if listed is not None:
                values.append(float(listed))
        elif p.rating is not None and not rated.is_estimate(p.rating):  # the FFE's: a value ending in 9
            values.append(float(p.rating))
    return values
