"""The command line: ``elodesk compute`` and, later, the club database commands.

Exit status: 0 on success, 2 on bad input or usage (one clear line on standard
error, nothing on standard output), 1 on an internal error.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import orjson

from elodesk import __version__
from elodesk.cli_text import heading, say, status_text, table
from elodesk.core.systems import CLUB_SYSTEMS, RATES
from elodesk.formats import FORMATS

if TYPE_CHECKING:
    from elodesk.core.contract.common import Output

DATABASE_EXTENSION = ".elodesk"
EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad command-line usage or bad input file: printed as one line, exit 2.

    As for StoreError, ``template`` is an English sentence with ``{name}`` placeholders filled from
    ``params``: the user reads it in his language (the catalogues' Errors context).
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError("{prog}: {message}", prog=self.prog, message=message)  # argparse's own words


def _read_input(source: str) -> bytes:
    if source == "-":
        return sys.stdin.buffer.read()
    try:
        with open(source, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        raise UsageError("{file}: no such file", file=source) from None
    except IsADirectoryError:
        raise UsageError("{file}: is a directory, expected a JSON file", file=source) from None
    except PermissionError:
        raise UsageError("{file}: permission denied", file=source) from None


def _load_document(source: str) -> Any:
    data = _read_input(source)
    name = "standard input" if source == "-" else source
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UsageError("{file}: not valid JSON: {reason}", file=name, reason=str(exc)) from None


def _shown(value: Any) -> str:
    return "—" if value is None else str(value)


def _print_explanations(output: Output, player: str | None, lang: str) -> None:
    from elodesk.reports.explanations import render

    found = False
    out = sys.stdout
    for p in output.players:
        if player is not None and p["id"] != player:
            continue
        found = True
        records = orjson.loads(orjson.dumps(p.get("explanation", [])))
        if "rating" in p:
            lines = [f"{p['id']}: {_shown(p.get('old_rating'))} → {_shown(p['rating'])} ({p['status']})"]
        else:  # Diplomacy: one rating per mode and country, no single figure
            lines = [f"{p['id']} ({p['status']})"]
        lines.extend(f"  {render(r, lang)}" for r in records)
        out.write("\n".join(lines) + "\n")
    if player is not None and not found:
        raise UsageError('--player: no player "{player}" in the input', player=player)


WRITTEN_AT_ONCE = 1 << 20  # bytes of output gathered before each write


def _json_text(record: Any) -> orjson.Fragment:
    """A record's JSON, made while it is fresh in memory, written as it is with its player.

    Copied to a bytes object of its own size: what ``orjson.dumps`` returns keeps its
    working buffer's memory (4 KiB a record, 2.4 GB for a season of battles).
    """
    return orjson.Fragment(memoryview(orjson.dumps(record)).tobytes())


def _write_output(output: Output) -> None:
    """The output document as one line of JSON, written a player at a time as each is rated.

    The same bytes as ``orjson.dumps`` of the whole document, without ever holding it: a
    federation period's output is four times its input.
    """
    head = orjson.dumps(output.head)
    chunks = [head[:-1], b',"players":[']
    size = 0
    separator = b""
    write = sys.stdout.buffer.write
    for player in output.players:
        chunks.append(separator)
        text = orjson.dumps(player)
        chunks.append(text)
        separator = b","
        size += len(text)
        if size >= WRITTEN_AT_ONCE:
            write(b"".join(chunks))
            chunks.clear()
            size = 0
    chunks.append(b"]}\n")
    write(b"".join(chunks))


def cmd_compute(args: argparse.Namespace) -> int:
    from elodesk.core.contract import stream_document
    from elodesk.core.contract.common import check_depth

    # A computation makes hundreds of thousands of small objects and none of them
    # cycles: the collector's passes over them would cost a third of the run.
    gc.disable()
    doc = _load_document(args.file)
    # the document is written back: deeper than the JSON writer goes is refused here (InputError, as
    # any other refusal of the input: main prints it)
    check_depth(doc, skip=("games",))
    output = stream_document(doc, keep=_json_text)
    if args.explain:
        _print_explanations(output, args.player, args.lang)
    else:
        _write_output(output)
    if args.whole_process:
        _end_process(EXIT_OK)
    return EXIT_OK


def _end_process(status: int) -> NoReturn:
    """End the process now, its output flushed, without freeing its objects one by one.

    A computation holds the parsed document and the engine's state, hundreds of thousands
    of objects: the interpreter's teardown freed each of them, a sixth of a Bataille Empire
    run (py-spy), where the operating system takes the memory back at once.
    """
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


def _db(args: argparse.Namespace) -> Any:
    from elodesk.store.db import default_path, open_db

    return open_db(args.db or default_path())


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a date YYYY-MM-DD, got {text!r}") from None


def _month(text: str) -> tuple[int, int]:
    try:
        day = date.fromisoformat(f"{text}-01")
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a month YYYY-MM, got {text!r}") from None
    return day.year, day.month


def _print_json(data: Any) -> None:
    sys.stdout.buffer.write(orjson.dumps(data, option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_INDENT_2))


def _selection(args: argparse.Namespace) -> Any:
    """The run a command names: --from/--to, --month, --event, --inactivity or --uplift (and a FIDE --rate)."""
    from elodesk.store.runs import EVENT, INACTIVITY, PERIOD, UPLIFT, Selection, month_period

    rate = args.rate if args.system == "fide" else None
    if args.system == "fide" and rate is None and not args.event:  # an event is rated on its own rate's list
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
        return Selection(args.system, event_id=args.event, kind=EVENT, rate=rate)
    if getattr(args, "inactivity", None):
        if args.system != "bataille-empire":
            raise UsageError("--inactivity: the year-end penalty is a Bataille Empire rule (--system bataille-empire)")
        return Selection(args.system, kind=INACTIVITY, year=args.inactivity)
    if getattr(args, "uplift", False):
        if args.system not in ("frbe", "fide"):
            raise UsageError("--uplift: the 2024 uplift is a Belgian and a FIDE rule (--system frbe or fide)")
        return Selection(args.system, kind=UPLIFT, rate=rate)
    if not (args.start and args.end):
        raise UsageError("elodesk {command}: --from and --to go together", command=args.command)
    if args.end < args.start:
        raise UsageError("--to: the period ends ({end}) before it starts ({start})", end=args.end, start=args.start)
    return Selection(args.system, args.start, args.end, kind=PERIOD, rate=rate)


def cmd_demo(args: argparse.Namespace) -> int:
    from elodesk.demo import fill_demo
    from elodesk.store.db import database_path

    db = _db(args)
    counts = fill_demo(db)
    if counts is None:
        print(say("demo_ready", args.lang, db=database_path(db)))
    else:
        print(say("demo_done", args.lang, db=database_path(db), **counts))
    return EXIT_OK


IMPORT_LINES = 20  # players and warnings listed after an import without --verbose


def _progress_printer() -> Any:
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
    from elodesk.store.importer import import_file

    db = _db(args)
    federations = {code.upper() for code in args.federation} if args.federation else None
    progress = None if args.json else _progress_printer()
    report = import_file(db, Path(args.file), fmt=args.format, system=args.system, dry_run=args.dry_run,
                         federations=federations, progress=progress, rate=args.rate)
    if args.json:
        _print_json(report.to_json())
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
        if report.rate in ("rapid", "blitz") and report.system != "fide":
            print(say(f"import_{report.rate}", args.lang, system=report.system))
    lines = []
    for match in report.players:
        if match.how == "new":
            lines.append(say("match_new", args.lang, name=match.name))
        elif match.how == "name":
            lines.append(say("match_name", args.lang, name=match.name, id=match.player_id))
        elif match.filled:
            lines.append(say("match_filled", args.lang, name=match.name, fields=", ".join(match.filled)))
    lines += [say("warning", args.lang, text=text) for text in report.warnings]
    shown = lines if args.verbose else lines[:IMPORT_LINES]
    print("\n".join(shown))
    if len(shown) < len(lines):
        print(say("more_lines", args.lang, count=len(lines) - len(shown)))
    return EXIT_OK


def cmd_players(args: argparse.Namespace) -> int:
    from elodesk.store.players import list_players

    players = list_players(_db(args), args.system)
    if args.json:
        _print_json([{"id": p["id"], "name": p["name"], "ratings": p["ratings"]} for p in players])
        return EXIT_OK
    systems = [args.system] if args.system else sorted({s for p in players for s in p["ratings"]})
    headers = [heading("id", args.lang), heading("name", args.lang), heading("club", args.lang), *systems]
    rows = [[p["id"], p["name"], p["club"], *(p["ratings"].get(s, {}).get("rating") for s in systems)]
            for p in players]
    print(table(headers, rows))
    return EXIT_OK


def cmd_events(args: argparse.Namespace) -> int:
    from elodesk.store.events import list_events

    events = list_events(_db(args))
    if args.json:
        _print_json(events)
        return EXIT_OK
    keys = ("id", "name", "system", "start", "end", "players", "games")
    headers = [heading(k, args.lang) if k in ("id", "name", "system", "start", "end", "players", "games") else k
               for k in keys]
    print(table(headers, [[e[k] for k in keys] for e in events]))
    return EXIT_OK


EVENT_OPTIONS = ("name", "place", "start", "end", "arbiter", "rounds", "rate", "system")  # elodesk event edit


def cmd_event(args: argparse.Namespace) -> int:
    """``elodesk event edit ID …`` and ``elodesk event delete ID``: a refusal (a rated event) exits 2."""
    from dataclasses import asdict

    from elodesk.store.db import backup
    from elodesk.store.event_edits import check_not_rated, delete_event, edit_event, event_fields

    db = _db(args)
    if args.action == "delete":
        name = event_fields(db, args.id).name
        check_not_rated(db, args.id)  # no backup for a refusal
        copy = backup(db, "before-event-delete")
        deleted = delete_event(db, args.id)
        games = sum(deleted.count(t) for t in ("chess_games", "battles", "diplomacy_games"))
        print(say("event_deleted", args.lang, event=args.id, name=name, players=deleted.count("event_players"),
                  games=games, backup=copy))
        return EXIT_OK
    changes = {k: getattr(args, k) for k in EVENT_OPTIONS if getattr(args, k) is not None}
    if not changes:
        raise UsageError("elodesk event edit: give at least one of {options}",
                         options=", ".join(f"--{k}" for k in EVENT_OPTIONS))
    changes.update({k: v.isoformat() for k, v in changes.items() if isinstance(v, date)})
    before = asdict(edit_event(db, args.id, **changes))
    after = asdict(event_fields(db, args.id))
    changed = [say("event_change", args.lang, field=heading(k, args.lang), before=_shown(before[k]),
                   after=_shown(after[k])) for k in EVENT_OPTIONS if before[k] != after[k]]
    if not changed:
        print(say("event_unchanged", args.lang, event=args.id, name=after["name"]))
        return EXIT_OK
    print(say("event_edited", args.lang, event=args.id, name=after["name"], changes=", ".join(changed)))
    return EXIT_OK


def _print_run(result: Any, player: str | None, lang: str, what: str, names: dict[str, str]) -> None:
    """A run's players with their names, and the games each has in the run (the engines' ``games``
    is the career count); with ``player``, his explanation, opponents named."""
    from elodesk.reports.explanations import reading_order, render

    out = result.output
    players = out["players"]
    if player is not None:
        players = [p for p in players if p["id"] == player]
        if not players:
            raise UsageError('--player: no player "{player}" in this run', player=player)
    print(say("preview_header", lang, what=what, count=len(players)))
    if "edition" in out:
        edition = {"fr": "édition", "nl": "editie"}.get(lang, "edition")
        print(f"  {edition} {out['edition']} ({out['edition_basis']})")
    played = result.period_games
    if out["system"] == "diplomacy":
        rows = [[p["id"], names.get(p["id"], ""), p.get("global", {}).get("blitz"),
                 p.get("global", {}).get("classic"), played.get(p["id"], 0), status_text(p["status"], lang)]
                for p in players]
        print(table([heading("id", lang), heading("name", lang), "blitz", "classic", heading("games", lang),
                     heading("status", lang)],
                    [[r[0], r[1], round(r[2], 1) if r[2] else None, round(r[3], 1) if r[3] else None, *r[4:]]
                     for r in rows]))
    else:
        rows = [[p["id"], names.get(p["id"], ""), p.get("old_rating"), p.get("rating"), p.get("change"),
                 played.get(p["id"], 0), status_text(p["status"], lang)] for p in players]
        print(table([heading(k, lang) for k in ("id", "name", "old", "new", "change", "games", "status")], rows))
    if player is not None:
        for record in reading_order(players[0]["explanation"]):
            opponent = record.get("opponent")
            named = {**record, "opponent": names[opponent]} if opponent in names else record
            print(f"  {render(named, lang)}")


def cmd_preview(args: argparse.Namespace) -> int:
    from elodesk.store.players import player_names
    from elodesk.store.runs import previewed

    sel = _selection(args)
    db = _db(args)
    result = previewed(db, sel)
    out = result.output
    if args.json:
        if args.player is not None:
            out = {**out, "players": [p for p in out["players"] if p["id"] == args.player]}
        _print_json(out)
    else:
        ids = {int(p["id"]) for p in out["players"]}
        ids |= {int(r["opponent"]) for p in out["players"] for r in p.get("explanation", [])
                if str(r.get("opponent", "")).isdigit()}
        names = {str(pid): name for pid, name in player_names(db, ids).items()}
        _print_run(result, args.player, args.lang, sel.describe(), names)
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    from elodesk.store.runs import apply, run_counts

    db = _db(args)
    sel = _selection(args)
    run = apply(db, sel)
    backup = db.execute("SELECT backup FROM periods WHERE id = ?", [run]).fetchone()[0]
    counts = run_counts(db, run)
    print(say("applied", args.lang, what=sel.describe(), run=run, players=counts.ratings_changed,
              states=counts.states_changed, backup=backup))
    return EXIT_OK


def cmd_undo(args: argparse.Namespace) -> int:
    from elodesk.store.runs import last_run, run_counts, undo

    db = _db(args)
    last = last_run(db, args.system)
    counts = run_counts(db, last["id"]) if last is not None else None
    done = undo(db, args.system)
    assert counts is not None  # undo refused above when there was no run
    print(say("undone", args.lang, what=done["what"], run=done["run"], players=counts.ratings_changed,
              states=counts.states_changed))
    return EXIT_OK


def cmd_tiebreaks(args: argparse.Namespace) -> int:
    """Show an event's tie-breaks (its own, or the usual ones of its kind), or choose them."""
    from elodesk.reports.phrases.tiebreaks import NAMES
    from elodesk.reports.sheet_data import event_sheet
    from elodesk.reports.tiebreaks import parse_tiebreaks
    from elodesk.store.event_tiebreaks import set_event_tiebreaks

    db = _db(args)
    if args.chosen is not None:
        try:
            chosen = parse_tiebreaks(args.chosen)
        except ValueError as exc:
            raise UsageError("--set: {reason}", reason=str(exc)) from None
        set_event_tiebreaks(db, args.event, chosen)
    sheet = event_sheet(db, args.event)
    shown = list(sheet.standings[0].tiebreaks) if getattr(sheet, "standings", None) else []
    for name in shown:
        print(f"{name:6} {NAMES[name][args.lang]}")
    return EXIT_OK


def cmd_ranking(args: argparse.Namespace) -> int:
    from elodesk.reports.rankings import ranking

    rows = ranking(_db(args), args.system, mode=args.mode)
    keys = ["rank", "name", "club", "rating", "games", "change"] + (
        ["grade"] if args.system == "bataille-empire" else [])
    if args.json:
        _print_json([r.to_json() for r in rows])
        return EXIT_OK
    values = [[getattr(r, "player_id" if k == "id" else k) for k in keys] for r in rows]
    headers = [heading(k, args.lang) for k in keys]
    target = args.csv or args.xlsx
    if target:
        from elodesk.formats.table_export import write

        write(Path(target), f"{args.system}", headers, values)
        print(say("written", args.lang, file=target))
        return EXIT_OK
    print(table(headers, values))
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    from elodesk.formats import trf
    from elodesk.store.events import export_event

    if args.system not in ("frbe", "frbe-classic", "ffe"):
        raise UsageError("--system: files for submission exist for the chess systems only")
    event = export_event(_db(args), _selection(args))
    writer = trf.write_frbe if args.format == "frbe-trf" else trf.write_fide
    writer(event, Path(args.output))
    print(say("written", args.lang, file=args.output))
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    from elodesk.reports.checks import CHECK_TEXT, run_checks

    findings = run_checks(_db(args), _selection(args))
    if args.json:
        _print_json([f.to_json() for f in findings])
        return EXIT_OK
    if not findings:
        print(say("check_ok", args.lang))
        return EXIT_OK
    print(say("check_count", args.lang, count=len(findings)))
    for f in findings:
        print("  " + CHECK_TEXT[f.kind][args.lang].format(**f.values))
    return EXIT_OK


def cmd_template(args: argparse.Namespace) -> int:
    if args.kind == "bataille-empire":
        from elodesk.formats.bataille_spreadsheet import write_template
    else:
        from elodesk.formats.diplomacy_spreadsheet import write_template
    if not args.file.lower().endswith(".xlsx"):
        raise UsageError("{file}: a template is an Excel workbook, expected a name ending in .xlsx", file=args.file)
    write_template(Path(args.file))
    print(say("written", args.lang, file=args.file))
    return EXIT_OK


def cmd_print(args: argparse.Namespace) -> int:
    """A printed sheet as a PDF file, laid out as the application prints it."""
    from elodesk.printing import build_sheet

    needs = {"ranking": [("--system", args.system)], "standings": [("--event", args.event)],
             "card": [("--player", args.player)], "pairings": [("--event", args.event), ("--round", args.round)],
             "slips": [("--event", args.event), ("--round", args.round)], "fide-report": [("--event", args.event)]}
    for option, value in needs.get(args.sheet, []):
        if value is None:
            raise UsageError("elodesk print {sheet}: {option} is required", sheet=args.sheet, option=option)
    target = Path(args.pdf)
    if not target.parent.is_dir():
        raise UsageError("--pdf: no such folder {folder}", folder=target.parent)
    try:
        document = build_sheet(_db(args), args.sheet, system=args.system, mode=args.mode, event_id=args.event,
                               player_id=args.player, club=args.club, category=args.category,
                               active_only=args.active, lang=args.lang, round_no=args.round)
        from elodesk.printing.output import write_pdf

        write_pdf(document, target)
    except OSError as exc:
        raise UsageError("elodesk print {sheet}: {reason}", sheet=args.sheet, reason=str(exc)) from None
    print(say("written", args.lang, file=args.pdf))
    return EXIT_OK


def cmd_screenshots(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from elodesk.store.db import default_path
    from elodesk.ui.screenshots import take_screenshots

    written = take_screenshots(Path(args.db) if args.db else default_path(), Path(args.folder), args.window_lang)
    print(say("screenshots", args.lang, count=len(written), folder=args.folder))
    return EXIT_OK


def cmd_pair(args: argparse.Namespace) -> int:
    """``elodesk pair --system dutch|berger INPUT.trf -o OUTPUT``: the next round, as pairing engines write it."""
    from elodesk.catalogue import describe
    from elodesk.pairing import berger, dutch, trf
    from elodesk.pairing.errors import PairingError

    name = "standard input" if args.file == "-" else args.file
    parsed = trf.read(_read_input(args.file), name)
    for warning in parsed.warnings:
        sys.stderr.write(f"{name}: {warning}\n")
    tournament = parsed.tournament
    try:
        if args.system == "dutch":
            pairing = dutch.pair(tournament)
        else:
            pairing = berger.next_round(tournament)
    except PairingError as exc:
        sys.stderr.write(f"{name}: {describe(exc, args.lang)}\n")
        return EXIT_BAD_INPUT
    text = trf.write(pairing)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError("{file}: cannot write ({reason})", file=args.output, reason=exc.strerror) from None
    return EXIT_OK


def _add_selection(parser: argparse.ArgumentParser, *, actions: bool) -> None:
    parser.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    parser.add_argument("--from", dest="start", type=_date, metavar="DATE", help="first day of the period")
    parser.add_argument("--to", dest="end", type=_date, metavar="DATE", help="last day of the period")
    parser.add_argument("--event", type=int, metavar="ID", help="an event's id (elodesk events)")
    parser.add_argument("--month", type=_month, metavar="YYYY-MM", help="a calendar month (a FIDE rating period)")
    parser.add_argument("--rate", choices=RATES, help="fide: the list rated (standard, rapid or blitz)")
    if actions:
        parser.add_argument("--inactivity", type=int, metavar="YEAR",
                            help="Bataille Empire: the 31 December penalty of YEAR")
        parser.add_argument("--uplift", action="store_true",
                            help="frbe: the one-time uplift of 1 April 2024; fide: the increase of 1 March 2024")


def _open_application(args: argparse.Namespace) -> int:
    """``elodesk [--db PATH]``: the desktop application on that database."""
    from elodesk.store.db import default_path

    try:
        from elodesk.ui.app import run
    except ImportError as exc:  # Qt's libraries missing on this machine
        raise UsageError("elodesk: the application cannot start ({reason}); the commands still work, "
                         "see elodesk --help", reason=str(exc)) from None
    return run(Path(args.db) if args.db else default_path(), args.lang)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="elodesk", description="Club ratings: Belgian, French, Bataille Empire, Diplomacy.")
    parser.add_argument("--version", action="version", version=f"elodesk {__version__}")
    parser.add_argument("--db", metavar="PATH", help="the club database (default: in your user data folder)")
    parser.add_argument("--lang", choices=("fr", "en", "nl"), default=None,
                        help="language of the output (fr) and of the application")
    # --db and --lang may also follow the command; given there, they win.
    common = _Parser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    common.add_argument("--lang", choices=("fr", "en", "nl"), default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=help, parents=[common])

    compute = command("compute", help="run one rating computation on a JSON document (ENGINE.md)")
    compute.add_argument("file", help="the input document, or - for standard input")
    compute.add_argument("--explain", action="store_true",
                         help="print each player's explanation as sentences instead of JSON")
    compute.add_argument("--player", help="with --explain: only this player id")
    compute.set_defaults(handler=cmd_compute)

    command("demo", help="fill a new database with the demo club").set_defaults(handler=cmd_demo)

    imp = command("import", help="import a result file, a rating list or a sheet")
    imp.add_argument("file")
    imp.add_argument("--format", choices=FORMATS, help="the file's format (recognised from its content)")
    imp.add_argument("--system", choices=CLUB_SYSTEMS, help="the rating system (recognised from the file)")
    imp.add_argument("--rate", choices=("standard", "rapid", "blitz"),
                     help="a chess event's rate, and so the rating each player is listed at (read from the file)")
    imp.add_argument("--dry-run", action="store_true", help="show what would be created and changed")
    imp.add_argument("--federation", action="append", metavar="CODE",
                     help="FIDE list: add the players of this federation (default: update the club's players)")
    imp.add_argument("--json", action="store_true")
    imp.add_argument("-v", "--verbose", action="store_true", help="list every player and warning")
    imp.set_defaults(handler=cmd_import)

    players = command("players", help="list the club's players and their ratings")
    players.add_argument("--system", choices=CLUB_SYSTEMS)
    players.add_argument("--json", action="store_true")
    players.set_defaults(handler=cmd_players)

    events = command("events", help="list the events")
    events.add_argument("--json", action="store_true")
    events.set_defaults(handler=cmd_events)

    event = command("event", help="edit or delete an event (refused while an applied run has used it)")
    actions = event.add_subparsers(dest="action", required=True, parser_class=_Parser)
    edit = actions.add_parser("edit", help="change an event's fields (an empty value clears one)", parents=[common])
    edit.add_argument("id", type=int, metavar="ID", help="the event (elodesk events)")
    edit.add_argument("--name")
    edit.add_argument("--place")
    edit.add_argument("--start", type=_date, metavar="YYYY-MM-DD")
    edit.add_argument("--end", type=_date, metavar="YYYY-MM-DD")
    edit.add_argument("--arbiter")
    edit.add_argument("--rounds", type=int, metavar="N", help="the rounds planned (0: not fixed)")
    edit.add_argument("--rate", choices=RATES, help="a chess event's rate")
    edit.add_argument("--system", choices=CLUB_SYSTEMS,
                      help="the rating system (another kind of game only for an event without games)")
    delete = actions.add_parser("delete", help="delete an event with its games (not its players); a backup is "
                                               "taken first", parents=[common])
    delete.add_argument("id", type=int, metavar="ID", help="the event (elodesk events)")
    event.set_defaults(handler=cmd_event)

    prev = command("preview", help="every player's change for a period or event, writing nothing")
    _add_selection(prev, actions=True)
    prev.add_argument("--player", metavar="ID", help="one player, with his explanation")
    prev.add_argument("--json", action="store_true", help="the output document of ENGINE.md")
    prev.set_defaults(handler=cmd_preview)

    app = command("apply", help="apply a period or event (a backup is taken first)")
    _add_selection(app, actions=True)
    app.set_defaults(handler=cmd_apply)

    undo = command("undo", help="revert the last applied period of a system")
    undo.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    undo.set_defaults(handler=cmd_undo)

    ties = command("tiebreaks", help="a chess event's tie-breaks (FIDE C.07): show them, or choose them with --set")
    ties.add_argument("--event", type=int, required=True, metavar="ID", help="the event (elodesk events)")
    ties.add_argument("--set", dest="chosen", metavar="LIST",
                      help='the acronyms in order, e.g. "BH-C1,BH,DE"; "" for the usual ones')
    ties.set_defaults(handler=cmd_tiebreaks)

    rank = command("ranking", help="the ranking list of a system")
    rank.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    rank.add_argument("--mode", choices=("classic", "blitz", "standard", "rapid"), default="classic",
                      help="Diplomacy: which mode; FIDE: which list (classic: standard)")
    out = rank.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true")
    out.add_argument("--csv", metavar="FILE")
    out.add_argument("--xlsx", metavar="FILE")
    rank.set_defaults(handler=cmd_ranking)

    export = command("export", help="write the file for submission to the federation")
    _add_selection(export, actions=False)
    export.add_argument("--format", required=True, choices=("frbe-trf", "fide-trf"))
    export.add_argument("-o", "--output", required=True, metavar="FILE")
    export.set_defaults(handler=cmd_export)

    check = command("check", help="look over a period or event before submission")
    _add_selection(check, actions=False)
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=cmd_check)

    shots = command("screenshots", help="render every view and dialog of the application to PNG files")
    shots.add_argument("folder", metavar="DIR")
    shots.set_defaults(handler=cmd_screenshots)

    template = command("template", help="write a blank result sheet with drop-down lists")
    template.add_argument("kind", choices=("bataille-empire", "diplomacy"))
    template.add_argument("file", metavar="FILE.xlsx")
    template.set_defaults(handler=cmd_template)

    sheet = command("print", help="print a sheet to PDF: a ranking list, the grade table, standings, a record card, "
                                   "a round's pairings or its result slips, an event's FIDE rating report")
    sheet.add_argument("sheet", choices=("ranking", "grades", "standings", "card", "pairings", "slips", "fide-report"))
    sheet.add_argument("--system", choices=CLUB_SYSTEMS, help="ranking: the rating system")
    sheet.add_argument("--mode", choices=("classic", "blitz", "standard", "rapid"), default="classic",
                       help="Diplomacy: which mode; FIDE: which list (classic: standard)")
    sheet.add_argument("--event", type=int, metavar="ID",
                       help="standings, pairings, slips, fide-report: the event (elodesk events)")
    sheet.add_argument("--round", type=int, metavar="N", help="pairings, slips: the round")
    sheet.add_argument("--player", type=int, metavar="ID", help="card: the player (elodesk players)")
    sheet.add_argument("--club", help="ranking, grades: only this club's players")
    sheet.add_argument("--category", choices=("youth", "senior", "women"),
                       help="ranking: under 20 or 65 and over on 1 January, or women")
    sheet.add_argument("--active", action="store_true", help="ranking, grades: players some applied run rated")
    sheet.add_argument("--pdf", required=True, metavar="FILE", help="the PDF file to write")
    sheet.set_defaults(handler=cmd_print)

    pairing = command("pair", help="pair the next round of a tournament file (TRF) by the Dutch system or "
                                   "a round robin's Berger table")
    pairing.add_argument("--system", required=True, choices=("dutch", "berger"))
    pairing.add_argument("file", metavar="INPUT.trf", help="the tournament with its rounds so far, or - for "
                                                           "standard input")
    pairing.add_argument("-o", "--output", required=True, metavar="OUTPUT",
                         help="where to write the pairing (- for standard output)")
    pairing.set_defaults(handler=cmd_pair)
    return parser


LIGHT_COMMANDS = ("compute", "pair", "template")  # commands that open no club database


def _load_sqlite_utils() -> None:
    """Load the database library as the commands use it, without numpy.

    sqlite_utils imports numpy when it is installed (matplotlib brings it), only to give
    numpy's number types a column type; elodesk stores Python values only. numpy took a
    tenth of a second of CPU, more than the rest of importing a small file: it is kept out
    while sqlite_utils loads (an ImportError there), and stays importable afterwards for
    the plots. A process that already has either module is left as it is.
    """
    if "sqlite_utils" in sys.modules or "numpy" in sys.modules:
        return
    sys.modules["numpy"] = None  # type: ignore[assignment]  # "import numpy" raises ImportError meanwhile
    try:
        import sqlite_utils  # noqa: F401
    finally:
        del sys.modules["numpy"]


def main(argv: Sequence[str] | None = None) -> int:
    from elodesk.core.errors import InputError
    from elodesk.formats.errors import FormatError
    from elodesk.printing import SheetError
    from elodesk.store.errors import StoreError

    parser = build_parser()
    whole_process = argv is None  # the command line of this process, not a call from a test or a script
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) == 1 and argv[0].lower().endswith(DATABASE_EXTENSION):
        argv = ["--db", argv[0]]  # a club database double-clicked in the file manager
    lang = "fr"
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            return _open_application(args)
        lang = args.lang or ("en" if args.command == "compute" else "fr")  # compute: a scripting contract
        args.window_lang = lang  # the window's language (screenshots): Dutch too
        args.lang = args.lang if args.lang in ("en", "nl") else "fr"  # the command line's own sentences
        args.whole_process = whole_process
        if args.command not in LIGHT_COMMANDS:
            _load_sqlite_utils()
        return int(args.handler(args))
    except (UsageError, StoreError, FormatError, InputError, SheetError) as exc:
        from elodesk.catalogue import describe

        sys.stderr.write(f"{describe(exc, lang)}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # an internal error: say so, exit 1
        sys.stderr.write(f"elodesk: internal error: {exc.__class__.__name__}: {exc}\n")
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
