"""Creating and editing a player by hand: every field checked as it is typed, saved as an undoable edit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, Qt, Signal, Slot
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from elodesk.refusal import Refusal
from elodesk.store.player_edits import (
    BAD_FORMAT,
    REQUIRED,
    add_player,
    check_player,
    clean_player,
    delete_player,
    update_player,
)
from elodesk.store.players import Player, club_names, get_player, players_with_id
from elodesk.ui.context import AppContext, Change
from elodesk.ui.style import DOWN
from elodesk.ui.widgets.date_edit import date_edit

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

# Fields of the dialog, in the order of the form (all of them editable in the store).
FIELDS = (
    "name",
    "birth_date",
    "sex",
    "club",
    "federation",
    "fide_id",
    "frbe_id",
    "ffe_id",
    "is_foreign",
    "is_member",
    "fide_rating",
)
WARNING = "#8a5300"  # a doubt, not an error: amber text


class StoreCommand(QUndoCommand):
    """An undoable edit whose ``forward``/``backward`` call the store (one transaction each).

    A refusal of the store on ``redo`` (a ``StoreError``: a locked database too) makes the command
    obsolete, so it never stays on the stack; the sentence is kept in ``error`` for the dialog.
    """

    def __init__(self, ctx: AppContext, text: str) -> None:
        super().__init__(text)
        self.ctx = ctx
        self.error: str | None = None
        self.player_id: int | None = None

    def change(self) -> Change:
        """What the edit changed, as the pages are told (a player's record)."""
        return Change.of_players([] if self.player_id is None else [self.player_id])

    def forward(self) -> None:
        raise NotImplementedError

    def backward(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        try:
            self.forward()
        except Refusal as exc:
            self.error = self.ctx.describe(exc)
            self.setObsolete(True)
            return
        self.ctx.notify(self.change())

    def undo(self) -> None:
        try:
            self.backward()
        except Refusal as exc:
            self.error = self.ctx.describe(exc)
            self.setObsolete(True)
            return
        self.ctx.notify(self.change())


class AddPlayerCommand(StoreCommand):
    """Create a player; undoing deletes him, redoing creates him again under the same id."""

    def __init__(self, ctx: AppContext, player: Player) -> None:
        super().__init__(ctx, translate("PlayerCommands", "New player {name}").format(name=player.name))
        self.player = player
        self.player_id: int | None = None

    def forward(self) -> None:
        self.player_id = add_player(self.ctx.db, replace(self.player, id=self.player_id))

    def backward(self) -> None:
        assert self.player_id is not None
        delete_player(self.ctx.db, self.player_id)


class EditPlayerCommand(StoreCommand):
    """Change some fields of a player (``changed``: their names); undoing writes back the values they had."""

    def __init__(self, ctx: AppContext, after: Player, changed: Sequence[str], name: str) -> None:
        super().__init__(ctx, translate("PlayerCommands", "Edit player {name}").format(name=name))
        self.player_id = after.id
        self.after = after
        self.changed = tuple(changed)
        self.before: Player | None = None  # the record as stored before, once done

    def forward(self) -> None:
        self.before = update_player(self.ctx.db, self.after, self.changed)

    def backward(self) -> None:
        assert self.before is not None
        update_player(self.ctx.db, self.before, self.changed, validate=False)


class PlayerDialog(QDialog):
    """A player's record: new (``player_id`` None) or an existing one. OK saves through the undo stack."""

    saved = Signal(int)  # the player's id, once saved

    def __init__(self, ctx: AppContext, player_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.player_id = player_id
        self.original = get_player(ctx.db, player_id) if player_id is not None else Player("")
        self.setWindowTitle(
            self.tr("New player")
            if player_id is None
            else self.tr("Player {id}: {name}").format(id=player_id, name=self.original.name)
        )
        self.setObjectName("player-dialog")
        self.setStyleSheet(f'QLineEdit[invalid="true"] {{ border: 1px solid {DOWN.name()}; background: #fdf0ef; }}')
        self.messages: dict[str, QLabel] = {}

        self.name = QLineEdit(objectName="name", placeholderText=self.tr("Last, First"))
        self.birth_date = date_edit(name="birth_date")
        self.birth_date.setDateRange(QDate(1850, 1, 1), QDate.currentDate())
        self._birth_touched = False  # an unreadable stored date is kept unless the user sets one
        self.no_birth_date = QCheckBox(self.tr("Unknown"), objectName="no_birth_date")
        self.sex = QComboBox(objectName="sex")
        for label, value in (("—", None), (self.tr("Male"), "M"), (self.tr("Female"), "F")):
            self.sex.addItem(label, value)
        self.club = QLineEdit(objectName="club")
        completer = QCompleter(club_names(ctx.db), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.club.setCompleter(completer)
        self.federation = QLineEdit(objectName="federation", placeholderText="BEL", maxLength=3)
        self.fide_id = QLineEdit(objectName="fide_id", placeholderText=self.tr("digits"))
        self.frbe_id = QLineEdit(objectName="frbe_id", placeholderText=self.tr("1 to 5 digits"))
        self.ffe_id = QLineEdit(objectName="ffe_id", placeholderText="A12345")
        self.is_foreign = QCheckBox(
            self.tr("Foreign player (article 10.i: his FIDE rating is used)"), objectName="is_foreign"
        )
        self.is_member = QCheckBox(self.tr("Member of the club"), objectName="is_member")
        self.fide_rating = QSpinBox(objectName="fide_rating", minimum=0, maximum=3500)
        self.fide_rating.setSpecialValueText(self.tr("none"))
        self.fide_rating.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.error = QLabel(objectName="save-error", wordWrap=True)
        self.error.setStyleSheet(f"color: {DOWN.name()};")
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        born = QHBoxLayout()
        born.addWidget(self.birth_date)
        born.addWidget(self.no_birth_date)
        born.addStretch(1)
        born_box = QWidget()
        born_box.setLayout(born)
        born.setContentsMargins(0, 0, 0, 0)
        short = {self.federation, self.fide_id, self.frbe_id, self.ffe_id, self.fide_rating, self.sex}
        for label, key, widget in (
            (self.tr("&Name"), "name", self.name),
            (self.tr("&Born"), "birth_date", born_box),
            (self.tr("&Sex"), "sex", self.sex),
            (self.tr("&Club"), "club", self.club),
            (self.tr("&Federation"), "federation", self.federation),
            (self.tr("FIDE &id"), "fide_id", self.fide_id),
            (self.tr("Belgian &matricule"), "frbe_id", self.frbe_id),
            (self.tr("French &licence"), "ffe_id", self.ffe_id),
            (self.tr("FIDE &rating"), "fide_rating", self.fide_rating),
        ):
            if widget in short:
                widget.setFixedWidth(widget.fontMetrics().horizontalAdvance("0") * 16)  # follows the font size
            form.addRow(label, self._with_message(key, widget))
        form.addRow("", self.is_foreign)
        form.addRow("", self.is_member)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M") * 28)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self._fill()
        for edit in (self.name, self.club, self.federation, self.fide_id, self.frbe_id, self.ffe_id):
            edit.textChanged.connect(self._validate)
        self.no_birth_date.toggled.connect(self._birth_known)
        self.birth_date.dateChanged.connect(self._birth_edited)
        self.no_birth_date.toggled.connect(self._birth_edited)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._validate()

    def _with_message(self, key: str, widget: QWidget) -> QWidget:
        """The field with its message under it (hidden while all is well)."""
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(widget)
        message = QLabel(objectName=f"{key}-message", wordWrap=True)
        message.hide()
        column.addWidget(message)
        self.messages[key] = message
        return box

    def _fill(self) -> None:
        p = self.original
        self.name.setText(p.name)
        birth = p.birth_date
        if birth:
            self.birth_date.setDate(QDate.fromString(birth, Qt.DateFormat.ISODate))
        else:
            self.birth_date.setDate(QDate(1990, 1, 1))
        self.no_birth_date.setChecked(not birth)
        self._birth_known(not birth)
        self.sex.setCurrentIndex(max(self.sex.findData(p.sex), 0))
        for key in ("club", "federation", "fide_id", "frbe_id", "ffe_id"):
            getattr(self, key).setText(str(getattr(p, key) or ""))
        self.is_foreign.setChecked(bool(p.is_foreign))
        self.is_member.setChecked(bool(p.is_member))
        self.fide_rating.setValue(p.fide_rating or 0)

    @Slot(bool)
    def _birth_known(self, unknown: bool) -> None:
        self.birth_date.setEnabled(not unknown)

    @Slot()
    def _birth_edited(self) -> None:
        self._birth_touched = True

    def _birth_value(self) -> str | None:
        if not self._birth_touched and self.player_id is not None:
            return self.original.birth_date
        birth: date | None = None if self.no_birth_date.isChecked() else self.birth_date.date().toPython()
        return birth.isoformat() if birth else None

    def values(self) -> Player:
        """The record as the store will keep it (fields the dialog does not show, such as the title, kept)."""
        return clean_player(replace(
            self.original,
            name=self.name.text(),
            birth_date=self._birth_value(),
            sex=self.sex.currentData(),
            club=self.club.text(),
            federation=self.federation.text(),
            fide_id=self.fide_id.text(),
            frbe_id=self.frbe_id.text(),
            ffe_id=self.ffe_id.text(),
            is_foreign=int(self.is_foreign.isChecked()),
            is_member=int(self.is_member.isChecked()),
            fide_rating=self.fide_rating.value(),
        ))

    def _problem_text(self, key: str, problem: str) -> str:
        if key == "name":
            return (
                self.tr("A player needs a name.")
                if problem == REQUIRED
                else self.tr("Write the name as “Last, First”.")
            )
        return {
            "federation": self.tr("Three letters, such as BEL or FRA."),
            "fide_id": self.tr("A FIDE id is made of digits only."),
            "frbe_id": self.tr("A Belgian matricule has 1 to 5 digits."),
            "ffe_id": self.tr("A French licence is a letter and 5 digits, such as A12345."),
        }.get(key, self.tr("Not a valid value."))

    @Slot()
    def _validate(self) -> None:
        """Mark every field in error, say why under it, and allow OK only when all is well."""
        values = self.values()
        problems = check_player(values)
        assert all(p in (REQUIRED, BAD_FORMAT) for p in problems.values())
        for key, message in self.messages.items():
            widget = getattr(self, key)
            text, colour = "", DOWN.name()
            if key in problems:
                text = self._problem_text(key, problems[key])
            elif key in ("fide_id", "frbe_id", "ffe_id") and getattr(values, key):
                others = players_with_id(self.ctx.db, key, getattr(values, key), exclude=self.player_id)
                if others:
                    text = self.tr(
                        "Player {id} has the same id: if it is the same person, merge the two records instead."
                    ).format(id=others[0])
                    colour = WARNING
            if widget.property("invalid") != (key in problems):
                widget.setProperty("invalid", key in problems)
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            message.setText(text)
            message.setStyleSheet(f"color: {colour};")
            message.setVisible(bool(text))
        self.ok.setEnabled(not problems)

    def changes(self) -> list[str]:
        """The fields that differ from the record."""
        values = self.values()
        return [k for k in FIELDS if getattr(values, k) != getattr(self.original, k)]

    def accept(self) -> None:
        values = self.values()
        if check_player(values):
            return
        changes = self.changes()
        if self.player_id is None:
            command: StoreCommand = AddPlayerCommand(self.ctx, values)
        elif changes:
            command = EditPlayerCommand(self.ctx, values, changes, self.original.name)
        else:
            super().accept()
            return
        self.ctx.undo_stack.push(command)
        if command.error is not None:
            self.error.setText(self.tr("Not saved: {reason}").format(reason=command.error))
            self.error.show()
            return
        pid = command.player_id
        assert pid is not None
        self.player_id = pid
        self.saved.emit(pid)
        super().accept()
