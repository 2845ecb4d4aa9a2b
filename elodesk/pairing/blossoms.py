"""The blossoms of a primal-dual matching (see :mod:`elodesk.pairing.matching`): the state and its changes.

:class:`Blossoms` holds what Edmonds' algorithm keeps between two searches —
mates, vertex duals, nested blossoms with their duals, S/T labels — and the
operations on blossoms: making one when an edge closes an odd cycle, expanding
or dissolving one, and flipping the matched edges along an augmenting path
through them. :class:`~elodesk.pairing.matching.MatchingEngine` adds the
graph, the repairs after a change and the search.
"""

from __future__ import annotations

from collections.abc import Iterator

FREE = 0
S = 1
T = 2


class Blossoms:
    """Mates, duals, blossoms and labels over the vertices ``0..size-1`` (blossom ids ``size..2*size-1``)."""

    def __init__(self, size: int) -> None:
        n = size
        self.size = n
        self.edges_of: list[dict[int, int]] = [{} for _ in range(n)]  # the edges between active vertices (doubled)
        self.waiting: list[dict[int, int]] = [{} for _ in range(n)]  # an inactive vertex's weights, till it takes part
        self.active = [False] * n
        self.vertices: list[int] = []
        self.mate = [-1] * n
        self.dual = [0] * n
        ids = 2 * n
        self.inblossom = list(range(n))
        self.parent = [-1] * ids
        self.children: list[list[int]] = [[] for _ in range(ids)]
        self.cycle: list[list[tuple[int, int]]] = [[] for _ in range(ids)]
        self.leaves: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self.base = list(range(n)) + [-1] * n
        self.zdual = [0] * ids
        self.label = [FREE] * ids
        self.labeledge: list[tuple[int, int] | None] = [None] * ids
        self.best_free: list[int] = [-1] * n  # S-vertex of the least-slack edge to this vertex
        self.best_s: list[int] = [-1] * n  # for an S-vertex: least-slack neighbour in another S-blossom
        self.unused = list(range(ids - 1, n - 1, -1))
        self.queue: list[int] = []
        self.pending: list[int] = []  # touched since the last solve
        self.added: list[int] = []  # activated since the last solve
        self.fresh: set[int] = set()  # the vertices changed before this solve: searched from first

    # -- blossoms ------------------------------------------------------------------

    def _dissolve_around(self, v: int) -> None:
        """Dissolve every blossom that contains ``v``, keeping every edge's slack feasible."""
        while (b := self.inblossom[v]) != v:
            self._dissolve(b)

    def _dissolve(self, b: int) -> None:
        z = self.zdual[b]
        if z:
            dual = self.dual
            for leaf in self.leaves[b]:
                dual[leaf] += z
            base = self.base[b]
            outside = self.mate[base]
            if outside >= 0:  # its matched edge is no longer tight: both ends become roots
                self.mate[base] = self.mate[outside] = -1
        self._release_children(b, endstage=False)
        self._free(b)

    def _free(self, b: int) -> None:
        self.zdual[b] = 0
        self.label[b] = FREE
        self.labeledge[b] = None
        self.base[b] = -1
        self.children[b] = []
        self.cycle[b] = []
        self.leaves[b] = []
        self.parent[b] = -1
        self.unused.append(b)

    def _release_children(self, b: int, endstage: bool) -> None:
        for child in self._releasing(b, endstage):
            self._expand(child, endstage=True)

    def _releasing(self, b: int, endstage: bool) -> Iterator[int]:
        """Free the children of ``b``, yielding each one to expand as well (at the end of a stage, a
        sub-blossom whose dual is 0) before going on to the next."""
        for child in self.children[b]:
            self.parent[child] = -1
            if child < self.size:
                self.inblossom[child] = child
            elif endstage and self.zdual[child] == 0:
                yield child
            else:
                for leaf in self.leaves[child]:
                    self.inblossom[leaf] = child

    def _assign(self, w: int, kind: int, edge: tuple[int, int] | None) -> None:
        b = self.inblossom[w]
        self.label[w] = self.label[b] = kind
        self.labeledge[w] = self.labeledge[b] = edge
        if kind == S:
            self.queue.extend(self.leaves[b])
        else:
            base = self.base[b]
            self._assign(self.mate[base], S, (base, self.mate[base]))

    def _common_base(self, v: int, w: int) -> int:
        """The base of the blossom edge ``v``–``w`` closes, or -1 if it joins two trees."""
        inblossom, labeledge = self.inblossom, self.labeledge
        marked: list[int] = []
        base = -1
        ends = [v, w]
        side = 0
        while ends[0] >= 0 or ends[1] >= 0:
            x = ends[side]
            if x >= 0:
                b = inblossom[x]
                if b in marked:
                    base = self.base[b]
                    break
                marked.append(b)
                edge = labeledge[b]
                if edge is None:
                    ends[side] = -1
                else:
                    tb = inblossom[edge[0]]
                    up = labeledge[tb]
                    ends[side] = up[0] if up is not None else -1
            if ends[1 - side] >= 0:
                side = 1 - side
        return base

    def _add_blossom(self, base: int, v: int, w: int) -> None:
        inblossom, labeledge, parent = self.inblossom, self.labeledge, self.parent
        bb, bv, bw = inblossom[base], inblossom[v], inblossom[w]
        b = self.unused.pop()
        self.base[b] = base
        parent[b] = -1
        parent[bb] = b
        down: list[int] = []
        down_edges: list[tuple[int, int]] = []
        while bv != bb:
            parent[bv] = b
            edge = labeledge[bv]
            assert edge is not None
            down.append(bv)
            down_edges.append(edge)
            bv = inblossom[edge[0]]
        children = [bb, *reversed(down)]
        edges = [*reversed(down_edges), (v, w)]
        while bw != bb:
            parent[bw] = b
            edge = labeledge[bw]
            assert edge is not None
            children.append(bw)
            edges.append((edge[1], edge[0]))
            bw = inblossom[edge[0]]
        self.children[b] = children
        self.cycle[b] = edges
        self.label[b] = S
        labeledge[b] = labeledge[bb]
        self.zdual[b] = 0
        leaves: list[int] = []
        for child in children:
            leaves.extend(self.leaves[child])
        self.leaves[b] = leaves
        label = self.label
        for leaf in leaves:
            if label[inblossom[leaf]] == T:
                self.queue.append(leaf)
            inblossom[leaf] = b

    def _expand(self, b: int, endstage: bool) -> None:
        if endstage:  # zero-dual sub-blossoms go too, depth first, however deep they nest: a stack
            stack = [(b, self._releasing(b, True))]
            while stack:
                top, children = stack[-1]
                child = next(children, None)
                if child is None:
                    stack.pop()
                    self._free(top)
                else:
                    stack.append((child, self._releasing(child, True)))
            return
        self._release_children(b, endstage)
        if self.label[b] == T:
            self._relabel_expanded(b)
        self._free(b)

    def _relabel_expanded(self, b: int) -> None:
        """Label the children of an expanded T-blossom along the even path from its entry to its base."""
        label, labeledge, inblossom = self.label, self.labeledge, self.inblossom
        children, edges = self.children[b], self.cycle[b]
        entry_edge = labeledge[b]
        assert entry_edge is not None
        entry = inblossom[entry_edge[1]]
        j = children.index(entry)
        if j & 1:
            j -= len(children)
            step = 1
        else:
            step = -1
        edge = entry_edge
        while j != 0:
            self._assign(edge[1], T, edge)
            j += step
            if step == 1:
                nxt = edges[j]
                edge = (nxt[0], nxt[1])
            else:
                nxt = edges[j - 1]
                edge = (nxt[1], nxt[0])
            j += step
        first = children[0]
        label[edge[1]] = label[first] = T
        labeledge[edge[1]] = labeledge[first] = edge
        j += step
        while children[j] != entry:
            child = children[j]
            if label[child] == S:
                j += step
                continue
            reached = -1
            for leaf in self.leaves[child]:
                if label[leaf] != FREE:
                    reached = leaf
                    break
            if reached >= 0:
                edge_in = labeledge[reached]
                label[reached] = FREE
                label[self.mate[self.base[child]]] = FREE
                self._assign(reached, T, edge_in)
            j += step

    # -- changing the matching -------------------------------------------------------

    def _augment(self, v: int, w: int) -> None:
        self._walk_up(v, w)
        self._walk_up(w, v)

    def _flip(self, x: int) -> None:
        """Free S-vertex ``x`` (its dual is 0) and match its root instead."""
        self._walk_up(x, -1)

    def _walk_up(self, s: int, partner: int) -> None:
        inblossom, labeledge, mate = self.inblossom, self.labeledge, self.mate
        while True:
            bs = inblossom[s]
            if bs != s:
                self._rotate(bs, s)
            mate[s] = partner
            edge = labeledge[bs]
            if edge is None or self.label[bs] != S:
                return
            t = edge[0]
            bt = inblossom[t]
            up = labeledge[bt]
            assert up is not None
            s, j = up
            if bt != j:
                self._rotate(bt, j)
            mate[j] = s
            partner = j

    def _rotate(self, b: int, v: int) -> None:
        """Make ``v`` the base of blossom ``b``, flipping the matched edges inside.

        Blossoms nest deep in a large bracket of equal players (beyond a thousand levels, Python's
        recursion limit, in round 1 of 3,000 players): each level is a step of its own on a stack.
        """
        stack = [self._rotation(b, v)]
        while stack:
            inner = next(stack[-1], None)
            if inner is None:
                stack.pop()
            else:
                stack.append(self._rotation(*inner))

    def _rotation(self, b: int, v: int) -> Iterator[tuple[int, int]]:
        """:meth:`_rotate` of one blossom, yielding each sub-blossom to rotate first (blossom, new base)."""
        t = v
        while self.parent[t] != b:
            t = self.parent[t]
        if t >= self.size:
            yield t, v
        children, edges, mate = self.children[b], self.cycle[b], self.mate
        i = j = children.index(t)
        if i & 1:
            j -= len(children)
            step = 1
        else:
            step = -1
        while j != 0:
            j += step
            if step == 1:
                x, y = edges[j]
                cx, cy = children[j], children[j + 1]
            else:
                y, x = edges[j - 1]
                cx, cy = children[j], children[j - 1]
            if cx >= self.size:
                yield cx, x
            if cy >= self.size:
                yield cy, y
            mate[x] = y
            mate[y] = x
            j += step
        self.children[b] = children[i:] + children[:i]
        self.cycle[b] = edges[i:] + edges[:i]
        self.base[b] = v
