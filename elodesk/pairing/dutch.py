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

from elodesk.pairing.bracket import Bracket
from elodesk.pairing.bracket_matching import BracketMatching
from elodesk.pairing.cardinality import Others, even_vertices, maximum_matching
from elodesk.pairing.errors import PairingError
from elodesk.pairing.history import check
from elodesk.pairing.model import Board, Colour, RoundPairing, Tournament
from elodesk.pairing.standing import Standing, standings
from elodesk.pairing.weights import Layout, Rules, preferences_fit

MAX_PLAYERS = 3000
"""The most players one round pairs. The matching holds a weight (a few hundred bits) for every pair
of a bracket it looks at, and round 1 is one bracket of everyone: its memory grows with the square of
the field (benchmarks/bench_pairing_memory.py: 140 MB for 1,000 players, 500 MB for 2,000, 1.3 GB
and 80 s of CPU for 3,000), so a larger field is refused before anything is allocated rather than run
out of memory or for many minutes."""


def pair(tournament: Tournament) -> RoundPairing:
    """The next round of ``tournament`` by the Dutch system; :class:`PairingError` if none is possible."""
    if tournament.total_rounds is None:
        raise PairingError("the number of rounds is not given (XXR, or elodesk pair --rounds): the Dutch system "
                           "needs it for the last round")
    initial = tournament.initial_colour
    if initial is None:
        raise PairingError("the colour of the first player in round 1 is not given (XXC white1 or XXC black1)")
    check(tournament)
    players = sorted(standings(tournament), key=lambda p: (-p.score, p.rank))
    if len(players) > MAX_PLAYERS:
        raise PairingError("{players} players to pair: the Dutch pairing handles at most {limit} players in one "
                           "round (its memory grows with the square of the field)",
                           players=len(players), limit=MAX_PLAYERS)
    if len(players) < 2:
        return RoundPairing((), _lone_bye(players))
    mates = Pairer(players, tournament).run()
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


def _lone_bye(players: list[Standing]) -> int | None:
    """The bye of a round with one player to pair: his, unless C2 bars him (then no pairing exists)."""
    if not players:
        return None
    (player,) = players
    if not player.bye_eligible:
        raise PairingError("player {number} is the only one to pair and cannot have the bye: he already had a bye "
                           "or a win without playing (C2)", number=player.number)
    return player.number


class Pairer:
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

    def _neighbours(self) -> list[Others]:
        players, compatible = self.players, self.rules.compatible
        by_colour: dict[Colour | None, list[int]] = {}
        for v, p in enumerate(players):
            if p.absolute:
                by_colour.setdefault(p.preference, []).append(v)
        index = {p.number: v for v, p in enumerate(players)}
        result = []
        for v, p in enumerate(players):
            barred = {index[o] for o in p.opponents if o in index} | {v}
            if p.absolute:
                barred.update(x for x in by_colour[p.preference] if not compatible(p, players[x]))
            result.append(Others(self.n, barred))
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
        adjacency = [list(row) for row in self.neighbours]
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
        previous: tuple[int, ...] = ()
        while len(bracket) > 1 or next_start < n:
            if next_start == n:  # no group left to enter: each pass must pair someone, or it would repeat for ever
                state = (mdp_count, first_resident, *bracket)
                if state == previous:
                    raise RuntimeError(f"the Dutch pairing cannot pair its last {len(bracket)} players: the "
                                       "absolute criteria's check and the brackets' matching disagree")
                previous = state
            resident_end = len(bracket)
            next_group = first_resident + (resident_end - mdp_count)
            group_start = next_start
            while next_start < n and score[next_start] >= score[group_start]:
                bracket.append(next_start)
                next_start += 1
            if next_start < n and (self.rules.single_downfloater or (
                    self.odd and group_start < n and self.rules.bye_score >= score[group_start])):
                matching.go_full()  # C9 reaches the players below the brackets: they must be in view
            step = Bracket(self, bracket, mdp_count, resident_end, first_resident, next_group, matched)
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
