"""``elodesk event edit|delete ID`` and ``elodesk tiebreaks --event ID``: one event's fields and tie-breaks."""

from __future__ import annotations

import argparse
from datetime import date

from elodesk.cli_commands.common import EXIT_OK, UsageError, club_db, shown
from elodesk.cli_text import heading, say

EVENT_OPTIONS = ("name", "place", "start", "end", "arbiter", "rounds", "rate", "system")  # elodesk event edit


def cmd_event(args: argparse.Namespace) -> int:
    """``elodesk event edit ID …`` and ``elodesk event delete ID``: a refusal (a rated event) exits 2."""
    from dataclasses import asdict

    from elodesk.store.backups import backup
    from elodesk.store.db import write
    from elodesk.store.event_edits import check_not_rated, delete_event, edit_event, event_fields
    from elodesk.store.event_systems import event_systems

    db = club_db(args)
    if args.action == "delete":
        name = event_fields(db, args.id).name
        check_not_rated(db, args.id)  # no backup for a refusal
        with write(db, "delete event"):  # the copy is kept only if the event goes
            copy = backup(db, "before-event-delete")
            deleted = delete_event(db, args.id)
        games = sum(deleted.count(t) for t in ("chess_games", "battles", "diplomacy_games"))
        print(say("event_deleted", args.lang, event=args.id, name=name, players=deleted.count("event_players"),
                  games=games, backup=copy))
        return EXIT_OK
    changes = {k: getattr(args, k) for k in EVENT_OPTIONS if getattr(args, k) is not None}
    if not changes and args.rated_by is None:
        raise UsageError("elodesk event edit: give at least one of {options}",
                         options=", ".join(f"--{k}" for k in (*EVENT_OPTIONS, "rated-by")))
    changes.update({k: v.isoformat() for k, v in changes.items() if isinstance(v, date)})
    systems = None if args.rated_by is None else [s.strip() for s in args.rated_by.split(",") if s.strip()]
    rated_before = event_systems(db, args.id)
    before = asdict(edit_event(db, args.id, systems=systems, **changes))
    after = asdict(event_fields(db, args.id))
    changed = [say("event_change", args.lang, field=heading(k, args.lang), before=shown(before[k]),
                   after=shown(after[k])) for k in EVENT_OPTIONS if before[k] != after[k]]
    rated_after = event_systems(db, args.id)
    if rated_after[1:] != rated_before[1:]:  # the main system's change is said above
        changed.append(say("event_change", args.lang, field=heading("rated_by", args.lang),
                           before=", ".join(rated_before), after=", ".join(rated_after)))
    if not changed:
        print(say("event_unchanged", args.lang, event=args.id, name=after["name"]))
        return EXIT_OK
    print(say("event_edited", args.lang, event=args.id, name=after["name"], changes=", ".join(changed)))
    return EXIT_OK


def cmd_tiebreaks(args: argparse.Namespace) -> int:
    """Show an event's tie-breaks (its own, or the usual ones of its kind) and the edition of C.07 in
    use, or choose them; ``--json``: every player's rank, points and values."""
    import orjson

    from elodesk.reports.event_tiebreaks import tiebreak_setup, tiebreaks_document
    from elodesk.reports.phrases.tiebreaks import NAMES
    from elodesk.reports.tiebreaks import parse_tiebreaks
    from elodesk.store.event_tiebreaks import KEEP, set_event_tiebreaks

    db = club_db(args)
    if args.chosen is not None or args.edition is not None:
        chosen = tiebreak_setup(db, args.event).tiebreaks
        if args.chosen is not None:
            try:
                chosen = parse_tiebreaks(args.chosen)
            except ValueError as exc:
                raise UsageError("--set: {reason}", reason=str(exc)) from None
        edition = KEEP if args.edition is None else None if args.edition == "date" else args.edition
        set_event_tiebreaks(db, args.event, chosen, edition)
    document = tiebreaks_document(db, args.event)
    if args.json:
        print(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode())
        return EXIT_OK
    print(say("tiebreak_edition", args.lang, edition=document["edition"]))
    for name in document["tiebreaks"]:
        print(f"{name:6} {NAMES[name][args.lang]}")
    for name in document["not_allowed"]:
        print(say("tiebreak_not_allowed", args.lang, tiebreak=name, edition=document["edition"]))
    return EXIT_OK
