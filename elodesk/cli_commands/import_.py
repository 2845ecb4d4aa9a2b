"""``elodesk import FILE``: a result file, a rating list or a sheet into the club database."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from elodesk.cli_commands.common import EXIT_OK, club_db, print_json
from elodesk.cli_text import say

if TYPE_CHECKING:
    from elodesk.store.import_writer import ImportReport

IMPORT_LINES = 20  # players and warnings listed after an import without --verbose


def _progress_printer() -> Callable[[int, int], None]:
    """Progress on standard error for long reads (a FIDE list), at most every whole percent."""
    last = [-1]

    def report(done: int, total: int) -> None:
        percent = 100 * done // total if total else 100
        if percent != last[0] and sys.stderr.isatty():
            last[0] = percent
            sys.stderr.write(f"\r{percent:3d} %")
            sys.stderr.flush()

    return report


def cmd_import(args: argparse.Namespace) -> int:
    from elodesk.catalogue import describe_notice
    from elodesk.core.systems import BLITZ, RAPID, get_system
    from elodesk.store.importer import import_file

    db = club_db(args, create=True)
    federations = {code.upper() for code in args.federation} if args.federation else None
    progress = None if args.json else _progress_printer()
    report = import_file(db, Path(args.file), fmt=args.format, system=args.system, dry_run=args.dry_run,
                         federations=federations, progress=progress, rate=args.rate)
    if args.json:
        print_json(report.to_json())
        return EXIT_OK
    data = report.to_json()
    if report.event_id is None and not report.dry_run:
        print(say("list_import_done", args.lang, file=report.file, format=report.format,
                  players=len(report.players), ratings_set=report.ratings_set))
    else:
        print(say("import_dry" if report.dry_run else "import_done", args.lang, **data))
        if report.system_reason:
            print(say(f"import_system_{report.system_reason}", args.lang, system=report.system,
                      federation=report.federation))
        if report.claims:
            print(rated_by(report, args.lang))
        rates = get_system(report.system).rates if report.system else ()
        if report.rate in (RAPID, BLITZ) and report.rate not in rates:  # its system rates standard games only
            print(say(f"import_{report.rate}", args.lang, system=report.system))
    lines = []
    for match in report.players:
        if match.how == "new":
            lines.append(say("match_new", args.lang, name=match.name))
        elif match.how == "name":
            lines.append(say("match_name", args.lang, name=match.name, id=match.player_id))
        elif match.filled:
            lines.append(say("match_filled", args.lang, name=match.name, fields=", ".join(match.filled)))
    lines += [say("warning", args.lang, text=describe_notice(n, args.lang)) for n in report.warnings]
    shown = lines if args.verbose else lines[:IMPORT_LINES]
    print("\n".join(shown))
    if len(shown) < len(lines):
        print(say("more_lines", args.lang, count=len(lines) - len(shown)))
    return EXIT_OK


def rated_by(report: ImportReport, lang: str) -> str:
    """'Rated by: French Elo (FFE) (the tournament's federation is FRA), FIDE rating (a FIDE tournament report).'"""
    from elodesk.core.systems import system_name

    return say("rated_by", lang, systems=", ".join(
        say("rated_by_one", lang, system=system_name(c.system, lang),
            reason=say(f"claim_{c.reason}", lang, federation=report.federation or ""))
        for c in report.claims))
