"""What the open event's own buttons do on the Events page: pair its next round, create, edit or delete
an event. Each opens its dialog on the page (window-modal, no nested event loop) or asks first, and
stores through an undo command; the texts are the page's (its translation context, ``EventsView``)."""

from __future__ import annotations

from dataclasses import asdict, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from elodesk.core.systems import CHESS
from elodesk.refusal import Refusal
from elodesk.store.event_edits import check_not_rated, event_fields
from elodesk.store.games import event_summary
from elodesk.store.rounds import event_rounds
from elodesk.ui import commands
from elodesk.ui.dialogs.event_dialog import EventDialog

if TYPE_CHECKING:
    from elodesk.ui.views.events_view import EventsView

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def pair_next_round(view: EventsView) -> None:
    """Open *Pair next round* on the open chess event; once accepted, show the new round."""
    if view.current_event is None or view.dialog is not None or view.games.kind != CHESS:
        return
    from elodesk.ui.dialogs.pairing_round_dialog import PairingRoundDialog  # the pairing engine: when asked

    try:
        if not _room_for_a_round(view, view.current_event.id):
            return
        dialog = PairingRoundDialog(view.ctx, view.current_event.id, view)
    except Refusal as exc:
        view.show_failure(view.ctx.describe(exc))
        return
    dialog.accepted.connect(lambda d=dialog: view.games.fill_rounds(d.written_round or view.games.current_round()))
    view.open_dialog(dialog)


def _room_for_a_round(view: EventsView, event_id: int) -> bool:
    """Whether the event has a round left to pair; when all are played, offer one more (an undoable
    edit of its number of rounds) rather than a dialog that would refuse only once the byes are ticked."""
    rounds = event_rounds(view.ctx.db, event_id)
    total = rounds.total_rounds
    played = max((item.round for item in (*rounds.games, *rounds.byes)), default=0)
    if total is None or played < total:
        return True
    answer = QMessageBox.question(
        view, translate("EventsView", "Pair next round"),
        translate("EventsView", "All {total} rounds of {name} are played. Add a round {next} to the event and pair "
                  "it?").format(total=total, name=rounds.name, next=played + 1),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    fields = replace(event_fields(view.ctx.db, event_id), rounds=played + 1)
    view.ctx.undo_stack.push(commands.EditEventCommand(view.ctx, event_id, asdict(fields)))
    return True


def new_event(view: EventsView) -> None:
    if view.dialog is not None:
        return
    dialog = EventDialog(view.ctx, view)
    dialog.accepted.connect(lambda d=dialog: view.ctx.undo_stack.push(
        commands.AddEventCommand(view.ctx, d.values(), d.systems())))
    view.open_dialog(dialog)


def _changeable(view: EventsView) -> bool:
    """Whether the open event may be edited or deleted; if not, why (no applied run may have used it)."""
    if view.current_event is None or view.dialog is not None:
        return False
    try:
        check_not_rated(view.ctx.db, view.current_event.id)
    except Refusal as exc:
        view.show_failure(view.ctx.describe(exc))
        return False
    return True


def edit_event(view: EventsView) -> None:
    """The open event's fields in the event dialog; saved as one undoable edit."""
    if not _changeable(view):
        return
    assert view.current_event is not None
    event_id = view.current_event.id
    dialog = EventDialog(view.ctx, view, event_id)
    dialog.accepted.connect(lambda d=dialog: view.ctx.undo_stack.push(
        commands.EditEventCommand(view.ctx, event_id, d.values(), d.systems())))
    view.open_dialog(dialog)


def delete_event(view: EventsView) -> None:
    """Delete the open event with its games, once the user confirms (undoable)."""
    if not _changeable(view):
        return
    assert view.current_event is not None
    event = event_summary(view.ctx.db, view.current_event.id)
    if event is None:
        return
    answer = QMessageBox.question(
        view, translate("EventsView", "Delete event"),
        translate("EventsView", "Delete {name} with its {players} players' entries and {games} games? The players "
                  "stay in the club; Undo (Ctrl+Z) puts everything back.").format(
            name=event.name, players=event.players, games=event.games),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    if answer == QMessageBox.StandardButton.Yes:
        view.ctx.undo_stack.push(commands.DeleteEventCommand(view.ctx, event.id, event.name))
