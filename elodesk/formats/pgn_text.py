"""A PGN file's text cut into games (each game's first line, its tags, the result its moves end with), the
dates PGN writes (``2024.03.01`` whole, ``1997.??.??`` partly), the variant a ``Variant`` tag names, and
players' names and FIDE ids as tags write them.

Only the tags matter to a rating: ``chess.pgn.read_headers`` reads them without parsing the moves, and the
moves' termination marker is the last word once tags and comments are set aside.
"""

from __future__ import annotations

import io
import re
from datetime import date
from itertools import pairwise
from typing import NamedTuple

import chess.pgn


class Section(NamedTuple):
    """One game of the file: its first line, its tags and the result its moves end with (None: no marker)."""

    line: int
    tags: dict[str, str]
    ending: str | None


# Where something that is not moves may start: a line's first "[" (a tag pair's line), a "{" or a ";" (comments).
_MARK = re.compile(r"^[ \t]*\[|[{;]", re.MULTILINE)
_MARK_UNCLOSED = re.compile(r"^[ \t]*\[|;", re.MULTILINE)  # past the last "}", where no "{" closes
ENDINGS = {"1-0", "0-1", "1/2-1/2", "*"}  # the game termination markers of the PGN standard
# A date whose day (or month and day) is unknown: "1997.??.??", "2024.05.??".
# The Seven Tag Roster: a game gives each once (another tag given twice is no new game).
_ROSTER = {"Event", "Site", "Date", "Round", "White", "Black", "Result"}
# A tag pair's line: its tag's name.
_TAG_LINE = re.compile(r'^[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]+"', re.MULTILINE)
_PARTIAL = re.compile(r"(?P<year>\d{4})[.\-/](?P<month>\d\d|\?\?)[.\-/]\?\?")


def tag_sections(text: str) -> list[Section]:
    """Each game's first line, tags and ending, in file order (sections without any tag left out).

    Tag sections with no moves between them are each a game: python-chess reads on through them as one
    game's tags (the last one's White, Black and Result), so such a section is cut where a tag of the
    Seven Tag Roster comes again."""
    sections: list[Section] = []
    for start, end, line, tags in _read(text, 0, len(text), 1):
        if any(text.count(f"[{tag} ", start, end) > 1 for tag in _ROSTER):  # cheap: most sections pass here
            cuts = [start + cut for cut in _repeated_tags(text[start:end])]
            if cuts:
                first = line
                for a, b in pairwise([start, *cuts, end]):  # each part one game: tags only, but for the last
                    headers = chess.pgn.read_headers(io.StringIO(text[a:b]))
                    sections.append(Section(first, {key: value.strip() for key, value in (headers or {}).items()},
                                            _ending(text[a:b]) if b == end else None))
                    first += text.count("\n", a, b)  # each part counted once: no rescan from the section's start
                continue
        sections.append(Section(line, tags, _ending(text[start:end])))
    return sections


def _read(text: str, begin: int, stop: int, first_line: int) -> list[tuple[int, int, int, dict[str, str]]]:
    """The tag sections of ``text[begin:stop]`` as python-chess reads them: start and end offsets, first line,
    tags."""
    handle = io.StringIO(text[begin:stop] if begin or stop != len(text) else text)
    found: list[tuple[int, int, dict[str, str]]] = []  # start offset, line, tags
    line, counted = first_line, begin
    while True:
        position = handle.tell()
        headers = chess.pgn.read_headers(handle)
        if headers is None:
            break
        if not headers:
            continue
        start = text.find("[", begin + position)
        line += text.count("\n", counted, start)
        counted = start
        found.append((start, line, {key: value.strip() for key, value in headers.items()}))
    ends = [*(start for start, _, _ in found[1:]), stop]
    return [(start, end, line, tags) for (start, line, tags), end in zip(found, ends[:len(found)], strict=True)]


def _repeated_tags(text: str) -> list[int]:
    """Where a tag pair's line names a roster tag already given since the last moves: a new game without
    moves before it (``[White "A"]…[Result "1-0"]`` then ``[White "C"]…``), its offset."""
    cuts: list[int] = []
    seen: set[str] = set()
    last_end = 0
    for found in _TAG_LINE.finditer(text):
        if last_end < found.start() and not text[last_end:found.start()].isspace():
            seen = set()  # moves since the last tag line: python-chess starts the next game itself
        elif found[1] in seen and found[1] in _ROSTER:
            cuts.append(found.start())
            seen = set()
        seen.add(found[1])
        end = text.find("\n", found.end())
        last_end = len(text) if end < 0 else end
    return cuts


def _ending(game: str) -> str | None:
    """The termination marker a game's text ends with (its tags and comments aside), None without one."""
    tail = game.rstrip()
    last = tail.rsplit(None, 1)[-1] if tail else ""
    if last in ENDINGS and tail.rfind("{") <= tail.rfind("}") and ";" not in tail[tail.rfind("\n") + 1:]:
        return last  # the usual end, after every comment: no need to set the comments aside
    words = moves_text(game).split()
    return words[-1] if words and words[-1] in ENDINGS else None


def moves_text(game: str) -> str:
    """The game's text with what is not moves blanked: each tag pair's line, each {comment} (across lines too)
    and each ;comment to the line end.

    One pass: a "{" with no "}" after it stays text (as do the ones after it) without another look at the
    rest of the game, where a regular expression would scan to the end from each of them: 200 KB of unclosed
    "{" took 46 s.
    """
    last_close = game.rfind("}")
    pieces: list[str] = []
    kept = position = 0
    marks = _MARK
    while (mark := marks.search(game, position)) is not None:
        start = mark.start()
        if game[start] == "{":
            end = game.find("}", start) + 1 if start < last_close else 0  # 0: no "}" after it
            marks = marks if end else _MARK_UNCLOSED
        elif game[start] == ";":
            end = _line_end(game, start)
        else:  # a line starting with "[": a tag pair's line when it ends with "]" (spaces and tabs aside)
            end = _line_end(game, start)
            end = end if game[start:end].rstrip(" \t").endswith("]") else 0
        if not end:
            position = start + 1
            continue
        pieces += (game[kept:start], " ")
        kept = position = end
    pieces.append(game[kept:])
    return "".join(pieces)


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def partial_date(raw: str) -> date | None:
    """The first day of a date that gives its year, and maybe its month, but not its day ("1997.??.??")."""
    found = _PARTIAL.fullmatch(raw)
    if found is None:
        return None
    month = int(found["month"]) if found["month"].isdecimal() else 1
    try:
        return date(int(found["year"]), month, 1)
    except ValueError:
        return None


def full_date(raw: str) -> date | None:
    """A whole date as PGN writes it (``2024.03.01``; ``-`` and ``/`` taken too), None for anything else."""
    parts = raw.replace("-", ".").replace("/", ".").split(".")
    if len(parts) != 3 or not all(part.isdecimal() for part in parts):
        return None
    try:
        return date(int(parts[0]), int(parts[1]), int(parts[2]))
    except (ValueError, OverflowError):  # OverflowError: a year of 20 digits
        return None


def date_tag(tags: dict[str, str]) -> str:
    """The game's date as the file gives it: ``Date``, else ``UTCDate`` when Date is missing or partial and
    UTCDate whole (lichess's database exports write UTCDate alone; the games were dated the day of the import)."""
    raw = tags.get("Date", "")
    utc = tags.get("UTCDate", "")
    return utc if full_date(raw) is None and full_date(utc) is not None else raw


def variant(raw: str) -> str | None:
    """The variant a ``Variant`` tag names when it is not standard chess (as python-chess reads the tag)."""
    if not raw.strip():
        return None
    headers = chess.pgn.Headers(Variant=raw.strip())
    if headers.is_chess960() or headers.is_wild():
        return raw.strip()
    try:
        board = headers.variant()
    except ValueError:
        return raw.strip()  # a variant python-chess does not know is no standard chess either
    return None if board is chess.Board else raw.strip()


def read_fide_id(raw: str) -> str | None:
    """A FIDE id as a tag writes it: digits, leading zeros dropped; None for 0 or anything else."""
    return str(int(raw)) if raw.isdecimal() and int(raw) else None


def spaced(name: str) -> str:
    """The name with single spaces, and one space after its comma ("Last,First" → "Last, First")."""
    return " ".join(name.replace(",", ", ").split()).replace(" ,", ",")


def name_key(name: str) -> str:
    """What tells two spellings of a name apart: spacing and case aside."""
    return spaced(name).casefold()
