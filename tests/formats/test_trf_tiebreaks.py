"""TRF-2026's tie-break list (tags 212 and 202) read on import: elodesk's acronyms in order, a list
naming a tie-break elodesk does not compute left out with a notice naming its line."""

from __future__ import annotations

from pathlib import Path

from elodesk.formats import trf
from elodesk.formats.trf_tiebreaks import TRF_TIEBREAKS, read_tiebreak_list
from elodesk.reports import tiebreaks as tb
from elodesk.store.db import open_db
from elodesk.store.event_tiebreaks import event_tiebreaks
from elodesk.store.importer import import_file

ROUND_ROBIN = Path(__file__).parent.parent / "data" / "tiebreaks" / "held_round_robin.trf"


def test_the_formats_list_is_the_reports_list():
    assert set(TRF_TIEBREAKS.values()) == set(tb.TIEBREAKS)
    assert {code for code in TRF_TIEBREAKS if code != "GE"} == {c.replace("-", "/") for c in tb.TIEBREAKS}


def test_a_list_is_read_in_order_without_points_and_editions():
    assert read_tiebreak_list("PTS BH/C1/V2, SB ge DE") == ((tb.BH_C1, tb.SB, tb.REP, tb.DE), [])
    assert read_tiebreak_list("EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP")[1] == ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P",
                                                                         "MPVGP"]


def with_tags(tmp_path: Path, *tags: str) -> Path:
    lines = ROUND_ROBIN.read_text().splitlines()
    path = tmp_path / "tagged.trf"
    path.write_text("\n".join([*lines[:4], *tags, *lines[4:]]) + "\n")
    return path


def test_tag_212_sets_the_events_tiebreaks_on_import(tmp_path):
    path = with_tags(tmp_path, "202 SB WIN", "212 PTS DE SB")
    assert trf.read(path).tiebreaks == (tb.DE, tb.SB)  # 212, the standings' definition, first
    db = open_db(tmp_path / "club.elodesk")
    event = import_file(db, path, system="fide").event_id
    assert event_tiebreaks(db, event) == (tb.DE, tb.SB)
    db.conn.close()


def test_a_list_elodesk_cannot_compute_is_left_out_with_a_notice(tmp_path):
    record = trf.read(with_tags(tmp_path, "202 KS, SB"))
    assert record.tiebreaks == ()
    [notice] = [n for n in record.warnings if n.template.startswith("tag {tag}: tie-breaks")]
    assert notice.line == 5 and notice.params == {"tag": "202", "codes": "KS"}
    assert trf.read(ROUND_ROBIN).tiebreaks == ()  # no tag: none
