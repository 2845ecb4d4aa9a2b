"""Decoding and line splitting for the text files elodesk reads (TRF, rating list TXT, CSV).

Real files come in UTF-8 or in a Windows/ISO 8859-1 code page, with LF, CRLF or
CR-only line ends: :func:`decode` and :func:`split_lines` take them all.
"""

from __future__ import annotations

import re

_LINE_END = re.compile(r"\r\n|\r|\n")


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
