"""Sentences for the ``fide`` records (``elodesk.core.fide``): every figure with its article.

All the words are in the tables below, one column per language: a language is
added by adding a column to each table. The functions only choose a template
(the line of 8.3.3 behind K, how D was counted, how the change was rounded)
and write the figures; an officer can redo each step from the sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.core import fide
from elodesk.reports.numbers import format_number, formatted_fields

Record = Mapping[str, Any]

# The line of 8.3.3 that gave K (``fide_k.line``).
K_LINES: dict[str, dict[str, str]] = {
    fide.K_GIVEN: {
        "fr": "K = {k} : le K publié sur la liste précédente.",
        "en": "K = {k}: the K printed on the previous list.",
        "nl": "K = {k}: de K vermeld op de vorige lijst.",
    },
    fide.K_REACHED_2400: {
        "fr": "K = {k} : cote {rating} ≥ 2400 (8.3.3).",
        "en": "K = {k}: rating {rating} ≥ 2400 (8.3.3).",
        "nl": "K = {k}: rating {rating} ≥ 2400 (8.3.3).",
    },
    fide.K_JUNIOR: {
        "fr": "K = {k} : junior (né en {birth_year}, junior jusqu'à la fin de {junior_until}, liste de "
              "{year}) et cote {rating} < 2300 (8.3.3).",
        "en": "K = {k}: junior (born {birth_year}, a junior until the end of {junior_until}, list of "
              "{year}) and rating {rating} < 2300 (8.3.3).",
        "nl": "K = {k}: jeugdspeler (geboren in {birth_year}, jeugdspeler tot eind {junior_until}, lijst van "
              "{year}) en rating {rating} < 2300 (8.3.3).",
    },
    fide.K_NEW_PLAYER: {
        "fr": "K = {k} : nouveau joueur, {games} parties classées avant la période, moins de 30 (8.3.3).",
        "en": "K = {k}: new player, {games} rated games before the period, fewer than 30 (8.3.3).",
        "nl": "K = {k}: nieuwe speler, {games} geratete partijen vóór de periode, minder dan 30 (8.3.3).",
    },
    fide.K_OTHER: {
        "fr": "K = {k} : cote {rating} < 2400, {games} parties classées (30 ou plus), pas junior sous "
              "2300 (8.3.3).",
        "en": "K = {k}: rating {rating} < 2400, {games} rated games (30 or more), not a junior under "
              "2300 (8.3.3).",
        "nl": "K = {k}: rating {rating} < 2400, {games} geratete partijen (30 of meer), geen jeugdspeler onder "
              "2300 (8.3.3).",
    },
}

# How D was counted (``fide_game.d_rule``), inserted after D.
D_RULES: dict[str, dict[str, str]] = {
    fide.D_AS_IS: {"fr": "", "en": "", "nl": ""},
    fide.D_CAPPED: {
        "fr": ", compté {d_counted_signed} (règle des 400 points, 8.3.1)",
        "en": ", counted as {d_counted_signed} (400-point rule, 8.3.1)",
        "nl": ", geteld als {d_counted_signed} (400-puntenregel, 8.3.1)",
    },
    fide.D_EXEMPT: {
        "fr": ", compté en entier (joueur classé 2650 ou plus, 8.3.1 depuis le 1er octobre 2025)",
        "en": ", counted in full (a player rated 2650 or more, 8.3.1 from 1 October 2025)",
        "nl": ", volledig geteld (speler met rating 2650 of meer, 8.3.1 sinds 1 oktober 2025)",
    },
}

# How the change was rounded (``fide_change.rounding``), inserted after K × Σ ΔR.
ROUNDINGS: dict[str, dict[str, str]] = {
    fide.ROUND_NONE: {"fr": "", "en": "", "nl": ""},
    fide.ROUND_NEAREST: {
        "fr": " → {change_signed} (arrondi à l'entier le plus proche, 8.3.4)",
        "en": " → {change_signed} (rounded to the nearest whole number, 8.3.4)",
        "nl": " → {change_signed} (afgerond op het dichtstbijzijnde gehele getal, 8.3.4)",
    },
    fide.ROUND_AWAY: {
        "fr": " → {change_signed} (un 0,5 s'arrondit en s'éloignant de zéro, 8.3.4)",
        "en": " → {change_signed} (0.5 is rounded away from zero, 8.3.4)",
        "nl": " → {change_signed} (0,5 wordt van nul weg afgerond, 8.3.4)",
    },
}

# One sentence per record kind (or per variant of a record, keyed by its field's value).
TEXT: dict[str, dict[str, str]] = {
    "fide_rules_note": {
        "fr": "Période commençant le {period_start}, avant le {rules_from} : calculée avec le règlement "
              "FIDE en vigueur (1er mars 2024, amendé le 1er octobre 2025).",
        "en": "Period starting {period_start}, before {rules_from}: computed with the FIDE Regulations "
              "in force (1 March 2024, amended 1 October 2025).",
        "nl": "Periode die begint op {period_start}, vóór {rules_from}: berekend met het FIDE-reglement "
              "dat van kracht is (1 maart 2024, gewijzigd op 1 oktober 2025).",
    },
    "seed_used": {
        "fr": "Non classé sur cette liste : sa cote standard {standard_rating} est sa cote de départ "
              "(R&B 7.2.1).",
        "en": "Unrated on this list: his standard rating {standard_rating} is his starting rating "
              "(R&B 7.2.1).",
        "nl": "Geen rating op deze lijst: zijn standaardrating {standard_rating} is zijn beginrating "
              "(R&B 7.2.1).",
    },
    "seed_unused": {
        "fr": "Non classé sur cette liste : sa cote standard {standard_rating} serait sa cote de départ "
              "(R&B 7.2.1), mais aucune partie n'est comptée ; il reste non classé.",
        "en": "Unrated on this list: his standard rating {standard_rating} would be his starting rating "
              "(R&B 7.2.1), but no game counts; he stays unrated.",
        "nl": "Geen rating op deze lijst: zijn standaardrating {standard_rating} zou zijn beginrating zijn "
              "(R&B 7.2.1), maar geen enkele partij telt; hij blijft zonder rating.",
    },
    "fide_700": {
        "fr": "Règle des 700 (8.3.3) : K {k} × {games} parties = {product} > 700, donc K = {k_used}, "
              "le plus grand entier tel que K × {games} ≤ 700.",
        "en": "700 rule (8.3.3): K {k} × {games} games = {product} > 700, so K = {k_used}, the largest "
              "whole number with K × {games} ≤ 700.",
        "nl": "700-regel (8.3.3): K {k} × {games} partijen = {product} > 700, dus K = {k_used}, het grootste "
              "gehele getal met K × {games} ≤ 700.",
    },
    "fide_game": {
        "fr": "Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score} ; "
              "D = {d_signed}{d_rule} ; PD = {expected} (table 8.1.2) ; ΔR = {score} − {expected} = "
              "{delta_signed}.",
        "en": "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}; "
              "D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = "
              "{delta_signed}.",
        "nl": "Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}; "
              "D = {d_signed}{d_rule}; PD = {expected} (tabel 8.1.2); ΔR = {score} − {expected} = "
              "{delta_signed}.",
    },
    "fide_change": {
        "fr": "Variation (8.3.2) : n = {games} partie(s), {score} point(s) pour Σ PD = {expected}, "
              "Σ ΔR = {sum_delta_signed} ; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding} ; "
              "nouvelle cote {old} {term} = {rating}.",
        "en": "Change (8.3.2): n = {games} game(s), {score} point(s) for Σ PD = {expected}, "
              "Σ ΔR = {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding}; "
              "new rating {old} {term} = {rating}.",
        "nl": "Wijziging (8.3.2): n = {games} partij(en), {score} punt(en) voor Σ PD = {expected}, "
              "Σ ΔR = {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = {change_exact_signed}{rounding}; "
              "nieuwe rating {old} {term} = {rating}.",
    },
    "fide_below_floor": {
        "fr": "{rating} < {floor} : le joueur figurera comme non classé sur la prochaine liste (7.2.1).",
        "en": "{rating} < {floor}: the player is shown as unrated on the next list (7.2.1).",
        "nl": "{rating} < {floor}: de speler staat zonder rating op de volgende lijst (7.2.1).",
    },
    "fide_no_rated_game": {
        "fr": "Aucune partie classée cette période : la cote {rating} est inchangée.",
        "en": "No rated game this period: the rating {rating} is unchanged.",
        "nl": "Geen geratete partij deze periode: de rating {rating} blijft ongewijzigd.",
    },
    "fide_pool_earlier": {
        "fr": "Résultats déjà réunis (7.1.4) : {games} partie(s) contre des joueurs classés, somme des "
              "cotes {opponents_sum}, {points} point(s).",
        "en": "Results already pooled (7.1.4): {games} game(s) against rated players, sum of ratings "
              "{opponents_sum}, {points} point(s).",
        "nl": "Reeds samengevoegde uitslagen (7.1.4): {games} partij(en) tegen spelers met rating, som van de "
              "ratings {opponents_sum}, {points} punt(en).",
    },
    "fide_pool_game": {
        "fr": "Partie {game} du {date} contre {opponent} ({opponent_rating}) : résultat {score}, ajoutée "
              "aux résultats réunis ({pool_games} partie(s)).",
        "en": "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, added to the "
              "pool ({pool_games} game(s)).",
        "nl": "Partij {game} van {date} tegen {opponent} ({opponent_rating}): uitslag {score}, toegevoegd aan "
              "de samengevoegde uitslagen ({pool_games} partij(en)).",
    },
    "fide_pool_short": {
        "fr": "{games} partie(s) contre des joueurs classés, moins de {minimum} : pas encore de cote ; ces "
              "résultats passent à la période suivante (7.1.4).",
        "en": "{games} game(s) against rated players, fewer than {minimum}: no rating yet; these results "
              "go on to the next period (7.1.4).",
        "nl": "{games} partij(en) tegen spelers met rating, minder dan {minimum}: nog geen rating; deze "
              "uitslagen gaan over naar de volgende periode (7.1.4).",
    },
    "fide_initial": {
        "fr": "Cote initiale (8.2) : avec deux adversaires fictifs à {hypothetical} et deux nulles, "
              "Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra} ; "
              "p = ({points} + 1) / ({games} + 2) = {p_exact} → {p} ; dp = {dp_signed} (table 8.1.1) ; "
              "Ru = Ra + dp = {ru_exact} → {ru}.",
        "en": "Initial rating (8.2): with two hypothetical opponents at {hypothetical}, both drawn, "
              "Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; "
              "p = ({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (table 8.1.1); "
              "Ru = Ra + dp = {ru_exact} → {ru}.",
        "nl": "Beginrating (8.2): met twee fictieve tegenstanders van {hypothetical} en twee remises, "
              "Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; "
              "p = ({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (tabel 8.1.1); "
              "Ru = Ra + dp = {ru_exact} → {ru}.",
    },
    "fide_initial_cap": {
        "fr": "{ru} > {cap} : la cote initiale est de {cap}, le maximum (8.2.3).",
        "en": "{ru} > {cap}: the initial rating is {cap}, the maximum (8.2.3).",
        "nl": "{ru} > {cap}: de beginrating is {cap}, het maximum (8.2.3).",
    },
    "fide_initial_floor": {
        "fr": "{rating} < {floor} : pas de cote publiée (7.1.4) ; les résultats passent à la période "
              "suivante.",
        "en": "{rating} < {floor}: no rating is published (7.1.4); the results go on to the next period.",
        "nl": "{rating} < {floor}: geen rating gepubliceerd (7.1.4); de uitslagen gaan over naar de volgende "
              "periode.",
    },
    "increase_applied": {
        "fr": "Relèvement du 1er mars 2024 : {before} + 0,40 × (2000 − {before}) = {value_exact} → {after}.",
        "en": "1 March 2024 increase: {before} + 0.40 × (2000 − {before}) = {value_exact} → {after}.",
        "nl": "Verhoging van 1 maart 2024: {before} + 0,40 × (2000 − {before}) = {value_exact} → {after}.",
    },
    "increase_none": {
        "fr": "Relèvement du 1er mars 2024 : {before} ≥ 2000, cote inchangée.",
        "en": "1 March 2024 increase: {before} ≥ 2000, rating unchanged.",
        "nl": "Verhoging van 1 maart 2024: {before} ≥ 2000, rating ongewijzigd.",
    },
}

# Why a game did not count, for the reasons ``fide`` adds to those of the other chess systems.
REASONS: dict[str, dict[str, str]] = {
    fide.OUTSIDE_PERIOD: {"fr": "en dehors de la période", "en": "outside the period", "nl": "buiten de periode"},
    fide.RULE_600: {
        "fr": "règle des 600 points (R&B 7.3.1, depuis le 1er décembre 2024) : {opponent_rating} contre "
              "{own_rating}, écart {gap} ≥ 600 et un joueur classé au-dessus de 2600",
        "en": "600-point rule (R&B 7.3.1, from 1 December 2024): {opponent_rating} against {own_rating}, "
              "{gap} apart ≥ 600 and one player rated above 2600",
        "nl": "600-puntenregel (R&B 7.3.1, sinds 1 december 2024): {opponent_rating} tegen {own_rating}, "
              "verschil {gap} ≥ 600 en een speler met rating boven 2600",
    },
    fide.ZERO_FIRST_EVENT: {
        "fr": "score nul dans sa première compétition, qui n'est pas prise en compte (8.2.1)",
        "en": "a zero score in his first event, which is disregarded (8.2.1)",
        "nl": "score nul in zijn eerste toernooi, dat niet in aanmerking wordt genomen (8.2.1)",
    },
}


def _say(table: dict[str, dict[str, str]], key: str, record: Record, lang: str, **extra: Any) -> str:
    """The template ``table[key][lang]`` filled with the record's figures (and ``extra``)."""
    return table[key][lang].format(**formatted_fields({**record, **extra}, lang))


def reason_text(record: Record, lang: str) -> str:
    """Why a game did not count, for a reason of REASONS (with its figures)."""
    own, opponent = record.get("own_rating"), record.get("opponent_rating")
    gap = abs(own - opponent) if own is not None and opponent is not None else None
    return _say(REASONS, record["reason"], record, lang, gap=gap)


def _seed(r: Record, lang: str) -> str:
    return _say(TEXT, "seed_used" if r["games"] else "seed_unused", r, lang)


def _k(r: Record, lang: str) -> str:
    until = None if r["birth_year"] is None else r["birth_year"] + fide.JUNIOR_LAST_AGE
    return _say(K_LINES, r["line"], r, lang, junior_until=until)


def _rule_700(r: Record, lang: str) -> str:
    return _say(TEXT, "fide_700", r, lang, product=r["k"] * r["games"])


def _game(r: Record, lang: str) -> str:
    return _say(TEXT, "fide_game", r, lang, d_rule=_say(D_RULES, r["d_rule"], r, lang))


def _change(r: Record, lang: str) -> str:
    factor = format_number(r["sum_delta"], lang)
    term = f"{'−' if r['change'] < 0 else '+'} {format_number(abs(r['change']), lang)}"
    return _say(TEXT, "fide_change", r, lang, rounding=_say(ROUNDINGS, r["rounding"], r, lang),
                factor=f"({factor})" if r["sum_delta"] < 0 else factor, term=term)


def _initial(r: Record, lang: str) -> str:
    # p to four decimals, so that its rounding to the hundredth (A4) can be followed.
    return _say(TEXT, "fide_initial", r, lang, p_exact=format_number(r["p_exact"], lang, 4))


def _increase(r: Record, lang: str) -> str:
    return _say(TEXT, "increase_applied" if r["after"] != r["before"] else "increase_none", r, lang)


def _plain(kind: str) -> Callable[[Record, str], str]:
    return lambda r, lang: _say(TEXT, kind, r, lang)


_BUILDERS: dict[str, Callable[[Record, str], str]] = {
    "fide_seed": _seed,
    "fide_k": _k,
    "fide_700": _rule_700,
    "fide_game": _game,
    "fide_change": _change,
    "fide_initial": _initial,
    "fide_increase_2024": _increase,
    **{kind: _plain(kind) for kind in (
        "fide_rules_note", "fide_below_floor", "fide_no_rated_game", "fide_pool_earlier", "fide_pool_game",
        "fide_pool_short", "fide_initial_cap", "fide_initial_floor")},
}

LANGUAGES: tuple[str, ...] = tuple(TEXT["fide_game"])
PHRASES: dict[str, dict[str, Any]] = {kind: dict.fromkeys(LANGUAGES, build) for kind, build in _BUILDERS.items()}
