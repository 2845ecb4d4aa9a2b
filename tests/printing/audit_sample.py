"""A realistic audit report built by hand, with findings of every section and severity: what the
printed report and the window's dialog are laid out against (the sections' own tests check what
they find)."""

from __future__ import annotations

from datetime import date

from elodesk.catalogue import msg
from elodesk.reports.audit.finding import AuditFinding, AuditReport, Section, Severity, Value

LONG = ("Board {number}: Dubois, Marie – Peeters, Jan differs from the engine's pairing (Dubois, Marie – Janssens, "
        "Pieter): the float of Peeters breaks criterion C12 and the colour preference of Janssens.")


def finding(section: Section, severity: Severity, text: str, round_: int | None = None, board: int | None = None,
            line: int | str | None = None, article: str | None = None, **values: Value) -> AuditFinding:
    return AuditFinding(section, severity, "sample", msg("Test", text), values, round_, board, line, article)


def sample_report(*, changes: int = 40) -> AuditReport:
    findings = [
        finding("pairings", "ok", "Round {round} is paired as the Dutch system pairs it.", 1, None, 14, "C.04.3",
                round=1),
        finding("pairings", "fault", LONG, 3, 4, 38, "C.04.3 C12", number=4),
        finding("pairings", "note", "The pairing-allocated bye of round 5 went to the lowest-ranked player.", 5,
                None, 61, "C.04.1 c"),
        finding("results", "fault", "Result 1-0 on line 22 is not the one of the opponent's line (0-1).", 2, 7,
                22, "TRF 001"),
        finding("results", "note", "Forfeit win counted in the standings but not rated.", 4, 2, 45, "B.02 7.1"),
        finding("players", "fault", "Player 17 has FIDE id 4612345, which the FIDE list gives to another player.",
                None, None, 31, "B.02 5.1"),
        finding("players", "note", "Birth date missing for 3 players."),
        finding("rating", "note", "Game of round 6 board 1 under 60 minutes per player: not rateable as standard.",
                6, 1, 70, "B.02 1.1"),
        finding("patterns", "note", "Players 4 and 9 met twice, in rounds 2 and 7.", 7, 3, "R7!C4", "C.04.1 b"),
    ]
    findings += [finding("changes", "ok", "Player {number}: 1700 → 1705 (+5), K 40, 7 games.", None, None, 10 + i,
                         "B.02 8.3", number=i) for i in range(1, changes + 1)]
    return AuditReport("open-brugge-2026.trf", "trf", "Open de Bruges 2026", date(2026, 1, 12), date(2026, 1, 18),
                       "standard", 42, 7, tuple(findings))
