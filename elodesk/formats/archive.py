"""Zip archives (xlsx workbooks, the federations' zipped lists) read under a size cap.

A zip bomb is a small archive whose member unpacks to gigabytes. Every zip elodesk
reads is opened by :func:`open_zip`, which checks the sizes the archive declares
before a byte is unpacked: a member over the cap (or members adding up to more)
is refused, naming the member and the cap. The declared sizes bound what zipfile
unpacks (it stops at a member's declared size, and a member that inflates further
fails its CRC); :func:`open_member` counts the bytes actually read all the same,
so the cap holds whatever the archive claims.

Only stored and deflated members are read, the methods of xlsx files and of the
federations' zips: zipfile inflates bzip2 and lzma members a whole block at a time,
before any count, and an encrypted member cannot be read at all.
"""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path
from typing import IO

from elodesk.formats.errors import FormatError

MIB = 1 << 20
METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED}
ENCRYPTED = 0x1  # general purpose flag bit of an encrypted member


def _too_large(file: str, member: str, cap: int) -> FormatError:
    return FormatError(file, member, "unpacks to more than {cap} MB, the most elodesk reads from one archive: "
                                     "refused", cap=cap // MIB)


def check_archive(archive: zipfile.ZipFile, file: str, cap: int) -> None:
    """Refuse an archive whose members are encrypted, of another method, or declared larger than ``cap`` bytes."""
    total = 0
    for info in archive.infolist():
        if info.flag_bits & ENCRYPTED:
            raise FormatError(file, info.filename, "an encrypted member: elodesk cannot read it")
        if info.compress_type not in METHODS:
            raise FormatError(file, info.filename, "compressed by method {method}, which elodesk does not read "
                                                   "(only stored or deflated members)", method=info.compress_type)
        total += info.file_size
        if total > cap:
            raise _too_large(file, info.filename, cap)


def open_zip(path: str | Path, file: str, cap: int) -> zipfile.ZipFile:
    """The archive at ``path``, checked by :func:`check_archive` (``file`` names it in messages)."""
    archive = zipfile.ZipFile(path)
    try:
        check_archive(archive, file, cap)
    except FormatError:
        archive.close()
        raise
    return archive


class _Capped(io.RawIOBase):
    """A member's bytes, refused once more than ``cap`` have been read."""

    def __init__(self, source: IO[bytes], file: str, member: str, cap: int) -> None:
        self.source, self.file, self.member, self.cap = source, file, member, cap
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self.source.read(len(buffer))
        self.count += len(data)
        if self.count > self.cap:
            raise _too_large(self.file, self.member, self.cap)
        buffer[: len(data)] = data
        return len(data)

    def tell(self) -> int:
        return self.count

    def close(self) -> None:
        self.source.close()
        super().close()


def open_member(archive: zipfile.ZipFile, member: str, file: str, cap: int) -> io.BufferedReader:
    """A checked archive's member as a buffered stream that stops with a FormatError past ``cap`` bytes."""
    return io.BufferedReader(_Capped(archive.open(member), file, member, cap))


def copy_member(archive: zipfile.ZipFile, member: str, target: Path, file: str, cap: int) -> None:
    """Unpack one member to ``target``, at most ``cap`` bytes (a partial copy is removed)."""
    try:
        with open_member(archive, member, file, cap) as source, target.open("wb") as out:
            shutil.copyfileobj(source, out)
    except BaseException:
        target.unlink(missing_ok=True)
        raise
