"""The French conversion formulas of RULES.md, checked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from elodesk.core.conversions import BCR, BRIDIER, CS, ELO, INGO, SCALES, convert, from_elo, to_elo


def test_each_formula_of_rules_md_gives_elo():
    # Élo = 2842 − 8·INGO = 3·BRIDIER + 150 = 8·BCR + 600 = 2·CS + 1000
    assert to_elo(INGO, 100) == 2042
    assert to_elo(BRIDIER, 600) == 1950
    assert to_elo(BCR, 180) == 2040
    assert to_elo(CS, 500) == 2000
    assert to_elo(ELO, 1765) == 1765


def test_elo_2000_on_every_scale():
    assert convert(ELO, 2000) == {ELO: 2000, INGO: Fraction(421, 4), BRIDIER: Fraction(1850, 3),
                                  BCR: 175, CS: 500}


def test_ingo_runs_the_other_way_lower_is_stronger():
    assert from_elo(INGO, 2842) == 0
    assert from_elo(INGO, 2442) == 50
    assert from_elo(INGO, 2042) == 100


def test_a_value_typed_on_any_scale_comes_back_unchanged():
    for scale in SCALES:
        for value in (0, 97, 150.5, 1234):
            elo = to_elo(scale, value)
            assert from_elo(scale, elo) == Fraction(value)
            assert convert(scale, value)[scale] == Fraction(value)


def test_all_scales_agree_on_the_same_elo():
    values = convert(BCR, 150)  # 8 × 150 + 600 = 1800
    assert values[ELO] == 1800
    assert {to_elo(s, v) for s, v in values.items()} == {1800}


def test_decimals_are_kept_exactly():
    assert convert(CS, 412.5)[ELO] == 1825
    assert from_elo(BRIDIER, 1000) == Fraction(850, 3)


def test_unknown_scale_is_refused():
    with pytest.raises(ValueError, match="unknown scale"):
        to_elo("fide", 2000)
    with pytest.raises(ValueError, match="unknown scale"):
        convert("uscf", 1500)
