"""Time the Players page on a federation-sized club: 60,000 players.

Run by hand: ``python benchmarks/bench_players_table.py [--players N] [--repeat N]``.

Builds a database of N players (names with accents, 400 clubs, federation ids; about
70% with a Belgian state, 30% French, 2% Bataille Empire), then times, best of
``--repeat``:

- ``players_table`` (the one store query) and the model's load (the query plus the
  search keys, the grades);
- a filter change through ``PlayersFilterProxyModel`` (typing one letter, then
  narrowing, then a system), with the table shown offscreen, events processed;
- sorting by name and by club (done by the model);
- the peak of Python allocations while loading (tracemalloc).

Target: a filter change well under 100 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from elodesk.store.db import open_db
from elodesk.store.player_table import players_table
from elodesk.ui.models.players_filter import PlayersFilterProxyModel
from elodesk.ui.models.players_model import PlayersTableModel

LAST = ("Dubois", "Lambert", "Martin", "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes",
        "Goossens", "Wouters", "De Smet", "Dupont", "Leroy", "Lejeune", "Renard", "Simon", "Laurent", "Lefèvre",
        "Moreau", "Girard", "Roux", "Fournier", "Bonnet", "Mercier", "Faure", "Blanc", "Guérin", "Müller")
FIRST = ("Jean", "Marie", "Pierre", "Luc", "Sophie", "Thomas", "Julie", "Nicolas", "Camille", "Antoine",
         "Emma", "Louis", "Léa", "Hugo", "Chloé", "Maxime", "Sarah", "Élise", "François", "Hélène")


def build(path: Path, players: int) -> None:
    """A club database of ``players`` players, written with executemany (one transaction)."""
    rng = random.Random(7)
    clubs = [f"Cercle d'échecs n° {i}" for i in range(400)]
    db = open_db(path)
    player_rows, ratings = [], []
    for pid in range(1, players + 1):
        belgian = rng.random() < 0.7
        name = f"{rng.choice(LAST)}{pid % 97 or ''}, {rng.choice(FIRST)}"
        player_rows.append((
            pid, name, f"{rng.randint(1940, 2015)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            rng.choice("MF"), rng.choice(clubs), "BEL" if belgian else "FRA",
            str(200000 + pid) if rng.random() < 0.5 else None, str(10000 + pid % 89999) if belgian else None,
            f"{chr(65 + pid % 26)}{pid % 100000:05d}" if not belgian else None))
        if belgian:
            games = rng.randint(0, 400)
            state = (f'{{"rating": {rng.randint(1000, 2500)}, "games": {games}}}' if games >= 10
                     else f'{{"rating": null, "games": {games}, "provisional_rating": {rng.randint(1000, 2000)}}}')
            ratings.append((pid, "frbe", None if games < 10 else int(state.split(":")[1].split(",")[0]),
                            games, state))
        else:
            rating = rng.randint(1000, 2400)
            ratings.append((pid, "ffe", rating, 0, f'{{"rating": {rating}}}'))
        if rng.random() < 0.02:
            level = rng.randint(700, 1450)
            ratings.append((pid, "bataille-empire", level, 10, f'{{"rating": {level}, "games": 10}}'))
    with db.conn:
        db.conn.executemany("INSERT INTO players (id, name, birth_date, sex, club, federation, fide_id, frbe_id, "
                            "ffe_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", player_rows)
        db.conn.executemany("INSERT INTO ratings (player_id, system, rating, games, state) VALUES (?, ?, ?, ?, ?)",
                            ratings)
    db.conn.close()


def best(repeat: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=60_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.elodesk"
        start = time.perf_counter()
        build(path, args.players)
        print(f"database of {args.players:,} players built in {time.perf_counter() - start:.1f} s")
        db = open_db(path)

        print(f"players_table (one query)      {best(args.repeat, lambda: players_table(db)):7.1f} ms")
        model = PlayersTableModel()
        print(f"model load (query + keys)      {best(args.repeat, lambda: model.load(db)):7.1f} ms")
        tracemalloc.start()
        model.load(db)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"peak Python allocations, load  {peak / 1e6:7.1f} MB")

        proxy = PlayersFilterProxyModel()
        proxy.setSourceModel(model)
        view = QTableView()
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.resize(1200, 700)
        view.show()
        app.processEvents()

        def change(text: str, system: str | None = None) -> Callable[[], None]:
            def run() -> None:
                proxy.set_filter("", None)  # from the whole table each time
                app.processEvents()
                start = time.perf_counter()
                proxy.set_filter(text, system)
                proxy.rowCount()
                app.processEvents()
                timings.append(time.perf_counter() - start)
            return run

        for label, text, system in (("filter 'e' (most rows stay)", "e", None),
                                    ("filter 'lef' (few rows stay)", "lef", None),
                                    ("filter 'élise lef' (accents)", "élise lef", None),
                                    ("filter system ffe", "", "ffe"),
                                    ("filter 'jean' + system frbe", "jean", "frbe")):
            timings: list[float] = []
            for _ in range(args.repeat):
                change(text, system)()
            shown = proxy.rowCount()
            print(f"{label:<30} {min(timings) * 1000:7.1f} ms  ({shown:,} rows shown)")
        proxy.set_filter("", None)

        for label, column in (("sort by name", PlayersTableModel.NAME), ("sort by club", PlayersTableModel.CLUB),
                              ("sort by Belgian rating", PlayersTableModel.FRBE_RATING)):
            def sort(column: int = column) -> None:
                view.sortByColumn(column, Qt.SortOrder.AscendingOrder)
                app.processEvents()
            print(f"{label:<30} {best(args.repeat, sort):7.1f} ms")
        db.conn.close()


if __name__ == "__main__":
    main()
