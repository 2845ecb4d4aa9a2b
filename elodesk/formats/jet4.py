"""Tables of an MS Access (Jet 4) database, with their text decoded exactly.

``access-parser`` (0.0.6, the one pure-Python reader on PyPI) finds the rows and
columns, but gets text wrong in two ways that Papi files meet on every row:

- a *fixed-length* text column (Papi's ``NrFFE``, ``Text(6)``) is decoded from its
  offset to the end of the row, so a licence number comes out followed by the rest of
  the row (``W56532尀䃤ϱԊԊ…MORBIEUGuillaume…``);
- Jet 4 "Unicode compression" is decoded as one block of UTF-8 or Latin-1, whereas a
  compressed value may switch between compressed and uncompressed runs.

The Jet 4 text format (mdbtools' HACKING.md, "Text data type"; Jackcess,
``ColumnImpl.decodeTextValue``): a value is UTF-16LE, unless it starts with the
bytes ``0xFF 0xFE``; then it is *compressed*: it starts in compressed mode, where
each byte is one character (the low byte of its UTF-16 code, the high byte being
0), and every ``0x00`` byte met at the start of a character switches between
compressed mode and uncompressed mode (two bytes, UTF-16LE, per character).

:class:`_Table` asks the library for the raw bytes of every text column (it reads
them as binary), cut to the column's length when the column is fixed-length, and
:func:`decode_text` decodes them. :class:`Database` walks each table's chain of
definition pages before the library does, each page once, so that a damaged file whose
chain loops is refused instead of read forever. Everything else is the library's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from access_parser import AccessParser
from access_parser.access_parser import AccessTable
from access_parser.parsing_primitives import TDEF_HEADER
from access_parser.utils import TYPE_BINARY, TYPE_TEXT

from elodesk.formats.errors import FormatError

COMPRESSED = b"\xff\xfe"  # the mark of a Jet 4 compressed text value


def decode_text(raw: bytes) -> str:
    """A Jet 4 text value from its bytes (see the module's docstring for the format)."""
    if not raw.startswith(COMPRESSED):
        return raw[: len(raw) // 2 * 2].decode("utf-16-le", errors="replace")
    out: list[str] = []
    compressed = True
    i, end = len(COMPRESSED), len(raw)
    while i < end:
        if raw[i] == 0:
            compressed = not compressed
            i += 1
        elif compressed:
            out.append(chr(raw[i]))
            i += 1
        elif i + 1 < end:
            out.append(raw[i : i + 2].decode("utf-16-le", errors="replace"))
            i += 2
        else:  # half a character at the end: a damaged value
            break
    return "".join(out)


class _Table(AccessTable):
    """An ``AccessTable`` whose text columns come out as raw bytes, for :func:`decode_text`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.text_columns = {c.col_name_str for c in self.columns.values() if c.type == TYPE_TEXT}
        for column in self.columns.values():
            if column.type == TYPE_TEXT:
                column.type = TYPE_BINARY  # the library returns a binary value untouched

    def _parse_fixed_length_data(self, original_record: bytes, column: Any, null_table: list[bool]) -> None:
        if column.col_name_str in self.text_columns:  # the value ends where the column does
            original_record = original_record[: column.fixed_offset + column.length]
        super()._parse_fixed_length_data(original_record, column, null_table)

    def parse(self) -> dict[str, Any]:
        parsed = super().parse()
        for name in self.text_columns:
            values = parsed.get(name)
            if isinstance(values, list):
                parsed[name] = [decode_text(v) if isinstance(v, bytes) else v for v in values]
        return parsed


class Database(AccessParser):
    """``AccessParser`` whose tables decode text exactly (see :class:`_Table`), and which refuses a table whose
    definition pages loop before the library follows them (:meth:`check_definition`)."""

    def __init__(self, db_path: str) -> None:
        self.file = Path(db_path).name
        super().__init__(db_path)

    def _parse_catalog(self) -> dict[str, int]:
        self.check_definition(2, "MSysObjects")  # the catalog's definition, where the library starts
        return super()._parse_catalog()

    def check_definition(self, page: int, table: str) -> None:
        """Walk the chain of the table's definition pages (``page`` the first), each page once.

        A table whose definition outgrows a page goes on in the page its header points to.
        ``AccessTable._merge_table_data`` follows those pointers until one is 0: a damaged file whose
        chain comes back to a page it passed (A → B → A) kept it going forever, its data growing.
        The fix to offer access-parser: keep a set of the pages visited there and stop at one seen.
        """
        seen: set[int] = set()
        while page:
            if page in seen:
                raise FormatError(self.file, table, "the table definition pages loop back to page {page}: the file "
                                                    "is damaged", page=page)
            seen.add(page)
            definition = self._table_defs.get(page * self.page_size)
            if definition is None:
                if len(seen) == 1:
                    return  # no definition at all: the library says so its own way
                raise FormatError(self.file, table, "the table definition goes on in page {page}, which holds none: "
                                                    "the file is damaged", page=page)
            page = TDEF_HEADER.parse(definition).next_page_ptr

    def get_table(self, table_name: str) -> AccessTable | None:
        page = self.catalog.get(table_name)
        if page:
            self.check_definition(page, table_name)
        table = super().get_table(table_name)
        if table is None:
            return None
        return _Table(table.table, table.version, table.page_size, table._data_pages, table._table_defs,
                      table.props)
