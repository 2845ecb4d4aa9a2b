"""Schema of the club database, as sqlite-utils migrations.

The pending ones run together in one write when the database is opened (see
``store.db.open_db``), after a copy of an existing database is made.

Add a new migration at the end for every change; never edit one that shipped.
Rating states are kept in the fields of the compute contract (ENGINE.md) as
JSON, so that a preview feeds the engines exactly what ``elodesk compute``
would read, and a period's output can be stored as the next state unchanged.
"""

from __future__ import annotations

import sqlite_utils
from sqlite_utils.migrations import Migrations

MIGRATIONS = Migrations("elodesk")

_INITIAL = [
    """CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
    """CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        birth_date TEXT,
        sex TEXT CHECK (sex IN ('M', 'F')),
        club TEXT,
        federation TEXT,
        title TEXT,
        fide_id TEXT,
        frbe_id TEXT,
        ffe_id TEXT,
        fide_rating INTEGER,
        is_foreign INTEGER NOT NULL DEFAULT 0,
        is_member INTEGER NOT NULL DEFAULT 1
    )""",
    "CREATE INDEX players_name ON players (name COLLATE NOCASE)",
    "CREATE INDEX players_fide ON players (fide_id)",
    "CREATE INDEX players_frbe ON players (frbe_id)",
    "CREATE INDEX players_ffe ON players (ffe_id)",
    """CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        system TEXT NOT NULL,
        name TEXT NOT NULL,
        place TEXT,
        start TEXT,
        "end" TEXT,
        arbiter TEXT,
        rounds INTEGER,
        source_file TEXT,
        source_format TEXT,
        source_hash TEXT UNIQUE,
        imported_at TEXT,
        warnings TEXT NOT NULL DEFAULT '[]'
    )""",
    """CREATE TABLE event_players (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id),
        ref TEXT NOT NULL,
        rating INTEGER,
        PRIMARY KEY (event_id, player_id)
    )""",
    """CREATE TABLE chess_games (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        round INTEGER,
        board INTEGER,
        date TEXT,
        white_id INTEGER NOT NULL REFERENCES players (id),
        black_id INTEGER NOT NULL REFERENCES players (id),
        result TEXT CHECK (result IN ('1-0', '0-1', '1/2-1/2', '+-', '-+', '--', '*'))
    )""",
    "CREATE INDEX chess_games_event ON chess_games (event_id, round)",
    "CREATE INDEX chess_games_date ON chess_games (date)",
    """CREATE TABLE byes (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL,
        points REAL NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE battles (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        date TEXT,
        result TEXT,
        scenario TEXT,
        notes TEXT
    )""",
    """CREATE TABLE battle_generals (
        battle_id INTEGER NOT NULL REFERENCES battles (id) ON DELETE CASCADE,
        side TEXT NOT NULL CHECK (side IN ('a', 'b')),
        position INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        PRIMARY KEY (battle_id, side, position)
    )""",
    """CREATE TABLE diplomacy_games (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        ref TEXT NOT NULL,
        first_resolution TEXT NOT NULL,
        mode TEXT NOT NULL,
        used_for_elo INTEGER NOT NULL,
        state TEXT NOT NULL,
        excluded INTEGER NOT NULL DEFAULT 0,
        scoring TEXT NOT NULL,
        variant TEXT NOT NULL
    )""",
    """CREATE TABLE diplomacy_results (
        game_id INTEGER NOT NULL REFERENCES diplomacy_games (id) ON DELETE CASCADE,
        role TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        centers INTEGER NOT NULL,
        eliminated INTEGER NOT NULL,
        score REAL,
        PRIMARY KEY (game_id, role)
    )""",
    # The current state of each player in each system, in the contract's fields.
    """CREATE TABLE ratings (
        player_id INTEGER NOT NULL REFERENCES players (id),
        system TEXT NOT NULL,
        rating INTEGER,
        games INTEGER NOT NULL DEFAULT 0,
        state TEXT NOT NULL,
        PRIMARY KEY (player_id, system)
    )""",
    # A rating run: a period (chess), an event (Bataille Empire, Diplomacy), or an
    # explicit action (inactivity penalty, Belgian 2024 uplift).
    """CREATE TABLE periods (
        id INTEGER PRIMARY KEY,
        system TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('period', 'event', 'inactivity', 'uplift')),
        start TEXT,
        "end" TEXT,
        event_id INTEGER REFERENCES events (id),
        year INTEGER,
        applied_at TEXT NOT NULL,
        backup TEXT,
        summary TEXT
    )""",
    # Every rating ever computed: the state before and after, and the explanation.
    """CREATE TABLE history (
        id INTEGER PRIMARY KEY,
        period_id INTEGER NOT NULL REFERENCES periods (id),
        player_id INTEGER NOT NULL REFERENCES players (id),
        system TEXT NOT NULL,
        date TEXT NOT NULL,
        old_rating INTEGER,
        new_rating INTEGER,
        status TEXT NOT NULL,
        state_before TEXT,
        state_after TEXT NOT NULL,
        explanation TEXT NOT NULL
    )""",
    "CREATE INDEX history_player ON history (player_id, system, date)",
    "CREATE INDEX history_period ON history (period_id)",
    # Every file imported, by the hash of its content: the same file is recognised.
    """CREATE TABLE imports (
        hash TEXT PRIMARY KEY,
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        event_id INTEGER REFERENCES events (id),
        at TEXT NOT NULL
    )""",
    """CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL
    )""",
]


@MIGRATIONS()
def m001_initial(db: sqlite_utils.Database) -> None:
    for statement in _INITIAL:
        db.execute(statement)


@MIGRATIONS()
def m002_event_rate(db: sqlite_utils.Database) -> None:
    """Chess events have a rate (standard, rapid, blitz); those imported before were standard."""
    db.execute("ALTER TABLE events ADD COLUMN rate TEXT CHECK (rate IN ('standard', 'rapid', 'blitz'))")
    db.execute("UPDATE events SET rate = 'standard' WHERE system NOT IN ('bataille-empire', 'diplomacy')")


@MIGRATIONS()
def m003_fide_rates(db: sqlite_utils.Database) -> None:
    """FIDE keeps three lists: a run and each history row of ``fide`` name the rate it rated.

    The states stay keyed (player_id, system): the ``fide`` state holds one state per rate
    (see ``store.ratings``), so a player is one row per system as in the other systems.
    """
    db.execute("ALTER TABLE periods ADD COLUMN rate TEXT CHECK (rate IN ('standard', 'rapid', 'blitz'))")
    db.execute("ALTER TABLE history ADD COLUMN rate TEXT CHECK (rate IN ('standard', 'rapid', 'blitz'))")


@MIGRATIONS()
def m004_event_tiebreaks(db: sqlite_utils.Database) -> None:
    """A chess event's tie-breaks (C.07 acronyms, comma-separated); null: the usual ones of its kind."""
    db.execute("ALTER TABLE events ADD COLUMN tiebreaks TEXT")


@MIGRATIONS()
def m005_event_withdrawals(db: sqlite_utils.Database) -> None:
    """A player who withdrew from an event: the first round he no longer plays (null: he plays on)."""
    db.execute("ALTER TABLE event_players ADD COLUMN withdrawn_from INTEGER")


@MIGRATIONS()
def m006_player_indexes(db: sqlite_utils.Database) -> None:
    """Indexes on every column naming a player that no index led with: a player's games (merge, the
    player card, history, the what-if, deleting a player under foreign keys) scanned every row (a
    federation's 1,000,000 games) where they now look up his own."""
    for name, table, column in (("chess_games_white", "chess_games", "white_id"),
                                ("chess_games_black", "chess_games", "black_id"),
                                ("byes_player", "byes", "player_id"),
                                ("event_players_player", "event_players", "player_id"),
                                ("battle_generals_player", "battle_generals", "player_id"),
                                ("diplomacy_results_player", "diplomacy_results", "player_id")):
        db.execute(f'CREATE INDEX IF NOT EXISTS "{name}" ON "{table}" ("{column}")')


@MIGRATIONS()
def m007_event_fide_list_later(db: sqlite_utils.Database) -> None:
    """A FIDE event moved one list later by the officer (Std 9.1: it ended within five days of the
    month's end); 0: on the first list at least 3 days after its end (7.1.3)."""
    db.execute("ALTER TABLE events ADD COLUMN fide_list_later INTEGER NOT NULL DEFAULT 0")
