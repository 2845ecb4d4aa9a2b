"""``elodesk export`` writes FIDE's report of any chess event (issue 22.4), and the report imports back
to the same event: players (names, ids, ratings of the rate, birth, sex, federation), games, byes,
results, dates, rate; for a FIDE event of each rate and for a French event FIDE rates too."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from elodesk.cli import main
from elodesk.formats import trf
from elodesk.formats.records import ByeRecord, ChessGameRecord, EventRecord, PlayerRecord
from elodesk.store.db import open_db
from elodesk.store.event_tiebreaks import set_event_tiebreaks
from elodesk.store.importer import import_file
from tests.store.test_round_trip import snapshot

SMALL = Path(__file__).resolve().parents[1] / "formats" / "fixtures" / "small.papi"
DAY = date(2025, 3, 8)
TIME_CONTROLS = {"standard": "90'+30\"", "rapid": "15'+10\"", "blitz": "3'+2\""}


def fide_event(path: Path, rate: str) -> Path:
    """A German open (FIDE rates it alone) at ``rate``: its players at their FIDE rating of that rate."""
    kind = {"standard": "fide", "rapid": "fide_rapid", "blitz": "fide_blitz"}[rate]
    players = [PlayerRecord(str(i), f"Spieler, {name}", federation="GER", fide_id=f"46{i:05}", sex=sex,
                            birth_date=date(1980 + i, i, 10 + i), title=title, ratings={kind: 1900 + 37 * i})
               for i, (name, sex, title) in enumerate((("Anna", "F", "WFM"), ("Bert", "M", None),
                                                       ("Carl", "M", "FM"), ("Dora", "F", None)), 1)]
    games = [ChessGameRecord(1, "1", "2", "1-0", DAY), ChessGameRecord(1, "3", "4", "1/2-1/2", DAY),
             ChessGameRecord(2, "2", "3", "0-1", DAY), ChessGameRecord(2, "4", "1", "+-", DAY)]
    return trf.write_fide(EventRecord(f"Open {rate}", "trf", place="Frankfurt", federation="GER", start=DAY,
                                      end=DAY, arbiter="IA Schiedsrichter", rounds=3, rate=rate,
                                      time_control=TIME_CONTROLS[rate], players=players, games=games,
                                      byes=[ByeRecord(3, "1", "H", 0.5)]), path)


def export(capsys, db: Path, event: int, out: Path, *extra: str, system: str = "fide") -> str:
    code = main(["--db", str(db), "--lang", "en", "export", "--system", system, "--event", str(event), "-o",
                 str(out), *extra])
    said = capsys.readouterr()
    assert code == 0, said.err
    return said.out


@pytest.mark.parametrize("rate", ["standard", "rapid", "blitz"])
@pytest.mark.parametrize("version", [(), ("--trf", "2026")], ids=["trf16", "trf2026"])
def test_a_fide_event_exports_and_imports_back_identically(tmp_path, capsys, rate, version):
    first = tmp_path / "first.elodesk"
    report = import_file(open_db(first), fide_event(tmp_path / "source.trf", rate))
    assert report.system == "fide" and report.rate == rate
    out = tmp_path / "report.trf"
    assert export(capsys, first, report.event_id, out, *version) == f"Written: {out}\n"
    again = import_file(open_db(tmp_path / "second.elodesk"), out)
    assert again.warnings == [] and (again.system, again.rate) == ("fide", rate)
    assert snapshot(open_db(tmp_path / "second.elodesk"), again.event_id) == snapshot(open_db(first),
                                                                                      report.event_id)
    assert (open_db(tmp_path / "second.elodesk").execute("SELECT time_control FROM events").fetchone()[0]
            == TIME_CONTROLS[rate])


def test_a_french_event_fide_rates_exports_as_fide_s_report_and_comes_back(tmp_path, capsys):
    first = tmp_path / "first.elodesk"
    report = import_file(open_db(first), SMALL)  # French; FIDE rates it too
    out = tmp_path / "report.trf"
    export(capsys, first, report.event_id, out)
    written = out.read_bytes().decode("utf-8")
    assert "\r\n001 " in written and "\r\nFRA " in written  # FIDE's lines, and the French ratings and licences
    second = open_db(tmp_path / "second.elodesk")
    again = import_file(second, out)
    assert again.warnings == [] and [c.system for c in again.claims] == ["ffe", "fide"]
    assert snapshot(second, again.event_id) == snapshot(open_db(first), report.event_id)


def test_trf2026_carries_the_event_s_tiebreak_list(tmp_path, capsys):
    db_path = tmp_path / "club.elodesk"
    db = open_db(db_path)
    report = import_file(db, fide_event(tmp_path / "source.trf", "standard"))
    set_event_tiebreaks(db, report.event_id, ["SB", "DE"])
    out = tmp_path / "report.trf"
    export(capsys, db_path, report.event_id, out, "--trf", "2026")
    lines = out.read_text(encoding="utf-8").splitlines()
    assert "202 SB,DE" in lines and "222 5400+30" in lines and "092 Individual: Swiss-System" in lines
    export(capsys, db_path, report.event_id, out)
    assert not [line for line in out.read_text(encoding="utf-8").splitlines() if line[:3] in ("192", "202")]


def test_a_battle_system_has_no_file_to_send(tmp_path, capsys):
    code = main(["--db", str(tmp_path / "club.elodesk"), "--lang", "en", "export", "--system", "diplomacy",
                 "--event", "1", "-o", str(tmp_path / "x.trf")])
    assert code != 0 and "chess systems only" in capsys.readouterr().err


@pytest.mark.parametrize("path", sorted((Path(__file__).resolve().parents[3] / "shared" / "data" / "papi")
                                        .glob("*.papi")), ids=lambda p: p.name)
def test_a_real_french_tournament_goes_out_as_fide_s_report_and_comes_back(tmp_path, capsys, path):
    # the Breton youth blitz (rated by FIDE's blitz list too) and open B (standard, no FIDE-rated player)
    first = tmp_path / "first.elodesk"
    report = import_file(open_db(first), path)
    out = tmp_path / "report.trf"
    export(capsys, first, report.event_id, out, "--trf", "2026", system="ffe")
    second = open_db(tmp_path / "second.elodesk")
    again = import_file(second, out)
    assert again.warnings == [] and (again.system, again.rate) == (report.system, report.rate) == ("ffe", again.rate)
    # rated by the same systems: the blitz by FIDE too, the open B not (its file says so: a TRF is otherwise
    # FIDE's own report, which FIDE rates)
    assert [c.system for c in again.claims] == [c.system for c in report.claims]
    assert [c.system for c in report.claims] == (["ffe", "fide"] if "blitz" in path.name else ["ffe"])
    assert snapshot(second, again.event_id) == snapshot(open_db(first), report.event_id)


@pytest.mark.parametrize("fmt", ["fide-trf", "frbe-trf"])
def test_a_name_typed_over_two_lines_stays_on_one_line_of_the_file(tmp_path, capsys, fmt):
    from elodesk.store.event_edits import edit_event

    db_path = tmp_path / "club.elodesk"
    db = open_db(db_path)
    report = import_file(db, fide_event(tmp_path / "source.trf", "standard"))
    edit_event(db, report.event_id, name="Open\nde printemps", arbiter="Jean\r\nDupont\x07")
    if fmt == "frbe-trf":  # a Belgian file is written for an event with Belgian members only
        db.execute("UPDATE players SET frbe_id = '12345' WHERE id = (SELECT MIN(id) FROM players)")
        db.conn.commit()
    out = tmp_path / "report.trf"
    export(capsys, db_path, report.event_id, out, "--format", fmt)
    lines = out.read_bytes().decode("latin-1").split("\r\n")
    assert "012 Open de printemps" in lines and "102 Jean Dupont" in lines
    assert all("\n" not in line and "\x07" not in line for line in lines)
