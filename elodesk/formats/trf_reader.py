"""Reading a TRF as it is: what each line means, what is skipped and why (see :mod:`elodesk.formats.trf`).

The reader keeps going on everything but a file with no player in it: a line
or a round cell it cannot understand is left out with a warning naming its
line, so that an officer gets the rest of the tournament and knows what to
check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from elodesk.formats.dates import day_candidates
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice, Notices
from elodesk.formats.rates import rate_from_time_control, rate_named
from elodesk.formats.records import (
    FIDE_KINDS,
    FRBE,
    STANDARD,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
)
from elodesk.formats.trf_dates import Cell, read_round_dates
from elodesk.formats.trf_layout import (
    BELGIAN_TAG,
    FEDERATION,
    FIRST_ROUND,
    HEADER_TAG,
    ID,
    RANK,
    RATING,
    ROUND_WIDTH,
    ROUNDS_TAGS,
)
from elodesk.formats.trf_lines import (
    NOT_FIDE_RATED,
    Line,
    National,
    Tally,
    aligned,
    choose_dates,
    is_layout,
)
from elodesk.formats.trf_players import FEDERATION_CODE, PlayerLines
from elodesk.formats.trf_tiebreaks import read_tiebreak_list

FORMAT = "trf"
FRBE_FORMAT = "frbe-trf"


# National rating records: a federation code, then a start rank in columns 5-8 like a 001 line.
# XX? and BB? are pairing programs' tags.
_NATIONAL = re.compile(r"(?!XX|BB)[A-Z]{3} (?: {3}\d| {2}\d{2}| \d{3}|\d{4})(?: |$)")
_RECORD = re.compile(r"[0-9A-Z]{3}(?: |$)")
_LICHESS = re.compile(r"(?:https?://)?(?:www\.)?lichess\.org/", re.IGNORECASE)
# A clock in an event's name, minutes + seconds a move as online events name themselves ("5+0", "5 Plus 0").
_NAME_CLOCK = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:\+|plus)\s*(\d{1,3})(?![\d.])", re.IGNORECASE)


@dataclass(slots=True)
class Reader(PlayerLines):
    """One reading of one file: what it gathers line by line, then the event (:meth:`read`)."""

    file: str
    stem: str
    warnings: list[Notice] = field(default_factory=Notices)
    lines: dict[int, Line] = field(default_factory=dict)
    national: list[National] = field(default_factory=list)
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)  # first occurrence: value, line number
    round_dates: dict[int, date] = field(default_factory=dict)
    date_cells: dict[int, Cell] = field(default_factory=dict)  # tag 132 as written, by round
    header: dict[str, list[date]] = field(default_factory=dict)  # what 042 and 052 (00F) can mean
    summary: list[date] = field(default_factory=list)  # a Belgian file's 00F S= and E=, when both are dates
    belgian: bool = False
    games: list[ChessGameRecord] = field(default_factory=list)
    byes: list[ByeRecord] = field(default_factory=list)
    skipped: dict[str, Tally] = field(default_factory=dict)  # record type ("" for a line that is none)
    fide_rated: bool | None = None  # False: the file says FIDE does not rate it (trf_lines.NOT_FIDE_RATED)
    bad_ids: dict[str, Tally] = field(default_factory=dict)  # the id field's value
    unplayed: list[int] = field(default_factory=list)  # lines with a "*" pairing
    year_only: list[tuple[int, str]] = field(default_factory=list)  # birth dates without month and day
    pseudo: int = 0  # player lines that stand for the bye
    byte_columns: list[int] = field(default_factory=list)  # player lines whose columns count bytes

    # -- lines

    def read(self, lines: list[str]) -> EventRecord:
        # The variant decides what the 001 columns hold: know it before the first player line.
        self.belgian = any(BELGIAN_TAG.match(line) for line in lines)
        for number, line in enumerate(lines, 1):
            self.record(line, number)
        if not self.lines:
            raise FormatError(self.file, len(lines) or None,
                              "expected player lines (001) in a tournament file, found none up to the end of "
                              "the file")
        summary = self.summary = self.header_dates()
        found = read_round_dates(list(self.date_cells.values()), self.header["042"] + summary[:1],
                                 self.header["052"] + summary[1:])
        self.round_dates = found.dates
        self.warnings.extend(found.notices)
        self.national_colours()
        self.bye_players()
        rate = self.rate()
        site = self.site_export()
        self.ratings(rate, site=site is not None)
        played = max(len(line.entries) for line in self.lines.values())
        self.rounds(played)
        self.check_points()
        self.report()
        event = self.event(played, rate)
        event.warnings.sort(key=lambda n: n.line)  # in file order
        return event

    def record(self, line: str, number: int) -> None:
        tag = line[:3]
        if line.rstrip() == NOT_FIDE_RATED:
            self.fide_rated = False
        if not line.strip() or is_layout(line):
            return
        if tag == "001":
            self.player_line(line, number)
        elif tag == "132":
            self.round_dates_line(line, number)
        elif (HEADER_TAG.fullmatch(tag) or BELGIAN_TAG.fullmatch(tag) or tag in ROUNDS_TAGS) and \
                line[3:4] in (" ", ""):
            self.tags.setdefault(tag, (line[3:].strip(), number))
        elif _NATIONAL.match(line) and aligned(line):  # not Tornelo's "DAT 0001 EMAIL ...": free text
            self.national.append(National(tag, int(line[RANK]), line[RATING], line[ID], number,
                                          line[FEDERATION]))
        else:
            kind = tag if _RECORD.match(line) else ""
            self.skipped.setdefault(kind, Tally(number)).count += 1

    def site_export(self) -> str | None:
        """The tag that shows the file is lichess's Swiss export (022 or 102 a lichess.org address), whose rating
        column holds each player's lichess rating (lila's SwissTrf writes it there): noted, None otherwise."""
        for tag in ("022", "102"):
            value = self.text(tag) or ""
            if _LICHESS.match(value):
                if any(line.rating is not None for line in self.lines.values()):
                    self.notice(self.line_of(tag), 'tag {tag} "{value}": the file is lichess\'s export, its rating '
                                                   "column holds lichess ratings, not FIDE ratings: left out",
                                tag=tag, value=value)
                return tag
        return None

    def text(self, tag: str) -> str | None:
        value = self.tags.get(tag, ("", 0))[0]
        return value or None

    def line_of(self, tag: str) -> int | None:
        return self.tags[tag][1] if tag in self.tags else None

    def report(self) -> None:
        """The warnings gathered over the file: lines skipped by kind, ids that are none, unplayed pairings."""
        for kind, skipped in sorted(self.skipped.items(), key=lambda item: item[1].first):
            first, count = skipped.first, skipped.count
            if kind and count == 1:
                self.notice(first, '1 line of record type "{kind}" skipped (not about ratings)', kind=kind)
            elif kind:
                self.notice(first, '{count} lines of record type "{kind}" skipped (not about ratings)', count=count,
                            kind=kind)
            elif count == 1:
                self.notice(first, "1 line that are no TRF record skipped")
            else:
                self.notice(first, "{count} lines that are no TRF record skipped", count=count)
        for raw, bad in sorted(self.bad_ids.items(), key=lambda item: item[1].first):
            self.bad_id(raw, bad)
        if self.byte_columns:
            count = len(self.byte_columns)
            if count == 1:
                self.notice(self.byte_columns[0], "1 player line count their columns in bytes, not characters "
                                                  "(accented names in UTF-8): read so")
            else:
                self.notice(self.byte_columns[0], "{count} player lines count their columns in bytes, not "
                                                  "characters (accented names in UTF-8): read so", count=count)
        if self.year_only:
            number, text = self.year_only[0]
            more = len(self.year_only) - 1
            if not more:
                self.notice(number, 'birth date "{text}" gives only the year: read as {year}-01-01', text=text,
                            year=text[:4])
            else:
                self.notice(number, 'birth date "{text}" and {more} more give only the year: read as 1 January of '
                                    "that year", text=text, more=more)
        if self.unplayed:
            count = len(self.unplayed)
            if count == 1:
                self.notice(self.unplayed[0], "1 pairing not played (*): no game recorded")
            else:
                self.notice(self.unplayed[0], "{count} pairings not played (*): no game recorded", count=count)

    def bad_id(self, raw: str, bad: Tally) -> None:
        """Text in the id field that is no id, on ``bad.count`` player lines."""
        if self.belgian and bad.count == 1:
            self.notice(bad.first, '"{raw}" in the matricule field (columns 58-68) of 1 player line is no id: read '
                                   "as none", raw=raw)
        elif self.belgian:
            self.notice(bad.first, '"{raw}" in the matricule field (columns 58-68) of {count} player lines is no '
                                   "id: read as none", raw=raw, count=bad.count)
        elif bad.count == 1:
            self.notice(bad.first, '"{raw}" in the FIDE-id field (columns 58-68) of 1 player line is no id: read as '
                                   "none", raw=raw)
        else:
            self.notice(bad.first, '"{raw}" in the FIDE-id field (columns 58-68) of {count} player lines is no id: '
                                   "read as none", raw=raw, count=bad.count)

    # -- header

    def event(self, played: int, rate: str | None) -> EventRecord:
        name = self.text("012") or self.text("00A")
        if name is None:
            name = "" if "012" in self.tags else self.stem
        start, end = self.dates()
        declared = self.text("062")
        if declared and declared.isdecimal() and int(declared) not in (len(self.lines), len(self.lines) + self.pseudo):
            self.notice(self.line_of("062"), "tag 062 gives {declared} players, the file has {count}",
                        declared=declared, count=len(self.lines))
        planned = [int(value) for tag in ROUNDS_TAGS  # at most 4 digits, like a start rank
                   if (value := self.text(tag) or "").isdecimal() and len(value) <= 4]
        return EventRecord(
            name=name,
            format=FRBE_FORMAT if self.belgian else FORMAT,
            place=self.text("022"),
            federation=self.federation(),
            start=start,
            end=end,
            arbiter=self.text("102"),
            rounds=max([played, *planned]),
            time_control=self.text("122"),
            round_dates=self.round_dates,
            rating_kind=FRBE if self.belgian else FIDE_KINDS[rate or STANDARD],
            rate=rate,
            players=[self.lines[rank].player for rank in sorted(self.lines)],
            games=self.games,
            byes=self.byes,
            warnings=self.warnings,
            tiebreaks=self.tiebreak_list(),
            fide_rated=self.fide_rated,
        )

    def tiebreak_list(self) -> tuple[str, ...]:
        """TRF-2026's tie-breaks (tag 212, else 202); a list naming one elodesk does not compute is
        left out, with a notice: the officer chooses them."""
        for tag in ("212", "202"):
            value = self.text(tag)
            if value:
                chosen, unknown = read_tiebreak_list(value)
                if unknown:
                    self.notice(self.line_of(tag), "tag {tag}: tie-breaks elodesk does not compute ({codes}): the "
                                                   "file's tie-breaks left out", tag=tag, codes=", ".join(unknown))
                    return ()
                return chosen
        return ()

    def federation(self) -> str | None:
        value = self.text("032")
        if value is None:
            return None
        if FEDERATION_CODE.fullmatch(value):
            return value.upper()
        self.notice(self.line_of("032"), 'tag 032 (federation) "{value}" is no federation code: left out',
                    value=value)
        return None

    def rate(self) -> str | None:
        """The event's rate: from the time control (122, else TRF26's 222), the type (092) or the name."""
        for tag, read in (("122", rate_from_time_control), ("222", rate_from_time_control), ("092", rate_named)):
            value = self.text(tag)
            rate = read(value) if value else None
            if rate is not None:
                return rate
        name = self.text("012") or ""
        clock = _NAME_CLOCK.search(name)
        rate = rate_named(name) or (rate_from_time_control("{}+{}".format(*clock.groups())) if clock else None)
        if rate is not None:
            self.notice(self.line_of("012"), 'no time control (tag 122) tells the rate: "{rate}" is read from the '
                                             "event's name", rate=rate)
        elif self.text("122"):
            self.notice(self.line_of("122"), 'tag 122 (time control) "{value}" tells no rate (standard, rapid, '
                                             "blitz): left to the import", value=self.text("122"))
        return rate

    def header_dates(self) -> list[date]:
        """The dates tags 042/052 (the Belgian 00F) can mean, read once: the round dates are read against them.
        A Belgian file's S= and E= are given back too, to weigh the round dates when 042/052 disagree with them."""
        found = {tag: day_candidates(self.text(tag) or "") for tag in ("042", "052")}
        summary: list[date] = []
        if self.belgian:
            days = self.belgian_summary()
            for tag, day in zip(("042", "052"), days, strict=True):
                if not found[tag] and day is not None:
                    found[tag] = [day]
            summary = [day for day in days if day is not None] if None not in days else []
        self.header = found
        return summary

    def dates(self) -> tuple[date | None, date | None]:
        """Start and end: tags 042/052 (the Belgian 00F), else the first and last round dates."""
        found = self.header
        start, end = choose_dates(found["042"], found["052"], self.round_dates)
        rounds = sorted(self.round_dates.values())
        for tag, day, fallback in (("042", start, rounds[:1]), ("052", end, rounds[-1:])):
            value = self.text(tag)
            if day is not None or not value:
                continue
            where = self.line_of(tag)
            if fallback:
                taken = f"{fallback[0]:%Y-%m-%d}"
                if tag == "042":
                    self.notice(where, 'tag 042 (start date) "{value}" is no date: {day} is taken from the round '
                                       "dates (tag 132)", value=value, day=taken)
                else:
                    self.notice(where, 'tag 052 (end date) "{value}" is no date: {day} is taken from the round '
                                       "dates (tag 132)", value=value, day=taken)
            elif tag == "042":
                self.notice(where, 'tag 042 (start date) "{value}" is no date', value=value)
            else:
                self.notice(where, 'tag 052 (end date) "{value}" is no date', value=value)
        start = start or (rounds[0] if rounds else None)
        end = end or (rounds[-1] if rounds else None)
        if start is not None and end is not None and end < start and self.text("052"):
            end = self.end_after(start, rounds)
        return start, end

    def end_after(self, start: date, rounds: list[date]) -> date:
        """An end written before the start (the federation's season file's 052 2023-04-21 for a season from
        2023-09-24): the Belgian 00F E=, else the last round date, when after the start; else the start."""
        where, values = self.line_of("052"), {"value": self.text("052"), "start": f"{start:%Y-%m-%d}"}
        summary = [day for day in self.summary[1:] if day >= start]
        if summary:
            self.notice(where, 'tag 052 (end date) "{value}" comes before the start ({start}): {day}, the end date '
                               "of tag 00F (E=), is taken", day=f"{summary[0]:%Y-%m-%d}", **values)
            return summary[0]
        if rounds and rounds[-1] >= start:
            self.notice(where, 'tag 052 (end date) "{value}" comes before the start ({start}): {day}, the last '
                               "round date (tag 132), is taken", day=f"{rounds[-1]:%Y-%m-%d}", **values)
            return rounds[-1]
        self.notice(where, 'tag 052 (end date) "{value}" comes before the start ({start}): the event is taken to '
                           "end on its start", **values)
        return start

    def belgian_summary(self) -> tuple[date | None, date | None]:
        """00F (P= R= S=dd/mm/yy E=dd/mm/yy): its dates; P= is checked against the players."""
        value, number = self.tags.get("00F", ("", 0))
        fields = dict(token.split("=", 1) for token in value.split() if token[:2] in ("P=", "R=", "S=", "E="))
        dates: list[date | None] = []
        for key in ("S", "E"):
            raw = fields.get(key, "")
            found = day_candidates(raw, day_first=True)
            if raw and not found and key == "S":
                self.notice(number, 'tag 00F S= "{raw}" is no start date (dd/mm/yy): left out', raw=raw)
            elif raw and not found:
                self.notice(number, 'tag 00F E= "{raw}" is no end date (dd/mm/yy): left out', raw=raw)
            dates.append(found[0] if found else None)
        players = fields.get("P", "")
        if players.isdecimal() and int(players) != len(self.lines):
            self.notice(number, "tag 00F gives P={players} players, the file has {count}", players=players,
                        count=len(self.lines))
        return dates[0], dates[1]

    def round_dates_line(self, line: str, number: int) -> None:
        """Tag 132: round r's date in round r's columns, as written (read once all are in: :mod:`trf_dates`)."""
        if line[3:FIRST_ROUND].strip():
            self.notice(number, "tag 132: round dates are not in the round columns (92, 102, ...): read in order")
            cells = line[3:].split()
        else:
            # each date in the columns of its round (YY/MM/DD from column 94, or from 92, or a longer
            # YYYY/MM/DD running over the next round's first columns)
            cells = []
            for token in re.finditer(r"\S+", line[FIRST_ROUND:]):
                r = token.start() // ROUND_WIDTH + 1
                cells += [""] * (r - len(cells))
                cells[r - 1] = token[0]
        for r, cell in enumerate(cells, 1):
            if cell.strip():
                self.date_cells[r] = Cell(r, cell.strip(), number)
