"""Plain records that readers produce and writers consume: no database ids, no Qt.

Players inside a file are referred to by ``ref``, the file's own key for them
(a TRF start rank, a Papi ``Ref``, a sheet row, a name): games and battles name
their players by that ref. The store matches refs to club players on import.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from elodesk.core.systems import BLITZ, RAPID, STANDARD
from elodesk.formats.notices import Notice, Notices

# Rating kinds a file may carry for a player (keys of PlayerRecord.ratings).
FIDE = "fide"
FIDE_RAPID = "fide_rapid"
FIDE_BLITZ = "fide_blitz"
FRBE = "frbe"
FFE = "ffe"
FFE_RAPID = "ffe_rapid"
FFE_BLITZ = "ffe_blitz"
BATAILLE_EMPIRE = "bataille-empire"

# The rating kinds that go with each rate of a chess event (EventRecord.rate, one of core.systems.RATES).
FFE_KINDS = {STANDARD: FFE, RAPID: FFE_RAPID, BLITZ: FFE_BLITZ}
FIDE_KINDS = {STANDARD: FIDE, RAPID: FIDE_RAPID, BLITZ: FIDE_BLITZ}

# Chess results, as the compute contract spells them (white's side first).
WHITE_WINS = "1-0"
BLACK_WINS = "0-1"
DRAW = "1/2-1/2"
WHITE_FORFEIT_WIN = "+-"
BLACK_FORFEIT_WIN = "-+"
DOUBLE_FORFEIT = "--"


@dataclass(slots=True)
class PlayerRecord:
    """A person as a file describes him."""

    ref: str
    name: str  # "Last, First" where the file allows it
    birth_date: date | None = None
    sex: str | None = None  # "M" or "F"
    club: str | None = None
    federation: str | None = None  # country code, e.g. BEL, FRA
    title: str | None = None
    fide_id: str | None = None
    frbe_id: str | None = None  # Belgian matricule
    ffe_id: str | None = None  # French licence, e.g. A01450
    ratings: dict[str, int] = field(default_factory=dict)  # kind -> rating
    rating_games: dict[str, int] = field(default_factory=dict)  # kind -> games behind it
    rating_types: dict[str, str] = field(default_factory=dict)  # French kinds -> F, N or E (core.ffe)
    foreign: bool | None = None
    line: int | str | None = None  # where in the file (line or sheet!row), for messages
    points: float | None = None  # the file's own points column (a TRF's 81-84), checked by the audit
    rank: int | None = None  # the file's own final rank (a TRF's 86-89), checked by the audit


@dataclass(slots=True)
class ChessGameRecord:
    """One pairing: a played game or a forfeit between two players."""

    round: int | None
    white: str  # player ref
    black: str
    result: str  # one of the results above
    date: date | None = None
    board: int | None = None
    line: int | str | None = None


@dataclass(slots=True)
class ByeRecord:
    """A round a player did not play a game: byes and absences (never rated)."""

    round: int
    player: str
    kind: str  # "H" half-point bye, "F" full-point bye, "U" pairing bye, "Z" absence
    points: float = 0.0


@dataclass(slots=True)
class EventRecord:
    """A tournament (or interclub match, or league) as a file describes it."""

    name: str
    format: str  # the reader that produced it: trf, frbe-trf, papi, pgn, ...
    place: str | None = None
    federation: str | None = None
    start: date | None = None
    end: date | None = None
    arbiter: str | None = None
    rounds: int | None = None
    time_control: str | None = None
    round_dates: dict[int, date] = field(default_factory=dict)
    rating_kind: str | None = None  # which rating the event uses (Papi ClassElo)
    rate: str | None = None  # "standard", "rapid" or "blitz": read from the file, None when it does not say
    players: list[PlayerRecord] = field(default_factory=list)
    games: list[ChessGameRecord] = field(default_factory=list)
    byes: list[ByeRecord] = field(default_factory=list)
    warnings: list[Notice] = field(default_factory=Notices)  # tolerated oddities, each naming its line; bounded
    tiebreaks: tuple[str, ...] = ()  # TRF-2026 tags 212/202: the file's tie-breaks (reports.tiebreaks acronyms)
    fide_rated: bool | None = None  # False: not rated by FIDE, as elodesk's TRF of such an event says; None: untold


@dataclass(slots=True)
class BattleRecord:
    """A Bataille Empire battle from the result sheet."""

    round: int
    date: date | None
    side_a: list[str]  # player refs
    side_b: list[str]
    result: str  # a-crushing ... b-crushing (compute contract spelling)
    scenario: str | None = None
    notes: str | None = None
    line: int | str | None = None


@dataclass(slots=True)
class BataillePlayerRecord:
    ref: str
    last_name: str
    first_name: str | None = None
    club: str | None = None
    member_id: str | None = None


@dataclass(slots=True)
class BatailleEventRecord:
    name: str
    start: date | None
    end: date | None
    place: str | None = None
    arbiter: str | None = None
    players: list[BataillePlayerRecord] = field(default_factory=list)
    battles: list[BattleRecord] = field(default_factory=list)


@dataclass(slots=True)
class DiplomacyResultRecord:
    role: str
    player: str  # the player's name as written in the sheet
    centers: int
    eliminated: bool
    score: float | None = None


@dataclass(slots=True)
class DiplomacyGameRecord:
    """One Diplomacy game from the game sheet (one sheet row per role, gathered)."""

    id: str
    first_resolution: date
    mode: str  # blitz / classic
    used_for_elo: bool
    state: str
    scoring: str
    variant: str
    results: list[DiplomacyResultRecord] = field(default_factory=list)
    excluded: bool = False
    line: int | str | None = None
