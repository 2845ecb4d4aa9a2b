"""``elodesk print``: a PDF from the command line, its exit codes and its one-line errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.cli import EXIT_BAD_INPUT, EXIT_OK, main
from tests.printing.pdf_text import read_pdf

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _qt(qapp):
    """In-process runs share pytest-qt's application (the command makes its own when there is none)."""


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("sheet", "options", "title"), [
    ("ranking", ["--system", "frbe"], "Classement — Elo belge (FRBE)"),
    ("ranking", ["--system", "diplomacy", "--mode", "blitz"], "Classement — Diplomatie, blitz"),
    ("grades", [], "Tableau des grades — Bataille Empire"),
    ("standings", ["--event", "3"], "Open de Lille"),
    ("card", ["--player", "1"], "Fiche du joueur — "),
])
def test_print_writes_a_french_pdf_by_default(capsys, demo_db, tmp_path, sheet, options, title):
    target = tmp_path / f"{sheet}.pdf"
    code, out, err = run(capsys, "--db", str(demo_db), "print", sheet, *options, "--pdf", str(target))
    assert (code, err) == (EXIT_OK, "")
    assert out == f"Écrit : {target}\n"
    assert title in read_pdf(target)[0].text()


def test_print_in_english_with_filters(capsys, demo_db, tmp_path):
    target = tmp_path / "youth.pdf"
    code, out, _ = run(capsys, "--db", str(demo_db), "print", "ranking", "--system", "frbe", "--category", "youth",
                       "--active", "--club", "Cercle royal d'échecs de Wavre", "--lang", "en", "--pdf", str(target))
    assert code == EXIT_OK and out.startswith("Written: ")
    text = " ".join(read_pdf(target)[0].text().split())
    assert "youth (under 20 on 1 January" in text and "active players only" in text


def test_print_in_dutch(capsys, demo_db, tmp_path):
    target = tmp_path / "ranglijst.pdf"
    code, out, err = run(capsys, "--db", str(demo_db), "--lang", "nl", "print", "ranking", "--system", "frbe",
                         "--pdf", str(target))
    assert (code, out, err) == (EXIT_OK, f"Geschreven: {target}\n", "")
    text = " ".join(read_pdf(target)[0].text().split())
    assert "Ranglijst — Belgische Elo (KBSB)" in text and "spelers met rating" in text and "Naam" in text


@pytest.mark.parametrize(("argv", "message"), [
    (["print", "standings", "--event", "999"], "pas de tournoi 999\n"),  # in French, the default
    (["print", "card", "--player", "999"], "aucun joueur 999\n"),
    (["print", "standings"], "elodesk print standings : --event est obligatoire\n"),
    (["--lang", "en", "print", "ranking"], "elodesk print ranking: --system is required\n"),
    (["--lang", "nl", "print", "card"], "elodesk print card: --player is verplicht\n"),
])
def test_print_errors_exit_2_with_one_line(capsys, demo_db, tmp_path, argv, message):
    target = tmp_path / "out.pdf"
    code, out, err = run(capsys, "--db", str(demo_db), *argv, "--pdf", str(target))
    assert (code, out, err) == (EXIT_BAD_INPUT, "", message)
    assert not target.exists()


def test_print_into_a_missing_folder(capsys, demo_db, tmp_path):
    code, out, err = run(capsys, "--db", str(demo_db), "print", "grades", "--pdf", str(tmp_path / "no" / "x.pdf"))
    assert code == EXIT_BAD_INPUT and out == "" and err.startswith("--pdf : dossier introuvable")
    assert err.count("\n") == 1


def test_print_needs_pdf_and_a_known_sheet(capsys, demo_db):
    code, _, err = run(capsys, "--db", str(demo_db), "print", "grades")
    assert code == EXIT_BAD_INPUT and "--pdf" in err and err.count("\n") == 1
    code, _, err = run(capsys, "--db", str(demo_db), "print", "poster", "--pdf", "x.pdf")
    assert code == EXIT_BAD_INPUT and "choix invalide" in err  # French unless --lang says otherwise


def test_print_works_headless_on_its_own(demo_db, tmp_path):
    """Without a display and without QT_QPA_PLATFORM, the command makes its own offscreen application."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    target = tmp_path / "grades.pdf"
    done = subprocess.run([sys.executable, "-m", "elodesk", "--db", str(demo_db), "print", "grades", "--pdf",
                           str(target)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == EXIT_OK, done.stderr
    assert "Tableau des grades" in read_pdf(target)[0].text()
    failed = subprocess.run([sys.executable, "-m", "elodesk", "--db", str(demo_db), "print", "standings",
                             "--event", "999", "--pdf", str(target)], env=env, capture_output=True, text=True,
                            timeout=120)
    assert (failed.returncode, failed.stdout, failed.stderr) == (EXIT_BAD_INPUT, "", "pas de tournoi 999\n")
