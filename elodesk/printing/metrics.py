"""Measuring a sheet on a device: fonts, millimetres and points in its pixels, the page and its
orientation, the widths of a table's columns.

``SheetLayout`` (``elodesk.printing.layout``) places blocks with these measures. A sheet of
tens of thousands of rows asks for the same fonts again and again: ``Metrics`` keeps each
font's metrics once, which makes laying out a federation's ranking list affordable.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPagedPaintDevice, QPageLayout, QPageSize

from elodesk.printing.document import AUTO, LANDSCAPE, PORTRAIT, Block, Cell, Document, Keep, Row, Table

# Page margins in millimetres: left, top, right, bottom (inside what every printer can print).
MARGINS_MM = (16.0, 12.0, 16.0, 12.0)
FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans", "DejaVu Sans"]
BODY_PT = 9.0
SMALLEST_PT = 6.5  # a table too wide is set smaller, down to this
COMFORTABLE_MM = 38.0
FLEX_GROWTH = 0.4  # what a name or club column needs before a table is called wide


@cache
def font(size: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """The sheets' font at a size; one object per size and weight (callers never change it)."""
    f = QFont()
    f.setFamilies(FONT_FAMILIES)
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPointSizeF(size)
    f.setBold(bold)
    f.setItalic(italic)
    return f


def page_layout(orientation: str, page_size: QPageSize | None = None) -> QPageLayout:
    left, top, right, bottom = MARGINS_MM
    return QPageLayout(page_size or QPageSize(QPageSize.PageSizeId.A4),
                       QPageLayout.Orientation.Landscape if orientation == LANDSCAPE
                       else QPageLayout.Orientation.Portrait,
                       QMarginsF(left, top, right, bottom), QPageLayout.Unit.Millimeter)


def resolution(device: QPagedPaintDevice) -> int:
    """The device's dots per inch: the ``resolution()`` of QPdfWriter and QPrinter, the devices a sheet is
    printed on, which PySide6's stub of their common base does not declare."""
    dpi: int = device.resolution()  # type: ignore[attr-defined]
    return dpi


def configure(document: Document, device: QPagedPaintDevice, *, keep_page_size: bool = False,
              metrics: Metrics | None = None) -> str:
    """Set the device's page (A4 unless kept) and the sheet's orientation; return the orientation.
    ``metrics`` (of this device) keeps what it measured for the layout that follows."""
    size = device.pageLayout().pageSize() if keep_page_size else None
    device.setPageLayout(page_layout(PORTRAIT, size))
    orientation = choose_orientation(document, device, metrics)
    device.setPageLayout(page_layout(orientation, size))
    return orientation


def choose_orientation(document: Document, device: QPagedPaintDevice, metrics: Metrics | None = None) -> str:
    """Portrait, unless the sheet asks otherwise or one of its tables is wider than a portrait page."""
    if document.orientation != AUTO:
        return document.orientation
    rect = device.pageLayout().paintRectPixels(resolution(device))
    portrait_width = min(rect.width(), rect.height())
    metrics = metrics or Metrics(device)
    for table in tables(document.blocks):
        if metrics.wanted_width(table) > portrait_width:
            return LANDSCAPE
    return PORTRAIT


def tables(blocks: list[Block]) -> list[Table]:
    out: list[Table] = []
    for block in blocks:
        if isinstance(block, Table):
            out.append(block)
        elif isinstance(block, Keep):
            out.extend(tables(block.blocks))
    return out


def cell_text(cell: str | Cell) -> str:
    return cell.text if isinstance(cell, Cell) else cell


class Metrics:
    """Sizes on one device: millimetres, points and text extents in its pixels.

    Extents depend on the device's resolution only; each font's metrics and each text's
    width are measured once (a ranking list repeats clubs, ratings and its own rows often).
    """

    def __init__(self, device: QPagedPaintDevice) -> None:
        self.device = device
        self.dpi = resolution(device)
        self._metrics: dict[int, tuple[QFont, QFontMetricsF]] = {}  # the font kept: its id stays its own
        self._widths: dict[tuple[int, str], float] = {}

    def forget(self) -> dict[tuple[int, str], float]:
        """Hand over the widths measured (a ranking's: 60,000 and more) for the caller to free, and
        start afresh."""
        widths, self._widths = self._widths, {}
        return widths

    def mm(self, value: float) -> float:
        return value * self.dpi / 25.4

    def pt(self, value: float) -> float:
        return value * self.dpi / 72

    def fm(self, f: QFont) -> QFontMetricsF:
        """The font's metrics on the device (``font`` returns one object per size: its id is a key)."""
        found = self._metrics.get(id(f))
        if found is None:
            found = self._metrics[id(f)] = (f, QFontMetricsF(f, self.device))
        return found[1]

    def width(self, f: QFont, text: str) -> float:
        key = (id(f), text)
        found = self._widths.get(key)
        if found is None:
            found = self._widths[key] = self.fm(f).horizontalAdvance(text)
        return found

    def wrapped_height(self, f: QFont, text: str, width: float) -> float:
        fm = self.fm(f)
        if self.width(f, text) <= width:
            return fm.height()
        return fm.boundingRect(QRectF(0, 0, width, 1e9), int(Qt.TextFlag.TextWordWrap), text).height()

    def padding(self, size: float) -> float:
        return self.pt(size * 0.45)

    def natural(self, table: Table, size: float) -> list[float]:
        body, head = font(size), font(size * 0.92, bold=True)
        pad = 2 * self.padding(size)
        widths = []
        for i, column in enumerate(table.columns):
            best = self.width(head, column.heading) if table.headings else 0.0
            for row in table.rows:
                if isinstance(row, Row):
                    cell = row.cells[i]
                    f = font(size, bold=True) if isinstance(cell, Cell) and cell.bold else body
                    best = max(best, self.width(f, cell_text(cell)))
            widths.append(best + pad + self.pt(1))  # a point to spare: painting may round wider than measuring
        return widths

    def least(self, table: Table, size: float, i: int) -> float:
        """A flexible column's narrowest width: its longest word."""
        body = font(size)
        words = [w for row in table.rows if isinstance(row, Row) for w in cell_text(row.cells[i]).split()]
        words += table.columns[i].heading.split() if table.headings else []
        return max([self.width(body, w) for w in words] + [self.mm(12)]) + 2 * self.padding(size)

    def wanted_width(self, table: Table) -> float:
        natural = self.natural(table, BODY_PT)
        return sum(min(w, self.mm(COMFORTABLE_MM)) if c.flexible else w
                   for w, c in zip(natural, table.columns, strict=True))

    def fit(self, table: Table, available: float) -> tuple[list[float], float]:
        """Column widths filling ``available`` and the font size that makes them fit."""
        size = BODY_PT
        while True:
            natural = self.natural(table, size)
            flexible = [i for i, c in enumerate(table.columns) if c.flexible]
            total = sum(natural)
            if total <= available:
                # The spare room: first to the flexible columns (up to 40 % wider), the rest to every column.
                widths = list(natural)
                spare = available - total
                for i in flexible:
                    grow = min(spare, natural[i] * FLEX_GROWTH)
                    widths[i] += grow
                    spare -= grow
                scale = available / sum(widths)
                return [w * scale for w in widths], size
            least = {i: min(natural[i], self.least(table, size, i)) for i in flexible}
            give = sum(natural[i] - least[i] for i in flexible)
            deficit = total - available
            if give >= deficit:
                return [w - (deficit * (w - least[i]) / give if i in least else 0)
                        for i, w in enumerate(natural)], size
            if size <= SMALLEST_PT:
                scale = available / total
                return [w * scale for w in natural], size
            size = max(SMALLEST_PT, size - 0.5)
