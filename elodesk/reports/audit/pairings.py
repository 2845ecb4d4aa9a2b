"""Pairings re-derived: each round of the file paired again by the Dutch system (or the Berger tables).

Each Swiss round is paired by the engine from the file's own history as it stood before
that round (its byes, absences, withdrawals and forfeits as given: ``pairing_history``),
and compared with the file's round pair by pair, colour by colour, bye by bye. A round
the engine pairs alike is "as the Dutch system pairs"; a board breaking an absolute
criterion (C1–C3, named by ``reports.pairing_rules``) is a fault; any other difference is
a note naming the first criterion on which the two pairings part (``pairing_criteria``).
After a round that differs, a later round that differs too is paired once more from the
earlier rounds as the engine paired them (``reference``): when that is the file's round, it
is "as the Dutch system pairs after round k", not a cascade of faults the earlier round made.
Round robins are read against the Berger tables instead (``round_robin``), and a team
tournament's boards, which follow its teams' pairings, are not paired again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from elodesk.catalogue import msg
from elodesk.formats.records import EventRecord
from elodesk.pairing import dutch
from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Board, Colour, RoundPairing
from elodesk.pairing.standing import Standing, standings
from elodesk.reports.audit.finding import AuditFinding, Value
from elodesk.reports.audit.pairing_criteria import first_difference
from elodesk.reports.audit.pairing_history import FileBoard, FileHistory, FileRound, file_history
from elodesk.reports.audit.reference import repaired
from elodesk.reports.audit.round_robin import berger_findings, is_round_robin
from elodesk.reports.pairing_input import PairingInput
from elodesk.reports.pairing_rules import breaches

ARTICLE = "C.04.3"
T = {
    "same": msg("Audit", "Round {round}: as the Dutch system pairs"),
    "legal": msg("Audit", "Round {round}: differs, legally: the file's pairing does worse on {criterion} "
                          "({file} against {engine} in the Dutch system's pairing)"),
    "better": msg("Audit", "Round {round}: differs: the file's pairing does better on {criterion} "
                           "({file} against {engine} in the Dutch system's pairing)"),
    "order": msg("Audit", "Round {round}: differs, legally: the criteria are met alike, the Dutch system's "
                          "order of transpositions and exchanges comes first"),
    "colours": msg("Audit", "Round {round}: breaks article 5: colours not as the Dutch system allocates them"),
    "breaks": msg("Audit", "Round {round}: breaks {rules}"),
    "follows": msg("Audit", "Round {round}: as the Dutch system pairs after round {rounds} as it paired it"),
    "again": msg("Audit", "{white} and {black} meet again: they met in round {met}, which the Dutch system "
                          "paired otherwise"),
    "bye_again": msg("Audit", "{player} has a pairing-allocated bye again, after an earlier bye or point "
                              "without playing in a round the Dutch system paired otherwise"),
    "twice": msg("Audit", "{player} is paired more than once in the round: the first pairing is the one "
                          "compared"),
    "unpairable": msg("Audit", "Round {round}: the Dutch system finds no pairing from the file's history"),
    "accelerated": msg("Audit", "The file names an acceleration (XXA), which is not applied here: differences "
                                "in the accelerated rounds are its own"),
    "team": msg("Audit", "A team tournament: its players' pairings follow the teams' pairings and are not "
                         "paired again"),
    "board": msg("Audit", "{white} – {black}: the Dutch system pairs {white} with {white_mate} and {black} with "
                          "{black_mate}"),
    "colour": msg("Audit", "{white} – {black}: the colour rules give white to {expected}"),
    "bye": msg("Audit", "Pairing-allocated bye to {player}: the Dutch system gives it to {expected}"),
    "no_bye": msg("Audit", "No pairing-allocated bye: the Dutch system gives it to {expected}"),
    "byes": msg("Audit", "More than one pairing-allocated bye in the round: {players}"),
    "C1": msg("Audit", "Breaks C1: {white} and {black} met in round {met}"),
    "C2": msg("Audit", "Breaks C2: {player} gets the pairing-allocated bye after a bye or a point without playing"),
    "C3 both white": msg("Audit", "Breaks C3: {white} and {black} both must have white"),
    "C3 both black": msg("Audit", "Breaks C3: {white} and {black} both must have black"),
    "C3 white": msg("Audit", "Breaks C3: {player} must have white"),
    "C3 black": msg("Audit", "Breaks C3: {player} must have black"),
}
NOBODY = "-"
TEAM_RECORDS = {"013", "310"}  # a team tournament's lines (TRF16, TRF-2026): its boards follow the team pairings


@dataclass(frozen=True, slots=True)
class _FilePairing:
    boards: list[tuple[int, int, FileBoard]]  # white, black (pairing numbers), the file's board
    byes: tuple[int, ...]


def pairing_findings(event: EventRecord) -> list[AuditFinding]:
    """One verdict per round, and each board that differs from the engine's pairing."""
    history = file_history(event)
    if not history.by_round:
        return []
    skipped = {w.params.get("kind") for w in event.warnings}
    if skipped & TEAM_RECORDS:
        return [_finding("note", "team", {}, None)]
    if is_round_robin(history):
        table = berger_findings(history)
        if all(f.severity == "ok" for f in table):
            return table
        swiss = _swiss_findings(history, skipped)
        return swiss if _rounds_off(swiss) < _rounds_off(table) else table
    return _swiss_findings(history, skipped)


def _rounds_off(findings: list[AuditFinding]) -> int:
    """The rounds whose verdict is not "as the system pairs"."""
    return len({f.round for f in findings if f.severity != "ok"})


def _swiss_findings(history: FileHistory, skipped: set[object]) -> list[AuditFinding]:
    """Every round paired again by the Dutch system (a small Swiss may be complete, as a round robin is)."""
    found = []
    if "XXA" in skipped:
        found.append(_finding("note", "accelerated", {}, None))
    repairs: dict[int, RoundPairing] = {}
    for number in sorted(history.by_round):
        history, round_found = _round_findings(history, number, repairs)
        refs = history.refs
        found += round_found + [
            _finding("fault", "twice", {"player": f"{history.names[pid]} ({refs[pid]})"}, number)
            for pid in history.by_round[number].twice]
    return found


def _finding(severity: str, kind: str, values: Mapping[str, Value], round_no: int | None,
             board: FileBoard | None = None, article: str | None = None) -> AuditFinding:
    return AuditFinding("pairings", severity, kind, T[kind], values, round_no,  # type: ignore[arg-type]
                        board.board if board else None, board.line if board else None, article)


def _round_findings(history: FileHistory, round_no: int, repairs: dict[int, RoundPairing],
                    turned: bool = False) -> tuple[FileHistory, list[AuditFinding]]:
    """The round's verdict and findings; ``repairs`` gains the round as the engine paired it if it differs.

    The history comes back with its initial colour turned round when the first round with colours
    says the other one on most boards (one board's colours exchanged must not turn them all).
    """
    given = history.before(round_no)
    tournament = given.tournament
    players = {s.number: s for s in standings(tournament)}
    file_round = history.by_round[round_no]
    verdict = {"round": round_no}
    try:
        engine = dutch.pair(tournament)
    except PairingError:
        return history, [_finding("note", "unpairable", verdict, round_no, article=ARTICLE)]
    file_pairing = _file_pairing(given, players, file_round)
    if not turned and all(p.preference is None for p in players.values()) and _colour_votes(file_pairing,
                                                                                               engine) < 0:
        history = replace(history, initial=history.initial.other())
        return _round_findings(history, round_no, repairs, turned=True)
    if _alike(file_pairing, engine):
        return history, [_finding("ok", "same", verdict, round_no)]
    if repairs:
        try:
            reference = dutch.pair(repaired(tournament, repairs))
        except PairingError:
            reference = None
        if reference is not None and _alike(file_pairing, reference):
            values = verdict | {"rounds": ", ".join(map(str, sorted(repairs)))}
            head = _finding("ok", "follows", values, round_no, article=ARTICLE)
            return history, [head, *_again(history, given, players, file_pairing)]
        repairs[round_no] = reference or engine
    else:
        repairs[round_no] = engine
    return history, _differences(history, given, players, file_pairing, engine)


def _again(history: FileHistory, given: PairingInput, players: dict[int, Standing],
           file: _FilePairing) -> list[AuditFinding]:
    """What a round paired as the system pairs after an earlier difference still repeats in the file.

    Two players meeting twice, a second pairing-allocated bye: facts of the file, though the fault is
    the earlier round's (it paired them, or gave the bye, where the system did not), so notes here.
    """
    name = _Names(history, given)
    round_no = given.round_no
    found = []
    for white, black, board in file.boards:
        if black in players[white].opponents:
            values: dict[str, Value] = {"white": name(white), "black": name(black),
                                        "met": _met(given, white, black)}
            found.append(_finding("note", "again", values, round_no, board, f"{ARTICLE} C1"))
    found += [_finding("note", "bye_again", {"player": name(bye)}, round_no, article=f"{ARTICLE} C2")
              for bye in file.byes if bye in players and not players[bye].bye_eligible]
    return found


def _file_pairing(given: PairingInput, players: dict[int, Standing], file_round: FileRound) -> _FilePairing:
    """The file's round in pairing numbers: its boards among the players to pair, its byes."""
    boards = [(given.numbers[b.white], given.numbers[b.black], b) for b in file_round.boards]
    return _FilePairing([(w, b, board) for w, b, board in boards if w in players and b in players],
                        tuple(given.numbers[p] for p in file_round.byes))


def _alike(file: _FilePairing, engine: RoundPairing) -> bool:
    """The same pairs, the same colours (a forfeit's aside), the same bye."""
    theirs = {frozenset((b.white, b.black)): b.white for b in engine.boards}
    return len(file.boards) == len(engine.boards) and file.byes == ((engine.bye,) if engine.bye else ()) and all(
        theirs.get(frozenset((w, b))) in ((w, b) if board.forfeit else (w,)) for w, b, board in file.boards)


def _colour_votes(file: _FilePairing, engine: RoundPairing) -> int:
    """Boards of the file whose colours are the engine's, less those whose colours are the other way."""
    theirs = {(b.white, b.black) for b in engine.boards}
    return sum((w, b) in theirs for w, b, board in file.boards if not board.forfeit) - sum(
        (b, w) in theirs for w, b, board in file.boards if not board.forfeit)


def _differences(history: FileHistory, given: PairingInput, players: dict[int, Standing], file: _FilePairing,
                 engine: RoundPairing) -> list[AuditFinding]:
    """Each board of the file the engine does not pair so, and the round's verdict first."""
    tournament = given.tournament
    round_no = tournament.played_rounds + 1
    name = _Names(history, given)
    verdict = {"round": round_no}
    mates = _mates(engine)
    engine_pairs = {frozenset((b.white, b.black)): b for b in engine.boards}
    file_bye = file.byes
    boards: list[AuditFinding] = []
    faults: list[AuditFinding] = []
    differs = False
    # Every pair the engine's, only colours other: article 5 leaves no choice, so a fault. Where the pairs
    # differ, the file may number or rank its players otherwise (a Papi Ref, a late list), which article 5
    # reads too: a note.
    same_pairs = file.byes == ((engine.bye,) if engine.bye else ()) and all(
        frozenset((w, b)) in engine_pairs for w, b, _ in file.boards)
    for white, black, board in file.boards:
        theirs = engine_pairs.get(frozenset((white, black)))
        if theirs is not None and (board.forfeit or theirs.white == white):
            continue
        breached = _breaches(given, Board(white, black), board, name, round_no)
        faults += breached
        values = {"white": name(white), "black": name(black)}
        if theirs is None:
            differs = True
            if not breached:
                boards.append(_finding("note", "board", values | {"white_mate": name(mates.get(white)),
                                                                  "black_mate": name(mates.get(black))},
                                       round_no, board, ARTICLE))
            expected = _white(players[white], players[black], tournament.initial_colour)
            if not breached and not board.forfeit and expected != white:
                boards.append(_finding("note", "colour", values | {"expected": name(expected)}, round_no, board,
                                       f"{ARTICLE} 5"))
        elif not breached:  # the engine's own pair, the other way round
            boards.append(_finding("fault" if same_pairs else "note", "colour",
                                   values | {"expected": name(theirs.white)}, round_no, board,
                                   f"{ARTICLE} 5"))
    if len(file_bye) > 1:
        faults.append(_finding("fault", "byes", {"players": ", ".join(name(p) for p in file_bye)}, round_no,
                               article="C.04.1 c"))
    bye = file_bye[0] if file_bye else None
    if bye != engine.bye:
        differs = True
        if bye is not None and bye in players and not players[bye].bye_eligible:
            faults.append(_finding("fault", "C2", {"player": name(bye)}, round_no, article=f"{ARTICLE} C2"))
        elif bye is not None:
            boards.append(_finding("note", "bye", {"player": name(bye), "expected": name(engine.bye)}, round_no,
                                   article=ARTICLE))
        else:
            boards.append(_finding("note", "no_bye", {"expected": name(engine.bye)}, round_no, article=ARTICLE))
    if faults:
        rules = sorted({f.article for f in faults if f.article})
        head = _finding("fault", "breaks", verdict | {"rules": ", ".join(rules)}, round_no, article=rules[0])
    elif differs:
        head = _difference(players, ([(w, b) for w, b, _ in file.boards], bye), engine, verdict)
    else:
        head = _finding("fault", "colours", verdict, round_no, article=f"{ARTICLE} 5")
    return [head, *faults, *boards]


def _difference(players: dict[int, Standing], file: tuple[list[tuple[int, int]], int | None],
                engine: RoundPairing, verdict: Mapping[str, Value]) -> AuditFinding:
    round_no = int(verdict["round"])
    theirs = ([(b.white, b.black) for b in engine.boards], engine.bye)
    part = first_difference(players, file, theirs)
    if part is None:
        return _finding("note", "order", verdict, round_no, article=f"{ARTICLE} 4")
    values = {**verdict, "criterion": part.criterion, "file": part.file, "engine": part.engine}
    kind = "legal" if part.file > part.engine else "better"
    return _finding("note", kind, values, round_no, article=f"{ARTICLE} {part.criterion}")


def _breaches(given: PairingInput, pair: Board, board: FileBoard, name: _Names,
              round_no: int) -> list[AuditFinding]:
    """The absolute criteria the file's board breaks, each a fault naming its rule."""
    found = []
    for breach in breaches(given.tournament, RoundPairing((pair,), None)):
        if breach.rule == "C1":
            values: dict[str, Value] = {"white": name(pair.white), "black": name(pair.black),
                                        "met": _met(given, pair.white, pair.black)}
            found.append(_finding("fault", "C1", values, round_no, board, f"{ARTICLE} C1"))
        elif breach.rule == "C3":
            colour = "white" if breach.template.endswith("white") else "black"
            if "player" in breach.params:
                if board.forfeit:
                    continue  # a forfeit's colours are no game's (C.04.1)
                who = pair.white if breach.params["player"] == name.plain(pair.white) else pair.black
                found.append(_finding("fault", f"C3 {colour}", {"player": name(who)}, round_no, board,
                                      f"{ARTICLE} C3"))
            else:
                found.append(_finding("fault", f"C3 both {colour}", {"white": name(pair.white),
                                                                      "black": name(pair.black)},
                                      round_no, board, f"{ARTICLE} C3"))
    return found


def _met(given: PairingInput, a: int, b: int) -> int:
    """The round ``a`` and ``b`` played each other over the board."""
    entrant = given.tournament.entrants[a - 1]
    return next(index for index, entry in enumerate(entrant.rounds, start=1) if entry.played and entry.opponent == b)


class _Names:
    """How a finding names a player: his name and the file's reference (start number)."""

    def __init__(self, history: FileHistory, given: PairingInput) -> None:
        refs = history.refs
        self.entrants = given.tournament.entrants
        self.refs = {number: refs[pid] for number, pid in given.player_ids.items()}

    def plain(self, number: int) -> str:
        return self.entrants[number - 1].name

    def __call__(self, number: int | None) -> str:
        return NOBODY if number is None else f"{self.plain(number)} ({self.refs[number]})"


def _white(a: Standing, b: Standing, initial: Colour | None) -> int:
    """Who has white when ``a`` meets ``b``, by the colour rules (article 5), as the engine allocates it."""
    first, second = (a, b) if a.number < b.number else (b, a)
    colour = dutch.choose_colour(first, second, initial or Colour.WHITE)
    return first.number if colour is Colour.WHITE else second.number


def _mates(pairing: RoundPairing) -> dict[int, int]:
    mates = {}
    for board in pairing.boards:
        mates[board.white], mates[board.black] = board.black, board.white
    return mates
