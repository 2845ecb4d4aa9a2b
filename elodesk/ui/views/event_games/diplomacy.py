"""Diplomacy events: the games (no rounds), and the board of the chosen game."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog

from elodesk.core.systems import MULTIPLAYER
from elodesk.reports.standings import diplomacy_board
from elodesk.store.event_rows import DiplomacyGame
from elodesk.store.games import diplomacy_games
from elodesk.ui import commands
from elodesk.ui.dialogs.diplomacy_game_dialog import DiplomacyGameDialog
from elodesk.ui.models.diplomacy_board_model import DiplomacyBoardModel
from elodesk.ui.models.diplomacy_games_model import DiplomacyGamesModel
from elodesk.ui.views.event_games.kind import GamesKind, translate


class DiplomacyGames(GamesKind):
    kind = MULTIPLAYER
    has_rounds = False

    def __init__(self, panel: Any) -> None:
        super().__init__(panel)
        self.games_model = DiplomacyGamesModel(panel)
        self.standings_model = DiplomacyBoardModel(panel)

    def texts(self) -> tuple[str, str, str]:
        return (translate("EventsView", "Add game…"), translate("EventsView", "Edit game…"),
                translate("EventsView", "Delete game"))

    def load(self, event_id: int) -> None:
        self.games_model.set_rows(diplomacy_games(self.ctx.db, event_id))

    def rounds_seen(self) -> set[int]:
        return set()

    def standings(self, event_id: int, upto: int, rounds: list[int], game: Any) -> str:
        if game is None:
            self.standings_model.set_board([])
            return translate("EventsView", "Board (choose a game)")
        lines, solo = diplomacy_board(game)
        self.standings_model.set_board(lines)
        if solo:
            return translate("EventsView", "Board of game {game} — solo").format(game=game.ref)
        return translate("EventsView", "Board of game {game}").format(game=game.ref)

    def edit_dialog(self, event_id: int, row: DiplomacyGame) -> QDialog:
        dialog = DiplomacyGameDialog(self.ctx, event_id, row, self.panel, self.games_model.rows)
        dialog.accepted.connect(lambda d=dialog, g=row: self.ctx.undo_stack.push(
            commands.SetDiplomacyGameCommand(self.ctx, event_id, g.id, d.values(), d.newcomers())))
        return dialog

    def add_dialog(self, event_id: int, round_: int) -> QDialog:
        dialog = DiplomacyGameDialog(self.ctx, event_id, None, self.panel, self.games_model.rows)
        dialog.accepted.connect(lambda d=dialog: self.panel.push_and_show(
            commands.AddDiplomacyGameCommand(self.ctx, event_id, d.values(), d.newcomers())))
        return dialog

    def delete_command(self, event_id: int, row: DiplomacyGame) -> commands.EventEditCommand:
        return commands.DeleteDiplomacyGameCommand(self.ctx, event_id, row.id, row.ref)
