"""A club file that is no database or is damaged is met with a dialog offering a copy of a backup
beside it, and a window whose writes meet a damaged file stops writing (issue 21, part 2)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from elodesk.store import games
from elodesk.store.backups import backup_file
from elodesk.store.db import open_db, store_error, write
from elodesk.store.errors import DatabaseDamaged
from elodesk.ui import file_dialogs
from elodesk.ui.app import open_context
from elodesk.ui.dialogs.broken_club_dialog import BACKUP_ROLE, BrokenClubDialog
from tests.ui import test_events_view as events_page
from tests.ui.test_events_view import AUTUMN, cell_center, open_event, shown_games, stored_result

view = events_page.view  # the Events page on the demo club, as its own tests show it


def damaged_error(folder: Path) -> DatabaseDamaged:
    """What the store raises when SQLite finds page 1 is no database's."""
    garbage = folder / "garbage.elodesk"
    garbage.write_bytes(b"%PDF-1.4 " * 500)
    try:
        sqlite3.connect(garbage).execute("SELECT * FROM sqlite_master").fetchall()
    except sqlite3.DatabaseError as exc:
        error = store_error(exc, garbage)
    assert isinstance(error, DatabaseDamaged)
    return error


def players_in(path: Path) -> int:
    db = open_db(path, create=False)
    try:
        return db.execute("SELECT COUNT(*) FROM players").fetchone()[0]
    finally:
        db.conn.close()


@pytest.fixture
def damaged(demo_db):
    """The demo club with two backups beside it (the newest made after one more player), then its page 1
    overwritten as issue 21 left it."""
    older = backup_file(demo_db, "before-migration")
    db = open_db(demo_db)
    with write(db, "test"):
        db.execute("INSERT INTO players (name) VALUES ('Newest, Nina')")
    db.conn.close()
    newest = backup_file(demo_db, "before-apply")
    with open(demo_db, "r+b") as club:  # no connection is open: this descriptor harms nobody
        club.write(b"\0" * 100)
    return demo_db, older, newest


def answer_with(monkeypatch, click: str, seen: list) -> None:
    def run(dialog: BrokenClubDialog) -> int:
        seen.append([dialog.backups.item(r).text() for r in range(dialog.backups.count())])
        seen.append(dialog.backups.currentItem().data(BACKUP_ROLE).path if dialog.backups.count() else None)
        dialog.findChild(type(dialog.open_copy), click).click()
        return dialog.result()
    monkeypatch.setattr(BrokenClubDialog, "exec", run)


def test_starting_on_a_damaged_file_offers_a_copy_of_the_newest_backup(qtbot, damaged, monkeypatch):
    path, older, newest = damaged
    broken = path.read_bytes()
    seen: list = []
    answer_with(monkeypatch, "open-copy", seen)
    ctx = open_context(path, "en")
    try:
        listed, chosen = seen
        assert chosen == newest
        assert len(listed) == 2 and "before a period was applied" in listed[0] and newest.name in listed[0]
        day = older.name.split("-")[-3]  # YYYYMMDD
        assert listed[1].startswith(f"{day[6:]}/{day[4:6]}/{day[:4]} ")  # day first
        assert ctx is not None and ctx.db_path.name.startswith("club.restored-") and ctx.db_path.parent == path.parent
        assert ctx.db.execute("SELECT COUNT(*) FROM players WHERE name = 'Newest, Nina'").fetchone()[0] == 1
    finally:
        if ctx is not None:
            ctx.close()
    assert path.read_bytes() == broken  # the damaged file is left as it is, for whoever looks at it
    assert players_in(newest) == players_in(ctx.db_path)


def test_giving_up_on_a_damaged_file_opens_nothing(qtbot, demo_db, monkeypatch):
    demo_db.write_bytes(b"not a database at all" * 10)
    seen: list = []
    answer_with(monkeypatch, "choose", seen)
    monkeypatch.setattr(file_dialogs, "_ask", lambda dialog: ("", ""))  # the file dialog cancelled
    monkeypatch.setattr(BrokenClubDialog, "reject", lambda dialog: None)
    assert open_context(demo_db, "en") is None
    assert seen == [[], None]


def test_file_open_on_a_damaged_file_offers_its_backups(qtbot, window, damaged, monkeypatch, tmp_path):
    path, _older, newest = damaged
    seen: list = []
    answer_with(monkeypatch, "open-copy", seen)
    monkeypatch.setattr(file_dialogs, "_ask", lambda dialog: (str(path), ""))
    before = window.ctx.db_path
    window.open_database()
    assert seen[1] == newest
    assert window.ctx.db_path != before and window.ctx.db_path.name.startswith("club.restored-")


def test_a_result_the_damaged_file_refused_keeps_its_game_and_nothing_more_is_written(
        qtbot, ctx, view, monkeypatch, tmp_path):
    open_event(qtbot, view, AUTUMN)
    rows = shown_games(view)
    target = next(i for i, g in enumerate(rows) if g.result != "1-0" and i + 2 < len(rows))
    qtbot.mouseClick(view.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, target))
    error, real = damaged_error(tmp_path), games.set_chess_result

    def meets_damage(db, game_id, result):
        monkeypatch.setattr(games, "set_chess_result", real)
        with write(db, "set chess result"):
            raise error

    monkeypatch.setattr(games, "set_chess_result", meets_damage)
    qtbot.keyClick(view.games.games_table, "1")
    assert view.games.current_row().id == rows[target].id  # still this game: its result is not stored
    assert "ce n'est pas une base elodesk" in view.message.text()  # the context speaks French
    # the next result, through the real store, is refused: the file may be writing into a lost journal
    qtbot.keyClick(view.games.games_table, "0")
    assert view.games.current_row().id == rows[target].id
    assert "elodesk n'y écrit plus rien" in view.message.text()
    assert stored_result(ctx, rows[target].id) == rows[target].result
