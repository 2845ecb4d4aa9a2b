"""Ranking lists: pure data for the screen, the command line, spreadsheets and printed sheets.

RULES.md: ranking lists order by rating, then by games (more games first),
then name. Only players with a rating appear (provisional Belgian ratings and
French club estimates are not ratings). Diplomacy ranks by the global Elo of a
mode.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlite_utils

from elodesk.core.bataille_empire import grade
from elodesk.core.diplomacy import global_rating
from elodesk.core.ffe import is_estimate
from elodesk.reports.history import fide_rate
from elodesk.reports.sorting import drop_in_steps, sorted_in_steps
from elodesk.store.players import name_key
from elodesk.store.ratings import fide_inactive, last_changes, players_with_history, rated_players


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
    rate = fide_rate(mode) if system == "fide" else None
    changes = last_changes(db, system, rate)
    active = players_with_history(db, system) if active_only else None
    rows: list[RankingRow] = []
    players = rated_players(db, system)
    for player in players:
        pid, name, player_club, rating, games = player.id, player.name, player.club, player.rating, player.games
        if club is not None and (player_club or "") != club:
            continue
        if active is not None and pid not in active:
            continue
        if system == "diplomacy":
            roles = player.state.get("ratings", {}).get(mode, {})
            if not roles:
                continue
            value: float = round(global_rating({r: v["rating"] for r, v in roles.items()}), 2)
            games = sum(v["games"] for v in roles.values())
        elif rate is not None:  # FIDE: the list of one rate
            listed = player.state.get(rate) or {}
            if listed.get("rating") is None:
                continue
            value, games = listed["rating"], listed.get("games", 0)
        elif rating is None or (system == "ffe" and is_estimate(rating, player.state.get("rating_type"))):
            continue
        else:
            value = rating
        rows.append(RankingRow(0, pid, name, player_club, value, games, changes.get(pid),
                               grade(int(value)) if system == "bataille-empire" else None,
                               rate is not None and fide_inactive(player.state, rate)))
    drop_in_steps(players)
    rows = sorted_in_steps(rows, key=lambda r: (-r.rating, -r.games, name_key(r.name), r.player_id))
    for rank, row in enumerate(rows, 1):
        row.rank = rank
    return rows
