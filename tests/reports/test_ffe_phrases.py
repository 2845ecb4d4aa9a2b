"""The FFE's explanation read in order: the rounding to the ten is a step of its own, in each language."""

from __future__ import annotations

from elodesk.reports.explanations import reading_order, render

BRAKE = {"ei": 2430, "pj": 2380.0, "nj": 7, "raw": 2415.3826, "rating": 2420, "kind": "ffe_brake"}
REPLACEMENT = {"ei": 1800, "pj": 1934.5, "nj": 12, "youth": False, "quota": 9, "rating": 1930,
               "kind": "ffe_replacement"}
GAME = {"game": "g1", "date": "2025-02-08", "opponent": "7", "opponent_rating": 2300, "estimated": False,
        "score": 1.0, "kind": "ffe_game"}


def test_the_rounding_follows_the_step_that_rounds():
    ordered = reading_order([BRAKE, GAME])
    assert [r["kind"] for r in ordered] == ["ffe_game", "ffe_brake", "ffe_rounding"]
    assert render(ordered[-1], "fr") == "Arrondi à la dizaine (un 5 arrondit vers le haut) : 2415,38 → 2420."
    assert render(ordered[-1], "en") == "Rounded to the nearest ten (a 5 rounds up): 2415.38 → 2420."
    assert render(ordered[-1], "nl") == "Afgerond op het tiental (een 5 naar boven): 2415,38 → 2420."


def test_a_replacement_rounds_the_performance_and_other_records_round_nothing():
    ordered = reading_order([REPLACEMENT])
    assert render(ordered[-1], "en") == "Rounded to the nearest ten (a 5 rounds up): 1934.5 → 1930."
    assert [r["kind"] for r in reading_order([GAME, {"rating": 1500, "kind": "ffe_unchanged"}])] == [
        "ffe_game", "ffe_unchanged"]
