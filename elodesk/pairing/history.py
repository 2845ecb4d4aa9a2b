"""The check of a tournament's history before the Dutch system pairs it: a possible history, or a refusal.

The Dutch engine rests on one invariant: who met whom is symmetric. The
check that a round can be paired at all (a cardinality matching over the
players each may meet) and the weighted matching that pairs the brackets both
read it; when player 2's round says he played 4 and 4's says he was absent,
the first sees a pairing the second can never reach, and the walk down the
brackets carried its unpaired players round and round for ever. So a history
is checked here, at the engine's door, whoever the caller (a TRF file, the
club database, the audit): each round of each player must be the mirror of
his opponent's, every pairing number known and given once, every player's
history as long as the rounds paired, the round to pair one of those planned.

Odd but possible histories pass: forfeits (no game, on both sides alike),
byes and absences, late entries (absent in the first rounds), withdrawals.
"""

from __future__ import annotations

from collections import Counter

from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Entrant, RoundEntry, Tournament


def check(tournament: Tournament) -> None:
    """Refuse (:class:`PairingError`) a history no tournament could have had, naming the round and players."""
    played, total = tournament.played_rounds, tournament.total_rounds
    if total is not None and not 0 <= played < total:
        raise PairingError("round {round} is beyond the tournament's last round, round {total}",
                           round=played + 1, total=total)
    entrants = tournament.entrants
    counts = Counter(entrant.number for entrant in entrants)
    for number, count in counts.items():
        if count > 1:
            raise PairingError("pairing number {number} is used twice", number=number)
    ranked = Counter(tournament.ranking)
    for number in [*ranked, *counts]:
        if ranked[number] != counts[number]:
            raise PairingError("the ranking does not list each player once (pairing number {number})",
                               number=number)
    by_number = {entrant.number: entrant for entrant in entrants}
    for entrant in entrants:
        if len(entrant.rounds) != played:
            raise PairingError("the history of player {player} does not match the rounds paired so far "
                               "(entries: {count}, rounds paired: {played})",
                               player=_named(entrant), count=len(entrant.rounds), played=played)
    for index in range(played):
        for entrant in entrants:
            _check_opponent(entrant, index, by_number)
        for entrant in entrants:
            _check_mirror(entrant, index, by_number)


def _check_opponent(entrant: Entrant, index: int, by_number: dict[int, Entrant]) -> None:
    """His opponent in round ``index``, if any, is another player of the tournament."""
    opponent = entrant.rounds[index].opponent
    if opponent == entrant.number:
        raise PairingError("round {round}: player {player} is paired against himself",
                           round=index + 1, player=_named(entrant))
    if opponent is not None and opponent not in by_number:
        raise PairingError("round {round}: the opponent of player {player}, number {number}, is not among the "
                           "players", round=index + 1, player=_named(entrant), number=opponent)


def _check_mirror(entrant: Entrant, index: int, by_number: dict[int, Entrant]) -> None:
    """His round ``index`` is the mirror of his opponent's (or no one names him there)."""
    entry = entrant.rounds[index]
    round_no = index + 1
    if entry.opponent is None:
        return
    opponent = by_number[entry.opponent]
    mirror = opponent.rounds[index]
    if mirror.opponent is None:
        if mirror.is_pairing_bye:
            raise PairingError("round {round}: player {player} had the bye, yet player {opponent} was paired "
                               "against him", round=round_no, player=_named(opponent), opponent=_named(entrant))
        raise PairingError("round {round}: player {player} was not paired (absent or a bye), yet player "
                           "{opponent} was paired against him", round=round_no, player=_named(opponent),
                           opponent=_named(entrant))
    if mirror.opponent != entrant.number:
        raise PairingError("round {round}: player {player} is in two games, against {first} and against {second}",
                           round=round_no, player=_named(opponent), first=_named(entrant),
                           second=_named(by_number[mirror.opponent]))
    if not _same_game(entry, mirror):
        raise PairingError("round {round}: players {player} and {opponent} do not tell the same game (played over "
                           "the board or not, the colours)", round=round_no, player=_named(entrant),
                           opponent=_named(opponent))


def _same_game(entry: RoundEntry, mirror: RoundEntry) -> bool:
    """Both played it over the board or neither did; not with the same colour."""
    if entry.played != mirror.played:
        return False
    return entry.colour is None or entry.colour != mirror.colour


def _named(entrant: Entrant) -> str:
    """A player as the refusal names him: his pairing number, then his name when he has one."""
    return f"{entrant.number} ({entrant.name})" if entrant.name else str(entrant.number)
