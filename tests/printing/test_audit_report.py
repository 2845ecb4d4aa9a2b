"""The printed audit of a tournament file: its head, the verdict, each section in the report's order
with its findings marked by a sign (it prints in black and white), in French, English and Dutch."""

from __future__ import annotations

import dataclasses
import unicodedata
from datetime import date
from pathlib import Path

import pytest

from elodesk.printing.audit_report import MARKS, audit_document, verdict, write_audit_pdf
from elodesk.printing.document import Cell, GroupRow, Row, Table
from elodesk.reports.audit.finding import SECTION_TITLES
from elodesk.reports.audit.report import audit_file
from tests.printing.audit_sample import LONG, finding, sample_report
from tests.printing.pdf_text import read_pdf

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def findings_table(doc) -> Table:
    return [b for b in doc.blocks if isinstance(b, Table)][-1]


def test_the_head_names_the_file_the_event_its_days_in_words_and_the_verdict():
    doc = audit_document(sample_report(), "fr", day=date(2026, 2, 1))
    head = next(b for b in doc.blocks if isinstance(b, Table))
    cells = {row.cells[0].text: row.cells[1] for row in head.rows}
    assert cells["Fichier"] == "open-brugge-2026.trf (lu comme trf)"
    assert cells["Dates"] == "du 12 janvier 2026 au 18 janvier 2026"
    assert cells["Cadence"] == "cadence lente"
    assert (cells["Joueurs"], cells["Rondes"]) == ("42", "7")
    assert cells["Verdict"].text == "✗ 3 erreurs, 5 points à vérifier"
    assert cells["Verdict"].bold
    assert "1er février 2026" in doc.date


def test_the_verdict_counts_faults_and_points_to_look_at_in_each_language():
    fault, note, ok = (finding("players", s, "x") for s in ("fault", "note", "ok"))
    assert verdict([ok], "en") == "Nothing wrong found"
    assert verdict([ok, note], "en") == "Nothing wrong found; 1 point to look at"
    assert verdict([fault, fault], "en") == "2 faults"
    assert verdict([fault, note, note], "nl") == "1 fout, 2 punten om na te kijken"
    assert verdict([note, note], "fr") == "Aucune erreur trouvée ; 2 points à vérifier"


def test_each_section_is_a_group_in_the_report_order_and_a_fault_is_marked_by_a_sign_and_bold_type():
    report = sample_report()
    table = findings_table(audit_document(report, "en"))
    groups = [row.text for row in table.rows if isinstance(row, GroupRow)]
    assert groups == [title.say("en") for title in SECTION_TITLES.values()]
    rows = [row for row in table.rows if isinstance(row, Row) and row.cells[0] != ""]  # a finding's row is marked
    assert len(rows) == len(report.findings)
    for row, found in zip(rows, report.findings, strict=True):
        assert row.cells[0] == MARKS[found.severity]
        assert isinstance(row.cells[4], Cell) == (found.severity == "fault")
    faults = [row for row in rows if row.cells[0].text == "✗"]
    assert [row.cells[1:4] for row in faults] == [("3", "4", "38"), ("2", "7", "22"), ("", "", "31")]
    assert faults[0].cells[4].text == LONG.format(number=4)
    assert faults[0].cells[5] == "C.04.3 C12"
    assert len({m.text for m in MARKS.values()}) == 3  # three signs, told apart without colour


def test_a_section_without_finding_says_so_rather_than_vanishing():
    report = dataclasses.replace(sample_report(), findings=sample_report().findings[:3])
    table = findings_table(audit_document(report, "nl"))
    texts = [row.cells[4] for row in table.rows if isinstance(row, Row)]
    assert sum(1 for t in texts if isinstance(t, Cell) and t.text == "Niets te melden in dit deel.") == 5


def test_a_file_that_breaks_no_rule_is_marked_right():
    report = sample_report()
    report = dataclasses.replace(report, findings=tuple(f for f in report.findings if f.severity != "fault"))
    assert "Verdict ✓ Nothing wrong found; 5 points to look at" in audit_document(report, "en").text()


def test_an_event_without_dates_nor_rate_says_the_file_does_not_give_them():
    report = dataclasses.replace(sample_report(), start=None, end=None, rate=None)
    text = audit_document(report, "en").text()
    assert "Dates not given in the file" in text
    assert "Rate not given in the file" in text


@pytest.mark.parametrize(("lang", "section", "page"),
                         [("fr", "Appariements", "page 1 / 2"), ("en", "Pairings", "page 1 / 2"),
                          ("nl", "Paringen", "pagina 1 / 2")])
def test_the_pdf_reads_in_each_language_with_long_findings_wrapped_and_pages_numbered(tmp_path, lang, section,
                                                                                      page):
    path = tmp_path / f"audit-{lang}.pdf"
    write_audit_pdf(sample_report(), path, lang)
    pages = read_pdf(path)
    assert len(pages) == 2 and not pages[0].landscape
    text = unicodedata.normalize("NFKC", " ".join(p.text() for p in pages))  # ligatures (ﬁ, ﬀ) undone
    assert section in text and page in pages[0].text()
    for word in LONG.format(number=4).split():  # the long finding wrapped, every word of it printed
        assert word in text
    assert "Player 40: 1700" in pages[1].text()  # the last finding, on the second page


def test_the_audit_of_a_real_file_prints(tmp_path):
    report = audit_file(REAL / "milvang_held_swiss_5.trf")
    path = tmp_path / "audit.pdf"
    write_audit_pdf(report, path, "en")
    text = " ".join(p.text() for p in read_pdf(path))
    assert report.file in text
    for title in SECTION_TITLES.values():
        assert title.say("en") in text


def test_a_rating_change_prints_on_one_line_its_explanation_kept_for_the_window(tmp_path):
    """Each player's explanation runs to a dozen lines: printed whole, 300 players made 258 pages."""
    report = audit_file(REAL / "icu_UlsterMastersSeniors2022.trf")
    changes = [f for f in report.findings if f.section == "changes" and f.kind == "rated"]
    assert changes and all("\n" in f.text("en") for f in changes)  # the window's sentence has its explanation
    rows = [r for r in findings_table(audit_document(report, "en")).rows if isinstance(r, Row)]
    printed = {r.cells[4].text if isinstance(r.cells[4], Cell) else r.cells[4] for r in rows}
    assert {f.headline("en") for f in changes} <= printed
    assert not any("\n" in text for text in printed)
