"""Maximum cardinality matching on a general graph (Edmonds' blossoms, breadth-first).

The Dutch pairing uses it where only "can everyone still be paired?" matters:
whether a round can be paired at all, who may receive the bye, and whether the
players left below the bracket being paired can still all be paired. Weighted
matching would answer too, but this is a few breadth-first searches.

Graphs are adjacency lists over vertices ``0..n-1``; a matching is a list of
mates (``-1``: unmatched).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator


class Others:
    """The vertices ``0..size-1`` but a few: a vertex's neighbours in a graph that misses few edges.

    Who a player may meet is nearly everyone (round 1: everyone), so it is kept as the few he may
    not: memory in the players barred, not in the square of the field. Iterates in ascending order.
    """

    __slots__ = ("barred", "size")

    def __init__(self, size: int, barred: set[int]) -> None:
        self.size = size
        self.barred = barred

    def __contains__(self, x: object) -> bool:
        """``x`` a vertex (``0..size-1``): the callers ask of no other."""
        return x not in self.barred

    def __iter__(self) -> Iterator[int]:
        barred = self.barred
        return (x for x in range(self.size) if x not in barred)

    def __len__(self) -> int:
        return self.size - len(self.barred)


def maximum_matching(adjacency: list[list[int]], mate: list[int] | None = None) -> list[int]:
    """A maximum matching, grown from ``mate`` (a greedy start when ``None``)."""
    n = len(adjacency)
    if mate is None:
        mate = [-1] * n
        for v in range(n):
            if mate[v] < 0:
                for w in adjacency[v]:
                    if mate[w] < 0 and w != v:
                        mate[v], mate[w] = w, v
                        break
    else:
        mate = list(mate)
    for root in range(n):
        if mate[root] < 0:
            _search(adjacency, mate, root)
    return mate


def even_vertices(adjacency: list[list[int]], mate: list[int], root: int) -> set[int]:
    """The vertices an even alternating path reaches from unmatched ``root`` (``mate`` maximum).

    With a maximum matching that leaves only ``root`` unmatched, these are
    exactly the vertices that some maximum matching leaves unmatched
    (Gallai–Edmonds): the players who could take the bye.
    """
    even: set[int] = set()
    if _search(adjacency, list(mate), root, even):
        raise ValueError("the matching is not maximum")
    return even


def _search(adjacency: list[list[int]], mate: list[int], root: int, even: set[int] | None = None) -> bool:
    """Augment ``mate`` along a shortest path from unmatched ``root``; False (and ``even`` filled) if none."""
    n = len(adjacency)
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = deque([root])
    while queue:
        v = queue.popleft()
        for to in adjacency[v]:
            if base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] >= 0 and parent[mate[to]] >= 0):
                join = _lowest_common_base(base, mate, parent, v, to)
                in_blossom = [False] * n
                _mark_path(base, mate, parent, in_blossom, v, join, to)
                _mark_path(base, mate, parent, in_blossom, to, join, v)
                for x in range(n):
                    if in_blossom[base[x]]:
                        base[x] = join
                        if not used[x]:
                            used[x] = True
                            queue.append(x)
            elif parent[to] < 0:
                parent[to] = v
                if mate[to] < 0:
                    _flip(mate, parent, to)
                    return True
                used[mate[to]] = True
                queue.append(mate[to])
    if even is not None:
        even.update(x for x in range(n) if used[x])
    return False


def _lowest_common_base(base: list[int], mate: list[int], parent: list[int], a: int, b: int) -> int:
    seen: set[int] = set()
    while True:
        a = base[a]
        seen.add(a)
        if mate[a] < 0:
            break
        a = parent[mate[a]]
    while True:
        b = base[b]
        if b in seen:
            return b
        b = parent[mate[b]]


def _mark_path(base: list[int], mate: list[int], parent: list[int], in_blossom: list[bool],
               v: int, join: int, child: int) -> None:
    while base[v] != join:
        in_blossom[base[v]] = in_blossom[base[mate[v]]] = True
        parent[v] = child
        child = mate[v]
        v = parent[mate[v]]


def _flip(mate: list[int], parent: list[int], v: int) -> None:
    while v >= 0:
        pv = parent[v]
        ppv = mate[pv]
        mate[v], mate[pv] = pv, v
        v = ppv
