"""One typed ``Change`` says what a write changed; each page refreshes only what it touches: a result
refreshes its event and the Ratings page once, and only when that page shows the event or a period
holding it; undo and redo are followed alike. The uplift and a merge write on a worker, their dialog
busy meanwhile, the pages told through the same change."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from PySide6.QtWidgets import QMessageBox

from elodesk.store.player_edits import add_player
from elodesk.store.players import Player, get_player
from elodesk.store.ratings import get_states
from elodesk.store.run_scope import EVENT, UPLIFT, RunScope, holds_events
from elodesk.ui import commands
from elodesk.ui.context import Change, What
from elodesk.ui.dialogs import merge_dialog, uplift_dialog
from elodesk.ui.dialogs.merge_dialog import MergeDialog
from elodesk.ui.dialogs.uplift_dialog import UpliftDialog
from elodesk.ui.views import events_view, ratings_shown
from elodesk.ui.views.event_games import chess, typed_result
from elodesk.ui.views.events_view import EventsView
from elodesk.ui.views.players_view import PlayersView
from tests.ui.test_events_view import (  # noqa: F401  (view: the fixture, the Events page shown)
    AUTUMN,
    cell_center,
    event_id,
    open_event,
    shown_games,
    stored_result,
    view,
)
from tests.ui.test_ratings_view import make_view, preview_period

SPRING = "Open de printemps"  # frbe, spring 2025: outside the second half-year


def counted(monkeypatch, module, name: str) -> list[str]:
    """Every call of ``module.name`` (the thread it ran on), the function itself still called."""
    calls: list[str] = []
    real = getattr(module, name)

    def counting(*args, **kwargs):
        calls.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counting)
    return calls


def quiet(qtbot) -> None:
    """Every job ended and its answer delivered: a second refresh, if one came, would be counted."""
    for _ in range(3):
        QThreadPool.globalInstance().waitForDone(20_000)
        QCoreApplication.processEvents()
    qtbot.wait(50)


def type_result(qtbot, page: EventsView, row: int = 0) -> int:
    """A result typed on a game of the open event (draw, or white wins if it was one); its id."""
    game = shown_games(page)[row]
    qtbot.mouseClick(page.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(page, row))
    qtbot.keyClick(page.games.games_table, "1" if game.result == "1/2-1/2" else "=")
    return game.id


def test_a_result_refreshes_its_event_and_a_period_holding_it_once(ctx, qtbot, view, monkeypatch):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    ratings = make_view(ctx, qtbot)
    preview_period(ratings, qtbot)  # the Belgian second half-year of 2025: the autumn tournament is in it
    quiet(qtbot)
    reads = counted(monkeypatch, events_view, "get_event")
    lines = counted(monkeypatch, events_view, "list_events")
    games_read = counted(monkeypatch, chess, "chess_games")
    game_read = counted(monkeypatch, typed_result, "chess_game")
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")
    resets: list[int] = []
    ratings.model.modelReset.connect(lambda: resets.append(1))
    changes: list[Change] = []
    ctx.data_changed.connect(changes.append)

    game = type_result(qtbot, view)
    qtbot.waitUntil(lambda: len(resets) == 1, timeout=20_000)
    quiet(qtbot)
    assert changes == [Change(What.GAMES, events=frozenset({event_id(ctx, AUTUMN)}), item=game)]
    # the open event's game alone read again, not the event nor its games; the events list not at all
    assert reads == [] and games_read == [] and len(game_read) == 1 and lines == []
    assert len(previews) == 1 and len(resets) == 1
    assert previews[0] != threading.main_thread().name


def test_a_result_elsewhere_leaves_the_ratings_page_alone(ctx, qtbot, view, monkeypatch):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    ratings = make_view(ctx, qtbot)
    ratings.select_event(event_id(ctx, SPRING))
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    quiet(qtbot)
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")
    game = type_result(qtbot, view)
    assert stored_result(ctx, game) in ("1-0", "1/2-1/2")
    quiet(qtbot)
    assert previews == []  # neither the event shown nor a run that rates it


def test_a_hidden_period_is_previewed_again_when_shown(ctx, qtbot, view, monkeypatch):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    ratings = make_view(ctx, qtbot)
    preview_period(ratings, qtbot)
    quiet(qtbot)
    ratings.hide()
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")
    type_result(qtbot, view)
    type_result(qtbot, view, 1)
    quiet(qtbot)
    assert previews == []  # a federation's period takes seconds: not at every result typed elsewhere
    ratings.show()
    qtbot.waitUntil(lambda: len(previews) == 1, timeout=10_000)
    quiet(qtbot)
    assert len(previews) == 1


def test_undo_and_redo_of_a_result_are_followed_by_both_pages(ctx, qtbot, view, monkeypatch):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    autumn = event_id(ctx, AUTUMN)
    ratings = make_view(ctx, qtbot)
    ratings.select_event(autumn)
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    quiet(qtbot)
    before = shown_games(view)[0].result
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")

    game = type_result(qtbot, view)
    after = stored_result(ctx, game)
    qtbot.waitUntil(lambda: len(previews) == 1, timeout=10_000)
    open_event(qtbot, view, SPRING)  # the arbiter moved on; Ctrl+Z brings the autumn back
    ctx.undo_stack.undo()
    assert stored_result(ctx, game) == before
    assert view.current_event.id == autumn and view.games.current_row().id == game
    assert next(g for g in shown_games(view) if g.id == game).result == before
    qtbot.waitUntil(lambda: len(previews) == 2, timeout=10_000)
    ctx.undo_stack.redo()
    assert next(g for g in shown_games(view) if g.id == game).result == after
    qtbot.waitUntil(lambda: len(previews) == 3, timeout=10_000)
    quiet(qtbot)
    assert len(previews) == 3  # once each: the doing, the undo, the redo


def test_an_event_deleted_from_the_period_shown_is_previewed_without_it(ctx, qtbot, monkeypatch):
    ratings = make_view(ctx, qtbot)
    preview_period(ratings, qtbot)
    quiet(qtbot)

    def played() -> int:
        return sum(row.period_games for row in ratings.output.players)

    shown = played()
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")
    autumn = event_id(ctx, AUTUMN)
    ctx.undo_stack.push(commands.DeleteEventCommand(ctx, autumn, AUTUMN))  # no longer there to be "held"
    qtbot.waitUntil(lambda: len(previews) == 1 and ratings.preview_button.isEnabled(), timeout=10_000)
    assert played() < shown  # its games gone with it
    ctx.undo_stack.undo()
    qtbot.waitUntil(lambda: len(previews) == 2 and ratings.preview_button.isEnabled(), timeout=10_000)
    assert played() == shown


def test_a_period_holds_the_events_its_system_claims_within_its_days(ctx):
    autumn, spring = event_id(ctx, AUTUMN), event_id(ctx, SPRING)
    half_year = RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31))
    assert holds_events(ctx.db, half_year, [autumn])
    assert not holds_events(ctx.db, half_year, [spring])
    assert not holds_events(ctx.db, RunScope("ffe", date(2025, 7, 1), date(2025, 12, 31)), [autumn])
    assert holds_events(ctx.db, RunScope("frbe", event_id=autumn, kind=EVENT), [spring, autumn])
    assert not holds_events(ctx.db, RunScope("frbe", kind=UPLIFT), [autumn])


# --- writes on a worker ----------------------------------------------------------------------------------------


def held(monkeypatch, module, name: str) -> tuple[threading.Event, list[str]]:
    """``module.name`` held until the event is set (10 s at most); the threads it ran on."""
    release, threads = threading.Event(), []
    real = getattr(module, name)

    def slow(*args, **kwargs):
        threads.append(threading.current_thread().name)
        release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, slow)
    return release, threads


def busy_while_held(qtbot, dialog, release: threading.Event, threads: list[str], idle: Callable[[], bool]) -> None:
    """While the write is held on its worker, the dialog says it works and cannot be closed."""
    qtbot.waitUntil(lambda: bool(threads), timeout=10_000)
    try:
        qtbot.wait(30)  # the window turns meanwhile
        assert dialog.busy.isVisible() and not idle()
        dialog.reject()
        assert dialog.isVisible()
    finally:
        release.set()
    assert threads[0] != threading.main_thread().name


def test_the_uplift_writes_on_a_worker_and_the_pages_follow(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    ratings = make_view(ctx, qtbot)
    ratings.select_event(event_id(ctx, AUTUMN))
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    dialog = UpliftDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.apply_button.isEnabled, timeout=10_000)
    quiet(qtbot)
    before = get_states(ctx.db, "frbe")
    previews = counted(monkeypatch, ratings_shown, "applied_or_previewed")
    changes: list[Change] = []
    ctx.data_changed.connect(changes.append)
    release, threads = held(monkeypatch, uplift_dialog, "apply")

    dialog.apply_button.click()
    busy_while_held(qtbot, dialog, release, threads, dialog.apply_button.isEnabled)
    qtbot.waitUntil(lambda: dialog.undo_button.isEnabled(), timeout=20_000)
    assert changes == [Change(What.RATINGS, system="frbe")]
    assert any(get_states(ctx.db, "frbe")[pid]["rating"] > s["rating"] for pid, s in before.items()
               if s.get("rating") is not None)
    qtbot.waitUntil(lambda: len(previews) == 1, timeout=10_000)  # the Ratings page's event, on the new ratings

    release, threads = held(monkeypatch, uplift_dialog, "undo")
    dialog.undo_button.click()
    busy_while_held(qtbot, dialog, release, threads, dialog.undo_button.isEnabled)
    qtbot.waitUntil(lambda: "restored" in dialog.summary.text() and not dialog.busy.isVisible(), timeout=20_000)
    assert get_states(ctx.db, "frbe") == before
    qtbot.waitUntil(lambda: len(previews) == 2, timeout=10_000)


def kept(ctx, player_id: int) -> bool:
    return ctx.db.execute("SELECT 1 FROM players WHERE id = ?", [player_id]).fetchone() is not None


def test_a_merge_writes_on_a_worker_and_undo_puts_both_back(ctx, qtbot, monkeypatch):
    lea = get_player(ctx.db, 1)
    double = add_player(ctx.db, Player(lea.name + "-Marie", ffe_id="Z12345", club=None))
    players = PlayersView(ctx)
    qtbot.addWidget(players)
    players.show()
    qtbot.waitUntil(lambda: players.model.row_of(double) is not None, timeout=10_000)
    dialog = MergeDialog(ctx, 1, double)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.ok.isEnabled, timeout=10_000)
    changes: list[Change] = []
    ctx.data_changed.connect(changes.append)
    release, threads = held(monkeypatch, merge_dialog, "merge_players")

    dialog.ok.click()
    busy_while_held(qtbot, dialog, release, threads, dialog.ok.isEnabled)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=20_000)
    assert not kept(ctx, double) and ctx.undo_stack.count() == 1
    assert changes == [Change(What.PLAYERS | What.EVENTS | What.GAMES | What.RATINGS, players=frozenset({1, double}))]
    qtbot.waitUntil(lambda: players.model.row_of(double) is None, timeout=10_000)
    ctx.undo_stack.undo()
    assert kept(ctx, double)
    qtbot.waitUntil(lambda: players.model.row_of(double) is not None, timeout=10_000)


def test_a_result_rebuilds_the_sheet_shown_without_reading_its_lists_again(ctx, qtbot, monkeypatch):
    from elodesk.ui.views import sheets_view
    from tests.ui.test_sheets_view import choose

    page = sheets_view.SheetsView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    with qtbot.waitSignal(page.preview_ready, timeout=10_000):
        page.show()
    choose(qtbot, page, page.kind_box, "standings")
    choose(qtbot, page, page.event_box, event_id(ctx, AUTUMN))
    quiet(qtbot)
    lists = counted(monkeypatch, sheets_view, "read_lists")
    sheets = counted(monkeypatch, sheets_view, "lay_out")
    with qtbot.waitSignal(page.preview_ready, timeout=10_000):
        ctx.notify(Change.of_events(What.GAMES, [event_id(ctx, AUTUMN)]))
    quiet(qtbot)
    assert lists == [] and len(sheets) == 1  # the standings again; the events, players and clubs are the same


def test_ctrl_z_and_ctrl_y_in_the_window_bring_a_result_back_and_every_page_follows(window, ctx, qtbot):
    autumn = event_id(ctx, AUTUMN)
    ratings = window.page("ratings")
    ratings.select_event(autumn)
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    events = window.show_page("events")
    open_event(qtbot, events, AUTUMN)
    before = shown_games(events)[0].result
    game = type_result(qtbot, events)
    after = stored_result(ctx, game)
    seen: list[Change] = []
    ctx.data_changed.connect(seen.append)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for key, result in ((Qt.Key.Key_Z, before), (Qt.Key.Key_Y, after)):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
        assert stored_result(ctx, game) == result
        assert next(g for g in shown_games(events) if g.id == game).result == result
        assert seen[-1] == Change(What.GAMES, events=frozenset({autumn}), item=game, replay=True)
        qtbot.waitUntil(lambda: ratings.previewing.job is None and ratings.preview_button.isEnabled(),
                        timeout=10_000)
    assert len(seen) == 2
