"""A Belgian submission file's ratings against the club's: a warning, not a silent preview of unrated players.

The interclub TRF carries each player's Belgian rating, kept as his rating in the event; a
Belgian state needs his number of games too (his K), which only the federation's list gives.
A preview under the Belgian system showed all 948 players of such a file unrated, with no word
at import (issue 23): the import now says how many and that the list comes first.
"""

from __future__ import annotations

import json
from pathlib import Path

from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from elodesk.store.player_edits import add_player
from elodesk.store.players import Player
from elodesk.store.ratings import get_states, set_state
from tests.english import english
from tests.formats.test_trf import BELGIAN_HEADER, interclub_line, trf_text

WARNING = ("2 of the file's 2 players with a Belgian rating have none in the club database (the first: Dardha, "
           "Daniel, 2586): they count as unrated until the federation's Belgian list is imported, which gives each "
           "his number of games; import it before the preview")


def interclub_file(tmp_path: Path) -> Path:
    """Three players of one round as the federation's interclub code writes them: two rated, one at 0."""
    path = tmp_path / "interclubs_r3.trf"
    lines = (*BELGIAN_HEADER[:5], "00F P=4 R=1 S=13/10/24 E=13/10/24 +1 =2 -1", "012 Interclubs R3",
             "042 2024-10-13", "052 2024-10-13",
             interclub_line(1, "Dardha, Daniel", 2586, 40990, 0.5, 2, "w", "="),
             interclub_line(2, "Nouveau, Léon", 0, 34567, 0.5, 1, "b", "="),
             interclub_line(3, "Martin, Anne", 1850, 23456, 1.0, 4, "w", "1"),
             interclub_line(4, "Petit, Paul", 0, 45678, 0.0, 3, "b", "0"))
    path.write_bytes(trf_text(*lines, end="\r\n").encode("latin-1"))
    return path


def test_the_import_says_the_belgian_list_is_missing(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, interclub_file(tmp_path))
    assert report.system == "frbe"
    assert WARNING in english(report.warnings)
    (stored,) = db.execute("SELECT warnings FROM events WHERE id = ?", [report.event_id]).fetchone()
    assert any(n["template"].startswith("{count} of the file's") for n in json.loads(stored))  # the event keeps it
    # the file's rating is the players' rating in the event, not a Belgian state: no K without the list
    assert get_states(db, "frbe") == {}
    ratings = dict(db.execute("SELECT p.name, ep.rating FROM event_players ep JOIN players p ON p.id = ep.player_id"))
    assert ratings["Dardha, Daniel"] == 2586 and ratings["Nouveau, Léon"] is None


def test_a_player_the_club_rates_keeps_the_clubs_rating_and_is_not_counted(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    dardha = add_player(db, Player("Dardha, Daniel", frbe_id="40990"))
    set_state(db, "frbe", dardha, {"rating": 2550, "games": 212})
    db.conn.commit()
    report = import_file(db, interclub_file(tmp_path))
    assert any(w.startswith("1 of the file's 2 players with a Belgian rating have none in the club database (the "
                            "first: Martin, Anne, 1850)") for w in english(report.warnings))
    assert get_states(db, "frbe")[dardha] == {"rating": 2550, "games": 212}


def test_no_warning_when_the_club_rates_them_all_or_another_system_rates_the_event(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    for name, frbe_id, rating in (("Dardha, Daniel", "40990", 2550), ("Martin, Anne", "23456", 1840)):
        set_state(db, "frbe", add_player(db, Player(name, frbe_id=frbe_id)), {"rating": rating, "games": 80})
    db.conn.commit()
    report = import_file(db, interclub_file(tmp_path), dry_run=True)
    assert not any("Belgian list" in w for w in english(report.warnings))
    other = open_db(tmp_path / "other.elodesk")
    report = import_file(other, interclub_file(tmp_path), system="fide")
    assert not any("Belgian list" in w for w in english(report.warnings))
