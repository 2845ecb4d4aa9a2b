"""Sheets to a PDF file or a printer, through the one layout (``elodesk.printing.layout``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QPagedPaintDevice, QPainter, QPdfWriter

from elodesk.printing.document import Document
from elodesk.printing.layout import SheetLayout
from elodesk.printing.metrics import configure

PDF_DPI = 600
_app: QCoreApplication | None = None  # the application made here, kept alive


def ensure_gui() -> QCoreApplication:
    """A Qt GUI application for fonts and painting; headless (offscreen) when there is no display."""
    global _app
    app = QCoreApplication.instance()
    if app is not None:
        return app
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication(["elodesk"])
    return _app


Progress = Callable[[int, int], None]  # (pages painted, page count); may raise to stop


def print_to(document: Document, device: QPagedPaintDevice, *, keep_page_size: bool = False,
             progress: Progress | None = None) -> int:
    """Configure the device for the sheet (A4, its orientation), paint it; return the page count."""
    configure(document, device, keep_page_size=keep_page_size)
    return render(document, device, progress)


def render(document: Document, device: QPagedPaintDevice, progress: Progress | None = None) -> int:
    """Lay the document out on a configured device and paint it; return the number of pages."""
    layout = SheetLayout(document, device)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("could not start printing (is the file writable?)")
    try:
        layout.paint(painter, progress)
    except BaseException:
        abort = getattr(device, "abort", None)  # a printer drops the pages sent so far
        if abort is not None:
            abort()
        raise
    finally:
        painter.end()
    return len(layout.pages)


def write_pdf(document: Document, path: str | Path, *, progress: Progress | None = None) -> int:
    """Write the sheet as a PDF file; return the number of pages. Stopped by ``progress``, it leaves no file."""
    ensure_gui()
    path = Path(path)
    if not path.parent.is_dir():
        raise OSError(f"{path}: no such folder {path.parent}")
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setTitle(document.title)
    writer.setCreator("elodesk")
    complete = False
    try:
        pages = print_to(document, writer, progress=progress)
        complete = True
    finally:
        del writer  # the file is complete once the writer is gone
        if not complete:
            path.unlink(missing_ok=True)
    return pages
