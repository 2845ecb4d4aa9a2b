"""The sheets' words, in French (the default), English and Dutch.

Sheets are printed by the application and by the command line alike; the
command line installs no Qt translator, so the sheets carry their own small
table, like ``elodesk/cli_text.py``: ``say(key, lang, **values)``. The
application passes ``ctx.text_lang``. Grade names are RULES.md's French ones,
given in English and Dutch on those sheets as the application names them (its catalogues).
"""

from __future__ import annotations

from datetime import date
from typing import Any

LANGUAGES = ("fr", "en", "nl")

TEXT: dict[str, dict[str, str]] = {
    # page furniture
    "page": {"fr": "page {page} / {pages}", "en": "page {page} / {pages}", "nl": "pagina {page} / {pages}"},
    "continued": {"fr": "{text} (suite)", "en": "{text} (continued)", "nl": "{text} (vervolg)"},
    "printed_by": {"fr": "imprimé par elodesk", "en": "printed by elodesk", "nl": "afgedrukt door elodesk"},
    # systems and modes
    "frbe": {"fr": "Elo belge (FRBE)", "en": "Belgian Elo (FRBE)", "nl": "Belgische Elo (KBSB)"},
    "frbe-classic": {"fr": "Elo belge (texte de Wavre)", "en": "Belgian Elo (Wavre text)",
                     "nl": "Belgische Elo (tekst van Wavre)"},
    "ffe": {"fr": "Elo français (FFE)", "en": "French Elo (FFE)", "nl": "Franse Elo (FFE)"},
    "bataille-empire": {"fr": "Bataille Empire", "en": "Bataille Empire", "nl": "Bataille Empire"},
    "diplomacy": {"fr": "Diplomatie", "en": "Diplomacy", "nl": "Diplomacy"},
    "fide": {"fr": "Elo FIDE", "en": "FIDE rating", "nl": "FIDE-rating"},
    "rate_standard": {"fr": "cadence lente", "en": "standard", "nl": "lange bedenktijd"},
    "rate_rapid": {"fr": "parties rapides", "en": "rapid", "nl": "rapidpartijen"},
    "rate_blitz": {"fr": "blitz", "en": "blitz", "nl": "blitz"},
    # FIDE rating report
    "fide_report_title": {"fr": "Rapport de classement FIDE — {event}", "en": "FIDE rating report — {event}",
                          "nl": "FIDE-ratingrapport — {event}"},
    "fide_report_note": {
        "fr": "Cote : cote FIDE au début de la période ; K après la règle des 700 (8.3.3) ; score attendu : "
              "somme des PD (table 8.1.2) ; écart arrondi à l'entier le plus proche (8.3.4).",
        "en": "Rating: the FIDE rating at the start of the period; K after the 700 rule (8.3.3); expected "
              "score: the sum of PD (table 8.1.2); change rounded to the nearest whole number (8.3.4).",
        "nl": "Rating: FIDE-rating bij het begin van de periode; K na de 700-regel (8.3.3); verwachte score: som van "
              "de PD (tabel 8.1.2); verschil afgerond op het dichtstbijzijnde gehele getal (8.3.4)."},
    "fide_cards_heading": {"fr": "Fiches des joueurs", "en": "Player cards", "nl": "Spelersfiches"},
    "fide_card_note": {"fr": "{old} → {new}", "en": "{old} → {new}", "nl": "{old} → {new}"},
    "fide_no_rated_game": {"fr": "Aucune partie comptée pour la cote.", "en": "No game counted for the rating.",
                           "nl": "Geen partij geteld voor de rating."},
    "expected": {"fr": "Attendu", "en": "Expected", "nl": "Verwacht"},
    "new_rating": {"fr": "Nouvelle", "en": "New", "nl": "Nieuw"},
    "status": {"fr": "Statut", "en": "Status", "nl": "Status"},
    "date": {"fr": "Date", "en": "Date", "nl": "Datum"},
    "opponent": {"fr": "Adversaire", "en": "Opponent", "nl": "Tegenstander"},
    "classic": {"fr": "classique", "en": "classic", "nl": "klassiek"},
    "blitz": {"fr": "blitz", "en": "blitz", "nl": "blitz"},
    "diplomacy_mode": {"fr": "Diplomatie, {mode}", "en": "Diplomacy, {mode}", "nl": "Diplomacy, {mode}"},
    # ranking list
    "ranking_title": {"fr": "Classement — {system}", "en": "Ranking list — {system}", "nl": "Ranglijst — {system}"},
    "ranked_count": {"fr": "{count} joueurs classés", "en": "{count} ranked players",
                     "nl": "{count} spelers met rating"},
    "ranked_one": {"fr": "1 joueur classé", "en": "1 ranked player", "nl": "1 speler met rating"},
    "club_filter": {"fr": "club : {club}", "en": "club: {club}", "nl": "club: {club}"},
    "active_only": {"fr": "joueurs actifs seulement", "en": "active players only", "nl": "alleen actieve spelers"},
    "youth": {"fr": "jeunes (moins de 20 ans au 1er janvier {year})",
              "en": "youth (under 20 on 1 January {year})", "nl": "jeugd (jonger dan 20 op 1 januari {year})"},
    "senior": {"fr": "seniors (65 ans et plus au 1er janvier {year})",
               "en": "seniors (65 and over on 1 January {year})", "nl": "senioren (65 of ouder op 1 januari {year})"},
    "women": {"fr": "dames", "en": "women", "nl": "dames"},
    "no_ranked": {"fr": "Aucun joueur classé ne correspond à ces critères.",
                  "en": "No ranked player matches these criteria.",
                  "nl": "Geen speler met rating voldoet aan deze criteria."},
    "change_note": {"fr": "Écart : variation lors du dernier calcul appliqué qui a classé le joueur.",
                    "en": "Change: the difference made by the last applied run that rated the player.",
                    "nl": "Verschil: wijziging bij de laatste toegepaste berekening die de speler een rating gaf."},
    "active_note": {"fr": "Actifs : joueurs classés par au moins un calcul appliqué.",
                    "en": "Active: players rated by at least one applied run.",
                    "nl": "Actief: spelers gerated door minstens één toegepaste berekening."},
    "diplomacy_note": {"fr": "Elo global : moyenne des sept puissances (1500 pour une puissance jamais jouée).",
                       "en": "Global Elo: the mean over the seven powers (1500 for a power never played).",
                       "nl": "Globale Elo: gemiddelde over de zeven grootmachten (1500 voor een nooit gespeelde "
                             "grootmacht)."},
    # column headings
    "rank": {"fr": "Rang", "en": "Rank", "nl": "Rang"},
    "name": {"fr": "Nom", "en": "Name", "nl": "Naam"},
    "club": {"fr": "Club", "en": "Club", "nl": "Club"},
    "rating": {"fr": "Cote", "en": "Rating", "nl": "Rating"},
    "level": {"fr": "Niveau", "en": "Level", "nl": "Niveau"},
    "global_elo": {"fr": "Elo global", "en": "Global Elo", "nl": "Globale Elo"},
    "games": {"fr": "Parties", "en": "Games", "nl": "Partijen"},
    "battles": {"fr": "Batailles", "en": "Battles", "nl": "Veldslagen"},
    "change": {"fr": "Écart", "en": "Change", "nl": "Verschil"},
    "grade": {"fr": "Grade", "en": "Grade", "nl": "Graad"},
    # grade table
    "grades_title": {"fr": "Tableau des grades — Bataille Empire", "en": "Grade table — Bataille Empire",
                     "nl": "Gradentabel — Bataille Empire"},
    "generals_count": {"fr": "{count} généraux", "en": "{count} generals", "nl": "{count} generaals"},
    "generals_one": {"fr": "1 général", "en": "1 general", "nl": "1 generaal"},
    "generals_none": {"fr": "aucun général", "en": "no general", "nl": "geen generaal"},
    "level_from": {"fr": "niveau {low} et plus", "en": "level {low} and above", "nl": "niveau {low} en hoger"},
    "level_below": {"fr": "niveau inférieur à {limit}", "en": "level below {limit}", "nl": "niveau lager dan {limit}"},
    "level_range": {"fr": "niveaux {low} à {high}", "en": "levels {low} to {high}", "nl": "niveaus {low} tot {high}"},
    "grades_note": {"fr": "Rang : place au classement général des généraux.",
                    "en": "Rank: place in the generals' overall ranking list.",
                    "nl": "Rang: plaats in de algemene ranglijst van de generaals."},
    # event standings
    "event_from_to": {"fr": "du {start} au {end}", "en": "{start} to {end}", "nl": "van {start} tot {end}"},
    "event_on": {"fr": "le {day}", "en": "{day}", "nl": "op {day}"},
    "arbiter": {"fr": "arbitre : {name}", "en": "arbiter: {name}", "nl": "arbiter: {name}"},
    "standings_crosstable": {"fr": "Classement et grille américaine", "en": "Standings and crosstable",
                             "nl": "Eindstand en kruistabel"},
    "round_short": {"fr": "R{round}", "en": "R{round}", "nl": "R{round}"},
    "points": {"fr": "Pts", "en": "Pts", "nl": "Ptn"},
    "tiebreaks_legend": {"fr": "Départages (FIDE C.07), dans l'ordre : {tiebreaks}.",
                         "en": "Tie-breaks (FIDE C.07), in order: {tiebreaks}.",
                                                                   "nl": "Tiebreaks (FIDE C.07), in volgorde: "
                                                                         "{tiebreaks}."},
    "white": {"fr": "b", "en": "w", "nl": "w"},
    "black": {"fr": "n", "en": "b", "nl": "z"},
    "crosstable_legend": {
        "fr": "Chaque ronde : résultat (+ gain, = nulle, − perte), rang final de l'adversaire et couleur "
              "(b blancs, n noirs) ; F : forfait. Exempts : H demi-point, F point entier, U exempt "
              "d'appariement, Z absence. Départages : Bu. Buchholz, S-B Sonneborn-Berger.",
        "en": "Each round: result (+ win, = draw, − loss), the opponent's final rank and the colour "
              "(w white, b black); F: forfeit. Byes: H half point, F full point, U pairing bye, Z absence. "
              "Tie-breaks: Bu. Buchholz, S-B Sonneborn-Berger.",
        "nl": "Elke ronde: uitslag (+ winst, = remise, − verlies), eindrang van de tegenstander en kleur (w wit, z "
              "zwart); F: forfait. Byes: H halve punt, F volle punt, U bye bij de paring, Z afwezig. Tiebreaks: Bu. "
              "Buchholz, S-B Sonneborn-Berger."},
    # a round's pairings and result slips
    "pairings_title": {"fr": "{event} — appariements de la ronde {round}",
                       "en": "{event} — pairings of round {round}", "nl": "{event} — paringen van ronde {round}"},
    "slips_title": {"fr": "{event} — feuilles de résultat de la ronde {round}",
                    "en": "{event} — result slips of round {round}",
                            "nl": "{event} — uitslagbriefjes van ronde {round}"},
    "board": {"fr": "Table", "en": "Board", "nl": "Bord"},
    "white_player": {"fr": "Blancs", "en": "White", "nl": "Wit"},
    "black_player": {"fr": "Noirs", "en": "Black", "nl": "Zwart"},
    "result": {"fr": "Résultat", "en": "Result", "nl": "Uitslag"},
    "points_before": {"fr": "Pts", "en": "Pts", "nl": "Ptn"},
    "boards_count": {"fr": "{count} tables", "en": "{count} boards", "nl": "{count} borden"},
    "no_boards": {"fr": "Aucune partie appariée dans cette ronde.", "en": "No game paired in this round.",
                  "nl": "Geen gepaarde partij in deze ronde."},
    "unpaired_heading": {"fr": "Sans adversaire cette ronde", "en": "Without an opponent this round",
                         "nl": "Zonder tegenstander deze ronde"},
    "bye_H": {"fr": "exempt, demi-point", "en": "bye, half a point", "nl": "bye, halve punt"},
    "bye_F": {"fr": "exempt, point entier", "en": "bye, full point", "nl": "bye, volle punt"},
    "bye_U": {"fr": "exempt d'appariement", "en": "pairing-allocated bye", "nl": "bye bij de paring"},
    "bye_Z": {"fr": "absent", "en": "absent", "nl": "afwezig"},
    "pairings_legend": {
        "fr": "Pts : points avant la ronde. Le joueur nommé en premier a les Blancs. "
              "Inscrivez le résultat : 1-0, ½-½ ou 0-1.",
        "en": "Pts: points before the round. The player named first has White. "
              "Write the result: 1-0, ½-½ or 0-1.",
        "nl": "Ptn: punten vóór de ronde. De eerst genoemde speler heeft wit. Vul de uitslag in: 1-0, ½-½ of 0-1."},
    "slip_heading": {"fr": "Ronde {round} — table {board}", "en": "Round {round} — board {board}",
                     "nl": "Ronde {round} — bord {board}"},
    "slip_result": {"fr": "☐ 1-0     ☐ ½-½     ☐ 0-1", "en": "☐ 1-0     ☐ ½-½     ☐ 0-1",
                    "nl": "☐ 1-0     ☐ ½-½     ☐ 0-1"},
    "slip_signatures": {"fr": "Signatures : Blancs ____________   Noirs ____________",
                        "en": "Signatures: White ____________   Black ____________",
                        "nl": "Handtekeningen: Wit ____________   Zwart ____________"},
    "players_count": {"fr": "{count} joueurs", "en": "{count} players", "nl": "{count} spelers"},
    "no_players": {"fr": "Aucun joueur dans cet événement.", "en": "No player in this event.",
                   "nl": "Geen speler in dit evenement."},
    "generals_standings": {"fr": "Classement des généraux", "en": "Generals' standings",
                           "nl": "Stand van de generaals"},
    "victories": {"fr": "V", "en": "W", "nl": "W"},
    "draws": {"fr": "N", "en": "D", "nl": "R"},
    "defeats": {"fr": "D", "en": "L", "nl": "V"},
    "score": {"fr": "Score", "en": "Score", "nl": "Score"},
    "level_before": {"fr": "Avant", "en": "Before", "nl": "Vóór"},
    "level_after": {"fr": "Après", "en": "After", "nl": "Na"},
    "bataille_legend": {
        "fr": "V victoires, N nulles, D défaites ; score : somme des S des batailles (1,5 écrasante, "
              "1,25 décisive, 1 marginale, 0,5 nulle). Niveaux avant et après la manifestation.",
        "en": "W wins, D draws, L losses; score: the battles' S added up (1.5 crushing, 1.25 decisive, "
              "1 marginal, 0.5 draw). Levels before and after the event.",
        "nl": "W winst, R remise, V verlies; score: som van de S van de veldslagen (1,5 verpletterend, 1,25 "
              "beslissend, 1 nipt, 0,5 gelijk). Niveaus vóór en na het evenement."},
    "not_applied": {"fr": "Pas encore appliqué : les écarts sont ceux de l'aperçu du calcul.",
                    "en": "Not applied yet: the changes are those of the run's preview.",
                    "nl": "Nog niet toegepast: de verschillen zijn die van het voorbeeld van de berekening."},
    "no_battles": {"fr": "Aucune bataille dans cette manifestation.", "en": "No battle in this event.",
                   "nl": "Geen veldslag in dit evenement."},
    "board_title": {"fr": "Partie {ref} — {day}, {mode}, {scoring}",
                    "en": "Game {ref} — {day}, {mode}, {scoring}", "nl": "Partij {ref} — {day}, {mode}, {scoring}"},
    "solo": {"fr": "solo", "en": "solo", "nl": "solo"},
    "power": {"fr": "Puissance", "en": "Power", "nl": "Grootmacht"},
    "player": {"fr": "Joueur", "en": "Player", "nl": "Speler"},
    "centers": {"fr": "Centres", "en": "Centres", "nl": "Centra"},
    "elo_before": {"fr": "Elo avant", "en": "Elo before", "nl": "Elo vóór"},
    "elo_after": {"fr": "Elo après", "en": "Elo after", "nl": "Elo na"},
    "not_counted": {"fr": "Partie non comptée pour l'Elo ({why}).", "en": "Game not counted for Elo ({why}).",
                    "nl": "Partij niet geteld voor de Elo ({why})."},
    "why_not_used": {"fr": "hors Elo", "en": "not used for Elo", "nl": "buiten Elo"},
    "why_excluded": {"fr": "exclue", "en": "excluded", "nl": "uitgesloten"},
    "why_state": {"fr": "état « {state} »", "en": "state \"{state}\"", "nl": "toestand ‘{state}’"},
    "why_incomplete": {"fr": "puissances manquantes", "en": "powers missing", "nl": "grootmachten ontbreken"},
    "diplomacy_games": {"fr": "Parties", "en": "Games", "nl": "Partijen"},
    "global_elo_title": {"fr": "Elo global des joueurs", "en": "Players' global Elo",
                         "nl": "Globale Elo van de spelers"},
    "mode_before": {"fr": "{mode} avant", "en": "{mode} before", "nl": "{mode} vóór"},
    "mode_after": {"fr": "{mode} après", "en": "{mode} after", "nl": "{mode} na"},
    "diplomacy_legend": {
        "fr": "Écart : variation de l'Elo du joueur dans la puissance qu'il a jouée, mode de la partie.",
        "en": "Change: the player's Elo change in the power he played, in the game's mode.",
        "nl": "Verschil: wijziging van de Elo van de speler voor de grootmacht die hij speelde, in de modus van de "
              "partij."},
    "no_games": {"fr": "Aucune partie dans cet événement.", "en": "No game in this event.",
                 "nl": "Geen partij in dit evenement."},
    # player record card
    "card_title": {"fr": "Fiche du joueur — {name}", "en": "Player record card — {name}",
                   "nl": "Spelersfiche — {name}"},
    "identity": {"fr": "Identité", "en": "Identity", "nl": "Identiteit"},
    "player_id": {"fr": "Numéro elodesk", "en": "elodesk number", "nl": "elodesk-nummer"},
    "birth_date": {"fr": "Date de naissance", "en": "Date of birth", "nl": "Geboortedatum"},
    "sex": {"fr": "Sexe", "en": "Sex", "nl": "Geslacht"},
    "sex_M": {"fr": "masculin", "en": "male", "nl": "mannelijk"},
    "sex_F": {"fr": "féminin", "en": "female", "nl": "vrouwelijk"},
    "federation": {"fr": "Fédération", "en": "Federation", "nl": "Federatie"},
    "title": {"fr": "Titre", "en": "Title", "nl": "Titel"},
    "fide_id": {"fr": "Identifiant FIDE", "en": "FIDE id", "nl": "FIDE-id"},
    "frbe_id": {"fr": "Matricule FRBE", "en": "FRBE number", "nl": "KBSB-stamnummer"},
    "ffe_id": {"fr": "Licence FFE", "en": "FFE licence", "nl": "FFE-licentie"},
    "fide_rating": {"fr": "Cote FIDE", "en": "FIDE rating", "nl": "FIDE-rating"},
    "current_ratings": {"fr": "Cotes actuelles", "en": "Current ratings", "nl": "Huidige ratings"},
    "system": {"fr": "Système", "en": "System", "nl": "Systeem"},
    "remark": {"fr": "Remarque", "en": "Remark", "nl": "Opmerking"},
    "rank_of": {"fr": "{rank} / {count}", "en": "{rank} / {count}", "nl": "{rank} / {count}"},
    "unrated": {"fr": "non classé", "en": "unrated", "nl": "zonder rating"},
    "provisional": {"fr": "cote provisoire {value}", "en": "provisional rating {value}",
                    "nl": "voorlopige rating {value}"},
    "estimate": {"fr": "estimation, pas encore de cote", "en": "an estimate, not yet a rating",
                 "nl": "een schatting, nog geen rating"},
    "powers_played": {"fr": "{count} puissances jouées", "en": "{count} powers played",
                      "nl": "{count} grootmachten gespeeld"},
    "power_played": {"fr": "1 puissance jouée", "en": "1 power played", "nl": "1 grootmacht gespeeld"},
    "history": {"fr": "Évolution", "en": "Rating history", "nl": "Ratingverloop"},
    "no_history": {"fr": "Aucun calcul appliqué pour ce joueur.", "en": "No applied run has rated this player.",
                   "nl": "Geen toegepaste berekening voor deze speler."},
    "last_run": {"fr": "Dernier calcul — {system}, {day} : {old} → {new} ({status})",
                 "en": "Last run — {system}, {day}: {old} → {new} ({status})",
                                    "nl": "Laatste berekening — {system}, {day}: {old} → {new} ({status})"},
    "single_run": {"fr": "Un seul calcul appliqué jusqu'ici : pas encore de courbe à tracer.",
                   "en": "Only one applied run so far: no curve to draw yet.",
                   "nl": "Nog maar één toegepaste berekening: nog geen curve te tekenen."},
    "people": {"fr": "Joueurs cités : {list}.", "en": "Players named: {list}.", "nl": "Genoemde spelers: {list}."},
    "last_run_unrated": {"fr": "Dernier calcul — {system}, {day} ({status})",
                         "en": "Last run — {system}, {day} ({status})",
                                            "nl": "Laatste berekening — {system}, {day} ({status})"},
    "eliminated_legend": {"fr": "† : éliminé.", "en": "†: eliminated.", "nl": "†: uitgeschakeld."},
    "no_ratings": {"fr": "Aucune cote.", "en": "No rating.", "nl": "Geen rating."},
    # statuses of a run
    "status_rated": {"fr": "calculé", "en": "rated", "nl": "berekend"},
    "status_new": {"fr": "nouveau", "en": "new", "nl": "nieuw"},
    "status_provisional": {"fr": "provisoire", "en": "provisional", "nl": "voorlopig"},
    "status_unrated": {"fr": "non classé", "en": "unrated", "nl": "zonder rating"},
    "status_unchanged": {"fr": "inchangé", "en": "unchanged", "nl": "ongewijzigd"},
}

# The grades in English, as the application names them (elodesk.ui.widgets.grade_texts); French keeps RULES.md's.
GRADES_EN = {
    "Adjudant": "Warrant Officer", "Lieutenant": "Lieutenant", "Capitaine": "Captain",
    "Chef de bataillon": "Major", "Colonel": "Colonel", "Général de Brigade": "Brigadier General",
    "Général de Division": "Major General", "Général en Chef": "General-in-Chief",
    "Maréchal d'Empire": "Marshal of the Empire",
}

# The grades in Dutch, as the window's Dutch catalogue names them (resources/translations/elodesk_nl.ts).
GRADES_NL = {
    "Adjudant": "Adjudant", "Lieutenant": "Luitenant", "Capitaine": "Kapitein",
    "Chef de bataillon": "Bataljonscommandant", "Colonel": "Kolonel", "Général de Brigade": "Brigadegeneraal",
    "Général de Division": "Divisiegeneraal", "Général en Chef": "Opperbevelhebber",
    "Maréchal d'Empire": "Maarschalk van het Keizerrijk",
}

MONTHS = {
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"),
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"),
}


def check_lang(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    return lang


def say(key: str, lang: str, **values: Any) -> str:
    return TEXT[key][lang].format(**values)


def long_date(day: date, lang: str) -> str:
    """21 novembre 2026 / 21 November 2026 / 21 november 2026 (1er for the first day in French)."""
    first = "1er" if lang == "fr" and day.day == 1 else str(day.day)
    return f"{first} {MONTHS[lang][day.month - 1]} {day.year}"


def short_date(text: str | date | None, lang: str) -> str:
    """17/01/2025 in French and Dutch (as Belgium writes it), 17 Jan 2025 in English; an em dash when unknown."""
    if not text:
        return "—"
    day = text if isinstance(text, date) else date.fromisoformat(str(text)[:10])
    if lang in ("fr", "nl"):
        return f"{day.day:02d}/{day.month:02d}/{day.year}"
    return f"{day.day} {MONTHS['en'][day.month - 1][:3]} {day.year}"


def grade_name(name: str | None, lang: str) -> str:
    if not name:
        return ""
    return {"en": GRADES_EN, "nl": GRADES_NL}.get(lang, {}).get(name, name)


def status_text(status: str, lang: str) -> str:
    key = f"status_{status}"
    return say(key, lang) if key in TEXT else status
