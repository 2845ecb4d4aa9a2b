"""``elodesk check``: the look before submission, as findings phrased in French, English or Dutch."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import sqlite_utils

from elodesk.store.checks import CheckValues, findings

if TYPE_CHECKING:
    from elodesk.store.runs import Selection


class Finding(NamedTuple):
    """A point to look at: its kind (a key of CHECK_TEXT) and what its sentence names."""

    kind: str
    values: CheckValues

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, **self.values._asdict()}

    def text(self, lang: str) -> str:
        return CHECK_TEXT[self.kind][lang].format(**self.values._asdict())


CHECK_TEXT: dict[str, dict[str, str]] = {
    "missing_id": {
        "fr": "{event} : {name} (joueur {player}) n'a pas d'identifiant fédéral ({id_kind}).",
        "en": "{event}: {name} (player {player}) has no federation id ({id_kind}).",
        "nl": "{event}: {name} (speler {player}) heeft geen federatie-id ({id_kind}).",
    },
    "malformed_id": {
        "fr": "{event} : {name} (joueur {player}) a un identifiant {id_kind} mal formé : « {value} ».",
        "en": "{event}: {name} (player {player}) has a malformed {id_kind}: \"{value}\".",
        "nl": "{event}: {name} (speler {player}) heeft een verkeerd gevormde {id_kind}: ‘{value}’.",
    },
    "duplicate": {
        "fr": "Doublon probable : {name} (joueurs {players}).",
        "en": "Probable duplicate: {name} (players {players}).",
        "nl": "Waarschijnlijk dubbel: {name} (spelers {players}).",
    },
    "outside_period": {
        "fr": "{event} : la partie {game} (ronde {round}) du {date} est hors de la période {start} – {end}.",
        "en": "{event}: game {game} (round {round}) of {date} lies outside the period {start} – {end}.",
        "nl": "{event}: partij {game} (ronde {round}) van {date} valt buiten de periode {start} – {end}.",
    },
    "forfeit": {
        "fr": "{event}, ronde {round} : {white} – {black} {result} (forfait, non classé).",
        "en": "{event}, round {round}: {white} – {black} {result} (forfeit, not rated).",
        "nl": "{event}, ronde {round}: {white} – {black} {result} (forfait, niet gerated).",
    },
    "bye": {
        "fr": "{event}, ronde {round} : {name} exempt ({kind}), non classé.",
        "en": "{event}, round {round}: {name} had a bye ({kind}), not rated.",
        "nl": "{event}, ronde {round}: {name} had een bye ({kind}), niet gerated.",
    },
    "file_warning": {
        "fr": "{event} : le fichier se contredit : {text}",
        "en": "{event}: the file contradicts itself: {text}",
        "nl": "{event}: het bestand spreekt zichzelf tegen: {text}",
    },
    "late": {
        "fr": "{event} : terminé le {end}, reçu le {received} — après la limite des 30 jours ({deadline}).",
        "en": "{event}: ended {end}, received {received} — after the 30-day limit ({deadline}).",
        "nl": "{event}: geëindigd op {end}, ontvangen op {received} — na de termijn van 30 dagen ({deadline}).",
    },
}


def run_checks(db: sqlite_utils.Database, sel: Selection) -> list[Finding]:
    return [Finding(kind, values) for kind, values in findings(db, sel)]
