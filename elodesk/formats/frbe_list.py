"""The Belgian federation's rating list, ``PLAYER.DBF`` (dBase III), or the ``PLAYER_YYYYMM.ZIP`` holding it;
or the same list as SWAR downloads it, ``players.sqlite`` in ``players_YYYYMM.zip`` (:mod:`frbe_sqlite`).

``read(path)`` yields one :class:`FrbeListPlayerRecord` per live record (deleted records are
skipped), with ``ref`` and ``frbe_id`` the matricule.

Decisions:

- ``ELO_CALCUL`` (the new rating) → ``ratings["frbe"]`` (0 or blank: unrated) and ``PART_CALCU``
  → ``rating_games["frbe"]`` (kept for an unrated player too when it is above 0). The previous
  rating and games (``ELO_PRECE``, ``PART_PRECE``) and ``GAIN`` go to the fields of the same names
  on :class:`FrbeListPlayerRecord`. ``PERFORMAN`` (N 5.1 in the real lists, 1990–2022) holds the
  points scored over the period (0.5, 3.0), not a rating: ``points``, halves and all, no warning.
- ``FEDERATION``: a three-letter code is the player's federation; one or two characters are the
  Belgian wing of the player's club (F, V, D; the real lists write ``V*`` too) and go to ``wing``,
  the federation then being ``NATFIDE`` (three letters) when the list has it.
- A member (matricule) is an identity: two records with two matricules are two players. A FIDE id
  that two matricules carry (the federation's typing error: Maes Marlies and Maes Jonas, 11164 and
  12689, in the April 2022 list) is given to neither, with one warning naming both records: the
  officer looks it up and sets it by hand; giving it to one would make the other's later files
  match the wrong person. Records sharing a name and a birth date stay two players, with a warning.
- Text encoding from the language driver byte of the header (byte 29): 0x02 cp850, 0x03 and 0x57
  cp1252, 0x01 cp437, the other codes as ``dbfread`` names them; with no driver (0x00), the bytes
  decide: accented letters in 0x80–0xA5 are DOS (cp850), in 0xC0–0xFF Windows (cp1252, latin-1
  for the five bytes cp1252 leaves undefined).
- Tolerated oddities go to ``warnings`` (a list the caller passes, appended to while reading, as
  notices placed at ``PLAYER.DBF:record 12``): a record without a usable matricule is skipped, an unreadable
  field is left out, a matricule seen twice is reported. The matricule's old check digit is not
  checked: the seed says only that the fifth digit "was" one until 2005, not how it was computed,
  and a guessed rule would flag sound matricules.
"""

from __future__ import annotations

import tempfile
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from dbfread import DBF
from dbfread.codepages import codepages
from dbfread.exceptions import DBFNotFound

from elodesk.formats import frbe_sqlite
from elodesk.formats.archive import MIB, copy_member, open_zip
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Bounded, Notice
from elodesk.formats.records import FRBE, PlayerRecord
from elodesk.formats.trf import OLD_TITLES

FORMAT = "frbe-list"
REQUIRED = ("MATRICULE", "NOM_PRENOM")
SEXES = {"M": "M", "F": "F", "V": "F", "W": "F"}  # V: vrouw, W: weiblich
WINGS = "FVD"  # the Belgian wings: francophone, Flemish, German-speaking
DBF_VERSIONS = {0x03, 0x83, 0x8B, 0xF5, 0x30, 0x31}  # dBase III (with or without memo) and kin
LARGEST = 10**10 - 1  # the widest number field of the list, FIDE, has 9 digits
DBF_CAP = 128 * MIB  # the most unpacked from a zipped list; the real PLAYER.DBF is a few MB


@dataclass(slots=True)
class FrbeListPlayerRecord(PlayerRecord):
    """A player of the Belgian list: a :class:`PlayerRecord` and the list's other figures."""

    previous_rating: int | None = None  # ELO_PRECE
    previous_games: int | None = None  # PART_PRECE
    gain: int | None = None  # GAIN
    points: float | None = None  # PERFORMAN: the points scored over the period, not a rating
    wing: str | None = None  # F, V or D when FEDERATION holds the Belgian wing


def sniff(head: bytes, name: str) -> str | None:
    """``"frbe-list"`` for a dBase file with the PLAYER.DBF fields, SWAR's ``players.sqlite``, or a zip holding
    either."""
    if head.startswith(frbe_sqlite.MAGIC):
        return FORMAT if frbe_sqlite.is_list(Path(name)) else None
    if head.startswith(b"PK\x03\x04"):
        try:
            with zipfile.ZipFile(name) as archive:
                _dbf_member(archive, name)
        except (OSError, zipfile.BadZipFile, FormatError):
            return None
        return FORMAT
    if len(head) < 64 or head[0] not in DBF_VERSIONS:
        return None
    fields = {head[i:i + 11].split(b"\x00")[0].upper() for i in range(32, len(head) - 31, 32)}
    return FORMAT if {f.encode() for f in REQUIRED} <= fields else None


def read(path: str | Path, *, warnings: list[Notice] | None = None) -> Iterator[FrbeListPlayerRecord]:
    """The players of the list, one at a time."""
    path = Path(path)
    with _dbf_path(path) as (dbf_path, file):
        with open(dbf_path, "rb") as handle:
            sqlite = handle.read(len(frbe_sqlite.MAGIC)) == frbe_sqlite.MAGIC
        table, encoding = (frbe_sqlite.records(dbf_path, file), "utf-8") if sqlite else _dbf(dbf_path, file)
        seen: dict[str, int] = {}
        notes = Bounded(warnings) if warnings is not None else None  # at most KEEP notices of a kind in full
        players: list[FrbeListPlayerRecord] = []
        for number, raw in enumerate(table, start=1):
            where = f"record {number}"
            note = _Notes(file, where, notes)
            player = _player(raw, encoding, note)
            if player is None:
                continue
            if player.ref in seen:
                note("matricule {ref} appears again (first at record {first})", ref=player.ref,
                     first=seen[player.ref])
            else:
                seen[player.ref] = number
            player.line = where
            players.append(player)
        _shared_identities(players, file, notes)
        yield from players


def _dbf(dbf_path: Path, file: str) -> tuple[Iterable[dict[str, bytes]], str]:
    """The records of a dBase list and their text encoding; a file without the list's fields is refused."""
    try:
        table = DBF(str(dbf_path), encoding="latin-1", raw=True, ignore_missing_memofile=True)
    except (DBFNotFound, OSError) as error:
        raise FormatError(file, None, "cannot open the dBase file ({reason})", reason=str(error)) from error
    except Exception as error:  # dbfread's own parsing of a header that is not one
        raise FormatError(file, None, "not a dBase file ({reason})", reason=str(error)) from error
    names = [name.upper() for name in table.field_names]
    missing = [name for name in REQUIRED if name not in names]
    if missing:
        raise FormatError(file, None, "expected the PLAYER.DBF fields {required}, …; missing {missing} (has {has})",
                          required=", ".join(REQUIRED), missing=", ".join(missing), has=", ".join(names[:8]))
    return table, _encoding(table.header.language_driver, dbf_path, table.header.headerlen)


def _shared_identities(players: list[FrbeListPlayerRecord], file: str, notes: Bounded | None) -> None:
    """One warning for each FIDE id two matricules carry (taken from both), and for each name and birth
    date two matricules share (kept as two players): the list's member numbers are its identities."""
    by_fide: dict[str, list[FrbeListPlayerRecord]] = {}
    by_person: dict[tuple[str, date], list[FrbeListPlayerRecord]] = {}
    for player in players:
        if player.fide_id:
            by_fide.setdefault(player.fide_id, []).append(player)
        if player.birth_date and player.name:
            by_person.setdefault((player.name.casefold(), player.birth_date), []).append(player)
    for fide_id, holders in by_fide.items():
        members = {p.frbe_id for p in holders}
        if len(members) < 2:
            continue
        for player in holders:
            player.fide_id = None
        note = _Notes(file, str(holders[0].line or ""), notes)
        note("FIDE id {fide} is carried by several matricules, {players}: given to none of them (set it by hand "
             "on the right one)", fide=fide_id, players=_named(holders))
    for holders in by_person.values():
        if len({p.frbe_id for p in holders}) > 1:
            note = _Notes(file, str(holders[0].line or ""), notes)
            note("matricules {players} share a name and a birth date: kept as two players; merge them if they "
                 "are one person", players=_named(holders))


def _named(players: list[FrbeListPlayerRecord]) -> str:
    """``11164 (Maes, Marlies; record 1), 12689 (…)``: the numbers, names and places, in no one language."""
    return ", ".join(f"{p.frbe_id} ({p.name}; {p.line})" for p in players)


class _Notes:
    """Appends a notice placed at "file:where" to the caller's warnings list, if any."""

    def __init__(self, file: str, where: str, warnings: Bounded | None) -> None:
        self.where = f"{file}:{where}"
        self.warnings = warnings

    def __call__(self, template: str, /, **params: Any) -> None:
        if self.warnings is not None:
            self.warnings.append(Notice(self.where, template, params))


@contextmanager
def _dbf_path(path: Path) -> Iterator[tuple[Path, str]]:
    """The DBF to read and the name messages use: a zip's member is copied to a temporary file.

    dbfread reads a file by its name, hence the copy; it is capped (``DBF_CAP``) before and while unpacking.
    """
    if not zipfile.is_zipfile(path):
        yield path, path.name
        return
    with open_zip(path, path.name, DBF_CAP) as archive, tempfile.TemporaryDirectory(prefix="elodesk-") as folder:
        member = _dbf_member(archive, path.name)
        target = Path(folder) / Path(member).name
        copy_member(archive, member, target, path.name, DBF_CAP)
        yield target, f"{path.name}!{member}"


def _dbf_member(archive: zipfile.ZipFile, file: str) -> str:
    members = [n for n in archive.namelist() if n.upper().endswith(".DBF")]
    if not members:  # the list as SWAR downloads it
        members = [n for n in archive.namelist() if n.lower().endswith(frbe_sqlite.SUFFIX)]
    if len(members) > 1:
        members = [n for n in members if Path(n).name.upper().startswith("PLAYER")]
    if len(members) != 1:
        raise FormatError(file, None, "expected one PLAYER .DBF file in the zip, found {found}", found=len(members))
    return members[0]


def _encoding(language_driver: int, path: Path, header_length: int) -> str:
    if language_driver:
        codec = codepages.get(language_driver, ("cp1252", ""))[0]
        return "cp1252" if codec == "ascii" else codec
    data = path.read_bytes()[header_length:]
    dos = sum(data.count(bytes([b])) for b in range(0x80, 0xA6))
    windows = sum(data.count(bytes([b])) for b in range(0xC0, 0x100))
    return "cp850" if dos > windows else "cp1252"


def _decode(data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _player(raw: dict[str, bytes], encoding: str, note: _Notes) -> FrbeListPlayerRecord | None:
    fields = {name.upper(): _decode(value, encoding).strip().strip("\x00") for name, value in raw.items()}

    def number(name: str) -> int | None:
        text = fields.get(name, "")
        if not text:
            return None
        try:
            value = float(text)
        except ValueError:
            note("{name} {value} is not a number; left out", name=name, value=repr(text))
            return None
        if not value.is_integer() or abs(value) > LARGEST:
            note("{name} {value} is not a whole number of at most 10 digits; left out", name=name, value=repr(text))
            return None
        return int(value)

    matricule = number("MATRICULE")
    if not matricule or matricule < 0:
        note("no usable matricule ({value}); record skipped", value=repr(fields.get("MATRICULE", "")))
        return None
    name = fields.get("NOM_PRENOM", "")
    if "," in name:
        last, first = name.split(",", 1)
        name = f"{last.strip()}, {first.strip()}" if first.strip() else last.strip()
    if not name:
        note("no name (NOM_PRENOM)")
    player = FrbeListPlayerRecord(ref=str(matricule), name=name, frbe_id=str(matricule))
    player.sex = SEXES.get(fields.get("SEXE", "").upper())
    club = number("CLUB")
    player.club = str(club) if club else None
    player.birth_date = _birth_date(fields.get("DATE_NAISS", ""), note)
    rating, games = number("ELO_CALCUL"), number("PART_CALCU")
    if rating:
        player.ratings[FRBE] = rating
        player.rating_games[FRBE] = games or 0
    elif games:
        player.rating_games[FRBE] = games
    player.previous_rating = number("ELO_PRECE") or None
    player.previous_games = number("PART_PRECE")
    player.gain = number("GAIN")
    player.points = _points(fields.get("PERFORMAN", ""), note)
    title = fields.get("TITRE", "").upper()
    player.title = OLD_TITLES.get(title, title) or None
    fide = number("FIDE")
    player.fide_id = str(fide) if fide else None
    federation = fields.get("FEDERATION", "").upper()
    nation = fields.get("NATFIDE", "").upper()
    if 0 < len(federation) <= 2 and federation[0] in WINGS:
        player.wing = federation[0]
        player.federation = nation if len(nation) == 3 and nation.isalpha() else None
    elif federation:
        player.federation = federation
    return player


def _points(text: str, note: _Notes) -> float | None:
    """PERFORMAN: points (0.5, 3.0); None for none or zero, a warning for what is not a number."""
    try:
        value = float(text) if text else 0.0
    except ValueError:
        note("{name} {value} is not a number; left out", name="PERFORMAN", value=repr(text))
        return None
    return value or None


def _birth_date(text: str, note: _Notes) -> date | None:
    digits = text.replace("/", "").replace("-", "").replace(".", "")
    if not digits.strip("0 "):
        return None
    try:
        if len(text) == 8 and text.isdecimal():  # dBase D field: YYYYMMDD
            return date(int(text[:4]), int(text[4:6]), int(text[6:]))
        day, month, year = (int(part) for part in text.replace("-", "/").replace(".", "/").split("/"))
        if day > 31:  # written year first
            day, year = year, day
        return date(year, month, day)
    except ValueError:
        note("DATE_NAISS {value} is not a date; left out", value=repr(text))
        return None
