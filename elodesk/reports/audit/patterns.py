"""Patterns worth a second look: many forfeits, the same players meeting again and again, a player
scoring far beyond his rating. Stated as facts with their figures, never as accusations: each is a
note, for the officer to look at.
"""

from __future__ import annotations

from collections import Counter

from elodesk.catalogue import Message, msg
from elodesk.formats.records import FIDE_KINDS, STANDARD, EventRecord
from elodesk.reports.audit.finding import AuditFinding
from elodesk.reports.audit.rating_rules import UNPLAYED

FORFEIT_SHARE = 0.10  # more than one pairing in ten unplayed
FAR_ABOVE = 400  # a performance this far above one's own rating, over at least ...
FAR_GAMES = 5  # ... this many rated games

TEXT: dict[str, Message] = {
    "forfeits": msg("Audit", "{count} of the {pairings} pairings were not played ({share} %)."),
    "met_again": msg("Audit", "{white} and {black} met {count} times."),
    "far_above": msg("Audit", "{name}, rated {rating}, scored {points} of {games} against an average of "
                              "{average}."),
}


def pattern_findings(event: EventRecord) -> list[AuditFinding]:
    """Forfeits over a tenth of the pairings, pairs meeting more than once (unless everyone met everyone:
    a round robin), and scores far beyond the rating (opponents 400 points above on average, a plus score)."""
    found: list[AuditFinding] = []
    pairings = len(event.games)
    unplayed = sum(1 for g in event.games if g.result in UNPLAYED)
    if pairings and unplayed / pairings > FORFEIT_SHARE:
        found.append(AuditFinding("patterns", "note", "forfeits", TEXT["forfeits"], {
            "count": unplayed, "pairings": pairings, "share": round(100 * unplayed / pairings)}))
    names = {p.ref: p.name for p in event.players}
    met = Counter(tuple(sorted((g.white, g.black))) for g in event.games)
    n = len(event.players)
    if len(met) < n * (n - 1) // 2:
        for (one, two), count in met.items():
            if count > 1:
                found.append(AuditFinding("patterns", "note", "met_again", TEXT["met_again"], {
                    "white": names[one], "black": names[two], "count": count}))
    found += _far_above(event)
    return found


def _far_above(event: EventRecord) -> list[AuditFinding]:
    kind = FIDE_KINDS[event.rate or STANDARD]
    ratings = {p.ref: p.ratings.get(kind) for p in event.players}
    scored: dict[str, list[tuple[int, float]]] = {p.ref: [] for p in event.players}
    points = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}
    for g in event.games:
        if g.result not in points or ratings[g.white] is None or ratings[g.black] is None:
            continue
        w, b = points[g.result]
        scored[g.white].append((ratings[g.black] or 0, w))
        scored[g.black].append((ratings[g.white] or 0, b))
    found = []
    for p in event.players:
        games = scored[p.ref]
        own = ratings[p.ref]
        if own is None or len(games) < FAR_GAMES:
            continue
        average = sum(r for r, _ in games) / len(games)
        total = sum(s for _, s in games)
        if average - own >= FAR_ABOVE and total > len(games) / 2:
            found.append(AuditFinding("patterns", "note", "far_above", TEXT["far_above"], {
                "name": p.name, "rating": own, "points": f"{total:g}", "games": len(games),
                "average": round(average)}, line=p.line))
    return found
