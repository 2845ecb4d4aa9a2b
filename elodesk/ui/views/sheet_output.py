"""The Sheets page's printing and PDF: every page painted on a worker, with a progress dialog
whose Cancel stops it (a federation's ranking is over a thousand pages)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog

from elodesk.collector import full_collections_held
from elodesk.ui.workers import Job

if TYPE_CHECKING:
    from elodesk.ui.views.sheets_view import SheetsView


def paint_pages(page: SheetsView, title: str, work: Callable[[Any], int], done: Callable[[int], str],
                failure_title: str, failure: str) -> None:
    """Run ``work(progress)`` on a worker as the page's ``painting`` job; the page's ``printed`` tells the end
    (the page count, 0 when cancelled or refused), its summary says ``done(pages)``."""
    dialog = QProgressDialog(page)
    dialog.setWindowTitle(title)
    dialog.setLabelText(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(400)
    dialog.setRange(0, 0)

    def run(progress: Any, cancelled: Any) -> int | OSError:
        try:
            with full_collections_held():  # the sheet laid out again: as for the preview's
                return work(progress)
        except OSError as exc:  # the printer or the file refused: said, not an internal error
            return exc

    def progressed(pages: int, count: int) -> None:
        dialog.setMaximum(count)
        dialog.setValue(pages)

    def close(*_ended: object) -> None:
        dialog.reset()
        dialog.deleteLater()

    def finished(result: int | OSError) -> None:
        if isinstance(result, OSError):
            refused(failure.format(reason=page.ctx.describe(result)))
            return
        page.summary.setText(done(result))
        page.printed.emit(result)

    def refused(message: str) -> None:
        QMessageBox.warning(page, failure_title, message)
        page.printed.emit(0)

    def cancelled() -> None:
        if page.painting.job is job:
            page.painting.cancel()  # nor its sheet, which the preview may no longer show
        page.printed.emit(0)

    job = Job(run, page.ctx.describe)
    job.signals.progress.connect(progressed)
    for ended in (job.signals.finished, job.signals.failed, job.signals.cancelled):
        ended.connect(close)  # first: the dialog goes whichever way the job ends
    job.signals.cancelled.connect(cancelled)
    dialog.canceled.connect(job.cancel)
    page.painting.start(job, finished, refused)
