"""The French federation's conversion formulas: type a value on any scale, read the others.

The arithmetic is ``elodesk.core.conversions`` (exact fractions); this dialog
only shows it. The value being typed is never rewritten, only the others are.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from elodesk.core.conversions import BCR, BRIDIER, CS, ELO, INGO, SCALES, convert, from_elo
from elodesk.ui.context import AppContext

ELO_RANGE = (0, 3500)
START_ELO = 1500


class ConversionsDialog(QDialog):
    """Elo, INGO, Bridier, BCR and Swiss values side by side (RULES.md, ``ffe``, Conversions)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("French rating conversions"))
        titles = {
            ELO: self.tr("&Elo"),
            INGO: self.tr("&INGO (former German rating)"),
            BRIDIER: self.tr("&Bridier (former French rating)"),
            BCR: self.tr("B&CR (British Chess Rating)"),
            CS: self.tr("&Swiss rating (CS)"),
        }
        intro = QLabel(self.tr("Type a value on any scale: the others follow. The French federation's formulas:"))
        intro.setWordWrap(True)
        formula = QLabel(self.tr("Elo = 2842 − 8 × INGO = 3 × Bridier + 150 = 8 × BCR + 600 = 2 × CS + 1000"))
        formula.setObjectName("formula")
        formula.setWordWrap(True)
        font = formula.font()
        font.setBold(True)
        formula.setFont(font)
        formula.setMinimumWidth(min(formula.fontMetrics().horizontalAdvance(formula.text()) + 8, 720))
        self.fields: dict[str, QDoubleSpinBox] = {}
        form = QFormLayout()
        for scale in SCALES:
            ends = sorted(float(from_elo(scale, e)) for e in ELO_RANGE)
            spin = QDoubleSpinBox(objectName=scale, decimals=2, minimum=ends[0], maximum=ends[1])
            spin.setGroupSeparatorShown(False)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("0" * 10))
            self.fields[scale] = spin
            form.addRow(titles[scale], spin)
        note = QLabel(self.tr("Values are shown to two decimals. INGO runs the other way: the lower, the stronger."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(formula)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addStretch(1)
        layout.addWidget(buttons)

        for scale, spin in self.fields.items():
            spin.valueChanged.connect(lambda value, s=scale: self._typed(s, value))
        self.fields[ELO].setValue(START_ELO)
        self._typed(ELO, START_ELO)

    @Slot()
    def _typed(self, scale: str, value: float) -> None:
        """Fill in every other scale from the one just typed."""
        for other, converted in convert(scale, round(value, 2)).items():
            if other == scale:
                continue
            spin = self.fields[other]
            spin.blockSignals(True)
            spin.setValue(float(converted))
            spin.blockSignals(False)

    def value(self, scale: str) -> float:
        return self.fields[scale].value()
