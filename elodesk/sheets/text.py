"""The sheets' words, in French (the default) and English.

Sheets are printed by the application and by the command line alike; the
command line installs no Qt translator, so the sheets carry their own small
table, like ``elodesk/cli_text.py``: ``say(key, lang, **values)``. The
application passes ``ctx.text_lang``. Grade names are RULES.md's French ones,
given in English on English sheets as the application names them.
"""

from __future__ import annotations

from datetime import date
from typing import Any

LANGUAGES = ("fr", "en")

TEXT: dict[str, dict[str, str]] = {
    # page furniture
    "page": {"fr": "page {page} / {pages}", "en": "page {page} / {pages}"},
    "continued": {"fr": "{text} (suite)", "en": "{text} (continued)"},
    "printed_by": {"fr": "imprimé par elodesk", "en": "printed by elodesk"},
    # systems and modes
    "frbe": {"fr": "Elo belge (FRBE)", "en": "Belgian Elo (FRBE)"},
    "frbe-classic": {"fr": "Elo belge (texte de Wavre)", "en": "Belgian Elo (Wavre text)"},
    "ffe": {"fr": "Elo français (FFE)", "en": "French Elo (FFE)"},
    "bataille-empire": {"fr": "Bataille Empire", "en": "Bataille Empire"},
    "diplomacy": {"fr": "Diplomatie", "en": "Diplomacy"},
    "fide": {"fr": "Elo FIDE", "en": "FIDE rating"},
    "rate_standard": {"fr": "cadence lente", "en": "standard"},
    "rate_rapid": {"fr": "parties rapides", "en": "rapid"},
    "rate_blitz": {"fr": "blitz", "en": "blitz"},
    # FIDE rating report
    "fide_report_title": {"fr": "Rapport de classement FIDE — {event}", "en": "FIDE rating report — {event}"},
    "fide_report_note": {
        "fr": "Cote : cote FIDE au début de la période ; K après la règle des 700 (8.3.3) ; score attendu : "
              "somme des PD (table 8.1.2) ; écart arrondi à l'entier le plus proche (8.3.4).",
        "en": "Rating: the FIDE rating at the start of the period; K after the 700 rule (8.3.3); expected "
              "score: the sum of PD (table 8.1.2); change rounded to the nearest whole number (8.3.4)."},
    "fide_cards_heading": {"fr": "Fiches des joueurs", "en": "Player cards"},
    "fide_card_note": {"fr": "{old} → {new}", "en": "{old} → {new}"},
    "fide_no_rated_game": {"fr": "Aucune partie comptée pour la cote.", "en": "No game counted for the rating."},
    "expected": {"fr": "Attendu", "en": "Expected"},
    "new_rating": {"fr": "Nouvelle", "en": "New"},
    "status": {"fr": "Statut", "en": "Status"},
    "date": {"fr": "Date", "en": "Date"},
    "opponent": {"fr": "Adversaire", "en": "Opponent"},
    "classic": {"fr": "classique", "en": "classic"},
    "blitz": {"fr": "blitz", "en": "blitz"},
    "diplomacy_mode": {"fr": "Diplomatie, {mode}", "en": "Diplomacy, {mode}"},
    # ranking list
    "ranking_title": {"fr": "Classement — {system}", "en": "Ranking list — {system}"},
    "ranked_count": {"fr": "{count} joueurs classés", "en": "{count} ranked players"},
    "ranked_one": {"fr": "1 joueur classé", "en": "1 ranked player"},
    "club_filter": {"fr": "club : {club}", "en": "club: {club}"},
    "active_only": {"fr": "joueurs actifs seulement", "en": "active players only"},
    "youth": {"fr": "jeunes (moins de 20 ans au 1er janvier {year})",
              "en": "youth (under 20 on 1 January {year})"},
    "senior": {"fr": "seniors (65 ans et plus au 1er janvier {year})",
               "en": "seniors (65 and over on 1 January {year})"},
    "women": {"fr": "dames", "en": "women"},
    "no_ranked": {"fr": "Aucun joueur classé ne correspond à ces critères.",
                  "en": "No ranked player matches these criteria."},
    "change_note": {"fr": "Écart : variation lors du dernier calcul appliqué qui a classé le joueur.",
                    "en": "Change: the difference made by the last applied run that rated the player."},
    "active_note": {"fr": "Actifs : joueurs classés par au moins un calcul appliqué.",
                    "en": "Active: players rated by at least one applied run."},
    "diplomacy_note": {"fr": "Elo global : moyenne des sept puissances (1500 pour une puissance jamais jouée).",
                       "en": "Global Elo: the mean over the seven powers (1500 for a power never played)."},
    # column headings
    "rank": {"fr": "Rang", "en": "Rank"},
    "name": {"fr": "Nom", "en": "Name"},
    "club": {"fr": "Club", "en": "Club"},
    "rating": {"fr": "Cote", "en": "Rating"},
    "level": {"fr": "Niveau", "en": "Level"},
    "global_elo": {"fr": "Elo global", "en": "Global Elo"},
    "games": {"fr": "Parties", "en": "Games"},
    "battles": {"fr": "Batailles", "en": "Battles"},
    "change": {"fr": "Écart", "en": "Change"},
    "grade": {"fr": "Grade", "en": "Grade"},
    # grade table
    "grades_title": {"fr": "Tableau des grades — Bataille Empire", "en": "Grade table — Bataille Empire"},
    "generals_count": {"fr": "{count} généraux", "en": "{count} generals"},
    "generals_one": {"fr": "1 général", "en": "1 general"},
    "generals_none": {"fr": "aucun général", "en": "no general"},
    "level_from": {"fr": "niveau {low} et plus", "en": "level {low} and above"},
    "level_below": {"fr": "niveau inférieur à {limit}", "en": "level below {limit}"},
    "level_range": {"fr": "niveaux {low} à {high}", "en": "levels {low} to {high}"},
    "grades_note": {"fr": "Rang : place au classement général des généraux.",
                    "en": "Rank: place in the generals' overall ranking list."},
    # event standings
    "event_from_to": {"fr": "du {start} au {end}", "en": "{start} to {end}"},
    "event_on": {"fr": "le {day}", "en": "{day}"},
    "arbiter": {"fr": "arbitre : {name}", "en": "arbiter: {name}"},
    "standings_crosstable": {"fr": "Classement et grille américaine", "en": "Standings and crosstable"},
    "round_short": {"fr": "R{round}", "en": "R{round}"},
    "points": {"fr": "Pts", "en": "Pts"},
    "tiebreaks_legend": {"fr": "Départages (FIDE C.07), dans l'ordre : {tiebreaks}.",
                         "en": "Tie-breaks (FIDE C.07), in order: {tiebreaks}."},
    "white": {"fr": "b", "en": "w"},
    "black": {"fr": "n", "en": "b"},
    "crosstable_legend": {
        "fr": "Chaque ronde : résultat (+ gain, = nulle, − perte), rang final de l'adversaire et couleur "
              "(b blancs, n noirs) ; F : forfait. Exempts : H demi-point, F point entier, U exempt "
              "d'appariement, Z absence. Départages : Bu. Buchholz, S-B Sonneborn-Berger.",
        "en": "Each round: result (+ win, = draw, − loss), the opponent's final rank and the colour "
              "(w white, b black); F: forfeit. Byes: H half point, F full point, U pairing bye, Z absence. "
              "Tie-breaks: Bu. Buchholz, S-B Sonneborn-Berger."},
    # a round's pairings and result slips
    "pairings_title": {"fr": "{event} — appariements de la ronde {round}",
                       "en": "{event} — pairings of round {round}"},
    "slips_title": {"fr": "{event} — feuilles de résultat de la ronde {round}",
                    "en": "{event} — result slips of round {round}"},
    "board": {"fr": "Table", "en": "Board"},
    "white_player": {"fr": "Blancs", "en": "White"},
    "black_player": {"fr": "Noirs", "en": "Black"},
    "result": {"fr": "Résultat", "en": "Result"},
    "points_before": {"fr": "Pts", "en": "Pts"},
    "boards_count": {"fr": "{count} tables", "en": "{count} boards"},
    "no_boards": {"fr": "Aucune partie appariée dans cette ronde.", "en": "No game paired in this round."},
    "unpaired_heading": {"fr": "Sans adversaire cette ronde", "en": "Without an opponent this round"},
    "bye_H": {"fr": "exempt, demi-point", "en": "bye, half a point"},
    "bye_F": {"fr": "exempt, point entier", "en": "bye, full point"},
    "bye_U": {"fr": "exempt d'appariement", "en": "pairing-allocated bye"},
    "bye_Z": {"fr": "absent", "en": "absent"},
    "pairings_legend": {
        "fr": "Pts : points avant la ronde. Le joueur nommé en premier a les Blancs. "
              "Inscrivez le résultat : 1-0, ½-½ ou 0-1.",
        "en": "Pts: points before the round. The player named first has White. "
              "Write the result: 1-0, ½-½ or 0-1."},
    "slip_heading": {"fr": "Ronde {round} — table {board}", "en": "Round {round} — board {board}"},
    "slip_result": {"fr": "☐ 1-0     ☐ ½-½     ☐ 0-1", "en": "☐ 1-0     ☐ ½-½     ☐ 0-1"},
    "slip_signatures": {"fr": "Signatures : Blancs ____________   Noirs ____________",
                        "en": "Signatures: White ____________   Black ____________"},
    "players_count": {"fr": "{count} joueurs", "en": "{count} players"},
    "no_players": {"fr": "Aucun joueur dans cet événement.", "en": "No player in this event."},
    "generals_standings": {"fr": "Classement des généraux", "en": "Generals' standings"},
    "victories": {"fr": "V", "en": "W"},
    "draws": {"fr": "N", "en": "D"},
    "defeats": {"fr": "D", "en": "L"},
    "score": {"fr": "Score", "en": "Score"},
    "level_before": {"fr": "Avant", "en": "Before"},
    "level_after": {"fr": "Après", "en": "After"},
    "bataille_legend": {
        "fr": "V victoires, N nulles, D défaites ; score : somme des S des batailles (1,5 écrasante, "
              "1,25 décisive, 1 marginale, 0,5 nulle). Niveaux avant et après la manifestation.",
        "en": "W wins, D draws, L losses; score: the battles' S added up (1.5 crushing, 1.25 decisive, "
              "1 marginal, 0.5 draw). Levels before and after the event."},
    "not_applied": {"fr": "Pas encore appliqué : les écarts sont ceux de l'aperçu du calcul.",
                    "en": "Not applied yet: the changes are those of the run's preview."},
    "no_battles": {"fr": "Aucune bataille dans cette manifestation.", "en": "No battle in this event."},
    "board_title": {"fr": "Partie {ref} — {day}, {mode}, {scoring}",
                    "en": "Game {ref} — {day}, {mode}, {scoring}"},
    "solo": {"fr": "solo", "en": "solo"},
    "power": {"fr": "Puissance", "en": "Power"},
    "player": {"fr": "Joueur", "en": "Player"},
    "centers": {"fr": "Centres", "en": "Centres"},
    "elo_before": {"fr": "Elo avant", "en": "Elo before"},
    "elo_after": {"fr": "Elo après", "en": "Elo after"},
    "not_counted": {"fr": "Partie non comptée pour l'Elo ({why}).", "en": "Game not counted for Elo ({why})."},
    "why_not_used": {"fr": "hors Elo", "en": "not used for Elo"},
    "why_excluded": {"fr": "exclue", "en": "excluded"},
    "why_state": {"fr": "état « {state} »", "en": "state \"{state}\""},
    "why_incomplete": {"fr": "puissances manquantes", "en": "powers missing"},
    "diplomacy_games": {"fr": "Parties", "en": "Games"},
    "global_elo_title": {"fr": "Elo global des joueurs", "en": "Players' global Elo"},
    "mode_before": {"fr": "{mode} avant", "en": "{mode} before"},
    "mode_after": {"fr": "{mode} après", "en": "{mode} after"},
    "diplomacy_legend": {
        "fr": "Écart : variation de l'Elo du joueur dans la puissance qu'il a jouée, mode de la partie.",
        "en": "Change: the player's Elo change in the power he played, in the game's mode."},
    "no_games": {"fr": "Aucune partie dans cet événement.", "en": "No game in this event."},
    # player record card
    "card_title": {"fr": "Fiche du joueur — {name}", "en": "Player record card — {name}"},
    "identity": {"fr": "Identité", "en": "Identity"},
    "player_id": {"fr": "Numéro elodesk", "en": "elodesk number"},
    "birth_date": {"fr": "Date de naissance", "en": "Date of birth"},
    "sex": {"fr": "Sexe", "en": "Sex"},
    "sex_M": {"fr": "masculin", "en": "male"},
    "sex_F": {"fr": "féminin", "en": "female"},
    "federation": {"fr": "Fédération", "en": "Federation"},
    "title": {"fr": "Titre", "en": "Title"},
    "fide_id": {"fr": "Identifiant FIDE", "en": "FIDE id"},
    "frbe_id": {"fr": "Matricule FRBE", "en": "FRBE number"},
    "ffe_id": {"fr": "Licence FFE", "en": "FFE licence"},
    "fide_rating": {"fr": "Cote FIDE", "en": "FIDE rating"},
    "current_ratings": {"fr": "Cotes actuelles", "en": "Current ratings"},
    "system": {"fr": "Système", "en": "System"},
    "remark": {"fr": "Remarque", "en": "Remark"},
    "rank_of": {"fr": "{rank} / {count}", "en": "{rank} / {count}"},
    "unrated": {"fr": "non classé", "en": "unrated"},
    "provisional": {"fr": "cote provisoire {value}", "en": "provisional rating {value}"},
    "estimate": {"fr": "estimation, pas encore de cote", "en": "an estimate, not yet a rating"},
    "powers_played": {"fr": "{count} puissances jouées", "en": "{count} powers played"},
    "power_played": {"fr": "1 puissance jouée", "en": "1 power played"},
    "history": {"fr": "Évolution", "en": "Rating history"},
    "no_history": {"fr": "Aucun calcul appliqué pour ce joueur.", "en": "No applied run has rated this player."},
    "last_run": {"fr": "Dernier calcul — {system}, {day} : {old} → {new} ({status})",
                 "en": "Last run — {system}, {day}: {old} → {new} ({status})"},
    "single_run": {"fr": "Un seul calcul appliqué jusqu'ici : pas encore de courbe à tracer.",
                   "en": "Only one applied run so far: no curve to draw yet."},
    "people": {"fr": "Joueurs cités : {list}.", "en": "Players named: {list}."},
    "last_run_unrated": {"fr": "Dernier calcul — {system}, {day} ({status})",
                         "en": "Last run — {system}, {day} ({status})"},
    "eliminated_legend": {"fr": "† : éliminé.", "en": "†: eliminated."},
    "no_ratings": {"fr": "Aucune cote.", "en": "No rating."},
    # statuses of a run
    "status_rated": {"fr": "calculé", "en": "rated"},
    "status_new": {"fr": "nouveau", "en": "new"},
    "status_provisional": {"fr": "provisoire", "en": "provisional"},
    "status_unrated": {"fr": "non classé", "en": "unrated"},
    "status_unchanged": {"fr": "inchangé", "en": "unchanged"},
}

# The grades in English, as the application names them (elodesk.ui.widgets.grade_texts); French keeps RULES.md's.
GRADES_EN = {
    "Adjudant": "Warrant Officer", "Lieutenant": "Lieutenant", "Capitaine": "Captain",
    "Chef de bataillon": "Major", "Colonel": "Colonel", "Général de Brigade": "Brigadier General",
    "Général de Division": "Major General", "Général en Chef": "General-in-Chief",
    "Maréchal d'Empire": "Marshal of the Empire",
}

MONTHS = {
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"),
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
}


def check_lang(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    return lang


def say(key: str, lang: str, **values: Any) -> str:
    return TEXT[key][lang].format(**values)


def long_date(day: date, lang: str) -> str:
    """21 novembre 2026 / 21 November 2026 (1er for the first day in French)."""
    first = "1er" if lang == "fr" and day.day == 1 else str(day.day)
    return f"{first} {MONTHS[lang][day.month - 1]} {day.year}"


def short_date(text: str | date | None, lang: str) -> str:
    """17/01/2025 in French, 17 Jan 2025 in English; an em dash when unknown."""
    if not text:
        return "—"
    day = text if isinstance(text, date) else date.fromisoformat(str(text)[:10])
    if lang == "fr":
        return f"{day.day:02d}/{day.month:02d}/{day.year}"
    return f"{day.day} {MONTHS['en'][day.month - 1][:3]} {day.year}"


def grade_name(name: str | None, lang: str) -> str:
    if not name:
        return ""
    return GRADES_EN.get(name, name) if lang == "en" else name


def status_text(status: str, lang: str) -> str:
    key = f"status_{status}"
    return say(key, lang) if key in TEXT else status
