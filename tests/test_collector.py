"""Full collections held while workers build large tables, the collector paused while a preview
rates, and a large library imported for good."""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

from elodesk import collector


@contextmanager
def another_thread_inside(block: Callable[[], AbstractContextManager[None]]) -> Iterator[None]:
    """Another thread stays inside ``block()`` for as long as the with-statement runs."""
    inside, leave = threading.Event(), threading.Event()

    def other() -> None:
        with block():
            inside.set()
            leave.wait(5)

    thread = threading.Thread(target=other)
    thread.start()
    inside.wait(5)
    try:
        yield
    finally:
        leave.set()
        thread.join(5)


def test_full_collections_stay_held_until_the_last_of_two_jobs_ends():
    before = gc.get_threshold()
    with another_thread_inside(collector.full_collections_held):
        with collector.full_collections_held():
            assert gc.get_threshold()[2] == collector.NEVER
        assert gc.get_threshold()[2] == collector.NEVER  # the other job still runs
    assert gc.get_threshold() == before


def test_a_module_imported_for_good_is_frozen_once(monkeypatch):
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    frozen = gc.get_freeze_count()
    module = collector.import_for_good("colorsys")
    assert module is sys.modules["colorsys"] and gc.get_freeze_count() > frozen
    gc.unfreeze()  # the test's own freeze undone: the next tests collect as usual
    assert collector.import_for_good("colorsys") is module and gc.get_freeze_count() == 0


def test_a_kept_column_is_no_longer_tracked_once_made():
    column = collector.kept(f"Joueur{i}" if i % 7 else None for i in range(1000))
    assert column == tuple(f"Joueur{i}" if i % 7 else None for i in range(1000))
    assert not gc.is_tracked(column)  # no collection walks it again
    assert gc.is_tracked(tuple([f"Joueur{i}" for i in range(1000)]))  # as any new tuple is, until looked at


def test_the_collector_stays_off_until_the_last_of_two_previews_ends():
    assert gc.isenabled()
    with another_thread_inside(collector.paused):
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the other preview still rates
    assert gc.isenabled()


def test_a_collector_off_before_stays_off_after():
    gc.disable()
    try:
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


class _Row:
    """A slotted row, as the store's typed rows: always tracked by the collector."""

    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value


def test_a_frozen_table_leaves_the_walks_and_is_still_freed_by_its_reference_counts():
    before = gc.get_freeze_count()
    rows = collector.frozen([_Row(i) for i in range(1000)])
    try:
        held = gc.get_freeze_count()
        walked = {id(o) for o in gc.get_objects()}
        assert held >= before + 1000 and not walked & set(map(id, rows))
        del rows
        assert gc.get_freeze_count() <= held - 1000  # freed as the table is let go, frozen or not
    finally:
        gc.unfreeze()  # the test's own freeze undone: the next tests collect as usual
