"""bench_ui's club: a federation's 60,000 players and 1,000,000 games, a Bataille Empire event and a
Diplomacy event (bulk inserts, one transaction each: set-up only, never measured).

The club is cached in /tmp/elodesk-bench-ui.elodesk (or where ELODESK_BENCH_UI_CLUB says); a cache
made before the wargame events existed gets them added (a second or two) instead of being built again (a few minutes).
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import time
from pathlib import Path

from elodesk.store.db import open_db

PLAYERS = 60_000
EVENTS = 2_000
GAMES_PER_EVENT = 500
CACHE = Path(os.environ.get("ELODESK_BENCH_UI_CLUB", "/tmp/elodesk-bench-ui.elodesk"))  # another path: own copy
RESULTS = ("1-0", "0-1", "1/2-1/2", "1-0", "0-1", "+-")

BATTLE_EVENT = "Campagne de Russie (bench)"
GENERALS, BATTLE_ROUNDS, BATTLES_PER_ROUND = 120, 12, 40
BATTLE_RESULTS = ("a-crushing", "a-decisive", "a-marginal", "draw", "b-marginal", "b-decisive", "b-crushing")
SCENARIOS = ("Borodino", "Smolensk", "La Moskova", "Krasnoï", "Bérézina")
DIPLOMACY_EVENT = "Ligue Diplomacy (bench)"
DIPLOMATS, DIPLOMACY_GAMES = 300, 500
POWERS = ("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey")


def club() -> Path:
    """The cached club, built or completed first if need be (and said how long it took)."""
    if not CACHE.exists():
        print(f"building {CACHE} ({PLAYERS} players, {EVENTS * GAMES_PER_EVENT} games, two wargame events)…")
        t = time.perf_counter()
        partial = CACHE.with_suffix(".building")
        partial.unlink(missing_ok=True)
        build(partial)
        add_wargames(partial)
        partial.rename(CACHE)  # an interrupted build leaves no cache behind
        print(f"  built in {time.perf_counter() - t:.0f} s")
    elif wargame_event(CACHE, "bataille-empire") is None:
        t = time.perf_counter()
        add_wargames(CACHE)
        print(f"added a battle and a Diplomacy event to {CACHE} in {time.perf_counter() - t:.1f} s")
    return CACHE


def build(path: Path) -> None:
    """Players with Belgian ratings, 2,000 Swiss-like events of 500 games."""
    rnd = random.Random(7)
    db = open_db(path)
    db.conn.execute("BEGIN")  # one transaction: the connection is in autocommit mode
    db.conn.executemany(
        "INSERT INTO players (id, name, club, federation, frbe_id, birth_date) VALUES (?, ?, ?, 'BEL', ?, ?)",
        [(i, f"Joueur{i:05d}, Prénom{i % 97}", f"Club {i % 400}", str(10000 + i),
          f"{1950 + i % 60}-0{1 + i % 9}-1{i % 9}") for i in range(1, PLAYERS + 1)])
    db.conn.executemany(
        "INSERT INTO ratings (player_id, system, rating, games, state) VALUES (?, 'frbe', ?, ?, ?)",
        [(i, r, g, json.dumps({"rating": r, "games": g}))
         for i in range(1, PLAYERS + 1) for r, g in [(rnd.randint(1150, 2400), rnd.randint(20, 600))]])
    for e in range(1, EVENTS + 1):
        day = f"20{15 + e % 10}-{1 + e % 12:02d}-{1 + e % 27:02d}"
        db.conn.execute('INSERT INTO events (id, system, name, start, "end", rounds) VALUES (?, ?, ?, ?, ?, ?)',
                        [e, "frbe", f"Open {e}", day, day, 9])
        players = rnd.sample(range(1, PLAYERS + 1), 112)
        db.conn.executemany("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                            [(e, p, str(k)) for k, p in enumerate(players, 1)])
        games = []
        for g in range(GAMES_PER_EVENT):
            rnd_ = g // 56 + 1
            white, black = players[(2 * g) % 112], players[(2 * g + 1) % 112]
            games.append((e, rnd_, g % 56 + 1, day, white, black, rnd.choice(RESULTS)))
        db.conn.executemany("INSERT INTO chess_games (event_id, round, board, date, white_id, black_id, result) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)", games)
    db.conn.execute("COMMIT")
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()


def wargame_event(path: Path, system: str) -> int | None:
    """The id of the club's benchmark event of ``system`` (None before it is added)."""
    name = BATTLE_EVENT if system == "bataille-empire" else DIPLOMACY_EVENT
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT id FROM events WHERE system = ? AND name = ?", [system, name]).fetchone()
    finally:
        conn.close()
    return None if row is None else int(row[0])


def add_wargames(path: Path) -> None:
    """A Bataille Empire event (120 generals, 480 battles of one to three generals a side in 12 rounds)
    and a Diplomacy event (300 players, 500 seven-power games), in one transaction."""
    rnd = random.Random(11)
    db = open_db(path)
    conn = db.conn
    conn.execute("BEGIN")
    battle_event = conn.execute('INSERT INTO events (system, name, start, "end", rounds) VALUES (?, ?, ?, ?, ?)',
                                ["bataille-empire", BATTLE_EVENT, "2024-03-02", "2024-11-30", BATTLE_ROUNDS]).lastrowid
    generals = rnd.sample(range(1, PLAYERS + 1), GENERALS)
    conn.executemany("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                     [(battle_event, p, str(k)) for k, p in enumerate(generals, 1)])
    for round_ in range(1, BATTLE_ROUNDS + 1):
        day = f"2024-{2 + round_ // 2:02d}-{2 + round_:02d}"
        for _ in range(BATTLES_PER_ROUND):
            battle = conn.execute("INSERT INTO battles (event_id, round, date, result, scenario) "
                                  "VALUES (?, ?, ?, ?, ?)", [battle_event, round_, day, rnd.choice(BATTLE_RESULTS),
                                                             rnd.choice(SCENARIOS)]).lastrowid
            a, b = rnd.randint(1, 3), rnd.randint(1, 3)
            fighting = rnd.sample(generals, a + b)
            conn.executemany("INSERT INTO battle_generals (battle_id, side, position, player_id) VALUES (?, ?, ?, ?)",
                             [(battle, "a" if i < a else "b", i + 1 if i < a else i - a + 1, p)
                              for i, p in enumerate(fighting)])
    diplomacy_event = conn.execute('INSERT INTO events (system, name, start, "end") VALUES (?, ?, ?, ?)',
                                   ["diplomacy", DIPLOMACY_EVENT, "2024-01-05", "2024-12-20"]).lastrowid
    diplomats = rnd.sample(range(1, PLAYERS + 1), DIPLOMATS)
    conn.executemany("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                     [(diplomacy_event, p, f"joueur{p}") for p in diplomats])
    for number in range(1, DIPLOMACY_GAMES + 1):
        day = f"2024-{1 + number % 12:02d}-{1 + number % 27:02d}"
        game = conn.execute("INSERT INTO diplomacy_games (event_id, ref, first_resolution, mode, used_for_elo, state, "
                            "excluded, scoring, variant) VALUES (?, ?, ?, ?, 1, 'finished', 0, ?, 'standard')",
                            [diplomacy_event, f"partie-{number:03d}", day, rnd.choice(("blitz", "classic")),
                             rnd.choice(("c-diplo", "dss", "sos", "centers"))]).lastrowid
        centres = _centres(rnd)
        conn.executemany("INSERT INTO diplomacy_results (game_id, role, player_id, centers, eliminated, score) "
                         "VALUES (?, ?, ?, ?, ?, NULL)",
                         [(game, power, player, c, int(c == 0))
                          for power, player, c in zip(POWERS, rnd.sample(diplomats, 7), centres, strict=True)])
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def _centres(rnd: random.Random) -> list[int]:
    """Seven powers' supply centres at the end of a game: 34 in all, some eliminated."""
    weights = [rnd.random() ** 2 for _ in POWERS]
    centres = [int(34 * w / sum(weights)) for w in weights]
    centres[centres.index(max(centres))] += 34 - sum(centres)
    return centres
