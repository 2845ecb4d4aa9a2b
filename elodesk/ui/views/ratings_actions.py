"""What the Ratings page's buttons do to the club database: apply the previewed run, undo the last
one, export the period for the federation. Each asks first, writes through the store, and says
what it did in the page's summary; the texts are the page's (its translation context). Before
that, the summary says what the preview would change, and whether Apply may write it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from elodesk.core.systems import EVENT_SYSTEMS
from elodesk.refusal import Refusal
from elodesk.reports.numbers import short_date
from elodesk.store.db import Database
from elodesk.store.runs import (
    LastRun,
    RunCounts,
    Undone,
    applied_run,
    apply,
    changed_since,
    last_run,
    run_counts,
    undo,
)
from elodesk.ui.context import Change, What
from elodesk.ui.file_dialogs import save_path
from elodesk.ui.workers import on_the_club

if TYPE_CHECKING:
    from elodesk.ui.views.ratings_view import RatingsView

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls
T = TypeVar("T")


def counted(ratings: str, states: str, counts: RunCounts) -> str:
    """Apply and Undo count alike: players whose rating changed, then, when more, every record
    written (games and archives move without a new rating)."""
    text = ratings.format(run=counts.run, ratings=counts.ratings_changed)
    if counts.states_changed != counts.ratings_changed:
        text += " " + states.format(states=counts.states_changed)
    return text


def show_state(view: RatingsView) -> None:
    """The summary and the Apply button: what the preview changes, and whether it can be applied (the
    figures the worker counted as it read the run: ratings_shown.RunFigures)."""
    figures = view.figures
    if view.output is None or view.selection is None or figures is None:
        return
    moved, total = figures.moved, figures.total
    if view.applied is not None:  # the figures the run wrote, not a preview over the ratings it wrote
        applied = view.applied
        text = translate("RatingsView", "Applied on {date} — run {run}: {moved} of {total} players' ratings "
                                        "changed. Undo that run to apply again.").format(
            date=short_date(applied.applied_at[:10]), run=applied.id, moved=moved, total=total)
        view.summary.setText(text)
        view.apply_button.setEnabled(False)
        view.apply_button.setToolTip(translate("RatingsView", "Already applied as run {run}").format(run=applied.id))
        view.undo_button.setEnabled(True)
        return
    text = translate("RatingsView", "{moved} of {total} players' ratings change.").format(moved=moved, total=total)
    provisional = figures.provisional
    if provisional:
        text += " " + translate("RatingsView", "Provisional ratings (not published): {n}.").format(n=provisional)
    run = figures.covering_run
    if run is not None:
        text += " " + translate("RatingsView", "Already applied as run {run}: undo that run to apply again.").format(
            run=run)
    else:
        text += " " + translate("RatingsView", "Nothing is written until you apply.")
    for line in figures.notices:
        text += " " + line
    view.summary.setText(text)
    _offer_apply(view, run)


def _offer_apply(view: RatingsView, run: int | None) -> None:
    """Apply offered unless an applied run covers the selection (``run``)."""
    view.apply_button.setEnabled(run is None)
    view.apply_button.setToolTip("" if run is None else translate("RatingsView", "Already applied as run {run}").format(
        run=run))


def _on_worker(view: RatingsView, read_or_write: Callable[[Database], T], done: Callable[[T], None], title: str, *,
               writes: bool = False) -> None:
    """Run ``read_or_write`` on a worker, the page taking no input meanwhile but drawn, the window live;
    ``done`` gets its result; a refusal is said in a message box."""
    view.setEnabled(False)
    view.progress.setVisible(True)
    on_the_club(view.ctx, view.writing, read_or_write, done, lambda text: _refused(view, title, text), writes=writes)


def _write_and_tell(view: RatingsView, title: str, system: str, write: Callable[[Database], T],
                    told: Callable[[T], str]) -> None:
    """Apply and Undo write alike: on a worker (the store's one write on its connection: on bench_ui's
    club, Apply held the window 6.2 s, Undo 2.9 s); then a refusal in a message box, else the pages told
    and ``told`` says what was written."""
    _on_worker(view, write, lambda result: _written(view, system, told(result)), title, writes=True)


def _ended(view: RatingsView) -> None:
    view.setEnabled(True)
    view.progress.setVisible(False)


def _refused(view: RatingsView, title: str, text: str) -> None:
    _ended(view)
    QMessageBox.warning(view, title, text)


def _written(view: RatingsView, system: str, text: str) -> None:
    _ended(view)
    view.applied = None  # until the page's run is read again: the database says whether it is applied
    # the figures shown are the run's before the write; their counts come with the run read again,
    # made by the worker that reads it (not 50,000 players counted here: issue 24)
    view.figures = None
    if view.selection is not None:  # one query: Apply is offered again at once after Undo
        _offer_apply(view, applied_run(view.ctx.db, view.selection))
    # every page follows, this one too: after Apply its run's figures are the history's, after Undo a new preview
    view.ctx.notify(Change(What.RATINGS, system=system))
    view.summary.setText(text)


def apply_run(view: RatingsView) -> None:
    sel = view.current_selection()
    if sel is None:
        return
    title = translate("RatingsView", "Apply")
    answer = QMessageBox.question(view, title, translate(
        "RatingsView", "Apply {what}? The new ratings are written to the club database "
        "(a backup copy is made first).").format(what=view.describe(sel)))
    if answer != QMessageBox.StandardButton.Yes:
        return
    # the figures the officer saw are written, not computed again (the store refuses if the club changed since)
    shown = view.output if view.selection == sel and view.applied is None else None
    _write_and_tell(
        view, title, sel.system, lambda db: run_counts(db, apply(db, sel, shown=shown)),
        lambda counts: counted(translate("RatingsView", "Applied as run {run}: {ratings} players' ratings changed."),
                               translate("RatingsView", "{states} players' records written in all."), counts))


def undo_run(view: RatingsView) -> None:
    """Read the run to undo and the players who keep their record (a worker: on a federation's run, 0.8 s),
    then ask, then undo."""
    system = view.current_system()

    def read(db: Database) -> tuple[LastRun | None, int]:
        last = last_run(db, system)
        return last, len(changed_since(db, last.id)) if last is not None else 0

    _on_worker(view, read, lambda found: _ask_undo(view, system, *found), translate("RatingsView", "Undo"))


def _ask_undo(view: RatingsView, system: str, last: LastRun | None, kept: int) -> None:
    _ended(view)
    title = translate("RatingsView", "Undo")
    if last is None:
        QMessageBox.information(view, title, translate("RatingsView", "Nothing to undo in this system."))
        return
    question = translate(
        "RatingsView", "Undo the last applied run of this system ({what})? Every rating it changed goes back.").format(
            what=view.describe(last.selection()))
    if kept:  # told before; the undo itself finds them again as it writes
        question += " " + kept_text(kept)
    answer = QMessageBox.question(view, title, question)
    if answer != QMessageBox.StandardButton.Yes:
        return

    def told(undone: Undone) -> str:
        text = counted(translate("RatingsView", "Run {run} undone: {ratings} players' ratings restored."),
                       translate("RatingsView", "{states} players' records restored in all."), undone.counts)
        return f"{text} {kept_text(undone.kept)}" if undone.kept else text

    _write_and_tell(view, title, system, lambda db: undo(db, system), told)


def kept_text(count: int) -> str:
    """What an undo leaves: the players whose record a list or an edit changed after the run."""
    return translate("RatingsView", "Players whose record changed since this run (a list imported, a record "
                                    "edited) keep it as it is: {count}.").format(count=count)


def export_for_submission(view: RatingsView) -> None:
    """The event shown as the file of the system being rated, proposed first (FIDE and the FFE: FIDE's report;
    the Belgian systems: the Belgian file); the officer may pick another in the dialog."""
    from elodesk.reports.submission import files_for, write_submission
    from elodesk.store.events import export_event

    sel = view.current_selection()
    if sel is None or sel.system in EVENT_SYSTEMS:
        return
    try:
        event = export_event(view.ctx.db, sel)
    except Refusal as exc:
        QMessageBox.warning(view, translate("RatingsView", "Export"), view.ctx.describe(exc))
        return
    labels = {kind: submission_label(kind) for kind in files_for(sel.system)}
    path, chosen = save_path(view, translate("RatingsView", "Export for submission"), f"{event.name}.trf",
                             ";;".join(labels.values()))
    if not path:
        return
    kind = next((k for k, label in labels.items() if label == chosen), next(iter(labels)))
    try:
        write_submission(view.ctx.db, sel, Path(path), kind)
    except Refusal as exc:
        QMessageBox.warning(view, translate("RatingsView", "Export"), view.ctx.describe(exc))
        return
    except OSError as exc:  # the folder refuses it (read-only, gone): said, not an internal error
        QMessageBox.warning(view, translate("RatingsView", "Export"), translate(
            "RatingsView", "The file could not be written:\n{error}").format(error=exc.strerror or exc))
        return
    view.summary.setText(translate("RatingsView", "Written: {path}").format(path=path))


def submission_label(kind: str) -> str:
    """A file's name in the save dialog's list of types."""
    return {
        "fide-trf": translate("RatingsView", "FIDE tournament report, TRF-16 (*.trf)"),
        "fide-trf-2026": translate("RatingsView", "FIDE tournament report, TRF-2026 (*.trf)"),
        "frbe-trf": translate("RatingsView", "Belgian submission file (*.trf)"),
    }[kind]
