"""Hostile files: each is refused with a FormatError naming the file, at once, leaving the database as it was.

The cases of the fault report: a zip bomb (a 4 MB PLAYER zip holding a 4 GiB DBF), an XML
external entity and a billion-laughs entity in a workbook, zips with a bad CRC, a bad magic
number or a compression method elodesk does not read, a FIDE XML list in an unknown encoding,
a PGN file full of 23-digit numbers. The command line answers each with one line and exit 2.
"""

from __future__ import annotations

import re
import struct
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from elodesk.cli import main
from elodesk.formats import archive, fide_list, frbe_list, players_spreadsheet
from elodesk.formats.errors import FormatError
from elodesk.store.db import dump, open_db
from elodesk.store.importer import import_file
from tests.english import english
from tests.formats.dbase import write_dbf
from tests.formats.fuzzing import CENTRAL, ENTITY_BOMB, LOCAL, rezip, with_doctype
from tests.formats.test_fide_list import STANDARD_LINES
from tests.formats.test_fide_list import XML as FIDE_XML
from tests.formats.test_pgn import GAMES as PGN_GAMES
from tests.formats.test_players_spreadsheet import PLAYERS

GIB = 1 << 30
CHUNK = 1 << 20


def zip_bomb(path: Path, member: str, head: bytes, size: int, declared: int | None = None) -> Path:
    """A zip whose one member inflates to ``size`` bytes (``head``, then zeros) from about size / 1000.

    Deflate blocks of a MiB of zeros, each ended by a full flush, repeat byte for byte: the
    stream is one block copied. Sizes go in zip64 extra fields; ``declared`` (default: the
    true size) is the size the archive claims.
    """
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    first = head + bytes(CHUNK - len(head))
    stream = compressor.compress(first) + compressor.flush(zlib.Z_FULL_FLUSH)
    block = compressor.compress(bytes(CHUNK)) + compressor.flush(zlib.Z_FULL_FLUSH)
    data = stream + block * (size // CHUNK - 1) + compressor.flush()
    crc = zlib.crc32(first)
    for _ in range(size // CHUNK - 1):
        crc = zlib.crc32(bytes(CHUNK), crc)
    name = member.encode()
    extra = struct.pack("<HHQQ", 1, 16, declared if declared is not None else size, len(data))
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 45, 0, 8, 0, 0x21, crc, 0xFFFFFFFF, 0xFFFFFFFF,
                        len(name), len(extra)) + name + extra
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 45, 45, 0, 8, 0, 0x21, crc, 0xFFFFFFFF,
                          0xFFFFFFFF, len(name), len(extra), 0, 0, 0, 0, 0) + name + extra
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    path.write_bytes(local + data + central + end)
    return path


def dbf_head(tmp_path: Path) -> bytes:
    """The header of a PLAYER.DBF (without records): what a bomb starts with to pass for a list."""
    return write_dbf(tmp_path / "head.DBF", []).read_bytes()[:-1]


@pytest.fixture
def club(tmp_path):
    return open_db(tmp_path / "club.elodesk")


def refusal(db, path: Path, **options) -> str:
    """The FormatError's text for importing ``path``, the database checked unchanged."""
    before = dump(db)
    with pytest.raises(FormatError) as caught:
        import_file(db, path, **options)
    assert dump(db) == before
    assert str(caught.value).startswith(path.name)
    return str(caught.value)


# --- Archives -------------------------------------------------------------------------------------


def test_a_zip_bomb_is_refused_before_anything_is_unpacked(club, tmp_path, monkeypatch):
    bomb = zip_bomb(tmp_path / "PLAYER_202501.ZIP", "PLAYER.DBF", dbf_head(tmp_path), 4 * GIB)
    assert bomb.stat().st_size < 5 * CHUNK
    temporary = tmp_path / "temporary"
    temporary.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(temporary))
    message = refusal(club, bomb)
    assert message == ("PLAYER_202501.ZIP:PLAYER.DBF: unpacks to more than 128 MB, the most elodesk reads "
                       "from one archive: refused")
    assert list(temporary.iterdir()) == []


def test_a_member_inflating_past_the_size_it_declares_is_refused(club, tmp_path):
    bomb = zip_bomb(tmp_path / "PLAYER_202501.ZIP", "PLAYER.DBF", dbf_head(tmp_path), 64 * CHUNK,
                    declared=CHUNK)
    assert "damaged zip archive" in refusal(club, bomb)


def test_the_bytes_read_are_counted_whatever_the_archive_declares(tmp_path):
    path = tmp_path / "list.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("list.txt", bytes(3 * CHUNK))
    with (zipfile.ZipFile(path) as source, archive.open_member(source, "list.txt", "list.zip", CHUNK) as member,
          pytest.raises(FormatError, match=r"^list.zip:list.txt: unpacks to more than 1 MB")):
        member.read()


@pytest.mark.parametrize(("module", "cap", "name", "write"), [
    (frbe_list, "DBF_CAP", "PLAYER_202501.ZIP", lambda archive: archive.writestr("PLAYER.DBF", bytes(3 * CHUNK))),
    (fide_list, "LIST_CAP", "standard_sep25frl.zip",
     lambda archive: archive.writestr("standard_sep25frl.txt", "\n".join(STANDARD_LINES) + " " * 3 * CHUNK)),
])
def test_each_zipped_list_has_its_cap(club, tmp_path, monkeypatch, module, cap, name, write):
    monkeypatch.setattr(module, cap, CHUNK)
    path = tmp_path / name
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        write(out)
    assert "unpacks to more than 1 MB" in refusal(club, path, fmt=module.FORMAT)


def workbook(tmp_path: Path) -> Path:
    path = tmp_path / "joueurs.xlsx"
    players_spreadsheet.write(path, PLAYERS)
    return path


def damaged(path: Path, damage: Callable[[bytearray], None]) -> Path:
    data = bytearray(path.read_bytes())
    damage(data)
    path.write_bytes(bytes(data))
    return path


def first_data_byte(data: bytearray, member: str) -> int:
    """Where the compressed data of ``member`` starts (after its local header)."""
    for match in re.finditer(re.escape(LOCAL), bytes(data)):
        start = match.start()
        name_length, extra_length = struct.unpack_from("<HH", data, start + 26)
        if data[start + 30:start + 30 + name_length].decode() == member:
            return start + 30 + name_length + extra_length
    raise AssertionError(member)


def central_entry(data: bytearray, member: str) -> int:
    for match in re.finditer(re.escape(CENTRAL), bytes(data)):
        name_length = struct.unpack_from("<H", data, match.start() + 28)[0]
        if data[match.start() + 46:match.start() + 46 + name_length].decode() == member:
            return match.start()
    raise AssertionError(member)


SHEET = "xl/worksheets/sheet1.xml"


def flip_data(data: bytearray) -> None:
    data[first_data_byte(data, SHEET) + 20] ^= 0xFF


def bad_magic(data: bytearray) -> None:
    data[first_data_byte(data, SHEET) - 30 - len(SHEET)] = ord("X")


def method(number: int) -> Callable[[bytearray], None]:
    def damage(data: bytearray) -> None:
        struct.pack_into("<H", data, central_entry(data, SHEET) + 10, number)
    return damage


def encrypted(data: bytearray) -> None:
    struct.pack_into("<H", data, central_entry(data, SHEET) + 8, 1)


@pytest.mark.parametrize(("damage", "message"), [
    (flip_data, "damaged zip archive or compressed data"),
    (bad_magic, "joueurs.xlsx: not an .xlsx workbook (Bad magic number for file header)"),
    (method(12), "joueurs.xlsx:xl/worksheets/sheet1.xml: compressed by method 12, which elodesk does not read"),
    (method(99), "joueurs.xlsx:xl/worksheets/sheet1.xml: compressed by method 99"),
    (encrypted, "joueurs.xlsx:xl/worksheets/sheet1.xml: an encrypted member"),
], ids=["bad CRC or deflate data", "bad magic number", "bzip2", "unknown method", "encrypted"])
def test_a_damaged_workbook_archive_is_refused(club, tmp_path, damage, message):
    assert message in refusal(club, damaged(workbook(tmp_path), damage))


# --- XML ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("member", ["xl/workbook.xml", SHEET, "xl/styles.xml", "[Content_Types].xml"])
@pytest.mark.parametrize("attack", ["external entity", "billion laughs"])
def test_xml_entities_in_a_workbook_are_refused(club, tmp_path, member, attack):
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-MARKER")
    doctype, entity = ((f'<!DOCTYPE x [<!ENTITY e SYSTEM "file://{secret}">]>'.encode(), b"&e;")
                       if attack == "external entity" else (ENTITY_BOMB, b"&h;"))
    path = workbook(tmp_path)
    path.write_bytes(rezip(path.read_bytes(), lambda n, c: with_doctype(c, doctype, entity) if n == member else c))
    refusal(club, path)
    assert "SECRET-MARKER" not in dump(club)


@pytest.mark.parametrize("attack", ["external entity", "billion laughs"])
def test_xml_entities_in_the_fide_list_are_refused(club, tmp_path, attack):
    doctype, entity = ((b'<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>', b"&e;")
                       if attack == "external entity" else (ENTITY_BOMB, b"&h;"))
    path = tmp_path / "players_list_xml.xml"
    path.write_bytes(with_doctype(FIDE_XML.encode(), doctype, entity))
    assert "refused: the XML declares entities or a document type" in refusal(club, path, federations={"BEL"})


@pytest.mark.parametrize(("encoding", "message"), [
    ("x-klingon", "the file names an unknown text encoding (unknown encoding: x-klingon)"),
    ("utf-7", "damaged or unreadable file"),
    ("cp037", "malformed XML"),
])
def test_a_fide_xml_list_in_an_unknown_encoding_is_refused(club, tmp_path, encoding, message):
    path = tmp_path / "players_list_xml.xml"
    path.write_text(FIDE_XML.replace('encoding="UTF-8"', f'encoding="{encoding}"'), encoding="utf-8")
    assert message in refusal(club, path, federations={"BEL"})


def test_a_sheet_row_past_excels_last_row_is_refused(club, tmp_path):
    path = workbook(tmp_path)
    path.write_bytes(rezip(path.read_bytes(), lambda n, c: c.replace(b'<row r="3"', b'<row r="99999999999"')
                          .replace(b' r="A3"', b' r="A99999999999"') if n == SHEET else c))
    assert "a row past Excel's last row (1048576)" in refusal(club, path)


# --- Numbers --------------------------------------------------------------------------------------


def test_a_pgn_full_of_23_digit_numbers_imports_what_it_can(club, tmp_path):
    path = tmp_path / "huge.pgn"
    path.write_text(re.sub(r'(Round|WhiteElo|BlackElo|WhiteFideId|Date) "[^"]*"', r'\1 "12345678901234567890123"',
                           PGN_GAMES), encoding="utf-8")
    report = import_file(club, path)
    assert any("WhiteElo '12345678901234567890123' is not a rating" in w for w in english(report.warnings))
    assert any("Round '12345678901234567890123' is not a round number" in w for w in english(report.warnings))
    ratings = club.execute("SELECT MAX(ABS(rating)), MAX(round) FROM event_players, chess_games").fetchone()
    assert all(value is None or value < 10_000 for value in ratings)


# --- The command line -----------------------------------------------------------------------------


def test_the_command_line_refuses_a_hostile_file_in_one_line_with_exit_2(tmp_path, capsys):
    bomb = zip_bomb(tmp_path / "PLAYER_202501.ZIP", "PLAYER.DBF", dbf_head(tmp_path), 4 * GIB)
    assert main(["--db", str(tmp_path / "club.elodesk"), "--lang", "en", "import", str(bomb)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "PLAYER.DBF" in captured.err and "internal error" not in captured.err
