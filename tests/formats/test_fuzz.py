"""Fuzzing the import: every damaged file either imports or is refused cleanly, and a refusal writes nothing.

Each sound sample (tests/formats/fuzzing.py: every format elodesk reads, from the real files
and the project's own writers) is mutated from a fixed seed, and each mutant goes through the
real import path (format recognised from the content, then a real import, not a dry run)
into a copy of the demo club. A mutant either imports, or is refused with a FormatError (or a
StoreError: the store refuses an event file without a single player) and the refusal leaves
the database exactly as it was (its dump compared before and after). Anything else fails,
naming the sample and the mutation, with the mutant kept for a second look.

``pytest --long`` mutates every real file of ../shared/data, ten times as many times each.
"""

from __future__ import annotations

import hashlib
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from elodesk.formats.errors import FormatError
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import import_file
from tests.formats.fuzzing import build_sample, mutants, sample_names

SEED = 20261123
QUICK = 70  # mutants of each sample
LONG = 700
IMPORTED, REFUSED = "imported", "refused"


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "sample_name" in metafunc.fixturenames:
        metafunc.parametrize("sample_name", sample_names(long=metafunc.config.getoption("--long")))


def _outcome(db: Any, path: Path, label: str) -> str:
    """Import the file: "imported", or "refused" having checked the database did not change."""
    before = dump(db)
    try:
        import_file(db, path)
    except (FormatError, StoreError) as refusal:
        assert dump(db) == before, f"{label} refused ({refusal}), but the database changed"
        return REFUSED
    except Exception as error:
        kept = path.with_name(f"{label.replace(' ', '-')}-{path.name}")
        shutil.copy(path, kept)
        pytest.fail(f"{label} (kept as {kept}): {type(error).__name__}: {error}")
    return IMPORTED


def test_a_damaged_file_imports_or_is_refused_and_a_refusal_writes_nothing(
        sample_name, demo_template, tmp_path, long_run):
    sample = build_sample(sample_name, tmp_path / "sample")
    database = tmp_path / "club.elodesk"
    shutil.copy(demo_template, database)
    db = open_db(database)
    path = tmp_path / "case" / sample.name
    path.parent.mkdir()
    path.write_bytes(sample.data)
    original = _outcome(db, path, f"{sample_name} itself")
    seen = {hashlib.sha256(sample.data).digest()}  # the same content twice would be "already imported"
    outcomes: Counter[str] = Counter()
    for number, (mutation, data) in enumerate(mutants(sample, SEED, LONG if long_run else QUICK)):
        digest = hashlib.sha256(data).digest()
        if not data or digest in seen:
            continue
        seen.add(digest)
        path.write_bytes(data)
        outcomes[_outcome(db, path, f"{sample_name} mutant {number} {mutation}")] += 1
    # Both paths were taken: the mutations reach the readers, and (of a sound file) some damage is tolerated.
    assert outcomes[REFUSED], outcomes
    assert outcomes[IMPORTED] or original == REFUSED, outcomes
