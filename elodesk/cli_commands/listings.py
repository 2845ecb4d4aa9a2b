"""``elodesk players``, ``elodesk events`` and ``elodesk ranking``: the club's lists, as tables or JSON."""

from __future__ import annotations

import argparse

from elodesk.cli_commands.common import EXIT_OK, club_db, output_path, print_json, writing
from elodesk.cli_text import heading, say, table


def cmd_players(args: argparse.Namespace) -> int:
    from elodesk.store.players import list_players

    players = list_players(club_db(args), args.system)
    if args.json:
        print_json([{"id": p.id, "name": p.name, "ratings": {s: r.to_json() for s, r in p.ratings.items()}}
                    for p in players])
        return EXIT_OK
    systems = [args.system] if args.system else sorted({s for p in players for s in p.ratings})
    headers = [heading("id", args.lang), heading("name", args.lang), heading("club", args.lang), *systems]
    rows = [[p.id, p.name, p.club, *(p.rating_in(s) for s in systems)]
            for p in players]
    print(table(headers, rows))
    return EXIT_OK


def cmd_events(args: argparse.Namespace) -> int:
    from elodesk.store.events import list_events

    events = list_events(club_db(args))
    if args.json:
        print_json(events)
        return EXIT_OK
    keys = ("id", "name", "system", "start", "end", "players", "games")
    print(table([heading(k, args.lang) for k in keys], [[getattr(e, k) for k in keys] for e in events]))
    return EXIT_OK


def cmd_ranking(args: argparse.Namespace) -> int:
    from elodesk.cli_commands.selection import list_mode
    from elodesk.core.systems import get_system
    from elodesk.reports.rankings import ranking

    option, target = ("--csv", args.csv) if args.csv else ("--xlsx", args.xlsx)
    path = output_path(option, target) if target else None
    rows = ranking(club_db(args), args.system, mode=list_mode(args))
    rated = get_system(args.system)
    keys = ["rank", "name", "club", "rating", "games", "change"] + (
        ["grade"] if rated.grades else ["inactive"] if rated.flags_inactive else [])
    if args.json:
        print_json([r.to_json() for r in rows])
        return EXIT_OK
    flag = heading("flag_inactive", args.lang)  # Std 7.2.2: the word FIDE's lists mark with i
    values = [[(flag if r.inactive else "") if k == "inactive" else getattr(r, "player_id" if k == "id" else k)
               for k in keys] for r in rows]
    headers = [heading(k, args.lang) for k in keys]
    if path is not None:
        from elodesk.formats.table_export import write

        with writing(path):
            write(path, f"{args.system}", headers, values)
        print(say("written", args.lang, file=target))
        return EXIT_OK
    print(table(headers, values))
    return EXIT_OK
