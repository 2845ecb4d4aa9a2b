"""Responsiveness of the application on a federation-sized club database (run by hand, offscreen).

``python benchmarks/bench_ui.py``: builds (once, cached in /tmp) a database of 60,000
players and 1,000,000 games, then measures (targets of issue 4):
- the main window shown and painted: under 2 s;
- a filter typed in the Players table answered: under 100 ms;
- a result entered on the Events page until the Ratings page's event preview is refreshed: under 100 ms.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from elodesk.store.db import open_db

PLAYERS = 60_000
EVENTS = 2_000
GAMES_PER_EVENT = 500
CACHE = Path("/tmp/elodesk-bench-ui.elodesk")
RESULTS = ("1-0", "0-1", "1/2-1/2", "1-0", "0-1", "+-")


def build(path: Path) -> None:
    """Players with Belgian ratings, 2,000 Swiss-like events of 500 games (bulk inserts: set-up only)."""
    rnd = random.Random(7)
    db = open_db(path)
    with db.conn:
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
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()


def measure(path: Path) -> dict[str, list[float]]:
    from PySide6.QtTest import QTest

    from elodesk.ui import i18n
    from elodesk.ui.app import make_app
    from elodesk.ui.context import AppContext
    from elodesk.ui.main_window import MainWindow
    from elodesk.ui.models.chess_pairings_model import PA_RESULT
    from elodesk.ui.models.rows_model import ROW_ROLE

    app = make_app()
    i18n.install(app, "fr")
    times: dict[str, list[float]] = {"window": [], "filter": [], "result -> preview": []}
    start = time.perf_counter()
    ctx = AppContext(path, "fr")
    window = MainWindow(ctx)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    times["window"].append(time.perf_counter() - start)

    players = window.page("players")
    for text in ("Joueur0123", "club 17", "prenom5", "1234", ""):
        start = time.perf_counter()
        QTest.keyClicks(players.filter, text) if text else players.filter.clear()
        app.processEvents()  # the filter runs at the next turn of the event loop
        times["filter"].append(time.perf_counter() - start)

    ratings = window.page("ratings")
    ratings.select_event(EVENTS)
    events = window.show_page("events")
    events.select_event(EVENTS)
    app.processEvents()
    for row in range(5):
        index = events.games.games_proxy.index(row, PA_RESULT)
        events.games.games_table.setCurrentIndex(index)
        before = ratings.output
        start = time.perf_counter()
        current = index.data(ROW_ROLE).result
        QTest.keyClick(events.games.games_table, "1" if current == "1/2-1/2" else "=")
        app.processEvents()
        assert ratings.output is not before, "the preview did not follow"
        times["result -> preview"].append(time.perf_counter() - start)
    window.close()
    return times


def main() -> int:
    if not CACHE.exists():
        print(f"building {CACHE} ({PLAYERS} players, {EVENTS * GAMES_PER_EVENT} games)…")
        t = time.perf_counter()
        build(CACHE)
        print(f"  built in {time.perf_counter() - t:.0f} s")
    QApplication.instance()
    results = measure(CACHE)
    targets = {"window": 2.0, "filter": 0.1, "result -> preview": 0.1}
    failed = False
    for name, values in results.items():
        median = statistics.median(values)
        ok = median < targets[name]
        failed |= not ok
        print(f"{name:18s} median {median * 1000:7.1f} ms  max {max(values) * 1000:7.1f} ms  "
              f"(target {targets[name] * 1000:.0f} ms)  {'ok' if ok else 'SLOW'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
