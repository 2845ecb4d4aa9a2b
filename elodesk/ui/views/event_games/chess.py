"""Chess events: pairings and byes by round, results typed in fast, standings with tie-breaks."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtWidgets import QApplication, QDialog, QToolTip

from elodesk.core.systems import CHESS
from elodesk.reports.event_tiebreaks import tiebreak_setup
from elodesk.reports.standings import ChessTable, chess_table
from elodesk.store.event_rows import ByeRow, ChessGameRow, EventPlayer
from elodesk.store.games import byes, chess_games, event_players
from elodesk.ui import commands
from elodesk.ui.dialogs.event_dialog import PairingDialog
from elodesk.ui.dialogs.result_dialog import RESULT_KEYS, ResultDialog
from elodesk.ui.models.chess_pairings_model import PA_BLACK, PA_RESULT, PA_ROUND, PA_WHITE, ChessPairingsModel
from elodesk.ui.models.chess_standings_model import ChessStandingsModel
from elodesk.ui.views.event_games.kind import GamesKind, translate


class ChessGames(GamesKind):
    kind = CHESS
    round_column = PA_ROUND
    cursor_column = PA_RESULT
    stretch = (PA_WHITE, PA_BLACK)

    def __init__(self, panel: Any) -> None:
        super().__init__(panel)
        self.games_model = ChessPairingsModel(panel)
        self.standings_model = ChessStandingsModel(panel)
        self.standings_model.lang = self.ctx.text_lang
        self.players: list[EventPlayer] = []

    def texts(self) -> tuple[str, str, str]:
        return (translate("EventsView", "Add pairing…"), translate("EventsView", "Enter result…"),
                translate("EventsView", "Delete pairing"))

    def load(self, event_id: int) -> None:
        db = self.ctx.db
        self.players = event_players(db, event_id)
        ratings = {p.id: p.rating for p in self.players}
        self.games_model.set_event(chess_games(db, event_id), byes(db, event_id), ratings)

    def is_game(self, row: Any) -> bool:
        return isinstance(row, ChessGameRow)

    def default_round(self) -> int:
        """The first round with a game still unplayed, else the last one played."""
        games = self._games()
        open_rounds = [g.round for g in games if g.result == "*" and g.round]
        if open_rounds:
            return min(open_rounds)
        return max((g.round or 0 for g in games), default=1) or 1

    def _games(self) -> list[ChessGameRow]:
        return [r for r in self.games_model.rows if isinstance(r, ChessGameRow)]

    def standings(self, event_id: int, upto: int, rounds: list[int], game: Any) -> str:
        return self.show_standings(self.standings_work(event_id, upto)(), upto, rounds)

    def standings_work(self, event_id: int, upto: int) -> Callable[[], ChessTable]:
        """The standings after round ``upto`` (0: all) as a function of what is read now (the rows shown, the
        event's tie-breaks), touching neither the database nor Qt: a worker may run it."""
        games = [g for g in self._games() if not upto or (g.round or 0) <= upto]
        the_byes = [b for b in self.games_model.rows if isinstance(b, ByeRow) and (not upto or b.round <= upto)]
        setup = tiebreak_setup(self.ctx.db, event_id)  # the event's tie-breaks (else the usual) and edition
        # after round n the rounds are n, also for the dummy opponent's cap of 16.4.2
        return partial(chess_table, list(self.players), games, the_byes, setup.tiebreaks, setup.edition,
                       setup.numbers, upto or setup.planned_rounds)

    def show_standings(self, table: ChessTable, upto: int, rounds: list[int]) -> str:
        """Fill the standings model with ``table``; return its title."""
        self.standings_model.set_standings(table.rows, rounds)
        if upto:
            title = translate("EventsView", "Standings after round {n}").format(n=upto)
        else:
            title = translate("EventsView", "Standings")
        if table.not_allowed:
            title += " " + translate("EventsView", "({tiebreaks} left out: the {edition} edition allows no Buchholz "
                                                   "in a round robin)").format(tiebreaks=", ".join(table.not_allowed),
                                                                               edition=table.edition)
        return title

    def edit_dialog(self, event_id: int, row: ChessGameRow) -> QDialog:
        dialog = ResultDialog(self.ctx, row, self.panel, self.games_model.board(row), self.games_model.ratings)
        dialog.accepted.connect(lambda d=dialog, g=row: self._result_chosen(d, g))
        return dialog

    def _result_chosen(self, dialog: ResultDialog, game: ChessGameRow) -> None:
        if dialog.chosen is not None:
            self.panel.enter_result(game, dialog.chosen)

    def add_dialog(self, event_id: int, round_: int) -> QDialog:
        dialog = PairingDialog(self.ctx, event_id, round_ or self.default_round(), self.panel)
        dialog.accepted.connect(lambda d=dialog: self._pairing_added(event_id, d))
        return dialog

    def _pairing_added(self, event_id: int, dialog: PairingDialog) -> None:
        v = dialog.values()
        self.panel.push_and_show(commands.AddChessGameCommand(self.ctx, event_id, v["round"], v["white"],
                                                              v["black"], v["newcomers"]))

    def delete_command(self, event_id: int, row: ChessGameRow) -> commands.EventEditCommand:
        return commands.DeleteChessGameCommand(self.ctx, event_id, row)

    def result_key(self, row: Any, text: str) -> bool:
        if text not in RESULT_KEYS:
            if self.is_game(row) and len(text) == 1 and text.isprintable() and not text.isspace():
                self._not_a_result(text)
                return True
            return False
        if self.is_game(row):
            self.panel.enter_result(row, RESULT_KEYS[text])
        return True

    def _not_a_result(self, text: str) -> None:
        """A key that enters no result on a game: a beep and, by the cell, the keys that do."""
        QApplication.beep()
        table = self.panel.games_table
        cell = table.visualRect(table.currentIndex())
        QToolTip.showText(table.viewport().mapToGlobal(cell.bottomLeft()),
                          translate("EventsView", "“{key}” enters no result: type 1 (1-0), = (½-½), 0 (0-1), "
                                                  "+ or - (won by forfeit)").replace("{key}", text), table)
