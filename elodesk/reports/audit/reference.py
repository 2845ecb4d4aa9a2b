"""The earlier rounds as the Dutch system paired them, to tell a difference from its consequences.

When the file's round k differs from the engine's, the rounds after it were often paired (by the
arbiter's program) from the history as it should have been: a colour exchanged by hand in round 3
gives a player the same colour three times in round 4 of the file, though round 4 is just what the
system pairs after round 3 as it paired it. So each round that differs is kept as the engine paired
it (each player keeping the points the file gives him: his results are his), and a later round
that differs from the engine is tried once more from that reference history.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from elodesk.pairing.model import Colour, Entrant, Outcome, RoundEntry, RoundPairing, Tournament

Repairs = Mapping[int, RoundPairing]  # round -> the engine's pairing of it, where the file's differs


def repaired(tournament: Tournament, repairs: Repairs) -> Tournament:
    """``tournament`` with each repaired round (before the one to pair) as the engine paired it."""
    done = {k: pairing for k, pairing in repairs.items() if k <= tournament.played_rounds}
    if not done:
        return tournament
    moved = _bye_moves(tournament, done)
    by_number = {e.number: e for e in tournament.entrants}
    entrants = tuple(_repaired(entrant, done, moved, by_number) for entrant in tournament.entrants)
    return replace(tournament, entrants=entrants)


def _bye_moves(tournament: Tournament, repairs: Repairs) -> dict[tuple[int, int], RoundEntry]:
    """Where the file gave the bye to P and seated the engine's bye Q at P's board: Q's entry is P's.

    The pairing-allocated bye moved by hand takes its point along: P's point without playing was
    Q's by the system, and the game Q played was P's, so each takes the other's result.
    """
    by_number = {e.number: e for e in tournament.entrants}
    moved = {}
    for k, pairing in repairs.items():
        engine_bye = pairing.bye
        if engine_bye is None or engine_bye not in by_number:
            continue
        file_bye = next((e.number for e in tournament.entrants if e.rounds[k - 1].is_pairing_bye), None)
        if file_bye is None or file_bye == engine_bye:
            continue
        theirs = by_number[engine_bye].rounds[k - 1]
        seat = _seat(pairing, file_bye)
        if theirs.opponent is not None and seat is not None and seat[0] == theirs.opponent:
            moved[(k, engine_bye)] = by_number[file_bye].rounds[k - 1]
            moved[(k, file_bye)] = theirs
    return moved


def _repaired(entrant: Entrant, repairs: Repairs, moved: dict[tuple[int, int], RoundEntry],
              by_number: dict[int, Entrant]) -> Entrant:
    rounds = list(entrant.rounds)
    for k, pairing in repairs.items():
        entry = moved.get((k, entrant.number), rounds[k - 1])
        if pairing.bye == entrant.number:
            rounds[k - 1] = RoundEntry(None, None, Outcome.WIN, played=False, paired=True)
            continue
        seat = _seat(pairing, entrant.number)
        if seat is not None:
            opponent, colour = seat
            theirs = moved.get((k, opponent), by_number[opponent].rounds[k - 1])
            # A game for both, or for neither: a pair's two entries must tell the same story.
            played = all(e.played or e.is_pairing_bye for e in (entry, theirs))
            rounds[k - 1] = RoundEntry(opponent, colour if played else None, entry.outcome, played, True)
    return replace(entrant, rounds=tuple(rounds))


def _seat(pairing: RoundPairing, number: int) -> tuple[int, Colour] | None:
    for board in pairing.boards:
        if board.white == number:
            return board.black, Colour.WHITE
        if board.black == number:
            return board.white, Colour.BLACK
    return None
