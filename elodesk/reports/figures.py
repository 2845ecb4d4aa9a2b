"""Matplotlib figures (never pyplot): the application shows them in a canvas, sheets print them.

They take the series of ``elodesk.reports.history`` and labels already
translated by the caller, so this module holds no user text of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from matplotlib.axes import Axes
from matplotlib.dates import AutoDateLocator, ConciseDateFormatter, num2date
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from elodesk.reports.history import Series, grade_bands

COLOURS = ("#1f4e79", "#c0392b", "#27864a", "#8e44ad", "#d68910", "#2c3e50", "#16a085", "#7f8c8d")
# Grade bands from the lowest grade up, light to darker, each with its hatching: told apart on
# screen by colour and on a black-and-white print by the hatching.
BAND_COLOURS = ("#fff7e0", "#fdeccd", "#f6e0b8", "#e9f1dc", "#d6e9c6", "#dcebf5", "#c4dcef", "#e4dcf1", "#d3c5ea")
BAND_HATCHES = ("", "..", "", "//", "", "\\\\", "", "xx", "")
BAND_EDGE = "#9aa4ae"
LABEL_SIZE = 7  # points


def _month_ticks(month_names: Sequence[str]) -> FuncFormatter:
    """Dates on the axis with the caller's month names (matplotlib's own follow the C locale)."""

    def text(value: float, _position: int | None = None) -> str:
        day = num2date(value)
        if day.month == 1 and day.day == 1:
            return str(day.year)
        name = month_names[day.month - 1]
        return name if day.day == 1 else f"{day.day} {name}"

    return FuncFormatter(text)


def _grade_labels(figure: Figure, axes: Axes, plotted: Sequence[Series], names: Mapping[str, str]) -> None:
    """Each line's grade where it changes and at its last point. A label that would cover another
    moves above or below its point, further each time (a last one up to four lines away); a middle
    label with no room left is left out: the band behind names the grade as well."""
    x_low, x_high = axes.get_xlim()
    y_low, y_high = axes.get_ylim()
    width_pt, height_pt = figure.get_figwidth() * 72 * 0.8, figure.get_figheight() * 72 * 0.75
    line = LABEL_SIZE * 1.5 / height_pt  # a label's height, as a fraction of the axes' height
    placed: list[tuple[float, float, float]] = []  # centre x, centre y, half width: axes fractions

    def free(x: float, y: float, half: float) -> bool:
        return all(abs(x - px) >= half + ph or abs(y - py) >= line for px, py, ph in placed)

    for i, s in enumerate(plotted):
        colour = COLOURS[i % len(COLOURS)]
        last = len(s.dates) - 1
        for j, (day, value, name) in enumerate(zip(s.dates, s.ratings, s.grades, strict=True)):
            if j not in (0, last) and name == s.grades[j - 1]:
                continue
            text = names.get(name, name)
            x = (axes.convert_xunits(day) - x_low) / (x_high - x_low or 1)
            y = (value - y_low) / (y_high - y_low or 1)
            half = len(text) * LABEL_SIZE * 0.3 / width_pt
            steps = (1, -1, 2, -2, 3, -3, 4, -4) if j == last else (1, -1)
            spot = next((y + k * line for k in steps if free(x, y + k * line, half)), None)
            if spot is None:
                continue
            placed.append((x, spot, half))
            axes.annotate(text, (day, value), xytext=(x, spot), textcoords="axes fraction", ha="center",
                          va="center", fontsize=LABEL_SIZE, color=colour,
                          fontweight="bold" if j == last else "normal")


def _grade_bands(axes: Axes, low: float, high: float, names: Mapping[str, str]) -> None:
    for i, (name, start, end) in enumerate(grade_bands()):
        if end <= low or start >= high:
            continue
        # the band's edges are the grade's limits, dashed
        band = axes.axhspan(max(start, low), min(end, high), facecolor=BAND_COLOURS[i % len(BAND_COLOURS)],
                            hatch=BAND_HATCHES[i % len(BAND_HATCHES)], edgecolor=BAND_EDGE, linewidth=0.6,
                            linestyle="--", zorder=0)
        band.set_hatch_linewidth(0.4)
        axes.text(1.0, (max(start, low) + min(end, high)) / 2, f" {names.get(name, name)}",
                  transform=axes.get_yaxis_transform(), va="center", ha="left", fontsize=7.5, color="#3c4043")


def history_figure(series: Sequence[Series], *, title: str = "", rating_label: str = "",
                   show_grades: bool = False, grade_names: Mapping[str, str] | None = None,
                   month_names: Sequence[str] | None = None,
                   size: tuple[float, float] = (8, 4.5), dpi: int = 100) -> Figure:
    """Ratings over time, one line per series; Bataille Empire grade bands behind, grades named
    where they change and at the last point.

    ``grade_names`` translates the French grade names (RULES.md) for the labels; None keeps them.
    ``month_names`` (January first) name the months on the date axis in the reader's language.
    """
    names = grade_names or {}
    figure = Figure(figsize=size, dpi=dpi, layout="constrained")
    axes = figure.add_subplot()
    plotted = [s for s in series if s.dates]
    for i, s in enumerate(plotted):
        # Dates are plotted through matplotlib's units (its date converter), which its stubs do not know.
        axes.plot(s.dates, s.ratings, marker="o", markersize=4, linewidth=1.8,  # type: ignore[arg-type]
                  color=COLOURS[i % len(COLOURS)], label=s.name)
    if show_grades and plotted:
        low = min(min(s.ratings) for s in plotted) - 60
        high = max(max(s.ratings) for s in plotted) + 60
        _grade_bands(axes, low, high, names)
        axes.set_ylim(low, high)
        _grade_labels(figure, axes, plotted, names)
    locator = AutoDateLocator()
    axes.xaxis.set_major_locator(locator)
    axes.xaxis.set_major_formatter(_month_ticks(month_names) if month_names else ConciseDateFormatter(locator))
    axes.grid(True, color="#d0d7de", linewidth=0.6)
    axes.set_ylabel(rating_label)
    if title:
        axes.set_title(title)
    if len(plotted) > 1:
        axes.legend(loc="best", fontsize=8, framealpha=0.9)
    return figure


def hint(figure: Figure, text: str) -> None:
    """An empty plot says what to do instead of showing meaningless axes."""
    axes = figure.axes[0]
    axes.set_axis_off()
    axes.text(0.5, 0.5, text, transform=axes.transAxes, ha="center", va="center", wrap=True,
              fontsize=10, color="#5f6368")


def distribution_figure(values: Sequence[float], *, title: str = "", rating_label: str = "",
                        count_label: str = "", size: tuple[float, float] = (8, 4.5), dpi: int = 100) -> Figure:
    """How a system's current ratings are spread (bins of 50 points)."""
    figure = Figure(figsize=size, dpi=dpi, layout="constrained")
    axes = figure.add_subplot()
    if values:
        start = int(min(values) // 50 * 50)
        stop = int(max(values) // 50 * 50 + 100)
        axes.hist(values, bins=range(start, stop, 50), color=COLOURS[0], edgecolor="white")
    axes.set_xlabel(rating_label)
    axes.set_ylabel(count_label)
    axes.grid(True, axis="y", color="#d0d7de", linewidth=0.6)
    if title:
        axes.set_title(title)
    return figure
