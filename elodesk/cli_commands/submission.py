"""``elodesk export`` and ``elodesk check``: a period or event's file for the federation, and its look-over."""

from __future__ import annotations

import argparse

from elodesk.cli_commands.common import EXIT_OK, UsageError, club_db, output_path, print_json, writing
from elodesk.cli_commands.selection import selection
from elodesk.cli_text import say


def cmd_export(args: argparse.Namespace) -> int:
    from elodesk.formats import trf
    from elodesk.store.events import export_event

    if args.system not in ("frbe", "frbe-classic", "ffe"):
        raise UsageError("--system: files for submission exist for the chess systems only")
    target = output_path("--output", args.output)
    event = export_event(club_db(args), selection(args))
    writer = trf.write_frbe if args.format == "frbe-trf" else trf.write_fide
    with writing(target):
        writer(event, target)
    print(say("written", args.lang, file=args.output))
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    from elodesk.reports.checks import run_checks

    findings = run_checks(club_db(args), selection(args))
    if args.json:
        print_json([f.to_json() for f in findings])
        return EXIT_OK
    if not findings:
        print(say("check_ok", args.lang))
        return EXIT_OK
    print(say("check_count", args.lang, count=len(findings)))
    for f in findings:
        print("  " + f.text(args.lang))
    return EXIT_OK
