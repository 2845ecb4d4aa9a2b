"""The command line: ``elodesk compute`` and, later, the club database commands.

Exit status: 0 on success, 2 on bad input or usage (one clear line on standard
error, nothing on standard output), 1 on an internal error.
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import orjson

from elodesk import __version__

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad command-line usage or bad input file: printed as one line, exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _read_input(source: str) -> bytes:
    if source == "-":
        return sys.stdin.buffer.read()
    try:
        with open(source, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        raise UsageError(f"{source}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{source}: is a directory, expected a JSON file") from None
    except PermissionError:
        raise UsageError(f"{source}: permission denied") from None


def _load_document(source: str) -> Any:
    data = _read_input(source)
    name = "standard input" if source == "-" else source
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UsageError(f"{name}: not valid JSON: {exc}") from None


def _shown(value: Any) -> str:
    return "—" if value is None else str(value)


def _print_explanations(out: dict[str, Any], player: str | None, lang: str) -> None:
    from elodesk.reports.explanations import render

    records = orjson.loads(orjson.dumps(out["players"]))
    if player is not None and not any(p["id"] == player for p in records):
        raise UsageError(f'--player: no player "{player}" in the input')
    lines: list[str] = []
    for p in records:
        if player is not None and p["id"] != player:
            continue
        if "rating" in p:
            lines.append(f"{p['id']}: {_shown(p.get('old_rating'))} → {_shown(p['rating'])} ({p['status']})")
        else:  # Diplomacy: one rating per mode and country, no single figure
            lines.append(f"{p['id']} ({p['status']})")
        lines.extend(f"  {render(r, lang)}" for r in p.get("explanation", []))
    sys.stdout.write("\n".join(lines) + "\n")


def cmd_compute(args: argparse.Namespace) -> int:
    from elodesk.core.contract import compute_document
    from elodesk.core.errors import InputError

    # A computation makes hundreds of thousands of small objects and none of them
    # cycles: the collector's passes over them would cost a third of the run.
    gc.disable()
    doc = _load_document(args.file)
    try:
        out = compute_document(doc)
    except InputError as exc:
        raise UsageError(str(exc)) from None
    if args.explain:
        _print_explanations(out, args.player, args.lang)
    else:
        sys.stdout.buffer.write(orjson.dumps(out, option=orjson.OPT_APPEND_NEWLINE))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="elodesk", description="Club ratings: Belgian, French, Bataille Empire, Diplomacy.")
    parser.add_argument("--version", action="version", version=f"elodesk {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    compute = sub.add_parser("compute", help="run one rating computation on a JSON document (ENGINE.md)")
    compute.add_argument("file", help="the input document, or - for standard input")
    compute.add_argument("--explain", action="store_true",
                         help="print each player's explanation as sentences instead of JSON")
    compute.add_argument("--player", help="with --explain: only this player id")
    compute.add_argument("--lang", choices=("fr", "en"), default="fr", help="language of --explain")
    compute.set_defaults(handler=cmd_compute)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return EXIT_OK
        return int(args.handler(args))
    except UsageError as exc:
        sys.stderr.write(f"{exc}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # an internal error: say so, exit 1
        sys.stderr.write(f"elodesk: internal error: {exc.__class__.__name__}: {exc}\n")
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
