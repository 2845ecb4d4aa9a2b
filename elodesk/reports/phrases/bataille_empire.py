"""Sentences for the `bataille-empire` explanation records (kinds ``be_*``).

Each battle shows its formula with the figures filled in, as the federation's
sheet does: ``60 × (1,25 − 0,72) = +31,8 → +32``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core import bataille_empire as be
from elodesk.reports.numbers import DECIMAL_COMMA, format_number, signed

OUTCOMES: dict[str, dict[str, str]] = {
    "defeat": {"fr": "défaite", "en": "defeat", "nl": "nederlaag"},
    "draw": {"fr": "match nul", "en": "draw", "nl": "gelijkspel"},
    "marginal": {"fr": "victoire marginale", "en": "marginal victory", "nl": "nipte overwinning"},
    "decisive": {"fr": "victoire décisive", "en": "decisive victory", "nl": "beslissende overwinning"},
    "crushing": {"fr": "victoire écrasante", "en": "crushing victory", "nl": "verpletterende overwinning"},
}

_MARSHAL = {"fr": "Maréchal : niveau d'au moins 1400", "en": "Marshal: level 1400 or more",
            "nl": "Maréchal: niveau 1400 of meer"}


def _few_games(n: int, lang: str) -> str:
    if lang == "fr":
        return f"{n} partie{'s' if n > 1 else ''} avant celle-ci, moins de 8"
    if lang == "nl":
        return f"{n} {'partij' if n == 1 else 'partijen'} vóór deze, minder dan 8"
    return f"{n} game{'' if n == 1 else 's'} before this one, fewer than 8"


def _k_reason(reason: str, games_before: int, lang: str) -> str:
    if reason == be.K_FEW_GAMES:
        return _few_games(games_before, lang)
    if reason == be.K_MARSHAL:
        return _MARSHAL[lang]
    joiner = " ; " if lang == "fr" else "; "
    return _few_games(games_before, lang) + joiner + _MARSHAL[lang]


# The penalty -> the level it takes to incur it (strictly above).
_PENALTY_ABOVE = {penalty: above for above, penalty in be.INACTIVITY_PENALTIES}
_NO_PENALTY_AT_OR_BELOW = be.INACTIVITY_PENALTIES[-1][0]
_DECEMBER_31 = {"fr": "31 décembre {year}", "en": "31 December {year}", "nl": "31 december {year}"}


def _two_decimals(value: float, lang: str) -> str:
    """P as the rule rounds it, both decimals written (0,80)."""
    text = f"{value:.2f}"
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def _names(ids: list[str] | tuple[str, ...]) -> str:
    return ", ".join(ids)


def _battle(r: Mapping[str, Any], lang: str) -> str:
    def num(x: Any) -> str:
        return format_number(x, lang)

    fr, nl = lang == "fr", lang == "nl"
    side = r["side"].upper()
    allies, opponents = _names(r["allies"]), _names(r["opponents"])
    outcome = OUTCOMES[r["outcome"]][lang]
    s, p, opp = num(r["s"]), _two_decimals(r["p"], lang), num(r["opponent_level"])
    if len(r["opponents"]) > 1:
        opp = ("moyenne du camp adverse " if fr else "gemiddelde van het tegenkamp " if nl
               else "the opposing side's mean ") + opp
    if fr:
        head = (f"Bataille {r['battle']} du {r['date']} ({r['event']}, ronde {r['round']}), camp {side}"
                + (f" avec {allies}" if allies else "") + f" contre {opponents} : {outcome} (S = {s}).")
        levels = f"Niveau {num(r['level'])} contre {opp} : P = {p}."
    elif nl:
        head = (f"Veldslag {r['battle']} van {r['date']} ({r['event']}, ronde {r['round']}), kamp {side}"
                + (f" met {allies}" if allies else "") + f" tegen {opponents}: {outcome} (S = {s}).")
        levels = f"Niveau {num(r['level'])} tegen {opp}: P = {p}."
    else:
        head = (f"Battle {r['battle']} of {r['date']} ({r['event']}, round {r['round']}), side {side}"
                + (f" with {allies}" if allies else "") + f" against {opponents}: {outcome} (S = {s}).")
        levels = f"Level {num(r['level'])} against {opp}: P = {p}."
    k = f"K = {r['k']}"
    if r.get("k_reason"):
        k += f" ({_k_reason(r['k_reason'], r['games_before'], lang)})"
    rounded = signed(r["rounded_change"], lang)
    parts = [head, levels, k + ".", f"{r['k']} × ({s} − {p}) = {signed(r['raw_change'], lang)} → {rounded}."]
    if r["gap_rule"]:
        gap = (f"500 points ou plus au-dessus de l'adversaire : ne peut pas gagner de points, {rounded} → 0."
               if fr else f"500 punten of meer boven de tegenstander: kan geen punten winnen, {rounded} → 0."
               if nl else f"500 points or more above the opponent: cannot gain, {rounded} → 0.")
        parts.append(gap)
    parts.append(f"{'Niveau' if fr or nl else 'Level'} {num(r['after'])} ({be.grade(r['after'])}).")
    return " ".join(parts)


def _inactivity(r: Mapping[str, Any], lang: str) -> str:
    day = _DECEMBER_31[lang].format(year=r["year"])
    before, after, penalty = r["before"], r["after"], r["penalty"]
    lowest = _NO_PENALTY_AT_OR_BELOW
    if lang == "fr":
        if penalty:
            return (f"{day} : aucune bataille dans l'année, pénalité d'inactivité de {penalty} "
                    f"(niveau {before} > {_PENALTY_ABOVE[penalty]}) : {before} → {after}.")
        return (f"{day} : aucune bataille dans l'année, mais niveau {before} ≤ {lowest} : "
                f"pas de pénalité d'inactivité.")
    if lang == "nl":
        if penalty:
            return (f"{day}: geen veldslag dat jaar, inactiviteitsstraf van {penalty} "
                    f"(niveau {before} > {_PENALTY_ABOVE[penalty]}): {before} → {after}.")
        return f"{day}: geen veldslag dat jaar, maar niveau {before} ≤ {lowest}: geen inactiviteitsstraf."
    if penalty:
        return (f"{day}: no battle that year, inactivity penalty of {penalty} "
                f"(level {before} above {_PENALTY_ABOVE[penalty]}): {before} → {after}.")
    return f"{day}: no battle that year, but level {before} ≤ {lowest}: no inactivity penalty."


PHRASES: dict[str, dict[str, Any]] = {
    "be_battle": {"fr": _battle, "en": _battle, "nl": _battle},
    "be_inactivity": {"fr": _inactivity, "en": _inactivity, "nl": _inactivity},
    "be_grade": {
        "fr": "Grade : {old_grade} → {grade} (niveau {before} → {after}).",
        "en": "Grade: {old_grade} → {grade} (level {before} → {after}).",
        "nl": "Graad: {old_grade} → {grade} (niveau {before} → {after}).",
    },
}
