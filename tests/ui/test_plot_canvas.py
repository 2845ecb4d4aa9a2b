"""The plot canvas: a worker draws the figure at the widget's size, the widget paints the picture."""

from __future__ import annotations

import sys

from matplotlib.figure import Figure
from PySide6.QtGui import QColor

from elodesk.ui.widgets.plot_canvas import PlotCanvas


def _figure() -> Figure:
    figure = Figure(figsize=(8, 4.5), dpi=100, layout="constrained")
    figure.add_subplot().plot([1, 2, 3], [3, 1, 2], color="#c0392b")
    return figure


def test_the_figure_is_drawn_off_the_ui_thread_at_the_widget_size(qtbot):
    canvas = PlotCanvas()
    qtbot.addWidget(canvas)
    canvas.resize(500, 300)
    canvas.show()
    with qtbot.waitSignal(canvas.drawn):
        canvas.set_figure(_figure())
    assert canvas.is_drawn()
    picture = canvas.grab().toImage()
    assert (picture.width(), picture.height()) == (500, 300)
    colours = {picture.pixelColor(x, y).name() for x in range(0, 500, 5) for y in range(0, 300, 5)}
    assert QColor("white").name() in colours and len(colours) > 3  # the axes and the line, on white
    assert "matplotlib.backends.backend_qtagg" not in sys.modules  # no Qt canvas of matplotlib's


def test_a_resize_draws_again_and_a_hidden_canvas_waits_to_be_shown(qtbot):
    canvas = PlotCanvas()
    qtbot.addWidget(canvas)
    canvas.resize(400, 260)
    canvas.set_figure(_figure())  # not shown yet: nothing drawn
    assert not canvas.is_drawn()
    with qtbot.waitSignal(canvas.drawn):
        canvas.show()
    with qtbot.waitSignal(canvas.drawn):
        canvas.resize(640, 360)
    assert canvas.is_drawn()
    assert (canvas.figure.get_figwidth(), canvas.figure.get_figheight()) == (6.4, 3.6)


def test_the_png_saved_has_the_size_shown(qtbot, tmp_path):
    from PySide6.QtGui import QImage

    canvas = PlotCanvas()
    qtbot.addWidget(canvas)
    canvas.resize(400, 300)
    canvas.save_png(tmp_path / "nothing.png")  # no figure yet: nothing written
    assert not (tmp_path / "nothing.png").exists()
    canvas.set_figure(_figure())
    canvas.save_png(tmp_path / "plot.png", dpi=150)
    saved = QImage(str(tmp_path / "plot.png"))
    assert (saved.width(), saved.height()) == (600, 450)


def test_an_empty_canvas_weighs_nothing_in_its_page_layout(qtbot):
    # the History page's splitter shares its width as it did with the empty tabs of before
    canvas = PlotCanvas()
    qtbot.addWidget(canvas)
    assert canvas.minimumSize().isNull()
    canvas.set_figure(_figure())
    assert (canvas.minimumWidth(), canvas.minimumHeight()) == (360, 240)
