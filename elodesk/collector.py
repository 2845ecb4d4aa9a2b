"""Python's garbage collector while workers read, rate or lay out a federation's tables.

One module for the window's workers and the store's previews alike (no Qt here).

A collection holds the interpreter lock from start to end, whichever thread runs it: the UI
thread stops meanwhile. A worker making 60,000 rows sets off full collections, each walking
every object the program holds (50-480 ms measured on the Sheets and History pages' jobs,
issue 13.1). :func:`full_collections_held` keeps them off while such a job runs.

What such a job keeps is best held as plain tuples of numbers and text: a young collection
looks at each once, then stops tracking it, and no later collection walks it again
(:func:`kept`).

:func:`paused` turns the collector off altogether while a preview's engine runs: it makes
hundreds of thousands of objects, none in a cycle (``elodesk compute`` runs without the
collector at all), and the collector's passes cost a third of a federation period's preview.

:func:`import_for_good` imports a large library on a worker (matplotlib: some 50,000 objects,
which set off full collections of 130-220 ms as they are made), then puts what it made out
of the collector's walks (``gc.freeze``): modules live as long as the program.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from importlib import import_module
from types import ModuleType
from typing import TypeVar

T = TypeVar("T")

NEVER = 1 << 30  # a gen-2 threshold no count of young collections reaches


class _Shared:
    """A setting of the one collector that several threads may ask for at once: the first block
    to enter makes it (``change`` returns how to undo it), the last to leave undoes it, even when
    a job fails or is cancelled."""

    def __init__(self, change: Callable[[], Callable[[], None]]) -> None:
        self._change = change
        self._lock = threading.Lock()
        self._inside = 0
        self._undo: Callable[[], None] = _nothing

    @contextmanager
    def __call__(self) -> Iterator[None]:
        with self._lock:
            if self._inside == 0:
                self._undo = self._change()
            self._inside += 1
        try:
            yield
        finally:
            with self._lock:
                self._inside -= 1
                if self._inside == 0:
                    self._undo()


def _nothing() -> None:
    pass


def _hold_full_collections() -> Callable[[], None]:
    """No full collection while the block runs (in any thread: the collector is one).

    A sheet's job makes hundreds of thousands of objects (a federation's ranking: its rows,
    then their blocks); each full collection meanwhile walked all of them, 50-480 ms holding
    the interpreter lock, so the window froze. Young collections go on (they collect young
    cycles and stop tracking tuples of atoms); what dies young is freed by its reference
    count, never reaching the oldest generation. Only cycles already old wait, for the
    seconds the job runs.
    """
    threshold = gc.get_threshold()
    gc.set_threshold(threshold[0], threshold[1], NEVER)
    return lambda: gc.set_threshold(*threshold)


def _pause() -> Callable[[], None]:
    """No automatic collection at all while the block runs; what the block made and let go is
    freed by reference counts. A collector off before stays off after."""
    was_enabled = gc.isenabled()
    gc.disable()
    return gc.enable if was_enabled else _nothing


full_collections_held = _Shared(_hold_full_collections)
paused = _Shared(_pause)


def kept(values: Iterable[T]) -> tuple[T, ...]:
    """``tuple(values)``, looked at at once by a young collection: a tuple of numbers and text is then
    no longer tracked. Made one after the other, two dozen columns of 60,000 items were all walked
    by the UI thread's next collection (50-72 ms); one at a time, each takes a few milliseconds."""
    made = tuple(values)
    gc.collect(0)
    return made


def frozen(value: T) -> T:
    """``value``, built on a worker with full collections held, put out of the collector's walks with
    everything else alive (``gc.freeze``) before the hold ends, for as long as the window shows it.

    A federation period's preview is 60,000 rows (issue 24): with the previews before it, the full
    collection due after its job walked 135,000-195,000 objects, 170-285 ms on the worker holding the
    interpreter lock, the worst stalls of Apply and Undo. Safe for tables holding no reference cycle:
    reference counts still free them when the page lets go. The young collection first frees the young
    cycles, which would otherwise stay frozen.
    """
    gc.collect(1)
    gc.freeze()
    return value


def import_for_good(name: str) -> ModuleType:
    """The module ``name``, imported with full collections held and then frozen, the first time."""
    if name in sys.modules:
        return import_module(name)  # waits while another thread is importing it
    with full_collections_held():
        module = import_module(name)
        gc.freeze()
    return module
