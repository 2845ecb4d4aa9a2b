"""One Bataille Empire battle: its seven possible outcomes and up to three generals a side.

The dialog only gathers values (the keywords of ``store.battle_edits.set_battle``); the Events page
stores them through an undo command.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from elodesk.store.battle_edits import MAX_GENERALS
from elodesk.store.event_rows import BattleRow
from elodesk.store.game_values import BattleValues
from elodesk.store.games import battles, event_players, get_event
from elodesk.ui.context import AppContext
from elodesk.ui.dialogs.event_dialog import error_label, ok_cancel
from elodesk.ui.event_texts import battle_result_text
from elodesk.ui.formatting import BATTLE_RESULTS
from elodesk.ui.widgets.date_edit import date_edit


class BattleDialog(QDialog):
    """A battle to enter or correct (``battle`` None: a new one in round ``round_``)."""

    def __init__(self, ctx: AppContext, event_id: int, battle: BattleRow | None = None, round_: int = 1,
                 parent: QWidget | None = None, fought: Sequence[BattleRow] | None = None) -> None:
        """``fought``: the event's battles when the caller holds them (the Events page: 480 battles
        read again for their scenarios took 13 ms), else they are read."""
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.battle = battle
        event = get_event(ctx.db, event_id)
        name = event.name if event else ""
        self.setWindowTitle(self.tr("Battle — {event}").format(event=name) if battle else
                            self.tr("New battle — {event}").format(event=name))
        players = event_players(ctx.db, event_id)

        self.round = QSpinBox()
        self.round.setObjectName("round")
        self.round.setRange(1, 99)
        self.round.setValue(battle.round if battle else max(1, round_))
        day = (battle.date if battle else None) or (event.start if event else None)
        self.date = date_edit(QDate.fromString(day, Qt.DateFormat.ISODate) if day else QDate.currentDate())
        self.scenario = QLineEdit(battle.scenario or "" if battle else "")
        self.scenario.setObjectName("scenario")
        fought = battles(ctx.db, event_id) if fought is None else fought
        known = sorted({b.scenario for b in fought if b.scenario})
        if known:
            self.scenario.setCompleter(QCompleter(known, self.scenario))
        self.notes = QLineEdit(battle.notes or "" if battle else "")
        form = QFormLayout()
        form.addRow(self.tr("&Round:"), self.round)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("&Scenario:"), self.scenario)
        form.addRow(self.tr("&Notes:"), self.notes)

        self.sides: dict[str, list[QComboBox]] = {}
        sides_row = QHBoxLayout()
        for side, title in (("a", self.tr("Side A")), ("b", self.tr("Side B"))):
            box = QGroupBox(title)
            box_layout = QVBoxLayout(box)
            chosen = [pid for pid, _ in ((battle.side_a if side == "a" else battle.side_b) if battle else ())]
            combos = []
            for position in range(MAX_GENERALS):
                combo = QComboBox()
                combo.setObjectName(f"side-{side}-{position + 1}")
                combo.addItem(self.tr("—"), None)
                for p in players:
                    combo.addItem(p.name, p.id)
                if position < len(chosen):
                    combo.setCurrentIndex(max(0, combo.findData(chosen[position])))
                combo.setMinimumContentsLength(24)
                combo.currentIndexChanged.connect(self._check)
                box_layout.addWidget(combo)
                combos.append(combo)
            self.sides[side] = combos
            sides_row.addWidget(box)

        outcome = QGroupBox(self.tr("Result"))
        outcome_layout = QGridLayout(outcome)
        self.results = QButtonGroup(self)
        self.results.setExclusive(True)
        self.result_buttons: dict[str, QRadioButton] = {}
        for i, result in enumerate(BATTLE_RESULTS):
            button = QRadioButton(battle_result_text(result, long=True))
            button.setObjectName(f"result-{result}")
            self.results.addButton(button, i)
            self.result_buttons[result] = button
            # side A's victories on the left, side B's on the right, the draw below
            row, column = (i, 0) if i < 3 else (3, 0) if i == 3 else (6 - i, 1)
            outcome_layout.addWidget(button, row, column)
        if battle and battle.result in self.result_buttons:
            self.result_buttons[battle.result].setChecked(True)
        self.results.idToggled.connect(lambda *_: self._check())

        self.error = error_label()
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(sides_row)
        layout.addWidget(outcome)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._check()

    def side(self, side: str) -> list[int]:
        return [c.currentData() for c in self.sides[side] if c.currentData() is not None]

    def chosen_result(self) -> str | None:
        checked = self.results.checkedId()
        return BATTLE_RESULTS[checked] if checked >= 0 else None

    def problem(self) -> str:
        """Why the battle cannot be stored as it is ('' when it can)."""
        names = {c.currentData(): c.currentText() for combos in self.sides.values() for c in combos}
        for side, label in (("a", "A"), ("b", "B")):
            generals = self.side(side)
            if not generals:
                return self.tr("Side {side} needs a general.").format(side=label)
            twice = [pid for pid in generals if generals.count(pid) > 1]
            if twice:
                return self.tr("{name} is named twice on side {side}.").format(name=names[twice[0]], side=label)
        both = [pid for pid in self.side("a") if pid in self.side("b")]
        if both:
            return self.tr("{name} cannot fight on both sides.").format(name=names[both[0]])
        if self.chosen_result() is None:
            return self.tr("Choose the result.")
        return ""

    def _check(self) -> None:
        problem = self.problem()
        self.error.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> BattleValues:
        result = self.chosen_result()
        assert result is not None  # OK is enabled only once a result is chosen
        return BattleValues(round=self.round.value(), result=result, side_a=tuple(self.side("a")),
                            side_b=tuple(self.side("b")), scenario=self.scenario.text().strip() or None,
                            date=self.date.date().toString(Qt.DateFormat.ISODate),
                            notes=self.notes.text().strip() or None)
