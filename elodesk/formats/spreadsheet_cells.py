"""Spreadsheet cells: comparing text (headers, names, choices) and reading a cell's value.

The ``parse_*`` functions turn one cell (a number, a date, text) into a value
or raise :class:`Expected` with an English template; a
:class:`~elodesk.formats.spreadsheet.Row` turns that into a
:class:`~elodesk.formats.errors.FormatError` naming the cell.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable, Sequence
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

EXCEL_SERIAL_MIN = 10000  # 1927-05-18: a smaller number is no Excel date (more likely a year)
EXCEL_SERIAL_MAX = 2958465  # 9999-12-31
LARGEST_INT = 10**15 - 1  # the largest number a cell is read as (larger: not a count, rating or score)
_EXCEL_EPOCH = date(1899, 12, 30)


# --- Comparing text ----------------------------------------------------------------------------


def _normal(text: object) -> str:
    decomposed = unicodedata.normalize("NFKD", str(text)).casefold()
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def match_key(text: object) -> str:
    """The comparison key of a header, a name or a choice: no case, accents, spaces or punctuation."""
    return re.sub(r"[\W_]+", "", _normal(text))


def words(text: object) -> list[str]:
    """The words of a text, folded (``"Victoire écrasante du camp A"`` → victoire ecrasante du camp a)."""
    return re.findall(r"[^\W_]+", _normal(text))


def suffix(path: str | Path) -> str:
    return Path(path).suffix.lower()


# The first characters that make a spreadsheet read a cell as a formula (or, tab and CR, hide one).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def formula_like(value: object) -> bool:
    """Text a spreadsheet could take for a formula (``=HYPERLINK(…)``, ``+SUM(…)``, ``@…``).

    Its first visible character decides, whatever shows nothing before it (spaces, tabs, line
    ends, format characters such as a zero-width space or a byte-order mark) and in any width
    (the full-width ``＝＋－＠`` of East Asian keyboards, which spreadsheets also take for the sign).
    """
    if not isinstance(value, str):
        return False
    if value.startswith(FORMULA_STARTS):
        return True
    for char in value:
        if char.isspace() or unicodedata.category(char) == "Cf":
            continue
        return unicodedata.normalize("NFKC", char) in ("=", "+", "-", "@")
    return False


# --- Cells -------------------------------------------------------------------------------------


class Expected(ValueError):
    """A cell parser's complaint: what was expected and what was found (no place: the Row adds it).

    Like FormatError it keeps its English template and values, which the Row hands on.
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)


def _shown(value: object) -> str:
    return f'"{value}"' if isinstance(value, str) else str(value)


def parse_text(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return value.date().isoformat()
    return str(value).strip()


def parse_int(value: object) -> int:
    """A whole number, of at most ``LARGEST_INT`` in size (a larger one is no count, rating or round)."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d{1,15}(\.0*)?\s*", value):
        number = int(value.strip().split(".")[0])
    if number is None or abs(number) > LARGEST_INT:
        raise Expected("expected a whole number, got {value}", value=_shown(value))
    return number


def parse_float(value: object) -> float:
    number: float | None = None
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?(\d{1,15}([.,]\d*)?|[.,]\d+)\s*", value):
        number = float(value.replace(",", "."))
    if number is None or not math.isfinite(number) or abs(number) > LARGEST_INT:
        raise Expected("expected a number, got {value}", value=_shown(value))
    return number


_DMY = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})")
_YMD = re.compile(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})")


def parse_date(value: object) -> date:
    """An Excel date, an Excel day number, or text dd/mm/yyyy or yyyy-mm-dd (a time part is ignored)."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        if EXCEL_SERIAL_MIN <= value <= EXCEL_SERIAL_MAX:
            return _EXCEL_EPOCH + timedelta(days=int(value))
    elif isinstance(value, str):
        text = value.strip().split(" ")[0].split("T")[0]
        parsed = _text_date(text)
        if parsed is not None:
            return parsed
    raise Expected("expected a date (dd/mm/yyyy or yyyy-mm-dd), got {value}", value=_shown(value))


def _text_date(text: str) -> date | None:
    if m := _DMY.fullmatch(text):
        day, month, year = (int(g) for g in m.groups())
    elif m := _YMD.fullmatch(text):
        year, month, day = (int(g) for g in m.groups())
    else:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


TRUE_WORDS = ("oui", "o", "yes", "y", "true", "vrai", "1", "x")
FALSE_WORDS = ("non", "n", "no", "false", "faux", "0")


def parse_bool(value: object) -> bool:
    """A boolean cell, 1/0, or oui/non, yes/no, true/false, vrai/faux (and o/n, y/n, x for yes)."""
    if isinstance(value, bool):
        return value
    key = match_key(parse_text(value))
    if key in TRUE_WORDS:
        return True
    if key in FALSE_WORDS:
        return False
    raise Expected("expected oui or non (yes/no, true/false, 1/0), got {value}", value=_shown(value))


def parse_choice(choices: dict[str, T], shown: Sequence[str]) -> Callable[[object], T]:
    """A parser looking the folded text up among ``choices`` (keys folded here); ``shown`` in the message."""
    table = {match_key(k): v for k, v in choices.items()}

    def parse(value: object) -> T:
        try:
            return table[match_key(parse_text(value))]
        except KeyError:
            raise Expected("expected one of {listed}; got {value}", listed=", ".join(shown),
                           value=_shown(value)) from None

    return parse
