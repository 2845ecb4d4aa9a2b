"""Recognising a file's format from its content (the extension is only a hint)."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from elodesk.formats.errors import FormatError
from elodesk.formats.registry import FORMATS, by_name, sniffers

HEAD_BYTES = 64 * 1024
# The template of the refusal below (a literal there, where the catalogues' scan reads it): the window's
# import dialog knows it by this and says its own sentence (its Format choices, not ids and --format).
NOT_RECOGNISED = "format not recognised; expected one of {formats} (or name it with --format)"


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
    # the registry's modules in its order, the most specific first; each imported when its turn comes: a TRF
    # file needs no spreadsheet, PGN or Access library, and loading them all cost four times the rest of an import
    for name in sniffers():
        found: str | None = import_module(f"elodesk.formats.{name}").sniff(head, str(path))
        if found:
            return found
    found = by_name(path.name)
    if found:
        return found
    raise FormatError(path.name, None, "format not recognised; expected one of {formats} (or name it with --format)",
                      formats=", ".join(FORMATS))
