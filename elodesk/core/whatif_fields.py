"""What the what-if calculator asks of a player of one rating system, and how it states his games: a field
of the system's record in ``core.systems``, so the calculator (``reports.whatif``, the dialog) names no system.

The labels are keys: the window has a translated sentence for each.
"""

from __future__ import annotations

from dataclasses import dataclass

# A player's figure: a rating, or a level (Bataille Empire speaks of levels).
RATING, LEVEL = "rating", "level"
# The results a game offers: a chess game's (win, draw, loss, the player having White) or a battle's
# (victory or defeat by its margin, the player's side A against side B; the form counts battles fought).
GAMES, BATTLES = "games", "battles"
# What an unrated player brings: his archive's games, their opponents' ratings summed and his points
# (the Belgian rules), or his archive's games and his performance over them (the FFE).
POINTS, PERFORMANCE = "points", "performance"
# The period the document states: the games' day alone, or from the start of the list's period to that day.
DAY, LIST = "day", "list"


@dataclass(frozen=True, slots=True)
class WhatIfFields:
    """The inputs the what-if form shows for a system, their bounds, and the shape of its document."""

    board: bool = False  # one game's board of powers (Diplomacy: mode, scoring, power), not games against opponents
    results: str = GAMES  # GAMES or BATTLES: the results offered, the games' shape and the games' label
    rating_label: str = RATING  # RATING or LEVEL: the player's and the opponents' figure
    career_games: bool = False  # the form asks the games he has played (his K follows them)
    min_career_games: int = 0  # a rated player has played at least these (the Belgian rules: 20)
    unrated: str | None = None  # POINTS or PERFORMANCE: the form asks Rated or Unrated, and an unrated player's
    #                             archive; None: every player typed is rated
    archive_max: int = 19  # the most games an unrated player's archive holds (the FFE's: 7)
    editions: bool = False  # the officer may pick the edition of the rules (the Belgian, newest text)
    birth_year: bool = False  # the form asks his birth year (the FFE's K follows his age)
    period: str | None = None  # DAY or LIST: the period the document states; None: none
    list_k: bool = False  # the form asks the K printed on his last list (FIDE: it carries history the rules
    #                       cannot see, such as 2400 once reached); none typed: K follows the rules
