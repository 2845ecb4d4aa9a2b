"""Explanation records: every figure the engines produce comes with the steps behind it.

A record is data, never prose: a ``kind`` and the numbers. The command line and
the application phrase them (``elodesk.reports.explanations``) in French or
English from the same records. Records are plain dataclasses, which
``orjson`` serialises as they are; ``kind`` is always the last field, keyword-only
so that each record holds it (the JSON writer reads the record's own fields). They are
never changed once made, but not declared frozen: a frozen dataclass is six
times slower to create, and a federation period makes 200,000 of them. Nor
slotted: ``orjson`` writes a dataclass from its ``__dict__`` four times faster
than one with slots (0.04 s against 0.18 s for 200,000 games), and writing
them was the largest single cost of ``elodesk compute``.

Chess records shared by ``frbe``, ``frbe-classic`` and ``ffe`` live here; each
system keeps its own records in its module.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Why a game did not count for a player (the ``reason`` of a ``left_out`` record).
FORFEIT = "forfeit"  # +-, -+ or -- : never rated
OPPONENT_UNRATED = "opponent_unrated"  # rated player against a player still unrated
BOTH_UNRATED = "both_unrated"  # two players both still unrated
NON_MEMBER_WITHOUT_FIDE = "non_member_without_fide"  # non-member opponent with no FIDE rating
NON_MEMBER = "non_member"  # the player himself is a non-member: never rated
INCOMPATIBLE = "incompatible"  # ffe: the 350-point compatibility rule
BOTH_NON_MEMBERS = "both_non_members"
RAPID_EVENT = "rapid_event"  # a national system rates standard games only
BLITZ_EVENT = "blitz_event"


@dataclass
class GameRated:
    """A game rated by Formula II (Belgian systems): We from Table II, K by ordinal."""

    game: str
    date: str
    opponent: str
    opponent_rating: int
    score: float  # 1, 0.5 or 0
    expected: float  # We, two decimals
    k: int
    ordinal: int  # the game's number in the player's career
    contribution: float  # K * (W - We)
    kind: str = field(default="game", kw_only=True)


@dataclass
class GameLeftOut:
    """A game that did not count for this player, and why (see the reason constants)."""

    game: str
    date: str
    opponent: str
    reason: str
    opponent_rating: int | float | None = None
    own_rating: int | float | None = None
    kind: str = field(default="left_out", kw_only=True)
