"""The report sent to FIDE (formats.trf_report): TRF-16 by default, TRF-2026 with its type, tie-break
and time control records; every text on one line; read back, the same event."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.formats import trf
from elodesk.formats.rates import seconds_form
from elodesk.formats.records import ByeRecord, ChessGameRecord, EventRecord, PlayerRecord
from elodesk.formats.trf_report import TRF2026, one_line, report_text, tournament_type, write_report

DAY = date(2025, 3, 8)


def event(**fields) -> EventRecord:
    players = [PlayerRecord(str(i), f"Player, {name}", federation="GER", fide_id=f"10{i}", sex="M",
                            birth_date=date(1990, 1, i), title="FM" if i == 1 else None, ratings={"fide": 2000 + i})
               for i, name in enumerate(("Anna", "Bert", "Carl", "Dora"), 1)]
    games = [ChessGameRecord(1, "1", "2", "1-0", DAY), ChessGameRecord(1, "3", "4", "1/2-1/2", DAY),
             ChessGameRecord(2, "2", "3", "0-1", DAY)]
    byes = [ByeRecord(2, "1", "H", 0.5), ByeRecord(2, "4", "Z", 0.0)]
    values = {"name": "Open", "format": "trf", "place": "Frankfurt", "federation": "GER", "start": DAY, "end": DAY,
              "arbiter": "IA Arbiter", "rounds": 2, "rate": "standard", "time_control": "90'+30\"",
              "players": players, "games": games, "byes": byes}
    return EventRecord(**{**values, **fields})


def tags(text: str) -> dict[str, str]:
    return {line[:3]: line[4:] for line in text.split("\r\n") if line[:3].isdigit() and line[:3] != "001"}


def test_a_trf16_report_carries_the_header_a_rating_officer_reads():
    found = tags(report_text(event()))
    assert {k: found[k] for k in ("012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "122")} == {
        "012": "Open", "022": "Frankfurt", "032": "GER", "042": "2025/03/08", "052": "2025/03/08", "062": "4",
        "072": "4", "082": "0", "092": "Individual: Swiss-System", "102": "IA Arbiter", "122": "90'+30\""}
    assert "132" in found and not {"192", "202", "222"} & set(found)  # TRF-2026's records on request only
    assert list(found) == sorted(found)  # in the order of their tags


def test_a_trf2026_report_adds_the_type_the_tiebreaks_and_the_time_control_in_seconds():
    found = tags(report_text(event(), version=TRF2026, tiebreaks=("BH-C1", "BH", "DE")))
    assert (found["192"], found["202"], found["222"]) == ("FIDE_DUTCH_2025", "BH/C1,BH,DE", "5400+30")


def test_a_round_robin_is_said_so():
    players = event().players[:3]
    games = [ChessGameRecord(1, "1", "2", "1-0", DAY), ChessGameRecord(2, "3", "1", "1-0", DAY),
             ChessGameRecord(3, "2", "3", "1-0", DAY)]
    record = event(players=players, games=games, byes=[], rounds=3)
    assert tournament_type(record) == "round-robin"
    assert tags(report_text(record))["092"] == "Individual: Round-Robin"


@pytest.mark.parametrize("version", ["16", "2026"])
def test_the_report_reads_back_as_the_same_event(tmp_path, version):
    path = write_report(event(), tmp_path / "open.trf", version=version, tiebreaks=("BH",))
    back = trf.read(path)
    assert back.warnings == []
    original = event()
    assert (back.name, back.place, back.federation, back.start, back.end, back.arbiter, back.rounds, back.rate,
            back.time_control) == (original.name, original.place, original.federation, original.start,
                                   original.end, original.arbiter, original.rounds, original.rate,
                                   original.time_control)
    assert [(p.name, p.fide_id, p.ratings, p.sex, p.birth_date, p.title, p.federation) for p in back.players] == [
        (p.name, p.fide_id, p.ratings, p.sex, p.birth_date, p.title, p.federation) for p in original.players]
    assert sorted((g.round, g.white, g.black, g.result) for g in back.games) == sorted(
        (g.round, g.white, g.black, g.result) for g in original.games)
    assert sorted((b.round, b.player, b.kind) for b in back.byes) == sorted(
        (b.round, b.player, b.kind) for b in original.byes)


def test_text_fields_are_written_on_one_line():
    record = event(name="Open\r\nde\tprintemps\x00", arbiter="Jean\u2028Dupont", place="Lyon\x1b")
    record.players[0].name = "Player,\nAnna"
    text = report_text(record)
    assert all(line[:3].isdigit() or line[:3] == "FRA" or line == "" for line in text.split("\r\n"))
    found = tags(text)
    assert (found["012"], found["102"], found["022"]) == ("Open de printemps", "Jean Dupont", "Lyon")
    assert one_line(None) is None


@pytest.mark.parametrize(("written", "seconds"), [
    ("100'x40+15'+30\"", "40/6000+30:900+30"), ("90'+30\"", "5400+30"), ("40/120, 60", "40/7200:3600"),
    ("15+10", "900+10"), ("40/5400+30:1800+30", "40/5400+30:1800+30"), ("Rapid", None)])
def test_a_time_control_in_the_seconds_form_of_tag_222(written, seconds):
    assert seconds_form(written) == seconds
