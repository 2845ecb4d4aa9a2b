"""Importing what the readers give (events, sheets, rating lists) into the club database.

An import is one transaction: a file with one bad line writes nothing. A dry
run performs the whole import inside the transaction and rolls it back, so
what it reports is exactly what the real import would do. The same file
(same content) imported twice is recognised by its hash and refused. The
writing itself is ``elodesk.store.import_writer.Importer``'s.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from functools import partial
from importlib import import_module
from pathlib import Path

import sqlite_utils

from elodesk.core.systems import BY_ID, CHESS_SYSTEMS, INTERNATIONAL, NATIONAL, RATES
from elodesk.formats.guard import reads_file
from elodesk.formats.notices import Notice, notice
from elodesk.formats.records import FIDE_KINDS, STANDARD, EventRecord
from elodesk.formats.registry import BATTLES, DIPLOMACY, EVENT, PLAYERS, FileFormat, file_format
from elodesk.store import audit
from elodesk.store.club_paths import refuse_club_file
from elodesk.store.db import database_path, write
from elodesk.store.errors import StoreError
from elodesk.store.import_writer import Claim, Importer, ImportReport, now


def file_hash(path: str | Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def run_import(db: sqlite_utils.Database, report: ImportReport, work: Callable[[Importer], None], source: Path,
               digest: str | None) -> ImportReport:
    """Run ``work(importer)`` in one transaction; roll it back for a dry run or on any error.

    The same-file check and the players' matching index are made inside the write, so that
    two imports at once neither both pass nor both create the same player.
    """
    with write(db, f"import {source.name}", dry_run=report.dry_run):
        if digest is not None:
            _check_not_imported(db, digest, source)
        work(Importer(db, report))
        if digest is not None:
            db.execute("INSERT INTO imports (hash, file, format, event_id, at) VALUES (?, ?, ?, ?, ?)",
                       [digest, source.name, report.format, report.event_id, now()])
        audit.log(db, audit.IMPORT, file=source.name, format=report.format, system=report.system,
                  event=report.event_id, players=len(report.players), games=report.games)
    return report


def _check_not_imported(db: sqlite_utils.Database, digest: str, source: Path) -> None:
    row = db.execute("SELECT file, at, event_id FROM imports WHERE hash = ?", [digest]).fetchone()
    if row is None:
        return
    name, at, event_id = row
    if event_id is None:
        raise StoreError("{file}: this file was already imported on {day} (as {name}, same content)",
                         file=source.name, day=at[:10], name=name)
    raise StoreError("{file}: this file was already imported as event {event} on {day} (as {name}, same content)",
                     file=source.name, event=event_id, day=at[:10], name=name)


# --- files -----------------------------------------------------------------------------------



# Why an event goes to its system (ImportReport.system_reason; the CLI and the import dialog word them).
BELGIAN_FILE, NATIONAL_FEDERATION, OTHER_FEDERATION, PAPI_FILE, CLUB_DEFAULT, CHOSEN = (
    "belgian-file", "national-federation", "other-federation", "papi-file", "club-default", "chosen")
# Why another system rates the event too (ImportReport.claims).
FIDE_FILE, PAPI_FIDE = "fide-file", "papi-fide"
NATIONAL_RATINGS = "national-ratings"  # a file naming no federation whose players carry one nation's ratings
PLAYERS_FEDERATION = "players-federation"  # a file naming no federation, most of whose players are of one
# The rating kinds that tell each national system (a federation's own list: core.systems.NATIONAL).
NATIONAL_KINDS = {system: tuple(BY_ID[system].rating_kinds.values()) for system in NATIONAL.values()}


def event_system(event: EventRecord, default: str) -> tuple[str, str]:
    """The rating system of a chess event, from the file, and why: a Belgian submission file is
    Belgian; a TRF or Papi file by its federation — Belgium's or France's own system, FIDE for any
    other (a German tournament is no Belgian one); a Papi file without one is French; otherwise
    the club's default, unless its players carry one nation's ratings (a TRF's ``FRA`` records: French) or
    most of them are of one federation (an Irish open without its 032 is no Belgian one)."""
    federation = (event.federation or "").upper()
    if event.format == "frbe-trf":
        return NATIONAL["BEL"], BELGIAN_FILE
    if federation in NATIONAL:
        return NATIONAL[federation], NATIONAL_FEDERATION
    if federation:
        return INTERNATIONAL, OTHER_FEDERATION
    if event.format == "papi":
        return NATIONAL["FRA"], PAPI_FILE
    carried = {system for system, kinds in NATIONAL_KINDS.items()
               if any(kind in p.ratings for p in event.players for kind in kinds)}
    if len(carried) == 1:
        return carried.pop(), NATIONAL_RATINGS
    most = players_federation(event)
    if most:
        return NATIONAL.get(most, INTERNATIONAL), PLAYERS_FEDERATION
    return default, CLUB_DEFAULT


def players_federation(event: EventRecord) -> str | None:
    """The federation of more than half of the event's players, when there is one."""
    counts = Counter((p.federation or "").upper() for p in event.players if p.federation)
    if not counts:
        return None
    federation, count = counts.most_common(1)[0]
    return federation if count * 2 > len(event.players) else None


def other_systems(event: EventRecord, main: str, rate: str) -> list[Claim]:
    """The systems besides the main one that rate the event, as the file tells, and why (issue 22).

    A FIDE tournament report is FIDE's own file: FIDE rates the event. A Papi file has no FIDE flag
    of its own (its ``Homologation`` is the French federation's number): its players' FIDE ratings
    of the event's rate (letter ``F``) tell that FIDE rates it. The officer changes the set in the
    event's dialog."""
    if main == INTERNATIONAL or main not in CHESS_SYSTEMS:
        return []
    if event.format == "trf":  # unless the file says FIDE does not rate it (elodesk's TRF of such an event)
        return [Claim(INTERNATIONAL, FIDE_FILE)] if event.fide_rated is not False else []
    if event.format == "papi" and any(FIDE_KINDS[rate] in p.ratings for p in event.players):
        return [Claim(INTERNATIONAL, PAPI_FIDE)]
    return []


@reads_file
def import_file(db: sqlite_utils.Database, path: Path, *, fmt: str | None = None, system: str | None = None,
                dry_run: bool = False, federations: set[str] | None = None,
                progress: Callable[[int, int], None] | None = None, rate: str | None = None) -> ImportReport:
    """Read a file (format recognised unless given) and import it in one transaction.

    ``rate`` (standard, rapid, blitz) overrides a chess event's rate; without it the
    file's is taken, and a file that does not say is standard.
    """
    read = read_file(db, path, fmt=fmt, system=system, federations=federations, progress=progress, rate=rate)
    return import_read(db, read, dry_run=dry_run)


@dataclass(frozen=True, slots=True)
class ReadFile:
    """A file read for its import, before anything is written: the window keeps its preview's so that
    Import does not read the file again, while the file is unchanged (``unchanged``)."""

    path: Path
    stamp: tuple[int, int]  # the file's size and modification time (ns) when it was read
    digest: str
    report: ImportReport  # as reading left it: each import writes into a copy
    work: Callable[[Importer], None]

    def unchanged(self) -> bool:
        """Whether the file is still the one read (same size, same modification time)."""
        try:
            return _stamp(self.path) == self.stamp
        except OSError:
            return False


def _stamp(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_size, status.st_mtime_ns


@reads_file
def read_file(db: sqlite_utils.Database, path: Path, *, fmt: str | None = None, system: str | None = None,
              federations: set[str] | None = None, progress: Callable[[int, int], None] | None = None,
              rate: str | None = None) -> ReadFile:
    """Read a file (format recognised unless given) into what its import writes, writing nothing."""
    from elodesk.formats.detect import detect

    refuse_club_file(path, database_path(db))  # before any open: closing it would free SQLite's locks
    stamp = _stamp(path)  # before the reading: a file saved meanwhile is read again by the next import
    fmt = fmt or detect(path)
    digest = file_hash(path)
    report = ImportReport(file=path.name, format=fmt, system=system, dry_run=True)
    spec = file_format(fmt)
    if spec is None:
        raise StoreError("--format: unknown format {format}", format=fmt)
    asked = _Asked(system, rate, federations, progress)
    work = _STEPS[spec.yields](db, path, spec, report, digest, asked)
    return ReadFile(path, stamp, digest, report, work)


def import_read(db: sqlite_utils.Database, read: ReadFile, *, dry_run: bool = False) -> ImportReport:
    """Import (or, dry, preview) a file read by ``read_file``, in one transaction; ``read`` stays as it was."""
    report = replace(read.report, dry_run=dry_run, claims=list(read.report.claims), players=[],
                     warnings=list(read.report.warnings))
    return run_import(db, report, read.work, read.path, read.digest)


@dataclass(frozen=True, slots=True)
class _Asked:
    """What the user asked of an import besides the file: its system and rate (an event's), the
    federations of a world list, where its progress goes."""

    system: str | None
    rate: str | None
    federations: set[str] | None
    progress: Callable[[int, int], None] | None


Step = Callable[[sqlite_utils.Database, Path, FileFormat, ImportReport, str, _Asked], Callable[[Importer], None]]


def _event_step(db: sqlite_utils.Database, path: Path, spec: FileFormat, report: ImportReport, digest: str,
                asked: _Asked) -> Callable[[Importer], None]:
    """A chess tournament: its system (the file's, unless chosen) and rate, and the others that rate it."""
    from elodesk.store.settings import DEFAULT_CHESS_SYSTEM, get_setting

    event = read_event(path, spec.id)
    found, reason = event_system(event, get_setting(db, DEFAULT_CHESS_SYSTEM))
    report.system = asked.system or found
    report.system_reason = CHOSEN if asked.system and asked.system != found else reason
    report.federation = event.federation or (players_federation(event) if reason == PLAYERS_FEDERATION else None)
    if report.system not in CHESS_SYSTEMS:
        raise StoreError("--system: a chess tournament is rated under {known}, not {system}",
                         known=", ".join(CHESS_SYSTEMS), system=report.system)
    if asked.rate is not None and asked.rate not in RATES:
        raise StoreError("--rate: expected standard, rapid or blitz, not {rate}", rate=asked.rate)
    report.rate = asked.rate or event.rate or STANDARD
    report.claims = [Claim(report.system, report.system_reason or CHOSEN),
                     *other_systems(event, report.system, report.rate)]
    return partial(Importer.chess_event, event=event, system=report.system, source=path, digest=digest,
                   rate=report.rate, also=[c.system for c in report.claims[1:]])


def _battles_step(db: sqlite_utils.Database, path: Path, spec: FileFormat, report: ImportReport, digest: str,
                  asked: _Asked) -> Callable[[Importer], None]:
    battles = import_module(f"elodesk.formats.{spec.module}").read(path)  # its libraries only when its file comes
    report.system = spec.system
    return partial(Importer.bataille_event, event=battles, source=path, digest=digest, system=spec.system)


def _diplomacy_step(db: sqlite_utils.Database, path: Path, spec: FileFormat, report: ImportReport, digest: str,
                    asked: _Asked) -> Callable[[Importer], None]:
    games = import_module(f"elodesk.formats.{spec.module}").read(path)
    report.system = spec.system
    return partial(Importer.diplomacy_games, games=games, name=path.stem, source=path, digest=digest,
                   system=spec.system)


def _players_step(db: sqlite_utils.Database, path: Path, spec: FileFormat, report: ImportReport, digest: str,
                  asked: _Asked) -> Callable[[Importer], None]:
    """A players list: the ratings of the systems it carries. A world list (FIDE's) without a federation
    filter updates only the club's own players (by FIDE id): it holds hundreds of thousands of people."""
    reader = import_module(f"elodesk.formats.{spec.module}")
    warnings: list[Notice] = []
    list_month: str | None = None
    if spec.club_only:
        ids = None if asked.federations else _club_fide_ids(db)
        players = list(reader.read(path, federations=asked.federations, ids=ids, progress=asked.progress,
                                   warnings=warnings))
        list_month = reader.list_month(path)
    else:
        players = list(reader.read(path, warnings=warnings))
    report.warnings.extend(warnings)
    report.system = spec.system or report.system
    return partial(Importer.player_list, players=players, systems={system: system for system in spec.ratings},
                   list_month=list_month)


_STEPS: dict[str, Step] = {EVENT: _event_step, BATTLES: _battles_step, DIPLOMACY: _diplomacy_step,
                           PLAYERS: _players_step}


def read_event(path: Path, fmt: str) -> EventRecord:
    """The event a file holds. Without players it holds no tournament: refused (no empty event is made).

    An event needs a date to be rated: one whose file gives none at all (no start, end,
    round or game date) is dated the day the file was last saved, with a warning.
    """
    # each reader's libraries only when its file comes (PGN's and Access's cost more than a TRF import)
    spec = file_format(fmt)
    reader = import_module(f"elodesk.formats.{spec.module if spec else fmt}")
    event: EventRecord = reader.read(path)
    if not event.players:
        raise StoreError("{file}: no player in the file: it holds no tournament to import", file=path.name)
    if event.start is None and event.end is None and not any(g.date for g in event.games):
        saved = date.fromtimestamp(path.stat().st_mtime)
        event.start = event.end = saved
        event.warnings.append(notice(None, "the file gives no date: the event is dated {day}, the day the file "
                                           "was last saved", day=f"{saved:%Y-%m-%d}"))
    return event


def _club_fide_ids(db: sqlite_utils.Database) -> set[str]:
    return {str(v) for (v,) in db.execute("SELECT fide_id FROM players WHERE fide_id IS NOT NULL")}
