"""Sharly-Chess's export of players, read by its headers (issue 23).

Sharly-Chess/databases (no licence given; its rows name real players, so none is copied), src/ffe/france/output/
accession-2026-04-20.csv, 266 French players: its header as written there, and rows made by hand in its layout.
Its ``ffe_id`` is the federation's own number of the player and ``national_licence_number`` the licence: read as
elodesk's ``ffe_id``, the first row refused the whole sheet ("expected an FFE licence ..., got "511492"").
"""

from __future__ import annotations

from datetime import date

from elodesk.formats.detect import detect
from elodesk.formats.players_spreadsheet import read
from elodesk.formats.records import FFE, FIDE
from elodesk.store.db import open_db
from elodesk.store.importer import import_file
from tests.english import english

HEADER = ("title,first_name,last_name,year_of_birth,fide_id,national_licence_number,club,rating,rating_type,"
          "federation,ffe_licence_type,ffe_league,ffe_id,gender,ffe_category,comment,status")
ROWS = (",Anne,MARTIN,2002,26000001,E51001,Cavalier de la Tourelle,2177,F,FRA,A,IDF,511001,M,20+,Accession 2025,"
        "pre_registered",
        "WFM,Marie,DURAND,2009,45000002,N54002,C.E. de  Bois-Colombes,1890,N,FRA,A,IDF,811002,W,U18,,pre_registered",
        ",Paul,PETIT,2011,,K70003,Echiquier Lyonnais,1399,E,FRA,B,ARA,912003,M,U16,,pre_registered")


def test_sharly_chess_players_are_read_with_their_licence_and_lettered_rating(tmp_path):
    path = tmp_path / "accession-2026-04-20.csv"
    path.write_text("\n".join((HEADER, *ROWS)) + "\n", encoding="utf-8")
    assert detect(path) == "players-sheet"
    warnings: list = []
    players = read(path, warnings=warnings)
    assert [(p.name, p.ffe_id, p.fide_id, p.birth_date, p.sex, p.title) for p in players] == [
        ("MARTIN, Anne", "E51001", "26000001", date(2002, 1, 1), "M", None),
        ("DURAND, Marie", "N54002", "45000002", date(2009, 1, 1), "F", "WFM"),
        ("PETIT, Paul", "K70003", None, date(2011, 1, 1), "M", None)]
    # the French rating with its letter (F, N, E); lettered F, it is the FIDE rating too, as in Papi's file
    assert [(p.ratings, p.rating_types) for p in players] == [
        ({FFE: 2177, FIDE: 2177}, {FFE: "F"}), ({FFE: 1890}, {FFE: "N"}), ({FFE: 1399}, {FFE: "E"})]
    assert 'line 1: column "ffe_id" is not read: elodesk does not know it' in english(warnings)
    db = open_db(tmp_path / "club.elodesk")
    import_file(db, path)
    assert db.execute("SELECT COUNT(*) FROM ratings WHERE system = 'ffe'").fetchone()[0] == 3
