"""Sentences for the `ffe` explanation records (``elodesk.core.ffe``): formulas with their figures."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.core import ffe
from elodesk.reports.numbers import format_number, signed

Record = Mapping[str, Any]


def _n(value: Any, lang: str, decimals: int = 2) -> str:
    return format_number(value, lang, decimals)


def _p(value: Any, lang: str) -> str:
    """A score fraction: up to four decimals (0,625), so an interpolation can be followed."""
    return format_number(value, lang, 4)


def _games(n: int, lang: str, compatible: bool = True) -> str:
    if lang == "fr":
        noun = "partie" if n == 1 else "parties"
        adjective = (" compatible" if n == 1 else " compatibles") if compatible else ""
        return f"{n} {noun}{adjective}"
    if lang == "nl":
        noun = "partij" if n == 1 else "partijen"
        return f"{n} {'verenigbare ' if compatible else ''}{noun}"
    noun = "game" if n == 1 else "games"
    return f"{n} {'compatible ' if compatible else ''}{noun}"


def _quota(r: Record, lang: str) -> str:
    if lang == "fr":
        return f"quota {'jeune' if r['youth'] else 'senior'} : {r['quota']}"
    if lang == "nl":
        return f"quotum {'jeugd' if r['youth'] else 'senior'}: {r['quota']}"
    return f"{'youth' if r['youth'] else 'senior'} quota: {r['quota']}"


def _game(r: Record, lang: str) -> str:
    results = {"fr": {1.0: "gain", 0.5: "nulle", 0.0: "perte"},
               "en": {1.0: "win", 0.5: "draw", 0.0: "loss"},
               "nl": {1.0: "winst", 0.5: "remise", 0.0: "verlies"}}[lang]
    value = _n(r["opponent_rating"], lang)
    if r["estimated"]:
        value += {"fr": ", estimation", "nl": ", schatting"}.get(lang, ", estimate")
    if lang == "fr":
        return (f"Partie {r['game']} du {r['date']} contre {r['opponent']} ({value}) : "
                f"{results[r['score']]}, compatible.")
    if lang == "nl":
        return (f"Partij {r['game']} van {r['date']} tegen {r['opponent']} ({value}): "
                f"{results[r['score']]}, verenigbaar.")
    return (f"Game {r['game']} of {r['date']} against {r['opponent']} ({value}): "
            f"{results[r['score']]}, compatible.")


def _bonus(r: Record, lang: str) -> str:
    p = _p(r["p"], lang)
    if r["bounded"]:
        above = r["d"] > 0
        limit = f"{'≥' if above else '≤'} {_p(0.95 if above else 0.05, lang)}"
        if lang == "fr":
            return f"P {limit} : D borné à {signed(r['d'], lang)}"
        if lang == "nl":
            return f"P {limit}: D begrensd tot {signed(r['d'], lang)}"
        return f"P {limit}: D bounded to {signed(r['d'], lang)}"
    low = r["p_low"] / 100
    if r["d_low"] == r["d_high"]:  # P on a row of the table
        return f"D({p}) = {_n(r['d'], lang)}"
    high = (r["p_low"] + 1) / 100
    if lang == "fr":
        return (f"D({p}) interpolé entre D({_p(low, lang)}) = {_n(r['d_low'], lang)} et "
                f"D({_p(high, lang)}) = {_n(r['d_high'], lang)} : {_n(r['d'], lang)}")
    if lang == "nl":
        return (f"D({p}) geïnterpoleerd tussen D({_p(low, lang)}) = {_n(r['d_low'], lang)} en "
                f"D({_p(high, lang)}) = {_n(r['d_high'], lang)}: {_n(r['d'], lang)}")
    return (f"D({p}) interpolated between D({_p(low, lang)}) = {_n(r['d_low'], lang)} and "
            f"D({_p(high, lang)}) = {_n(r['d_high'], lang)}: {_n(r['d'], lang)}")


def _performance(r: Record, lang: str) -> str:
    ea, raw = _n(r["ea"], lang), _n(r["raw"], lang)
    plus = f"{ea} {'−' if r['d'] < 0 else '+'} {_n(abs(r['d']), lang)}"
    if lang == "fr":
        text = (f"Performance sur {_games(r['nj'], lang)} : Ea = {ea}, Sc = {_n(r['sc'], lang)}, "
                f"P = {_n(r['sc'], lang)} / {r['nj']} = {_p(r['p'], lang)}, {_bonus(r, lang)} ; ")
        if r["floored"]:
            return text + f"Ea + D = {plus} = {raw} < 1000 : Pj ramenée à 1000."
        return text + f"Pj = {plus} = {raw}."
    if lang == "nl":
        text = (f"Performance over {_games(r['nj'], lang)}: Ea = {ea}, Sc = {_n(r['sc'], lang)}, "
                f"P = {_n(r['sc'], lang)} / {r['nj']} = {_p(r['p'], lang)}, {_bonus(r, lang)}; ")
        if r["floored"]:
            return text + f"Ea + D = {plus} = {raw} < 1000: Pj opgetrokken tot 1000."
        return text + f"Pj = {plus} = {raw}."
    text = (f"Performance over {_games(r['nj'], lang)}: Ea = {ea}, Sc = {_n(r['sc'], lang)}, "
            f"P = {_n(r['sc'], lang)} / {r['nj']} = {_p(r['p'], lang)}, {_bonus(r, lang)}; ")
    if r["floored"]:
        return text + f"Ea + D = {plus} = {raw} < 1000: Pj raised to 1000."
    return text + f"Pj = {plus} = {raw}."


def _estimate(r: Record, lang: str) -> str:
    decision = r["decision"]
    perf, est, new = _n(r["performance"], lang), _n(r["estimate"], lang), _n(r["new_estimate"], lang)
    fr, nl = lang == "fr", lang == "nl"
    if decision == ffe.FIRST:
        if fr:
            return (f"Première estimation (toutes les parties, sans compatibilité, adversaires non classés "
                    f"à 1500) : performance {perf} sur {_games(r['nj'], lang, False)}.")
        if nl:
            return (f"Eerste schatting (alle partijen, zonder verenigbaarheid, tegenstanders zonder rating "
                    f"op 1500): performance {perf} over {_games(r['nj'], lang, False)}.")
        return (f"First estimate (all games, no compatibility, unrated opponents at 1500): "
                f"performance {perf} over {_games(r['nj'], lang, False)}.")
    head = f"Tour {r['round']} : " if fr else f"Ronde {r['round']}: " if nl else f"Round {r['round']}: "
    if decision == ffe.NO_GAME:
        if fr:
            return head + f"aucune partie compatible avec l'estimation {est} : estimation conservée."
        if nl:
            return head + f"geen partij verenigbaar met de schatting {est}: schatting behouden."
        return head + f"no game compatible with the estimate {est}: estimate kept."
    diff = signed(r["difference"], lang)
    if fr:
        text = head + f"performance {perf} sur {_games(r['nj'], lang)}, écart {diff} avec l'estimation {est} "
        if decision == ffe.KEPT:
            return text + "(moins de 20) : estimation conservée."
        return text + f"(20 ou plus) : nouvelle estimation ({est} + {perf}) / 2 = {new}."
    if nl:
        text = head + f"performance {perf} over {_games(r['nj'], lang)}, verschil {diff} met de schatting {est} "
        if decision == ffe.KEPT:
            return text + "(minder dan 20): schatting behouden."
        return text + f"(20 of meer): nieuwe schatting ({est} + {perf}) / 2 = {new}."
    text = head + f"performance {perf} over {_games(r['nj'], lang)}, {diff} from the estimate {est} "
    if decision == ffe.KEPT:
        return text + "(less than 20): estimate kept."
    return text + f"(20 or more): new estimate ({est} + {perf}) / 2 = {new}."


def _estimate_final(r: Record, lang: str) -> str:
    est, rounds = _n(r["estimate"], lang), r["rounds"]
    if lang == "fr":
        how = (f"après {rounds} tour{'s' if rounds > 1 else ''}, toutes les estimations stables"
               if r["converged"] else f"calcul arrêté à la limite de {rounds} tours, sans stabilisation")
        return f"Estimation finale ({how}) : Pj = {est}, avec {_games(r['nj'], lang)} pour cette valeur."
    if lang == "nl":
        how = (f"na {rounds} ronde{'n' if rounds != 1 else ''}, alle schattingen stabiel" if r["converged"]
               else f"berekening gestopt bij de grens van {rounds} ronden, zonder stabilisatie")
        return f"Eindschatting ({how}): Pj = {est}, met {_games(r['nj'], lang)} voor deze waarde."
    how = (f"after {rounds} round{'s' if rounds != 1 else ''}, every estimate settled" if r["converged"]
           else f"stopped at the limit of {rounds} rounds, not settled")
    return f"Final estimate ({how}): Pj = {est}, with {_games(r['nj'], lang)} against it."


def _brake(r: Record, lang: str) -> str:
    pj, raw = _n(r["pj"], lang), _n(r["raw"], lang)
    formula = f"(16 × {r['ei']} + {r['nj']} × {pj}) / (16 + {r['nj']}) = {raw} → {r['rating']}"
    if lang == "fr":
        return f"Frein (Pj = {pj} < Ei = {r['ei']}) : {formula}."
    if lang == "nl":
        return f"Rem (Pj = {pj} < Ei = {r['ei']}): {formula}."
    return f"Brake (Pj = {pj} < Ei = {r['ei']}): {formula}."


def _replacement(r: Record, lang: str) -> str:
    pj = _n(r["pj"], lang)
    if lang == "fr":
        return (f"Remplacement : Pj = {pj} ≥ Ei = {r['ei']} sur {_games(r['nj'], lang)} "
                f"({_quota(r, lang)}) → {r['rating']}.")
    if lang == "nl":
        return (f"Vervanging: Pj = {pj} ≥ Ei = {r['ei']} over {_games(r['nj'], lang)} "
                f"({_quota(r, lang)}) → {r['rating']}.")
    return (f"Replacement: Pj = {pj} ≥ Ei = {r['ei']} over {_games(r['nj'], lang)} "
            f"({_quota(r, lang)}) → {r['rating']}.")


def _barycentre(r: Record, lang: str) -> str:
    pj, raw, nj = _n(r["pj"], lang), _n(r["raw"], lang), r["nj"]
    formula = f"({pj} × {nj} + (16 − {nj}) × {r['ei']}) / 16 = {raw} → {r['rating']}"
    if lang == "fr":
        return (f"Barycentre (Pj = {pj} ≥ Ei = {r['ei']}, {_games(nj, lang)}, {_quota(r, lang)}) : "
                f"{formula}.")
    if lang == "nl":
        return f"Zwaartepunt (Pj = {pj} ≥ Ei = {r['ei']}, {_games(nj, lang)}, {_quota(r, lang)}): {formula}."
    return f"Barycentre (Pj = {pj} ≥ Ei = {r['ei']}, {_games(nj, lang)}, {_quota(r, lang)}): {formula}."


def _archive(r: Record, lang: str) -> str:
    action = r["action"]
    pa, na, pj, nj = _n(r["pa"], lang), r["na"], _n(r["pj"], lang), r["nj"]
    perf, games = _n(r["performance"], lang), r["games"]
    mean = f"({pj} × {nj} + {pa} × {na}) / ({nj} + {na}) = {perf}"
    fr, nl = lang == "fr", lang == "nl"
    if action == ffe.ARCHIVE_CREATED:
        if fr:
            return f"Moins de 8 parties compatibles : archives créées, Pa = {perf} sur Na = {games}."
        if nl:
            return f"Minder dan 8 verenigbare partijen: archief aangelegd, Pa = {perf} over Na = {games}."
        return f"Fewer than 8 compatible games: archive created, Pa = {perf} over Na = {games}."
    if action == ffe.ARCHIVE_EXTENDED:
        if fr:
            return f"Nj + Na = {games} < 8 : nouvelles archives {mean}, sur Na = {games}."
        if nl:
            return f"Nj + Na = {games} < 8: nieuw archief {mean}, over Na = {games}."
        return f"Nj + Na = {games} < 8: new archive {mean}, over Na = {games}."
    if action == ffe.ARCHIVE_KEPT:
        if fr:
            return f"Aucune partie compatible : archives inchangées (Pa = {pa}, Na = {na})."
        if nl:
            return f"Geen verenigbare partij: archief ongewijzigd (Pa = {pa}, Na = {na})."
        return f"No compatible game: archive unchanged (Pa = {pa}, Na = {na})."
    if action == ffe.ARCHIVE_NONE:
        if fr:
            return "Aucune partie compatible : pas d'archives (aucune n'est créée sur 0 partie)."
        if nl:
            return "Geen verenigbare partij: geen archief (er wordt er geen aangelegd op 0 partijen)."
        return "No compatible game: no archive (none is created from 0 games)."
    if action == ffe.ARCHIVE_COMPLETED:
        if fr:
            return f"Nj + Na = {games} ≥ 8 : archives et période réunies, {mean}."
        if nl:
            return f"Nj + Na = {games} ≥ 8: archief en periode samengevoegd, {mean}."
        return f"Nj + Na = {games} ≥ 8: archive and period combined, {mean}."
    if fr:
        return f"{nj} parties compatibles (8 ou plus) : les archives (Pa = {pa}, Na = {na}) sont oubliées."
    if nl:
        return f"{nj} verenigbare partijen (8 of meer): het archief (Pa = {pa}, Na = {na}) vervalt."
    return f"{nj} compatible games (8 or more): the archive (Pa = {pa}, Na = {na}) is forgotten."


def _first_rating(r: Record, lang: str) -> str:
    raw = _n(r["raw"], lang)
    if lang == "fr":
        behind = ", archives comprises" if r["from_archive"] else ""
        return f"Premier classement : {raw} → {r['rating']} ({_games(r['games'], lang)}{behind})."
    if lang == "nl":
        behind = ", archief inbegrepen" if r["from_archive"] else ""
        return f"Eerste rating: {raw} → {r['rating']} ({_games(r['games'], lang)}{behind})."
    behind = ", archive included" if r["from_archive"] else ""
    return f"First rating: {raw} → {r['rating']} ({_games(r['games'], lang)}{behind})."


def _estimate_ignored(r: Record, lang: str) -> str:
    """An estimate: marked E by the list, or (without a letter) a value ending in 9."""
    if lang == "fr":
        why = "marquée E" if r.get("marked") else "terminée par 9"
        return (f"Valeur publiée {r['estimate']} : estimation ({why}), jamais utilisée dans le calcul ; "
                "le joueur est traité comme non classé et la valeur reste affichée.")
    if lang == "nl":
        why = "gemarkeerd met E" if r.get("marked") else "eindigend op 9"
        return (f"Gepubliceerde waarde {r['estimate']}: een schatting ({why}), nooit gebruikt in de berekening; "
                "de speler wordt behandeld als speler zonder rating en de waarde blijft getoond.")
    why = "marked E" if r.get("marked") else "ending in 9"
    return (f"Published value {r['estimate']}: an estimate ({why}), never used in the computation; "
            "the player is treated as unrated and the value stays shown.")


PHRASES: dict[str, dict[str, str | Callable[[Record, str], str]]] = {
    "ffe_game": {"fr": _game, "en": _game, "nl": _game},
    "ffe_performance": {"fr": _performance, "en": _performance, "nl": _performance},
    "ffe_estimate": {"fr": _estimate, "en": _estimate, "nl": _estimate},
    "ffe_estimate_final": {"fr": _estimate_final, "en": _estimate_final, "nl": _estimate_final},
    "ffe_brake": {"fr": _brake, "en": _brake, "nl": _brake},
    "ffe_replacement": {"fr": _replacement, "en": _replacement, "nl": _replacement},
    "ffe_barycentre": {"fr": _barycentre, "en": _barycentre, "nl": _barycentre},
    "ffe_archive": {"fr": _archive, "en": _archive, "nl": _archive},
    "ffe_first_rating": {"fr": _first_rating, "en": _first_rating, "nl": _first_rating},
    "ffe_estimate_ignored": {"fr": _estimate_ignored, "en": _estimate_ignored, "nl": _estimate_ignored},
    "ffe_unchanged": {
        "fr": "Aucune partie compatible : Élo inchangé ({rating}).",
        "en": "No compatible game: rating unchanged ({rating}).",
        "nl": "Geen verenigbare partij: rating ongewijzigd ({rating}).",
    },
}
