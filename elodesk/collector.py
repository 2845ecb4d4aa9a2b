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
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from importlib import import_module
from types import ModuleType
from typing import TypeVar

T = TypeVar("T")

_held_lock = threading.Lock()
_holders = 0  # jobs inside full_collections_held: the threshold comes back when the last one ends
_threshold = gc.get_threshold()
NEVER = 1 << 30  # a gen-2 threshold no count of young collections reaches


@contextmanager
def full_collections_held() -> Iterator[None]:
    """No full collection while the block runs (in any thread: the collector is one).

    A sheet's job makes hundreds of thousands of objects (a federation's ranking: its rows,
    then their blocks); each full collection meanwhile walked all of them, 50-480 ms holding
    the interpreter lock, so the window froze. Young collections go on (they collect young
    cycles and stop tracking tuples of atoms); what dies young is freed by its reference
    count, never reaching the oldest generation. Only cycles already old wait, for the
    seconds the job runs, and the threshold comes back even when the job fails or is
    cancelled.
    """
    global _holders, _threshold
    with _held_lock:
        if _holders == 0:
            _threshold = gc.get_threshold()
            gc.set_threshold(_threshold[0], _threshold[1], NEVER)
        _holders += 1
    try:
        yield
    finally:
        with _held_lock:
            _holders -= 1
            if _holders == 0:
                gc.set_threshold(*_threshold)


_paused_lock = threading.Lock()
_pausers = 0  # blocks inside paused: the collector is back on when the last one ends
_was_enabled = True


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection at all while the block runs (several threads may be inside at once);
    what the block made and let go is freed by reference counts."""
    global _pausers, _was_enabled
    with _paused_lock:
        if _pausers == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _pausers += 1
    try:
        yield
    finally:
        with _paused_lock:
            _pausers -= 1
            if _pausers == 0 and _was_enabled:
                gc.enable()


def kept(values: Iterable[T]) -> tuple[T, ...]:
    """``tuple(values)``, looked at at once by a young collection: a tuple of numbers and text is then
    no longer tracked. Made one after the other, two dozen columns of 60,000 items were all walked
    by the UI thread's next collection (50-72 ms); one at a time, each takes a few milliseconds."""
    made = tuple(values)
    gc.collect(0)
    return made


def import_for_good(name: str) -> ModuleType:
    """The module ``name``, imported with full collections held and then frozen, the first time."""
    if name in sys.modules:
        return import_module(name)  # waits while another thread is importing it
    with full_collections_held():
        module = import_module(name)
        gc.freeze()
    return module
