"""A matplotlib figure shown as a picture: drawn by Agg on a worker, painted by Qt on the UI thread.

``elodesk.reports.figures`` builds a new ``Figure`` whenever the data change; the canvas takes
the figure whole rather than redrawing into an old one, so a figure never carries state (axes,
limits, annotations) from the previous plot.

matplotlib's own Qt canvas draws the figure in its ``paintEvent``, on the UI thread: 100-250 ms
for a history plot on the benchmark club (issue 13.1), and importing its Qt backend 30 ms more.
Here a worker draws the figure with Agg at the widget's size (as that canvas would: the same
pixels) into a ``QImage``, which may be made off the UI thread; the widget paints the picture.
A resize asks for another drawing, the old picture stretched meanwhile.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QRectF, QSize, Signal, Slot
from PySide6.QtGui import QImage, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from elodesk.collector import import_for_good
from elodesk.ui.workers import Job, start

if TYPE_CHECKING:  # matplotlib is imported by the workers that make and draw the figures
    from matplotlib.figure import Figure

SAVE_DPI = 150  # a saved picture is sharper than the screen, for printing or a club website
MINIMUM = QSize(360, 240)  # a plot smaller than this cannot be read


class Drawing(NamedTuple):
    """What a picture shows: which figure (numbered as set), at what size and pixel ratio."""

    figure: int
    width: int
    height: int
    ratio: float


def draw_figure(figure: Figure, dpi: float, drawing: Drawing, lock: threading.Lock) -> tuple[Drawing, QImage]:
    """The figure drawn by Agg at the drawing's size (a worker calls this; the lock keeps one
    drawing or saving of a canvas's figure at a time)."""
    agg = import_for_good("matplotlib.backends.backend_agg")
    with lock:
        canvas = agg.FigureCanvasAgg(figure)  # the figure's canvas from now on (savefig draws with it)
        figure.set_dpi(dpi * drawing.ratio)
        figure.set_size_inches(drawing.width / dpi, drawing.height / dpi, forward=False)
        canvas.draw()
        buffer = canvas.buffer_rgba()
        height, width = buffer.shape[0], buffer.shape[1]
        image = QImage(bytes(buffer), width, height, width * 4, QImage.Format.Format_RGBA8888).copy()
    image.setDevicePixelRatio(drawing.ratio)
    return drawing, image


class PlotCanvas(QWidget):
    """Shows one figure at a time; ``set_figure`` swaps it, ``save_png`` writes it."""

    drawn = Signal()  # the picture of the current figure at the widget's size is shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.figure: Figure | None = None
        self._dpi = 100.0  # the figure's own resolution, at a pixel ratio of 1
        self._number = 0  # figures set so far: a drawing of an older one is not the one wanted
        self._lock = threading.Lock()
        self._image: QImage | None = None
        self._shown: Drawing | None = None
        self._drawing: Job | None = None  # the one drawing running (another waits for it to end)

    def set_figure(self, figure: Figure) -> None:
        """Show ``figure`` in place of the current one (drawn on a worker)."""
        self.figure, self._dpi = figure, figure.dpi
        self._number += 1
        self.setMinimumSize(MINIMUM)  # none before: an empty canvas weighs nothing in its page's layout
        self._draw()

    def is_drawn(self) -> bool:
        """Whether the picture shown is the current figure at the widget's size."""
        return self._shown is not None and self._shown == self._wanted()

    def _wanted(self) -> Drawing:
        return Drawing(self._number, self.width(), self.height(), self.devicePixelRatioF())

    def _draw(self) -> None:
        """Have a worker draw the figure at the widget's size, unless shown or being drawn already."""
        if self.figure is None or not self.isVisible() or self._drawing is not None or self.is_drawn():
            return
        figure, dpi, wanted, lock = self.figure, self._dpi, self._wanted(), self._lock
        job = Job(lambda _progress, _cancelled: draw_figure(figure, dpi, wanted, lock))
        job.signals.finished.connect(self._drawn)
        job.signals.failed.connect(self._failed)
        self._drawing = start(job)

    @Slot(object)
    def _drawn(self, result: tuple[Drawing, QImage]) -> None:
        self._drawing = None
        self._shown, self._image = result
        self.update()
        if self.is_drawn():
            self.drawn.emit()
        else:
            self._draw()  # resized or given another figure meanwhile

    @Slot(str)
    def _failed(self, _text: str) -> None:
        self._drawing = None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._image is None:
            return  # the page's background until the first picture
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(QRectF(self.rect()), self._image)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._draw()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._draw()

    def save_png(self, path: str | Path, dpi: int = SAVE_DPI) -> None:
        """Write the figure shown as a PNG picture (raises OSError when the file cannot be written)."""
        if self.figure is None:
            return
        with self._lock:  # at the size shown, as a drawing would be
            self.figure.set_size_inches(self.width() / self._dpi, self.height() / self._dpi, forward=False)
            self.figure.savefig(path, format="png", dpi=dpi)
