"""``elodesk check``: the look before submission, as findings phrased in French, English or Dutch."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import sqlite_utils

from elodesk.catalogue import Message, describe_notice, msg
from elodesk.formats.notices import Notice
from elodesk.store.checks import CheckValues, findings

if TYPE_CHECKING:
    from elodesk.store.runs import RunScope


class Finding(NamedTuple):
    """A point to look at: its kind (a key of CHECK_TEXT) and what its sentence names."""

    kind: str
    values: CheckValues

    def to_json(self) -> dict[str, object]:
        values = {k: str(v) if isinstance(v, Notice) else v for k, v in self.values._asdict().items()}
        return {"kind": self.kind, **values}

    def text(self, lang: str) -> str:
        values = {k: describe_notice(v, lang) if isinstance(v, Notice) else v for k, v in self.values._asdict().items()}
        return CHECK_TEXT[self.kind][lang].format(**values)


CHECK_TEXT: dict[str, Message] = {  # English; French and Dutch in the catalogues
    "missing_id": msg("Checks", "{event}: {name} (player {player}) has no federation id ({id_kind})."),
    "malformed_id": msg("Checks", '{event}: {name} (player {player}) has a malformed {id_kind}: "{value}".'),
    "duplicate": msg("Checks", "Probable duplicate: {name} (players {players})."),
    "outside_period": msg("Checks", "{event}: game {game} (round {round}) of {date} lies outside the period {start} "
                                    "– {end}."),
    "forfeit": msg("Checks", "{event}, round {round}: {white} – {black} {result} (forfeit, not rated)."),
    "bye": msg("Checks", "{event}, round {round}: {name} had a bye ({kind}), not rated."),
    "file_warning": msg("Checks", "{event}: the file contradicts itself: {text}"),
    "late": msg("Checks", "{event}: ended {end}, received {received} — after the 30-day limit ({deadline})."),
}


def run_checks(db: sqlite_utils.Database, sel: RunScope) -> list[Finding]:
    return [Finding(kind, values) for kind, values in findings(db, sel)]
