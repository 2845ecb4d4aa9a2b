"""Long lists handled in steps on a worker: sorted as one sort would, emptied a slice at a time."""

from __future__ import annotations

import random
import weakref

from elodesk.reports.sorting import STEP, drop_in_steps, sorted_in_steps


class Ranked:
    def __init__(self, rating: int) -> None:
        self.rating = rating


def test_sorted_in_steps_is_the_stable_sort():
    rnd = random.Random(3)
    rows = [(rnd.randint(0, 50), n) for n in range(3 * STEP + 17)]
    assert sorted_in_steps(rows, key=lambda r: r[0], reverse=True) == sorted(rows, key=lambda r: r[0], reverse=True)


def test_drop_in_steps_frees_every_row_and_only_what_nothing_else_holds():
    rows = [Ranked(n) for n in range(2 * STEP + 5)]
    kept = rows[STEP]
    alive = [weakref.ref(r) for r in rows]
    drop_in_steps(rows)
    assert rows == [] and [r() for r in alive if r() is not None] == [kept]


def test_drop_in_steps_empties_a_dictionary():
    rows = {n: Ranked(n) for n in range(STEP + 3)}
    alive = weakref.ref(rows[7])
    drop_in_steps(rows)
    assert rows == {} and alive() is None
