"""FIDE rates each tournament on its starting list (RULES.md ``fide`` section 1, A15), and ``k_next``.

Every figure is worked by hand in the comments, from tables 8.1.2 and 8.1.1 of RULES.md section 4.
"""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any

import pytest

from elodesk.core import fide
from elodesk.core.contract import compute_document
from elodesk.core.errors import InputError
from elodesk.core.explain import OPPONENT_UNRATED
from elodesk.core.fide import FideEvent, FidePlayer
from elodesk.core.model import ChessGame, Period
from elodesk.reports.explanations import reading_order, render
from tests.core.test_fide import NOV_2026, adult, one, records, run

OCT_1 = date(2026, 10, 1)
NOV_1 = date(2026, 11, 1)


def rated(players, games, events, game_events, rate=fide.STANDARD, period=NOV_2026):
    return {o.id: o for o in fide.compute(players, games, rate, period, events, game_events)}


def two_tournaments() -> tuple[list[FidePlayer], list[ChessGame], list[FideEvent], dict[str, str]]:
    """A, 1984 on the November list, played T1 (started in October: A 2012, B 1900 on that list) and
    T2 (started in November: A 1984, C 1984). B is 1910 on the November list."""
    players = [adult("A", 1984), adult("B", 1910), adult("C", 1984)]
    games = [ChessGame("g1", "2026-11-03", "A", "B", "1-0"), ChessGame("g2", "2026-11-20", "A", "C", "1/2-1/2")]
    events = [FideEvent("T1", date(2026, 10, 24), {"A": 2012, "B": 1900}),
              FideEvent("T2", date(2026, 11, 18), {"A": 1984, "C": 1984})]
    return players, games, events, {"g1": "T1", "g2": "T2"}


def test_a_player_rated_2012_in_one_tournament_and_1984_in_the_next():
    out = rated(*two_tournaments())
    # A: T1 D = 2012 − 1900 = 112 → .65, ΔR .35; T2 D = 0 → .50, ΔR 0; 20 × .35 = 7 → 1991.
    # (On the period's list, 1984 − 1910 = 74 → .60, ΔR .40, 8: 1992.)
    assert (out["A"].rating, out["A"].change, out["A"].k) == (1991, 7, 20)
    # B: D = 1900 − 2012 = −112 → .35, ΔR −.35 × 20 = −7 → 1903 (period's list: −74 → .40, −8).
    assert (out["B"].rating, out["B"].change) == (1903, -7)
    assert (out["C"].rating, out["C"].change) == (1984, 0)
    t1, t2 = records(out["A"], "fide_game")
    assert (t1.event, t1.rating, t1.opponent_rating, t1.d, t1.expected) == ("T1", 2012, 1900, 112, 0.65)
    assert (t2.event, t2.rating, t2.opponent_rating, t2.d) == ("T2", 1984, 1984, 0)


def test_without_events_the_same_games_use_the_period_list():
    players, games, _, _ = two_tournaments()
    out = run(players, games)
    assert (out["A"].rating, out["B"].rating) == (1992, 1902)
    assert one(out["B"], "fide_game").event is None


def test_each_player_s_tournaments_are_named_once_in_his_explanation():
    out = rated(*two_tournaments())
    assert [r.event for r in records(out["A"], "fide_event")] == ["T1", "T2"]
    assert [r.event for r in records(out["B"], "fide_event")] == ["T1"]
    kinds = [r.kind for r in out["B"].explanation]
    assert kinds.index("fide_event") < kinds.index("fide_game")
    read = [(r["kind"], r.get("event")) for r in reading_order([dataclasses.asdict(r) for r in out["A"].explanation])]
    assert read.index(("fide_event", "T1")) < read.index(("fide_game", "T1")) < read.index(("fide_event", "T2"))


def test_k_and_the_700_rule_stay_once_per_period_over_two_tournaments():
    # E12 over two tournaments: born 2012, 1800 at the start, K 40; 10 games in each (6/10 against
    # equal opponents on each starting list, ΔR +1.0 each). n = 20: 40 × 20 = 800 > 700, K = 35;
    # 35 × 2.0 = +70. Per tournament K 40 × 10 = 400 would stand, and give +80.
    junior = FidePlayer("J", 1800, 50, date(2012, 5, 1))
    field = [adult(f"O{i}", 1800) for i in range(10)]
    games, game_events = [], {}
    for t, day in (("T1", "2026-11-05"), ("T2", "2026-11-25")):
        for i in range(10):
            gid = f"{t}-{i}"
            games.append(ChessGame(gid, day, "J", f"O{i}", "1-0" if i < 2 else "1/2-1/2"))
            game_events[gid] = t
    events = [FideEvent("T1", OCT_1, {"J": 1820, **{f"O{i}": 1820 for i in range(10)}}),
              FideEvent("T2", NOV_1, {"J": 1800, **{f"O{i}": 1800 for i in range(10)}})]
    out = rated([junior, *field], games, events, game_events)
    assert (out["J"].k, out["J"].change, out["J"].rating) == (35, 70, 1870)
    assert one(out["J"], "fide_700").k_used == 35


def test_a15_rated_at_the_period_start_but_unrated_on_the_tournament_s_list():
    # U got his first rating (1500) on the November list; in T1, started in October, he was unrated:
    # his game there is rated for neither him nor his opponent.
    players = [adult("U", 1500, games=5), adult("R", 1800)]
    games = [ChessGame("g1", "2026-11-02", "U", "R", "1-0")]
    out = rated(players, games, [FideEvent("T1", OCT_1, {"U": None, "R": 1800})], {"g1": "T1"})
    assert (out["U"].status, out["U"].rating) == (fide.UNCHANGED, 1500)
    assert one(out["U"], "left_out").reason == fide.UNRATED_IN_EVENT
    assert (out["R"].status, one(out["R"], "left_out").reason) == (fide.UNCHANGED, OPPONENT_UNRATED)


def test_a15_an_unrated_player_pools_his_opponent_s_rating_on_the_tournament_s_list():
    # N is unrated: his game against R counts toward his pool at R's rating on T1's list (1780), not
    # at R's rating on the period's list (1800); for R the game is not rated.
    players = [FidePlayer("N", None, 0), adult("R", 1800)]
    games = [ChessGame("g1", "2026-11-02", "N", "R", "1/2-1/2")]
    out = rated(players, games, [FideEvent("T1", OCT_1, {"N": None, "R": 1780})], {"g1": "T1"})
    pooled = one(out["N"], "fide_pool_game")
    assert (pooled.opponent_rating, pooled.event) == (1780, "T1")
    assert out["N"].unrated_games == (fide.PooledResult(1780, 1),)
    assert one(out["R"], "left_out").reason == OPPONENT_UNRATED


def test_a_player_unrated_at_the_period_start_but_rated_in_the_tournament_is_rated_for_his_opponent():
    # X fell below 1400 on the November list but was 1450 on T1's (October) list: R's game is rated
    # (D = 1800 − 1450 = 350 → .89; a draw: −.39 × 20 = −7.8 → −8); for X it goes to his pool.
    players = [FidePlayer("X", None, 40), adult("R", 1800)]
    games = [ChessGame("g1", "2026-11-02", "R", "X", "1/2-1/2")]
    out = rated(players, games, [FideEvent("T1", OCT_1, {"X": 1450, "R": 1800})], {"g1": "T1"})
    assert (out["R"].change, one(out["R"], "fide_game").rating) == (-8, 1800)
    assert one(out["X"], "fide_pool_game").opponent_rating == 1800


def test_a_tournament_s_games_are_in_the_period_by_the_tournament_not_by_their_dates():
    # T1 ended on 29 October, too late for the November list (7.1.3): the caller rates it in November.
    players = [adult("A", 2000), adult("B", 1900)]
    games = [ChessGame("g1", "2026-10-29", "A", "B", "1-0"), ChessGame("g2", "2026-10-29", "B", "A", "1-0")]
    out = rated(players, games, [FideEvent("T1", date(2026, 10, 27), {"A": 2000, "B": 1900})], {"g1": "T1"})
    assert [r.game for r in records(out["A"], "fide_game")] == ["g1"]
    assert one(out["A"], "left_out").reason == fide.OUTSIDE_PERIOD  # g2 has no tournament


def test_the_2650_exemption_and_the_600_rule_read_the_tournament_s_ratings():
    # 2660 on T1's list (2640 on the period's): exempt, D = 2660 − 2150 = 510 → .96; a win +0.4 → 0.
    players = [adult("A", 2640, k=10), adult("B", 2150)]
    games = [ChessGame("g1", "2026-11-02", "A", "B", "1-0")]
    out = rated(players, games, [FideEvent("T1", OCT_1, {"A": 2660, "B": 2150})], {"g1": "T1"})
    assert (one(out["A"], "fide_game").d_rule, out["A"].change) == (fide.D_EXEMPT, 0)
    # rapid: 2610 against 2000 on T1's list, 610 apart, one above 2600: not rated (the period's
    # 2590 against 2000 would be rated).
    players = [adult("A", 2590, k=10), adult("B", 2000)]
    out = rated(players, games, [FideEvent("T1", OCT_1, {"A": 2610, "B": 2000})], {"g1": "T1"}, rate=fide.RAPID)
    assert one(out["A"], "left_out").reason == fide.RULE_600


@pytest.mark.parametrize(("player", "rating", "games", "k_next"), [
    (FidePlayer("A", 2390, 100), 2405, 110, 10),  # reached 2400
    (FidePlayer("A", 2380, 100, k=10), 2380, 110, 10),  # once 2400, always 10
    (FidePlayer("A", 1900, 100, date(2010, 1, 1)), 1910, 110, 40),  # a junior on the December list
    (FidePlayer("A", 1900, 100, date(2007, 1, 1)), 1910, 110, 20),  # 18 in 2025: no longer a junior in 2026
    (FidePlayer("A", 2250, 100, date(2010, 1, 1)), 2310, 110, 20),  # a junior who reached 2300
    (FidePlayer("A", 1600, 20), 1620, 29, 40),  # new player, 29 games
    (FidePlayer("A", 1600, 20, k=40), 1620, 30, 20),  # the 30th game
    (FidePlayer("A", 1900, 100, date(2010, 1, 1), k=20), 1910, 110, 20),  # the list's 20 carries history
    (FidePlayer("A", None, 0), None, 3, None),  # still unrated
])
def test_k_next_is_the_k_of_the_next_list(player, rating, games, k_next):
    assert fide.next_k(player, rating, games, 2026) == k_next


def test_k_next_in_the_outcome_is_before_the_700_rule_and_on_the_next_list_s_year():
    # E12: K 35 after the 700 rule, 40 printed; E14: born 2008, K 40 in November 2026, 20 from January 2027.
    out = run([FidePlayer("J", 1800, 50, date(2012, 5, 1)), *[adult(f"O{i}", 1800) for i in range(20)]],
              [ChessGame(f"g{i}", "2026-11-10", "J", f"O{i}", "1-0" if i < 2 else "1/2-1/2") for i in range(20)])
    assert (out["J"].k, out["J"].k_next) == (35, 40)
    dec = Period(date(2026, 12, 1), date(2026, 12, 31))
    out = run([FidePlayer("J", 2100, 50, date(2008, 3, 10)), adult("B", 2100)],
              [ChessGame("g1", "2026-12-10", "J", "B", "1-0")], period=dec)
    assert (out["J"].k, out["J"].k_next) == (40, 20)


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_the_tournament_and_both_ratings_are_in_the_sentences(lang):
    players, games, events, game_events = two_tournaments()
    events[0] = dataclasses.replace(events[0], name="Open de Namur", end=date(2026, 11, 3),
                                    list_date=date(2026, 12, 1), rule="7.1.3", ratings_list=date(2026, 9, 1))
    out = rated(players, games, events, game_events)
    game = render(dataclasses.asdict(records(out["A"], "fide_game")[0]), lang)
    assert "T1" in game and "2012" in game and "1900" in game
    event = render(dataclasses.asdict(one(out["B"], "fide_event")), lang)
    assert "Open de Namur" in event and "01/12/2026" in event and "03/11/2026" in event and "7.1.3" in event
    assert "01/09/2026" in event and "01/10/2026" in event  # the list read, the one missing
    assert "2026-" not in event and "{" not in event
    later = dataclasses.replace(events[0], rule="9.1", ratings_list=None)
    text = render(dataclasses.asdict(one(rated(players, games, [later, events[1]], game_events)["B"],
                                         "fide_event")), lang)
    assert "9.1" in text and "01/09/2026" not in text
    pool = rated([FidePlayer("N", None, 0), adult("R", 1800)], [ChessGame("g1", "2026-11-02", "N", "R", "1-0")],
                 [FideEvent("T1", OCT_1, {"N": None, "R": 1780})], {"g1": "T1"})
    assert "T1" in render(dataclasses.asdict(one(pool["N"], "fide_pool_game")), lang)
    a15 = rated([adult("U", 1500), adult("R", 1800)], [ChessGame("g1", "2026-11-02", "U", "R", "1-0")],
                [FideEvent("T1", OCT_1, {"U": None, "R": 1800})], {"g1": "T1"})
    assert "None" not in render(dataclasses.asdict(one(a15["U"], "left_out")), lang)


# --- the contract --------------------------------------------------------------------------


def document(**extra: Any) -> dict[str, Any]:
    return {"system": "fide", "rate": "standard", "period": {"start": "2026-11-01", "end": "2026-11-30"},
            "players": [{"id": "A", "rating": 1984, "games": 100}, {"id": "B", "rating": 1910, "games": 100},
                        {"id": "C", "rating": 1984, "games": 100}],
            "games": [{"id": "g1", "date": "2026-11-03", "white": "A", "black": "B", "result": "1-0", "event": "T1"},
                      {"id": "g2", "date": "2026-11-20", "white": "A", "black": "C", "result": "1/2-1/2",
                       "event": "T2"}],
            "events": [{"id": "T1", "start": "2026-10-24", "ratings": {"A": 2012, "B": 1900}},
                       {"id": "T2", "start": "2026-11-18", "ratings": {"A": 1984, "C": 1984}}], **extra}


def by_id(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in out["players"]}


def test_the_contract_rates_each_game_on_its_tournament_s_list_and_gives_k_next():
    out = by_id(compute_document(document()))
    assert (out["A"]["rating"], out["B"]["rating"], out["A"]["k_next"]) == (1991, 1903, 20)
    game = next(r for r in out["A"]["explanation"] if r.kind == "fide_game")
    assert (game.event, game.rating, game.opponent_rating) == ("T1", 2012, 1900)


def test_an_event_may_list_its_games_instead():
    doc = document()
    for g in doc["games"]:
        del g["event"]
    doc["events"][0]["games"], doc["events"][1]["games"] = ["g1"], ["g2"]
    out = by_id(compute_document(doc))
    assert (out["A"]["rating"], out["B"]["rating"]) == (1991, 1903)


def _break(path: tuple[Any, ...], value: Any):
    def edit(doc: dict[str, Any]) -> None:
        target = doc
        for key in path[:-1]:
            target = target[key]
        if value is KeyError:
            del target[path[-1]]
        else:
            target[path[-1]] = value
    return edit


@pytest.mark.parametrize(("edit", "message"), [
    (_break(("games", 0, "event"), "T9"), 'games[0].event: unknown event "T9"'),
    (_break(("games", 0, "event"), 7), 'games[0].event: unknown event "7"'),
    (_break(("events", 0, "ratings", "B"), KeyError), 'events[0].ratings: no rating for player "B" of game "g1"'),
    (_break(("events", 0, "ratings", "Z"), 1800), 'events[0].ratings: unknown player "Z"'),
    (_break(("events", 0, "ratings", "B"), "1900"), "events[0].ratings.B: expected an integer or null"),
    (_break(("events", 0, "ratings"), KeyError), "events[0].ratings: required field is missing"),
    (_break(("events", 0, "start"), "24/10/2026"), "events[0].start: expected a date YYYY-MM-DD"),
    (_break(("events", 0, "rule"), "7.1.4"), 'events[0].rule: expected one of 7.1.3, 9.1, got "7.1.4"'),
    (_break(("events", 1, "id"), "T1"), 'events[1].id: duplicate id "T1"'),
    (_break(("events", 0, "games"), ["g7"]), 'events[0].games: unknown game "g7"'),
    (_break(("events",), {"id": "T1"}), "events: expected a list"),
])
def test_bad_events_are_refused_naming_the_field(edit, message):
    doc = document()
    edit(doc)
    with pytest.raises(InputError) as caught:
        compute_document(doc)
    assert str(caught.value).startswith(message)
