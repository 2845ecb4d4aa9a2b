"""The rating systems: pure rules, no Qt, no database, no file I/O.

Each system is a function from (prior states, games, period) to (new states,
explanations). ``elodesk.core.contract`` reads and writes them as the JSON
documents of ``elodesk compute`` (ENGINE.md).
"""

SYSTEMS: tuple[str, ...] = ("frbe", "frbe-classic", "ffe", "bataille-empire", "diplomacy")
