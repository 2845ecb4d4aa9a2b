"""``elodesk event edit ID …`` and ``elodesk event delete ID``: what they say, in French and English,
and a refusal (a rated event, a wrong value) exiting 2 with its reason, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.store.db import dump, open_db
from elodesk.store.event_edits import EventFields, event_fields
from tests.test_cli_store import run

AUTUMN = 4  # the demo's "Tournoi d'automne": no run has used it
SPRING = 2  # "Open de printemps": rated by the frbe run of the first half of 2025


@pytest.fixture
def demo(demo_db) -> str:
    return str(demo_db)


def fields(path: str, event_id: int):
    db = open_db(path)
    try:
        return event_fields(db, event_id)
    finally:
        db.conn.close()


def database(path: str) -> str:
    db = open_db(path)
    try:
        return dump(db, skip=())
    finally:
        db.conn.close()


def test_edit_changes_the_fields_given_and_says_what_changed(demo, capsys):
    code, out, err = run(capsys, "--db", demo, "event", "edit", str(AUTUMN), "--name", "Automne", "--place", "",
                         "--start", "2025-09-20", "--rate", "rapid", "--rounds", "0")
    assert code == 0, err
    assert out == ("Événement 4 « Automne » modifié : nom : Tournoi d'automne → Automne, lieu : Wavre → —, "
                   "début : 2025-09-19 → 2025-09-20, rondes : 7 → —, cadence : standard → rapid.\n")
    assert fields(demo, AUTUMN) == EventFields("frbe", "Automne", None, "2025-09-20", "2025-10-31", "Lambert, Anne",
                                               None, "rapid")
    code, out, _ = run(capsys, "--db", demo, "--lang", "en", "event", "edit", str(AUTUMN), "--name", "Automne")
    assert (code, out) == (0, 'Event 4 "Automne": nothing to change.\n')
    code, out, _ = run(capsys, "--db", demo, "event", "edit", str(AUTUMN), "--system", "ffe", "--lang", "en")
    assert (code, out) == (0, 'Event 4 "Automne" changed: system: frbe → ffe.\n')


def test_delete_takes_a_backup_then_the_event_with_its_games(demo, capsys):
    code, out, err = run(capsys, "--db", demo, "--lang", "en", "event", "delete", str(AUTUMN))
    assert code == 0, err
    backups = list(Path(demo).parent.glob("*.before-event-delete-*.bak"))
    assert len(backups) == 1
    assert out == (f'Event 4 "Tournoi d\'automne" deleted with 50 entries and 175 games; the players stay in the '
                   f"club. Backup taken first: {backups[0]}.\n")
    events = run(capsys, "--db", demo, "events", "--json")[1]
    assert "Tournoi d'automne" not in events
    assert fields(str(backups[0]), AUTUMN).name == "Tournoi d'automne"  # the copy holds what went


@pytest.mark.parametrize(("argv", "reason"), [
    (["event", "edit", str(SPRING), "--name", "Printemps"], "event 2 (Open de printemps) was rated by run "),
    (["event", "delete", str(SPRING)], "event 2 (Open de printemps) was rated by run "),
    (["event", "edit", str(AUTUMN), "--system", "diplomacy"], "event 4 (Tournoi d'automne) holds 175 games of frbe"),
    (["event", "edit", str(AUTUMN), "--end", "2025-01-01"], "the event ends (01/01/2025) before it starts"),
    (["event", "edit", str(AUTUMN)], "elodesk event edit: give at least one of --name, --place"),
    (["event", "edit", "999", "--name", "X"], "no event 999"),
    (["event", "edit", str(AUTUMN), "--start", "2025-13-01"], "expected a date as DD/MM/YYYY or YYYY-MM-DD"),
])
def test_a_refusal_exits_2_with_its_reason_and_writes_nothing(demo, capsys, argv, reason):
    before = database(demo)
    code, out, err = run(capsys, "--db", demo, "--lang", "en", *argv)
    assert (code, out) == (2, "")
    assert reason in err
    assert database(demo) == before
    assert list(Path(demo).parent.glob("*.before-event-delete-*.bak")) == []


def test_rated_by_adds_and_removes_the_other_chess_systems(demo, capsys):
    from elodesk.store.event_systems import event_systems

    code, out, err = run(capsys, "--db", demo, "--lang", "en", "event", "edit", str(AUTUMN), "--rated-by", "fide")
    assert code == 0, err
    assert out == "Event 4 \"Tournoi d'automne\" changed: rated by: frbe → frbe, fide.\n"
    assert event_systems(open_db(demo), AUTUMN) == ("frbe", "fide")
    code, out, _ = run(capsys, "--db", demo, "--lang", "en", "event", "edit", str(AUTUMN), "--rated-by", "")
    assert code == 0 and event_systems(open_db(demo), AUTUMN) == ("frbe",)
    before = database(demo)
    code, _, err = run(capsys, "--db", demo, "--lang", "en", "event", "edit", str(SPRING), "--rated-by", "fide")
    assert code == 2 and "undo that run first" in err  # a rated event keeps the systems that rated it
    assert database(demo) == before
