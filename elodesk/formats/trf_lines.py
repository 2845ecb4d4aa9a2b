"""The parts of a TRF as the reader holds them: a player line, its round entries, a national record.

Also the small readings that need no reader: whether a line is layout (a
comment, a legend, a ruler), a name, the points column, whether a line's fields
sit in the TRF columns, and which of the dates a header tag can mean is meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from elodesk.formats.records import PlayerRecord
from elodesk.formats.trf_layout import FIRST_ROUND, ROUND_WIDTH

# TRF26 legend lines ("DDD SSSS sTTT NNNN…", "BBB T RRR PPP1") and column rulers ("1234567890…").
_LEGEND = re.compile(r"([A-Z])\1\1(?: |$)(?!(?: {3}\d| {2}\d{2}| \d{3}|\d{4}) )")
_RULER = re.compile(r"(?!\d{3}(?: |$))[\d ]+")
# The columns that separate a player line's fields (0-based): after the rank, title, name, rating,
# federation, id, birth date and points.
_GAPS = (8, 13, 47, 52, 56, 68, 79, 84)
FILLER = "\x00"  # stands for the extra bytes of a character when columns count bytes


@dataclass(slots=True)
class Entry:
    """One round of a player line."""

    opponent: int | None
    colour: str  # "w", "b" or "-" (as written, "n", "z" or "s" until national_colours reads them)
    code: str  # upper-case result code, " " when blank


@dataclass(slots=True)
class Line:
    rank: int
    number: int  # line number in the file
    player: PlayerRecord
    rating: int | None  # the rating column: its kind depends on the event's rate and variant
    entries: list[Entry | None]  # None: blank round
    points: float | None  # as the file says


@dataclass(slots=True)
class National:
    code: str
    rank: int
    rating: str
    id: str
    number: int
    origin: str = ""  # columns 54-56, a player line's federation: a FRA record's French letter (F, N, E)


@dataclass(slots=True)
class Tally:
    """Lines of one kind (a record type skipped, an id that is none): the first one and how many."""

    first: int
    count: int = 0



# The comment elodesk's TRF of an event FIDE does not rate carries (a national or club event, a PGN's games): a
# TRF is FIDE's report, which FIDE rates unless told, and the event read back must be the one written (issue 23).
NOT_FIDE_RATED = "### not rated by FIDE (elodesk)"


def is_layout(line: str) -> bool:
    """A comment (``#``), a TRF26 legend line or a column ruler: layout, no record."""
    return line.startswith("#") or bool(_RULER.fullmatch(line) or _LEGEND.match(line))


def choose_dates(starts: list[date], ends: list[date], round_dates: dict[int, date]) -> tuple[date | None, date | None]:
    """Start and end among the dates each tag can mean: the ones nearest the round dates, else the
    pair that makes the shortest event (a tag's own most likely reading first on a tie)."""
    if round_dates:
        low, high = min(round_dates.values()), max(round_dates.values())

        def distance(day: date) -> int:
            return 0 if low <= day <= high else min(abs((day - low).days), abs((day - high).days))

        return (min(starts, key=distance) if starts else None), (min(ends, key=distance) if ends else None)
    if starts and ends:
        pairs = [(s, e) for s in starts for e in ends if s <= e]
        if pairs:
            return min(pairs, key=lambda pair: (pair[1] - pair[0]).days)
    return (starts[0] if starts else None), (ends[0] if ends else None)


def aligned(line: str) -> bool:
    """Whether the spaces between a player line's fields fall where the TRF columns put them."""
    gaps = [line[i:i + 1] for i in _GAPS] + [line[i + 4:i + 5] + line[i + 6:i + 7]
                                             for i in range(FIRST_ROUND, len(line.rstrip()), ROUND_WIDTH)]
    return all(not gap.strip() for gap in gaps)


def read_name(raw: str) -> str:
    """ "Last,First" or "Last, First" -> "Last, First"; a name without a comma is kept."""
    name = " ".join(raw.replace(FILLER, "").split())
    last, comma, first = name.partition(",")
    if not comma:
        return name
    return f"{last.strip()}, {first.strip()}" if first.strip() else last.strip()


def read_points(raw: str) -> float | None:
    try:
        return float(raw.strip().replace(",", "."))
    except ValueError:
        return None
