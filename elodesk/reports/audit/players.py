"""Players: what FIDE needs of each player of a rated event, the ids given twice, and the ratings of the
file against the FIDE list in force at the start (when the club database holds it).

A player with a FIDE id is known to FIDE: a birth date, sex or federation the file leaves out is a
note. A player of a FIDE-rated event without an id cannot be rated: a fault (the TRF's column 58-68 is
mandatory for rating).
"""

from __future__ import annotations

from collections import defaultdict

import sqlite_utils

from elodesk.catalogue import Message, msg
from elodesk.formats.records import FIDE_KINDS, STANDARD, EventRecord, PlayerRecord
from elodesk.reports.audit.finding import AuditFinding

TEXT: dict[str, Message] = {
    "missing_fide_id": msg("Audit", "{name} has no FIDE id: FIDE cannot rate his games."),
    "duplicate_id": msg("Audit", "FIDE id {id} is given to {count} players: {names}."),
    "missing_birth": msg("Audit", "{name} (FIDE id {id}): no birth date in the file."),
    "missing_sex": msg("Audit", "{name} (FIDE id {id}): no sex in the file."),
    "missing_federation": msg("Audit", "{name} (FIDE id {id}): no federation in the file."),
    "rating_differs": msg("Audit", "{name} (FIDE id {id}): rated {said} in the file, {listed} on the FIDE list of "
                                   "{month}."),
    "title_differs": msg("Audit", "{name} (FIDE id {id}): title {said} in the file, {listed} in the club."),
    "players_ok": msg("Audit", "Every one of the {players} players has a FIDE id, given once."),
    "not_fide": msg("Audit", "The file is no FIDE report and its players carry no FIDE rating: the players' FIDE "
                             "data are not checked."),
}
ARTICLE_ID = "TRF 001 (58-68)"


def fide_rated(event: EventRecord) -> bool:
    """Whether FIDE rates the event, as import tells it: a FIDE tournament report, or players carrying
    FIDE ratings of the event's rate (a Papi file)."""
    if event.format == "trf":
        return True
    kind = FIDE_KINDS[event.rate or STANDARD]
    return event.format != "frbe-trf" and any(kind in p.ratings for p in event.players)


def _note(kind: str, player: PlayerRecord, article: str) -> AuditFinding:
    return AuditFinding("players", "note", kind, TEXT[kind], {"name": player.name, "id": player.fide_id or ""},
                        line=player.line, article=article)


def player_findings(event: EventRecord, db: sqlite_utils.Database | None = None) -> list[AuditFinding]:
    """Missing FIDE ids and data, ids used twice, and (with the club) ratings and titles against it."""
    if not fide_rated(event):
        return [AuditFinding("players", "note", "not_fide", TEXT["not_fide"])]
    found: list[AuditFinding] = []
    by_id: dict[str, list[PlayerRecord]] = defaultdict(list)
    for p in event.players:
        if not p.fide_id:
            found.append(AuditFinding("players", "fault", "missing_fide_id", TEXT["missing_fide_id"],
                                      {"name": p.name}, line=p.line, article=ARTICLE_ID))
            continue
        by_id[p.fide_id].append(p)
        if p.birth_date is None:
            found.append(_note("missing_birth", p, "TRF 001 (70-79)"))
        if p.sex is None:
            found.append(_note("missing_sex", p, "TRF 001 (10)"))
        if p.federation is None:
            found.append(_note("missing_federation", p, "TRF 001 (54-56)"))
    for fide_id, same in by_id.items():
        if len(same) > 1:
            found.append(AuditFinding("players", "fault", "duplicate_id", TEXT["duplicate_id"], {
                "id": fide_id, "count": len(same), "names": ", ".join(p.name for p in same)},
                line=same[1].line, article=ARTICLE_ID))
    if db is not None:
        found += club_findings(event, db)
    if not any(f.severity == "fault" for f in found):
        found.insert(0, AuditFinding("players", "ok", "players_ok", TEXT["players_ok"],
                                     {"players": len(event.players)}))
    return found


def club_by_fide_id(db: sqlite_utils.Database, event: EventRecord) -> dict[int, PlayerRecord]:
    """The club's players the file names by FIDE id: club id -> the file's player."""
    from elodesk.store.players import player_identities

    ids = {p.fide_id: p for p in event.players if p.fide_id}
    return {pid: ids[str(player.fide_id)] for pid, player in player_identities(db).items()
            if player.fide_id and str(player.fide_id) in ids}


def club_findings(event: EventRecord, db: sqlite_utils.Database) -> list[AuditFinding]:
    """The file's ratings against the club's FIDE list of the event's start month, and its titles
    against the club's; only players the club knows by FIDE id, on a list the club holds for that month."""
    from elodesk.store.fide_lists import ListHistory, month_of

    if event.start is None:
        return []
    rate = event.rate or STANDARD
    kind = FIDE_KINDS[rate]
    from elodesk.store.players import player_identities

    identities = player_identities(db)
    club = {pid: (p, identities[pid].title) for pid, p in club_by_fide_id(db, event).items()}
    history = ListHistory(db, rate, set(club))
    month = month_of(event.start)
    found = []
    for pid, (p, title) in club.items():
        listed, came_from, _ = history.on_list(pid, month, None)
        said = p.ratings.get(kind)
        if came_from == month and listed != said:
            found.append(AuditFinding("players", "fault", "rating_differs", TEXT["rating_differs"], {
                "name": p.name, "id": p.fide_id or "", "said": "—" if said is None else said,
                "listed": "—" if listed is None else listed, "month": month}, line=p.line, article="B.02 7.1"))
        if title and p.title and title != p.title:
            found.append(AuditFinding("players", "note", "title_differs", TEXT["title_differs"], {
                "name": p.name, "id": p.fide_id or "", "said": p.title, "listed": title}, line=p.line))
    return found
