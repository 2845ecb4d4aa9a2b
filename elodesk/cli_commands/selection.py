"""The run a command names (preview, apply, export, check): its options checked into a ``RunScope``."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from elodesk.cli_commands.common import UsageError

if TYPE_CHECKING:
    from elodesk.store.db import Database
    from elodesk.store.runs import RunScope


def selection(args: argparse.Namespace) -> RunScope:
    """The run a command names: --from/--to, --month, --event, --inactivity or --uplift (and a FIDE --rate)."""
    from elodesk.core.systems import get_system
    from elodesk.store.runs import EVENT, INACTIVITY, PERIOD, UPLIFT, RunScope, month_period

    rated = get_system(args.system)
    by_rate = rated.per_rate  # one list per rate (FIDE's three): a run rates one of them
    rate = args.rate if by_rate else None
    if by_rate and rate is None and not args.event:  # an event is rated on its own rate's list
        raise UsageError("--rate: a FIDE run rates one list (standard, rapid or blitz)")
    if args.rate is not None and rate is None:
        raise UsageError("--rate: only FIDE runs have a rate (--system fide)")
    if args.month is not None:
        if args.start or args.end:
            raise UsageError("--month: give either --month or --from/--to")
        args.start, args.end = month_period(*args.month)
    chosen = [name for name, value in (("--from/--to", args.start or args.end), ("--event", args.event),
                                       ("--inactivity", getattr(args, "inactivity", None)),
                                       ("--uplift", getattr(args, "uplift", False))) if value]
    if len(chosen) != 1 and hasattr(args, "uplift"):
        raise UsageError("elodesk {command}: give exactly one of --from/--to, --event, --inactivity, --uplift",
                         command=args.command)
    if len(chosen) != 1:
        raise UsageError("elodesk {command}: give exactly one of --from/--to, --event", command=args.command)
    if args.event:
        return RunScope(args.system, event_id=args.event, kind=EVENT, rate=rate)
    if getattr(args, "inactivity", None):
        if not rated.year_end_inactivity:
            raise UsageError("--inactivity: the year-end penalty is a Bataille Empire rule (--system bataille-empire)")
        return RunScope(args.system, kind=INACTIVITY, year=args.inactivity)
    if getattr(args, "uplift", False):
        if not rated.uplift:
            raise UsageError("--uplift: the 2024 uplift is a Belgian and a FIDE rule (--system frbe or fide)")
        return RunScope(args.system, kind=UPLIFT, rate=rate)
    if not (args.start and args.end):
        raise UsageError("elodesk {command}: --from and --to go together", command=args.command)
    if args.end < args.start:
        raise UsageError("--to: the period ends ({end}) before it starts ({start})", end=args.end, start=args.start)
    return RunScope(args.system, args.start, args.end, kind=PERIOD, rate=rate)


def list_mode(args: argparse.Namespace) -> str:
    """The list a ranking names: FIDE's by --rate (or --mode), a mode of a system rating modes (Diplomacy's) by
    --mode; a mode that system does not rate is refused (its list was empty and its sheet failed)."""
    from elodesk.core.systems import get_system

    mode: str = args.rate or args.mode
    modes = get_system(args.system).role_modes if args.system else ()
    if modes and mode not in modes:
        raise UsageError("{option} {mode}: {system} ranks by mode: {modes}", option="--rate" if args.rate else "--mode",
                         mode=mode, system=args.system, modes=", ".join(modes))
    return mode


def title(db: Database, sel: RunScope, lang: str) -> str:
    """The run in the user's words: 'Elo belge (FRBE), 01/07/2025 – 31/12/2025', 'Bataille Empire, tournoi 12
    « Manifestation 2024-4 »' (never the stored summary's 'frbe 2025-07-01 – 2025-12-31')."""
    from elodesk.catalogue import RATE_WORDS
    from elodesk.cli_text import say
    from elodesk.core.systems import system_name
    from elodesk.reports.numbers import short_date
    from elodesk.store.games import get_event
    from elodesk.store.runs import EVENT, INACTIVITY, UPLIFT

    system = system_name(sel.system, lang)
    if sel.rate:
        system = f"{system} {RATE_WORDS[sel.rate].say(lang) if sel.rate in RATE_WORDS else sel.rate}"
    if sel.kind == EVENT:
        event = get_event(db, sel.event_id) if sel.event_id is not None else None
        return say("run_event", lang, system=system, event=sel.event_id, name=event.name if event else "?")
    if sel.kind == INACTIVITY:
        return say("run_inactivity", lang, system=system, year=sel.year)
    if sel.kind == UPLIFT:
        return say("run_uplift", lang, system=system)
    return say("run_period", lang, system=system, start=short_date(sel.start), end=short_date(sel.end))
