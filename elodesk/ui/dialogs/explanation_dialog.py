"""A player's explanation in a window of its own: the run previewed on the Ratings page, or the
last applied run that rated him, system by system (from the Players page)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QVBoxLayout, QWidget

from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.reports.explanations import named_players
from elodesk.store.history import last_explanation
from elodesk.store.run_document import contract_id, names_by_contract_id
from elodesk.store.run_preview import PreviewRow, preview_row
from elodesk.ui.context import AppContext
from elodesk.ui.i18n import system_title
from elodesk.ui.widgets.explanation_view import ExplanationView


class ExplanationDialog(QDialog):
    """Shows one player's explanation, wide enough for its games table."""

    def __init__(self, ctx: AppContext, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("explanation-dialog")
        self.setWindowTitle(self.tr("Explanation — {name}").format(name=name))
        self.view = ExplanationView(self)
        self.view.lang, self.view.ui_lang = ctx.text_lang, ctx.lang
        self.system = QComboBox(objectName="system")
        self.form = QFormLayout()
        self.form.addRow(self.tr("&System"), self.system)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().averageCharWidth() * 110, self.fontMetrics().height() * 36)
        self.player_id: int | None = None
        self.system.currentIndexChanged.connect(self._show_last)

    def show_preview(self, player: PreviewRow, names: dict[str, str], run: Mapping[str, Any]) -> None:
        """The player as the Ratings page previews him (nothing applied yet)."""
        self.form.setRowVisible(self.system, False)
        self.view.show_player(player, names, run)

    def show_last_runs(self, player_id: int) -> bool:
        """The last applied run of each system that rated the player; False when none did."""
        self.player_id = player_id
        self.system.blockSignals(True)
        self.system.clear()
        for system in CLUB_SYSTEMS:
            if last_explanation(self.ctx.db, player_id, system) is not None:
                self.system.addItem(system_title(system), system)
        self.system.blockSignals(False)
        self._show_last()
        return self.system.count() > 0

    @Slot()
    def _show_last(self) -> None:
        system = self.system.currentData()
        if self.player_id is None or system is None:
            self.view.setPlainText(self.tr("No applied run has rated this player yet."))
            return
        last = last_explanation(self.ctx.db, self.player_id, system)
        assert last is not None  # the list holds the systems that rated him
        pid = contract_id(self.player_id)
        old, new = last.old, last.new
        player = preview_row({"id": pid, "old_rating": old, "rating": new, "status": last.status,
                              "change": new - old if old is not None and new is not None else None,
                              "explanation": last.explanation})
        names = names_by_contract_id(self.ctx.db, {self.player_id} | named_players(last.explanation))
        self.view.show_player(player, names, {"system": system})
