"""The preview from the database gives the figures ``elodesk compute`` gives on the same document."""

from __future__ import annotations

from datetime import date

import orjson
import pytest

from elodesk.cli import main
from elodesk.core.errors import InputError
from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.store.db import open_db
from elodesk.store.runs import EVENT, PERIOD, RunScope, build_document, preview, previewed

# One run of each system on the demo club: the Belgian half-year left to preview, the French
# period, May's FIDE standard list, and an event of each system rated by event.
RUNS = {
    "frbe": RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)),
    "frbe-classic": RunScope("frbe-classic", date(2025, 1, 1), date(2025, 12, 31)),
    "ffe": RunScope("ffe", date(2025, 1, 1), date(2025, 4, 30)),
    "fide": RunScope("fide", date(2025, 5, 1), date(2025, 5, 31), kind=PERIOD, rate="standard"),
}


def _event_run(db, system: str) -> RunScope:
    (event_id,) = db.execute("SELECT MAX(id) FROM events WHERE system = ?", [system]).fetchone()
    return RunScope(system, kind=EVENT, event_id=event_id)


@pytest.mark.parametrize("system", CLUB_SYSTEMS)
def test_the_preview_equals_compute_on_the_demo_club(system, demo_db, tmp_path, capsys):
    db = open_db(demo_db)
    sel = RUNS.get(system) or _event_run(db, system)
    path = tmp_path / "run.json"
    path.write_bytes(orjson.dumps(build_document(db, sel)))
    assert main(["compute", str(path)]) == 0
    computed = orjson.loads(capsys.readouterr().out)
    shown = preview(db, sel)
    assert shown == computed
    # and the run had players to rate, whose rows say what their entries say
    rows = previewed(db, sel).players
    assert rows and any(row.has_explanation for row in rows)
    for row, entry in zip(rows, computed["players"], strict=True):
        assert (row.id, row.status, row.rating, row.old_rating, row.change) == (
            entry["id"], entry["status"], entry.get("rating"), entry.get("old_rating"), entry.get("change"))
        assert row.explanation() == entry.get("explanation", [])


@pytest.mark.parametrize(("fault", "field"), [("black_id = white_id", "black"), ("date = '2025-07-32'", "date")])
def test_a_fault_in_the_database_is_refused_as_compute_refuses_it(fault, field, demo_db, tmp_path, capsys):
    # The preview hands the contract its games as typed rows: a game it refuses (a player facing
    # himself, a day that is no date) is still named in the words and at the place ``compute``
    # names it in the document.
    db = open_db(demo_db)
    sel = RUNS["frbe"]
    (game,) = db.execute("SELECT g.id FROM chess_games g JOIN events e ON e.id = g.event_id "
                         "WHERE e.system = 'frbe' AND g.date >= '2025-07-01' ORDER BY g.id DESC").fetchone()
    with db.conn:
        db.execute(f"UPDATE chess_games SET {fault} WHERE id = ?", [game])
    path = tmp_path / "run.json"
    path.write_bytes(orjson.dumps(build_document(db, sel)))
    assert main(["compute", str(path)]) != 0
    said = capsys.readouterr().err
    with pytest.raises(InputError) as refused:
        previewed(db, sel)
    assert refused.value.field.startswith("games[") and refused.value.field.endswith(f"].{field}")
    assert str(refused.value) in said


def test_the_documents_games_are_the_periods_rated_games_in_playing_order(demo_db):
    # Both sides of the comparisons above read build_document: its games are checked here against
    # a plain reading of the table, on games without a date, round or board, or still unplayed.
    db = open_db(demo_db)
    with db.conn:
        db.execute("UPDATE events SET rate = 'rapid' WHERE id = (SELECT MIN(id) FROM events WHERE system = 'frbe')")
        db.execute("UPDATE events SET \"end\" = NULL WHERE id = (SELECT MAX(id) FROM events WHERE system = 'frbe')")
        db.execute("UPDATE chess_games SET date = NULL WHERE id % 7 = 0")
        db.execute("UPDATE chess_games SET round = NULL WHERE id % 5 = 0")
        db.execute("UPDATE chess_games SET board = NULL WHERE id % 3 = 0")
        db.execute("UPDATE chess_games SET result = '*' WHERE id % 11 = 0")
    sel = RunScope("frbe", date(2025, 1, 1), date(2025, 12, 31))
    expected = []
    for game, day, event, round_, board, white, black, result, rate in db.execute(
            "SELECT g.id, COALESCE(g.date, e.\"end\", e.start), e.id, g.round, g.board, g.white_id, g.black_id, "
            "g.result, e.rate FROM chess_games g JOIN events e ON e.id = g.event_id WHERE e.system = 'frbe'"):
        if result != "*" and rate not in ("rapid", "blitz") and "2025-01-01" <= day <= "2025-12-31":
            key = (day, event, round_ is not None, round_ or 0, board is not None, board or 0, game)
            expected.append((key, {"id": str(game), "date": day, "white": str(white), "black": str(black),
                                   "result": result}))
    expected.sort(key=lambda item: item[0])
    games = build_document(db, sel)["games"]
    assert len(games) > 100 and any(not key[2] for key, _ in expected)  # games without a round among them
    assert games == [game for _, game in expected]
