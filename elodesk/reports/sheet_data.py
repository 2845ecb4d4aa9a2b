"""The printed sheets' data, read from the club database through the store: ranking lists, the
grade table, event standings, player cards.

``elodesk.printing`` lays these out for a printer or a PDF; the numbers stay
numbers here (formatting and language belong to the layout), except the
explanation records, which the card phrases with ``explanations.render``.
Nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import sqlite_utils

from elodesk.core.bataille_empire import GRADES, Grade
from elodesk.core.systems import ALL, BATTLE, CHESS, CHESS_SYSTEMS, get_system
from elodesk.reports.event_tiebreaks import tiebreak_setup
from elodesk.reports.history import Series, rating_series, rating_view
from elodesk.reports.rankings import RankingRow, ranking
from elodesk.reports.sorting import drop_in_steps
from elodesk.reports.standings import (
    CHESS_POINTS,
    BoardLine,
    ChessStanding,
    GeneralStanding,
    bataille_standings,
    chess_table,
    diplomacy_board,
)
from elodesk.reports.tiebreaks import EDITION_2023
from elodesk.store import games as store_games
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import EventFields, event_fields
from elodesk.store.event_rows import DiplomacyGame
from elodesk.store.history import event_run_history, last_explanation
from elodesk.store.players import Player, name_key, player_identities, player_ratings
from elodesk.store.run_document import names_by_contract_id
from elodesk.store.runs import EVENT, RunScope, previewed

# The card's order: the chess systems first (FIDE: its standard list), then the wargames, each in the registry's.
SYSTEM_ORDER = tuple(s.id for s in sorted(ALL, key=lambda s: s.kind != CHESS))
GRADED = next(s.id for s in ALL if s.grades)  # the system whose levels carry grades: the grade table's

# Ranking categories. Youth and seniors follow FIDE's age categories, judged on
# 1 January of the sheet's year: under 20 (juniors), 65 and over (seniors).
YOUTH = "youth"
SENIOR = "senior"
WOMEN = "women"
CATEGORIES = (YOUTH, SENIOR, WOMEN)
YOUTH_UNDER = 20
SENIOR_FROM = 65

# An explanation record in its ENGINE.md form: a "kind" and the fields of that kind, one JSON object
# (as the engine's output, the history and the preview hold it; explanations.render phrases it).
Record = Mapping[str, Any]


# --- ranking list --------------------------------------------------------------------------


@dataclass(slots=True)
class RankingSheet:
    system: str
    mode: str
    club: str | None
    category: str | None
    active_only: bool
    year: int  # the year whose 1 January judges age categories
    rows: list[RankingRow]


def age_on(birth: date, day: date) -> int:
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def in_category(player: Player | None, category: str | None, year: int) -> bool:
    """Whether a player (his ``birth_date`` and ``sex``) belongs to a ranking category."""
    if category is None:
        return True
    if category == WOMEN:
        return player is not None and player.sex == "F"
    if category not in (YOUTH, SENIOR):
        raise ValueError(f"unknown category {category!r}; expected one of {', '.join(CATEGORIES)}")
    birth = player.birth_date if player is not None else None
    if not birth:
        return False
    age = age_on(date.fromisoformat(birth), date(year, 1, 1))
    return age < YOUTH_UNDER if category == YOUTH else age >= SENIOR_FROM


def table_export(db: sqlite_utils.Database, system: str, *, mode: str = "classic", club: str | None = None,
                  category: str | None = None, active_only: bool = False, day: date | None = None) -> RankingSheet:
    """The ranking list, filtered; ranks are renumbered within the filter (1 is the best shown)."""
    year = (day or date.today()).year
    rows = ranking(db, system, mode=mode, club=club, active_only=active_only)
    if category is not None:
        identities, everyone = player_identities(db), rows
        rows = [r for r in everyone if in_category(identities.get(r.player_id), category, year)]
        drop_in_steps(everyone)
        drop_in_steps(identities)
        for rank, row in enumerate(rows, 1):
            row.rank = rank
    return RankingSheet(system, mode, club, category, active_only, year, rows)


def ranking_clubs(db: sqlite_utils.Database, system: str, mode: str = "classic") -> list[str]:
    """The clubs of a system's ranked players, for the club filter."""
    rows = ranking(db, system, mode=mode)
    clubs = sorted({r.club for r in rows if r.club}, key=str.casefold)
    drop_in_steps(rows)
    return clubs


# --- grade table (Bataille Empire) ------------------------------------------------------------


@dataclass(slots=True)
class GradeGroup:
    grade: Grade
    rows: list[RankingRow]


def grade_sheet(db: sqlite_utils.Database, *, club: str | None = None, active_only: bool = False) -> list[GradeGroup]:
    """Every grade from Maréchal d'Empire down to Adjudant, with its generals (best first)."""
    rows = ranking(db, GRADED, club=club, active_only=active_only)
    groups = [GradeGroup(g, []) for g in reversed(GRADES)]
    by_name = {group.grade.name: group for group in groups}
    for row in rows:
        by_name[row.grade or GRADES[0].name].rows.append(row)
    return groups


# --- event standings ----------------------------------------------------------------------------


@dataclass(slots=True)
class CrossCell:
    """One round of one player in the crosstable: a game (opponent's rank, colour) or a bye."""

    score: float | None  # 1, 0.5, 0; None for an unfinished game
    opponent_rank: int | None = None
    colour: str | None = None  # "w" or "b"
    forfeit: bool = False
    bye: str | None = None  # the bye's kind: H, F, U, Z


@dataclass(slots=True)
class ChessEventSheet:
    event: EventFields
    rounds: int
    standings: list[ChessStanding]
    clubs: dict[int, str | None]
    cells: dict[int, dict[int, CrossCell]]  # player id -> round -> cell
    edition: str = EDITION_2023  # of FIDE's tie-break regulations (C.07)
    not_allowed: tuple[str, ...] = ()  # chosen tie-breaks the edition leaves out here


@dataclass(slots=True)
class RunChange:
    """A player's change in the run that rated an event (or in its preview)."""

    old: float | None
    new: float | None
    records: list[Record] = field(default_factory=list)


@dataclass(slots=True)
class BatailleEventSheet:
    event: EventFields
    standings: list[GeneralStanding]
    changes: dict[int, RunChange]
    applied: bool


@dataclass(slots=True)
class DiplomacyBoard:
    game: DiplomacyGame
    lines: list[BoardLine]
    solo: bool
    deltas: dict[int, tuple[float, float, float]]  # player id -> (before, delta, after) in his role


@dataclass(slots=True)
class DiplomacySummary:
    player_id: int
    name: str
    games: int
    modes: dict[str, tuple[float, float]]  # mode -> (global before, global after)


@dataclass(slots=True)
class DiplomacyEventSheet:
    event: EventFields
    boards: list[DiplomacyBoard]
    summary: list[DiplomacySummary]
    applied: bool


EventSheet = ChessEventSheet | BatailleEventSheet | DiplomacyEventSheet


def event_sheet(db: sqlite_utils.Database, event_id: int) -> EventSheet:
    """An event's standings as its system shows them; StoreError when there is no such event."""
    event = event_fields(db, event_id)
    if event.system in CHESS_SYSTEMS:
        return _chess_sheet(db, event_id, event)
    if get_system(event.system).kind == BATTLE:
        return _bataille_sheet(db, event_id, event)
    return _diplomacy_sheet(db, event_id, event)


def _chess_sheet(db: sqlite_utils.Database, event_id: int, event: EventFields) -> ChessEventSheet:
    players = store_games.event_players(db, event_id)
    games = store_games.chess_games(db, event_id)
    byes = store_games.byes(db, event_id)
    setup = tiebreak_setup(db, event_id)
    table = chess_table(players, games, byes, setup.tiebreaks, setup.edition, setup.numbers, setup.planned_rounds)
    standings = table.rows
    rank = {row.player_id: row.rank for row in standings}
    cells: dict[int, dict[int, CrossCell]] = {p.id: {} for p in players}
    for g in games:
        points = CHESS_POINTS.get(g.result)
        forfeit = g.result in ("+-", "-+", "--")
        for me, other, colour, side in ((g.white_id, g.black_id, "w", 0), (g.black_id, g.white_id, "b", 1)):
            cells[me][g.round or 0] = CrossCell(points[side] if points else None, rank[other], colour, forfeit)
    for bye in byes:
        cells[bye.player_id][bye.round] = CrossCell(bye.points, bye=bye.kind)
    rounds = max([event.rounds or 0] + [r for row in cells.values() for r in row])
    return ChessEventSheet(event, rounds, standings, {p.id: p.club for p in players}, cells, table.edition,
                           table.not_allowed)


def _bataille_sheet(db: sqlite_utils.Database, event_id: int, event: EventFields) -> BatailleEventSheet:
    standings = bataille_standings(store_games.battles(db, event_id))
    changes, applied = event_run_changes(db, event.system, event_id)
    return BatailleEventSheet(event, standings, changes, applied)


def _diplomacy_sheet(db: sqlite_utils.Database, event_id: int, event: EventFields) -> DiplomacyEventSheet:
    changes, applied = event_run_changes(db, event.system, event_id)
    by_game: dict[tuple[str, int], tuple[float, float, float]] = {}
    played: dict[int, int] = {}
    for pid, change in changes.items():
        for record in change.records:
            if record.get("kind") == "diplomacy_game":
                by_game[(record["game"], pid)] = (record["before"], record["delta"], record["after"])
                played[pid] = played.get(pid, 0) + 1
    boards = []
    names: dict[int, str] = {}
    for game in store_games.diplomacy_games(db, event_id):
        lines, solo = diplomacy_board(game)
        names.update({line.player_id: line.name for line in lines})
        deltas = {line.player_id: by_game[(game.ref, line.player_id)] for line in lines
                  if (game.ref, line.player_id) in by_game}
        boards.append(DiplomacyBoard(game, lines, solo, deltas))
    summary = []
    for pid, change in changes.items():
        modes = {r["mode"]: (r["before"], r["after"]) for r in change.records if r.get("kind") == "diplomacy_global"}
        if pid in names and (modes or played.get(pid)):
            summary.append(DiplomacySummary(pid, names[pid], played.get(pid, 0), modes))
    summary.sort(key=lambda s: name_key(s.name))
    return DiplomacyEventSheet(event, boards, summary, applied)


# --- player record card -----------------------------------------------------------------------


@dataclass(slots=True)
class CardRating:
    system: str
    mode: str | None  # Diplomacy: classic or blitz
    rating: float | None
    games: int
    provisional: float | None = None  # Belgian provisional rating
    estimate: bool = False  # French: a value ending in 9 is an estimate, not a rating
    grade: str | None = None  # Bataille Empire
    roles: int = 0  # Diplomacy: roles played in this mode
    rank: int | None = None  # in the system's ranking list
    ranked: int = 0  # how many players that list holds
    inactive: bool = False  # FIDE: flagged inactive on the standard list (Std 7.2.2)


@dataclass(slots=True)
class CardPeriod:
    """The last run that rated the player in a system: its date, old and new value, and the sentences."""

    system: str
    date: str
    old: float | None
    new: float | None
    status: str
    sentences: list[str]  # the players they name by their names, as the window shows them


@dataclass(slots=True)
class PlayerCard:
    identity: Player
    ratings: list[CardRating]
    series: list[Series]
    periods: list[CardPeriod]


def _rank(db: sqlite_utils.Database, system: str, player_id: int, mode: str = "classic") -> tuple[int | None, int]:
    rows = ranking(db, system, mode=mode)
    found = next((r.rank for r in rows if r.player_id == player_id), None), len(rows)
    drop_in_steps(rows)
    return found


def player_card(db: sqlite_utils.Database, player_id: int, lang: str = "fr") -> PlayerCard:
    """A player's identity, current ratings, history series and last period phrased in ``lang``."""
    from elodesk.reports.explanations import named_players, reading_order, render, with_names

    identity = player_identities(db, player_id).get(player_id)
    if identity is None:
        raise StoreError("no player {player}", player=player_id)
    current = player_ratings(db, player_id)
    ratings: list[CardRating] = []
    series: list[Series] = []
    periods: list[CardPeriod] = []
    for system in SYSTEM_ORDER:
        if system not in current:
            continue
        state, rated = current[system], get_system(system)
        if rated.role_modes:
            for mode in rated.role_modes:
                view = rating_view(system, state, mode)
                if view.rating is not None:
                    rank, ranked = _rank(db, system, player_id, mode)
                    ratings.append(CardRating(system, mode, view.rating, view.games, roles=view.roles,
                                              rank=rank, ranked=ranked))
                    s = rating_series(db, player_id, mode, system, mode)
                    if s.dates:
                        series.append(s)
        else:
            view = rating_view(system, state)
            rank, ranked = _rank(db, system, player_id)
            ratings.append(CardRating(system, None, view.rating, view.games, view.provisional, estimate=view.estimate,
                                      grade=view.grade, rank=rank, ranked=ranked, inactive=view.inactive))
            s = rating_series(db, player_id, system, system)
            if s.dates:
                series.append(s)
        last = last_explanation(db, player_id, system)
        if last is not None:
            names = names_by_contract_id(db, named_players(last.explanation))
            periods.append(CardPeriod(system, last.date, last.old, last.new, last.status,
                                      [render(with_names(r, names), lang) for r in reading_order(last.explanation)]))
    return PlayerCard(identity, ratings, series, periods)


def event_run_changes(db: sqlite_utils.Database, system: str, event_id: int) -> tuple[dict[int, RunChange], bool]:
    """Each player's change from the run that applied an event; if none did yet, from its preview."""
    applied = event_run_history(db, system, event_id)
    if applied is not None:
        return {h.player_id: RunChange(h.old, h.new, h.explanation) for h in applied}, True
    rows = previewed(db, RunScope(system, kind=EVENT, event_id=event_id)).players
    return {row.player_id: RunChange(row.old_rating, row.rating, row.explanation()) for row in rows}, False
