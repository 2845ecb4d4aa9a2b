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
    "blitz": {"fr": "blitz", "en": "blitz"},
    "classic": {"fr": "classique", "en": "classic"},
}
# The scoring method as the sentence names it ("scorage", the seed's word).
SCORING: dict[str, dict[str, str]] = {
    "c-diplo": {"fr": "scorage C-Diplo", "en": "C-Diplo scoring"},
    "dss": {"fr": "scorage DSS", "en": "draw-size scoring"},
    "sos": {"fr": "scorage somme des carrés", "en": "sum-of-squares scoring"},
    "centers": {"fr": "scorage aux centres", "en": "centre-count scoring"},
    "manual": {"fr": "scores saisis", "en": "scores as entered"},
}
# French names of the roles of the known variants; other roles are shown as given.
ROLES_FR: dict[str, str] = {
    "England": "Angleterre", "France": "France", "Germany": "Allemagne", "Italy": "Italie",
    "Austria": "Autriche", "Russia": "Russie", "Turkey": "Turquie",
    "Carthage": "Carthage", "Egypt": "Égypte", "Greece": "Grèce", "Persia": "Perse", "Rome": "Rome",
}
REASONS: dict[str, dict[str, str]] = {
    dip.NOT_USED_FOR_ELO: {"fr": "la partie ne compte pas pour l'Elo", "en": "the game is not used for Elo"},
    dip.NOT_FINISHED: {"fr": "la partie n'est pas terminée (état « {state} »)",
                       "en": 'the game is not finished (state "{state}")'},
    dip.EXCLUDED: {"fr": "la partie est exclue", "en": "the game is excluded"},
    dip.INCOMPLETE: {"fr": "partie incomplète, il manque : {missing}",
                     "en": "incomplete game, missing: {missing}"},
}


def role_name(role: str, lang: str) -> str:
    return ROLES_FR.get(role, role) if lang == "fr" else role


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


def _left_out(r: Mapping[str, Any], lang: str) -> str:
    missing = ", ".join(role_name(x, lang) for x in r.get("missing") or ())
    reason = REASONS.get(r["reason"], {}).get(lang, r["reason"]).format(state=r["state"], missing=missing)
    mode, role = MODES[r["mode"]][lang], role_name(r["role"], lang)
    if lang == "fr":
        return f"Partie {r['game']} du {r['date']} ({mode}, {role}) : non comptée — {reason}."
    return f"Game {r['game']} of {r['date']} ({mode}, {role}): not counted — {reason}."


def _global(r: Mapping[str, Any], lang: str) -> str:
    mode, count = MODES[r["mode"]][lang], len(dip.STANDARD.roles)
    default = _rating(dip.ELO_DEF, lang)
    before, after = _rating(r["before"], lang), _rating(r["after"], lang)
    if lang == "fr":
        return (f"Elo global {mode} : moyenne des {count} rôles de la variante standard "
                f"({default} pour un rôle jamais joué) : {before} → {after}.")
    return (f"Global {mode} Elo: mean of the {count} roles of the standard variant "
            f"({default} for a role never played): {before} → {after}.")


PHRASES: dict[str, dict[str, Any]] = {
    "diplomacy_game": {"fr": _game, "en": _game},
    "diplomacy_left_out": {"fr": _left_out, "en": _left_out},
    "diplomacy_global": {"fr": _global, "en": _global},
}
