"""What one import writes, inside its transaction: the file's players matched or created, its event
and games, the ratings a file or a list gives; and the report of it.

``elodesk.store.importer`` reads the file and opens the transaction; an ``Importer`` does the
writing the file's kind asks for (``chess_event``, ``bataille_event``, ``diplomacy_games``,
``player_list``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import sqlite_utils

from elodesk.core.systems import BATTLE, BY_ID, INTERNATIONAL, MULTIPLAYER, get_system
from elodesk.formats.notices import Notice, notice
from elodesk.formats.records import (
    FIDE_KINDS,
    STANDARD,
    BatailleEventRecord,
    DiplomacyGameRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.store.belgian_ratings import unrated_in_the_club
from elodesk.store.db import inserted_id
from elodesk.store.event_systems import claim, systems_of
from elodesk.store.players import AMBIGUOUS, NEW, Match, PlayerIndex, create_player, fill_player
from elodesk.store.ratings import INACTIVE, LIST, ContractState, get_states, set_state

if TYPE_CHECKING:
    from elodesk.formats.fide_list import FideListPlayerRecord


def event_kinds(system: str, rate: str) -> tuple[str, str]:
    """The rating kinds a player's rating for an event of this rate is read from: the system's own of that
    rate (core.systems' ``rating_kinds``), else FIDE's. The Belgian federation rates standard games only: it
    has no rapid or blitz rating."""
    fide = BY_ID[INTERNATIONAL].rating_kinds[rate]
    return get_system(system).rating_kinds.get(rate, fide), fide


def event_rating(record: PlayerRecord, system: str, rate: str) -> int | None:
    """A player's rating for an event of this rate: the system's own of that rate, else FIDE's."""
    own, fide = event_kinds(system, rate)
    rating = record.ratings.get(own)
    return rating if rating is not None else record.ratings.get(fide)


def _lettered(system: str) -> bool:
    """Whether a system's state keeps its rating's letter (the FFE's F, N or E, as ``rating_type``): a file's
    letter goes into it; otherwise its games count does."""
    return "rating_type" in get_system(system).state_fields


@dataclass(frozen=True, slots=True)
class Claim:
    """A system that rates an imported event, and why (``store.importer``'s reasons)."""

    system: str
    reason: str


@dataclass(slots=True)
class ImportReport:
    """What an import did (or, in a dry run, would do)."""

    file: str
    format: str
    system: str | None
    dry_run: bool
    rate: str | None = None  # a chess event's: standard, rapid or blitz
    system_reason: str | None = None  # why the event goes to its system: one of REASONS (the preview says it)
    federation: str | None = None  # the event's federation, as the file gives it (else most players')
    claims: list[Claim] = field(default_factory=list)  # the systems that rate a chess event: the main one first
    event_id: int | None = None
    event_name: str | None = None
    start: str | None = None  # the event's first and last days (YYYY-MM-DD), as the file gives them
    end: str | None = None
    games: int = 0
    forfeits: int = 0
    byes: int = 0
    players: list[Match] = field(default_factory=list)
    ratings_set: int = 0
    ratings_kept: int = 0  # players whose FIDE ratings came from a later list than the one imported
    warnings: list[Notice] = field(default_factory=list)

    def count(self, how: str) -> int:
        return sum(1 for m in self.players if m.how == how)

    def to_json(self) -> dict[str, object]:
        created = self.count(NEW) + self.count(AMBIGUOUS)
        return {**asdict(self), "created": created, "warnings": [str(n) for n in self.warnings],
                "ambiguous": [asdict(m) for m in self.players if m.how == AMBIGUOUS],
                "matched": len(self.players) - created}


@dataclass(slots=True)
class ListDates:
    """A FIDE list's month against the months the club's FIDE ratings came from (``LIST`` in a rate's
    part): the players whose newer ratings it left alone, and those whose dated ratings an undated
    list replaced (it cannot tell whether it is older)."""

    month: str | None = None  # YYYY-MM; None: the list does not say
    kept: int = 0
    blind: int = 0
    newest: str = ""  # the latest month met among those players' ratings

    def takes(self, part: ContractState) -> bool:
        """Whether the list's values replace this rate's part: not when they came from a later list."""
        dated = part.get(LIST)
        if dated is None:
            return True
        if self.month is not None and dated <= self.month:
            return True
        self.newest = max(self.newest, dated)
        return self.month is None

    def notices(self, file: str) -> list[Notice]:
        """One warning for the file: the players kept at their newer ratings, or those an undated list rated."""
        found = []
        if self.kept:
            found.append(notice(file, "{players} player(s) kept their FIDE ratings from a later list (the newest of "
                                      "{newest}): this list, of {month}, is older and was not applied to them; "
                                      "import the lists oldest first", players=self.kept, newest=self.newest,
                                month=self.month))
        if self.blind:
            found.append(notice(file, "the list gives no month (neither its header nor its file name): elodesk "
                                      "cannot tell whether it is older than the lists the FIDE ratings of {players} "
                                      "player(s) came from (the newest of {newest}); its ratings were applied",
                                players=self.blind, newest=self.newest))
        return found


def now() -> str:
    """The time an import is recorded at (UTC, to the second)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day else None


class Importer:
    """One import, inside one transaction."""

    def __init__(self, db: sqlite_utils.Database, report: ImportReport) -> None:
        self.db = db
        self.report = report
        self.index = PlayerIndex(db)
        self.taken: set[int] = set()  # club players the file's players were matched to
        self.dates = ListDates()  # a FIDE list's month, and what its ratings met

    def player(self, record: PlayerRecord, *, distinct: bool = True) -> int:
        """The club's id for a file's player: matched, or created (ambiguous ones are reported).

        In an event (``distinct``) two players of the file are two people: one matched to a club
        player another line already took (an id or a name typed twice) is ambiguous, not the same.
        """
        match = self.index.match(record)
        if distinct and match.player_id in self.taken:
            match = Match(record.ref, record.name, AMBIGUOUS, candidates=[match.player_id])
        if match.how in (NEW, AMBIGUOUS):
            match.player_id = create_player(self.db, record, self.index)
            if match.how == AMBIGUOUS:
                self.report.warnings.append(notice(
                    record.name, "could be player {candidates}; a new record {player} was made (merge it if it is "
                                 "the same person)", candidates=", ".join(map(str, match.candidates)),
                    player=match.player_id))
        else:
            assert match.player_id is not None
            fill_player(self.db, match.player_id, match.filled)
            self.index.fill(match.player_id, match.filled)
        self.report.players.append(match)
        self.taken.add(match.player_id)
        return match.player_id

    def french_state(self, state: ContractState, record: PlayerRecord, kind: str) -> None:
        """Give a French state the letter the file gives its rating (none: the rule of the 9 applies).

        A national rating (N) is a multiple of 10 (RULES.md): one that is not keeps its
        value without the letter, with a warning.
        """
        from elodesk.core.ffe import NATIONAL  # the French engine only when a French list comes

        state.pop("rating_type", None)
        letter = record.rating_types.get(kind)
        if letter == NATIONAL and state["rating"] % 10:
            self.report.warnings.append(notice(record.name, "{rating} is marked national (N) but is not a multiple "
                                                            "of 10; kept without its letter (a value ending in 9 is "
                                                            "an estimate)", rating=state["rating"]))
        elif letter is not None:
            state["rating_type"] = letter

    def seed_ratings(self, system: str, refs: dict[str, int], records: Iterable[PlayerRecord]) -> None:
        """Give players new to a system the rating the file carries, when that is a whole state (core.systems'
        ``seed_kind``: a Belgian rating needs its number of games too, which only the federation's list gives)."""
        kind = get_system(system).seed_kind
        if kind is None:
            return
        states = get_states(self.db, system)
        for record in records:
            rating = record.ratings.get(kind)
            pid = refs[record.ref]
            if rating is None or pid in states:
                continue
            state: ContractState = {"rating": rating}
            if _lettered(system):
                self.french_state(state, record, kind)
            else:
                state["games"] = record.rating_games.get(kind, 0)
            set_state(self.db, system, pid, state)
            states[pid] = state
            self.report.ratings_set += 1

    def event_row(self, system: str, name: str, place: str | None, start: date | None,
                  end: date | None, arbiter: str | None, rounds: int | None, source: Path,
                  digest: str, rate: str | None = None, time_control: str | None = None,
                  federation: str | None = None) -> int:
        cursor = self.db.execute(
            'INSERT INTO events (system, name, place, start, "end", arbiter, rounds, source_file, '
            "source_format, source_hash, imported_at, rate, time_control, federation) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [system, name, place, _iso(start), _iso(end), arbiter, rounds, source.name, self.report.format,
             digest, now(), rate, time_control, federation])
        self.report.event_id = inserted_id(cursor)
        self.report.event_name = name
        self.report.start, self.report.end = _iso(start), _iso(end)
        return self.report.event_id

    def chess_event(self, event: EventRecord, system: str, source: Path, digest: str,
                    rate: str = STANDARD, also: Sequence[str] = ()) -> None:
        """The event at its rate (the user's choice, else the file's); each player at his rating of that rate.
        ``also``: the other systems that rate it (FIDE for a French open)."""
        event_id = self.event_row(system, event.name, event.place, event.start, event.end, event.arbiter,
                                  event.rounds, source, digest, rate, event.time_control, event.federation)
        claim(self.db, event_id, [system, *also])
        refs = {p.ref: self.player(p) for p in event.players}
        for p in event.players:
            self.db.execute("INSERT INTO event_players (event_id, player_id, ref, rating) VALUES (?, ?, ?, ?)",
                            [event_id, refs[p.ref], p.ref, event_rating(p, system, rate)])
        for g in event.games:
            day = g.date or event.round_dates.get(g.round or 0)
            self.db.execute(
                "INSERT INTO chess_games (event_id, round, board, date, white_id, black_id, result) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [event_id, g.round, g.board, _iso(day), refs[g.white], refs[g.black], g.result])
            if g.result in ("+-", "-+", "--"):
                self.report.forfeits += 1
            else:
                self.report.games += 1
        for b in event.byes:
            self.db.execute("INSERT INTO byes (event_id, round, player_id, kind, points) VALUES (?, ?, ?, ?, ?)",
                            [event_id, b.round, refs[b.player], b.kind, b.points])
        self.report.byes = len(event.byes)
        if event.tiebreaks:  # TRF-2026's list (formats.trf_tiebreaks: elodesk's acronyms only)
            self.db.execute("UPDATE events SET tiebreaks = ? WHERE id = ?", [",".join(event.tiebreaks), event_id])
        unrated = unrated_in_the_club(self.db, system, refs, event.players)
        # kept with the event's own warnings (the event says why its players are unrated), the record left as
        # read: the window imports the records its preview read
        warnings = [*event.warnings, unrated] if unrated is not None else event.warnings
        self.report.warnings.extend(warnings)
        if warnings:
            self.db.execute("UPDATE events SET warnings = ? WHERE id = ?",
                            [json.dumps([n.to_json() for n in warnings], ensure_ascii=False), event_id])
        if system == INTERNATIONAL or INTERNATIONAL in also:
            self.seed_fide(rate, refs, event.players)
        if system != INTERNATIONAL:
            self.seed_ratings(system, refs, event.players)

    def seed_fide(self, rate: str, refs: dict[str, int], records: Iterable[PlayerRecord]) -> None:
        """Players the club has no FIDE rating of this rate for get the one the event's file gives (an
        opponent from abroad counts at it); the FIDE list, when imported, gives K and the rest."""
        states = get_states(self.db, INTERNATIONAL, set(refs.values()))
        for record in records:
            rating = record.ratings.get(FIDE_KINDS[rate])
            pid = refs[record.ref]
            state = states.get(pid) or {}
            if rating is None or (state.get(rate) or {}).get("rating") is not None:
                continue
            states[pid] = {**state, rate: {**(state.get(rate) or {"games": 0}), "rating": rating}}
            set_state(self.db, INTERNATIONAL, pid, states[pid])
            self.report.ratings_set += 1

    def bataille_event(self, event: BatailleEventRecord, source: Path, digest: str, system: str | None = None) -> None:
        """A Bataille Empire event under ``system`` (None: the club's system of battles)."""
        event_id = self.event_row(system or systems_of(BATTLE)[0], event.name, event.place, event.start, event.end,
                                  event.arbiter, max((b.round for b in event.battles), default=None),
                                  source, digest)
        refs: dict[str, int] = {}
        for p in event.players:
            name = f"{p.last_name}, {p.first_name}" if p.first_name else p.last_name
            refs[p.ref] = self.player(PlayerRecord(ref=p.ref, name=name, club=p.club))
            self.db.execute("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                            [event_id, refs[p.ref], p.ref])
        for b in event.battles:
            cursor = self.db.execute(
                "INSERT INTO battles (event_id, round, date, result, scenario, notes) VALUES (?, ?, ?, ?, ?, ?)",
                [event_id, b.round, _iso(b.date or event.start), b.result, b.scenario, b.notes])
            battle_id = inserted_id(cursor)
            for side, generals in (("a", b.side_a), ("b", b.side_b)):
                for position, ref in enumerate(generals, 1):
                    self.db.execute("INSERT INTO battle_generals (battle_id, side, position, player_id) "
                                    "VALUES (?, ?, ?, ?)", [battle_id, side, position, refs[ref]])
            self.report.games += 1

    def diplomacy_games(self, games: list[DiplomacyGameRecord], name: str, source: Path, digest: str,
                        system: str | None = None) -> None:
        """Diplomacy games as one event under ``system`` (None: the club's system of multiplayer games)."""
        days = [g.first_resolution for g in games]
        event_id = self.event_row(system or systems_of(MULTIPLAYER)[0], name, None, min(days, default=None),
                                  max(days, default=None), None, None, source, digest)
        refs: dict[str, int] = {}
        for g in games:
            cursor = self.db.execute(
                "INSERT INTO diplomacy_games (event_id, ref, first_resolution, mode, used_for_elo, state, "
                "excluded, scoring, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [event_id, g.id, g.first_resolution.isoformat(), g.mode, int(g.used_for_elo), g.state,
                 int(g.excluded), g.scoring, g.variant])
            game_id = inserted_id(cursor)
            for r in g.results:
                if r.player not in refs:
                    refs[r.player] = self.player(PlayerRecord(ref=r.player, name=r.player))
                    self.db.execute("INSERT INTO event_players (event_id, player_id, ref) VALUES (?, ?, ?)",
                                    [event_id, refs[r.player], r.player])
                self.db.execute(
                    "INSERT INTO diplomacy_results (game_id, role, player_id, centers, eliminated, score) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [game_id, r.role, refs[r.player], r.centers, int(r.eliminated), r.score])
            self.report.games += 1

    def player_list(self, players: Iterable[PlayerRecord], systems: dict[str, str],
                    list_month: str | None = None) -> None:
        """Players and, for each rating kind in ``systems`` (kind -> system), their current state;
        a FIDE list's players their ``fide`` state, the list being of ``list_month`` (None: undated)."""
        from elodesk.formats.fide_list import FideListPlayerRecord  # the list reader only for a list

        self.dates = ListDates(list_month)
        states = {system: get_states(self.db, system) for system in set(systems.values())}
        for record in players:
            pid = self.player(record, distinct=False)
            for kind, system in systems.items():
                rating = record.ratings.get(kind)
                if rating is None:
                    continue
                state: ContractState = dict(states[system].get(pid) or {})
                state.pop("archive", None)
                state["rating"] = rating
                if _lettered(system):
                    self.french_state(state, record, kind)
                else:
                    state["games"] = record.rating_games.get(kind, state.get("games", 0))
                set_state(self.db, system, pid, state)
                self.report.ratings_set += 1
            if isinstance(record, FideListPlayerRecord):
                self.fide_state(pid, record)
            elif record.ratings.get(FIDE_KINDS[STANDARD]) is not None:
                self.db.execute("UPDATE players SET fide_rating = ? WHERE id = ?",
                                [record.ratings[FIDE_KINDS[STANDARD]], pid])
        self.report.ratings_kept = self.dates.kept
        self.report.warnings.extend(self.dates.notices(self.report.file))

    def fide_state(self, pid: int, record: FideListPlayerRecord) -> None:
        """A FIDE list's player: each rate's rating, K and inactive flag, with the list's month, and his
        birth year, into his ``fide`` state (store.ratings). A rate the list leaves blank keeps what the
        club knew; an unrated player's pooled games stay until a rating replaces them. A rate whose
        rating came from a later list (or a run after it) is kept whole: a list never goes back in time."""
        state = get_states(self.db, INTERNATIONAL, {pid}).get(pid) or {}
        listed = kept = blind = False
        for rate, kind in FIDE_KINDS.items():
            rating, k = record.ratings.get(kind), record.k_factors.get(kind)
            if rating is None and k is None:
                continue
            part = dict(state.get(rate) or {"rating": None, "games": 0})
            if not self.dates.takes(part):
                kept = True
                continue
            blind = blind or (self.dates.month is None and LIST in part)
            if rating is not None:
                part["rating"] = rating
                part.pop("unrated_games", None)
                part.pop(LIST, None)
                if self.dates.month is not None:
                    part[LIST] = self.dates.month
                if rate == STANDARD:
                    self.db.execute("UPDATE players SET fide_rating = ? WHERE id = ?", [rating, pid])
            if k is not None:
                part["k"] = k
            part.pop(INACTIVE, None)
            if kind in record.inactive:
                part[INACTIVE] = True
            state[rate] = part
            listed = True
        if record.birth_year:
            state["birth_year"] = record.birth_year
        if listed or record.birth_year:
            set_state(self.db, INTERNATIONAL, pid, state)
            self.report.ratings_set += listed
        self.dates.kept += kept
        self.dates.blind += blind
