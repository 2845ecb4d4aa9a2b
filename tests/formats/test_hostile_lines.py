"""A line far longer than any of its format holds is refused, naming the file and the line, before it is read whole."""

from __future__ import annotations

import io
import zipfile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elodesk.catalogue import describe
from elodesk.formats import archive, fide_list, textfile
from elodesk.formats.errors import FormatError
from tests.formats.test_fide_list import STANDARD_LINES

LONG = 8 << 20  # characters of the one long line: small to write, long enough to see whether it was read whole


@pytest.fixture
def unpacked(monkeypatch) -> list[io.BufferedReader]:
    """The members the FIDE list reader opens, kept to count the bytes unpacked from each."""
    opened: list[io.BufferedReader] = []

    def spy(*args, **kwargs):
        opened.append(archive.open_member(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(fide_list, "open_member", spy)
    return opened


def test_a_zipped_fide_list_line_of_megabytes_is_refused_after_reading_its_bound(tmp_path, unpacked):
    path = tmp_path / "standard_sep25frl.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("standard_sep25frl.txt", "\r\n".join([*STANDARD_LINES[:2], "x" * LONG, *STANDARD_LINES[2:]]))
    with pytest.raises(FormatError) as error:
        list(fide_list.read(path))
    assert str(error.value) == "standard_sep25frl.zip:3: the line is longer than 1000 characters, the most elodesk " \
                               "reads on one line of a FIDE TXT file: refused"
    assert describe(error.value, "nl") == "standard_sep25frl.zip:3: de regel is langer dan 1000 tekens, het meeste " \
                                          "dat elodesk leest op één regel van een FIDE TXT-bestand: geweigerd"
    assert unpacked[0].raw.count <= 2 * textfile.BLOCK  # a block or two, not the 8 MB line


def test_the_bound_is_the_line_not_the_file(tmp_path, monkeypatch):
    """The longest line at the bound is read, one character more is refused; the line's end counts nothing."""
    monkeypatch.setattr(fide_list, "LINE_MAX", max(len(line) for line in STANDARD_LINES))
    path = tmp_path / "standard_sep25frl.txt"
    path.write_bytes("\r\n".join(STANDARD_LINES).encode("latin-1"))
    assert len(list(fide_list.read(path))) == 4
    longer = STANDARD_LINES[2].ljust(fide_list.LINE_MAX + 1)
    path.write_bytes("\r\n".join([*STANDARD_LINES[:2], longer, *STANDARD_LINES[3:]]).encode("latin-1"))
    with pytest.raises(FormatError, match=r"^standard_sep25frl.txt:3: the line is longer than"):
        list(fide_list.read(path))


def text_layer_lines(data: bytes) -> list[str]:
    """The lines as the FIDE list reader read them before, through Python's text layer (universal line ends)."""
    return [line.removesuffix("\n") for line in io.TextIOWrapper(io.BytesIO(data), encoding="utf-8",
                                                                  errors="surrogateescape", newline=None)]


BYTES = st.lists(st.sampled_from([b"a", b"\xc3\xa9", b"\xe9", b"\r", b"\n", b"\r\n", b"\x0c", b"\xc2\x85", b"\x1a"]),
                 max_size=40).map(b"".join)


@given(BYTES, st.integers(1, 9))
def test_streamed_lines_are_the_text_layers_whatever_the_blocks(data, block):
    assert list(textfile.stream_lines(io.BytesIO(data), "f.txt", 1000, "FIDE TXT", block=block)) == \
        text_layer_lines(data)


@given(BYTES, st.integers(1, 9), st.integers(0, 4))
def test_the_first_line_over_the_bound_is_refused_after_the_lines_before_it(data, block, longest):
    expected = text_layer_lines(data)
    over = next((i for i, line in enumerate(expected) if len(line) > longest), None)
    read: list[str] = []
    if over is None:
        read.extend(textfile.stream_lines(io.BytesIO(data), "f.txt", longest, "FIDE TXT", block=block))
        assert read == expected
        return
    with pytest.raises(FormatError, match=rf"^f.txt:{over + 1}: the line is longer than {longest} characters"):
        read.extend(textfile.stream_lines(io.BytesIO(data), "f.txt", longest, "FIDE TXT", block=block))
    assert read == expected[:over]
