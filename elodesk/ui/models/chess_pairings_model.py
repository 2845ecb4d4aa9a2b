"""An open chess event's pairings and byes, round by round, with the players' ratings in it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from elodesk.reports.pairings import board_numbers
from elodesk.store.event_rows import ByeRow, ChessGameRow
from elodesk.ui.event_texts import bye_text
from elodesk.ui.formatting import points_text, result_text
from elodesk.ui.models.rows_model import CENTER, RIGHT, RowsTableModel
from elodesk.ui.style import NEUTRAL

PA_ROUND, PA_BOARD, PA_WHITE, PA_WHITE_RATING, PA_RESULT, PA_BLACK, PA_BLACK_RATING = range(7)


class ChessPairingsModel(RowsTableModel):
    """Rows: the store's :class:`~elodesk.store.event_rows.ChessGameRow` and :class:`~elodesk.store.event_rows.ByeRow`
    rows of an event, shown with the players' ratings in it and each game's board."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.ratings: dict[int, int | None] = {}
        self.boards: dict[int, int] = {}

    def set_event(self, games: list[ChessGameRow], byes: list[ByeRow], ratings: dict[int, int | None]) -> None:
        self.ratings = ratings
        self.boards = board_numbers(games, byes, ratings)  # a file without board numbers: the C.04.2 order
        self.set_rows([*games, *byes])

    def set_result(self, game: ChessGameRow) -> bool:
        """One game's new result in its row: that row repainted, the model neither reset nor read again (a result
        typed on a federation's event). The boards of the later rounds without numbers are worked out again (the
        C.04.2 order follows the scores); should they move, or the row move in the sort, every row is repainted or
        moved, still without a reset. False if the row is not that game but for its result (a game added,
        deleted, paired again): the caller reads the event again."""
        at = self.row_of((ChessGameRow, game.id))
        if at < 0 or replace(self.rows[at], result=game.result) != game:
            return False
        old = self.rows[at]
        given = [game if row is old else row for row in self.given]
        boards = self.boards
        if any(not g.board and (g.round or 0) > (game.round or 0) for g in self.rows if isinstance(g, ChessGameRow)):
            boards = board_numbers([r for r in given if isinstance(r, ChessGameRow)],
                                   [r for r in given if isinstance(r, ByeRow)], self.ratings)
        column = self.sort_column
        moves = column >= 0 and self.sort_value(old, column) != self.sort_value(game, column)
        if boards != self.boards or moves:
            self.boards = boards
            self.set_rows(given)
            return True
        self.given, self.rows[at] = given, game
        self.dataChanged.emit(self.index(at, 0), self.index(at, self.columnCount() - 1))
        return True

    def board(self, game: ChessGameRow) -> int | None:
        return game.board or self.boards.get(game.id)

    def key(self, row: ChessGameRow | ByeRow) -> Any:
        return (type(row), row.id)

    def headers(self) -> list[str]:
        return [
            self.tr("Round"),
            self.tr("Board"),
            self.tr("White"),
            self.tr("Rating"),
            self.tr("Result"),
            self.tr("Black"),
            self.tr("Rating"),
        ]

    def value(self, row: ChessGameRow | ByeRow, column: int) -> Any:
        if isinstance(row, ByeRow):
            return (row.round, None, row.name, self.ratings.get(row.player_id), points_text(row.points),
                    bye_text(row.kind), None)[column]
        return (row.round, self.board(row), row.white, self.ratings.get(row.white_id), result_text(row.result),
                row.black, self.ratings.get(row.black_id))[column]

    def sort_value(self, row: ChessGameRow | ByeRow, column: int) -> Any:
        if column in (PA_ROUND, PA_BOARD):
            # byes and absences after the games of their round, never above board 1
            board = self.board(row) if isinstance(row, ChessGameRow) else None
            board = 10_000 + row.id if board is None else board
            return (row.round or 0) * 100_000 + board if column == PA_ROUND else board
        value = self.value(row, column)
        if column in (PA_WHITE_RATING, PA_BLACK_RATING):
            return value if value is not None else -1
        return "" if value is None else value

    def alignment(self, column: int) -> int | None:
        if column in (PA_ROUND, PA_BOARD, PA_WHITE_RATING, PA_BLACK_RATING):
            return RIGHT
        return CENTER if column == PA_RESULT else None

    def extra(self, row: ChessGameRow | ByeRow, column: int, role: int) -> Any:
        if isinstance(row, ByeRow):
            if role == Qt.ItemDataRole.ForegroundRole and column in (PA_RESULT, PA_BLACK):
                return NEUTRAL
            if role == Qt.ItemDataRole.FontRole and column == PA_BLACK:
                font = QFont()
                font.setItalic(True)
                return font
        elif role == Qt.ItemDataRole.FontRole and column == PA_RESULT:
            font = QFont()
            font.setBold(True)
            return font
        elif role == Qt.ItemDataRole.ToolTipRole and column == PA_RESULT and row.result in ("+-", "-+", "--"):
            return {
                "+-": self.tr("White wins by forfeit"),
                "-+": self.tr("Black wins by forfeit"),
                "--": self.tr("Double forfeit"),
            }[row.result]
        return None
