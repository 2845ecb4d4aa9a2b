"""Sentences for the `diplomacy` explanation records (kinds ``diplomacy_*``).

Ratings are kept at full precision and shown rounded to integers; the change
is shown with its formula, figures filled in.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from elodesk.core import diplomacy as dip
from elodesk.reports.numbers import format_number, signed

MODES: dict[str, dict[str, str]] = {
    "blitz": {"fr": "blitz", "en": "blitz", "nl": "blitz"},
    "classic": {"fr": "classique", "en": "classic", "nl": "klassiek"},
}
# The scoring method as the sentence names it ("scorage", the seed's word).
SCORING: dict[str, dict[str, str]] = {
    "c-diplo": {"fr": "scorage C-Diplo", "en": "C-Diplo scoring", "nl": "C-Diplo-telling"},
    "dss": {"fr": "scorage DSS", "en": "draw-size scoring", "nl": "DSS-telling"},
    "sos": {"fr": "scorage somme des carrés", "en": "sum-of-squares scoring", "nl": "kwadratensomtelling"},
    "centers": {"fr": "scorage aux centres", "en": "centre-count scoring", "nl": "telling op centra"},
    "manual": {"fr": "scores saisis", "en": "scores as entered", "nl": "ingevoerde scores"},
}
# French names of the roles of the known variants; other roles are shown as given.
ROLES_FR: dict[str, str] = {
    "England": "Angleterre", "France": "France", "Germany": "Allemagne", "Italy": "Italie",
    "Austria": "Autriche", "Russia": "Russie", "Turkey": "Turquie",
    "Carthage": "Carthage", "Egypt": "Égypte", "Greece": "Grèce", "Persia": "Perse", "Rome": "Rome",
}
# Dutch names of the same roles.
ROLES_NL: dict[str, str] = {
    "England": "Engeland", "France": "Frankrijk", "Germany": "Duitsland", "Italy": "Italië",
    "Austria": "Oostenrijk", "Russia": "Rusland", "Turkey": "Turkije",
    "Carthage": "Carthago", "Egypt": "Egypte", "Greece": "Griekenland", "Persia": "Perzië", "Rome": "Rome",
}
REASONS: dict[str, dict[str, str]] = {
    dip.NOT_USED_FOR_ELO: {"fr": "la partie ne compte pas pour l'Elo", "en": "the game is not used for Elo",
                          "nl": "de partij telt niet voor de Elo"},
    dip.NOT_FINISHED: {"fr": "la partie n'est pas terminée (état « {state} »)",
                       "en": 'the game is not finished (state "{state}")',
                       "nl": "de partij is niet beëindigd (toestand ‘{state}’)"},
    dip.EXCLUDED: {"fr": "la partie est exclue", "en": "the game is excluded", "nl": "de partij is uitgesloten"},
    dip.INCOMPLETE: {"fr": "partie incomplète, il manque : {missing}",
                     "en": "incomplete game, missing: {missing}",
                     "nl": "onvolledige partij, ontbreekt: {missing}"},
}


def role_name(role: str, lang: str) -> str:
    return {"fr": ROLES_FR, "nl": ROLES_NL}.get(lang, {}).get(role, role)


def _rating(value: float, lang: str) -> str:
    """A rating as shown: rounded to an integer (half up)."""
    return format_number(math.floor(value + 0.5), lang)


def _game(r: Mapping[str, Any], lang: str) -> str:
    def num(x: Any, decimals: int = 2) -> str:
        return format_number(x, lang, decimals)

    fr = lang == "fr"
    mode, scoring, role = MODES[r["mode"]][lang], SCORING[r["scoring"]][lang], role_name(r["role"], lang)
    n, g = r["n"], r["g"]
    pairs = n * (n - 1) // 2
    perf, expected = num(r["perf"], 4), num(r["expected"], 4)
    solo_rule = r["solo"] and r["scoring"] != dip.MANUAL
    if fr:
        parts = [f"Partie {r['game']} du {r['date']} ({mode}, variante {r['variant']}, {scoring}), "
                 f"{role} : {r['centers']} centre{'s' if r['centers'] > 1 else ''}, score {num(r['score'])} "
                 f"sur {num(r['score_total'])}"
                 + (" (solo : 100 au vainqueur, 0 aux autres)" if solo_rule else "")
                 + f", performance {perf} ; attendu {expected} ({n} joueurs).",
                 f"k = max(20 ; 40 − {g}/2) = {num(r['k'])}.",
                 f"Δ = {num(r['k'])} × {pairs} × ({perf} − {expected}) = {signed(r['raw_delta'], lang)}."]
        if r["clamp"] == dip.CLAMP_LOSER:
            parts.append(f"Perdant (marque minimale de la partie) : ne peut pas gagner de points, "
                         f"{signed(r['raw_delta'], lang)} → 0.")
        elif r["clamp"] == dip.CLAMP_WINNER:
            parts.append(f"Gagnant (marque maximale de la partie) : ne peut pas perdre de points, "
                         f"{signed(r['raw_delta'], lang)} → 0.")
        if r["floor"]:
            parts.append(f"Ramené au minimum de {_rating(dip.ELO_MIN, lang)}.")
        parts.append(f"Elo {role} {mode} : {_rating(r['before'], lang)} → {_rating(r['after'], lang)}.")
        return " ".join(parts)
    if lang == "nl":
        return " ".join(_game_nl(r, lang, mode, scoring, role, solo_rule))
    parts = [f"Game {r['game']} of {r['date']} ({mode}, variant {r['variant']}, {scoring}), "
             f"{role}: {r['centers']} centre{'' if r['centers'] == 1 else 's'}, score {num(r['score'])} "
             f"of {num(r['score_total'])}"
             + (" (solo: 100 to the winner, 0 to the others)" if solo_rule else "")
             + f", performance {perf}; expected {expected} ({n} players).",
             f"k = max(20, 40 − {g}/2) = {num(r['k'])}.",
             f"Δ = {num(r['k'])} × {pairs} × ({perf} − {expected}) = {signed(r['raw_delta'], lang)}."]
    if r["clamp"] == dip.CLAMP_LOSER:
        parts.append(f"Loser (the game's minimum score): cannot gain, {signed(r['raw_delta'], lang)} → 0.")
    elif r["clamp"] == dip.CLAMP_WINNER:
        parts.append(f"Winner (the game's maximum score): cannot lose, {signed(r['raw_delta'], lang)} → 0.")
    if r["floor"]:
        parts.append(f"Raised to the minimum of {_rating(dip.ELO_MIN, lang)}.")
    parts.append(f"{role} {mode} Elo: {_rating(r['before'], lang)} → {_rating(r['after'], lang)}.")
    return " ".join(parts)


def _game_nl(r: Mapping[str, Any], lang: str, mode: str, scoring: str, role: str, solo_rule: bool) -> list[str]:
    """The sentences of ``_game`` in Dutch."""
    def num(x: Any, decimals: int = 2) -> str:
        return format_number(x, lang, decimals)

    n, g = r["n"], r["g"]
    perf, expected, delta = num(r["perf"], 4), num(r["expected"], 4), signed(r["raw_delta"], lang)
    parts = [f"Partij {r['game']} van {r['date']} ({mode}, variant {r['variant']}, {scoring}), "
             f"{role}: {r['centers']} {'centrum' if r['centers'] == 1 else 'centra'}, score {num(r['score'])} "
             f"op {num(r['score_total'])}"
             + (" (solo: 100 voor de winnaar, 0 voor de anderen)" if solo_rule else "")
             + f", performance {perf}; verwacht {expected} ({n} spelers).",
             f"k = max(20; 40 − {g}/2) = {num(r['k'])}.",
             f"Δ = {num(r['k'])} × {n * (n - 1) // 2} × ({perf} − {expected}) = {delta}."]
    if r["clamp"] == dip.CLAMP_LOSER:
        parts.append(f"Verliezer (laagste score van de partij): kan geen punten winnen, {delta} → 0.")
    elif r["clamp"] == dip.CLAMP_WINNER:
        parts.append(f"Winnaar (hoogste score van de partij): kan geen punten verliezen, {delta} → 0.")
    if r["floor"]:
        parts.append(f"Opgetrokken tot het minimum van {_rating(dip.ELO_MIN, lang)}.")
    parts.append(f"Elo {role} {mode}: {_rating(r['before'], lang)} → {_rating(r['after'], lang)}.")
    return parts


def _left_out(r: Mapping[str, Any], lang: str) -> str:
    missing = ", ".join(role_name(x, lang) for x in r.get("missing") or ())
    reason = REASONS.get(r["reason"], {}).get(lang, r["reason"]).format(state=r["state"], missing=missing)
    mode, role = MODES[r["mode"]][lang], role_name(r["role"], lang)
    if lang == "fr":
        return f"Partie {r['game']} du {r['date']} ({mode}, {role}) : non comptée — {reason}."
    if lang == "nl":
        return f"Partij {r['game']} van {r['date']} ({mode}, {role}): niet geteld — {reason}."
    return f"Game {r['game']} of {r['date']} ({mode}, {role}): not counted — {reason}."


def _global(r: Mapping[str, Any], lang: str) -> str:
    mode, count = MODES[r["mode"]][lang], len(dip.STANDARD.roles)
    default = _rating(dip.ELO_DEF, lang)
    before, after = _rating(r["before"], lang), _rating(r["after"], lang)
    if lang == "fr":
        return (f"Elo global {mode} : moyenne des {count} rôles de la variante standard "
                f"({default} pour un rôle jamais joué) : {before} → {after}.")
    if lang == "nl":
        return (f"Globale Elo {mode}: gemiddelde van de {count} rollen van de standaardvariant "
                f"({default} voor een nooit gespeelde rol): {before} → {after}.")
    return (f"Global {mode} Elo: mean of the {count} roles of the standard variant "
            f"({default} for a role never played): {before} → {after}.")


PHRASES: dict[str, dict[str, Any]] = {
    "diplomacy_game": {"fr": _game, "en": _game, "nl": _game},
    "diplomacy_left_out": {"fr": _left_out, "en": _left_out, "nl": _left_out},
    "diplomacy_global": {"fr": _global, "en": _global, "nl": _global},
}
