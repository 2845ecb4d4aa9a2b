"""FIDE's TieBreakServer as the oracle of elodesk's tie-breaks (C.07, both editions).

TieBreakServer (github OttoMilvang/TieBreakServer, MIT) is FIDE's reference implementation;
it cannot be installed in CI and is never vendored. This script generates tournaments as TRF
files (Swiss on random legal pairings, round robins by Berger's tables; half- and zero-point
byes, full-point and pairing-allocated byes, forfeits both ways, double forfeits,
withdrawals), runs TieBreakServer from a given checkout and elodesk on each, under both
editions, and prints how many values agree, per tie-break and edition::

    python -m tests.tools.tiebreak_oracle --tbs /tmp/tbs -n 70
    python -m tests.tools.tiebreak_oracle --tbs /tmp/tbs -n 12 --fixtures tests/data/tiebreaks/generated

``--fixtures`` writes the TRFs and TieBreakServer's values (``tiebreakserver.json``), which
``tests/reports/test_tiebreak_oracle.py`` checks elodesk against without TieBreakServer
(``{"codes": [...], "t000.trf": {"round_robin": …, "2023": {player: [values in the order of codes]}, …}}``).
Direct encounter is compared as the rank it gives after the points (TieBreakServer reports a
rank, not points); every other tie-break value for value.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from elodesk.formats import trf
from elodesk.pairing.berger import berger_round
from elodesk.reports import tiebreaks as tb
from elodesk.reports.tiebreaks import EventResults
from elodesk.store.event_rows import EventBye, EventGame

# elodesk's acronyms as TieBreakServer spells them (direct encounter apart: compared by rank).
TBS_CODES: dict[str, str] = {
    tb.BH: "BH", tb.BH_C1: "BH/C1", tb.BH_C2: "BH/C2", tb.BH_M1: "BH/M1", tb.BH_M2: "BH/M2", tb.SB: "SB",
    tb.WIN: "WIN", tb.WON: "WON", tb.BPG: "BPG", tb.BWG: "BWG", tb.PS: "PS", tb.ARO: "ARO", tb.REP: "REP",
    tb.STD: "STD", tb.TPN: "TPN", tb.RTNG: "RTNG",
}
VERSIONS = {tb.EDITION_2023: "V1", tb.EDITION_2026: "V2"}  # TieBreakServer's rule versions


def results_from_trf(path: Path, edition: str) -> EventResults:
    """The tie-break engine's input from a TRF as elodesk reads it (start numbers as players)."""
    record = trf.read(path)
    players = [int(p.ref) for p in record.players]
    return EventResults(
        players, [EventGame(g.round or 0, g.board, int(g.white), int(g.black), g.result) for g in record.games],
        [EventBye(b.round, int(b.player), b.kind, b.points) for b in record.byes],
        ratings={int(p.ref): p.ratings.get("fide") for p in record.players},
        edition=edition, numbers={p: p for p in players}, planned_rounds=record.rounds)


def elodesk_values(results: EventResults) -> dict[str, dict[str, float | None]]:
    """Each player's value of every compared tie-break, and "DE" his rank after points and DE."""
    blocks, _ = results.ranking((tb.DE,))
    rank: dict[int, int] = {}
    for block in blocks:
        rank.update({p: len(rank) + 1 for p in block})
    return {str(p): {**{code: results.value(code, p) for code in TBS_CODES}, tb.DE: float(rank[p])}
            for p in results.rounds}


def tbs_values(tbs: Path, path: Path, edition: str, round_robin: bool) -> dict[str, dict[str, float | None]]:
    """TieBreakServer's values for the same tie-breaks (one run for the values, one for DE)."""
    kind = "-p" if round_robin else "-s"
    version = VERSIONS[edition]

    def run(codes: list[str]) -> list[dict]:
        out = subprocess.run([sys.executable, "tiebreakchecker.py", "-i", str(path.resolve()), "-o", "-", kind,
                              "-t", "PTS", *(f"{c}/{version}" for c in codes)],
                             cwd=tbs, capture_output=True, text=True, check=True).stdout
        return json.loads(out)["tiebreakResult"]["competitors"]

    values = {str(c["cid"]): {code: _number(v) for code, v in zip(TBS_CODES, c["tiebreakScore"][1:], strict=True)}
              for c in run(list(TBS_CODES.values()))}
    for c in run(["DE"]):
        values[str(c["cid"])][tb.DE] = float(c["rank"])
    return values


def _number(value: object) -> float | None:
    return None if value is None else float(str(value))


# --- tournaments ------------------------------------------------------------------------------

@dataclass
class Tournament:
    """A generated tournament: players by start number (rating), and each one's cell per round."""

    name: str
    round_robin: bool
    rounds: int
    ratings: dict[int, int]
    cells: dict[int, dict[int, tuple[int, str, str]]] = field(default_factory=dict)  # (opponent, colour, code)

    def trf(self) -> str:
        points = {p: sum({"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(c[2], 0) for c in row.values())
                  for p, row in self.cells.items()}
        order = sorted(self.ratings, key=lambda p: (-points[p], p))
        lines = [f"012 {self.name}", "042 2025/09/01", f"062 {len(self.ratings)}", f"XXR {self.rounds}"]
        for p, rating in self.ratings.items():
            row = self.cells[p]
            rounds = "".join("  {:>4} {} {}".format(*row[r]) if r in row else " " * 10
                             for r in range(1, self.rounds + 1))
            name = f"Player{p:03d}, Test"
            lines.append(f"001 {p:>4} m    {name:<33} {rating:>4} BEL {1000 + p:>11} 1990/01/01 "
                         f"{points[p]:>4.1f} {order.index(p) + 1:>4}{rounds}".rstrip())
        return "\n".join(lines) + "\n"


def _game(rng: random.Random, t: Tournament, r: int, white: int, black: int, forfeit: float = 0.05) -> None:
    """A game's result drawn from the ratings; now and then a forfeit (either way) or a double forfeit."""
    roll = rng.random()
    if roll < forfeit:
        codes = rng.choice((("+", "-"), ("-", "+"), ("+", "-"), ("-", "+"), ("-", "-")))
    else:
        expected = 1 / (1 + 10 ** ((t.ratings[black] - t.ratings[white]) / 400))
        x = rng.random()
        codes = ("=", "=") if abs(x - expected) < 0.15 else ("1", "0") if x < expected else ("0", "1")
    t.cells[white][r] = (black, "w", codes[0])
    t.cells[black][r] = (white, "b", codes[1])


def swiss(rng: random.Random, name: str) -> Tournament:
    """A Swiss on random legal pairings: score groups in order, no rematch when it can be helped."""
    n = rng.randint(7, 22)
    rounds = rng.randint(4, min(9, n - 1))
    t = Tournament(name, False, rounds, _ratings(rng, n), {p: {} for p in range(1, n + 1)})
    gone = {p: rng.randint(2, rounds) for p in t.ratings if rng.random() < 0.1}
    score = dict.fromkeys(t.ratings, 0.0)
    met: dict[int, set[int]] = {p: set() for p in t.ratings}
    for r in range(1, rounds + 1):
        present = [p for p in t.ratings if gone.get(p, rounds + 1) > r]
        for p in list(present):
            roll = rng.random()
            if roll < 0.08:
                kind = "H" if roll < 0.05 else "Z" if roll < 0.07 else "F"
                t.cells[p][r] = (0, "-", kind)
                present.remove(p)
        if len(present) % 2:
            had = {p for p in t.ratings if any(c[2] == "U" for c in t.cells[p].values())}
            lowest = min(present, key=lambda p: (p in had, score[p], -p))
            t.cells[lowest][r] = (0, "-", "U")
            present.remove(lowest)
        for white, black in _pairs(rng, present, score, met):
            _game(rng, t, r, white, black)
            met[white].add(black)
            met[black].add(white)
        for p, row in t.cells.items():
            if r in row:
                score[p] += {"1": 1, "+": 1, "U": 1, "F": 1, "=": 0.5, "H": 0.5}.get(row[r][2], 0)
    return t


def _pairs(rng: random.Random, players: list[int], score: dict[int, float],
           met: dict[int, set[int]]) -> list[tuple[int, int]]:
    for _ in range(200):
        order = sorted(players, key=lambda p: (-score[p], rng.random()))
        pairs = []
        while order:
            first = order.pop(0)
            other = next((q for q in order if q not in met[first]), None)
            if other is None:
                break
            order.remove(other)
            pairs.append((first, other) if rng.random() < 0.5 else (other, first))
        else:
            return pairs
    order = sorted(players, key=lambda p: -score[p])  # no rematch-free pairing found: allow one
    return [(order[i], order[i + 1]) for i in range(0, len(order), 2)]


def round_robin(rng: random.Random, name: str) -> Tournament:
    """A round robin by Berger's tables; a player may withdraw (his games left are forfeits)."""
    n = rng.randint(4, 11)
    rounds = n - 1 if n % 2 == 0 else n
    t = Tournament(name, True, rounds, _ratings(rng, n), {p: {} for p in range(1, n + 1)})
    gone = {rng.randint(1, n): rng.randint(2, rounds)} if rng.random() < 0.6 else {}
    for r in range(1, rounds + 1):
        for board in berger_round(n, r).boards:
            white, black = board.white, board.black
            if gone.get(white, rounds + 1) <= r or gone.get(black, rounds + 1) <= r:
                away = white if gone.get(white, rounds + 1) <= r else black
                t.cells[white][r] = (black, "w", "-" if away == white else "+")
                t.cells[black][r] = (white, "b", "-" if away == black else "+")
            else:
                _game(rng, t, r, white, black, forfeit=0.08)
    return t


def _ratings(rng: random.Random, n: int) -> dict[int, int]:
    return dict(enumerate(sorted((rng.randint(1400, 2400) for _ in range(n)), reverse=True), 1))


def generate(seed: int, count: int) -> list[Tournament]:
    """``count`` tournaments, two Swiss for one round robin."""
    rng = random.Random(seed)
    return [round_robin(rng, f"RR {i:03d}") if i % 3 == 2 else swiss(rng, f"Swiss {i:03d}") for i in range(count)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tbs", type=Path, required=True, help="a checkout of TieBreakServer")
    parser.add_argument("-n", type=int, default=70, help="how many tournaments")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--work", type=Path, default=Path("/tmp/tiebreak_oracle"), help="where the TRFs go")
    parser.add_argument("--fixtures", type=Path, help="write the TRFs and TieBreakServer's values here")
    args = parser.parse_args(argv)
    folder = args.fixtures or args.work
    folder.mkdir(parents=True, exist_ok=True)
    agree: Counter[tuple[str, str]] = Counter()
    total: Counter[tuple[str, str]] = Counter()
    codes = [*TBS_CODES, tb.DE]
    stored: dict[str, dict] = {"codes": codes}
    for i, t in enumerate(generate(args.seed, args.n)):
        path = folder / f"t{i:03d}.trf"
        path.write_text(t.trf(), encoding="latin-1")
        stored[path.name] = {"round_robin": t.round_robin}
        for edition in tb.EDITIONS:
            theirs = tbs_values(args.tbs, path, edition, t.round_robin)
            ours = elodesk_values(results_from_trf(path, edition))
            stored[path.name][edition] = {p: [values[c] for c in codes] for p, values in theirs.items()}
            for player, values in theirs.items():
                for code, value in values.items():
                    total[edition, code] += 1
                    mine = ours[player][code]
                    if (value is None and mine is None) or (None not in (value, mine) and abs(value - mine) < 1e-9):
                        agree[edition, code] += 1
                    elif args.fixtures is None:
                        print(f"{path.name} {edition} {code} player {player}: TieBreakServer {value}, elodesk {mine}")
    if args.fixtures:
        lines = ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in stored.items())
        (folder / "tiebreakserver.json").write_text("{\n" + lines + "\n}\n")
    print(f"{args.n} tournaments (seed {args.seed}); values equal to TieBreakServer's:")
    for edition in tb.EDITIONS:
        print(f"  {edition} edition: " + ", ".join(
            f"{c} {agree[edition, c]}/{total[edition, c]}" for c in codes))
        print(f"    all: {sum(agree[edition, c] for c in codes)}/{sum(total[edition, c] for c in codes)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
