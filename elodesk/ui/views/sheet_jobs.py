"""The Sheets page's work off the UI thread: reading its lists, building and laying out a sheet.

A federation's ranking list reads 60,000 players and lays out over a thousand pages;
each of these functions runs in a ``ui.workers.Job`` with its own database connection
and hands the page something it only has to show: item models for the combo boxes
(moved to the UI thread), a ``SheetLayout`` whose pages the preview paints on demand.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QPageLayout, QPdfWriter, QStandardItemModel

from elodesk.collector import full_collections_held
from elodesk.printing import build_sheet
from elodesk.printing.document import Document
from elodesk.printing.layout import SheetLayout
from elodesk.printing.metrics import Metrics, configure, tables
from elodesk.store.db import open_db
from elodesk.store.events import event_heads
from elodesk.store.players import list_players
from elodesk.ui.event_texts import format_day

PREVIEW_DPI = 1200  # the preview's pages are laid out as on a high-resolution printer


@dataclass(frozen=True, slots=True)
class SheetChoice:
    """What the page's choices ask for (``build_sheet``'s arguments)."""

    kind: str
    system: str | None
    mode: str
    event_id: int | None
    player_id: int | None
    club: str | None
    category: str | None
    active_only: bool
    lang: str
    round_no: int


@dataclass(frozen=True, slots=True)
class Laid:
    """A sheet laid out for the preview: its pages, the paper they are on and its resolution."""

    document: Document
    sheet: SheetLayout
    page_layout: QPageLayout
    dpi: int


@dataclass(frozen=True, slots=True)
class Lists:
    """The events (newest first) and players (by name) to choose from, as item models, with the row
    of each id (``QComboBox.findData`` on 60,000 players takes a tenth of a second)."""

    events: QStandardItemModel
    players: QStandardItemModel
    event_rows: dict[int, int]
    player_rows: dict[int, int]
    categories: tuple[str, ...]  # the ranking's categories (the reports are imported here, off the UI thread)


def _with_db(path: Path, read: Any) -> Any:
    db = open_db(path, create=False)
    try:
        return read(db)
    finally:
        db.conn.close()


def _model(items: list[tuple[str, int]]) -> QStandardItemModel:
    """An item model of texts with their ids (Qt.UserRole), made here and handed to the UI thread.

    Its items are made by the model itself: a ``QStandardItem`` made in Python keeps a wrapper
    alive as long as the model, 60,000 more objects for every full collection to walk."""
    model = QStandardItemModel(len(items), 1)
    display, user = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole
    for row, (text, key) in enumerate(items):
        model.setItemData(model.index(row, 0), {display: text, user: key})
    model.moveToThread(QCoreApplication.instance().thread())
    return model


@full_collections_held()
def read_lists(path: Path, event_text: str, player_text: str) -> Lists:
    """The events and players, labelled with the page's own (translated) templates."""
    from elodesk.reports.sheet_data import CATEGORIES

    heads, listed = _with_db(path, lambda db: (event_heads(db), list_players(db)))
    events = [(event_text.format(name=e.name, start=format_day(e.start) or "?"), e.id) for e in reversed(heads)]
    players = [(player_text.format(name=p.name, id=p.id), p.id) for p in listed]
    return Lists(_model(events), _model(players), {key: row for row, (_, key) in enumerate(events)},
                 {key: row for row, (_, key) in enumerate(players)}, CATEGORIES)


@full_collections_held()
def read_clubs(path: Path, system: str, mode: str) -> list[str]:
    from elodesk.reports.sheet_data import ranking_clubs

    return _with_db(path, lambda db: ranking_clubs(db, system, mode))


@full_collections_held()
def lay_out(path: Path, choice: SheetChoice) -> Laid:
    """Build the sheet from the database and lay it out on an A4 page of its orientation."""
    document = _with_db(path, lambda db: build_sheet(
        db, choice.kind, system=choice.system, mode=choice.mode, event_id=choice.event_id,
        player_id=choice.player_id, club=choice.club, category=choice.category, active_only=choice.active_only,
        lang=choice.lang, round_no=choice.round_no))
    # A PDF writer that never paints: a paged device of the preview's resolution to measure on.
    target = QBuffer()
    device = QPdfWriter(target)
    target.setParent(device)
    device.setResolution(PREVIEW_DPI)
    metrics = Metrics(device)
    configure(document, device, metrics=metrics)
    laid = Laid(document, SheetLayout(document, device, metrics), device.pageLayout(), device.resolution())
    # Out of the collector's reach while it is shown: a ranking's 60,000 rows, walked by every full
    # collection, cost 40-160 ms each time, on whichever thread set it off. Safe: the sheet holds no
    # reference cycle (its rows are tuples of texts and shared cells, its ops tuples of atoms), so
    # reference counts still free it when the page drops it; the young collection first frees the
    # young cycles that would otherwise stay frozen (six layouts frozen, then unfrozen: a full
    # collection found nothing left to free).
    gc.collect(1)
    gc.freeze()
    return laid


RELEASE_STEP = 2048  # rows (or pages, or measured widths) freed a turn of the event loop: 1-3 ms


def release_in_steps(sheet: SheetLayout, parent: QObject, *, with_rows: bool) -> None:
    """Free a sheet the preview no longer shows a slice at a time, on the UI thread.

    Dropped at once, a federation's ranking (its 60,000 rows and their texts, as many ops, the
    widths measured: some 700,000 objects) took 50-120 ms of deallocation on the UI thread.
    The document's rows are emptied only ``with_rows``: when no print or PDF is using them.
    """
    lists: list[list[Any]] = [sheet.pages]
    if with_rows:
        lists += [table.rows for table in tables(sheet.document.blocks)]
    widths = sheet.m.forget()
    timer = QTimer(parent, interval=0)

    def step() -> None:
        for items in lists:
            if items:
                del items[-RELEASE_STEP:]
                return
        if widths:
            for _ in range(min(RELEASE_STEP, len(widths))):
                widths.popitem()
            return
        timer.stop()
        timer.deleteLater()

    timer.timeout.connect(step)
    timer.start()
