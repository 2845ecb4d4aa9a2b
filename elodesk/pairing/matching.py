"""Maximum weight matching on a general graph, kept optimal while its weights change.

Why our own and not ``networkx.max_weight_matching``: the Dutch pairing (as
bbpPairings does it) asks a matching question after every small change of the
weights — a player's edges raised by one to ask whether he can be paired, a
pair fixed — a few hundred questions per round. networkx answers each from
scratch in pure Python, O(n³): tens of seconds a question for 500 players.
This engine keeps the optimal matching *and its dual solution* between
questions and repairs only what a change breaks, so that a question costs one
or two augmenting searches. Weights are Python integers of any size (the Dutch
weights are a few hundred bits wide); ``0`` means no edge.

The algorithm is Edmonds' blossom algorithm with Galil's primal-dual weights
(the layout of Joris van Rantwijk's well-known ``mwmatching``: vertex duals,
nested blossoms with their own duals, S/T labels, four kinds of dual step),
adapted so that a search can start from any state where the duals are feasible
and the matched edges tight:

* Only exposed vertices whose dual is still positive are roots ("active"); an
  exposed vertex whose dual is 0 already satisfies the optimality conditions
  and is a free end that a root may reach (an augmenting path).
* The dual step of kind 1 stops at the smallest dual of an S-vertex: at a
  root, that root is done; at another S-vertex, the even path from the root
  to it is flipped, which matches the root and frees that vertex (dual 0).
* A change to a vertex's edges dissolves the blossoms around it (adding each
  blossom's dual to its vertices' duals keeps every edge feasible and the
  edges inside tight; the base's outside edge is unmatched), unmatches the
  vertex, and gives it the least dual that makes its edges feasible again.

Every vertex dual is kept an integer: weights are doubled inside, and at the
start of a search every root is brought to an even dual, so that the slack of
an edge between two S-vertices is even and half of it is exact.
"""

from __future__ import annotations

from elodesk.pairing.blossoms import FREE, Blossoms, S, T


class MatchingEngine(Blossoms):
    """A maximum weight matching over the *active* vertices among ``0..size-1``.

    Set weights with :meth:`set_weight`, make vertices take part with
    :meth:`activate` (after their weights are set), say which vertices' edges
    changed with :meth:`touch`, take vertices out with :meth:`remove`, and read
    the optimal matching with :meth:`solve` (``mate[v]``, ``-1`` if unmatched).
    """

    # -- the graph ----------------------------------------------------------

    def set_weight(self, i: int, j: int, value: int) -> None:
        """The weight of edge ``i``–``j`` (0: no edge); call :meth:`touch` on a changed active vertex."""
        doubled = 2 * value
        active = self.active
        if active[i] and active[j]:
            if value:
                self.edges_of[i][j] = self.edges_of[j][i] = doubled
            else:
                self.edges_of[i].pop(j, None)
                self.edges_of[j].pop(i, None)
            return
        # Kept by the inactive end(s) only, until they take part: no matrix of every pair.
        if not active[i]:
            self.waiting[i][j] = doubled
        if not active[j]:
            self.waiting[j][i] = doubled

    def activate(self, v: int) -> None:
        """Vertex ``v`` takes part from now on (its weights already set)."""
        if not self.active[v]:
            self.active[v] = True
            active, edges, waiting = self.active, self.edges_of, self.waiting
            mine: dict[int, int] = {}
            for x, w in waiting[v].items():
                if active[x]:
                    if w:
                        mine[x] = edges[x][v] = w
                else:  # x, still out, keeps it
                    waiting[x][v] = w
            edges[v] = mine
            waiting[v] = {}
            self.vertices.append(v)
            self.mate[v] = -1
            self.dual[v] = 0
            self.added.append(v)

    def touch(self, v: int) -> None:
        """The edges of active vertex ``v`` changed: repair at the next :meth:`solve`."""
        self.pending.append(v)

    def raise_dual(self, v: int, amount: int) -> None:
        """Raise active vertex ``v``'s dual by ``amount``, for a caller about to raise the weight of
        every edge by the sum of its two ends' amounts: the slacks, and so the optimality of the
        matching, stay as they were (only the free vertices, now with a dual, have a search to do).
        """
        self.dual[v] += 2 * amount

    def remove(self, v: int, forget: bool = False) -> None:
        """Vertex ``v`` takes no more part (its mate, if any, becomes unmatched).

        It keeps its weights to the others for a later :meth:`activate`, unless ``forget``
        (a player paired for good: nothing will ask of them again).
        """
        if not self.active[v]:
            return
        self._dissolve_around(v)
        m = self.mate[v]
        if m >= 0:
            self.mate[m] = -1
            self.mate[v] = -1
            self._dissolve_around(m)
        self.active[v] = False
        self.vertices.remove(v)
        for x in self.edges_of[v]:
            del self.edges_of[x][v]
        if not forget:
            self.waiting[v].update(self.edges_of[v])
        self.edges_of[v] = {}
        self.dual[v] = 0

    def solve(self) -> list[int]:
        """The mates of an optimal matching (a copy; ``-1`` for unmatched and inactive vertices)."""
        added = [v for v in dict.fromkeys(self.added) if self.active[v]]
        new = set(added)
        touched = [v for v in dict.fromkeys(self.pending) if self.active[v] and v not in new]
        self.added, self.pending = [], []
        self.fresh = new.union(touched)
        for v in touched:
            self._dissolve_around(v)
        for v in added + touched:
            self._lift(v, new)
        loose = list(added)
        for v in touched:
            m = self.mate[v]
            w = self.edges_of[v].get(m, 0) if m >= 0 else 0
            if m >= 0 and (not w or self.dual[v] + self.dual[m] != w):
                self.mate[v] = self.mate[m] = -1
                self._dissolve_around(m)
                loose += (v, m)
        for v in loose:
            self._match_greedily(v)
        while self._stage():
            pass
        return list(self.mate)

    # -- repairs ---------------------------------------------------------------

    def _lift(self, v: int, new: set[int]) -> None:
        """Give changed vertex ``v`` (in no blossom) the least dual that makes its edges feasible.

        Against a vertex with a dual the edge needs ``weight - dual``; between
        two vertices just added each takes half the weight (the
        usual start of the algorithm, where every heaviest edge is tight). An
        edge between two changed vertices is made feasible by the later one.
        """
        dual = self.dual
        need = 0
        for x, w in self.edges_of[v].items():
            slack = w >> 1 if x in new else w - dual[x]
            if slack > need:
                need = slack
        dual[v] = need

    def _match_greedily(self, v: int) -> None:
        """Match free vertex ``v`` along a tight edge to another free vertex, if it has one."""
        mate, inblossom, dual = self.mate, self.inblossom, self.dual
        if mate[v] >= 0:
            return
        dv = dual[v]
        for x, w in self.edges_of[v].items():
            if mate[x] < 0 and dv + dual[x] == w and inblossom[x] == x:
                mate[v], mate[x] = x, v
                return

    def _even_up(self, v: int) -> None:
        if self.dual[v] & 1:
            self.dual[v] += 1

    # -- one search --------------------------------------------------------------

    def _stage(self) -> bool:
        """One search from the active roots; False when there is none (the matching is optimal)."""
        n = self.size
        label, labeledge = self.label, self.labeledge
        vertices = self.vertices
        tops: set[int] = set()
        for v in vertices:
            label[v] = FREE
            labeledge[v] = None
            self.best_free[v] = -1
            self.best_s[v] = -1
            b = self.inblossom[v]
            tops.add(b)
        for b in range(n, 2 * n):
            label[b] = FREE
            labeledge[b] = None
        roots = []
        for b in tops:
            base = self.base[b]
            if self.mate[base] < 0 and self.dual[base] > 0:
                roots.append(base)
        if not roots:
            return False
        # Search from the vertices a change freed, if any: the others are reached as free ends
        # (an augmenting path may end at any free vertex) and searched from later if still free.
        changed = [r for r in roots if r in self.fresh]
        if changed:
            roots = changed
        for base in roots:
            if self.dual[base] & 1:
                self._dissolve_around(base)
                self._even_up(base)
        self.queue = []
        for base in roots:
            self._assign(base, S, None)
        while True:
            if self._scan():
                break
            if self._dual_step():
                break
        for b in list({self.inblossom[v] for v in vertices}):
            if b >= n and label[b] == S and self.zdual[b] == 0:
                self._expand(b, endstage=True)
        return True

    def _scan(self) -> bool:
        """Grow the forest along tight edges; True once the matching changed."""
        dual, inblossom, label = self.dual, self.inblossom, self.label
        edges_of, queue = self.edges_of, self.queue
        best_free, best_s = self.best_free, self.best_s
        while queue:
            v = queue.pop()
            bv = inblossom[v]
            dv = dual[v]
            for w, ww in edges_of[v].items():
                bw = inblossom[w]
                if bw == bv:
                    continue
                slack = dv + dual[w] - ww
                lw = label[bw]
                if slack <= 0:
                    if lw == FREE:
                        if self.mate[self.base[bw]] < 0:
                            self._augment(v, w)
                            return True
                        self._assign(w, T, (v, w))
                    elif lw == S:
                        base = self._common_base(v, w)
                        if base >= 0:
                            self._add_blossom(base, v, w)
                            bv = inblossom[v]
                        else:
                            self._augment(v, w)
                            return True
                    elif label[w] == FREE:
                        label[w] = T
                        self.labeledge[w] = (v, w)
                elif lw == S:
                    b = best_s[v]
                    if b < 0 or slack < dv + dual[b] - edges_of[v][b]:
                        best_s[v] = w
                elif label[w] == FREE:
                    b = best_free[w]
                    if b < 0 or slack < dual[b] + dual[w] - edges_of[b][w]:
                        best_free[w] = v
        return False

    def _dual_step(self) -> bool:
        """Change the duals by the largest feasible amount; True once the matching changed or a root is done."""
        edges_of, dual, inblossom, label = self.edges_of, self.dual, self.inblossom, self.label
        best_free, best_s = self.best_free, self.best_s
        delta = -1
        kind = 0
        target = -1
        s_vertices = []
        t_vertices = []
        for v in self.vertices:
            lab = label[inblossom[v]]
            if lab == S:
                s_vertices.append(v)
                if delta < 0 or dual[v] < delta:
                    delta, kind, target = dual[v], 1, v
            elif lab == T:
                t_vertices.append(v)
            elif (b := best_free[v]) >= 0:
                d = dual[b] + dual[v] - edges_of[b][v]
                if delta < 0 or d < delta:
                    delta, kind, target = d, 2, b
        for v in s_vertices:
            b = best_s[v]
            if b >= 0 and inblossom[b] == inblossom[v]:
                b = self._rescan_s(v)
            if b >= 0:
                d = (dual[v] + dual[b] - edges_of[v][b]) // 2
                if d < delta:
                    delta, kind, target = d, 3, v
        tops_t = {inblossom[v] for v in t_vertices}
        for b in tops_t:
            if b >= self.size and self.zdual[b] < delta:
                delta, kind, target = self.zdual[b], 4, b
        for v in s_vertices:
            dual[v] -= delta
        for v in t_vertices:
            dual[v] += delta
        zdual = self.zdual
        for b in {inblossom[v] for v in s_vertices}:
            if b >= self.size:
                zdual[b] += delta
        for b in tops_t:
            if b >= self.size:
                zdual[b] -= delta
        if kind == 1:
            b = inblossom[target]
            if not (self.base[b] == target and self.mate[target] < 0):
                self._flip(target)
            return True
        if kind in (2, 3):
            self.queue.append(target)
        else:
            self._expand(target, endstage=False)
        return False

    def _rescan_s(self, v: int) -> int:
        dual, inblossom, label = self.dual, self.inblossom, self.label
        bv = inblossom[v]
        best, best_slack = -1, 0
        for w, ww in self.edges_of[v].items():
            if (bw := inblossom[w]) != bv and label[bw] == S:
                slack = dual[v] + dual[w] - ww
                if best < 0 or slack < best_slack:
                    best, best_slack = w, slack
        self.best_s[v] = best
        return best
