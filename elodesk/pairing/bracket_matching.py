"""The weighted matching a Dutch pairing asks its questions of, restricted to the brackets in play.

bbpPairings keeps every unpaired player in one matching. Most of them sit in
score groups below the two brackets being looked at (the bracket and the
next), where every compatible pair weighs the same (the completion field
only): they only matter by being pairable at all. So the matching here holds
the two brackets alone, without the completion field, and each answer is
checked: the players it leaves unmatched, together with everyone below, must
still be pairable (with the bye to a bye candidate). When they are, the
answer is the one the whole matching would give; when they are not (rare:
late rounds of small events), the matching takes every unpaired player, with
the full weights, from then on. The same happens where criterion C9 (the bye
assignee's unplayed games) reaches below the brackets.
"""

from __future__ import annotations

from collections.abc import Callable

from elodesk.pairing.cardinality import Others, maximum_matching
from elodesk.pairing.matching import MatchingEngine

UNSET = -1


class BracketMatching:
    """Weights by vertex (players sorted by score), an engine over the vertices in play, and the fixed pairs.

    ``initial(i, j)`` is the weight of a pair never looked at in a bracket;
    ``neighbours[v]`` the players ``v`` may meet at all.
    """

    def __init__(self, size: int, low_bits: int, initial: Callable[[int, int], int],
                 neighbours: list[Others], bye_candidates: list[bool], odd: bool) -> None:
        self.size = size
        self.low_bits = low_bits
        self.mask = (1 << low_bits) - 1
        self.initial = initial
        self.neighbours = neighbours
        self.weights: list[dict[int, int]] = [{} for _ in range(size)]  # [low][high]: the pairs looked at only
        self.candidates = bye_candidates
        self.odd = odd
        self.engine = MatchingEngine(size)
        self.full = False
        self.members: set[int] = set()
        self.fixed = [-1] * size
        self._below: list[int] = []
        self._below_mate: list[int] = []
        self._checked: dict[frozenset[int], bool] = {}

    def weight(self, i: int, j: int) -> int:
        low, high = (i, j) if i < j else (j, i)
        row = self.weights[low]
        w = row.get(high, UNSET)
        if w == UNSET:
            w = row[high] = self.initial(low, high)
        return w

    def set(self, i: int, j: int, value: int) -> None:
        if i < j:
            self.weights[i][j] = value
        else:
            self.weights[j][i] = value
        if self.engine.active[i] and self.engine.active[j]:
            self.engine.set_weight(i, j, value if self.full else value & self.mask)

    def touch(self, v: int) -> None:
        self.engine.touch(v)

    def enter(self, vertices: list[int]) -> None:
        """These players join the brackets in play (their weights to the others already set)."""
        self.members.update(vertices)
        if self.full:
            return
        engine = self.engine
        for v in vertices:
            for x in engine.vertices:
                engine.set_weight(v, x, self.weight(v, x) & self.mask)
            engine.activate(v)
        self._below = [v for v in range(self.size) if self.fixed[v] < 0 and v not in self.members]
        self._below_mate = maximum_matching(self._adjacency(self._below))
        self._checked = {}

    def go_full(self) -> None:
        """From now on, every unpaired player in the matching, with the full weights.

        The completion field a pair adds is ``1 + (not a candidate) + (not a
        candidate)``: a sum over its two ends, so raising each player's dual by
        his share keeps the matching of the brackets optimal; only the players
        below are new to it.
        """
        if self.full:
            return
        self.full = True
        engine = self.engine
        inside = list(engine.vertices)
        for v in inside:
            engine.raise_dual(v, (1 + 2 * (not self.candidates[v])) << (self.low_bits - 1))
        for index, v in enumerate(inside):
            for x in inside[:index]:
                engine.set_weight(v, x, self.weight(v, x))
        below = [v for v in range(self.size) if self.fixed[v] < 0 and not engine.active[v]]
        for v in below:
            for x in range(self.size):
                if self.fixed[x] < 0 and x != v:
                    engine.set_weight(v, x, self.weight(v, x))
        for v in below:
            engine.activate(v)

    def fix(self, a: int, b: int) -> None:
        """``a`` and ``b`` are paired for good."""
        self.fixed[a], self.fixed[b] = b, a
        self.engine.remove(a, forget=True)
        self.engine.remove(b, forget=True)
        self.members.discard(a)
        self.members.discard(b)

    def solve(self) -> list[int]:
        """The optimal matching, each vertex's mate or itself when unmatched (fixed pairs included)."""
        mate = self.engine.solve()
        if not self.full:
            left = frozenset(v for v in self.members if mate[v] < 0)
            if not self._completable(left):
                self.go_full()
                mate = self.engine.solve()
        return [self.fixed[v] if self.fixed[v] >= 0 else (m if m >= 0 else v) for v, m in enumerate(mate)]

    def _completable(self, left: frozenset[int]) -> bool:
        """Can the players ``left`` unmatched in the brackets be paired with those below (one bye allowed)?"""
        known = self._checked.get(left)
        if known is None:
            vertices = self._below + sorted(left)
            adjacency = self._adjacency(vertices)
            mate = self._below_mate + [-1] * len(left)
            if self.odd:
                dummy = len(vertices)
                adjacency.append([i for i, v in enumerate(vertices) if self.candidates[v]])
                for i in adjacency[dummy]:
                    adjacency[i].append(dummy)
                mate.append(-1)
            mate = maximum_matching(adjacency, mate)
            known = self._checked[left] = all(m >= 0 for m in mate)
        return known

    def _adjacency(self, vertices: list[int]) -> list[list[int]]:
        """Who may still meet whom: the current weights inside the brackets, compatibility elsewhere."""
        index = {x: k for k, x in enumerate(vertices)}
        members, weight = self.members, self.weight
        rows = []
        for v in vertices:
            if v in members:
                rows.append([k for k, x in enumerate(vertices)
                             if x != v and (weight(v, x) if x in members else x in self.neighbours[v])])
            else:
                rows.append([index[x] for x in self.neighbours[v] if x in index])
        return rows
