"""The FIDE rating report of an event: the summary figures are the event's FIDE preview, each
player's card lists his rated games with D, PD and ΔR, and `elodesk print fide-report` writes it."""

from __future__ import annotations

import orjson
import pytest

from elodesk.cli import EXIT_BAD_INPUT, EXIT_OK, main
from elodesk.printing import FIDE_REPORT, SheetError, build_sheet
from elodesk.printing.document import Keep, Table
from elodesk.store.runs import EVENT, RunScope, preview
from tests.printing.pdf_text import read_pdf


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def aachen(db) -> int:
    return db.execute("SELECT id FROM events WHERE name = 'Aachener Open'").fetchone()[0]


def test_the_summary_gives_each_players_figures_from_the_fide_preview(demo):
    event = aachen(demo)
    out = {p["id"]: p for p in preview(demo, RunScope("fide", kind=EVENT, event_id=event, rate="standard"))["players"]}
    doc = build_sheet(demo, FIDE_REPORT, event_id=event, lang="en")
    summary = next(b for b in doc.blocks if isinstance(b, Table))
    assert len(summary.rows) == len(out)
    changes = sorted(row.cells[7] for row in summary.rows)
    expected = sorted(f"+{p['change']}" if p["change"] > 0 else str(p["change"]).replace("-", "−")
                      for p in out.values())
    assert changes == expected
    cards = [b for b in doc.blocks if isinstance(b, Keep)]
    assert len(cards) == len(out)
    games = sum(len(c.blocks[1].rows) for c in cards)
    assert games == sum(1 for p in out.values() for r in p["explanation"] if r["kind"] == "fide_game")


def test_a_national_event_has_no_fide_report(demo):
    belgian = demo.execute("SELECT id FROM events WHERE system = 'frbe' LIMIT 1").fetchone()[0]
    with pytest.raises(SheetError, match="not FIDE"):
        build_sheet(demo, FIDE_REPORT, event_id=belgian)


def test_a_national_event_fide_rates_too_has_its_fide_report(demo):
    from elodesk.store.event_systems import set_event_systems

    belgian = demo.execute("SELECT id FROM events WHERE name = 'Tournoi d''automne'").fetchone()[0]  # no run yet
    with pytest.raises(SheetError, match="not FIDE"):
        build_sheet(demo, FIDE_REPORT, event_id=belgian)
    set_event_systems(demo, belgian, ["fide"])
    doc = build_sheet(demo, FIDE_REPORT, event_id=belgian, lang="en")
    assert next(b for b in doc.blocks if isinstance(b, Table)).rows


def test_print_fide_report_from_the_command_line(capsys, demo, demo_db, tmp_path):
    target = tmp_path / "fide.pdf"
    code = main(["--db", str(demo_db), "print", "fide-report", "--event", str(aachen(demo)), "--pdf", str(target)])
    assert (code, capsys.readouterr().err) == (EXIT_OK, "")
    pages = read_pdf(target)
    first = " ".join(pages[0].text().split())
    assert "Rapport de classement FIDE — Aachener Open" in first
    assert "FIDE Elo K Parties Score Attendu Écart Nouvelle Statut" in first  # "Identiﬁant": a ligature
    cards = " ".join(" ".join(p.text().split()) for p in pages[1:])
    assert "Date Adversaire Elo Score D PD Δ R" in cards and "arrondi à l'entier le plus proche, 8.3.4" in cards
    assert main(["--db", str(demo_db), "print", "fide-report", "--pdf", str(target)]) == EXIT_BAD_INPUT
    assert "--event est obligatoire" in capsys.readouterr().err


def test_a_players_record_card_gives_his_fide_standard_rating(demo):
    from elodesk.reports.sheet_data import player_card

    pid, state = demo.execute("SELECT player_id, state FROM ratings WHERE system = 'fide' AND rating IS NOT NULL "
                              "LIMIT 1").fetchone()
    card = player_card(demo, pid, "en")
    fide = next(r for r in card.ratings if r.system == "fide")
    assert fide.rating == orjson.loads(state)["standard"]["rating"]
