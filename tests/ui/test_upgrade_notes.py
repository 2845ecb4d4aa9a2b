"""The window tells the officer, once, what the upgrade of an older database changed (issue 21.3);
File > New makes a club in an empty file, File > Open refuses one (issue 21.4)."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from elodesk.ui.context import AppContext
from elodesk.ui.main_window import MainWindow

OLD = Path(__file__).parents[1] / "store/old_versions/f2c30c9.elodesk"


def test_the_repaired_blitz_is_said_once_when_the_window_opens(tmp_path, qapp, qtbot, monkeypatch):
    path = tmp_path / "club.elodesk"
    shutil.copyfile(OLD, path)
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text: said.append((title, text)))
    for _ in range(2):
        ctx = AppContext(path, "en")
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        qtbot.wait(20)
        window.close()
        ctx.close()
    assert len(said) == 1
    assert said[0][0] == "Database upgraded" and "event 1 (Blitz)" in said[0][1] and "blitz" in said[0][1]


def test_file_new_makes_a_club_in_an_empty_file_which_open_refuses(tmp_path, qapp, qtbot, monkeypatch):
    ctx = AppContext(tmp_path / "first.elodesk", "en")
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    empty = tmp_path / "empty.elodesk"
    empty.touch()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    window._switch_database(str(empty))  # File > Open on it
    assert ctx.db_path.name == "first.elodesk" and "empty file (0 bytes)" in warned[0]
    window._switch_database(str(empty), new=True)  # File > New chose it
    assert ctx.db_path == empty and empty.stat().st_size > 0
    ctx.close()
