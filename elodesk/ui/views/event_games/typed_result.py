"""A chess result typed on the Events page (or undone, or redone), followed without stalling the window.

On a federation's club reading the event again, computing its standings and tie-breaks and measuring every
column took 200-300 ms after each result, the window frozen under the arbiter's typing. Instead the one game is
read again and its row repainted in place, the standings are computed on a worker from the rows shown (the last
result typed wins: an earlier one's standings, still computing, are dropped), and a column is measured again only
when a text in it changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QTableView

from elodesk.reports.standings import ChessTable
from elodesk.store.games import chess_game
from elodesk.ui.models.chess_pairings_model import PA_RESULT
from elodesk.ui.widgets.row_table import LONGEST, fit_columns, sample_rows
from elodesk.ui.workers import Job, Latest

if TYPE_CHECKING:
    from elodesk.ui.views.event_games.panel import EventGamesPanel


class TypedResults:
    """The panel's way with a result: :meth:`follow` the game, the standings on :attr:`job`."""

    def __init__(self, panel: EventGamesPanel) -> None:
        self.panel = panel
        self.job = Latest()  # the standings being computed (none: they are shown)
        panel.ctx.closing.connect(self.job.cancel)

    def follow(self, game_id: int) -> bool:
        """Show game ``game_id``'s new result and start its standings; False when it is not a result of a game
        shown (a game added or deleted, another kind of event): the panel then reads the event again."""
        panel = self.panel
        if panel.event_row is None or panel.current is not panel.chess:
            return False
        game = chess_game(panel.ctx.db, game_id)
        model = panel.chess.games_model
        boards = model.boards
        if game is None or not model.set_result(game):
            return False
        if model.boards is not boards:  # the later rounds' boards moved: their column may widen too
            fit_columns(panel.games_table, model, grow_only=True)
        else:
            self._grow(panel.games_table, panel.games_proxy.mapFromSource(
                model.index(model.row_of((type(game), game.id)), PA_RESULT)))
        panel._update_buttons()
        self.start_standings()
        return True

    @staticmethod
    def _grow(table: QTableView, index: Any) -> None:
        """The one changed cell's column widened if its new text needs it ("1-0" became "+ -"); none shrinks."""
        if not index.isValid() or table.isColumnHidden(index.column()):
            return
        width = table.sizeHintForIndex(index).width() + (1 if table.showGrid() else 0)
        header = table.horizontalHeader()
        if width > header.sectionSize(index.column()):
            header.resizeSection(index.column(), width)

    def start_standings(self) -> None:
        """The standings after the round shown, computed on a worker from the rows shown now."""
        panel = self.panel
        assert panel.event_row is not None
        upto = panel.current_round()
        rounds = [r for r in panel._rounds() if not upto or r <= upto]
        work = panel.chess.standings_work(panel.event_row.id, upto)
        self.job.start(Job(lambda _progress, _cancelled: work(), panel.ctx.describe),
                       lambda table: self._show(table, upto, rounds),
                       lambda _text: panel.refresh_standings(fit=False))  # a bug: again here, to the error edge

    def _show(self, table: ChessTable, upto: int, rounds: list[int]) -> None:
        """The standings computed for the last result typed; only a column whose widest text got wider is
        measured again (a rank "+9" became "+10 F"), none shrinks."""
        panel = self.panel
        model = panel.chess.standings_model
        columns = model.columnCount()
        before = text_widths(panel.standings_table, model)
        panel.standings_title.setText(panel.chess.show_standings(table, upto, rounds))
        if columns != model.columnCount():
            panel._fit_standings()
            return
        after = text_widths(panel.standings_table, model)
        wider = [column for column, (old, new) in enumerate(zip(before, after, strict=True)) if new > old]
        if wider:
            fit_columns(panel.standings_table, model, grow_only=True, columns=wider)


def text_widths(table: QTableView, model: Any) -> list[int]:
    """Each column's widest text in the rows its width is read from (``fit_columns``'s sample), by the table's
    font: a column none of whose texts got wider needs no measuring by the delegate."""
    rows, metrics = sample_rows(table, model), table.fontMetrics()
    widths = []
    for column in range(model.columnCount()):
        texts = {model.display(row, column) for row in rows}
        longest = sorted(texts, key=len)[-LONGEST:]
        widths.append(max((metrics.horizontalAdvance(text) for text in longest), default=0))
    return widths
