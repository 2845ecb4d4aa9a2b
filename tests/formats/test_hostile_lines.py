"""A line far longer than any of its format holds is refused, naming the file and the line, before it is read whole."""

from __future__ import annotations

import io
import zipfile

import pytest
from hypothesis import given
from hypothesis import strategies as st

from elodesk.catalogue import describe
from elodesk.formats import archive, fide_list, pgn, textfile, trf, trf_layout
from elodesk.formats import trf_pairing as pairing_trf
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import KEEP, Notice
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


PLAYER = "001    1 m    Doe, John                         1800 BEL     1234567 1990/01/01  0.0    1"
OTHER = "001    2 m    Roe, Jane                         1700 BEL     7654321 1991/01/01  0.0    2"


def test_a_trf_line_of_bad_round_cells_makes_a_hundred_notices_and_one_that_counts_the_rest(tmp_path):
    """A notice per round cell of 10 characters: a 20 MB line made two million of them (2.7 GB)."""
    path = tmp_path / "cells.trf"
    path.write_text("\n".join(["012 Open", PLAYER.ljust(trf_layout.FIRST_ROUND) + "x" * 5000, OTHER]) + "\n")
    warnings = trf.read(path).warnings
    cells = [n for n in warnings if n.template.startswith("round {round} (columns {first}-{last}): expected")]
    assert len(cells) == KEEP + 1
    assert cells[-1].more == 500 - KEEP - 1
    assert str(cells[-1]).endswith('got "xxxxxxxxxx": round left out (and 399 more like this, not listed)')


@pytest.mark.parametrize("name", ["long.trf", "pair.trf"])
def test_a_trf_line_longer_than_the_bound_is_refused_naming_it(tmp_path, name):
    longest = trf_layout.LINE_MAX
    at_bound = PLAYER.ljust(longest)
    data = "\n".join(["012 Open", at_bound, OTHER.ljust(longest + 1)]).encode()
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(FormatError) as error:
        trf.read(path) if name == "long.trf" else pairing_trf.read(data, name)
    assert str(error.value) == f"{name}:3: the line is longer than 10000 characters, the most elodesk reads on one " \
                               "line of a TRF file: refused"
    path.write_bytes(data[:-1])  # one character less: at the bound
    assert len(trf.read(path).players) == 2


def test_a_pgn_line_longer_than_the_bound_is_refused_naming_it(tmp_path, monkeypatch):
    monkeypatch.setattr(pgn, "LINE_MAX", 40)
    path = tmp_path / "long.pgn"
    game = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
    path.write_text(game + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 1-0\n\n" + game + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 "
                                                                                  "4. Ba4 Nf6 1-0\n")
    with pytest.raises(FormatError, match=r"^long.pgn:11: the line is longer than 40 characters, the most elodesk "
                                          r"reads on one line of a PGN file: refused$"):
        pgn.read(path)


def test_the_broken_lines_of_a_fide_list_make_a_hundred_notices_in_the_callers_list(tmp_path):
    broken = ["x" + line[1:] for line in STANDARD_LINES[2:]] * 60
    path = tmp_path / "standard_sep25frl.txt"
    path.write_text("\n".join([*STANDARD_LINES[:2], *broken]) + "\n", encoding="utf-8")
    warnings: list[Notice] = []
    assert len(list(fide_list.read(path, warnings=warnings))) == 1
    assert len(warnings) == KEEP + 1
    assert warnings[-1].more == len(broken) - KEEP - 1
