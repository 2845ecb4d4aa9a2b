"""Round robins read against the Berger tables (C.05 Annex 1), allowing for the drawing of lots.

The players' table numbers are not in the file: they are found as the numbering that makes
the file's rounds the table's rounds on the most boards. One player's games run through
every round and meet everyone once, so choosing his table number decides everyone's; each
player and each number is tried, and the best numbering kept, so that a planted change on a
few boards leaves the numbering and shows as those boards alone.
"""

from __future__ import annotations

from collections import Counter

from elodesk.catalogue import msg
from elodesk.pairing.berger import berger_round, rounds_per_cycle
from elodesk.reports.audit.finding import AuditFinding, Value
from elodesk.reports.audit.pairing_history import FileBoard, FileHistory

ARTICLE = "C.05 Annex 1"
T = {
    "rr_same": msg("Audit", "Round {round}: as the Berger table pairs"),
    "rr_differs": msg("Audit", "Round {round}: differs from the Berger table"),
    "rr_board": msg("Audit", "{white} – {black}: the Berger table pairs {white} with {white_mate} and {black} with "
                             "{black_mate}"),
    "rr_colour": msg("Audit", "{white} – {black}: the Berger table gives white to {expected}"),
}
Table = dict[int, dict[int, tuple[int, bool]]]  # round -> table number -> (opponent, has white); 0: the bye


def is_round_robin(history: FileHistory) -> bool:
    """As many rounds as one (or two) cycles of the table, and (nearly) every player meeting every other.

    Nearly: a board or two paired against the table still leaves a round robin, to be read against it.
    """
    met: Counter[frozenset[int]] = Counter()
    for rnd in history.by_round.values():
        met.update(frozenset((b.white, b.black)) for b in rnd.boards)
    n = len({p for pair in met for p in pair})
    rounds = len(history.by_round)
    if n < 3 or set(history.by_round) != set(range(1, rounds + 1)):
        return False
    cycles = rounds // rounds_per_cycle(n)
    if cycles not in (1, 2) or rounds != cycles * rounds_per_cycle(n):
        return False
    return len(met) >= 0.9 * n * (n - 1) / 2


def berger_findings(history: FileHistory) -> list[AuditFinding]:
    """One verdict per round against the table, and each board that is not the table's."""
    players = sorted({p for rnd in history.by_round.values() for b in rnd.boards for p in (b.white, b.black)})
    n = len(players)
    double = len(history.by_round) > rounds_per_cycle(n)
    table = _table(n, len(history.by_round), double)
    numbering = _best_numbering(history, players, table)
    player_of = {number: pid for pid, number in numbering.items()}
    refs = history.refs

    def name(pid: int | None) -> str:
        return "-" if pid is None else f"{history.names[pid]} ({refs[pid]})"

    found = []
    for round_no in sorted(history.by_round):
        boards = []
        for board in history.by_round[round_no].boards:
            wanted = table[round_no][numbering[board.white]]
            values: dict[str, Value] = {"white": name(board.white), "black": name(board.black)}
            if player_of.get(wanted[0]) != board.black:
                mate = player_of.get(table[round_no][numbering[board.black]][0])
                boards.append(_finding("rr_board", values | {"white_mate": name(player_of.get(wanted[0])),
                                                              "black_mate": name(mate)}, round_no, board))
            elif not wanted[1] and not board.forfeit:
                boards.append(_finding("rr_colour", values | {"expected": name(board.black)}, round_no, board))
        verdict = _finding("rr_differs" if boards else "rr_same", {"round": round_no}, round_no)
        found += [verdict, *boards]
    return found


def _finding(kind: str, values: dict[str, Value], round_no: int, board: FileBoard | None = None) -> AuditFinding:
    severity = "ok" if kind == "rr_same" else "note"
    return AuditFinding("pairings", severity, kind, T[kind], values, round_no,  # type: ignore[arg-type]
                        board.board if board else None, board.line if board else None, ARTICLE)


def _table(n: int, rounds: int, double: bool) -> Table:
    table: Table = {}
    for round_no in range(1, rounds + 1):
        pairing = berger_round(n, round_no, double)
        seats = {}
        for board in pairing.boards:
            seats[board.white], seats[board.black] = (board.black, True), (board.white, False)
        if pairing.bye is not None:
            seats[pairing.bye] = (0, False)
        table[round_no] = seats
    return table


def _best_numbering(history: FileHistory, players: list[int], table: Table) -> dict[int, int]:
    """The table numbers (player id -> number) under which the most boards are the table's."""
    opponents: dict[int, dict[int, tuple[int, bool]]] = {}  # round -> player id -> (opponent id or 0, white)
    for round_no, rnd in history.by_round.items():
        seats = {p: (0, False) for p in players}
        for b in rnd.boards:
            seats[b.white], seats[b.black] = (b.black, True), (b.white, False)
        opponents[round_no] = seats
    best: tuple[int, dict[int, int]] | None = None
    for anchor in players:
        for start in range(1, len(players) + 1):
            numbering = _numbering(anchor, start, opponents, table)
            if numbering is None:
                continue
            player_of = {number: pid for pid, number in numbering.items()} | {0: 0}
            score = sum(opponents[r][p] == (player_of.get(table[r][numbering[p]][0], 0), table[r][numbering[p]][1])
                        for r in opponents for p in players)
            if best is None or score > best[0]:
                best = (score, numbering)
    return best[1] if best else {p: index for index, p in enumerate(players, start=1)}


def _numbering(anchor: int, start: int, opponents: dict[int, dict[int, tuple[int, bool]]],
               table: Table) -> dict[int, int] | None:
    """Everyone's number when ``anchor`` holds ``start``: his opponents in the file are his table's opponents."""
    numbering = {anchor: start}
    taken = {start}
    for r in opponents:
        file_mate, table_mate = opponents[r][anchor][0], table[r][start][0]
        if file_mate == 0 or table_mate == 0:
            continue  # a bye, in the file or in the table: no player to number
        if numbering.get(file_mate, table_mate) != table_mate:
            return None
        if file_mate not in numbering:
            if table_mate in taken:
                return None
            numbering[file_mate] = table_mate
            taken.add(table_mate)
    return numbering if len(numbering) == len(next(iter(opponents.values()))) else None
