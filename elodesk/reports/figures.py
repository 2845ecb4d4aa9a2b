"""Matplotlib figures (never pyplot): the application shows them in a canvas, sheets print them.

They take the series of ``elodesk.reports.history`` and labels already
translated by the caller, so this module holds no user text of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from matplotlib.dates import AutoDateLocator, ConciseDateFormatter
from matplotlib.figure import Figure

from elodesk.reports.history import Series, grade_bands

COLOURS = ("#1f4e79", "#c0392b", "#27864a", "#8e44ad", "#d68910", "#2c3e50", "#16a085", "#7f8c8d")
BAND_COLOURS = ("#f4f6f8", "#e8edf2")


def history_figure(series: Sequence[Series], *, title: str = "", rating_label: str = "",
                   show_grades: bool = False, grade_names: Mapping[str, str] | None = None,
                   size: tuple[float, float] = (8, 4.5), dpi: int = 100) -> Figure:
    """Ratings over time, one line per series; Bataille Empire grade bands behind, grades named.

    ``grade_names`` translates the French grade names (RULES.md) for the labels; None keeps them.
    """
    names = grade_names or {}
    figure = Figure(figsize=size, dpi=dpi, layout="constrained")
    axes = figure.add_subplot()
    plotted = [s for s in series if s.dates]
    for i, s in enumerate(plotted):
        colour = COLOURS[i % len(COLOURS)]
        axes.plot(s.dates, s.ratings, marker="o", markersize=4, linewidth=1.8, color=colour, label=s.name)
        if show_grades:
            for day, value, name in zip(s.dates, s.ratings, s.grades, strict=True):
                axes.annotate(names.get(name, name), (day, value), textcoords="offset points", xytext=(0, 7),
                              ha="center", fontsize=7, color=colour)
    if show_grades and plotted:
        low = min(min(s.ratings) for s in plotted) - 60
        high = max(max(s.ratings) for s in plotted) + 60
        for i, (name, start, end) in enumerate(grade_bands()):
            if end <= low or start >= high:
                continue
            axes.axhspan(max(start, low), min(end, high), color=BAND_COLOURS[i % 2], zorder=0)
            axes.text(1.0, (max(start, low) + min(end, high)) / 2, f" {names.get(name, name)}",
                      transform=axes.get_yaxis_transform(), va="center", ha="left", fontsize=7, color="#5f6368")
        axes.set_ylim(low, high)
    locator = AutoDateLocator()
    axes.xaxis.set_major_locator(locator)
    axes.xaxis.set_major_formatter(ConciseDateFormatter(locator))
    axes.grid(True, color="#d0d7de", linewidth=0.6)
    axes.set_ylabel(rating_label)
    if title:
        axes.set_title(title)
    if len(plotted) > 1:
        axes.legend(loc="best", fontsize=8)
    return figure


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
