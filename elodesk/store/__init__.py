"""The club database: SQLite through sqlite-utils, one module per aggregate.

Nothing here knows Qt. A connection stays in the thread that opened it. Every
change is one user action inside ``store.db.write``: one transaction, one commit.

Rating states are one row per player and system in ``ratings``. FIDE's three lists
(standard, rapid, blitz) share its ``fide`` row: the state holds one contract state per
rate (``store.ratings``), and each FIDE run and history row names the rate it rated
(migration m003), so a list is previewed, applied and undone on its own.
"""
