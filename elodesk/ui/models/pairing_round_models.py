"""Table models of the *Pair next round* dialog: who plays this round, and the boards the engine proposed.

The boards model keeps the pairing as the arbiter edits it (players exchanged between
boards, colours swapped on a board) and says which absolute criteria (C1–C3) it breaks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from elodesk.pairing.model import Board, RoundPairing
from elodesk.reports.pairing_input import PairingInput
from elodesk.reports.pairing_rules import Breach, breaches
from elodesk.ui.formatting import points_text
from elodesk.ui.models.rows_model import CENTER, RIGHT

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

Index = QModelIndex | QPersistentModelIndex

HALF_BYE, FULL_BYE, ABSENT, WITHDRAWN = "H", "F", "Z", "W"
CHOICES = (HALF_BYE, FULL_BYE, ABSENT, WITHDRAWN)  # the check columns, in order
PL_NAME, PL_RATING, PL_SCORE = 0, 1, 2
PL_FIRST_CHOICE = 3


@dataclass(frozen=True, slots=True)
class RoundPlayerRow:
    """A player of the event for this round: ``choice`` is H, F, Z, W (withdrawn) or None (he plays)."""

    player_id: int
    name: str
    rating: int | None
    score: int  # tenths
    choice: str | None
    locked: bool  # his bye of the round is stored already: shown, not changed here
    was_withdrawn: bool = False  # withdrawn before this round: unticked, he plays again


class RoundPlayersModel(QAbstractTableModel):
    """The event's players, those who will not play this round first; one check column per reason."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[RoundPlayerRow] = []
        self.stored: set[int] = set()
        self.titles: tuple[str, ...] = ()

    def set_players(self, given: PairingInput, stored: set[int]) -> None:
        """The players of ``given``; ``stored``: those whose bye or absence of the round is stored already.

        Stored byes are shown ticked and locked (they are edited on the event's pairings, not
        here); earlier withdrawals are shown ticked, and unticking one brings the player back.
        """
        self.stored = stored
        rows = []
        for entrant in given.tournament.entrants:
            pid = given.player_ids[entrant.number]
            withdrawn = pid in given.withdrawn
            rows.append(RoundPlayerRow(pid, entrant.name, entrant.rating or None, given.score(pid),
                                       WITHDRAWN if withdrawn else given.not_playing.get(pid),
                                       pid in stored, withdrawn))
        self.beginResetModel()
        self.rows = sorted(rows, key=lambda r: (r.choice is None, -r.score, -(r.rating or 0), r.name.casefold()))
        self.endResetModel()

    def not_playing(self) -> dict[int, str]:
        """This round's byes and absences, by player id (withdrawals apart)."""
        return {r.player_id: r.choice for r in self.rows if r.choice in (HALF_BYE, FULL_BYE, ABSENT)}

    def withdrawing(self) -> list[int]:
        """The players the arbiter marked withdrawn from this round on (not those withdrawn before)."""
        return [r.player_id for r in self.rows if r.choice == WITHDRAWN and not r.was_withdrawn]

    def returning(self) -> list[int]:
        """The players withdrawn before whom the arbiter brings back for this round."""
        return [r.player_id for r in self.rows if r.was_withdrawn and r.choice != WITHDRAWN]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else PL_FIRST_CHOICE + len(CHOICES)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not self.titles:  # asked for hundreds of times as the dialog is laid out: translated once
            self.titles = (translate("RoundPlayersModel", "Player"), translate("RoundPlayersModel", "Rating"),
                           translate("RoundPlayersModel", "Score"), translate("RoundPlayersModel", "Bye ½"),
                           translate("RoundPlayersModel", "Bye 1"), translate("RoundPlayersModel", "Absent (0)"),
                           translate("RoundPlayersModel", "Withdrawn"))
        return self.titles[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], index.column()
        if column >= PL_FIRST_CHOICE:
            if role == Qt.ItemDataRole.CheckStateRole:
                ticked = row.choice == CHOICES[column - PL_FIRST_CHOICE]
                return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != PL_NAME:
            return RIGHT
        return None

    @staticmethod
    def display(row: RoundPlayerRow, column: int) -> str:
        """A cell's text (the check columns have none)."""
        if column >= PL_FIRST_CHOICE:
            return ""
        return (row.name, "" if row.rating is None else str(row.rating), points_text(row.score / 10))[column]

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.isValid() and index.column() >= PL_FIRST_CHOICE and not self.rows[index.row()].locked:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not self.flags(index) & Qt.ItemFlag.ItemIsUserCheckable:
            return False
        choice = CHOICES[index.column() - PL_FIRST_CHOICE]
        ticked = Qt.CheckState(value) == Qt.CheckState.Checked
        row = self.rows[index.row()]
        self.rows[index.row()] = replace(row, choice=choice if ticked else None)
        self.dataChanged.emit(self.index(index.row(), PL_FIRST_CHOICE), self.index(index.row(), self.columnCount() - 1))
        return True


BO_BOARD, BO_WHITE, BO_WHITE_SCORE, BO_WHITE_COLOURS, BO_BLACK, BO_BLACK_SCORE, BO_BLACK_COLOURS = range(7)
SIDE_COLUMNS = {BO_WHITE: 0, BO_WHITE_SCORE: 0, BO_WHITE_COLOURS: 0, BO_BLACK: 1, BO_BLACK_SCORE: 1,
                BO_BLACK_COLOURS: 1}


class RoundBoardsModel(QAbstractTableModel):
    """The round's boards in pairing numbers, the pairing-allocated bye as a line without black, then
    the players who do not play (their byes, absences, withdrawals: shown, not exchangeable)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.given: PairingInput | None = None
        self.slots: list[list[int | None]] = []
        self.resting: list[tuple[int, str]] = []  # (pairing number, H F Z or W)
        self.titles: tuple[str, ...] = ()

    def set_pairing(self, given: PairingInput, pairing: RoundPairing, resting: list[tuple[int, str]]) -> None:
        """``resting``: the players not paired, by player id, with why (H, F, Z, W)."""
        self.beginResetModel()
        self.given = given
        self.slots = [[b.white, b.black] for b in pairing.boards]
        if pairing.bye is not None:
            self.slots.append([pairing.bye, None])
        self.resting = [(given.numbers[pid], kind) for pid, kind in resting]
        self.endResetModel()

    def pairing(self) -> RoundPairing:
        boards = tuple(Board(w, b) for w, b in self.slots if w is not None and b is not None)
        bye = next((w for w, b in self.slots if b is None), None)
        return RoundPairing(boards, bye)

    def breaches(self) -> list[Breach]:
        return [] if self.given is None else breaches(self.given.tournament, self.pairing())

    def exchange(self, first: tuple[int, int], second: tuple[int, int]) -> bool:
        """Exchange the players at two places (row, side 0 white / 1 black); False if one place is empty."""
        (r1, s1), (r2, s2) = first, second
        if max(r1, r2) >= len(self.slots):
            return False
        a, b = self.slots[r1][s1], self.slots[r2][s2]
        if a is None or b is None or (r1, s1) == (r2, s2):
            return False
        self.slots[r1][s1], self.slots[r2][s2] = b, a
        self.dataChanged.emit(self.index(min(r1, r2), 0), self.index(max(r1, r2), self.columnCount() - 1))
        return True

    def swap_colours(self, row: int) -> bool:
        if row >= len(self.slots):
            return False
        white, black = self.slots[row]
        if black is None:
            return False
        self.slots[row] = [black, white]
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
        return True

    def player_id(self, row: int, side: int) -> int | None:
        number = self.slots[row][side]
        return None if number is None or self.given is None else self.given.player_ids[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.slots) + len(self.resting)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid() and index.row() >= len(self.slots):
            return Qt.ItemFlag.ItemIsEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not self.titles:  # translated once (see RoundPlayersModel)
            score, colours = translate("RoundBoardsModel", "Pts"), translate("RoundBoardsModel", "Colours")
            self.titles = (translate("RoundBoardsModel", "Board"), translate("RoundBoardsModel", "White"), score,
                           colours, translate("RoundBoardsModel", "Black"), score, colours)
        return self.titles[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.given is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return CENTER if column in (BO_BOARD, BO_WHITE_COLOURS, BO_BLACK_COLOURS) else (
                RIGHT if column in (BO_WHITE_SCORE, BO_BLACK_SCORE) else None)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if index.row() >= len(self.slots):
            white, kind = self.resting[index.row() - len(self.slots)]
            black = None
        else:
            (white, black), kind = self.slots[index.row()], "U"
        if column == BO_BOARD:
            return str(index.row() + 1) if black is not None else ""
        number = (white, black)[SIDE_COLUMNS[column]]
        if number is None:
            return self._resting_text(kind) if column == BO_BLACK else ""
        entrant = self.given.tournament.entrants[number - 1]
        pid = self.given.player_ids[number]
        if column in (BO_WHITE, BO_BLACK):
            return entrant.name
        if column in (BO_WHITE_SCORE, BO_BLACK_SCORE):
            return points_text(self.given.score(pid) / 10)
        return self._history(pid)

    def _history(self, pid: int) -> str:
        assert self.given is not None
        letters = {"W": translate("RoundBoardsModel", "W", "white, in a colour history"),
                   "B": translate("RoundBoardsModel", "B", "black, in a colour history")}
        return "".join(letters.get(c, c) for c in self.given.colours(pid))

    @staticmethod
    def _resting_text(kind: str) -> str:
        return {"U": translate("RoundBoardsModel", "bye (1 point)"),
                "H": translate("RoundBoardsModel", "bye (½ point)"),
                "F": translate("RoundBoardsModel", "bye (1 point, requested)"),
                "Z": translate("RoundBoardsModel", "absent (0 points)"),
                "W": translate("RoundBoardsModel", "withdrawn")}[kind]
