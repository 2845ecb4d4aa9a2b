"""export → import gives back the same event, for every real tournament file in ../shared/data.

Each file is imported into a fresh database, exported (``export_event`` and the FIDE
TRF writer, as ``elodesk export`` does), and the written file imported into another
fresh database: players (names, ids, ratings), games (round, colours, result, date),
byes and absences, and the event's dates, rounds and rate must be the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from pathlib import Path

import pytest
import sqlite_utils

from elodesk.core.systems import RATES
from elodesk.formats import trf
from elodesk.formats.errors import FormatError
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.formats.trf_report import TRF16, TRF2026, write_report
from elodesk.store.db import open_db
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import event_systems
from elodesk.store.events import export_event
from elodesk.store.importer import import_file
from elodesk.store.runs import EVENT, RunScope
from tests.english import english
from tests.formats.fixtures.make_papi.make_papi import SMALL_INFO, write_papi

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
REAL = Path(__file__).resolve().parents[1] / "data" / "real"
# Every real file that holds a tournament (the PGN sample holds only unfinished games: refused).
TOURNAMENTS = sorted([*DATA.glob("trf/*.trf"), *DATA.glob("papi/*.papi"), *DATA.glob("pgn/*.pgn")])
NO_TOURNAMENT = {"python-chess_utf8-bom.pgn"}
CLUB_LACKS_BELGIAN = "{count} of the file's {carried} players with a Belgian rating have none in the club"


@dataclass(frozen=True, slots=True, order=True)
class Person:
    """A player as both databases must hold him (the club, not carried by a TRF, aside)."""

    name: str
    fide_id: str | None
    frbe_id: str | None
    ffe_id: str | None
    birth_date: str | None
    sex: str | None
    federation: str | None
    title: str | None
    rating: int | None  # in the event
    fide_rating: int | None  # the standard FIDE rating (a TRF of a rapid or blitz event has no column for it)


@dataclass(frozen=True, slots=True)
class Snapshot:
    event: tuple[object, ...]  # name, place, start, end, arbiter, rounds, rate
    players: list[Person]
    games: list[tuple[object, ...]]  # round, white, black, result, date
    byes: list[tuple[object, ...]]  # round, player, kind, points
    # the players' French states (rating and letter F, N, E) after a standard event: a TRF of a rapid or blitz
    # event carries its French rating of that rate, not the standard one
    french: list[tuple[str, str]] = field(default_factory=list)
    systems: tuple[str, ...] = ()  # the systems that rate the event: its main one, and FIDE for a FIDE-rated open


def snapshot(db: sqlite_utils.Database, event_id: int) -> Snapshot:
    row = db.execute('SELECT name, place, start, "end", arbiter, rounds, rate FROM events WHERE id = ?',
                     [event_id]).fetchone()
    standard = row[6] == "standard"
    people: dict[int, Person] = {}
    for pid, *fields, rating, fide_rating in db.execute(
            "SELECT p.id, p.name, p.fide_id, p.frbe_id, p.ffe_id, p.birth_date, p.sex, p.federation, p.title, "
            "ep.rating, p.fide_rating FROM event_players ep JOIN players p ON p.id = ep.player_id "
            "WHERE ep.event_id = ?", [event_id]):
        people[pid] = Person(*fields, rating, fide_rating if standard else None)
    games = sorted((rnd, people[w].name, people[b].name, result, day) for rnd, w, b, result, day in db.execute(
        "SELECT round, white_id, black_id, result, date FROM chess_games WHERE event_id = ?", [event_id]))
    byes = sorted((rnd, people[pid].name, kind, points) for rnd, pid, kind, points in db.execute(
        "SELECT round, player_id, kind, points FROM byes WHERE event_id = ?", [event_id]))
    french = db.execute("SELECT p.name, r.state FROM event_players ep JOIN players p ON p.id = ep.player_id JOIN "
                        "ratings r ON r.player_id = p.id AND r.system = 'ffe' WHERE ep.event_id = ? ORDER BY p.name, "
                        "r.state", [event_id]).fetchall() if standard else []
    return Snapshot(tuple(row), sorted(people.values()), games, byes, [tuple(r) for r in french],
                    event_systems(db, event_id))


def round_trip(path: Path, work: Path, writer: Callable[[EventRecord, Path], Path] = trf.write_fide,
               system: str | None = None, rate: str | None = None) -> tuple[Snapshot, Snapshot, list[str]]:
    """The event as imported from ``path`` (under its own system unless given, at its own rate unless given),
    and as imported back from its export; the re-import's warnings."""
    first = open_db(work / "first.elodesk")
    report = import_file(first, path, system=system, rate=rate)
    assert report.event_id is not None
    exported = export_event(first, RunScope(report.system or "", event_id=report.event_id, kind=EVENT))
    written = writer(exported, work / "export.trf")
    second = open_db(work / "second.elodesk")
    again = import_file(second, written, system=report.system)
    assert again.event_id is not None
    # the file's own notices: not the one about the fresh club, which has none of the Belgian ratings it carries
    notices = [n for n in again.warnings if not n.template.startswith(CLUB_LACKS_BELGIAN)]
    return snapshot(first, report.event_id), snapshot(second, again.event_id), notices


@pytest.mark.parametrize("path", [p for p in TOURNAMENTS if p.name not in NO_TOURNAMENT], ids=lambda p: p.name)
def test_export_then_import_gives_back_the_same_event(tmp_path, path):
    before, after, warnings = round_trip(path, tmp_path)
    assert after.event == before.event
    assert after.players == before.players
    assert after.games == before.games
    assert after.byes == before.byes
    assert after.french == before.french
    assert warnings == []  # the written file is clean: nothing to skip, no disagreement
    assert before.players and (before.games or before.byes)


WRITERS = {"fide-trf": trf.write_fide, "report-16": partial(write_report, version=TRF16),
           "report-2026": partial(write_report, version=TRF2026)}
EVERY_KIND = [p for p in TOURNAMENTS if p.suffix == ".papi" or p.name in ("fide_example1.trf",
                                                                           "sharly_example_trf26.trf")]


@pytest.mark.parametrize("writer", sorted(WRITERS))
@pytest.mark.parametrize("rate", RATES)
@pytest.mark.parametrize("path", EVERY_KIND, ids=lambda p: p.name)
def test_every_kind_of_event_at_every_rate_comes_back_from_each_file_sent(tmp_path, path, rate, writer):
    # issue 23: a rapid or blitz Papi event came back without its ratings; each file is imported at each rate
    # (the officer's --rate), written as FIDE's report, and read back at the rate its file tells
    before, after, warnings = round_trip(path, tmp_path, WRITERS[writer], rate=rate)
    assert before.event[6] == after.event[6] == rate
    assert after == before
    assert any(p.rating for p in after.players) or path.suffix == ".trf"  # a Papi file rates at every rate
    assert warnings == []


def test_a_french_rating_keeps_its_letter_through_the_report(tmp_path):
    # an F rating ending in 9 is no estimate: without its letter the re-import read it as one (rule of the 9)
    path = next(p for p in TOURNAMENTS if p.name == "sharly_bre-jeunes-2024-open-b.papi")
    before, after, _ = round_trip(path, tmp_path)
    assert {state for _, state in before.french} >= {'{"rating": 1009, "rating_type": "E"}'}
    assert after.french == before.french


def french_states(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    return [tuple(r) for r in db.execute("SELECT p.name, r.state FROM ratings r JOIN players p ON p.id = r.player_id "
                                         "WHERE r.system = 'ffe' ORDER BY p.name")]


@pytest.mark.parametrize("rate", ["rapid", "blitz"])
def test_a_rapid_or_blitz_french_event_comes_back_at_its_rate_and_only_it(tmp_path, rate):
    """A French event of a rate other than standard: its TRF's FRA records carry each player's French rating of
    that rate (TRF-2026 gives a national record one rating, the tournament's), which comes back as the event's.
    The Papi file also gave the club each new player's standard French state; the TRF has no place for it, and
    the event does not need it (the FFE rates standard games only: run_document leaves rapid and blitz games
    out), so the club the file goes to gets it from the FFE's list, as for any player: none is made up from the
    rapid or blitz rating."""
    path = next(p for p in TOURNAMENTS if p.name == "sharly_bre-jeunes-2024-open-b.papi")
    before, after, warnings = round_trip(path, tmp_path, rate=rate)
    assert after == before and warnings == [] and before.event[6] == rate
    assert before.systems == after.systems == ("ffe",)
    written = (tmp_path / "export.trf").read_text(encoding="utf-8").splitlines()
    fra = {int(line[4:8]): int(line[48:52]) for line in written if line.startswith("FRA ") and line[48:52].strip()}
    ranks = {line[14:47].strip(): int(line[4:8]) for line in written if line.startswith("001 ")}
    assert fra and {ranks[p.name]: p.rating for p in after.players if p.rating} == fra
    first, second = open_db(tmp_path / "first.elodesk"), open_db(tmp_path / "second.elodesk")
    assert len(french_states(first)) == len(before.players)  # the Papi file's standard ratings, seeded
    assert french_states(second) == []


@pytest.mark.parametrize("path", [p for p in TOURNAMENTS if p.suffix == ".trf"], ids=lambda p: p.name)
def test_the_belgian_submission_file_gives_back_what_it_holds(tmp_path, path):
    # rated under frbe (chosen: a foreign tournament would go to fide): the Belgian file carries the
    # Belgian rating (standard: the federation has no other) and the matricule, not the FIDE id and
    # rating; all the rest comes back
    before, after, warnings = round_trip(path, tmp_path, trf.write_frbe, "frbe")
    standard = before.event[6] == "standard"

    def belgian(snap: Snapshot) -> list[tuple[object, ...]]:
        return [(p.name, p.frbe_id, p.birth_date, p.sex, p.federation, p.title, p.rating if standard else None)
                for p in snap.players]

    assert (after.event, after.games, after.byes) == (before.event, before.games, before.byes)
    assert belgian(after) == belgian(before)
    assert warnings == []


@pytest.mark.parametrize("name", sorted(NO_TOURNAMENT))
def test_a_real_file_without_a_tournament_creates_no_event(tmp_path, name):
    db = open_db(tmp_path / "club.elodesk")
    path = next(p for p in TOURNAMENTS if p.name == name)
    with pytest.raises(FormatError):
        import_file(db, path)
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0


def test_every_real_tournament_file_is_covered():
    assert {p.suffix for p in TOURNAMENTS} == {".trf", ".papi", ".pgn"}
    assert len(TOURNAMENTS) == 12


def test_an_event_without_rounds_for_some_players_gets_no_absences(tmp_path):
    # a PGN event: games only, no byes; its export leaves the rounds a player sat out blank
    pgn = tmp_path / "club.pgn"
    pgn.write_text("".join(f'[Event "Club"]\n[Date "2024.03.0{r}"]\n[Round "{r}"]\n[White "{w}"]\n[Black "{b}"]\n'
                           f'[Result "1-0"]\n\n1-0\n\n' for r, w, b in ((1, "A", "B"), (2, "C", "A"), (3, "B", "C"))),
                   encoding="utf-8")
    before, after, warnings = round_trip(pgn, tmp_path)
    assert after == before and warnings == []
    assert before.byes == []


def test_an_event_entered_by_hand_exports_its_players_at_their_current_rating(tmp_path):
    from elodesk.store.event_edits import add_event
    from elodesk.store.games import add_chess_game, add_event_player
    from elodesk.store.player_edits import add_player
    from elodesk.store.players import Player
    from elodesk.store.ratings import set_state

    db = open_db(tmp_path / "club.elodesk")
    event_id = add_event(db, "frbe", "Club", start="2024-05-01", rounds=1)
    alpha, bravo = add_player(db, Player("Alpha, Anne")), add_player(db, Player("Bravo, Bob"))
    set_state(db, "frbe", alpha, {"rating": 1800, "games": 40})
    add_event_player(db, event_id, alpha)  # no rating given: he plays at his current one
    add_event_player(db, event_id, bravo, rating=1650)
    add_chess_game(db, event_id, 1, alpha, bravo, result="1-0")
    exported = export_event(db, RunScope("frbe", event_id=event_id, kind=EVENT))
    assert [(p.name, p.ratings) for p in exported.players] == [("Alpha, Anne", {"frbe": 1800}),
                                                               ("Bravo, Bob", {"frbe": 1650})]
    assert [(g.white, g.black, g.result) for g in exported.games] == [("1", "2", "1-0")]


@pytest.mark.parametrize("writer", sorted(WRITERS))
@pytest.mark.parametrize("rate", RATES)
@pytest.mark.parametrize("system", ["ffe", "frbe", "fide"])
def test_an_event_run_in_elodesk_comes_back_from_each_file_sent(tmp_path, system, rate, writer):
    # issue 23: every event kind at every rate; an event run in elodesk (no file behind it), of each chess system,
    # its players at the club's ratings (a French state for a French event, the FIDE rating everywhere)
    from elodesk.store.event_edits import add_event
    from elodesk.store.games import add_chess_game, add_event_player
    from elodesk.store.player_edits import add_player
    from elodesk.store.players import Player
    from elodesk.store.ratings import set_state

    db = open_db(tmp_path / "club.elodesk")
    event_id = add_event(db, system, "Club", start="2024-05-01", end="2024-05-02", rounds=2, rate=rate)
    ids = []
    for name, ffe_id, frbe_id, fide_id, rating in (("Alpha, Anne", "A00001", "10001", "2001", 1800),
                                                   ("Bravo, Bob", "B00002", "10002", "2002", 1700),
                                                   ("Charlie, Cy", "C00003", "10003", None, 1600)):
        ids.append(add_player(db, Player(name, ffe_id=ffe_id, frbe_id=frbe_id, fide_id=fide_id, fide_rating=rating)))
        if system == "ffe":
            set_state(db, "ffe", ids[-1], {"rating": rating})
        add_event_player(db, event_id, ids[-1], rating=rating)
    add_chess_game(db, event_id, 1, ids[0], ids[1], result="1-0")
    add_chess_game(db, event_id, 2, ids[1], ids[2], result="1/2-1/2")
    written = WRITERS[writer](export_event(db, RunScope(system, event_id=event_id, kind=EVENT)), tmp_path / "x.trf")
    second = open_db(tmp_path / "second.elodesk")
    again = import_file(second, written, system=system)
    assert snapshot(second, again.event_id) == snapshot(db, event_id)
    assert [n for n in again.warnings if not n.template.startswith(CLUB_LACKS_BELGIAN)] == []


def test_a_zero_player_event_is_not_exported(tmp_path):
    from elodesk.store.event_edits import add_event

    db = open_db(tmp_path / "club.elodesk")
    event_id = add_event(db, "frbe", "Empty", start="2024-05-01")
    with pytest.raises(StoreError) as caught:
        export_event(db, RunScope("frbe", event_id=event_id, kind=EVENT))
    assert caught.value.template == "event {event} has no players: there is nothing to export"


def test_a_file_without_players_makes_no_event(tmp_path):
    # a Papi file holding only its EXEMPT row: read, but no tournament
    empty = tmp_path / "empty.papi"
    write_papi(empty, SMALL_INFO, [])
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(StoreError) as caught:
        import_file(db, empty)
    assert str(caught.value) == "empty.papi: no player in the file: it holds no tournament to import"
    headers = tmp_path / "headers.trf"
    headers.write_text("012 Empty\n022 Nowhere\n042 2024/05/01\n", encoding="utf-8")
    with pytest.raises(FormatError):
        import_file(db, headers)
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0
    one = tmp_path / "one.trf"
    trf.write_fide(EventRecord("One player", "trf", players=[PlayerRecord("1", "Only, One")]), one)
    assert import_file(db, one).event_id is not None  # a player and no game yet: a tournament


def test_a_match_without_round_numbers_is_exported_and_read_back_the_same(tmp_path):
    """Kasparov – Deep Blue 1997 gives ``Round "?"`` to its six games: once refused at export ("6 games have
    no round number, which a TRF needs"), each game is now the round after its players' last."""
    before, after, warnings = round_trip(REAL / "python-chess_kasparov-deep-blue-1997.pgn", tmp_path)
    assert (after.event, after.players, after.games) == (before.event, before.players, before.games)
    assert warnings == []
    assert sorted(g[0] for g in before.games) == [1, 2, 3, 4, 5, 6]


def test_undated_files_are_dated_the_day_they_were_saved(tmp_path):
    path = tmp_path / "undated.trf"
    trf.write_fide(EventRecord("Undated", "trf", players=[PlayerRecord("1", "A"), PlayerRecord("2", "B")],
                               games=[ChessGameRecord(1, "1", "2", "1-0")]), path)
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, path)
    saved = date.fromtimestamp(path.stat().st_mtime).isoformat()
    assert db.execute('SELECT start, "end" FROM events').fetchone() == (saved, saved)
    assert english(report.warnings) == [f"the file gives no date: the event is dated {saved}, the day the file was "
                                        "last saved"]
