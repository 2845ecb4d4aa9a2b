"""The audit of a received tournament file, printed: what an arbiter or a rating officer hands back
with the file (``elodesk audit FILE --pdf``, the window's *Save as PDF…*).

A head that names the file and the event (its days in words, its rate, players and rounds) and
the verdict; then one table whose groups are the audit's sections (``SECTION_TITLES``' order, so
the columns line up from one to the next, a section broken by a page said "continued"): the
finding's mark, round, board, the file's line, the sentence and the article it rests on. A
fault is marked by a sign and bold type as well as by colour: the report is often printed in
black and white. No club database is read: the report is all there is.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path

from elodesk.catalogue import Message, msg
from elodesk.languages import check_lang
from elodesk.printing.document import CENTER, RIGHT, Cell, Column, Document, GroupRow, Paragraph, Row, Table
from elodesk.printing.text import long_date
from elodesk.printing.text import say as sheet_say
from elodesk.reports.audit.finding import SECTION_TITLES, AuditFinding, AuditReport, Severity

# The mark of each severity: a sign that reads without colour, bold, and the changes' colours.
MARKS: dict[str, Cell] = {"fault": Cell("✗", "down", bold=True), "note": Cell("!", bold=True),
                          "ok": Cell("✓", "up")}
MUTED = "#5f6368"  # printing.furniture's, which this Qt-free module does not import

TEXT: dict[str, Message] = {
    "title": msg("AuditSheet", "File audit — {event}"),
    "file": msg("AuditSheet", "File"),
    "event": msg("AuditSheet", "Event"),
    "dates": msg("AuditSheet", "Dates"),
    "rate": msg("AuditSheet", "Rate"),
    "players": msg("AuditSheet", "Players"),
    "rounds": msg("AuditSheet", "Rounds"),
    "verdict": msg("AuditSheet", "Verdict"),
    "file_format": msg("AuditSheet", "{file} (read as {format})"),
    "unknown": msg("AuditSheet", "not given in the file"),
    "nothing_wrong": msg("AuditSheet", "Nothing wrong found"),
    "nothing_wrong_but": msg("AuditSheet", "Nothing wrong found; {notes}"),
    "faults_and_notes": msg("AuditSheet", "{faults}, {notes}"),
    "fault_one": msg("AuditSheet", "1 fault"),
    "fault_many": msg("AuditSheet", "{count} faults"),
    "note_one": msg("AuditSheet", "1 point to look at"),
    "note_many": msg("AuditSheet", "{count} points to look at"),
    "legend": msg("AuditSheet", "✗ a fault: the file breaks the rule of the article cited. ! a point to look at: "
                                "allowed, or worth checking by hand. ✓ checked and right. Line: the line of the "
                                "file (or the sheet's cell) the finding rests on."),
    "round": msg("AuditSheet", "Round"),
    "board": msg("AuditSheet", "Board"),
    "line": msg("AuditSheet", "Line"),
    "finding": msg("AuditSheet", "Finding"),
    "article": msg("AuditSheet", "Article"),
    "section_clean": msg("AuditSheet", "nothing wrong"),
    "section_empty": msg("AuditSheet", "Nothing to report in this section."),
    "changes_explained": msg("AuditSheet", "One line per player: each change's explanation, game by game, is in "
                                           "the window (select the player) and in the JSON report (--json)."),
}
# Sections printed a line per finding: a rating change's explanation runs to a dozen lines a player
# (300 players made 258 pages); the window and the JSON keep it whole.
HEADLINES_ONLY = frozenset({"changes"})


def say(key: str, lang: str, **values: object) -> str:
    return TEXT[key].say(lang, **values)


def counted(severity: Severity, count: int, lang: str) -> str:
    """``1 fault``, ``3 points to look at``: the verdict's and a section's counts."""
    return say(f"{severity}_one", lang) if count == 1 else say(f"{severity}_many", lang, count=count)


def verdict(findings: tuple[AuditFinding, ...] | list[AuditFinding], lang: str) -> str:
    """Nothing wrong found / 2 faults, 1 point to look at: the report's (or a section's) one line."""
    counts = Counter(f.severity for f in findings)
    faults, notes = counts["fault"], counts["note"]
    if not faults:
        return say("nothing_wrong_but", lang, notes=counted("note", notes, lang)) if notes \
            else say("nothing_wrong", lang)
    if not notes:
        return counted("fault", faults, lang)
    return say("faults_and_notes", lang, faults=counted("fault", faults, lang), notes=counted("note", notes, lang))


def event_days(start: date | None, end: date | None, lang: str) -> str:
    """The event's days in the language's words, day first: du 12 janvier 2026 au 14 janvier 2026."""
    if start and end and start != end:
        return sheet_say("event_from_to", lang, start=long_date(start, lang), end=long_date(end, lang))
    if start or end:
        return long_date(start or end, lang)  # type: ignore[arg-type]  # one of them is set
    return say("unknown", lang)


def where(value: int | str | None) -> str:
    return "" if value is None else str(value)


def head_lines(report: AuditReport, lang: str) -> list[tuple[str, str]]:
    """What names the file and the event, as (label, value): the printed head's and the window's."""
    rate = sheet_say(f"rate_{report.rate}", lang) if report.rate else say("unknown", lang)
    return [(say("file", lang), say("file_format", lang, file=report.file, format=report.format)),
            (say("event", lang), report.event), (say("dates", lang), event_days(report.start, report.end, lang)),
            (say("rate", lang), rate), (say("players", lang), str(report.players)),
            (say("rounds", lang), str(report.rounds))]


def verdict_line(report: AuditReport, lang: str) -> tuple[str, str]:
    """The verdict as (label, value), the value marked ✗ when the file breaks a rule, ✓ when it breaks none."""
    faulty = report.exit_status() != 0
    return say("verdict", lang), ("✗ " if faulty else "✓ ") + verdict(report.findings, lang)


def audit_document(report: AuditReport, lang: str, day: date | None = None) -> Document:
    """The report as a sheet's blocks (no Qt): its head, the legend, one table whose groups are the sections."""
    check_lang(lang)
    doc = Document(title=say("title", lang, event=report.event or report.file), club=report.file,
                   date=long_date(day or date.today(), lang), lang=lang)
    rows: list[Row | GroupRow] = [Row([Cell(key, bold=True), value]) for key, value in head_lines(report, lang)]
    label, value = verdict_line(report, lang)
    rows.append(Row([Cell(label, bold=True), Cell(value, "down" if report.exit_status() else "up", bold=True)]))
    doc.blocks.append(Table([Column(""), Column("", flexible=True)], rows, headings=False, shaded=False))
    doc.blocks.append(Paragraph(say("legend", lang), small=True))
    columns = [Column("", CENTER), Column(say("round", lang), RIGHT), Column(say("board", lang), RIGHT),
               Column(say("line", lang), RIGHT), Column(say("finding", lang), flexible=True),
               Column(say("article", lang))]
    lines: list[Row | GroupRow] = []  # one table, a section a group: the columns line up from one section to the next
    for section, title in SECTION_TITLES.items():
        found = [f for f in report.findings if f.section == section]
        note = verdict(found, lang) if any(f.severity != "ok" for f in found) else say("section_clean", lang)
        lines.append(GroupRow(title.say(lang), note if found else ""))
        if found and section in HEADLINES_ONLY:
            lines.append(Row(["", "", "", "", Cell(say("changes_explained", lang), MUTED), ""]))
        lines.extend(_row(f, lang) for f in found)
        if not found:
            lines.append(Row(["", "", "", "", Cell(say("section_empty", lang), MUTED), ""]))
    doc.blocks.append(Table(columns, lines))
    return doc


def _row(finding: AuditFinding, lang: str) -> Row:
    text = finding.headline(lang) if finding.section in HEADLINES_ONLY else finding.text(lang)
    return Row([MARKS[finding.severity], where(finding.round), where(finding.board), where(finding.line),
                Cell(text, bold=True) if finding.severity == "fault" else text, finding.article or ""])


def audit_json(report: AuditReport, lang: str) -> dict[str, object]:
    """The report for scripts (the window's *Save as JSON…*): the head, the exit status, each finding."""
    return {"file": report.file, "format": report.format, "event": report.event,
            "start": report.start.isoformat() if report.start else None,
            "end": report.end.isoformat() if report.end else None, "rate": report.rate,
            "players": report.players, "rounds": report.rounds, "exit_status": report.exit_status(),
            "verdict": verdict(report.findings, lang), "findings": [f.to_json(lang) for f in report.findings]}


def write_audit_pdf(report: AuditReport, path: str | Path, lang: str) -> None:
    """The report as a PDF file at ``path`` (an OSError when the folder is missing or not writable)."""
    from elodesk.printing.output import write_pdf  # Qt, loaded only when a PDF is written

    write_pdf(audit_document(report, lang), path)
