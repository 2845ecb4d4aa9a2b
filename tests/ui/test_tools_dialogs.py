"""The Tools dialogs and the rule pages, driven like a club officer would: the what-if calculator
redoes the seed example of RULES.md, conversions, blank sheets, the 2024 uplift, the help."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import QDate, Qt, QThreadPool
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMessageBox

from elodesk.core.conversions import BCR, BRIDIER, CS, ELO, INGO
from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.store.ratings import get_states
from elodesk.store.runs import last_run
from elodesk.ui.context import Change, What
from elodesk.ui.dialogs import template_dialog
from elodesk.ui.dialogs.conversions_dialog import ConversionsDialog
from elodesk.ui.dialogs.help_dialog import HelpDialog, help_page
from elodesk.ui.dialogs.template_dialog import TemplateDialog
from elodesk.ui.dialogs.uplift_dialog import UpliftDialog, UpliftTableModel
from elodesk.ui.dialogs.whatif_dialog import WhatIfDialog

# RULES.md, Formula II seed check: 1760 (50 games, so K 32) against these seven.
SEED_GAMES = (("1645", "Win"), ("1680", "Draw"), ("1920", "Loss"), ("1720", "Win"), ("1980", "Draw"),
              ("1905", "Win"), ("2010", "Loss"))


def opened(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_number(qtbot, spin, text: str) -> None:
    """Select what the field holds and type over it."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(spin, text)


def choose(qtbot, combo, text: str) -> None:
    """Open the combo box's list and click the item that starts with ``text``."""
    row = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert row >= 0, f"no item {text!r} in {combo.objectName()}"
    combo.showPopup()
    view = combo.view()
    index = view.model().index(row, combo.modelColumn())
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: combo.currentIndex() == row)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answer(monkeypatch, button=QMessageBox.StandardButton.Yes) -> list[str]:
    """Answer every question with ``button``; collect the warnings shown."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: button)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **kw: warnings.append(text))
    return warnings


# --- the what-if calculator ----------------------------------------------------------------------


@pytest.fixture
def whatif(ctx, qtbot):
    return opened(qtbot, WhatIfDialog(ctx))


def add_games(qtbot, dialog: WhatIfDialog, games) -> None:
    for rating, result in games:
        type_number(qtbot, dialog.games_box.opponent, rating)
        choose(qtbot, dialog.games_box.result, result)
        click(qtbot, dialog.games_box.add_button)


def test_whatif_computes_the_seed_example_under_the_text_edition(qtbot, whatif):
    assert whatif.current_system() == "frbe"
    choose(qtbot, whatif.edition, "text")
    type_number(qtbot, whatif.rating, "1760")
    type_number(qtbot, whatif.games, "50")
    add_games(qtbot, whatif, SEED_GAMES)
    assert whatif.games_box.model.rowCount() == 7
    click(qtbot, whatif.compute_button)
    assert "1760 → 1797 (+37)" in whatif.summary.text()
    player = whatif.output.players[0]
    assert (player.rating, player.career_games, whatif.output.head["edition"]) == (1797, 57, "text")
    shown = whatif.explanation.toPlainText()
    # the same explanation as the Ratings page: every game, then Formula II phrased in ctx.text_lang
    assert "Formule II : 1760 + Σ K(W − We) = 1760 +37,12 = 1797,12 → 1797" in shown
    assert "+22,08" in shown and "0,19" in shown
    assert "text" in shown


def test_whatif_k_follows_the_career_length(qtbot, whatif):
    choose(qtbot, whatif.edition, "text")
    type_number(qtbot, whatif.rating, "1760")
    add_games(qtbot, whatif, SEED_GAMES)
    for games, expected in (("150", 1788), ("400", 1779)):
        type_number(qtbot, whatif.games, games)
        click(qtbot, whatif.compute_button)
        assert whatif.output.players[0].rating == expected


def test_whatif_edition_defaults_to_the_one_in_force_at_the_date(qtbot, whatif):
    assert whatif.edition.currentData() is None
    assert "2015" in whatif.edition.currentText()
    whatif.day.setDate(QDate(2004, 6, 30))  # as the calendar pop-up sets it
    assert "1989" in whatif.edition.currentText()
    add_games(qtbot, whatif, SEED_GAMES[:1])
    click(qtbot, whatif.compute_button)
    assert whatif.output.head["edition"] == "1989"


def test_whatif_a_newcomer_reaching_twenty_games_gets_a_first_rating(qtbot, whatif):
    choose(qtbot, whatif.status, "Unrated")
    assert whatif.archive_sum.isVisible() and not whatif.rating.isVisible()
    # RULES.md: 12 games Σ 24048, 4 points, then 8 games Σ 14325, 5 points → 1883
    type_number(qtbot, whatif.archive_games, "12")
    type_number(qtbot, whatif.archive_sum, "24048")
    type_number(qtbot, whatif.archive_points, "4")
    eight = [("1790", "Win"), ("1790", "Win"), ("1790", "Win"), ("1790", "Win"), ("1790", "Win"),
             ("1790", "Loss"), ("1790", "Loss"), ("1795", "Loss")]  # Σ 14325, 5 points
    add_games(qtbot, whatif, eight)
    choose(qtbot, whatif.edition, "text")
    click(qtbot, whatif.compute_button)
    player = whatif.output.players[0]
    assert (player.status, player.rating) == ("new", 1883)
    assert "First rating: 1883" in whatif.summary.text()


def test_whatif_bataille_empire_seed_check(qtbot, whatif):
    choose(qtbot, whatif.system, "Bataille")
    assert whatif.rating.value() == 1000 and whatif.games.value() == 0
    add_games(qtbot, whatif, [("1200", "Marginal victory")])
    click(qtbot, whatif.compute_button)
    player = whatif.output.players[0]
    assert (player.rating, player.change, player.grade) == (1022, 22, "Colonel")
    assert "Colonel" in whatif.summary.text()
    assert "K = 30" in whatif.explanation.toPlainText()


def test_whatif_diplomacy_board_gives_the_golden_check(qtbot, whatif):
    choose(qtbot, whatif.system, "Diplomacy")
    assert whatif.board.isVisible() and not whatif.games_box.isVisible()
    choose(qtbot, whatif.power, "France")
    click(qtbot, whatif.compute_button)
    model = whatif.board_model
    changes = {b.role: b.new_rating - b.rating for b in model.lines}
    assert round(changes["France"], 2) == 279.66
    assert round(changes["England"], 2) == -110.2
    assert "France: 1500 → 1780 (+280)" in whatif.summary.text()
    assert "+279,66" in whatif.explanation.toPlainText()


def test_whatif_diplomacy_board_cells_are_typed_in(qtbot, whatif):
    choose(qtbot, whatif.system, "Diplomacy")
    board = whatif.board
    index = whatif.board_model.index(1, whatif.board_model.CENTRES)  # France
    where = board.visualRect(index).center()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=where)  # a double click starts with a click
    qtbot.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: board.state() == QAbstractItemView.State.EditingState)
    editor = QApplication.focusWidget()
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, "18")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: whatif.board_model.line("France").centres == 18)  # the view commits a moment later
    click(qtbot, whatif.compute_button)
    assert "supply centres" in whatif.summary.text()  # 18 + the others' 25 is more than 34: refused


def test_whatif_french_ratings_must_be_multiples_of_ten(qtbot, whatif):
    choose(qtbot, whatif.system, "French")
    type_number(qtbot, whatif.rating, "1500")
    add_games(qtbot, whatif, [("1645", "Win")])
    click(qtbot, whatif.compute_button)
    assert "multiples of 10" in whatif.summary.text()
    assert whatif.output is None


def test_whatif_fills_in_a_club_player(qtbot, whatif, ctx):
    states = get_states(ctx.db, "frbe")
    pid, state = next((p, s) for p, s in states.items() if s.get("rating") and s.get("games", 0) >= 20)
    qtbot.waitUntil(lambda: whatif.club_player.findData(pid) >= 0)  # the club's players are read on a worker
    choose(qtbot, whatif.club_player, whatif.club_player.itemText(whatif.club_player.findData(pid)))
    qtbot.waitUntil(lambda: whatif.rating.value() == state["rating"])
    assert whatif.games.value() == state["games"]


def test_whatif_enter_in_the_opponent_adds_the_game_and_does_not_compute(qtbot, whatif):
    games = whatif.games_box
    type_number(qtbot, games.opponent, "1645")
    qtbot.keyClick(games.opponent.lineEdit(), Qt.Key.Key_Return)
    assert [game.opponent for game in games.model.games] == [1645]
    assert whatif.output is None and games.opponent.hasFocus()


def test_whatif_without_games_asks_for_one(qtbot, whatif):
    click(qtbot, whatif.compute_button)
    assert "Add at least one game" in whatif.summary.text()


# --- conversions ---------------------------------------------------------------------------------------


def test_conversions_follow_the_value_typed(qtbot, ctx):
    dialog = opened(qtbot, ConversionsDialog(ctx))
    type_number(qtbot, dialog.fields[INGO], "100")
    assert dialog.value(ELO) == 2042
    assert dialog.value(BCR) == 180.25
    assert dialog.value(CS) == 521
    assert dialog.value(BRIDIER) == pytest.approx(630.67)
    assert dialog.value(INGO) == 100  # the value typed is left as it is
    type_number(qtbot, dialog.fields[ELO], "2000")
    assert (dialog.value(INGO), dialog.value(BCR), dialog.value(CS)) == (105.25, 175, 500)


# --- blank sheets -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "sheets"), [("bataille", {"Manifestation", "Joueurs", "Parties"}),
                                              ("diplomacy", None)])
def test_template_writes_the_chosen_blank_sheet(qtbot, ctx, tmp_path, monkeypatch, kind, sheets):
    dialog = opened(qtbot, TemplateDialog(ctx))
    if kind == "diplomacy":
        click(qtbot, dialog.diplomacy)
    target = tmp_path / f"{kind}-sheet"
    monkeypatch.setattr(template_dialog, "save_path", lambda *args, **kw: (str(target), ""))
    with qtbot.waitSignal(dialog.saved, timeout=10_000):  # written on a worker
        click(qtbot, dialog.save_button)
    written = Path(f"{target}.xlsx")
    book = load_workbook(written)
    if sheets:
        assert sheets <= set(book.sheetnames)
    else:
        headers = [c.value for c in next(book.worksheets[0].iter_rows(max_row=1))]
        assert "Rôle" in headers and "Centres" in headers
    assert str(written) in dialog.written.text()


def test_template_refusal_to_write_is_reported(qtbot, ctx, tmp_path, monkeypatch):
    dialog = opened(qtbot, TemplateDialog(ctx))
    warnings = answer(monkeypatch)
    target = tmp_path / "missing-folder" / "sheet.xlsx"
    monkeypatch.setattr(template_dialog, "save_path", lambda *args, **kw: (str(target), ""))
    with qtbot.waitSignal(dialog.saved, timeout=10_000):
        click(qtbot, dialog.save_button)
    assert len(warnings) == 1 and dialog.written.text() == "" and dialog.save_button.isEnabled()


def test_template_dialog_loads_no_spreadsheet_writer_until_saved():
    """Opening the dialog imports neither writer (openpyxl costs a tenth of a second): the worker does."""
    code = ("import sys; from elodesk.ui.dialogs import template_dialog; "
            "print(any(m.startswith('openpyxl') or m.endswith('_spreadsheet') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- the Belgian 2024 uplift -------------------------------------------------------------------------------


def uplift(qtbot, ctx) -> UpliftDialog:
    """The dialog once its worker's preview is shown."""
    dialog = UpliftDialog(ctx)
    with qtbot.waitSignal(dialog.filled, timeout=10_000):
        opened(qtbot, dialog)
    return dialog


def test_uplift_opens_at_once_and_fills_from_its_worker(qtbot, ctx):
    dialog = UpliftDialog(ctx)
    qtbot.addWidget(dialog)
    assert dialog.reading.job is not None and dialog.model.rowCount() == 0 and not dialog.busy.isHidden()
    assert not dialog.apply_button.isEnabled()
    with qtbot.waitSignal(dialog.filled, timeout=10_000):
        dialog.show()
    assert dialog.reading.job is None and dialog.model.rowCount() > 0 and dialog.busy.isHidden()
    assert dialog.apply_button.isEnabled() and "2000" in dialog.summary.text()


def test_closing_the_uplift_stops_waiting_for_its_worker(qtbot, ctx):
    dialog = opened(qtbot, UpliftDialog(ctx))
    job = dialog.reading.job
    dialog.reject()
    assert dialog.reading.job is None and job.is_cancelled()
    QThreadPool.globalInstance().waitForDone(10_000)
    qtbot.wait(50)  # its signals are delivered
    assert dialog.model.rowCount() == 0  # its result is dropped


def test_uplift_previews_every_rating_below_2000(qtbot, ctx):
    dialog = uplift(qtbot, ctx)
    below = {pid: s["rating"] for pid, s in get_states(ctx.db, "frbe").items()
             if s.get("rating") is not None and s["rating"] < 2000}
    assert below, "the demo club has Belgian ratings below 2000"
    model = dialog.model
    assert model.rowCount() == len(below)
    for row in model.rows:
        assert row.old == below[row.player_id]
        assert row.new == int(row.old + (2000 - row.old) * 250 / 850 + 0.5)
    one = next(r for r in range(model.rowCount()) if model.rows[r].old == 1400)
    assert model.index(one, UpliftTableModel.NEW).data() == "1576"
    assert model.index(one, UpliftTableModel.CHANGE).data() == "+176"
    assert "250 / 850" in dialog.findChild(type(dialog.summary), "formula").text()
    assert not dialog.undo_button.isEnabled()


def test_uplift_apply_then_undo(qtbot, ctx, monkeypatch):
    warnings = answer(monkeypatch)
    dialog = uplift(qtbot, ctx)
    before = get_states(ctx.db, "frbe")
    with qtbot.waitSignal(ctx.data_changed) as changed, qtbot.waitSignal(dialog.filled, timeout=10_000):
        click(qtbot, dialog.apply_button)
    assert changed.args == [Change(What.RATINGS, system="frbe")]
    after = get_states(ctx.db, "frbe")
    raised = [pid for pid in before if before[pid].get("rating") is not None and before[pid]["rating"] < 2000]
    assert all(after[pid]["rating"] > before[pid]["rating"] for pid in raised)
    assert last_run(ctx.db, "frbe").kind == "uplift"
    assert dialog.undo_button.isEnabled() and "applied" in dialog.summary.text()

    click(qtbot, dialog.apply_button)  # a second time: the store refuses, with its own words
    qtbot.waitUntil(lambda: len(warnings) == 1, timeout=10_000)
    assert "déjà appliquée" in warnings[0]  # the window's language: French
    qtbot.waitUntil(lambda: dialog.undo_button.isEnabled(), timeout=10_000)  # the buttons as the club is

    with qtbot.waitSignal(ctx.data_changed), qtbot.waitSignal(dialog.filled, timeout=10_000):
        click(qtbot, dialog.undo_button)
    assert "restored" in dialog.summary.text()
    assert get_states(ctx.db, "frbe") == before
    assert last_run(ctx.db, "frbe").kind == "period"
    assert not dialog.undo_button.isEnabled()


def test_uplift_not_confirmed_changes_nothing(qtbot, ctx, monkeypatch):
    answer(monkeypatch, QMessageBox.StandardButton.No)
    dialog = uplift(qtbot, ctx)
    before = get_states(ctx.db, "frbe")
    click(qtbot, dialog.apply_button)
    assert get_states(ctx.db, "frbe") == before


# --- the rule pages -------------------------------------------------------------------------------------------

HEADINGS = {
    "fr": {"frbe": "Classement Elo belge (FRBE)", "frbe-classic": "le texte de Wavre",
           "ffe": "Classement Élo national français", "bataille-empire": "Bataille Empire : classement",
           "diplomacy": "Diplomatie : classement Elo multijoueur", "fide": "Départages du classement d'un tournoi"},
    "en": {"frbe": "Belgian Elo (FRBE)", "frbe-classic": "the Wavre text", "ffe": "French national Elo (FFE)",
           "bataille-empire": "Bataille Empire: Elo and grades", "diplomacy": "Diplomacy: multiplayer Elo",
           "fide": "Tie-breaks of the event standings"},
    "nl": {"frbe": "Belgische Elo (KBSB)", "frbe-classic": "de tekst van Waver", "ffe": "Franse nationale Elo (FFE)",
           "bataille-empire": "Bataille Empire: Elo en graden", "diplomacy": "Diplomacy: Elo voor meerdere spelers",
           "fide": "Tiebreaks van de eindstand van een toernooi"},
}


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_help_shows_each_systems_page(qtbot, ctx, lang):
    ctx.lang = lang
    dialog = opened(qtbot, HelpDialog(ctx))
    systems = dialog.systems
    for row, system in enumerate(CLUB_SYSTEMS):
        item = systems.item(row)
        qtbot.mouseClick(systems.viewport(), Qt.MouseButton.LeftButton, pos=systems.visualItemRect(item).center())
        assert dialog.browser.source().toLocalFile() == str(help_page(lang, system))
        text = dialog.browser.toPlainText()
        assert HEADINGS[lang][system] in text
        assert len(text) > 2500, "a whole page, not a stub"


def test_help_pages_show_the_tables_and_examples(qtbot, ctx):
    dialog = opened(qtbot, HelpDialog(ctx))
    dialog.show_system("frbe")
    text = dialog.browser.toPlainText()
    for expected in ("677", "0,92", "1797", "1451", "1883", "1685", "1976", "250 ÷ 850"):
        assert expected in text
    dialog.show_system("bataille-empire")
    text = dialog.browser.toPlainText()
    for expected in ("Maréchal d'Empire", "−43", "+47", "1300"):
        assert expected in text


def test_help_follows_a_link_to_another_system(qtbot, ctx):
    dialog = opened(qtbot, HelpDialog(ctx))
    dialog.browser.setSource(dialog.browser.source().resolved("frbe-classic.html"))
    assert dialog.systems.currentRow() == list(CLUB_SYSTEMS).index("frbe-classic")


def test_help_in_dutch_has_its_own_pages(qtbot, ctx):
    ctx.lang = "nl"
    dialog = opened(qtbot, HelpDialog(ctx))
    assert dialog.browser.source().toLocalFile() == str(help_page("nl", "frbe"))
    text = dialog.browser.toPlainText()
    for expected in ("Belgische Elo (KBSB)", "0,92", "1797", "1451", "1883", "1685", "1976", "250 ÷ 850"):
        assert expected in text
    dialog.show_system("bataille-empire")
    assert "Maarschalk van het Keizerrijk" in dialog.browser.toPlainText()


def test_help_in_a_language_elodesk_does_not_speak_falls_back_to_french(qtbot, ctx):
    ctx.lang = "de"
    dialog = opened(qtbot, HelpDialog(ctx))
    assert dialog.browser.source().toLocalFile() == str(help_page("fr", "frbe"))


def test_every_help_page_exists_in_both_languages():
    for lang in ("fr", "en"):
        for system in CLUB_SYSTEMS:
            page = help_page(lang, system)
            assert page.is_file(), page
            assert "{TABLE" not in page.read_text(encoding="utf-8")
