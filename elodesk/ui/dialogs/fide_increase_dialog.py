"""FIDE's one-time increase of 1 March 2024, one list at a time: the Belgian uplift's dialog
(preview, apply once, undo while it is the last FIDE run) with a choice of list and FIDE's formula
(RULES.md fide §6; ``elodesk.store.runs`` does the work)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from elodesk.core.systems import BLITZ, INTERNATIONAL, RAPID, STANDARD, get_system
from elodesk.store.runs import UPLIFT, RunScope
from elodesk.ui.context import AppContext
from elodesk.ui.dialogs.uplift_dialog import UpliftDialog


class FideIncreaseDialog(UpliftDialog):
    """The increase on the standard, rapid or blitz list (each list is raised by a run of its own)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        self.rate = QComboBox(objectName="fide-rate")
        super().__init__(ctx, parent)
        texts = {STANDARD: self.tr("Standard list"), RAPID: self.tr("Rapid list"), BLITZ: self.tr("Blitz list")}
        for rate in get_system(INTERNATIONAL).rates:
            self.rate.addItem(texts[rate], rate)
        choice = QFormLayout()
        choice.addRow(self.tr("&List"), self.rate)
        self.layout().insertLayout(0, choice)
        self.rate.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def selection(self) -> RunScope:
        return RunScope(INTERNATIONAL, kind=UPLIFT, rate=self.rate.currentData() or STANDARD)

    def _texts(self) -> dict[str, str]:
        return {
            "title": self.tr("FIDE 2024 increase"),
            "intro": self.tr(
                "On the lists of 1 March 2024 FIDE raised every rating below 2000 once, by the formula below "
                "(to the nearest whole number), on the standard, rapid and blitz lists alike; ratings of 2000 "
                "and more do not move. Apply it to each list of the club database once, before its March 2024 "
                "period."),
            "formula": self.tr("new = old + 0.40 × (2000 − old)"),
            "none": self.tr("No rating below 2000 on this list: the increase changes nothing."),
            "confirm": self.tr("Raise {n} ratings below 2000 on this FIDE list? A backup of the database is made "
                               "first; the increase is recorded in each player's history."),
            "undo": self.tr("Undo the increase (run {run})? Every rating of this list it raised goes back."),
        }
