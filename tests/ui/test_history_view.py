"""The History page on the demo club: players ticked in the list are plotted, Bataille Empire
shows its grade bands, the distribution tab counts the current ratings, the plot is saved."""

from __future__ import annotations

import unicodedata

import pytest
from matplotlib.text import Annotation
from PySide6.QtCore import Qt

from elodesk.core.bataille_empire import GRADES
from elodesk.reports.history import current_ratings, rating_series
from elodesk.reports.sorting import STEP, sorted_in_steps
from elodesk.ui.context import Change, What
from elodesk.ui.models.history_model import (
    BATCH,
    MAX_LINES,
    ROW_ROLE,
    SORT_ROLE,
    HistoryPlayersModel,
    PlayerRow,
)
from elodesk.ui.views import history_view
from elodesk.ui.views.history_view import HistoryView

GRADE_NAMES = {g.name for g in GRADES}


@pytest.fixture
def view(ctx, qtbot):
    page = HistoryView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    with qtbot.waitSignal(page.loaded):
        page.show()
    qtbot.waitUntil(lambda: page.plotting.job is None)
    return page


def choose_system(qtbot, view: HistoryView, text: str, system: str) -> None:
    """Type the start of a system's name into the combo box, as the keyboard lets one do."""
    view.system.setFocus()
    qtbot.keyClicks(view.system, text)
    qtbot.waitUntil(lambda: view.current_system() == system and view.reading.job is None and view.plotting.job is None)


def tick(qtbot, view: HistoryView, row: int) -> PlayerRow:
    """Click a player's line, then press Space: his check box toggles (and the plot is read again)."""
    index = view.model.index(row, HistoryPlayersModel.NAME)
    view.players.scrollTo(index)
    qtbot.mouseClick(view.players.viewport(), Qt.MouseButton.LeftButton, pos=view.players.visualRect(index).center())
    qtbot.keyClick(view.players, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: view.plotting.job is None)
    return index.data(ROW_ROLE)


def strip_accents(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def plotted_lines(view: HistoryView) -> list:
    return view.history_canvas.figure.axes[0].get_lines()


def test_the_page_opens_on_the_belgian_players_with_nothing_plotted(view, ctx):
    assert view.current_system() == "frbe"
    assert view.model.rowCount() == len(current_ratings(ctx.db, "frbe"))
    assert plotted_lines(view) == []
    hint = [t.get_text() for t in view.history_canvas.figure.axes[0].texts]
    assert any("Tick" in text for text in hint)


def test_two_ticked_players_make_two_lines(qtbot, view, ctx):
    first = tick(qtbot, view, 0)
    second = tick(qtbot, view, 1)
    lines = plotted_lines(view)
    assert [line.get_label() for line in lines] == [first.name, second.name]
    for line, player in zip(lines, (first, second), strict=True):
        series = rating_series(ctx.db, player.player_id, player.name, "frbe")
        assert list(line.get_ydata()) == series.ratings
    assert view.count.text() == "Players shown: 2 (at most 8)."


def test_unticking_a_player_removes_his_line(qtbot, view):
    tick(qtbot, view, 0)
    tick(qtbot, view, 1)
    tick(qtbot, view, 0)  # the same line again: untick
    assert len(plotted_lines(view)) == 1


def test_bataille_empire_plot_has_grade_bands_and_the_grade_where_it_changes(qtbot, view, ctx):
    choose_system(qtbot, view, "Bataille", "bataille-empire")
    player = tick(qtbot, view, 0)
    series = rating_series(ctx.db, player.player_id, player.name, "bataille-empire")
    assert len(series.dates) > 1
    axes = view.history_canvas.figure.axes[0]
    assert len(axes.get_lines()) == 1
    assert axes.patches, "the grade bands are shaded behind the curve"
    labels = [t for t in axes.texts if isinstance(t, Annotation)]
    changes = [g for i, g in enumerate(series.grades) if i == 0 or g != series.grades[i - 1]]
    # French interface: the grades' own names, where they change and at the last point
    assert [t.get_text() for t in labels] == [*changes, series.grades[-1]]
    band_names = {t.get_text().strip() for t in axes.texts if not isinstance(t, Annotation)}
    assert band_names and band_names <= GRADE_NAMES


def test_bataille_empire_grades_are_translated_in_an_english_interface(qtbot, demo_db):
    from elodesk.ui.context import AppContext

    ctx = AppContext(demo_db, "en")
    page = HistoryView(ctx)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded):
        page.show()
    choose_system(qtbot, page, "Bataille", "bataille-empire")
    tick(qtbot, page, 0)
    texts = {t.get_text().strip() for t in page.history_canvas.figure.axes[0].texts}
    assert "Colonel" in texts or "Brigadier General" in texts or "Major" in texts
    assert not texts & {"Général de Brigade", "Chef de bataillon", "Capitaine"}
    ctx.db.conn.close()


def test_diplomacy_offers_the_mode_and_plots_the_global_elo(qtbot, view, ctx):
    assert not view.mode.isVisible()
    choose_system(qtbot, view, "Diplomacy", "diplomacy")
    assert view.mode.isVisible()
    player = tick(qtbot, view, 0)
    series = rating_series(ctx.db, player.player_id, player.name, "diplomacy", "classic")
    assert list(plotted_lines(view)[0].get_ydata()) == series.ratings


def test_the_search_field_filters_without_case_or_accents(qtbot, view):
    names = [view.model.index(r, 0).data(ROW_ROLE).name for r in range(view.model.rowCount())]
    accented = next(n for n in names if n != strip_accents(n))
    word = next(w for w in accented.replace(",", " ").split() if w != strip_accents(w))  # "Hélène"
    qtbot.keyClicks(view.search, strip_accents(word).upper())  # "HELENE"
    shown = [view.model.index(r, 0).data(ROW_ROLE).name for r in range(view.model.rowCount())]
    assert accented in shown
    assert len(shown) < len(names)
    qtbot.keyClicks(view.search, "zzzz")
    assert view.model.rowCount() == 0


def test_a_ticked_player_stays_ticked_while_searching(qtbot, view):
    player = tick(qtbot, view, 0)
    qtbot.keyClicks(view.search, "zzzz")
    assert view.model.rowCount() == 0
    assert [line.get_label() for line in plotted_lines(view)] == [player.name]


def test_at_most_eight_players_on_one_plot(qtbot, view):
    for row in range(MAX_LINES + 1):
        tick(qtbot, view, row)
    assert len(plotted_lines(view)) == MAX_LINES
    assert "At most 8" in view.count.text()


def test_the_distribution_tab_counts_every_current_rating(qtbot, view, ctx):
    tabs = view.tabs.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
    assert view.tabs.currentWidget() is view.distribution_canvas
    axes = view.distribution_canvas.figure.axes[0]
    values = current_ratings(ctx.db, "frbe")
    assert sum(bar.get_height() for bar in axes.patches) == len(values)
    assert str(len(values)) in axes.get_title()


def test_save_as_png_writes_the_plot_shown(qtbot, view, tmp_path, monkeypatch):
    tick(qtbot, view, 0)
    target = tmp_path / "history"
    monkeypatch.setattr(history_view, "save_path", lambda *args, **kw: (str(target), "PNG"))
    qtbot.mouseClick(view.save_button, Qt.MouseButton.LeftButton)
    saved = tmp_path / "history.png"
    assert saved.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert str(saved) in view.saved.text()
    # and the distribution when its tab is shown
    tabs = view.tabs.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
    target = tmp_path / "spread.png"
    qtbot.mouseClick(view.save_button, Qt.MouseButton.LeftButton)
    assert target.read_bytes()[:4] == b"\x89PNG"


def test_cancelling_the_save_dialog_writes_nothing(qtbot, view, tmp_path, monkeypatch):
    monkeypatch.setattr(history_view, "save_path", lambda *args, **kw: ("", ""))
    qtbot.mouseClick(view.save_button, Qt.MouseButton.LeftButton)
    assert view.saved.text() == ""


def test_the_page_follows_rating_changes(qtbot, view, ctx):
    from elodesk.store.runs import UPLIFT, RunScope, apply

    before = {r.player_id: r.rating for r in view.model.rows}
    apply(ctx.db, RunScope("frbe", kind=UPLIFT), make_backup=False)
    with qtbot.waitSignal(view.loaded):
        ctx.notify(Change(What.RATINGS, system="frbe"))
    after = {r.player_id: r.rating for r in view.model.rows}
    assert any(after[pid] > rating for pid, rating in before.items())


def test_a_player_sent_from_another_page_is_read_once_then_plotted(qtbot, ctx, monkeypatch):
    real = history_view.ranking
    first, second = real(ctx.db, "frbe")[:2]
    reads: list[str] = []
    monkeypatch.setattr(history_view, "ranking",
                        lambda db, system, **kw: reads.append(system) or real(db, system, **kw))
    page = HistoryView(ctx)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()  # as the window shows it: that starts the read
    page.show_players("frbe", [first.player_id])
    qtbot.waitUntil(lambda: page.reading.job is None and page.plotting.job is None)
    assert reads == ["frbe"]  # the read under way was waited for, not started again
    assert [line.get_label() for line in plotted_lines(page)] == [first.name]
    page.show_players("frbe", [second.player_id])  # the list is there: only the plot is made
    assert page.reading.job is None
    qtbot.waitUntil(lambda: page.plotting.job is None)
    assert reads == ["frbe"] and [line.get_label() for line in plotted_lines(page)] == [second.name]


# --- the players model alone -------------------------------------------------------------------


def test_players_model_keeps_checks_in_order_and_refuses_a_ninth(qtbot):
    model = HistoryPlayersModel()
    model.set_rows([PlayerRow(i, f"Player {i}", 1500 + i) for i in range(10)])
    for row in (3, 1, 2, 0, 4, 5, 6, 7):
        assert model.setData(model.index(row, 0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert [r.player_id for r in model.checked_rows()] == [3, 1, 2, 0, 4, 5, 6, 7]
    with qtbot.waitSignal(model.limit_reached):
        assert not model.setData(model.index(8, 0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert model.index(8, 0).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    model.set_rows([PlayerRow(i, f"Player {i}", 1500) for i in (1, 2, 9)])  # a new list keeps who is still there
    assert [r.player_id for r in model.checked_rows()] == [1, 2]


def test_players_model_aligns_ratings_right_and_sorts_by_number(qtbot):
    model = HistoryPlayersModel()
    model.set_rows([PlayerRow(1, "Émile", 1800.4), PlayerRow(2, "Zoé", 950)])
    rating = model.index(0, HistoryPlayersModel.RATING)
    assert rating.data() == "1800"
    assert rating.data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.index(1, HistoryPlayersModel.RATING).data(SORT_ROLE) == 950
    assert model.index(0, HistoryPlayersModel.NAME).data(SORT_ROLE) == "emile"


def _many(count: int) -> list[PlayerRow]:
    return [PlayerRow(i, f"Joueur{i:05d}, Léon", 1000 + (i * 37) % 1500) for i in range(count)]


def test_a_long_list_is_handed_to_the_view_in_batches(qtbot):
    model = HistoryPlayersModel()
    model.set_rows(_many(5 * BATCH))
    assert model.rowCount() == BATCH and model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 2 * BATCH and model.total() == 5 * BATCH


def test_sorting_and_searching_see_the_rows_not_fetched_yet(qtbot):
    rows = _many(5 * BATCH)
    model = HistoryPlayersModel()
    model.set_rows(rows)
    model.sort(HistoryPlayersModel.RATING, Qt.SortOrder.DescendingOrder)
    assert [model.index(r, 0).data(ROW_ROLE) for r in range(BATCH)] == sorted(
        rows, key=lambda r: r.rating, reverse=True)[:BATCH]
    model.set_needle(rows[-1].name.split(",")[0].upper())
    assert model.rowCount() == 1 and model.index(0, 0).data(ROW_ROLE) == rows[-1]
    model.set_needle("leon")
    assert model.total() == len(rows) and model.rowCount() == BATCH


def test_the_table_fetches_more_players_as_it_is_scrolled(qtbot, view):
    view.model.set_rows(_many(5 * BATCH))
    view.model.set_checked([5 * BATCH - 1])  # a player not fetched yet can be ticked by another page
    assert view.players.model().rowCount() == BATCH
    bar = view.players.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.waitUntil(lambda: view.model.rowCount() > BATCH)
    assert view.model.rowCount() < 5 * BATCH
    assert [r.player_id for r in view.model.checked_rows()] == [5 * BATCH - 1]


def test_sorting_in_steps_is_a_stable_sort():
    rows = [PlayerRow(i, f"Joueur{i % 301}", 1000 + (i * 7) % 50) for i in range(3 * STEP + 5)]
    for key in (lambda r: r.name, lambda r: r.rating):
        for reverse in (False, True):
            assert [r.player_id for r in sorted_in_steps(rows, key, reverse)] == [
                r.player_id for r in sorted(rows, key=key, reverse=reverse)]
