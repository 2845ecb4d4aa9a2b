"""The demo club: a realistic club database to try elodesk on (``elodesk demo``).

About 120 chess players with Belgian and French ratings and three tournaments
over two periods; FIDE ratings (standard and rapid) from a FIDE list, with a German open
at the end of May (its May list is left to preview) and a Dutch rapid; a Bataille Empire
league of 40 generals over three years with team battles; a Diplomacy club of 30 players
with 25 games in both modes. Everything goes through the same import and apply functions as real
files, from seeded random results, so the demo is the same every time.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from functools import partial
from pathlib import Path

import sqlite_utils

from elodesk.core.bataille_empire import RESULTS as BATTLE_RESULTS
from elodesk.core.diplomacy import STANDARD
from elodesk.formats.fide_list import FideListPlayerRecord
from elodesk.formats.records import (
    FIDE,
    FIDE_RAPID,
    RAPID,
    BatailleEventRecord,
    BataillePlayerRecord,
    BattleRecord,
    ByeRecord,
    ChessGameRecord,
    DiplomacyGameRecord,
    DiplomacyResultRecord,
    EventRecord,
    PlayerRecord,
)
from elodesk.formats.records import STANDARD as RATE_STANDARD
from elodesk.store import audit
from elodesk.store.db import write
from elodesk.store.errors import StoreError
from elodesk.store.import_writer import Importer
from elodesk.store.importer import ImportReport, run_import
from elodesk.store.runs import EVENT, INACTIVITY, RunScope, apply
from elodesk.store.settings import CLUB_NAME, get_setting, set_setting

CLUB = "Cercle royal d'échecs de Wavre"
LAST_NAMES = (
    "Dubois", "Lambert", "Martin", "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes",
    "Goossens", "Wouters", "De Smet", "Dupont", "Leroy", "Lejeune", "Renard", "Simon", "Laurent", "Lefebvre",
    "Moreau", "Girard", "Roux", "Fournier", "Bonnet", "Mercier", "Faure", "Blanc", "Guerin", "Muller",
    "Henry", "Rousseau", "Nicolas", "Perrin", "Morin", "Mathieu", "Clement", "Gauthier", "Dumont", "Lopez",
)
WOMEN = {"Marie", "Sophie", "Julie", "Camille", "Emma", "Léa", "Chloé", "Sarah", "Laura", "Élise", "Anne", "Céline",
         "Hélène", "Manon"}
FIRST_NAMES = (
    "Jean", "Marie", "Pierre", "Luc", "Sophie", "Thomas", "Julie", "Nicolas", "Camille", "Antoine",
    "Emma", "Louis", "Léa", "Hugo", "Chloé", "Maxime", "Sarah", "Mathieu", "Laura", "Olivier",
    "Élise", "François", "Anne", "Benoît", "Céline", "Damien", "Hélène", "Kevin", "Manon", "Quentin",
)
SCENARIOS = ("Austerlitz", "Iéna", "Wagram", "Eylau", "Friedland", "Borodino", "Ligny", "Waterloo")


def _names(rnd: random.Random, count: int) -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    while len(seen) < count:
        seen.add((rnd.choice(LAST_NAMES), rnd.choice(FIRST_NAMES)))
    names = sorted(seen)  # a set's order changes from run to run: sort, then shuffle with the seed
    rnd.shuffle(names)
    return names


def _chess_players(rnd: random.Random) -> tuple[list[PlayerRecord], list[PlayerRecord]]:
    """80 Belgian members (matricules, Belgian ratings) and 40 French players (licences)."""
    belgians, french = [], []
    for i, (last, first) in enumerate(_names(rnd, 120)):
        birth = date(rnd.randint(1950, 2014), rnd.randint(1, 12), rnd.randint(1, 28))
        strength = max(1150, min(2350, int(rnd.gauss(1650, 250))))
        if i < 80:
            rated = i % 10 != 9  # a few newcomers
            p = PlayerRecord(ref=f"b{i}", name=f"{last}, {first}", birth_date=birth,
                             sex="F" if first in WOMEN else "M", club=CLUB, federation="BEL",
                             frbe_id=f"{20000 + 37 * i}", fide_id=str(2_100_000 + i) if strength > 1700 else None)
            if rated:
                p.ratings["frbe"] = strength
                p.rating_games["frbe"] = rnd.randint(20, 450)
            if p.fide_id:
                p.ratings["fide"] = strength + rnd.randint(-60, 60)
            belgians.append(p)
        else:
            p = PlayerRecord(ref=f"f{i}", name=f"{last}, {first}", birth_date=birth,
                             sex="F" if first in WOMEN else "M", club="Échiquier lillois",
                             federation="FRA", ffe_id=f"{'ABCDEFGH'[i % 8]}{10000 + 53 * i:05d}")
            if i % 8:
                p.ratings["ffe"] = 10 * round(strength / 10)
            french.append(p)
    return belgians, french


def _score(rnd: random.Random, a: int, b: int) -> str:
    expected = 1 / (1 + 10 ** ((b - a) / 400))
    x = rnd.random()
    if abs(x - expected) < 0.12:
        return "1/2-1/2"
    return "1-0" if x < expected else "0-1"


def _swiss(rnd: random.Random, name: str, players: list[PlayerRecord], system: str, start: date,
           rounds: int, place: str, days_between: int = 7) -> EventRecord:
    """A Swiss tournament: players paired by score, results drawn from their strength (``system``:
    the rating kind they are strong at)."""
    strength = {p.ref: p.ratings.get(system, 1400) for p in players}
    points = {p.ref: 0.0 for p in players}
    event = EventRecord(name=name, format="demo", place=place, federation="BEL" if system == "frbe" else "FRA",
                        start=start, end=start + timedelta(days=days_between * (rounds - 1)), arbiter="Lambert, Anne",
                        rounds=rounds, players=list(players))
    for r in range(1, rounds + 1):
        day = start + timedelta(days=days_between * (r - 1))
        event.round_dates[r] = day
        order = sorted(points, key=lambda ref: (-points[ref], -strength[ref], rnd.random()))
        if len(order) % 2:
            bye = order.pop()
            event.byes.append(ByeRecord(round=r, player=bye, kind="U", points=1.0))
            points[bye] += 1
        for board, (a, b) in enumerate(zip(order[::2], order[1::2], strict=True), 1):
            white, black = (a, b) if rnd.random() < 0.5 else (b, a)
            result = "+-" if rnd.random() < 0.02 else _score(rnd, strength[white], strength[black])
            event.games.append(ChessGameRecord(round=r, white=white, black=black, result=result, date=day,
                                               board=board))
            won = {"1-0": (1, 0), "0-1": (0, 1), "1/2-1/2": (0.5, 0.5), "+-": (1, 0)}[result]
            points[white] += won[0]
            points[black] += won[1]
    return event


def _bataille_events(rnd: random.Random) -> list[BatailleEventRecord]:
    """Four manifestations a year, 2023 to 2025, with 40 generals and some team battles."""
    generals = [BataillePlayerRecord(ref=f"g{i}", last_name=last, first_name=first,
                                     club=rnd.choice(("Les Grognards", "La Vieille Garde", "Les Hussards")))
                for i, (last, first) in enumerate(_names(rnd, 40))]
    skill = {g.ref: rnd.gauss(0, 1) for g in generals}
    events = []
    for year in (2023, 2024, 2025):
        for quarter in range(4):
            start = date(year, 1 + 3 * quarter, rnd.randint(5, 25))
            present = rnd.sample(generals, rnd.randint(10, 18))
            if year == 2024:  # some generals sit the year out: the penalty applies
                present = [g for g in present if int(g.ref[1:]) % 7]
            event = BatailleEventRecord(name=f"Manifestation {year}-{quarter + 1}", start=start, end=start,
                                        place=rnd.choice(("Namur", "Waterloo", "Lille", "Liège")),
                                        arbiter="Renard, Hugo", players=present)
            for r in range(1, 4):
                pool = [g.ref for g in present]
                rnd.shuffle(pool)
                size = 2 if r == 3 and len(pool) >= 8 else 1  # the last round is fought in teams
                while len(pool) >= 2 * size:
                    a, b = pool[:size], pool[size:2 * size]
                    pool = pool[2 * size:]
                    edge = sum(skill[x] for x in a) - sum(skill[x] for x in b) + rnd.gauss(0, 1.2)
                    outcomes = list(BATTLE_RESULTS)
                    result = outcomes[max(0, min(6, 3 - round(edge * 1.5)))]
                    event.battles.append(BattleRecord(round=r, date=start, side_a=a, side_b=b, result=result,
                                                      scenario=rnd.choice(SCENARIOS)))
            events.append(event)
    return events


def _fide_club(rnd: random.Random, belgians: list[PlayerRecord]) -> tuple[list[FideListPlayerRecord],
                                                                          list[PlayerRecord]]:
    """The club's FIDE-rated members as the FIDE list gives them (standard, some rapid; K by 8.3.3),
    and twenty German players, FIDE-rated, met in an open abroad."""
    listed = []
    for p in belgians:
        if p.fide_id is None:
            continue
        standard = p.ratings["fide"]
        birth_year = p.birth_date.year if p.birth_date else None
        k = 10 if standard >= 2400 else 40 if birth_year and birth_year >= 2007 else 20
        record = FideListPlayerRecord(ref=p.fide_id, name=p.name, fide_id=p.fide_id, federation="BEL",
                                      ratings={FIDE: standard}, k_factors={FIDE: k}, birth_year=birth_year)
        if rnd.random() < 0.6:
            record.ratings[FIDE_RAPID] = standard + rnd.randint(-120, 80)
            record.k_factors[FIDE_RAPID] = k
        listed.append(record)
    germans = []
    for i, (last, first) in enumerate(_names(rnd, 20)):
        germans.append(PlayerRecord(ref=f"d{i}", name=f"{last}, {first}", federation="GER",
                                    sex="F" if first in WOMEN else "M", fide_id=str(4_600_000 + 13 * i),
                                    ratings={FIDE: rnd.randint(1500, 2300), FIDE_RAPID: rnd.randint(1450, 2250)}))
    return listed, germans


def _diplomacy_games(rnd: random.Random, names: list[str], year: int, count: int) -> list[DiplomacyGameRecord]:
    games = []
    for n in range(count):
        day = date(year, 1, 10) + timedelta(days=14 * n)
        seats = rnd.sample(names, len(STANDARD.roles))
        centers = [rnd.randint(0, 9) for _ in seats]
        if rnd.random() < 0.15:
            centers[rnd.randrange(len(centers))] = 18
        while sum(centers) > STANDARD.centers:
            i = max(range(len(centers)), key=lambda k: centers[k] if centers[k] < 18 else -1)
            centers[i] -= 1
        games.append(DiplomacyGameRecord(
            id=f"{year}-{n + 1:02d}", first_resolution=day, mode="blitz" if n % 3 == 0 else "classic",
            used_for_elo=True, state="finished", scoring=rnd.choice(("c-diplo", "dss", "sos")), variant="standard",
            results=[DiplomacyResultRecord(role=role, player=seat, centers=c, eliminated=c == 0)
                     for role, seat, c in zip(STANDARD.roles, seats, centers, strict=True)]))
    return games


def fill_demo(db: sqlite_utils.Database) -> dict[str, int] | None:
    """Fill an empty club database with the demo club; return what was made.

    A database that already holds the demo club is left as it is (None is returned),
    so that the README's first command can be run again. The whole club is one write:
    an interrupted fill leaves the database empty, never half a demo.
    """
    with write(db, "demo"):
        if db.execute("SELECT COUNT(*) FROM players").fetchone()[0]:
            if get_setting(db, CLUB_NAME) == CLUB:
                return None
            raise StoreError("the demo club goes into a new, empty database (this one holds players already)")
        _fill(db)
    counts = {}
    for table in ("players", "events", "chess_games", "battles", "diplomacy_games", "history"):
        counts[table] = db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    return counts


def _fill(db: sqlite_utils.Database) -> None:
    """The demo club, through the same imports and applies as real files (inside the caller's write)."""
    rnd = random.Random(2026)
    set_setting(db, CLUB_NAME, CLUB)
    belgians, french = _chess_players(rnd)
    source = Path("demo")

    def chess(event: EventRecord, system: str) -> int:
        report = ImportReport(file=event.name, format="demo", system=system, dry_run=False)
        run_import(db, report, lambda imp: imp.chess_event(event, system, source, f"demo:{event.name}",
                                                           event.rate or RATE_STANDARD), source, None)
        assert report.event_id is not None
        return report.event_id

    # Current ratings first, as a rating officer starts from the federations' lists.
    roster = ImportReport(file="demo roster", format="demo", system=None, dry_run=False)
    run_import(db, roster, lambda imp: imp.player_list(belgians + french, {"frbe": "frbe", "ffe": "ffe"}),
               source, None)
    chess(_swiss(rnd, "Championnat du cercle 2025", belgians[:44], "frbe", date(2025, 1, 17), 7, "Wavre"), "frbe")
    chess(_swiss(rnd, "Open de printemps", belgians[20:80] + french[:10], "frbe", date(2025, 4, 5), 5,
                 "Louvain-la-Neuve"), "frbe")
    chess(_swiss(rnd, "Open de Lille", french + belgians[:6], "ffe", date(2025, 2, 8), 7, "Lille"), "ffe")
    chess(_swiss(rnd, "Tournoi d'automne", belgians[:50], "frbe", date(2025, 9, 19), 7, "Wavre"), "frbe")
    apply(db, RunScope("frbe", date(2025, 1, 1), date(2025, 6, 30)), make_backup=False)
    apply(db, RunScope("ffe", date(2025, 1, 1), date(2025, 4, 30)), make_backup=False)
    # The second Belgian period (July to December) is left for the user to preview and apply.

    for event in _bataille_events(rnd):
        report = ImportReport(file=event.name, format="demo", system="bataille-empire", dry_run=False)
        run_import(db, report, partial(Importer.bataille_event, event=event, source=source,
                                       digest=f"demo:{event.name}"), source, None)
        assert report.event_id is not None
        apply(db, RunScope("bataille-empire", kind=EVENT, event_id=report.event_id), make_backup=False)
        if event.name.endswith("-4") and event.start and event.start.year < 2025:
            apply(db, RunScope("bataille-empire", kind=INACTIVITY, year=event.start.year), make_backup=False)

    names = [f"{last}, {first}" for last, first in _names(rnd, 30)]
    for year, count in ((2024, 12), (2025, 13)):
        games = _diplomacy_games(rnd, names, year, count)
        report = ImportReport(file=f"Diplomatie {year}", format="demo", system="diplomacy", dry_run=False)
        run_import(db, report, partial(Importer.diplomacy_games, games=games, name=f"Saison de Diplomatie {year}",
                                       source=source, digest=f"demo:diplomacy:{year}"), source, None)
        assert report.event_id is not None
        apply(db, RunScope("diplomacy", kind=EVENT, event_id=report.event_id), make_backup=False)

    # FIDE: the list first, then an open in Germany ending on 30 May (7.1.3: less than 3 days before
    # the June list, so on July's, the June period's) and a rapid in the Netherlands. June's rapid
    # period is applied; June's standard period is left to preview.
    fide_rnd = random.Random(2027)  # its own seed: the other clubs' results stay as they were
    fide_listed, germans = _fide_club(fide_rnd, belgians)
    fide_list = ImportReport(file="demo FIDE list", format="fide-list", system=None, dry_run=False)
    run_import(db, fide_list, lambda imp: imp.player_list(fide_listed, {}), source, None)
    rated = [p for p in belgians if p.fide_id]
    aachen = _swiss(fide_rnd, "Aachener Open", rated[:14] + germans[:14], FIDE, date(2025, 5, 24), 7, "Aachen", 1)
    aachen.federation, aachen.rate = "GER", RATE_STANDARD
    chess(aachen, "fide")
    maastricht = _swiss(fide_rnd, "Rapid van Maastricht", rated[10:24] + germans[8:], FIDE_RAPID,
                        date(2025, 6, 14), 7, "Maastricht", 0)
    maastricht.federation, maastricht.rate = "NED", RAPID
    chess(maastricht, "fide")
    apply(db, RunScope("fide", date(2025, 6, 1), date(2025, 6, 30), rate=RAPID), make_backup=False)

    # The demo's results reached the officer a few days after each event, as real ones do.
    db.execute("UPDATE events SET imported_at = DATE(COALESCE(\"end\", start), '+3 days')")
    audit.log(db, audit.DEMO, club=CLUB)
