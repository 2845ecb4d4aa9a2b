"""The window asks the system registry (issue 24 item 1): a system's record, not its id, decides the
Ratings page's choices and columns, the History and Sheets pages' modes, the explanation's header.

Each test gives a known system a made-up trait (its record replaced in ``BY_ID``, which ``get_system``
reads) and checks the window follows the record."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from PySide6.QtCore import Qt

from elodesk.core.systems import BY_ID, CHESS_SYSTEMS, MONTHS, RATES
from elodesk.store.events import events_of_system
from elodesk.store.run_preview import PreviewRow
from elodesk.store.runs import INACTIVITY, PERIOD
from elodesk.ui.models.preview_model import PreviewTableModel
from elodesk.ui.views.history_view import HistoryView
from elodesk.ui.views.ratings_shown import moves
from elodesk.ui.views.sheets_view import SheetsView
from elodesk.ui.widgets.explanation_view import ExplanationView
from elodesk.ui.widgets.run_picker import RunPicker

CHESS = CHESS_SYSTEMS[0]  # the first system every page offers: the one the tests give a trait


def given(monkeypatch, system: str, **traits) -> None:
    """``system``'s record with ``traits`` for the rest of the test."""
    monkeypatch.setitem(BY_ID, system, replace(BY_ID[system], **traits))


def row(**entry) -> PreviewRow:
    return PreviewRow({"id": "1", "status": "rated", **entry}, b"[]", 2)


def headers(model: PreviewTableModel) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def cells(model: PreviewTableModel) -> list[str]:
    return [model.index(0, c).data() for c in range(model.columnCount())]


# --- the Ratings page's preview -------------------------------------------------------------------------


def test_the_preview_columns_are_the_systems_record(qapp, monkeypatch):
    model = PreviewTableModel()
    model.set_run(CHESS, [row(rating=1250, old_rating=1200, change=50)], {"1": "Ann"}, {})
    assert headers(model) == ["Player", "Old", "New", "Change", "Games", "Status"]
    given(monkeypatch, CHESS, grades=True, preview_columns=("new", "grade", "old"))
    model.set_run(CHESS, [row(rating=1250, old_rating=1200, change=50)], {"1": "Ann"}, {})
    assert headers(model) == ["Player", "New", "Grade", "Old"]
    grade = BY_ID[CHESS].grade(1250)
    assert cells(model) == ["Ann", "1250", model.grade_names.get(grade, grade), "1200"]


def test_a_system_of_modes_shows_each_modes_global_elo_and_counts_by_status(qapp, monkeypatch):
    given(monkeypatch, CHESS, role_modes=("classic", "blitz"), preview_columns=("classic", "blitz", "games"))
    model = PreviewTableModel()
    model.set_run(CHESS, [row(rating=None, old_rating=None, **{"global": {"classic": 1510.5, "blitz": 1490.0}})],
                  {"1": "Ann"}, {})
    assert headers(model) == ["Player", "Classic", "Blitz", "Games"]
    assert cells(model) == ["Ann", "1510.5", "1490.0", "2"]
    # no single rating: a player moves when the run rated him
    assert moves(row(rating=None, old_rating=None), CHESS)
    assert not moves(row(rating=None, old_rating=None, status="unchanged"), CHESS)


def test_diplomacy_keeps_its_blitz_and_classic_columns(qapp):
    model = PreviewTableModel()
    model.set_run("diplomacy", [row(old_rating=None, change=None, **{"global": {"blitz": 1400.0, "classic": 1600.0}})],
                  {"1": "Ann"}, {"rated": "rated"})
    assert headers(model) == ["Player", "Blitz", "Classic", "Change", "Games", "Status"]
    assert cells(model) == ["Ann", "1400.0", "1600.0", "—", "2", "rated"]


# --- what the Ratings page rates -------------------------------------------------------------------------


@pytest.fixture
def picker(ctx, qtbot):
    def made() -> RunPicker:
        widget = RunPicker(ctx.db)
        qtbot.addWidget(widget)
        widget.system.setCurrentIndex(widget.system.findData(CHESS))
        return widget
    return made


def modes(picker: RunPicker) -> list[str]:
    return [picker.mode.itemData(i) for i in range(picker.mode.count())]


def test_the_year_end_inactivity_is_offered_to_a_system_that_has_one(picker, monkeypatch):
    assert INACTIVITY not in modes(picker())
    given(monkeypatch, CHESS, year_end_inactivity=True)
    assert INACTIVITY in modes(picker())


def test_the_default_period_is_the_systems_period(picker, monkeypatch):
    given(monkeypatch, CHESS, periods=MONTHS)
    shown = picker()
    first, last = shown.start.date().toPython(), shown.end.date().toPython()
    assert first.day == 1 and first.month == last.month and last < date(first.year + 1, 1, 1)
    assert BY_ID[CHESS].period_of(first) == (first, last)


def test_a_system_of_several_rates_names_the_list_of_a_period(picker, monkeypatch):
    given(monkeypatch, CHESS, rates=RATES)
    shown = picker()
    shown.show()
    shown.mode.setCurrentIndex(shown.mode.findData(PERIOD))
    assert shown.rate.isVisible()
    assert shown.selection().rate == shown.rate.currentData()


def test_the_events_are_those_of_the_list_the_system_reads(picker, ctx, monkeypatch):
    own = [e.id for e in events_of_system(ctx.db, CHESS)]
    other = next(s for s in CHESS_SYSTEMS if [e.id for e in events_of_system(ctx.db, s)] not in ([], own))
    given(monkeypatch, CHESS, same_list_as=other)
    shown = picker()
    shown.refill_events()
    assert [shown.event_box.itemData(i) for i in range(shown.event_box.count())] == [
        e.id for e in events_of_system(ctx.db, other)]


# --- the History and Sheets pages, the explanation -------------------------------------------------------


def test_the_history_page_asks_the_record_for_its_modes_and_its_figures_name(ctx, qtbot, monkeypatch):
    given(monkeypatch, CHESS, rates=RATES, sheet_rating_key="level")
    page = HistoryView(ctx)
    qtbot.addWidget(page)
    page.system.setCurrentIndex(page.system.findData(CHESS))
    assert [page.mode.itemData(i) for i in range(page.mode.count())] == list(RATES)
    assert page._rating_label() == "Level"
    assert page._plot_title().endswith(", standard list")


def test_the_ranking_sheet_offers_the_modes_of_a_system_that_has_some(ctx, qtbot, monkeypatch):
    given(monkeypatch, CHESS, role_modes=("classic", "blitz"))
    page = SheetsView(ctx)
    qtbot.addWidget(page)
    page.system_box.setCurrentIndex(page.system_box.findData(CHESS))
    assert page.form.isRowVisible(page.mode_box)


def test_the_explanation_names_no_single_rating_for_a_system_of_modes(qapp, monkeypatch):
    view = ExplanationView()
    player = row(rating=1250, old_rating=1200, change=50)
    assert "1200 → 1250" in view.player_html(player, {"1": "Ann"}, {"system": CHESS})
    given(monkeypatch, CHESS, role_modes=("classic", "blitz"))
    assert "→" not in view.player_html(player, {"1": "Ann"}, {"system": CHESS})


def test_a_pairing_without_its_event_reads_the_clubs_default_chess_system(ctx, qtbot):
    from elodesk.store.settings import DEFAULT_CHESS_SYSTEM, save_settings
    from elodesk.ui.dialogs.event_dialog import PairingDialog

    chosen = CHESS_SYSTEMS[-1]
    save_settings(ctx.db, {DEFAULT_CHESS_SYSTEM: chosen})
    dialog = PairingDialog(ctx, 10**6, 1)  # an event deleted meanwhile
    qtbot.addWidget(dialog)
    assert dialog.system == chosen
