"""The Ratings page's run prepared by its worker (issue 24): names, order and counts off the UI thread,
the same rows in the same order, and after Apply and Undo too."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from elodesk.store.players import name_key, player_names
from elodesk.ui.models.preview_model import NAME, NEW, ROW_ROLE
from elodesk.ui.views import ratings_shown
from tests.ui.test_ratings_view import make_view, preview_period, written


def shown_ids(view) -> list[str]:
    return [view.model.data(view.model.index(r, NAME), ROW_ROLE).id for r in range(view.model.rowCount())]


def column_shown(view, column: int) -> list[str]:
    return [view.model.data(view.model.index(r, column)) for r in range(view.model.rowCount())]


def names_shown(view) -> list[str]:
    return [view.model.data(view.model.index(r, NAME)) for r in range(view.model.rowCount())]


def threads_of(monkeypatch, *names: str) -> dict[str, set[str]]:
    """The threads each of ratings_shown's named functions ran on, as the page uses them."""
    seen: dict[str, set[str]] = {name: set() for name in names}
    for name in names:
        original = getattr(ratings_shown, name)

        def recording(*args, _name=name, _original=original, **kwargs):
            seen[_name].add(threading.current_thread().name)
            return _original(*args, **kwargs)

        monkeypatch.setattr(ratings_shown, name, recording)
    return seen


def test_a_period_is_shown_in_name_order_with_its_names_read_by_the_worker(ctx, qtbot, monkeypatch):
    seen = threads_of(monkeypatch, "names_by_contract_id", "sorted_run", "fide_notices", "applied_run")
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    main = threading.main_thread().name
    assert all(threads and main not in threads for threads in seen.values()), seen
    ids = shown_ids(view)
    assert len(ids) > 20
    # the names are the club's, in the table's own order (sorting it again changes nothing)
    names = player_names(ctx.db, [int(i) for i in ids])
    assert names_shown(view) == [names[int(i)] for i in ids]
    keys = [name_key(n) for n in names_shown(view)]
    assert keys == sorted(keys)
    view.model.sort(NAME, Qt.SortOrder.AscendingOrder)
    assert shown_ids(view) == ids
    assert view.summary.text().startswith(f"{view.figures.moved} of {len(ids)} players' ratings change.")


def test_a_column_the_user_sorted_by_stays_sorted_after_apply_and_undo(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    view.table.sortByColumn(NEW, Qt.SortOrder.DescendingOrder)
    before = column_shown(view, NEW)
    players = set(shown_ids(view))
    seen = threads_of(monkeypatch, "sorted_run", "names_by_contract_id")

    def shown_again(applied: bool) -> list[str]:
        written(view, qtbot)
        qtbot.waitUntil(lambda: (view.applied is not None) == applied and view.preview_button.isEnabled()
                        and view.figures is not None, timeout=20_000)
        assert set(shown_ids(view)) == players
        return column_shown(view, NEW)

    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    assert shown_again(applied=True) == before  # the applied run's figures: the previewed ones, same order
    assert view.table.horizontalHeader().sortIndicatorSection() == NEW
    # the order is the model's own: sorting again on the UI thread moves nobody
    ids = shown_ids(view)
    view.model.sort(NEW, Qt.SortOrder.DescendingOrder)
    assert shown_ids(view) == ids
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert shown_again(applied=False) == before
    main = threading.main_thread().name
    assert seen["sorted_run"] and main not in seen["sorted_run"] | seen["names_by_contract_id"]


def test_a_run_is_read_with_full_collections_held_and_shown_out_of_their_walks(ctx, monkeypatch):
    """A federation period's 60,000 rows, walked by each full collection after the worker's job, held the
    window 170-285 ms after Apply and Undo (issue 24): read without full collections, then frozen."""
    import gc
    from datetime import date

    from elodesk.collector import NEVER
    from elodesk.store.run_scope import RunScope

    read = ratings_shown.applied_or_previewed
    held = []
    monkeypatch.setattr(ratings_shown, "applied_or_previewed",
                        lambda db, sel: held.append(gc.get_threshold()[2] == NEVER) or read(db, sel))
    frozen = gc.get_freeze_count()
    try:
        shown = ratings_shown.read_shown(ctx.db_path, RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)),
                                         (NAME, Qt.SortOrder.AscendingOrder), {}, "fr")
        walked = {id(o) for o in gc.get_objects()}
        assert held == [True] and shown.players and gc.get_freeze_count() > frozen
        assert not walked & {id(shown), id(shown.preview), *map(id, shown.players)}
    finally:
        gc.unfreeze()  # the test's own freeze undone: the next tests collect as usual
