"""The crosstable's legend explains every code its cells use (issue 25: "?12n" was explained nowhere:
a game not played yet, against the 12th, with Black — "n", noir, in French)."""

from __future__ import annotations

import itertools

import pytest

from elodesk.printing.build import cross_cell
from elodesk.printing.round_sheets import BYE_KINDS
from elodesk.printing.text import say
from elodesk.reports.sheet_data import CrossCell


def every_cell() -> list[CrossCell]:
    games = [CrossCell(score, 12, colour, forfeit)
             for score, colour, forfeit in itertools.product((None, 1.0, 0.5, 0.0), ("w", "b"), (False, True))]
    return [*games, *(CrossCell(1.0, bye=kind) for kind in BYE_KINDS)]


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_each_code_of_a_crosstable_cell_is_in_the_legend(lang):
    legend = say("crosstable_legend", lang, white=say("white", lang), black=say("black", lang))
    codes = set()
    for cell in every_cell():
        text = cross_cell(cell, lang)
        if cell.bye:
            codes.add(text)
        else:
            sign, rank, mark = text[0], text[1:-1], text[-1]
            assert rank == "12"
            codes |= {sign, mark}
    assert {"?", "+", "=", "−", "F", "H", "U", "Z"} <= codes
    for code in codes:
        assert f"{code} " in legend or f"{code}:" in legend or f"{code} :" in legend, (lang, code, legend)


def test_the_french_legend_names_the_letters_the_french_cells_use():
    legend = say("crosstable_legend", "fr", white=say("white", "fr"), black=say("black", "fr"))
    assert cross_cell(CrossCell(None, 12, "b", False), "fr") == "?12n"
    assert "? pas encore jouée" in legend and "n noirs" in legend and "b blancs" in legend
