"""The sheets' data and words, without Qt: what each sheet says, in which order, in which language."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import date

import pytest

from elodesk.catalogue import catalogue
from elodesk.core.bataille_empire import GRADES
from elodesk.printing import CARD, RANKING, STANDINGS, SheetError, build_sheet
from elodesk.printing import GRADES as GRADE_SHEET
from elodesk.printing.build import cross_cell
from elodesk.printing.document import Cell, GroupRow, Keep, Row, Table
from elodesk.printing.text import TEXT, long_date
from elodesk.reports import sheet_data as data
from elodesk.reports.rankings import ranking
from elodesk.store.errors import StoreError
from elodesk.store.history import last_explanation
from elodesk.store.players import Player, player_names
from elodesk.store.runs import undo

DAY = date(2026, 3, 1)


def tables(doc) -> list[Table]:
    out = []
    for block in doc.blocks:
        inner = block.blocks if isinstance(block, Keep) else [block]
        out.extend(b for b in inner if isinstance(b, Table))
    return out


def cells(row: Row) -> list[str]:
    return [c.text if isinstance(c, Cell) else c for c in row.cells]


def test_sheet_modules_do_not_load_qt():
    code = ("import sys, elodesk.reports.sheet_data, elodesk.printing, elodesk.printing.build, elodesk.printing.text; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_every_text_has_french_english_and_dutch():
    # English in the code; French and Dutch in the catalogues, each keeping the English text's {placeholders}
    for lang in ("fr", "nl"):
        assert [k for k, m in TEXT.items() if catalogue(lang).lookup(m.context, m.source) is None] == []
        assert [k for k, m in TEXT.items()
                if sorted(re.findall(r"{(\w+)}", m[lang])) != sorted(re.findall(r"{(\w+)}", m.source))] == []


def test_dates_as_each_language_writes_them():
    assert long_date(date(2026, 3, 1), "fr") == "1er mars 2026"
    assert long_date(date(2026, 3, 21), "en") == "21 March 2026"
    assert long_date(date(2026, 3, 1), "nl") == "1 maart 2026"


def test_table_export_follows_the_ranking_list(demo):
    doc = build_sheet(demo, RANKING, system="frbe", day=DAY)
    rows = [cells(r) for r in tables(doc)[0].rows]
    expected = ranking(demo, "frbe")
    assert [r[1] for r in rows] == [r.name for r in expected]
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(expected) + 1)]
    assert doc.title == "Classement — Elo belge (FRBE)"
    assert doc.club == "Cercle royal d'échecs de Wavre"
    assert doc.date == "1er mars 2026"
    assert f"{len(expected)} joueurs classés" in doc.subtitle


def test_ranking_changes_are_signed_and_coloured(demo):
    doc = build_sheet(demo, RANKING, system="frbe", day=DAY)
    by_name = {r.name: r for r in ranking(demo, "frbe")}
    for row in tables(doc)[0].rows:
        change = row.cells[5]
        value = by_name[row.cells[1]].change
        if value:
            assert change.colour == ("up" if value > 0 else "down")
            assert change.text == ("+" if value > 0 else "−") + str(abs(value))


def test_category_filters_and_renumbers(big):
    youth = data.table_export(big, "frbe", category=data.YOUTH, day=DAY)
    assert youth.rows, "the big club has players under 20"
    for row in youth.rows:
        birth = date.fromisoformat(data.player_identities(big, row.player_id)[row.player_id].birth_date)
        assert data.age_on(birth, date(2026, 1, 1)) < 20
    assert [r.rank for r in youth.rows] == list(range(1, len(youth.rows) + 1))
    seniors = data.table_export(big, "frbe", category=data.SENIOR, day=DAY)
    assert all(data.age_on(date.fromisoformat(data.player_identities(big, r.player_id)[r.player_id].birth_date),
                           date(2026, 1, 1)) >= 65 for r in seniors.rows)
    women = data.table_export(big, "frbe", category=data.WOMEN, day=DAY)
    assert len(women.rows) == 100
    everyone = [r.player_id for r in ranking(big, "frbe")]
    assert [r.player_id for r in women.rows] == [pid for pid in everyone if pid in {r.player_id for r in women.rows}]


def test_age_is_judged_on_the_first_of_january():
    assert data.in_category(Player("A", birth_date="2006-01-02"), data.YOUTH, 2026)  # 19 on 1 January 2026
    assert not data.in_category(Player("A", birth_date="2006-01-01"), data.YOUTH, 2026)  # 20 that very day
    assert data.in_category(Player("A", birth_date="1961-01-01"), data.SENIOR, 2026)
    assert not data.in_category(Player("A"), data.SENIOR, 2026)
    assert not data.in_category(None, data.WOMEN, 2026)
    with pytest.raises(ValueError):
        data.in_category(Player("A"), "veterans", 2026)


def test_grade_sheet_lists_every_grade_from_marshal_down(demo):
    groups = data.grade_sheet(demo)
    assert [g.grade.name for g in groups] == [g.name for g in reversed(GRADES)]
    assert groups[0].grade.name == "Maréchal d'Empire" and groups[-1].grade.name == "Adjudant"
    for group in groups:
        for row in group.rows:
            assert group.grade.low is None or row.rating >= group.grade.low
            assert group.grade.high is None or row.rating <= group.grade.high
    assert sum(len(g.rows) for g in groups) == len(ranking(demo, "bataille-empire"))
    doc = build_sheet(demo, GRADE_SHEET, day=DAY)
    heads = [r for r in tables(doc)[0].rows if isinstance(r, GroupRow)]
    assert heads[0].note.startswith("niveau 1400 et plus")
    assert heads[-1].note.startswith("niveau inférieur à 700")
    assert "niveaux 1300 à 1399" in heads[1].note


def test_english_grade_sheet_names_the_grades_as_the_application_does(demo):
    doc = build_sheet(demo, GRADE_SHEET, lang="en", day=DAY)
    heads = [r.text for r in tables(doc)[0].rows if isinstance(r, GroupRow)]
    assert heads[0] == "Marshal of the Empire" and heads[-1] == "Warrant Officer"
    assert doc.title == "Grade table — Bataille Empire"


def test_dutch_grade_sheet_names_the_grades_as_the_dutch_window_does(demo):
    doc = build_sheet(demo, GRADE_SHEET, lang="nl", day=DAY)
    heads = [r.text for r in tables(doc)[0].rows if isinstance(r, GroupRow)]
    assert heads[0] == "Maarschalk van het Keizerrijk" and heads[-1] == "Adjudant"
    assert doc.title == "Gradentabel — Bataille Empire"


def test_crosstable_cells_agree_between_opponents(demo):
    sheet = data.event_sheet(demo, 1)
    rank = {s.player_id: s.rank for s in sheet.standings}
    by_rank = {s.rank: s.player_id for s in sheet.standings}
    for pid, rounds in sheet.cells.items():
        for rnd, cell in rounds.items():
            if cell.bye is not None:
                continue
            other = sheet.cells[by_rank[cell.opponent_rank]][rnd]
            assert other.opponent_rank == rank[pid]
            assert {cell.colour, other.colour} == {"w", "b"}
            if cell.score is not None:
                assert cell.score + other.score == 1 or (cell.forfeit and cell.score == other.score == 0)
    assert sheet.rounds == 7


def test_crosstable_notation():
    assert cross_cell(data.CrossCell(1, 12, "w"), "fr") == "+12b"
    assert cross_cell(data.CrossCell(0.5, 3, "b"), "fr") == "=3n"
    assert cross_cell(data.CrossCell(0, 7, "b"), "en") == "−7b"
    assert cross_cell(data.CrossCell(1, 9, "w", forfeit=True), "en") == "+9F"
    assert cross_cell(data.CrossCell(1.0, bye="U"), "fr") == "U"
    assert cross_cell(None, "fr") == ""


def test_chess_standings_sheet_has_a_column_per_round(demo):
    doc = build_sheet(demo, STANDINGS, event_id=1, day=DAY)
    table = tables(doc)[0]
    assert [c.heading for c in table.columns][4:11] == [f"R{r}" for r in range(1, 8)]
    assert doc.title == "Championnat du cercle 2025"
    assert "du 17/01/2025 au 28/02/2025" in doc.subtitle


def test_unknown_event_and_player_are_store_errors(demo):
    with pytest.raises(StoreError, match="no event 999"):
        build_sheet(demo, STANDINGS, event_id=999)
    with pytest.raises(StoreError, match="no player 999"):
        build_sheet(demo, CARD, player_id=999)
    with pytest.raises(SheetError):
        build_sheet(demo, STANDINGS)
    with pytest.raises(ValueError):
        build_sheet(demo, RANKING, system="frbe", lang="de")


def test_diplomacy_changes_come_from_the_run_or_its_preview(demo):
    applied = data.event_sheet(demo, 18)
    assert applied.applied
    assert all(len(board.deltas) == 7 for board in applied.boards if board.game.used_for_elo)
    undo(demo, "diplomacy")  # the 2025 season is applied last: undone, it is not applied any more
    previewed = data.event_sheet(demo, 18)
    assert not previewed.applied
    for before, after in zip(applied.boards, previewed.boards, strict=True):
        assert before.deltas.keys() == after.deltas.keys()
        for pid, (old, delta, new) in before.deltas.items():
            assert after.deltas[pid] == pytest.approx((old, delta, new))
    doc = build_sheet(demo, STANDINGS, event_id=18, day=DAY)
    assert "Pas encore appliqué" in doc.text()


def test_bataille_standings_show_levels_before_and_after(demo):
    sheet = data.event_sheet(demo, 5)
    first = sheet.standings[0]
    change = sheet.changes[first.player_id]
    assert change.old == 1000 and change.new > 1000
    doc = build_sheet(demo, STANDINGS, event_id=5, day=DAY)
    row = cells(tables(doc)[0].rows[0])
    assert row[1] == first.name and row[7] == "1000" and row[8] == str(change.new)


def test_card_phrases_the_last_run_in_the_language_asked(demo):
    french = build_sheet(demo, CARD, player_id=1, day=DAY)
    english = build_sheet(demo, CARD, player_id=1, lang="en", day=DAY)
    assert french.title.startswith("Fiche du joueur — ") and english.title.startswith("Player record card — ")
    assert "Formule II" in french.text() and "Formula II" in english.text()
    assert "Dernier calcul — Elo belge (FRBE), 30/06/2025" in french.text()
    # opponents by their names, as the window shows them, never by their numbers
    card = data.player_card(demo, 1)
    games = [r for r in last_explanation(demo, 1, "frbe").explanation if r.get("opponent")]
    named = player_names(demo, [int(r["opponent"]) for r in games])
    sentences = " ".join(card.periods[0].sentences)
    assert games and all(f"contre {named[int(r['opponent'])]}" in sentences for r in games)
    assert not re.search(r"contre \d+ \(", sentences)


def test_a_card_names_a_battles_allies_and_opponents(demo):
    """Names written "Last, First" are parted by semicolons: "avec Blanc, Maxime contre Dubois, Julie; Faure, Anne"."""
    general = ranking(demo, "bataille-empire")[0].player_id
    battles = [r for r in last_explanation(demo, general, "bataille-empire").explanation if r["kind"] == "be_battle"]
    allied = next(r for r in battles if r["allies"] and len(r["opponents"]) > 1)
    named = player_names(demo, [int(p) for p in (*allied["allies"], *allied["opponents"])])
    sentences = " ".join(data.player_card(demo, general).periods[-1].sentences)
    allies = "; ".join(named[int(p)] for p in allied["allies"])
    opponents = "; ".join(named[int(p)] for p in allied["opponents"])
    assert f"avec {allies} contre {opponents}" in sentences


def test_card_draws_the_history_when_there_is_more_than_one_point(demo):
    from elodesk.printing.document import Picture

    general = ranking(demo, "bataille-empire")[0].player_id
    doc = build_sheet(demo, CARD, player_id=general, day=DAY)
    pictures = [b for b in doc.blocks if isinstance(b, Picture)]
    assert len(pictures) == 1 and pictures[0].png.startswith(b"\x89PNG")
    # one Belgian run so far: the line goes from the rating before it to the rating after it
    once = build_sheet(demo, CARD, player_id=1, day=DAY)
    assert len([b for b in once.blocks if isinstance(b, Picture)]) == 1


def test_card_says_so_when_a_single_point_cannot_make_a_plot(demo, monkeypatch):
    from elodesk.printing.document import Picture
    from elodesk.reports import sheet_data as sheet_data
    from elodesk.reports.history import Series

    def one_point(db, player_id, name, system, mode="classic"):
        if system != "frbe":
            return Series(player_id, name, system)
        return Series(player_id, name, system, [date(2025, 6, 30)], [1500.0], [""])

    monkeypatch.setattr(sheet_data, "rating_series", one_point)
    single = build_sheet(demo, CARD, player_id=1, day=DAY)
    assert not [b for b in single.blocks if isinstance(b, Picture)]
    assert "Un seul calcul appliqué" in single.text()
