"""elodesk's tie-breaks equal FIDE's TieBreakServer's on generated tournaments, value for value, under
both editions of C.07. The TRFs and TieBreakServer's values in ``tests/data/tiebreaks/generated`` were
produced by ``tests/tools/tiebreak_oracle.py --fixtures`` (TieBreakServer is not installed here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from elodesk.reports import tiebreaks as tb
from tests.tools.tiebreak_oracle import elodesk_values, results_from_trf

GENERATED = Path(__file__).parent.parent / "data" / "tiebreaks" / "generated"
STORED = json.loads((GENERATED / "tiebreakserver.json").read_text())
CODES = STORED.pop("codes")


@pytest.mark.parametrize("edition", tb.EDITIONS)
@pytest.mark.parametrize("name", sorted(STORED))
def test_every_value_equals_tiebreakservers(name, edition):
    results = results_from_trf(GENERATED / name, edition)
    assert results.round_robin == STORED[name]["round_robin"]
    ours = elodesk_values(results)
    theirs = STORED[name][edition]
    assert set(ours) == set(theirs)
    differ = [(player, code, value, ours[player][code]) for player, values in theirs.items()
              for code, value in zip(CODES, values, strict=True) if ours[player][code] != value]
    assert differ == [], "(player, tie-break, TieBreakServer, elodesk)"


def test_the_fixtures_hold_both_kinds_and_the_unplayed_rounds_of_c07():
    """Swiss and round robins; every kind of unplayed round (H, Z, F, U byes, forfeits both ways)."""
    kinds = {STORED[name]["round_robin"] for name in STORED}
    text = "".join((GENERATED / name).read_text(encoding="latin-1") for name in STORED)
    assert kinds == {True, False}
    assert all(f"   0 - {bye}" in text for bye in "HZFU") and " w +" in text and " b -" in text
