"""What a reader tolerated, in the user's language: notices are templates, stored as such, phrased at the edges."""

from __future__ import annotations

import json
from pathlib import Path

import orjson
import pytest

from elodesk.catalogue import describe_notice
from elodesk.cli import main
from elodesk.formats.notices import KEEP, Bounded, Notice, Notices, notice
from elodesk.store.db import open_db, write

TRF = Path(__file__).resolve().parents[3] / "shared" / "data" / "trf"
DUBOV = TRF / "CPPDubovSystem_parsing_test.trf"
FIDE_EXAMPLE = TRF / "fide_example1.trf"
pytestmark = pytest.mark.skipif(not DUBOV.exists(), reason="the shared TRF samples are not here")


def run(capsys, *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_a_real_trf_imported_in_french_prints_french_warnings_naming_their_line(tmp_path, capsys):
    code, out = run(capsys, "--db", str(tmp_path / "club.elodesk"), "--lang", "fr", "import", str(DUBOV),
                    "--verbose")
    assert code == 0
    lines = out.splitlines()
    assert "  attention : ligne 13 : 1 ligne d'enregistrement de type « TNR » ignorée (sans rapport avec les " \
           "cotes)" in lines
    assert "  attention : ligne 34 : 2 lignes d'enregistrement de type « BYE » ignorées (sans rapport avec les " \
           "cotes)" in lines
    assert "  attention : ligne 4 : étiquette 042 (date de début) « --CPP DUBOV SYSTEM RANDOM TOURNAMENT (START " \
           "DATE)-- » n'est pas une date" in lines
    assert not [line for line in lines if "skipped" in line or "is no" in line]  # no English left


def test_the_same_file_in_dutch_and_english(tmp_path, capsys):
    db = str(tmp_path / "club.elodesk")
    out = run(capsys, "--db", db, "--lang", "nl", "import", str(FIDE_EXAMPLE), "--dry-run", "--verbose")[1]
    assert 'let op: regel 297: "spielfrei" staat voor de bye, niet voor een speler: weggelaten' in out
    out = run(capsys, "--db", db, "--lang", "en", "import", str(FIDE_EXAMPLE), "--dry-run", "--verbose")[1]
    assert 'warning: line 297: "spielfrei" stands for the bye, not a player: left out' in out


def test_the_event_keeps_its_notices_as_templates_and_the_check_phrases_them(tmp_path, capsys):
    db = str(tmp_path / "club.elodesk")
    report = json.loads(run(capsys, "--db", db, "import", str(DUBOV), "--json")[1])
    stored = json.loads(open_db(db).execute("SELECT warnings FROM events").fetchone()[0])
    assert stored[0] == {"where": 3, "template": 'tag 032 (federation) "{value}" is no federation code: left out',
                         "params": {"value": "--CPP DUBOV SYSTEM RANDOM TOURNAMENT (FEDERATION)--"}}
    assert [str(Notice.from_json(item)) for item in stored] == report["warnings"]  # --json: English sentences
    out = run(capsys, "--db", db, "--lang", "fr", "check", "--system", report["system"], "--event", "1")[1]
    assert "le fichier se contredit : ligne 13 : 1 ligne d'enregistrement de type « TNR » ignorée" in out


def test_a_warning_stored_before_notices_is_shown_as_it_was(tmp_path, capsys):
    db = str(tmp_path / "club.elodesk")
    system = json.loads(run(capsys, "--db", db, "import", str(DUBOV), "--json")[1])["system"]
    club = open_db(db)
    with write(club, "a warning as elodesk stored them before notices"):
        club.execute("UPDATE events SET warnings = ?", ['["line 7: an old {odd} warning, in English"]'])
    findings = orjson.loads(run(capsys, "--db", db, "--lang", "fr", "check", "--system", system, "--event", "1",
                                "--json")[1])
    assert [f["text"] for f in findings if f["kind"] == "file_warning"] == ["line 7: an old {odd} warning, in "
                                                                            "English"]
    out = run(capsys, "--db", db, "--lang", "nl", "check", "--system", system, "--event", "1")[1]
    assert "het bestand spreekt zichzelf tegen: line 7: an old {odd} warning, in English" in out


def test_a_notice_reads_in_each_language_with_its_place():
    skipped = notice(12, "tag 062 gives {declared} players, the file has {count}", declared="30", count=28)
    assert str(skipped) == "line 12: tag 062 gives 30 players, the file has 28"
    assert describe_notice(skipped, "fr") == "ligne 12 : l'étiquette 062 donne 30 joueurs, le fichier en a 28"
    assert describe_notice(skipped, "nl") == "regel 12: tag 062 geeft 30 spelers, het bestand heeft er 28"
    placed = notice("PLAYER.DBF:record 3", "no name (NOM_PRENOM)")
    assert describe_notice(placed, "fr") == "PLAYER.DBF:record 3 : pas de nom (NOM_PRENOM)"
    assert Notice.from_json(skipped.to_json()) == skipped


def test_a_reader_keeps_a_hundred_notices_of_a_kind_and_counts_the_rest():
    kept = Notices()
    for line in range(1, 251):
        kept.append(notice(line, "tag 062 gives {declared} players, the file has {count}", declared="30", count=28))
        if line % 50 == 0:
            kept.append(notice(line, "player without a name"))
    assert len(kept) == KEEP + 1 + 5
    counting = kept[KEEP + 2]  # after the first hundred and two of the other kind
    assert (counting.where, counting.more) == (KEEP + 1, 250 - KEEP - 1)
    assert str(counting) == "line 101: tag 062 gives 30 players, the file has 28 (and 149 more like this, not listed)"
    assert describe_notice(counting, "fr") == "ligne 101 : l'étiquette 062 donne 30 joueurs, le fichier en a 28 (et " \
                                              "149 autres du même genre, non listés)"
    assert describe_notice(counting, "nl") == "regel 101: tag 062 geeft 30 spelers, het bestand heeft er 28 (en nog " \
                                              "149 van dezelfde soort, niet vermeld)"
    assert Notice.from_json(orjson.loads(orjson.dumps(counting.to_json()))) == counting


def test_the_count_goes_on_in_a_sorted_list_and_in_a_callers_list():
    kept = Notices(keep=2)
    kept += [notice(9 - i, "player without a name") for i in range(4)]
    kept.sort(key=lambda n: n.line)
    kept.append(notice(1, "player without a name"))
    assert [(n.where, n.more) for n in kept] == [(7, 2), (8, 0), (9, 0)]  # 7, the third, counts 6 and 1
    callers: list[Notice] = []
    bounded = Bounded(callers, keep=1)
    for where in ("a", "b", "c"):
        bounded.append(notice(where, "no name"))
    assert callers == [Notice("a", "no name"), Notice("b", "no name", more=1)]
    assert Notice("a", "no name").to_json() == {"where": "a", "template": "no name", "params": {}}  # as stored before
