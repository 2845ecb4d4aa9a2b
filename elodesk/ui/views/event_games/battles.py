"""Bataille Empire events: battles by round, and the generals' standings."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog

from elodesk.core.systems import BATTLE
from elodesk.reports.standings import bataille_standings
from elodesk.store.event_rows import BattleRow
from elodesk.store.games import battles
from elodesk.ui import commands
from elodesk.ui.dialogs.battle_dialog import BattleDialog
from elodesk.ui.models.battles_model import BA_ROUND, BA_SIDE_A, BA_SIDE_B, BattlesModel
from elodesk.ui.models.general_standings_model import GeneralStandingsModel
from elodesk.ui.views.event_games.kind import GamesKind, translate


class BattleGames(GamesKind):
    kind = BATTLE
    round_column = BA_ROUND
    stretch = (BA_SIDE_A, BA_SIDE_B)

    def __init__(self, panel: Any) -> None:
        super().__init__(panel)
        self.games_model = BattlesModel(panel)
        self.standings_model = GeneralStandingsModel(panel)

    def texts(self) -> tuple[str, str, str]:
        return (translate("EventsView", "Add battle…"), translate("EventsView", "Edit battle…"),
                translate("EventsView", "Delete battle"))

    def load(self, event_id: int) -> None:
        self.games_model.set_rows(battles(self.ctx.db, event_id))

    def standings(self, event_id: int, upto: int, rounds: list[int], game: Any) -> str:
        fought = [b for b in self.games_model.rows if not upto or b.round <= upto]
        self.standings_model.set_standings(bataille_standings(fought))
        if upto:
            return translate("EventsView", "Generals after round {n}").format(n=upto)
        return translate("EventsView", "Generals")

    def edit_dialog(self, event_id: int, row: BattleRow) -> QDialog:
        dialog = BattleDialog(self.ctx, event_id, row, parent=self.panel, fought=self.games_model.rows)
        dialog.accepted.connect(lambda d=dialog, b=row: self.ctx.undo_stack.push(
            commands.SetBattleCommand(self.ctx, event_id, b.id, d.values())))
        return dialog

    def add_dialog(self, event_id: int, round_: int) -> QDialog:
        dialog = BattleDialog(self.ctx, event_id, None, round_ or 1, self.panel, self.games_model.rows)
        dialog.accepted.connect(lambda d=dialog: self.panel.push_and_show(
            commands.AddBattleCommand(self.ctx, event_id, d.values())))
        return dialog

    def delete_command(self, event_id: int, row: BattleRow) -> commands.EventEditCommand:
        return commands.DeleteBattleCommand(self.ctx, event_id, row.id, row.round)
