"""The Sheets page's preview: a laid-out sheet's pages one under the other, painting only those in sight.

``QPrintPreviewWidget`` paints every page whenever it updates: a federation's ranking list
is over a thousand pages. Here the sheet is laid out once (on a worker, see
``elodesk.printing.layout.SheetLayout``) and a page is painted when it scrolls into
view, into a picture kept while the zoom stays the same.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPageLayout, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from elodesk.printing.layout import SheetLayout

GAP = 40  # pixels above, between and below the pages (as QPrintPreviewWidget shows them)
SIDE = 45  # pixels left and right of a page fitted to the width
KEPT = 12  # pages kept painted
ZOOM_STEP = 1.25
BACKGROUND = QColor("#a0a0a4")
SHADOW = QColor(0, 0, 0, 170)
FIT_WIDTH, FIT_PAGE, CUSTOM = "width", "page", "custom"


class PageView(QAbstractScrollArea):
    """Shows a ``SheetLayout``'s pages on its paper (``set_layout``); zooms like a print preview."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: SheetLayout | None = None
        self.page_layout = QPageLayout()
        self.dpi = 1
        self.zoom = 1.0  # screen pixels per device pixel
        self.mode = FIT_WIDTH
        self.painted: OrderedDict[int, QImage] = OrderedDict()  # page index -> picture at the current zoom
        self.verticalScrollBar().setSingleStep(40)

    # --- what is shown ---------------------------------------------------------------------------

    def set_layout(self, sheet: SheetLayout | None, page_layout: QPageLayout, dpi: int) -> None:
        """Show a laid-out sheet (None: nothing) on paper of ``page_layout`` at the layout's ``dpi``."""
        self.sheet, self.page_layout, self.dpi = sheet, page_layout, dpi
        self.painted.clear()
        self._fit()
        self.verticalScrollBar().setValue(0)
        self.viewport().update()

    def pageCount(self) -> int:  # as QPrintPreviewWidget names it
        return len(self.sheet.pages) if self.sheet is not None else 0

    def pageLayout(self) -> QPageLayout:
        return self.page_layout

    def _paper(self) -> QRectF:
        """The whole sheet of paper in device pixels."""
        return QRectF(self.page_layout.fullRectPixels(self.dpi))

    def _page_size(self) -> QSize:
        paper = self._paper()
        return QSize(max(1, round(paper.width() * self.zoom)), max(1, round(paper.height() * self.zoom)))

    # --- zooming ---------------------------------------------------------------------------------

    def fitToWidth(self) -> None:
        self.mode = FIT_WIDTH
        self._fit()

    def fitInView(self) -> None:
        self.mode = FIT_PAGE
        self._fit()

    def zoomIn(self) -> None:
        self._set_zoom(self.zoom * ZOOM_STEP)

    def zoomOut(self) -> None:
        self._set_zoom(self.zoom / ZOOM_STEP)

    def _set_zoom(self, zoom: float) -> None:
        self.mode = CUSTOM
        self._apply(zoom)

    def _fit(self) -> None:
        paper = self._paper()
        if self.mode == CUSTOM or paper.isEmpty():
            self._apply(self.zoom)
            return
        width = (self.viewport().width() - 2 * SIDE) / paper.width()
        height = (self.viewport().height() - 2 * GAP) / paper.height()
        self._apply(max(0.01, width if self.mode == FIT_WIDTH else min(width, height)))

    def _apply(self, zoom: float) -> None:
        """Change the zoom, keeping the same place of the sheet in sight."""
        bar = self.verticalScrollBar()
        where = bar.value() / max(1, bar.maximum()) if bar.maximum() else 0.0
        if abs(zoom - self.zoom) > 1e-9:
            self.zoom = zoom
            self.painted.clear()
        size = self._page_size()
        count = self.pageCount()
        total = GAP + count * (size.height() + GAP)
        bar.setPageStep(self.viewport().height())
        bar.setRange(0, max(0, total - self.viewport().height()))
        bar.setValue(round(where * bar.maximum()))
        across = self.horizontalScrollBar()
        across.setPageStep(self.viewport().width())
        across.setRange(0, max(0, size.width() + 2 * SIDE - self.viewport().width()))
        self.viewport().update()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # --- painting --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), BACKGROUND)
        if self.sheet is not None:
            self._paint_pages(painter)
        painter.end()

    def _paint_pages(self, painter: QPainter) -> None:
        """The pages in sight, each with its shadow, on the grey of the preview."""
        size = self._page_size()
        step = size.height() + GAP
        top = self.verticalScrollBar().value()
        first = max(0, (top - GAP) // step)
        last = min(self.pageCount() - 1, (top + self.viewport().height()) // step)
        x = max(SIDE, (self.viewport().width() - size.width()) // 2) - self.horizontalScrollBar().value()
        for index in range(first, last + 1):
            y = GAP + index * step - top
            painter.fillRect(x + 4, y + 4, size.width(), size.height(), SHADOW)
            painter.drawImage(x, y, self._page(index, size))

    def _page(self, index: int, size: QSize) -> QImage:
        """Page ``index``'s picture at the current zoom, painted now if it is not kept."""
        image = self.painted.get(index)
        if image is not None:
            self.painted.move_to_end(index)
            return image
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.white)
        # The picture's resolution is the layout's: fonts sized in points come out as they were measured.
        dots = round(self.dpi / 0.0254)
        image.setDotsPerMeterX(dots)
        image.setDotsPerMeterY(dots)
        painter = QPainter(image)
        painter.scale(size.width() / self._paper().width(), size.height() / self._paper().height())
        painter.translate(QPointF(self.page_layout.paintRectPixels(self.dpi).topLeft()))
        assert self.sheet is not None
        self.sheet.paint_page(painter, index + 1)
        painter.end()
        self.painted[index] = image
        while len(self.painted) > KEPT:
            self.painted.popitem(last=False)
        return image
