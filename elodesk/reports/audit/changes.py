"""The FIDE rating change of every player of the file, with its explanation: the preview FIDE's own
calculation should match (``core.fide``, the engine of ``elodesk preview``).

The starting state is the club's FIDE state when the club knows the player by his FIDE id (his
rating on the list of the event's start month, his career games and K); otherwise the file's rating,
with the K the rules give for his rating and age and his career games taken as 30 or more: a note
says so, since a player new to the list has K 40.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson
import sqlite_utils

from elodesk.catalogue import Message, msg
from elodesk.core import fide
from elodesk.core.contract.fide import read_player
from elodesk.core.model import ChessGame, Period
from elodesk.core.systems import INTERNATIONAL
from elodesk.formats.records import FIDE, FIDE_KINDS, STANDARD, EventRecord
from elodesk.reports.audit.finding import AuditFinding
from elodesk.reports.audit.players import club_by_fide_id, fide_rated
from elodesk.reports.explanations import reading_order, render, with_names

ESTABLISHED = 30  # Std 8.3.3: K 40 until 30 games; a player the club does not know is taken as past them

TEXT: dict[str, Message] = {
    "rated": msg("Audit", "{name}: {old} → {new} ({change}), K {k}, {games} rated games."),
    "new": msg("Audit", "{name}: first rating {new}, {games} rated games."),
    "unrated": msg("Audit", "{name}: still unrated, {games} rated games."),
    "unchanged": msg("Audit", "{name}: {old}, no rated game."),
    "from_file": msg("Audit", "The starting ratings are the file's ({count} players the club does not know by FIDE "
                              "id): career games taken as 30 or more."),
    "no_start": msg("Audit", "The file gives no date: the rating changes cannot be computed."),
}


@dataclass(frozen=True, slots=True)
class Explained(Message):
    """A change's sentence followed by its explanation, each record phrased in the reader's language."""

    records: tuple[Mapping[str, Any], ...] = ()

    def say(self, lang: str, **params: Any) -> str:
        head = Message(self.context, self.source).say(lang, **params)
        return "\n    ".join([head, *(render(r, lang) for r in self.records)])


def _start_states(event: EventRecord, db: sqlite_utils.Database | None, rate: str) -> dict[str, dict[str, Any]]:
    """The club's FIDE state of each player it knows by FIDE id, by the file's ref."""
    if db is None or event.start is None:
        return {}
    from elodesk.store.fide_lists import ListHistory, month_of
    from elodesk.store.ratings import get_states

    known = {pid: p.ref for pid, p in club_by_fide_id(db, event).items()}
    history = ListHistory(db, rate, set(known))
    month = month_of(event.start)
    states = {}
    for pid, state in get_states(db, INTERNATIONAL, set(known)).items():  # the system of FIDE's lists
        part = dict(state.get(rate) or {})
        part["rating"], _, _ = history.on_list(pid, month, part.get("rating"))
        states[known[pid]] = part
    return states


def change_findings(event: EventRecord, db: sqlite_utils.Database | None = None) -> list[AuditFinding]:
    """One finding per player: his change and its explanation."""
    if not fide_rated(event):
        return []
    start = event.start or event.end
    if start is None:
        return [AuditFinding("changes", "note", "no_start", TEXT["no_start"])]
    rate = event.rate or STANDARD
    kind = FIDE_KINDS[rate]
    states = _start_states(event, db, rate)
    players = []
    for p in event.players:
        state = states.get(p.ref)
        if state is None:
            rating = p.ratings.get(kind)
            state = {"rating": rating, "games": 0 if rating is None else ESTABLISHED,
                     "standard_rating": p.ratings.get(FIDE) if rate != STANDARD else None}
        state = {k: v for k, v in state.items() if k in ("rating", "games", "k", "standard_rating", "unrated_games")}
        if p.birth_date is not None:
            state["birth_date"] = p.birth_date.isoformat()
        players.append(read_player({**state, "id": p.ref}, f"players[{p.ref}]"))
    day = start.isoformat()
    numbers: dict[int | None, int] = {}
    games = []
    for g in event.games:  # a game named as "round.board" (or its place in the round), as the officer finds it
        numbers[g.round] = numbers.get(g.round, 0) + 1
        name = f"{g.round or 0}.{g.board or numbers[g.round]}"
        games.append(ChessGame(name, g.date.isoformat() if g.date else day, g.white, g.black, g.result))
    outcomes = fide.compute(players, games, rate, Period(start, event.end or start))
    found = []
    unknown = sum(1 for p in event.players if p.ref not in states)
    if unknown:
        found.append(AuditFinding("changes", "note", "from_file", TEXT["from_file"], {"count": unknown}))
    names = {p.ref: p.name for p in event.players}
    for p, before, o in zip(event.players, players, outcomes, strict=True):
        records = tuple(with_names(r, names) for r in reading_order(orjson.loads(orjson.dumps(o.explanation))))
        values: dict[str, str | int | float] = {"name": p.name, "games": o.games - before.games}
        if o.status == fide.RATED and o.change is not None:
            key = "rated"
            values |= {"old": o.old_rating or 0, "new": o.rating or 0, "change": f"{o.change:+d}", "k": o.k or 0}
        elif o.status == fide.NEW:
            key, values["new"] = "new", o.rating or 0
        elif o.status == fide.UNRATED:
            key = "unrated"
        else:
            key, values["old"] = "unchanged", "—" if o.old_rating is None else o.old_rating
        base = TEXT[key]
        found.append(AuditFinding("changes", "ok", key, Explained(base.context, base.source, records), values,
                                  line=p.line, article="B.02 8"))
    return found
