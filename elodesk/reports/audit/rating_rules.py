"""Rating rules: which games FIDE will not rate and why, the list the event goes on, an event over more
than 30 days, the rate, and the reporting deadlines (RULES.md ``fide``, sections 1 and 2).

Games left out by the rules are notes, not faults: the file is right to hold them, FIDE simply does not
rate them. The deadlines are said with their dates; whether they are passed depends on the day the
officer reads the report, so they are notes too.
"""

from __future__ import annotations

from datetime import date, timedelta

from elodesk.catalogue import Message, msg
from elodesk.formats.records import DOUBLE_FORFEIT, FIDE_KINDS, STANDARD, EventRecord
from elodesk.reports.audit.finding import AuditFinding
from elodesk.reports.audit.players import fide_rated
from elodesk.store.fide_lists import first_of_next_month, later_allowed, list_of

UNPLAYED = ("+-", "-+", DOUBLE_FORFEIT)
GAP = 600  # R&B 7.3.1: a difference of 600 points or more ...
GAP_ABOVE = 2600  # ... when one of the players is rated above 2600
LONG_EVENT_DAYS = 30
REPORT_DAYS = 7  # the chief arbiter's report to the rating officer, after the last round
UPLOAD_DAYS = 30  # the rating officer's upload to FIDE
# Import's reading of a file without any date (store.importer.read_event): the day it was saved tells no deadline.
DATED_BY_FILE = "the file gives no date: the event is dated {day}, the day the file was last saved"

TEXT: dict[str, Message] = {
    "unplayed": msg("Audit", "{white} – {black} {result}: not played, not rated."),
    "both_unrated": msg("Audit", "{white} – {black}: both players unrated, the game is rated for neither."),
    "gap_600": msg("Audit", "{white} ({white_rating}) – {black} ({black_rating}): 600 points or more apart with "
                            "a player above 2600, not rated."),
    "list": msg("Audit", "The event ends on {end}: it goes on the list of {list}."),
    "list_later": msg("Audit", "The event ends on {end}: it goes on the list of {list}, or of {later} if it is "
                               "reported late."),
    "long_event": msg("Audit", "The event lasts {days} days ({start} – {end}): it is reported month by month "
                               "({months})."),
    "no_rate": msg("Audit", "The file gives no time control that tells the rate: it is rated as standard."),
    "standard": msg("Audit", "Time control {control}: rated on the standard list."),
    "rapid": msg("Audit", "Time control {control}: rated on the rapid list."),
    "blitz": msg("Audit", "Time control {control}: rated on the blitz list."),
    "deadlines": msg("Audit", "Report to the rating officer by {report}; upload to FIDE by {upload}."),
    "no_dates": msg("Audit", "The file gives no date: the list and the deadlines cannot be told."),
    "not_fide": msg("Audit", "FIDE does not rate this event: its rules are not checked."),
}


def _day(value: date) -> str:
    return f"{value:%d/%m/%Y}"


def _months(start: date, end: date) -> str:
    months, day = [], start.replace(day=1)
    while day <= end:
        months.append(f"{day:%m/%Y}")
        day = first_of_next_month(day)
    return ", ".join(months)


def rating_findings(event: EventRecord) -> list[AuditFinding]:
    """The games left out and why, the list, a long event, the rate and the deadlines."""
    if not fide_rated(event):
        return [AuditFinding("rating", "note", "not_fide", TEXT["not_fide"])]
    found = game_findings(event)
    control = event.time_control or ""
    if event.rate is None:
        found.append(AuditFinding("rating", "note", "no_rate", TEXT["no_rate"], article="B.02 1"))
    elif control:
        found.append(AuditFinding("rating", "ok", "rate", TEXT[event.rate], {"control": control}, article="B.02 1"))
    end = event.end or max(event.round_dates.values(), default=None) or event.start
    start = event.start or min(event.round_dates.values(), default=None) or end
    if end is None or start is None or any(n.template == DATED_BY_FILE for n in event.warnings):
        found.append(AuditFinding("rating", "note", "no_dates", TEXT["no_dates"]))
        return found
    listed, rule = list_of(end, False)
    if later_allowed(end):
        found.append(AuditFinding("rating", "ok", "list_later", TEXT["list_later"], {
            "end": _day(end), "list": _day(listed), "later": _day(list_of(end, True)[0])}, article="B.02 7.1.3, 9.1"))
    else:
        found.append(AuditFinding("rating", "ok", "list", TEXT["list"], {"end": _day(end), "list": _day(listed)},
                                  article=f"B.02 {rule}"))
    days = (end - start).days + 1
    if days > LONG_EVENT_DAYS:
        found.append(AuditFinding("rating", "note", "long_event", TEXT["long_event"], {
            "days": days, "start": _day(start), "end": _day(end), "months": _months(start, end)},
            article="B.02 7.1"))
    found.append(AuditFinding("rating", "note", "deadlines", TEXT["deadlines"], {
        "report": _day(end + timedelta(days=REPORT_DAYS)), "upload": _day(end + timedelta(days=UPLOAD_DAYS))},
        article="B.02 9"))
    return found


def game_findings(event: EventRecord) -> list[AuditFinding]:
    """Each game FIDE will not rate: unplayed, between two unrated players, or the 600-point rule."""
    kind = FIDE_KINDS[event.rate or STANDARD]
    players = {p.ref: p for p in event.players}
    fast = event.rate not in (None, STANDARD)
    found = []
    for game in event.games:
        white, black = players[game.white], players[game.black]
        names = {"white": white.name, "black": black.name}
        if game.result in UNPLAYED:
            found.append(AuditFinding("rating", "note", "unplayed", TEXT["unplayed"], {**names, "result": game.result},
                                      round=game.round, board=game.board, line=game.line, article="B.02 5.1"))
            continue
        rw, rb = white.ratings.get(kind), black.ratings.get(kind)
        if rw is None and rb is None:
            found.append(AuditFinding("rating", "note", "both_unrated", TEXT["both_unrated"], names,
                                      round=game.round, board=game.board, line=game.line, article="B.02 7.1.4"))
        elif fast and rw is not None and rb is not None and abs(rw - rb) >= GAP and max(rw, rb) > GAP_ABOVE:
            found.append(AuditFinding("rating", "note", "gap_600", TEXT["gap_600"], {
                **names, "white_rating": rw, "black_rating": rb}, round=game.round, board=game.board,
                line=game.line, article="R&B 7.3.1"))
    return found
