"""``elodesk compute FILE``: one rating computation on a JSON document (ENGINE.md), no database."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any, NoReturn

import orjson

from elodesk import collector
from elodesk.cli_commands.common import EXIT_OK, UsageError, read_input, shown

if TYPE_CHECKING:
    from elodesk.core.contract.common import Output

WRITTEN_AT_ONCE = 1 << 20  # bytes of output gathered before each write
# The largest input read: 2.8 x the largest document of benchmarks/bench_engine.py (1,000,000 fide
# games, 90 MiB; frbe 87, ffe 89; 100,000 Diplomacy games 61), room for an indented one; a document
# takes about nine times its size in memory while it is rated.
INPUT_CAP = 256 << 20


def _load_document(source: str) -> Any:
    data = read_input(source, cap=INPUT_CAP)
    name = "standard input" if source == "-" else source
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UsageError("{file}: not valid JSON: {reason}", file=name, reason=str(exc)) from None


def _print_explanations(output: Output, player: str | None, lang: str) -> None:
    from elodesk.reports.explanations import render

    found = False
    out = sys.stdout
    for p in output.players:
        if player is not None and p["id"] != player:
            continue
        found = True
        # The records are the engine's own objects (dataclasses): their ENGINE.md form, the mappings
        # render reads, is their JSON.
        records = orjson.loads(orjson.dumps(p.get("explanation", [])))
        if "rating" in p:
            lines = [f"{p['id']}: {shown(p.get('old_rating'))} → {shown(p['rating'])} ({p['status']})"]
        else:  # Diplomacy: one rating per mode and country, no single figure
            lines = [f"{p['id']} ({p['status']})"]
        lines.extend(f"  {render(r, lang)}" for r in records)
        out.write("\n".join(lines) + "\n")
    if player is not None and not found:
        raise UsageError('--player: no player "{player}" in the input', player=player)


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
    # cycles: the collector's passes over them would cost a third of the run. Paused, not
    # turned off: a caller in the same process (a test, a script) gets it back.
    with collector.paused():
        doc = _load_document(args.file)
        # the document is written back: deeper than the JSON writer goes is refused here (InputError,
        # as any other refusal of the input: main prints it)
        check_depth(doc, skip=("games",))
        output = stream_document(doc)
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
