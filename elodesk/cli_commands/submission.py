"""``elodesk export`` and ``elodesk check``: a period or event's file for the federation, and its look-over."""

from __future__ import annotations

import argparse

from elodesk.cli_commands.common import EXIT_OK, UsageError, club_db, output_path, print_json, writing
from elodesk.cli_commands.selection import selection
from elodesk.cli_text import say


def cmd_export(args: argparse.Namespace) -> int:
    """Any chess event as FIDE's report (TRF-16, or TRF-2026 with its tie-break list) or the Belgian file."""
    from elodesk.core.systems import CHESS_SYSTEMS
    from elodesk.reports.submission import BELGIAN_FILE, FIDE_TRF16, FIDE_TRF2026, write_submission

    if args.system not in CHESS_SYSTEMS:
        raise UsageError("--system: files for submission exist for the chess systems only")
    kind = BELGIAN_FILE if args.format == "frbe-trf" else FIDE_TRF2026 if args.trf == "2026" else FIDE_TRF16
    target = output_path("--output", args.output)
    with writing(target):
        write_submission(club_db(args), selection(args), target, kind)
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
