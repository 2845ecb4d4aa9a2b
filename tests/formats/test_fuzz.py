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

import pytest

from elodesk.formats.errors import FormatError
from elodesk.store.db import dump, open_db
from elodesk.store.errors import StoreError
from elodesk.store.importer import import_file
from tests.formats.fuzzing import build_sample, mutants, sample_names

SEED = 20261123
QUICK = 140  # mutants of each sample
LONG = 1400
IMPORTED, REFUSED = "imported", "refused"


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "sample_name" in metafunc.fixturenames:
        metafunc.parametrize("sample_name", sample_names(long=metafunc.config.getoption("--long")))


class _Club:
    """A copy of the demo club, put back as it was after each import (so it stays small and known)."""

    def __init__(self, template: Path, path: Path) -> None:
        self.template, self.path = template, path
        shutil.copy(template, path)
        self.db = open_db(path)
        self.before = dump(self.db)

    def outcome(self, file: Path, label: str) -> str:
        """Import the file: "imported", or "refused" having checked the database did not change."""
        try:
            import_file(self.db, file)
        except (FormatError, StoreError) as refusal:
            assert dump(self.db) == self.before, f"{label} refused ({refusal}), but the database changed"
            return REFUSED
        except Exception as error:
            kept = file.with_name(f"{label.replace(' ', '-')}-{file.name}")
            shutil.copy(file, kept)
            pytest.fail(f"{label} (kept as {kept}): {type(error).__name__}: {error}")
        self.db.conn.close()
        shutil.copy(self.template, self.path)
        self.db = open_db(self.path)
        return IMPORTED


@pytest.mark.filterwarnings("ignore::UserWarning")  # openpyxl warns about the damage it meets
def test_a_damaged_file_imports_or_is_refused_and_a_refusal_writes_nothing(
        sample_name, demo_template, tmp_path, long_run):
    sample = build_sample(sample_name, tmp_path / "sample")
    club = _Club(demo_template, tmp_path / "club.elodesk")
    path = tmp_path / "case" / sample.name
    path.parent.mkdir()
    path.write_bytes(sample.data)
    original = club.outcome(path, f"{sample_name} itself")
    seen = {hashlib.sha256(sample.data).digest()}  # a mutation may give back a file already tried
    outcomes: Counter[str] = Counter()
    for number, (mutation, data) in enumerate(mutants(sample, SEED, LONG if long_run else QUICK)):
        digest = hashlib.sha256(data).digest()
        if not data or digest in seen:
            continue
        seen.add(digest)
        path.write_bytes(data)
        outcomes[club.outcome(path, f"{sample_name} mutant {number} {mutation}")] += 1
    # Both paths were taken: the mutations reach the readers, and (of a sound file) some damage is tolerated.
    assert outcomes[REFUSED], outcomes
    assert outcomes[IMPORTED] or original == REFUSED, outcomes
