"""Rating runs on the club database: preview, apply, undo.

A run is a chess period (dates), an event (Bataille Empire, Diplomacy), or an
explicit action (year-end inactivity, the Belgian 2024 uplift). *Preview*
builds the compute document of ENGINE.md from the database and runs the
engines, writing nothing: ``preview`` equals ``elodesk compute`` on that
document. *Apply* backs the file up, then writes the new states and the
history in one transaction. *Undo* reverts the last applied run of a system so
that the club data is exactly as before it.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

import orjson
import sqlite_utils

from elodesk.core.contract import compute_document
from elodesk.core.explain import BLITZ_EVENT, RAPID_EVENT, GameLeftOut
from elodesk.core.fide import increase_2024
from elodesk.core.frbe import uplift_2024
from elodesk.core.systems import RATES
from elodesk.store import audit
from elodesk.store.db import backup, fetch_rows, write
from elodesk.store.errors import StoreError
from elodesk.store.ratings import EMPTY_STATE, FIDE, get_states, rate_state, set_state, state_of, with_rate

CHESS = ("frbe", "frbe-classic", "ffe", FIDE)
# The national chess systems rate standard games only: the games of a rapid or blitz
# event stay out of the compute document, and the preview tells each player why.
LEFT_OUT_RATES = {"rapid": RAPID_EVENT, "blitz": BLITZ_EVENT}
PERIOD = "period"
EVENT = "event"
INACTIVITY = "inactivity"
UPLIFT = "uplift"


@dataclass(frozen=True, slots=True)
class Selection:
    """What a run rates: a period (from/to), an event, or an explicit action."""

    system: str
    start: date | None = None
    end: date | None = None
    event_id: int | None = None
    kind: str = PERIOD
    year: int | None = None  # inactivity
    rate: str | None = None  # fide: the list rated (standard, rapid, blitz); None for the other systems

    def describe(self) -> str:
        system = f"{self.system} {self.rate}" if self.rate else self.system
        if self.kind == EVENT:
            return f"{system} event {self.event_id}"
        if self.kind == INACTIVITY:
            return f"{system} inactivity {self.year}"
        if self.kind == UPLIFT:
            return f"{system} 2024 {'increase' if self.system == FIDE else 'uplift'}"
        return f"{system} {self.start} – {self.end}"


def check_rate(sel: Selection) -> str:
    """The rate of a FIDE run (refused without one); the other systems have none."""
    if sel.system != FIDE:
        if sel.rate is not None:
            raise StoreError("{system}: only FIDE runs have a rate", system=sel.system)
        return ""
    if sel.rate not in RATES:
        raise StoreError("fide: a run rates one list: standard, rapid or blitz, not {rate}", rate=sel.rate)
    return sel.rate


def month_period(year: int, month: int) -> tuple[date, date]:
    """A FIDE rating period: a calendar month (its list is published on the 1st of the next one)."""
    first = date(year, month, 1)
    following = date(year + month // 12, month % 12 + 1, 1)
    return first, following - timedelta(days=1)


CLOSING_DAYS = 3  # Std 7.1.3: an event ending 3 days or more before the list date may be rated on it


@dataclass(frozen=True, slots=True)
class LateEvent:
    """An event of the period that ends too close to the list date (Std 7.1.3) to be sure of it."""

    id: int
    name: str
    end: str
    list_date: str


def late_events(db: sqlite_utils.Database, sel: Selection) -> list[LateEvent]:
    """FIDE events of the run's rate ending less than 3 days before the list date (the day after the
    period): 7.1.3 lets FIDE rate them on the next list. elodesk rates the games dated within the
    period (A1); the officer is shown these to decide."""
    if sel.system != FIDE or sel.kind != PERIOD or sel.end is None:
        return []
    list_date = sel.end + timedelta(days=1)
    first_late = list_date - timedelta(days=CLOSING_DAYS - 1)
    rows = fetch_rows(db, 'SELECT id, name, "end" FROM events WHERE system = ? AND rate = ? AND "end" BETWEEN ? AND ? '
                      'ORDER BY "end", id', [FIDE, sel.rate, first_late.isoformat(), sel.end.isoformat()])
    return [LateEvent(r["id"], r["name"], r["end"], list_date.isoformat()) for r in rows]



def event_rate(db: sqlite_utils.Database, event_id: int) -> str | None:
    """A chess event's rate (a FIDE event is rated on that list)."""
    row = db.execute("SELECT rate FROM events WHERE id = ?", [event_id]).fetchone()
    return row[0] if row else None


def on_its_list(db: sqlite_utils.Database, sel: Selection) -> Selection:
    """A FIDE event named without a rate is rated on the list of its own rate."""
    if sel.system == FIDE and sel.kind == EVENT and sel.rate is None and sel.event_id is not None:
        return replace(sel, rate=event_rate(db, sel.event_id))
    return sel


def _event(db: sqlite_utils.Database, event_id: int) -> dict[str, Any]:
    rows = fetch_rows(db, 'SELECT id, system, name, start, "end", rate FROM events WHERE id = ?', [event_id])
    if not rows:
        raise StoreError("no event {event}", event=event_id)
    return rows[0]


def _chess_games(db: sqlite_utils.Database, sel: Selection) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The run's games: those the system rates, and those of rapid or blitz events (with ``reason``)."""
    day = 'COALESCE(g.date, e."end", e.start)'
    # The Wavre text rates the same Belgian tournaments as the federation's rules.
    systems = ("frbe", "frbe-classic") if sel.system == "frbe-classic" else (sel.system,)
    where = [f"e.system IN ({', '.join('?' for _ in systems)})", "g.result != '*'"]
    args: list[Any] = list(systems)
    if sel.system == FIDE:  # each list rates the events of its rate only
        where.append("e.rate = ?")
        args.append(sel.rate)
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    else:
        where.append(f"{day} BETWEEN ? AND ?")
        args += [sel.start.isoformat() if sel.start else "0000-00-00",
                 sel.end.isoformat() if sel.end else "9999-99-99"]
    rows = fetch_rows(db, f"SELECT g.id, {day} AS date, g.white_id, g.black_id, g.result, e.rate "
                     f"FROM chess_games g JOIN events e ON e.id = g.event_id WHERE {' AND '.join(where)} "
                     f"AND {day} IS NOT NULL ORDER BY {day}, e.id, g.round, g.board, g.id", args)
    rated: list[dict[str, Any]] = []
    left_out: list[dict[str, Any]] = []
    for r in rows:
        game = {"id": str(r["id"]), "date": r["date"], "white": str(r["white_id"]),
                "black": str(r["black_id"]), "result": r["result"]}
        reason = None if sel.system == FIDE else LEFT_OUT_RATES.get(r["rate"])  # FIDE rates each list
        if reason is None:
            rated.append(game)
        else:
            left_out.append({**game, "reason": reason})
    return rated, left_out


def _add_left_out(out: dict[str, Any], left_out: list[dict[str, Any]]) -> None:
    """Each player's games of rapid or blitz events, first in his explanation, with the reason."""
    records: dict[str, list[GameLeftOut]] = {}
    for g in left_out:
        for player, opponent in ((g["white"], g["black"]), (g["black"], g["white"])):
            records.setdefault(player, []).append(GameLeftOut(g["id"], g["date"], opponent, g["reason"]))
    for player in out["players"]:
        if player["id"] in records:
            player["explanation"] = [*records[player["id"]], *player.get("explanation", [])]


def _battles(db: sqlite_utils.Database, sel: Selection) -> list[dict[str, Any]]:
    where, args = ["e.system = 'bataille-empire'"], []
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    elif sel.kind == PERIOD:
        where.append('COALESCE(b.date, e.start) BETWEEN ? AND ?')
        args += [sel.start.isoformat() if sel.start else "0000", sel.end.isoformat() if sel.end else "9999"]
    else:
        return []
    battles = fetch_rows(db, "SELECT b.id, COALESCE(b.date, e.start) AS date, e.name AS event, b.round, b.result "
                        f"FROM battles b JOIN events e ON e.id = b.event_id WHERE {' AND '.join(where)} "
                        "ORDER BY b.id", args)
    sides: dict[int, dict[str, list[str]]] = {b["id"]: {"a": [], "b": []} for b in battles}
    if battles:
        marks = ",".join("?" for _ in battles)
        for bid, side, pid in db.execute(
                f"SELECT battle_id, side, player_id FROM battle_generals WHERE battle_id IN ({marks}) "
                "ORDER BY battle_id, side, position", [b["id"] for b in battles]):
            sides[bid][side].append(str(pid))
    return [{"id": str(b["id"]), "date": b["date"], "event": b["event"], "round": b["round"],
             "side_a": sides[b["id"]]["a"], "side_b": sides[b["id"]]["b"], "result": b["result"]}
            for b in battles]


def _diplomacy_games(db: sqlite_utils.Database, sel: Selection) -> list[dict[str, Any]]:
    where, args = ["e.system = 'diplomacy'"], []
    if sel.kind == EVENT:
        where.append("e.id = ?")
        args.append(sel.event_id)
    else:
        where.append("g.first_resolution BETWEEN ? AND ?")
        args += [sel.start.isoformat() if sel.start else "0000", sel.end.isoformat() if sel.end else "9999"]
    games = fetch_rows(db, "SELECT g.* FROM diplomacy_games g JOIN events e ON e.id = g.event_id "
                      f"WHERE {' AND '.join(where)} ORDER BY g.first_resolution, g.id", args)
    results: dict[int, list[dict[str, Any]]] = {g["id"]: [] for g in games}
    if games:
        marks = ",".join("?" for _ in games)
        for r in fetch_rows(db, f"SELECT * FROM diplomacy_results WHERE game_id IN ({marks}) ORDER BY rowid",
                       [g["id"] for g in games]):
            entry = {"player": str(r["player_id"]), "role": r["role"], "centers": r["centers"],
                     "eliminated": bool(r["eliminated"])}
            if r["score"] is not None:
                entry["score"] = r["score"]
            results[r["game_id"]].append(entry)
    return [{"id": g["ref"], "first_resolution": g["first_resolution"], "mode": g["mode"],
             "used_for_elo": bool(g["used_for_elo"]), "state": g["state"], "excluded": bool(g["excluded"]),
             "variant": g["variant"], "scoring": g["scoring"], "results": results[g["id"]]}
            for g in games]


def latest_game_day(db: sqlite_utils.Database, system: str) -> date | None:
    """The day of a system's last game with a result (the Ratings page opens on its period)."""
    if system in CHESS:
        systems = ("frbe", "frbe-classic") if system == "frbe-classic" else (system,)
        marks = ", ".join("?" for _ in systems)
        row = db.execute(f'SELECT MAX(COALESCE(g.date, e."end", e.start)) FROM chess_games g '
                         f"JOIN events e ON e.id = g.event_id WHERE e.system IN ({marks}) AND g.result != '*'",
                         list(systems)).fetchone()
    elif system == "bataille-empire":
        row = db.execute("SELECT MAX(COALESCE(b.date, e.start)) FROM battles b JOIN events e ON e.id = b.event_id "
                         "WHERE e.system = ?", [system]).fetchone()
    elif system == "diplomacy":
        row = db.execute("SELECT MAX(g.first_resolution) FROM diplomacy_games g JOIN events e ON e.id = g.event_id "
                         "WHERE e.system = ?", [system]).fetchone()
    else:
        return None
    return date.fromisoformat(row[0][:10]) if row and row[0] else None


def _player_attributes(db: sqlite_utils.Database, system: str, ids: set[int]) -> dict[int, dict[str, Any]]:
    """What the contract reads from the player himself (not his rating state)."""
    out: dict[int, dict[str, Any]] = {}
    query = "SELECT id, birth_date, fide_rating, is_foreign, is_member FROM players"
    if len(ids) <= 900:  # an event: look its players up; a period: one pass over everyone
        marks = ",".join("?" for _ in ids)
        rows = fetch_rows(db, f"{query} WHERE id IN ({marks})", sorted(ids)) if ids else []
    else:
        rows = fetch_rows(db, query, [])
    for row in rows:
        if row["id"] not in ids:
            continue
        attrs: dict[str, Any] = {}
        if system in ("frbe", "frbe-classic"):
            if row["fide_rating"] is not None:
                attrs["fide_rating"] = row["fide_rating"]
            if row["is_foreign"]:
                attrs["foreign"] = True
            if not row["is_member"]:
                attrs["member"] = False
        elif system in ("ffe", FIDE) and row["birth_date"]:
            attrs["birth_date"] = row["birth_date"]
        out[row["id"]] = attrs
    return out


def build_document(db: sqlite_utils.Database, sel: Selection) -> dict[str, Any]:
    """The compute document (ENGINE.md) of a run; player ids are the database ids."""
    return _build(db, sel)[0]


def _build(db: sqlite_utils.Database, sel: Selection) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The compute document, and the chess games it leaves out (those of rapid and blitz events).

    The players of the games left out are in the document too: the preview lists them.
    """
    sel = on_its_list(db, sel)
    system = sel.system
    doc: dict[str, Any] = {"system": system}
    rate = check_rate(sel)
    if rate:
        doc["rate"] = rate
    if sel.kind == EVENT:
        event = _event(db, sel.event_id or 0)
        if event["system"] != system and not (system == "frbe-classic" and event["system"] == "frbe"):
            raise StoreError("event {event} is rated under {event_system}, not {system}", event=event["id"],
                             event_system=event["system"], system=system)
        if rate and event["rate"] != rate:
            raise StoreError("event {event} is a {event_rate} event: FIDE rates it on the {event_rate} list, "
                             "not the {rate} one", event=event["id"], event_rate=event["rate"], rate=rate)
        start, end = event["start"], event["end"]
    else:
        start = sel.start.isoformat() if sel.start else None
        end = sel.end.isoformat() if sel.end else None
    if sel.kind == INACTIVITY:
        start, end = f"{sel.year}-01-01", f"{sel.year}-12-31"
    if start or end:
        doc["period"] = {k: v for k, v in (("start", start or end), ("end", end or start)) if v}
    games: list[dict[str, Any]]
    left_out: list[dict[str, Any]] = []
    if system in CHESS:
        games, left_out = _chess_games(db, sel)
        named = {int(g[s]) for g in (*games, *left_out) for s in ("white", "black")}
    elif system == "bataille-empire":
        games = _battles(db, sel)
        named = {int(p) for g in games for p in (*g["side_a"], *g["side_b"])}
        if sel.kind == INACTIVITY:
            doc["inactivity_years"] = [sel.year]
    else:
        games = _diplomacy_games(db, sel)
        named = {int(r["player"]) for g in games for r in g["results"]}
    states = get_states(db, system, named if sel.kind == EVENT else None)
    if system == "frbe-classic":
        # Until the Wavre text has rated a player, he starts from his Belgian state (the
        # federation's list is the one list officers import).
        states = {**get_states(db, "frbe", named if sel.kind == EVENT else None), **states}
    # A period rates every player with a state (Belgian provisional ratings are recomputed
    # even without a game); an event concerns only those who played in it.
    ids = sorted(named if sel.kind == EVENT else set(states) | named)
    attributes = _player_attributes(db, system, set(ids))
    if rate:
        doc["players"] = [_fide_player(pid, states.get(pid), rate, attributes.get(pid, {})) for pid in ids]
    else:
        doc["players"] = [{"id": str(pid), **states.get(pid, EMPTY_STATE[system]), **attributes.get(pid, {})}
                          for pid in ids]
    doc["games"] = games
    return doc, left_out


def _fide_player(pid: int, state: dict[str, Any] | None, rate: str, attributes: dict[str, Any]) -> dict[str, Any]:
    """A contract player of one FIDE list: that rate's state, a birth date (the list gives the year:
    juniors are counted by year, A13), and for rapid or blitz his standard rating (R&B 7.2.1)."""
    player = {"id": str(pid), **{k: v for k, v in rate_state(state, rate).items() if k != "inactive"}}
    birth_year = (state or {}).get("birth_year")
    if "birth_date" not in attributes and birth_year:
        player["birth_date"] = f"{birth_year}-01-01"
    standard = rate_state(state, RATES[0])["rating"]
    if rate != RATES[0] and player["rating"] is None and standard is not None:
        player["standard_rating"] = standard
    return {**player, **attributes}


def preview(db: sqlite_utils.Database, sel: Selection) -> dict[str, Any]:
    """Every player's change for a run, computed from the database; nothing is written."""
    return previewed(db, sel).output


@dataclass(frozen=True, slots=True)
class Preview:
    """A run's output, and each player's number of games in the run (the engines' ``games`` is
    the career count: a preview shows the games of the period beside it)."""

    output: dict[str, Any]
    period_games: dict[str, int]


def _period_games(system: str, games: list[dict[str, Any]]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for g in games:
        if system in CHESS:
            counts.update((g["white"], g["black"]))
        elif system == "bataille-empire":
            counts.update((*g["side_a"], *g["side_b"]))
        else:
            counts.update(r["player"] for r in g["results"])
    return dict(counts)


def previewed(db: sqlite_utils.Database, sel: Selection) -> Preview:
    """The preview with each player's games of the run (forfeits and games left out included)."""
    if sel.kind == UPLIFT:
        return Preview(_increase_preview(db, sel) if sel.system == FIDE else _uplift_preview(db, sel.system), {})
    doc, left_out = _build(db, sel)
    out = compute_document(doc)
    _add_left_out(out, left_out)
    return Preview(orjson.loads(orjson.dumps(out)), _period_games(sel.system, [*doc["games"], *left_out]))


def _uplift_preview(db: sqlite_utils.Database, system: str) -> dict[str, Any]:
    if system != "frbe":
        raise StoreError("the 2024 uplift applies to the Belgian system (frbe) only")
    players = []
    for pid, state in sorted(get_states(db, system).items()):
        rating = state.get("rating")
        if rating is None or rating >= 2000:
            continue
        new, record = uplift_2024(rating)
        players.append({"id": str(pid), **state, "rating": new, "old_rating": rating, "change": new - rating,
                        "status": "rated", "explanation": [orjson.loads(orjson.dumps(record))]})
    return {"system": system, "players": players}


def _increase_preview(db: sqlite_utils.Database, sel: Selection) -> dict[str, Any]:
    """FIDE's one-time increase of 1 March 2024 on one list: every rating below 2000 (RULES.md fide §6)."""
    rate = check_rate(sel)
    players = []
    for pid, state in sorted(get_states(db, FIDE).items()):
        part = rate_state(state, rate)
        rating = part["rating"]
        if rating is None or rating >= 2000:
            continue
        new, record = increase_2024(rating)
        players.append({"id": str(pid), **part, "rating": new, "old_rating": rating, "change": new - rating,
                        "status": "rated", "explanation": [orjson.loads(orjson.dumps(record))]})
    return {"system": FIDE, "rate": rate, "players": players}


def _run_date(db: sqlite_utils.Database, sel: Selection, doc_out: dict[str, Any]) -> str:
    if sel.kind == INACTIVITY:
        return f"{sel.year}-12-31"
    if sel.kind == UPLIFT:
        return "2024-03-01" if sel.system == FIDE else "2024-04-01"
    if sel.kind == EVENT:
        event = _event(db, sel.event_id or 0)
        return event["end"] or event["start"] or date.today().isoformat()
    return (sel.end or date.today()).isoformat()


def applied_run(db: sqlite_utils.Database, sel: Selection) -> int | None:
    """The applied run that already covers ``sel`` (the same event or year, an overlapping period), if any."""
    sel = on_its_list(db, sel)
    row = _clash_row(db, sel)
    return row[0] if row else None


def _check_not_applied(db: sqlite_utils.Database, sel: Selection) -> None:
    """StoreError naming the applied run ``sel`` would repeat, in one sentence per kind of run."""
    run = applied_run(db, sel)
    if run is None:
        return
    if sel.kind == EVENT:
        raise StoreError("{system}: event {event} is already applied (run {run}); undo it first",
                         system=sel.system, event=sel.event_id, run=run)
    if sel.kind == INACTIVITY:
        raise StoreError("{system}: the {year} inactivity penalty is already applied (run {run}); undo it first",
                         system=sel.system, year=sel.year, run=run)
    if sel.kind == UPLIFT and sel.system == FIDE:
        raise StoreError("{system}: the 2024 increase is already applied (run {run}); undo it first",
                         system=sel.system, run=run)
    if sel.kind == UPLIFT:
        raise StoreError("{system}: the 2024 uplift is already applied (run {run}); undo it first",
                         system=sel.system, run=run)
    raise StoreError("{system}: a period overlapping {start} – {end} is already applied (run {run}); undo it first",
                     system=sel.system, start=sel.start, end=sel.end, run=run)


def _clash_row(db: sqlite_utils.Database, sel: Selection) -> tuple[Any, ...] | None:
    """The applied run ``sel`` would repeat: of the same system and, for FIDE, the same list."""
    same = "system = ? AND rate IS ?"
    if sel.kind == EVENT:
        return db.execute(f"SELECT id FROM periods WHERE {same} AND kind = 'event' AND event_id = ?",
                          [sel.system, sel.rate, sel.event_id]).fetchone()
    if sel.kind == INACTIVITY:
        return db.execute(f"SELECT id FROM periods WHERE {same} AND kind = 'inactivity' AND year = ?",
                          [sel.system, sel.rate, sel.year]).fetchone()
    if sel.kind == UPLIFT:
        return db.execute(f"SELECT id FROM periods WHERE {same} AND kind = 'uplift'",
                          [sel.system, sel.rate]).fetchone()
    return db.execute(f"SELECT id FROM periods WHERE {same} AND kind = 'period' AND start <= ? AND \"end\" >= ?",
                      [sel.system, sel.rate, (sel.end or date.max).isoformat(),
                       (sel.start or date.min).isoformat()]).fetchone()


def apply(db: sqlite_utils.Database, sel: Selection, *, make_backup: bool = True) -> int:
    """Write a run's new states and history in one transaction, after a backup; return its id.

    ``make_backup=False`` is for building a database from scratch (the demo), where
    there is nothing yet to protect. The check that the run is not applied yet, the preview
    and the backup are made inside the write, so that two applies at once cannot both pass.
    """
    sel = on_its_list(db, sel)
    with write(db, f"apply {sel.describe()}"):
        _check_not_applied(db, sel)
        out = preview(db, sel)
        before = get_states(db, sel.system)
        saved = backup(db, "before-apply") if make_backup else None
        day = _run_date(db, sel, out)
        cursor = db.execute(
            'INSERT INTO periods (system, kind, start, "end", event_id, year, applied_at, backup, summary, rate) '
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [sel.system, sel.kind, sel.start.isoformat() if sel.start else None,
             sel.end.isoformat() if sel.end else None, sel.event_id, sel.year,
             datetime.now(UTC).isoformat(timespec="seconds"), saved and str(saved), sel.describe(), sel.rate])
        period_id = int(cursor.lastrowid)
        changed = 0
        for player in out["players"]:
            pid = int(player["id"])
            old_state = before.get(pid)
            new_state = with_rate(old_state, sel.rate, player) if sel.rate else state_of(sel.system, player)
            if old_state == new_state and not player.get("explanation"):
                continue
            changed += 1
            db.execute(
                "INSERT INTO history (period_id, player_id, system, date, old_rating, new_rating, status, "
                "state_before, state_after, explanation, rate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [period_id, pid, sel.system, day, player.get("old_rating"), player.get("rating"),
                 player["status"], json.dumps(old_state) if old_state is not None else None,
                 json.dumps(new_state), orjson.dumps(player.get("explanation", [])).decode(), sel.rate])
            if old_state != new_state:
                set_state(db, sel.system, pid, new_state)
        audit.log(db, audit.APPLY, run=period_id, what=sel.describe(), players=changed, backup=saved)
    return period_id


def undo(db: sqlite_utils.Database, system: str) -> dict[str, Any]:
    """Revert the last applied run of a system exactly; return what was undone."""
    with write(db, f"undo {system}"):
        row = db.execute("SELECT id, summary FROM periods WHERE system = ? ORDER BY id DESC LIMIT 1",
                         [system]).fetchone()
        if row is None:
            raise StoreError("{system}: nothing to undo", system=system)
        period_id, summary = row
        history = db.execute("SELECT player_id, state_before FROM history WHERE period_id = ?",
                             [period_id]).fetchall()
        for pid, state_before in history:
            set_state(db, system, pid, json.loads(state_before) if state_before is not None else None)
        db.execute("DELETE FROM history WHERE period_id = ?", [period_id])
        db.execute("DELETE FROM periods WHERE id = ?", [period_id])
        audit.log(db, audit.UNDO, run=period_id, what=summary, players=len(history))
    return {"run": period_id, "what": summary, "players": len(history)}


@dataclass(frozen=True, slots=True)
class RunCounts:
    """What a run wrote, counted the same way after *Apply* and before *Undo*: the players whose
    rating changed, and the players whose state changed (games, archive: also without a new rating)."""

    run: int
    ratings_changed: int
    states_changed: int


def run_counts(db: sqlite_utils.Database, run: int) -> RunCounts:
    """Count an applied run's changes from its history rows."""
    ratings = states = 0
    for system, old, new, before, after in db.execute(
            "SELECT system, old_rating, new_rating, state_before, state_after FROM history WHERE period_id = ?",
            [run]):
        state_before = json.loads(before) if before is not None else None
        state_after = json.loads(after) if after is not None else None
        states += state_before != state_after
        if system == "diplomacy":  # no single rating: the ratings of the roles
            ratings += (state_before or {}).get("ratings") != (state_after or {}).get("ratings")
        else:
            ratings += old != new
    return RunCounts(run, ratings, states)


def last_run(db: sqlite_utils.Database, system: str) -> dict[str, Any] | None:
    """The last applied run of a system (what ``undo`` would revert), or None."""
    rows = fetch_rows(db, 'SELECT id, system, kind, start, "end", event_id, year, summary, applied_at, rate '
                     "FROM periods WHERE system = ? ORDER BY id DESC LIMIT 1", [system])
    return rows[0] if rows else None

