"""Merging two records of one person: pick the record kept and, field by field, the value that wins.

The merge is written on a worker (``workers.on_the_club``: a federation's player moves thousands of
rows), the dialog busy and kept open meanwhile; it then goes on the undo stack as done."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QProgressBar,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.store.db import open_db
from elodesk.store.player_merge import (
    SAME_BATTLE,
    SAME_DIPLOMACY_GAME,
    SAME_GAME,
    SAME_ROUND,
    MergeConflict,
    MergeUndo,
    merge_conflicts,
    merge_players,
    undo_merge,
)
from elodesk.store.players import EDITABLE, Player, SystemRating, Value, get_player, player_systems
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.dialogs.player_dialog import WARNING, StoreCommand
from elodesk.ui.i18n import system_title
from elodesk.ui.style import DOWN
from elodesk.ui.workers import Job, Latest, on_the_club, start


class MergeCommand(StoreCommand):
    """Merge ``drop_id`` into ``keep_id``, which becomes ``merged``; undoing restores both records and
    every reference exactly (``record``: the records before, and what moved). ``done``: the merge a worker
    already wrote, which the first redo only announces."""

    def __init__(self, ctx: AppContext, drop_id: int, merged: Player, text: str, done: MergeUndo | None = None
                 ) -> None:
        super().__init__(ctx, text)
        assert merged.id is not None
        self.keep_id, self.drop_id, self.merged = merged.id, drop_id, merged
        self.player_id = merged.id
        self.record: MergeUndo | None = None
        self.done = done

    def change(self) -> Change:
        """Events, ratings and history move with the player."""
        return Change.of_players([self.keep_id, self.drop_id], What.PLAYERS | What.EVENTS | What.GAMES | What.RATINGS)

    def forward(self) -> None:
        if self.done is not None:
            self.record, self.done = self.done, None
            return
        self.record = merge_players(self.ctx.db, self.keep_id, self.drop_id, self.merged)

    def backward(self) -> None:
        assert self.record is not None
        undo_merge(self.ctx.db, self.record)


class MergeDialog(QDialog):
    """Both records side by side; OK merges them through the undo stack."""

    saved = Signal(int)  # the kept player's id

    def __init__(self, ctx: AppContext, first_id: int, second_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("merge-dialog")
        self.setWindowTitle(self.tr("Merge two records of one person"))
        self.records = {first_id: get_player(ctx.db, first_id), second_id: get_player(ctx.db, second_id)}
        self.states = {pid: player_systems(ctx.db, pid) for pid in self.records}
        self.ids = (first_id, second_id)
        self.conflicts: list[MergeConflict] | None = None  # where both appear: looked for by a worker

        intro = QLabel(self.tr("The kept record takes the events, games, ratings and history of the other "
                               "one, which is deleted. Choose, for each field, the value to keep."), wordWrap=True)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        self.keep_group = QButtonGroup(self)
        for column, pid in enumerate(self.ids, 1):
            button = QRadioButton(self.tr("Keep record {id}").format(id=pid), objectName=f"keep-{pid}")
            font = button.font()
            font.setBold(True)
            button.setFont(font)
            self.keep_group.addButton(button, pid)
            grid.addWidget(button, 0, column)
        line = QFrame(frameShape=QFrame.Shape.HLine, frameShadow=QFrame.Shadow.Sunken)
        grid.addWidget(line, 1, 0, 1, 4)
        self.choices: dict[str, QButtonGroup] = {}
        for row, key in enumerate(EDITABLE, 2):
            grid.addWidget(QLabel(self._field_label(key)), row, 0)
            values = [getattr(self.records[pid], key) for pid in self.ids]
            grid.setRowMinimumHeight(row, self.keep_group.button(first_id).sizeHint().height())  # even rows
            if values[0] == values[1]:
                for column in (1, 2):
                    same = QLabel(self._shown(key, values[0]))
                    same.setEnabled(False)
                    grid.addWidget(same, row, column)
                continue
            group = QButtonGroup(self)
            for column, pid in enumerate(self.ids, 1):
                choice = QRadioButton(self._shown(key, getattr(self.records[pid], key)), objectName=f"{key}-{pid}")
                group.addButton(choice, pid)
                grid.addWidget(choice, row, column)
            self.choices[key] = group
        grid.setColumnStretch(3, 1)  # the values keep their width; the room left goes to the right

        self.notes = QLabel(objectName="notes", wordWrap=True)
        self.notes.setStyleSheet(f"color: {WARNING};")
        self.refusal = QLabel(objectName="refusal", wordWrap=True)
        self.refusal.setStyleSheet(f"color: {DOWN.name()};")
        self.refusal.hide()
        self.busy = QProgressBar(objectName="busy", textVisible=False)
        self.busy.setRange(0, 0)
        self.busy.hide()
        self.writing = Latest()  # the merge on a worker: the dialog stays open until it ends
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("&Merge"))

        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 50)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(self.notes)
        layout.addWidget(self.refusal)
        layout.addWidget(self.busy)
        layout.addWidget(self.buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)  # every value whole, never clipped

        self.keep_group.idToggled.connect(self._kept_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The record kept by default: the one with more rating states (usually the older one), else the first.
        default = max(self.ids, key=lambda pid: (len(self.states[pid]), -self.ids.index(pid)))
        self.keep_group.button(default).setChecked(True)
        self.ok.setEnabled(False)  # until the worker has looked for games they played together
        path = ctx.db_path
        job = Job(lambda _progress, _cancelled: conflicts_in(path, first_id, second_id), ctx.describe)
        job.signals.finished.connect(self._checked)
        job.signals.failed.connect(self._failed)
        self.job = start(job)  # kept while it runs

    # --- what is shown ------------------------------------------------------------------------

    def _field_label(self, key: str) -> str:
        return {
            "name": self.tr("Name"), "birth_date": self.tr("Born"), "sex": self.tr("Sex"), "club": self.tr("Club"),
            "federation": self.tr("Federation"), "title": self.tr("Title"), "fide_id": self.tr("FIDE id"),
            "frbe_id": self.tr("Belgian matricule"), "ffe_id": self.tr("French licence"),
            "fide_rating": self.tr("FIDE rating"), "is_foreign": self.tr("Foreign (article 10.i)"),
            "is_member": self.tr("Club member"),
        }[key]

    def _shown(self, key: str, value: Value) -> str:
        if key in ("is_foreign", "is_member"):
            return self.tr("yes") if value else self.tr("no")
        return "—" if value in (None, "") else str(value)

    def _state_text(self, state: SystemRating) -> str:
        if state.rating is not None:
            return str(state.rating)
        if state.provisional is not None:
            return self.tr("provisional {rating}").format(rating=state.provisional)
        if state.modes:
            return self.tr("{count} game modes").format(count=state.modes)
        return self.tr("unrated")

    def kept(self) -> int:
        return self.keep_group.checkedId()

    def dropped(self) -> int:
        return self.ids[1] if self.kept() == self.ids[0] else self.ids[0]

    @Slot(int, bool)
    def _kept_changed(self, pid: int, checked: bool) -> None:
        """Defaults follow the kept record: its values, except where it has none and the other has one."""
        if not checked:
            return
        other = self.dropped()
        for key, group in self.choices.items():
            mine, theirs = getattr(self.records[pid], key), getattr(self.records[other], key)
            winner = other if mine in (None, "") and theirs not in (None, "") else pid
            group.button(winner).setChecked(True)
        notes = []
        for system in sorted(set(self.states[pid]) & set(self.states[other])):
            notes.append(self.tr("Both records have a rating in {system}: record {kept}'s stays ({mine}), "
                                 "record {dropped}'s is dropped ({theirs}).").format(
                system=system_title(system), kept=pid, dropped=other,
                mine=self._state_text(self.states[pid][system]), theirs=self._state_text(self.states[other][system])))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def _conflict_text(self, c: MergeConflict) -> str:
        if c.kind == SAME_GAME:
            return self.tr("They played each other in round {round} of {event}.").format(
                round=c.round, event=c.event_name)
        if c.kind == SAME_ROUND:
            return self.tr("Both played in round {round} of {event}, and one person plays once a round.").format(
                round=c.round, event=c.event_name)
        if c.kind == SAME_BATTLE:
            return self.tr("Both fought in the same battle, round {round} of {event}.").format(
                round=c.round, event=c.event_name)
        assert c.kind == SAME_DIPLOMACY_GAME
        return self.tr("Both played in Diplomacy game {game} of {event}.").format(game=c.game, event=c.event_name)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.refusal.setText(message)
        self.refusal.show()

    @Slot(object)
    def _checked(self, conflicts: list[MergeConflict]) -> None:
        """The worker's answer: merging is allowed, or refused with where they both played."""
        self.conflicts = conflicts
        if not conflicts:
            self.refusal.hide()
            self.ok.setEnabled(True)
            return
        reasons = [f"• {self._conflict_text(c)}" for c in conflicts[:3]]
        if len(conflicts) > 3:
            reasons.append(self.tr("… and {count} more.").format(count=len(conflicts) - 3))
        self.refusal.setText("\n".join([self.tr("These two records are two different people and cannot be merged:"),
                                        *reasons]))
        self.refusal.show()

    # --- merging ------------------------------------------------------------------------------

    def merged(self) -> Player:
        """The kept record with the winning value of each field."""
        return replace(self.records[self.kept()],
                       **{key: getattr(self.records[group.checkedId()], key) for key, group in self.choices.items()})

    def accept(self) -> None:
        """Merge on a worker; once written, the merge goes on the undo stack (its first redo tells the pages)."""
        if self.conflicts is None or self.conflicts or self.writing.job is not None:
            return
        keep, drop, merged = self.kept(), self.dropped(), self.merged()
        text = QCoreApplication.translate("PlayerCommands", "Merge {dropped} into {kept}").format(
            dropped=self.records[drop].name, kept=self.records[keep].name)
        self.ok.setEnabled(False)
        self.refusal.hide()
        self.busy.show()
        on_the_club(self.ctx, self.writing, lambda db: merge_players(db, keep, drop, merged),
                    lambda record: self._merged(MergeCommand(self.ctx, drop, merged, text, record)),
                    self._not_merged, writes=True)

    def _merged(self, command: MergeCommand) -> None:
        self.busy.hide()
        self.ctx.undo_stack.push(command)
        self.saved.emit(command.keep_id)
        super().accept()

    def _not_merged(self, reason: str) -> None:
        self.busy.hide()
        self.ok.setEnabled(True)
        self.refusal.setText(self.tr("Not merged: {reason}").format(reason=reason))
        self.refusal.show()

    def reject(self) -> None:
        """Cancel, unless the merge is being written (its end reports to this dialog)."""
        if self.writing.job is None:
            super().reject()


def conflicts_in(path: Path, first_id: int, second_id: int) -> list[MergeConflict]:
    """Where the two players both appear, read by a worker with its own connection (a federation's
    million games take a second to look through)."""
    db = open_db(path)
    try:
        return merge_conflicts(db, first_id, second_id)
    finally:
        db.conn.close()
