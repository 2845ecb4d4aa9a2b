"""The history plot: grades named where they change, labels that never cover each other, bands
readable on screen and in print, months in the reader's language."""

from __future__ import annotations

from datetime import date

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.text import Annotation

from elodesk.core.bataille_empire import grade
from elodesk.reports.figures import history_figure
from elodesk.reports.history import Series

FRENCH_MONTHS = ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")


def series(name: str, points: list[tuple[date, int]]) -> Series:
    return Series(1, name, "bataille-empire", [d for d, _ in points], [float(v) for _, v in points],
                  [grade(v) for _, v in points])


def labels(figure) -> list[Annotation]:
    return [t for t in figure.axes[0].texts if isinstance(t, Annotation)]


def test_a_grade_is_named_where_it_changes_and_at_the_last_point():
    s = series("Ney", [(date(2024, m, 1), v) for m, v in ((1, 1020), (3, 1040), (5, 1060), (7, 1110), (9, 1130))])
    figure = history_figure([s], show_grades=True)
    assert [(a.xy[1], a.get_text()) for a in labels(figure)] == [
        (1020, "Colonel"), (1110, "Général de Brigade"), (1130, "Général de Brigade")]


def test_labels_of_several_lines_never_cover_each_other():
    days = [date(2024, m, 1) for m in range(1, 13)]
    lines = [series(f"P{i}", [(d, 995 + 10 * i + (40 if k % 2 else 0)) for k, d in enumerate(days)]) for i in range(4)]
    figure = history_figure(lines, show_grades=True)
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    boxes = [a.get_window_extent(canvas.get_renderer()) for a in labels(figure)]
    assert len(boxes) >= 4 and all(line_labelled(figure, s.name) for s in lines)
    assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if a.overlaps(b)]


def line_labelled(figure, name) -> bool:
    """Each line keeps at least its last label (the band behind names the others)."""
    colours = {line.get_label(): line.get_color() for line in figure.axes[0].get_lines()}
    return any(a.get_color() == colours[name] for a in labels(figure))


def test_grade_bands_are_coloured_and_hatched_for_print():
    s = series("Ney", [(date(2024, 1, 1), 850), (date(2024, 6, 1), 1150)])
    patches = history_figure([s], show_grades=True).axes[0].patches
    assert len(patches) >= 4
    assert len({p.get_facecolor() for p in patches}) == len(patches)  # no two neighbours alike
    assert any(p.get_hatch() for p in patches) and any(not p.get_hatch() for p in patches)


def test_months_are_named_in_the_readers_language():
    s = series("Ney", [(date(2024, 1, 15), 1020), (date(2024, 11, 20), 1060)])
    figure = history_figure([s], month_names=FRENCH_MONTHS)
    FigureCanvasAgg(figure).draw()
    ticks = [t.get_text() for t in figure.axes[0].get_xticklabels()]
    assert set(ticks) & set(FRENCH_MONTHS) and not set(ticks) & {"Apr", "Jul", "Oct", "Mar"}
