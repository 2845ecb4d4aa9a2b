"""A TRF player line's fields (columns 5-89), and the national rating records that complete them.

:class:`PlayerLines` is the part of :class:`elodesk.formats.trf_reader.Reader`
that reads one 001 line into a :class:`~elodesk.formats.records.PlayerRecord`
(rank, name, sex, title, federation, id, birth date, rating), leaving out a field
it cannot read with a notice naming the line, and files the ratings once the
event's rate is known.
"""

from __future__ import annotations

import re
from datetime import date

from elodesk.formats.dates import day_candidates
from elodesk.formats.records import FFE_KINDS, FIDE_KINDS, FRBE, STANDARD, PlayerRecord
from elodesk.formats.trf_layout import (
    BIRTH,
    FEDERATION,
    FINAL_RANK,
    ID,
    NAME,
    OLD_TITLES,
    POINTS,
    RANK,
    RATING,
    SEX,
    TITLE,
)
from elodesk.formats.trf_lines import FILLER, Line, National, Tally, aligned, read_name, read_points
from elodesk.formats.trf_rounds import Rounds

_TITLES = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"}
_SEXES = {"M": "M", "W": "F", "F": "F", "X": None, "U": None, " ": None, "": None}  # U, X: unknown, other
_BIRTH_DATE = re.compile(r"(\d{4})(?:\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2}))?")
FEDERATION_CODE = re.compile(r"[A-Za-z]{3}")


class PlayerLines(Rounds):
    """Reading player lines, for a reader that holds them (its fields are the reader's)."""

    __slots__ = ()
    belgian: bool
    national: list[National]
    bad_ids: dict[str, Tally]
    year_only: list[tuple[int, str]]
    byte_columns: list[int]

    def player_line(self, line: str, number: int) -> None:
        if not line.isascii() and not aligned(line):
            # UTF-8 written by a program that counted bytes: "Müller" takes 7 columns, not 6
            by_bytes = "".join(c + FILLER * (len(c.encode("utf-8")) - 1) for c in line)
            if aligned(by_bytes):
                line = by_bytes
                self.byte_columns.append(number)
        raw_rank = line[RANK].strip()
        if not raw_rank.isdecimal() or int(raw_rank) == 0:
            self.notice(number, 'no start rank in columns 5-8 ("{raw}"): player line skipped', raw=raw_rank)
            return
        rank = int(raw_rank)
        if rank in self.lines:
            self.notice(number, "start rank {rank} is already the start rank of line {other}: player line skipped",
                        rank=rank, other=self.lines[rank].number)
            return
        player = PlayerRecord(
            ref=str(rank),
            name=read_name(line[NAME]),
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
            self.notice(number, "player without a name")
        rating = self.number_field(line[RATING], number, national=False)
        player.points = read_points(line[POINTS])
        final = line[FINAL_RANK].strip()
        player.rank = int(final) if final.isdecimal() and int(final) else None
        self.lines[rank] = Line(rank, number, player, rating, self.entries(line, number), player.points)

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
        if FEDERATION_CODE.fullmatch(text):
            return text.upper()
        self.notice(number, '"{text}" in columns 54-56 is no federation code: left out', text=text)
        return None

    def number_field(self, raw: str, number: int, national: bool) -> int | None:
        """The rating in columns 49-52 of a player line (``national``: of a national record)."""
        text = raw.strip()
        if not text:
            return None
        if not text.isdecimal():
            if national:
                self.notice(number, '"{text}" in columns 49-52 is no national rating: left out', text=text)
            else:
                self.notice(number, '"{text}" in columns 49-52 is no rating: left out', text=text)
            return None
        return int(text) or None

    def sex(self, raw: str, number: int) -> str | None:
        code = raw.upper()
        if code in _SEXES:
            return _SEXES[code]
        self.notice(number, 'unknown sex "{raw}" in column 10: ignored', raw=raw)
        return None

    def title(self, raw: str, number: int) -> str | None:
        title = raw.strip().upper()
        if not title:
            return None
        title = OLD_TITLES.get(title, title)
        if title not in _TITLES:
            self.notice(number, 'unknown title "{raw}" in columns 11-13: kept as "{title}"', raw=raw.strip(),
                        title=title)
        return title

    def birth_date(self, raw: str, number: int) -> date | None:
        text = raw.strip()
        if not any(c.isdigit() for c in text):
            return None  # blank, or an empty date's separators ("    /  /": Swiss Master)
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
        self.notice(number, '"{text}" in columns 70-79 is no birth date (YYYY/MM/DD): left out', text=text)
        return None

    def ratings(self, rate: str | None, *, site: bool = False) -> None:
        """File each rating under its kind, now that the event's rate is known; then the national records.

        ``site``: the rating column holds a chess site's ratings (lichess's export), which are no FIDE ratings.
        """
        kind = FRBE if self.belgian else FIDE_KINDS[rate or STANDARD]
        for line in self.lines.values():
            if line.rating is not None and not site:
                line.player.ratings[kind] = line.rating
        for record in self.national:
            self.apply_national(record, rate)

    def apply_national(self, record: National, rate: str | None) -> None:
        line = self.lines.get(record.rank)
        if line is None:
            self.notice(record.number, "{code} record for start rank {rank}, which has no player line (001): "
                                       "skipped", code=record.code, rank=record.rank)
            return
        rating = self.number_field(record.rating, record.number, national=True)
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
            letter = record.origin.strip() if record.code == "FRA" else ""
            if letter:
                from elodesk.core.ffe import RATING_TYPES  # the French engine only when a French letter comes

                if letter in RATING_TYPES:
                    player.rating_types[kind] = letter
