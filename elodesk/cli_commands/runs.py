"""``elodesk preview``, ``apply`` and ``undo``: a period or event's run, shown, applied or reverted."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from elodesk.cli_commands.common import EXIT_OK, UsageError, club_db, print_json
from elodesk.cli_commands.selection import selection, title
from elodesk.cli_text import heading, say, table
from elodesk.printing.text import status_text

if TYPE_CHECKING:
    from elodesk.store.runs import Preview


def _print_run(result: Preview, player: str | None, lang: str, what: str, names: dict[str, str]) -> None:
    """A run's players with their names, and the games each has in the run (the engines' ``games``
    is the career count); with ``player``, his explanation, opponents named."""
    from elodesk.core.systems import get_system
    from elodesk.reports.explanations import reading_order, render, with_names
    from elodesk.reports.phrases.frbe import rules_line

    out = result.output
    players = out["players"]
    if player is not None:
        players = [p for p in players if p["id"] == player]
        if not players:
            raise UsageError('--player: no player "{player}" in this run', player=player)
    print(say("preview_header", lang, what=what, count=len(players)))
    if "edition" in out:
        print(f"  {rules_line({**out, 'period': result.period}, lang)}")
    played = result.period_games
    modes = sorted(get_system(out["system"]).role_modes)  # Diplomacy: each mode's global Elo (blitz, classic)
    if modes:
        rows = [[p["id"], names.get(p["id"], ""),
                 *(round(value, 1) if (value := p.get("global", {}).get(mode)) else None for mode in modes),
                 played.get(p["id"], 0), status_text(p["status"], lang)] for p in players]
        print(table([heading("id", lang), heading("name", lang), *modes, heading("games", lang),
                     heading("status", lang)], rows))
    else:
        rows = [[p["id"], names.get(p["id"], ""), p.get("old_rating"), p.get("rating"), p.get("change"),
                 played.get(p["id"], 0), status_text(p["status"], lang)] for p in players]
        print(table([heading(k, lang) for k in ("id", "name", "old", "new", "change", "games", "status")], rows))
    if player is not None:
        for record in reading_order(players[0]["explanation"]):
            print(f"  {render(with_names(record, names), lang)}")


def cmd_preview(args: argparse.Namespace) -> int:
    from elodesk.store.run_document import names_by_contract_id
    from elodesk.store.runs import previewed

    sel = selection(args)
    db = club_db(args)
    result = previewed(db, sel)
    out = result.output
    if args.json:
        if args.player is not None:
            out = {**out, "players": [p for p in out["players"] if p["id"] == args.player]}
        print_json(out)
    else:
        from elodesk.reports.explanations import named_players

        ids = {row.player_id for row in result.players}
        ids |= named_players(r for p in out["players"] for r in p.get("explanation", []))
        names = names_by_contract_id(db, ids)
        _print_run(result, args.player, args.lang, title(db, sel, args.lang), names)
        from elodesk.reports.fide_notices import fide_notices

        for line in fide_notices(db, sel, result.missing_lists, args.lang):
            print(line)
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    from elodesk.store.runs import apply, run_counts

    db = club_db(args)
    sel = selection(args)
    run = apply(db, sel)
    backup = db.execute("SELECT backup FROM runs WHERE id = ?", [run]).fetchone()[0]
    counts = run_counts(db, run)
    print(say("applied", args.lang, what=title(db, sel, args.lang), run=run, players=counts.ratings_changed,
              states=counts.states_changed, backup=backup))
    return EXIT_OK


def cmd_undo(args: argparse.Namespace) -> int:
    from elodesk.store.runs import last_run, undo

    db = club_db(args)
    last = last_run(db, args.system)
    what = title(db, last.selection(), args.lang) if last is not None else ""  # read before the run is gone
    done = undo(db, args.system)
    print(say("undone", args.lang, what=what, run=done.run, players=done.counts.ratings_changed,
              states=done.counts.states_changed))
    if done.kept:
        print(say("undo_kept", args.lang, count=done.kept))
    return EXIT_OK
