"""Nothing but SQLite opens the club file: a file dialog shown in its folder, then another process
opening and closing the database, leave the window's connection, its ``-wal`` and its data whole.

In one process, closing any descriptor of the database releases SQLite's POSIX locks on it;
another process then checkpoints and deletes the ``-wal`` the window still writes into
(issue 21). The first test shows that this harness sees that harm; the others show the window's
dialogs do not cause it.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QFileSystemModel

from elodesk.store.db import open_db
from elodesk.ui.file_dialogs import file_dialog

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows' locks belong to a handle")

# Another process (a terminal command, a second window) opens the club, reads it and closes it.
SECOND_PROCESS = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                  "c.execute('SELECT COUNT(*) FROM players').fetchone(); c.close()")


def another_process_opens_and_closes(path: Path) -> None:
    subprocess.run([sys.executable, "-c", SECOND_PROCESS, str(path)], check=True, timeout=120)


def seen_by_another_process(path: Path) -> list[str]:
    script = ("import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
              "print(*[n for (n,) in c.execute('SELECT name FROM players')], sep='\\n')")
    done = subprocess.run([sys.executable, "-c", script, str(path)], check=True, timeout=120, capture_output=True,
                          text=True)
    return done.stdout.splitlines()


def assert_club_whole(db, path: Path) -> None:
    """The ``-wal`` is still there, and what the window writes next is what everyone reads."""
    assert path.with_name(path.name + "-wal").exists(), "the -wal was deleted under the open connection"
    db.execute("INSERT INTO players (name) VALUES ('Written after, Anna')")
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert "Written after, Anna" in seen_by_another_process(path)


@pytest.fixture
def club(tmp_path):
    """A club database open as the window holds it (WAL), with a PDF beside it."""
    path = tmp_path / "demo.elodesk"
    db = open_db(path)
    db.execute("INSERT INTO players (name) VALUES ('Before, Bert')")
    (tmp_path / "standings.pdf").write_bytes(b"%PDF-1.4\n")
    yield db, path
    db.conn.close()


def test_a_stray_descriptor_closed_lets_another_process_delete_the_wal(club):
    """The mechanism, so that the dialog tests below are known to see it."""
    _db, path = club
    with open(path, "rb") as stray:
        stray.read(100)
    another_process_opens_and_closes(path)
    assert not path.with_name(path.name + "-wal").exists()


def show_until_listed(qtbot, dialog: QFileDialog, folder: Path) -> None:
    """Show the dialog and let its model list the folder, fetch each file's icon and type, and paint."""
    model = dialog.findChild(QFileSystemModel)
    with qtbot.waitSignal(model.directoryLoaded, timeout=10_000):
        dialog.show()
    qtbot.wait(500)  # the icons and types are fetched after the listing, then painted


@pytest.mark.parametrize(("mode", "filters", "view"), [
    (QFileDialog.AcceptMode.AcceptSave, "PDF (*.pdf)", QFileDialog.ViewMode.List),
    (QFileDialog.AcceptMode.AcceptOpen, "All files (*)", QFileDialog.ViewMode.Detail),
])
def test_a_file_dialog_in_the_club_folder_leaves_the_club_whole(qtbot, club, mode, filters, view):
    db, path = club
    dialog = file_dialog(None, "Save", str(path.parent), filters, mode)
    qtbot.addWidget(dialog)
    dialog.setViewMode(view)
    show_until_listed(qtbot, dialog, path.parent)
    dialog.close()
    another_process_opens_and_closes(path)
    assert_club_whole(db, path)


def test_the_files_beside_a_database_are_not_listed(qtbot, club):
    _db, path = club
    (path.parent / "demo.elodesk.writer").write_text("{}")
    dialog = file_dialog(None, "Open", str(path.parent), "All files (*)", QFileDialog.AcceptMode.AcceptOpen)
    qtbot.addWidget(dialog)
    show_until_listed(qtbot, dialog, path.parent)
    proxy, model = dialog.proxyModel(), dialog.findChild(QFileSystemModel)
    root = proxy.mapFromSource(model.index(str(path.parent)))
    names = {proxy.index(row, 0, root).data() for row in range(proxy.rowCount(root))}
    assert names == {"demo.elodesk", "standings.pdf"}
    assert path.with_name("demo.elodesk-wal").exists() and path.with_name("demo.elodesk-shm").exists()


def test_file_dialogs_are_made_in_file_dialogs_only():
    """A QFileDialog made elsewhere would read the club's folder with Qt's own icon provider."""
    package = Path(__file__).resolve().parents[2] / "elodesk"
    offenders = []
    for source in package.rglob("*.py"):
        if source.name == "file_dialogs.py" and source.parent.name == "ui":
            continue
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("getOpenFileName", "getOpenFileNames",
                                                                 "getSaveFileName", "getExistingDirectory"):
                offenders.append(f"{source.relative_to(package)}:{node.lineno}")
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                    "QFileDialog", "QFileIconProvider"):
                offenders.append(f"{source.relative_to(package)}:{node.lineno}")
    assert offenders == []
