"""The one list of rating systems: everything else (compute, the store, menus, tables, the command
line, help, sheets) reads it.

Adding a rating system means one new engine module, its contract module under
``elodesk.core.contract`` and one entry here.
"""

from __future__ import annotations

from calendar import monthrange
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from importlib import import_module
from types import MappingProxyType, ModuleType
from typing import Any

from elodesk.core.whatif_fields import BATTLES, DAY, LEVEL, LIST, PERFORMANCE, POINTS, WhatIfFields

# What a system rates.
CHESS = "chess"  # two players, a result per game, rated over a period
BATTLE = "battle"  # sides of generals, rated per event (Bataille Empire)
MULTIPLAYER = "multiplayer"  # one game, many players (Diplomacy), rated per event

# Rates of chess events (FIDE's three lists; the national systems rate standard games only).
STANDARD, RAPID, BLITZ = "standard", "rapid", "blitz"
RATES = (STANDARD, RAPID, BLITZ)


# The periods officers compute, as (first month, first day, last month, last day) within a year.
HALF_YEARS = ((1, 1, 6, 30), (7, 1, 12, 31))  # the Belgian lists (and the wargames' seasons)
FRENCH_THIRDS = ((1, 1, 4, 30), (5, 1, 8, 31), (9, 1, 12, 31))  # the FFE's three lists a year
MONTHS = tuple((m, 1, m, 31) for m in range(1, 13))  # FIDE: one list a month (the last day: the month's own)


@dataclass(frozen=True, slots=True)
class RatingSystem:
    """One rating system as the application knows it, with the behaviour the other rooms ask of it
    (the store, reports, window and command line hold no system id: they read these fields)."""

    id: str  # as ENGINE.md spells it: the compute document's "system", the database's key
    kind: str  # CHESS, BATTLE or MULTIPLAYER
    names: dict[str, str]  # its name in each language of the application (fr, en, nl)
    contract: str  # the module under elodesk.core.contract that reads its documents and runs it
    rates: tuple[str, ...] = ()  # the rates of chess events it rates; () for a system without rates
    in_club_database: bool = True  # the club database, the window and the store commands offer it
    # --- the players it rates -------------------------------------------------------------------
    federation: str | None = None  # the national federation whose list it computes ("BEL"); None: FIDE, wargames
    same_list_as: str | None = None  # an older text of another system's list: it rates that system's events and
    #                                  starts from its states (the Wavre text reads the Belgian list)
    member_field: str | None = None  # the players' column holding his number in that federation
    state_fields: tuple[str, ...] = ("rating",)  # what the club keeps of a player's state (ENGINE.md's fields)
    initial_state: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({"rating": None}))
    player_fields: tuple[str, ...] = ()  # the players' columns its compute document carries (ENGINE.md)
    # --- its figures -----------------------------------------------------------------------------
    rating_step: int = 1  # the step of its published ratings (the FFE's are rounded to ten)
    estimates: bool = False  # some of its ratings are estimates, not ratings (the FFE's E values)
    grades: bool = False  # its levels carry grade names (Bataille Empire)
    # --- its runs ---------------------------------------------------------------------------------
    periods: tuple[tuple[int, int, int, int], ...] = HALF_YEARS  # the periods officers compute
    year_end_inactivity: bool = False  # a run of its own at the year's end lowers the inactive (Bataille Empire)
    # --- the what-if calculator ------------------------------------------------------------------
    whatif: WhatIfFields = field(default_factory=WhatIfFields)  # what the what-if calculator asks of a player
    # --- reports, printed sheets, the command line ---------------------------------------------------
    role_modes: tuple[str, ...] = ()  # its state rates each of these modes by role (Diplomacy: classic, blitz, as
    #                                   sheets show them): a mode's figure, ranked and printed, is its global Elo
    sheet_rating_key: str = "rating"  # the sheets' key of its rating column's heading (printing.text.TEXT)
    flags_inactive: bool = False  # its lists flag inactive players (FIDE, Std 7.2.2): ranking lists show the flag
    uplift: bool = False  # the 2024 uplift is a run of its own (the Belgian uplift, FIDE's 1 March 2024 increase)
    phrases: str | None = None  # the module under elodesk.reports.phrases that phrases its explanation records
    # --- the window ------------------------------------------------------------------------------------
    # the Ratings page's preview columns after the player's name: keys the window titles (one of role_modes: that
    # mode's global Elo)
    preview_columns: tuple[str, ...] = ("old", "new", "change", "games", "status")
    # --- what the store asks (imports, checks) -----------------------------------------------------
    # the rating kinds a file gives of it, by rate (formats.records' keys): an event's players at its rate's
    rating_kinds: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # the kind an event's file gives that is a whole state: the players new to it start from it (a French
    # rating with its letter, a Bataille Empire level with its battles)
    seed_kind: str | None = None
    # a file's rating is no state: only the federation's list gives the games that set K (the Belgian list);
    # an import says how many of its players it leaves unrated
    list_only: bool = False
    results_due_days: int | None = None  # results reach the federation within these days of the event's end

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def per_rate(self) -> bool:
        """It keeps one list per rate (FIDE's three): a run rates one list, a player's state holds a part per rate."""
        return len(self.rates) > 1

    @property
    def rated_by_event(self) -> bool:
        """Bataille Empire and Diplomacy rate one event at a time; chess systems rate a period."""
        return self.kind != CHESS

    @property
    def list_id(self) -> str:
        """The system whose list, events and states this one reads: its own, or the newer text's."""
        return self.same_list_as or self.id

    def empty_state(self) -> dict[str, Any]:
        """The state of a player the system has never seen (a fresh copy: callers fill it)."""
        return {k: dict(v) if isinstance(v, Mapping) else v for k, v in self.initial_state.items()}

    def is_estimate(self, rating: int | None, state: Mapping[str, Any] | None = None) -> bool:
        """Whether a rating of this system is an estimate rather than a rating (FFE: E, or ending in 9)."""
        if not self.estimates:
            return False
        return bool(_rules("ffe").is_estimate(rating, (state or {}).get("rating_type")))

    def grade(self, level: int | None) -> str | None:
        """The grade of a level, for a system with grades; None otherwise."""
        if not self.grades or level is None:
            return None
        return str(_rules("bataille_empire").grade(int(level)))

    def period_of(self, day: date) -> tuple[date, date]:
        """The period officers compute that holds ``day``: the Belgian half-year, the French third, FIDE's month."""
        for sm, sd, em, ed in self.periods:
            if (sm, sd) <= (day.month, day.day) <= (em, ed):
                return date(day.year, sm, sd), date(day.year, em, min(ed, monthrange(day.year, em)[1]))
        raise ValueError(f"{self.id}'s periods do not cover {day}")  # the tables above cover every day

    def contract_module(self) -> ModuleType:
        """The module whose ``stream_document`` runs this system (imported when first needed)."""
        return import_module(f"elodesk.core.contract.{self.contract}")


@cache
def _rules(name: str) -> ModuleType:
    """A rules module the records' behaviour calls, imported once, when first needed (not at start-up): an import
    statement in the method cost 5 µs a call, 0.3 s over a federation's ranking of 60,000 players."""
    return import_module(f"elodesk.core.{name}")


def _state(**fields: Any) -> Mapping[str, Any]:
    return MappingProxyType(fields)


_BELGIAN_STATE = ("rating", "games", "archive", "provisional_rating", "computed_rating")
_BELGIAN_PLAYER = ("fide_rating", "foreign", "member")
_BELGIAN_KINDS = MappingProxyType({STANDARD: "frbe"})  # the Belgian federation rates standard games only

ALL: tuple[RatingSystem, ...] = (
    RatingSystem("frbe", CHESS, {"fr": "Elo belge (FRBE)", "en": "Belgian Elo (FRBE)",
                                 "nl": "Belgische Elo (KBSB)"}, "frbe", rates=(STANDARD,),
                 federation="BEL", member_field="frbe_id", state_fields=_BELGIAN_STATE,
                 initial_state=_state(rating=None, games=0), player_fields=_BELGIAN_PLAYER,
                 whatif=WhatIfFields(career_games=True, min_career_games=20, unrated=POINTS, editions=True,
                                     period=DAY),
                 uplift=True, phrases="frbe",
                 rating_kinds=_BELGIAN_KINDS, list_only=True, results_due_days=30),
    RatingSystem("frbe-classic", CHESS, {"fr": "Elo belge (texte de Wavre)", "en": "Belgian Elo (Wavre text)",
                                         "nl": "Belgische Elo (tekst van Waver)"}, "frbe", rates=(STANDARD,),
                 federation="BEL", same_list_as="frbe", member_field="frbe_id", state_fields=_BELGIAN_STATE,
                 initial_state=_state(rating=None, games=0), player_fields=_BELGIAN_PLAYER,
                 whatif=WhatIfFields(career_games=True, min_career_games=20, unrated=POINTS, period=DAY),
                 phrases="frbe",
                 rating_kinds=_BELGIAN_KINDS, list_only=True, results_due_days=30),
    RatingSystem("ffe", CHESS, {"fr": "Elo français (FFE)", "en": "French Elo (FFE)", "nl": "Franse Elo (FFE)"},
                 "ffe", rates=(STANDARD,),
                 federation="FRA", member_field="ffe_id", state_fields=("rating", "rating_type", "archive"),
                 initial_state=_state(rating=None), player_fields=("birth_date",),
                 rating_step=10, estimates=True, periods=FRENCH_THIRDS,
                 whatif=WhatIfFields(unrated=PERFORMANCE, archive_max=7, birth_year=True, period=LIST),
                 phrases="ffe",
                 rating_kinds=MappingProxyType({STANDARD: "ffe", RAPID: "ffe_rapid", BLITZ: "ffe_blitz"}),
                 seed_kind="ffe"),
    RatingSystem("bataille-empire", BATTLE, {"fr": "Bataille Empire", "en": "Bataille Empire",
                                             "nl": "Bataille Empire"}, "bataille_empire",
                 state_fields=("rating", "games"), initial_state=_state(rating=1000, games=0),
                 grades=True, year_end_inactivity=True,
                 whatif=WhatIfFields(results=BATTLES, rating_label=LEVEL, career_games=True),
                 sheet_rating_key="level", phrases="bataille_empire",
                 preview_columns=("old", "new", "change", "games", "status", "grade"),
                 seed_kind="bataille-empire"),
    RatingSystem("diplomacy", MULTIPLAYER, {"fr": "Diplomatie", "en": "Diplomacy", "nl": "Diplomacy"}, "diplomacy",
                 state_fields=("ratings",), initial_state=_state(ratings=MappingProxyType({})),
                 whatif=WhatIfFields(board=True),
                 role_modes=("classic", "blitz"), sheet_rating_key="global_elo", phrases="diplomacy",
                 preview_columns=("blitz", "classic", "change", "games", "status")),
    RatingSystem("fide", CHESS, {"fr": "Elo FIDE", "en": "FIDE rating", "nl": "FIDE-rating"}, "fide",
                 rates=RATES,
                 state_fields=("rating", "games", "unrated_games"),  # of one rate: see store.ratings.rate_state
                 initial_state=_state(rating=None, games=0), player_fields=("birth_date",), periods=MONTHS,
                 whatif=WhatIfFields(career_games=True, period=LIST, list_k=True),
                 flags_inactive=True, uplift=True, phrases="fide",
                 rating_kinds=MappingProxyType({STANDARD: "fide", RAPID: "fide_rapid", BLITZ: "fide_blitz"})),
)
BY_ID: dict[str, RatingSystem] = {system.id: system for system in ALL}

SYSTEMS: tuple[str, ...] = tuple(BY_ID)  # every system `elodesk compute` runs
CLUB_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.in_club_database)  # those the club database keeps
CHESS_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.kind == CHESS and s.in_club_database)
EVENT_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.rated_by_event)
# The system of each federation's own list (the one its officers import; not an older text of it).
NATIONAL: dict[str, str] = {s.federation: s.id for s in ALL if s.federation and not s.same_list_as}
# The system that rates on FIDE's lists (every rate; the one for a federation without a list of ours).
INTERNATIONAL: str = next(s.id for s in ALL if s.kind == CHESS and s.rates == RATES)


def get_system(system_id: str) -> RatingSystem:
    """The system of that id; KeyError names the known ones."""
    try:
        return BY_ID[system_id]
    except KeyError:
        raise KeyError(f"unknown rating system {system_id!r}; expected one of {', '.join(SYSTEMS)}") from None


def system_name(system_id: str, lang: str) -> str:
    """A system's name in ``lang``; an unknown id is shown as it is."""
    system = BY_ID.get(system_id)
    return system.name(lang) if system else system_id
