"""What every command shares: the exit statuses, the usage error, the club database, JSON on standard output."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from elodesk.refusal import TemplateRefusal

if TYPE_CHECKING:
    import sqlite_utils

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2


class UsageError(TemplateRefusal):
    """Bad command-line usage or bad input file: printed as one line, exit 2."""


MIB = 1 << 20


def read_input(source: str, cap: int | None = None) -> bytes:
    """The bytes of a file named on the command line, or of standard input for ``-``.

    With a ``cap``, more bytes than that are refused before they are all read: a file by its
    size, then (it may grow, or be a pipe) by reading at most one byte past the cap.
    """
    name = "standard input" if source == "-" else source
    limit = -1 if cap is None else cap + 1
    try:
        if source == "-":
            data = sys.stdin.buffer.read(limit)
        else:
            with open(source, "rb") as handle:
                if cap is not None and os.fstat(handle.fileno()).st_size > cap:
                    raise _too_large(name, cap)
                data = handle.read(limit)
    except FileNotFoundError:
        raise UsageError("{file}: no such file", file=source) from None
    except IsADirectoryError:
        raise UsageError("{file}: is a directory, expected a JSON file", file=source) from None
    except PermissionError:
        raise UsageError("{file}: permission denied", file=source) from None
    if cap is not None and len(data) > cap:
        raise _too_large(name, cap)
    return data


def _too_large(name: str, cap: int) -> UsageError:
    return UsageError("{file}: more than the {cap} MB that elodesk reads: refused", file=name, cap=f"{cap / MIB:g}")


def output_path(option: str, value: str) -> Path:
    """A file a command is to write, refused before any work if its folder does not exist."""
    path = Path(value)
    if not path.parent.is_dir():
        raise UsageError("{option}: no such folder {folder}", option=option, folder=str(path.parent))
    return path


@contextmanager
def writing(path: Path) -> Iterator[None]:
    """Writing ``path``: a system's refusal (permissions, a full disk, a folder by that name) as a usage error."""
    try:
        yield
    except OSError as exc:
        raise UsageError("{file}: cannot write ({reason})", file=str(path), reason=exc.strerror or str(exc)) from None


def shown(value: Any) -> str:
    """A value as a sentence shows it: an absent one as a dash."""
    return "—" if value is None else str(value)


def club_db(args: argparse.Namespace, *, create: bool = False, new: bool = False) -> sqlite_utils.Database:
    """The club database of ``--db``, or the user's own (made on first use).

    A ``--db`` in a folder that does not exist is a typing error, refused rather than made into a
    new folder and an empty club; only the commands that fill a club (``create``: import, demo)
    start a new file, and the others refuse one that does not exist. ``new``: a new club is made
    there, in an empty file too (demo). What an upgrade of an older database changed is said
    first, once (``store.upgrade``).
    """
    from elodesk.store.db import default_path, open_db
    from elodesk.store.upgrade import notes_shown, upgrade_notes

    if args.db:
        path = Path(args.db)
        if not path.parent.is_dir():
            raise UsageError("{path}: the folder {folder} does not exist", path=args.db, folder=str(path.parent))
        db = open_db(path, create=create, new=new)
    else:
        db = open_db(default_path(), new=new)
    notes = upgrade_notes(db)
    if notes:
        from elodesk.catalogue import describe_notice

        for note in notes:
            print(describe_notice(note, args.lang), file=sys.stderr)
        notes_shown(db)
    return db


def print_json(data: object) -> None:
    """A JSON document on standard output, indented, with a final newline."""
    sys.stdout.buffer.write(orjson.dumps(data, option=orjson.OPT_APPEND_NEWLINE | orjson.OPT_INDENT_2))
