"""FIDE in the window: the Ratings page's list choice and monthly period, its preview with the list
each event goes on (7.1.3) and the explanation naming opponents, apply and undo of one list; the import dialog
says why a German tournament goes to FIDE."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QMessageBox

from elodesk.formats import trf
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.store.ratings import get_states
from elodesk.ui.dialogs.import_dialog import ImportDialog
from elodesk.ui.models.preview_model import NAME, ROW_ROLE
from elodesk.ui.views.ratings_view import RatingsView
from tests.ui.test_ratings_view import written

TIMEOUT = 20_000


def fide_june(ctx, qtbot) -> RatingsView:
    """The June standard period: the July list, which the Aachener Open (ended 30 May) goes on (7.1.3)."""
    view = RatingsView(ctx)
    qtbot.addWidget(view)
    view.resize(1300, 760)
    view.show()
    view.system.setCurrentIndex(view.system.findData("fide"))
    assert view.rate.isVisible() and view.start.date() == QDate(2025, 6, 1)  # the month of the last FIDE game
    view.rate.setCurrentIndex(view.rate.findData("standard"))
    view.start.setDate(QDate(2025, 6, 1))
    view.end.setDate(QDate(2025, 6, 30))
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0 and view.preview_button.isEnabled(), timeout=TIMEOUT)
    return view


def test_a_fide_month_previews_with_its_closing_note_and_named_opponents(ctx, qtbot):
    view = fide_june(ctx, qtbot)
    assert ("Aachener Open : Calculé sur la liste du 01/07/2025 : terminé le 30/05/2025, au moins 3 jours avant "
            "(7.1.3).") in view.summary.text()
    row = next(r for r in range(view.model.rowCount())
               if view.model.data(view.model.index(r, NAME), ROW_ROLE).status == "rated")
    view.table.selectRow(row)
    text = view.explanation.toPlainText()
    assert "table 8.1.2" in text and "8.3.4" in text
    opponents = {r["opponent"] for r in view.model.data(view.model.index(row, NAME), ROW_ROLE).explanation()
                 if "opponent" in r}
    assert opponents and all(view.model.names[o] in text for o in opponents)


def test_apply_then_undo_a_fide_list_through_the_buttons(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    before = get_states(ctx.db, "fide")
    view = fide_june(ctx, qtbot)
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert "Applied as run" in view.summary.text()
    changed = get_states(ctx.db, "fide")
    moved = [pid for pid in before if changed[pid].get("standard") != before[pid].get("standard")]
    assert moved and all(changed[pid].get("rapid") == before[pid].get("rapid") for pid in moved)
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert get_states(ctx.db, "fide") == before


def test_undo_asks_knowing_a_record_changed_since_and_leaves_it(ctx, qtbot, monkeypatch):
    from elodesk.store.db import write
    from elodesk.store.ratings import set_state

    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.Yes)
    before = get_states(ctx.db, "fide")
    view = fide_june(ctx, qtbot)
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    after = get_states(ctx.db, "fide")
    edited = next(pid for pid in after if after[pid] != before[pid])
    with write(ctx.db, "a list imported after the run"):
        set_state(ctx.db, "fide", edited, {**after[edited], "standard": {**after[edited]["standard"], "rating": 2001}})
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    kept = "Players whose record changed since this run (a list imported, a record edited) keep it as it is: 1."
    assert kept in asked[-1] and kept in view.summary.text()
    now = get_states(ctx.db, "fide")
    assert now[edited]["standard"]["rating"] == 2001
    assert all(now[pid] == before[pid] for pid in before if pid != edited)


def test_the_import_preview_says_a_german_tournament_goes_to_fide(ctx, qtbot, tmp_path: Path):
    day = QDate(2025, 8, 2).toPython()
    path = trf.write_fide(EventRecord(
        name="Dortmund", format="trf", federation="GER", start=day, end=day, rate="standard",
        players=[PlayerRecord(ref="1", name="Eins, Anna", fide_id="4700001", ratings={"fide": 2000}),
                 PlayerRecord(ref="2", name="Zwei, Bernd", fide_id="4700002", ratings={"fide": 1900})],
        games=[ChessGameRecord(1, "1", "2", "1-0", day)]), tmp_path / "dortmund.trf")
    dialog = ImportDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.path, str(path))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        qtbot.mouseClick(dialog.preview_button, Qt.MouseButton.LeftButton)
    assert preview.args[0].system == "fide"
    shown = " ".join(dialog.summary_form.itemAt(i).widget().text() for i in range(dialog.summary_form.count())
                     if dialog.summary_form.itemAt(i).widget() is not None)
    assert "FIDE rating — the tournament's federation is GER, neither Belgium nor France" in shown
    dialog.system.setCurrentIndex(dialog.system.findData("frbe"))  # the officer changes it
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        qtbot.mouseClick(dialog.preview_button, Qt.MouseButton.LeftButton)
    assert preview.args[0].system == "frbe" and preview.args[0].system_reason == "chosen"


def test_the_fide_2024_increase_raises_one_list_and_undoes(ctx, qtbot, monkeypatch):
    from elodesk.store.runs import last_run
    from elodesk.ui.dialogs.fide_increase_dialog import FideIncreaseDialog

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    before = get_states(ctx.db, "fide")
    dialog = FideIncreaseDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.filled, timeout=10_000):  # the preview is computed on a worker
        dialog.rate.setCurrentIndex(dialog.rate.findData("rapid"))
    below = {pid for pid, s in before.items() if (s.get("rapid") or {}).get("rating", 2000) < 2000}
    assert {row.player_id for row in dialog.model.rows} == below and below
    row = dialog.model.rows[0]
    assert row.new == round(row.old + 0.4 * (2000 - row.old))
    with qtbot.waitSignal(dialog.filled, timeout=10_000):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    after = get_states(ctx.db, "fide")
    assert all(after[pid]["rapid"]["rating"] > before[pid]["rapid"]["rating"] for pid in below)
    assert all(after[pid].get("standard") == before[pid].get("standard") for pid in below)
    assert last_run(ctx.db, "fide").rate == "rapid" and dialog.undo_button.isEnabled()
    with qtbot.waitSignal(dialog.filled, timeout=10_000):
        dialog.rate.setCurrentIndex(dialog.rate.findData("standard"))
    assert not dialog.undo_button.isEnabled()  # the last FIDE run raised the rapid list, not this one
    with qtbot.waitSignal(dialog.filled, timeout=10_000):
        dialog.rate.setCurrentIndex(dialog.rate.findData("rapid"))
    with qtbot.waitSignal(dialog.filled, timeout=10_000):  # written on a worker, then previewed again
        qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert get_states(ctx.db, "fide") == before


def test_the_players_page_shows_each_fide_list(ctx):
    from elodesk.ui.models.players_model import PlayersTableModel as M

    model = M()
    model.load(ctx.db)
    states = get_states(ctx.db, "fide")
    for column, rate in ((M.FIDE_STANDARD, "standard"), (M.FIDE_RAPID, "rapid"), (M.FIDE_BLITZ, "blitz")):
        shown = {model.data(model.index(r, M.ID), M.ID_ROLE): model.data(model.index(r, column), M.SORT_ROLE)
                 for r in range(model.rowCount())}
        assert {pid: v for pid, v in shown.items() if v is not None} == {
            pid: s[rate]["rating"] for pid, s in states.items() if (s.get(rate) or {}).get("rating") is not None}


def test_the_sheets_page_previews_an_events_fide_report(ctx, qtbot):
    from elodesk.ui.views.sheets_view import SheetsView

    page = SheetsView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    with qtbot.waitSignal(page.preview_ready, timeout=TIMEOUT):
        page.show()
    aachen = ctx.db.execute("SELECT id FROM events WHERE name = 'Aachener Open'").fetchone()[0]
    with qtbot.waitSignal(page.preview_ready, timeout=TIMEOUT):
        page.select("fide-report", event_id=aachen)
    assert page.event_box.isVisible() and not page.system_box.isVisible()
    assert page.document is not None and page.document.title == "Rapport de classement FIDE — Aachener Open"
    assert page.preview.pageCount() > 1


def test_the_events_page_chooses_an_events_tiebreaks(ctx, qtbot, monkeypatch):
    from elodesk.store.event_tiebreaks import event_tiebreaks
    from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog
    from elodesk.ui.views.events_view import EventsView

    view = EventsView(ctx)
    qtbot.addWidget(view)
    view.show()
    view.select_event(1)  # the demo's Swiss championship
    assert view.games.tiebreaks_button.isVisible()
    assert view.games.chess.standings_model.tiebreaks == ["BH-C1", "BH", "DE", "WIN", "BPG"]  # the usual ones

    def choose(dialog: TiebreaksDialog) -> int:
        for row in range(dialog.list.count()):
            item = dialog.list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) in ("SB", "PS"):
                item.setCheckState(Qt.CheckState.Checked)
        def row(name: str) -> int:
            return next(r for r in range(dialog.list.count()) if dialog.list.item(r).data(Qt.ItemDataRole.UserRole)
                        == name)

        dialog.list.setCurrentRow(row("PS"))
        while row("PS") > row("SB"):  # moved up, PS comes before SB
            dialog._move(-1)
        dialog.save()
        return 1

    monkeypatch.setattr(TiebreaksDialog, "exec", choose)
    qtbot.mouseClick(view.games.tiebreaks_button, Qt.MouseButton.LeftButton)
    assert event_tiebreaks(ctx.db, 1) == ("PS", "SB")
    assert view.games.chess.standings_model.tiebreaks == ["PS", "SB"]
    assert view.games.chess.standings_model.headers()[-2:] == ["PS", "SB"]


def test_the_tiebreaks_dialog_shows_and_chooses_the_edition(ctx, qtbot):
    from elodesk.store.event_edits import event_fields
    from elodesk.store.event_tiebreaks import event_edition
    from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog

    dated = "2023" if (event_fields(ctx.db, 1).start or "9") < "2026-03-01" else "2026"
    dialog = TiebreaksDialog(ctx, 1)
    qtbot.addWidget(dialog)
    assert dialog.edition.currentIndex() == 0 and dialog.chosen_edition() is None
    assert f"({dated} " in dialog.edition.currentText()  # the start date's edition, named
    dialog.edition.setCurrentIndex(dialog.edition.findData("2026"))
    assert not dialog.note.isHidden() and "Buchholz" in dialog.note.text()
    dialog.save()
    assert event_edition(ctx.db, 1) == "2026"
    again = TiebreaksDialog(ctx, 1)
    qtbot.addWidget(again)
    assert again.chosen_edition() == "2026"
    again.edition.setCurrentIndex(again.edition.findData("2023"))
    assert again.note.isHidden()
    again.edition.setCurrentIndex(0)
    again.save()
    assert event_edition(ctx.db, 1) is None


def test_standings_after_a_round_cap_the_dummy_opponent_at_the_rounds_so_far(ctx, qtbot):
    """FIDE's exercise Swiss under the 2026 edition: after round 2, player 4 (a win over 12, then a half-point
    bye) meets a dummy opponent capped at ½ × 2 = 1 (16.4.2), not at ½ × 5: BH 1 + 1 = 2."""
    from pathlib import Path

    from elodesk.store.event_tiebreaks import set_event_tiebreaks
    from elodesk.store.importer import import_file
    from elodesk.ui.views.events_view import EventsView

    swiss = Path(__file__).parent.parent / "data" / "tiebreaks" / "held_swiss_5.trf"
    event = import_file(ctx.db, swiss, system="fide").event_id
    set_event_tiebreaks(ctx.db, event, ("BH",), "2026")
    four = ctx.db.execute("SELECT player_id FROM event_players WHERE event_id = ? AND ref = '4'", [event]).fetchone()[0]
    view = EventsView(ctx)
    qtbot.addWidget(view)
    view.show()
    view.select_event(event)
    combo = view.games.round_combo
    combo.setCurrentIndex(combo.findData(2))
    model = view.games.chess.standings_model
    [row] = [r for r in model.rows if r.player_id == four]
    assert (row.points, row.tiebreaks["BH"]) == (1.5, 2)
    combo.setCurrentIndex(combo.findData(5))
    [row] = [r for r in model.rows if r.player_id == four]
    assert row.tiebreaks["BH"] == 14  # the whole event: exercise 4 under the 2026 edition


def test_the_standings_say_when_the_2026_edition_leaves_buchholz_out(ctx, qtbot):
    from pathlib import Path

    from elodesk.store.event_tiebreaks import set_event_tiebreaks
    from elodesk.store.importer import import_file
    from elodesk.ui.context import Change, What
    from elodesk.ui.views.events_view import EventsView

    robin = Path(__file__).parent.parent / "data" / "tiebreaks" / "held_round_robin.trf"
    event = import_file(ctx.db, robin, system="fide").event_id
    set_event_tiebreaks(ctx.db, event, ("BH", "SB"), "2026")
    view = EventsView(ctx)
    qtbot.addWidget(view)
    view.show()
    view.select_event(event)
    view.games.round_combo.setCurrentIndex(0)  # the whole event
    assert view.games.chess.standings_model.tiebreaks == ["SB"]
    assert "(BH left out: the 2026 edition allows no Buchholz in a round robin)" in view.games.standings_title.text()
    set_event_tiebreaks(ctx.db, event, ("BH", "SB"), "2023")
    ctx.notify(Change.of_events(What.EVENTS, [event]))  # as the tie-break dialog does
    assert view.games.chess.standings_model.tiebreaks == ["BH", "SB"]
    assert "left out" not in view.games.standings_title.text()


def test_the_tiebreaks_descriptions_wrap_within_the_dialog(ctx, qtbot):
    from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog

    dialog = TiebreaksDialog(ctx, 1)
    qtbot.addWidget(dialog)
    dialog.resize(700, 460)
    dialog.show()
    qtbot.waitExposed(dialog)
    width = dialog.list.viewport().width()
    assert dialog.list.horizontalScrollBar().maximum() == 0  # nothing runs off the right edge
    assert all(dialog.list.visualItemRect(dialog.list.item(row)).right() <= width
               for row in range(dialog.list.count()))
