"""``elodesk audit FILE``: a received tournament file checked before it is sent on, writing nothing.

Exit status: 0 when nothing is wrong, 1 when the file breaks a rule, 2 when it cannot be read (the
refusal, naming the file and line, in the user's language). The JSON, the PDF and the verdict are the
window's (``printing.audit_report``).
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

import orjson

from elodesk.catalogue import msg
from elodesk.cli_commands.common import club_db, output_path, writing
from elodesk.printing.audit_report import audit_json, verdict_line
from elodesk.reports.audit.finding import SECTION_TITLES, AuditFinding, AuditReport

TEXT = {
    "header": msg("Cli", "{file} ({format}): {event}, {start} – {end}, {players} players, {rounds} rounds."),
    "round": msg("Cli", "round {round}"),
    "board": msg("Cli", "board {board}"),
    "line": msg("Cli", "line {line}"),
}
MARKS = {"fault": "✗", "note": "!", "ok": "✓"}  # the printed report's
COLON = {"fr": " : "}  # French typography; ": " elsewhere


def _day(value: date | None) -> str:
    return "—" if value is None else f"{value:%d/%m/%Y}"


def finding_line(finding: AuditFinding, lang: str) -> str:
    """'✗ round 3, board 5, line 12 [C.07]: the sentence'."""
    where = [TEXT[key].say(lang, **{key: value}) for key, value in
             (("round", finding.round), ("board", finding.board), ("line", finding.line)) if value is not None]
    head = " ".join([", ".join(where), f"[{finding.article}]" if finding.article else ""]).strip()
    head = f"{head}{COLON.get(lang, ': ')}" if head else ""
    return f"  {MARKS[finding.severity]} {head}{finding.text(lang)}"


def report_text(report: AuditReport, lang: str) -> str:
    """The findings grouped by section, in the report's order, after a line naming the event."""
    lines = [TEXT["header"].say(lang, file=report.file, format=report.format, event=report.event,
                                start=_day(report.start), end=_day(report.end), players=report.players,
                                rounds=report.rounds)]
    for section, title in SECTION_TITLES.items():
        found = [f for f in report.findings if f.section == section]
        if found:
            lines += ["", title.say(lang), *(finding_line(f, lang) for f in found)]
    label, value = verdict_line(report, lang)
    lines += ["", f"{label}{COLON.get(lang, ': ')}{value}"]
    return "\n".join(lines) + "\n"


def cmd_audit(args: argparse.Namespace) -> int:
    """``elodesk audit FILE [--format ID] [--json OUT|-] [--pdf OUT] [--db CLUB]``."""
    from elodesk.reports.audit.report import audit_file

    target = None if args.json in (None, "-") else output_path("--json", args.json)
    pdf = None if args.pdf is None else output_path("--pdf", args.pdf)
    db = club_db(args) if args.db else None  # only read: its FIDE lists and its players' FIDE states
    report = audit_file(Path(args.file), db=db, fmt=args.format)
    if pdf is not None:
        from elodesk.printing.audit_report import write_audit_pdf

        with writing(pdf):
            write_audit_pdf(report, pdf, args.lang)
    if args.json is not None:
        data = orjson.dumps(audit_json(report, args.lang), option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_INDENT_2)
        if target is None:
            sys.stdout.buffer.write(data)
        else:
            with writing(target):
                target.write_bytes(data)
    if target is not None or args.json is None:
        sys.stdout.write(report_text(report, args.lang))
    return report.exit_status()
