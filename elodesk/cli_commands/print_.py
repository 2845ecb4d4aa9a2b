"""``elodesk print SHEET --pdf FILE``: a printed sheet as a PDF file, and ``elodesk template``: a blank result sheet."""

from __future__ import annotations

import argparse

from elodesk.cli_commands.common import EXIT_OK, UsageError, club_db, output_path, writing
from elodesk.cli_text import say

NEEDS = {"ranking": ("--system",), "standings": ("--event",), "card": ("--player",),
         "pairings": ("--event", "--round"), "slips": ("--event", "--round"), "fide-report": ("--event",)}


def cmd_print(args: argparse.Namespace) -> int:
    """A printed sheet as a PDF file, laid out as the application prints it."""
    from elodesk.cli_commands.selection import list_mode
    from elodesk.printing import build_sheet

    for option in NEEDS.get(args.sheet, ()):
        if getattr(args, option[2:]) is None:
            raise UsageError("elodesk print {sheet}: {option} is required", sheet=args.sheet, option=option)
    mode = list_mode(args)
    target = output_path("--pdf", args.pdf)
    try:
        document = build_sheet(club_db(args), args.sheet, system=args.system, mode=mode,
                               event_id=args.event, player_id=args.player, club=args.club, category=args.category,
                               active_only=args.active, lang=args.lang, round_no=args.round)
        from elodesk.printing.output import write_pdf

        write_pdf(document, target)
    except OSError as exc:
        raise UsageError("elodesk print {sheet}: {reason}", sheet=args.sheet, reason=str(exc)) from None
    print(say("written", args.lang, file=args.pdf))
    return EXIT_OK


def cmd_template(args: argparse.Namespace) -> int:
    """A blank result sheet of a system rated by event, written by the module that reads its filled ones."""
    from importlib import import_module

    from elodesk.formats.registry import PLAYERS, REGISTRY

    sheet = next(f for f in REGISTRY if f.system == args.kind and f.yields != PLAYERS)
    write_template = import_module(f"elodesk.formats.{sheet.module}").write_template
    if not args.file.lower().endswith(".xlsx"):
        raise UsageError("{file}: a template is an Excel workbook, expected a name ending in .xlsx", file=args.file)
    target = output_path("elodesk template", args.file)
    with writing(target):
        write_template(target)
    print(say("written", args.lang, file=args.file))
    return EXIT_OK
