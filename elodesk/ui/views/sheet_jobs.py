"""The Sheets page's work off the UI thread: reading its lists, building and laying out a sheet.

A federation's ranking list reads 60,000 players and lays out over a thousand pages;
each of these functions runs in a ``ui.workers.Job`` with its own database connection
and hands the page something it only has to show: item models for the combo boxes
(moved to the UI thread), a ``SheetLayout`` whose pages the preview paints on demand.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QCoreApplication, Qt
from PySide6.QtGui import QPageLayout, QPdfWriter, QStandardItemModel

from elodesk.printing import build_sheet
from elodesk.printing.document import Document
from elodesk.printing.layout import SheetLayout
from elodesk.printing.metrics import Metrics, configure
from elodesk.store.db import open_db
from elodesk.store.events import event_heads
from elodesk.store.players import list_players
from elodesk.ui.collector import full_collections_held

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
    events = [(event_text.format(name=e.name, start=e.start or "?"), e.id) for e in reversed(heads)]
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
    return Laid(document, SheetLayout(document, device, metrics), device.pageLayout(), device.resolution())
