"""The command line's sentences: English here, French (the default) and Dutch in the catalogues.

One table, keyed by message; ``say(key, lang, **values)`` fills a template in
the user's language (:mod:`elodesk.catalogue`, context ``Cli``).
"""

from __future__ import annotations

from typing import Any

from elodesk.catalogue import Message, msg

MESSAGES: dict[str, Message] = {
    "demo_done": msg("Cli", "Demo club created in {db}: {players} players, {events} events, {chess_games} chess "
                            "games, {battles} battles, {diplomacy_games} Diplomacy games."),
    "demo_ready": msg("Cli", "The demo club is already in {db}."),
    "import_done": msg("Cli", '{file} ({format}, {system}) imported: event {event_id} "{event_name}", {games} games, '
                              "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} created."),
    "import_dry": msg("Cli", "Dry run, nothing written. {file} ({format}, {system}) would give: {games} games, "
                             "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} to create."),
    "import_rapid": msg("Cli", "Rapid event: its players are at their rapid rating; {system} rates standard games "
                               "only."),
    "import_blitz": msg("Cli", "Blitz event: its players are at their blitz rating; {system} rates standard games "
                               "only."),
    "import_system_belgian-file": msg("Cli", "System {system}: a Belgian submission file."),
    "import_system_national-federation": msg("Cli", "System {system}: the tournament's federation is {federation}."),
    "import_system_other-federation": msg("Cli", "System {system}: the tournament's federation is {federation}, "
                                                 "neither Belgium nor France, so FIDE rates it (--system to choose "
                                                 "another)."),
    "import_system_papi-file": msg("Cli", "System {system}: a Papi file naming no federation (the FFE's program)."),
    "import_system_club-default": msg("Cli", "System {system}: the file names no federation; the club's default."),
    "import_system_chosen": msg("Cli", "System {system}: chosen by you (--system)."),
    "import_system_national-ratings": msg("Cli", "System {system}: the file names no federation; its players "
                                                 "carry that federation's ratings."),
    "import_system_players-federation": msg("Cli", "System {system}: the file names no federation; most of its "
                                                   "players are of {federation}."),
    "list_import_done": msg("Cli", "{file} ({format}) imported: {players} players, {ratings_set} ratings updated."),
    "match_new": msg("Cli", "  new: {name}"),
    "match_filled": msg("Cli", "  filled in: {name} ({fields})"),
    "match_name": msg("Cli", "  matched by name only: {name} → player {id}"),
    "warning": msg("Cli", "  warning: {text}"),
    "more_lines": msg("Cli", "  … and {count} more lines (--verbose to see them all)"),
    "applied": msg("Cli", "Applied: {what} (run {run}); {players} players' ratings changed, {states} players' "
                          "records written. Backup taken first: {backup}."),
    "undone": msg("Cli", "Undone: {what} (run {run}); {players} players' ratings restored, {states} players' records "
                         "restored."),
    "undo_kept": msg("Cli", "Players whose record changed since this run (a list imported, a record edited) "
                            "keep it as it is: {count}."),
    "preview_header": msg("Cli", "Preview {what} — nothing written. Players: {count}."),
    "written": msg("Cli", "Written: {file}"),
    "event_edited": msg("Cli", 'Event {event} "{name}" changed: {changes}.'),
    "event_change": msg("Cli", "{field}: {before} → {after}"),
    "event_unchanged": msg("Cli", 'Event {event} "{name}": nothing to change.'),
    "event_deleted": msg("Cli", 'Event {event} "{name}" deleted with {players} entries and {games} games; the '
                                "players stay in the club. Backup taken first: {backup}."),
    "screenshots": msg("Cli", "{count} pictures written to {folder}."),
    "check_ok": msg("Cli", "No problem found."),
    "check_count": msg("Cli", "{count} point(s) to look at:"),
    # the run a command names, as a title ("Elo belge (FRBE), 01/07/2025 – 31/12/2025")
    "run_period": msg("Cli", "{system}, {start} – {end}"),
    "run_event": msg("Cli", "{system}, event {event} \"{name}\""),
    "run_inactivity": msg("Cli", "{system}, year-end inactivity {year}"),
    "run_uplift": msg("Cli", "{system}, 2024 uplift"),
    "tiebreak_edition": msg("Cli", "Tie-breaks by FIDE's regulations (C.07), {edition} edition:"),
    "tiebreak_not_allowed": msg("Cli", "{tiebreak} left out: the {edition} edition does not allow Buchholz in a "
                                       "round robin."),
    # the systems that rate an imported event, each with why ("Rated by: Elo français (FFE) (…), Elo FIDE (…).")
    "rated_by": msg("Cli", "Rated by: {systems}."),
    "rated_by_one": msg("Cli", "{system} ({reason})"),
    "claim_belgian-file": msg("Cli", "a Belgian submission file"),
    "claim_national-federation": msg("Cli", "the tournament's federation is {federation}"),
    "claim_other-federation": msg("Cli", "the tournament's federation is {federation}"),
    "claim_papi-file": msg("Cli", "a Papi file, the French federation's program"),
    "claim_club-default": msg("Cli", "the club's default chess system"),
    "claim_chosen": msg("Cli", "your choice"),
    "claim_fide-file": msg("Cli", "a FIDE tournament report"),
    "claim_papi-fide": msg("Cli", "Papi: players with a FIDE rating"),
    "claim_national-ratings": msg("Cli", "the players carry its ratings"),
    "claim_players-federation": msg("Cli", "most players are of {federation}"),
}

# Column headings of the human tables.
HEADINGS: dict[str, Message] = {
    "id": msg("Cli", "id"),
    "name": msg("Cli", "name"),
    "club": msg("Cli", "club"),
    "rank": msg("Cli", "rank"),
    "rating": msg("Cli", "rating"),
    "games": msg("Cli", "games"),
    "change": msg("Cli", "change"),
    "grade": msg("Cli", "grade"),
    "old": msg("Cli", "old"),
    "new": msg("Cli", "new"),
    "status": msg("Cli", "status"),
    "system": msg("Cli", "system"),
    "rated_by": msg("Cli", "rated by"),
    "start": msg("Cli", "start"),
    "end": msg("Cli", "end"),
    "players": msg("Cli", "players"),
    "place": msg("Cli", "place"),
    "arbiter": msg("Cli", "arbiter"),
    "rounds": msg("Cli", "rounds"),
    "rate": msg("Cli", "rate"),
    "inactive": msg("Cli", "activity"),
    "flag_inactive": msg("Cli", "inactive"),
}


def say(key: str, lang: str, **values: Any) -> str:
    return MESSAGES[key].say(lang, **values)


def heading(key: str, lang: str) -> str:
    return HEADINGS[key].say(lang)


def table(headers: list[str], rows: list[list[Any]]) -> str:
    """A plain text table with aligned columns (numbers to the right)."""
    cells = [[("—" if v is None else str(v)) for v in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    numeric = [all(isinstance(row[i], int | float) or row[i] is None for row in rows) and rows
               for i in range(len(headers))]

    def line(values: list[str]) -> str:
        return "  ".join(v.rjust(w) if num else v.ljust(w)
                         for v, w, num in zip(values, widths, numeric, strict=True)).rstrip()

    return "\n".join([line(headers), line(["-" * w for w in widths]), *(line(r) for r in cells)])
