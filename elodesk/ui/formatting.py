"""How results and points are written in the window's tables and dialogs: display only, Qt-free
(the texts that need a translation or the reader's locale are in :mod:`elodesk.ui.event_texts`)."""

from __future__ import annotations

from elodesk.core.bataille_empire import RESULTS

# How a chess result is written in the tables and the result dialog.
RESULT_TEXT = {"1-0": "1-0", "1/2-1/2": "½-½", "0-1": "0-1", "+-": "+ -", "-+": "- +", "--": "- -", "*": ""}
# A battle's outcomes from side A's best to side B's best (the order of the dialog and of sorting).
BATTLE_RESULTS = tuple(RESULTS)


def result_text(result: str | None) -> str:
    return RESULT_TEXT.get(result or "*", result or "")


def points_text(points: float) -> str:
    """Chess points as players write them: 4½, ½, 3."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)
