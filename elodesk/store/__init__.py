"""The club database: SQLite through sqlite-utils, one module per aggregate.

Nothing here knows Qt. A connection stays in the thread that opened it.
"""
