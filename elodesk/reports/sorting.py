"""Sorting and dropping long lists on a worker without freezing the window.

One ``sorted`` call over 60,000 rows is a single C call that keeps Python's global lock for
about a tenth of a second (half a second with tuple keys): the window's thread cannot run
meanwhile. Sorting slices of ``STEP`` rows and merging them gives the lock back between steps.
Dropping the last reference to such a list is one cascade of deallocations too (60-90 ms for a
ranking's rows): ``drop_in_steps`` empties it a slice at a time.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any, TypeVar

STEP = 4096  # rows sorted at once: a few milliseconds of holding the lock

T = TypeVar("T")


def sorted_in_steps(rows: list[T], key: Callable[[T], Any], reverse: bool = False) -> list[T]:
    """``sorted(rows, key=key, reverse=reverse)``, stable, in short steps."""
    if len(rows) <= STEP:
        return sorted(rows, key=key, reverse=reverse)
    parts = [sorted(rows[i:i + STEP], key=key, reverse=reverse) for i in range(0, len(rows), STEP)]
    return list(heapq.merge(*parts, key=key, reverse=reverse))


def drop_in_steps(rows: list[Any] | dict[Any, Any]) -> None:
    """Empty ``rows`` a slice of ``STEP`` at a time (each slice's rows freed, if nothing else holds them);
    a dictionary an item at a time."""
    if isinstance(rows, dict):
        while rows:
            rows.popitem()
        return
    while rows:
        del rows[-STEP:]
