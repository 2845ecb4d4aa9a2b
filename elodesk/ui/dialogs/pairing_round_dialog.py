"""*Pair next round*: who will not play, the pairing computed off the UI thread, the arbiter's swaps, Accept.

The engine runs in a worker (a 500-player round takes seconds); the boards come back
with each player's score and colour history. Exchanging two players or the colours of
a board keeps the pairing only as valid as the absolute criteria say: the dialog names
the rule (C1–C3) an edit breaks. Accept stores the round through an undo command; the
round's pairings sheet can be printed at once.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QStringListModel, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from elodesk.pairing.errors import PairingError
from elodesk.pairing.model import Colour, RoundPairing
from elodesk.printing import PAIRINGS
from elodesk.refusal import Refusal
from elodesk.reports.pairing_input import BERGER, DUTCH, PairingInput, pair, pairing_input
from elodesk.store.db import Database, database_counts, open_db
from elodesk.store.rounds import EventRounds, LateCandidates, event_rounds, late_candidates
from elodesk.ui import commands, workers
from elodesk.ui.context import AppContext, SheetRequest
from elodesk.ui.dialogs.event_dialog import player_combo
from elodesk.ui.dialogs.pairing_round_boards import RoundBoardsPage, round_table
from elodesk.ui.models.pairing_round_models import (
    ABSENT,
    PL_NAME,
    WITHDRAWN,
    RoundPlayersModel,
)

READ_AT_ONCE = 3_000  # players: above, a worker reads who may enter late


def late_entries(db: Database, event_id: int) -> tuple[LateCandidates, list[str]]:
    """Who may enter late and the list's text for each (made on the worker that reads them)."""
    candidates = late_candidates(db, event_id)
    return candidates, [f"{name} ({rating})" if rating else name
                        for name, rating in zip(candidates.names, candidates.ratings, strict=True)]

PLAYERS_PAGE, BOARDS_PAGE = 0, 1


class PairingRoundDialog(QDialog):
    """Pairs the next round of one chess event; ``written_round`` is the round stored once accepted."""

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.written_round: int | None = None
        self.job: workers.Job | None = None
        self.given: PairingInput | None = None
        self.rounds: EventRounds = event_rounds(ctx.db, event_id)
        self.newcomers: list[int] = []  # late entries, entered in the event with the round
        # the club players outside the event when the dialog opened (None: being read)
        self.candidates: LateCandidates | None = None
        self.reading: workers.Job | None = None
        self.late_ids: list[int] = []  # the late-entry list's players, in its order
        self.late_texts = QStringListModel(self)  # texts held by Qt: 60,000 are set at once and searched fast
        self.setWindowTitle(self.tr("Pair next round"))
        self.setMinimumSize(760, 520)

        self.title = QLabel()
        self.title.setObjectName("round-title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.system = QComboBox()
        self.system.setObjectName("system")
        self.system.addItem(self.tr("Swiss, Dutch system (FIDE C.04.3)"), DUTCH)
        self.system.addItem(self.tr("Round robin (Berger tables)"), BERGER)
        self.first_colour = QComboBox()
        self.first_colour.setObjectName("first-colour")
        self.first_colour.addItem(self.tr("White"), Colour.WHITE)
        self.first_colour.addItem(self.tr("Black"), Colour.BLACK)
        self.form = QFormLayout()
        self.form.addRow(self.tr("&System:"), self.system)
        self.form.addRow(self.tr("&Top player's colour in round 1:"), self.first_colour)

        self.players_model = RoundPlayersModel(self)
        self.players_table = round_table("round-players", self.players_model)
        # Each column as wide as its title and its shown cells, measured again whenever the header's font
        # changes: on X11 the theme's header font comes once the dialog is shown, after any width measured
        # before ("Teruggetrokken" read "eruggetrokke"). Only the rows in sight are measured (112 players
        # measured whole: 80 ms); the names take the rest.
        players_header = self.players_table.horizontalHeader()
        players_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        players_header.setSectionResizeMode(PL_NAME, QHeaderView.ResizeMode.Stretch)
        players_header.setResizeContentsPrecision(0)
        self.players_hint = QLabel(self.tr("Tick the players who will not play this round: a half-point or "
                                           "full-point bye, absent (no point), or withdrawn from the event."))
        self.players_hint.setWordWrap(True)
        players_page = QWidget()
        players_layout = QVBoxLayout(players_page)
        players_layout.setContentsMargins(0, 0, 0, 0)
        players_layout.addWidget(self.players_hint)
        players_layout.addWidget(self.players_table)
        self.late_entry = player_combo("late-entry")
        self.late_entry.setModel(self.late_texts)
        self.late_button = QPushButton(self.tr("Enter in the e&vent"))
        self.late_button.setObjectName("add-late-entry")
        self.late_button.clicked.connect(self.add_late_entry)
        late = QHBoxLayout()
        late.addWidget(QLabel(self.tr("&Late entry:")))
        late.itemAt(0).widget().setBuddy(self.late_entry)
        late.addWidget(self.late_entry, 1)
        late.addWidget(self.late_button)
        players_layout.addLayout(late)

        self.boards = RoundBoardsPage(ctx.lang)
        self.pages = QStackedWidget()
        self.pages.addWidget(players_page)
        self.pages.addWidget(self.boards)
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.hide()
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.message.hide()
        self.boards.refused.connect(self._fail)
        self.boards.edited.connect(self.message.hide)

        self.back_button = QPushButton(self.tr("&Back"))
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.back)
        self.pair_button = QPushButton(self.tr("&Pair"))
        self.pair_button.setObjectName("pair")
        self.pair_button.setDefault(True)
        self.pair_button.clicked.connect(self.start_pairing)
        self.accept_button = QPushButton(self.tr("&Accept"))
        self.accept_button.setObjectName("accept")
        self.accept_button.clicked.connect(lambda: self.accept_round(print_sheet=False))
        self.print_button = QPushButton(self.tr("Accept and p&rint the pairings"))
        self.print_button.setObjectName("accept-print")
        self.print_button.clicked.connect(lambda: self.accept_round(print_sheet=True))
        cancel = QPushButton(self.tr("Cancel"))
        cancel.setObjectName("cancel")
        cancel.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.pair_button)
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(cancel)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.form)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        ctx.closing.connect(self._cancel_job)
        self._read_candidates()
        self._load()

    def _read_candidates(self) -> None:
        """Who may enter late, with the list's texts: read at once in a small club, by a worker in a
        federation's (60,000 texts made on the UI thread took it 40 ms), started once the dialog is
        drawn (workers.AFTER_DRAWING)."""
        if database_counts(self.ctx.db)[0] <= READ_AT_ONCE:
            self._candidates_read(late_entries(self.ctx.db, self.event_id))
            return
        path, event_id = self.ctx.db_path, self.event_id

        def work(progress: object, cancelled: object) -> tuple[LateCandidates, list[str]]:
            db = open_db(path)  # a connection stays in the thread that opened it
            try:
                return late_entries(db, event_id)
            finally:
                db.conn.close()

        self.reading = job = workers.Job(work, self.ctx.describe)
        job.signals.finished.connect(self._candidates_read)
        QTimer.singleShot(workers.AFTER_DRAWING, self, lambda: workers.start(job))

    @Slot(object)
    def _candidates_read(self, read: tuple[LateCandidates, list[str]]) -> None:
        """The late-entry list: the club players outside the event, with their rating in its system."""
        self.candidates, texts = read
        self.late_ids = list(self.candidates.ids)
        self.late_texts.setStringList(texts)
        self.late_entry.setCurrentIndex(-1)

    @Slot()
    def add_late_entry(self) -> None:
        """A club player joins the event from this round (stored with the round, undone with it)."""
        index = self.late_entry.findText(self.late_entry.currentText(), Qt.MatchFlag.MatchFixedString)
        if index < 0 or self.candidates is None:
            self._fail(self.tr("Choose a club player to enter in the event."))
            return
        chosen = self.late_ids.pop(index)
        self.late_texts.removeRows(index, 1)  # he is in the event now: one row less, not the list again
        self.late_entry.setCurrentIndex(-1)
        self.newcomers.append(chosen)
        player = self.candidates.player(self.candidates.ids.index(chosen))
        self.rounds = replace(self.rounds, players=(*self.rounds.players, player))
        self.message.hide()
        self._load()

    def _load(self) -> None:
        """The players with their scores; a round that cannot be paired yet says why."""
        try:
            self.given = pairing_input(self.rounds, {})
        except PairingError as exc:
            self._fail(self.ctx.describe(exc))
            self.pair_button.setEnabled(False)
            self.title.setText(self.rounds.name)
        else:
            self.title.setText(self.tr("{event} — round {round}").format(event=self.rounds.name,
                                                                          round=self.given.round_no))
            stored = {b.player_id for b in self.rounds.byes if b.round == self.given.round_no}
            self.players_model.set_players(self.given, stored)
            self.form.setRowVisible(self.first_colour, self.given.round_no == 1)
        self._show_page(PLAYERS_PAGE)

    def _show_page(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        on_boards = page == BOARDS_PAGE
        self.back_button.setVisible(on_boards)
        self.accept_button.setVisible(on_boards)
        self.print_button.setVisible(on_boards)
        self.pair_button.setVisible(not on_boards)
        self.system.setEnabled(not on_boards)

    def _fail(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    @Slot()
    def start_pairing(self) -> None:
        """Compute the pairing in a worker; the dialog stays responsive, with a busy bar."""
        if self.job is not None:
            return
        system = self.system.currentData()
        if system == BERGER and (self.players_model.not_playing().keys() - self.players_model.stored
                                 or self.players_model.withdrawing()):
            self._fail(self.tr("A round robin pairs every player by its table: untick the byes, absences and "
                               "withdrawals, and enter a missing player's game as a forfeit."))
            return
        absent = {**self.players_model.not_playing(), **dict.fromkeys(self.players_model.withdrawing(), ABSENT)}
        back = set(self.players_model.returning())
        event = replace(self.rounds, players=tuple(replace(p, withdrawn_from=None) if p.player_id in back else p
                                                   for p in self.rounds.players))
        try:
            given = pairing_input(event, absent, self.first_colour.currentData())
        except PairingError as exc:
            self._fail(self.ctx.describe(exc))
            return
        self.message.hide()
        self.progress.setRange(0, 0)
        self.progress.show()
        self.pair_button.setEnabled(False)

        def run(progress: workers.Progress, _cancelled: Any) -> RoundPairing | PairingError:
            progress(0, 1)
            try:
                return pair(given, system)
            except PairingError as exc:
                return exc

        job = workers.Job(run, self.ctx.describe)
        job.signals.finished.connect(lambda result: self._paired(given, result))
        job.signals.failed.connect(self._job_failed)
        job.signals.cancelled.connect(self._job_done)
        self.job = workers.start(job)

    def _job_done(self) -> None:
        self.job = None
        self.progress.hide()
        self.pair_button.setEnabled(self.given is not None)

    def _job_failed(self, text: str) -> None:
        self._job_done()
        self._fail(text)

    def _paired(self, given: PairingInput, result: RoundPairing | PairingError) -> None:
        self._job_done()
        if isinstance(result, PairingError):
            self._fail(self.ctx.describe(result))
            return
        self.given = given
        withdrawing = set(self.players_model.withdrawing())
        resting = [(pid, WITHDRAWN if pid in withdrawing else kind) for pid, kind in given.not_playing.items()]
        resting += [(pid, WITHDRAWN) for pid in given.withdrawn]
        self.boards.show_pairing(given, result, resting)
        self._show_page(BOARDS_PAGE)

    def _cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()

    @Slot()
    def back(self) -> None:
        self.message.hide()
        self._show_page(PLAYERS_PAGE)

    def accept_round(self, *, print_sheet: bool) -> None:
        """Store the round through an undo command; then, if asked, open its pairings sheet."""
        if self.given is None:
            return
        pairing = self.boards.model.pairing()
        ids = self.given.player_ids
        boards = [(ids[b.white], ids[b.black]) for b in pairing.boards]
        byes = [(pid, kind) for pid, kind in self.players_model.not_playing().items()
                if pid not in self.players_model.stored]
        if pairing.bye is not None:
            byes.append((ids[pairing.bye], "U"))
        round_no = self.given.round_no
        command = commands.PairRoundCommand(self.ctx, self.event_id, round_no, boards, byes,
                                            self.players_model.withdrawing(), self.newcomers,
                                            self.players_model.returning())
        failures: list[str] = []
        self.ctx.refused.connect(failures.append)
        try:
            self.ctx.undo_stack.push(command)
        except Refusal as exc:
            failures.append(self.ctx.describe(exc))
        finally:
            self.ctx.refused.disconnect(failures.append)
        if failures:
            self._fail(failures[0])
            return
        self.written_round = round_no
        if print_sheet:
            self.ctx.sheet_requested.emit(SheetRequest(PAIRINGS, event_id=self.event_id, round_no=round_no))
        self.accept()

