"""Seeded mutations of the files elodesk reads, for the fuzz suite (tests/formats/test_fuzz.py).

:func:`sample_names` and :func:`build_sample` give sound files of every format elodesk imports, from the real
files in ../shared/data, the test fixtures and the project's own writers and templates.
:func:`mutants` derives damaged copies of a file from a seed: bit flips, truncations, line
duplications and deletions, huge numbers, wrong encodings and, for zip containers (xlsx, zipped
lists), damage to the archive itself or to one of its members.
"""

from __future__ import annotations

import io
import random
import re
import struct
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from elodesk.formats import bataille_spreadsheet, diplomacy_spreadsheet, players_spreadsheet, trf
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    DRAW,
    FIDE,
    FRBE,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
    PlayerRecord,
)
from tests.formats.dbase import write_dbf
from tests.formats.spreadsheet_factories import csv_file, fill_template
from tests.formats.test_bataille_spreadsheet import EVENT as BATAILLE_EVENT
from tests.formats.test_bataille_spreadsheet import PLAYERS as BATAILLE_PLAYERS
from tests.formats.test_bataille_spreadsheet import battle
from tests.formats.test_diplomacy_spreadsheet import HEADER_FR, game_rows
from tests.formats.test_fide_list import STANDARD_LINES
from tests.formats.test_fide_list import XML as FIDE_XML
from tests.formats.test_frbe_list import RECORDS as FRBE_RECORDS
from tests.formats.test_pgn import GAMES as PGN_GAMES
from tests.formats.test_players_spreadsheet import PLAYERS

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
FIXTURES = Path(__file__).parent / "fixtures"

# The real files the quick run mutates (the long run takes every file of these folders).
QUICK_SHARED = ("trf/bbpPairings_dutch_2025_C5.trf", "trf/CPPDubovSystem_parsing_test.trf",
                "trf/bbpPairings_issue_7.trf", "pgn/python-chess_utf8-bom.pgn")
SHARED_KINDS = {"trf": "*.trf", "pgn": "*.pgn", "papi": "*.papi"}


@dataclass(frozen=True, slots=True)
class Sample:
    """A sound file of one format: its name (the extension matters to the readers) and content."""

    format: str
    name: str
    data: bytes


def sample_names(*, long: bool = False) -> list[str]:
    """The samples: ``format__file`` for those built here, a path under ../shared/data for real files."""
    shared = list(QUICK_SHARED)
    if long:
        shared = sorted(str(p.relative_to(SHARED)) for kind, pattern in SHARED_KINDS.items()
                        for p in (SHARED / kind).glob(pattern))
    return list(_BUILDERS) + [name for name in shared if (SHARED / name).exists()]


def build_sample(name: str, folder: Path) -> Sample:
    """The sample of that name (see :func:`sample_names`), built in ``folder`` or read from shared/."""
    builder = _BUILDERS.get(name)
    if builder is None:
        path = SHARED / name
        return Sample(path.parent.name, path.name, path.read_bytes())
    fmt, _, file = name.partition("__")
    folder.mkdir(parents=True, exist_ok=True)
    builder(folder / file)
    return Sample(fmt, file, (folder / file).read_bytes())


def _club_event() -> EventRecord:
    """A small paired tournament: two rounds, four players, a draw, a forfeit and a bye."""
    players = [PlayerRecord(ref=str(n), name=name, sex=sex, federation="BEL", frbe_id=frbe, fide_id=fide,
                            birth_date=born, ratings={FIDE: rating, FRBE: rating - 20})
               for n, (name, sex, frbe, fide, born, rating) in enumerate([
                   ("Dupont, Jean", "M", "12345", "205087", date(1980, 5, 17), 2210),
                   ("Lefèvre, Zoé", "F", "20559", "4804929", date(2001, 7, 30), 1869),
                   ("Janssens, Pieter", "M", "31007", "205001", date(1970, 1, 5), 2431),
                   ("Martin, Luc", "M", "40021", None, None, 1500)], start=1)]
    games = [ChessGameRecord(1, "1", "2", WHITE_WINS, date(2024, 3, 1), 1),
             ChessGameRecord(1, "4", "3", BLACK_FORFEIT_WIN, date(2024, 3, 1), 2),
             ChessGameRecord(2, "3", "1", DRAW, date(2024, 3, 8), 1)]
    return EventRecord(name="Club championship", format="trf", place="Wavre", federation="BEL",
                       start=date(2024, 3, 1), end=date(2024, 3, 8), arbiter="Marie Leroy", rounds=2,
                       players=players, games=games, byes=[ByeRecord(2, "2", "H", 0.5)])


def _dbf_zip(path: Path) -> None:
    dbf = write_dbf(path.with_suffix(".DBF"), FRBE_RECORDS)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(dbf, "PLAYER.DBF")


def _fide_zip(path: Path) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("standard_sep25frl.txt", "\n".join(STANDARD_LINES) + "\n")


def _bataille(path: Path) -> None:
    bataille_spreadsheet.write_template(path)
    fill_template(path, {
        "Manifestation": [],
        "Joueurs": [row[:4] for row in BATAILLE_PLAYERS],
        "Parties": [battle(1, date(2024, 6, 15), ["Dupont Jean"], ["Martin Zoé"], "victoire marginale du camp A"),
                    battle(2, date(2024, 6, 16), ["Lefèvre", "Durand Luc"], ["Dupont Marc"], "match nul")],
    }, first_row=2)
    fill_template(path, {"Manifestation": BATAILLE_EVENT}, first_row=1)


def _diplomacy(path: Path) -> None:
    diplomacy_spreadsheet.write_template(path)
    fill_template(path, {"Parties": game_rows("G1") + game_rows("G2", day="08/03/2024", mode="blitz")})


def _diplomacy_csv(path: Path) -> None:
    csv_file(path, [";".join(HEADER_FR)] + [";".join("" if v is None else str(v) for v in row)
                                            for row in game_rows("G1")], bom=True)


# name: "<format>__<file name>" -> the builder writing it (from the project's writers and templates).
_BUILDERS: dict[str, Callable[[Path], object]] = {
    "trf__club.trf": lambda path: trf.write_fide(_club_event(), path, national=True),
    "frbe-trf__club_frbe.trf": lambda path: trf.write_frbe(_club_event(), path, club="601"),
    "papi__small.papi": lambda path: path.write_bytes((FIXTURES / "small.papi").read_bytes()),
    "pgn__club.pgn": lambda path: path.write_text(PGN_GAMES, encoding="utf-8"),
    "frbe-list__PLAYER.DBF": lambda path: write_dbf(path, FRBE_RECORDS),
    "frbe-list__PLAYER_202501.ZIP": _dbf_zip,
    "fide-list__standard_sep25frl.txt": lambda path: path.write_text("\n".join(STANDARD_LINES) + "\n"),
    "fide-list__players_list_xml.xml": lambda path: path.write_text(FIDE_XML, encoding="utf-8"),
    "fide-list__standard_sep25frl.zip": _fide_zip,
    "bataille-sheet__waterloo.xlsx": _bataille,
    "diplomacy-sheet__parties.xlsx": _diplomacy,
    "diplomacy-sheet__parties.csv": _diplomacy_csv,
    "players-sheet__joueurs.xlsx": lambda path: players_spreadsheet.write(path, PLAYERS),
    "players-sheet__joueurs.csv": lambda path: players_spreadsheet.write(path, PLAYERS),
}


# --- Mutations of bytes ----------------------------------------------------------------------------

HUGE_NUMBERS = (b"12345678901234567890123", b"9" * 40, b"1e308", b"-1e309", str(10**30).encode(), b"NaN",
                b"Infinity", b"-0", b"4294967296", b"9223372036854775808", b"-99999999999999999999")
ODD_BYTES = (b"\x00", b"\xff", b"\x80", b"\xc3", b"\xef\xbb\xbf", b"\xff\xfe", b"\r", b"\x1a", b"\x85")
ENCODINGS = ("utf-16", "utf-16-be", "utf-32", "cp037", "utf-7", "cp1252")
BAD_DECLARATIONS = (b"x-unknown", b"utf-16", b"EBCDIC-Klingon", b"utf-32", b"", b"iso-2022-jp")


def flip_bits(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 16)):
        position = rng.randrange(len(out))
        out[position] ^= 1 << rng.randrange(8)
    return bytes(out)


def truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) or [data]


def duplicate_line(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    at = rng.randrange(len(lines))
    return b"".join(lines[: at + 1] + [lines[at]] * rng.randint(1, 3) + lines[at + 1:])


def delete_lines(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    at = rng.randrange(len(lines))
    return b"".join(lines[:at] + lines[at + rng.randint(1, 3):])


def huge_number(data: bytes, rng: random.Random) -> bytes:
    runs = list(re.finditer(rb"\d+", data))
    if not runs:
        return data + rng.choice(HUGE_NUMBERS)
    out = data
    for run in sorted(rng.sample(runs, min(len(runs), rng.randint(1, 3))), key=lambda m: -m.start()):
        out = out[: run.start()] + rng.choice(HUGE_NUMBERS) + out[run.end():]
    return out


def odd_bytes(data: bytes, rng: random.Random) -> bytes:
    out = data
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(out) + 1)
        out = out[:at] + rng.choice(ODD_BYTES) + out[at + rng.randint(0, 1):]
    return out


def wrong_encoding(data: bytes, rng: random.Random) -> bytes:
    """The text re-encoded in another encoding, or an XML declaration naming a bad one."""
    declaration = re.search(rb'encoding=["\']([^"\']*)["\']', data[:200])
    if declaration and rng.random() < 0.5:
        return data[: declaration.start(1)] + rng.choice(BAD_DECLARATIONS) + data[declaration.end(1):]
    text = data.decode("utf-8", errors="replace")
    return text.encode(rng.choice(ENCODINGS), errors="replace")


def splice(data: bytes, rng: random.Random) -> bytes:
    """A block of the file copied over another place (repeated records, shifted columns)."""
    start = rng.randrange(len(data))
    block = data[start: start + rng.randint(1, 256)]
    at = rng.randrange(len(data) + 1)
    return data[:at] + block + data[at + (len(block) if rng.random() < 0.5 else 0):]


BYTE_MUTATIONS: tuple[Callable[[bytes, random.Random], bytes], ...] = (
    flip_bits, truncate, duplicate_line, delete_lines, huge_number, odd_bytes, wrong_encoding, splice)


# --- Mutations of zip archives ---------------------------------------------------------------------

ENTITY_BOMB = (b'<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
               b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">'
               b'<!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">'
               b'<!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>')
EXTERNAL_ENTITY = b'<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'


def with_doctype(xml: bytes, doctype: bytes, entity: bytes) -> bytes:
    """An XML document with ``doctype`` before its root element and ``entity`` in its first text."""
    root = re.search(rb"<[A-Za-z]", xml)
    at = root.start() if root else 0
    out = xml[:at] + doctype + xml[at:]
    text = re.search(rb">([^<]+)<", out[at + len(doctype):])
    if text:
        where = at + len(doctype) + text.start(1)
        out = out[:where] + entity + out[where:]
    return out


def rezip(data: bytes, change: Callable[[str, bytes], bytes]) -> bytes:
    """The archive written again, each member's content passed through ``change(name, content)``."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            target.writestr(info.filename, change(info.filename, source.read(info)))
    return out.getvalue()


def mutate_member(data: bytes, rng: random.Random) -> bytes:
    """One member of the archive damaged by a byte mutation (or given entities), the archive sound."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = [i.filename for i in archive.infolist() if i.file_size]
    chosen = rng.choice(names)
    roll = rng.random()
    if roll < 0.1 and chosen.endswith(".xml"):
        return rezip(data, lambda n, c: with_doctype(c, ENTITY_BOMB, b"&h;") if n == chosen else c)
    if roll < 0.2 and chosen.endswith(".xml"):
        return rezip(data, lambda n, c: with_doctype(c, EXTERNAL_ENTITY, b"&e;") if n == chosen else c)
    mutation = rng.choice(BYTE_MUTATIONS)
    return rezip(data, lambda n, c: mutation(c, rng) if n == chosen and c else c)


def _entries(data: bytes, signature: bytes) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(signature), data)]


LOCAL = b"PK\x03\x04"
CENTRAL = b"PK\x01\x02"


def damage_archive(data: bytes, rng: random.Random) -> bytes:
    """Damage at the zip level: bad CRC or deflate data, bad magic, unsupported method, lying sizes."""
    out = bytearray(data)
    locals_, centrals = _entries(data, LOCAL), _entries(data, CENTRAL)
    kind = rng.randrange(6)
    if kind == 0 and locals_:  # a byte of compressed data: a CRC or zlib error
        start = rng.choice(locals_)
        name_length, extra_length = struct.unpack_from("<HH", data, start + 26)
        size = struct.unpack_from("<I", data, start + 18)[0]
        if size:
            out[start + 30 + name_length + extra_length + rng.randrange(size)] ^= 0xFF
    elif kind == 1 and locals_:  # a local header's magic number
        out[rng.choice(locals_) + rng.randrange(4)] ^= 0x55
    elif kind == 2 and centrals:  # a compression method zipfile does not know (or an encrypted flag)
        start = rng.choice(centrals)
        if rng.random() < 0.5:
            struct.pack_into("<H", out, start + 10, rng.choice((1, 6, 9, 97, 99)))
        else:
            struct.pack_into("<H", out, start + 8, 1)
    elif kind == 3 and centrals:  # declared uncompressed size off (smaller, larger or huge)
        start = rng.choice(centrals)
        size = struct.unpack_from("<I", data, start + 24)[0]
        struct.pack_into("<I", out, start + 24, rng.choice((0, size // 2, size * 2 + 1, 0xFFFFFFFE)))
    elif kind == 4 and centrals:  # a member's offset pointing elsewhere
        start = rng.choice(centrals)
        struct.pack_into("<I", out, start + 42, rng.randrange(len(data)))
    else:
        return flip_bits(data, rng)
    return bytes(out)


ZIP_MUTATIONS = (mutate_member, mutate_member, damage_archive)


def mutants(sample: Sample, seed: int, count: int) -> Iterator[tuple[str, bytes]]:
    """``count`` damaged copies of the sample, each with the name of the mutation that made it."""
    rng = random.Random(f"{seed}:{sample.format}:{sample.name}")
    is_zip = sample.data.startswith(LOCAL)
    for _ in range(count):
        mutation = rng.choice(ZIP_MUTATIONS if is_zip and rng.random() < 0.8 else BYTE_MUTATIONS)
        yield mutation.__name__, mutation(sample.data, rng)
