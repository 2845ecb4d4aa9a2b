"""The club database's file and the files SQLite and elodesk keep beside it.

In one process, closing *any* descriptor of the database file releases every POSIX lock the
process holds on it, SQLite's own included ("How To Corrupt An SQLite Database File"): another
process then believes it is alone, checkpoints and deletes the ``-wal`` under the running
window, whose next writes go to a deleted journal. So nothing but SQLite ever opens the club
file or its companions: the file dialogs do not read them (``ui.file_dialogs``), an import
refuses them before opening anything (:func:`refuse_club_file`), and a companion is never
opened as a database (:func:`refuse_companion`).
"""

from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from elodesk.store.errors import StoreError

# What SQLite (journals, the WAL and its index) and elodesk (who writes) keep next to a database.
COMPANION_SUFFIXES = ("-wal", "-shm", "-journal", ".writer", ".lock")


def is_companion(name: str) -> bool:
    """Whether a file name is one of the files beside a database (never a database itself)."""
    return name.endswith(COMPANION_SUFFIXES)


def club_files(db_path: Path) -> list[Path]:
    """The database file and the companions SQLite and elodesk may keep beside it."""
    return [db_path] + [db_path.with_name(db_path.name + suffix) for suffix in COMPANION_SUFFIXES]


def file_identity(path: Path) -> tuple[int, int] | None:
    """Device and inode (``stat`` opens nothing): the same file under any name or link."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def is_club_file(path: Path, db_path: Path) -> bool:
    """Whether ``path`` is the open club database ``db_path`` or one of its companions."""
    if not db_path.name:  # an in-memory database has no file
        return False
    found = file_identity(path)
    return found is not None and any(found == file_identity(p) for p in club_files(db_path))


def refuse_club_file(path: Path, db_path: Path) -> None:
    """Refuse to read the open club database (or its journal) as a file to import, before any open:
    closing that descriptor would release SQLite's locks on the club."""
    if is_club_file(path, db_path):
        raise StoreError("{file} is the club database open in elodesk (or a file SQLite keeps beside it): "
                         "it cannot be imported into itself", file=path.name)


def refuse_companion(path: Path) -> None:
    """Refuse to open a file SQLite or elodesk keeps beside a database as a database of its own."""
    if is_companion(path.name):
        raise StoreError("{file} is not a club database but a file SQLite or elodesk keeps beside one; "
                         "open the database itself", file=path.name)


# ``store.backups.backup_file`` names a copy ``<name>.<label>-<YYYYmmdd-HHMMSS-ffffff>.bak``.
_BACKUP_NAME = re.compile(r"\.(?P<label>[\w-]+?)-(?P<stamp>\d{8}-\d{6}(?:-\d{1,6})?)\.bak$")


@dataclass(frozen=True, slots=True)
class Backup:
    """A copy of the club made next to it: before an apply, a migration, or by hand."""

    path: Path
    label: str  # before-apply, before-migration, manual
    made: datetime


def backups_beside(db_path: Path) -> list[Backup]:
    """The backups of ``db_path`` found beside it, newest first (names and dates only: none is opened)."""
    found = []
    prefix = db_path.name
    try:
        entries = list(os.scandir(db_path.parent))
    except OSError:
        return []
    for entry in entries:
        match = _BACKUP_NAME.fullmatch(entry.name[len(prefix):]) if entry.name.startswith(prefix) else None
        if match is None or not entry.is_file():
            continue
        stamp = match["stamp"]
        made = datetime.strptime(stamp, "%Y%m%d-%H%M%S-%f" if stamp.count("-") == 2 else "%Y%m%d-%H%M%S")
        found.append(Backup(Path(entry.path), match["label"], made))
    return sorted(found, key=lambda b: b.made, reverse=True)


def restored_copy(backup: Backup, db_path: Path) -> Path:
    """A copy of ``backup`` under a new name next to the club (``<stem>.restored-<stamp><suffix>``),
    made through SQLite's backup API: the damaged file and the backup stay as they are."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = db_path.with_name(f"{db_path.stem}.restored-{stamp}{db_path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = db_path.with_name(f"{db_path.stem}.restored-{stamp}-{number}{db_path.suffix}")
    from elodesk.store.db import boundary  # db opens through this module's checks

    with boundary(lambda: backup.path):  # a damaged backup is said as the store says it
        source = sqlite3.connect(f"{backup.path.resolve().as_uri()}?mode=ro", uri=True)
        dest = sqlite3.connect(str(target))
        try:
            source.backup(dest)
        except BaseException:
            dest.close()
            target.unlink(missing_ok=True)
            raise
        finally:
            dest.close()
            source.close()
    return target
