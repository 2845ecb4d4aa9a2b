"""Rating history as series for plots and sheets: pure data from the club database."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

import sqlite_utils

from elodesk.core.bataille_empire import GRADES, grade
from elodesk.core.diplomacy import global_rating
from elodesk.core.systems import RATES, STANDARD
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
    if system == "diplomacy":
        roles = entry["state"].get("ratings", {}).get(mode)
        return round(global_rating({r: v["rating"] for r, v in roles.items()}), 1) if roles else None
    if system == "fide":  # one list at a time: ``mode`` is its rate
        return entry["new"] if entry["rate"] == fide_rate(mode) else None
    return entry["new"]


def fide_rate(mode: str) -> str:
    """The FIDE list a page's or command's mode names (its classic games: the standard list)."""
    return mode if mode in RATES else STANDARD


def rating_series(db: sqlite_utils.Database, player_id: int, name: str, system: str,
                  mode: str = "classic") -> Series:
    """A player's rating after each applied run that rated him, oldest first; the rating he had
    before the first run opens the line, on that period's first day."""
    series = Series(player_id, name, system)
    for entry in player_history(db, player_id, system):
        value = _value(system, entry, mode)
        if value is None:
            continue
        if not series.dates and entry["old"] is not None and entry["start"] and entry["start"] < entry["date"]:
            series.dates.append(date.fromisoformat(entry["start"]))
            series.ratings.append(entry["old"])
            series.grades.append(grade(int(entry["old"])) if system == "bataille-empire" else "")
        series.dates.append(date.fromisoformat(entry["date"]))
        series.ratings.append(value)
        series.grades.append(grade(int(value)) if system == "bataille-empire" else "")
    return series


def grade_bands() -> list[tuple[str, float, float]]:
    """Bataille Empire grades as (name, lowest level, highest level) for shading plots."""
    return [(g.name, g.low if g.low is not None else 0, (g.high + 1) if g.high is not None else 3000)
            for g in GRADES]


def current_ratings(db: sqlite_utils.Database, system: str) -> list[float]:
    """Every current rating of a system (for the distribution), estimates and unrated left out."""
    values = []
    for p in rated_players(db, system):
        if system == "diplomacy":
            roles = p.state.get("ratings", {}).get("classic")
            if roles:
                values.append(global_rating({r: v["rating"] for r, v in roles.items()}))
        elif system == "fide":
            standard = (p.state.get(STANDARD) or {}).get("rating")
            if standard is not None:
                values.append(float(standard))
        elif p.rating is not None and not (system == "ffe" and p.rating % 10 == 9):
            values.append(float(p.rating))
    return values
