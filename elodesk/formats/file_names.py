"""The names elodesk proposes for the files it writes, made from what a user typed (an event's name).

A name proposed in a save dialog must stay in the folder the dialog shows and be a name every
system accepts: no folder separators or ``..`` (``../../x`` would write elsewhere), no
characters Windows refuses (``<>:"|?*``) or that hide what the name says (controls, line
breaks, the format characters that reverse its text or hide in it), no name Windows keeps
for a device (``CON``, ``NUL.trf``, ``COM1``…), no trailing dot or space, and a length every
file system takes (at most :data:`MAX_BYTES` bytes of UTF-8, the extension kept).
"""

from __future__ import annotations

import re
import unicodedata

FALLBACK = "export"  # the name when nothing of the text is left
MAX_BYTES = 150  # well below the 255 bytes of most file systems: room for the ".partial" of a copy
_EXTENSION = re.compile(r"\.[A-Za-z0-9]{1,5}$")
_FORBIDDEN = re.compile(r'[<>:"/\\|?*]+')
_DOTS = re.compile(r"\.{2,}")
_SPACES = re.compile(r"\s+")
_RESERVED = re.compile(r"(?i)(CON|PRN|AUX|NUL|CONIN\$|CONOUT\$|COM[0-9¹²³]|LPT[0-9¹²³])(\..*)?")


def file_name(suggested: str) -> str:
    """``suggested`` (``"Open de Wavre 2025.trf"``) as a safe file name, its extension kept."""
    extension = _EXTENSION.search(suggested)
    suffix = extension.group() if extension else ""
    stem = _clean(suggested[:len(suggested) - len(suffix)])
    while len((stem + suffix).encode("utf-8")) > MAX_BYTES:
        stem = stem[:-1].rstrip(". ")
    return (stem or FALLBACK) + suffix


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    text = "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in text
                   if unicodedata.category(c) != "Cf")
    text = _DOTS.sub(".", _FORBIDDEN.sub("-", text))
    text = _SPACES.sub(" ", text).strip(". -")
    if _RESERVED.fullmatch(text):
        text = "_" + text
    return text
