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
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QFileSystemModel

from elodesk.ui.file_dialogs import file_dialog
from tests import club_harm
from tests.club_harm import another_process_opens_and_closes, assert_club_whole, wal_of

pytestmark = pytest.mark.skipif(os.name == "nt", reason="Windows' locks belong to a handle")
club = club_harm.club  # the club open as the window holds it, a PDF beside it


def test_a_stray_descriptor_closed_lets_another_process_delete_the_wal(club):
    """The mechanism, so that the dialog tests below are known to see it."""
    _db, path = club
    with open(path, "rb") as stray:
        stray.read(100)
    another_process_opens_and_closes(path)
    assert not wal_of(path).exists()


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


@pytest.mark.parametrize(("name", "filters", "refused"), [
    ("demo.elodesk", "PDF (*.pdf)", True),  # a sheet saved over the club
    ("demo.elodesk-wal", "elodesk databases (*.elodesk);;All files (*)", True),
    ("demo.elodesk", "elodesk databases (*.elodesk);;All files (*)", False),  # File > New on an existing club
    ("standings.pdf", "PDF (*.pdf)", False),
])
def test_nothing_is_saved_over_a_club_or_a_file_beside_it(qtbot, club, monkeypatch, name, filters, refused):
    from PySide6.QtWidgets import QMessageBox

    from elodesk.ui import file_dialogs

    _db, path = club
    chosen = str(path.with_name(name))
    monkeypatch.setattr(file_dialogs, "_ask", lambda dialog: (chosen, "PDF (*.pdf)"))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    answer = file_dialogs.save_path(None, "Save", "sheet.pdf", filters)
    assert answer == (("", "") if refused else (chosen, "PDF (*.pdf)"))
    assert [name in text for text in told] == ([True] if refused else [])
