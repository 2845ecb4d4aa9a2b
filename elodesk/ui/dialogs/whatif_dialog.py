"""The what-if calculator: one player, a few games, any system; the new rating and why.

Nothing touches the club database: the dialog builds a compute document
(ENGINE.md) from what is typed, runs ``elodesk.core.contract.compute_document``
as ``elodesk compute`` does, and shows the player's explanation exactly as the
Ratings page shows it. A club player can be picked to fill in his current state.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.diplomacy import STANDARD
from elodesk.core.errors import InputError
from elodesk.core.frbe_editions import EDITIONS, edition_for_date
from elodesk.core.systems import CLUB_SYSTEMS, RatingSystem, get_system
from elodesk.core.whatif_fields import BATTLES, LEVEL, PERFORMANCE, POINTS
from elodesk.reports import whatif
from elodesk.reports.whatif import RATED, SCORINGS, UNRATED, WhatIf, WhatIfInputError, is_unrated
from elodesk.store.ratings import get_states
from elodesk.store.run_document import Document
from elodesk.store.run_preview import Preview
from elodesk.ui.context import AppContext
from elodesk.ui.dialogs.import_report import rate_text
from elodesk.ui.event_texts import role_name
from elodesk.ui.i18n import system_title
from elodesk.ui.models.whatif_board_model import WhatIfBoardModel
from elodesk.ui.whatif_texts import power_summary, refusal, summary
from elodesk.ui.widgets.club_player_box import ClubPlayerBox
from elodesk.ui.widgets.date_edit import date_edit
from elodesk.ui.widgets.explanation_view import ExplanationView
from elodesk.ui.widgets.whatif_games import WhatIfGames


class WhatIfDialog(QDialog):
    """Type a player's state and a few games, press Compute: the new rating and its explanation."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.output: Preview | None = None
        self.document: Document = {}
        self.setWindowTitle(self.tr("What-if calculator"))

        # --- the rules --------------------------------------------------------------------------
        self.system = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.day = date_edit(QDate.currentDate(), name="date")
        self.edition = QComboBox(objectName="edition")
        self.rate = QComboBox(objectName="rate")  # the list rated, for a system of several (FIDE)
        self.mode = QComboBox(objectName="mode")
        self.mode.addItem(self.tr("Classic"), "classic")
        self.mode.addItem(self.tr("Blitz"), "blitz")
        self.scoring = QComboBox(objectName="scoring")
        for scoring, text in zip(SCORINGS, (self.tr("C-Diplo"), self.tr("Draw size (DSS)"),
                                            self.tr("Sum of squares"), self.tr("Supply centres")), strict=True):
            self.scoring.addItem(text, scoring)
        rules = QFormLayout()
        rules.addRow(self.tr("&System"), self.system)
        rules.addRow(self.tr("&Date of the games"), self.day)
        rules.addRow(self.tr("&Edition"), self.edition)
        rules.addRow(self.tr("&Games"), self.mode)
        rules.addRow(self.tr("Sc&oring"), self.scoring)
        rules.addRow(self.tr("L&ist"), self.rate)
        self.rules_form = rules

        # --- the player ---------------------------------------------------------------------------
        self.club_player = ClubPlayerBox(ctx)
        self.status = QComboBox(objectName="status")
        self.status.addItem(self.tr("Rated"), RATED)
        self.status.addItem(self.tr("Unrated"), UNRATED)
        self.rating = QSpinBox(objectName="rating", minimum=0, maximum=3500, value=1500)
        self.games = QSpinBox(objectName="games", minimum=0, maximum=9999, value=50)
        self.archive_games = QSpinBox(objectName="archive-games", minimum=0, maximum=19)
        self.archive_sum = QSpinBox(objectName="archive-sum", minimum=0, maximum=19 * 3500, singleStep=100)
        self.archive_points = QDoubleSpinBox(objectName="archive-points", minimum=0, maximum=19, decimals=1,
                                             singleStep=0.5)
        self.archive_performance = QDoubleSpinBox(objectName="archive-performance", minimum=0, maximum=3500,
                                                  decimals=1, value=1500)
        self.birth_year = QSpinBox(objectName="birth-year", minimum=1900, maximum=date.today().year)
        self.birth_year.setSpecialValueText(self.tr("unknown (senior)"))
        self.list_k = QSpinBox(objectName="list-k", minimum=0, maximum=40)  # 0: none, K follows the rules
        self.list_k.setSpecialValueText(self.tr("none: from the rules"))
        self.power = QComboBox(objectName="power")
        for role in STANDARD.roles:
            self.power.addItem(role_name(role), role)
        player = QFormLayout()
        player.addRow(self.tr("&Club player"), self.club_player)
        player.addRow(self.tr("S&tatus"), self.status)
        player.addRow(self.tr("&Power played"), self.power)
        player.addRow(self.tr("&Rating"), self.rating)
        player.addRow(self.tr("Games &played"), self.games)
        player.addRow(self.tr("Archive: &games"), self.archive_games)
        player.addRow(self.tr("Archive: sum of opponents' ratings"), self.archive_sum)
        player.addRow(self.tr("Archive: points"), self.archive_points)
        player.addRow(self.tr("Archive: performance"), self.archive_performance)
        player.addRow(self.tr("&Birth year"), self.birth_year)
        player.addRow(self.tr("&K on his last list"), self.list_k)
        self.player_form = player
        player_box = QGroupBox(self.tr("The player"))
        player_box.setLayout(player)

        # --- the games, or a Diplomacy game's board -------------------------------------------------
        self.games_box = WhatIfGames()
        self.board_model = WhatIfBoardModel(self)
        self.board_model.role_texts = {r: role_name(r) for r in STANDARD.roles}
        self.board_model.lang = ctx.text_lang
        self.board = QTableView(objectName="board", alternatingRowColors=True)
        self.board.setModel(self.board_model)
        self.board.verticalHeader().setVisible(False)
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.board.horizontalHeader().setStretchLastSection(True)
        self.board.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.board_box = QGroupBox(self.tr("The board (double-click a cell to change it)"))
        board_layout = QVBoxLayout(self.board_box)
        board_layout.addWidget(self.board)

        # --- the answer ---------------------------------------------------------------------------------
        self.compute_button = QPushButton(self.tr("&Compute"), objectName="compute", default=True)
        self.summary = QLabel(objectName="summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.summary.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.summary.setFont(font)
        self.explanation = ExplanationView(self)
        self.explanation.lang = ctx.text_lang
        self.explanation.ui_lang = ctx.lang
        self.explanation.setMinimumWidth(380)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(rules)
        left_layout.addWidget(player_box)
        left_layout.addWidget(self.games_box, 1)
        left_layout.addWidget(self.board_box, 1)
        left_layout.addWidget(self.compute_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.summary)
        right_layout.addWidget(self.explanation, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self.split, self.left_panel = split, left
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for button in buttons.buttons():
            button.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)

        self.system.currentIndexChanged.connect(self._system_changed)
        self.status.currentIndexChanged.connect(self._update_rows)
        self.day.dateChanged.connect(self._fill_editions)
        self.mode.currentIndexChanged.connect(self._fill_from_club_player)
        self.power.currentIndexChanged.connect(self._fill_from_club_player)
        self.rate.currentIndexChanged.connect(self._fill_from_club_player)
        self.club_player.activated.connect(self._fill_from_club_player)
        self.compute_button.clicked.connect(self.compute)
        self._fill_editions()
        self._system_changed()
        self.resize(1100, 720)

    # --- texts ------------------------------------------------------------------------------------

    def _player_id(self) -> str:
        return self.club_player.currentText() if self.club_player.currentData() is not None else self.tr("Player")

    # --- choosing the system ------------------------------------------------------------------------

    def current_system(self) -> str:
        return self.system.currentData()

    def _record(self) -> RatingSystem:
        """The chosen system's record: what the form asks of its player (``WhatIfFields``)."""
        return get_system(self.current_system())

    def game_date(self) -> date:
        return self.day.date().toPython()

    @Slot()
    def _fill_editions(self) -> None:
        """The Belgian edition: the one in force at the date unless one is chosen."""
        chosen = self.edition.currentData()
        self.edition.blockSignals(True)
        self.edition.clear()
        self.edition.addItem(self.tr("In force at the date ({edition})").format(
            edition=edition_for_date(self.game_date())), None)
        for edition in EDITIONS:
            self.edition.addItem(self.tr("text (the rules as written)") if edition == "text" else edition, edition)
        self.edition.setCurrentIndex(max(self.edition.findData(chosen), 0) if chosen else 0)
        self.edition.blockSignals(False)

    @Slot()
    def _system_changed(self) -> None:
        system, record = self.current_system(), self._record()
        self.games_box.set_system(system)
        self._fill_rates(record)
        least = record.whatif.min_career_games
        self.games.setMinimum(least)
        if record.initial_state.get("rating") is not None:  # a newcomer starts at a rating: the form starts there
            self.rating.setValue(record.initial_state["rating"])
            self.games.setValue(record.initial_state.get("games", 0))
        self.games.setValue(max(self.games.value(), least))
        self.club_player.fill(system)
        self._update_rows()
        self._show_output(None)

    def _fill_rates(self, record: RatingSystem) -> None:
        """The lists of the system's rates (the one chosen kept if it has it)."""
        chosen = self.rate.currentData()
        self.rate.blockSignals(True)
        self.rate.clear()
        for rate in record.rates:
            self.rate.addItem(rate_text(rate), rate)
        self.rate.setCurrentIndex(max(self.rate.findData(chosen), 0))
        self.rate.blockSignals(False)

    def _chosen_rate(self) -> str | None:
        """The list rated, where the system has several; None otherwise."""
        return self.rate.currentData() if self._record().per_rate else None

    @Slot()
    def _update_rows(self) -> None:
        """Show only the fields the chosen system reads."""
        record = self._record()
        fields = record.whatif
        unrated = is_unrated(record, self.status.currentData())
        shown = {
            self.edition: fields.editions,
            self.mode: fields.board,
            self.scoring: fields.board,
            self.rate: record.per_rate,
        }
        for widget, visible in shown.items():
            self.rules_form.setRowVisible(widget, visible)
        rows = {
            self.status: fields.unrated is not None,
            self.power: fields.board,
            self.rating: not fields.board and not unrated,
            self.games: fields.career_games and not unrated,
            self.archive_games: unrated,
            self.archive_sum: unrated and fields.unrated == POINTS,
            self.archive_points: unrated and fields.unrated == POINTS,
            self.archive_performance: unrated and fields.unrated == PERFORMANCE,
            self.birth_year: fields.birth_year,
            self.list_k: fields.list_k,
        }
        for widget, visible in rows.items():
            self.player_form.setRowVisible(widget, visible)
        self.player_form.invalidate()
        self.rating.setSingleStep(record.rating_step)
        self.archive_games.setMaximum(fields.archive_max)
        label = self.player_form.labelForField(self.games)
        if label is not None:
            label.setText(self.tr("Battles &fought") if fields.results == BATTLES
                          else self.tr("Games &played in his career"))
        label = self.player_form.labelForField(self.rating)
        if label is not None:
            label.setText(self.tr("&Level") if fields.rating_label == LEVEL else self.tr("&Rating"))
        self.games_box.setVisible(not fields.board)
        self.board_box.setVisible(fields.board)
        if fields.board:
            self._fit_board()

    def _fit_board(self) -> None:
        """The whole board is visible without scrolling sideways."""
        header = self.board.horizontalHeader()
        self.board.ensurePolished()
        header.ensurePolished()
        self.board.resizeColumnsToContents()
        width = sum(max(header.sectionSizeHint(c), self.board.sizeHintForColumn(c), header.sectionSize(c))
                    for c in range(self.board_model.columnCount())) + 2 * self.board.frameWidth()
        self.board.setMinimumWidth(width + self.board.verticalScrollBar().sizeHint().width())
        QTimer.singleShot(0, self._widen_left)  # once the layouts have taken the new width in

    @Slot()
    def _widen_left(self) -> None:
        need, sizes = self.left_panel.minimumSizeHint().width(), self.split.sizes()
        if sizes[0] < need:
            self.split.setSizes([need, max(sum(sizes) - need, 0)])

    # --- the club's players ---------------------------------------------------------------------------

    @Slot()
    def _fill_from_club_player(self) -> None:
        """Copy the chosen club player's current state into the fields."""
        pid = self.club_player.currentData()
        if pid is None:
            return
        system = self.current_system()
        state = get_states(self.ctx.db, system, {pid}).get(pid, {})
        if self._record().whatif.board:
            role = self.power.currentData()
            self.board_model.set_player(role, *whatif.role_state(state, self.mode.currentData(), role))
            return
        known = whatif.club_state(system, state, self._chosen_rate())
        self.status.setCurrentIndex(self.status.findData(RATED if known.rating is not None else UNRATED))
        if known.rating is not None:
            self.rating.setValue(known.rating)
        if known.games is not None:
            self.games.setValue(known.games)
        self.archive_games.setValue(known.archive_games)
        self.archive_sum.setValue(known.archive_sum)
        self.archive_points.setValue(known.archive_points)
        if known.archive_performance is not None:
            self.archive_performance.setValue(known.archive_performance)
        if self._record().whatif.list_k:
            self.list_k.setValue(known.k or 0)

    # --- the document ---------------------------------------------------------------------------------------

    def typed(self) -> WhatIf:
        """What the fields hold, for ``reports.whatif.document``."""
        unknown = self.birth_year.value() == self.birth_year.minimum()
        return WhatIf(self.current_system(), self.game_date(), self._player_id(), list(self.games_box.model.games),
                      self.tr("opponent {n}"), self.tr("what-if"), self.edition.currentData(),
                      self.status.currentData(), self.rating.value(), self.games.value(), self.archive_games.value(),
                      self.archive_sum.value(), self.archive_points.value(), self.archive_performance.value(),
                      None if unknown else self.birth_year.value(), self.mode.currentData(),
                      self.scoring.currentData(), self.board_model.lines, self._chosen_rate(),
                      self.list_k.value() or None)

    # --- computing ------------------------------------------------------------------------------------------

    @Slot()
    def compute(self) -> None:
        try:
            doc = whatif.document(self.typed())
            out = whatif.compute(doc)
        except WhatIfInputError as exc:
            self._show_output(None, refusal(exc))
            return
        except InputError as exc:  # should not happen: the fields only allow what the contract reads
            self._show_output(None, self.tr("The rules cannot compute this: {error}").format(error=exc))
            return
        self.document = doc
        self._show_output(out)

    def _show_output(self, out: Preview | None, error: str | None = None) -> None:
        self.output = out
        self.board_model.clear_results()
        if out is None:
            self.summary.setStyleSheet("color: #b3261e" if error else "")
            self.summary.setText(error or self.tr("Type the player and his games, then press Compute."))
            self.explanation.clear()
            return
        self.summary.setStyleSheet("")
        system = out.system
        run = dict(out.head)
        if "period" in self.document:
            run["period"] = self.document["period"]
        if get_system(system).whatif.board:
            role, mode = self.power.currentData(), self.mode.currentData()
            new = whatif.new_role_ratings(out, mode)
            self.board_model.set_results(new)
            self._fit_board()
            player = next(p for p in out.players if p.id == role)
            before = self.board_model.line(role).rating
            self.summary.setText(power_summary(role, before, new[role], player.global_elo[mode], self.ctx.text_lang))
            names = {r: role_name(r) for r in STANDARD.roles}
        else:
            player = out.players[0]
            self.summary.setText(summary(system, player, self.ctx.text_lang))
            names = {}
        self.explanation.lang = self.ctx.text_lang
        self.explanation.ui_lang = self.ctx.lang
        self.explanation.show_player(player, names, run)
