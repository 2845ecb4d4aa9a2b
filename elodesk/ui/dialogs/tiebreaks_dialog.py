"""An event's tie-breaks (FIDE C.07): tick them and put them in order; none ticked is the usual
ones of a Swiss or a round-robin. Each is named and explained in one line (reports.phrases). The
edition of C.07 is the one of the event's start date unless the officer chooses another."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from elodesk.refusal import Refusal
from elodesk.reports.event_tiebreaks import tiebreak_setup
from elodesk.reports.phrases.tiebreaks import EXPLANATIONS, NAMES
from elodesk.reports.tiebreaks import EDITION_2026, EDITIONS, TIEBREAKS
from elodesk.store.event_tiebreaks import event_tiebreaks, set_event_tiebreaks
from elodesk.ui.context import AppContext, Change, What

NAME_ROLE = Qt.ItemDataRole.UserRole


class TiebreaksDialog(QDialog):
    """The ticked tie-breaks, top to bottom, break ties in that order."""

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Tie-breaks"))
        intro = QLabel(self.tr("Tick the tie-breaks of this event and put them in order (FIDE C.07). With none "
                               "ticked, the standings use the usual ones of a Swiss or a round-robin."))
        intro.setWordWrap(True)
        self.list = QListWidget(objectName="tiebreaks")
        self.list.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        # Each description wraps within the dialog's width rather than running off its edge.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        chosen = list(event_tiebreaks(ctx.db, event_id) or ())
        setup = tiebreak_setup(ctx.db, event_id)
        self.edition = QComboBox(objectName="edition")
        self.edition.addItem(self.tr("The start date's ({edition} edition)").format(edition=setup.dated_edition),
                             None)
        for edition in EDITIONS:
            self.edition.addItem(self.tr("The {edition} edition").format(edition=edition), edition)
        self.edition.setCurrentIndex(self.edition.findData(setup.chosen_edition) if setup.chosen_edition else 0)
        self.dated = setup.dated_edition
        self.note = QLabel(objectName="note")
        self.note.setWordWrap(True)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self._edition_changed()
        lang = ctx.text_lang
        for name in [*chosen, *(t for t in TIEBREAKS if t not in chosen)]:
            item = QListWidgetItem(f"{name} — {NAMES[name][lang]}: {EXPLANATIONS[name][lang]}", self.list)
            item.setData(NAME_ROLE, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked)
        self.up = QPushButton(self.tr("&Up"), objectName="up", autoDefault=False)
        self.down = QPushButton(self.tr("&Down"), objectName="down", autoDefault=False)
        self.usual = QPushButton(self.tr("The &usual ones"), objectName="usual", autoDefault=False)
        self.up.clicked.connect(lambda: self._move(-1))
        self.down.clicked.connect(lambda: self._move(1))
        self.usual.clicked.connect(self._usual)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        moves = QHBoxLayout()
        for button in (self.up, self.down, self.usual):
            moves.addWidget(button)
        moves.addStretch(1)
        editions = QHBoxLayout()
        editions.addWidget(QLabel(self.tr("&Edition of the regulations:"), buddy=self.edition))
        editions.addWidget(self.edition, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(editions)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        layout.addLayout(moves)
        layout.addWidget(buttons)
        self.resize(760, 460)

    def chosen(self) -> list[str]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return [item.data(NAME_ROLE) for item in items if item.checkState() == Qt.CheckState.Checked]

    def _move(self, step: int) -> None:
        row = self.list.currentRow()
        if row < 0 or not 0 <= row + step < self.list.count():
            return
        self.list.insertItem(row + step, self.list.takeItem(row))
        self.list.setCurrentRow(row + step)

    @Slot()
    def _usual(self) -> None:
        for row in range(self.list.count()):
            self.list.item(row).setCheckState(Qt.CheckState.Unchecked)

    def chosen_edition(self) -> str | None:
        """The edition chosen; None: the one of the start date."""
        return self.edition.currentData()

    @Slot()
    def _edition_changed(self) -> None:
        """Say what the 2026 edition changes: no Buchholz in a round robin."""
        if (self.chosen_edition() or self.dated) == EDITION_2026:
            self.note.setText(self.tr("The 2026 edition allows no Buchholz in a round robin: there the standings "
                                      "leave it out and say so."))
        else:
            self.note.setText("")
        self.note.setVisible(bool(self.note.text()))

    @Slot()
    def save(self) -> None:
        try:
            set_event_tiebreaks(self.ctx.db, self.event_id, self.chosen(), self.chosen_edition())
        except Refusal as exc:
            QMessageBox.warning(self, self.tr("Tie-breaks"), self.ctx.describe(exc))
            return
        self.ctx.notify(Change.of_events(What.EVENTS, [self.event_id]))
        self.accept()
