"""The Belgian federation's list as SWAR downloads it: ``players.sqlite`` in ``players_YYYYMM.zip``.

The federation publishes each list twice: ``PLAYER_YYYYMM.ZIP`` (dBase, :mod:`elodesk.formats.frbe_list`)
and, since October 2018, ``players_YYYYMM.zip`` holding one SQLite table ``players`` (``IdNumber, Name,
Sex, Birthday, Fed, Club, Elo, EloPrevious, Gain, Games, GamesPrevious, Performance, NatFideSign,
FideId``, …) with the same members (27,804 in April 2022 in both). Its rows are handed to the dBase
reader under the dBase field names, so that both files give the same players and the same warnings.

The file is opened read-only and immutable: reading it writes nothing beside it. A SQLite error is
the file's: a :class:`FormatError` naming it, never taken for an error of the club's database.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

from elodesk.formats.errors import FormatError

MAGIC = b"SQLite format 3\x00"
SUFFIX = ".sqlite"  # the zip's member: players.sqlite, or players_201904.sqlite in April 2019
# SWAR's column -> the dBase field of the same meaning.
FIELDS = {
    "IdNumber": "MATRICULE", "Name": "NOM_PRENOM", "Sex": "SEXE", "Birthday": "DATE_NAISS", "Fed": "FEDERATION",
    "Club": "CLUB", "Elo": "ELO_CALCUL", "EloPrevious": "ELO_PRECE", "Gain": "GAIN", "Games": "PART_CALCU",
    "GamesPrevious": "PART_PRECE", "Performance": "PERFORMAN", "NatFideSign": "NATFIDE", "FideId": "FIDE",
}  # fmt: skip
REQUIRED = ("IdNumber", "Name")


def _connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)


def _columns(db: sqlite3.Connection) -> list[str]:
    return [str(row[1]) for row in db.execute("PRAGMA table_info(players)")]


def is_list(path: Path) -> bool:
    """Whether a SQLite file holds SWAR's ``players`` table (an elodesk club has a ``players`` table too)."""
    try:
        with closing(_connect(path)) as db:
            return set(REQUIRED) <= set(_columns(db))
    except sqlite3.Error:
        return False


def records(path: Path, file: str) -> Iterator[dict[str, bytes]]:
    """Each row as a dBase record: field name -> UTF-8 bytes (NULL as nothing), in the table's order."""
    try:
        with closing(_connect(path)) as db:
            columns = _columns(db)
            missing = [c for c in REQUIRED if c not in columns]
            if missing:
                raise FormatError(file, None, "expected a players table with the columns {required}; missing "
                                              "{missing} (has {has})", required=", ".join(REQUIRED),
                                  missing=", ".join(missing), has=", ".join(columns[:8]) or "-")
            chosen = [c for c in FIELDS if c in columns]
            names = ", ".join(f'"{c}"' for c in chosen)
            for row in db.execute(f"SELECT {names} FROM players ORDER BY rowid"):  # the names are FIELDS' own
                yield {FIELDS[c]: b"" if v is None else str(v).encode() for c, v in zip(chosen, row, strict=True)}
    except sqlite3.Error as error:
        raise FormatError(file, None, "not a readable SQLite list ({reason})", reason=str(error)) from None
