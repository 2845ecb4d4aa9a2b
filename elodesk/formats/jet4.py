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
chain loops is refused instead of read forever.

A table's rows are read from the pages its *usage map* lists (mdbtools' HACKING.md, "Usage Maps";
the definition's ``row_page_map`` points to it), as Access and mdbtools read them: the library
reads every data page that names the table its owner, stale pages of rows rewritten since among
them (Papi's ``INFO`` comes out twice). A file cut short (copied half-way, a download stopped:
its pages end early) is refused naming what is missing — the file's size not a whole number of
pages, a table's definition, usage map or data page beyond its end, fewer rows than the definition
counts — never read as the part of the tournament that survived. Everything else is the library's.
"""

from __future__ import annotations

import logging
import struct
from pathlib import Path
from typing import Any

from access_parser import AccessParser
from access_parser.access_parser import AccessTable
from access_parser.parsing_primitives import TDEF_HEADER, parse_data_page_header, parse_table_head
from access_parser.utils import TYPE_BINARY, TYPE_TEXT

from elodesk.formats.errors import FormatError

# The library's own English warnings ("DB is not full or PAGE_SIZE is wrong") reached the terminal before elodesk's
# refusal, in the user's language, of the same file: the reader says what is wrong, the library keeps quiet.
logging.getLogger("access_parser").setLevel(logging.ERROR)

COMPRESSED = b"\xff\xfe"  # the mark of a Jet 4 compressed text value
INLINE_MAP, REFERENCE_MAP = 0, 1  # a usage map's first byte: its bitmap follows, or the pages holding it do
MAP_PAGE_HEADER = 4  # bytes before the bitmap in a page of a reference usage map


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
    """An ``AccessTable`` whose text columns come out as raw bytes, for :func:`decode_text`, and which
    refuses to give fewer rows than its definition counts."""

    def __init__(self, file: str, name: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.file, self.name = file, name
        self.text_columns = {c.col_name_str for c in self.columns.values() if c.type == TYPE_TEXT}
        for column in self.columns.values():
            if column.type == TYPE_TEXT:
                column.type = TYPE_BINARY  # the library returns a binary value untouched

    def _parse_fixed_length_data(self, original_record: bytes, column: Any, null_table: list[bool]) -> None:
        if column.col_name_str in self.text_columns:  # the value ends where the column does
            original_record = original_record[: column.fixed_offset + column.length]
        super()._parse_fixed_length_data(original_record, column, null_table)

    def parse(self) -> dict[str, Any]:
        parsed: dict[str, Any] = super().parse()
        found = max((len(v) for v in parsed.values() if isinstance(v, list)), default=0)
        if found < self.table_header.number_of_rows:  # a row lost with its overflow page, or a page read short
            raise FormatError(self.file, self.name, "the table counts {expected} rows but only {found} can be read: "
                                                    "the file is damaged or cut short",
                              expected=self.table_header.number_of_rows, found=found)
        for name in self.text_columns:
            values = parsed.get(name)
            if isinstance(values, list):
                parsed[name] = [decode_text(v) if isinstance(v, bytes) else v for v in values]
        return parsed


class Database(AccessParser):
    """``AccessParser`` whose tables decode text exactly (see :class:`_Table`), read their rows from the pages their
    usage map lists, and which refuses a file cut short or a table whose definition pages loop."""

    page_size: int  # the library's (it ships no types)
    db_data: bytes

    def __init__(self, db_path: str) -> None:
        self.file = Path(db_path).name
        super().__init__(db_path)

    def _parse_catalog(self) -> dict[str, int]:
        """The catalog (MSysObjects, defined in page 2), checked as every table is before the library reads it."""
        size = len(self.db_data)
        if size % self.page_size:
            raise FormatError(self.file, None, "the file is cut short: its {size} bytes are not a whole number of "
                                               "{page_size}-byte pages", size=size, page_size=self.page_size)
        self.check_definition(2, "MSysObjects")
        self.keep_used_pages(2, "MSysObjects")
        catalog: dict[str, int] = super()._parse_catalog()
        return catalog

    def past_end(self, page: int) -> bool:
        """Whether a page the file should hold lies past its end (the file was cut short)."""
        return (page + 1) * self.page_size > len(self.db_data)

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
            if self.past_end(page):
                raise FormatError(self.file, table, "the table definition's page {page} is beyond the end of the "
                                                    "file (cut at {size} bytes): the file is damaged", page=page,
                                  size=len(self.db_data))
            seen.add(page)
            definition = self._table_defs.get(page * self.page_size)
            if definition is None:
                if len(seen) == 1:
                    return  # no definition at all: the library says so its own way
                raise FormatError(self.file, table, "the table definition goes on in page {page}, which holds none: "
                                                    "the file is damaged", page=page)
            page = TDEF_HEADER.parse(definition).next_page_ptr

    def used_pages(self, definition: bytes, table: str) -> list[int]:
        """The pages the table's usage map lists as holding its rows (mdbtools' HACKING.md, "Usage Maps")."""
        pointer = parse_table_head(definition, version=self.version).row_page_map
        record = self.row(pointer >> 8, pointer & 0xFF, table)
        if len(record) < 5 or record[0] not in (INLINE_MAP, REFERENCE_MAP):
            raise FormatError(self.file, table, "the table's usage map is unreadable: the file is damaged")
        if record[0] == INLINE_MAP:
            return _bits(record[5:], struct.unpack_from("<I", record, 1)[0])
        pages: list[int] = []
        per_page = (self.page_size - MAP_PAGE_HEADER) * 8
        for index in range((len(record) - 1) // 4):
            map_page = struct.unpack_from("<I", record, 1 + 4 * index)[0]
            if map_page:
                self.map_page_in_file(map_page, table)
                start = map_page * self.page_size + MAP_PAGE_HEADER
                pages += _bits(self.db_data[start:(map_page + 1) * self.page_size], index * per_page)
        return pages

    def map_page_in_file(self, page: int, table: str) -> None:
        if self.past_end(page):
            raise FormatError(self.file, table, "the table's usage map is in page {page}, beyond the end of the file "
                                                "(cut at {size} bytes): the file is damaged", page=page,
                              size=len(self.db_data))

    def row(self, page: int, number: int, table: str) -> bytes:
        """Row ``number`` of data page ``page``, as Jet 4 lays rows out (from the page's end down)."""
        self.map_page_in_file(page, table)
        data = self._data_pages.get(page * self.page_size)
        offsets = parse_data_page_header(data, version=self.version).record_offsets if data else []
        if number >= len(offsets) or data is None:
            raise FormatError(self.file, table, "the table's usage map is unreadable: the file is damaged")
        end = offsets[number - 1] & 0x1FFF if number else self.page_size
        record: bytes = data[offsets[number] & 0x1FFF:end]
        return record

    def keep_used_pages(self, page: int, table: str) -> None:
        """Give the library's table only the data pages its usage map lists (a page of rows rewritten since, still
        naming the table, is not among them), each checked to be in the file. A listed page that is not the table's
        is passed over, as mdbtools does; should rows be lost with it, the count of rows tells (``_Table.parse``)."""
        definition = self._table_defs.get(page * self.page_size)
        if definition is None:
            return
        kept = []
        for data_page in sorted(set(self.used_pages(definition, table))):
            if self.past_end(data_page):
                raise FormatError(self.file, table, "the table's data page {page} is beyond the end of the file (cut "
                                                    "at {size} bytes): the file is damaged", page=data_page,
                                  size=len(self.db_data))
            data = self._data_pages.get(data_page * self.page_size)
            if data is not None and parse_data_page_header(data, version=self.version).owner == page:
                kept.append(data)
        found = self._tables_with_data.get(page * self.page_size)
        if found is not None:
            found.linked_pages = kept

    def get_table(self, table_name: str) -> AccessTable | None:
        page = self.catalog.get(table_name)
        if page:
            self.check_definition(page, table_name)
            self.keep_used_pages(page, table_name)
        table = super().get_table(table_name)
        if table is None:
            return None
        return _Table(self.file, table_name, table.table, table.version, table.page_size, table._data_pages,
                      table._table_defs, table.props)


def _bits(bitmap: bytes, first: int) -> list[int]:
    """The pages a usage map's bitmap marks, bit ``i`` standing for page ``first + i``."""
    return [first + i * 8 + bit for i, byte in enumerate(bitmap) for bit in range(8) if byte >> bit & 1]
