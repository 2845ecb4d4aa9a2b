"""Apply and Undo on the Ratings page write on a worker: the window keeps turning while the store writes,
the page taking no input; the list then shows the applied run; a change since the preview is refused."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from elodesk.store.db import write
from elodesk.store.errors import StoreError
from elodesk.store.ratings import get_states, set_state
from elodesk.store.runs import last_run
from elodesk.ui.views import ratings_actions
from tests.ui.test_ratings_view import make_view, preview_period


def held(monkeypatch, name: str) -> tuple[threading.Event, threading.Event]:
    """The store's ``name`` (apply, undo) as the page calls it, held until the first event is set (5 s at
    most); the second is set as it starts."""
    release, entered = threading.Event(), threading.Event()
    real = getattr(ratings_actions, name)

    def slow(*args, **kwargs):
        entered.set()
        release.wait(5)
        return real(*args, **kwargs)

    monkeypatch.setattr(ratings_actions, name, slow)
    return release, entered


def ticks_while(qtbot, view, events: tuple[threading.Event, threading.Event]) -> int:
    """How often a 10 ms timer ticked while the write was held (the page disabled meanwhile)."""
    release, entered = events
    count = [0]
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: count.__setitem__(0, count[0] + 1))
    qtbot.waitUntil(entered.is_set, timeout=10_000)
    timer.start()
    try:
        qtbot.waitUntil(lambda: count[0] >= 5, timeout=3_000)
        assert not view.isEnabled() and view.writing.job is not None and view.progress.isVisible()
    finally:
        release.set()
        timer.stop()
    return count[0]


def test_apply_and_undo_write_while_the_window_keeps_turning(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    before = get_states(ctx.db, "frbe")
    release = held(monkeypatch, "apply")
    view.apply_button.click()
    assert ticks_while(qtbot, view, release) >= 5
    qtbot.waitUntil(lambda: view.writing.job is None and view.isEnabled(), timeout=20_000)
    run = last_run(ctx.db, "frbe")
    assert run is not None
    # the list then shows the applied run, as its history wrote it
    qtbot.waitUntil(lambda: view.applied is not None and view.preview_button.isEnabled(), timeout=20_000)
    assert view.applied.id == run.id and f"— run {run.id}: " in view.summary.text()
    assert not view.apply_button.isEnabled() and view.undo_button.isEnabled()

    release = held(monkeypatch, "undo")
    view.undo_button.click()
    assert ticks_while(qtbot, view, release) >= 5
    qtbot.waitUntil(lambda: view.writing.job is None and view.isEnabled(), timeout=20_000)
    assert get_states(ctx.db, "frbe") == before and last_run(ctx.db, "frbe") != run
    qtbot.waitUntil(lambda: "Nothing is written until you apply" in view.summary.text(), timeout=20_000)
    assert view.applied is None and view.apply_button.isEnabled()


def test_a_change_between_the_preview_and_apply_is_refused(ctx, qtbot, monkeypatch):
    """A record edited after the preview (another window, a command): Apply would write figures computed
    from what the club no longer holds; it says so, in the user's language, and writes nothing."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warned.append(text))
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    runs = last_run(ctx.db, "frbe")
    pid = int(next(p.id for p in view.output.players if p.old_rating is not None))
    with write(ctx.db, "a record edited"):
        set_state(ctx.db, "frbe", pid, {**get_states(ctx.db, "frbe")[pid], "rating": 1999})
    edited = get_states(ctx.db, "frbe")
    view.apply_button.click()
    qtbot.waitUntil(lambda: bool(warned), timeout=20_000)
    assert warned == [ctx.describe(StoreError(
        "The club changed since this preview (games, players or ratings): preview it again, then apply"))]
    assert view.isEnabled() and view.writing.job is None
    assert get_states(ctx.db, "frbe") == edited and last_run(ctx.db, "frbe") == runs
