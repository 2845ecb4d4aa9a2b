"""A chess event's standings: a column per round (opponents by rank), then its tie-breaks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from elodesk.reports.phrases.tiebreaks import EXPLANATIONS as TIEBREAK_EXPLANATIONS
from elodesk.reports.phrases.tiebreaks import NAMES as TIEBREAK_NAMES
from elodesk.reports.standings import ChessStanding
from elodesk.ui.event_texts import bye_text, number_text
from elodesk.ui.formatting import points_text
from elodesk.ui.models.rows_model import CENTER, RIGHT, RowsTableModel

_MARK = re.compile(r"^([+=-])(\d+)(F?)$")


class ChessStandingsModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.standings.ChessStanding`; a column per round, opponents by rank."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rounds: list[int] = []
        self.tiebreaks: list[str] = []
        self.lang = "fr"  # of the tie-breaks' explanations (reports.phrases.tiebreaks: fr, en, nl)
        self.rank_of: dict[int, int] = {}

    def set_standings(self, rows: list[ChessStanding], rounds: Sequence[int]) -> None:
        """New standings; with the same columns and players (a result typed) the rows are repainted or moved,
        the selection following its player, not reset."""
        tiebreaks = list(rows[0].tiebreaks) if rows else []  # the event's, in order (C.07 acronyms)
        same_columns = (list(rounds), tiebreaks) == (self.rounds, self.tiebreaks)
        self.rounds, self.tiebreaks = list(rounds), tiebreaks
        self.rank_of = {r.player_id: r.rank for r in rows}
        if same_columns:
            self.set_rows(rows)
        else:
            self.reset_rows(rows)

    def key(self, row: ChessStanding) -> Any:
        return row.player_id

    def _fixed(self) -> int:
        return 4

    def headers(self) -> list[str]:
        return (
            [self.tr("Rank"), self.tr("Player"), self.tr("Rating"), self.tr("Points")]
            + [self.tr("R{n}").format(n=r) for r in self.rounds]
            + self.tiebreaks
        )

    def header_tip(self, section: int) -> str | None:
        if section >= 4 + len(self.rounds):
            name = self.tiebreaks[section - 4 - len(self.rounds)]
            return f"{TIEBREAK_NAMES[name][self.lang]}: {TIEBREAK_EXPLANATIONS[name][self.lang]}"
        if 4 <= section < 4 + len(self.rounds):
            return self.tr("Result in this round: + win, = draw, - loss, then the opponent's rank; F forfeit")
        return None

    def value(self, row: ChessStanding, column: int) -> Any:
        fixed = [row.rank, row.name, row.rating, row.points]
        if column < 4:
            return fixed[column]
        column -= 4
        if column < len(self.rounds):
            return row.results.get(self.rounds[column])
        return row.tiebreaks[self.tiebreaks[column - len(self.rounds)]]

    def display(self, row: ChessStanding, column: int) -> str:
        value = self.value(row, column)
        if column == 3 or column >= 4 + len(self.rounds):  # a tie-break may not apply (DE): blank
            return points_text(value) if column == 3 else "" if value is None else number_text(value)
        if 4 <= column < 4 + len(self.rounds):
            return self._round_text(value)
        return "" if value is None else str(value)

    def _round_text(self, mark: str | None) -> str:
        if not mark:
            return ""
        found = _MARK.match(mark)
        if not found:
            return mark  # a bye: its kind (U, H, F, Z)
        sign, opponent, forfeit = found.groups()
        rank = self.rank_of.get(int(opponent), opponent)
        return f"{sign.replace('-', '−')}{rank}{' F' if forfeit else ''}"

    def sort_value(self, row: ChessStanding, column: int) -> Any:
        value = self.value(row, column)
        if value is None:
            return -1
        return value

    def alignment(self, column: int) -> int | None:
        if column == 1:
            return None
        return CENTER if 4 <= column < 4 + len(self.rounds) else RIGHT

    def extra(self, row: ChessStanding, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and column == 3:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and 4 <= column < 4 + len(self.rounds):
            mark = row.results.get(self.rounds[column - 4])
            if mark and not _MARK.match(mark):
                return bye_text(mark)
        return None
