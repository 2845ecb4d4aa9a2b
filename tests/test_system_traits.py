"""The registry's behaviour fields: what the other rooms ask of a system instead of naming it."""

from datetime import date

import pytest

from elodesk.core.systems import ALL, BY_ID, INTERNATIONAL, NATIONAL


@pytest.mark.parametrize("system", ALL, ids=lambda s: s.id)
def test_every_day_falls_in_one_period(system):
    day, seen = date(2028, 1, 1), 0  # a leap year: FIDE's February ends on the 29th
    while day.year == 2028:
        first, last = system.period_of(day)
        assert first <= day <= last
        day = date.fromordinal(day.toordinal() + 1)
        seen += 1
    assert seen == 366


def test_periods_officers_compute():
    assert BY_ID["fide"].period_of(date(2028, 2, 29)) == (date(2028, 2, 1), date(2028, 2, 29))
    assert BY_ID["ffe"].period_of(date(2026, 9, 1)) == (date(2026, 9, 1), date(2026, 12, 31))
    assert BY_ID["frbe"].period_of(date(2026, 6, 30)) == (date(2026, 1, 1), date(2026, 6, 30))


@pytest.mark.parametrize("system", ALL, ids=lambda s: s.id)
def test_empty_state_is_a_fresh_state_of_its_fields(system):
    state = system.empty_state()
    assert set(state) <= set(system.state_fields)
    state["rating"] = 1234
    assert system.empty_state() != state or system.initial_state.get("rating") == 1234


def test_federations_and_lists():
    assert NATIONAL == {"BEL": "frbe", "FRA": "ffe"}
    assert INTERNATIONAL == "fide"
    assert BY_ID["frbe-classic"].list_id == "frbe" and BY_ID["frbe"].list_id == "frbe"


def test_estimates_and_grades_belong_to_their_systems():
    assert BY_ID["ffe"].is_estimate(1509) and not BY_ID["ffe"].is_estimate(1500)
    assert BY_ID["ffe"].is_estimate(1500, {"rating_type": "E"})
    assert not BY_ID["fide"].is_estimate(1509)
    assert BY_ID["bataille-empire"].grade(1200) and BY_ID["frbe"].grade(1200) is None
