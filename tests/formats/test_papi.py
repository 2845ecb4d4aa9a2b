"""Papi reader: a real Jet 4 fixture (tests/formats/fixtures/small.papi) and rows fed directly."""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest

from elodesk.catalogue import describe
from elodesk.formats import jet4, papi
from elodesk.formats.errors import FormatError
from elodesk.formats.records import FFE, FFE_BLITZ, FFE_RAPID, FIDE, FIDE_RAPID, ByeRecord
from tests.english import english
from tests.formats.fixtures.make_papi import jet4 as jet4_writer
from tests.formats.fixtures.make_papi.make_papi import SMALL_INFO, player_row, small_players, write_papi

SMALL = Path(__file__).parent / "fixtures" / "small.papi"


@pytest.fixture(scope="module")
def event():
    return papi.read(SMALL)


def by_ref(event, ref):
    return next(p for p in event.players if p.ref == ref)


def games(event):
    return {(g.round, g.white, g.black, g.result) for g in event.games}


def test_event_comes_from_the_info_table(event):
    assert event.format == "papi"
    assert event.name == "Open de Noël — Échiquier Lédonien"
    assert (event.start, event.end) == (date(2024, 12, 14), date(2024, 12, 15))
    assert event.place == "Lons-le-Saunier"
    assert event.arbiter == "Cécile Mérel"
    assert event.rounds == 3
    assert event.time_control == "60 min + 30 s"
    assert (event.rate, event.rating_kind) == ("standard", FFE)


def test_exempt_is_not_a_player_and_names_keep_their_accents(event):
    assert [p.ref for p in event.players] == ["2", "3", "4", "5", "6", "7"]
    assert [p.name for p in event.players] == [
        "DUPONT-LÉGER, Frédéric", "MÜLLER, Zoë", "NGUYỄN, Thị Œlla", "O'BRIEN, Seán", "BLANC, Étienne",
        "ROUSSEAU, Anaïs"]


def test_player_fields(event):
    fred = by_ref(event, "2")
    assert (fred.ffe_id, fred.fide_id, fred.sex, fred.federation) == ("A01450", "651234", "M", "FRA")
    assert fred.birth_date == date(1984, 3, 12)
    assert fred.club == "Échiquier Lédonien"
    assert fred.line == "JOUEUR Ref 2"
    nguyen = by_ref(event, "4")
    assert nguyen.title == "WIM"  # Papi writes "mf"
    sean = by_ref(event, "5")
    assert (sean.ffe_id, sean.fide_id, sean.birth_date, sean.club) == (None, None, None, None)


def test_ratings_go_to_their_kind_and_a_fide_flag_also_gives_the_fide_rating(event):
    assert by_ref(event, "2").ratings == {FFE: 1850, FIDE: 1850, FFE_RAPID: 1790}
    assert by_ref(event, "4").ratings[FIDE_RAPID] == 2050
    assert by_ref(event, "6").ratings == {FFE: 1630, FFE_RAPID: 1620, FFE_BLITZ: 1600}


def test_estimated_ratings_stay_in_the_estimate_convention(event):
    assert by_ref(event, "3").ratings == {FFE: 1409, FFE_RAPID: 1399, FFE_BLITZ: 1399}
    assert by_ref(event, "7").ratings == {FFE: 1199}
    assert FIDE not in by_ref(event, "3").ratings


def test_each_rating_keeps_its_letter(event):
    assert by_ref(event, "2").rating_types == {FFE: "F", FFE_RAPID: "N"}
    assert by_ref(event, "3").rating_types == {FFE: "E", FFE_RAPID: "E", FFE_BLITZ: "E"}
    assert by_ref(event, "4").rating_types == {FFE: "F", FFE_RAPID: "F", FFE_BLITZ: "F"}
    assert by_ref(event, "6").rating_types == {FFE: "N", FFE_RAPID: "N", FFE_BLITZ: "N"}


def test_each_pairing_is_one_game_read_from_both_rows(event):
    assert games(event) == {
        (1, "2", "3", "1-0"), (1, "4", "5", "1/2-1/2"), (1, "6", "7", "+-"),
        (2, "2", "3", "1-0"), (2, "5", "6", "--"),
        (3, "2", "4", "0-1"), (3, "6", "3", "1/2-1/2"),
    }
    assert len(event.games) == 7


def test_byes_and_absences(event):
    assert sorted(event.byes, key=lambda b: (b.round, b.player)) == [
        ByeRecord(2, "4", "H", 0.5), ByeRecord(2, "7", "U", 1.0),
        ByeRecord(3, "5", "Z", 0.0), ByeRecord(3, "7", "Z", 0.0)]


def test_a_consistent_file_gives_no_warning(event):
    assert english(event.warnings) == []


def test_personal_data_is_never_imported(event):
    text = repr(event)
    for personal in ("Lilas", "0612345678", "fred@example.org", "0387000000"):
        assert personal not in text


def test_licences_are_read_from_their_fixed_length_column(event):
    # NrFFE is a fixed-length Text(6) column, as in Papi: the value ends where the column does.
    assert [p.ffe_id for p in event.players] == ["A01450", "B22871", "C00042", None, "K12345", "M55555"]


# The decoder's one independent check: the README's test command installs mdbtools, so in CI
# (CI=true) a missing mdb-export fails the check instead of skipping it.
NEEDS_MDBTOOLS = pytest.mark.skipif(shutil.which("mdb-export") is None and not os.environ.get("CI"),
                                    reason="mdbtools not installed")


@NEEDS_MDBTOOLS
def test_mdbtools_reads_every_text_field_of_the_fixture_as_elodesk_does():
    exported = subprocess.run(["mdb-export", str(SMALL), "JOUEUR"], capture_output=True, text=True,
                              check=True)
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    database = jet4.Database(str(SMALL))
    table = database.parse_table("JOUEUR")
    text_columns = database.get_table("JOUEUR").text_columns
    assert {"NrFFE", "Nom", "Prenom", "Club"} <= text_columns
    for i, row in enumerate(rows):
        assert {c: table[c][i] or "" for c in text_columns} == {c: row[c] for c in text_columns}


@NEEDS_MDBTOOLS
def test_mdbtools_reads_the_fixture_as_elodesk_does(event):
    exported = subprocess.run(["mdb-export", str(SMALL), "JOUEUR"], capture_output=True, text=True,
                              check=True)
    rows = list(csv.DictReader(io.StringIO(exported.stdout)))
    assert [r["Ref"] for r in rows] == ["1", "2", "3", "4", "5", "6", "7"]
    for row in rows[1:]:
        player = by_ref(event, row["Ref"])
        assert player.name == f"{row['Nom']}, {row['Prenom']}"
        assert player.ratings[FFE] == int(row["Elo"])
    first_round = [(r["Rd01Cl"], r["Rd01Adv"], r["Rd01Res"]) for r in rows[1:3]]
    assert first_round == [("B", "3", "3"), ("N", "2", "1")]


def test_rapid_event_and_an_estimate_kept_as_written(tmp_path):
    path = tmp_path / "rapide.papi"
    players = small_players()
    players[0]["Fide"] = "E"  # Elo 1850 marked estimated: the letter says so, the value stays
    write_papi(path, {**SMALL_INFO, "ClassElo": "Rapide"}, players)
    event = papi.read(path)
    assert (event.rate, event.rating_kind) == ("rapid", FFE_RAPID)
    assert by_ref(event, "2").ratings[FFE] == 1850
    assert by_ref(event, "2").rating_types[FFE] == "E"
    assert FIDE not in by_ref(event, "2").ratings
    assert english(event.warnings) == []


def test_an_event_named_blitz_is_a_blitz_event_though_class_elo_says_elo(tmp_path):
    path = tmp_path / "blitz.papi"
    write_papi(path, {**SMALL_INFO, "Nom": "Blitz de Noël", "ClassElo": "Elo", "Cadence": ""}, small_players())
    event = papi.read(path)
    assert (event.rate, event.rating_kind) == ("blitz", FFE_BLITZ)
    assert english(event.warnings) == ["INFO: the event is named 'Blitz de Noël': read as a blitz event, with the "
                              "Blitz ratings (ClassElo says Elo)"]


@pytest.mark.parametrize(("name", "class_elo", "cadence", "rate"), [
    ("Open rapide", "Elo", None, "rapid"), ("Semi-rapide du club", None, None, "rapid"),
    ("Rapid Open", "Elo", None, "rapid"), ("Open B", "Elo", None, "standard"), ("Open B", None, None, None),
    ("Rapide", "Blitz", "15 min + 5 s", "blitz"), ("Blitzkrieg", "Elo", None, "standard"),
    ("Open B", "Elo", "5 min + 3 s", "blitz"), ("Open B", None, "15' + 5''", "rapid"),
    ("Blitz", "Elo", "G50 + 10", "standard"),  # the time control's figures before the name
    ("Blitz", "Elo", "cadence Fischer", "blitz")])  # a time control without figures: the name
def test_the_rate_from_class_elo_the_time_control_or_the_name(name, class_elo, cadence, rate):
    info = [{"Variable": "Nom", "Value": name}, {"Variable": "Cadence", "Value": cadence}]
    if class_elo is not None:
        info.append({"Variable": "ClassElo", "Value": class_elo})
    assert papi.event_from_tables("t.papi", info, []).rate == rate


def test_a_blitz_time_control_makes_a_blitz_event_with_a_warning():
    info = [{"Variable": "Nom", "Value": "Open B"}, {"Variable": "Cadence", "Value": "5 min + 3 s"},
            {"Variable": "ClassElo", "Value": "Elo"}]
    assert english(papi.event_from_tables("t.papi", info, []).warnings) == [
        "INFO: Cadence '5 min + 3 s' is a blitz time control: read as a blitz event, with the Blitz ratings "
        "(ClassElo says Elo)"]


def test_dates_written_with_a_time_are_read():
    info = [{"Variable": "Nom", "Value": "T"}, {"Variable": "DateDebut", "Value": "08/07/2023  09:30"},
            {"Variable": "DateFin", "Value": "09/07/2023 18:00:00"},
            {"Variable": "DateRd2", "Value": "08/07/2023 14:00"}]
    event = papi.event_from_tables("t.papi", info, [])
    assert (event.start, event.end) == (date(2023, 7, 8), date(2023, 7, 9))
    assert event.round_dates == {2: date(2023, 7, 8)}
    assert english(event.warnings) == []


def test_without_start_and_end_the_round_dates_give_the_event_dates():
    info = [{"Variable": "Nom", "Value": "T"}, {"Variable": "DateRd1", "Value": "05/10/2024"},
            {"Variable": "DateRd3", "Value": "06/10/2024 10:00"}, {"Variable": "DateFin", "Value": ""}]
    event = papi.event_from_tables("t.papi", info, [])
    assert (event.start, event.end) == (date(2024, 10, 5), date(2024, 10, 6))
    assert english(event.warnings) == ["INFO: no DateDebut/DateFin; the event's dates are taken from the round dates, "
                              "2024-10-05 – 2024-10-06"]


@pytest.mark.parametrize(("raw", "text"), [
    (b"\xff\xfeAbc", "Abc"),  # compressed: one byte a character
    ("Zoë".encode("utf-16-le"), "Zoë"),  # not compressed
    (b"\xff\xfeNGUY\x00" + "Ễ".encode("utf-16-le") + b"\x00N", "NGUYỄN"),  # runs switched by 0x00
    (b"\xff\xfe\x00" + "Œ".encode("utf-16-le") + b"\x00lla", "Œlla"),  # starts uncompressed at once
    (b"\xff\xfe", ""),
    (b"\xff\xfeab\x00c", "ab"),  # half a character at the end of a damaged value is dropped
    ("A01450".encode("utf-16-le") + b"\x00", "A01450"),
])
def test_jet4_text(raw, text):
    assert jet4.decode_text(raw) == text


def test_a_many_player_file_spans_several_data_pages(tmp_path):
    path = tmp_path / "big.papi"
    players = [player_row(ref, f"JOUEUR{ref}", "Prénom", Elo=1500 + ref,
                          rounds={1: ("B" if ref % 2 == 0 else "N", ref + 1 if ref % 2 == 0 else ref - 1,
                                      3 if ref % 2 == 0 else 1)})
               for ref in range(2, 82)]
    write_papi(path, {"Nom": "Grand open", "NbrRondes": "1", "ClassElo": "Elo"}, players)
    event = papi.read(path)
    assert len(event.players) == 80
    assert len(event.games) == 40
    assert english(event.warnings) == []


def test_not_a_database_is_refused(tmp_path):
    path = tmp_path / "notes.papi"
    path.write_text("not an Access file")
    with pytest.raises(FormatError) as error:
        papi.read(path)
    assert str(error.value) == "notes.papi: not a Papi file: expected an MS Access (Jet 4) database"


def test_an_access_database_without_papi_tables_is_refused(tmp_path):
    path = tmp_path / "other.mdb"
    jet4_writer.write_database(path, [jet4_writer.Table("Clients", [jet4_writer.Column("Nom", jet4_writer.TEXT, 20)],
                                                        [{"Nom": "x"}])])
    with pytest.raises(FormatError, match=r"other.mdb: no INFO table: not a Papi file"):
        papi.read(path)


def chained(path: Path, links: dict[int, int]) -> Path:
    """small.papi with the "next definition page" pointer of each page in ``links`` set to another page."""
    data = bytearray(SMALL.read_bytes())
    for page, target in links.items():
        data[page * 4096 + 4: page * 4096 + 8] = target.to_bytes(4, "little")
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(("links", "table", "page"), [({7: 6}, "JOUEUR", 6), ({6: 6}, "JOUEUR", 6),
                                                      ({2: 2}, "MSysObjects", 2)])
def test_a_table_definition_whose_pages_loop_is_refused_as_damaged(tmp_path, links, table, page):
    """JOUEUR's definition takes pages 6 and 7; page 7 sent back to 6 kept access-parser reading forever."""
    with pytest.raises(FormatError) as error:
        papi.read(chained(tmp_path / "loop.papi", links))
    assert str(error.value) == f"loop.papi:{table}: the table definition pages loop back to page {page}: the file " \
                               "is damaged"
    assert describe(error.value, "fr") == f"loop.papi:{table} : les pages de définition de la table reviennent en " \
                                          f"boucle à la page {page} : le fichier est endommagé"


def test_a_table_definition_going_on_in_a_page_that_holds_none_is_refused_as_damaged(tmp_path):
    with pytest.raises(FormatError) as error:
        papi.read(chained(tmp_path / "lost.papi", {7: 1}))
    assert str(error.value) == "lost.papi:JOUEUR: the table definition goes on in page 1, which holds none: the " \
                               "file is damaged"


def test_sniff():
    assert papi.sniff(SMALL.read_bytes()[:64], "small.papi") == "papi"
    assert papi.sniff(b"[Event \"x\"]\n", "x.papi") is None


# Rows fed to the function read() uses: disagreements between the two rows of a pairing.

def side(ref, rounds, **fields):
    row = {"Ref": ref, "Nom": f"P{ref}", "Prenom": "", "Elo": 1500}
    row.update(fields)
    for rnd, (colour, opponent, result) in rounds.items():
        row.update({f"Rd{rnd:02}Cl": colour, f"Rd{rnd:02}Adv": opponent, f"Rd{rnd:02}Res": result})
    return row


INFO = [{"Variable": "Nom", "Value": "Test"}, {"Variable": "NbrRondes", "Value": "1"}]


def from_rows(*rows):
    return papi.event_from_tables("t.papi", INFO, [{"Ref": 1, "Nom": "EXEMPT"}, *rows])


def test_results_that_disagree_keep_the_lower_ref_and_warn():
    event = from_rows(side(2, {1: ("B", 3, 3)}), side(3, {1: ("N", 2, 3)}))
    assert games(event) == {(1, "2", "3", "1-0")}
    assert english(event.warnings) == ["round 1: Ref 2 – Ref 3: the rows disagree on the result (codes 3 and 3); "
                              "Ref 2's row kept"]


def test_same_colour_in_both_rows_warns():
    event = from_rows(side(2, {1: ("N", 3, 1)}), side(3, {1: ("N", 2, 3)}))
    assert games(event) == {(1, "3", "2", "1-0")}
    assert "both rows give the same colour (N)" in english(event.warnings)[0]


def test_colour_and_result_from_the_other_row_when_one_row_lacks_them():
    event = from_rows(side(2, {1: ("R", 3, 0)}), side(3, {1: ("B", 2, 3)}))
    assert games(event) == {(1, "3", "2", "1-0")}
    assert english(event.warnings) == []


def test_a_pairing_named_by_one_row_only_is_taken_with_a_warning():
    event = from_rows(side(2, {1: ("B", 3, 2)}), side(3, {1: ("R", None, 0)}))
    assert games(event) == {(1, "2", "3", "1/2-1/2")}
    assert event.byes == []
    assert english(event.warnings) == ["round 1: Ref 2 names Ref 3 as opponent but Ref 3's row has no opponent; "
                              "pairing taken from Ref 2's row"]


def test_a_pairing_contradicted_by_the_opponent_is_dropped():
    event = from_rows(side(2, {1: ("B", 3, 3)}), side(3, {1: ("B", 4, 3)}), side(4, {1: ("N", 3, 1)}))
    assert games(event) == {(1, "3", "4", "1-0")}
    assert english(event.warnings) == ["round 1: Ref 2 names Ref 3 as opponent but Ref 3 names Ref 4; "
                              "Ref 2's pairing ignored"]


def test_an_opponent_missing_from_the_file_is_reported():
    event = from_rows(side(2, {1: ("B", 9, 3)}))
    assert event.games == []
    assert english(event.warnings) == ["round 1: Ref 2's opponent Ref 9 is not a player of the file; pairing ignored"]


def test_paired_without_result_is_not_a_game():
    event = from_rows(side(2, {1: ("B", 3, 0)}), side(3, {1: ("N", 2, 0)}))
    assert event.games == []
    assert english(event.warnings) == ["round 1: Ref 2 – Ref 3: paired but no result; not imported"]


def test_stored_points_are_ignored():
    event = from_rows(side(2, {1: ("B", 3, 1)}, Pts=7.5), side(3, {1: ("N", 2, 3)}, Pts=0))
    assert games(event) == {(1, "2", "3", "0-1")}


def test_rounds_not_yet_paired_give_no_absences():
    event = from_rows(side(2, {1: ("B", 3, 3), 2: ("F", None, 0)}), side(3, {1: ("N", 2, 1)}))
    assert event.byes == []


def test_bad_result_code_and_info_values_are_warnings():
    info = [{"Variable": "Nom", "Value": "T"}, {"Variable": "DateDebut", "Value": "14 décembre"},
            {"Variable": "ClassElo", "Value": "Lent"}, {"Variable": "NbrRondes", "Value": "trois"}]
    event = papi.event_from_tables("t.papi", info, [side(2, {1: ("B", 3, 9)}), side(3, {1: ("N", 2, 1)})])
    assert event.start is None and event.rating_kind is None and event.rounds is None
    assert english(event.warnings)[:3] == [
        "INFO DateDebut: expected a date dd/mm/yyyy, got '14 décembre'",
        "INFO NbrRondes: expected a number of rounds, got 'trois'",
        "INFO ClassElo: expected Elo, Rapide or Blitz, got 'Lent'"]
    assert "JOUEUR Ref 2, round 1: result code 9 is not one of 0–6; round ignored" in english(event.warnings)


def test_ref_must_be_a_number():
    with pytest.raises(FormatError) as error:
        papi.event_from_tables("t.papi", INFO, [{"Ref": "abc", "Nom": "X"}])
    assert str(error.value) == "t.papi:JOUEUR row 1: expected a player number in Ref, got 'abc'"


def test_duplicate_ref_is_refused():
    with pytest.raises(FormatError, match=r"t.papi:JOUEUR row 2: Ref 2 appears twice"):
        papi.event_from_tables("t.papi", INFO, [side(2, {}), side(2, {})])


def test_numbers_and_dates_given_as_text_are_read():
    row = side(2, {1: ("B", "3", "3")}, Elo="1620", FideCode="12345678", NeLe="05/01/1999", Fide="F")
    event = from_rows(row, side(3, {1: ("N", 3.0 - 1, 1)}))
    player = by_ref(event, "2")
    assert player.ratings == {FFE: 1620, FIDE: 1620}
    assert player.fide_id == "12345678"
    assert player.birth_date == date(1999, 1, 5)
    assert games(event) == {(1, "2", "3", "1-0")}


@pytest.mark.parametrize(("class_elo", "rounds", "end", "warning"), [
    ("Rapide", {}, date(2025, 5, 18), "INFO DateFin: 2027-05-18 is 730 days after DateDebut 2025-05-18, longer than an "
                                      "event runs: read as a rapid or blitz event of one day, 2025-05-18"),
    ("Elo", {"DateRd1": "18/05/2025", "DateRd5": "19/05/2025 14:00"}, date(2025, 5, 19),
     "INFO DateFin: 2027-05-18 is 730 days after DateDebut 2025-05-18, longer than an event runs: the event ends on "
     "its last round's date, 2025-05-19"),
    ("Elo", {}, date(2027, 5, 18), "INFO DateFin: 2027-05-18 is 730 days after DateDebut 2025-05-18, longer than an "
                                   "event runs: kept (the file dates no round); check the event's dates"),
])
def test_an_end_two_years_after_the_start_is_told_and_mended_where_the_file_allows(class_elo, rounds, end, warning):
    info = [{"Variable": "Nom", "Value": "Open"}, {"Variable": "DateDebut", "Value": "18/05/2025"},
            {"Variable": "DateFin", "Value": "18/05/2027"}, {"Variable": "ClassElo", "Value": class_elo},
            *({"Variable": k, "Value": v} for k, v in rounds.items())]
    event = papi.event_from_tables("t.papi", info, [])
    assert (event.start, event.end) == (date(2025, 5, 18), end)
    assert english(event.warnings)[-1] == warning
    assert describe(FormatError("t.papi", None, event.warnings[-1].template, **event.warnings[-1].params), "fr")


def test_a_season_long_event_keeps_its_dates():
    info = [{"Variable": "Nom", "Value": "Championnat du club"}, {"Variable": "DateDebut", "Value": "15/09/2024"},
            {"Variable": "DateFin", "Value": "14/06/2025"}]
    event = papi.event_from_tables("t.papi", info, [])
    assert (event.start, event.end, english(event.warnings)) == (date(2024, 9, 15), date(2025, 6, 14), [])


@pytest.mark.parametrize(("rounds", "dates"), [
    ({}, (date(2025, 5, 18), date(2025, 5, 18))),
    ({"DateRd1": "17/05/2025", "DateRd2": "18/05/2025"}, (date(2025, 5, 17), date(2025, 5, 18))),
])
def test_an_end_before_the_start_gives_way_to_the_round_dates_else_to_the_start(rounds, dates):
    info = [{"Variable": "Nom", "Value": "Open"}, {"Variable": "DateDebut", "Value": "18/05/2025"},
            {"Variable": "DateFin", "Value": "17/05/2024"}, *({"Variable": k, "Value": v} for k, v in rounds.items())]
    event = papi.event_from_tables("t.papi", info, [])
    assert (event.start, event.end) == dates
    assert english(event.warnings) == [f"INFO DateFin: 2024-05-17 is before DateDebut 2025-05-18: the event is dated "
                                       f"{dates[0]} – {dates[1]}"]
