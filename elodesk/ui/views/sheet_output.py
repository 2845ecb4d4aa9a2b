"""The Sheets page's printing and PDF: the printer or the file asked for, then every page painted on a
worker, with a progress dialog whose Cancel stops it (a federation's ranking is over a thousand pages).
The words keep the page's lupdate context, ``SheetsView``."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QMessageBox, QProgressDialog

from elodesk.collector import full_collections_held
from elodesk.printing.document import Document
from elodesk.printing.output import print_to, write_pdf
from elodesk.ui.file_dialogs import save_path
from elodesk.ui.workers import Job

if TYPE_CHECKING:
    from elodesk.ui.views.sheets_view import SheetsView

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def file_stem(title: str) -> str:
    """A file name from a sheet's title: ``Classement — Elo belge (FRBE)`` → ``classement-elo-belge-frbe``."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-") or "sheet"


def print_on_printer(page: SheetsView, document: Document) -> None:
    """The printer dialog, then the sheet on the chosen printer (its paper size, the sheet's orientation);
    the printer stays with the page, keeping the user's choices."""
    if page.print_printer is None:
        page.print_printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        page.print_printer.setDocName(document.title)
    title = translate("SheetsView", "Print the sheet")
    dialog = QPrintDialog(page.print_printer, page)
    dialog.setWindowTitle(title)
    if not dialog.exec():
        return
    printer = page.print_printer
    paint_pages(page, title, lambda progress: print_to(document, printer, keep_page_size=True, progress=progress),
                lambda pages: translate("SheetsView", "%n page(s) sent to the printer.", "", pages),
                translate("SheetsView", "Printing"),
                translate("SheetsView", "The sheet could not be printed: {reason}"))


def write_as_pdf(page: SheetsView, document: Document) -> None:
    """Ask for a file (named after the sheet's title), then write the sheet there as PDF."""
    title = translate("SheetsView", "Save the sheet as PDF")
    path, _ = save_path(page, title, f"{file_stem(document.title)}.pdf",
                        translate("SheetsView", "PDF documents (*.pdf)"))
    if not path:
        return
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    name = Path(path).name
    paint_pages(page, title, lambda progress: write_pdf(document, path, progress=progress),
                lambda pages: translate("SheetsView", "Saved: {path}, %n page(s).", "", pages).format(path=name),
                translate("SheetsView", "Save as PDF"),
                translate("SheetsView", "The PDF could not be written: {reason}"))


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
