"""A minimal dBase III (.DBF) writer for tests: dbfread only reads.

Header (32 bytes: version 0x03, date, record count, header and record lengths, language driver
at byte 29), one 32-byte descriptor per field, 0x0D, then the records (a deletion flag ``' '``
or ``'*'`` and the fields, fixed width) and 0x1A.
"""

from __future__ import annotations

import struct
from datetime import date
from pathlib import Path

# The fields of the Belgian PLAYER.DBF: (name, type, length, decimals).
PLAYER_FIELDS = [
    ("MATRICULE", "N", 5, 0),
    ("NOM_PRENOM", "C", 40, 0),
    ("SEXE", "C", 1, 0),
    ("CLUB", "N", 3, 0),
    ("DATE_NAISS", "D", 8, 0),
    ("ELO_PRECE", "N", 4, 0),
    ("PART_PRECE", "N", 4, 0),
    ("ELO_CALCUL", "N", 4, 0),
    ("PART_CALCU", "N", 4, 0),
    ("GAIN", "N", 4, 0),
    ("PERFORMAN", "N", 5, 1),
    ("TITRE", "C", 2, 0),
    ("FIDE", "N", 9, 0),
    ("FEDERATION", "C", 3, 0),
]
# The field descriptors of the federation's real list of April 2022 (PLAYER_202204.ZIP in
# cropr/frbekbsb-migrated, sites/data/ELO: tests/data/real/SOURCES.md), in its order.
PLAYER_2022_FIELDS = [
    ("MATRICULE", "N", 6, 0), ("NOM_PRENOM", "C", 32, 0), ("SEXE", "C", 1, 0), ("CLUB", "N", 6, 0),
    ("PTARECUPER", "N", 2, 0), ("DATE_NAISS", "D", 8, 0), ("ELO_PRECE", "N", 4, 0), ("PART_PRECE", "N", 4, 0),
    ("ADVERSAIRE", "N", 6, 0), ("ELO_CALCUL", "N", 4, 0), ("PART_CALCU", "N", 4, 0), ("MODIFY_ELO", "N", 1, 0),
    ("SUPPRESS", "L", 1, 0), ("CLAS_R1_R2", "L", 1, 0), ("NOMBRE_R2", "N", 1, 0), ("TITRE", "C", 3, 0),
    ("PERFORMAN", "N", 5, 1), ("DER_JEUX", "D", 8, 0), ("GAIN", "N", 4, 0), ("FEDERATION", "C", 2, 0),
    ("CTR_RUN_1", "L", 1, 0), ("NOUV_MOD", "C", 4, 0), ("FIDE", "N", 10, 0), ("ARBITRE", "C", 4, 0),
    ("NATFIDE", "C", 3, 0), ("DECEDE", "L", 1, 0),
]  # fmt: skip


def _cell(kind: str, length: int, value: object, encoding: str) -> bytes:
    if value is None:
        return b" " * length
    if isinstance(value, bytes):
        data = value
    elif kind == "D" and isinstance(value, date):
        data = value.strftime("%Y%m%d").encode()
    elif kind == "N":
        return str(value).rjust(length).encode()[:length]
    else:
        data = str(value).encode(encoding)
    return data[:length].ljust(length, b" ")


def write_dbf(path: str | Path, records: list[dict[str, object]], *,
              fields: list[tuple[str, str, int, int]] = PLAYER_FIELDS, encoding: str = "cp850",
              language_driver: int = 0x02, deleted: frozenset[int] = frozenset()) -> Path:
    """Write ``records`` (field name → value; missing fields blank); ``deleted`` holds record indexes."""
    header_length = 32 + 32 * len(fields) + 1
    record_length = 1 + sum(length for _, _, length, _ in fields)
    out = bytearray(struct.pack("<BBBBIHH", 0x03, 125, 1, 31, len(records), header_length, record_length))
    out += bytes(17) + bytes([language_driver]) + bytes(2)
    for name, kind, length, decimals in fields:
        out += name.encode().ljust(11, b"\x00") + kind.encode() + bytes(4)
        out += bytes([length, decimals]) + bytes(14)
    out += b"\x0d"
    for index, record in enumerate(records):
        out += b"*" if index in deleted else b" "
        for name, kind, length, _ in fields:
            out += _cell(kind, length, record.get(name), encoding)
    out += b"\x1a"
    Path(path).write_bytes(bytes(out))
    return Path(path)
