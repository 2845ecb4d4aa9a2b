"""A stored chess event as a tournament ready for its next round, and a round's pairing back in player ids.

Pairing numbers: the start numbers of an event imported from a tournament file (every
``ref`` a number), else FIDE's initial ranking, by rating then name (C.04.2). Forfeits
are no games for the colour history; stored byes and absences read as in the engines'
files: H half-point, F full-point, U pairing-allocated, Z absent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from elodesk.pairing import berger, dutch
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import (
    ABSENT,
    Colour,
    Entrant,
    Outcome,
    PointSystem,
    RoundEntry,
    RoundPairing,
    Tournament,
    first_colour,
)
from elodesk.store.event_rows import EventGame
from elodesk.store.rounds import EventRounds, RoundPlayer

DUTCH = "dutch"
BERGER = "berger"
NOT_PLAYING = ("H", "F", "Z")  # what the arbiter may give a player for the round: bye ½, bye 1, absent

_BYE_ENTRIES = {
    "H": RoundEntry(None, None, Outcome.DRAW, played=False, paired=False),
    "F": RoundEntry(None, None, Outcome.WIN, played=False, paired=False),
    "U": RoundEntry(None, None, Outcome.WIN, played=False, paired=True),
    "Z": ABSENT,
}
# A game's result seen from white, then from black: (outcome, played over the board).
_RESULTS = {
    "1-0": ((Outcome.WIN, True), (Outcome.LOSS, True)),
    "0-1": ((Outcome.LOSS, True), (Outcome.WIN, True)),
    "1/2-1/2": ((Outcome.DRAW, True), (Outcome.DRAW, True)),
    "+-": ((Outcome.WIN, False), (Outcome.LOSS, False)),
    "-+": ((Outcome.LOSS, False), (Outcome.WIN, False)),
    "--": ((Outcome.LOSS, False), (Outcome.LOSS, False)),
}


@dataclass(frozen=True, slots=True)
class PairingInput:
    """The tournament to pair, and the way between its pairing numbers and the club's player ids."""

    tournament: Tournament
    round_no: int
    player_ids: Mapping[int, int]  # pairing number -> player id
    numbers: Mapping[int, int]  # player id -> pairing number
    not_playing: Mapping[int, str]  # player id -> H, F or Z for this round; withdrawn players are left out
    withdrawn: frozenset[int]

    def score(self, player_id: int) -> int:
        """His points so far, in tenths."""
        entrant = self.tournament.entrants[self.numbers[player_id] - 1]
        return sum(self.tournament.points.points(entry) for entry in entrant.rounds)

    def colours(self, player_id: int) -> str:
        """His colour history, one letter a round: W, B, or - (no game over the board)."""
        entrant = self.tournament.entrants[self.numbers[player_id] - 1]
        return "".join(entry.colour.value.upper() if entry.played and entry.colour else "-"
                       for entry in entrant.rounds)


def played_rounds(rounds: EventRounds) -> int:
    """The rounds paired so far: the last with a game or a pairing-allocated bye."""
    return max([g.round for g in rounds.games] + [b.round for b in rounds.byes if b.kind == "U"], default=0)


def pairing_numbers(players: tuple[RoundPlayer, ...]) -> list[RoundPlayer]:
    """The players in pairing-number order: the file's start numbers, else by rating then name."""
    refs = [p.ref for p in players]
    if all(ref.isdigit() and int(ref) > 0 for ref in refs) and len(set(map(int, refs))) == len(refs):
        return sorted(players, key=lambda p: int(p.ref))
    return sorted(players, key=lambda p: (-(p.rating or 0), p.name.casefold(), p.player_id))


def pairing_input(rounds: EventRounds, not_playing: Mapping[int, str],
                  first_white: Colour = Colour.WHITE) -> PairingInput:
    """The event on the eve of its next round; ``not_playing`` gives this round's byes and absences.

    Byes already stored for the round count too; a player withdrawn from this round or
    before is absent. ``first_white`` is the colour the arbiter drew for the top player,
    used until a round with colours tells it. Refused while a game of a round played has
    no result.
    """
    played = played_rounds(rounds)
    round_no = played + 1
    for game in rounds.games:
        if game.result not in _RESULTS:
            raise PairingError("round {round} still has games without a result: enter them before pairing "
                               "the next round", round=game.round)
    order = pairing_numbers(rounds.players)
    numbers = {p.player_id: index for index, p in enumerate(order, start=1)}
    history: dict[int, list[RoundEntry]] = {p.player_id: [ABSENT] * played for p in order}
    for game in rounds.games:
        _enter_game(history, numbers, game)
    upcoming = {b.player_id: b.kind for b in rounds.byes if b.round == round_no and b.kind in NOT_PLAYING}
    for bye in rounds.byes:
        if bye.round <= played:
            history[bye.player_id][bye.round - 1] = _BYE_ENTRIES.get(bye.kind, ABSENT)
    withdrawn = frozenset(p.player_id for p in order if p.withdrawn_from is not None and p.withdrawn_from <= round_no)
    upcoming |= {pid: kind for pid, kind in not_playing.items() if pid not in withdrawn}
    entrants = tuple(
        Entrant(numbers[p.player_id], p.name, p.rating or 0, tuple(history[p.player_id]),
                ABSENT if p.player_id in withdrawn else _BYE_ENTRIES.get(upcoming.get(p.player_id, "")))
        for p in order)
    ranking = tuple(range(1, len(order) + 1))
    tournament = Tournament(rounds.name, rounds.total_rounds, played, first_colour(entrants, ranking) or first_white,
                            entrants, ranking, PointSystem())
    return PairingInput(tournament, round_no, {n: pid for pid, n in numbers.items()}, numbers,
                        {pid: kind for pid, kind in upcoming.items() if pid not in withdrawn}, withdrawn)


def _enter_game(history: dict[int, list[RoundEntry]], numbers: dict[int, int], game: EventGame) -> None:
    (white_outcome, played), (black_outcome, _) = _RESULTS[game.result]
    colours = (Colour.WHITE, Colour.BLACK) if played else (None, None)
    history[game.white_id][game.round - 1] = RoundEntry(numbers[game.black_id], colours[0], white_outcome, played,
                                                        True)
    history[game.black_id][game.round - 1] = RoundEntry(numbers[game.white_id], colours[1], black_outcome, played,
                                                        True)


def pair(given: PairingInput, system: str) -> RoundPairing:
    """The next round by the Dutch system or by the round robin's Berger table (everyone in the table)."""
    total = given.tournament.total_rounds
    if total is not None and given.round_no > total:
        raise PairingError("all {total} rounds of {event} are paired already", total=total,
                           event=given.tournament.name)
    if system == DUTCH and total is None:
        raise PairingError("{event} does not say how many rounds it has, which the Dutch system needs for the last "
                           "round: enter it in the event's details (F2)", event=given.tournament.name)
    if system == BERGER:
        return berger.next_round(given.tournament)
    return dutch.pair(given.tournament)
