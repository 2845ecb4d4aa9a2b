"""An applied run read back from its history: what the Ratings page shows once a run is applied.

A preview computed after *Apply* would rate the event a second time over the ratings it wrote (a
player previewed 2375 → 2420, then shown 2420 → 2430 with his archive counted twice). The history keeps,
for each player the run wrote, the rating before, the rating after, the status and the explanation: those
are the run's figures. The run's heading (system, edition, period) and each player's games of the run
come from the run's document, which the ratings do not change.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

import sqlite_utils

from elodesk.store.run_document import contract_id
from elodesk.store.run_preview import Preview, PreviewRow, previewed
from elodesk.store.run_scope import PERIOD, RunScope


@dataclass(frozen=True, slots=True)
class AppliedRun:
    """The applied run a selection is: its number and when it was applied (ISO, UTC)."""

    id: int
    applied_at: str


def applied_figures(db: sqlite_utils.Database, preview: Preview, run: int) -> Preview:
    """``preview`` with each player's figures and explanation those the run ``run`` wrote; a player the
    run left as he was (nothing written) is shown unchanged, at his rating before; a player it wrote whom
    ``preview`` leaves out is shown all the same."""
    written: dict[int, PreviewRow] = {}
    for pid, old, new, status, after, explanation, rate in db.execute(
            "SELECT player_id, old_rating, new_rating, status, state_after, explanation, rate FROM history "
            "WHERE run_id = ?", [run]):
        state: dict[str, Any] = json.loads(after) if after else {}
        if rate:  # a FIDE state holds one part per rate
            state = state.get(rate) or {}
        change = new - old if new is not None and old is not None else None
        entry = {**state, "id": contract_id(pid), "status": status, "rating": new, "old_rating": old,
                 "change": change}
        written[pid] = PreviewRow(entry, (explanation or "[]").encode())
    rows = []
    for row in preview.players:
        applied = written.pop(row.player_id, None)
        if applied is None:
            status = row.status if row.rating == row.old_rating else "unchanged"  # still unrated: said so
            entry = {"id": row.id, "status": status, "rating": row.old_rating, "old_rating": row.old_rating,
                     "change": 0 if row.old_rating is not None else None}
            applied = PreviewRow(entry, b"[]")
        if row.entry.get("global") is not None:  # Diplomacy: the global Elo of the modes the run rated
            rated = {r["mode"]: r["after"] for r in applied.explanation() if r.get("kind") == "diplomacy_global"}
            applied = replace(applied, entry={**applied.entry, "global": {**row.entry["global"], **rated}})
        rows.append(replace(applied, period_games=row.period_games))
    # those the run wrote whom a preview over its ratings leaves out (the uplift's players it took to 2000)
    rows.extend(written[pid] for pid in sorted(written))
    return replace(preview, players=rows)


def applied_or_previewed(db: sqlite_utils.Database, sel: RunScope) -> tuple[Preview, AppliedRun | None]:
    """The run ``sel`` as the page shows it: once applied, the figures the run wrote; before, the preview."""
    from elodesk.store.runs import applied_run

    preview = previewed(db, sel)
    run = applied_run(db, sel)
    if run is None:
        return preview, None
    start, end, applied_at = db.execute('SELECT start, "end", applied_at FROM runs WHERE id = ?', [run]).fetchone()
    if sel.kind == PERIOD and (start, end) != (sel.start and sel.start.isoformat(), sel.end and sel.end.isoformat()):
        return preview, None  # a period overlapping this one, not this one: the page says which, Apply refuses
    return applied_figures(db, preview, run), AppliedRun(run, applied_at)
