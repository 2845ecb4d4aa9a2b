"""A Belgian list into the club: a member number (matricule) is an identity (issue 23).

Two members the federation gave one FIDE id (Maes Marlies and Maes Jonas), or who share a name and
a birth date, are two players; the number of distinct matricules of the list is the number of
players an empty club has after importing it.
"""

from __future__ import annotations

from dataclasses import replace

from elodesk.formats.records import PlayerRecord
from elodesk.store.db import open_db, write
from elodesk.store.importer import import_file
from elodesk.store.players import BY_ID, PlayerIndex, create_player
from tests.formats.test_frbe_list import MAES_FIDE, REAL_2022, write_2022


def _players(db) -> dict[str, tuple[str, str | None]]:
    return {frbe: (name, fide) for name, frbe, fide in db.execute("SELECT name, frbe_id, fide_id FROM players")}


def test_every_member_of_the_list_is_a_player(tmp_path):
    records = [*REAL_2022, {**REAL_2022[1], "NOM_PRENOM": "Renet, J."}]  # a matricule twice: one member
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, write_2022(tmp_path / "PLAYER.DBF", records))
    members = {str(r["MATRICULE"]) for r in records}
    assert len(members) == 5
    assert db.execute("SELECT count(*) FROM players").fetchone()[0] == len(members)
    assert len({m.player_id for m in report.players}) == len(members)
    players = _players(db)
    assert players["11164"] == ("Maes, Marlies", None)
    assert players["12689"] == ("Maes, Jonas", None)
    assert players["27"] == ("Renet, Jack", "200875")


def test_a_club_player_with_the_matricule_is_matched_by_it_first(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    with write(db, "setup"):
        index = PlayerIndex(db)
        jonas = create_player(db, PlayerRecord(ref="a", name="Maes, Jonas", frbe_id="12689"), index)
        marlies = create_player(db, PlayerRecord(ref="b", name="Maes, Marlies", fide_id=str(MAES_FIDE)), index)
        index = PlayerIndex(db)
        # Jonas's line carrying Marlies's FIDE id: his matricule decides, not an ambiguity
        record = PlayerRecord(ref="c", name="Maes, Jonas", frbe_id="12689", fide_id=str(MAES_FIDE))
        match = index.match(record)
        assert (match.how, match.player_id) == (BY_ID, jonas)
        # another matricule is another person, whatever FIDE id or name and birth date they share
        other = index.match(replace(record, frbe_id="11164"))
        assert other.player_id != jonas
        assert index.match(PlayerRecord(ref="d", name="Maes, Marlies", frbe_id="11164",
                                        fide_id=str(MAES_FIDE))).player_id == marlies


def test_a_number_filled_in_by_the_list_keeps_the_next_line_off_the_player(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    with write(db, "setup"):
        create_player(db, PlayerRecord(ref="a", name="Leroy, Alex"))  # the club's record, no matricule
    import_file(db, write_2022(tmp_path / "PLAYER.DBF"))
    rows = db.execute("SELECT frbe_id FROM players WHERE name = 'Leroy, Alex' ORDER BY frbe_id").fetchall()
    assert rows == [("12087",), ("19538",)]


def test_a_birth_date_filled_in_by_one_line_keeps_a_namesake_off_the_player(tmp_path):
    """Two Jean Duponts born ten years apart, in a sheet without ids: the first fills in the club's undated
    record; the second, no longer matching it by name alone, is a new player, not merged into the first."""
    db = open_db(tmp_path / "club.elodesk")
    with write(db, "setup"):
        create_player(db, PlayerRecord(ref="a", name="Dupont, Jean"))
    sheet = tmp_path / "joueurs.csv"
    sheet.write_text("Nom;Prénom;Date de naissance;Elo FRBE\nDupont;Jean;17/05/1980;1800\n"
                     "Dupont;Jean;02/03/1990;1500\n", encoding="utf-8")
    import_file(db, sheet)
    rows = db.execute("SELECT birth_date FROM players WHERE name = 'Dupont, Jean' ORDER BY birth_date").fetchall()
    assert rows == [("1980-05-17",), ("1990-03-02",)]
