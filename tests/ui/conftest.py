"""Fixtures for the application's tests: a demo club database per test, the context, the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    """QSettings in a temporary folder, so tests neither read nor leave the user's settings."""
    from elodesk.ui.app import make_app

    make_app()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    # Every test starts in the source language, as no translator is installed: a language a
    # previous test chose (i18n.install sets Qt's default locale) must not leak into the next one.
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    yield


class UnexpectedModal(AssertionError):
    """A modal window the test did not answer: offscreen, nobody would ever close it."""


@pytest.fixture(autouse=True)
def no_unanswered_modals(monkeypatch):
    """A message box or file dialog a test does not expect fails the test instead of waiting forever.

    A test that expects one answers it with its own ``monkeypatch.setattr`` (set after this one).
    """
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from elodesk.ui import file_dialogs

    def refuse(kind: str):
        def modal(*args, **kwargs):
            texts = [a for a in args if isinstance(a, str)]
            raise UnexpectedModal(f"unexpected {kind}: {' / '.join(texts)}")
        return modal

    for name in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse(f"QMessageBox.{name}"))
    for name in ("getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, name, refuse(f"QFileDialog.{name}"))
    monkeypatch.setattr(file_dialogs, "_ask", refuse("file dialog"))  # the window's own file dialogs
    from elodesk.ui.dialogs.broken_club_dialog import BrokenClubDialog

    monkeypatch.setattr(BrokenClubDialog, "exec", refuse("damaged club dialog"))


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
