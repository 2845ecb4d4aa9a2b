"""FIDE Tournament Report Files (TRF16, TRF26) and the Belgian submission file.

:func:`read` turns a file into an :class:`EventRecord` (format ``"trf"``, or
``"frbe-trf"`` for the Belgian variant); :func:`write_fide` and
:func:`write_frbe` write one out; :func:`sniff` recognises either from the first
bytes of a file. The columns and codes are those of FORMATS.md, section "FIDE
Tournament Report File".

Reading
    Text is UTF-8, else cp1252/latin-1 (:mod:`elodesk.formats.textfile`); LF,
    CRLF and CR-only line ends. A player's ``ref`` is his start rank as a
    string ("12"). The points and rank columns are not trusted: byes and games
    are rebuilt from the round columns, and a points column that disagrees
    with them gives a warning.

    Every round entry is read against the opponent's line:

    * a pairing is recorded once, white first, from both lines;
    * *soft* disagreements are read and reported in ``EventRecord.warnings``
      ("line N: ...", naming both lines): both lines giving the same colour
      (the line of the lower start rank wins), a colour missing on one line,
      one line without an entry or without a result for the game (the other
      line is read alone), the two lines giving the same points but one of
      them a forfeit or a game under one move (the pairing is then recorded
      as a forfeit: never rated);
    * *hard* contradictions raise :class:`FormatError`, because what happened
      cannot be known: the two lines giving points that do not add up (both
      won, a win against a draw, both lost a played game), the opponent's line
      naming another opponent or a bye for that round, two lines naming the
      same opponent in one round, a player paired with himself.

    A forfeit with colours ``-`` on both lines (old files: ``153 - -``) gives
    white to the lower start rank; the writers give every pairing its colours.
    A played game (``1 = 0``) without a colour on either line is read the same
    way, with a warning (colours do not change a rating).

Games under one move (``W D L``)
    They are never rated and :mod:`elodesk.formats.records` has no result for
    them, so they are read as what they score: ``W``/``L`` as a forfeit
    (``+-`` or ``-+``; ``L`` against ``L`` as ``--``), and a draw under one
    move (``D``/``D``) as two half-point byes (``H``), because no forfeit
    result gives half a point. Each one gives a warning; the writers write
    them back as forfeits and byes.

Entries without an opponent
    ``H F U Z`` are the byes of their name; a blank round (or a line that
    stops early: withdrawn players) is ``Z``. ``0000 - +`` (old files' bye) is
    ``U``, ``0000 - -`` is ``Z``; ``1``/``W``, ``=``/``D`` and ``0``/``L``
    without an opponent are ``F``, ``H`` and ``Z`` with a warning. A round is
    counted when any player line has something in its columns; ``XXR`` (the
    planned rounds of a pairing program) is ignored.

TRF26 national rating records
    A line starting with a federation code instead of ``001`` gives, in the
    rating and FIDE-id columns, the national rating and national id of the
    player of that start rank: ``BEL`` fills ``ratings["frbe"]`` and
    ``frbe_id``, ``FRA`` fills ``ratings["ffe"]`` and ``ffe_id``, any other
    code ``ratings[code.lower()]`` (its id has no field and is dropped).

Belgian submission file
    A TRF with header lines ``00A`` ... ``00F`` (its presence decides the
    variant), latin-1, CRLF; its rating column holds the Belgian rating and its
    FIDE-id column the matricule. The meaning of ``00A``-``00E`` is taken from
    the FRBE-KBSB interclub code that writes these files
    (``FRBE-KBSB-KSB/kbsb``, ``backend/kbsb/interclubs/elo.py``)::

        00A <event name>                  (the interclub code writes "### Interclubs")
        00B <rounds> rondes
        00C Envoi des rondes <first> à <last>      (the rounds sent)
        00D Envoi par : <sender: name or e-mail>
        00E Envoi par le club : <club number>
        00F P=<players> R=<rounds> S=<dd/mm/yy> E=<dd/mm/yy> +<wins> =<draws> -<losses>

    In ``00F`` the counts are per player and over played games (a decisive
    game gives one win and one loss, a draw two draws). On reading, ``00A``
    names the event when there is no ``012``, ``00F`` dates fill a missing
    ``042``/``052`` and a ``P=`` that is not the number of players gives a
    warning; ``00B``-``00E`` are not kept. The interclub code leaves forfeits
    out of its files; :func:`write_frbe` keeps them (``+``/``-``, never rated)
    so that the file reads back to the same event.

Writing
    Players keep their ref as start rank when every ref is a distinct number
    from 1 to 9999, else they are numbered in list order. Points and ranks are
    computed (1, ½, forfeit win 1, H ½, F and U 1, Z 0; ties by start rank);
    a round without a game or bye for a player is written ``0000 - Z``. Names
    are cut to 33 characters. The Belgian file replaces characters latin-1
    lacks by their unaccented letter (``ř`` → ``r``) or ``?``. Tag 132 gives the
    event's round dates and, for a round without one, the date all its games
    share; a game dated otherwise loses its own date (a TRF dates rounds only).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from elodesk.formats.errors import FormatError
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    FFE,
    FIDE,
    FRBE,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.formats.textfile import decode, split_lines

FORMAT = "trf"
FRBE_FORMAT = "frbe-trf"

# Columns of a player line: 0-based slices of FORMATS.md's 1-based columns.
_RANK = slice(4, 8)
_SEX = 9
_TITLE = slice(10, 13)
_NAME = slice(14, 47)
_RATING = slice(48, 52)
_FEDERATION = slice(53, 56)
_ID = slice(57, 68)
_BIRTH = slice(69, 79)
_POINTS = slice(80, 84)
_FIRST_ROUND = 91  # round r starts at column 92 + 10 (r - 1)
_ROUND_WIDTH = 10
# Round cells from column 92, each padded to 10 columns: opponent (right-aligned), colour, result.
_ROUNDS = re.compile(r"(?:(?: {4}| {3}\d| {2}\d{2}| \d{3}|\d{4}) [wbWB -] [-10=+WDLHFUZwdlhfuz ]  )*")

_PLAYED, _FORFEIT, _SHORT = "played", "forfeit", "short"
# Game codes: half points scored and kind (a game, a forfeit, a game under one move).
_GAME = {
    "1": (2, _PLAYED), "=": (1, _PLAYED), "0": (0, _PLAYED),
    "+": (2, _FORFEIT), "-": (0, _FORFEIT),
    "W": (2, _SHORT), "D": (1, _SHORT), "L": (0, _SHORT),
}
_BYE_CODES = "HFUZ"
_RESULT_CODES = "1=0+-WDLHFUZ"
_BYE_POINTS = {"H": 0.5, "F": 1.0, "U": 1.0, "Z": 0.0}
_CODE_POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, **_BYE_POINTS}
# The codes of white and black for each result of records.py.
_CODES = {
    WHITE_WINS: ("1", "0"), BLACK_WINS: ("0", "1"), DRAW: ("=", "="),
    WHITE_FORFEIT_WIN: ("+", "-"), BLACK_FORFEIT_WIN: ("-", "+"), DOUBLE_FORFEIT: ("-", "-"),
}
# The bye an entry without an opponent stands for.
_NO_OPPONENT = {
    "H": "H", "F": "F", "U": "U", "Z": "Z", "+": "U", "-": "Z",
    "1": "F", "W": "F", "=": "H", "D": "H", "0": "Z", "L": "Z",
}

_TITLES = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}
OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}
_SEXES = {"M": "M", "W": "F", "F": "F", "X": None, " ": None, "": None}

# National rating records use a federation code as tag; XX? and BB? are pairing programs' tags.
_NATIONAL = re.compile(r"(?!XX|BB)[A-Z]{3} [ \d]{3}\d")
_BELGIAN_TAG = re.compile(r"00[A-F]")
_DATE = re.compile(r"(\d{1,4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,4})")
_BIRTH_DATE = re.compile(r"(\d{4})(?:\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2}))?")
_HEADER_TAGS = {"012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122", "132"}
_SNIFF_LINE = re.compile(r"(?:\d{3}|00[A-F]|[A-Z]{3})(?: |$)|###")
_SNIFF_PLAYER = re.compile(r"001 [ \d]{3}\d")


# ---------------------------------------------------------------------------------------------- reading


def read(path: str | Path, *, text: str | None = None) -> EventRecord:
    """Read a TRF16/TRF26 file or a Belgian submission file (``text``: its content, already decoded).

    Raises :class:`FormatError` ("file:line: expected ..., got ...") on what cannot be understood.
    """
    path = Path(path)
    if text is None:
        text = decode(path.read_bytes())
    return _Reader(path).read(split_lines(text.removeprefix("\ufeff")))


def sniff(head: bytes, name: str) -> str | None:
    """``"trf"`` or ``"frbe-trf"`` when ``head`` (the first KB of a file) is one, else None.

    The content decides: every non-blank line must start with a TRF tag and one
    must be a player line (``001``) or, failing that, there must be three TRF
    header lines or the name must end in ``.trf``/``.trfx``.
    """
    complete = head.endswith((b"\n", b"\r"))
    lines = [line for line in split_lines(decode(head)) if line.strip()]
    if not complete and len(lines) > 1:
        lines.pop()  # cut in the middle
    lines = lines[:60]
    if not lines or not all(_SNIFF_LINE.match(line) for line in lines):
        return None
    players = any(_SNIFF_PLAYER.match(line) for line in lines)
    headers = sum(line[:3] in _HEADER_TAGS for line in lines)
    trf_name = Path(name).suffix.lower() in (".trf", ".trfx")
    if not (players or headers >= 3 or (headers and trf_name)):
        return None
    return FRBE_FORMAT if any(_BELGIAN_TAG.match(line) for line in lines) else FORMAT


@dataclass(slots=True)
class _Entry:
    """One round of a player line."""

    opponent: int | None
    colour: str  # "w", "b" or "-"
    code: str  # upper-case result code, " " when blank


@dataclass(slots=True)
class _Line:
    rank: int
    number: int  # line number in the file
    player: PlayerRecord
    entries: list[_Entry | None]  # None: blank round
    points: float | None  # as the file says


@dataclass(slots=True)
class _National:
    code: str
    rank: int
    rating: str
    id: str
    number: int


class _Reader:
    def __init__(self, path: Path) -> None:
        self.file = path.name
        self.stem = path.stem
        self.warnings: list[str] = []
        self.lines: dict[int, _Line] = {}
        self.national: list[_National] = []
        self.tags: dict[str, tuple[str, int]] = {}  # first occurrence: value, line number
        self.round_dates: dict[int, date] = {}
        self.belgian = False
        self.games: list[ChessGameRecord] = []
        self.byes: list[ByeRecord] = []

    def error(self, number: int | None, message: str) -> FormatError:
        return FormatError(self.file, number, message)

    def warn(self, number: int, message: str) -> None:
        self.warnings.append(f"line {number}: {message}")

    # -- lines

    def read(self, lines: list[str]) -> EventRecord:
        # The variant decides what the 001 columns hold: know it before the first player line.
        self.belgian = any(_BELGIAN_TAG.match(line) for line in lines)
        for number, line in enumerate(lines, 1):
            tag = line[:3]
            if tag == "001":
                self.player_line(line, number)
            elif not line.strip() or line.startswith("###"):
                continue
            elif tag == "132":
                self.round_dates_line(line, number)
            elif tag.isdigit() or _BELGIAN_TAG.match(tag):
                self.tags.setdefault(tag, (line[3:].strip(), number))
            elif _NATIONAL.match(line):
                self.national.append(_National(tag, int(line[_RANK]), line[_RATING], line[_ID], number))
            # anything else (XXR, XXC, BBW, ...) belongs to other programs
        if not self.lines:
            raise self.error(None, "expected player lines (001), found none")
        for record in self.national:
            self.apply_national(record)
        rounds = max(len(line.entries) for line in self.lines.values())
        self.rounds(rounds)
        self.check_points()
        return self.event(rounds)

    def event(self, rounds: int) -> EventRecord:
        name = self.text("012") or self.text("00A")
        if name is None:
            name = "" if "012" in self.tags else self.stem
        start = self.header_date("042", "start date")
        end = self.header_date("052", "end date")
        if self.belgian:
            start, end = self.belgian_summary(start, end)
        declared = self.text("062")
        if declared and declared.isdigit() and int(declared) != len(self.lines):
            self.warn(self.tags["062"][1],
                      f"tag 062 gives {declared} players, the file has {len(self.lines)}")
        federation = self.text("032")
        return EventRecord(
            name=name,
            format=FRBE_FORMAT if self.belgian else FORMAT,
            place=self.text("022"),
            federation=federation.upper() if federation else None,
            start=start,
            end=end,
            arbiter=self.text("102"),
            rounds=rounds,
            time_control=self.text("122"),
            round_dates=self.round_dates,
            rating_kind=FRBE if self.belgian else FIDE,
            players=[self.lines[rank].player for rank in sorted(self.lines)],
            games=self.games,
            byes=self.byes,
            warnings=self.warnings,
        )

    def text(self, tag: str) -> str | None:
        value = self.tags.get(tag, ("", 0))[0]
        return value or None

    def header_date(self, tag: str, label: str) -> date | None:
        value, number = self.tags.get(tag, ("", 0))
        try:
            return _parse_date(value)
        except ValueError:
            raise self.error(
                number, f'expected a date in tag {tag} ({label}) such as 2005/07/28, got "{value}"'
            ) from None

    def belgian_summary(self, start: date | None, end: date | None) -> tuple[date | None, date | None]:
        """Read 00F (P= R= S=dd/mm/yy E=dd/mm/yy): dates fill a missing 042/052, P= is checked."""
        value, number = self.tags.get("00F", ("", 0))
        fields = dict(token.split("=", 1) for token in value.split() if token[:2] in ("P=", "R=", "S=", "E="))
        dates = []
        for key, label in (("S", "start"), ("E", "end")):
            raw = fields.get(key, "")
            try:
                dates.append(_parse_date(raw, day_first=True))
            except ValueError:
                raise self.error(
                    number, f'expected a {label} date (dd/mm/yy) in tag 00F {key}=, got "{raw}"'
                ) from None
        players = fields.get("P", "")
        if players.isdigit() and int(players) != len(self.lines):
            self.warn(number, f"tag 00F gives P={players} players, the file has {len(self.lines)}")
        return start or dates[0], end or dates[1]

    def round_dates_line(self, line: str, number: int) -> None:
        """Tag 132: round r's date (YY/MM/DD) in round r's columns."""
        if line[3:_FIRST_ROUND].strip():
            # not in the round columns: read the dates in order
            self.warn(number,
                      "tag 132: round dates are not in the round columns (92, 102, ...): read in order")
            cells = line[3:].split()
        else:
            body = line[_FIRST_ROUND:]
            cells = [body[i:i + _ROUND_WIDTH] for i in range(0, len(body), _ROUND_WIDTH)]
        for r, cell in enumerate(cells, 1):
            try:
                when = _parse_date(cell)
            except ValueError:
                raise self.error(
                    number, f'expected a date (YY/MM/DD) for round {r} in tag 132 (round dates), '
                    f'got "{cell.strip()}"'
                ) from None
            if when is not None:
                self.round_dates[r] = when

    def player_line(self, line: str, number: int) -> None:
        raw_rank = line[_RANK].strip()
        if not raw_rank.isdigit() or int(raw_rank) == 0:
            raise self.error(number, f'expected a start rank (a number) in columns 5-8, got "{raw_rank}"')
        rank = int(raw_rank)
        if rank in self.lines:
            raise self.error(number, f"start rank {rank} is already the start rank of line "
                                     f"{self.lines[rank].number}")
        rating = self.number_field(line[_RATING], number, "a rating", "49-52")
        player = PlayerRecord(
            ref=str(rank),
            name=_name(line[_NAME]),
            birth_date=self.birth_date(line[_BIRTH], number),
            sex=self.sex(line[_SEX:_SEX + 1], number),
            federation=line[_FEDERATION].strip().upper() or None,
            title=self.title(line[_TITLE], number),
            line=number,
        )
        player_id = line[_ID].strip() or None
        if player_id is not None and player_id.strip("0") == "":
            player_id = None
        if self.belgian:
            player.frbe_id = player_id
            if rating is not None:
                player.ratings[FRBE] = rating
        else:
            player.fide_id = player_id
            if rating is not None:
                player.ratings[FIDE] = rating
        if not player.name:
            self.warn(number, "player without a name")
        self.lines[rank] = _Line(rank, number, player, self.entries(line, number), _points(line[_POINTS]))

    def entries(self, line: str, number: int) -> list[_Entry | None]:
        body = line[_FIRST_ROUND:].rstrip()
        if not body:
            return []
        body = body.ljust(-(-len(body) // _ROUND_WIDTH) * _ROUND_WIDTH)
        if _ROUNDS.fullmatch(body) is None:
            raise self.bad_round(body, number)
        out: list[_Entry | None] = []
        for i in range(0, len(body), _ROUND_WIDTH):
            raw = body[i:i + 4]
            opponent = 0 if raw == "    " else int(raw)
            code = body[i + 7].upper()
            if not opponent and code == " ":
                out.append(None)  # blank, or "0000 -  ": nothing
                continue
            colour = body[i + 5].lower()
            out.append(_Entry(opponent or None, "-" if colour == " " else colour, code))
        while out and out[-1] is None:
            out.pop()
        return out

    def bad_round(self, body: str, number: int) -> FormatError:
        """The error for the first round cell of ``body`` that :data:`_ROUNDS` refused."""
        for i in range(0, len(body), _ROUND_WIDTH):
            cell = body[i:i + _ROUND_WIDTH]
            if not cell.strip():
                continue
            column = _FIRST_ROUND + i + 1
            where = f"round {i // _ROUND_WIDTH + 1} (columns {column}-{column + 7})"
            if cell[4] != " " or cell[6] != " " or cell[8:].strip():
                return self.error(number, f'{where}: expected "oooo c r" (opponent, colour, result), '
                                          f'got "{cell.rstrip()}"')
            raw_opponent = cell[:4].strip()
            if raw_opponent and not raw_opponent.isdigit():
                return self.error(number, f'{where}: expected an opponent start rank, got "{raw_opponent}"')
            if cell[5].lower() not in "wb- ":
                return self.error(number, f'{where}: expected a colour (w b -), got "{cell[5]}"')
            if cell[7].upper() not in _RESULT_CODES + " ":
                return self.error(number, f'{where}: expected a result code (1 = 0 + - W D L H F U Z), '
                                          f'got "{cell[7]}"')
        return self.error(number, f'expected rounds as "oooo c r" from column 92, got "{body.rstrip()}"')

    def number_field(self, raw: str, number: int, what: str, columns: str) -> int | None:
        raw = raw.strip()
        if not raw:
            return None
        if not raw.isdigit():
            raise self.error(number, f'expected {what} (a number) in columns {columns}, got "{raw}"')
        return int(raw) or None

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
        try:
            if match is None:
                when = _parse_date(text)
                if when is None or not re.search(r"\d{4}", text):
                    raise ValueError(text)
                return when
            year, month, day = match.groups()
            if int(year) == 0:
                return None
            if month is None or int(month) == 0 or int(day) == 0:
                self.warn(number, f'birth date "{text}" gives only the year: read as {year}-01-01')
                return date(int(year), 1, 1)
            return date(int(year), int(month), int(day))
        except ValueError:
            raise self.error(
                number, f'expected a birth date (YYYY/MM/DD) in columns 70-79, got "{text}"'
            ) from None

    def apply_national(self, record: _National) -> None:
        line = self.lines.get(record.rank)
        if line is None:
            raise self.error(record.number, f"expected the start rank of a player (a 001 line) in the "
                                            f"{record.code} record, got {record.rank}")
        rating = self.number_field(record.rating, record.number, "a national rating", "49-52")
        national_id = record.id.strip() or None
        player = line.player
        if record.code == "BEL":
            kind, player.frbe_id = FRBE, national_id or player.frbe_id
        elif record.code == "FRA":
            kind, player.ffe_id = FFE, national_id or player.ffe_id
        else:
            kind = record.code.lower()
        if rating is not None:
            player.ratings[kind] = rating

    # -- rounds

    def rounds(self, rounds: int) -> None:
        """Games and byes from the round columns, each pairing checked against both lines."""
        claims: dict[tuple[int, int], _Line] = {}  # (player, round) -> the line naming him as opponent
        order = [self.lines[rank] for rank in sorted(self.lines)]
        for line in order:
            line.entries += [None] * (rounds - len(line.entries))
        for p in order:
            for r, e in enumerate(p.entries, 1):
                if e is None or e.opponent is None or e.code in _BYE_CODES:
                    continue
                if e.opponent not in self.lines:
                    raise self.error(p.number, f"round {r}: expected the start rank of a player (a 001 line) "
                                               f"as opponent, got {e.opponent}")
                if e.opponent == p.rank:
                    raise self.error(p.number, f"round {r}: start rank {p.rank} is paired with itself")
                other = claims.get((e.opponent, r))
                if other is not None:
                    raise self.error(p.number, f"round {r}: start rank {e.opponent} is also the opponent "
                                               f"given on line {other.number}: cannot tell who played him")
                claims[(e.opponent, r)] = p
        for r in range(1, rounds + 1):
            for p in order:
                e = p.entries[r - 1]
                if e is not None and e.opponent is not None and e.code not in _BYE_CODES:
                    q = self.lines[e.opponent]
                    f = q.entries[r - 1]
                    if f is not None and f.opponent == p.rank and f.code not in _BYE_CODES:
                        if q.rank > p.rank:
                            self.pairing(r, p, e, q, f)
                        # else: read on q's visit
                    elif f is None or (f.opponent is None and f.code not in _BYE_CODES):
                        self.pairing(r, p, e, q, f)
                    else:
                        said = (f'a bye ("{f.code}")' if f.code in _BYE_CODES
                                else f"start rank {f.opponent} as opponent")
                        raise self.error(p.number, f"round {r}: start rank {q.rank} is the opponent, but "
                                                   f"line {q.number} gives {said}: cannot tell what happened")
                elif (p.rank, r) in claims:
                    continue  # read from the line naming p (which fails if p's entry is a bye)
                else:
                    self.bye(r, p, e)

    def bye(self, r: int, p: _Line, e: _Entry | None) -> None:
        kind = "Z" if e is None else _NO_OPPONENT[e.code]
        if e is not None and e.opponent is not None:
            self.warn(p.number, f'round {r}: opponent {e.opponent} given with a bye ("{e.code}"): ignored')
        elif e is not None and e.code in "1=0WDL":
            self.warn(p.number, f'round {r}: result "{e.code}" without an opponent: read as a bye "{kind}"')
        self.byes.append(ByeRecord(r, p.player.ref, kind, _BYE_POINTS[kind]))

    def pairing(self, r: int, p: _Line, e: _Entry, q: _Line, f: _Entry | None) -> None:
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
            self.warn(p.number, f"round {r}: pairing with line {q.number} has no result: counted as absences")
            for line in sorted((p, q), key=lambda x: x.rank):
                self.byes.append(ByeRecord(r, line.player.ref, "Z", 0.0))
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
                raise self.error(p.number, f'round {r}: result "{cp}" against line {q.number}\'s "{cq}": the '
                                           f"points do not add up, cannot tell the result")
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
                                f"half-point byes, not rated")
            for line in sorted((p, q), key=lambda x: x.rank):
                self.byes.append(ByeRecord(r, line.player.ref, "H", 0.5))
            return
        else:
            if kind == _SHORT:
                self.warn(p.number, f"round {r}: game under one move (W/L) against line {q.number}: recorded "
                                    f"as a forfeit, not rated")
            result = WHITE_FORFEIT_WIN if ws == 2 else BLACK_FORFEIT_WIN if bs == 2 else DOUBLE_FORFEIT
        self.games.append(ChessGameRecord(r, white.player.ref, black.player.ref, result,
                                          date=self.round_dates.get(r), line=white.number))

    def white(self, r: int, p: _Line, e: _Entry, q: _Line, f: _Entry | None, kind: str) -> _Line:
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
            return by_p or by_q
        if kind == _PLAYED:
            self.warn(first.number, f"round {r}: no colour for the game between lines {first.number} and "
                                    f"{second.number}: white given to start rank {first.rank}")
        return first

    def check_points(self) -> None:
        points = dict.fromkeys(self.lines, 0.0)
        for game in self.games:
            white, black = _CODES[game.result]
            points[int(game.white)] += _CODE_POINTS[white]
            points[int(game.black)] += _CODE_POINTS[black]
        for bye in self.byes:
            points[int(bye.player)] += bye.points
        for rank, line in sorted(self.lines.items()):
            if line.points is not None and abs(line.points - points[rank]) > 0.01:
                self.warn(line.number,
                          f"points column says {line.points:g}, the rounds give {points[rank]:g}")


def _name(raw: str) -> str:
    """ "Last,First" or "Last, First" -> "Last, First"; a name without a comma is kept."""
    name = " ".join(raw.split())
    last, comma, first = name.partition(",")
    if not comma:
        return name
    return f"{last.strip()}, {first.strip()}" if first.strip() else last.strip()


def _points(raw: str) -> float | None:
    try:
        return float(raw.strip().replace(",", "."))
    except ValueError:
        return None


def _century(year: int) -> int:
    return year + (2000 if year < 70 else 1900)


def _parse_date(text: str, *, day_first: bool = False) -> date | None:
    """A date as TRF files write it; None when blank; ValueError when unreadable.

    ``2005/07/28``, ``2005.07.28``, ``2005-07-28``, ``28. 07. 2005``,
    ``28/07/2005``; with two-digit parts ``24/09/29`` is YY/MM/DD, or DD/MM/YY
    when that is no date (``24/02/30``); with ``day_first`` (tag 00F) it is
    DD/MM/YY only.
    """
    text = text.strip()
    if not text:
        return None
    match = _DATE.fullmatch(text)
    if match is None:
        raise ValueError(text)
    a, b, c = match.groups()
    if len(a) == 4:
        return date(int(a), int(b), int(c))
    if len(c) == 4:
        return date(int(c), int(b), int(a))
    if len(a) > 2 or len(c) > 2:
        raise ValueError(text)
    ymd = (_century(int(a)), int(b), int(c))
    dmy = (_century(int(c)), int(b), int(a))
    for y, m, d in (dmy,) if day_first else (ymd, dmy):
        try:
            return date(y, m, d)
        except ValueError:
            continue
    raise ValueError(text)


# ---------------------------------------------------------------------------------------------- writing


def write_fide(event: EventRecord, path: str | Path, *, national: bool = False) -> Path:
    """Write ``event`` as a FIDE TRF16 (UTF-8, CRLF): FIDE ratings and ids in the 001 lines.

    With ``national``, TRF26 national rating records follow the player lines:
    ``BEL`` (Belgian rating, matricule), ``FRA`` (French rating, licence) and
    one per other three-letter rating kind.
    """
    path = Path(path)
    path.write_bytes(_render(event, belgian=False, national=national).encode("utf-8"))
    return path


def write_frbe(event: EventRecord, path: str | Path, *, sender: str | None = None,
               club: str | None = None) -> Path:
    """Write ``event`` as a Belgian submission file (latin-1, CRLF, 00A-00F).

    The 001 lines carry the Belgian rating and the matricule. ``sender`` (00D,
    default: the event's arbiter) and ``club`` (00E, the sending club's number)
    are the submission's return address.
    """
    path = Path(path)
    text = _render(event, belgian=True, sender=sender if sender is not None else event.arbiter or "",
                   club=club or "")
    path.write_bytes(_latin1(text))
    return path


@dataclass(slots=True)
class _Plan:
    ranks: dict[str, int]  # ref -> start rank
    rounds: int
    cells: dict[int, dict[int, tuple[str, str, str]]]  # rank -> round -> (opponent, colour, code)
    points: dict[int, float]
    places: dict[int, int]
    won: int = 0
    drawn: int = 0
    lost: int = 0


def _plan(event: EventRecord) -> _Plan:
    refs = [p.ref for p in event.players]
    if len(set(refs)) != len(refs):
        raise ValueError("two players share a ref: cannot write a TRF")
    numbers = {int(ref) for ref in refs if ref.isdigit() and 0 < int(ref) <= 9999}
    keep = len(numbers) == len(refs)  # every ref a distinct start rank
    ranks = {ref: int(ref) if keep else i for i, ref in enumerate(refs, 1)}
    cells: dict[int, dict[int, tuple[str, str, str]]] = {rank: {} for rank in ranks.values()}
    plan = _Plan(ranks, 0, cells, {}, {})

    def put(ref: str, r: int | None, cell: tuple[str, str, str], what: str) -> None:
        if ref not in ranks:
            raise ValueError(f"{what}: unknown player {ref!r}")
        if not isinstance(r, int) or r < 1:
            raise ValueError(f"{what}: a TRF needs a round number, got {r!r}")
        if r in cells[ranks[ref]]:
            raise ValueError(f"{what}: player {ref!r} already has a game or bye in round {r}")
        cells[ranks[ref]][r] = cell
        plan.rounds = max(plan.rounds, r)

    for game in event.games:
        what = f"game {game.white}-{game.black} round {game.round}"
        if game.result not in _CODES:
            raise ValueError(f"{what}: unknown result {game.result!r}")
        white_code, black_code = _CODES[game.result]
        put(game.white, game.round, (str(ranks.get(game.black, 0)), "w", white_code), what)
        put(game.black, game.round, (str(ranks.get(game.white, 0)), "b", black_code), what)
        if game.result in (WHITE_WINS, BLACK_WINS):
            plan.won += 1
            plan.lost += 1
        elif game.result == DRAW:
            plan.drawn += 2
    for bye in event.byes:
        if bye.kind not in _BYE_POINTS:
            raise ValueError(f"bye of {bye.player} round {bye.round}: unknown kind {bye.kind!r}")
        put(bye.player, bye.round, ("0000", "-", bye.kind), f"bye of {bye.player} round {bye.round}")
    plan.rounds = max(plan.rounds, event.rounds or 0)
    plan.points = {rank: sum(_CODE_POINTS[code] for _, _, code in row.values())
                   for rank, row in cells.items()}
    standing = sorted(cells, key=lambda rank: (-plan.points[rank], rank))
    plan.places = {rank: place for place, rank in enumerate(standing, 1)}
    return plan


def _render(event: EventRecord, *, belgian: bool, national: bool = False, sender: str = "",
            club: str = "") -> str:
    plan = _plan(event)
    kind = FRBE if belgian else FIDE
    players = sorted(event.players, key=lambda p: plan.ranks[p.ref])
    out: list[str] = []
    if belgian:
        out += [
            f"00A {event.name}",
            f"00B {plan.rounds} rondes",
            f"00C Envoi des rondes 1 à {plan.rounds}",
            f"00D Envoi par : {sender}",
            f"00E Envoi par le club : {club}",
            f"00F P={len(players)} R={plan.rounds} S={_short_date(event.start)} E={_short_date(event.end)} "
            f"+{plan.won} ={plan.drawn} -{plan.lost}",
        ]
    out.append(f"012 {event.name}")
    out += [f"{tag} {value}" for tag, value in (("022", event.place), ("032", event.federation)) if value]
    out += [f"{tag} {day:%Y/%m/%d}" for tag, day in (("042", event.start), ("052", event.end)) if day]
    out.append(f"062 {len(players)}")
    out.append(f"072 {sum(kind in p.ratings for p in players)}")
    out += [f"{tag} {value}" for tag, value in (("102", event.arbiter), ("122", event.time_control)) if value]
    round_dates = _round_dates(event)
    if round_dates:
        cells = [f"  {round_dates[r]:%y/%m/%d}" if r in round_dates else " " * _ROUND_WIDTH
                 for r in range(1, max(round_dates) + 1)]
        out.append("132".ljust(_FIRST_ROUND - 2) + "".join(cells).rstrip())
    for p in players:
        rank = plan.ranks[p.ref]
        row = plan.cells[rank]
        rounds = "".join("  {:>4} {} {}".format(*row.get(r, ("0000", "-", "Z")))
                         for r in range(1, plan.rounds + 1))
        identity = p.frbe_id if belgian else p.fide_id
        out.append(_player_line("001", rank, p, p.ratings.get(kind), identity, plan.points[rank],
                                plan.places[rank]) + rounds)
    if national:
        for p in players:
            for code, rating, identity in _national_records(p):
                out.append(_player_line(code, plan.ranks[p.ref], p, rating, identity, None, None).rstrip())
    return "\r\n".join(out) + "\r\n"


def _round_dates(event: EventRecord) -> dict[int, date]:
    """The event's round dates, and for a round it lacks, the date all its games share (if they do)."""
    shared: dict[int, set[date | None]] = {}
    for game in event.games:
        if isinstance(game.round, int) and game.round > 0 and game.round not in event.round_dates:
            shared.setdefault(game.round, set()).add(game.date)
    derived = {r: days.pop() for r, days in shared.items() if len(days) == 1 and None not in days}
    return {**event.round_dates, **derived}


def _national_records(p: PlayerRecord) -> Iterable[tuple[str, int | None, str | None]]:
    if FRBE in p.ratings or p.frbe_id:
        yield "BEL", p.ratings.get(FRBE), p.frbe_id
    if FFE in p.ratings or p.ffe_id:
        yield "FRA", p.ratings.get(FFE), p.ffe_id
    for kind, rating in p.ratings.items():
        if len(kind) == 3 and kind.isalpha() and kind.islower() and kind != FFE:
            yield kind.upper(), rating, None


def _player_line(tag: str, rank: int, p: PlayerRecord, rating: int | None, identity: str | None,
                 points: float | None, place: int | None) -> str:
    if identity is not None and len(identity) > 11:
        raise ValueError(f"player {p.ref}: id {identity!r} is longer than the 11 columns of a TRF")
    sex = {"M": "m", "F": "w"}.get(p.sex or "", " ")
    birth = f"{p.birth_date:%Y/%m/%d}" if p.birth_date else ""
    shown_points = f"{points:4.1f}" if points is not None else ""
    title, federation = (p.title or "")[:3], (p.federation or "")[:3]
    return (f"{tag} {rank:>4} {sex}{title:>3} {p.name[:33]:<33} {rating or '':>4} {federation:<3} "
            f"{identity or '':>11} {birth:<10} {shown_points:>4} {place or '':>4}")


def _short_date(day: date | None) -> str:
    return f"{day:%d/%m/%y}" if day else ""


def _latin1(text: str) -> bytes:
    """latin-1 bytes of ``text``; a character latin-1 lacks becomes its unaccented letter, or ``?``."""
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        pass
    out = []
    for char in text:
        try:
            out.append(char.encode("latin-1"))
        except UnicodeEncodeError:
            base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
            out.append(base.encode("latin-1", errors="replace") or b"?")
    return b"".join(out)
