"""``elodesk compute``: the JSON contract from the command line, exit codes and messages."""

from __future__ import annotations

import io
import subprocess
import sys

import orjson
import pytest

from elodesk.cli import main

DOC = {
    "system": "frbe",
    "players": [{"id": "a", "rating": 1500, "games": 30}, {"id": "b", "rating": 1600, "games": 30}],
    "games": [{"id": "g1", "date": "2025-02-01", "white": "a", "black": "b", "result": "1-0"}],
}


def write(tmp_path, data, name="in.json"):
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else orjson.dumps(data))
    return str(path)


def test_compute_prints_one_json_document(tmp_path, capsys):
    assert main(["compute", write(tmp_path, DOC)]) == 0
    out = orjson.loads(capsys.readouterr().out)
    assert out["edition"] == "text"
    ratings = [(p["id"], p["rating"], p["change"]) for p in out["players"]]
    assert ratings == [("a", 1520, 20), ("b", 1580, -20)]


def test_compute_called_in_process_gives_the_collector_back(tmp_path, capsys):
    import gc

    assert gc.isenabled()
    assert main(["compute", write(tmp_path, DOC)]) == 0  # paused while it rates, not turned off
    assert main(["compute", write(tmp_path, {**DOC, "system": "nope"})]) == 2  # nor on a refusal
    assert gc.isenabled()


def test_compute_reads_standard_input(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(orjson.dumps(DOC))))
    assert main(["compute", "-"]) == 0
    assert orjson.loads(capsys.readouterr().out)["players"][0]["rating"] == 1520


@pytest.mark.parametrize(("content", "message"), [
    (b"{not json", "not valid JSON"),
    (orjson.dumps({**DOC, "system": "elo"}), "system: expected one of"),
    (orjson.dumps({**DOC, "games": [{**DOC["games"][0], "white": "1234"}]}),
     'games[0].white: unknown player "1234"'),
    (orjson.dumps({k: v for k, v in DOC.items() if k != "players"}), "players: required field is missing"),
])
def test_bad_input_exits_2_with_one_line_and_nothing_on_stdout(tmp_path, capsys, content, message):
    assert main(["compute", write(tmp_path, content)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err
    assert captured.err.count("\n") == 1


def test_missing_file_and_bad_usage_exit_2(tmp_path, capsys):
    assert main(["compute", str(tmp_path / "nope.json")]) == 2
    assert "nope.json: no such file" in capsys.readouterr().err
    assert main(["compute"]) == 2
    assert "the following arguments are required: file" in capsys.readouterr().err
    assert main(["compute", write(tmp_path, DOC), "--lang", "de"]) == 2


def test_explain_phrases_the_records_in_french_or_english(tmp_path, capsys):
    path = write(tmp_path, DOC)
    assert main(["compute", path, "--explain", "--player", "a"]) == 0
    text = capsys.readouterr().out
    assert "Formule II : 1500 + Σ K(W − We) = 1500 +20,48 = 1520,48 → 1520" in text
    assert main(["compute", path, "--explain", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "expected 0.36, K 32, contribution +20.48" in text and "b: 1600 → 1580" in text
    assert main(["compute", path, "--explain", "--player", "zz"]) == 2


def test_explain_in_dutch(tmp_path, capsys):
    path = write(tmp_path, DOC)
    assert main(["--lang", "nl", "compute", "--explain", path]) == 0
    text = capsys.readouterr().out
    assert "Formule II: 1500 + Σ K(W − We) = 1500 +20,48 = 1520,48 → 1520 (1 partijen, 1 punten voor 0,36 verwacht" \
        in text
    assert "uitslag 1, verwacht 0,36, K 32, bijdrage +20,48." in text


def test_the_installed_command_runs(tmp_path):
    done = subprocess.run([sys.executable, "-m", "elodesk", "compute", write(tmp_path, DOC)],
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert orjson.loads(done.stdout)["system"] == "frbe"


BATTLE = {"system": "bataille-empire", "players": [{"id": "A", "rating": 1000}, {"id": "B", "rating": 1200}],
          "games": [{"id": "g1", "date": "2026-03-01", "event": "Austerlitz", "round": 1, "side_a": ["A"],
                     "side_b": ["B"], "result": "b-decisive"}]}


@pytest.mark.parametrize("number", [b"1e308", b"-1e308", b"1" + b"0" * 30, b"9223372036854775808", b"1000000001"])
@pytest.mark.parametrize(("doc", "where"), [
    (DOC, ("players", 0, "rating")), (DOC, ("players", 1, "games")), (BATTLE, ("players", 0, "rating")),
    (BATTLE, ("games", 0, "round")),
], ids=["frbe rating", "frbe games", "bataille rating", "bataille round"])
def test_huge_numbers_exit_2_naming_the_field(tmp_path, capsys, doc, where, number):
    # 10**30 is read as a float by the JSON parser, and 1e308 is finite: both are refused by size.
    table, index, key = where
    changed = {**doc, table: [dict(item) for item in doc[table]]}
    changed[table][index][key] = "@"
    assert main(["compute", write(tmp_path, orjson.dumps(changed).replace(b'"@"', number))]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"{table}[{index}].{key}: expected a number of at most ")
    assert captured.err.count("\n") == 1


def test_a_rating_the_formulas_would_overflow_on_is_refused(tmp_path, capsys):
    doc = {**BATTLE, "players": [{"id": "A", "rating": 200_000}, BATTLE["players"][1]]}
    assert main(["compute", write(tmp_path, doc)]) == 2
    assert "players[0].rating: expected a number of at most 100,000 in size" in capsys.readouterr().err


@pytest.mark.parametrize("depth", [100, 300, 1000])
def test_a_deeply_nested_document_exits_2(tmp_path, capsys, depth):
    text = orjson.dumps({**DOC, "note": "@"}).replace(b'"@"', b"[" * depth + b"]" * depth)
    assert main(["compute", write(tmp_path, text)]) == 2
    err = capsys.readouterr().err
    assert "nested more than 64 levels deep" in err or "not valid JSON" in err
    assert err.count("\n") == 1
