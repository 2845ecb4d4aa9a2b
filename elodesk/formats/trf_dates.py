"""Tag 132's round dates, read in the order that agrees with the event's own dates (issue 23).

The TRF writes round dates YY/MM/DD, but some programs write them YY.DD.MM
(``11.25.02`` in an event starting 25.02.2011) or DD/MM/YY (``22/10/23`` in one
starting 2023-10-22). Read date by date, every game lands in another year,
outside the event, and would be rated in the wrong period. So the order is
decided once per file, from all its round dates and the event's start and end
(042/052, a Belgian file's 00F): the one under which every round date lies
inside the event (a few days either side) and the rounds do not go back in
time. When none agrees, or two readings agree as well, the round dates are left
out with a warning: the games then take the event's dates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import pairwise

from elodesk.formats.dates import DATE_ORDERS, day_candidates, day_in_order
from elodesk.formats.notices import Notice

SLACK = timedelta(days=7)  # a round date may lie this far outside the event's start and end
LONGEST = timedelta(days=366)  # a start and end further apart are no one event (an interclub season is shorter)
SPELLED = {"ymd": "YY/MM/DD", "dmy": "DD/MM/YY", "ydm": "YY/DD/MM", "mdy": "MM/DD/YY"}


@dataclass(frozen=True, slots=True)
class Window:
    """A span the event can have; ``anchor`` "start" or "end" when only that end is known."""

    start: date
    end: date
    anchor: str = ""


@dataclass(frozen=True, slots=True)
class Cell:
    """One round date as written in a 132 line."""

    round: int
    text: str
    line: int


@dataclass(slots=True)
class RoundDates:
    """The round dates read, and what was guessed or left out on the way."""

    dates: dict[int, date] = field(default_factory=dict)
    notices: list[Notice] = field(default_factory=list)


def read_round_dates(cells: list[Cell], starts: list[date], ends: list[date]) -> RoundDates:
    """Each round's date, in the one order (:data:`DATE_ORDERS`) that agrees with the dates the start
    and end tags can mean (``starts``, ``ends``) and with the rounds' sequence."""
    out = RoundDates()
    readable = []
    for cell in cells:
        if any(day_in_order(cell.text, order) for order in DATE_ORDERS):
            readable.append(cell)
        else:
            out.notices.append(Notice(cell.line, 'tag 132: "{cell}" is no date (YY/MM/DD) for round {round}: left '
                                                 "out", {"cell": cell.text, "round": cell.round}))
    if not readable:
        return out
    readings: dict[str, dict[int, date]] = {}
    for order in DATE_ORDERS:
        days = {cell.round: day_in_order(cell.text, order) for cell in readable}
        if all(days.values()):
            readings[order] = days  # type: ignore[assignment]
    where = readable[0].line
    windows = _windows(starts, ends)
    readings = _in_the_events_century(readings, readable, windows)
    if not windows:
        chosen = next((o for o in readings if _in_sequence(readings[o])), next(iter(readings), None))
        if chosen is None:  # each date readable, but in no one order: each its most likely reading
            out.dates = {cell.round: day_candidates(cell.text)[0] for cell in readable
                         if day_candidates(cell.text)}
            return out
        out.dates = readings[chosen]
        if chosen != "ymd" and readings[chosen] != readings.get("ymd"):
            first = readable[0]
            out.notices.append(Notice(where, 'tag 132: the round dates are written {order} ("{cell}" is read as {day}),'
                                             " the only order in which the rounds follow each other: read so",
                                      {"order": SPELLED[chosen], "cell": first.text,
                                       "day": f"{out.dates[first.round]:%Y-%m-%d}"}))
        return out
    fitting = {order: width for order, days in readings.items() if (width := _fit(days, windows)) is not None}
    first_day, last_day = min(starts, default=windows[0].start), max(ends, default=windows[-1].end)
    span = {"start": f"{first_day:%Y-%m-%d}", "end": f"{last_day:%Y-%m-%d}"}
    if not fitting:
        out.notices.append(Notice(where, "tag 132: the round dates lie outside the event's dates ({start} to {end}) "
                                         "whichever order they are read in: left out, the games take the event's "
                                         "dates", span))
        return out
    ordered = {o: w for o, w in fitting.items() if _in_sequence(readings[o])} or fitting
    best = min(ordered.values())
    tied = [o for o in DATE_ORDERS if ordered.get(o) == best]
    if "ymd" not in tied and any(readings[o] != readings[tied[0]] for o in tied):
        out.notices.append(Notice(where, "tag 132: the round dates can be read in several orders ({orders}), each "
                                         "inside the event's dates ({start} to {end}): left out, the games take the "
                                         "event's dates",
                                  {"orders": ", ".join(SPELLED[o] for o in tied), **span}))
        return out
    chosen = "ymd" if "ymd" in tied else tied[0]
    out.dates = readings[chosen]
    if chosen != "ymd" and readings[chosen] != readings.get("ymd"):
        first = readable[0]
        out.notices.append(Notice(where, 'tag 132: the round dates are written {order} ("{cell}" is read as {day}), '
                                         "the order that puts them inside the event's dates ({start} to {end}): read "
                                         "so", {"order": SPELLED[chosen], "cell": first.text,
                                                "day": f"{out.dates[first.round]:%Y-%m-%d}", **span}))
    return out


def _in_the_events_century(readings: dict[str, dict[int, date]], cells: list[Cell],
                           windows: list[Window]) -> dict[str, dict[int, date]]:
    """Each order's reading with two-digit years in the century that puts each inside the event's dates,
    when the usual one (1970-2069) puts them outside: a 1910 event's ``10/11/15`` is 1910."""
    centuries = sorted({day.year // 100 * 100 for w in windows for day in (w.start, w.end)})
    out = {}
    for order, days in readings.items():
        if centuries and _fit(days, windows) is None:
            moved = {}
            for cell in cells:
                inside = [day for century in centuries if (day := day_in_order(cell.text, order, century))
                          and _fit({cell.round: day}, windows) is not None]
                if len(inside) != 1:
                    break
                moved[cell.round] = inside[0]
            else:
                days = moved if _fit(moved, windows) is not None else days
        out[order] = days
    return out


def _windows(starts: list[date], ends: list[date]) -> list[Window]:
    """The spans the event can have, from what its start and end tags can mean: a start and an end that
    agree, else a year from a start or up to an end (a contradiction: an end written before the start)."""
    spans = [(s, e) for s in starts for e in ends if s <= e]
    if spans:
        return [Window(s, e) for s, e in spans if e <= s + LONGEST] or [Window(s, e) for s, e in spans]
    return [Window(s, s + LONGEST, "start") for s in starts] + [Window(e - LONGEST, e, "end") for e in ends]


def _fit(days: dict[int, date], windows: list[Window]) -> tuple[int, int] | None:
    """How well the round dates fit the event: the length in days of the shortest span holding them all,
    then, for a span known by one end only, how far the first (last) round lies from it; None: none holds them."""
    fits = []
    for w in windows:
        if all(w.start - SLACK <= d <= w.end + SLACK for d in days.values()):
            offset = (abs((min(days.values()) - w.start).days) if w.anchor == "start" else
                      abs((w.end - max(days.values())).days) if w.anchor == "end" else 0)
            fits.append(((w.end - w.start).days, offset))
    return min(fits, default=None)


def _in_sequence(days: dict[int, date]) -> bool:
    """Whether no round is dated before an earlier one."""
    ordered = [days[r] for r in sorted(days)]
    return all(a <= b for a, b in pairwise(ordered))
