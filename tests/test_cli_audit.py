"""``elodesk audit FILE``: exit 0 when nothing is wrong, 1 when the file breaks a rule, 2 when it cannot be
read; the findings as text in French, English or Dutch, or as JSON for scripts."""

from __future__ import annotations

import json
import sqlite3

from tests.reports.test_audit import CLEAN, FIDE_ID, lines, player, put
from tests.test_cli_store import run


def planted(tmp_path):
    rows = lines()
    rows[player(rows, 3)] = put(rows[player(rows, 3)], FIDE_ID, "")
    path = tmp_path / "planted.trf"
    path.write_bytes("\r\n".join(rows).encode("latin-1"))
    return path


def test_a_clean_file_exits_0_with_its_sections_in_french(capsys):
    code, out, err = run(capsys, "audit", str(CLEAN))
    assert (code, err) == (0, "")
    assert out.startswith("icu_UlsterMastersSeniors2022.trf (trf) : Ulster Masters 2022 - Seniors, 11/11/2022 – "
                          "13/11/2022, 16 joueurs, 5 rondes.")
    assert "\nRésultats et classement\n" in out and "\nVariations Elo FIDE\n" in out
    assert out.endswith("\nVerdict : ✓ Aucune erreur trouvée ; 19 points à vérifier\n")
    assert "\n  ✓ ligne 15 [B.02 8] : Mandar, Tahmankar : 2093 → 2077 (-16), K 20, 4 parties classées.\n" in out


def test_a_planted_fault_exits_1_naming_its_line_in_dutch(tmp_path, capsys):
    code, out, err = run(capsys, "--lang", "nl", "audit", str(planted(tmp_path)))
    assert (code, err) == (1, "")
    assert "  ✗ regel 17 [TRF 001 (58-68)]: Carroll, Peter heeft geen FIDE-id: de FIDE kan zijn partijen niet " \
           "verrekenen.\n" in out
    assert "\nSpelers\n" in out


def test_the_json_for_scripts(tmp_path, capsys):
    code, out, err = run(capsys, "audit", str(planted(tmp_path)), "--json", "-", "--lang", "en")
    assert (code, err) == (1, "")
    data = json.loads(out)
    assert list(data) == ["file", "format", "event", "start", "end", "rate", "players", "rounds", "exit_status",
                          "verdict", "findings"]  # the window's JSON (printing.audit_report.audit_json)
    assert (data["file"], data["format"], data["start"], data["end"], data["rate"], data["players"],
            data["rounds"], data["exit_status"]) == ("planted.trf", "trf", "2022-11-11", "2022-11-13", "standard",
                                                     16, 5, 1)
    fault = next(f for f in data["findings"] if f["severity"] == "fault")
    assert fault == {"section": "players", "severity": "fault", "kind": "missing_fide_id", "round": None,
                     "board": None, "line": 17, "article": "TRF 001 (58-68)", "values": {"name": "Carroll, Peter"},
                     "text": "Carroll, Peter has no FIDE id: FIDE cannot rate his games."}


def test_the_json_into_a_file_and_the_text_on_the_screen(tmp_path, capsys):
    target = tmp_path / "audit.json"
    code, out, _ = run(capsys, "audit", str(CLEAN), "--json", str(target), "--lang", "en")
    assert code == 0 and out.endswith("\nVerdict: ✓ Nothing wrong found; 19 points to look at\n")
    assert json.loads(target.read_text())["exit_status"] == 0


def test_an_unreadable_file_exits_2_naming_it(tmp_path, capsys):
    path = tmp_path / "empty.trf"
    path.write_bytes(b"")
    code, out, err = run(capsys, "audit", str(path), "--lang", "en")
    assert (code, out, err) == (2, "", "empty.trf: the file is empty\n")
    code, out, err = run(capsys, "audit", str(tmp_path / "missing.trf"), "--lang", "fr")
    assert (code, out) == (2, "") and "missing.trf" in err


def test_a_file_that_holds_no_tournament_is_refused(tmp_path, capsys):
    path = tmp_path / "players.csv"
    path.write_text("name,birth_date\nDupont Jean,1980-01-01\n", encoding="utf-8")
    code, out, err = run(capsys, "audit", str(path), "--lang", "fr", "--format", "players-sheet")
    assert (code, out) == (2, "")
    assert err == "players.csv : un fichier players-sheet ne contient pas de tournoi à vérifier ; attendu : trf, " \
                  "frbe-trf, papi, pgn\n"


def test_the_club_is_only_read(demo_db, capsys):
    before = sqlite3.connect(demo_db).execute("SELECT COUNT(*) FROM events").fetchone()
    code, out, _ = run(capsys, "--db", str(demo_db), "audit", str(CLEAN), "--lang", "en")
    assert code == 0 and "FIDE rating changes" in out
    assert sqlite3.connect(demo_db).execute("SELECT COUNT(*) FROM events").fetchone() == before


def test_the_open_club_is_not_read_as_a_tournament(demo_db, capsys):
    code, out, err = run(capsys, "--db", str(demo_db), "audit", str(demo_db), "--lang", "en")
    assert (code, out) == (2, "") and "Traceback" not in err and err.startswith(demo_db.name)


def test_the_report_as_a_pdf(qapp, tmp_path, capsys):  # qapp: the PDF paints in the tests' one application
    target = tmp_path / "audit.pdf"
    code, out, err = run(capsys, "audit", str(planted(tmp_path)), "--pdf", str(target), "--lang", "nl")
    assert (code, err) == (1, "") and "\nOordeel: ✗ 1 fout, 18 punten om na te kijken\n" in out
    assert target.read_bytes().startswith(b"%PDF")
    code, out, err = run(capsys, "audit", str(CLEAN), "--pdf", str(tmp_path / "no" / "audit.pdf"), "--lang", "en")
    assert (code, out) == (2, "") and err == f"--pdf: no such folder {tmp_path / 'no'}\n"
