"""The whole window: navigation, the arbiter's result flowing into the ratings preview,
language switch, screenshots."""

from __future__ import annotations

from PySide6.QtCore import Qt

from elodesk.store.db import database_counts
from elodesk.store.events import list_events
from elodesk.store.run_preview import PreviewRow
from elodesk.ui.main_window import PAGES
from elodesk.ui.models.chess_pairings_model import PA_RESULT
from elodesk.ui.models.preview_model import NAME
from elodesk.ui.models.preview_model import ROW_ROLE as PREVIEW_ROW
from elodesk.ui.models.rows_model import ROW_ROLE


def nav_titles(window) -> list[str]:
    return [window.nav.item(i).text() for i in range(window.nav.count())]


def test_the_window_opens_in_french_on_every_page(window, ctx, qtbot):
    qtbot.waitUntil(lambda: "players" in window.pages)  # built once the window's frame is painted
    assert nav_titles(window) == ["Joueurs", "Événements", "Classements", "Historique", "Feuilles"]
    assert [a.text() for a in window.menuBar().actions()] == ["&Fichier", "É&dition", "&Outils", "A&ller", "&Aide"]
    assert f"{database_counts(ctx.db)[0]} joueurs" in window.status_counts.text()
    for row, (key, _) in enumerate(PAGES):
        window.nav.setCurrentRow(row)
        assert window.stack.currentWidget() is window.page(key)
        assert window.page(key).isVisible()


def test_the_window_opens_with_the_players_page_alone_built(window, qtbot):
    # the other pages read what they show when built (seconds on a federation's database);
    # the first is built once the window has painted its frame
    assert window.pages == {}
    qtbot.waitUntil(lambda: "players" in window.pages)
    assert set(window.pages) == {"players"}
    assert [type(window.stack.widget(i)).__name__ for i in range(1, len(PAGES))] == ["QWidget"] * (len(PAGES) - 1)
    window.show_page("history")
    assert set(window.pages) == {"players", "history"}


def test_switching_language_rebuilds_the_window_in_english(window):
    window.set_language("en")
    assert nav_titles(window) == ["Players", "Events", "Ratings", "History", "Sheets"]
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Edit", "&Tools", "&Go", "&Help"]
    window.set_language("fr")
    assert nav_titles(window)[0] == "Joueurs"


def test_a_result_typed_on_the_events_page_changes_standings_and_the_event_preview(window, qtbot, ctx):
    autumn = next(e.id for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    ratings = window.page("ratings")
    window.show_page("ratings")
    ratings.system.setCurrentIndex(ratings.system.findData("frbe"))
    ratings.select_event(autumn)
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0)

    def preview_of(pid: int) -> PreviewRow:
        rows = [ratings.model.index(r, NAME).data(PREVIEW_ROW) for r in range(ratings.model.rowCount())]
        return next(p for p in rows if p.id == str(pid))

    events = window.show_page("events")
    events.select_event(autumn)
    qtbot.waitUntil(lambda: events.current_event is not None and events.current_event.id == autumn)
    game = events.games.games_proxy.index(0, PA_RESULT).data(ROW_ROLE)
    before = preview_of(game.white_id).rating
    new_result = "0-1" if game.result != "0-1" else "1-0"
    index = events.games.games_proxy.index(0, PA_RESULT)
    pos = events.games.games_table.visualRect(index).center()
    qtbot.mouseClick(events.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(events.games.games_table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.waitUntil(lambda: events.dialog is not None and events.dialog.isVisible())
    qtbot.keyClicks(events.dialog, "0" if new_result == "0-1" else "1")
    qtbot.waitUntil(lambda: events.dialog is None)
    assert events.games.games_proxy.index(0, PA_RESULT).data(ROW_ROLE).result == new_result
    # the Ratings page followed the arbiter's result (its preview is computed on a worker)
    qtbot.waitUntil(lambda: ratings.previewing.job is None and preview_of(game.white_id).rating != before,
                    timeout=10_000)
    ctx.undo_stack.undo()
    qtbot.waitUntil(lambda: ratings.previewing.job is None and preview_of(game.white_id).rating == before,
                    timeout=10_000)


def test_screenshots_render_every_page_and_dialog(demo_db, tmp_path):
    from elodesk.ui.screenshots import take_screenshots

    written = take_screenshots(demo_db, tmp_path / "shots", "fr")
    names = {p.name for p in written}
    assert {"01-players.png", "02-events.png", "03-ratings.png", "04-history.png", "05-sheets.png"} <= names
    assert {"dialog-result.png", "dialog-battle.png", "dialog-diplomacy.png", "dialog-whatif.png"} <= names
    assert all(p.stat().st_size > 5_000 for p in written)


def test_ctrl_and_a_number_shows_that_page(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for number, (key, _) in reversed(list(enumerate(PAGES, 1))):
        qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.ControlModifier)
        assert window.stack.currentWidget() is window.pages[key]
        assert window.nav.currentRow() == number - 1


def test_ctrl_f_goes_to_the_current_pages_search(window, qtbot):
    for key, field in (("players", "filter"), ("events", "events-filter"), ("ratings", "find"),
                       ("history", "search")):
        page = window.show_page(key)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        page.search_field().setText("du")
        window.nav.setFocus()
        qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
        assert window.focusWidget() is page.search_field() and page.search_field().objectName() == field
        assert page.search_field().selectedText() == "du"  # typing replaces what was there


def test_switching_language_keeps_the_ratings_preview_the_history_and_the_open_event(window, qtbot, ctx):
    autumn = next(e.id for e in list_events(ctx.db) if e.name == "Tournoi d'automne")
    events = window.show_page("events")
    events.select_event(autumn)
    history = window.show_page("history")
    qtbot.waitUntil(lambda: history.reading.job is None)  # the page reads its list on a worker
    history.show_players("bataille-empire", [history.model.rows[0].player_id, history.model.rows[2].player_id])
    ratings = window.show_page("ratings")
    ratings.system.setCurrentIndex(ratings.system.findData("frbe"))
    ratings.start.setDate(ratings.start.date().addYears(-1))
    qtbot.mouseClick(ratings.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    ratings.table.selectRow(5)
    chosen = ratings.table.currentIndex().data(PREVIEW_ROW).id
    dates = (ratings.start.date(), ratings.end.date())
    checked = list(history.model.checked)

    window.set_language("en")
    ratings = window.pages["ratings"]
    assert window.stack.currentWidget() is ratings and ratings.preview_button.text() == "&Preview"
    assert (ratings.start.date(), ratings.end.date()) == dates
    qtbot.waitUntil(lambda: ratings.model.rowCount() > 0 and ratings.preview_button.isEnabled(), timeout=10_000)
    assert ratings.table.currentIndex().data(PREVIEW_ROW).id == chosen
    assert ratings.explanation.toPlainText().startswith(ratings.model.names[chosen])
    assert window.page("events").current_event.id == autumn
    history = window.page("history")
    assert (history.current_system(), history.model.checked) == ("bataille-empire", checked)
    window.set_language("fr")


def test_back_up_copies_the_database_on_a_worker_then_says_where(window, qtbot, ctx, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from elodesk.store.db import database_path, dump, open_db

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    source = database_path(ctx.db)
    window.backup_database()
    assert window.backup_job is not None  # the copy runs on the pool, not in this call
    qtbot.waitUntil(lambda: bool(told), timeout=10000)
    (made,) = source.parent.glob(f"{source.name}.manual-*.bak")
    assert str(made) in told[0]
    copy = open_db(made)
    try:
        assert dump(copy) == dump(ctx.db)
    finally:
        copy.close()


def test_opening_a_file_that_is_no_database_says_so_and_keeps_the_club_open(window, ctx, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from elodesk.store.db import database_path
    from elodesk.ui import file_dialogs

    stray = tmp_path / "notes.elodesk"
    stray.write_text("pas une base\n", encoding="utf-8")
    monkeypatch.setattr(file_dialogs, "_ask", lambda dialog: (str(stray), ""))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    before = database_path(ctx.db)
    window.open_database()
    assert len(told) == 1 and "notes.elodesk" in told[0] and "n'est pas une base" in told[0]
    assert database_path(ctx.db) == before
    assert ctx.db.conn.execute("SELECT count(*) FROM players").fetchone()[0] > 0  # still open, still read
    assert stray.read_text(encoding="utf-8") == "pas une base\n"  # the stray file left as it was
