"""Results and standings: the file's points and ranks against its own rounds, and the histories no
tournament can have (a player paired twice in a round, two lines that disagree on a game).

The reader already reconciles the two lines of each game and says where they disagree (a notice
naming the line): those that mean the file is wrong are faults here, the others notes. The points
column and the final ranking are recomputed from the rounds (``reports.tiebreaks``, the edition of
C.07 in force at the event's start) and compared with what the file says.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from elodesk.catalogue import ERRORS, Message, msg
from elodesk.formats.notices import Notice
from elodesk.formats.records import EventRecord
from elodesk.reports.audit.finding import AuditFinding, Severity, Value
from elodesk.reports.standings import CHESS_POINTS
from elodesk.reports.tiebreaks import EventResults, default_tiebreaks, edition_for, not_allowed
from elodesk.store.event_rows import EventBye, EventGame

TRF_ROUNDS = "TRF 001 (92-)"  # where a TRF's round cells are specified (FIDE C.04 Annex 2)
TRF_POINTS = "TRF 001 (81-84)"
TRF_RANK = "TRF 001 (86-89)"
OTHER_ORDER = 0.1  # more than this share of neighbours out of points order: the rank column holds another order

TEXT: dict[str, Message] = {
    "points": msg("Audit", "{name}: the points column says {said}, the results give {counted}."),
    "rank_order": msg("Audit", "{name} is ranked {rank} with {points} points, above {other} ranked {other_rank} "
                               "with {other_points}."),
    "rank": msg("Audit", "{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) "
                         "rank him {low}–{high}."),
    "rank_one": msg("Audit", "{name} is ranked {rank}; the file's tie-breaks ({tiebreaks}, edition {edition}) "
                             "rank him {expected}."),
    "ranking_ok": msg("Audit", "The final ranking follows the points and the file's tie-breaks ({tiebreaks}, "
                               "edition {edition})."),
    "rank_column": msg("Audit", "The rank column does not follow the points ({count} neighbours out of order): read "
                                "as another order, the ranking is not checked."),
    "colour_row_w": msg("Audit", "{name} had white three games in a row (rounds {first}–{last})."),
    "colour_row_b": msg("Audit", "{name} had black three games in a row (rounds {first}–{last})."),
    "colour_gap": msg("Audit", "{name} had {whites} whites and {blacks} blacks after round {round}."),
    "points_ok": msg("Audit", "Every points column matches the results ({players} players)."),
}

# The reader's notices that mean the file itself is wrong: a history no tournament can have.
FAULT_NOTICES = {
    "round {round}: start rank {rank} is already paired in this round: round left out": "paired_twice",
    "round {round}: opponent {opponent} is itself: round left out": "own_opponent",
    "round {round}: opponent {opponent} is a start rank without a player line: round left out": "no_opponent",
    "round {round}: start rank {rank} is the opponent, but line {line} gives start rank {other} as opponent: "
    "cannot tell what happened, round left out": "opponents_differ",
    'round {round}: start rank {rank} is the opponent, but line {line} gives a bye ("{code}"): cannot tell what '
    "happened, round left out": "bye_and_game",
    'round {round}: result "{own}" against line {line}\'s "{other}": the points do not add up, cannot tell the '
    "result: game left out": "results_differ",
    "round {round}: line {line} and line {other} both give white to their player: took line {first}'s colour":
        "both_white",
    "round {round}: line {line} and line {other} both give black to their player: took line {first}'s colour":
        "both_black",
}
TEAM_RECORDS = ("013", "310")  # a team tournament's records: its boards' colours follow the matches
CHESS_PLAYED = ("1-0", "0-1", "1/2-1/2")  # over the board: only these give a colour (C.04.1)
COLOURS_DIFFER = ("both_white", "both_black")  # the game kept, one line's colour taken
POINTS_NOTICE = "points column says {said}, the rounds give {counted}"  # the reader's: said here as a finding


def _finding(severity: Severity, kind: str, template: Message, values: Mapping[str, Value], *,
             round: int | None = None, line: int | str | None = None, article: str | None = None) -> AuditFinding:
    return AuditFinding("results", severity, kind, template, values, round=round, line=line, article=article)


def notice_findings(notices: list[Notice]) -> tuple[list[AuditFinding], set[int]]:
    """The reader's notices as findings, and the lines whose rounds it had to leave out."""
    found: list[AuditFinding] = []
    broken: set[int] = set()
    for notice in notices:
        if notice.template == POINTS_NOTICE:
            continue
        kind = FAULT_NOTICES.get(notice.template)
        values = {k: v for k, v in notice.params.items() if isinstance(v, str | int | float)}
        where = notice.where
        round_ = notice.params.get("round")
        if kind is None:
            found.append(AuditFinding("results", "note", "file_notice", Message(ERRORS, notice.template), values,
                                      line=where))
            continue
        if kind not in COLOURS_DIFFER:  # a round left out: the points of both lines cannot be told
            broken.update(n for n in (where, notice.params.get("line")) if isinstance(n, int))
        found.append(AuditFinding("results", "fault", kind, Message(ERRORS, notice.template), values,
                                  round=round_ if isinstance(round_, int) else None, line=where,
                                  article=TRF_ROUNDS))
    return found, broken


def counted_points(event: EventRecord) -> dict[str, float]:
    """Each player's points from the rounds the file gives: games (forfeits too) and byes."""
    points = {p.ref: 0.0 for p in event.players}
    for game in event.games:
        white, black = CHESS_POINTS.get(game.result, (0.0, 0.0))
        points[game.white] += white
        points[game.black] += black
    for bye in event.byes:
        points[bye.player] += bye.points
    return points


def _points(value: float) -> str:
    return f"{value:g}"


def results_findings(event: EventRecord) -> list[AuditFinding]:
    """Points columns, impossible histories and the final ranking, each with its line."""
    found, broken = notice_findings(list(event.warnings))
    points = counted_points(event)
    checked = 0
    for p in event.players:
        if p.points is None or p.line in broken:  # a round left out: its points cannot be told
            continue
        checked += 1
        if abs(p.points - points[p.ref]) > 0.01:
            found.append(_finding("fault", "points", TEXT["points"], {
                "name": p.name, "said": _points(p.points), "counted": _points(points[p.ref])},
                line=p.line, article=TRF_POINTS))
    if checked and not any(f.kind == "points" for f in found):
        found.append(_finding("ok", "points_ok", TEXT["points_ok"], {"players": checked}))
    if not broken:
        team = any(n.params.get("kind") in TEAM_RECORDS for n in event.warnings)  # the reader skipped them
        found += [] if team else colour_findings(event)
        found += ranking_findings(event, points)
    return found


def colour_findings(event: EventRecord) -> list[AuditFinding]:
    """In a Swiss, the colours no pairing may give: the same colour three games in a row (C.04.1 f), or
    a difference of more than two between whites and blacks (C.04.1 e). Each system may make exceptions
    in the last round (the Dutch system's top scorers, C.04.3): there a note, a fault before."""
    met = {tuple(sorted((g.white, g.black))) for g in event.games}
    n = len(event.players)
    if len(met) >= n * (n - 1) // 2:  # a round robin: its Berger tables decide the colours
        return []
    last = max((g.round or 0 for g in event.games), default=0)
    played: dict[str, list[tuple[int, str]]] = {p.ref: [] for p in event.players}
    for g in sorted(event.games, key=lambda g: g.round or 0):
        if g.result in CHESS_PLAYED and g.round:
            played[g.white].append((g.round, "w"))
            played[g.black].append((g.round, "b"))
    found = []
    for p in event.players:
        games = played[p.ref]
        row = None  # the round of the first three in a row: the colour difference it makes is not said again
        for i in range(2, len(games)):
            if games[i][1] == games[i - 1][1] == games[i - 2][1]:
                row = games[i][0]
                found.append(_colour(p.name, p.line, row, last, "colour_row", {"first": games[i - 2][0], "last": row},
                                     TEXT[f"colour_row_{games[i][1]}"]))
                break
        whites = 0
        for i, (rnd, colour) in enumerate(games, 1):
            whites += colour == "w"
            if abs(2 * whites - i) > 2 and rnd != row:
                found.append(_colour(p.name, p.line, rnd, last, "colour_gap", {
                    "whites": whites, "blacks": i - whites, "round": rnd}, TEXT["colour_gap"]))
                break
    return found


def _colour(name: str, line: int | str | None, rnd: int, last: int, kind: str,
            values: dict[str, str | int | float], template: Message) -> AuditFinding:
    return _finding("note" if rnd == last else "fault", kind, template, {"name": name, **values}, round=rnd,
                    line=line, article="C.04.1 f" if kind == "colour_row" else "C.04.1 e")


def ranking_findings(event: EventRecord, points: dict[str, float]) -> list[AuditFinding]:
    """The file's final ranks: in the order of the points, and, when the file names its tie-breaks
    (TRF-2026 tags 202/212), as those tie-breaks rank the tied players."""
    ranked = sorted((p for p in event.players if p.rank is not None), key=lambda p: p.rank or 0)
    if len(ranked) != len(event.players) or len({p.rank for p in ranked}) != len(ranked):
        return []  # no ranking, or a partial one (a file written mid-tournament): nothing to compare
    if all(str(p.rank) == p.ref for p in ranked):
        return []  # the start ranks copied: no final ranking
    found = []
    for above, below in pairwise(ranked):
        if points[above.ref] < points[below.ref] - 0.01:
            found.append(_finding("fault", "rank_order", TEXT["rank_order"], {
                "name": above.name, "rank": above.rank or 0, "points": _points(points[above.ref]),
                "other": below.name, "other_rank": below.rank or 0, "other_points": _points(points[below.ref])},
                line=above.line, article="C.07"))
    if len(found) > OTHER_ORDER * (len(ranked) - 1):  # another order than the standings' (a pairing program's)
        return [_finding("note", "rank_column", TEXT["rank_column"], {"count": len(found)}, article=TRF_RANK)]
    if found or not event.tiebreaks:
        return found
    index = {p.ref: i for i, p in enumerate(event.players)}
    edition = edition_for(event.start.isoformat() if event.start else None)
    results = EventResults(range(len(event.players)),
                           [EventGame(g.round or 0, g.board, index[g.white], index[g.black], g.result)
                            for g in event.games],
                           [EventBye(b.round, index[b.player], b.kind, b.points) for b in event.byes],
                           ratings=dict(enumerate(_ratings(event))), edition=edition,
                           numbers={i: int(p.ref) for i, p in enumerate(event.players) if p.ref.isdecimal()},
                           planned_rounds=event.rounds)
    chosen = event.tiebreaks or default_tiebreaks(results)
    usable = tuple(code for code in chosen if code not in not_allowed(chosen, edition, results.round_robin))
    blocks, _ = results.ranking(usable)
    values = {"tiebreaks": ", ".join(usable), "edition": edition}
    first = 1
    for block in blocks:
        low, high = first, first + len(block) - 1
        for i in block:
            player = event.players[i]
            rank = player.rank or 0
            if not low <= rank <= high:
                one = low == high
                found.append(_finding("fault", "rank", TEXT["rank_one" if one else "rank"], {
                    "name": player.name, "rank": rank, **values,
                    **({"expected": low} if one else {"low": low, "high": high})}, line=player.line, article="C.07"))
        first = high + 1
    if not found:
        found.append(_finding("ok", "ranking_ok", TEXT["ranking_ok"], values))
    return found


def _ratings(event: EventRecord) -> list[int | None]:
    """Each player's rating of the event's kind, as the file gives it (ARO, RTNG)."""
    kind = event.rating_kind
    return [p.ratings.get(kind) if kind else None for p in event.players]
