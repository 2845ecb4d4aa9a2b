"""The one list of rating systems: everything else (compute, the store, menus, tables, the command
line, help, sheets) reads it.

Adding a rating system means one new engine module, its contract module under
``elodesk.core.contract`` and one entry here.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType

# What a system rates.
CHESS = "chess"  # two players, a result per game, rated over a period
BATTLE = "battle"  # sides of generals, rated per event (Bataille Empire)
MULTIPLAYER = "multiplayer"  # one game, many players (Diplomacy), rated per event

# Rates of chess events (FIDE's three lists; the national systems rate standard games only).
STANDARD, RAPID, BLITZ = "standard", "rapid", "blitz"
RATES = (STANDARD, RAPID, BLITZ)


@dataclass(frozen=True, slots=True)
class RatingSystem:
    """One rating system as the application knows it."""

    id: str  # as ENGINE.md spells it: the compute document's "system", the database's key
    kind: str  # CHESS, BATTLE or MULTIPLAYER
    names: dict[str, str]  # its name in each language of the application (fr, en, nl)
    contract: str  # the module under elodesk.core.contract that reads its documents and runs it
    rates: tuple[str, ...] = ()  # the rates of chess events it rates; () for a system without rates
    in_club_database: bool = True  # the club database, the window and the store commands offer it

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def rated_by_event(self) -> bool:
        """Bataille Empire and Diplomacy rate one event at a time; chess systems rate a period."""
        return self.kind != CHESS

    def contract_module(self) -> ModuleType:
        """The module whose ``stream_document`` runs this system (imported when first needed)."""
        return import_module(f"elodesk.core.contract.{self.contract}")


ALL: tuple[RatingSystem, ...] = (
    RatingSystem("frbe", CHESS, {"fr": "Elo belge (FRBE)", "en": "Belgian Elo (FRBE)",
                                 "nl": "Belgische Elo (KBSB)"}, "frbe", rates=(STANDARD,)),
    RatingSystem("frbe-classic", CHESS, {"fr": "Elo belge (texte de Wavre)", "en": "Belgian Elo (Wavre text)",
                                         "nl": "Belgische Elo (tekst van Waver)"}, "frbe", rates=(STANDARD,)),
    RatingSystem("ffe", CHESS, {"fr": "Elo français (FFE)", "en": "French Elo (FFE)", "nl": "Franse Elo (FFE)"},
                 "ffe", rates=(STANDARD,)),
    RatingSystem("bataille-empire", BATTLE, {"fr": "Bataille Empire", "en": "Bataille Empire",
                                             "nl": "Bataille Empire"}, "bataille_empire"),
    RatingSystem("diplomacy", MULTIPLAYER, {"fr": "Diplomatie", "en": "Diplomacy", "nl": "Diplomacy"}, "diplomacy"),
    RatingSystem("fide", CHESS, {"fr": "Elo FIDE", "en": "FIDE rating", "nl": "FIDE-rating"}, "fide",
                 rates=RATES),
)
BY_ID: dict[str, RatingSystem] = {system.id: system for system in ALL}

SYSTEMS: tuple[str, ...] = tuple(BY_ID)  # every system `elodesk compute` runs
CLUB_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.in_club_database)  # those the club database keeps
CHESS_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.kind == CHESS and s.in_club_database)
EVENT_SYSTEMS: tuple[str, ...] = tuple(s.id for s in ALL if s.rated_by_event)


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
