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

# The set's name until m007; renamed then, so that the versions before, which look only for
# their migrations under this name, refuse an upgraded file (see ``store.club_file``).
FIRST_SET = "elodesk"
MIGRATIONS = Migrations("elodesk-2")

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
def m007_repair_imports_and_rates(db: sqlite_utils.Database) -> None:
    """Mend the databases of the first versions (issue 21.3); m001 and m002 stay as they shipped.

    b8048ff added the ``imports`` table inside the already shipped m001, so a database made
    before it had none and could never import again: it is created, with a row for every
    event's file so that the same file is still recognised. m002 made every earlier chess
    event ``standard``: a blitz or rapid one gets its rate back from its file's name or its own
    (see ``store.upgrade``), with a note to the officer.
    """
    from elodesk.store.upgrade import repair_imports, repair_rates

    repair_imports(db, next(s for s in _INITIAL if s.startswith("CREATE TABLE imports")))
    repair_rates(db)


@MIGRATIONS()
def m008_event_tiebreak_edition(db: sqlite_utils.Database) -> None:
    """The edition of FIDE's tie-break regulations (C.07) an officer chose for a chess event, '2023' or
    '2026'; null: the one in force on the event's start date."""
    db.execute("ALTER TABLE events ADD COLUMN tiebreak_edition TEXT CHECK (tiebreak_edition IN ('2023', '2026'))")


@MIGRATIONS()
def m009_event_systems(db: sqlite_utils.Database) -> None:
    """The systems that rate each event (issue 22): a French open is rated by the FFE and by FIDE.

    ``events.system`` stays the event's main (national) system and is always one of them. Every
    event gets its own system; a chess event read from a FIDE tournament report (``trf``, FIDE's
    own file) gets ``fide`` too, as an import now gives it, unless a FIDE period already applied
    covers its dates: that run did not rate it, and its undo and the event's edits must stay as they
    were. Other files do not tell (a Papi file says FIDE only through its players, which the
    database does not keep): not claimed.
    """
    db.execute("""CREATE TABLE event_systems (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        system TEXT NOT NULL,
        PRIMARY KEY (event_id, system)
    )""")
    db.execute("CREATE INDEX event_systems_system ON event_systems (system, event_id)")
    db.execute("INSERT INTO event_systems (event_id, system) SELECT id, system FROM events")
    db.execute("INSERT OR IGNORE INTO event_systems (event_id, system) SELECT e.id, 'fide' FROM events e "
               "WHERE e.source_format = 'trf' AND e.system IN ('frbe', 'frbe-classic', 'ffe') AND NOT EXISTS "
               "(SELECT 1 FROM periods p WHERE p.system = 'fide' AND p.kind = 'period' AND "
               "COALESCE(e.\"end\", e.start) BETWEEN COALESCE(p.start, '0000') AND COALESCE(p.\"end\", '9999'))")


@MIGRATIONS()
def m010_event_report_fields(db: sqlite_utils.Database) -> None:
    """What the report sent to FIDE gives of a chess event besides: its time control as its file writes it
    (``90'+30"``: 122, and TRF-2026's 222 in seconds) and its federation (032: a German open stays German, and
    FIDE's, when its report is imported back). Events imported before have neither."""
    db.execute("ALTER TABLE events ADD COLUMN time_control TEXT")
    db.execute("ALTER TABLE events ADD COLUMN federation TEXT")


@MIGRATIONS()
def m011_event_fide_list_later(db: sqlite_utils.Database) -> None:
    """A FIDE event moved one list later by the officer (Std 9.1: it ended within five days of the
    month's end); 0: on the first list at least 3 days after its end (7.1.3)."""
    db.execute("ALTER TABLE events ADD COLUMN fide_list_later INTEGER NOT NULL DEFAULT 0")


@MIGRATIONS()
def m012_runs(db: sqlite_utils.Database) -> None:
    """A run is called a run everywhere (issue 24): the table ``periods`` becomes ``runs`` and
    ``history.period_id`` ``run_id``; a run is a period, an event, an inactivity penalty or an uplift.

    SQLite renames the references with them (history's foreign key); the index on the column is
    made again under its new name. ``runs.kind`` keeps its value ``'period'``: that run is a period.
    """
    db.execute("ALTER TABLE periods RENAME TO runs")
    db.execute("ALTER TABLE history RENAME COLUMN period_id TO run_id")
    db.execute("DROP INDEX history_period")
    db.execute("CREATE INDEX history_run ON history (run_id)")
