"""The command line's entry point: the parser, and ``main``, the edge where refusals become one line.

Exit status: 0 on success, 2 on bad input or usage (one clear line on standard
error, nothing on standard output), 1 on an internal error. Each command's
handler is in its own module of :mod:`elodesk.cli_commands`, imported only when
that command runs: a command loads only what it uses.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from datetime import date
from importlib import import_module
from typing import NoReturn

from elodesk import __version__
from elodesk.catalogue import SOURCE_LANGUAGE, Message, msg
from elodesk.cli_commands.common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, UsageError
from elodesk.cli_help import argparse_in
from elodesk.core.systems import CLUB_SYSTEMS, EVENT_SYSTEMS, RATES
from elodesk.formats.registry import FORMATS
from elodesk.languages import LANGUAGES
from elodesk.refusal import Refusal

DATABASE_EXTENSION = ".elodesk"

Handler = Callable[[argparse.Namespace], int]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError("{prog}: {message}", prog=self.prog, message=message)  # argparse's own words


def _handler(module: str, name: str) -> Handler:
    """A command's handler, its module (``elodesk.cli_commands.<module>``) imported when the command runs."""

    def handle(args: argparse.Namespace) -> int:
        run: Handler = getattr(import_module(f"elodesk.cli_commands.{module}"), name)
        return run(args)

    return handle


def _date(text: str) -> date:
    """A date as the window writes it (17/01/2025) or as ISO (2025-01-17)."""
    try:
        if "/" in text:
            day, month, year = (int(part) for part in text.split("/"))
            if year < 1000:
                raise ValueError(text)
            return date(year, month, day)
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError("expected a date as DD/MM/YYYY or YYYY-MM-DD, got {text}", text=text) from None


def _month(text: str) -> tuple[int, int]:
    """A month as the window writes it (07/2025) or as ISO (2025-07)."""
    try:
        day = _date(f"01/{text}" if "/" in text else f"{text}-01")
    except UsageError:
        raise UsageError("expected a month as MM/YYYY or YYYY-MM, got {text}", text=text) from None
    return day.year, day.month


Said = Callable[[Message], str]  # a help sentence in the language the parser is built in


def _add_list_choice(parser: argparse.ArgumentParser, said: Said) -> None:
    """Which list a ranking shows: FIDE's by ``--rate``, as preview and apply name it; Diplomacy's by ``--mode``."""
    parser.add_argument("--rate", choices=RATES,
                        help=said(msg("CliHelp", "fide: which list (standard, rapid or blitz)")))
    parser.add_argument("--mode", choices=("classic", "blitz", "standard", "rapid"), default="classic",
                        help=said(msg("CliHelp", "Diplomacy: which mode (classic or blitz)")))


def _add_selection(parser: argparse.ArgumentParser, said: Said, *, actions: bool) -> None:
    parser.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    parser.add_argument("--from", dest="start", type=_date, metavar="DATE",
                        help=said(msg("CliHelp", "first day of the period, DD/MM/YYYY or YYYY-MM-DD")))
    parser.add_argument("--to", dest="end", type=_date, metavar="DATE",
                        help=said(msg("CliHelp", "last day of the period")))
    parser.add_argument("--event", type=int, metavar="ID",
                        help=said(msg("CliHelp", "an event's id (elodesk events)")))
    parser.add_argument("--month", type=_month, metavar="MONTH",
                        help=said(msg("CliHelp", "a calendar month, MM/YYYY or YYYY-MM (a FIDE rating period)")))
    parser.add_argument("--rate", choices=RATES,
                        help=said(msg("CliHelp", "fide: the list rated (standard, rapid or blitz)")))
    if actions:
        parser.add_argument("--inactivity", type=int, metavar="YEAR",
                            help=said(msg("CliHelp", "Bataille Empire: the 31 December penalty of YEAR")))
        parser.add_argument("--uplift", action="store_true",
                            help=said(msg("CliHelp", "frbe: the one-time uplift of 1 April 2024; fide: the increase "
                                                     "of 1 March 2024")))


def build_parser(lang: str = SOURCE_LANGUAGE) -> argparse.ArgumentParser:
    """The parser, its help in ``lang``; argparse's own words follow ``lang`` when built inside ``argparse_in``."""

    def said(message: Message) -> str:
        return message[lang]

    parser = _Parser(prog="elodesk",
                     description=said(msg("CliHelp", "Club ratings: Belgian, French, Bataille Empire, Diplomacy.")))
    parser.add_argument("--version", action="version", version=f"elodesk {__version__}",
                        help=said(msg("CliHelp", "show program's version number and exit")))
    parser.add_argument("--db", metavar="PATH",
                        help=said(msg("CliHelp", "the club database (default: in your user data folder)")))
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help=said(msg("CliHelp", "language of the output (fr) and of the application")))
    # --db and --lang may also follow the command; given there, they win.
    common = _Parser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    common.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        """A command, what it does in the program's list and atop its own help."""
        return sub.add_parser(name, help=help, description=help, parents=[common])

    compute = command("compute", help=said(msg("CliHelp", "run one rating computation on a JSON document "
                                                          "(ENGINE.md)")))
    compute.add_argument("file", help=said(msg("CliHelp", "the input document, or - for standard input")))
    compute.add_argument("--explain", action="store_true",
                         help=said(msg("CliHelp", "print each player's explanation as sentences instead of JSON")))
    compute.add_argument("--player", help=said(msg("CliHelp", "with --explain: only this player id")))
    compute.set_defaults(handler=_handler("compute", "cmd_compute"))

    demo = command("demo", help=said(msg("CliHelp", "fill a new database with the demo club")))
    demo.set_defaults(handler=_handler("demo", "cmd_demo"))

    imp = command("import", help=said(msg("CliHelp", "import a result file, a rating list or a sheet")))
    imp.add_argument("file")
    imp.add_argument("--format", choices=FORMATS,
                     help=said(msg("CliHelp", "the file's format (recognised from its content)")))
    imp.add_argument("--system", choices=CLUB_SYSTEMS,
                     help=said(msg("CliHelp", "the rating system (recognised from the file)")))
    imp.add_argument("--rate", choices=("standard", "rapid", "blitz"),
                     help=said(msg("CliHelp", "a chess event's rate, and so the rating each player is listed at "
                                              "(read from the file)")))
    imp.add_argument("--dry-run", action="store_true",
                     help=said(msg("CliHelp", "show what would be created and changed")))
    imp.add_argument("--federation", action="append", metavar="CODE",
                     help=said(msg("CliHelp", "FIDE list: add the players of this federation (default: update the "
                                              "club's players)")))
    imp.add_argument("--json", action="store_true")
    imp.add_argument("-v", "--verbose", action="store_true",
                     help=said(msg("CliHelp", "list every player and warning")))
    imp.set_defaults(handler=_handler("import_", "cmd_import"))

    players = command("players", help=said(msg("CliHelp", "list the club's players and their ratings")))
    players.add_argument("--system", choices=CLUB_SYSTEMS)
    players.add_argument("--json", action="store_true")
    players.set_defaults(handler=_handler("listings", "cmd_players"))

    events = command("events", help=said(msg("CliHelp", "list the events")))
    events.add_argument("--json", action="store_true")
    events.set_defaults(handler=_handler("listings", "cmd_events"))

    event = command("event", help=said(msg("CliHelp", "edit or delete an event (refused while an applied run has "
                                                      "used it)")))
    actions = event.add_subparsers(dest="action", required=True, parser_class=_Parser)
    edit_help = said(msg("CliHelp", "change an event's fields (an empty value clears one)"))
    edit = actions.add_parser("edit", help=edit_help, description=edit_help, parents=[common])
    edit.add_argument("id", type=int, metavar="ID", help=said(msg("CliHelp", "the event (elodesk events)")))
    edit.add_argument("--name")
    edit.add_argument("--place")
    edit.add_argument("--start", type=_date, metavar="DATE")
    edit.add_argument("--end", type=_date, metavar="DATE")
    edit.add_argument("--arbiter")
    edit.add_argument("--rounds", type=int, metavar="N",
                      help=said(msg("CliHelp", "the rounds planned (0: not fixed)")))
    edit.add_argument("--rate", choices=RATES, help=said(msg("CliHelp", "a chess event's rate")))
    edit.add_argument("--system", choices=CLUB_SYSTEMS,
                      help=said(msg("CliHelp", "the rating system (another kind of game only for an event without "
                                               "games)")))
    edit.add_argument("--rated-by", metavar="SYSTEMS",
                      help=said(msg("CliHelp", "the other chess systems that rate the event, comma-separated (fide); "
                                               "empty: none")))
    delete_help = said(msg("CliHelp", "delete an event with its games (not its players); a backup is taken first"))
    delete = actions.add_parser("delete", help=delete_help, description=delete_help, parents=[common])
    delete.add_argument("id", type=int, metavar="ID", help=said(msg("CliHelp", "the event (elodesk events)")))
    event.set_defaults(handler=_handler("events", "cmd_event"))

    prev = command("preview", help=said(msg("CliHelp", "every player's change in a run (a period, an event, an "
                                                       "inactivity penalty, an uplift), writing nothing")))
    _add_selection(prev, said, actions=True)
    prev.add_argument("--player", metavar="ID", help=said(msg("CliHelp", "one player, with his explanation")))
    prev.add_argument("--json", action="store_true", help=said(msg("CliHelp", "the output document of ENGINE.md")))
    prev.set_defaults(handler=_handler("runs", "cmd_preview"))

    app = command("apply", help=said(msg("CliHelp", "apply a run (a period, an event, an inactivity penalty, an "
                                                    "uplift); a backup is taken first")))
    _add_selection(app, said, actions=True)
    app.set_defaults(handler=_handler("runs", "cmd_apply"))

    undo = command("undo", help=said(msg("CliHelp", "revert the last applied run of a system")))
    undo.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    undo.set_defaults(handler=_handler("runs", "cmd_undo"))

    ties = command("tiebreaks", help=said(msg("CliHelp", "a chess event's tie-breaks (FIDE C.07): show them, or "
                                                         "choose them with --set")))
    ties.add_argument("--event", type=int, required=True, metavar="ID",
                      help=said(msg("CliHelp", "the event (elodesk events)")))
    ties.add_argument("--set", dest="chosen", metavar="LIST",
                      help=said(msg("CliHelp", 'the acronyms in order, e.g. "BH-C1,BH,DE"; "" for the usual ones')))
    ties.add_argument("--edition", choices=("2023", "2026", "date"),
                      help=said(msg("CliHelp", "the edition of FIDE's regulations (C.07) to use; date: the one of "
                                               "the event's start")))
    ties.add_argument("--json", action="store_true",
                      help=said(msg("CliHelp", "each player's rank, points and tie-break values, with the edition")))
    ties.set_defaults(handler=_handler("events", "cmd_tiebreaks"))

    rank = command("ranking", help=said(msg("CliHelp", "the ranking list of a system")))
    rank.add_argument("--system", required=True, choices=CLUB_SYSTEMS)
    _add_list_choice(rank, said)
    out = rank.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true")
    out.add_argument("--csv", metavar="FILE")
    out.add_argument("--xlsx", metavar="FILE")
    rank.set_defaults(handler=_handler("listings", "cmd_ranking"))

    export = command("export", help=said(msg("CliHelp", "write the file for submission to the federation")))
    _add_selection(export, said, actions=False)
    export.add_argument("--format", default="fide-trf", choices=("frbe-trf", "fide-trf"),
                        help=said(msg("CliHelp", "fide-trf (default): FIDE's tournament report; frbe-trf: the "
                                                 "Belgian submission file")))
    export.add_argument("--trf", default="16", choices=("16", "2026"),
                        help=said(msg("CliHelp", "fide-trf: TRF-16 (default) or TRF-2026 (with the tie-breaks and "
                                                 "the encoded type and time control)")))
    export.add_argument("-o", "--output", required=True, metavar="FILE")
    export.set_defaults(handler=_handler("submission", "cmd_export"))

    check = command("check", help=said(msg("CliHelp", "look over a period or event before submission")))
    _add_selection(check, said, actions=False)
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=_handler("submission", "cmd_check"))

    shots = command("screenshots", help=said(msg("CliHelp", "render every view and dialog of the application to "
                                                            "PNG files")))
    shots.add_argument("folder", metavar="DIR")
    shots.set_defaults(handler=_handler("demo", "cmd_screenshots"))

    template = command("template", help=said(msg("CliHelp", "write a blank result sheet with drop-down lists")))
    template.add_argument("kind", choices=EVENT_SYSTEMS)  # the systems rated by event: each has a result sheet
    template.add_argument("file", metavar="FILE.xlsx")
    template.set_defaults(handler=_handler("print_", "cmd_template"))

    sheet = command("print", help=said(msg("CliHelp", "print a sheet to PDF: a ranking list, the grade table, "
                                                      "standings, a record card, a round's pairings or its result "
                                                      "slips, an event's FIDE rating report")))
    sheet.add_argument("sheet", choices=("ranking", "grades", "standings", "card", "pairings", "slips", "fide-report"))
    sheet.add_argument("--system", choices=CLUB_SYSTEMS, help=said(msg("CliHelp", "ranking: the rating system")))
    _add_list_choice(sheet, said)
    sheet.add_argument("--event", type=int, metavar="ID",
                       help=said(msg("CliHelp", "standings, pairings, slips, fide-report: the event (elodesk "
                                                "events)")))
    sheet.add_argument("--round", type=int, metavar="N", help=said(msg("CliHelp", "pairings, slips: the round")))
    sheet.add_argument("--player", type=int, metavar="ID",
                       help=said(msg("CliHelp", "card: the player (elodesk players)")))
    sheet.add_argument("--club", help=said(msg("CliHelp", "ranking, grades: only this club's players")))
    sheet.add_argument("--category", choices=("youth", "senior", "women"),
                       help=said(msg("CliHelp", "ranking: under 20 or 65 and over on 1 January, or women")))
    sheet.add_argument("--active", action="store_true",
                       help=said(msg("CliHelp", "ranking, grades: players some applied run rated")))
    sheet.add_argument("--pdf", required=True, metavar="FILE", help=said(msg("CliHelp", "the PDF file to write")))
    sheet.set_defaults(handler=_handler("print_", "cmd_print"))

    pairing = command("pair", help=said(msg("CliHelp", "pair the next round of a tournament file (TRF) by the Dutch "
                                                       "system or a round robin's Berger table")))
    pairing.add_argument("--system", required=True, choices=("dutch", "berger"))
    pairing.add_argument("file", metavar="INPUT.trf",
                         help=said(msg("CliHelp", "the tournament with its rounds so far, or - for standard input")))
    pairing.add_argument("-o", "--output", required=True, metavar="OUTPUT",
                         help=said(msg("CliHelp", "where to write the pairing (- for standard output)")))
    pairing.add_argument("--rounds", type=int, metavar="N",
                         help=said(msg("CliHelp", "the tournament's number of rounds, when the file gives none (XXR) "
                                                  "or another")))
    pairing.set_defaults(handler=_handler("pair", "cmd_pair"))

    audit = command("audit", help=said(msg("CliHelp", "check a received tournament file before sending it on "
                                                      "(results, players, rating rules, the FIDE changes), writing "
                                                      "nothing; exit 1 when it breaks a rule")))
    audit.add_argument("file", help=said(msg("CliHelp", "the tournament file (TRF, Papi, PGN)")))
    audit.add_argument("--format", choices=FORMATS,
                       help=said(msg("CliHelp", "the file's format (recognised from its content)")))
    audit.add_argument("--json", metavar="OUT",
                       help=said(msg("CliHelp", "the findings as JSON, to this file or - for standard output")))
    audit.add_argument("--pdf", metavar="OUT",
                       help=said(msg("CliHelp", "the report as a PDF file, as the window prints it")))
    audit.set_defaults(handler=_handler("audit", "cmd_audit"))
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


def _named_command(argv: list[str]) -> str | None:
    """The command the words name, read before parsing: the first word that is no option nor an option's value."""
    words = iter(argv)
    for word in words:
        if word in ("--db", "--lang"):
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def _asked_language(argv: list[str]) -> str:
    """The ``--lang`` of the command line, read before parsing so that a usage error and the help are said in it;
    without one, the language of the command's output: English for compute (a scripting contract), else French."""
    lang = "en" if _named_command(argv) == "compute" else "fr"
    for i, word in enumerate(argv):
        value = word.partition("=")[2] if word.startswith("--lang=") else \
            argv[i + 1] if word == "--lang" and i + 1 < len(argv) else None
        if value in LANGUAGES:
            lang = value
    return lang


def _asks_help(word: str) -> bool:
    """``-h``, ``--help`` or what argparse reads as them (``--he``, ``-vh``)."""
    if word.startswith("--"):
        return len(word) > 2 and "--help".startswith(word)
    return word.startswith("-") and "h" in word


def main(argv: Sequence[str] | None = None) -> int:
    whole_process = argv is None  # the command line of this process, not a call from a test or a script
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) == 1 and argv[0].lower().endswith(DATABASE_EXTENSION):
        argv = ["--db", argv[0]]  # a club database double-clicked in the file manager
    lang = _asked_language(argv)  # the help and the usage errors too
    # The help is read only when asked for: a command otherwise leaves the catalogue unread, as it did.
    help_lang = lang if any(_asks_help(word) for word in argv) else SOURCE_LANGUAGE
    try:
        with argparse_in(help_lang):
            parser = build_parser(help_lang)
        with argparse_in(lang):
            args = parser.parse_args(argv)
        if args.command is None:
            from elodesk.cli_commands.window import open_application


            return open_application(args)
        lang = args.lang or ("en" if args.command == "compute" else "fr")  # compute: a scripting contract
        args.window_lang = lang  # the window's language (screenshots): Dutch too
        args.lang = args.lang if args.lang in ("en", "nl") else "fr"  # the command line's own sentences
        args.whole_process = whole_process
        if args.command not in LIGHT_COMMANDS:
            _load_sqlite_utils()
        return int(args.handler(args))
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:
        if isinstance(exc, Refusal):  # every room's refusal: said in the user's language
            from elodesk.catalogue import describe

            sys.stderr.write(f"{describe(exc, lang)}\n")
            return EXIT_BAD_INPUT
        # an internal error: say so, exit 1
        sys.stderr.write(f"elodesk: internal error: {exc.__class__.__name__}: {exc}\n")
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
