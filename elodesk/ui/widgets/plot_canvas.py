"""A matplotlib figure inside a Qt widget (``FigureCanvasQTAgg``; never ``pyplot``).

``elodesk.reports.figures`` builds a new ``Figure`` whenever the data change;
the canvas takes the figure whole rather than redrawing into an old one, so a
figure never carries state (axes, limits, annotations) from the previous plot.
"""

from __future__ import annotations

from pathlib import Path

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

SAVE_DPI = 150  # a saved picture is sharper than the screen, for printing or a club website


class PlotCanvas(QWidget):
    """Shows one figure at a time; ``set_figure`` swaps it, ``save_png`` writes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.canvas = self._make_canvas(Figure(layout="constrained"))
        self._layout.addWidget(self.canvas)

    def _make_canvas(self, figure: Figure) -> FigureCanvasQTAgg:
        canvas = FigureCanvasQTAgg(figure)
        canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        canvas.setMinimumSize(360, 240)
        return canvas

    @property
    def figure(self) -> Figure:
        return self.canvas.figure

    def set_figure(self, figure: Figure) -> None:
        """Show ``figure`` in place of the current one."""
        old = self.canvas
        self.canvas = self._make_canvas(figure)
        self._layout.replaceWidget(old, self.canvas)
        old.setParent(None)
        old.deleteLater()
        self.canvas.draw_idle()

    def save_png(self, path: str | Path, dpi: int = SAVE_DPI) -> None:
        """Write the figure shown as a PNG picture (raises OSError when the file cannot be written)."""
        self.figure.savefig(path, format="png", dpi=dpi)
