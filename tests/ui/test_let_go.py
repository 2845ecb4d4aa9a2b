"""The rows a page shows no more are freed by a worker, not by the UI thread (issue 24: 50,000 preview
rows or 60,000 players freed in one piece held the window 0.1-0.15 s after Apply and Undo)."""

from __future__ import annotations

import threading

from elodesk.store.player_table import players_table
from elodesk.ui.models.players_model import PlayersTableModel, prepare_table
from elodesk.ui.models.preview_model import PreviewTableModel


class Tracked:
    """A row's value that notes the thread it is freed on."""

    __slots__ = ("freed_on",)

    def __init__(self, freed_on: list[str]) -> None:
        self.freed_on = freed_on

    def __del__(self) -> None:
        self.freed_on.append(threading.current_thread().name)


def test_the_previews_old_rows_are_freed_by_a_worker(qtbot):
    freed: list[str] = []
    model = PreviewTableModel()
    in_order = (model.sort_column, model.sort_order)
    model.set_run("frbe", [Tracked(freed) for _ in range(5_000)], {}, {}, in_order)
    model.set_run("frbe", [], {}, {}, in_order)
    assert model.rowCount() == 0
    qtbot.waitUntil(lambda: len(freed) == 5_000)
    assert threading.main_thread().name not in set(freed)


def test_the_players_old_table_is_freed_by_a_worker(ctx, qtbot):
    freed: list[str] = []
    rows = [tuple(r) for r in players_table(ctx.db)]
    model = PlayersTableModel()
    model.set_table(prepare_table([(*r, Tracked(freed)) for r in rows]))  # a value past the row's own
    model.set_table(prepare_table(rows))
    assert model.rowCount() == len(rows) > 100
    qtbot.waitUntil(lambda: len(freed) == len(rows))
    assert threading.main_thread().name not in set(freed)
