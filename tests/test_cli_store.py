"""The club database from the command line: import, players, events, preview, apply, undo,
ranking, export, check, template — exit codes and messages."""

from __future__ import annotations

import csv
import itertools
import re
import shutil
from pathlib import Path

import openpyxl
import orjson
import pytest

from elodesk.cli import main
from elodesk.formats import trf
from elodesk.store.db import dump, open_db
from elodesk.store.players import player_names

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "trf"
PAPI = Path(__file__).resolve().parent / "formats" / "fixtures" / "small.papi"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def db(tmp_path) -> str:
    return str(tmp_path / "club.elodesk")


@pytest.fixture
def demo(tmp_path, capsys) -> str:
    path = str(tmp_path / "demo.elodesk")
    code, out, _ = run(capsys, "--db", path, "demo")
    assert code == 0 and "Club de démonstration créé" in out
    return path


@pytest.mark.parametrize(("name", "players", "system"), [
    ("fide_example1.trf", 283, "frbe"), ("bbpPairings_issue_7.trf", 60, "frbe"),
    ("bbpPairings_issue_15.trf", 180, "frbe"), ("bbpPairings_dutch_2025_C5.trf", 6, "frbe"),
    ("bbpPairings_dutch_2025_C9.trf", 5, "frbe"),
])
def test_every_real_trf_sample_imports(db, capsys, name, players, system):
    code, out, err = run(capsys, "--db", db, "import", str(SHARED / name), "--json")
    assert code == 0, err
    report = orjson.loads(out)
    assert (report["format"], report["system"], len(report["players"])) == ("trf", system, players)
    events = orjson.loads(run(capsys, "--db", db, "events", "--json")[1])
    assert [(e["players"], e["games"]) for e in events] == [(players, report["games"])]


def test_papi_is_french_and_gives_french_ratings(db, capsys):
    code, out, err = run(capsys, "--db", db, "--lang", "en", "import", str(PAPI))
    assert code == 0, err
    assert "(papi, ffe) imported" in out
    listed = orjson.loads(run(capsys, "--db", db, "players", "--system", "ffe", "--json")[1])
    assert listed and all(set(p) == {"id", "name", "ratings"} for p in listed)
    assert all(set(p["ratings"]["ffe"]) >= {"rating", "games"} for p in listed)


def test_dry_run_writes_nothing_and_says_so(db, capsys):
    open_db(db)
    before = dump(open_db(db), skip=())
    code, out, _ = run(capsys, "--db", db, "import", str(SHARED / "fide_example1.trf"), "--dry-run")
    assert code == 0 and out.startswith("Essai à blanc, rien n'est écrit.") and "283 à créer" in out
    assert "--verbose" in out  # 283 new players: the list is cut
    assert dump(open_db(db), skip=()) == before


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Rated by: French Elo (FFE) (a Papi file, the French federation's program), FIDE rating (Papi: players "
           "with a FIDE rating)."),
    ("fr", "Classé par : Elo français (FFE) (un fichier Papi, le programme de la fédération française), Elo FIDE "
           "(Papi : des joueurs ont un Elo FIDE)."),
    ("nl", "Gequoteerd door: Franse Elo (FFE) (een Papi-bestand, het programma van de Franse federatie), "
           "FIDE-rating (Papi: spelers met een FIDE-rating)."),
])
def test_the_dry_run_says_which_systems_will_rate_the_event_and_why(db, capsys, lang, said):
    code, out, _ = run(capsys, "--db", db, "--lang", lang, "import", str(PAPI), "--dry-run")
    assert code == 0 and said in out.splitlines()


def test_a_bad_file_is_refused_with_its_line_and_nothing_is_written(db, tmp_path, capsys):
    # no player line has a start rank: the file holds no tournament, refused at its last line
    lines = [line[:4] + "  xx" + line[8:] if line.startswith("001") else line
             for line in (SHARED / "bbpPairings_dutch_2025_C5.trf").read_text().splitlines()]
    bad_line = len(lines) - 1
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n")
    run(capsys, "--db", db, "import", str(SHARED / "bbpPairings_dutch_2025_C9.trf"))
    before = dump(open_db(db), skip=())
    code, out, err = run(capsys, "--db", db, "--lang", "en", "import", str(bad))
    assert code == 2 and out == ""
    assert err.startswith(f"bad.trf:{bad_line + 1}:")
    assert dump(open_db(db), skip=()) == before


def test_the_same_file_imported_twice_is_recognised(db, tmp_path, capsys):
    copy = tmp_path / "renamed.trf"
    shutil.copy(SHARED / "bbpPairings_dutch_2025_C9.trf", copy)
    assert run(capsys, "--db", db, "import", str(SHARED / "bbpPairings_dutch_2025_C9.trf"))[0] == 0
    code, out, err = run(capsys, "--db", db, "import", str(copy))
    assert code == 2 and out == ""
    assert "renamed.trf : ce fichier a déjà été importé comme tournoi 1" in err  # French: the default


def test_unrecognised_file_and_bad_usage_exit_2(db, tmp_path, capsys):
    odd = tmp_path / "notes.txt"
    odd.write_text("shopping list\n")
    code, _, err = run(capsys, "--db", db, "--lang", "en", "import", str(odd))
    assert code == 2 and "notes.txt: format not recognised" in err
    assert run(capsys, "--db", db, "preview", "--system", "frbe")[0] == 2
    assert run(capsys, "--db", db, "preview", "--system", "frbe", "--from", "2025-13-01", "--to", "x")[0] == 2
    code, _, err = run(capsys, "--db", db, "preview", "--system", "ffe", "--uplift")
    assert code == 2 and "--uplift" in err
    code, _, err = run(capsys, "--db", db, "undo", "--system", "ffe")
    assert code == 2 and "rien à annuler" in err


def test_preview_json_is_the_compute_output_and_apply_undo_restore_the_database(demo, tmp_path, capsys):
    from elodesk.store.runs import RunScope, build_document

    args = ("--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31")
    code, out, _ = run(capsys, "--db", demo, "preview", *args, "--json")
    assert code == 0
    previewed = orjson.loads(out)
    from datetime import date

    document = build_document(open_db(demo), RunScope("frbe", date(2025, 7, 1), date(2025, 12, 31)))
    path = tmp_path / "doc.json"
    path.write_bytes(orjson.dumps(document))
    assert orjson.loads(run(capsys, "compute", str(path))[1]) == previewed
    before = dump(open_db(demo))
    code, out, _ = run(capsys, "--db", demo, "apply", *args)
    assert code == 0 and out.startswith("Appliqué : Elo belge (FRBE), 01/07/2025 – 31/12/2025 (calcul ")
    assert dump(open_db(demo)) != before
    code, out, _ = run(capsys, "--db", demo, "--lang", "en", "undo", "--system", "frbe")
    assert code == 0 and out.startswith("Undone: Belgian Elo (FRBE), 01/07/2025 – 31/12/2025 (run ")
    assert dump(open_db(demo)) == before


def test_undo_leaves_a_record_changed_since_the_run_and_says_so(demo, capsys):
    """A list imported (or a record edited) after a run is newer than the run: undoing the run keeps it."""
    from elodesk.store.db import write
    from elodesk.store.ratings import get_states, set_state

    args = ("--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31")
    db = open_db(demo)
    before = get_states(db, "frbe")
    assert run(capsys, "--db", demo, "apply", *args)[0] == 0
    after = get_states(db, "frbe")
    changed = next(pid for pid in after if after[pid] != before.get(pid))
    with write(db, "the federation's list, imported after the run"):
        set_state(db, "frbe", changed, {**after[changed], "rating": 1555})
    code, out, _ = run(capsys, "--db", demo, "--lang", "en", "undo", "--system", "frbe")
    assert code == 0 and "Players whose record changed since this run (a list imported, a record edited) " \
        "keep it as it is: 1." in out
    now = get_states(db, "frbe")
    assert now[changed]["rating"] == 1555
    assert {pid: state for pid, state in now.items() if pid != changed} == \
        {pid: state for pid, state in before.items() if pid != changed}


def test_preview_of_one_player_shows_his_explanation(demo, capsys):
    out = orjson.loads(run(capsys, "--db", demo, "preview", "--system", "frbe", "--from", "2025-07-01",
                           "--to", "2025-12-31", "--json")[1])
    player = next(p for p in out["players"] if p["status"] == "rated")
    code, text, _ = run(capsys, "--db", demo, "preview", "--system", "frbe", "--from", "2025-07-01",
                        "--to", "2025-12-31", "--player", player["id"])
    assert code == 0 and "Formule II" in text and "attendu" in text
    # the rules that rated it, in words: never the engine's key ("(period_end)")
    assert ("Règlement : édition 2015, choisie d'après la date de fin de la période (31/12/2025) ; "
            "plancher 1400.") in text
    assert "period_end" not in text and "Joueurs : 1." in text


def test_ranking_to_screen_json_csv_and_xlsx(demo, tmp_path, capsys):
    code, out, _ = run(capsys, "--db", demo, "ranking", "--system", "bataille-empire")
    assert code == 0 and out.splitlines()[0].split()[:3] == ["rang", "nom", "club"]
    rows = orjson.loads(run(capsys, "--db", demo, "ranking", "--system", "frbe", "--json")[1])
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))
    assert all((a["rating"], a["games"]) >= (b["rating"], b["games"]) for a, b in itertools.pairwise(rows))
    target = tmp_path / "r.csv"
    assert run(capsys, "--db", demo, "ranking", "--system", "frbe", "--csv", str(target))[0] == 0
    with open(target, encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle, delimiter=";"))
    assert len(table) == len(rows) + 1 and table[1][1] == rows[0]["name"]
    book = tmp_path / "r.xlsx"
    assert run(capsys, "--db", demo, "ranking", "--system", "diplomacy", "--mode", "blitz", "--xlsx", str(book))[0] == 0
    assert openpyxl.load_workbook(book).active.max_row > 2


def test_export_belgian_submission_file_reads_back(demo, tmp_path, capsys):
    target = tmp_path / "automne.trf"
    code, _out, err = run(capsys, "--db", demo, "export", "--system", "frbe", "--format", "frbe-trf", "-o",
                         str(target), "--event", "4")
    assert code == 0, err
    event = trf.read(target)
    assert (event.format, event.name, len(event.players)) == ("frbe-trf", "Tournoi d'automne", 50)
    assert all(p.frbe_id for p in event.players)
    events = orjson.loads(run(capsys, "--db", demo, "events", "--json")[1])
    autumn = next(e for e in events if e["id"] == 4)
    rated = sum(1 for g in event.games if g.result in ("1-0", "0-1", "1/2-1/2"))
    assert rated == autumn["games"]
    code, _, err = run(capsys, "--db", demo, "--lang", "en", "export", "--system", "frbe", "--format", "fide-trf",
                       "-o", str(tmp_path / "x.trf"), "--from", "2025-01-01", "--to", "2025-06-30")
    assert code == 2 and "export them one by one with --event" in err


def test_no_belgian_file_is_written_for_an_event_without_a_belgian_matricule_or_rating(tmp_path, capsys):
    """A French club's Papi event exported as the Belgian file came out with empty rating columns: the file
    exists to carry Belgian ratings and matricules; refused, naming FIDE's report."""
    db, target = str(tmp_path / "club.elodesk"), tmp_path / "belgian.trf"
    code, _, err = run(capsys, "--db", db, "import", "--system", "ffe", str(PAPI))
    assert code == 0, err
    code, _, err = run(capsys, "--db", db, "--lang", "en", "export", "--system", "ffe", "--format", "frbe-trf",
                       "--event", "1", "-o", str(target))
    assert code == 2 and "no player has a Belgian matricule or rating" in err and "fide-trf" in err
    assert not target.exists()
    code, _, err = run(capsys, "--db", db, "export", "--system", "ffe", "--event", "1", "-o", str(target))
    assert code == 0 and target.exists()  # FIDE's report, with its FRA records, is the French event's file


def test_check_lists_forfeits_and_late_events(demo, capsys):
    code, out, _ = run(capsys, "--db", demo, "check", "--system", "frbe", "--event", "4", "--json")
    findings = orjson.loads(out)
    assert code == 0 and {f["kind"] for f in findings} >= {"forfeit"}
    assert all(f["kind"] != "late" for f in findings)  # the demo's results arrived three days after


def test_templates_are_written_and_a_filled_one_imports(db, tmp_path, capsys):
    sheet = tmp_path / "bataille.xlsx"
    assert run(capsys, "template", "bataille-empire", str(sheet))[0] == 0
    book = openpyxl.load_workbook(sheet)
    assert {"Manifestation", "Joueurs", "Parties"} <= set(book.sheetnames)
    for row, (label, value) in enumerate([("Nom", "Rencontre de Ligny"), ("Date de début", "14/06/2025"),
                                          ("Date de fin", "15/06/2025"), ("Lieu", "Ligny")], 1):
        book["Manifestation"].cell(row, 1, label)
        book["Manifestation"].cell(row, 2, value)
    for row, (last, first) in enumerate([("Ney", "Michel"), ("Grouchy", "Emmanuel"), ("Blücher", "Gebhard")], 2):
        book["Joueurs"].cell(row, 1, last)
        book["Joueurs"].cell(row, 2, first)
    for col, value in enumerate([1, "14/06/2025", "Ney Michel", None, None, "Blücher Gebhard", None, None,
                                 "victoire décisive du camp A"], 1):
        book["Parties"].cell(2, col, value)
    for col, value in enumerate([2, "15/06/2025", "Grouchy Emmanuel", "Ney Michel", None, "Blücher Gebhard",
                                 None, None, "match nul"], 1):
        book["Parties"].cell(3, col, value)
    book.save(sheet)
    code, out, err = run(capsys, "--db", db, "--lang", "en", "import", str(sheet))
    assert code == 0, err
    assert "(bataille-sheet, bataille-empire) imported: event 1" in out and "2 games" in out
    preview = orjson.loads(run(capsys, "--db", db, "preview", "--system", "bataille-empire", "--event", "1",
                               "--json")[1])
    ney = next(p for p in preview["players"] if p["id"] == "1")
    # new generals at 1000 (K 30): decisive win over an equal, 30 × (1.25 − .50) = 22.5 -> +23 (Blücher
    # 30 × (0 − .50) = −15 -> 985); then a draw beside Grouchy against Blücher: Ney 1023 vs 985,
    # P .54, 30 × (.5 − .54) = −1.2 -> −1
    assert (ney["rating"], ney["games"], ney["grade"]) == (1022, 2, "Colonel")
    assert run(capsys, "template", "diplomacy", str(tmp_path / "d.xlsx"))[0] == 0
    code, _, err = run(capsys, "--lang", "en", "template", "diplomacy", str(tmp_path / "d.csv"))
    assert code == 2 and "expected a name ending in .xlsx" in err


def test_preview_names_each_player_and_counts_his_games_of_the_period(demo, capsys):
    args = ("--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31")
    out = orjson.loads(run(capsys, "--db", demo, "preview", *args, "--json")[1])
    code, text, _ = run(capsys, "--db", demo, "--lang", "en", "preview", *args)
    assert code == 0
    lines = {line.split()[0]: line for line in text.splitlines()[4:]}
    names = player_names(open_db(demo), [int(p["id"]) for p in out["players"]])
    for p in out["players"]:
        played = sum(1 for r in p["explanation"] if r["kind"] in ("game", "archive_game", "left_out"))
        line = lines[p["id"]]
        assert names[int(p["id"])] in line
        assert line.split()[-2] == str(played)  # the games column, before the status
    code, text, _ = run(capsys, "--db", demo, "--lang", "en", "preview", *args, "--player", "33")
    assert "against 12 " not in text and re.search(r"against [^\d(]+ \(1600\)", text)


def test_apply_and_undo_report_the_same_counts(demo, capsys):
    args = ("--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31")
    _, applied, _ = run(capsys, "--db", demo, "--lang", "en", "apply", *args)
    _, undone, _ = run(capsys, "--db", demo, "--lang", "en", "undo", "--system", "frbe")
    changed = re.search(r"(\d+) players' ratings changed, (\d+) players' records written", applied).groups()
    restored = re.search(r"(\d+) players' ratings restored, (\d+) players' records restored", undone).groups()
    assert changed == restored and int(changed[0]) < int(changed[1])


def test_a_club_path_in_a_missing_folder_or_a_missing_club_is_refused_not_made(tmp_path, capsys):
    typo = tmp_path / "typo" / "x.elodesk"
    code, _, err = run(capsys, "--db", str(typo), "--lang", "en", "events")
    assert code == 2 and "the folder" in err and "does not exist" in err
    code, _, err = run(capsys, "--db", str(typo), "import", str(PAPI))
    assert code == 2 and "n'existe pas" in err
    assert not typo.parent.exists()
    missing = tmp_path / "missing.elodesk"
    code, _, err = run(capsys, "--db", str(missing), "--lang", "nl", "players")
    assert code == 2 and str(missing) in err
    assert not missing.exists()
    assert run(capsys, "--db", str(missing), "import", str(PAPI))[0] == 0  # a command that fills a club starts one
    assert run(capsys, "--db", str(missing), "players")[0] == 0


def test_dates_as_the_window_writes_them_and_a_bad_one_said_in_the_language_asked(demo, capsys):
    iso = run(capsys, "--db", demo, "preview", "--system", "frbe", "--from", "2025-07-01", "--to", "2025-12-31")
    day_first = run(capsys, "--db", demo, "preview", "--system", "frbe", "--from", "01/07/2025", "--to", "31/12/2025")
    assert day_first == iso and iso[0] == 0
    code, _, err = run(capsys, "--db", demo, "--lang", "nl", "preview", "--system", "frbe", "--from", "31/13/2025",
                       "--to", "2025-12-31")
    assert (code, err) == (2, 'datum verwacht als DD/MM/JJJJ of JJJJ-MM-DD, gevonden: "31/13/2025"\n')
    code, _, err = run(capsys, "--db", demo, "preview", "--system", "fide", "--month", "7/25")
    assert (code, err) == (2, "mois attendu sous la forme MM/AAAA ou AAAA-MM, trouvé « 7/25 »\n")
    assert run(capsys, "--db", demo, "preview", "--system", "fide", "--rate", "standard", "--month", "07/2025")[0] == 0


def test_a_fide_ranking_names_its_list_with_rate_as_preview_does(demo, capsys):
    def listed(*choice: str) -> str:
        code, out, _ = run(capsys, "--db", demo, "ranking", "--system", "fide", "--json", *choice)
        assert code == 0
        return out

    assert listed("--rate", "rapid") == listed("--mode", "rapid") != listed("--rate", "standard") == listed()
