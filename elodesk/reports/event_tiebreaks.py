"""One chess event's tie-breaks as the store keeps them and the reports read them: the chosen list,
the edition of C.07 in use (the officer's, else the one of the start date), the pairing numbers;
and the values, machine-readable (``elodesk tiebreaks --json``) or as TRF-2026 codes (tags 202/212)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

import sqlite_utils

from elodesk.formats.trf_tiebreaks import TRF_CODES
from elodesk.reports import tiebreaks as tb
from elodesk.reports.standings import ChessTable, chess_table
from elodesk.store import games as store_games
from elodesk.store.event_edits import event_fields
from elodesk.store.event_tiebreaks import event_edition, event_pairing_numbers, event_tiebreaks

# elodesk's acronyms as TRF-2026 and FIDE's TieBreakServer write them (a cut after a slash).


@dataclass(frozen=True, slots=True)
class TiebreakSetup:
    """How an event's standings are tie-broken."""

    tiebreaks: tuple[str, ...] | None  # the chosen ones in order; None: the usual ones of its kind
    edition: str  # in use
    chosen_edition: str | None  # the officer's; None: the start date's
    dated_edition: str  # the one in force on the start date
    numbers: dict[int, int]  # pairing numbers (TPN), when the file gave them
    planned_rounds: int | None


def tiebreak_setup(db: sqlite_utils.Database, event_id: int) -> TiebreakSetup:
    fields = event_fields(db, event_id)
    chosen = event_edition(db, event_id)
    dated = tb.edition_for(fields.start)
    return TiebreakSetup(event_tiebreaks(db, event_id), chosen or dated, chosen, dated,
                         event_pairing_numbers(db, event_id), fields.rounds)


def event_table(db: sqlite_utils.Database, event_id: int) -> ChessTable:
    """The event's standings under its tie-breaks and edition."""
    setup = tiebreak_setup(db, event_id)
    return chess_table(store_games.event_players(db, event_id), store_games.chess_games(db, event_id),
                       store_games.byes(db, event_id), setup.tiebreaks, setup.edition, setup.numbers,
                       setup.planned_rounds)


class TiebreaksDocument(TypedDict):
    """``elodesk tiebreaks --json``: its keys typed for the command's text output, which reads them too."""

    event: int
    edition: str
    round_robin: bool
    tiebreaks: list[str]
    not_allowed: list[str]
    players: list[dict[str, object]]


def tiebreaks_document(db: sqlite_utils.Database, event_id: int) -> TiebreaksDocument:
    """The standings as plain data for ``elodesk tiebreaks --json``: the edition, the tie-breaks in
    order (and those the edition leaves out), each player's rank, points and values."""
    table = event_table(db, event_id)
    codes = list(table.rows[0].tiebreaks) if table.rows else []
    return {
        "event": event_id,
        "edition": table.edition,
        "round_robin": table.round_robin,
        "tiebreaks": codes,
        "not_allowed": list(table.not_allowed),
        "players": [{"rank": row.rank, "player": row.player_id, "name": row.name, "points": row.points,
                     "tiebreaks": {code: row.tiebreaks[code] for code in codes}} for row in table.rows],
    }


@dataclass(frozen=True, slots=True)
class TrfTiebreaks:
    """An event's tie-breaks as TRF-2026 writes them: tag 202 (the tie-breaks), 212 (the standings'
    definition, points first), each player's values in the same order (None: not applicable)."""

    edition: str
    codes: tuple[str, ...]  # TRF spelling, e.g. "BH/C1"
    values: dict[int, tuple[float | None, ...]]  # player id -> values in the order of ``codes``

    @property
    def tag_202(self) -> str:
        return "202 " + " ".join(self.codes)

    @property
    def tag_212(self) -> str:
        return "212 " + " ".join(("PTS", *self.codes))


def trf_tiebreaks(db: sqlite_utils.Database, event_id: int) -> TrfTiebreaks:
    """The event's tie-break list as TRF-2026 codes with every player's values (for the TRF export)."""
    table = event_table(db, event_id)
    codes = tuple(table.rows[0].tiebreaks) if table.rows else ()
    return TrfTiebreaks(table.edition, tuple(TRF_CODES[c] for c in codes),
                        {row.player_id: tuple(row.tiebreaks[c] for c in codes) for row in table.rows})

