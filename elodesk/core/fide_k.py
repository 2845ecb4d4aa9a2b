"""K, the development coefficient of the FIDE ratings (Std 8.3.3, R&B 7.3.3; RULES.md ``fide`` A6, A7, A13).

The K a period uses (fixed at its start), the 700 rule, and the K the next list prints
(``k_next`` of ENGINE.md), which the next period's input ``k`` should be.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from elodesk.core.fide import FidePlayer

K_BUDGET = 700  # Std 8.3.3: K × n may not exceed 700
NEW_PLAYER_GAMES = 30  # Std 8.3.3: K 40 until 30 games
JUNIOR_LAST_AGE = 18  # ... until the end of the year of the 18th birthday
JUNIOR_UNDER = 2300  # ... as long as the rating remains under 2300
K_10_FROM = 2400  # K 10 once 2400 is reached

# The line of Std 8.3.3 that gave K (``fide_k.line``), in the order A6 applies them.
K_GIVEN = "given"  # the K printed on the previous list
K_REACHED_2400 = "reached_2400"
K_JUNIOR = "junior"
K_NEW_PLAYER = "new_player"
K_OTHER = "other"


def base_k(player: FidePlayer, rating: int, year: int) -> tuple[int, str]:
    """K at the period's start and the line of Std 8.3.3 that gives it (precedence A6)."""
    if player.k is not None:
        return player.k, K_GIVEN
    if rating >= K_10_FROM:
        return 10, K_REACHED_2400
    if is_junior(player.birth_date, year) and rating < JUNIOR_UNDER:
        return 40, K_JUNIOR
    if player.games < NEW_PLAYER_GAMES:
        return 40, K_NEW_PLAYER
    return 20, K_OTHER


def is_junior(birth_date: date | None, year: int) -> bool:
    """Until the end of the year of the 18th birthday (A13: ``year`` is the period's start)."""
    return birth_date is not None and year <= birth_date.year + JUNIOR_LAST_AGE


def next_k(player: FidePlayer, rating: int | None, games: int, year: int) -> int | None:
    """The K the next list prints (A6 on the state after the period; ``year``: the next list's).

    A given K of 10 stays (2400 once reached); a given K other than 40 carries history the
    club cannot see (a junior who reached 2300), so it stays below 2400; else the lines of 8.3.3.
    """
    if rating is None:
        return None
    if rating >= K_10_FROM or player.k == 10:
        return 10
    if player.k is not None and player.k != 40:
        return player.k
    if is_junior(player.birth_date, year) and rating < JUNIOR_UNDER:
        return 40
    return 40 if games < NEW_PLAYER_GAMES else 20


def k_after_700(k: int, games: int) -> int:
    """Std 8.3.3: the largest whole K with K × n ≤ 700 when K × n exceeds 700."""
    return K_BUDGET // games if k * games > K_BUDGET else k
