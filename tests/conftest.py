"""Test setup: headless Qt and matplotlib, whatever the machine."""

from __future__ import annotations

import os
import shutil

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MPLBACKEND", "Agg")


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="run the long modes of the crash, concurrency and fuzz tests (many more cases)")


@pytest.fixture(scope="session")
def long_run(request) -> bool:
    """True under ``pytest --long``: crash and fuzz tests then run many more cases."""
    return bool(request.config.getoption("--long"))


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory):
    """The demo club, built once per test session (copied for each test that needs it)."""
    from elodesk.demo import fill_demo
    from elodesk.store.db import open_db

    path = tmp_path_factory.mktemp("demo") / "demo.elodesk"
    db = open_db(path)
    fill_demo(db)
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.conn.close()
    return path


@pytest.fixture
def demo_db(demo_template, tmp_path):
    """A fresh copy of the demo club database for one test."""
    path = tmp_path / "club.elodesk"
    shutil.copy(demo_template, path)
    return path
