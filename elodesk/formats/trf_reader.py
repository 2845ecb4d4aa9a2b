"""Reading a TRF as it is: what each line means, what is skipped and why (see :mod:`elodesk.formats.trf`).

The reader keeps going on everything but a file with no player in it: a line
or a round cell it cannot understand is left out with a warning naming its
line, so that an officer gets the rest of the tournament and knows what to
check.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

from elodesk.formats.dates import day_candidates
from elodesk.formats.errors import FormatError
from elodesk.formats.rates import rate_from_time_control, rate_named
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    FFE_KINDS,
    FIDE_KINDS,
    FRBE,
    STANDARD,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.formats.trf_layout import (
    BELGIAN_TAG,
    BIRTH,
    BYE_CODES,
    BYE_POINTS,
    CODE_POINTS,
    CODES,
    FEDERATION,
    FIRST_ROUND,
    HEADER_TAG,
    ID,
    NAME,
    OLD_TITLES,
    POINTS,
    RANK,
    RATING,
    ROUND_WIDTH,
    ROUNDS_TAGS,
    SEX,
    TITLE,
)

FORMAT = "trf"
FRBE_FORMAT = "frbe-trf"

_PLAYED, _FORFEIT, _SHORT = "played", "forfeit", "short"
# Game codes: half points scored and kind (a game, a forfeit, a game under one move).
_GAME = {
    "1": (2, _PLAYED), "=": (1, _PLAYED), "0": (0, _PLAYED),
    "+": (2, _FORFEIT), "-": (0, _FORFEIT),
    "W": (2, _SHORT), "D": (1, _SHORT), "L": (0, _SHORT),
}
_RESULT_CODES = "1=0+-WDLHFUZ"
_UNPLAYED = "*"  # TRF26: paired, not played (yet)
# The bye an entry without an opponent stands for.
_NO_OPPONENT = {
    "H": "H", "F": "F", "U": "U", "Z": "Z", "+": "U", "-": "Z",
    "1": "F", "W": "F", "=": "H", "D": "H", "0": "Z", "L": "Z",
}

_TITLES = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}
_SEXES = {"M": "M", "W": "F", "F": "F", "X": None, " ": None, "": None}

# National rating records: a federation code, then a start rank in columns 5-8 like a 001 line.
# XX? and BB? are pairing programs' tags.
_NATIONAL = re.compile(r"(?!XX|BB)[A-Z]{3} (?: {3}\d| {2}\d{2}| \d{3}|\d{4})(?: |$)")
_BIRTH_DATE = re.compile(r"(\d{4})(?:\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2}))?")
# TRF26 legend lines ("DDD SSSS sTTT NNNN…", "BBB T RRR PPP1") and column rulers ("1234567890…").
_LEGEND = re.compile(r"([A-Z])\1\1(?: |$)(?!(?: {3}\d| {2}\d{2}| \d{3}|\d{4}) )")
_RULER = re.compile(r"(?!\d{3}(?: |$))[\d ]+")
_RECORD = re.compile(r"[0-9A-Z]{3}(?: |$)")
_FEDERATION_CODE = re.compile(r"[A-Za-z]{3}")
# Colour letters in other languages: the letter that tells, how the colours then read, and the warning.
_NATIONAL_COLOURS = (
    ("n", {"b": "w", "n": "b"}, "colours are written B/N (blanc/noir): B is read as white"),
    ("z", {"z": "b"}, "colours are written W/Z (wit/zwart): Z is read as black"),
    ("s", {"s": "b"}, "colours are written W/S (weiß/schwarz): S is read as black"),
)
# The columns that separate a player line's fields (0-based): after the rank, title, name, rating,
# federation, id, birth date and points.
_GAPS = (8, 13, 47, 52, 56, 68, 79, 84)
_FILLER = "\x00"  # stands for the extra bytes of a character when columns count bytes
# Names of the pseudo-player some programs pair with the player who has the bye (accents and case aside).
_BYE_NAMES = {"bye", "byes", "spielfrei", "frei", "freilos", "exempt", "exempte", "libre", "vrij", "vrijgeloot",
              "free", "rust", "descanso", "riposo", "pairingbye", "byeplayer"}
_BYE_PLAYER_LOSES = "0-L "


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


@dataclass(slots=True)
class Tally:
    """Lines of one kind (a record type skipped, an id that is none): the first one and how many."""

    first: int
    count: int = 0


@dataclass(slots=True)
class Reader:
    """One reading of one file: what it gathers line by line, then the event (:meth:`read`)."""

    file: str
    stem: str
    warnings: list[str] = field(default_factory=list)
    lines: dict[int, Line] = field(default_factory=dict)
    national: list[National] = field(default_factory=list)
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)  # first occurrence: value, line number
    round_dates: dict[int, date] = field(default_factory=dict)
    belgian: bool = False
    games: list[ChessGameRecord] = field(default_factory=list)
    byes: list[ByeRecord] = field(default_factory=list)
    skipped: dict[str, Tally] = field(default_factory=dict)  # record type ("" for a line that is none)
    bad_ids: dict[str, Tally] = field(default_factory=dict)  # the id field's value
    unplayed: list[int] = field(default_factory=list)  # lines with a "*" pairing
    year_only: list[tuple[int, str]] = field(default_factory=list)  # birth dates without month and day
    pseudo: int = 0  # player lines that stand for the bye
    byte_columns: list[int] = field(default_factory=list)  # player lines whose columns count bytes

    def warn(self, number: int | None, message: str) -> None:
        self.warnings.append(message if number is None else f"line {number}: {message}")

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
        self.national_colours()
        self.bye_players()
        rate = self.rate()
        self.ratings(rate)
        played = max(len(line.entries) for line in self.lines.values())
        self.rounds(played)
        self.check_points()
        self.report()
        event = self.event(played, rate)
        event.warnings.sort(key=_line_of_warning)  # in file order
        return event

    def record(self, line: str, number: int) -> None:
        tag = line[:3]
        if not line.strip() or is_layout(line):
            return
        if tag == "001":
            self.player_line(line, number)
        elif tag == "132":
            self.round_dates_line(line, number)
        elif (HEADER_TAG.fullmatch(tag) or BELGIAN_TAG.fullmatch(tag) or tag in ROUNDS_TAGS) and \
                line[3:4] in (" ", ""):
            self.tags.setdefault(tag, (line[3:].strip(), number))
        elif _NATIONAL.match(line):
            self.national.append(National(tag, int(line[RANK]), line[RATING], line[ID], number))
        else:
            kind = tag if _RECORD.match(line) else ""
            self.skipped.setdefault(kind, Tally(number)).count += 1

    def text(self, tag: str) -> str | None:
        value = self.tags.get(tag, ("", 0))[0]
        return value or None

    def line_of(self, tag: str) -> int | None:
        return self.tags[tag][1] if tag in self.tags else None

    def report(self) -> None:
        """The warnings gathered over the file: lines skipped by kind, ids that are none, unplayed pairings."""
        for kind, skipped in sorted(self.skipped.items(), key=lambda item: item[1].first):
            lines = "1 line" if skipped.count == 1 else f"{skipped.count} lines"
            if kind:
                self.warn(skipped.first, f'{lines} of record type "{kind}" skipped (not about ratings)')
            else:
                self.warn(skipped.first, f"{lines} that are no TRF record skipped")
        field_name = "matricule field" if self.belgian else "FIDE-id field"
        for raw, bad in sorted(self.bad_ids.items(), key=lambda item: item[1].first):
            lines = "1 player line" if bad.count == 1 else f"{bad.count} player lines"
            self.warn(bad.first, f'"{raw}" in the {field_name} (columns 58-68) of {lines} is no id: read as none')
        if self.byte_columns:
            count = len(self.byte_columns)
            lines = "1 player line" if count == 1 else f"{count} player lines"
            self.warn(self.byte_columns[0], f"{lines} count their columns in bytes, not characters (accented "
                                            "names in UTF-8): read so")
        if self.year_only:
            number, text = self.year_only[0]
            more = len(self.year_only) - 1
            self.warn(number, f'birth date "{text}" gives only the year: read as {text[:4]}-01-01' if not more else
                      f'birth date "{text}" and {more} more give only the year: read as 1 January of that year')
        if self.unplayed:
            count = len(self.unplayed)
            what = "1 pairing" if count == 1 else f"{count} pairings"
            self.warn(self.unplayed[0], f"{what} not played (*): no game recorded")

    # -- header

    def event(self, played: int, rate: str | None) -> EventRecord:
        name = self.text("012") or self.text("00A")
        if name is None:
            name = "" if "012" in self.tags else self.stem
        start, end = self.dates()
        declared = self.text("062")
        if declared and declared.isdecimal() and int(declared) not in (len(self.lines), len(self.lines) + self.pseudo):
            self.warn(self.line_of("062"), f"tag 062 gives {declared} players, the file has {len(self.lines)}")
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
        )

    def federation(self) -> str | None:
        value = self.text("032")
        if value is None:
            return None
        if _FEDERATION_CODE.fullmatch(value):
            return value.upper()
        self.warn(self.line_of("032"), f'tag 032 (federation) "{value}" is no federation code: left out')
        return None

    def rate(self) -> str | None:
        """The event's rate: from the time control (122, else TRF26's 222), the type (092) or the name."""
        for tag, read in (("122", rate_from_time_control), ("222", rate_from_time_control), ("092", rate_named)):
            value = self.text(tag)
            rate = read(value) if value else None
            if rate is not None:
                return rate
        name = self.text("012")
        rate = rate_named(name) if name else None
        if rate is not None:
            self.warn(self.line_of("012"), f'no time control (tag 122) tells the rate: "{rate}" is read from the '
                                           "event's name")
        elif self.text("122"):
            self.warn(self.line_of("122"), f'tag 122 (time control) "{self.text("122")}" tells no rate '
                                           "(standard, rapid, blitz): left to the import")
        return rate

    def dates(self) -> tuple[date | None, date | None]:
        """Start and end: tags 042/052 (the Belgian 00F), else the first and last round dates."""
        found = {tag: day_candidates(self.text(tag) or "") for tag in ("042", "052")}
        if self.belgian:
            for tag, day in zip(("042", "052"), self.belgian_summary(), strict=True):
                if not found[tag] and day is not None:
                    found[tag] = [day]
        start, end = _choose(found["042"], found["052"], self.round_dates)
        rounds = sorted(self.round_dates.values())
        for tag, label, day, fallback in (("042", "start date", start, rounds[:1]),
                                          ("052", "end date", end, rounds[-1:])):
            value = self.text(tag)
            if day is not None or not value:
                continue
            if fallback:
                self.warn(self.line_of(tag), f'tag {tag} ({label}) "{value}" is no date: {fallback[0]:%Y-%m-%d} '
                                             "is taken from the round dates (tag 132)")
            else:
                self.warn(self.line_of(tag), f'tag {tag} ({label}) "{value}" is no date')
        start = start or (rounds[0] if rounds else None)
        end = end or (rounds[-1] if rounds else None)
        return start, end

    def belgian_summary(self) -> tuple[date | None, date | None]:
        """00F (P= R= S=dd/mm/yy E=dd/mm/yy): its dates; P= is checked against the players."""
        value, number = self.tags.get("00F", ("", 0))
        fields = dict(token.split("=", 1) for token in value.split() if token[:2] in ("P=", "R=", "S=", "E="))
        dates: list[date | None] = []
        for key, label in (("S", "start"), ("E", "end")):
            raw = fields.get(key, "")
            found = day_candidates(raw, day_first=True)
            if raw and not found:
                self.warn(number, f'tag 00F {key}= "{raw}" is no {label} date (dd/mm/yy): left out')
            dates.append(found[0] if found else None)
        players = fields.get("P", "")
        if players.isdecimal() and int(players) != len(self.lines):
            self.warn(number, f"tag 00F gives P={players} players, the file has {len(self.lines)}")
        return dates[0], dates[1]

    def round_dates_line(self, line: str, number: int) -> None:
        """Tag 132: round r's date (YY/MM/DD) in round r's columns."""
        if line[3:FIRST_ROUND].strip():
            self.warn(number, "tag 132: round dates are not in the round columns (92, 102, ...): read in order")
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
            if not cell.strip():
                continue
            found = day_candidates(cell)
            if found:
                self.round_dates[r] = found[0]
            else:
                self.warn(number, f'tag 132: "{cell.strip()}" is no date (YY/MM/DD) for round {r}: left out')

    # -- players

    def player_line(self, line: str, number: int) -> None:
        if not line.isascii() and not _aligned(line):
            # UTF-8 written by a program that counted bytes: "Müller" takes 7 columns, not 6
            by_bytes = "".join(c + _FILLER * (len(c.encode("utf-8")) - 1) for c in line)
            if _aligned(by_bytes):
                line = by_bytes
                self.byte_columns.append(number)
        raw_rank = line[RANK].strip()
        if not raw_rank.isdecimal() or int(raw_rank) == 0:
            self.warn(number, f'no start rank in columns 5-8 ("{raw_rank}"): player line skipped')
            return
        rank = int(raw_rank)
        if rank in self.lines:
            self.warn(number, f"start rank {rank} is already the start rank of line {self.lines[rank].number}: "
                              "player line skipped")
            return
        player = PlayerRecord(
            ref=str(rank),
            name=_name(line[NAME]),
            birth_date=self.birth_date(line[BIRTH], number),
            sex=self.sex(line[SEX:SEX + 1], number),
            federation=self.player_federation(line[FEDERATION], number),
            title=self.title(line[TITLE], number),
            line=number,
        )
        identity = self.identity(line[ID], number)
        if self.belgian:
            player.frbe_id = identity
        else:
            player.fide_id = identity
        if not player.name:
            self.warn(number, "player without a name")
        rating = self.number_field(line[RATING], number, "rating", "49-52")
        self.lines[rank] = Line(rank, number, player, rating, self.entries(line, number), _points(line[POINTS]))

    def identity(self, raw: str, number: int) -> str | None:
        """A FIDE id (or Belgian matricule): digits; a placeholder (``-----------``) or other text is none."""
        text = raw.strip()
        if not text:
            return None
        if text.isdecimal():
            return str(int(text)) if int(text) else None
        self.bad_ids.setdefault(text, Tally(number)).count += 1
        return None

    def player_federation(self, raw: str, number: int) -> str | None:
        text = raw.strip()
        if not text:
            return None
        if _FEDERATION_CODE.fullmatch(text):
            return text.upper()
        self.warn(number, f'"{text}" in columns 54-56 is no federation code: left out')
        return None

    def number_field(self, raw: str, number: int, what: str, columns: str) -> int | None:
        text = raw.strip()
        if not text:
            return None
        if not text.isdecimal():
            self.warn(number, f'"{text}" in columns {columns} is no {what}: left out')
            return None
        return int(text) or None

    def sex(self, raw: str, number: int) -> str | None:
        code = raw.upper()
        if code in _SEXES:
            return _SEXES[code]
        self.warn(number, f'unknown sex "{raw}" in column 10: ignored')
        return None

    def title(self, raw: str, number: int) -> str | None:
        title = raw.strip().upper()
        if not title:
            return None
        title = OLD_TITLES.get(title, title)
        if title not in _TITLES:
            self.warn(number, f'unknown title "{raw.strip()}" in columns 11-13: kept as "{title}"')
        return title

    def birth_date(self, raw: str, number: int) -> date | None:
        text = raw.strip()
        if not text:
            return None
        match = _BIRTH_DATE.fullmatch(text)
        if match is None:
            found = [day for day in day_candidates(text) if re.search(r"\d{4}", text)]
            if found:
                return found[0]
        else:
            year, month, day = match.groups()
            if int(year) == 0:
                return None
            if month is None or int(month) == 0 or int(day) == 0:
                self.year_only.append((number, text))
                return date(int(year), 1, 1)
            try:
                return date(int(year), int(month), int(day))
            except ValueError:
                pass
        self.warn(number, f'"{text}" in columns 70-79 is no birth date (YYYY/MM/DD): left out')
        return None

    def ratings(self, rate: str | None) -> None:
        """File each rating under its kind, now that the event's rate is known; then the national records."""
        kind = FRBE if self.belgian else FIDE_KINDS[rate or STANDARD]
        for line in self.lines.values():
            if line.rating is not None:
                line.player.ratings[kind] = line.rating
        for record in self.national:
            self.apply_national(record, rate)

    def apply_national(self, record: National, rate: str | None) -> None:
        line = self.lines.get(record.rank)
        if line is None:
            self.warn(record.number, f"{record.code} record for start rank {record.rank}, which has no player "
                                     "line (001): skipped")
            return
        rating = self.number_field(record.rating, record.number, "national rating", "49-52")
        national_id = record.id.strip() if any(c.isalnum() for c in record.id) else None
        player = line.player
        if record.code == "BEL":
            kind, player.frbe_id = FRBE, national_id or player.frbe_id
        elif record.code == "FRA":
            kind, player.ffe_id = FFE_KINDS[rate or STANDARD], national_id or player.ffe_id
        else:
            kind = record.code.lower()
        if rating is not None:
            player.ratings[kind] = rating

    def bye_players(self) -> None:
        """A "player" named spielfrei, bye, exempt… who never scores stands for the bye: his pairings become byes."""
        for rank, line in sorted(self.lines.items()):
            if _bye_name(line.player.name) and line.rating is None and line.player.fide_id is None and \
                    self.never_scores(line):
                converted = self.pairings_to_byes(line)
                del self.lines[rank]
                self.pseudo += 1
                self.warn(line.number, f'"{line.player.name}" stands for the bye, not a player: left out'
                          + (f", its {converted} pairing(s) read as byes" if converted else ""))

    def never_scores(self, pseudo: Line) -> bool:
        if any(e is not None and e.opponent is not None and e.code not in _BYE_PLAYER_LOSES
               for e in pseudo.entries):
            return False
        return not any(e is not None and e.opponent == pseudo.rank and e.code in "0-L"
                       for line in self.lines.values() for e in line.entries)

    def pairings_to_byes(self, pseudo: Line) -> int:
        """Replace every pairing with ``pseudo`` by the bye its opponent got (U for a win, H, else Z)."""
        converted = 0
        for line in self.lines.values():
            for r, e in enumerate(line.entries):
                theirs = pseudo.entries[r] if r < len(pseudo.entries) else None
                named_back = theirs is not None and theirs.opponent == line.rank
                if e is not None and e.opponent == pseudo.rank and e.code != " ":
                    code = e.code
                elif (e is None or e.opponent == pseudo.rank) and named_back:
                    code = "U" if theirs is not None and theirs.code != " " else " "  # it lost: a bye
                else:
                    continue
                kind = {"1": "U", "+": "U", "W": "U", "U": "U", "=": "H", "D": "H"}.get(code, "Z")
                line.entries[r] = Entry(None, "-", kind) if code != " " else None
                converted += 1
        return converted

    # -- rounds

    def entries(self, line: str, number: int) -> list[Entry | None]:
        body = line[FIRST_ROUND:].rstrip()
        out = [self.cell(body[i:i + ROUND_WIDTH], number, i // ROUND_WIDTH + 1)
               for i in range(0, len(body), ROUND_WIDTH)]
        while out and out[-1] is None:
            out.pop()
        return out

    def cell(self, cell: str, number: int, r: int) -> Entry | None:
        """One round cell ("oooo c r"); None when blank, unplayed or unreadable (with a warning)."""
        cell = cell.ljust(ROUND_WIDTH)
        if not cell.strip():
            return None
        raw_opponent, colour, code = cell[:4].strip(), cell[5].lower(), cell[7].upper().replace("½", "=")
        problem = None
        if cell[4] != " " or cell[6] != " " or cell[8:].strip():
            problem = f'expected "oooo c r" (opponent, colour, result), got "{cell.rstrip()}"'
        elif raw_opponent and not raw_opponent.isdecimal():
            problem = f'expected an opponent start rank, got "{raw_opponent}"'
        elif colour not in "wbnzs- ":
            problem = f'expected a colour (w b -), got "{cell[5]}"'
        elif code not in _RESULT_CODES + _UNPLAYED + " ":
            problem = f'expected a result code (1 = 0 + - W D L H F U Z), got "{cell[7]}"'
        if problem is not None:
            column = FIRST_ROUND + (r - 1) * ROUND_WIDTH + 1
            self.warn(number, f"round {r} (columns {column}-{column + 7}): {problem}: round left out")
            return None
        opponent = int(raw_opponent or 0)
        if code == _UNPLAYED:
            if opponent:
                self.unplayed.append(number)
            return None
        if not opponent and code == " ":
            return None  # "0000 -  ": nothing
        return Entry(opponent or None, "-" if colour == " " else colour, code)

    def national_colours(self) -> None:
        """Colours in the file's language: B/N (blanc/noir, Belgian interclub reports; also bianco/nero,
        blancas/negras), where N occurs B is white; W/Z (wit/zwart) and W/S (weiß/schwarz): Z and S black."""
        written = {e.colour for line in self.lines.values() for e in line.entries if e is not None}
        for letter, mapping, message in _NATIONAL_COLOURS:
            if letter not in written:
                continue
            first = min(line.number for line in self.lines.values()
                        if any(e is not None and e.colour == letter for e in line.entries))
            for line in self.lines.values():
                for e in line.entries:
                    if e is not None:
                        e.colour = mapping.get(e.colour, e.colour)
            self.warn(first, message)
            return

    def rounds(self, rounds: int) -> None:
        """Games and byes from the round columns, each pairing checked against both lines."""
        order = [self.lines[rank] for rank in sorted(self.lines)]
        for line in order:
            line.entries += [None] * (rounds - len(line.entries))
        for r in range(1, rounds + 1):
            done: set[int] = set()  # start ranks whose entry of round r is read
            for p in order:
                e = p.entries[r - 1]
                if p.rank in done or e is None or e.opponent is None or e.code in BYE_CODES:
                    continue
                done.add(p.rank)
                q = self.lines.get(e.opponent)
                if q is None or q is p:
                    what = "itself" if q is p else "a start rank without a player line"
                    self.warn(p.number, f"round {r}: opponent {e.opponent} is {what}: round left out")
                    continue
                f = q.entries[r - 1]
                if f is not None and f.opponent == p.rank and f.code not in BYE_CODES:
                    self.pairing(r, p, e, q, f)
                elif q.rank in done:
                    self.warn(p.number, f"round {r}: start rank {q.rank} is already paired in this round: "
                                        "round left out")
                    continue
                elif f is None or (f.opponent is None and f.code not in BYE_CODES):
                    self.pairing(r, p, e, q, f)
                else:
                    said = f'a bye ("{f.code}")' if f.code in BYE_CODES else f"start rank {f.opponent} as opponent"
                    self.warn(p.number, f"round {r}: start rank {q.rank} is the opponent, but line {q.number} "
                                        f"gives {said}: cannot tell what happened, round left out")
                    continue
                done.add(q.rank)
            for p in order:
                e = p.entries[r - 1]
                if p.rank not in done and e is not None:
                    self.bye(r, p, e)

    def bye(self, r: int, p: Line, e: Entry) -> None:
        kind = _NO_OPPONENT[e.code]
        if e.opponent is not None:
            self.warn(p.number, f'round {r}: opponent {e.opponent} given with a bye ("{e.code}"): ignored')
        elif e.code in "1=0WDL":
            self.warn(p.number, f'round {r}: result "{e.code}" without an opponent: read as a bye "{kind}"')
        self.byes.append(ByeRecord(r, p.player.ref, kind, BYE_POINTS[kind]))

    def pairing(self, r: int, p: Line, e: Entry, q: Line, f: Entry | None) -> None:
        """p's entry ``e`` names q; ``f`` is q's entry when it names p, names no one, or is blank (None)."""
        mutual = f is not None and f.opponent == p.rank
        if f is None:
            self.warn(p.number, f"round {r}: line {q.number} (start rank {q.rank}) has no entry for this "
                                f"game: read from line {p.number} alone")
        elif not mutual:
            self.warn(p.number, f"round {r}: line {q.number} gives start rank {q.rank} no opponent "
                                f'("{f.code}") where line {p.number} pairs them: read as their game')
        cp, cq = e.code, f.code if f is not None else " "
        if cp == " " and cq == " ":
            self.warn(p.number, f"round {r}: the pairing with line {q.number} has no result: not played, "
                                "no game recorded")
            return
        if cp == " " or cq == " ":
            known, missing = (q, p) if cp == " " else (p, q)
            if f is not None:
                self.warn(missing.number, f"round {r}: no result for the game against line {known.number}: "
                                          f"read from line {known.number}")
            sp, kind = _GAME[cq if cp == " " else cp]
            sq = 2 - sp
            if cp == " ":
                sp, sq = sq, sp
        else:
            sp, kp = _GAME[cp]
            sq, kq = _GAME[cq]
            if not (sp + sq == 2 or (sp == sq == 0 and _PLAYED not in (kp, kq))):
                self.warn(p.number, f'round {r}: result "{cp}" against line {q.number}\'s "{cq}": the points '
                                    "do not add up, cannot tell the result: game left out")
                return
            kind = kp if kp == kq else (_FORFEIT if _FORFEIT in (kp, kq) else _SHORT)
            if kp != kq:
                read_as = "a forfeit" if kind == _FORFEIT else "a game under one move"
                self.warn(p.number, f'round {r}: result "{cp}" against line {q.number}\'s "{cq}": read as '
                                    f"{read_as}, not rated")
        white = self.white(r, p, e, q, f if mutual else None, kind)
        black = q if white is p else p
        ws, bs = (sp, sq) if white is p else (sq, sp)
        if kind == _PLAYED:
            result = WHITE_WINS if ws == 2 else DRAW if ws == 1 else BLACK_WINS
        elif kind == _SHORT and ws == bs == 1:
            self.warn(p.number, f"round {r}: draw under one move (D) against line {q.number}: recorded as "
                                "half-point byes, not rated")
            for line in sorted((p, q), key=lambda x: x.rank):
                self.byes.append(ByeRecord(r, line.player.ref, "H", 0.5))
            return
        else:
            if kind == _SHORT:
                self.warn(p.number, f"round {r}: game under one move (W/L) against line {q.number}: recorded "
                                    "as a forfeit, not rated")
            result = WHITE_FORFEIT_WIN if ws == 2 else BLACK_FORFEIT_WIN if bs == 2 else DOUBLE_FORFEIT
        self.games.append(ChessGameRecord(r, white.player.ref, black.player.ref, result,
                                          date=self.round_dates.get(r), line=white.number))

    def white(self, r: int, p: Line, e: Entry, q: Line, f: Entry | None, kind: str) -> Line:
        """Who had white: both lines' colours (``f`` None when q's line says nothing of it)."""
        by_p = {"w": p, "b": q}.get(e.colour)
        by_q = {"w": q, "b": p}.get(f.colour) if f is not None else None
        first, second = (p, q) if p.rank < q.rank else (q, p)
        if by_p is not None and by_q is not None:
            if by_p is not by_q:
                said = "white" if (by_p is p) else "black"
                white = by_p if first is p else by_q
                self.warn(first.number, f"round {r}: line {p.number} and line {q.number} both give {said} to "
                                        f"their player: took line {first.number}'s colour")
                return white
            return by_p
        if by_p is not None or by_q is not None:
            if kind == _PLAYED and f is not None:
                silent = q if by_q is None else p
                self.warn(silent.number, f"round {r}: no colour for the game against line "
                                         f"{(p if silent is q else q).number}: read from the other line")
            return by_p or by_q  # type: ignore[return-value]
        if kind == _PLAYED:
            self.warn(first.number, f"round {r}: no colour for the game between lines {first.number} and "
                                    f"{second.number}: white given to start rank {first.rank}")
        return first

    def check_points(self) -> None:
        points = dict.fromkeys(self.lines, 0.0)
        for game in self.games:
            white, black = CODES[game.result]
            points[int(game.white)] += CODE_POINTS[white]
            points[int(game.black)] += CODE_POINTS[black]
        for bye in self.byes:
            points[int(bye.player)] += bye.points
        for rank, line in sorted(self.lines.items()):
            if line.points is not None and abs(line.points - points[rank]) > 0.01:
                self.warn(line.number, f"points column says {line.points:g}, the rounds give {points[rank]:g}")


def _line_of_warning(warning: str) -> int:
    number = re.match(r"line (\d+):", warning)
    return int(number[1]) if number else 0


def is_layout(line: str) -> bool:
    """A comment (``#``), a TRF26 legend line or a column ruler: layout, no record."""
    return line.startswith("#") or bool(_RULER.fullmatch(line) or _LEGEND.match(line))


def _choose(starts: list[date], ends: list[date], round_dates: dict[int, date]) -> tuple[date | None, date | None]:
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


def _aligned(line: str) -> bool:
    """Whether the spaces between a player line's fields fall where the TRF columns put them."""
    gaps = [line[i:i + 1] for i in _GAPS] + [line[i + 4:i + 5] + line[i + 6:i + 7]
                                             for i in range(FIRST_ROUND, len(line.rstrip()), ROUND_WIDTH)]
    return all(not gap.strip() for gap in gaps)


def _bye_name(name: str) -> bool:
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    letters = "".join(c for c in decomposed if c.isalpha())
    return letters in _BYE_NAMES


def _name(raw: str) -> str:
    """ "Last,First" or "Last, First" -> "Last, First"; a name without a comma is kept."""
    name = " ".join(raw.replace(_FILLER, "").split())
    last, comma, first = name.partition(",")
    if not comma:
        return name
    return f"{last.strip()}, {first.strip()}" if first.strip() else last.strip()


def _points(raw: str) -> float | None:
    try:
        return float(raw.strip().replace(",", "."))
    except ValueError:
        return None
