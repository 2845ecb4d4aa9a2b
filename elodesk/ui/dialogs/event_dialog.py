"""An arbiter's own event: a new event or an event's fields changed (name, system, rate, place, dates,
arbiter, rounds, for FIDE the list it goes on), a pairing added by hand.

Both dialogs only gather values; the Events page stores them through undo commands.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import BLITZ, CHESS_SYSTEMS, CLUB_SYSTEMS, INTERNATIONAL, RAPID, STANDARD
from elodesk.reports.numbers import short_date
from elodesk.reports.phrases.fide import EVENT_LISTS
from elodesk.store.event_edits import EventFields, event_fields
from elodesk.store.event_systems import event_systems
from elodesk.store.fide_lists import later_allowed, list_of
from elodesk.store.games import byes, chess_games, event_players, get_event
from elodesk.store.players import ListedPlayer, list_players, name_key
from elodesk.store.settings import DEFAULT_CHESS_SYSTEM, get_setting
from elodesk.ui.context import AppContext
from elodesk.ui.i18n import system_title
from elodesk.ui.widgets.date_edit import date_edit

NO_DATE = QDate(1900, 1, 1)  # the date edits' minimum: shown as "not set"


def error_label() -> QLabel:
    label = QLabel()
    label.setObjectName("error")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b3261e;")
    return label


def ok_cancel(dialog: QDialog, ok_text: str | None = None) -> QDialogButtonBox:
    """OK (named ``ok_text``, if given) and Cancel, accepting and rejecting ``dialog``."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    if ok_text is not None:
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class EventDialog(QDialog):
    """A new event run in elodesk, or (``event_id``) an event's fields to change; ``values()`` gives the
    keywords of ``store.event_edits.add_event`` and ``edit_event``."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, event_id: int | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.setWindowTitle(self.tr("New event") if event_id is None else self.tr("Edit event"))
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setPlaceholderText(self.tr("e.g. Club championship 2026"))
        self.system = QComboBox()
        self.system.setObjectName("system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.system.setCurrentIndex(max(0, self.system.findData(get_setting(ctx.db, DEFAULT_CHESS_SYSTEM))))
        self.rate = QComboBox()
        self.rate.setObjectName("rate")
        for rate, text in ((STANDARD, self.tr("standard")), (RAPID, self.tr("rapid")), (BLITZ, self.tr("blitz"))):
            self.rate.addItem(text, rate)
        self.place = QLineEdit()
        self.place.setObjectName("place")
        self.start = date_edit(QDate.currentDate())
        self.start.setObjectName("start")
        self.end = date_edit(QDate.currentDate())
        self.end.setObjectName("end")
        for edit in (self.start, self.end):  # an imported event may have no date: shown as such, kept so
            edit.setMinimumDate(NO_DATE)
            edit.setSpecialValueText(self.tr("not set"))
        self.start.dateChanged.connect(self._start_moved)
        self.arbiter = QLineEdit()
        self.arbiter.setObjectName("arbiter")
        self.rounds = QSpinBox()
        self.rounds.setObjectName("rounds")
        self.rounds.setRange(0, 99)
        self.rounds.setSpecialValueText(self.tr("not fixed"))
        self.rounds.setValue(0)
        # the chess systems that rate the event besides its main one (FIDE for a French open)
        self.rated_by = {system: QCheckBox(system_title(system), objectName=f"rated-by-{system}")
                         for system in CHESS_SYSTEMS}
        rated_by = QWidget()
        rated_by.setObjectName("rated-by")
        rated_layout = QVBoxLayout(rated_by)
        rated_layout.setContentsMargins(0, 0, 0, 0)
        for box in self.rated_by.values():
            rated_layout.addWidget(box)
        # Std 7.1.3 / 9.1: the FIDE list the event goes on, and the officer's "one list later"
        self.fide_list = QLabel()
        self.fide_list.setObjectName("fide_list")
        self.fide_list.setWordWrap(True)
        self.list_later = QCheckBox(self.tr("One list &later (reported late, 9.1)"))
        self.list_later.setObjectName("list_later")
        self.list_later.toggled.connect(self._list_shown)
        lists = QWidget()
        lists_layout = QVBoxLayout(lists)
        lists_layout.setContentsMargins(0, 0, 0, 0)
        lists_layout.addWidget(self.fide_list)
        lists_layout.addWidget(self.list_later)
        self.lists = lists

        self.form = QFormLayout()
        self.form.addRow(self.tr("&Name:"), self.name)
        self.form.addRow(self.tr("&Rating system:"), self.system)
        self.form.addRow(self.tr("R&ate:"), self.rate)
        self.form.addRow(self.tr("Rated &by:"), rated_by)
        self.form.addRow(self.tr("&Place:"), self.place)
        self.form.addRow(self.tr("&From:"), self.start)
        self.form.addRow(self.tr("&To:"), self.end)
        self.form.addRow(self.tr("&Arbiter:"), self.arbiter)
        self.form.addRow(self.tr("R&ounds:"), self.rounds)
        self.form.addRow(self.tr("FIDE list:"), self.lists)
        self.error = error_label()
        self.buttons = ok_cancel(self, self.tr("Create") if event_id is None else self.tr("Save"))
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if event_id is not None:
            self._show(event_fields(ctx.db, event_id))
            for system in event_systems(ctx.db, event_id):
                if system in self.rated_by:
                    self.rated_by[system].setChecked(True)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.rated_by[INTERNATIONAL].toggled.connect(self._system_changed)  # the FIDE list row follows FIDE's box
        self.name.textChanged.connect(self._check)
        self.end.dateChanged.connect(self._check)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 75)
        self._system_changed()

    def _show(self, event: EventFields) -> None:
        """The event's fields as they are."""
        self.name.setText(event.name)
        self.system.setCurrentIndex(max(0, self.system.findData(event.system)))
        self.rate.setCurrentIndex(max(0, self.rate.findData(event.rate)))
        self.place.setText(event.place or "")
        self.start.setDate(QDate.fromString(event.start, Qt.DateFormat.ISODate) if event.start else NO_DATE)
        self.end.setDate(QDate.fromString(event.end, Qt.DateFormat.ISODate) if event.end else NO_DATE)
        self.arbiter.setText(event.arbiter or "")
        self.rounds.setValue(event.rounds or 0)
        self.list_later.setChecked(event.fide_list_later)

    def _system_changed(self) -> None:
        """Rapid and blitz are rates of chess events only, and only chess events are rated by several systems:
        the main system always rates its event (its box ticked, not to be unticked). The FIDE list the event
        goes on is shown when FIDE rates it."""
        system = self.system.currentData()
        chess = system in CHESS_SYSTEMS
        self.form.setRowVisible(self.rate, chess)
        self.form.setRowVisible(self.rated_by[CHESS_SYSTEMS[0]].parentWidget(), chess)
        for other, box in self.rated_by.items():
            box.setEnabled(other != system)
            if other == system:
                box.setChecked(True)
        self.form.setRowVisible(self.lists, chess and self.rated_by[INTERNATIONAL].isChecked())
        self._check()

    def systems(self) -> list[str]:
        """The chess systems ticked besides the main one (none for another kind of event)."""
        system = self.system.currentData()
        if system not in CHESS_SYSTEMS:
            return []
        return [other for other, box in self.rated_by.items() if box.isChecked() and other != system]

    def _start_moved(self, day: QDate) -> None:
        if self.end.date() < day:
            self.end.setDate(day)
        self._check()

    def _check(self) -> None:
        problem = ""
        start, end = self._day(self.start), self._day(self.end)
        if not self.name.text().strip():
            problem = self.tr("Give the event a name.")
        elif start and end and end < start:
            problem = self.tr("The event cannot end before it starts.")
        self._list_shown()
        self.error.setText(problem)
        self.error.setVisible(bool(problem) and bool(self.name.text()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def _list_shown(self) -> None:
        """The list the event goes on by its last day (7.1.3), or one later when asked and allowed (9.1)."""
        last = self._day(self.end) or self._day(self.start)
        allowed = last is not None and later_allowed(date.fromisoformat(last))
        self.list_later.setEnabled(allowed)
        if not allowed and self.list_later.isChecked():
            self.list_later.setChecked(False)  # comes back here through toggled
            return
        if last is None:
            self.fide_list.setText(self.tr("Give the event's dates to know its FIDE list."))
            return
        day, rule = list_of(date.fromisoformat(last), self.list_later.isChecked())
        self.fide_list.setText(EVENT_LISTS[rule].say(self.ctx.text_lang, list_date=short_date(day),
                                                     end=short_date(last)))

    @staticmethod
    def _day(edit: QDateEdit) -> str | None:
        return None if edit.date() == NO_DATE else edit.date().toString(Qt.DateFormat.ISODate)

    def values(self) -> dict[str, Any]:
        chess = self.system.currentData() in CHESS_SYSTEMS
        return {"system": self.system.currentData(), "name": self.name.text().strip(),
                "place": self.place.text().strip() or None, "start": self._day(self.start),
                "end": self._day(self.end), "arbiter": self.arbiter.text().strip() or None,
                "rounds": self.rounds.value() or None, "rate": self.rate.currentData() if chess else None,
                "fide_list_later": chess and self.list_later.isEnabled() and self.list_later.isChecked()}


def player_combo(name: str) -> QComboBox:
    """A combo of players one can type into (any part of the name finds him)."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.completer().setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    combo.completer().setFilterMode(Qt.MatchFlag.MatchContains)
    combo.completer().setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    combo.setMinimumContentsLength(28)
    return combo


def combo_player(combo: QComboBox) -> int | None:
    """The player id of what the combo shows (None when the text names nobody)."""
    index = combo.findText(combo.currentText(), Qt.MatchFlag.MatchFixedString)
    return combo.itemData(index) if index >= 0 else None


class PairingDialog(QDialog):
    """A pairing added by hand: a round, White and Black among the event's players, or any club
    player (entered in the event with the pairing)."""

    def __init__(self, ctx: AppContext, event_id: int, round_: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        event = get_event(ctx.db, event_id)
        self.system = event.system if event else get_setting(ctx.db, DEFAULT_CHESS_SYSTEM)
        self.setWindowTitle(self.tr("Add a pairing — {event}").format(event=event.name if event else ""))
        self.in_event = {p.id: p for p in event_players(ctx.db, event_id)}
        self.paired: dict[int | None, set[int]] = {}
        for g in chess_games(ctx.db, event_id):
            self.paired.setdefault(g.round, set()).update((g.white_id, g.black_id))
        for b in byes(ctx.db, event_id):
            self.paired.setdefault(b.round, set()).add(b.player_id)
        self._club: list[ListedPlayer] | None = None

        self.round = QSpinBox()
        self.round.setObjectName("round")
        self.round.setRange(1, 99)
        # the round asked for, or the first after it where someone is still unpaired
        round_ = max(1, round_)
        while round_ < 99 and self.in_event and set(self.in_event) <= self.paired.get(round_, set()):
            round_ += 1
        self.round.setValue(round_)
        self.white = player_combo("white")
        self.black = player_combo("black")
        self.anyone = QCheckBox(self.tr("Any club player (entered in the event with the pairing)"))
        self.anyone.setObjectName("anyone")
        form = QFormLayout()
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow(self.tr("&White:"), self.white)
        form.addRow(self.tr("&Black:"), self.black)
        form.addRow("", self.anyone)
        self.error = error_label()
        self.buttons = ok_cancel(self, self.tr("Add"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.round.valueChanged.connect(self._fill)
        self.anyone.toggled.connect(self._fill)
        self.white.currentTextChanged.connect(self._check)
        self.black.currentTextChanged.connect(self._check)
        self._fill()
        self.white.setFocus()

    def _candidates(self) -> list[tuple[int, str, Any]]:
        if self.anyone.isChecked():
            if self._club is None:
                self._club = list_players(self.ctx.db)
            people = [(p.id, p.name, p.rating_in(self.system)) for p in self._club]
        else:
            people = [(p.id, p.name, p.rating) for p in self.in_event.values()]
        busy = self.paired.get(self.round.value(), set())
        return sorted((p for p in people if p[0] not in busy), key=lambda p: name_key(p[1]))

    def _fill(self) -> None:
        people = self._candidates()
        for combo in (self.white, self.black):
            keep = combo_player(combo)
            combo.blockSignals(True)
            combo.clear()
            for pid, name, rating in people:
                combo.addItem(f"{name} ({rating})" if rating else name, pid)
            index = combo.findData(keep) if keep is not None else -1
            combo.setCurrentIndex(index)
            if index < 0:
                combo.setEditText("")
            combo.blockSignals(False)
        self._check()

    def _check(self) -> None:
        white, black = combo_player(self.white), combo_player(self.black)
        problem = ""
        if white is None or black is None:
            # nothing to say while the arbiter is still choosing, unless there is nobody to choose
            if self.white.count() < 2:
                problem = self.tr("Every player of the event is paired in this round.")
        elif white == black:
            problem = self.tr("A player cannot play himself.")
        self.error.setText(problem)
        ready = white is not None and black is not None and not problem
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ready)

    def values(self) -> dict[str, Any]:
        """round, white and black as (id, name), and the players to enter in the event first."""
        white, black = combo_player(self.white), combo_player(self.black)
        assert white is not None and black is not None
        names = {pid: name for pid, name, _ in self._candidates()}
        return {"round": self.round.value(), "white": (white, names[white]), "black": (black, names[black]),
                "newcomers": [pid for pid in (white, black) if pid not in self.in_event]}
