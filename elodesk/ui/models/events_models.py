"""Table models of the Events page: the events list, an event's games (chess pairings, battles,
Diplomacy games) and its standings. Rows are the store's dicts or the reports' dataclasses; no
widget is needed to test them."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDate,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from elodesk.core.diplomacy import VARIANTS, left_out_reason
from elodesk.core.diplomacy import Game as DiplomacyGame
from elodesk.core.diplomacy import Result as DiplomacyResult
from elodesk.reports.pairings import board_numbers
from elodesk.reports.phrases.tiebreaks import EXPLANATIONS as TIEBREAK_EXPLANATIONS
from elodesk.reports.phrases.tiebreaks import NAMES as TIEBREAK_NAMES
from elodesk.reports.standings import BoardLine, ChessStanding, GeneralStanding
from elodesk.ui.i18n import system_title
from elodesk.ui.style import NEUTRAL

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls

Index = QModelIndex | QPersistentModelIndex

ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's dict (or dataclass)
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)

BATAILLE = "bataille-empire"
DIPLOMACY = "diplomacy"

# How a chess result is written in the tables and the result dialog.
RESULT_TEXT = {"1-0": "1-0", "1/2-1/2": "½-½", "0-1": "0-1", "+-": "+ -", "-+": "- +", "--": "- -", "*": ""}
BATTLE_RESULTS = ("a-crushing", "a-decisive", "a-marginal", "draw", "b-marginal", "b-decisive", "b-crushing")


def result_text(result: str | None) -> str:
    return RESULT_TEXT.get(result or "*", result or "")


def points_text(points: float) -> str:
    """Chess points as players write them: 4½, ½, 3."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def number_text(value: float, decimals: int = 2) -> str:
    """A number in the reader's style (28,5 in French), without trailing zeros."""
    text = QLocale().toString(float(value), "f", decimals)
    point = QLocale().decimalPoint()
    if point in text:
        text = text.rstrip("0").rstrip(point)
    return text.replace("-", "−")


def battle_result_text(result: str | None, long: bool = False) -> str:
    """A battle's outcome: short for the table, the full sentence for the dialog."""
    if long:
        texts = {
            "a-crushing": translate("EventsModels", "Crushing victory for side A"),
            "a-decisive": translate("EventsModels", "Decisive victory for side A"),
            "a-marginal": translate("EventsModels", "Marginal victory for side A"),
            "draw": translate("EventsModels", "Draw"),
            "b-marginal": translate("EventsModels", "Marginal victory for side B"),
            "b-decisive": translate("EventsModels", "Decisive victory for side B"),
            "b-crushing": translate("EventsModels", "Crushing victory for side B"),
        }
    else:
        texts = {
            "a-crushing": translate("EventsModels", "A, crushing"),
            "a-decisive": translate("EventsModels", "A, decisive"),
            "a-marginal": translate("EventsModels", "A, marginal"),
            "draw": translate("EventsModels", "Draw"),
            "b-marginal": translate("EventsModels", "B, marginal"),
            "b-decisive": translate("EventsModels", "B, decisive"),
            "b-crushing": translate("EventsModels", "B, crushing"),
        }
    return texts.get(result or "", result or "")


def mode_name(mode: str) -> str:
    return {
        "blitz": translate("EventsModels", "Blitz (no messages)"),
        "classic": translate("EventsModels", "Classic"),
    }.get(mode, mode)


def state_name(state: str) -> str:
    return {
        "finished": translate("EventsModels", "Finished"),
        "running": translate("EventsModels", "Running"),
        "waiting": translate("EventsModels", "Waiting"),
        "distinguished": translate("EventsModels", "Distinguished"),
    }.get(state, state)


def scoring_name(scoring: str) -> str:
    return {
        "c-diplo": translate("EventsModels", "C-Diplo"),
        "dss": translate("EventsModels", "Draw size (DSS)"),
        "sos": translate("EventsModels", "Sum of squares (SoS)"),
        "centers": translate("EventsModels", "Supply centres"),
        "manual": translate("EventsModels", "Manual"),
    }.get(scoring, scoring)


def role_name(role: str) -> str:
    """A Diplomacy power in the interface's language."""
    return {
        "England": translate("EventsModels", "England"),
        "France": translate("EventsModels", "France"),
        "Germany": translate("EventsModels", "Germany"),
        "Italy": translate("EventsModels", "Italy"),
        "Austria": translate("EventsModels", "Austria"),
        "Russia": translate("EventsModels", "Russia"),
        "Turkey": translate("EventsModels", "Turkey"),
        "Carthage": translate("EventsModels", "Carthage"),
        "Egypt": translate("EventsModels", "Egypt"),
        "Greece": translate("EventsModels", "Greece"),
        "Persia": translate("EventsModels", "Persia"),
        "Rome": translate("EventsModels", "Rome"),
    }.get(role, role)


def bye_text(kind: str) -> str:
    return {
        "H": translate("EventsModels", "half-point bye"),
        "F": translate("EventsModels", "full-point bye"),
        "U": translate("EventsModels", "pairing bye"),
        "Z": translate("EventsModels", "absent"),
    }.get(kind, translate("EventsModels", "bye"))


def format_day(iso: str | None) -> str:
    """A date in the reader's short format, with a four-digit year."""
    if not iso:
        return ""
    day = QDate.fromString(iso[:10], Qt.DateFormat.ISODate)
    if not day.isValid():
        return iso
    pattern = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")
    return QLocale().toString(day, pattern)


def format_span(start: str | None, end: str | None) -> str:
    """Two dates as one span; within one year the first one without its year (19/09 – 31/10/2025)."""
    if start and end and start != end:
        if start[:4] == end[:4]:
            day = QDate.fromString(start[:10], Qt.DateFormat.ISODate)
            pattern = re.sub(r"[^dM]*y+[^dM]*", "", QLocale().dateFormat(QLocale.FormatType.ShortFormat))
            if day.isValid() and pattern:
                return f"{QLocale().toString(day, pattern)} – {format_day(end)}"
        return f"{format_day(start)} – {format_day(end)}"
    return format_day(start or end)


def counted_text(game: dict[str, Any]) -> str:
    """Whether a Diplomacy game counts for Elo, and why not (RULES.md, ``diplomacy``)."""
    variant = VARIANTS.get(game["variant"])
    if variant is None:
        return translate("EventsModels", "No (unknown map)")
    reason = left_out_reason(
        DiplomacyGame(
            id=game["ref"],
            first_resolution=date.fromisoformat(game["first_resolution"]),
            mode=game["mode"],
            used_for_elo=bool(game["used_for_elo"]),
            state=game["state"],
            excluded=bool(game["excluded"]),
            variant=game["variant"],
            scoring=game["scoring"],
            results=tuple(
                DiplomacyResult(str(r["player_id"]), r["role"], r["centers"], bool(r["eliminated"]), r["score"])
                for r in game["results"]
            ),
        ),
        variant,
    )
    if reason is None:
        return translate("EventsModels", "Yes")
    texts = {
        "not_used_for_elo": translate("EventsModels", "No (not for Elo)"),
        "not_finished": translate("EventsModels", "No (not finished)"),
        "excluded": translate("EventsModels", "No (excluded)"),
        "incomplete": translate("EventsModels", "No (incomplete)"),
    }
    return texts.get(reason[0], translate("EventsModels", "No"))


class RowsTableModel(QAbstractTableModel):
    """A table of rows with an identity: refreshing with the same rows only repaints them, so the
    selection and the scroll position survive a result being entered."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []
        self._headers: list[str] | None = None  # asked for at every layout: built once per reset

    # what subclasses say
    def headers(self) -> list[str]:
        raise NotImplementedError

    def value(self, row: Any, column: int) -> Any:
        raise NotImplementedError

    def sort_value(self, row: Any, column: int) -> Any:
        value = self.value(row, column)
        return "" if value is None else value

    def display(self, row: Any, column: int) -> str:
        value = self.value(row, column)
        return "" if value is None else str(value)

    def alignment(self, column: int) -> int | None:
        return None

    def key(self, row: Any) -> Any:
        return row["id"] if isinstance(row, dict) else id(row)

    # filling
    def set_rows(self, rows: Sequence[Any]) -> None:
        rows = list(rows)
        if [self.key(r) for r in rows] == [self.key(r) for r in self.rows] and rows:
            self.rows = rows
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1))
        else:
            self.reset_rows(rows)

    def reset_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._headers = None
        self.endResetModel()

    def header_texts(self) -> list[str]:
        if self._headers is None:
            self._headers = self.headers()
        return self._headers

    def row_of(self, key: Any) -> int:
        for i, row in enumerate(self.rows):
            if self.key(row) == key:
                return i
        return -1

    # Qt
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.header_texts())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            headers = self.header_texts()
            return headers[section] if 0 <= section < len(headers) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tip(section)
        return None

    def header_tip(self, section: int) -> str | None:
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(row, column)
        if role == ROW_ROLE:
            return row
        if role == SORT_ROLE:
            return self.sort_value(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self.alignment(column)
        return self.extra(row, column, role)

    def extra(self, row: Any, column: int, role: int) -> Any:
        """Other roles (colours, fonts, tips) of a cell."""
        return None


# --- the events list ------------------------------------------------------------------------------

EV_NAME, EV_SYSTEM, EV_DATES, EV_PLAYERS, EV_GAMES = range(5)


class EventsTableModel(RowsTableModel):
    """Rows: :func:`elodesk.store.events.list_events` dicts."""

    def headers(self) -> list[str]:
        return [self.tr("Event"), self.tr("System"), self.tr("Dates"), self.tr("Players"), self.tr("Games")]

    def header_tip(self, section: int) -> str | None:
        if section == EV_GAMES:
            return self.tr("Rated games: no forfeit, no bye, no game left unplayed")
        return None

    def value(self, row: dict[str, Any], column: int) -> Any:
        return (row["name"], system_title(row["system"]), None, row["players"], row["games"])[column]

    def display(self, row: dict[str, Any], column: int) -> str:
        if column == EV_DATES:
            return format_span(row["start"], row["end"])
        return super().display(row, column)

    def sort_value(self, row: dict[str, Any], column: int) -> Any:
        if column == EV_DATES:
            return f"{row['start'] or row['end'] or ''}#{row['id']:09d}"
        return super().sort_value(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column in (EV_PLAYERS, EV_GAMES) else None

    def extra(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column in (EV_NAME, EV_SYSTEM, EV_DATES):
            return f"{row['name']}\n{system_title(row['system'])} · {format_span(row['start'], row['end'])}"
        return None

    def update_event(self, summary: dict[str, Any]) -> None:
        """Refresh one event's line (or add it) without touching the others."""
        row = self.row_of(summary["id"])
        if row < 0:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows))
            self.rows.append(summary)
            self.endInsertRows()
        else:
            self.rows[row] = summary
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def remove_event(self, event_id: int) -> None:
        row = self.row_of(event_id)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.rows[row]
            self.endRemoveRows()


# --- chess pairings --------------------------------------------------------------------------------

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


# --- battles ------------------------------------------------------------------------------------------

BA_ROUND, BA_SIDE_A, BA_RESULT, BA_SIDE_B, BA_SCENARIO = range(5)


class BattlesModel(RowsTableModel):
    """Rows: :func:`elodesk.store.games.battles` dicts (generals as (id, name) pairs)."""

    def headers(self) -> list[str]:
        return [self.tr("Round"), self.tr("Side A"), self.tr("Result"), self.tr("Side B"), self.tr("Scenario")]

    def value(self, row: dict[str, Any], column: int) -> Any:
        if column == BA_SIDE_A:
            return " / ".join(name for _, name in row["side_a"])
        if column == BA_SIDE_B:
            return " / ".join(name for _, name in row["side_b"])
        return (row["round"], None, battle_result_text(row["result"]), None, row["scenario"])[column]

    def sort_value(self, row: dict[str, Any], column: int) -> Any:
        if column == BA_ROUND:
            return row["round"] * 1_000_000 + row["id"]
        if column == BA_RESULT:
            return BATTLE_RESULTS.index(row["result"]) if row["result"] in BATTLE_RESULTS else 99
        return super().sort_value(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column == BA_ROUND else CENTER if column == BA_RESULT else None

    def extra(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column == BA_RESULT:
            return battle_result_text(row["result"], long=True)
        if role == Qt.ItemDataRole.ToolTipRole and row.get("notes"):
            return row["notes"]
        return None


# --- Diplomacy games ---------------------------------------------------------------------------------

DG_GAME, DG_DATE, DG_MODE, DG_SCORING, DG_STATE, DG_COUNTED = range(6)


class DiplomacyGamesModel(RowsTableModel):
    """Rows: :func:`elodesk.store.games.diplomacy_games` dicts (with their results)."""

    def headers(self) -> list[str]:
        return [
            self.tr("Game"),
            self.tr("First resolution"),
            self.tr("Mode"),
            self.tr("Scoring"),
            self.tr("State"),
            self.tr("Counted"),
        ]

    def header_tip(self, section: int) -> str | None:
        if section == DG_COUNTED:
            return self.tr("Whether the game moves Elo: used for Elo, finished, not excluded, every power played")
        return None

    def value(self, row: dict[str, Any], column: int) -> Any:
        if column == DG_COUNTED:
            return counted_text(row)
        return (
            row["ref"],
            row["first_resolution"],
            mode_name(row["mode"]),
            scoring_name(row["scoring"]),
            state_name(row["state"]),
        )[column]

    def display(self, row: dict[str, Any], column: int) -> str:
        if column == DG_DATE:
            return format_day(row["first_resolution"])
        return super().display(row, column)

    def sort_value(self, row: dict[str, Any], column: int) -> Any:
        if column in (DG_GAME, DG_DATE):
            return f"{row['first_resolution']}#{row['ref']}" if column == DG_DATE else row["ref"]
        return super().sort_value(row, column)

    def extra(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and column == DG_COUNTED and counted_text(row) != translate(
            "EventsModels", "Yes"
        ):
            return NEUTRAL
        return None


# --- standings -------------------------------------------------------------------------------------------

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
        self.rounds = list(rounds)
        self.tiebreaks = list(rows[0].tiebreaks) if rows else []  # the event's, in order (C.07 acronyms)
        self.rank_of = {r.player_id: r.rank for r in rows}
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


GS_RANK, GS_GENERAL, GS_BATTLES, GS_VICTORIES, GS_DRAWS, GS_DEFEATS, GS_SCORE = range(7)


class GeneralStandingsModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.standings.GeneralStanding`."""

    def set_standings(self, rows: list[GeneralStanding]) -> None:
        self.reset_rows(rows)

    def key(self, row: GeneralStanding) -> Any:
        return row.player_id

    def headers(self) -> list[str]:
        return [
            self.tr("Rank"),
            self.tr("General"),
            self.tr("Battles"),
            self.tr("Victories"),
            self.tr("Draws"),
            self.tr("Defeats"),
            self.tr("Score"),
        ]

    def header_tip(self, section: int) -> str | None:
        if section == GS_SCORE:
            return self.tr("Sum of the battles' scores: 1.5 crushing, 1.25 decisive, 1 marginal victory, 0.5 draw")
        return None

    def value(self, row: GeneralStanding, column: int) -> Any:
        return (row.rank, row.name, row.battles, row.victories, row.draws, row.defeats, row.score)[column]

    def display(self, row: GeneralStanding, column: int) -> str:
        if column == GS_SCORE:
            return QLocale().toString(row.score, "f", 2)
        return super().display(row, column)

    def alignment(self, column: int) -> int | None:
        return None if column == GS_GENERAL else RIGHT


BD_POWER, BD_PLAYER, BD_CENTRES, BD_ELIMINATED, BD_SCORE = range(5)


class DiplomacyBoardModel(RowsTableModel):
    """Rows: :class:`~elodesk.reports.standings.BoardLine` of one game, best score first."""

    def set_board(self, lines: list[BoardLine]) -> None:
        self.reset_rows(lines)

    def key(self, row: BoardLine) -> Any:
        return row.role

    def headers(self) -> list[str]:
        return [self.tr("Power"), self.tr("Player"), self.tr("Centres"), self.tr("Eliminated"), self.tr("Score")]

    def value(self, row: BoardLine, column: int) -> Any:
        return (role_name(row.role), row.name, row.centers, row.eliminated, row.score)[column]

    def display(self, row: BoardLine, column: int) -> str:
        if column == BD_ELIMINATED:
            return self.tr("eliminated") if row.eliminated else ""
        if column == BD_SCORE:
            return QLocale().toString(row.score, "f", 2)
        return super().display(row, column)

    def alignment(self, column: int) -> int | None:
        return RIGHT if column in (BD_CENTRES, BD_SCORE) else None

    def extra(self, row: BoardLine, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and row.eliminated:
            return NEUTRAL
        return None


# --- filtering by round ------------------------------------------------------------------------------------


class RoundFilterProxyModel(QSortFilterProxyModel):
    """Shows the rows of one round (0: every round), sorted by the models' sort role."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.round = 0
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_round(self, round_: int) -> None:
        if round_ == self.round:
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.round = round_
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.round = round_
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self.round:
            return True
        row = self.sourceModel().index(source_row, 0, source_parent).data(ROW_ROLE)
        return isinstance(row, dict) and row.get("round") == self.round

    def row_object(self, proxy_row: int) -> Any:
        return self.index(proxy_row, 0).data(ROW_ROLE)


def first_row(proxy: QSortFilterProxyModel, accept: Callable[[Any], bool], start: int = 0) -> int:
    """The first proxy row from ``start`` whose row object ``accept`` takes, or -1."""
    for r in range(start, proxy.rowCount()):
        if accept(proxy.index(r, 0).data(ROW_ROLE)):
            return r
    return -1
