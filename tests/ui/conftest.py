"""Fixtures for the application's tests: a demo club database per test, the context, the window."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QSettings

from elodesk.store.db import open_db


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory):
    """The demo club, built once per test session (copied for each test)."""
    from elodesk.demo import fill_demo

    path = tmp_path_factory.mktemp("demo") / "demo.elodesk"
    db = open_db(path)
    fill_demo(db)
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()
    return path


@pytest.fixture
def demo_db(demo_template, tmp_path):
    path = tmp_path / "club.elodesk"
    shutil.copy(demo_template, path)
    return path


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """QSettings in a temporary folder, so tests neither read nor leave the user's settings."""
    from elodesk.ui.app import make_app

    make_app()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    yield


@pytest.fixture
def ctx(demo_db, qapp):
    from elodesk.ui.context import AppContext

    context = AppContext(demo_db, "fr")
    yield context
    context.db.conn.close()


@pytest.fixture
def window(ctx, qtbot):
    from elodesk.ui import i18n
    from elodesk.ui.main_window import MainWindow

    translators = i18n.install(qtbot_app(), "fr")
    win = MainWindow(ctx)
    win.translators = translators
    qtbot.addWidget(win)
    win.show()
    yield win
    i18n.remove(qtbot_app(), win.translators)


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()
