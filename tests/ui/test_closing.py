"""Closing during background work (issue 25): an import under way is stopped only if the user says
so (asked, never a close silently ignored), and a job cancelled as the window goes away ends
quietly, never on "internal error in a background job"."""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from elodesk.store.db import dump
from elodesk.ui import closing, workers
from elodesk.ui.dialogs import import_dialog
from elodesk.ui.dialogs.import_dialog import ImportDialog
from tests.ui.test_import_dialog import TIMEOUT, TRF, click

RELEASE = threading.Event()


def endless(progress, cancelled) -> None:
    """A job that runs until cancelled or released (progress raises once it is cancelled)."""
    while not RELEASE.is_set():
        progress(0, 1)
        time.sleep(0.01)


def answer(qtbot, button_text: str, asked: list[str]) -> None:
    """Click ``button_text`` on the question box once it shows (offscreen, nobody else would)."""
    def click_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click_it)
            return
        asked.append(box.text())
        button = next(b for b in box.buttons() if b.text().replace("&", "") == button_text)
        button.click()
    QTimer.singleShot(20, click_it)


@pytest.fixture(autouse=True)
def released():
    RELEASE.clear()
    yield
    RELEASE.set()


def test_closing_the_window_during_an_import_asks_and_wait_keeps_it_open(qtbot, window):
    job = workers.start(workers.Job(endless, writes=True))
    asked: list[str] = []
    answer(qtbot, "Attendre", asked)  # the window is French (conftest)
    assert not window.close()
    assert window.isVisible() and asked and "import" in asked[0]
    assert not job.is_cancelled()

    answer(qtbot, "Fermer quand même", asked)
    with qtbot.waitSignal(job.signals.cancelled, timeout=TIMEOUT):
        assert window.close()
    assert not window.isVisible() and len(asked) == 2


def test_a_job_that_breaks_once_cancelled_at_close_is_no_internal_error(qtbot, window, caplog):
    def breaks_when_cancelled(progress, cancelled) -> None:
        while not cancelled():
            time.sleep(0.01)
        raise RuntimeError("Internal C++ object (QPdfWriter) already deleted")  # what was torn down

    job = workers.start(workers.Job(breaks_when_cancelled))  # a sheet being laid out: nothing to ask
    with caplog.at_level(logging.INFO), qtbot.waitSignal(job.signals.cancelled, timeout=TIMEOUT):
        assert window.close()
    assert "internal error" not in caplog.text
    assert workers.running() == []


@pytest.mark.skipif(not TRF.exists(), reason="the shared TRF samples are not here")
def test_closing_the_import_dialog_during_an_import_asks_then_stops_it_and_writes_nothing(qtbot, ctx, tmp_path,
                                                                                          monkeypatch):
    real = import_dialog.read_file
    readings: list[Path] = []

    def slowed(*args, progress, **kwargs):
        """A long reading (a FIDE list reports its progress as it reads): the import's, of a file saved since
        its preview (Import reads again only then), before the import."""
        readings.append(args[1])
        if len(readings) > 1:
            while not RELEASE.is_set():
                progress(0, 1)  # raises once stopped: nothing written
                time.sleep(0.01)
        return real(*args, progress=progress, **kwargs)

    monkeypatch.setattr(import_dialog, "read_file", slowed)
    dialog = ImportDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    trf = tmp_path / Path(TRF).name
    trf.write_bytes(Path(TRF).read_bytes())
    qtbot.keyClicks(dialog.path, str(trf))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    saved = trf.stat()
    os.utime(trf, ns=(saved.st_atime_ns, saved.st_mtime_ns + 1_000_000_000))
    before = dump(ctx.db)
    click(qtbot, dialog.import_button)
    qtbot.waitUntil(lambda: dialog.job is not None and any(j.writes for j in workers.running()))

    asked: list[str] = []
    answer(qtbot, "Wait for it", asked)  # no translator here: the source words
    dialog.close()
    assert dialog.isVisible() and asked
    answer(qtbot, "Close anyway", asked)
    dialog.close()
    assert not dialog.isVisible()
    assert workers.running() == [] or not any(j.writes for j in workers.running())
    assert dump(ctx.db) == before
    assert closing.STOP_SECONDS > 0
