"""Which absolute criteria of the Dutch system (C.04.3 C1–C3) a hand-edited pairing breaks.

The arbiter may exchange players or colours after the engine paired; each breach is
named with its rule, as one sentence with the players' names (the template is the key
the interface translates).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from elodesk.pairing.model import Colour, RoundPairing, Tournament
from elodesk.pairing.standing import Standing, standings


@dataclass(frozen=True, slots=True)
class Breach:
    rule: str  # C1, C2 or C3
    template: str
    params: dict[str, str] = field(default_factory=dict)  # the players' names the template places

    def text(self) -> str:
        return self.template.format(**self.params)


def breaches(tournament: Tournament, pairing: RoundPairing) -> list[Breach]:
    """The rules the pairing breaks, board by board; empty when it keeps C1–C3."""
    by_number = {s.number: s for s in standings(tournament)}
    names = {e.number: e.name for e in tournament.entrants}
    last_round = tournament.total_rounds == tournament.played_rounds + 1
    found = []
    for board in pairing.boards:
        white, black = by_number[board.white], by_number[board.black]
        if black.number in white.opponents:
            found.append(Breach("C1", "C1: {white} and {black} have already played each other",
                                {"white": names[white.number], "black": names[black.number]}))
        exempt = last_round and _topscorer(white, tournament) and _topscorer(black, tournament)
        if exempt:
            continue
        if white.absolute and black.absolute and white.preference == black.preference:
            both = {"white": names[white.number], "black": names[black.number]}
            if white.preference is Colour.WHITE:
                found.append(Breach("C3", "C3: {white} and {black} both must have white", both))
            else:
                found.append(Breach("C3", "C3: {white} and {black} both must have black", both))
            continue
        for player, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
            if player.absolute and player.preference is not colour:
                who = {"player": names[player.number]}
                if colour is Colour.BLACK:
                    found.append(Breach("C3", "C3: {player} must have white", who))
                else:
                    found.append(Breach("C3", "C3: {player} must have black", who))
    if pairing.bye is not None and not by_number[pairing.bye].bye_eligible:
        found.append(Breach("C2", "C2: {player} has already had a bye or a point without playing",
                            {"player": names[pairing.bye]}))
    return found


def _topscorer(player: Standing, tournament: Tournament) -> bool:
    """More than half the points possible so far (C.04.3 A.7: only in the last round)."""
    return player.score * 2 > tournament.played_rounds * tournament.points.win

