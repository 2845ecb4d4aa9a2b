"""One Diplomacy game: who played which power, the supply centres each held at the end, who was
eliminated; and the game's state, mode, scoring method and whether it counts for Elo.

The dialog only gathers values (the keywords of ``store.diplomacy_edits.set_diplomacy_game``); the Events
page stores them through an undo command. Every club player is read on a worker, and the seven
boxes share one model: a federation's 60,000 players, read and added to each box, took the
dialog 2.7 s to open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QDate, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.diplomacy import MANUAL, MODES, SCORING, VARIANTS
from elodesk.store.diplomacy_edits import DIPLOMACY_STATES
from elodesk.store.event_rows import DiplomacyGame, DiplomacyPower
from elodesk.store.game_values import DiplomacyResult, DiplomacyValues
from elodesk.store.games import diplomacy_games, event_players, get_event
from elodesk.store.players import name_key
from elodesk.ui.context import AppContext
from elodesk.ui.dialogs.event_dialog import error_label, ok_cancel
from elodesk.ui.event_texts import mode_name, role_name, scoring_name, state_name
from elodesk.ui.widgets.club_player_box import Choice, PlayerChoiceModel, sorted_names
from elodesk.ui.widgets.date_edit import date_edit
from elodesk.ui.workers import AFTER_DRAWING, Job, Latest


class DiplomacyGameDialog(QDialog):
    """A Diplomacy game to enter or correct (``game`` None: a new one)."""

    everyone_read = Signal()  # the worker read every club player: the boxes offer them when asked

    def __init__(self, ctx: AppContext, event_id: int, game: DiplomacyGame | None = None,
                 parent: QWidget | None = None, games: Sequence[DiplomacyGame] | None = None) -> None:
        """``games``: the event's games when the caller holds them (the Events page: 500 games read
        again took 20 ms), else they are read."""
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.game = game
        event = get_event(ctx.db, event_id)
        self.setWindowTitle(self.tr("Diplomacy game — {event}").format(event=event.name if event else ""))
        self.in_event = {p.id: p.name for p in event_players(ctx.db, event_id)}
        # Until every club player is read, the boxes offer the event's players and the game's own.
        self.known = self.in_event | ({r.player_id: r.name for r in game.results} if game else {})
        self.everyone: list[Choice] | None = None
        self.people = PlayerChoiceModel(self)  # the choices of every power's box
        self.row_of: dict[int | None, int] = {}  # a player's row in ``people``
        games = diplomacy_games(ctx.db, event_id) if games is None else games
        self.taken_refs = {g.ref for g in games if not game or g.id != game.id}

        self.ref = QLineEdit(game.ref if game else self._next_ref())
        self.ref.setObjectName("ref")
        day = game.first_resolution if game else None
        self.first_resolution = date_edit(QDate.fromString(day, Qt.DateFormat.ISODate) if day
                                          else QDate.currentDate())
        self.variant = QComboBox()
        for variant in VARIANTS:
            self.variant.addItem(variant, variant)
        self.variant.setCurrentIndex(max(0, self.variant.findData(game.variant if game else "standard")))
        self.variant.setEnabled(game is None)  # the powers of a stored game stay those of its map
        self.mode = self._choices("mode", MODES, mode_name, game.mode if game else "classic")
        self.scoring = self._choices("scoring", tuple(SCORING), scoring_name, game.scoring if game else "c-diplo")
        self.state = self._choices("state", DIPLOMACY_STATES, state_name, game.state if game else "finished")
        self.used_for_elo = QCheckBox(self.tr("Counts for Elo"))
        self.used_for_elo.setObjectName("used_for_elo")
        self.used_for_elo.setChecked(game.used_for_elo if game else True)
        self.excluded = QCheckBox(self.tr("Excluded by the arbiter"))
        self.excluded.setChecked(game.excluded if game else False)
        self.anyone = QCheckBox(self.tr("Offer every club player (entered in the event with the game)"))
        self.anyone.setObjectName("anyone")
        self.anyone.setChecked(any(r.player_id not in self.in_event for r in game.results) if game else False)

        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.ref)
        form.addRow(self.tr("&First resolution:"), self.first_resolution)
        form.addRow(self.tr("Ma&p:"), self.variant)
        form.addRow(self.tr("&Mode:"), self.mode)
        form.addRow(self.tr("&Scoring:"), self.scoring)
        form.addRow(self.tr("S&tate:"), self.state)
        checks = QHBoxLayout()
        checks.addWidget(self.used_for_elo)
        checks.addWidget(self.excluded)
        checks.addStretch(1)
        form.addRow("", checks)

        self.board_box = QGroupBox(self.tr("Board"))
        self.grid = QGridLayout(self.board_box)
        self.rows: dict[str, tuple[QComboBox, QSpinBox, QCheckBox, QDoubleSpinBox]] = {}
        self.total = QLabel()
        self.total.setObjectName("total")
        self.total.setWordWrap(True)
        self.error = error_label()
        self.buttons = ok_cancel(self)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.board_box)
        layout.addWidget(self.anyone)
        layout.addWidget(self.total)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._set_people()
        self._build_board(game.results if game else ())
        self.variant.currentIndexChanged.connect(lambda: self._build_board(self.results()))
        self.scoring.currentIndexChanged.connect(self._scoring_changed)
        self.anyone.toggled.connect(self._refill_players)
        self.ref.textChanged.connect(self._check)
        self._scoring_changed()
        path = str(ctx.db_path)
        self.reading = Latest()  # closed: the club's players are no longer waited for
        self.finished.connect(self.reading.cancel)
        ctx.closing.connect(self.reading.cancel)
        # every club player, read once the dialog is drawn (AFTER_DRAWING), unless closed before
        self.read_job = Job(lambda progress, cancelled: sorted_names(path), ctx.describe)
        self.finished.connect(self.read_job.cancel)
        ctx.closing.connect(self.read_job.cancel)
        QTimer.singleShot(AFTER_DRAWING, self, self._start_reading)

    def _start_reading(self) -> None:
        if not self.read_job.is_cancelled():
            self.reading.start(self.read_job, self._read)

    def _read(self, rows: list[Choice]) -> None:
        self.everyone = rows
        if self.anyone.isChecked():
            self._refill_players()
        self.everyone_read.emit()

    def _choices(self, name: str, values: tuple[str, ...], label: Any, current: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for value in values:
            combo.addItem(label(value), value)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def _next_ref(self) -> str:
        return f"{QDate.currentDate().year()}-{len(self.taken_refs) + 1:02d}"  # a new game: every ref is taken

    def _set_people(self) -> None:
        """The event's players, or every club player (once read) when the box is ticked."""
        if not self.anyone.isChecked():
            people = sorted(self.in_event.items(), key=lambda p: name_key(p[1]))
        elif self.everyone is None:
            people = sorted(self.known.items(), key=lambda p: name_key(p[1]))
        else:
            people = self.everyone
        self.people.set_rows([(None, self.tr("— not played —")), *people])
        self.row_of = {pid: row for row, (pid, _) in enumerate(self.people.rows)}

    def _build_board(self, results: Sequence[DiplomacyPower]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        variant = VARIANTS[self.variant.currentData()]
        by_role = {r.role: r for r in results}
        for column, title in enumerate((self.tr("Power"), self.tr("Player"), self.tr("Supply centres"),
                                        self.tr("Eliminated"), self.tr("Score"))):
            header = QLabel(f"<b>{title}</b>")
            header.setObjectName(f"header-{column}")
            self.grid.addWidget(header, 0, column)
        self.rows = {}
        for line, role in enumerate(variant.roles, 1):
            r = by_role.get(role)
            player = QComboBox()
            player.setObjectName(f"player-{role}")
            player.setMinimumContentsLength(22)
            player.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            centres = QSpinBox()
            centres.setObjectName(f"centres-{role}")
            centres.setRange(0, variant.centers)
            centres.setValue(r.centers if r else 0)
            centres.setAlignment(Qt.AlignmentFlag.AlignRight)
            eliminated = QCheckBox()
            eliminated.setObjectName(f"eliminated-{role}")
            eliminated.setChecked(r.eliminated if r else False)
            score = QDoubleSpinBox()
            score.setObjectName(f"score-{role}")
            score.setRange(0, 1000)
            score.setDecimals(2)
            score.setValue(float(r.score or 0) if r else 0.0)
            score.setAlignment(Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(QLabel(role_name(role)), line, 0)
            self.grid.addWidget(player, line, 1)
            self.grid.addWidget(centres, line, 2)
            self.grid.addWidget(eliminated, line, 3, Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(score, line, 4)
            self.rows[role] = (player, centres, eliminated, score)
            self._fill_player(player, r.player_id if r else None)
            player.currentIndexChanged.connect(self._check)
            centres.valueChanged.connect(lambda value, box=eliminated: self._centres_changed(value, box))
            eliminated.toggled.connect(self._check)
        self.grid.setColumnStretch(1, 1)
        self._scoring_changed()

    def _fill_player(self, combo: QComboBox, keep: int | None) -> None:
        combo.blockSignals(True)
        combo.setModel(self.people)
        combo.setCurrentIndex(self.row_of.get(keep, 0))
        combo.blockSignals(False)

    def _refill_players(self) -> None:
        kept = {role: player.currentData() for role, (player, *_) in self.rows.items()}
        for player, *_ in self.rows.values():
            player.blockSignals(True)
        self._set_people()
        for role, (player, *_) in self.rows.items():
            player.setCurrentIndex(self.row_of.get(kept[role], 0))
            player.blockSignals(False)
        self._check()

    def _centres_changed(self, value: int, eliminated: QCheckBox) -> None:
        """A power left without a centre is out of the game; one that holds some is not."""
        eliminated.setChecked(value == 0)
        self._check()

    def _scoring_changed(self) -> None:
        manual = self.scoring.currentData() == MANUAL
        for *_, score in self.rows.values():
            score.setVisible(manual)
        header = self.board_box.findChild(QLabel, "header-4")
        if header is not None:
            header.setVisible(manual)
        self._check()

    def results(self) -> list[DiplomacyPower]:
        """The powers played, in the map's order."""
        manual = self.scoring.currentData() == MANUAL
        return [DiplomacyPower(role, player.currentData(), player.currentText(), centres.value(),
                               eliminated.isChecked(), score.value() if manual else None)
                for role, (player, centres, eliminated, score) in self.rows.items()
                if player.currentData() is not None]

    def problem(self) -> str:
        """Why the game cannot be stored as it is ('' when it can)."""
        ref = self.ref.text().strip()
        if not ref:
            return self.tr("Give the game a name.")
        if ref in self.taken_refs:
            return self.tr("This event already has a game {game}.").format(game=ref)
        results = self.results()
        players = [r.player_id for r in results]
        twice = [r.name for r in results if players.count(r.player_id) > 1]
        if twice:
            return self.tr("{name} plays two powers.").format(name=twice[0])
        variant = VARIANTS[self.variant.currentData()]
        total = sum(centres.value() for _, centres, _, _ in self.rows.values())
        if total > variant.centers:
            return self.tr("The powers hold {total} supply centres; the map has {centres}.").format(
                total=total, centres=variant.centers)
        return ""

    def _check(self) -> None:
        variant = VARIANTS[self.variant.currentData()]
        total = sum(centres.value() for _, centres, _, _ in self.rows.values())
        played = len(self.results())
        if played < len(variant.roles):
            text = self.tr("Supply centres: {total} of {centres}. Powers not played: {missing}, so the game "
                           "will not count for Elo.").format(total=total, centres=variant.centers,
                                                             missing=len(variant.roles) - played)
        else:
            text = self.tr("Supply centres: {total} of {centres}").format(total=total, centres=variant.centers)
        self.total.setText(text)
        problem = self.problem()
        self.error.setText(problem)
        self.error.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> DiplomacyValues:
        return DiplomacyValues(
            ref=self.ref.text().strip(), first_resolution=self.first_resolution.date().toString(Qt.DateFormat.ISODate),
            mode=self.mode.currentData(), scoring=self.scoring.currentData(), state=self.state.currentData(),
            used_for_elo=self.used_for_elo.isChecked(), excluded=self.excluded.isChecked(),
            variant=self.variant.currentData(),
            results=tuple(DiplomacyResult(r.role, r.player_id, r.centers, r.eliminated, r.score)
                          for r in self.results()))

    def newcomers(self) -> list[int]:
        """The club players of the board who are not yet players of the event."""
        return [r.player_id for r in self.results() if r.player_id not in self.in_event]
