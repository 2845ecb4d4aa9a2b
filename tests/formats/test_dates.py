"""Dates written by hand in free-text fields: every reading a text allows, most likely first."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.formats.dates import day_candidates, month_of


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("2005/07/28", [date(2005, 7, 28)]),
        ("2005.07.28", [date(2005, 7, 28)]),
        ("2005-07-28", [date(2005, 7, 28)]),
        ("28. 07. 2005", [date(2005, 7, 28)]),
        ("28.07.2005", [date(2005, 7, 28)]),
        ("07/28/2005", [date(2005, 7, 28)]),  # 28 is no month: month first
        ("05/07/2005", [date(2005, 7, 5), date(2005, 5, 7)]),  # day first, then month first
        ("24/09/29", [date(2024, 9, 29), date(2029, 9, 24)]),  # YY/MM/DD, then DD/MM/YY
        ("24/02/30", [date(2030, 2, 24)]),  # 2024-02-30 does not exist
        ("20050728", [date(2005, 7, 28)]),
        ("May 29, 2020", [date(2020, 5, 29)]),
        ("Jun 26, 2020", [date(2020, 6, 26)]),
        ("29 May 2020", [date(2020, 5, 29)]),
        ("samedi 29 mai 2020", [date(2020, 5, 29)]),
        ("29. Mai 2020", [date(2020, 5, 29)]),
        ("29 maart 2020", [date(2020, 3, 29)]),
        ("1er févr. 2020", [date(2020, 2, 1)]),
        ("29 de mayo de 2020", [date(2020, 5, 29)]),
        ("08/07/2023  09:30", [date(2023, 7, 8), date(2023, 8, 7)]),
        ("2020-05-29T10:00:00Z", [date(2020, 5, 29)]),
        ("", []),
        ("--CPP DUBOV SYSTEM RANDOM TOURNAMENT (START DATE)--", []),
        ("0000/00/00", []),
        ("May 29-31, 2020", []),  # a range: none of its days is the date
        ("next summer", []),
    ],
)
def test_day_candidates(text, candidates):
    assert day_candidates(text) == candidates


def test_day_first_reads_two_digit_dates_as_dd_mm_yy_only():
    assert day_candidates("13/10/24", day_first=True) == [date(2024, 10, 13)]
    assert day_candidates("13/10/24") == [date(2013, 10, 24), date(2024, 10, 13)]


@pytest.mark.parametrize(("word", "month"), [("jan", 1), ("sept", 9), ("juil", 7), ("jui", None), ("ma", None),
                                             ("marz", 3), ("okt", 10), ("dic", 12), ("system", None)])
def test_month_of(word, month):
    assert month_of(word) == month
