"""The audit's pairing section: every round paired again by the Dutch system (or read against the Berger
tables) and compared with the file; whole tournaments paired by bbpPairings read "as the Dutch system
pairs" round after round, and on copies where one thing was planted, that thing alone is found."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

from elodesk.formats import trf
from elodesk.formats.records import (
    BLACK_WINS,
    DRAW,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.pairing.berger import berger_round
from elodesk.reports.audit.finding import AuditFinding
from elodesk.reports.audit.pairings import pairing_findings

DATA = Path(__file__).resolve().parent.parent / "data" / "audit"
BBP = sorted(DATA.glob("bbp_*.trf"))  # made by tests/data/audit/make_bbp.sh
MIRROR = {WHITE_WINS: BLACK_WINS, BLACK_WINS: WHITE_WINS, DRAW: DRAW}


def read(name: str) -> EventRecord:
    return trf.read(DATA / name)


def not_ok(findings: list[AuditFinding]) -> list[AuditFinding]:
    return [f for f in findings if f.severity != "ok"]


def last_round(event: EventRecord) -> int:
    return max(g.round for g in event.games if g.round is not None)


def played_before(event: EventRecord, a: str, b: str, before: int) -> int | None:
    """The round ``a`` and ``b`` played each other over the board before round ``before``."""
    return next((g.round for g in event.games if g.round is not None and g.round < before and g.result in MIRROR
                 and {g.white, g.black} == {a, b}), None)


@pytest.mark.parametrize("path", BBP, ids=lambda p: p.stem)
def test_every_round_of_a_bbp_tournament_is_as_the_dutch_system_pairs(path):
    event = trf.read(path)
    findings = pairing_findings(event)
    assert [f.round for f in findings] == list(range(1, last_round(event) + 1))
    assert {(f.severity, f.kind, f.section) for f in findings} == {("ok", "same", "pairings")}
    assert findings[0].text("fr") == "Ronde 1 : comme l'apparie le système suisse néerlandais"


def test_bbp_files_hold_forfeits_byes_and_absences():
    """The generated files test what they should: the engine reads unplayed rounds as the file gives them."""
    events = [trf.read(p) for p in BBP]
    assert any(g.result in ("+-", "-+", "--") for e in events for g in e.games)
    assert {b.kind for e in events for b in e.byes} >= {"H", "U", "Z"}


def alone(findings: list[AuditFinding], round_no: int) -> list[AuditFinding]:
    """The findings that are not ok, once checked that they are all of ``round_no``: nothing else is found.

    The rounds after it are "as the Dutch system pairs" from the earlier rounds as it paired them; a pair
    the planted round made may meet again there (the system was to pair them then), which is noted.
    """
    found = not_ok(findings)
    later = [f for f in found if f.round != round_no]
    assert all(f.kind in ("again", "bye_again") for f in later), [(f.round, f.text("en")) for f in later]
    for f in later:  # a pair the planted round made meets again where the system paired them
        assert f.severity == "note" and f.values.get("met", round_no) == round_no
    return [f for f in found if f.round == round_no]


@pytest.mark.parametrize(("name", "round_no"), [("bbp_30_7.trf", 7), ("bbp_45_9.trf", 9), ("bbp_45_9.trf", 1),
                                                ("bbp_45_9.trf", 4)])
def test_colours_swapped_on_one_board_are_found_alone(name, round_no):
    planted = copy.deepcopy(read(name))
    game = [g for g in planted.games if g.round == round_no and g.result in MIRROR][2]
    game.white, game.black, game.result = game.black, game.white, MIRROR[game.result]
    findings = pairing_findings(planted)
    found = alone(findings, round_no)
    assert len(found) == 2, [f.text("en") for f in found]
    verdict, board = found
    assert verdict.board is None and verdict.kind in ("colours", "breaks")
    assert board.kind in ("colour", "C3 white", "C3 black") and board.line == game.line
    assert verdict.severity == board.severity == "fault"  # the colours of the engine's own pair are no choice
    assert board.values.get("expected", board.values.get("player", "")).endswith(f"({game.black})")
    assert any(f.kind == "follows" and f.severity == "ok" for f in findings) == (round_no < last_round(planted))


@pytest.mark.parametrize("round_no", [3, 6, 9])
def test_a_rematch_is_a_fault_naming_the_round_they_met(round_no):
    """Two boards with the same result exchange their black players: one new pair met before."""
    planted = copy.deepcopy(read("bbp_45_9.trf"))
    boards = [g for g in planted.games if g.round == round_no and g.result in MIRROR]
    first, second = next((x, y) for x in boards for y in boards if x is not y and x.result == y.result
                         and played_before(planted, x.white, y.black, round_no)
                         and not played_before(planted, y.white, x.black, round_no))
    met = played_before(planted, first.white, second.black, round_no)
    first.black, second.black = second.black, first.black
    found = alone(pairing_findings(planted), round_no)
    assert [f.kind for f in found] == ["breaks", "C1", "board"]
    verdict, fault, other = found
    assert verdict.severity == fault.severity == "fault" and verdict.values["rules"] == "C.04.3 C1"
    assert fault.article == "C.04.3 C1" and fault.values["met"] == met and fault.line == first.line
    assert fault.values["white"].endswith(f"({first.white})")
    assert fault.values["black"].endswith(f"({first.black})")
    assert fault.text("en").startswith("Breaks C1:") and f"in round {met}" in fault.text("en")
    assert other.severity == "note" and other.line == second.line


def _move_bye(event: EventRecord, round_no: int, to: str) -> None:
    """The round's pairing-allocated bye given to ``to`` instead; its holder plays ``to``'s game."""
    bye = next(b for b in event.byes if b.round == round_no and b.kind == "U")
    game = next(g for g in event.games if g.round == round_no and to in (g.white, g.black))
    if game.white == to:
        game.white = bye.player
    else:
        game.black = bye.player
    bye.player = to


@pytest.mark.parametrize("round_no", [3, 5, 7])
def test_a_second_pairing_allocated_bye_breaks_c2(round_no):
    event = read("bbp_21_7.trf")
    earlier = {b.player for b in event.byes if b.kind == "U" and b.round < round_no}
    bye = next(b.player for b in event.byes if b.round == round_no and b.kind == "U")
    opponent = {p: q for g in event.games if g.round == round_no and g.result in MIRROR
                for p, q in ((g.white, g.black), (g.black, g.white))}
    to = next(p for p in sorted(earlier & set(opponent)) if not played_before(event, bye, opponent[p], round_no))
    planted = copy.deepcopy(event)
    _move_bye(planted, round_no, to)
    found = alone(pairing_findings(planted), round_no)
    faults = [f for f in found if f.severity == "fault"]
    assert [f.kind for f in faults] == ["breaks", "C2"]
    assert faults[1].values["player"].endswith(f"({to})") and faults[1].article == "C.04.3 C2"


def test_a_bye_above_the_lowest_score_is_a_legal_difference_on_c5():
    event = read("bbp_21_7.trf")
    last = last_round(event)
    scores = {p.ref: 0.0 for p in event.players}
    for g in event.games:
        if g.round is not None and g.round < last:
            white = {"1-0": 1, "+-": 1, "1/2-1/2": 0.5}.get(g.result, 0)
            black = {"0-1": 1, "-+": 1, "1/2-1/2": 0.5}.get(g.result, 0)
            scores[g.white] += white
            scores[g.black] += black
    for b in event.byes:
        if b.round < last:
            scores[b.player] += b.points
    had = {b.player for b in event.byes if b.round < last and b.kind in "UF"}
    bye = next(b.player for b in event.byes if b.round == last and b.kind == "U")
    playing = [p for g in event.games if g.round == last and g.result in MIRROR for p in (g.white, g.black)]
    to = max((p for p in playing if p not in had and scores[p] > scores[bye]), key=lambda p: scores[p])
    planted = copy.deepcopy(event)
    _move_bye(planted, last, to)
    found = not_ok(pairing_findings(planted))
    assert all(f.round == last and f.severity == "note" for f in found)
    assert found[0].kind == "legal" and found[0].values["criterion"] == "C5"
    assert found[0].values["file"] == scores[to] > found[0].values["engine"] == scores[bye]
    assert found[0].article == "C.04.3 C5"
    assert any(f.kind == "bye" and f.values["player"].endswith(f"({to})") for f in found)


def test_an_acceleration_named_in_the_file_is_noted():
    text = (DATA / "bbp_12_5.trf").read_text().replace("\r", "\n")
    text += "\nXXA    1  1.0  1.0  0.0  0.0  0.0\n"
    findings = pairing_findings(trf.read(DATA / "accelerated.trf", text=text))
    assert findings[0].kind == "accelerated" and findings[0].severity == "note"


# -- round robins


def round_robin(players: int, double: bool = False, seed: int = 5) -> EventRecord:
    """A round robin paired by the Berger tables, its table numbers drawn by lot among the start numbers."""
    refs = [str(n) for n in range(1, players + 1)]
    random.Random(seed).shuffle(refs)
    seat = dict(enumerate(refs, start=1))  # table number -> start number
    rounds = 2 * (players - 1 + players % 2) if double else players - 1 + players % 2
    event = EventRecord("RR", "trf", rounds=rounds,
                        players=[PlayerRecord(str(n), f"Player {n}") for n in range(1, players + 1)])
    results = [WHITE_WINS, DRAW, BLACK_WINS]
    for r in range(1, rounds + 1):
        pairing = berger_round(players, r, double)
        for board, b in enumerate(pairing.boards, start=1):
            event.games.append(ChessGameRecord(r, seat[b.white], seat[b.black], results[(r + board) % 3],
                                               board=board, line=f"{r}.{board}"))
        if pairing.bye is not None:
            event.byes.append(ByeRecord(r, seat[pairing.bye], "Z"))
    return event


@pytest.mark.parametrize(("players", "double"), [(6, False), (7, False), (4, True), (10, False)])
def test_a_berger_round_robin_is_as_the_table_pairs(players, double):
    findings = pairing_findings(round_robin(players, double))
    assert {f.kind for f in findings} == {"rr_same"}
    assert len(findings) == (2 if double else 1) * (players - 1 + players % 2)
    assert findings[0].article == "C.05 Annex 1"


def test_colours_swapped_in_a_round_robin_are_found_alone():
    event = round_robin(8)
    game = next(g for g in event.games if g.round == 4 and g.board == 3)
    game.white, game.black = game.black, game.white
    found = not_ok(pairing_findings(event))
    assert [(f.kind, f.round, f.board) for f in found] == [("rr_differs", 4, None), ("rr_colour", 4, 3)]
    assert found[1].values["expected"].endswith(f"({game.black})")


def test_opponents_exchanged_in_a_round_robin_are_found_in_their_round():
    event = round_robin(8)
    first, second = (g for g in event.games if g.round == 5 and g.board in (2, 3))
    first.black, second.black = second.black, first.black
    found = not_ok(pairing_findings(event))
    assert {f.round for f in found} == {5}
    assert sorted((f.kind, f.board) for f in found) == [("rr_board", 2), ("rr_board", 3), ("rr_differs", None)]


def test_a_team_tournament_is_not_paired_again_player_by_player():
    text = (DATA / "bbp_12_5.trf").read_text().replace("\r", "\n")
    text += "\n013 Team A                               1    2    3    4\n"
    findings = pairing_findings(trf.read(DATA / "teams.trf", text=text))
    assert [(f.kind, f.severity) for f in findings] == [("team", "note")]


def test_players_of_a_file_without_start_numbers_are_numbered_by_rating():
    """A Papi Ref is a record number, not the pairing number: the players are ranked by rating (C.04.2)."""
    event = read("bbp_21_7.trf")
    ratings = [p.ratings["fide"] for p in event.players]
    assert ratings == sorted(ratings, reverse=True) and len(set(ratings)) == len(ratings)
    refs = [str(100 + n) for n in range(len(event.players))]
    random.Random(3).shuffle(refs)
    renamed = dict(zip((p.ref for p in event.players), refs, strict=True))
    for p in event.players:
        p.ref = renamed[p.ref]
    for g in event.games:
        g.white, g.black = renamed[g.white], renamed[g.black]
    for b in event.byes:
        b.player = renamed[b.player]
    event.format = "papi"
    assert {f.kind for f in pairing_findings(event)} == {"same"}
    event.format = "trf"  # the same refs read as start numbers: not the Dutch pairing any more
    assert {f.kind for f in pairing_findings(event)} != {"same"}


def test_a_player_paired_twice_in_a_round_is_a_fault_and_the_audit_goes_on():
    """Each game is entered for both players: a second pairing of one player is left out, and named."""
    event = read("bbp_12_5.trf")
    first, second = [g for g in event.games if g.round == 3][:2]
    event.games.append(ChessGameRecord(3, first.white, second.black, WHITE_WINS))
    findings = pairing_findings(event)
    faults = [f for f in findings if f.severity == "fault"]
    assert [(f.kind, f.round) for f in faults] == [("twice", 3), ("twice", 3)]
    assert {f.values["player"].split(" (")[1] for f in faults} == {f"{first.white})", f"{second.black})"}
    assert [f.kind for f in findings if f.kind != "twice"] == ["same"] * 5


def test_no_file_stops_the_audit():
    """Random files (refs given twice, games against oneself or of no round, players in two games, byes
    beside games, rematches) are audited without an error or a pairing that never ends."""
    results = [WHITE_WINS, DRAW, BLACK_WINS, "+-", "-+", "--"]
    for seed in range(60):
        rnd = random.Random(seed)
        refs = [str(rnd.randint(1, 12)) if rnd.random() < 0.1 else str(i) for i in range(1, rnd.randint(2, 12))]
        event = EventRecord("t", rnd.choice(["trf", "papi"]), rounds=rnd.choice([None, 3, 9]),
                            players=[PlayerRecord(r, f"P{r}", ratings={"fide": rnd.randint(1000, 2500)})
                                     for r in refs])
        for r in range(1, rnd.randint(2, 7)):
            order = rnd.sample(refs, len(refs))
            for a, b in zip(order[::2], order[1::2], strict=False):
                event.games.append(ChessGameRecord(rnd.choice([r, r, r - 1, None]), a, rnd.choice([b, b, a]),
                                                   rnd.choice(results)))
            event.byes += [ByeRecord(r, p, rnd.choice("UHFZ")) for p in order[len(order) // 2 * 2:]]
        assert all(f.section == "pairings" for f in pairing_findings(event))
