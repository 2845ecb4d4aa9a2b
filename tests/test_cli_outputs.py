"""Every file the command line writes: a missing folder, or a place that cannot be written, is a
refusal naming it (exit 2, one sentence, no traceback), and nothing is left behind."""

from __future__ import annotations

import pytest

from tests.pairing.test_cli_pair import ROUND_TWO
from tests.test_cli_store import run

COMMANDS = {
    "ranking --csv": ["ranking", "--system", "frbe", "--csv"],
    "ranking --xlsx": ["ranking", "--system", "frbe", "--xlsx"],
    "export -o": ["export", "--system", "frbe", "--format", "frbe-trf", "--event", "4", "-o"],
    "print --pdf": ["print", "ranking", "--system", "frbe", "--pdf"],
    "template": ["template", "diplomacy"],
}
OPTIONS = {"ranking --csv": "--csv", "ranking --xlsx": "--xlsx", "export -o": "--output", "print --pdf": "--pdf",
           "template": "elodesk template"}


@pytest.mark.parametrize("command", COMMANDS)
def test_an_output_into_a_missing_folder_is_refused_naming_the_folder(demo_db, tmp_path, capsys, command):
    missing = tmp_path / "no" / "such"
    target = missing / "out.xlsx"
    code, out, err = run(capsys, "--db", str(demo_db), "--lang", "en", *COMMANDS[command], str(target))
    assert (code, out, err) == (2, "", f"{OPTIONS[command]}: no such folder {missing}\n")
    assert not (tmp_path / "no").exists()


@pytest.mark.parametrize("command", ["ranking --csv", "export -o", "template"])
def test_an_output_that_cannot_be_written_is_refused_naming_the_file(demo_db, tmp_path, capsys, command):
    target = tmp_path / "taken.xlsx"
    target.mkdir()  # a folder where the file would go
    code, out, err = run(capsys, "--db", str(demo_db), "--lang", "fr", *COMMANDS[command], str(target))
    assert (code, out) == (2, "")
    assert err.startswith(f"{target} : écriture impossible (") and "Traceback" not in err


def test_a_pairing_into_a_missing_folder_is_refused_naming_the_folder(tmp_path, capsys):
    source = tmp_path / "round2.trf"
    source.write_text(ROUND_TWO)
    missing = tmp_path / "gone"
    code, out, err = run(capsys, "--lang", "nl", "pair", "--system", "berger", str(source), "-o", str(missing / "p"))
    assert (code, out, err) == (2, "", f"--output: map niet gevonden {missing}\n")
