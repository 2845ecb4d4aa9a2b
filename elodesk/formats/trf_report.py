"""The file sent to FIDE: a chess event as a FIDE tournament report, TRF-16 (the default) or TRF-2026.

:func:`elodesk.formats.trf.render` writes the records both versions share (012 … 132, the ``001``
player lines, the national rating records that keep French and Belgian ratings and ids, so that the
file imports back to the same event); this module adds what a rating officer's report carries
besides: ``082`` (no teams: 0), ``092`` (the tournament's type, a Swiss or a round robin, read from
the pairings) and, for TRF-2026, ``192`` (the type, encoded), ``202`` (the tie-break list) and
``222`` (the time control in seconds, from ``122``). Every text field is written on one line:
line breaks and control characters become spaces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from elodesk.formats import textfile
from elodesk.formats.rates import seconds_form
from elodesk.formats.records import EventRecord
from elodesk.formats.trf import render
from elodesk.formats.trf_tiebreaks import TRF_CODES

TRF16, TRF2026 = "16", "2026"
VERSIONS = (TRF16, TRF2026)
SWISS, ROUND_ROBIN = "swiss", "round-robin"
# 092 in words, as pairing programs write it; 192 encoded (TRF-2026: the TEC's sample writes FIDE_TEAM_BAKU;
# these two codes are to be checked against the published annex before a federation relies on them).
TYPE_WORDS = {SWISS: "Individual: Swiss-System", ROUND_ROBIN: "Individual: Round-Robin"}
TYPE_CODES = {SWISS: "FIDE_DUTCH_2025", ROUND_ROBIN: "FIDE_ROUND_ROBIN"}


def tournament_type(event: EventRecord) -> str:
    """A round robin when every two players met (three players or more), else a Swiss."""
    players = len(event.players)
    met = {frozenset((g.white, g.black)) for g in event.games}
    return ROUND_ROBIN if players > 2 and len(met) >= players * (players - 1) // 2 else SWISS


def tiebreak_codes(tiebreaks: Sequence[str]) -> str:
    """TRF-2026's 202 value from the C.07 acronyms the store keeps (``BH-C1`` → ``BH/C1``), spelled as the
    reader reads them back (``trf_tiebreaks``)."""
    return ",".join(TRF_CODES[code] for code in tiebreaks)


def one_line(text: str | None) -> str | None:
    """A text field on one line (``textfile.one_line``: no line break nor control character), trimmed as the
    readers trim it; its inner spaces kept, as the file it came from wrote them (a Papi event named
    "Internationaux de 2023 -  Rapide" came back with one space: another name)."""
    return None if text is None else textfile.one_line(text).strip()


def cleaned(event: EventRecord) -> EventRecord:
    """The event with every text field a writer puts on a line made one line."""
    players = [replace(p, name=one_line(p.name) or "", club=one_line(p.club)) for p in event.players]
    return replace(event, name=one_line(event.name) or "", place=one_line(event.place),
                   arbiter=one_line(event.arbiter), time_control=one_line(event.time_control), players=players)


def report_text(event: EventRecord, *, version: str = TRF16, tiebreaks: Sequence[str] = ()) -> str:
    """The report's text (CRLF lines): ``tiebreaks`` the event's list (C.07 acronyms) for TRF-2026."""
    if version not in VERSIONS:
        raise ValueError(f"unknown TRF version {version!r}; expected {' or '.join(VERSIONS)}")
    event = cleaned(event)
    kind = tournament_type(event)
    added = {"082": ["082 0"], "092": [f"092 {TYPE_WORDS[kind]}"]}
    if version == TRF2026:
        added["192"] = [f"192 {TYPE_CODES[kind]}"]
        if tiebreaks:
            added["202"] = [f"202 {tiebreak_codes(tiebreaks)}"]
        encoded = seconds_form(event.time_control) if event.time_control else None
        if encoded:
            added["222"] = [f"222 {encoded}"]
    lines = render(event, belgian=False, national=True).split("\r\n")
    headers = [line for line in lines if line[:3].isdigit() and line[:3] != "001" and line[:3] < "800"]
    tags = sorted({line[:3] for line in headers} | set(added))
    by_tag = {tag: [line for line in headers if line[:3] == tag] + added.get(tag, []) for tag in tags}
    rest = [line for line in lines if line not in headers]
    return "\r\n".join([*(line for tag in tags for line in by_tag[tag]), *rest])


def write_report(event: EventRecord, path: str | Path, *, version: str = TRF16,
                 tiebreaks: Sequence[str] = ()) -> Path:
    """Write the report (UTF-8, CRLF) to ``path``."""
    path = Path(path)
    path.write_bytes(report_text(event, version=version, tiebreaks=tiebreaks).encode("utf-8"))
    return path
