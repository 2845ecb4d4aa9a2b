"""Ranking lists: pure data for the screen, the command line, spreadsheets and printed sheets.

RULES.md: ranking lists order by rating, then by games (more games first),
then name. Only players with a rating appear (provisional Belgian ratings and
French club estimates are not ratings). Diplomacy ranks by the global Elo of a
mode.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from elodesk.core.systems import get_system
from elodesk.reports.history import list_rate, rating_view
from elodesk.reports.sorting import drop_in_steps, sorted_in_steps
from elodesk.store.players import name_key
from elodesk.store.ratings import last_changes, players_with_history, rated_players


@dataclass(slots=True)
class RankingRow:
    rank: int
    player_id: int
    name: str
    club: str | None
    rating: float
    games: int
    change: float | None  # since the previous applied run
    grade: str | None = None  # Bataille Empire
    inactive: bool = False  # FIDE: flagged inactive on the list (Std 7.2.2)

    def to_json(self) -> dict[str, object]:
        return {"rank": self.rank, "id": self.player_id, "name": self.name, "club": self.club,
                "rating": self.rating, "games": self.games, "change": self.change, "grade": self.grade,
                "inactive": self.inactive}


def ranking(db: sqlite_utils.Database, system: str, *, mode: str = "classic", club: str | None = None,
            active_only: bool = False) -> list[RankingRow]:
    """The ranking list of a system (for Diplomacy, of one mode's global Elo)."""
    rated = get_system(system)
    changes = last_changes(db, system, list_rate(system, mode))
    active = players_with_history(db, system) if active_only else None
    rows: list[RankingRow] = []
    players = rated_players(db, system)
    for player in players:
        pid, name, player_club = player.id, player.name, player.club
        if club is not None and (player_club or "") != club:
            continue
        if active is not None and pid not in active:
            continue
        view = rating_view(system, player.state, mode)  # Diplomacy: a mode's global Elo; FIDE: one rate's list
        if not view.ranked or view.rating is None:
            continue
        value = round(view.rating, 2) if rated.role_modes else view.rating
        rows.append(RankingRow(0, pid, name, player_club, value, view.games, changes.get(pid), view.grade,
                               view.inactive))
    drop_in_steps(players)
    rows = sorted_in_steps(rows, key=lambda r: (-r.rating, -r.games, name_key(r.name), r.player_id))
    for rank, row in enumerate(rows, 1):
        row.rank = rank
    return rows
