"""``elodesk pair``: the next round of a tournament file (TRF), by the Dutch system or a Berger table."""

from __future__ import annotations

import argparse
import sys

from elodesk.cli_commands.common import EXIT_BAD_INPUT, EXIT_OK, output_path, read_input, writing


def cmd_pair(args: argparse.Namespace) -> int:
    """``elodesk pair --system dutch|berger INPUT.trf -o OUTPUT``: the next round, as pairing engines write it."""
    from elodesk.catalogue import describe, describe_notice
    from elodesk.formats import trf_pairing as trf
    from elodesk.pairing import berger, dutch
    from elodesk.pairing.errors import PairingError

    target = None if args.output == "-" else output_path("--output", args.output)
    name = "standard input" if args.file == "-" else args.file
    parsed = trf.read(read_input(args.file), name, rounds=args.rounds)
    for warning in parsed.warnings:
        sys.stderr.write(f"{name}: {describe_notice(warning, args.lang)}\n")
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
    if target is None:
        sys.stdout.write(text)
    else:
        with writing(target):
            target.write_text(text, encoding="utf-8")
    return EXIT_OK
