"""Tie-breaks chosen per event: stored with the event, used by the standings in their order, printed
with their names, shown on the Events page with a one-line explanation, and refused when unknown."""

from __future__ import annotations

from itertools import pairwise

import pytest

from elodesk.cli import EXIT_BAD_INPUT, EXIT_OK, main
from elodesk.printing import STANDINGS
from elodesk.printing.output import write_pdf
from elodesk.reports.sheet_data import event_sheet
from elodesk.reports.tiebreaks import SWISS_DEFAULT, parse_tiebreaks
from elodesk.store.errors import StoreError
from elodesk.store.event_tiebreaks import event_tiebreaks, set_event_tiebreaks
from elodesk.ui.models.chess_standings_model import ChessStandingsModel
from tests.printing.pdf_text import read_pdf

CHAMPIONSHIP = 1  # the demo's Swiss of 44 players


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def test_an_event_without_a_choice_uses_the_usual_swiss_tiebreaks(demo):
    assert event_tiebreaks(demo, CHAMPIONSHIP) is None
    assert tuple(event_sheet(demo, CHAMPIONSHIP).standings[0].tiebreaks) == SWISS_DEFAULT


def test_chosen_tiebreaks_order_the_standings_and_are_printed_with_their_names(demo, tmp_path):
    set_event_tiebreaks(demo, CHAMPIONSHIP, ("SB", "ARO"))
    standings = event_sheet(demo, CHAMPIONSHIP).standings
    assert list(standings[0].tiebreaks) == ["SB", "ARO"]
    for better, worse in pairwise(standings):
        if better.points == worse.points:
            assert better.tiebreaks["SB"] >= worse.tiebreaks["SB"]
    from elodesk.printing import build_sheet

    target = tmp_path / "standings.pdf"
    write_pdf(build_sheet(demo, STANDINGS, event_id=CHAMPIONSHIP, lang="en"), target)
    text = " ".join(" ".join(p.text().split()) for p in read_pdf(target))
    assert "Pts SB ARO" in text
    edition = event_sheet(demo, CHAMPIONSHIP).edition
    assert (f"Tie-breaks (FIDE C.07, {edition} edition), in order: SB Sonneborn-Berger, ARO Average rating of "
            "opponents.") in text
    set_event_tiebreaks(demo, CHAMPIONSHIP, None)
    assert event_tiebreaks(demo, CHAMPIONSHIP) is None


def test_the_events_page_model_shows_the_tiebreaks_with_their_explanation(demo):
    set_event_tiebreaks(demo, CHAMPIONSHIP, ("DE", "PS"))
    sheet = event_sheet(demo, CHAMPIONSHIP)
    model = ChessStandingsModel()
    model.lang = "en"
    model.set_standings(sheet.standings, [1, 2])
    headers = model.headers()
    assert headers[-2:] == ["DE", "PS"]
    assert model.header_tip(len(headers) - 1).startswith("Progressive score: The sum of the running scores")


def test_unknown_or_repeated_tiebreaks_are_refused(demo, demo_db, capsys):
    with pytest.raises(ValueError, match="unknown tie-break XYZ"):
        parse_tiebreaks("BH, xyz")
    with pytest.raises(ValueError, match="given twice"):
        parse_tiebreaks("BH,bh")
    battle = demo.execute("SELECT id FROM events WHERE system = 'bataille-empire' LIMIT 1").fetchone()[0]
    with pytest.raises(StoreError):
        set_event_tiebreaks(demo, battle, ("BH",))
    assert main(["--db", str(demo_db), "tiebreaks", "--event", "1", "--set", "BH-C2,SB"]) == EXIT_OK
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("édition 2023 :") and out[1].split()[:3] == ["BH-C2", "Buchholz", "tronqué"]
    assert main(["--db", str(demo_db), "tiebreaks", "--event", "1", "--set", "BH,XX"]) == EXIT_BAD_INPUT
