"""The rating systems: pure rules, no Qt, no database, no file I/O.

Each system is a function from (prior states, games, period) to (new states,
explanations). ``elodesk.core.contract`` reads and writes them as the JSON
documents of ``elodesk compute`` (ENGINE.md). The list of systems is
``elodesk.core.systems``.
"""

from elodesk.core.systems import CLUB_SYSTEMS, SYSTEMS

__all__ = ["CLUB_SYSTEMS", "SYSTEMS"]
