"""What the Ratings page shows of a run, prepared by the worker that reads it: the page swaps it in.

After Apply or Undo the page shows its period again; on a federation's half-year (50,000 players)
the names read, folded and sorted, and the summary's counts, held the window 0.5-1.1 s on the UI
thread (issue 24). The worker that computes the preview (or reads the applied run back) now also
reads the names on its own connection, sorts the rows as the table shows them and counts what the
summary says; the page resets its model once with rows already in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt

from elodesk.collector import frozen
from elodesk.core.systems import get_system
from elodesk.reports.fide_notices import fide_notices
from elodesk.store.db import Database
from elodesk.store.run_applied import AppliedRun, applied_or_previewed
from elodesk.store.run_document import names_by_contract_id
from elodesk.store.runs import Preview, PreviewRow, RunScope, applied_run
from elodesk.ui.models.preview_model import sorted_run
from elodesk.ui.workers import on_its_connection

NOTICES_SHOWN = 5  # FIDE's events named in the summary, then how many more


@dataclass(frozen=True, slots=True)
class RunFigures:
    """What the summary says of the run shown, and whether Apply may write it."""

    moved: int  # players whose published rating changes
    total: int
    provisional: int  # provisional ratings (not published)
    covering_run: int | None  # an applied run covering the selection: Apply refuses
    notices: tuple[str, ...]  # FIDE's lists used or missing, in the user's language


@dataclass(frozen=True, slots=True)
class ShownRun:
    """A run as the page shows it: the preview (or the applied run's figures), its rows in the table's
    order with their names, and the summary's figures."""

    preview: Preview
    applied: AppliedRun | None
    players: list[PreviewRow]
    names: dict[str, str]  # by the run's ids (text)
    sorted_by: tuple[int, Qt.SortOrder]
    figures: RunFigures


def moves(player: PreviewRow, system: str) -> bool:
    """Whether a player's published rating changes (what the summary, Apply and Undo count)."""
    if get_system(system).role_modes:  # no single rating: the global Elo of each mode (Diplomacy)
        return player.status != "unchanged"
    return player.rating != player.old_rating


def read_shown(path: Path, sel: RunScope, sorted_by: tuple[int, Qt.SortOrder], status_text: dict[str, str],
               lang: str) -> ShownRun:
    """On a worker: the run ``sel`` as the page shows it, read on the worker's own connection."""
    def read(db: Database) -> ShownRun:
        # 50,000 rows read, sorted and frozen (no cycle in them) before the hold on full collections ends
        preview, applied = applied_or_previewed(db, sel)
        return frozen(shown_run(db, sel, preview, applied, sorted_by, status_text, lang))

    return on_its_connection(path, read)


def shown_run(db: Database, sel: RunScope, preview: Preview, applied: AppliedRun | None,
              sorted_by: tuple[int, Qt.SortOrder], status_text: dict[str, str], lang: str) -> ShownRun:
    """The names, the order and the figures of a preview (or an applied run's figures)."""
    players = sorted(preview.players, key=lambda p: (p.status == "unchanged", p.id))
    # the run writes ids as text; its players are everyone its games name
    names = names_by_contract_id(db, {p.player_id for p in players})
    players = sorted_run(preview.system, players, names, status_text, *sorted_by)
    figures = RunFigures(
        moved=sum(1 for p in players if moves(p, preview.system)), total=len(players),
        provisional=sum(1 for p in players if p.rating is None and p.provisional_rating is not None),
        covering_run=applied.id if applied is not None else applied_run(db, sel),
        notices=tuple(fide_notices(db, sel, preview.missing_lists, lang, most=NOTICES_SHOWN)))
    return ShownRun(preview, applied, players, names, sorted_by, figures)
