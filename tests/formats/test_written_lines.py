"""Text written into a line-based file stays on its line: a name or place holding a line break or
a control character cannot forge a record (``001 …``, ``XXR 1``) in an exported TRF or Belgian
submission file, nor shift its columns, and the reader takes the file back without a notice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from elodesk.formats import trf
from elodesk.formats.textfile import one_line
from tests.english import english
from tests.formats.test_trf import belgian_event, comparable

FORGED = "001   99 m    Forged, Player                    2700 BEL     1234567 1990/01/01  9.0   1"
# Every character str.splitlines splits on, a tab, a NUL (the reader's column filler) and DEL.
BREAKS = ["\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\t", "\x00",
          "\x7f"]


def hostile(event, brk: str):
    players = list(event.players)
    players[0] = replace(players[0], name=f"Gurevich,{brk}{FORGED}")
    return replace(event, name=f"Interclubs{brk}XXR 1", place=f"Wavre{brk}022 Ailleurs",
                   arbiter=f"Cornet{brk}142 9", time_control=f"90'{brk}XXC black1", players=players)


@pytest.mark.parametrize("brk", BREAKS, ids=[f"U+{ord(b[-1]):04X}" for b in BREAKS])
@pytest.mark.parametrize("writer", ["fide", "frbe"])
def test_a_line_break_in_a_text_field_forges_no_record(tmp_path, brk, writer):
    event = hostile(belgian_event(), brk)
    path = tmp_path / "out.trf"
    if writer == "fide":
        trf.write_fide(event, path)
    else:
        trf.write_frbe(event, path, sender=f"Luc{brk}001 Forged", club=f"998{brk}XXR 1")
    raw = path.read_bytes()
    encoding = "utf-8" if writer == "fide" else "latin-1"
    lines = raw.decode(encoding).split("\r\n")[:-1]
    assert all(one_line(line) == line for line in lines)  # nothing inside a line splits it
    again = trf.read(path)
    assert english(again.warnings) == []
    assert [p.ref for p in again.players] == [p.ref for p in event.players]
    assert again.players[0].name.startswith("Gurevich, 001 99 m Forged")
    assert again.rounds == 3 and again.name == "Interclubs XXR 1"
    assert len(again.games) == len(event.games) and again.byes == event.byes


def test_a_clean_event_is_written_as_before(tmp_path):
    event = belgian_event()
    assert comparable(trf.read(trf.write_fide(event, tmp_path / "a.trf"))) == comparable(event)


@pytest.mark.parametrize(("text", "line"), [
    ("Dupont, Jean", "Dupont, Jean"),
    ("A\r\n\r\nB", "A B"),
    ("A\u2028B\u2029C\x85D", "A B C D"),
    ("tab\there", "tab here"),
    ("Zoë\u200bé", "Zoë\u200bé"),  # not a control: kept (the spreadsheets' writer deals with format characters)
])
def test_one_line(text, line):
    assert one_line(text) == line


def test_a_players_name_field_keeps_its_columns(tmp_path):
    event = belgian_event()
    players = [replace(event.players[0], name="Gurevich,\tMikhail"), *event.players[1:]]
    path = trf.write_fide(replace(event, players=players), tmp_path / "t.trf")
    again = trf.read(path)
    assert again.players[0] == replace(again.players[0], name="Gurevich, Mikhail")
    assert english(again.warnings) == []
