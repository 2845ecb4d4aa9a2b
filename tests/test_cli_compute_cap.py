"""``elodesk compute`` refuses an input larger than its cap as any bad input (exit 2, one line, nothing
on standard output), before reading it all: a file by its size, standard input past the cap."""

from __future__ import annotations

import io
import sys

import orjson
import pytest

from elodesk.cli import main
from elodesk.cli_commands import compute
from tests.test_cli_compute import DOC, write

SIZE = len(orjson.dumps(DOC))


def test_the_cap_is_above_the_benchmarks_largest_document():
    assert compute.INPUT_CAP >= 2 * 95_000_000  # 1,000,000 fide games: 94.8 MB (benchmarks/bench_engine.py)


@pytest.mark.parametrize(("cap", "status"), [(SIZE, 0), (SIZE - 1, 2)])
def test_a_file_over_the_cap_is_refused(tmp_path, capsys, monkeypatch, cap, status):
    monkeypatch.setattr(compute, "INPUT_CAP", cap)
    assert main(["--lang", "en", "compute", write(tmp_path, DOC)]) == status
    captured = capsys.readouterr()
    if status == 2:
        assert captured.out == ""
        assert captured.err.endswith(f"in.json: more than the {cap / 2**20:g} MB that elodesk reads: refused\n")
        assert captured.err.count("\n") == 1
    else:
        assert orjson.loads(captured.out)["players"][0]["rating"] == 1520


def test_standard_input_over_the_cap_is_refused_without_reading_it_all(capsys, monkeypatch):
    monkeypatch.setattr(compute, "INPUT_CAP", 1000)
    flood = io.BytesIO(b" " * 50_000 + orjson.dumps(DOC))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(flood))
    assert main(["--lang", "fr", "compute", "-"]) == 2
    captured = capsys.readouterr()
    assert (captured.out, captured.err.count("\n")) == ("", 1)
    assert captured.err.startswith("standard input : plus que les ")
    assert flood.tell() <= 1001 + io.DEFAULT_BUFFER_SIZE  # read no further than the cap (and one buffer)
