"""Dates as people and programs write them in free-text fields (a TRF's start and end date).

:func:`day_candidates` gives every date a text can mean, most likely first:
``2005/07/28``, ``2005.07.28``, ``2005-07-28``, ``28. 07. 2005``, ``28/07/2005``,
``24/09/29`` (YY/MM/DD, else DD/MM/YY), ``05/29/2020`` (month first when the day
cannot be), ``20050728``, ``May 29, 2020``, ``29 May 2020``, ``Sat, 29. Mai 2020``,
``29 mai 2020`` (English, French, German, Dutch, Spanish, Italian and Portuguese
month names, whole or cut), with a time after it or not (``08/07/2023  09:30``).
The caller chooses between the candidates with what else it knows.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

_MONTH_NAMES = {
    1: "january janvier januar januari janner enero gennaio janeiro",
    2: "february fevrier februar februari febrero febbraio fevereiro",
    3: "march mars marz maerz maart marzo marco",
    4: "april avril abril aprile",
    5: "may mai mei mayo maggio maio",
    6: "june juin juni junio giugno junho",
    7: "july juillet juli julio luglio julho",
    8: "august aout augustus agosto",
    9: "september septembre settembre setembro septiembre setiembre",
    10: "october octobre oktober ottobre octubre outubro",
    11: "november novembre noviembre novembro",
    12: "december decembre dezember diciembre dicembre dezembro",
}
_NAMES = [(name, month) for month, names in _MONTH_NAMES.items() for name in names.split()]
_SHORTEST_PREFIX = 3

_NUMERIC = re.compile(r"(\d{1,4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,4})\.?")
_COMPACT = re.compile(r"(\d{4})(\d{2})(\d{2})")
_TIME = re.compile(r"(?:\s+|t)\d{1,2}[:h]\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?$")
_TOKEN = re.compile(r"\d+|[a-z]+")
_CENTURY_PIVOT = 70  # two-digit years: 00-69 are 20xx, 70-99 are 19xx


def day_candidates(text: str, *, day_first: bool = False) -> list[date]:
    """The dates ``text`` can mean, most likely first (none when it holds no date).

    With ``day_first``, two-digit numbers are DD/MM/YY only (the Belgian 00F line).
    """
    plain = _plain(text)
    plain = _TIME.sub("", plain).strip()
    if not plain:
        return []
    numeric = _NUMERIC.fullmatch(plain)
    if numeric:
        return _numeric(*numeric.groups(), day_first=day_first)
    compact = _COMPACT.fullmatch(plain)
    if compact:
        return _valid([tuple(int(part) for part in compact.groups())])
    return _worded(plain)


def month_of(word: str) -> int | None:
    """The month a name (or a cut of it, three letters at least) stands for; None when none or several."""
    if len(word) < _SHORTEST_PREFIX:
        return None
    months = {month for name, month in _NAMES if name.startswith(word)}
    return months.pop() if len(months) == 1 else None


def _plain(text: str) -> str:
    """Lower case, without accents (``févr.`` → ``fevr.``, ``März`` → ``marz``)."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _century(year: int) -> int:
    return year + (2000 if year < _CENTURY_PIVOT else 1900)


def _numeric(a: str, b: str, c: str, *, day_first: bool) -> list[date]:
    x, y, z = int(a), int(b), int(c)
    if len(a) == 4:
        return _valid([(x, y, z)])
    if len(c) == 4:
        return _valid([(z, y, x), (z, x, y)])  # DD.MM.YYYY, else MM/DD/YYYY
    if len(a) > 2 or len(c) > 2:
        return []
    if day_first:
        return _valid([(_century(z), y, x)])
    return _valid([(_century(x), y, z), (_century(z), y, x), (_century(z), x, y)])


def _worded(text: str) -> list[date]:
    """ "May 29, 2020", "29 May 2020", "samedi 29 mai 2020": one month name, a day and a year."""
    numbers: list[str] = []
    months: list[int] = []
    for token in _TOKEN.findall(text):
        if token.isdecimal():
            numbers.append(token)
        else:
            month = month_of(token)
            if month is not None:
                months.append(month)
    if len(months) != 1 or len(numbers) != 2:
        return []
    years = [n for n in numbers if len(n) == 4]
    days = [n for n in numbers if len(n) <= 2]
    if len(years) != 1 or len(days) != 1:
        return []
    return _valid([(int(years[0]), months[0], int(days[0]))])


def _valid(triples: list[tuple[int, ...]]) -> list[date]:
    out: list[date] = []
    for year, month, day in triples:
        try:
            when = date(year, month, day)
        except ValueError:
            continue
        if when not in out:
            out.append(when)
    return out


# The orders a program may write a date's three numbers in (year, month, day positions), the
# TRF's own first; a four-digit year sits where it is written, the order then telling only
# whether the month comes before the day.
DATE_ORDERS = ("ymd", "dmy", "ydm", "mdy")


def day_in_order(text: str, order: str, century: int | None = None) -> date | None:
    """The date ``text`` means when its numbers are written in ``order`` ("ymd", "dmy"…), a two-digit
    year in ``century`` (1900, 2000; None: 1970-2069); a text that is no three numbers (a month name,
    ``20050728``) is read as :func:`day_candidates` reads it."""
    plain = _TIME.sub("", _plain(text)).strip()
    numeric = _NUMERIC.fullmatch(plain)
    if not numeric:
        found = day_candidates(text)
        return found[0] if found else None
    fields = numeric.groups()
    long = [i for i, part in enumerate(fields) if len(part) > 2]
    if len(long) > 1 or (long and len(fields[long[0]]) != 4) or (long and long[0] == 1):
        return None
    if long:
        year = int(fields[long[0]])
        a, b = (int(part) for i, part in enumerate(fields) if i != long[0])
        month, day = (a, b) if order.index("m") < order.index("d") else (b, a)
    else:
        parts = dict(zip(order, (int(part) for part in fields), strict=True))
        year = _century(parts["y"]) if century is None else century + parts["y"]
        month, day = parts["m"], parts["d"]
    try:
        return date(year, month, day)
    except ValueError:
        return None
