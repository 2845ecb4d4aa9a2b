"""Sentences for the Belgian records (``frbe`` and ``frbe-classic``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.reports.numbers import format_number as num
from elodesk.reports.numbers import signed

_PURPOSE = {
    "first_rating": {"fr": "Première cote (formule I, ronde {round})",
                     "en": "First rating (Formula I, round {round})"},
    "provisional": {"fr": "Cote provisoire (formule I, 10 à 19 parties)",
                    "en": "Provisional rating (Formula I, 10 to 19 games)"},
    "exception_25_150": {"fr": "Formule I sur les parties de la période (exception 25/150)",
                         "en": "Formula I over the period's games (25/150 exception)"},
}


def _formula_i(r: Mapping[str, Any], lang: str) -> str:
    title = _PURPOSE[r["purpose"]][lang].format(round=r.get("round"))
    low, high = (num(b, lang) for b in r["p_bounds"])
    if lang == "fr":
        method = "arrondi" if r["p_method"] == "rounded" else "tronqué"
        bounds = f", borné à [{low} ; {high}]" if r["bounded"] else ""
        return (f"{title} : {r['games']} parties, somme des cotes {r['opponents_sum']}, "
                f"Rc = {num(r['average'], lang)} ; p = {num(r['points'], lang)}/{r['games']} = "
                f"{num(r['p_exact'], lang, 4)} → {num(r['p'], lang)} ({method}{bounds}) ; "
                f"D(p) = {signed(r['d'], lang)} ; R = {num(r['value_exact'], lang)} → {r['value']}.")
    method = "rounded" if r["p_method"] == "rounded" else "truncated"
    bounds = f", bounded to [{low}, {high}]" if r["bounded"] else ""
    return (f"{title}: {r['games']} games, sum of ratings {r['opponents_sum']}, "
            f"Rc = {num(r['average'], lang)}; p = {num(r['points'], lang)}/{r['games']} = "
            f"{num(r['p_exact'], lang, 4)} → {num(r['p'], lang)} ({method}{bounds}); "
            f"D(p) = {signed(r['d'], lang)}; R = {num(r['value_exact'], lang)} → {r['value']}.")


def _exception(r: Mapping[str, Any], lang: str) -> str:
    kept = r["formula_i"] if r["kept"] == "I" else r["formula_ii"]
    if lang == "fr":
        return (f"Exception 25/150 : {r['games']} parties (≥ 25) et la formule II s'écarte de plus "
                f"de 150 points ({r['old']} → {r['formula_ii']}) ; formule I : {r['formula_i']}. "
                f"Retenue : formule {r['kept']} ({kept}), la plus proche de {r['old']}.")
    return (f"25/150 exception: {r['games']} games (≥ 25) and Formula II moves more than 150 points "
            f"({r['old']} → {r['formula_ii']}); Formula I gives {r['formula_i']}. "
            f"Kept: Formula {r['kept']} ({kept}), the closer to {r['old']}.")


def _k_change(r: Mapping[str, Any], lang: str) -> str:
    b, ki, kf = r["boundary"], r["ki"], r["kf"]
    if r["form"] == "new":
        formula = (f"{b} + ({signed(r['sum_score_minus_expected'], lang)} + "
                   f"({r['old']} − {b})/{ki}) × {kf}")
    else:
        formula = f"{b} + ({r['before']} − {b}) × {kf}/{ki}"
    exact = num(r["value_exact"], lang)
    if lang == "fr":
        return (f"Changement de K au passage de {b} (K {ki} → {kf}) : {formula} = {exact} → "
                f"{r['after']} au lieu de {r['before']}.")
    return (f"K change across {b} (K {ki} → {kf}): {formula} = {exact} → {r['after']} "
            f"instead of {r['before']}.")


PHRASES: dict[str, dict[str, Any]] = {
    "archive_game": {
        "fr": "Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score}, "
              "versée aux archives (ronde {round}, {archive_games} parties).",
        "en": "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, "
              "added to the archive (round {round}, {archive_games} games).",
    },
    "formula_i": {"fr": _formula_i, "en": _formula_i},
    "formula_ii": {
        "fr": "Formule II : {old} + Σ K(W − We) = {old} {sum_contributions_signed} = {value_exact} → "
              "{value} ({games} parties, {sum_score} points pour {sum_expected} attendus).",
        "en": "Formula II: {old} + Σ K(W − We) = {old} {sum_contributions_signed} = {value_exact} → "
              "{value} ({games} games, {sum_score} points for {sum_expected} expected).",
    },
    "exception_25_150": {"fr": _exception, "en": _exception},
    "k_change": {"fr": _k_change, "en": _k_change},
    "floor": {
        "fr": "Plancher : {before} est sous {floor}, la cote devient {after}.",
        "en": "Floor: {before} is below {floor}; the rating becomes {after}.",
    },
    "article_10i": {
        "fr": "Article 10.i : publié à sa cote FIDE {fide_rating} (valeur belge calculée : {computed}).",
        "en": "Article 10.i: published at his FIDE rating {fide_rating} (computed Belgian value: "
              "{computed}).",
    },
    "archive_kept": {
        "fr": "Toujours non classé : archives conservées ({games} parties, somme des cotes "
              "{opponents_sum}, {points} points).",
        "en": "Still unrated: archive kept ({games} games, sum of ratings {opponents_sum}, "
              "{points} points).",
    },
    "uplift_2024": {
        "fr": "Relèvement du 1er avril 2024 : {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.",
        "en": "1 April 2024 uplift: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.",
    },
    "no_rated_game": {
        "fr": "Aucune partie classée cette période : la cote {rating} est inchangée.",
        "en": "No rated game this period: the rating {rating} is unchanged.",
    },
}
