"""Fixtures for the printed sheets: the demo club (built once), a club of 300 ranked players."""

from __future__ import annotations

import shutil
from datetime import date

import pytest

from elodesk.formats.records import PlayerRecord
from elodesk.store.db import open_db, write
from elodesk.store.players import create_player, fill_player
from elodesk.store.ratings import set_state
from elodesk.store.settings import CLUB_NAME, set_setting

BIG_CLUB = "Club des trois cents"


@pytest.fixture
def demo(demo_db):
    db = open_db(demo_db)
    yield db
    db.conn.close()


@pytest.fixture(scope="session")
def big_template(tmp_path_factory):
    """300 Belgian-rated players, two by two on the same rating (more games first)."""
    path = tmp_path_factory.mktemp("big") / "big.elodesk"
    db = open_db(path)
    with write(db, "test club"):
        set_setting(db, CLUB_NAME, BIG_CLUB)
        for i in range(300):
            name = f"Joueur{i:03d}, Prénom{'-Marie' * (i % 7 == 0)}"
            pid = create_player(db, PlayerRecord(ref=str(i), name=name, club=f"Club {i % 9}",
                                                 birth_date=date(1950 + i % 60, 1 + i % 12, 1 + i % 28),
                                                 sex="F" if i % 3 == 0 else "M"))
            set_state(db, "frbe", pid, {"rating": 2400 - 3 * (i // 2), "games": 50 + i})
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()
    return path


@pytest.fixture
def big(big_template):
    db = open_db(big_template)
    yield db
    db.conn.close()


@pytest.fixture
def big_long_names(big_template, tmp_path):
    """The 300 players, one in forty with a name long enough to wrap over several lines."""
    path = tmp_path / "long.elodesk"
    shutil.copy(big_template, path)
    db = open_db(path)
    with write(db, "test club"):
        for pid in range(17, 301, 40):
            fill_player(db, pid, {"name": f"Joueur{pid:03d}, Jeanne-Bernadette Thérèse de la Tour d'Auvergne-"
                                          "Lauraguais et de Montmorency-Laval"})
    yield db
    db.conn.close()
