"""The one list of the file formats elodesk imports: one record per format, which every other place asks.

Recognising a file (``detect``), the import's dispatch (``store.importer``), the window's names of the
formats and its file dialog's filter, and the command line's ``--format`` choices all read ``REGISTRY``:
adding a format is its module, its entry here, its tests and its label's catalogue entries.

A format's ``id`` is not its module's name (``bataille-sheet`` is read by ``bataille_spreadsheet``) and is
never renamed: ``elodesk import --format`` takes it, the club's ``events.format`` and ``imports.format`` keep
it, and users' scripts name it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatch

from elodesk.catalogue import Message, msg

# What an import of the format writes (store.importer has one step for each).
EVENT = "event"  # a chess tournament: formats.records.EventRecord
PLAYERS = "players"  # a players list, with the ratings it carries: PlayerRecord's
BATTLES = "battles"  # a Bataille Empire event: bataille_spreadsheet.BatailleEvent
DIPLOMACY = "diplomacy"  # Diplomacy games: diplomacy_spreadsheet's records
YIELDS = (EVENT, PLAYERS, BATTLES, DIPLOMACY)


@dataclass(frozen=True, slots=True)
class FileFormat:
    """One format: its id, the module that reads (and, when ``sniffed``, recognises) it, its name, the file
    names it usually has, and what its import writes."""

    id: str  # as --format and the club's events.format name it: never renamed
    module: str  # elodesk.formats.<module>: its read(path, …) and, when sniffed, its sniff(head, path)
    label: Message  # the format's name in the window (context "Formats")
    patterns: tuple[str, ...]  # the file dialog's filter; for a format not sniffed, how it is recognised
    yields: str  # one of YIELDS
    sniffed: bool  # False: recognised by its file name alone (``patterns``), its content saying nothing
    system: str | None = None  # the system its import goes to, the file not saying
    ratings: tuple[str, ...] = ()  # a players list: the systems whose ratings it sets (each its own kind)
    club_only: bool = False  # a world list: without a federation filter only the club's own players are read


REGISTRY: tuple[FileFormat, ...] = (
    # in the order detect asks them: the most specific first (a players sheet accepts any table with a name
    # column, so it comes last); one module's sniff names each of its formats (trf: trf or frbe-trf)
    FileFormat("trf", "trf", msg("Formats", "FIDE tournament report (TRF)"), ("*.trf", "*.txt"), EVENT, True),
    FileFormat("frbe-trf", "trf", msg("Formats", "Belgian submission file (TRF)"), ("*.trf", "*.txt"), EVENT,
               True),
    FileFormat("papi", "papi", msg("Formats", "Papi tournament (French)"), ("*.papi",), EVENT, True),
    FileFormat("pgn", "pgn", msg("Formats", "PGN games"), ("*.pgn",), EVENT, True),
    FileFormat("frbe-list", "frbe_list", msg("Formats", "Belgian rating list"), ("*.dbf", "*.zip", "*.sqlite"),
               PLAYERS, True, system="frbe", ratings=("frbe",)),
    FileFormat("fide-list", "fide_list", msg("Formats", "FIDE rating list"), ("*.txt", "*.xml", "*.zip"),
               PLAYERS, True, club_only=True),
    FileFormat("bataille-sheet", "bataille_spreadsheet", msg("Formats", "Bataille Empire result sheet"),
               ("*.xlsx", "*.xlsm"), BATTLES, True, system="bataille-empire"),
    FileFormat("diplomacy-sheet", "diplomacy_spreadsheet", msg("Formats", "Diplomacy result sheet"),
               ("*.csv", "*.xlsx", "*.xlsm"), DIPLOMACY, True, system="diplomacy"),
    FileFormat("players-sheet", "players_spreadsheet", msg("Formats", "Players sheet"),
               ("*.csv", "*.xlsx", "*.xlsm"), PLAYERS, True, ratings=("frbe", "ffe", "bataille-empire")),
)

# The formats elodesk reads, as `elodesk import --format` names them.
FORMATS = tuple(f.id for f in REGISTRY)
EVENT_FORMATS = tuple(f.id for f in REGISTRY if f.yields == EVENT)
_BY_ID = {f.id: f for f in REGISTRY}


def file_format(fmt: str) -> FileFormat | None:
    """The record of format ``fmt``, or None for an id elodesk does not know."""
    return _BY_ID.get(fmt)


def sniffers() -> tuple[str, ...]:
    """The modules whose sniff recognises files, each once, in the registry's order."""
    return tuple(dict.fromkeys(f.module for f in REGISTRY if f.sniffed))


def by_name(name: str) -> str | None:
    """The format of a file recognised by its name alone (a format whose content says nothing), or None."""
    name = name.lower()
    return next((f.id for f in REGISTRY if not f.sniffed and any(fnmatch(name, p) for p in f.patterns)), None)


def patterns() -> tuple[str, ...]:
    """Every format's file patterns, each once: the import dialog's filter."""
    return tuple(dict.fromkeys(p for f in REGISTRY for p in f.patterns))
