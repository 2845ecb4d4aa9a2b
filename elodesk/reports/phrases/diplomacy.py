"""Sentences for the `diplomacy` explanation records (kinds ``diplomacy_*``).

Ratings are kept at full precision and shown rounded to integers; the change
is shown with its formula, figures filled in.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from elodesk.catalogue import Message, msg, number_form
from elodesk.core import diplomacy as dip
from elodesk.reports.numbers import format_number, short_date, signed
from elodesk.reports.phrases import Phrase

MODES: dict[str, Message] = {
    "blitz": msg("Phrases", "blitz"),
    "classic": msg("Phrases", "classic"),
}
# The scoring method as the sentence names it ("scorage", the seed's word).
SCORING: dict[str, Message] = {
    "c-diplo": msg("Phrases", "C-Diplo scoring"),
    "dss": msg("Phrases", "draw-size scoring"),
    "sos": msg("Phrases", "sum-of-squares scoring"),
    "centers": msg("Phrases", "centre-count scoring"),
    "manual": msg("Phrases", "scores as entered"),
}
# The roles of the known variants (French and Dutch names in the catalogues); other roles are shown as given.
ROLES: dict[str, Message] = {
    "England": msg("Phrases", "England"), "France": msg("Phrases", "France"), "Germany": msg("Phrases", "Germany"),
    "Italy": msg("Phrases", "Italy"), "Austria": msg("Phrases", "Austria"), "Russia": msg("Phrases", "Russia"),
    "Turkey": msg("Phrases", "Turkey"), "Carthage": msg("Phrases", "Carthage"), "Egypt": msg("Phrases", "Egypt"),
    "Greece": msg("Phrases", "Greece"), "Persia": msg("Phrases", "Persia"), "Rome": msg("Phrases", "Rome"),
}
REASONS: dict[str, Message] = {
    dip.NOT_USED_FOR_ELO: msg("Phrases", "the game is not used for Elo"),
    dip.NOT_FINISHED: msg("Phrases", 'the game is not finished (state "{state}")'),
    dip.EXCLUDED: msg("Phrases", "the game is excluded"),
    dip.INCOMPLETE: msg("Phrases", "incomplete game, missing: {missing}"),
}


def scoring_name(scoring: str, lang: str) -> str:
    name = SCORING.get(scoring)
    return name.say(lang) if name else scoring


def role_name(role: str, lang: str) -> str:
    name = ROLES.get(role)
    return name.say(lang) if name else role


def _rating(value: float, lang: str) -> str:
    """A rating as shown: rounded to an integer (half up)."""
    return format_number(math.floor(value + 0.5), lang)


def _game(r: Mapping[str, Any], lang: str) -> str:
    def num(x: Any, decimals: int = 2) -> str:
        return format_number(x, lang, decimals)

    mode, role = MODES[r["mode"]].say(lang), role_name(r["role"], lang)
    n, g = r["n"], r["g"]
    perf, expected, delta = num(r["perf"], 4), num(r["expected"], 4), signed(r["raw_delta"], lang)
    solo = (msg("Phrases", " (solo: 100 to the winner, 0 to the others)").say(lang)
            if r["solo"] and r["scoring"] != dip.MANUAL else "")
    centers = number_form(lang, r["centers"], msg("Phrases", "{n} centre"), msg("Phrases", "{n} centres"))
    parts = [msg("Phrases", "Game {game} of {date} ({mode}, variant {variant}, {scoring}), {role}: {centers}, score "
                            "{score} of {total}{solo}, performance {perf}; expected {expected} ({n} players).").say(
                 lang, game=r["game"], date=short_date(r["date"]), mode=mode, variant=r["variant"],
                 scoring=SCORING[r["scoring"]].say(lang), role=role, centers=centers, score=num(r["score"]),
                 total=num(r["score_total"]), solo=solo, perf=perf, expected=expected, n=n),
             msg("Phrases", "k = max(20, 40 − {g}/2) = {k}.").say(lang, g=g, k=num(r["k"])),
             f"Δ = {num(r['k'])} × {n * (n - 1) // 2} × ({perf} − {expected}) = {delta}."]
    if r["clamp"] == dip.CLAMP_LOSER:
        parts.append(msg("Phrases", "Loser (the game's minimum score): cannot gain, {delta} → 0.").say(
            lang, delta=delta))
    elif r["clamp"] == dip.CLAMP_WINNER:
        parts.append(msg("Phrases", "Winner (the game's maximum score): cannot lose, {delta} → 0.").say(
            lang, delta=delta))
    if r["floor"]:
        parts.append(msg("Phrases", "Raised to the minimum of {minimum}.").say(
            lang, minimum=_rating(dip.ELO_MIN, lang)))
    parts.append(msg("Phrases", "{role} {mode} Elo: {before} → {after}.").say(
        lang, role=role, mode=mode, before=_rating(r["before"], lang), after=_rating(r["after"], lang)))
    return " ".join(parts)


def _left_out(r: Mapping[str, Any], lang: str) -> str:
    missing = ", ".join(role_name(x, lang) for x in r.get("missing") or ())
    reason = REASONS.get(r["reason"])
    return msg("Phrases", "Game {game} of {date} ({mode}, {role}): not counted — {reason}.").say(
        lang, game=r["game"], date=short_date(r["date"]), mode=MODES[r["mode"]].say(lang),
        role=role_name(r["role"], lang),
        reason=reason.say(lang, state=r["state"], missing=missing) if reason else r["reason"])


def _global(r: Mapping[str, Any], lang: str) -> str:
    return msg("Phrases", "Global {mode} Elo: mean of the {count} roles of the standard variant ({default} for a role "
                          "never played): {before} → {after}.").say(
        lang, mode=MODES[r["mode"]].say(lang), count=len(dip.STANDARD.roles), default=_rating(dip.ELO_DEF, lang),
        before=_rating(r["before"], lang), after=_rating(r["after"], lang))


PHRASES: dict[str, Phrase] = {
    "diplomacy_game": _game,
    "diplomacy_left_out": _left_out,
    "diplomacy_global": _global,
}
