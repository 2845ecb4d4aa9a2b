"""The FIDE rating list, TXT (fixed width) or XML, streamed player by player.

``read(path, ...)`` yields one :class:`FideListPlayerRecord` per player, reading the file a line
(or a ``<player>`` element) at a time: a 400 MB list never sits in memory. The file may also be
the zip FIDE publishes (one ``.txt`` or ``.xml`` inside), read from the archive as a stream.

Which list: the combined list (``players_list``) carries standard, rapid and blitz columns; the
standard, rapid and blitz lists carry one rating (TXT: a column named by month, e.g. ``SEP25``;
XML: ``rating``) that the file name tells apart (``standard_…``, ``rapid_…``, ``blitz_…``), or the
``kind`` argument; a list of 2012 on whose name says none is read as standard, with a warning.

Decisions:

- The list's month (``list_month``, ``YYYY-MM``: the store keeps it with each rating, so that an older
  list never replaces a newer rating) comes from the rating column's label (``SEP25``, ``Mar11``,
  ``JAN01``), else from FIDE's file name (``standard_sep25frl.zip``, ``JAN01FRL.TXT``, the zip's member
  first); the combined lists (``players_list_foa``, XML ``<rating>``) say none: None. Two-digit years
  from 70 are 19yy, below 20yy (FIDE's lists began in 1971).

- ``ratings`` under ``fide``, ``fide_rapid``, ``fide_blitz``; a rating of 0 or blank is no rating.
  ``Gms`` is the number of games rated in the list's own period, not a career count, so it goes to
  ``period_games``, not ``rating_games`` (left empty); ``K`` goes to ``k_factors`` (same keys).
- The list's flag (``i`` inactive, ``w`` woman, ``wi`` both) gives the sex where the list has no
  ``Sex`` column (before 2012: ``w`` is a woman, no ``w`` says nothing), and marks inactivity in
  ``FideListPlayerRecord.inactive``: the set of rating kinds the player is inactive in (the
  flag of a one-kind list applies to that kind; the combined list's single flag to ``fide``).
- The list gives a birth year only: it goes to ``birth_year``, ``birth_date`` stays None. The
  2003-2005 lists wrote ``dd.mm.yy``: only its year is read (19yy), the order of day and month
  being unverified.
- ``ref`` is the FIDE id. ``title`` is ``Tit`` (else the women's title ``WTit``); the lists before
  2012 wrote titles in lower case (``g``, ``wf``…), read as today's (``GM``, ``WFM``…).
- A first player line whose id is not a number means the columns were misread: ``FormatError``
  naming the line; a later one is a broken line, skipped with a message in ``warnings`` (a list
  the caller passes, appended to as the players are read). A number field that cannot be read is
  left out, with a message in ``warnings``.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO
from xml.etree.ElementTree import ParseError

from defusedxml.ElementTree import iterparse

from elodesk.formats.archive import MIB, open_member, open_zip
from elodesk.formats.errors import FormatError
from elodesk.formats.fide_list_layout import list_month as month_of
from elodesk.formats.fide_list_layout import txt_columns
from elodesk.formats.notices import Bounded, Notice, notice
from elodesk.formats.records import FIDE, FIDE_BLITZ, FIDE_RAPID, PlayerRecord
from elodesk.formats.textfile import stream_lines
from elodesk.formats.trf_layout import OLD_TITLES

FORMAT = "fide-list"
PROGRESS_EVERY = 5000  # players between two progress calls
NUMBER_DIGITS = 4  # a rating, a count of games, K or a year: longer is no such number
LIST_CAP = 2048 * MIB  # the most unpacked from a zipped list (streamed); FIDE's largest, the XML list, is ~0.5 GB
# The longest line read from a TXT list: FIDE's lines are under 170 characters (the combined list's 163). A longer
# one is refused once this much of it is read: a damaged or hostile file's one 2 GB line never sits in memory.
LINE_MAX = 1000

Progress = Callable[[int, int], None]


@dataclass(slots=True)
class FideListPlayerRecord(PlayerRecord):
    """A player of the FIDE list: a :class:`PlayerRecord` and what only the list tells."""

    inactive: frozenset[str] = frozenset()  # rating kinds flagged inactive (flag i / wi)
    birth_year: int | None = None
    period_games: dict[str, int] = field(default_factory=dict)  # kind -> games rated in the list's period
    k_factors: dict[str, int] = field(default_factory=dict)  # kind -> K


_UNUSED = {"otitle", "foa"}  # columns that bound their neighbours but are not read

# XML element -> field (the one-kind lists use rating/games/k for their kind).
_XML_FIELDS = {
    "fideid": "id", "name": "name", "country": "fed", "sex": "sex", "title": "title", "w_title": "wtitle",
    "birthday": "birth", "flag": "flag",
    "rating": "single:rating", "games": "single:games", "k": "single:k",
    "rapid_rating": f"{FIDE_RAPID}:rating", "rapid_games": f"{FIDE_RAPID}:games",
    "rapid_k": f"{FIDE_RAPID}:k",
    "blitz_rating": f"{FIDE_BLITZ}:rating", "blitz_games": f"{FIDE_BLITZ}:games",
    "blitz_k": f"{FIDE_BLITZ}:k",
}
_KINDS = (FIDE, FIDE_RAPID, FIDE_BLITZ)


def kind_from_name(name: str) -> str | None:
    """The rating kind of a one-kind list its file name says (standard, rapid, blitz), else None."""
    lowered = Path(name).name.lower()
    if "rapid" in lowered:
        return FIDE_RAPID
    if "blitz" in lowered:
        return FIDE_BLITZ
    return FIDE if "standard" in lowered else None


def sniff(head: bytes, name: str) -> str | None:
    """``"fide-list"`` for a FIDE list (TXT header line, ``<playerslist>``, or a zip holding one)."""
    if head.startswith(b"PK\x03\x04"):
        try:
            with zipfile.ZipFile(name) as archive:
                member = _list_member(archive, name)
                with archive.open(member) as inner:
                    head = inner.read(4096)
        except (OSError, zipfile.BadZipFile, FormatError):
            return None
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"<"):
        return FORMAT if b"<playerslist" in text[:4096] else None
    first = text.splitlines()[0] if text else b""
    if not first.upper().startswith((b"ID NUMBER", b"ID_NUMBER", b"CODE")):
        return None
    try:
        txt_columns(first.decode("latin-1"), name, 1, FIDE)
    except FormatError:
        return None
    return FORMAT


def read(path: str | Path, *, federations: set[str] | None = None, ids: set[str] | None = None,
         progress: Progress | None = None, kind: str | None = None,
         warnings: list[Notice] | None = None) -> Iterator[FideListPlayerRecord]:
    """The players of the list, one at a time (nothing is read before the first is asked for).

    ``federations`` (e.g. ``{"BEL"}``) and ``ids`` (FIDE ids) keep only the matching players and
    are applied line by line, before the rest of the line is decoded. ``progress(done_bytes,
    total_bytes)`` is called every few thousand players and once at the end.
    """
    if kind is not None and kind not in _KINDS:
        raise ValueError(f"kind must be one of {', '.join(_KINDS)}, got {kind!r}")
    path = Path(path)
    file = path.name
    feds = {f.strip().upper() for f in federations} if federations is not None else None
    wanted = {_canonical_id(i) for i in ids} if ids is not None else None
    with _open(path) as (handle, total, member):
        single = kind or kind_from_name(member)  # None: standard, unless the list has rapid and blitz lists
        first = handle.peek(64)[:64]  # type: ignore[attr-defined]  # BufferedReader, ZipExtFile
        reader = _read_xml if first.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<") else _read_txt
        notes = Bounded(warnings) if warnings is not None else None  # at most KEEP notices of a kind in full
        yield from reader(handle, file, total, single, feds, wanted, progress, notes)


def list_month(path: str | Path) -> str | None:
    """The month the list is of, ``YYYY-MM`` (the store keeps it with each rating the list gives): from
    the TXT rating column's label, else from the file's or its zip member's name; None for a list
    that does not say (the combined lists)."""
    path = Path(path)
    with _open(path) as (handle, _total, member):
        head = handle.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    header = None if head.startswith(b"<") else head.split(b"\n", 1)[0].decode("latin-1")
    return month_of(header, member, path.name)


@contextmanager
def _open(path: Path) -> Iterator[tuple[IO[bytes], int, str]]:
    """The list as a binary stream, its size in bytes, and its own name (the zip member's if zipped)."""
    if zipfile.is_zipfile(path):
        with open_zip(path, path.name, LIST_CAP) as archive:
            member = _list_member(archive, path.name)
            with open_member(archive, member, path.name, LIST_CAP) as inner:
                yield inner, archive.getinfo(member).file_size, member
    else:
        with path.open("rb") as handle:
            yield handle, path.stat().st_size, path.name


def _list_member(archive: zipfile.ZipFile, file: str) -> str:
    members = [n for n in archive.namelist() if n.lower().endswith((".txt", ".xml")) and not n.endswith("/")]
    if len(members) != 1:
        raise FormatError(file, None, "expected one .txt or .xml list in the zip, found {found}", found=len(members))
    return members[0]


def _canonical_id(value: object) -> str:
    text = str(value).strip()
    return str(int(text)) if text.isdecimal() else text


# ---------------------------------------------------------------------------------------------- TXT


def _decode_line(line: str) -> str:
    """A line read as UTF-8 with surrogate escapes: bytes that were not UTF-8 are cp1252 (or latin-1)."""
    try:
        line.encode("utf-8")
        return line
    except UnicodeEncodeError:
        data = line.encode("utf-8", "surrogateescape")
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            return data.decode("latin-1")


def _read_txt(handle: IO[bytes], file: str, total: int, named: str | None, feds: set[str] | None,
              wanted: set[str] | None, progress: Progress | None,
              warnings: Bounded | None) -> Iterator[FideListPlayerRecord]:
    single = named or FIDE
    columns: dict[str, slice] | None = None
    id_col = fed_col = slice(0)
    kept: list[tuple[str, slice]] = []  # the columns a player's fields come from (not the unused ones)
    line_no = 0
    seen = 0
    fitted = False  # whether a player line's id has been found where the header says
    for line_no, raw in enumerate(stream_lines(handle, file, LINE_MAX, "FIDE TXT"), start=1):
        line = raw.rstrip("\x1a")  # an old DOS end-of-file mark (Ctrl-Z), as the TRF reader drops it
        if not line.strip():
            continue
        if columns is None:
            columns = txt_columns(_decode_line(line).lstrip("\ufeff"), file, line_no, single)
            if named is None and "sex" in columns and f"{FIDE_RAPID}:rating" not in columns:
                _unnamed_kind(file, warnings)  # a one-kind list of 2012 on, when rapid and blitz lists began
            id_col = columns["id"]
            fed_col = columns.get("fed", slice(0))
            kept = [(key, col) for key, col in columns.items() if key not in _UNUSED]
            continue
        seen += 1
        if progress is not None and seen % PROGRESS_EVERY == 0:
            progress(min(handle.tell(), total), total)
        if feds is not None and line[fed_col].strip().upper() not in feds:
            continue
        fide_id = line[id_col].strip()
        if not fide_id.isdecimal():
            if not fitted:  # the first player line: the header's columns do not fit the lines
                raise FormatError(file, line_no, "expected a FIDE id (digits) in columns {first}–{last}, got {found}",
                                  first=id_col.start + 1, last=id_col.stop, found=repr(fide_id))
            if warnings is not None:  # one broken line in a list that reads: the list stays usable
                warnings.append(notice(f"{file}:line {line_no}", "expected a FIDE id (digits) in columns "
                                       "{first}–{last}, got {found}; line skipped",
                                       first=id_col.start + 1, last=id_col.stop, found=repr(fide_id)))
            continue
        fitted = True
        fide_id = str(int(fide_id))
        if wanted is not None and fide_id not in wanted:
            continue
        line = _decode_line(line)
        fields = {key: line[col].strip() for key, col in kept}
        yield _record(fields, fide_id, line_no, f"line {line_no}", single, file, warnings)
    if columns is None:
        raise FormatError(file, line_no or None, "empty file: expected the FIDE list header line")
    if progress is not None:
        progress(total, total)


# ---------------------------------------------------------------------------------------------- XML


def _read_xml(handle: IO[bytes], file: str, total: int, named: str | None, feds: set[str] | None,
              wanted: set[str] | None, progress: Progress | None,
              warnings: Bounded | None) -> Iterator[FideListPlayerRecord]:
    root = None
    count = 0
    fitted = False  # whether a player's <fideid> has been read
    single = named or FIDE
    try:
        for event, element in iterparse(handle, events=("start", "end")):
            if root is None:
                root = element
                if element.tag != "playerslist":
                    raise FormatError(file, 1, "expected <playerslist>, got <{tag}>", tag=element.tag)
                continue
            if event != "end" or element.tag != "player":
                continue
            count += 1
            if progress is not None and count % PROGRESS_EVERY == 0:
                progress(min(handle.tell(), total), total)
            if count == 1 and named is None and not any(child.tag.startswith(("rapid_", "blitz_"))
                                                          for child in element):
                _unnamed_kind(file, warnings)
            fields = {}
            for child in element:
                key = _XML_FIELDS.get(child.tag)
                if key is not None:
                    fields[key.replace("single:", f"{single}:")] = (child.text or "").strip()
            root.clear()  # drop the players read so far: memory stays flat
            if feds is not None and fields.get("fed", "").upper() not in feds:
                continue
            fide_id = fields.get("id", "")
            where = f"player {count}"
            if not fide_id.isdecimal():
                if not fitted:  # the first player: the list is not FIDE's
                    raise FormatError(file, where, "expected a FIDE id in <fideid>, got {found}", found=repr(fide_id))
                if warnings is not None:  # one broken player in a list that reads: the list stays usable
                    warnings.append(notice(f"{file}:{where}", "expected a FIDE id in <fideid>, got {found}; "
                                           "player skipped", found=repr(fide_id)))
                continue
            fitted = True
            fide_id = str(int(fide_id))
            if wanted is not None and fide_id not in wanted:
                continue
            yield _record(fields, fide_id, where, f"{where} (fideid {fide_id})", single, file, warnings)
    except ParseError as error:
        line, column = error.position
        raise FormatError(file, line, "malformed XML (column {column}): {reason}", column=column + 1,
                          reason=str(error)) from error
    if root is None:
        raise FormatError(file, None, "empty file: expected <playerslist>")
    if progress is not None:
        progress(total, total)


# ---------------------------------------------------------------------------------------------- both


def _unnamed_kind(file: str, warnings: Bounded | None) -> None:
    """A list of one rating whose name does not say which: FIDE's names do; a renamed one is read as standard."""
    if warnings is not None:
        warnings.append(notice(file, "the file's name says neither standard, rapid nor blitz: its ratings are read "
                                     "as standard ratings (name a rapid or blitz list rapid_… or blitz_…)"))


# The 2003-2005 lists gave a BIRTHDAY as dd.mm.yy (Chess::FIDE 1.00 read APR04FRL.TXT so); the
# players of those lists were all born in the 1900s.
_OLD_BIRTHDAY = re.compile(r"\d\d\.\d\d\.(\d\d)")
_KIND_KEYS = tuple((kind, f"{kind}:rating", f"{kind}:games", f"{kind}:k") for kind in _KINDS)


def _record(fields: dict[str, str], fide_id: str, line: int | str, where: str, single: str, file: str,
            warnings: Bounded | None) -> FideListPlayerRecord:
    player = FideListPlayerRecord(ref=fide_id, name=fields.get("name", ""), fide_id=fide_id, line=line)
    federation = fields.get("fed", "").upper()
    player.federation = federation if federation.isalpha() else None  # the 2011 lists wrote * for none
    sex = fields.get("sex", "").upper()
    if "sex" not in fields and "w" in fields.get("flag", "").lower():
        sex = "F"  # the lists before 2012 had no Sex column: their flag w marked the women
    player.sex = sex if sex in ("M", "F") else None
    title = fields.get("title") or fields.get("wtitle") or None
    player.title = OLD_TITLES.get(title.upper(), title) if title else None  # before 2012: g, wf…
    kinds_listed = 0
    for kind, rating_key, games_key, k_key in _KIND_KEYS:
        if rating_key not in fields:
            continue
        kinds_listed += 1
        rating = _number(fields, rating_key, where, file, warnings)
        if rating:
            player.ratings[kind] = rating
            games = _number(fields, games_key, where, file, warnings)
            if games is not None:
                player.period_games[kind] = games
        k = _number(fields, k_key, where, file, warnings)
        if k:
            player.k_factors[kind] = k
    if "." in fields.get("birth", "") and (old_birthday := _OLD_BIRTHDAY.fullmatch(fields["birth"])):
        fields["birth"] = "" if old_birthday[0] == "00.00.00" else f"19{old_birthday[1]}"  # 00.00.00: none
    birth = _number(fields, "birth", where, file, warnings)
    player.birth_year = birth or None
    if "i" in fields.get("flag", "").lower():
        # The flag of a one-kind list is about that kind; the combined list's single flag, standard.
        player.inactive = frozenset({FIDE if kinds_listed > 1 else single})
    return player


def _number(fields: dict[str, str], key: str, where: str, file: str,
            warnings: Bounded | None) -> int | None:
    text = fields.get(key, "")
    if not text:
        return None
    if text.isdecimal() and len(text) <= NUMBER_DIGITS:
        return int(text)
    if warnings is not None:
        warnings.append(notice(f"{file}:{where}", "{field} {value} is not a number; left out",
                               field=key.split(":")[-1], value=repr(text)))
    return None
