"""The weighted matching engine against brute force, from scratch and through changes."""

from __future__ import annotations

import random
import tracemalloc
from functools import lru_cache

import pytest

from elodesk.pairing.blossoms import Blossoms
from elodesk.pairing.bracket_matching import BracketMatching
from elodesk.pairing.cardinality import Others, even_vertices, maximum_matching
from elodesk.pairing.matching import MatchingEngine


def best_weight(weights: list[list[int]], vertices: list[int]) -> int:
    """The heaviest matching on ``vertices``, by trying every pair for the first vertex left."""

    @lru_cache(None)
    def best(mask: int) -> int:
        if not mask:
            return 0
        i = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << i)
        result = best(rest)
        others = rest
        while others:
            j = (others & -others).bit_length() - 1
            others &= others - 1
            if w := weights[vertices[i]][vertices[j]]:
                result = max(result, w + best(rest & ~(1 << j)))
        return result

    return best((1 << len(vertices)) - 1)


def matched_weight(weights: list[list[int]], mate: list[int], active: list[bool]) -> int:
    total = 0
    for v, m in enumerate(mate):
        if m >= 0:
            assert mate[m] == v and active[v] and active[m] and weights[v][m] > 0
            total += weights[v][m] if m > v else 0
    return total


def solved(n: int, weights: list[list[int]]) -> list[int]:
    """The engine's matching of all ``n`` vertices, from scratch."""
    engine = MatchingEngine(n)
    for i in range(n):
        for j in range(i):
            engine.set_weight(i, j, weights[i][j])
    for v in range(n):
        engine.activate(v)
    return engine.solve()


def random_weights(rnd: random.Random, n: int) -> list[list[int]]:
    density = rnd.random()
    scale = rnd.choice([1, 3, 1000, 2**300])  # the Dutch weights are hundreds of bits wide
    weights = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if rnd.random() < density:
                weights[i][j] = weights[j][i] = rnd.randint(1, 5) * scale + rnd.randint(0, 3)
    return weights


@pytest.mark.parametrize("seed", range(300))
def test_a_solve_from_scratch_finds_the_heaviest_matching(seed):
    rnd = random.Random(seed)
    n = rnd.randint(1, 11)
    weights = random_weights(rnd, n)
    mate = solved(n, weights)
    assert matched_weight(weights, mate, [True] * n) == best_weight(weights, list(range(n)))


@pytest.mark.parametrize("seed", range(120))
def test_the_matching_stays_the_heaviest_through_changes_additions_and_removals(seed):
    rnd = random.Random(seed)
    n = rnd.randint(2, 11)
    weights = random_weights(rnd, n)
    engine = MatchingEngine(n)
    for i in range(n):
        for j in range(i):
            engine.set_weight(i, j, weights[i][j])
    for v in range(n):
        if rnd.random() < 0.8:
            engine.activate(v)
    for _ in range(12):
        action = rnd.random()
        v = rnd.randrange(n)
        if action < 0.5 and engine.active[v]:
            scale = max(max(row) for row in weights) or 1
            for j in range(n):
                if j != v and rnd.random() < 0.6:
                    weights[v][j] = weights[j][v] = rnd.choice([0, rnd.randint(1, scale)])
                    engine.set_weight(v, j, weights[v][j])
            engine.touch(v)
        elif action < 0.75:
            engine.activate(v)
        else:
            engine.remove(v)
        mate = engine.solve()
        chosen = [x for x in range(n) if engine.active[x]]
        assert matched_weight(weights, mate, engine.active) == best_weight(weights, chosen)


def test_a_tied_field_of_equal_weights_is_matched_completely():
    n = 40
    mate = solved(n, [[7 * (i != j) for j in range(n)] for i in range(n)])
    assert all(m >= 0 for m in mate)


def brute_cardinality(adjacency: list[list[int]]) -> int:
    n = len(adjacency)
    weights = [[1 if j in adjacency[i] else 0 for j in range(n)] for i in range(n)]
    return best_weight(weights, list(range(n)))


@pytest.mark.parametrize("seed", range(150))
def test_maximum_matching_has_the_most_pairs(seed):
    rnd = random.Random(seed)
    n = rnd.randint(1, 12)
    p = rnd.random()
    adjacency: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        for j in range(i):
            if rnd.random() < p:
                adjacency[i].append(j)
                adjacency[j].append(i)
    mate = maximum_matching(adjacency)
    for v, m in enumerate(mate):
        assert m < 0 or (mate[m] == v and m in adjacency[v])
    assert sum(m >= 0 for m in mate) // 2 == brute_cardinality(adjacency)


def test_even_vertices_are_those_some_maximum_matching_leaves_out():
    # A path 0-1-2-3-4 and a triangle 4-5-6: who can be the one left out?
    edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 4)]
    adjacency: list[list[int]] = [[] for _ in range(7)]
    for a, b in edges:
        adjacency[a].append(b)
        adjacency[b].append(a)
    mate = maximum_matching(adjacency)
    out = mate.index(-1)
    expected = set()
    for v in range(7):
        rest = [[x for x in row if x != v] if u != v else [] for u, row in enumerate(adjacency)]
        if sum(m >= 0 for m in maximum_matching(rest)) == 6:
            expected.add(v)
    assert even_vertices(adjacency, mate, out) == expected == {0, 2, 4, 5, 6}


def allocated(make):
    """The bytes ``make()`` leaves allocated (what it returns kept alive while measured)."""
    tracemalloc.start()
    try:
        kept = make()
        size, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del kept
    return size


SQUARE = 8 * 3000 * 3000  # one pointer a pair of 3,000 vertices: what a matrix of every pair costs


def test_the_engine_holds_the_weights_it_is_given_not_a_matrix_of_every_pair():
    def engine():
        made = MatchingEngine(3000)
        for v in range(3):
            made.set_weight(v, v + 1, 5)
        made.activate(0)
        made.activate(1)
        return made
    assert allocated(engine) < SQUARE // 20


def test_the_bracket_matching_holds_the_pairs_looked_at_not_a_matrix_of_every_pair():
    n = 3000
    def matching():
        made = BracketMatching(n, 8, lambda i, j: 3, [Others(n, {v}) for v in range(n)], [True] * n, False)
        return made, [made.weight(0, j) for j in range(1, 50)]
    assert allocated(matching) < SQUARE // 20


def test_the_players_one_may_meet_are_everyone_but_the_barred_in_ascending_order():
    others = Others(6, {1, 4})
    assert (list(others), len(others), 0 in others, 4 in others) == ([0, 2, 3, 5], 4, True, False)


def nested_blossoms(depth: int) -> tuple[Blossoms, int]:
    """Blossom k holds blossom k-1 and the pair 2k-1, 2k (the innermost: vertices 0, 1, 2), as a bracket
    of 3,000 equal players nests them; the outermost blossom's id."""
    n = 2 * depth + 1
    state = Blossoms(n)
    inner = 0
    for k in range(1, depth + 1):
        b, a, c = n + k - 1, 2 * k - 1, 2 * k
        state.children[b], state.cycle[b] = [inner, a, c], [(0, a), (a, c), (c, 0)]
        state.leaves[b], state.base[b] = list(range(2 * k + 1)), 0
        for child in (inner, a, c):
            state.parent[child] = b
        for leaf in state.leaves[b]:
            state.inblossom[leaf] = b
        state.mate[a], state.mate[c] = c, a
        inner = b
    return state, inner


def test_a_blossom_nested_thousands_deep_takes_a_new_base_without_running_out_of_stack():
    depth = 3000
    n = 2 * depth + 1
    state, outer = nested_blossoms(depth)
    state._rotate(outer, 1)  # walks down every level
    assert (state.mate[0], state.mate[2]) == (2, 0)
    assert all(state.base[n + k] == 1 for k in range(depth))
    assert all(state.mate[2 * k - 1] == 2 * k for k in range(2, depth + 1))


def test_a_blossom_nested_thousands_deep_is_expanded_at_the_end_of_a_stage_without_running_out_of_stack():
    depth = 3000
    state, outer = nested_blossoms(depth)
    state._expand(outer, endstage=True)  # every level has a dual of 0: all go
    assert state.inblossom == list(range(2 * depth + 1))
    assert all(state.base[b] == -1 and state.children[b] == [] for b in range(2 * depth + 1, outer + 1))
