"""Background jobs sort their failures: the project's typed errors are the user's to fix (one
sentence in his language), anything else is an internal error, logged with its trace."""

from __future__ import annotations

import logging
import sqlite3

import pytest
import sqlite_utils

from elodesk.core.errors import InputError
from elodesk.formats.errors import FormatError
from elodesk.printing import SheetError
from elodesk.store.errors import StoreError
from elodesk.store.event_edits import add_event
from elodesk.ui.workers import Job


def failure_of(fn, describe=str) -> str:
    """Run a job here and now; the sentence its ``failed`` signal carried."""
    job = Job(lambda _progress, _cancelled: fn(), describe)
    said: list[str] = []
    job.signals.failed.connect(said.append)
    job.run()
    assert len(said) == 1
    return said[0]


@pytest.mark.parametrize("error", [
    StoreError("no event {event}", event=7),
    FormatError("club.trf", 12, "bad result {result}", result="3-0"),
    InputError("games[1].white", 'unknown player "9"'),
    SheetError("no such round"),
])
def test_a_typed_error_is_the_users_one_sentence_and_is_not_logged(error, caplog):
    def fail():
        raise error

    with caplog.at_level(logging.ERROR):
        assert failure_of(fail) == str(error)
    assert caplog.records == []


def test_a_database_error_in_a_job_reaches_it_as_a_store_error(tmp_path, ctx):
    """The store's boundary: the job sees a StoreError, phrased by the window's describe."""
    from elodesk.store.db import open_db

    path = tmp_path / "club.elodesk"
    open_db(path).conn.close()
    read_only = sqlite_utils.Database(sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None))
    said = failure_of(lambda: add_event(read_only, "frbe", "Blitz"), ctx.describe)
    assert said.startswith("club.elodesk") and "Internal" not in said and "interne" not in said


def test_any_other_error_is_an_internal_error_logged_with_its_trace(caplog, window):
    def fail():
        return {}["missing"]

    with caplog.at_level(logging.ERROR, logger="elodesk.ui.workers"):
        said = failure_of(fail)
    assert said.startswith("Erreur interne (KeyError : 'missing') : elodesk n'a pas pu terminer ce travail.")
    assert len(caplog.records) == 1 and caplog.records[0].exc_info[0] is KeyError
