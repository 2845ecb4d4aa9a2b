"""An open chess event's pairings and byes, round by round, with the players' ratings in it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from elodesk.reports.pairings import board_numbers
from elodesk.ui.event_texts import bye_text
from elodesk.ui.formatting import points_text, result_text
from elodesk.ui.models.rows_model import CENTER, RIGHT, RowsTableModel
from elodesk.ui.style import NEUTRAL

PA_ROUND, PA_BOARD, PA_WHITE, PA_WHITE_RATING, PA_RESULT, PA_BLACK, PA_BLACK_RATING = range(7)


class ChessPairingsModel(RowsTableModel):
    """Rows: the games of :func:`elodesk.store.games.chess_games` (``kind`` "game") and the byes
    (``kind`` "bye", the bye's own kind in ``bye_kind``), each with the players' ratings in the event."""

    def set_event(
        self, games: list[dict[str, Any]], byes: list[dict[str, Any]], ratings: dict[int, int | None]
    ) -> None:
        boards = board_numbers(games, byes, ratings)  # a file without board numbers: the C.04.2 order
        rows = [
            {
                **g,
                "kind": "game",
                "board": g["board"] or boards.get(g["id"]),
                "white_rating": ratings.get(g["white_id"]),
                "black_rating": ratings.get(g["black_id"]),
            }
            for g in games
        ]
        rows += [{**b, "bye_kind": b["kind"], "kind": "bye", "rating": ratings.get(b["player_id"])} for b in byes]
        self.set_rows(rows)

    def key(self, row: dict[str, Any]) -> Any:
        return (row["kind"], row["id"])

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

    def value(self, row: dict[str, Any], column: int) -> Any:
        if row["kind"] == "bye":
            return (
                row["round"],
                None,
                row["name"],
                row["rating"],
                points_text(row["points"]),
                bye_text(row["bye_kind"]),
                None,
            )[column]
        return (
            row["round"],
            row["board"],
            row["white"],
            row["white_rating"],
            result_text(row["result"]),
            row["black"],
            row["black_rating"],
        )[column]

    def sort_value(self, row: dict[str, Any], column: int) -> Any:
        if column in (PA_ROUND, PA_BOARD):
            # byes and absences after the games of their round, never above board 1
            board = row["board"] if row["kind"] == "game" and row["board"] is not None else 10_000 + row["id"]
            return row["round"] * 100_000 + board if column == PA_ROUND else board
        value = self.value(row, column)
        if column in (PA_WHITE_RATING, PA_BLACK_RATING):
            return value if value is not None else -1
        return "" if value is None else value

    def alignment(self, column: int) -> int | None:
        if column in (PA_ROUND, PA_BOARD, PA_WHITE_RATING, PA_BLACK_RATING):
            return RIGHT
        return CENTER if column == PA_RESULT else None

    def extra(self, row: dict[str, Any], column: int, role: int) -> Any:
        if row["kind"] == "bye":
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
        elif role == Qt.ItemDataRole.ToolTipRole and column == PA_RESULT and row["result"] in ("+-", "-+", "--"):
            return {
                "+-": self.tr("White wins by forfeit"),
                "-+": self.tr("Black wins by forfeit"),
                "--": self.tr("Double forfeit"),
            }[row["result"]]
        return None
