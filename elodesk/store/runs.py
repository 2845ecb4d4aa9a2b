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
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any, NamedTuple

import sqlite_utils

from elodesk.core.systems import BY_ID
from elodesk.store import audit
from elodesk.store.backups import backup
from elodesk.store.db import inserted_id, write
from elodesk.store.errors import StoreError
from elodesk.store.fide_lists import inactive_on, last_rated_runs
from elodesk.store.ratings import get_states, list_after, per_rate, set_state, state_of, with_rate
from elodesk.store.run_document import build_document
from elodesk.store.run_preview import Preview, PreviewRow, as_previewed, preview, previewed
from elodesk.store.run_scope import (
    BELGIAN_UPLIFT,
    EVENT,
    FIDE_INCREASE,
    INACTIVITY,
    PERIOD,
    RAISE_DAYS,
    UPLIFT,
    LateEvent,
    RunScope,
    event_rate,
    late_events,
    latest_game_day,
    month_period,
    on_its_list,
    run_event,
)

# One place to name a run's functions: the selection and the document builder, the preview
# and its rows live in their own modules (run_scope, run_document, run_preview).
__all__ = ["EVENT", "INACTIVITY", "PERIOD", "UPLIFT", "LastRun", "LateEvent", "Preview", "PreviewRow", "RunCounts",
           "RunScope", "Undone", "applied_run", "apply", "build_document", "changed_since", "event_rate", "last_run",
           "late_events",
           "latest_game_day", "month_period", "on_its_list", "preview", "previewed", "run_counts", "undo"]


def _run_date(db: sqlite_utils.Database, sel: RunScope) -> str:
    if sel.kind == INACTIVITY:
        return f"{sel.year}-12-31"
    if sel.kind == UPLIFT:
        return RAISE_DAYS[_raise(sel.system)]
    if sel.kind == EVENT:
        event = run_event(db, sel.event_id or 0)
        return event.end or event.start or date.today().isoformat()
    return (sel.end or date.today()).isoformat()


def applied_run(db: sqlite_utils.Database, sel: RunScope) -> int | None:
    """The applied run that already covers ``sel`` (the same event or year, an overlapping period), if any."""
    sel = on_its_list(db, sel)
    row = _clash_row(db, sel)
    return row[0] if row else None


def _check_not_applied(db: sqlite_utils.Database, sel: RunScope) -> None:
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
    if sel.kind == UPLIFT and _raise(sel.system) == FIDE_INCREASE:
        raise StoreError("{system}: the 2024 increase is already applied (run {run}); undo it first",
                         system=sel.system, run=run)
    if sel.kind == UPLIFT:
        raise StoreError("{system}: the 2024 uplift is already applied (run {run}); undo it first",
                         system=sel.system, run=run)
    raise StoreError("{system}: a period overlapping {start} – {end} is already applied (run {run}); undo it first",
                     system=sel.system, start=sel.start, end=sel.end, run=run)


def _raise(system: str) -> str:
    """Which one-time raise of 2024 a system's uplift is: FIDE's increase, list by list for a system of several
    lists, else the Belgian uplift."""
    return FIDE_INCREASE if per_rate(system) else BELGIAN_UPLIFT


def _clash_row(db: sqlite_utils.Database, sel: RunScope) -> tuple[Any, ...] | None:
    """The applied run ``sel`` would repeat: of the same system and, for FIDE, the same list."""
    same = "system = ? AND rate IS ?"
    args: list[Any]
    if sel.kind == EVENT:
        where, args = "kind = 'event' AND event_id = ?", [sel.event_id]
    elif sel.kind == INACTIVITY:
        where, args = "kind = 'inactivity' AND year = ?", [sel.year]
    elif sel.kind == UPLIFT:
        where, args = "kind = 'uplift'", []
    else:
        where, args = ("kind = 'period' AND start <= ? AND \"end\" >= ?",
                       [(sel.end or date.max).isoformat(), (sel.start or date.min).isoformat()])
    row: tuple[Any, ...] | None = db.execute(f"SELECT id FROM runs WHERE {same} AND {where}",
                                             [sel.system, sel.rate, *args]).fetchone()
    return row


def apply(db: sqlite_utils.Database, sel: RunScope, *, make_backup: bool = True,
          shown: Preview | None = None) -> int:
    """Write a run's new states and history in one transaction, after a backup; return its id.

    ``make_backup=False`` is for building a database from scratch (the demo), where
    there is nothing yet to protect. The check that the run is not applied yet, the preview
    and the backup are made inside the write, so that two applies at once cannot both pass.
    ``shown`` is the preview the officer saw: its figures are written, unless the club changed
    since (``as_previewed`` refuses then), without computing them again.
    """
    sel = on_its_list(db, sel)
    with write(db, f"apply {sel.describe()}"):
        _check_not_applied(db, sel)
        rows = as_previewed(db, sel, shown).players
        before = get_states(db, sel.system)
        saved = backup(db, "before-apply") if make_backup else None
        day = _run_date(db, sel)
        cursor = db.execute(
            'INSERT INTO runs (system, kind, start, "end", event_id, year, applied_at, backup, summary, rate) '
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [sel.system, sel.kind, sel.start.isoformat() if sel.start else None,
             sel.end.isoformat() if sel.end else None, sel.event_id, sel.year,
             datetime.now(UTC).isoformat(timespec="seconds"), saved and str(saved), sel.describe(), sel.rate])
        run_id = inserted_id(cursor)
        changed = 0
        activity = last_rated_runs(db, sel.rate) if sel.rate and sel.kind == PERIOD else None
        for row in rows:
            pid = row.player_id
            old_state = before.get(pid)
            if sel.rate:
                inactive = (inactive_on(list_after(day), row.entry, (old_state or {}).get(sel.rate) or {},
                                        activity.get(pid)) if activity is not None
                            else False if sel.kind == EVENT and row.status in ("rated", "new") else None)
                new_state = with_rate(old_state, sel.rate, row.entry, day, inactive)
            else:
                new_state = state_of(sel.system, row.entry)
            if old_state == new_state and not row.has_explanation:
                continue
            changed += 1
            db.execute(
                "INSERT INTO history (run_id, player_id, system, date, old_rating, new_rating, status, "
                "state_before, state_after, explanation, rate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [run_id, pid, sel.system, day, row.old_rating, row.rating, row.status,
                 json.dumps(old_state) if old_state is not None else None, json.dumps(new_state),
                 row.explanation_json.decode(), sel.rate])
            if old_state != new_state:
                set_state(db, sel.system, pid, new_state)
        audit.log(db, audit.APPLY, run=run_id, what=sel.describe(), players=changed, backup=saved)
    return run_id


class Undone(NamedTuple):
    """The run ``undo`` reverted: its id, its summary, the players it restored, those whose record had
    changed since the run (a list imported, a record edited) and were left as they are, and the counts of
    what it restored (``run_counts``, read before the run's history is gone)."""

    run: int
    what: str
    players: int
    kept: int
    counts: RunCounts


def changed_since(db: sqlite_utils.Database, run: int) -> set[int]:
    """The players of an applied run whose record is no longer what the run wrote: a rating list imported
    or a record edited since. Undoing the run leaves them as they are: it would throw that newer
    information away (the same file cannot even be imported again)."""
    rows = db.execute("SELECT player_id, system, state_after FROM history WHERE run_id = ?", [run]).fetchall()
    if not rows:
        return set()
    current = get_states(db, rows[0][1], {pid for pid, _, _ in rows})
    return {pid for pid, _, after in rows if current.get(pid) != (json.loads(after) if after is not None else None)}


def undo(db: sqlite_utils.Database, system: str) -> Undone:
    """Revert the last applied run of a system: each player it wrote gets back his record from before it,
    but for those whose record changed since (``changed_since``); return what was undone."""
    with write(db, f"undo {system}"):
        row = db.execute("SELECT id, summary FROM runs WHERE system = ? ORDER BY id DESC LIMIT 1",
                         [system]).fetchone()
        if row is None:
            raise StoreError("{system}: nothing to undo", system=system)
        run_id, summary = row
        kept = changed_since(db, run_id)
        history = db.execute("SELECT player_id, state_before FROM history WHERE run_id = ?",
                             [run_id]).fetchall()
        restored = [(pid, before) for pid, before in history if pid not in kept]
        counts = run_counts(db, run_id, leave=kept)
        for pid, state_before in restored:
            set_state(db, system, pid, json.loads(state_before) if state_before is not None else None)
        db.execute("DELETE FROM history WHERE run_id = ?", [run_id])
        db.execute("DELETE FROM runs WHERE id = ?", [run_id])
        audit.log(db, audit.UNDO, run=run_id, what=summary, players=len(restored), kept=len(kept))
    return Undone(run_id, summary, len(restored), len(kept), counts)


@dataclass(frozen=True, slots=True)
class RunCounts:
    """What a run wrote, counted the same way after *Apply* and before *Undo*: the players whose
    rating changed, and the players whose state changed (games, archive: also without a new rating)."""

    run: int
    ratings_changed: int
    states_changed: int


def run_counts(db: sqlite_utils.Database, run: int, leave: Collection[int] = ()) -> RunCounts:
    """Count an applied run's changes from its history rows (but for the players in ``leave``: those an
    undo leaves as they are)."""
    ratings = states = 0
    for pid, system, old, new, before, after in db.execute(
            "SELECT player_id, system, old_rating, new_rating, state_before, state_after FROM history "
            "WHERE run_id = ?", [run]):
        if pid in leave:
            continue
        state_before = json.loads(before) if before is not None else None
        state_after = json.loads(after) if after is not None else None
        states += state_before != state_after
        if system in BY_ID and BY_ID[system].role_modes:  # no single rating: the ratings of the roles
            ratings += (state_before or {}).get("ratings") != (state_after or {}).get("ratings")
        else:
            ratings += old != new
    return RunCounts(run, ratings, states)


class LastRun(NamedTuple):
    """An applied run, as the runs table keeps it."""

    id: int
    system: str
    kind: str
    start: str | None
    end: str | None
    event_id: int | None
    year: int | None
    summary: str
    applied_at: str
    rate: str | None

    def selection(self) -> RunScope:
        """What the run rated."""
        return RunScope(self.system, date.fromisoformat(self.start) if self.start else None,
                         date.fromisoformat(self.end) if self.end else None, self.event_id, self.kind, self.year,
                         self.rate)


def last_run(db: sqlite_utils.Database, system: str) -> LastRun | None:
    """The last applied run of a system (what ``undo`` would revert), or None."""
    row = db.execute('SELECT id, system, kind, start, "end", event_id, year, summary, applied_at, rate '
                     "FROM runs WHERE system = ? ORDER BY id DESC LIMIT 1", [system]).fetchone()
    return LastRun(*row) if row else None

