"""Fixtures for the application's tests: a demo club database per test, the context, the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings


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
    context.close()


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
