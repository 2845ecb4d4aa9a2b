"""Sheets printed to PDF and read back: order, page breaks, repeated headings, orientation, pictures."""

from __future__ import annotations

import re
from datetime import date

import pytest

from elodesk.printing import CARD, GRADES, RANKING, STANDINGS, build_sheet
from elodesk.printing.output import write_pdf
from elodesk.reports.rankings import ranking
from elodesk.store.games import diplomacy_games
from tests.printing.pdf_text import has_image, read_pdf

DAY = date(2026, 3, 1)
HEADINGS = ["Rang", "Nom", "Club", "Elo", "Parties", "Écart"]


@pytest.fixture(autouse=True)
def _qt(qapp):
    """Fonts and painting need a Qt application (pytest-qt's, offscreen)."""


def printed(db, tmp_path, kind, name="sheet.pdf", **options):
    path = tmp_path / name
    pages = write_pdf(build_sheet(db, kind, day=DAY, **options), path)
    read = read_pdf(path)
    assert len(read) == pages
    return read


def rank_lines(page) -> list[list[str]]:
    return [line for line in page.lines() if line[0].isdigit() and len(line) >= 5]


def test_ranking_pdf_reads_in_ranking_order(demo, tmp_path):
    pages = printed(demo, tmp_path, RANKING, system="frbe")
    rows = [line for page in pages for line in rank_lines(page)]
    expected = ranking(demo, "frbe")
    assert [line[0] for line in rows] == [str(r.rank) for r in expected]
    assert [line[1] for line in rows] == [r.name for r in expected]
    assert [line[3] for line in rows] == [str(r.rating) for r in expected]
    first = pages[0].text()
    assert "Cercle royal d'échecs de Wavre" in first and "Classement — Elo belge (FRBE)" in first
    assert "1er mars 2026" in first
    assert all(not page.landscape for page in pages)


def test_long_list_fills_pages_and_repeats_headings(big, tmp_path):
    pages = printed(big, tmp_path, RANKING, system="frbe")
    count = len(pages)
    expected = ranking(big, "frbe")
    seen: list[str] = []
    per_page = []
    for number, page in enumerate(pages, 1):
        lines = page.lines()
        assert HEADINGS in lines, f"page {number} repeats the column headings"
        assert f"page {number} / {count}" in page.text()
        ranks = [line[0] for line in rank_lines(page)]
        per_page.append(len(ranks))
        seen += ranks
        # the footer is the lowest text: nothing printed over or under it
        footer = min(p.y for p in page.pieces if p.text.startswith("page "))
        assert all(p.y >= footer - 1 for p in page.pieces)
        assert all(p.y > footer + 10 for p in page.pieces if not p.text.startswith(("page ", "imprimé")))
    assert seen == [str(r.rank) for r in expected], "every player once, in order, none lost at a page break"
    # the pages in between are full and hold the same number of rows; the first one less (the title)
    assert len(set(per_page[1:-1])) == 1 and per_page[0] < per_page[1] and per_page[-1] <= per_page[1]
    assert count == 1 + -(-(300 - per_page[0]) // per_page[1])
    assert count >= 7  # 300 rows at about 45 a page


def test_no_row_is_cut_by_a_page_break(big_long_names, tmp_path):
    """Every piece of a row (a long name wraps over lines) is on the row's page, between its neighbours."""
    db = big_long_names
    pages = printed(db, tmp_path, RANKING, system="frbe")
    seen = [line[0] for page in pages for line in rank_lines(page)]
    assert seen == [str(i) for i in range(1, 301)]
    long_names = {r.rank: r.name for r in ranking(db, "frbe") if "Montmorency" in r.name}
    assert long_names
    for page in pages:
        pieces = sorted(page.pieces, key=lambda p: -p.y)
        ranks = [p for p in pieces if p.x < 80 and p.text.isdigit()]
        for rank_piece in ranks:
            rank = int(rank_piece.text)
            if rank not in long_names:
                continue
            below = [p for p in ranks if p.y < rank_piece.y - 1]
            floor = max((p.y for p in below), default=0)
            name = " ".join(p.text for p in pieces if floor < p.y <= rank_piece.y + 1 and 80 <= p.x < 200)
            assert name.replace(" ", "") == long_names[rank].replace(" ", ""), f"rank {rank} whole on one page"


def test_chess_crosstable_is_landscape_with_its_rounds_on_every_page(demo, tmp_path):
    pages = printed(demo, tmp_path, STANDINGS, event_id=1)
    assert len(pages) >= 2 and all(page.landscape for page in pages)
    rounds = [f"R{r}" for r in range(1, 8)]
    for page in pages:
        heading = next(line for line in page.lines() if line[:2] == ["Rang", "Nom"])
        # points, then the usual tie-breaks of a Swiss (C.07): the event chose none
        assert heading[4:11] == rounds and heading[-6:] == ["Pts", "BH-C1", "BH", "DE", "WIN", "BPG"]
    rows = [line for page in pages for line in rank_lines(page)]
    assert [line[0] for line in rows] == [str(i) for i in range(1, 45)]
    assert all(re.fullmatch(r"[+=−?]\d+[bnF]|[HFUZ]", cell) for line in rows for cell in line[4:11])


def test_narrow_standings_stay_portrait(demo, tmp_path):
    pages = printed(demo, tmp_path, STANDINGS, event_id=5)
    assert not pages[0].landscape
    assert ["Rang", "Nom", "Batailles", "V", "N", "D", "Score", "Avant", "Après", "Écart", "Grade"] in pages[0].lines()


def test_grade_table_runs_from_marshal_to_adjudant(demo, tmp_path):
    pages = printed(demo, tmp_path, GRADES)
    text = "\n".join(page.text() for page in pages)
    order = ["Maréchal d'Empire", "Général en Chef", "Général de Division", "Général de Brigade", "Colonel",
             "Chef de bataillon", "Capitaine", "Lieutenant", "Adjudant"]
    places = [text.index(f"\n{name} ") for name in order]
    assert places == sorted(places)
    for page in pages:
        assert ["Rang", "Nom", "Club", "Niveau", "Batailles", "Écart"] in page.lines()
    if len(pages) > 1:  # a grade cut by the page break is named again at the top of the next page
        assert "(suite)" in pages[1].text()


def test_each_diplomacy_board_stays_on_one_page(demo, tmp_path):
    pages = printed(demo, tmp_path, STANDINGS, event_id=18)
    for game in diplomacy_games(demo, 18):
        holder = [page for page in pages if f"Partie {game.ref} —" in page.text()]
        assert len(holder) == 1
        names = holder[0].text()
        assert all(r.name in names for r in game.results)
    assert "Elo global des joueurs" in "\n".join(page.text() for page in pages)


def test_record_card_has_the_plot_and_the_explanation(demo, tmp_path):
    general = ranking(demo, "bataille-empire")[0]
    path = tmp_path / "card.pdf"
    write_pdf(build_sheet(demo, CARD, player_id=general.player_id, day=DAY), path)
    assert has_image(path)
    text = "\n".join(page.text() for page in read_pdf(path))
    assert f"Fiche du joueur — {general.name}" in text
    assert "Elo actuels" in text and "Dernier calcul — Bataille Empire" in text


def test_english_sheet(demo, tmp_path):
    pages = printed(demo, tmp_path, RANKING, system="ffe", lang="en")
    text = pages[0].text()
    assert "Ranking list — French Elo (FFE)" in text and "1 March 2026" in text
    assert ["Rank", "Name", "Club", "Rating", "Games", "Change"] in pages[0].lines()
