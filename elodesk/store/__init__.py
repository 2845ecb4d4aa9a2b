"""The club database: SQLite through sqlite-utils, one module per aggregate.

Nothing here knows Qt. A connection stays in the thread that opened it. Every
change is one user action inside ``store.db.write``: one transaction, one commit.
"""
