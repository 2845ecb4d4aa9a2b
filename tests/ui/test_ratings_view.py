"""The Ratings page: preview, explanation, apply and undo, driven through its widgets."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QMessageBox

from elodesk.store.ratings import get_states
from elodesk.ui.models.preview_model import CHANGE, NAME, ROW_ROLE
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


def click_row(view, qtbot, row: int) -> dict:
    index = view.model.index(row, NAME)
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.visualRect(index).center())
    return view.model.data(index, ROW_ROLE)


def test_preview_of_a_belgian_period_explains_each_player(ctx, qtbot):
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    assert "Nothing is written until you apply" in view.summary.text()
    row = next(r for r in range(view.model.rowCount())
               if view.model.data(view.model.index(r, NAME), ROW_ROLE)["status"] == "rated")
    player = click_row(view, qtbot, row)
    html = view.explanation.toPlainText()
    assert view.model.names[player["id"]] in html
    assert "2015 edition, chosen by the period's end date (2025-12-31); floor 1400" in html
    assert "Formule II" in html and "Expected" in html
    # the table shows the change with its sign, coloured by direction
    change = view.model.data(view.model.index(row, CHANGE))
    assert change == (f"+{player['change']}" if player["change"] > 0 else str(player["change"]))


def test_the_compatibility_rule_is_shown_with_its_numbers(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "ffe")
    choose(view.mode, "event")
    choose(view.event_box, 3)  # the demo's Open de Lille
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    rows = [r for r in range(view.model.rowCount())
            if any(x.get("reason") == "incompatible"
                   for x in view.model.data(view.model.index(r, NAME), ROW_ROLE)["explanation"])]
    assert rows
    click_row(view, qtbot, rows[0])
    text = view.explanation.toPlainText()
    assert "règle des 350 points" in text and "écart" in text


def test_apply_then_undo_through_the_buttons(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot)
    before = get_states(ctx.db, "frbe")
    expected = {int(p["id"]): p["rating"] for p in view.output["players"] if p["rating"] is not None}
    with qtbot.waitSignal(ctx.data_changed):
        qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    after = get_states(ctx.db, "frbe")
    assert {pid: s["rating"] for pid, s in after.items() if s.get("rating") is not None} == expected
    assert "Applied as run" in view.summary.text()
    with qtbot.waitSignal(ctx.data_changed):
        qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    assert get_states(ctx.db, "frbe") == before


def test_applying_twice_is_refused_with_the_reason(ctx, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    view = make_view(ctx, qtbot)
    preview_period(view, qtbot, start=(2025, 1, 1), end=(2025, 6, 30))  # the demo applied this one
    qtbot.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    assert warnings and "already applied" in warnings[0]


def test_bataille_empire_event_preview_shows_grades(ctx, qtbot):
    view = make_view(ctx, qtbot)
    choose(view.system, "bataille-empire")
    assert [view.mode.itemData(i) for i in range(view.mode.count())] == ["event", "inactivity"]
    view.event_box.setCurrentIndex(0)
    qtbot.mouseClick(view.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0)
    assert view.model.columnCount() == 7
    grades = {view.model.data(view.model.index(r, 6)) for r in range(view.model.rowCount())}
    assert grades & {"Colonel", "Chef de bataillon", "Général de Brigade"}
