"""One score bracket of the Dutch system: its moved-down players, its residents and the next group in view.

:class:`Bracket` fixes a bracket's pairs in the order C.04.3 decides them —
which moved-down players are paired and with whom, then the remainder, then
the exchanges — each decision one question to the weighted matching
(:mod:`elodesk.pairing.bracket_matching`). :class:`elodesk.pairing.dutch.Pairer`
walks the brackets from the top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from elodesk.pairing.dutch import Pairer


class Bracket:
    """The pairing of one bracket (moved-down players and a score group), with the next score group in view.

    Positions index ``bracket``: the moved-down players ``[0, mdp)``, the
    residents ``[mdp, end)``, the next score group ``[end, len)``. Vertices
    are the players' places in score order; ``first``/``next_group`` bound the
    residents' vertices.
    """

    def __init__(self, pairer: Pairer, bracket: list[int], mdp: int, end: int, first: int, next_group: int,
                 matched: list[bool]) -> None:
        self.pairer = pairer
        self.matching = pairer.matching
        self.bracket = bracket
        self.mdp, self.end = mdp, end
        self.first, self.next_group = first, next_group
        self.matched = matched
        self.group_bits = pairer.rules.layout.group_bits
        self.base = self._base_weights()

    def _base_weights(self) -> list[list[int]]:
        """``base[j][i]`` for positions ``i < j``, ``j`` not a moved-down player; set in the matching."""
        players, rules, bracket = self.pairer.players, self.pairer.rules, self.bracket
        matching, end = self.matching, self.end
        base: list[list[int]] = [[] for _ in bracket]
        for j in range(self.mdp, len(bracket)):
            low = players[bracket[j]]
            row = base[j]
            for i in range(j):
                w = rules.weight(players[bracket[i]], low, j < end, j >= end)
                row.append(w)
                matching.set(bracket[i], bracket[j], w)
        for j in range(self.mdp, len(bracket)):
            if matching.engine.active[bracket[j]]:
                matching.touch(bracket[j])
        return base

    def in_bracket(self, mate: int) -> bool:
        return self.first <= mate < self.next_group

    def pair(self) -> list[int]:
        """Fix the bracket's pairs (``matched``); return the last matching."""
        stable = self.matching.solve()
        stable = self._choose_moved_down(stable)
        stable = self._pair_moved_down(stable)
        return self._pair_remainder(stable)

    def _choose_moved_down(self, stable: list[int]) -> list[int]:
        """Which moved-down players are paired in the bracket: the highest possible, score by score."""
        bracket, base, matching, matched = self.bracket, self.base, self.matching, self.matched
        score = [self.pairer.players[v].score for v in bracket]
        remaining = remaining_matched = 0
        group_score = None
        for i in range(self.mdp):
            v = bracket[i]
            if group_score is None or score[i] < group_score:
                group_score = score[i]
                remaining = remaining_matched = 0
                k = i
                while k < len(bracket) and score[k] >= group_score:
                    remaining += 1
                    remaining_matched += self.in_bracket(stable[bracket[k]])
                    k += 1
            if not remaining_matched:
                continue
            if remaining <= remaining_matched:
                matched[v] = True
                continue
            remaining -= 1
            if not self.in_bracket(stable[v]):
                for j in range(self.mdp, self.end):
                    if w := base[j][i]:
                        matching.set(v, bracket[j], w | 1)
                matching.touch(v)
                stable = matching.solve()
            if self.in_bracket(stable[v]):
                matched[v] = True
                remaining_matched -= 1
                for j in range(self.mdp, self.end):
                    if w := base[j][i]:
                        matching.set(v, bracket[j], (w | (self.end - self.mdp)) + 1)
                matching.touch(v)
        return stable

    def _pair_moved_down(self, stable: list[int]) -> list[int]:
        """Each chosen moved-down player's opponent: the highest resident that keeps the pairing optimal."""
        bracket, matched = self.bracket, self.matched
        for i in range(self.mdp):
            if matched[bracket[i]]:
                free = [j for j in range(self.end - 1, self.mdp - 1, -1) if not matched[bracket[j]]]
                stable = self._pair_with_favourite(i, free, len(bracket), count_absent=False)
        return stable

    def _pair_with_favourite(self, i: int, candidates: list[int], addend: int, count_absent: bool) -> list[int]:
        """Pair the player at ``i`` with the last of ``candidates`` an optimal pairing allows, and fix the pair.

        Each candidate's edge is raised by one more than the one before
        (bbpPairings also counts the candidates he may not meet when
        ``count_absent``); the raises sit below every criterion, so they only
        choose among optimal pairings.
        """
        bracket, base, matching, matched = self.bracket, self.base, self.matching, self.matched
        v = bracket[i]
        for j in candidates:
            if w := base[j][i]:
                matching.set(v, bracket[j], w + addend)
                addend += 1
            elif count_absent:
                addend += 1
        matching.touch(v)
        stable = matching.solve()
        m = stable[v]
        matched[v] = matched[m] = True
        matching.fix(v, m)
        return stable

    def _remainder_weight(self, i: int, j: int, index: int, pairs: int) -> int:
        """The base weight with the exchange preferences: fewest exchanges, then the smallest differences."""
        w = self.base[j][i]
        if w:
            w += (((index < pairs) << (2 * self.group_bits)) - index) << 1
        return w

    def _pair_remainder(self, stable: list[int]) -> list[int]:
        bracket, matching = self.bracket, self.matching
        remainder = [i for i in range(self.mdp, self.end) if stable[bracket[i]] >= self.first]
        pairs = sum(1 for i in remainder if stable[bracket[i]] < bracket[i])
        for b, j in enumerate(remainder):
            for a in range(b):
                matching.set(bracket[remainder[a]], bracket[j], self._remainder_weight(remainder[a], j, a, pairs))
        for i in remainder:
            matching.touch(bracket[i])
        stable = matching.solve()
        exchanges = sum(1 for i in remainder[:pairs]
                        if stable[bracket[i]] <= bracket[i] or stable[bracket[i]] >= self.next_group)
        stable = self._exchange_from_s1(stable, remainder, pairs, exchanges)
        stable = self._exchange_from_s2(stable, remainder, pairs, exchanges)
        self._settle_exchanges(stable, remainder)
        return self._pair_s1(stable, remainder)

    def _higher(self, stable: list[int], v: int) -> bool:
        """``v`` is the higher player of a pair inside the bracket."""
        return v < stable[v] < self.next_group

    def _exchange_from_s1(self, stable: list[int], remainder: list[int], pairs: int, exchanges: int) -> list[int]:
        """Move the lowest possible S1 players to S2."""
        bracket, matching, base = self.bracket, self.matching, self.base
        left = exchanges
        k = pairs
        while k > 0 and left:
            k -= 1
            i = remainder[k]
            v = bracket[i]
            if self._higher(stable, v):
                for j in remainder[k + 1:]:
                    if w := self._remainder_weight(i, j, k, pairs):
                        matching.set(v, bracket[j], w - 1)
                matching.touch(v)
                stable = matching.solve()
            exchange = not self._higher(stable, v)
            left -= exchange
            for j in remainder[k + 1:]:
                if exchange:
                    base[j][i] = 0
                matching.set(v, bracket[j], self._remainder_weight(i, j, k, pairs))
            matching.touch(v)
        return stable

    def _exchange_from_s2(self, stable: list[int], remainder: list[int], pairs: int, exchanges: int) -> list[int]:
        """Move the highest possible S2 players to S1."""
        bracket, matching, base = self.bracket, self.matching, self.base
        left = exchanges
        for k in range(pairs, len(remainder)):
            if left <= 1:
                break
            i = remainder[k]
            v = bracket[i]
            already = self._higher(stable, v)
            if not already:
                for j in remainder[k + 1:]:
                    if w := self._remainder_weight(i, j, k, pairs):
                        matching.set(v, bracket[j], w + 1)
                matching.touch(v)
                stable = matching.solve()
            if self._higher(stable, v):
                left -= 1
                for j in remainder[:k]:
                    base[i][j] = 0
                    matching.set(v, bracket[j], 0)
                for j in range(self.end, len(bracket)):
                    base[j][i] = 0
                    matching.set(v, bracket[j], 0)
                matching.touch(v)
            if not already:
                for j in remainder[k + 1:]:
                    matching.set(v, bracket[j], self._remainder_weight(i, j, k, pairs))
                matching.touch(v)
        return stable

    def _settle_exchanges(self, stable: list[int], remainder: list[int]) -> None:
        """Only pairs of an S1 player (higher) with an S2 player (lower) are left possible."""
        bracket, matching, base = self.bracket, self.matching, self.base
        for a, i in enumerate(remainder):
            v = bracket[i]
            for j in remainder[a + 1:]:
                x = bracket[j]
                if not self._higher(stable, v) or self._higher(stable, x):
                    base[j][i] = 0
                matching.set(v, x, base[j][i])
            matching.touch(v)

    def _pair_s1(self, stable: list[int], remainder: list[int]) -> list[int]:
        """Each S1 player, top down, gets the highest S2 player that keeps the pairing optimal."""
        bracket, matched = self.bracket, self.matched
        for i in remainder:
            if self._higher(stable, bracket[i]):
                free = [j for j in reversed(remainder) if j > i and not matched[bracket[j]]]
                stable = self._pair_with_favourite(i, free, 0, count_absent=True)
        return stable
