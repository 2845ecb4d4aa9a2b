"""Sentences for the Belgian records (``frbe`` and ``frbe-classic``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core.frbe_editions import K_TEXT, K_WAVRE
from elodesk.reports.numbers import format_number as num
from elodesk.reports.numbers import ordinal, signed

_PURPOSE = {
    "first_rating": {"fr": "Première cote (formule I, ronde {round})",
                     "en": "First rating (Formula I, round {round})",
                     "nl": "Eerste rating (formule I, ronde {round})"},
    "provisional": {"fr": "Cote provisoire (formule I, 10 à 19 parties)",
                    "en": "Provisional rating (Formula I, 10 to 19 games)",
                    "nl": "Voorlopige rating (formule I, 10 tot 19 partijen)"},
    "exception_25_150": {"fr": "Formule I sur les parties de la période (exception 25/150)",
                         "en": "Formula I over the period's games (25/150 exception)",
                         "nl": "Formule I over de partijen van de periode (uitzondering 25/150)"},
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
    if lang == "nl":
        method = "afgerond" if r["p_method"] == "rounded" else "afgekapt"
        bounds = f", begrensd tot [{low}; {high}]" if r["bounded"] else ""
        return (f"{title}: {r['games']} partijen, som van de ratings {r['opponents_sum']}, "
                f"Rc = {num(r['average'], lang)}; p = {num(r['points'], lang)}/{r['games']} = "
                f"{num(r['p_exact'], lang, 4)} → {num(r['p'], lang)} ({method}{bounds}); "
                f"D(p) = {signed(r['d'], lang)}; R = {num(r['value_exact'], lang)} → {r['value']}.")
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
    if lang == "nl":
        return (f"Uitzondering 25/150: {r['games']} partijen (≥ 25) en formule II wijkt meer dan 150 punten "
                f"af ({r['old']} → {r['formula_ii']}); formule I geeft {r['formula_i']}. "
                f"Behouden: formule {r['kept']} ({kept}), die het dichtst bij {r['old']} ligt.")
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
    if lang == "nl":
        return (f"Wijziging van K bij het overschrijden van {b} (K {ki} → {kf}): {formula} = {exact} → "
                f"{r['after']} in plaats van {r['before']}.")
    return (f"K change across {b} (K {ki} → {kf}): {formula} = {exact} → {r['after']} "
            f"instead of {r['before']}.")


# K beyond the 300th game, as each edition's rule reads (RULES.md).
_K_BEYOND = {
    K_TEXT: {"fr": "16 jusqu'à 2000, 12 jusqu'à 2200, 10 au-delà",
             "en": "16 up to 2000, 12 up to 2200, 10 above",
             "nl": "16 tot 2000, 12 tot 2200, 10 daarboven"},
    K_WAVRE: {"fr": "16 jusqu'à 2000, 12 au-delà ; et K 10 à toute partie au-dessus de 2200",
              "en": "16 up to 2000, 12 above; and K 10 at any game above 2200",
              "nl": "16 tot 2000, 12 daarboven; en K 10 bij elke partij boven 2200"},
}
_K_BEYOND_2007 = {"fr": "16 sous 2000, 12 sous 2200, 10 à partir de 2200",
                  "en": "16 below 2000, 12 below 2200, 10 from 2200",
                  "nl": "16 onder 2000, 12 onder 2200, 10 vanaf 2200"}


# The K of successive ranks of career games, joined into one phrase.
_K_STEP_WORDS = {
    "fr": {"up_to": "K {k} jusqu'à la {rank}", "from": "K {k} à partir de la {rank}", "then": ", puis "},
    "en": {"up_to": "K {k} up to the {rank}", "from": "K {k} from the {rank}", "then": ", then "},
    "nl": {"up_to": "K {k} tot de {rank}", "from": "K {k} vanaf de {rank}", "then": ", daarna "},
}


def _k_steps(r: Mapping[str, Any], lang: str) -> str:
    """The K of this period's games, and the rank where it changed."""
    first, last = r["first"], r["last"]
    steps = [(first, k) for k in (r["k_to_100"] if first <= 100 else r["k_to_300"] if first <= 300 else
                                  r["k_beyond"],)]
    for boundary, k in ((101, r["k_to_300"]), (301, r["k_beyond"])):
        if first < boundary <= last and k != steps[-1][1]:
            steps.append((boundary, k))
    if len(steps) == 1:
        return f"K {steps[0][1]}"
    words = _K_STEP_WORDS[lang]
    joined = []
    for i, (rank, k) in enumerate(steps):
        if i == 0:
            joined.append(words["up_to"].format(k=k, rank=ordinal(steps[1][0] - 1, lang)))
        else:
            joined.append(words["from"].format(k=k, rank=ordinal(rank, lang)))
    return words["then"].join(joined)


def _k_rule(r: Mapping[str, Any], lang: str) -> str:
    beyond = _K_BEYOND.get(r["rule"], _K_BEYOND_2007)[lang]
    ro, first, last = r["ro"], r["first"], r["last"]
    steps = _k_steps(r, lang)
    if lang == "fr":
        games = (f"sa partie de la période est sa {ordinal(first, 'fr')} partie de carrière" if first == last else
                 f"ses parties de la période sont ses {ordinal(first, 'fr')} à {ordinal(last, 'fr')} "
                 f"parties de carrière")
        return (f"K selon le rang de la partie dans la carrière du joueur, à Ro = {ro} : 32 jusqu'à la 100e "
                f"partie, 24 de la 101e à la 300e, ensuite {beyond}. Ici, {games} : {steps}.")
    if lang == "nl":
        games = (f"Zijn partij van deze periode is zijn {ordinal(first, 'nl')} partij van de loopbaan"
                 if first == last else
                 f"Zijn partijen van deze periode zijn zijn {ordinal(first, 'nl')} tot {ordinal(last, 'nl')} "
                 f"partij van de loopbaan")
        return (f"K volgens de rang van de partij in de loopbaan van de speler, bij Ro = {ro}: 32 tot de 100e "
                f"partij, 24 van de 101e tot de 300e, daarna {beyond}. {games}: {steps}.")
    games = (f"his game this period is his {ordinal(first, 'en')} career game" if first == last else
             f"his games this period are his {ordinal(first, 'en')} to {ordinal(last, 'en')} career games")
    return (f"K by the game's rank in the player's career, at Ro = {ro}: 32 up to the 100th game, 24 from the "
            f"101st to the 300th, then {beyond}. Here {games}: {steps}.")


def _formula_ii(r: Mapping[str, Any], lang: str) -> str:
    old, value = r["old"], r["value"]
    total, exact = signed(r["sum_contributions"], lang), num(r["value_exact"], lang)
    score, expected = num(r["sum_score"], lang), num(r["sum_expected"], lang)
    cap = r.get("cap")  # runs applied before it was recorded lack it
    if lang == "fr":
        how = (f" ; chaque We est lu dans la table II à l'écart {old} − cote de l'adversaire, borné à {cap}"
               if cap is not None else "")
        return (f"Formule II : {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({r['games']} parties, "
                f"{score} points pour {expected} attendus{how}).")
    if lang == "nl":
        how = (f"; elke We wordt gelezen in tabel II bij het verschil {old} − rating van de tegenstander, "
               f"begrensd tot {cap}" if cap is not None else "")
        return (f"Formule II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({r['games']} partijen, "
                f"{score} punten voor {expected} verwacht{how}).")
    how = (f"; each We is read in Table II at the difference {old} − the opponent's rating, capped at {cap}"
           if cap is not None else "")
    return (f"Formula II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({r['games']} games, "
            f"{score} points for {expected} expected{how}).")


def _archive_kept(r: Mapping[str, Any], lang: str) -> str:
    games, total, points = r["games"], r["opponents_sum"], num(r["points"], lang)
    needed = r.get("needed")  # runs applied before it was recorded lack it
    if lang == "fr":
        first = f" ; la première cote vient à {needed} parties" if needed is not None else ""
        return (f"Archives conservées pour la période suivante : {games} parties, somme des cotes {total}, "
                f"{points} points{first}.")
    if lang == "nl":
        first = f"; de eerste rating komt er bij {needed} partijen" if needed is not None else ""
        return (f"Archief bewaard voor de volgende periode: {games} partijen, som van de ratings {total}, "
                f"{points} punten{first}.")
    first = f"; the first rating comes at {needed} games" if needed is not None else ""
    return f"Archive kept for the next period: {games} games, sum of ratings {total}, {points} points{first}."


PHRASES: dict[str, dict[str, Any]] = {
    "archive_game": {
        "fr": "Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score}, "
              "versée aux archives (ronde {round}, {archive_games} parties).",
        "en": "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, "
              "added to the archive (round {round}, {archive_games} games).",
        "nl": "Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}, "
              "toegevoegd aan het archief (ronde {round}, {archive_games} partijen).",
    },
    "formula_i": {"fr": _formula_i, "en": _formula_i, "nl": _formula_i},
    "k_rule": {"fr": _k_rule, "en": _k_rule, "nl": _k_rule},
    "formula_ii": {"fr": _formula_ii, "en": _formula_ii, "nl": _formula_ii},
    "exception_25_150": {"fr": _exception, "en": _exception, "nl": _exception},
    "k_change": {"fr": _k_change, "en": _k_change, "nl": _k_change},
    "floor": {
        "fr": "Plancher : {before} est sous {floor}, la cote devient {after}.",
        "en": "Floor: {before} is below {floor}; the rating becomes {after}.",
        "nl": "Bodem: {before} ligt onder {floor}; de rating wordt {after}.",
    },
    "article_10i": {
        "fr": "Article 10.i : publié à sa cote FIDE {fide_rating} (valeur belge calculée : {computed}).",
        "en": "Article 10.i: published at his FIDE rating {fide_rating} (computed Belgian value: "
              "{computed}).",
        "nl": "Artikel 10.i: gepubliceerd met zijn FIDE-rating {fide_rating} (berekende Belgische waarde: "
              "{computed}).",
    },
    "archive_kept": {"fr": _archive_kept, "en": _archive_kept, "nl": _archive_kept},
    "uplift_2024": {
        "fr": "Relèvement du 1er avril 2024 : {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.",
        "en": "1 April 2024 uplift: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.",
        "nl": "Verhoging van 1 april 2024: {before} + (2000 − {before}) × 250/850 = {value_exact} → {after}.",
    },
    "no_rated_game": {
        "fr": "Aucune partie classée cette période : la cote {rating} est inchangée.",
        "en": "No rated game this period: the rating {rating} is unchanged.",
        "nl": "Geen geratete partij deze periode: de rating {rating} blijft ongewijzigd.",
    },
}
