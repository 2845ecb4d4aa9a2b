"""FIDE's worked tie-break exercises as tests: IA Mario Held, "Exercises in Tie-Breaking" (FIDE TEC,
rev. 2403220900, C.07-2023), on its three crosstables as TieBreakServer's tests keep them
(``tests/data/tiebreaks/held_*.trf``, see SOURCES.md there). The published answers are the 2023
edition's; the 2026 answers are those the 2026 caps of the dummy opponent (16.4.1, 16.4.2) give,
as FIDE's TieBreakServer computes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.reports import tiebreaks as tb
from tests.tools.tiebreak_oracle import results_from_trf

DATA = Path(__file__).parent.parent / "data" / "tiebreaks"
SWISS_5, SWISS_9, ROUND_ROBIN = (DATA / f"held_{name}.trf" for name in ("swiss_5", "swiss_9", "round_robin"))

BH = {1: 12.5, 2: 13, 3: 15.5, 4: 15, 5: 8.5, 6: 12, 7: 14.5, 8: 13.5, 9: 9, 10: 13, 11: 13.5, 12: 11.5,
      13: 14, 14: 11, 15: 12, 16: 12.5}
BH_C1 = {1: 11, 2: 12, 3: 13, 4: 11.5, 5: 7.5, 6: 11, 7: 12.5, 8: 12, 9: 7.5, 10: 11.5, 11: 12, 12: 9.5, 13: 12,
         14: 9, 15: 11, 16: 11}
SB = {1: 8, 2: 9.5, 3: 10.5, 4: 9.75, 5: 4.25, 6: 6.5, 7: 3.25, 8: 5.25, 9: 2.25, 10: 1.5, 11: 5.75, 12: 4,
      13: 4.25, 14: 4.5, 15: 3.5, 16: 7.25}
ARO = {1: 1820, 2: 1880, 3: 1940, 4: 1888, 5: 1690, 6: 1813, 7: 1760, 8: 1730, 9: 1975, 10: 1880, 11: 1863,
       12: 2050, 13: 1930, 14: 1800, 15: 1860, 16: 1820}
WIN = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 3, 7: 1, 8: 2, 9: 1, 10: 1, 11: 2, 12: 2, 13: 1, 14: 2, 15: 2, 16: 3}
WON = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2, 9: 0, 10: 1, 11: 1, 12: 0, 13: 1, 14: 2, 15: 2, 16: 3}
BPG = {1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 3, 8: 2, 9: 1, 10: 3, 11: 2, 12: 0, 13: 3, 14: 2, 15: 3, 16: 2}
BWG = {1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: 1, 7: 0, 8: 0, 9: 0, 10: 1, 11: 0, 12: 0, 13: 1, 14: 1, 15: 1, 16: 1}
GE = {1: 5, 2: 5, 3: 5, 4: 4, 5: 5, 6: 5, 7: 5, 8: 5, 9: 3, 10: 5, 11: 5, 12: 3, 13: 5, 14: 3, 15: 5, 16: 5}
PS = {1: 11, 2: 13, 3: 11, 4: 11.5, 5: 5, 6: 6, 7: 6, 8: 8.5, 9: 2.5, 10: 4, 11: 5.5, 12: 7, 13: 7, 14: 6, 15: 7,
      16: 10.5}


def only(values: dict[int, float], *players: int) -> dict[int, float]:
    return {p: values[p] for p in players}


# (exercise, crosstable, tie-break, expected values) under the 2023 edition, as published.
EXERCISES_2023 = [
    (1, SWISS_5, tb.BH, only(BH, 2)),
    (2, SWISS_5, tb.BH, only(BH, 1, 3)),
    (3, SWISS_5, tb.BH, only(BH, 5, 8, 11)),
    (4, SWISS_5, tb.BH, only(BH, 1, 3, 4, 16)),
    (5, SWISS_5, tb.BH_C1, only(BH_C1, 5, 8, 11)),
    (6, SWISS_5, tb.BH_C1, only(BH_C1, 7, 9, 13)),
    (7, SWISS_5, tb.BH_C1, only(BH_C1, 1, 3, 4, 16)),
    (8, SWISS_5, tb.BH_C1, only(BH_C1, 12, 14, 15)),
    (11, SWISS_5, tb.SB, only(SB, 1, 3, 4, 16)),
    (12, SWISS_5, tb.SB, SB),
    (14, ROUND_ROBIN, tb.SB, {1: 9.25, 2: 6.25, 3: 6.25, 4: 4.25, 5: 3.25, 6: 2.25}),
    (17, SWISS_5, tb.ARO, ARO),
    (27, SWISS_5, tb.WIN, WIN),
    (28, SWISS_5, tb.WON, WON),
    (29, SWISS_5, tb.BPG, BPG),
    (30, SWISS_5, tb.BWG, BWG),
    (31, SWISS_5, tb.REP, GE),
    (32, SWISS_5, tb.PS, PS),
]

# The same exercises under the 2026 edition: only the values the dummy opponent's caps change.
EXERCISES_2026 = [
    (3, tb.BH, only({**BH, 11: 12.5}, 5, 8, 11)),
    (4, tb.BH, only({**BH, 4: 14}, 1, 3, 4, 16)),
    (5, tb.BH_C1, only({**BH_C1, 11: 11}, 5, 8, 11)),
    (11, tb.SB, only({**SB, 4: 9.25}, 1, 3, 4, 16)),
    (12, tb.SB, {**SB, 4: 9.25, 6: 6, 11: 4.75}),
]

# Direct encounter: the rank each player gets from the points, then direct encounter.
DIRECT_ENCOUNTER = [
    (23, SWISS_5, {1: 2, 3: 2, 4: 2, 16: 2}),
    (24, SWISS_5, {5: 7, 8: 7, 11: 7}),
    (25, SWISS_9, {1: 3, 2: 5, 3: 1, 4: 3, 5: 9, 6: 2, 7: 6, 8: 6, 9: 14, 10: 9, 11: 13, 12: 14, 13: 16, 14: 9,
                   15: 9, 16: 6}),
    (26, ROUND_ROBIN, {1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}),
]


@pytest.mark.parametrize(("exercise", "path", "code", "expected"), EXERCISES_2023,
                         ids=[f"exercise-{case[0]:02d}-{case[2]}" for case in EXERCISES_2023])
def test_held_exercise_2023_edition(exercise, path, code, expected):
    results = results_from_trf(path, tb.EDITION_2023)
    assert {p: results.value(code, p) for p in expected} == expected


@pytest.mark.parametrize(("exercise", "code", "expected"), EXERCISES_2026,
                         ids=[f"exercise-{case[0]:02d}-{case[1]}-2026" for case in EXERCISES_2026])
def test_held_exercise_2026_edition(exercise, code, expected):
    results = results_from_trf(SWISS_5, tb.EDITION_2026)
    assert {p: results.value(code, p) for p in expected} == expected


@pytest.mark.parametrize(("exercise", "path", "expected"), DIRECT_ENCOUNTER,
                         ids=[f"exercise-{case[0]:02d}-DE" for case in DIRECT_ENCOUNTER])
@pytest.mark.parametrize("edition", tb.EDITIONS)
def test_held_direct_encounter(exercise, path, expected, edition):
    blocks, _ = results_from_trf(path, edition).ranking((tb.DE,))
    rank: dict[int, int] = {}
    for block in blocks:
        rank.update({p: len(rank) + 1 for p in block})
    assert {p: rank[p] for p in expected} == expected


def test_exercise_14_a_round_robin_forfeit_is_the_game_it_replaces():
    """15.2: player 6 won round 4 against 5 by forfeit; his SB counts 5's 1.5 for it: 2.25, not 0.75."""
    for edition in tb.EDITIONS:
        results = results_from_trf(ROUND_ROBIN, edition)
        assert results.round_robin and results.value(tb.SB, 6) == 2.25
        assert results.value(tb.WON, 6) == 0 and results.value(tb.WIN, 6) == 1  # over the board: none won
