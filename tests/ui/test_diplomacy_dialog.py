"""The Diplomacy game dialog reads every club player on a worker; its seven boxes share them."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QComboBox

from elodesk.store import games
from elodesk.store.events import list_events
from elodesk.store.players import list_players
from elodesk.ui.dialogs import diplomacy_game_dialog
from elodesk.ui.dialogs.diplomacy_game_dialog import DiplomacyGameDialog
from elodesk.ui.workers import AFTER_DRAWING

SEASON = "Saison de Diplomatie 2025"


@pytest.fixture
def event_id(ctx) -> int:
    return next(e.id for e in list_events(ctx.db) if e.name == SEASON)


def opened(qtbot, dialog: DiplomacyGameDialog) -> DiplomacyGameDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def box(dialog: DiplomacyGameDialog, power: str) -> QComboBox:
    return dialog.findChild(QComboBox, f"player-{power}")


def test_the_boxes_offer_every_club_player_once_the_worker_read_them(qtbot, ctx, event_id):
    dialog = DiplomacyGameDialog(ctx, event_id)
    qtbot.addWidget(dialog)
    in_event = {p.id for p in games.event_players(ctx.db, event_id)}
    assert dialog.everyone is None and not dialog.read_job.is_cancelled()  # read once the dialog is drawn
    assert box(dialog, "France").count() == len(in_event) + 1  # "not played" and the event's players
    with qtbot.waitSignal(dialog.everyone_read, timeout=10_000):
        dialog.show()
    assert box(dialog, "France").count() == len(in_event) + 1  # not asked for yet
    dialog.anyone.setChecked(True)
    club = {p.id for p in list_players(ctx.db)}
    france = box(dialog, "France")
    assert {france.itemData(i) for i in range(1, france.count())} == club > in_event
    assert box(dialog, "Turkey").model() is france.model()  # one list for the seven boxes


def test_a_stored_game_keeps_its_outsider_while_the_club_is_read(qtbot, ctx, event_id):
    stored = games.diplomacy_games(ctx.db, event_id)[0]
    in_event = {p.id for p in games.event_players(ctx.db, event_id)}
    outsider = next(p for p in list_players(ctx.db) if p.id not in in_event)
    turkey = next(r for r in stored.results if r.role == "Turkey")
    moved = tuple(replace(r, player_id=outsider.id, name=outsider.name) if r is turkey else r
                  for r in stored.results)
    game = replace(stored, results=moved)
    dialog = DiplomacyGameDialog(ctx, event_id, game)
    qtbot.addWidget(dialog)
    assert dialog.anyone.isChecked() and dialog.everyone is None
    assert box(dialog, "Turkey").currentData() == outsider.id  # known from the game before the worker ends
    with qtbot.waitSignal(dialog.everyone_read, timeout=10_000):
        dialog.show()
    assert box(dialog, "Turkey").currentData() == outsider.id and box(dialog, "Turkey").count() > len(in_event) + 2
    assert [r.player_id for r in dialog.results()] == [r.player_id for r in moved]
    assert dialog.newcomers() == [outsider.id]


def test_one_player_on_two_powers_is_named(qtbot, ctx, event_id):
    dialog = opened(qtbot, DiplomacyGameDialog(ctx, event_id))
    box(dialog, "England").setCurrentIndex(1)
    box(dialog, "France").setCurrentIndex(1)
    assert dialog.error.text() == f"{box(dialog, 'England').currentText()} plays two powers."


def test_closing_the_dialog_stops_waiting_for_the_club(qtbot, ctx, event_id, monkeypatch):
    release = threading.Event()
    reader = diplomacy_game_dialog.sorted_names
    monkeypatch.setattr(diplomacy_game_dialog, "sorted_names", lambda path: release.wait(10) and reader(path))
    dialog = opened(qtbot, DiplomacyGameDialog(ctx, event_id))
    qtbot.waitUntil(lambda: dialog.reading.job is not None)  # started once drawn, held until released
    job = dialog.reading.job
    dialog.reject()
    assert dialog.reading.job is None and job.is_cancelled()
    release.set()
    QThreadPool.globalInstance().waitForDone(10_000)
    qtbot.wait(50)  # its signals are delivered
    assert dialog.everyone is None


def test_closed_before_it_is_drawn_the_dialog_reads_nothing(qtbot, ctx, event_id):
    dialog = opened(qtbot, DiplomacyGameDialog(ctx, event_id))
    dialog.reject()
    qtbot.wait(2 * AFTER_DRAWING)
    assert dialog.read_job.is_cancelled() and dialog.reading.job is None
    QThreadPool.globalInstance().waitForDone(10_000)
    qtbot.wait(50)  # its signals are delivered
    assert dialog.everyone is None
