"""A run previewed from the club database: each player's new state and explanation, nothing written.

``previewed`` equals ``elodesk compute`` on the run's document (``run_document.build``), at about
its cost: the engines' records are turned into their JSON text as each player is rated (what
``compute`` writes), and read back as plain records only for the player someone looks at. A
federation period's explanations are four times its input; held as records they were three
times the memory of the whole computation.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

import orjson
import sqlite_utils

from elodesk import collector
from elodesk.core.explain import GameLeftOut
from elodesk.core.systems import BATTLE, BY_ID, CHESS_SYSTEMS
from elodesk.store.errors import StoreError
from elodesk.store.fide_lists import MissingList
from elodesk.store.ratings import get_states, per_rate, rate_state
from elodesk.store.run_document import Document, LeftOutGame, RunDocument, build, club_id, contract_id
from elodesk.store.run_scope import UPLIFT, RunScope, check_rate

EXPLANATION = "explanation"
NO_RECORDS = b"[]"
Record = Mapping[str, Any]  # an explanation record as JSON reads it (``elodesk.reports.explanations``)


@dataclass(frozen=True, slots=True)
class PreviewRow:
    """One player of a previewed run: his output entry (ENGINE.md) read by attribute, the games he
    played in the run (the engines' ``games`` is his career count), his explanation as JSON text.

    The figures are read from the entry when asked for: a federation period makes 10,000 rows, of
    which the window shows a screenful."""

    entry: Document  # the whole output entry but its explanation: the state a run stores
    explanation_json: bytes
    period_games: int = 0

    @property
    def id(self) -> str:
        """The player as the compute document names him (ENGINE.md: a string), as the explanations do."""
        return str(self.entry["id"])

    @property
    def player_id(self) -> int:
        """The player in the club database (its ``int``): what the store, the history and the window take."""
        return club_id(self.entry["id"])

    @property
    def status(self) -> str:
        return str(self.entry["status"])

    @property
    def rating(self) -> float | None:
        return self.entry.get("rating")

    @property
    def old_rating(self) -> float | None:
        return self.entry.get("old_rating")

    @property
    def change(self) -> float | None:
        return self.entry.get("change")

    @property
    def provisional_rating(self) -> float | None:
        return self.entry.get("provisional_rating")

    @property
    def computed_rating(self) -> float | None:
        return self.entry.get("computed_rating")

    @property
    def career_games(self) -> int | None:
        return self.entry.get("games")

    @property
    def grade(self) -> str | None:
        return self.entry.get("grade")

    @property
    def global_elo(self) -> Mapping[str, float]:
        """Diplomacy: each mode's global Elo."""
        return self.entry.get("global") or {}

    def explanation(self) -> list[Record]:
        """The explanation records, read from their JSON text (one player's, when he is shown)."""
        records: list[Record] = orjson.loads(self.explanation_json)
        return records

    @property
    def has_explanation(self) -> bool:
        return self.explanation_json != NO_RECORDS

    def document(self) -> Document:
        """The output entry as ``elodesk compute`` writes it (records as JSON objects)."""
        if EXPLANATION not in self.entry:
            return dict(self.entry)
        return {**self.entry, EXPLANATION: self.explanation()}


def preview_row(entry: Document, period_games: int = 0) -> PreviewRow:
    """A player's output entry as a row, its explanation (records or their JSON texts) made JSON text
    in the entry itself (the engines' records let go)."""
    records = entry.get(EXPLANATION)
    explanation = NO_RECORDS if not records else _own_size(orjson.dumps(records))
    if records is not None:
        entry[EXPLANATION] = orjson.Fragment(explanation)
    return PreviewRow(entry, explanation, period_games)


@dataclass(frozen=True, slots=True)
class Preview:
    """A run's output: its head (system, edition, floor, rate) and one row per player."""

    head: Document
    players: list[PreviewRow]
    # The period the document gave the engine (an event's own days for an event): the explanation's
    # heading names the date that chose the Belgian edition.
    period: Mapping[str, str] | None = None
    # FIDE: the starting lists of the run's events the club's history lacks (the nearest earlier stood in).
    missing_lists: tuple[MissingList, ...] = ()
    # What the figures were computed from (``fingerprint``): Apply writes these figures when the club
    # still gives the same; empty for a run it computes again (the uplifts, a few states each).
    fingerprint: bytes = b""

    @property
    def system(self) -> str:
        return str(self.head["system"])

    @property
    def output(self) -> Document:
        """The output document as ``elodesk compute`` writes it, records as JSON objects."""
        return {**self.head, "players": [row.document() for row in self.players]}

    @property
    def period_games(self) -> dict[str, int]:
        """Each player's games in the run (forfeits and games left out included)."""
        return {row.id: row.period_games for row in self.players}


def load_engines() -> None:
    """Import every club system's contract module and engine (a window does it off its UI thread)."""
    from elodesk.core.contract import stream_document  # noqa: F401  (the registry's reader)
    from elodesk.core.fide import increase_2024  # noqa: F401  (the FIDE 2024 increase)
    from elodesk.core.frbe import uplift_2024  # noqa: F401  (the Belgian 2024 uplift)
    from elodesk.core.systems import CLUB_SYSTEMS, get_system

    for system in CLUB_SYSTEMS:
        get_system(system).contract_module()


def preview(db: sqlite_utils.Database, sel: RunScope) -> Document:
    """Every player's change for a run, computed from the database; nothing is written."""
    return previewed(db, sel).output


def _own_size(text: bytes) -> bytes:
    """A copy of its own size: what ``orjson.dumps`` returns keeps its working buffer (4 KiB)."""
    return memoryview(text).tobytes()


def _period_games(system: str, games: list[Any], left_out: list[LeftOutGame]) -> Counter[str]:
    counts: Counter[str] = Counter()
    if system in CHESS_SYSTEMS:  # the contract's rows (ChessGame)
        for side in ("white", "black"):
            counts.update(map(attrgetter(side), games))
        counts.update(name for g in left_out for name in (g.white, g.black))
    elif BY_ID[system].kind == BATTLE:
        for side in ("side_a", "side_b"):
            counts.update(name for g in games for name in g[side])
    else:
        counts.update(r["player"] for g in games for r in g["results"])
    return counts


def _left_out_records(left_out: list[LeftOutGame]) -> dict[str, list[GameLeftOut]]:
    """Each player's games of rapid or blitz events, first in his explanation, with the reason."""
    records: dict[str, list[GameLeftOut]] = {}
    for g in left_out:
        for player, opponent in ((g.white, g.black), (g.black, g.white)):
            records.setdefault(player, []).append(GameLeftOut(g.id, g.date, opponent, g.reason))
    return records


def previewed(db: sqlite_utils.Database, sel: RunScope) -> Preview:
    """The preview with each player's games of the run (forfeits and games left out included)."""
    if sel.kind == UPLIFT:
        return _raise_preview(db, sel)
    with collector.paused():  # none of the engines' objects is in a cycle
        return _rated(db, sel)


def _rated(db: sqlite_utils.Database, sel: RunScope) -> Preview:
    """A run's rows, built with the collector off; the document and the engine's objects are let go
    on return, before the collector is back: its first pass then walks the rows alone (walking the
    engine's 100,000 games as well cost a tenth of a federation period's preview)."""
    # The engines are imported when first run: the window's Ratings page opens without them.
    from elodesk.core.contract import stream_document

    run = build(db, sel)
    doc, left_out, missing = run
    digest = fingerprint(run)
    counts = _period_games(sel.system, doc["games"], left_out)
    output = stream_document(doc)
    doc["games"] = []  # read and checked once the output exists: the engine holds its own (8 MiB a period)
    extra = _left_out_records(left_out)
    rows = []
    for entry in output.players:
        if entry["id"] in extra:
            entry[EXPLANATION] = [*extra[entry["id"]], *entry.get(EXPLANATION, [])]
        rows.append(preview_row(entry, counts[entry["id"]]))
    return Preview(output.head, rows, doc.get("period"), missing, digest)


def _plain(value: Any) -> Any:
    """The named tuples of a document (games, games left out) as the arrays they are; anything else by its repr."""
    return list(value) if isinstance(value, tuple) else repr(value)


def fingerprint(run: RunDocument) -> bytes:
    """A digest of what a run's figures are computed from (its document, the games it leaves out, the
    lists it lacks): the engines are deterministic, so the same digest gives the same figures. Apply
    compares it inside its write with the preview's, and writes the figures the officer saw without
    computing them again (40 ms for 100,000 games, where computing them took seconds)."""
    text = orjson.dumps(run, default=_plain, option=orjson.OPT_NON_STR_KEYS)
    return hashlib.blake2b(text, digest_size=16).digest()


def as_previewed(db: sqlite_utils.Database, sel: RunScope, shown: Preview | None) -> Preview:
    """The figures Apply writes, read inside its write: ``shown`` (the preview the officer saw) when the
    club still gives what it was computed from, else a refusal (he applies what he saw, or nothing);
    computed here when no preview is given (the command line) or it keeps no fingerprint."""
    if shown is None or not shown.fingerprint:
        return previewed(db, sel)
    if fingerprint(build(db, sel)) != shown.fingerprint:
        raise StoreError("The club changed since this preview (games, players or ratings): preview it again, "
                         "then apply")
    return shown


def _raise_preview(db: sqlite_utils.Database, sel: RunScope) -> Preview:
    """The system's one-time raise of 2024 (core.systems' ``uplift``): made list by list for a system of several
    lists (FIDE's increase), else on its one rating (the Belgian uplift)."""
    spec = BY_ID.get(sel.system)
    if spec is None or not spec.uplift:
        raise StoreError("the 2024 uplift applies to the Belgian system (frbe) only")
    return _increase_preview(db, sel) if per_rate(sel.system) else _uplift_preview(db, sel.system)


def _uplift_preview(db: sqlite_utils.Database, system: str) -> Preview:
    from elodesk.core.frbe import uplift_2024

    rows = []
    for pid, state in sorted(get_states(db, system).items()):
        rating = state.get("rating")
        if rating is None or rating >= 2000:
            continue
        new, record = uplift_2024(rating)
        rows.append(preview_row({"id": contract_id(pid), **state, "rating": new, "old_rating": rating,
                                 "change": new - rating, "status": "rated", EXPLANATION: [record]}))
    return Preview({"system": system}, rows)


def _increase_preview(db: sqlite_utils.Database, sel: RunScope) -> Preview:
    """FIDE's one-time increase of 1 March 2024 on one list: every rating below 2000 (RULES.md fide §6)."""
    from elodesk.core.fide import increase_2024

    rate = check_rate(sel)
    rows = []
    for pid, state in sorted(get_states(db, sel.system).items()):
        part = rate_state(state, rate)
        rating = part["rating"]
        if rating is None or rating >= 2000:
            continue
        new, record = increase_2024(rating)
        rows.append(preview_row({"id": contract_id(pid), **part, "rating": new, "old_rating": rating,
                                 "change": new - rating, "status": "rated", EXPLANATION: [record]}))
    return Preview({"system": sel.system, "rate": rate}, rows)
