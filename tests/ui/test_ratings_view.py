"""The Ratings page: preview, explanation, apply and undo, driven through its widgets."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import QDateTimeEdit, QMessageBox

from elodesk.reports.numbers import short_date
from elodesk.store.ratings import get_states
from elodesk.store.run_preview import PreviewRow
from elodesk.ui.models.preview_model import CHANGE, GAMES, NAME, NEW, OLD, ROW_ROLE
from elodesk.ui.views.ratings_view import RatingsView


def make_view(ctx, qtbot) -> RatingsView:
    view = RatingsView(ctx)
    qtbot.addWidget(view)
    view.resize(1300, 760)
    view.show()
    return view


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def preview_period(view, qtbot, system="frbe", start=(2025, 7, 1), end=(2025, 12, 31)) -> None:
    choose(view.system, system)
    choose(view.mode, "period")
    view.start.setDate(QDate(*start))
    view.end.setDate(QDate(*end))
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0 and view.preview_button.isEnabled(), timeout=10_000)


def preview_lille(ctx, qtbot) -> RatingsView:
    """The page showing the FFE's preview of the demo's Open de Lille, an event."""
    view = make_view(ctx, qtbot)
    choose(view.system, "ffe")
    choose(view.mode, "event")
    choose(view.event_box, 3)
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0 and view.preview_button.isEnabled(), timeout=10_000)
    return view


def written(view, qtbot) -> None:
    """Apply or Undo ended: they write on a worker, the page taking no input meanwhile. Waited for as the
    page is told (its summary then says what was written), not after: a period's preview follows."""
    while (job := view.writing.job) is not None:  # Undo reads first, asks, then writes: a job each
        assert job.wait(20)  # ended: its answer is posted, and delivered here, before any preview it starts
        while view.writing.job is job:
            QCoreApplication.processEvents()
    assert view.isEnabled()


def click_row(view, qtbot, row: int) -> PreviewRow:
    index = view.model.index(row, NAME)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.visualRect(index).center())
    return view.model.data(index, ROW_ROLE)


def test_preview_of_a_belgian_period_explains_each_player(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    assert "Nothing is written until you apply" in view.summary.text()
    row = next(r for r in range(view.model.rowCount())
               if view.model.data(view.model.index(r, NAME), ROW_ROLE).status == "rated")
    player = click_row(view, qtbot, row)
    html = view.explanation.toPlainText()
    assert view.model.names[player.id] in html
    # the rules line is the club's language (French), as the sentences below it
    assert "édition 2015, choisie d'après la date de fin de la période (31/12/2025) ; plancher 1400" in html
    assert "Formule II" in html and "Expected" in html
    # the table shows the change with its sign, coloured by direction
    change = view.model.data(view.model.index(row, CHANGE))
    assert change == (f"+{player.change}" if player.change > 0 else str(player.change))


def test_an_events_preview_names_the_date_that_chose_the_belgian_edition(ctx, qtbot):
    from elodesk.store.events import list_events

    autumn = next(e for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    view = make_view(ctx, qtbot)
    choose(view.system, "frbe")
    view.select_event(autumn.id)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0 and view.preview_button.isEnabled(), timeout=10_000)
    row = next(r for r in range(view.model.rowCount())
               if view.model.data(view.model.index(r, NAME), ROW_ROLE).status == "rated")
    click_row(view, qtbot, row)
    html = view.explanation.toPlainText()
    assert f"choisie d'après la date de fin de la période ({short_date(autumn.end)}) ; plancher" in html
    assert "()" not in html


def test_the_compatibility_rule_is_shown_with_its_numbers(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "ffe")
    choose(view.mode, "event")
    choose(view.event_box, 3)  # the demo's Open de Lille
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    rows = [r for r in range(view.model.rowCount())
            if any(x.get("reason") == "incompatible"
                   for x in view.model.data(view.model.index(r, NAME), ROW_ROLE).explanation())]
    assert rows
    click_row(view, qtbot, rows[0])
    text = view.explanation.toPlainText()
    assert "règle des 350 points" in text and "écart" in text


def test_the_ffe_explanation_has_its_own_columns_and_states_the_rounding(ctx, qtbot):
    """The FFE's games table: the opponent's value, its difference from the player's, compatible or not,
    the score; not the Belgian Expected, K and Contribution. The rounding to the ten is a line of its own."""
    from elodesk.reports.numbers import format_number, signed

    view = preview_lille(ctx, qtbot)
    row = next(r for r in range(view.model.rowCount())
               if any(x["kind"] in ("ffe_brake", "ffe_barycentre")
                      for x in view.model.data(view.model.index(r, NAME), ROW_ROLE).explanation()))
    player = click_row(view, qtbot, row)
    text = view.explanation.toPlainText()
    for title in ("Opponent's value", "Difference", "Compatible?", "Score"):
        assert title in text
    assert "Expected" not in text and "Contribution" not in text and "\nK\n" not in text
    game = next(x for x in player.explanation() if x["kind"] == "ffe_game" and not x["estimated"])
    assert signed(game["opponent_rating"] - player.old_rating, "fr") in text
    step = next(x for x in player.explanation() if x["kind"] in ("ffe_brake", "ffe_barycentre"))
    line = f"Arrondi à la dizaine (un 5 arrondit vers le haut) : {format_number(step['raw'], 'fr')} → {step['rating']}."
    assert line in text.splitlines()


def test_apply_then_undo_through_the_buttons(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    before = get_states(ctx.db, "frbe")
    expected = {int(p.id): p.rating for p in view.output.players if p.rating is not None}
    with qtbot.waitSignal(ctx.data_changed):
        qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    after = get_states(ctx.db, "frbe")
    assert {pid: s["rating"] for pid, s in after.items() if s.get("rating") is not None} == expected
    assert "Applied as run" in view.summary.text()
    with qtbot.waitSignal(ctx.data_changed):
        qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert get_states(ctx.db, "frbe") == before


def test_an_applied_period_cannot_be_applied_again(ctx, qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot, start=(2025, 1, 1), end=(2025, 6, 30))  # the demo applied this one
    assert not view.apply_button.isEnabled()
    assert "— run 1: " in view.summary.text() and "Undo that run to apply again." in view.summary.text()
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert asked == []  # no question asked, then refused: the button does nothing


def figures(view) -> dict[str, tuple]:
    """Each player's row as the list shows it, and his explanation."""
    return {row.id: (row.old_rating, row.rating, row.change, row.status, row.period_games, row.explanation())
            for row in (view.model.data(view.model.index(r, NAME), ROW_ROLE) for r in range(view.model.rowCount()))}


def test_after_apply_the_list_shows_the_applied_run_not_a_new_preview(ctx, qtbot, monkeypatch):
    """An FFE event previewed, applied through the button: the list keeps the figures that were applied
    (a preview computed again would rate the event over its own new ratings) and says it is applied."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = preview_lille(ctx, qtbot)
    previewed = figures(view)
    assert any(old is not None and new != old for old, new, *_ in previewed.values())
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    qtbot.waitUntil(lambda: view.applied is not None and view.preview_button.isEnabled(), timeout=10_000)
    assert figures(view) == previewed
    today = short_date(datetime.now(UTC).date())
    assert view.summary.text().startswith(f"Applied on {today} — run {view.applied.id}: ")
    assert not view.apply_button.isEnabled() and view.undo_button.isEnabled()
    # chosen again later, the event shows the same applied figures
    choose(view.event_box, 1)
    choose(view.event_box, 3)
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.applied is not None and view.preview_button.isEnabled(), timeout=10_000)
    assert figures(view) == previewed
    # undone, it is a preview again, and Apply is offered at once
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert view.apply_button.isEnabled()
    qtbot.waitUntil(lambda: "Nothing is written until you apply" in view.summary.text(), timeout=10_000)
    assert view.applied is None and view.apply_button.isEnabled()


def test_applying_disables_apply_and_undo_enables_it_again(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    assert view.apply_button.isEnabled()
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert not view.apply_button.isEnabled()
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    assert view.apply_button.isEnabled()


def test_apply_and_undo_count_the_same_players_the_same_way(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    moved = sum(1 for r in range(view.model.rowCount()) if changes_shown(view, r))
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    applied = view.summary.text()
    run = int(applied.split("run ")[1].split(":")[0])
    assert applied.startswith(f"Applied as run {run}: {moved} players' ratings changed.")
    qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    written(view, qtbot)
    undone = view.summary.text()
    assert undone.startswith(f"Run {run} undone: {moved} players' ratings restored.")
    # the records written and restored are counted alike too, when there are more of them
    assert applied.split(".")[-2].replace("written", "restored") == undone.split(".")[-2]


def test_bataille_empire_event_preview_shows_grades(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "bataille-empire")
    assert [view.mode.itemData(i) for i in range(view.mode.count())] == ["event", "inactivity"]
    view.event_box.setCurrentIndex(0)
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    assert view.model.columnCount() == 7
    grades = {view.model.data(view.model.index(r, 6)) for r in range(view.model.rowCount())}
    assert grades & {"Colonel", "Major", "Brigadier General"}  # no translator: the English names
    view.model.sort(6, Qt.SortOrder.AscendingOrder)  # by the level, not by the name
    levels = [player.rating for player in view.model.players]
    assert levels == sorted(levels) and len(set(grades)) > 1


def changes_shown(view, row) -> bool:
    """Whether the row shows a new published rating (a change or a first rating; a provisional
    value is shown apart)."""
    old, new = (view.model.data(view.model.index(row, c)) for c in (OLD, NEW))
    return old != new and view.model.data(view.model.index(row, NAME), ROW_ROLE).status != "provisional"


def test_the_page_opens_on_the_latest_period_that_has_games(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "frbe")  # the demo's last Belgian game: 2025-10-31
    assert (view.start.date(), view.end.date()) == (QDate(2025, 7, 1), QDate(2025, 12, 31))
    choose(view.system, "ffe")  # the last French game: 2025-03-22, in the January-April period
    assert (view.start.date(), view.end.date()) == (QDate(2025, 1, 1), QDate(2025, 4, 30))


def test_changing_a_date_clears_the_preview_until_preview_is_pressed(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    view.start.setFocus()
    view.start.setCurrentSection(QDateTimeEdit.Section.YearSection)
    qtbot.keyClick(view.start, Qt.Key.Key_Down)  # a year earlier: another period
    assert view.start.date() == QDate(2024, 7, 1)
    assert view.model.rowCount() == 0 and view.explanation.toPlainText() == ""
    assert not view.apply_button.isEnabled()
    assert view.summary.text().startswith("Press Preview to compute the period")
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.preview_button.isEnabled() and "change" in view.summary.text(), timeout=10_000)


def test_the_summary_counts_the_rows_that_change(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    shown = sum(1 for r in range(view.model.rowCount()) if changes_shown(view, r))
    assert 0 < shown < view.model.rowCount()
    provisional = sum(1 for r in range(view.model.rowCount())
                      if view.model.data(view.model.index(r, NAME), ROW_ROLE).status == "provisional")
    assert view.summary.text().startswith(f"{shown} of {view.model.rowCount()} players' ratings change. "
                                          f"Provisional ratings (not published): {provisional}.")


def test_the_games_column_counts_the_games_of_the_period(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    for r in range(view.model.rowCount()):
        player = view.model.data(view.model.index(r, NAME), ROW_ROLE)
        played = sum(1 for x in player.explanation() if x["kind"] in ("game", "archive_game", "left_out"))
        assert view.model.data(view.model.index(r, GAMES)) == str(played)
        if player.career_games:
            assert str(player.career_games) in view.model.data(view.model.index(r, GAMES), Qt.ItemDataRole.ToolTipRole)


def player_row(view, pid: str) -> int:
    return next(r for r in range(view.model.rowCount())
                if view.model.data(view.model.index(r, NAME), ROW_ROLE).id == pid)


def test_the_explanation_says_why_k_changed_within_the_period(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    click_row(view, qtbot, player_row(view, "33"))  # the demo's player past his 100th game in October
    text = view.explanation.toPlainText()
    assert "99e à 105e parties de carrière : K 32 jusqu'à la 100e, puis K 24 à partir de la 101e" in text
    # the games table has a column of career ranks beside K: 100e at K 32, 101e at K 24
    html = view.explanation.toHtml()
    assert "Career game" in text and "partie n°" not in text and "game no." not in text
    assert re.search(r">32<.*?>100e<.*?>24<.*?>101e<", html, re.S)


def test_the_explanation_lists_the_games_in_date_order(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    for pid in ("4", "30"):  # a rated player and a newcomer, each with a game left out
        click_row(view, qtbot, player_row(view, pid))
        html = view.explanation.toHtml()
        # dates as the club's language (French) writes them: 04/10/2025
        days = [datetime.strptime(day, "%d/%m/%Y") for day in re.findall(r">(\d\d/\d\d/20\d\d)<", html)]
        assert len(days) > 3 and days == sorted(days), pid


def test_a_provisional_player_is_told_one_story(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    click_row(view, qtbot, player_row(view, "30"))
    text = view.explanation.toPlainText()
    assert "Still unrated; provisional rating 1436 (not published)" in text
    assert "Archives conservées pour la période suivante : 12 parties" in text
    assert "Toujours non classé" not in text


def test_a_period_cannot_end_before_it_starts(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "frbe")
    view.end.setDate(QDate(2025, 1, 1))
    assert view.end.date() == QDate(2025, 7, 1)


def test_at_the_default_size_no_column_is_cut_and_the_explanation_does_not_scroll(ctx, qtbot):
    view = make_view(ctx, qtbot)
    view.resize(1030, 700)  # the page in the window's default size, beside the navigation
    preview_period(view, qtbot)
    header, viewport = view.table.horizontalHeader(), view.table.viewport().width()
    for column in range(view.model.columnCount()):
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= viewport, column
        assert header.sectionSize(column) >= view.table.sizeHintForColumn(column) or column == NAME
    click_row(view, qtbot, player_row(view, "33"))
    qtbot.waitUntil(lambda: "Formule II" in view.explanation.toPlainText())
    assert view.explanation.horizontalScrollBar().maximum() == 0
    # widening the list leaves the explanation the room its games table needs
    view.split.setSizes([900, 130])
    assert view.explanation.width() >= view.explanation.minimumWidth()
    assert view.explanation.horizontalScrollBar().maximum() == 0


def test_typing_a_name_finds_the_player_and_enter_the_next_one(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    qtbot.keyClicks(view.find, "dubois")
    first = view.table.currentIndex().row()
    assert view.model.data(view.model.index(first, NAME)).startswith("Dubois, ")
    assert view.explanation.toPlainText().startswith(view.model.data(view.model.index(first, NAME)))
    qtbot.keyClick(view.find, Qt.Key.Key_Return)
    second = view.table.currentIndex().row()
    assert second > first and view.model.data(view.model.index(second, NAME)).startswith("Dubois, ")


def test_a_dutch_window_explains_in_dutch(ctx, qtbot):
    ctx.lang = "nl"
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    click_row(view, qtbot, player_row(view, "33"))
    text = view.explanation.toPlainText()
    assert "Zijn partijen van deze periode zijn zijn 99e tot 105e partij van de loopbaan: K 32 tot de 100e, " \
           "daarna K 24 vanaf de 101e" in text
    assert "Formule II: " in text and "punten voor" in text and "Formule II :" not in text


def test_an_export_the_folder_refuses_is_said_not_an_internal_error(ctx, qtbot, monkeypatch, tmp_path):
    from elodesk.ui.views import ratings_actions

    view = make_view(ctx, qtbot)
    choose(view.system, "frbe")
    view.select_event(4)  # the demo's "Tournoi d'automne"
    gone = tmp_path / "gone" / "automne.trf"
    monkeypatch.setattr(ratings_actions, "save_path", lambda *args: (str(gone), "Belgian submission file (*.trf)"))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    view.export_for_submission()
    assert len(told) == 1 and told[0].endswith(":\nNo such file or directory")
    assert not gone.parent.exists()


def export_as_proposed(view, qtbot, monkeypatch, tmp_path, system: str, event_id: int) -> tuple[list[str], bytes]:
    """Export the event under ``system`` through the page, taking the file the dialog proposes first."""
    from elodesk.ui.views import ratings_actions

    asked: list[str] = []

    def save(parent, caption, suggested, filters):
        asked.extend(filters.split(";;"))
        return str(tmp_path / f"{system}.trf"), asked[0]

    monkeypatch.setattr(ratings_actions, "save_path", save)
    choose(view.system, system)
    view.select_event(event_id)
    qtbot.waitUntil(lambda: view.preview_button.isEnabled(), timeout=10_000)
    view.export_for_submission()
    return asked, (tmp_path / f"{system}.trf").read_bytes()


def test_export_proposes_the_file_of_the_system_being_rated(ctx, qtbot, monkeypatch, tmp_path):
    from pathlib import Path

    from elodesk.store.importer import import_file

    papi = Path(__file__).resolve().parents[1] / "formats" / "fixtures" / "small.papi"
    event_id = import_file(ctx.db, papi).event_id  # French, rated by the FFE and FIDE
    view = make_view(ctx, qtbot)
    asked, written = export_as_proposed(view, qtbot, monkeypatch, tmp_path, "fide", event_id)
    assert asked[0] == "FIDE tournament report, TRF-16 (*.trf)"
    assert written.startswith(b"012 ") and b"\r\n001 " in written
    asked, written = export_as_proposed(view, qtbot, monkeypatch, tmp_path, "ffe", event_id)
    assert asked[0] == "FIDE tournament report, TRF-16 (*.trf)"
    assert "Belgian submission file (*.trf)" not in asked  # never the Belgian file for a French event
    assert b"\r\nFRA " in written and b"00A" not in written
    from elodesk.store.events import list_events

    autumn = next(e for e in list_events(ctx.db) if e.name == "Tournoi d'automne")  # Belgian
    asked, written = export_as_proposed(view, qtbot, monkeypatch, tmp_path, "frbe", autumn.id)
    assert asked[0] == "Belgian submission file (*.trf)" and written.startswith(b"00A ")
