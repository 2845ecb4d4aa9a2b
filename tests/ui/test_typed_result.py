"""A result typed on the Events page (issue 24 item 3): its game's row repainted in place, the model never
reset, the standings computed on a worker (the last result typed wins) and the same as a full reading of the
event gives; a column measured again only when its texts got wider; undo and redo the same way."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool

from elodesk.store.event_rows import ChessGameRow
from elodesk.ui.models.chess_pairings_model import PA_ROUND, ChessPairingsModel
from elodesk.ui.views.event_games import chess
from elodesk.ui.widgets import row_table
from tests.ui.test_changes import counted, quiet, type_result
from tests.ui.test_events_view import (  # noqa: F401  (view: the fixture, the Events page shown)
    AUTUMN,
    open_event,
    points,
    shown_games,
    standings_done,
    stored_result,
    view,
)

ST_PLAYER, ST_RATING = 1, 2  # the standings' name and rating columns: a result changes neither


def shown(view) -> dict[str, Any]:  # noqa: F811
    """What the page shows of the open event: its games, its standings (rows, title, every cell's text)."""
    games, table = view.games.chess.games_model, view.games.chess.standings_model
    return {
        "games": list(games.rows),
        "standings": [(r.rank, r.player_id, r.points, dict(r.results), dict(r.tiebreaks)) for r in table.rows],
        "title": view.games.standings_title.text(),
        "texts": [[table.display(r, c) for c in range(table.columnCount())] for r in table.rows],
        "game texts": [[games.display(r, c) for c in range(games.columnCount())] for r in games.rows],
    }


def read_again(view) -> dict[str, Any]:  # noqa: F811
    """The page after reading the open event whole, as before a result came in place."""
    view._reload_open_event()
    return shown(view)


@pytest.fixture
def watched(view, qtbot):  # noqa: F811
    """The autumn tournament open, its models' resets and repainted rows counted."""
    open_event(qtbot, view, AUTUMN)
    games, table = view.games.chess.games_model, view.games.chess.standings_model
    seen: dict[str, list[Any]] = {"games reset": [], "standings reset": [], "repainted": []}
    games.modelReset.connect(lambda: seen["games reset"].append(1))
    table.modelReset.connect(lambda: seen["standings reset"].append(1))
    games.dataChanged.connect(lambda first, last, _roles=(): seen["repainted"].append((first.row(), last.row())))
    return seen


def test_a_result_repaints_its_row_and_the_standings_are_those_of_a_full_reading(qtbot, ctx, view, watched):  # noqa: F811
    row = 2
    game = shown_games(view)[row]
    at = view.games.chess.games_model.row_of((type(game), game.id))
    before = points(view)

    type_result(qtbot, view, row)
    standings_done(view)
    now = shown(view)
    assert watched == {"games reset": [], "standings reset": [], "repainted": [(at, at)]}  # that row alone
    typed = stored_result(ctx, game.id)
    assert typed != game.result and view.games.chess.games_model.rows[at].result == typed
    assert points(view) != before  # the standings followed
    assert now == read_again(view)  # what reading the whole event shows


def test_the_standings_are_computed_off_the_main_thread(qtbot, view, watched, monkeypatch):  # noqa: F811
    threads = counted(monkeypatch, chess, "chess_table")
    type_result(qtbot, view, 0)
    standings_done(view)
    assert threads and threading.main_thread().name not in threads
    assert shown(view) == read_again(view)


def test_only_the_columns_whose_texts_got_wider_are_measured(qtbot, view, watched, monkeypatch):  # noqa: F811
    measured: list[tuple[str, int]] = []
    real = row_table.content_width

    def recording(table, model, rows, column):
        measured.append((table.objectName(), column))
        return real(table, model, rows, column)

    monkeypatch.setattr(row_table, "content_width", recording)
    for row in range(3):
        type_result(qtbot, view, row)
        standings_done(view)
    games = {column for table, column in measured if table == "games"}
    in_standings = {column for table, column in measured if table == "standings"}
    assert games == set()  # the result's own cell is measured, alone
    assert ST_PLAYER not in in_standings and ST_RATING not in in_standings
    assert len(in_standings) < view.games.chess.standings_model.columnCount()


def test_two_quick_results_end_with_the_second_ones_standings(qtbot, ctx, view, watched, monkeypatch):  # noqa: F811
    """The first result's standings still computing when the second is typed: they come last, and are dropped."""
    pool = QThreadPool.globalInstance()
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(max(threads, 2))  # the first job held, the second runs beside it
    release, calls = threading.Event(), []
    real = chess.chess_table

    def first_held(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(chess, "chess_table", first_held)
    try:
        first, second = shown_games(view)[0], shown_games(view)[1]
        type_result(qtbot, view, 0)
        type_result(qtbot, view, 1)
        qtbot.waitUntil(lambda: len(calls) == 2 and view.games.results.job.job is None)
        release.set()
        quiet(qtbot)
    finally:
        release.set()
        pool.waitForDone(10_000)
        pool.setMaxThreadCount(threads)
    QCoreApplication.processEvents()
    assert stored_result(ctx, first.id) != first.result and stored_result(ctx, second.id) != second.result
    assert watched["standings reset"] == []
    assert shown(view) == read_again(view)  # both results in, not the first one's standings alone


def test_undo_and_redo_of_a_result_follow_the_same_path(qtbot, ctx, view, watched, monkeypatch):  # noqa: F811
    game = shown_games(view)[4]
    at = view.games.chess.games_model.row_of((type(game), game.id))
    original = shown(view)
    type_result(qtbot, view, 4)
    standings_done(view)
    typed = shown(view)
    threads = counted(monkeypatch, chess, "chess_table")
    watched["repainted"].clear()

    ctx.undo_stack.undo()
    standings_done(view)
    assert stored_result(ctx, game.id) == game.result
    assert shown(view) == original
    ctx.undo_stack.redo()
    standings_done(view)
    assert shown(view) == typed
    assert watched == {"games reset": [], "standings reset": [], "repainted": [(at, at), (at, at)]}
    assert len(threads) == 2 and threading.main_thread().name not in threads
    assert view.games.current_row().id == game.id  # the game undone and redone is the one shown
    assert shown(view) == read_again(view)


def test_a_game_deleted_is_still_read_whole(qtbot, ctx, view, watched):  # noqa: F811
    """Another edit of a game (here its pairing deleted) is no result: the event is read again."""
    game = shown_games(view)[0]
    view.games.games_table.setCurrentIndex(view.games.games_proxy.index(0, 0))
    view.games.delete_current()
    assert all(r.id != game.id for r in view.games.chess.games_model.rows if type(r) is type(game))
    assert shown(view) == read_again(view)
    ctx.undo_stack.undo()
    assert any(r.id == game.id for r in view.games.chess.games_model.rows if type(r) is type(game))



def test_a_result_moves_the_later_boards_of_a_file_without_board_numbers(qapp):
    """Without board numbers the boards follow the scores before their round (C.04.2): a result of round 1
    moves round 2's boards, and its rows in the round's order, as reading the event again would, without a reset."""
    ratings = {1: 2000, 2: 1900, 3: 1800, 4: 1700}
    names = {1: "A", 2: "B", 3: "C", 4: "D"}

    def game(id_: int, round_: int, white: int, black: int, result: str) -> ChessGameRow:
        return ChessGameRow(id_, round_, None, None, white, names[white], black, names[black], result)

    games = [game(1, 1, 1, 3, "1-0"), game(2, 1, 2, 4, "1-0"), game(3, 2, 1, 2, "*"), game(4, 2, 3, 4, "*")]
    model = ChessPairingsModel()
    model.sort(PA_ROUND)
    model.set_event(games, [], ratings)
    assert (model.board(games[2]), model.board(games[3])) == (1, 2)  # the winners of round 1 on board 1
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))

    for typed in (replace(games[0], result="0-1"), replace(games[1], result="0-1")):
        assert model.set_result(typed)
        games = [typed if g.id == typed.id else g for g in games]
    fresh = ChessPairingsModel()
    fresh.sort(PA_ROUND)
    fresh.set_event(games, [], ratings)
    assert model.boards == fresh.boards and (model.board(games[2]), model.board(games[3])) == (2, 1)
    assert model.rows == fresh.rows and resets == []
    assert not model.set_result(replace(games[2], black_id=3, black="C"))  # another pairing: read again
    assert not model.set_result(game(9, 2, 1, 4, "1-0"))  # a game not shown


def test_a_round_chosen_while_a_results_standings_compute_keeps_that_rounds_standings(qtbot, view, watched,  # noqa: F811
                                                                                      monkeypatch):
    release = threading.Event()
    real = chess.chess_table

    def held(*args, **kwargs):
        if threading.current_thread() is not threading.main_thread():
            release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(chess, "chess_table", held)
    try:
        type_result(qtbot, view, 0)  # round 7's standings held on the worker
        view.games.round_combo.setCurrentIndex(view.games.round_combo.findData(3))
        assert view.games.results.job.job is None  # the result's standings are no longer awaited
    finally:
        release.set()
    quiet(qtbot)
    assert view.games.chess.standings_model.rounds == [1, 2, 3]
    assert shown(view) == read_again(view)
