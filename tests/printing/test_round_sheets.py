"""A round's pairings and result slips, printed from the command line as from the window."""

from __future__ import annotations

import pytest

from elodesk.cli import EXIT_BAD_INPUT, EXIT_OK, main
from elodesk.printing import PAIRINGS, RESULT_SLIPS, SheetError, build_sheet
from elodesk.printing.document import Keep, Table
from elodesk.store.games import chess_games
from tests.printing.pdf_text import read_pdf

SPRING = 2  # the demo club's "Open de printemps" (frbe, 5 rounds)


@pytest.fixture(autouse=True)
def _qt(qapp):
    """In-process runs share pytest-qt's application."""


def test_the_pairings_list_every_board_of_the_round_once_with_points_before_it(demo):
    games = [g for g in chess_games(demo, SPRING) if g.round == 3]
    doc = build_sheet(demo, PAIRINGS, event_id=SPRING, round_no=3, lang="fr")
    assert doc.title == "Open de printemps — appariements de la ronde 3"
    table = next(b for b in doc.blocks if isinstance(b, Table))
    assert [row.cells[0] for row in table.rows] == [str(n) for n in range(1, len(games) + 1)]
    shown = {(row.cells[1], row.cells[5]) for row in table.rows}
    assert shown == {(g.white, g.black) for g in games}
    points = [float(row.cells[3].replace(",", ".")) for row in table.rows]
    assert max(points) <= 2.0 and points[0] == max(points)  # two rounds played before; the leaders on board 1


def test_a_round_without_results_prints_empty_result_boxes(demo):
    for g in chess_games(demo, SPRING):
        if g.round == 5:
            demo.execute("UPDATE chess_games SET result = NULL WHERE id = ?", [g.id])
    doc = build_sheet(demo, PAIRINGS, event_id=SPRING, round_no=5, lang="en")
    table = next(b for b in doc.blocks if isinstance(b, Table))
    assert {row.cells[4].text for row in table.rows} == {"[        ]"}


def test_result_slips_give_one_slip_per_board_in_board_order(demo):
    boards = sum(1 for g in chess_games(demo, SPRING) if g.round == 1)
    doc = build_sheet(demo, RESULT_SLIPS, event_id=SPRING, round_no=1, lang="en")
    slips = [b for b in doc.blocks if isinstance(b, Keep)]
    assert [s.blocks[0].text for s in slips] == [f"Round 1 — board {n}" for n in range(1, boards + 1)]


def test_a_round_the_event_does_not_have_is_refused_naming_its_rounds(demo):
    with pytest.raises(SheetError, match=r"has no round 9 \(rounds: 1–5\)"):
        build_sheet(demo, PAIRINGS, event_id=SPRING, round_no=9)


def test_print_pairings_from_the_command_line(capsys, demo_db, tmp_path):
    target = tmp_path / "r2.pdf"
    code = main(["--db", str(demo_db), "print", "pairings", "--event", str(SPRING), "--round", "2",
                 "--pdf", str(target)])
    out, err = capsys.readouterr()
    assert (code, err, out) == (EXIT_OK, "", f"Écrit : {target}\n")
    text = " ".join(read_pdf(target)[0].text().split())
    assert "appariements de la ronde 2" in text and "Table Blancs Elo Pts Résultat Noirs" in text


def test_print_pairings_needs_a_round(capsys, demo_db, tmp_path):
    code = main(["--db", str(demo_db), "print", "slips", "--event", str(SPRING), "--pdf", str(tmp_path / "x.pdf")])
    assert code == EXIT_BAD_INPUT
    assert capsys.readouterr().err == "elodesk print slips : --round est obligatoire\n"  # French: the default
