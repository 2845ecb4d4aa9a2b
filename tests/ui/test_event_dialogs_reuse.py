"""The battle and Diplomacy dialogs opened from the Events page take the games the page holds
instead of reading the event's 500 games again; they offer what a read would have given."""

from __future__ import annotations

import pytest

from elodesk.store import games
from elodesk.store.events import list_events
from elodesk.ui.dialogs import battle_dialog, diplomacy_game_dialog
from tests.ui.test_events_view import open_event, view  # noqa: F401  (the fixture)


def not_again(*args, **kwargs):
    raise AssertionError("the dialog read the event's games again")


def event_of(ctx, system: str):
    return next(e for e in list_events(ctx.db) if e.system == system)


@pytest.mark.parametrize("system", ["bataille-empire", "diplomacy"])
def test_the_dialog_uses_the_games_the_page_holds(qtbot, ctx, view, monkeypatch, system):  # noqa: F811
    event = event_of(ctx, system)
    open_event(qtbot, view, event.name)
    view.games.select_first()
    if system == "diplomacy":
        stored = games.diplomacy_games(ctx.db, event.id)
        monkeypatch.setattr(diplomacy_game_dialog, "diplomacy_games", not_again)
    else:
        stored = games.battles(ctx.db, event.id)
        monkeypatch.setattr(battle_dialog, "battles", not_again)
    view.games.edit_current()
    dialog = view.dialog
    qtbot.addWidget(dialog)
    row = view.games.current_row()
    if system == "diplomacy":
        assert dialog.taken_refs == {g.ref for g in stored if g.id != row.id}
    else:
        completer = dialog.scenario.completer()
        offered = completer.model().stringList() if completer else []
        assert offered == sorted({b.scenario for b in stored if b.scenario})
