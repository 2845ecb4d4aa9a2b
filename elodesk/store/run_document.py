"""The compute document (ENGINE.md) of a rating run, built from the club database.

``elodesk compute`` reads this document from a file (``build_document``); the preview hands it
to the engines directly (``build``), its chess games as the contract's own rows (``ChessGame``).
It is built in one pass over each query's rows, as the tuples SQLite returns: each player's id,
each date and each result is one text object shared by every game that names it (a federation
period names a few thousand of them 100,000 times).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

import sqlite_utils

from elodesk.core.explain import BLITZ_EVENT, RAPID_EVENT
from elodesk.core.model import ChessGame
from elodesk.core.systems import BATTLE, BY_ID, CHESS_SYSTEMS, CLUB_SYSTEMS, RATES, get_system
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import claimed_by, claiming, event_systems
from elodesk.store.fide_lists import (
    ListedEvent,
    ListHistory,
    MissingList,
    listed_event,
    period_events,
    starting_ratings,
)
from elodesk.store.players import player_names
from elodesk.store.ratings import INACTIVE, LIST, ContractState, get_states, per_rate, rate_state
from elodesk.store.run_scope import EVENT, INACTIVITY, PERIOD, RunScope, check_rate, on_its_list, run_event

# A system that rates standard games only (the national ones) leaves the games of a rapid or
# blitz event out of the compute document, and the preview tells each player why.
LEFT_OUT_RATES = {"rapid": RAPID_EVENT, "blitz": BLITZ_EVENT}
# A compute document, and each of its games and players: JSON objects of ENGINE.md (but the chess
# games ``build`` hands the preview: the contract's ``ChessGame`` rows).
Document = dict[str, Any]


class LeftOutGame(NamedTuple):
    """A game of a rapid or blitz event: not rated by the national systems, shown with why."""

    id: str
    date: str
    white: str
    black: str
    reason: str


def contract_id(pid: int) -> str:
    """A club player's id as the compute document writes it (ENGINE.md: ids are strings); inside
    elodesk a player's id is the database's ``int``. The one way in, as :func:`club_id` is the way out."""
    return str(pid)


def club_id(text: str) -> int:
    """A player id of a compute document the store built, or of its output: the club's own ``int``."""
    return int(text)


def names_by_contract_id(db: sqlite_utils.Database, ids: Iterable[int]) -> dict[str, str]:
    """Players' names under their ids as a compute document and its explanations write them (a record
    names an opponent so: ``reports.explanations.with_names`` reads them)."""
    return {contract_id(pid): name for pid, name in player_names(db, ids).items()}


class _Texts(dict[int, str]):
    """Each player's id as one text object, made when a game first names him."""

    def __missing__(self, pid: int) -> str:
        self[pid] = name = contract_id(pid)
        return name


class _Shared(dict[str, str]):
    """One object per distinct text (a day, a result), however many games name it."""

    def __missing__(self, value: str) -> str:
        self[value] = value
        return value


class RunDocument(NamedTuple):
    """The compute document of a run, the chess games it leaves out (their players are in it), and the
    FIDE starting lists the club's history lacks (the nearest earlier list stood in)."""

    document: Document
    left_out: list[LeftOutGame]
    missing_lists: tuple[MissingList, ...] = ()


def build_document(db: sqlite_utils.Database, sel: RunScope) -> Document:
    """The compute document (ENGINE.md) of a run, as JSON objects; player ids are the database ids."""
    doc = build(db, sel).document
    if sel.system in CHESS_SYSTEMS:
        doc["games"] = [game._asdict() for game in doc["games"]]
    if "events" in doc:  # each game names its event, as ENGINE.md writes it
        owner = {game: event["id"] for event in doc["events"] for game in event.pop("games")}
        for game in doc["games"]:
            if game["id"] in owner:
                game["event"] = owner[game["id"]]
    return doc


def _chess_games(db: sqlite_utils.Database, sel: RunScope, text: _Texts,
                 events: dict[int, list[str]] | None = None) -> tuple[list[ChessGame], list[LeftOutGame]]:
    """The run's games: those the system rates, and those of rapid or blitz events (with why).

    The rated games are the contract's own rows (``ChessGame``), which it checks as it checks
    JSON objects: 100,000 objects made here and read back there cost 0.05 s more, a sixth of the
    database's side of a federation period's preview. ``text`` gains each player's id as text
    (one object per player); ``events`` (FIDE) gains each event's game ids."""
    claimed, args = claimed_by(sel.system)  # the events the system rates (issue 22: not only those filed under it)
    where = [claimed, "g.result != '*'"]
    if per_rate(sel.system):  # each list rates the events of its rate only
        where.append("e.rate = ?")
        args.append(sel.rate)
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    elif events is not None:  # a FIDE period rates the events of its list, whatever their games' dates
        where.append(f"e.id IN ({', '.join('?' for _ in events) or 'NULL'})")
        args += list(events)
    else:
        where.append("day BETWEEN ? AND ?")
        args += [sel.start.isoformat() if sel.start else "0000-00-00",
                 sel.end.isoformat() if sel.end else "9999-99-99"]
    rates = get_system(sel.system).rates
    left_rates = {rate: why for rate, why in LEFT_OUT_RATES.items() if rate not in rates}  # FIDE rates each list
    left_rows: list[Any] = []
    if left_rates:
        marks = ", ".join("?" for _ in left_rates)
        rated_rows = _chess_rows(db, [*where, f"(e.rate IS NULL OR e.rate NOT IN ({marks}))"], [*args, *left_rates])
        left_rows = _chess_rows(db, [*where, f"e.rate IN ({marks})"], [*args, *left_rates], rate=True)
    else:
        rated_rows = _chess_rows(db, where, args, event=events is not None)
    days, results = _Shared(), _Shared()
    new = tuple.__new__
    rated = [new(ChessGame, (game_id, days[played], text[white], text[black], results[result]))
             for game_id, played, white, black, result, *_ in rated_rows]
    if events is not None:
        for game_id, *_, event_id in rated_rows:
            events.setdefault(event_id, []).append(game_id)
    left_out = [LeftOutGame(game_id, played, text[white], text[black], left_rates[rate])
                for game_id, played, white, black, _, rate in left_rows]
    return rated, left_out


def _chess_rows(db: sqlite_utils.Database, where: list[str], args: list[Any], *, rate: bool = False,
                event: bool = False) -> list[Any]:
    """The games matching ``where`` as SQLite's tuples (id as text, day, white, black, result[, rate][, event])
    by day.

    The events are read first, each one's games through the index on their event: the planner,
    left to itself, walked an index on the black player and looked each game up in the table,
    which cost twice the time of the rows themselves.
    """
    day = 'COALESCE(g.date, e."end", e.start)'
    return db.execute(f"SELECT CAST(g.id AS TEXT), {day} AS day, g.white_id, g.black_id, g.result"
                      f"{', e.rate' if rate else ''}{', e.id' if event else ''} "
                      "FROM events e CROSS JOIN chess_games g ON g.event_id = e.id "
                      f"WHERE {' AND '.join(where)} AND day IS NOT NULL "
                      "ORDER BY day, e.id, g.round, g.board, g.id", args).fetchall()


def _battles(db: sqlite_utils.Database, sel: RunScope, text: _Texts) -> list[Document]:
    where = ["e.system = ?"]
    args: list[int | str | None] = [sel.system]
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    elif sel.kind == PERIOD:
        where.append('COALESCE(b.date, e.start) BETWEEN ? AND ?')
        args += [sel.start.isoformat() if sel.start else "0000", sel.end.isoformat() if sel.end else "9999"]
    else:
        return []
    battles = db.execute("SELECT b.id, COALESCE(b.date, e.start), e.name, b.round, b.result "
                         f"FROM battles b JOIN events e ON e.id = b.event_id WHERE {' AND '.join(where)} "
                         "ORDER BY b.id", args).fetchall()
    sides: dict[int, dict[str, list[str]]] = {b[0]: {"a": [], "b": []} for b in battles}
    if battles:
        marks = ",".join("?" for _ in battles)
        for bid, side, pid in db.execute(
                f"SELECT battle_id, side, player_id FROM battle_generals WHERE battle_id IN ({marks}) "
                "ORDER BY battle_id, side, position", [b[0] for b in battles]):
            sides[bid][side].append(text[pid])
    return [{"id": str(bid), "date": day, "event": event, "round": round_, "side_a": sides[bid]["a"],
             "side_b": sides[bid]["b"], "result": result}
            for bid, day, event, round_, result in battles]


def _diplomacy_games(db: sqlite_utils.Database, sel: RunScope, text: _Texts) -> list[Document]:
    where = ["e.system = ?"]
    args: list[int | str | None] = [sel.system]
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    else:
        where.append("g.first_resolution BETWEEN ? AND ?")
        args += [sel.start.isoformat() if sel.start else "0000", sel.end.isoformat() if sel.end else "9999"]
    games = db.execute("SELECT g.id, g.ref, g.first_resolution, g.mode, g.used_for_elo, g.state, g.excluded, "
                       "g.variant, g.scoring FROM diplomacy_games g JOIN events e ON e.id = g.event_id "
                       f"WHERE {' AND '.join(where)} ORDER BY g.first_resolution, g.id", args).fetchall()
    results: dict[int, list[Document]] = {g[0]: [] for g in games}
    if games:
        marks = ",".join("?" for _ in games)
        for game_id, pid, role, centers, eliminated, score in db.execute(
                "SELECT game_id, player_id, role, centers, eliminated, score FROM diplomacy_results "
                f"WHERE game_id IN ({marks}) ORDER BY rowid", [g[0] for g in games]):
            entry = {"player": text[pid], "role": role, "centers": centers,
                     "eliminated": bool(eliminated)}
            if score is not None:
                entry["score"] = score
            results[game_id].append(entry)
    return [{"id": ref, "first_resolution": first, "mode": mode, "used_for_elo": bool(used), "state": state,
             "excluded": bool(excluded), "variant": variant, "scoring": scoring, "results": results[game_id]}
            for game_id, ref, first, mode, used, state, excluded, variant, scoring in games]


def _player_attributes(db: sqlite_utils.Database, system: str, ids: set[int]) -> dict[int, Document]:
    """What the contract reads from the player himself (not his rating state): the system's player fields,
    each when it says something (a foreign player, one who is no member, a known FIDE rating or birth date)."""
    fields = get_system(system).player_fields
    fide, foreign, member, birth = ("fide_rating" in fields, "foreign" in fields, "member" in fields,
                                    "birth_date" in fields)
    out: dict[int, Document] = {}
    query = "SELECT id, birth_date, fide_rating, is_foreign, is_member FROM players"
    if len(ids) <= 900:  # an event: look its players up; a period: one pass over everyone
        marks = ",".join("?" for _ in ids)
        rows = db.execute(f"{query} WHERE id IN ({marks})", sorted(ids)).fetchall() if ids else []
    else:
        rows = db.execute(query).fetchall()
    for pid, birth_date, fide_rating, is_foreign, is_member in rows:
        if pid not in ids:
            continue
        attrs: Document = {}
        if fide and fide_rating is not None:
            attrs["fide_rating"] = fide_rating
        if foreign and is_foreign:
            attrs["foreign"] = True
        if member and not is_member:
            attrs["member"] = False
        if birth and birth_date:
            attrs["birth_date"] = birth_date
        out[pid] = attrs
    return out


def _games(db: sqlite_utils.Database, sel: RunScope, text: _Texts,
           events: dict[int, list[str]] | None) -> tuple[list[ChessGame] | list[Document], list[LeftOutGame]]:
    """The run's games in the contract's fields, and those it leaves out; ``text`` gains their players."""
    if sel.system in CHESS_SYSTEMS:
        return _chess_games(db, sel, text, events)
    if get_system(sel.system).kind == BATTLE:
        return _battles(db, sel, text), []
    return _diplomacy_games(db, sel, text), []


def _period(db: sqlite_utils.Database, sel: RunScope, rate: str) -> dict[str, str]:
    """The document's period: the selection's dates, the event's, or the inactivity's year."""
    if sel.kind == EVENT:
        event = run_event(db, sel.event_id or 0)
        if not set(claiming(sel.system)) & set(event_systems(db, event.id)):
            raise StoreError("event {event} is rated under {event_system}, not {system}", event=event.id,
                             event_system=", ".join(event_systems(db, event.id)), system=sel.system)
        if rate and event.rate != rate:
            raise StoreError("event {event} is a {event_rate} event: FIDE rates it on the {event_rate} list, "
                             "not the {rate} one", event=event.id, event_rate=event.rate, rate=rate)
        start, end = event.start, event.end
    else:
        start = sel.start.isoformat() if sel.start else None
        end = sel.end.isoformat() if sel.end else None
    if sel.kind == INACTIVITY:
        start, end = f"{sel.year}-01-01", f"{sel.year}-12-31"
    return {k: v for k, v in (("start", start or end), ("end", end or start)) if v}


def build(db: sqlite_utils.Database, sel: RunScope) -> RunDocument:
    """The compute document, and the chess games it leaves out (those of rapid and blitz events).

    The players of the games left out are in the document too: the preview lists them.
    """
    sel = on_its_list(db, sel)
    system = sel.system
    if system not in BY_ID:  # its record says what the document holds: none, no document
        raise StoreError("unknown rating system {system!r}; expected one of {known}", system=system,
                         known=", ".join(CLUB_SYSTEMS))
    doc: Document = {"system": system}
    rate = check_rate(sel)
    if rate:
        doc["rate"] = rate
    period = _period(db, sel, rate)
    if period:
        doc["period"] = period
    if sel.kind == INACTIVITY and get_system(system).year_end_inactivity:
        doc["inactivity_years"] = [sel.year]
    text = _Texts()
    listed = _fide_events(db, sel) if rate else {}
    events: dict[int, list[str]] | None = {event_id: [] for event_id in listed} if rate else None
    games, left_out = _games(db, sel, text, events)
    named = set(text)
    states = get_states(db, system, named if sel.kind == EVENT else None)
    own_list = get_system(system).list_id
    if own_list != system:
        # Until the Wavre text has rated a player, he starts from his Belgian state (the
        # federation's list is the one list officers import).
        states = {**get_states(db, own_list, named if sel.kind == EVENT else None), **states}
    # A period rates every player with a state (Belgian provisional ratings are recomputed
    # even without a game); an event concerns only those who played in it.
    ids = sorted(named if sel.kind == EVENT else set(states) | named)
    attributes = _player_attributes(db, system, set(ids))
    if rate:
        doc["players"] = [_fide_player(text[pid], states.get(pid), rate, attributes.get(pid, {})) for pid in ids]
    else:
        empty = get_system(system).empty_state()
        doc["players"] = [{"id": text[pid], **states.get(pid, empty), **attributes.get(pid, {})} for pid in ids]
    doc["games"] = games
    missing: list[MissingList] = []
    if rate and events:
        doc["events"] = _event_entries(db, rate, listed, events, dict(zip(ids, doc["players"], strict=True)), text,
                                       games, missing)
    return RunDocument(doc, left_out, tuple(missing))


def _fide_events(db: sqlite_utils.Database, sel: RunScope) -> dict[int, ListedEvent]:
    """The events a FIDE run rates, with their lists: the period's (by their list), or the one event."""
    if sel.kind == EVENT:
        event = listed_event(db, sel.event_id or 0)
        return {event.id: event} if event else {}
    if sel.kind != PERIOD:
        return {}
    return {e.id: e for e in period_events(db, sel.rate or "", sel.start, sel.end)}


def _event_entries(db: sqlite_utils.Database, rate: str, listed: dict[int, ListedEvent],
                   events: dict[int, list[str]], players: dict[int, Document], text: _Texts, games: list[Any],
                   missing: list[MissingList]) -> list[Document]:
    """The document's ``events``: each event with games, its start, its list and its players' ratings
    on the list in force at its start (``games``: its game ids; ``build_document`` writes them as each
    game's ``event``). ``missing`` gains the starting lists the history lacks."""
    current = {pid: p["rating"] if p["rating"] is not None else p.get("standard_rating") for pid, p in players.items()}
    number = {name: pid for pid, name in text.items()}  # the games name their players as the document does
    sides = {game.id: (number[game.white], number[game.black]) for game in games}
    # the players of the events' games only: a federation's period holds 60,000 players with a state
    history = ListHistory(db, rate, {pid for ids in events.values() for game_id in ids for pid in sides[game_id]})
    entries = []
    for event_id, game_ids in events.items():
        event = listed.get(event_id)
        if not game_ids or event is None:  # no date tells its list: its games keep the period's ratings
            continue
        ids = sorted({pid for game_id in game_ids for pid in sides[game_id]})
        ratings, lacking = starting_ratings(history, event, ids, current)
        entry: Document = {"id": str(event_id), "start": event.start, "name": event.name, "end": event.end,
                           "list": event.list_date, "rule": event.rule,
                           "ratings": {text[pid]: rating for pid, rating in ratings.items()}, "games": game_ids}
        if lacking is not None:
            missing.append(lacking)
            if lacking.used:
                entry["ratings_list"] = f"{lacking.used}-01"
        entries.append(entry)
    return entries


def _fide_player(pid: str, state: ContractState | None, rate: str, attributes: Document) -> Document:
    """A contract player of one FIDE list: that rate's state, a birth date (the list gives the year:
    juniors are counted by year, A13), and for rapid or blitz his standard rating (R&B 7.2.1)."""
    player = {"id": pid, **{k: v for k, v in rate_state(state, rate).items() if k not in (INACTIVE, LIST)}}
    birth_year = (state or {}).get("birth_year")
    if "birth_date" not in attributes and birth_year:
        player["birth_date"] = f"{birth_year}-01-01"
    standard = rate_state(state, RATES[0])["rating"]
    if rate != RATES[0] and player["rating"] is None and standard is not None:
        player["standard_rating"] = standard
    return {**player, **attributes}
