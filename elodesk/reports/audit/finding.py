"""One finding of the audit desk: what is wrong or worth a look, where, and the article it rests on.

Every section of the audit speaks through this one type, so the window, the PDF and the
JSON for scripts read findings the same way; the sentence is a catalogue template (its
section's table) filled with ``values``, so it reads in French, English or Dutch.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from elodesk.catalogue import Message, msg

Section = Literal["pairings", "results", "players", "rating", "patterns", "changes"]
# ok: a verdict that all is right ("as the Dutch system pairs"); note: a fact worth a look,
# or a difference the rules allow; fault: the file breaks a rule (the audit then exits 1).
Severity = Literal["ok", "note", "fault"]
Value = str | int | float

SECTION_TITLES: dict[Section, Message] = {  # in the order the report shows them
    "pairings": msg("Audit", "Pairings"),
    "results": msg("Audit", "Results and standings"),
    "players": msg("Audit", "Players"),
    "rating": msg("Audit", "Rating rules"),
    "patterns": msg("Audit", "Worth a second look"),
    "changes": msg("Audit", "FIDE rating changes"),
}


@dataclass(frozen=True, slots=True)
class AuditFinding:
    section: Section
    severity: Severity
    kind: str  # key of its section's template table
    template: Message  # the sentence, English source, filled with ``values``
    values: Mapping[str, Value] = field(default_factory=dict)
    round: int | None = None
    board: int | None = None
    line: int | str | None = None  # the file's line (or sheet!cell) the finding rests on
    article: str | None = None  # e.g. "C.04.3 C1", "B.02 7.1.3"

    def text(self, lang: str) -> str:
        return self.template.say(lang, **self.values)

    def headline(self, lang: str) -> str:
        """The sentence without what follows its first line (a rating change's explanation, record by record)."""
        return self.text(lang).split("\n", 1)[0]

    def to_json(self, lang: str) -> dict[str, object]:
        return {"section": self.section, "severity": self.severity, "kind": self.kind,
                "round": self.round, "board": self.board, "line": self.line, "article": self.article,
                "values": dict(self.values), "text": self.text(lang)}


@dataclass(frozen=True, slots=True)
class AuditReport:
    """What the audit of one file found, with what the reader needs to recognise the event."""

    file: str  # the file's name as the officer chose it
    format: str  # the reader that read it (formats registry id)
    event: str
    start: date | None
    end: date | None
    rate: str | None  # standard, rapid, blitz; None when the file does not say
    players: int
    rounds: int
    findings: tuple[AuditFinding, ...]

    def exit_status(self) -> int:
        """0 when nothing is wrong, 1 when the file breaks a rule (2, unreadable, is the command's)."""
        return 1 if any(f.severity == "fault" for f in self.findings) else 0
