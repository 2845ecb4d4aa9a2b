"""What the games panel asks of a kind of event: its two models, its words, how it reads its games,
which standings it shows and which dialogs and undo commands edit a game. The defaults are those
shared by the kinds played in rounds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from elodesk.core.systems import BY_ID, CHESS
from elodesk.ui import commands
from elodesk.ui.context import AppContext
from elodesk.ui.models.rows_model import RowsTableModel

if TYPE_CHECKING:
    from elodesk.ui.views.event_games.panel import EventGamesPanel


# The page's words keep the lupdate context of the Events page they were written for: translate("EventsView", …)
# calls, which lupdate reads.
translate = QCoreApplication.translate


def kind_of(system: str) -> str:
    """The kind of games an event of ``system`` holds (core.systems: chess, battle, multiplayer)."""
    known = BY_ID.get(system)
    return known.kind if known else CHESS


class GamesKind:
    """One kind of event's games (subclasses: chess, battles, Diplomacy)."""

    kind = CHESS
    has_rounds = True  # a round filter above the games, standings after a round
    round_column = 0  # hidden when one round is shown
    cursor_column = 0  # where a selected game's cursor goes
    stretch: tuple[int, ...] = ()  # the columns that take the spare width
    games_model: RowsTableModel
    standings_model: RowsTableModel

    def __init__(self, panel: EventGamesPanel) -> None:
        self.panel = panel
        self.ctx: AppContext = panel.ctx

    def texts(self) -> tuple[str, str, str]:
        """The add, edit and delete buttons' texts."""
        raise NotImplementedError

    def load(self, event_id: int) -> None:
        """Read the event's games into ``games_model`` (one event: a few milliseconds)."""
        raise NotImplementedError

    def is_game(self, row: Any) -> bool:
        """Whether a row is a game the user may edit (a chess bye is not)."""
        return row is not None

    def rounds_seen(self) -> set[int]:
        return {r.round for r in self.games_model.rows if r.round}

    def default_round(self) -> int:
        """The round shown when the event opens (0: all)."""
        return 0

    def standings(self, event_id: int, upto: int, rounds: list[int], game: Any) -> str:
        """Fill ``standings_model`` after round ``upto`` (0: all) or for ``game``; return its title."""
        raise NotImplementedError

    def edit_dialog(self, event_id: int, row: Any) -> QDialog:
        """The dialog that edits ``row``, connected to store the edit once accepted."""
        raise NotImplementedError

    def add_dialog(self, event_id: int, round_: int) -> QDialog:
        raise NotImplementedError

    def delete_command(self, event_id: int, row: Any) -> commands.EventEditCommand:
        raise NotImplementedError

    def result_key(self, row: Any, text: str) -> bool:
        """A key typed on a game: whether this kind took it as a result (chess's fast entry)."""
        return False
