"""Synthetic, federation-sized compute documents for the benchmarks (seeded, reproducible)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

ROLES = ("England", "France", "Germany", "Italy", "Austria", "Russia", "Turkey")


def _result(rnd: random.Random, white: int | None, black: int | None) -> str:
    diff = (white or 1500) - (black or 1500)
    p_white = 1 / (1 + 10 ** (-diff / 400))
    x = rnd.random()
    if x < 0.01:
        return rnd.choice(["+-", "-+", "--"])
    if x < 0.25:
        return "1/2-1/2"
    return "1-0" if rnd.random() < p_white else "0-1"


# The period of each chess system: FFE's calcul 2, a FIDE month, a Belgian half-year.
PERIODS = {"ffe": (date(2025, 1, 1), date(2025, 4, 30)), "fide": (date(2026, 11, 1), date(2026, 11, 30))}


def _fide_player(rnd: random.Random, p: dict[str, Any], level: int, is_unrated: bool) -> None:
    """A FIDE list entry: rated at ≥ 1400 with career games, K and birth date, or unrated with a pool."""
    if is_unrated:
        p.update(rating=None, games=0)
        if rnd.random() < 0.5:
            pool = [{"opponent_rating": level + rnd.randint(-150, 150), "score": rnd.choice([0, 0.5, 1])}
                    for _ in range(rnd.randint(1, 4))]
            p.update(games=len(pool), unrated_games=pool)
    else:
        p.update(rating=max(1400, level), games=rnd.randint(0, 900))
        if rnd.random() < 0.3:
            p["k"] = rnd.choice([10, 20, 40])
    p["birth_date"] = f"{rnd.randint(1940, 2016)}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}"


def chess(system: str, players: int = 10_000, games: int = 100_000, unrated: int = 2_000,
          seed: int = 1) -> dict[str, Any]:
    """A period of ``frbe`` / ``frbe-classic`` / ``ffe`` / ``fide`` with clubs of similar strength."""
    rnd = random.Random(seed)
    start, end = PERIODS.get(system, (date(2025, 1, 1), date(2025, 6, 30)))
    days = (end - start).days
    people: list[dict[str, Any]] = []
    strength: list[int] = []
    for i in range(players):
        level = max(1000, min(2600, int(rnd.gauss(1650, 280))))
        strength.append(level)
        p: dict[str, Any] = {"id": str(100000 + i)}
        is_unrated = i % (players // unrated) == 0 if unrated else False
        if system == "fide":
            _fide_player(rnd, p, level, is_unrated)
        elif system == "ffe":
            if is_unrated:
                p["rating"] = None if rnd.random() < 0.7 else 10 * (level // 10) + 9
                if rnd.random() < 0.3:
                    p["archive"] = {"games": rnd.randint(1, 7), "performance": level + rnd.uniform(-80, 80)}
            else:
                p["rating"] = 10 * (level // 10)
            year = rnd.randint(1940, 2016)
            p["birth_date"] = f"{year}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}"
        else:
            if is_unrated:
                p.update(rating=None, games=0)
                if rnd.random() < 0.5:
                    n = rnd.randint(1, 19)
                    p["archive"] = {"games": n, "opponents_sum": n * level,
                                    "points": rnd.randint(0, 2 * n) / 2}
            else:
                p.update(rating=level, games=rnd.randint(20, 900))
        people.append(p)
    # Players meet players of nearby strength most of the time (Swiss events, clubs).
    order = sorted(range(players), key=lambda i: strength[i])
    rank = {pid: r for r, pid in enumerate(order)}
    out_games = []
    for g in range(games):
        a = rnd.randrange(players)
        r = min(players - 1, max(0, rank[a] + rnd.randint(-400, 400)))
        b = order[r]
        if a == b:
            b = order[(r + 1) % players]
        out_games.append({
            "id": f"g{g}",
            "date": (start + timedelta(days=rnd.randint(0, days))).isoformat(),
            "white": people[a]["id"], "black": people[b]["id"],
            "result": _result(rnd, strength[a], strength[b]),
        })
    doc = {"system": system, "period": {"start": start.isoformat(), "end": end.isoformat()},
           "players": people, "games": out_games}
    if system == "fide":
        doc["rate"] = "standard"
    return doc


def bataille_empire(players: int = 400, battles: int = 20_000, seed: int = 2) -> dict[str, Any]:
    rnd = random.Random(seed)
    people = [{"id": f"gen{i}", "rating": rnd.randint(800, 1500), "games": rnd.randint(0, 60)}
              for i in range(players)]
    outcomes = ["a-crushing", "a-decisive", "a-marginal", "draw", "b-marginal", "b-decisive", "b-crushing"]
    out = []
    for b in range(battles):
        size = 1 if rnd.random() < 0.7 else rnd.randint(2, 3)
        chosen = rnd.sample(range(players), 2 * size)
        day = date(2022, 1, 1) + timedelta(days=rnd.randint(0, 3 * 365))
        out.append({"id": f"b{b}", "date": day.isoformat(), "event": f"Manifestation {day.year}-{day.month}",
                    "round": rnd.randint(1, 5),
                    "side_a": [people[i]["id"] for i in chosen[:size]],
                    "side_b": [people[i]["id"] for i in chosen[size:]],
                    "result": rnd.choice(outcomes)})
    return {"system": "bataille-empire", "players": people, "games": out,
            "inactivity_years": [2022, 2023, 2024]}


def diplomacy(players: int = 300, games: int = 5_000, seed: int = 3) -> dict[str, Any]:
    rnd = random.Random(seed)
    people = [{"id": f"d{i}", "ratings": {}} for i in range(players)]
    methods = ["c-diplo", "dss", "sos", "centers"]
    out = []
    for g in range(games):
        chosen = rnd.sample(range(players), 7)
        centers = [rnd.randint(0, 10) for _ in range(7)]
        if sum(centers) > 34:
            centers = [c * 34 // sum(centers) for c in centers]
        day = date(2020, 1, 1) + timedelta(days=rnd.randint(0, 5 * 365))
        out.append({
            "id": f"game{g:05d}", "first_resolution": day.isoformat(),
            "mode": rnd.choice(["blitz", "classic"]), "used_for_elo": True, "state": "finished",
            "excluded": False, "variant": "standard", "scoring": rnd.choice(methods),
            "results": [{"player": people[i]["id"], "role": role, "centers": c, "eliminated": c == 0}
                        for i, role, c in zip(chosen, ROLES, centers, strict=True)],
        })
    return {"system": "diplomacy", "players": people, "games": out}
