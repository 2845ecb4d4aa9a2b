"""The Dutch engine never loops: a history no tournament could have had is refused, naming the round and
the players, in every language; odd but possible ones (forfeits, byes, late entries, withdrawals) pair.

Each pairing runs under a deadline (no pytest-timeout here): before the check at the engine's door, the
impossible histories below made it walk its brackets for ever, and a hang must fail the test, not block
the suite. The deadline is a guard against a hang, not a measure of speed.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pytest

from elodesk.catalogue import describe
from elodesk.pairing import berger, dutch
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import ABSENT, Colour, Entrant, Outcome, RoundEntry, RoundPairing, Tournament
from elodesk.pairing.standing import Standing, standings

W, B = Colour.WHITE, Colour.BLACK
WIN, DRAW, LOSS = Outcome.WIN, Outcome.DRAW, Outcome.LOSS
BYE = RoundEntry(None, None, WIN, played=False, paired=True)  # pairing-allocated (U)
HALF = RoundEntry(None, None, DRAW, played=False, paired=False)  # half-point bye (H)


@contextmanager
def deadline(seconds: float = 30) -> Iterator[None]:
    """Fail with TimeoutError instead of hanging (far above any pairing's time here); no guard where the
    system has no interval timer (Windows)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(_signum: int, _frame: object) -> None:
        raise TimeoutError("the pairing never ended")
    former = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, former)


def game(opponent: int, colour: Colour, outcome: Outcome) -> RoundEntry:
    return RoundEntry(opponent, colour, outcome, played=True, paired=True)


def forfeit(opponent: int, outcome: Outcome) -> RoundEntry:
    return RoundEntry(opponent, None, outcome, played=False, paired=True)


# Six players after four of five rounds (found by a fuzzer: every corruption of 4's first round below
# made the old engine loop for ever, where the history as played is refused at once).
ROUNDS = {
    1: (game(3, W, WIN), game(5, B, WIN), game(2, W, WIN), game(4, B, WIN)),
    2: (game(4, B, WIN), game(6, W, DRAW), game(1, B, LOSS), game(3, B, WIN)),
    3: (game(1, B, LOSS), game(4, W, WIN), game(6, B, WIN), game(2, W, LOSS)),
    4: (game(2, W, LOSS), game(3, B, LOSS), game(5, W, DRAW), game(1, W, LOSS)),
    5: (BYE, game(1, W, LOSS), game(4, B, DRAW), game(6, W, WIN)),
    6: (HALF, game(2, B, DRAW), game(3, W, LOSS), game(5, B, LOSS)),
}


def event(first_round: dict[int, RoundEntry] | None = None, **changes: object) -> Tournament:
    """The six players, their first round changed as ``first_round`` says."""
    first_round = first_round or {}
    entrants = tuple(Entrant(n, f"P{n}", 2000 - n, (first_round.get(n, rounds[0]), *rounds[1:]))
                     for n, rounds in ROUNDS.items())
    t = Tournament("t", 5, 4, W, entrants, tuple(ROUNDS))
    return replace(t, **changes)  # type: ignore[arg-type]


def refusal(t: Tournament) -> PairingError:
    with deadline(), pytest.raises(PairingError) as caught:
        dutch.pair(t)
    return caught.value


def test_the_history_as_played_has_no_pairing_and_says_so():
    """Player 5 has only 2 and 3 left to meet, and they have only 5: refused, as bbpPairings refuses it."""
    assert refusal(event()).template.startswith("no pairing satisfies the absolute criteria")


@pytest.mark.parametrize(("first_round", "template", "params"), [
    ({4: ABSENT}, "round {round}: player {player} was not paired (absent or a bye), yet player {opponent} was "
     "paired against him", {"round": 1, "player": "4 (P4)", "opponent": "2 (P2)"}),
    ({4: HALF}, "round {round}: player {player} was not paired (absent or a bye), yet player {opponent} was "
     "paired against him", {"round": 1, "player": "4 (P4)", "opponent": "2 (P2)"}),
    ({4: BYE}, "round {round}: player {player} had the bye, yet player {opponent} was paired against him",
     {"round": 1, "player": "4 (P4)", "opponent": "2 (P2)"}),
    ({4: game(6, W, WIN), 6: game(4, B, LOSS)},
     "round {round}: player {player} is in two games, against {first} and against {second}",
     {"round": 1, "player": "4 (P4)", "first": "2 (P2)", "second": "6 (P6)"}),
    ({4: game(4, W, WIN)}, "round {round}: player {player} is paired against himself",
     {"round": 1, "player": "4 (P4)"}),
    ({4: forfeit(2, WIN)}, "round {round}: players {player} and {opponent} do not tell the same game (played "
     "over the board or not, the colours)", {"round": 1, "player": "2 (P2)", "opponent": "4 (P4)"}),
    ({4: game(2, B, WIN)}, "round {round}: players {player} and {opponent} do not tell the same game (played "
     "over the board or not, the colours)", {"round": 1, "player": "2 (P2)", "opponent": "4 (P4)"}),
    ({4: game(9, W, LOSS)}, "round {round}: the opponent of player {player}, number {number}, is not among the "
     "players", {"round": 1, "player": "4 (P4)", "number": 9}),
], ids=["absent", "half-point bye", "pairing bye", "two games", "himself", "forfeit on one side",
        "same colour", "unknown opponent"])
def test_an_impossible_round_is_refused_naming_the_round_and_the_players(first_round, template, params):
    error = refusal(event(first_round))
    assert (error.template, error.params) == (template, params)


def test_a_round_beyond_those_planned_is_refused():
    error = refusal(event(total_rounds=4))
    assert (error.template, error.params) == ("round {round} is beyond the tournament's last round, round {total}",
                                              {"round": 5, "total": 4})


def test_a_history_shorter_or_longer_than_the_rounds_paired_is_refused():
    short = event()
    entrants = (replace(short.entrants[0], rounds=short.entrants[0].rounds[:3]), *short.entrants[1:])
    error = refusal(replace(short, entrants=entrants))
    assert error.params == {"player": "1 (P1)", "count": 3, "played": 4}
    assert refusal(event(played_rounds=3)).params == {"player": "1 (P1)", "count": 4, "played": 3}


def test_pairing_numbers_and_the_ranking_name_each_player_once():
    t = event()
    twice = replace(t, entrants=(*t.entrants, replace(t.entrants[-1], name="again")))
    assert refusal(twice).params == {"number": 6}
    assert refusal(replace(t, ranking=(1, 2, 3, 4, 5, 5))).params == {"number": 5}
    assert refusal(replace(t, ranking=(1, 2, 3, 4, 5))).params == {"number": 6}
    assert refusal(replace(t, ranking=(1, 2, 3, 4, 5, 6, 7))).params == {"number": 7}


def test_the_refusal_reads_in_french_english_and_dutch():
    error = refusal(event({4: game(6, W, WIN), 6: game(4, B, LOSS)}))
    assert describe(error, "en") == "round 1: player 4 (P4) is in two games, against 2 (P2) and against 6 (P6)"
    assert describe(error, "fr") == "ronde 1 : le joueur 4 (P4) est dans deux parties, contre 2 (P2) et contre 6 (P6)"
    assert describe(error, "nl") == "ronde 1: speler 4 (P4) zit in twee partijen, tegen 2 (P2) en tegen 6 (P6)"


def test_the_bracket_walk_stops_even_past_the_check(monkeypatch):
    """Should a history ever pass the check and still be one the brackets cannot pair, the walk ends in an
    error, not in a loop: the state of a pass that entered no group and paired no one is never run again."""
    monkeypatch.setattr(dutch, "check", lambda _tournament: None)
    with deadline(), pytest.raises(RuntimeError, match="cannot pair its last 2 players"):
        dutch.pair(event({4: ABSENT}))


# --- odd but possible histories: random small tournaments paired round after round ----------------


def compatible(a: Standing, b: Standing, last_round: bool, topscore: int) -> bool:
    """C1 and C3, read from the standings (the oracle of whether a pairing exists)."""
    if b.number in a.opponents:
        return False
    clash = a.absolute and b.absolute and a.preference == b.preference
    return not clash or (last_round and max(a.score, b.score) > topscore)


def pairing_exists(players: list[Standing], last_round: bool, topscore: int) -> bool:
    """Some pairing keeps C1-C3 (every player paired once, one bye to an eligible player if odd)."""
    def pairs(left: tuple[Standing, ...]) -> bool:
        if not left:
            return True
        first, rest = left[0], left[1:]
        return any(compatible(first, other, last_round, topscore) and pairs(rest[:k] + rest[k + 1:])
                   for k, other in enumerate(rest))
    if len(players) % 2 == 0:
        return pairs(tuple(players))
    return any(p.bye_eligible and pairs(tuple(players[:k] + players[k + 1:])) for k, p in enumerate(players))


NO_PAIRING = ("no pairing satisfies the absolute criteria", "player {number} is the only one to pair")


def random_round(t: Tournament) -> tuple[RoundPairing | None, list[Standing]]:
    """The engine's pairing of ``t`` (``None`` when it refuses), and the players it was to pair."""
    players = standings(t)
    with deadline():
        try:
            return dutch.pair(t), players
        except PairingError as error:
            assert error.template.startswith(NO_PAIRING), error
            return None, players


def random_tournament(seed: int) -> Iterator[tuple[Tournament, RoundPairing | None, list[Standing]]]:
    """Rounds of a small random tournament: forfeits, byes and absences, late entries and withdrawals."""
    rnd = random.Random(seed)
    size, total = rnd.randint(2, 11), rnd.randint(1, 7)
    late = {n: rnd.randint(1, total) for n in range(1, size + 1) if rnd.random() < 0.15}  # first round played
    gone = {n: rnd.randint(1, total) for n in range(1, size + 1) if rnd.random() < 0.15}  # withdrawn from
    history: dict[int, list[RoundEntry]] = {n: [] for n in range(1, size + 1)}
    for played in range(total):
        round_no = played + 1
        upcoming = {}
        for n in history:
            x = rnd.random()
            if late.get(n, 0) > round_no or gone.get(n, total + 1) <= round_no or x < 0.05:
                upcoming[n] = ABSENT
            elif x < 0.12:
                upcoming[n] = rnd.choice([HALF, RoundEntry(None, None, WIN, played=False, paired=False)])
        entrants = tuple(Entrant(n, f"P{n}", 2400 - 10 * n, tuple(h), upcoming.get(n)) for n, h in history.items())
        t = Tournament("random", total, played, rnd.choice([W, B]), entrants, tuple(history))
        pairing, players = random_round(t)
        yield t, pairing, players
        if pairing is None:
            return
        for n, entry in upcoming.items():
            history[n].append(entry)
        if pairing.bye is not None:
            history[pairing.bye].append(BYE)
        for board in pairing.boards:
            kind = rnd.random()
            if kind < 0.1:  # a forfeit, either way, or both players missing
                white, black = rnd.choice([(WIN, LOSS), (LOSS, WIN), (LOSS, LOSS)])
                history[board.white].append(forfeit(board.black, white))
                history[board.black].append(forfeit(board.white, black))
            else:
                white = rnd.choice([WIN, DRAW, LOSS])
                black = {WIN: LOSS, DRAW: DRAW, LOSS: WIN}[white]
                history[board.white].append(game(board.black, W, white))
                history[board.black].append(game(board.white, B, black))


@pytest.mark.parametrize("first_seed", range(0, 300, 50))
def test_every_round_of_random_possible_histories_pairs_or_has_no_pairing(first_seed):
    """Each round pairs every player once (or gives the bye), keeping C1-C3, exactly when some pairing does."""
    rounds = 0
    for seed in range(first_seed, first_seed + 50):
        for t, pairing, players in random_tournament(seed):
            assert t.total_rounds is not None
            last_round = t.played_rounds >= t.total_rounds - 1
            topscore = t.played_rounds * 10 // 2
            assert (pairing is not None) == pairing_exists(players, last_round, topscore), (seed, t.played_rounds)
            if pairing is None:
                continue
            rounds += 1
            by_number = {p.number: p for p in players}
            seated = [n for board in pairing.boards for n in (board.white, board.black)]
            if pairing.bye is not None:
                assert by_number[pairing.bye].bye_eligible
                seated.append(pairing.bye)
            assert sorted(seated) == sorted(by_number), (seed, t.played_rounds)
            assert len(players) % 2 == (pairing.bye is not None)
            for board in pairing.boards:
                assert compatible(by_number[board.white], by_number[board.black], last_round, topscore)
    assert rounds > 100  # the tournaments are not refused from their first rounds


def round_robin_so_far(players: int, played: int, total: int, seed: int) -> Tournament:
    """``played`` rounds of a round robin's Berger table, with random results, for the Dutch engine."""
    rnd = random.Random(seed)
    history: dict[int, list[RoundEntry]] = {n: [] for n in range(1, players + 1)}
    for round_no in range(1, played + 1):
        for board in berger.berger_round(players, round_no).boards:
            white = rnd.choice([WIN, DRAW, LOSS])
            history[board.white].append(game(board.black, W, white))
            history[board.black].append(game(board.white, B, {WIN: LOSS, DRAW: DRAW, LOSS: WIN}[white]))
    entrants = tuple(Entrant(n, f"P{n}", 2000, tuple(h)) for n, h in history.items())
    return Tournament("round robin", total, played, W, entrants, tuple(history))


@pytest.mark.parametrize("players", [8, 20, 40])
def test_one_opponent_left_to_each_player_is_found_and_none_left_is_refused(players):
    """Adversarial but possible: after all but one round of a round robin, the one pairing left (the
    table's last round); after all of them, with a round more planned, none, refused at once."""
    with deadline():
        pairing = dutch.pair(round_robin_so_far(players, players - 2, players - 1, seed=players))
    last = berger.berger_round(players, players - 1)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((b.white, b.black))
                                                                      for b in last.boards}
    error = refusal(round_robin_so_far(players, players - 1, players, seed=players))
    assert error.template.startswith("no pairing satisfies the absolute criteria")
