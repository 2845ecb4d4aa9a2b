"""Apply writes the run the officer previewed: the preview's figures, not computed again, unless the
club changed since the preview (then it refuses and writes nothing)."""

from __future__ import annotations

from datetime import date

import pytest

from elodesk.store.db import dump, open_db, write
from elodesk.store.errors import StoreError
from elodesk.store.ratings import get_states, set_state
from elodesk.store.run_preview import previewed
from elodesk.store.runs import apply, undo
from tests.store.test_runs import H1, import_event, roster, small_event


@pytest.fixture
def db(tmp_path):
    club = open_db(tmp_path / "club.elodesk")
    roster(club, small_event().players)
    import_event(club, small_event())
    return club


def written(db, run: int) -> tuple[dict, list]:
    """What a run wrote: the states, and its history rows without their run number."""
    rows = db.execute("SELECT player_id, system, date, old_rating, new_rating, status, state_before, state_after, "
                      "explanation, rate FROM history WHERE run_id = ? ORDER BY player_id", [run]).fetchall()
    return get_states(db, "frbe"), rows


def test_the_previewed_figures_are_written_as_a_computed_apply_writes_them(db, monkeypatch):
    import elodesk.core.contract as contract

    computed = written(db, apply(db, H1, make_backup=False))
    undo(db, "frbe")
    shown = previewed(db, H1)
    assert shown.fingerprint

    def no_engine(*args, **kwargs):
        raise AssertionError("the engine ran again inside Apply")

    monkeypatch.setattr(contract, "stream_document", no_engine)
    assert written(db, apply(db, H1, make_backup=False, shown=shown)) == computed


@pytest.mark.parametrize("change", ["a game", "a rating"])
def test_a_change_between_the_preview_and_apply_is_refused_and_writes_nothing(db, change):
    shown = previewed(db, H1)
    if change == "a game":  # another event of the period imported meanwhile (the other window, a command)
        import_event(db, small_event("Blitz du jeudi", date(2025, 4, 3)))
    else:  # a rating list imported, a record edited
        pid = next(iter(get_states(db, "frbe")))
        with write(db, "a record edited"):
            set_state(db, "frbe", pid, {**get_states(db, "frbe")[pid], "rating": 1999})
    before = dump(db, skip=())
    with pytest.raises(StoreError, match="changed since this preview"):
        apply(db, H1, make_backup=False, shown=shown)
    assert dump(db, skip=()) == before
    # previewed again, it applies
    assert apply(db, H1, make_backup=False, shown=previewed(db, H1))


def test_a_preview_from_another_connection_is_the_same_run(db, tmp_path):
    """The window previews on one worker's connection and applies on another's."""
    other = open_db(tmp_path / "club.elodesk")
    shown = previewed(other, H1)
    other.conn.close()
    assert apply(db, H1, make_backup=False, shown=shown)
