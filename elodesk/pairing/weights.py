"""The Dutch criteria as the weight of a possible pair, highest priority in the highest bits.

This is bbpPairings' encoding (src/swisssystems/dutch.cpp, ``computeEdgeWeight``),
field by field, so that a maximum weight matching of the players optimises
the criteria of C.04.3 in their order of priority:

1. completion (C.04.3 C4, C5): every player paired but one bye, the bye to a
   player who may have it and has the lowest score possible;
2. the number of pairs, then the scores paired, in the bracket (C6, C7);
3. the same in the next bracket (C8);
4. the unplayed games of the bye assignee (C9);
5. colour preferences: absolute imbalance, absolute preference, preference,
   strong preference (C10–C13);
6. repeated floats one and two rounds back, then their scores (C14–C21);
7. room at the bottom for the bracket procedure's own choices (exchanges, the
   order of S1 and S2).

A score field holds ``1 << shift(score)`` per pair, each score group having
enough bits for its size, so that more points paired always wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from elodesk.pairing.model import Colour
from elodesk.pairing.standing import Float, Standing


def bits(value: int) -> int:
    """The number of bits needed to write ``value``."""
    return value.bit_length()


@dataclass(frozen=True, slots=True)
class Layout:
    """The widths of the fields for one round (they depend on the score groups)."""

    group_bits: int  # enough for the largest score group (bbpPairings' scoreGroupSizeBits)
    scores_bits: int  # all score fields together (scoreGroupsShift)
    shifts: dict[int, int]  # score -> its place in a score field
    played_rounds: int

    @classmethod
    def of(cls, players: list[Standing], played_rounds: int) -> Layout:
        """``players`` sorted by score, highest first."""
        shifts: dict[int, int] = {}
        total = largest = count = 0
        for index in range(len(players) - 1, -1, -1):
            count += 1
            score = players[index].score
            if index == 0 or players[index - 1].score > score:
                shifts[score] = total
                total += bits(count)
                largest = max(largest, count)
                count = 0
        return cls(bits(largest), total, shifts, played_rounds)

    @property
    def low_bits(self) -> int:
        """How many bits lie below the completion field."""
        g, s = self.group_bits, self.scores_bits
        width = g + s + g + s + 2 * g + 4 * g + 3 * g + 1
        if self.played_rounds:
            width += 2 * g + 2 * s
        if self.played_rounds > 1:
            width += 2 * g + 2 * s
        return width


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything a pair's weight depends on besides the two players, for one bracket."""

    layout: Layout
    last_round: bool  # topscorers may then meet despite absolute colour preferences
    topscore: int  # more than this is a topscorer (half the points of the rounds played)
    bye_score: int  # candidates for the bye score at most this
    single_downfloater: bool  # C9 applies: the bye assignee is the bracket's only downfloater
    played_ranks: dict[int, int]  # games played -> rank for C9

    def compatible(self, a: Standing, b: Standing) -> bool:
        """The absolute criteria C1 and C3: not met before; no clash of absolute colour preferences."""
        if b.number in a.opponents:
            return False
        if not (a.absolute and b.absolute and a.preference == b.preference):
            return True
        return self.last_round and (a.score > self.topscore or b.score > self.topscore)

    def bye_candidate(self, player: Standing) -> bool:
        return player.bye_eligible and player.score <= self.bye_score

    def weight(self, high: Standing, low: Standing, in_bracket: bool, in_next: bool) -> int:
        """The weight of pairing ``high`` (the higher ranked) with ``low``; 0 if they may not meet.

        ``in_bracket``: ``low`` belongs to the bracket being paired; ``in_next``: to the next one.
        """
        if not self.compatible(high, low):
            return 0
        layout = self.layout
        g, s, shifts = layout.group_bits, layout.scores_bits, layout.shifts
        high_shift = 1 << shifts[high.score]
        w = 1 + (not self.bye_candidate(high)) + (not self.bye_candidate(low))
        w = (w << g) | in_bracket
        w <<= s
        if in_bracket:
            w |= high_shift
        w = (w << g) | in_next
        w <<= s
        if in_next:
            w |= high_shift
        w <<= 2 * g
        if self.single_downfloater:
            if high.score == self.bye_score:
                w |= self.played_ranks[high.played_games]
            if low.score == self.bye_score:
                w += self.played_ranks[low.played_games]
        w = _colour_bits(w, low, high, in_bracket, g)
        return self._float_bits(w, high, low, in_bracket) << (3 * g + 1)

    def _float_bits(self, w: int, high: Standing, low: Standing, in_bracket: bool) -> int:
        layout = self.layout
        g, s, shifts = layout.group_bits, layout.scores_bits, layout.shifts
        played = layout.played_rounds
        backs = [back for back in (0, 1) if played > back]
        for back in backs:  # C14-C17: downfloaters, then upfloaters, repeated from one and two rounds back
            w <<= g
            if in_bracket:
                w |= low.floats[back] is Float.DOWN
                w += high.score <= low.score and high.floats[back] is Float.DOWN
            w <<= g
            if in_bracket:
                w |= not (high.score > low.score and low.floats[back] is Float.UP)
        for back in backs:  # C18-C21: the same, by score
            w <<= s
            if in_bracket:
                w += (low.floats[back] is Float.DOWN) << shifts[low.score]
                w += (high.floats[back] is Float.DOWN) << shifts[high.score]
            w <<= s
            if in_bracket and not (low.floats[back] is Float.UP and high.score > low.score):
                w |= 1 << shifts[high.score]
        return w


def _colour_bits(w: int, player: Standing, opponent: Standing, in_bracket: bool, g: int) -> int:
    """C10-C13, for ``player`` (the lower ranked) against ``opponent``, each in a field of ``g`` bits."""
    same = player.preference == opponent.preference
    w = (w << g) | (in_bracket and (not player.absolute_imbalance or not opponent.absolute_imbalance or not same))
    if player.imbalance == opponent.imbalance:
        repeats = player.repeated is None or player.repeated != opponent.repeated
    else:
        narrower = opponent if player.imbalance > opponent.imbalance else player
        repeats = narrower.repeated != _other(player.preference)
    w = (w << g) | (in_bracket and (not player.absolute or not opponent.absolute or not same or repeats))
    w = (w << g) | (in_bracket and preferences_fit(player.preference, opponent.preference))
    mild = (not player.strong and not player.absolute) or (not opponent.strong and not opponent.absolute)
    return (w << g) | (in_bracket and (mild or (player.absolute and opponent.absolute) or not same))


def preferences_fit(a: Colour | None, b: Colour | None) -> bool:
    """Both players can get the colour they prefer."""
    return a != b or a is None or b is None


def _other(colour: Colour | None) -> Colour | None:
    return colour.other() if colour is not None else None
