"""A hand-edited pairing is checked against the absolute criteria C1–C3 of C.04.3, each breach named."""

from __future__ import annotations

from elodesk.pairing.model import ABSENT, Board, Colour, Entrant, Outcome, RoundEntry, RoundPairing, Tournament
from elodesk.reports.pairing_rules import breaches

W, B = Colour.WHITE, Colour.BLACK


def game(opponent: int, colour: Colour, outcome: Outcome = Outcome.DRAW) -> RoundEntry:
    return RoundEntry(opponent, colour, outcome, played=True, paired=True)


BYE = RoundEntry(None, None, Outcome.WIN, played=False, paired=True)


def field(total_rounds: int = 5) -> Tournament:
    """After two rounds: 1 and 2 had white twice, 3 and 4 black twice, 5 the pairing bye, 6-8 were absent."""
    rounds = {
        1: (game(3, W), game(4, W)),
        2: (game(4, W), game(3, W)),
        3: (game(1, B), game(2, B)),
        4: (game(2, B), game(1, B)),
        5: (BYE, RoundEntry(None, None, Outcome.DRAW, played=False, paired=False)),
        6: (ABSENT, ABSENT), 7: (ABSENT, ABSENT), 8: (ABSENT, ABSENT),
    }
    entrants = tuple(Entrant(n, f"P{n}", 2000 - n, rounds[n]) for n in range(1, 9))
    return Tournament("t", total_rounds, 2, W, entrants, tuple(range(1, 9)))


def texts(tournament: Tournament, pairing: RoundPairing) -> list[str]:
    return [b.text() for b in breaches(tournament, pairing)]


def test_a_valid_pairing_breaks_nothing():
    assert texts(field(), RoundPairing((Board(6, 1), Board(7, 2), Board(3, 8), Board(4, 5)), bye=None)) == []


def test_each_rule_is_named():
    t = field()
    assert texts(t, RoundPairing((Board(6, 1), Board(7, 2), Board(3, 8)), bye=5)) == [
        "C2: P5 has already had a bye or a point without playing"]
    assert texts(t, RoundPairing((Board(1, 3), Board(2, 4)), bye=None)) == [
        "C1: P1 and P3 have already played each other", "C3: P1 must have black", "C3: P3 must have white",
        "C1: P2 and P4 have already played each other", "C3: P2 must have black", "C3: P4 must have white"]
    assert texts(t, RoundPairing((Board(1, 2), Board(3, 4)), bye=None)) == [
        "C3: P1 and P2 both must have black", "C3: P3 and P4 both must have white"]


def test_topscorers_may_meet_in_the_last_round():
    """P1 and P2 won both games: in the last round their equal absolute preferences no longer bar them."""
    t = field(total_rounds=3)
    won = tuple(Entrant(e.number, e.name, e.rating, tuple(RoundEntry(r.opponent, r.colour, Outcome.WIN, r.played,
                                                                     r.paired) for r in e.rounds))
                if e.number in (1, 2) else e for e in t.entrants)
    last = Tournament("t", 3, 2, W, won, t.ranking)
    assert texts(last, RoundPairing((Board(1, 2),), bye=None)) == []
    assert texts(field(), RoundPairing((Board(1, 2),), bye=None)) == ["C3: P1 and P2 both must have black"]
