"""Reading, decoding and line splitting for the text files elodesk reads (TRF, PGN, rating list TXT, CSV).

Real files come in UTF-8 or in a Windows/ISO 8859-1 code page, with LF, CRLF or
CR-only line ends: :func:`decode` and :func:`split_lines` take them all.

TRF, PGN and CSV files are read whole (:func:`read_text_file`), so they have a
size cap, :data:`TEXT_CAP` (256 MB): a larger file is refused, naming the file
and the cap, before a byte of it is read. The largest real tournament file is
about 1 MB and a club's CSV sheet a few MB; a FIDE rating list, far larger, is
read line by line and has no cap. :func:`one_line` is the other way: a text field as the
writers of line-based files put it in a line.
"""

from __future__ import annotations

import re
from pathlib import Path

from elodesk.formats.archive import MIB
from elodesk.formats.errors import FormatError

TEXT_CAP = 256 * MIB  # the largest text file read whole
_LINE_END = re.compile(r"\r\n|\r|\n")


def read_text_file(path: Path, cap: int = TEXT_CAP) -> bytes:
    """The bytes of a text file read whole; a file over ``cap`` bytes is refused before it is read.

    The size is checked first, then at most ``cap + 1`` bytes are read, so a file that
    grows in between is refused all the same.
    """
    size = path.stat().st_size
    if size <= cap:
        with path.open("rb") as handle:
            data = handle.read(cap + 1)
        if len(data) <= cap:
            return data
        size = max(size, len(data))
    raise FormatError(path.name, None, "the file is {size} MB, more than the {cap} MB elodesk reads from a text file: "
                                       "refused", size=-(-size // MIB), cap=cap // MIB)


def decode(data: bytes) -> str:
    """The text of ``data``: UTF-8 (a byte-order mark dropped), else cp1252, else latin-1.

    cp1252 is tried before latin-1 because it only differs in 0x80–0x9F, where
    latin-1 has control characters that never appear in a real file; latin-1
    takes the five bytes cp1252 leaves undefined, so decoding never fails.
    """
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def split_lines(text: str) -> list[str]:
    """Lines of ``text`` without their ends, for LF, CRLF and CR-only files alike.

    Unlike :meth:`str.splitlines`, only CR and LF end a line: a latin-1 byte
    0x85 (NEL) or a form feed inside a field does not split it. A final line end
    does not make an extra empty line, nor does an old DOS end-of-file mark (Ctrl-Z).
    """
    lines = _LINE_END.split(text.rstrip("\x1a"))
    if lines and lines[-1] == "":
        lines.pop()
    return lines


# What some reader takes for the end of a line (str.splitlines: LF, CR, VT, FF, FS, GS, RS, NEL,
# U+2028, U+2029) or that is no text at all (the other C0 and C1 controls, tab and DEL included).
_NOT_IN_A_LINE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]+")


def one_line(text: str) -> str:
    """``text`` as a field of a line-based file writes it: each run of line breaks and control
    characters one space, so that a name can neither end its line and forge the next record nor
    shift the columns after it (a tab)."""
    return _NOT_IN_A_LINE.sub(" ", text)
