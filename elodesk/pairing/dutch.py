"""The FIDE Dutch system (C.04.3 as applied from 1 July 2025): pairing the next round.

The aim is bbpPairings' pairing (the FIDE-endorsed engine), pair for pair and
colour for colour, and the way there is bbpPairings' own design
(src/swisssystems/dutch.cpp): the criteria become the weights of a maximum
weight matching (:mod:`elodesk.pairing.weights`), and the brackets are paired
from the top, each decision — which moved-down players are paired, with whom,
which players are exchanged between S1 and S2, each S1 player's opponent —
taken by asking the matching whether a slightly favoured choice still gives
an optimal pairing, and then fixing it. The matching is kept between
questions (:mod:`elodesk.pairing.matching`) and restricted to the brackets
in play (:mod:`elodesk.pairing.bracket_matching`): that is what makes 500
players possible in Python.

How C.04.3 (2025) is read where it leaves room — bbpPairings' reading each time,
since matching it is the aim:

* Unplayed rounds (C.04.2, C.04.3 1.4.3). A forfeit is no game: it is not in
  the colour history, and the two may be paired again (C1 counts games
  played). A round that gave more than a loss's points without a game (a
  forfeit win, a full-point or half-point bye, the pairing-allocated bye) is
  a downfloat; a forfeit loss, a zero-point bye or an absence is no float.
* The pairing-allocated bye (C2): barred to a player who already scored a
  win's points without playing (a forfeit win, a full-point bye, an earlier
  pairing-allocated bye); half-point byes do not bar it. Among the players
  who may have it, the lowest score that still lets everyone else be paired.
* Topscorers (C3, 1.7): only when the last round is paired, and only players
  above half the maximum score of the rounds played; two of them (or one
  and anyone) may then meet despite the same absolute colour preference.
* C9, new in 2025 ("minimise the unplayed games of the bye assignee"): read
  as "prefer the candidate with the most games played", and only where it can
  matter: in the bracket of the bye assignee's score, once that bracket's
  only downfloater is the bye itself.
* Downfloaters are chosen looking one bracket ahead (C7, C8): the most pairs,
  then the highest scores paired, in the next bracket; not further.
* Colours (article 5): the stronger preference wins (absolute, then strong);
  two absolute preferences: the wider colour difference; then the colours of
  the latest round in which the two had different colours, swapped; then
  the higher ranked player's preference; players without any preference get
  the initial colour by rank (odd ranks as the first player), as in round 1.
* Order and ranks (1.2): a player who never took part and has a bye or an
  absence in the round holds no rank, so later entrants' ranks (the key of
  the initial colours) skip him.
"""

from __future__ import annotations

from elodesk.pairing.bracket_matching import BracketMatching
from elodesk.pairing.cardinality import even_vertices, maximum_matching
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Board, Colour, RoundPairing, Tournament
from elodesk.pairing.standing import Standing, standings
from elodesk.pairing.weights import Layout, Rules, preferences_fit


def pair(tournament: Tournament) -> RoundPairing:
    """The next round of ``tournament`` by the Dutch system; :class:`PairingError` if none is possible."""
    if tournament.total_rounds is None:
        raise PairingError("the number of rounds is not given (XXR): the Dutch system needs it for the last round")
    initial = tournament.initial_colour
    if initial is None:
        raise PairingError("the colour of the first player in round 1 is not given (XXC white1 or XXC black1)")
    players = sorted(standings(tournament), key=lambda p: (-p.score, p.rank))
    if len(players) < 2:
        return RoundPairing((), players[0].number if players else None)
    mates = _Pairer(players, tournament).run()
    boards = []
    bye = None
    for v, player in enumerate(players):
        m = mates[v]
        if m == v:
            bye = player.number
        elif player.number < players[m].number:
            colour = choose_colour(player, players[m], initial)
            white, black = (player, players[m]) if colour is Colour.WHITE else (players[m], player)
            boards.append((min(v, m), Board(white.number, black.number)))
    boards.sort(key=lambda item: item[0])
    return RoundPairing(tuple(board for _, board in boards), bye)


class _Pairer:
    """One round's pairing, bracket by bracket (the vertices are the players in score order)."""

    def __init__(self, players: list[Standing], tournament: Tournament) -> None:
        self.players = players
        n = self.n = len(players)
        played = tournament.played_rounds
        assert tournament.total_rounds is not None
        layout = Layout.of(players, played)
        last_round = played >= tournament.total_rounds - 1
        topscore = played * max(tournament.points.win, tournament.points.draw) // 2
        self.rules = Rules(layout, last_round, topscore, 0, False, {})
        self.odd = bool(n & 1)
        self.neighbours = self._neighbours()
        self._check_and_place_bye()
        rules = self.rules
        self.matching = BracketMatching(
            n, layout.low_bits,
            lambda i, j: rules.weight(players[i], players[j], False, False),
            self.neighbours, [rules.bye_candidate(p) for p in players], self.odd,
        )

    def _neighbours(self) -> list[set[int]]:
        players, compatible = self.players, self.rules.compatible
        by_colour: dict[Colour | None, list[int]] = {}
        for v, p in enumerate(players):
            if p.absolute:
                by_colour.setdefault(p.preference, []).append(v)
        index = {p.number: v for v, p in enumerate(players)}
        everyone = set(range(self.n))
        result = []
        for v, p in enumerate(players):
            barred = {index[o] for o in p.opponents if o in index} | {v}
            if p.absolute:
                barred.update(x for x in by_colour[p.preference] if not compatible(p, players[x]))
            result.append(everyone - barred)
        return result

    def _check_and_place_bye(self) -> None:
        """Refuse a round that cannot be paired; find the bye's score and whether C9 applies at once.

        bbpPairings reads both off one weighted matching of all players; the
        same answers come from cardinality matchings: the bye goes to the
        lowest score among the eligible players some complete pairing leaves
        out (Gallai-Edmonds), and C9 applies when that is the top score and
        the top group can pair among itself around the bye.
        """
        players, n = self.players, self.n
        adjacency = [sorted(row) for row in self.neighbours]
        if not self.odd:
            if any(m < 0 for m in maximum_matching(adjacency)):
                raise PairingError("no pairing satisfies the absolute criteria (players who met already, colours)")
            return
        eligible = [v for v in range(n) if players[v].bye_eligible]
        mate = maximum_matching(_with_dummy(adjacency, eligible))
        if any(m < 0 for m in mate):
            raise PairingError("no pairing satisfies the absolute criteria (players who met already, colours, "
                               "the bye)")
        out = mate[n]
        mate = [m if m < n else -1 for m in mate[:n]]
        mate[out] = -1
        reachable = even_vertices(adjacency, mate, out)
        bye_score = min(players[v].score for v in eligible if v in reachable)
        top = [v for v in range(n) if players[v].score == players[0].score]
        single = bye_score >= players[0].score and self._top_pairs_around_bye(adjacency, top)
        counts = sorted((p.played_games for p in players if p.score == bye_score), reverse=True)
        ranks = {count: rank for rank, count in enumerate(counts)}
        rules = self.rules
        self.rules = Rules(rules.layout, rules.last_round, rules.topscore, bye_score, single, ranks)

    def _top_pairs_around_bye(self, adjacency: list[list[int]], top: list[int]) -> bool:
        if not len(top) & 1:
            return False
        inside = set(top)
        local = {v: i for i, v in enumerate(top)}
        top_graph = [[local[x] for x in adjacency[v] if x in inside] for v in top]
        eligible = [local[v] for v in top if self.players[v].bye_eligible]
        if any(m < 0 for m in maximum_matching(_with_dummy(top_graph, eligible))):
            return False
        rest = [v for v in range(self.n) if v not in inside]
        local = {v: i for i, v in enumerate(rest)}
        rest_graph = [[local[x] for x in adjacency[v] if x in local] for v in rest]
        return all(m >= 0 for m in maximum_matching(rest_graph))

    def run(self) -> list[int]:
        """Each vertex's mate (itself for the bye)."""
        players, matching = self.players, self.matching
        n = self.n
        score = [p.score for p in players]
        bracket = [v for v in range(n) if score[v] == score[0]]
        next_start = len(bracket)
        mdp_count = 0
        first_resident = 0
        matched = [False] * n
        mates = list(range(n))
        while len(bracket) > 1 or next_start < n:
            resident_end = len(bracket)
            next_group = first_resident + (resident_end - mdp_count)
            group_start = next_start
            while next_start < n and score[next_start] >= score[group_start]:
                bracket.append(next_start)
                next_start += 1
            if next_start < n and (self.rules.single_downfloater or (
                    self.odd and group_start < n and self.rules.bye_score >= score[group_start])):
                matching.go_full()  # C9 reaches the players below the brackets: they must be in view
            step = _Bracket(self, bracket, mdp_count, resident_end, first_resident, next_group, matched)
            matching.enter([v for v in bracket if v not in matching.members])
            stable = step.pair()
            single = self.odd and group_start < n and self.rules.bye_score >= score[group_start]
            carried = []
            mdp_count = 0
            for position, v in enumerate(bracket):
                if position < resident_end and matched[v]:
                    mates[v], mates[stable[v]] = stable[v], v
                else:
                    carried.append(v)
                    if position < resident_end:
                        mdp_count += 1
                    if single and score[stable[v]] < score[group_start]:
                        single = False
            bracket = carried
            first_resident = next_group
            self._set_single(single)
        return mates

    def _set_single(self, single: bool) -> None:
        rules = self.rules
        if rules.single_downfloater != single:
            self.rules = Rules(rules.layout, rules.last_round, rules.topscore, rules.bye_score, single,
                               rules.played_ranks)


class _Bracket:
    """The pairing of one bracket (moved-down players and a score group), with the next score group in view.

    Positions index ``bracket``: the moved-down players ``[0, mdp)``, the
    residents ``[mdp, end)``, the next score group ``[end, len)``. Vertices
    are the players' places in score order; ``first``/``next_group`` bound the
    residents' vertices.
    """

    def __init__(self, pairer: _Pairer, bracket: list[int], mdp: int, end: int, first: int, next_group: int,
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


def _with_dummy(adjacency: list[list[int]], neighbours: list[int]) -> list[list[int]]:
    """The graph with one more vertex joined to ``neighbours`` (the bye, as a player)."""
    dummy = len(adjacency)
    graph = [list(row) for row in adjacency]
    for v in neighbours:
        graph[v].append(dummy)
    graph.append(list(neighbours))
    return graph


def choose_colour(player: Standing, opponent: Standing, initial: Colour) -> Colour:
    """The colour ``player`` gets against ``opponent`` (C.04.3 article 5)."""
    colour = _neutral_colour(player, opponent)
    if colour is not None:
        return colour
    player_lower = (player.score, -player.rank) < (opponent.score, -opponent.rank)
    if player.preference is None:
        if player_lower:
            return initial if opponent.rank & 1 else initial.other()
        return initial.other() if player.rank & 1 else initial
    if player_lower:
        assert opponent.preference is not None
        return opponent.preference.other()
    return player.preference


def _neutral_colour(player: Standing, opponent: Standing) -> Colour | None:
    """The colour the preferences give ``player``, before rank decides; ``None`` if they do not."""
    mine, theirs = player.preference, opponent.preference
    if preferences_fit(mine, theirs):
        if mine is not None:
            return mine
        return theirs.other() if theirs is not None else None
    assert mine is not None and theirs is not None
    if player.absolute and (player.imbalance > opponent.imbalance or not opponent.absolute):
        return mine
    if opponent.absolute and (opponent.imbalance > player.imbalance or not player.absolute):
        return theirs.other()
    if player.strong and not opponent.strong:
        return mine
    if opponent.strong and not player.strong:
        return theirs.other()
    for a, b in zip(reversed(player.colours), reversed(opponent.colours), strict=False):
        if a != b:
            return b
    return None
