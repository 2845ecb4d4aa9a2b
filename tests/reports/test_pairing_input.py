"""A stored chess event pairs as the engines' file of it does; a round is written in one step and undone exactly."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from elodesk.formats import trf_pairing as trf
from elodesk.formats.records import PlayerRecord
from elodesk.pairing import dutch
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Colour, Outcome, RoundEntry, Tournament
from elodesk.reports.pairing_input import BERGER, DUTCH, pair, pairing_input
from elodesk.reports.pairing_rules import breaches
from elodesk.store import games, rounds
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from elodesk.store.players import create_player
from elodesk.store.rounds import EventRounds, RoundPlayer, StoredGame

CASES = Path(__file__).resolve().parents[3] / "shared" / "data" / "pairing"
FILES = sorted(CASES.glob("bbpPairings-tests/*.trf")) + sorted(CASES.glob("dutch-random/*.trf"))[::12]


@pytest.fixture
def db(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def _result(white: RoundEntry, black: RoundEntry) -> str:
    if white.played:
        return {Outcome.WIN: "1-0", Outcome.DRAW: "1/2-1/2", Outcome.LOSS: "0-1"}[white.outcome]
    if white.outcome is Outcome.WIN:
        return "+-"
    return "-+" if black.outcome is Outcome.WIN else "--"


def _bye_kind(entry: RoundEntry) -> str:
    if entry.is_pairing_bye:
        return "U"
    return {Outcome.DRAW: "H", Outcome.WIN: "F", Outcome.LOSS: "Z"}[entry.outcome]


def store_tournament(db, tournament: Tournament) -> tuple[int, dict[int, int]]:
    """The file's tournament entered round by round through the store: the event and number -> player id."""
    with db.conn:
        ids = {e.number: create_player(db, PlayerRecord(ref=str(e.number), name=e.name)) for e in tournament.entrants}
    event_id = add_event(db, "fide", tournament.name or "Open", rounds=tournament.total_rounds)
    for entrant in tournament.entrants:
        games.add_event_player(db, event_id, ids[entrant.number], rating=entrant.rating, ref=str(entrant.number))
    by_number = {e.number: e for e in tournament.entrants}
    for index in range(tournament.played_rounds):
        boards, results, byes = [], [], []
        for entrant in tournament.entrants:
            entry = entrant.rounds[index]
            if entry.opponent is None:
                byes.append((ids[entrant.number], _bye_kind(entry)))
            elif entry.colour is Colour.WHITE or (entry.colour is None and entrant.number < entry.opponent):
                other = by_number[entry.opponent].rounds[index]
                boards.append((ids[entrant.number], ids[entry.opponent]))
                results.append(_result(entry, other))
        written = rounds.write_round(db, event_id, index + 1, boards, byes)
        for game_id, result in zip(written.game_ids, results, strict=True):
            games.set_chess_result(db, game_id, result)
    upcoming = [(ids[e.number], _bye_kind(e.upcoming)) for e in tournament.entrants if e.upcoming is not None]
    if upcoming:
        rounds.write_round(db, event_id, tournament.played_rounds + 1, [], upcoming)
    return event_id, ids


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_a_stored_event_pairs_as_its_file(db, path):
    tournament = trf.read(path.read_bytes(), path.name).tournament
    event_id, ids = store_tournament(db, tournament)
    given = pairing_input(rounds.event_rounds(db, event_id), {}, tournament.initial_colour)
    assert given.round_no == tournament.played_rounds + 1
    assert [given.player_ids[n] for n in given.tournament.ranking] == [ids[n] for n in tournament.ranking]
    from_store = pair(given, DUTCH)
    from_file = dutch.pair(tournament)
    assert {(b.white, b.black) for b in from_store.boards} == {(b.white, b.black) for b in from_file.boards}
    assert from_store.bye == from_file.bye
    assert breaches(given.tournament, from_store) == []


@pytest.fixture
def club(db):
    with db.conn:
        ids = [create_player(db, PlayerRecord(ref=str(i), name=n)) for i, n in
               enumerate(["Alpha, Anne", "Bravo, Bob", "Charlie, Carl", "Delta, Dora", "Echo, Eve"])]
    event_id = add_event(db, "fide", "Club open", rounds=5)
    for pid, rating in zip(ids, [1500, 2100, 1800, 1800, 1200], strict=True):
        games.add_event_player(db, event_id, pid, rating=rating)
    return event_id, ids


def test_new_event_ranks_by_rating_then_name_and_pairs_round_one(db, club):
    event_id, (a, b, c, d, e) = club
    given = pairing_input(rounds.event_rounds(db, event_id), {e: "H"})
    assert [given.player_ids[n] for n in given.tournament.ranking] == [b, c, d, a, e]
    pairing = pair(given, DUTCH)
    assert given.player_ids[pairing.boards[0].white] == b  # the top player has white (no lot drawn: white1)
    assert {given.player_ids[p] for board in pairing.boards for p in (board.white, board.black)} == {a, b, c, d}
    assert pairing.bye is None


def test_write_round_then_undo_leaves_the_same_dump(db, club):
    event_id, (a, b, c, d, e) = club
    rounds.set_withdrawn(db, event_id, a, 4)
    before = dump(db)
    written = rounds.write_round(db, event_id, 1, [(b, c)], [(d, "U")], withdrawn=[a, e])
    stored = rounds.event_rounds(db, event_id)
    assert {p.player_id: p.withdrawn_from for p in stored.players if p.withdrawn_from} == {a: 1, e: 1}
    rounds.undo_round(db, written)
    assert dump(db) == before
    written = rounds.write_round(db, event_id, 1, [(b, a), (c, d)], [(e, "U")])
    stored = rounds.event_rounds(db, event_id)
    assert [(g.board, g.white_id, g.black_id, g.result) for g in stored.games] == [(1, b, a, "*"), (2, c, d, "*")]
    assert [(y.player_id, y.kind) for y in stored.byes] == [(e, "U")]
    with pytest.raises(StoreError, match="already paired"):
        rounds.write_round(db, event_id, 1, [(b, c)], [])
    rounds.undo_round(db, written)
    assert dump(db) == before


def test_a_late_entry_comes_in_with_his_round_and_goes_with_its_undo(db, club):
    event_id, (a, b, c, d, e) = club
    written = rounds.write_round(db, event_id, 1, [(b, a), (c, d)], [(e, "U")])
    for game_id in written.game_ids:
        games.set_chess_result(db, game_id, "1/2-1/2")
    with db.conn:
        late = create_player(db, PlayerRecord(ref="late", name="Foxtrot, Fay"))
    before = dump(db)
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    assert late not in given.numbers
    second = rounds.write_round(db, event_id, 2, [(a, late)], [], newcomers=[late])
    games.set_chess_result(db, second.game_ids[0], "1-0")
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    assert given.colours(late) == "-B" and given.score(late) == 0  # absent from round 1: no points
    rounds.undo_round(db, second)
    assert dump(db) == before


def test_a_refused_round_writes_nothing(db, club):
    event_id, (a, b, c, _d, _e) = club
    before = dump(db)
    with pytest.raises(StoreError, match="twice"):
        rounds.write_round(db, event_id, 1, [(b, a), (c, a)], [])
    assert dump(db) == before


def test_forfeits_are_no_games_and_withdrawn_players_are_left_out(db, club):
    event_id, (a, b, c, d, e) = club
    written = rounds.write_round(db, event_id, 1, [(b, a), (c, d)], [(e, "U")])
    for game_id, result in zip(written.game_ids, ["+-", "1-0"], strict=True):
        games.set_chess_result(db, game_id, result)
    assert rounds.set_withdrawn(db, event_id, d, 2) is None
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    assert given.colours(b) == "-" and given.colours(c) == "W"
    assert given.score(b) == 10 and given.score(e) == 10
    assert given.withdrawn == {d}
    pairing = pair(given, DUTCH)
    paired = {given.player_ids[p] for board in pairing.boards for p in (board.white, board.black)}
    assert paired == {a, b, c, e} and pairing.bye is None
    assert rounds.set_withdrawn(db, event_id, d, None) == 2


def test_a_round_is_not_paired_before_the_last_results(db, club):
    event_id, (a, b, c, d, e) = club
    rounds.write_round(db, event_id, 1, [(b, a), (c, d)], [(e, "U")])
    with pytest.raises(PairingError, match="without a result"):
        pairing_input(rounds.event_rounds(db, event_id), {})


def test_round_robin_follows_the_berger_table(db, club):
    event_id, (a, b, c, d, e) = club
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    pairing = pair(given, BERGER)
    # Round 1 of the table for 5 (6 with the rest): 1-6 (rest), 2-5, 3-4; ranked b c d a e.
    names = {(given.player_ids[x.white], given.player_ids[x.black]) for x in pairing.boards}
    assert names == {(c, e), (d, a)} and given.player_ids[pairing.bye] == b


def test_the_dutch_system_needs_the_number_of_rounds_and_a_round_left(db, club):
    event_id, _ids = club
    given = pairing_input(rounds.event_rounds(db, event_id), {})
    with pytest.raises(PairingError, match="how many rounds"):
        pair(replace(given, tournament=replace(given.tournament, total_rounds=None)), DUTCH)
    with pytest.raises(PairingError, match="all 0 rounds"):
        pair(replace(given, tournament=replace(given.tournament, total_rounds=0)), BERGER)


@pytest.mark.parametrize(("extra", "said"), [
    ((StoredGame(1, 3, 101, 104, "1-0"),),
     "round 1: player 1 (Ann) is in two games, against 2 (Bea) and against 4 (Dan)"),
    ((StoredGame(1, 3, 101, 101, "1-0"),), "round 1: player 1 (Ann) is paired against himself"),
], ids=["two games", "himself"])
def test_a_club_event_holding_an_impossible_round_is_refused_not_paired_for_ever(extra, said):
    """The club database may keep what a file said (two games of one player in a round): the window's
    pairing is refused, naming the round and the players, where the engine looped before."""
    players = tuple(RoundPlayer(100 + n, name, 2000, str(n), None) for n, name in enumerate(
        ["Ann", "Bea", "Cid", "Dan", "Eve", "Fay"], start=1))
    played = (StoredGame(1, 1, 101, 102, "1-0"), StoredGame(1, 2, 103, 104, "0-1"),
              StoredGame(1, 3, 105, 106, "1/2-1/2"))
    given = pairing_input(EventRounds(1, "Open", DUTCH, 5, players, played + extra, ()), {})
    with pytest.raises(PairingError) as caught:
        pair(given, DUTCH)
    assert str(caught.value) == said
