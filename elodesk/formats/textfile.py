"""Reading, decoding and line splitting for the text files elodesk reads (TRF, PGN, rating list TXT, CSV).

Real files come in UTF-8 or in a Windows/ISO 8859-1 code page, with LF, CRLF or
CR-only line ends: :func:`decode` and :func:`split_lines` take them all.

TRF, PGN and CSV files are read whole (:func:`read_text_file`), so they have a
size cap, :data:`TEXT_CAP` (256 MB): a larger file is refused, naming the file
and the cap, before a byte of it is read. The largest real tournament file is
about 1 MB and a club's CSV sheet a few MB; a FIDE rating list, far larger, is
streamed a block at a time by :func:`stream_lines`, which has no cap on the file
but one on each line. :func:`one_line` is the other way: a text field as the
writers of line-based files put it in a line.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from elodesk.formats.archive import MIB
from elodesk.formats.errors import FormatError

TEXT_CAP = 256 * MIB  # the largest text file read whole
BLOCK = 1 << 16  # bytes read at a time by stream_lines
_LINE_END = re.compile(r"\r\n|\r|\n")
# What str.splitlines also takes for a line end, where elodesk's text files have none.
_OTHER_ENDS = ("\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def read_text_file(path: Path, cap: int = TEXT_CAP) -> bytes:
    """The bytes of a text file read whole; a file over ``cap`` bytes is refused before it is read.

    The size is checked first, then at most ``cap + 1`` bytes are read, so a file that
    grows in between is refused all the same.
    """
    size = path.stat().st_size
    if size <= cap:
        with path.open("rb") as handle:
            data = handle.read(size + 1)  # not cap + 1 at once: read(n) sets aside n bytes before it reads
            if len(data) > size:  # it grew since
                data += handle.read(cap + 1 - len(data))
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


def too_long(file: str, number: int, longest: int, kind: str) -> FormatError:
    """The refusal of line ``number``, longer than ``longest`` characters: more than any line of a ``kind`` file."""
    return FormatError(file, number, "the line is longer than {longest} characters, the most elodesk reads on one "
                                     "line of a {format} file: refused", longest=longest, format=kind)


def check_lines(lines: list[str], file: str, longest: int, kind: str) -> list[str]:
    """``lines`` when none is longer than ``longest`` characters; else the first that is is refused."""
    if max(map(len, lines), default=0) > longest:
        raise too_long(file, next(n for n, line in enumerate(lines, 1) if len(line) > longest), longest, kind)
    return lines


def check_text_lines(text: str, file: str, longest: int, kind: str) -> None:
    """Refuse the first line of ``text`` (lines ended by LF) longer than ``longest`` characters.

    Each search looks back from ``longest`` characters ahead for the last line end: a couple of searches per
    ``longest`` characters, not one per line, and no copy of the text.
    """
    start = 0
    while len(text) - start > longest:
        end = text.rfind("\n", start, start + longest + 1)
        if end < 0:
            raise too_long(file, text.count("\n", 0, start) + 1, longest, kind)
        start = end + 1


def stream_lines(handle: IO[bytes], file: str, longest: int, kind: str, block: int = BLOCK) -> Iterator[str]:
    """The lines of a binary stream, without their ends (CR, LF or CRLF), read a block at a time.

    Bytes are read as UTF-8, those that are not kept as surrogate escapes (the reader decides what they
    were). A line longer than ``longest`` characters is refused naming its number (``kind`` names the
    format in the message) once at most a block past its start is read: a 2 GB line never sits in memory.
    Splitting whole blocks costs less than reading line by line through a text layer.
    """
    decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
    carry, number = "", 0
    while True:
        data = handle.read(block)
        text = carry + decoder.decode(data, final=not data)
        held = "\r" if data and text.endswith("\r") else ""  # a CRLF may be cut in two
        if held:
            text = text[:-1]
        if not any(end in text for end in _OTHER_ENDS):  # then str.splitlines ends lines at CR, LF, CRLF alone
            lines = text.splitlines()
            lines.append("" if text.endswith(("\n", "\r")) else lines.pop() if lines else "")
        else:
            lines = _LINE_END.split(text)
        tail = lines.pop()  # the start of a line the next block goes on with (at the end: the last line)
        if not data and tail:
            lines.append(tail)
        if max(map(len, lines), default=0) > longest or len(tail) > longest:
            good = next((i for i, line in enumerate(lines) if len(line) > longest), len(lines))
            yield from lines[:good]  # the lines before it are read as usual, then the long one is refused
            raise too_long(file, number + good + 1, longest, kind)
        carry = tail + held
        number += len(lines)
        yield from lines
        if not data:
            return
