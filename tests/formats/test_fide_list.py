"""FIDE rating list reader: TXT with the real column layouts, XML, zip; filters and streaming."""

from __future__ import annotations

import itertools
import tracemalloc
import zipfile
from pathlib import Path

import pytest

from elodesk.formats import fide_list
from elodesk.formats.errors import FormatError
from elodesk.formats.notices import Notice
from elodesk.formats.records import FIDE, FIDE_BLITZ, FIDE_RAPID
from tests.english import english

# Header lines as FIDE publishes them (one-kind lists, then the combined players_list_foa.txt).
ONE_KIND_HEADER = ("ID Number      Name                                                         "
                   "Fed Sex Tit  WTit OTit           FOA SEP25 Gms K  B-day Flag")
COMBINED_HEADER = ("ID Number      Name                                                         "
                   "Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag")


def fixed_line(header: str, values: dict[str, str], right: tuple[str, ...] = ()) -> str:
    """A list line: each value under its header label (right-aligned for the labels in ``right``)."""
    labels = [(header.index(f" {label} ") + 1 if label == "Tit" else header.index(label), label)
              for label in values]
    line = [" "] * (len(header) + 10)
    for start, label in labels:
        value = values[label]
        if label in right:
            start = start + len(label) - len(value)
        line[start:start + len(value)] = value
    return "".join(line).rstrip()


def one_kind_line(fide_id, name, fed, sex, rating, games="", k="", born="", flag="", tit="", wtit=""):
    return fixed_line(ONE_KIND_HEADER, {"ID Number": fide_id, "Name": name, "Fed": fed, "Sex": sex,
                                        "Tit": tit, "WTit": wtit, "SEP25": rating, "Gms": games, "K": k,
                                        "B-day": born, "Flag": flag})


STANDARD_LINES = [
    ONE_KIND_HEADER,
    one_kind_line("25121731", "Doe, John", "IND", "M", "1063", "0", "40", "1987", "i"),
    one_kind_line("4804929", "Lefèvre, Zoé", "BEL", "F", "1876", "13", "20", "2001", "w", "WFM", "WFM"),
    one_kind_line("205001", "Janssens, Pieter", "BEL", "M", "2431", "9", "10", "1970", "wi", "IM"),
    one_kind_line("600001", "Unrated, Ann", "BEL", "F", "", "", "", "", ""),
]


def write(path: Path, lines: list[str], *, encoding: str = "utf-8", newline: str = "\n") -> Path:
    path.write_bytes(newline.join(lines).encode(encoding) + newline.encode())
    return path


def test_standard_list_fields(tmp_path):
    path = write(tmp_path / "standard_sep25frl.txt", STANDARD_LINES)
    doe, zoe, pieter, ann = fide_list.read(path)
    assert (doe.ref, doe.fide_id, doe.name, doe.federation, doe.sex) == ("25121731", "25121731", "Doe, John",
                                                                         "IND", "M")
    assert (doe.ratings, doe.period_games, doe.k_factors) == ({FIDE: 1063}, {FIDE: 0}, {FIDE: 40})
    assert doe.rating_games == {}  # Gms counts the period's games, not a career
    assert (doe.birth_year, doe.birth_date, doe.inactive, doe.line) == (1987, None, frozenset({FIDE}), 2)
    assert (zoe.name, zoe.title, zoe.inactive) == ("Lefèvre, Zoé", "WFM", frozenset())
    assert (pieter.title, pieter.inactive) == ("IM", frozenset({FIDE}))
    assert (ann.ratings, ann.period_games, ann.birth_year) == ({}, {}, None)


def test_rapid_and_blitz_lists_are_told_by_their_name_or_by_kind(tmp_path):
    rapid = write(tmp_path / "rapid_sep25frl.txt", STANDARD_LINES)
    first = next(fide_list.read(rapid))
    assert (first.ratings, first.inactive) == ({FIDE_RAPID: 1063}, frozenset({FIDE_RAPID}))
    renamed = write(tmp_path / "list.txt", STANDARD_LINES)
    assert next(fide_list.read(renamed, kind=FIDE_BLITZ)).ratings == {FIDE_BLITZ: 1063}


def test_a_one_kind_list_whose_name_says_no_kind_is_read_as_standard_with_a_warning(tmp_path):
    """FIDE names its lists standard_…, rapid_…, blitz_…; a renamed rapid list would otherwise be a
    standard list without a word. The lists before 2012 (no Sex column) were standard only: no warning."""
    warnings: list[Notice] = []
    path = write(tmp_path / "fide_sep25.txt", STANDARD_LINES)
    assert next(fide_list.read(path, warnings=warnings)).ratings == {FIDE: 1063}
    assert english(warnings) == ["fide_sep25.txt: the file's name says neither standard, rapid nor blitz: its "
                                 "ratings are read as standard ratings (name a rapid or blitz list rapid_… or blitz_…)"]
    xml = tmp_path / "fide_sep25.xml"
    xml.write_text(XML.replace("<rapid_", "<x_").replace("</rapid_", "</x_")
                   .replace("<blitz_", "<y_").replace("</blitz_", "</y_"), encoding="utf-8")
    warnings.clear()
    assert next(fide_list.read(xml, warnings=warnings)).ratings == {FIDE: 2830}
    assert len(warnings) == 1
    for named, kind in (("rapid_sep25frl.txt", None), ("list.txt", FIDE_BLITZ)):
        warnings.clear()
        list(fide_list.read(write(tmp_path / named, STANDARD_LINES), kind=kind, warnings=warnings))
        assert warnings == []


def test_combined_list_has_three_ratings(tmp_path):
    right = ("SRtng", "SGm", "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK")
    values = {"ID Number": "1503014", "Name": "Player, Top", "Fed": "NOR", "Sex": "M", "Tit": "GM",
              "FOA": "", "SRtng": "2830", "SGm": "9", "SK": "10", "RRtng": "2810", "RGm": "15", "Rk": "20",
              "BRtng": "2880", "BGm": "", "BK": "20", "B-day": "1990", "Flag": "i"}
    line = fixed_line(COMBINED_HEADER, values, right)
    path = write(tmp_path / "players_list_foa.txt", [COMBINED_HEADER, line])
    (player,) = fide_list.read(path)
    assert player.ratings == {FIDE: 2830, FIDE_RAPID: 2810, FIDE_BLITZ: 2880}
    assert player.period_games == {FIDE: 9, FIDE_RAPID: 15}
    assert player.k_factors == {FIDE: 10, FIDE_RAPID: 20, FIDE_BLITZ: 20}
    assert (player.title, player.birth_year, player.inactive) == ("GM", 1990, frozenset({FIDE}))


def test_names_in_cp1252_and_utf8_and_any_line_end(tmp_path):
    for newline in ("\n", "\r\n", "\r"):
        for encoding in ("utf-8", "cp1252"):
            path = write(tmp_path / "standard.txt", STANDARD_LINES, encoding=encoding, newline=newline)
            names = [p.name for p in fide_list.read(path)]
            assert names[1] == "Lefèvre, Zoé", (newline, encoding)
            assert len(names) == 4


def test_a_dos_end_of_file_mark_is_no_line(tmp_path):
    for end in (b"\x1a", b"\r\n\x1a"):
        path = tmp_path / "standard_jan25frl.txt"
        path.write_bytes("\r\n".join(STANDARD_LINES).encode("cp1252") + end)
        warnings: list[Notice] = []
        assert [(p.birth_year, p.sex) for p in fide_list.read(path, warnings=warnings)] == [
            (1987, "M"), (2001, "F"), (1970, "M"), (None, "F")]
        assert warnings == []


def test_federation_and_id_filters(tmp_path):
    path = write(tmp_path / "standard.txt", STANDARD_LINES)
    assert [p.ref for p in fide_list.read(path, federations={"bel"})] == ["4804929", "205001", "600001"]
    assert [p.ref for p in fide_list.read(path, ids={"205001", "25121731", "999"})] == ["25121731", "205001"]
    assert [p.ref for p in fide_list.read(path, federations={"BEL"}, ids={"25121731"})] == []


def test_progress_is_reported_while_streaming(tmp_path, monkeypatch):
    monkeypatch.setattr(fide_list, "PROGRESS_EVERY", 2)
    lines = [ONE_KIND_HEADER]
    lines += [one_kind_line(str(1000 + i), f"P{i}, X", "BEL", "M", "1500") for i in range(7)]
    path = write(tmp_path / "standard.txt", lines)
    calls = []
    players = fide_list.read(path, progress=lambda done, total: calls.append((done, total)))
    assert calls == []  # nothing happens before the first player is asked for
    assert len(list(players)) == 7
    size = path.stat().st_size
    assert len(calls) == 4  # after players 2, 4, 6, and at the end
    assert all(total == size for _, total in calls)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert calls[-1] == (size, size)


def test_reading_is_lazy(tmp_path):
    players = fide_list.read(tmp_path / "missing.txt")  # no error yet: nothing is opened
    with pytest.raises(FileNotFoundError):
        next(players)


def test_memory_stays_flat_on_a_large_list(tmp_path):
    lines = [ONE_KIND_HEADER]
    lines += [one_kind_line(str(100000 + i), f"Player{i}, Name", "BEL" if i % 50 == 0 else "GER", "M", "1800",
                            "5", "20", "1990") for i in range(40_000)]
    path = write(tmp_path / "standard.txt", lines)
    assert path.stat().st_size > 5_000_000
    tracemalloc.start()
    try:
        count = sum(1 for _ in fide_list.read(path, federations={"BEL"}))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == 800
    assert peak < 1_000_000  # the file is over 5 MB


def test_an_unknown_header_word_is_no_column(tmp_path):
    """Labels run together ('TitlFed') are split, but not a word into its letters: 'Kid' holds K and ID."""
    header = ONE_KIND_HEADER.replace("OTit", "Kid ")
    path = write(tmp_path / "standard.txt", [header, *STANDARD_LINES[1:]])
    assert [p.ref for p in fide_list.read(path)] == ["25121731", "4804929", "205001", "600001"]


def test_a_bad_header_is_refused(tmp_path):
    path = write(tmp_path / "standard.txt", ["Name Federation Rating", "1 x BEL 1500"])
    with pytest.raises(FormatError) as error:
        list(fide_list.read(path))
    assert str(error.value).startswith("standard.txt:1: expected the FIDE list header")


def test_a_first_line_without_an_id_is_refused_with_its_number(tmp_path):
    lines = [STANDARD_LINES[0], one_kind_line("12AB", "Wrong, Shift", "BEL", "M", "1500"), *STANDARD_LINES[1:]]
    path = write(tmp_path / "standard.txt", lines)
    with pytest.raises(FormatError) as error:
        list(fide_list.read(path))
    assert str(error.value) == "standard.txt:2: expected a FIDE id (digits) in columns 1–15, got '12AB'"


def test_a_later_line_without_an_id_is_skipped_with_a_warning(tmp_path):
    lines = [*STANDARD_LINES[:2], one_kind_line("12AB", "Wrong, Shift", "BEL", "M", "1500"), *STANDARD_LINES[2:]]
    path = write(tmp_path / "standard.txt", lines)
    warnings: list[Notice] = []
    assert [p.ref for p in fide_list.read(path, warnings=warnings)] == ["25121731", "4804929", "205001", "600001"]
    assert english(warnings) == ["standard.txt:line 3: expected a FIDE id (digits) in columns 1–15, got '12AB'; "
                                 "line skipped"]


def test_an_unreadable_number_is_left_out_with_a_warning(tmp_path):
    lines = [ONE_KIND_HEADER,
             one_kind_line("205001", "Janssens, Pieter", "BEL", "M", "24x1", "9", "10", "1970")]
    path = write(tmp_path / "standard.txt", lines)
    warnings: list[Notice] = []
    (player,) = fide_list.read(path, warnings=warnings)
    assert player.ratings == {}
    assert english(warnings) == ["standard.txt:line 2: rating '24x1' is not a number; left out"]


XML = """<?xml version="1.0" encoding="UTF-8"?>
<playerslist>
<player><fideid>1503014</fideid><name>Player, Top</name><country>NOR</country><sex>M</sex><title>GM</title>
<w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2830</rating><games>9</games><k>10</k>
<rapid_rating>2810</rapid_rating><rapid_games>15</rapid_games><rapid_k>20</rapid_k><blitz_rating>2880</blitz_rating>
<blitz_games></blitz_games><blitz_k>20</blitz_k><birthday>1990</birthday><flag></flag></player>
<player><fideid>4804929</fideid><name>Lefèvre, Zoé</name><country>BEL</country><sex>F</sex><title></title>
<w_title>WFM</w_title><rating>1876</rating><games>13</games><k>20</k><rapid_rating></rapid_rating>
<rapid_games></rapid_games><rapid_k></rapid_k><blitz_rating>0</blitz_rating><birthday>2001</birthday>
<flag>wi</flag></player>
</playerslist>
"""


def test_xml_combined_list(tmp_path):
    path = tmp_path / "players_list_xml.xml"
    path.write_text(XML, encoding="utf-8")
    top, zoe = fide_list.read(path)
    assert (top.ref, top.name, top.federation, top.title, top.birth_year) == ("1503014", "Player, Top", "NOR",
                                                                              "GM", 1990)
    assert top.ratings == {FIDE: 2830, FIDE_RAPID: 2810, FIDE_BLITZ: 2880}
    assert top.period_games == {FIDE: 9, FIDE_RAPID: 15}
    assert (top.inactive, top.line) == (frozenset(), "player 1")
    assert (zoe.name, zoe.title, zoe.ratings, zoe.inactive) == ("Lefèvre, Zoé", "WFM", {FIDE: 1876},
                                                                frozenset({FIDE}))


def test_xml_one_kind_list_and_filters(tmp_path):
    path = tmp_path / "blitz_sep25frl_xml.xml"
    path.write_text(XML.replace("<rapid_", "<x_").replace("</rapid_", "</x_")
                    .replace("<blitz_", "<y_").replace("</blitz_", "</y_"), encoding="utf-8")
    players = list(fide_list.read(path, federations={"BEL"}))
    assert [(p.ref, p.ratings, p.inactive) for p in players] == [("4804929", {FIDE_BLITZ: 1876},
                                                                   frozenset({FIDE_BLITZ}))]
    assert [p.ref for p in fide_list.read(path, ids={"1503014"})] == ["1503014"]


def test_xml_progress_and_flat_memory(tmp_path, monkeypatch):
    monkeypatch.setattr(fide_list, "PROGRESS_EVERY", 1000)
    player = ("<player><fideid>{i}</fideid><name>Player{i}, Name</name><country>{fed}</country><sex>M</sex>"
              "<rating>1800</rating><games>5</games><k>20</k><birthday>1990</birthday><flag></flag></player>\n")
    path = tmp_path / "players_list_xml.xml"
    with path.open("w", encoding="utf-8") as out:
        out.write("<playerslist>\n")
        for i in range(20_000):
            out.write(player.format(i=100000 + i, fed="BEL" if i % 100 == 0 else "FRA"))
        out.write("</playerslist>\n")
    calls = []
    tracemalloc.start()
    try:
        players = fide_list.read(path, federations={"BEL"}, progress=lambda done, total: calls.append(done))
        count = sum(1 for _ in players)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == 200
    assert len(calls) == 21 and calls[-1] == path.stat().st_size
    assert peak < 1_000_000  # the file is over 3 MB


def test_malformed_xml_names_the_line(tmp_path):
    path = tmp_path / "players_list_xml.xml"
    path.write_text("<playerslist>\n<player><fideid>1</fideid>\n<name>A & B</name></player>\n"
                    "</playerslist>\n")
    with pytest.raises(FormatError) as error:
        list(fide_list.read(path))
    assert str(error.value).startswith("players_list_xml.xml:3: malformed XML")


def test_xml_player_without_an_id_refused_first_skipped_later(tmp_path):
    path = tmp_path / "players_list_xml.xml"
    broken = "<player><fideid></fideid><name>No, Id</name><country>BEL</country><rating>1500</rating></player>"
    path.write_text(XML.replace("<playerslist>\n", f"<playerslist>\n{broken}\n"), encoding="utf-8")
    with pytest.raises(FormatError, match=r"players_list_xml\.xml:player 1: expected a FIDE id in <fideid>, got ''"):
        list(fide_list.read(path))
    path.write_text(XML.replace("</playerslist>", f"{broken}\n</playerslist>"), encoding="utf-8")
    warnings: list[Notice] = []
    assert [p.ref for p in fide_list.read(path, warnings=warnings)] == ["1503014", "4804929"]
    assert english(warnings) == ["players_list_xml.xml:player 3: expected a FIDE id in <fideid>, got ''; "
                                 "player skipped"]


def test_xml_without_playerslist_is_refused(tmp_path):
    path = tmp_path / "other.xml"
    path.write_text("<clubs><club/></clubs>")
    with pytest.raises(FormatError, match=r"other\.xml:1: expected <playerslist>, got <clubs>"):
        list(fide_list.read(path))


def test_a_zipped_list_is_read_from_the_archive(tmp_path):
    path = tmp_path / "players_list.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("rapid_sep25frl.txt", "\n".join(STANDARD_LINES) + "\n")
    calls = []
    players = list(fide_list.read(path, progress=lambda d, t: calls.append((d, t))))
    assert [p.ratings for p in players[:2]] == [{FIDE_RAPID: 1063}, {FIDE_RAPID: 1876}]
    size = len(("\n".join(STANDARD_LINES) + "\n").encode())
    assert calls[-1] == (size, size)


def test_sniff(tmp_path):
    txt = write(tmp_path / "standard.txt", STANDARD_LINES)
    assert fide_list.sniff(txt.read_bytes()[:1000], str(txt)) == "fide-list"
    assert fide_list.sniff(XML.encode()[:300], "x.xml") == "fide-list"
    archive = tmp_path / "players_list.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("players_list_foa.txt", "\n".join(STANDARD_LINES))
    assert fide_list.sniff(archive.read_bytes()[:100], str(archive)) == "fide-list"
    assert fide_list.sniff(b"012 Open de Wavre\n", "x.trf") is None
    assert fide_list.sniff(b"<tournament/>", "x.xml") is None


def test_players_come_one_at_a_time(tmp_path):
    path = write(tmp_path / "standard.txt", STANDARD_LINES)
    first_two = list(itertools.islice(fide_list.read(path), 2))
    assert [p.ref for p in first_two] == ["25121731", "4804929"]


def test_the_lists_month_from_its_label_else_its_name(tmp_path):
    """The rating column's label (SEP25) says the month; else FIDE's file name (a zip's or its member's);
    a year from 70 is 19yy (FIDE's lists began in 1971), below 70 20yy."""
    assert fide_list.list_month(write(tmp_path / "my_list.txt", STANDARD_LINES)) == "2025-09"
    aug = write(tmp_path / "standard_aug25frl.txt", STANDARD_LINES)
    assert fide_list.list_month(aug) == "2025-09"  # the label is the file's own word, a name can be changed
    assert fide_list.list_month(write(tmp_path / "rapid_oct25frl.txt", [COMBINED_HEADER])) == "2025-10"
    assert fide_list.list_month(write(tmp_path / "players_list_foa.txt", [COMBINED_HEADER])) is None
    xml = tmp_path / "standard_dec69frl_xml.xml"
    xml.write_text(XML, encoding="utf-8")
    assert fide_list.list_month(xml) == "2069-12"
    zipped = tmp_path / "download.zip"
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("players_list_xml_foa.xml", XML)
    assert fide_list.list_month(zipped) is None
    zipped = tmp_path / "standard_jan79frl_xml.zip"
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("players_list_xml_foa.xml", XML)
    assert fide_list.list_month(zipped) == "1979-01"
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr("standard_feb70frl.txt", "\n".join([COMBINED_HEADER]))
    assert fide_list.list_month(zipped) == "1970-02"  # the member's name before the zip's
    assert [fide_list.list_month(write(tmp_path / name, [COMBINED_HEADER])) for name in (
        "junior_list12.txt", "DECEMBER2025.txt", "mar_2011.txt")] == [None, None, None]
