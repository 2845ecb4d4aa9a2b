"""Recognising a file's format from its content (the extension is only a hint)."""

from __future__ import annotations

from pathlib import Path

from elodesk.formats import (
    FORMATS,
    bataille_sheet,
    diplomacy_sheet,
    fide_list,
    frbe_list,
    papi,
    pgn,
    players_sheet,
    trf,
)
from elodesk.formats.errors import FormatError

# In the order they are asked: the most specific first (a players sheet accepts
# any table with a name column, so it comes last).
SNIFFERS = (trf, papi, pgn, frbe_list, fide_list, bataille_sheet, diplomacy_sheet, players_sheet)
HEAD_BYTES = 64 * 1024


def detect(path: str | Path) -> str:
    """The format id of a file, or FormatError saying what elodesk reads."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            head = handle.read(HEAD_BYTES)
    except FileNotFoundError:
        raise FormatError(str(path), None, "no such file") from None
    except IsADirectoryError:
        raise FormatError(str(path), None, "is a folder, expected a file") from None
    if not head:
        raise FormatError(path.name, None, "the file is empty")
    for module in SNIFFERS:
        found = module.sniff(head, str(path))
        if found:
            return found
    raise FormatError(path.name, None, "format not recognised; expected one of {formats} (or name it with --format)",
                      formats=", ".join(FORMATS))
