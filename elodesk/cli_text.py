"""The command line's sentences, in French (the default), English and Dutch.

One table, keyed by message; ``say(key, lang, **values)`` fills a template.
Translators add a language by adding a column.
"""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, dict[str, str]] = {
    "demo_done": {
        "fr": "Club de démonstration créé dans {db} : {players} joueurs, {events} événements, "
              "{chess_games} parties d'échecs, {battles} batailles, {diplomacy_games} parties de Diplomatie.",
        "en": "Demo club created in {db}: {players} players, {events} events, {chess_games} chess games, "
              "{battles} battles, {diplomacy_games} Diplomacy games.",
        "nl": "Demonstratieclub aangemaakt in {db}: {players} spelers, {events} evenementen, {chess_games} "
              "schaakpartijen, {battles} veldslagen, {diplomacy_games} Diplomacy-partijen.",
    },
    "demo_ready": {"fr": "Le club de démonstration est déjà dans {db}.",
                   "en": "The demo club is already in {db}.", "nl": "De demonstratieclub staat al in {db}."},
    "import_done": {
        "fr": "{file} ({format}, {system}) importé : événement {event_id} « {event_name} », {games} parties, "
              "{forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} créés.",
        "en": "{file} ({format}, {system}) imported: event {event_id} \"{event_name}\", {games} games, "
              "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} created.",
        "nl": "{file} ({format}, {system}) geïmporteerd: evenement {event_id} ‘{event_name}’, {games} partijen, "
              "{forfeits} forfaits, {byes} byes; spelers: {matched} herkend, {created} aangemaakt.",
    },
    "import_dry": {
        "fr": "Essai à blanc, rien n'est écrit. {file} ({format}, {system}) donnerait : {games} parties, "
              "{forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} à créer.",
        "en": "Dry run, nothing written. {file} ({format}, {system}) would give: {games} games, "
              "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} to create.",
        "nl": "Proefdraai, er wordt niets geschreven. {file} ({format}, {system}) zou geven: {games} partijen, "
              "{forfeits} forfaits, {byes} byes; spelers: {matched} herkend, {created} aan te maken.",
    },
    "import_rapid": {
        "fr": "Tournoi rapide : ses joueurs sont à leur cote rapide ; {system} ne classe que les parties lentes.",
        "en": "Rapid event: its players are at their rapid rating; {system} rates standard games only.",
        "nl": "Rapidtoernooi: de spelers staan op hun rapidrating; {system} rekent alleen partijen met lange "
              "bedenktijd mee.",
    },
    "import_blitz": {
        "fr": "Tournoi de blitz : ses joueurs sont à leur cote blitz ; {system} ne classe que les parties lentes.",
        "en": "Blitz event: its players are at their blitz rating; {system} rates standard games only.",
        "nl": "Blitztoernooi: de spelers staan op hun blitzrating; {system} rekent alleen partijen met lange "
              "bedenktijd mee.",
    },
    "import_system_belgian-file": {"fr": "Système {system} : un fichier de soumission belge.",
                                   "en": "System {system}: a Belgian submission file.",
                                   "nl": "Systeem {system}: een Belgisch indieningsbestand."},
    "import_system_national-federation": {"fr": "Système {system} : la fédération du tournoi est {federation}.",
                                          "en": "System {system}: the tournament's federation is {federation}.",
                                          "nl": "Systeem {system}: de federatie van het toernooi is {federation}."},
    "import_system_other-federation": {
        "fr": "Système {system} : la fédération du tournoi est {federation}, ni la Belgique ni la France ; "
              "il est classé par la FIDE (--system pour en choisir un autre).",
        "en": "System {system}: the tournament's federation is {federation}, neither Belgium nor France, so "
              "FIDE rates it (--system to choose another).",
        "nl": "Systeem {system}: de federatie van het toernooi is {federation}, België noch Frankrijk; de FIDE "
              "verwerkt "
              "het (--system om een ander te kiezen).",
    },
    "import_system_papi-file": {"fr": "Système {system} : un fichier Papi sans fédération (le programme de la FFE).",
                                "en": "System {system}: a Papi file naming no federation (the FFE's program).",
                                "nl": "Systeem {system}: een Papi-bestand zonder federatie (het programma van de "
                                      "FFE)."},
    "import_system_club-default": {"fr": "Système {system} : le fichier ne nomme aucune fédération ; "
                                         "système par défaut du club.",
                                   "en": "System {system}: the file names no federation; the club's default.",
                                   "nl": "Systeem {system}: het bestand noemt geen federatie; standaardsysteem van de "
                                         "club."},
    "import_system_chosen": {"fr": "Système {system} : choisi par vous (--system).",
                             "en": "System {system}: chosen by you (--system).",
                             "nl": "Systeem {system}: door u gekozen (--system)."},
    "list_import_done": {
        "fr": "{file} ({format}) importé : {players} joueurs, {ratings_set} cotes mises à jour.",
        "en": "{file} ({format}) imported: {players} players, {ratings_set} ratings updated.",
        "nl": "{file} ({format}) geïmporteerd: {players} spelers, {ratings_set} ratings bijgewerkt.",
    },
    "match_new": {"fr": "  nouveau : {name}", "en": "  new: {name}", "nl": "  nieuw: {name}"},
    "match_filled": {"fr": "  complété : {name} ({fields})", "en": "  filled in: {name} ({fields})",
                     "nl": "  aangevuld: {name} ({fields})"},
    "match_name": {"fr": "  reconnu par le nom seul : {name} → joueur {id}",
                   "en": "  matched by name only: {name} → player {id}",
                   "nl": "  alleen op naam herkend: {name} → speler {id}"},
    "warning": {"fr": "  attention : {text}", "en": "  warning: {text}", "nl": "  let op: {text}"},
    "more_lines": {"fr": "  … et {count} autres lignes (--verbose pour tout voir)",
                   "en": "  … and {count} more lines (--verbose to see them all)",
                   "nl": "  … en nog {count} regels (--verbose om alles te zien)"},
    "applied": {
        "fr": "Appliqué : {what} (run {run}) ; cote changée pour {players} joueurs, fiches écrites pour "
              "{states} joueurs. Sauvegarde préalable : {backup}.",
        "en": "Applied: {what} (run {run}); {players} players' ratings changed, {states} players' records "
              "written. Backup taken first: {backup}.",
        "nl": "Toegepast: {what} (run {run}); rating gewijzigd voor {players} spelers, fiches geschreven voor {states}"
              " spelers. Eerst een back-up gemaakt: {backup}.",
    },
    "undone": {
        "fr": "Annulé : {what} (run {run}) ; cote rétablie pour {players} joueurs, fiches rétablies pour "
              "{states} joueurs.",
        "en": "Undone: {what} (run {run}); {players} players' ratings restored, {states} players' records "
              "restored.",
        "nl": "Ongedaan gemaakt: {what} (run {run}); rating hersteld voor {players} spelers, fiches hersteld voor "
              "{states} spelers.",
    },
    "preview_header": {
        "fr": "Aperçu {what} — rien n'est écrit. {count} joueurs.",
        "en": "Preview {what} — nothing written. {count} players.",
        "nl": "Voorbeeld {what} — er wordt niets geschreven. {count} spelers.",
    },
    "written": {"fr": "Écrit : {file}", "en": "Written: {file}", "nl": "Geschreven: {file}"},
    "event_edited": {"fr": "Événement {event} « {name} » modifié : {changes}.",
                     "en": "Event {event} \"{name}\" changed: {changes}.",
                     "nl": "Evenement {event} ‘{name}’ gewijzigd: {changes}."},
    "event_change": {"fr": "{field} : {before} → {after}", "en": "{field}: {before} → {after}",
                     "nl": "{field}: {before} → {after}"},
    "event_unchanged": {"fr": "Événement {event} « {name} » : rien à changer.",
                        "en": "Event {event} \"{name}\": nothing to change.",
                        "nl": "Evenement {event} ‘{name}’: niets te wijzigen."},
    "event_deleted": {
        "fr": "Événement {event} « {name} » supprimé avec {players} inscriptions et {games} parties ; les joueurs "
              "restent au club. Sauvegarde préalable : {backup}.",
        "en": "Event {event} \"{name}\" deleted with {players} entries and {games} games; the players stay in the "
              "club. Backup taken first: {backup}.",
        "nl": "Evenement {event} ‘{name}’ verwijderd met {players} inschrijvingen en {games} partijen; de spelers "
              "blijven in de club. Eerst een back-up gemaakt: {backup}.",
    },
    "screenshots": {"fr": "{count} images écrites dans {folder}.", "en": "{count} pictures written to {folder}.",
                    "nl": "{count} afbeeldingen geschreven in {folder}."},
    "check_ok": {"fr": "Aucun problème trouvé.", "en": "No problem found.", "nl": "Geen probleem gevonden."},
    "check_count": {"fr": "{count} point(s) à vérifier :", "en": "{count} point(s) to look at:",
                    "nl": "{count} punt(en) na te kijken:"},
}

# Column headings of the human tables.
HEADINGS: dict[str, dict[str, str]] = {
    "id": {"fr": "n°", "en": "id", "nl": "nr."},
    "name": {"fr": "nom", "en": "name", "nl": "naam"},
    "club": {"fr": "club", "en": "club", "nl": "club"},
    "rank": {"fr": "rang", "en": "rank", "nl": "rang"},
    "rating": {"fr": "cote", "en": "rating", "nl": "rating"},
    "games": {"fr": "parties", "en": "games", "nl": "partijen"},
    "change": {"fr": "écart", "en": "change", "nl": "verschil"},
    "grade": {"fr": "grade", "en": "grade", "nl": "graad"},
    "old": {"fr": "ancienne", "en": "old", "nl": "oud"},
    "new": {"fr": "nouvelle", "en": "new", "nl": "nieuw"},
    "status": {"fr": "statut", "en": "status", "nl": "status"},
    "system": {"fr": "système", "en": "system", "nl": "systeem"},
    "start": {"fr": "début", "en": "start", "nl": "begin"},
    "end": {"fr": "fin", "en": "end", "nl": "einde"},
    "players": {"fr": "joueurs", "en": "players", "nl": "spelers"},
    "place": {"fr": "lieu", "en": "place", "nl": "plaats"},
    "arbiter": {"fr": "arbitre", "en": "arbiter", "nl": "arbiter"},
    "rounds": {"fr": "rondes", "en": "rounds", "nl": "ronden"},
    "rate": {"fr": "cadence", "en": "rate", "nl": "tempo"},
}

STATUSES: dict[str, dict[str, str]] = {
    "rated": {"fr": "calculé", "en": "rated", "nl": "berekend"},
    "new": {"fr": "nouveau", "en": "new", "nl": "nieuw"},
    "provisional": {"fr": "provisoire", "en": "provisional", "nl": "voorlopig"},
    "unrated": {"fr": "non classé", "en": "unrated", "nl": "zonder rating"},
    "unchanged": {"fr": "inchangé", "en": "unchanged", "nl": "ongewijzigd"},
}


def say(key: str, lang: str, **values: Any) -> str:
    return MESSAGES[key][lang].format(**values)


def heading(key: str, lang: str) -> str:
    return HEADINGS[key][lang]


def status_text(status: str, lang: str) -> str:
    return STATUSES.get(status, {}).get(lang, status)


def table(headers: list[str], rows: list[list[Any]]) -> str:
    """A plain text table with aligned columns (numbers to the right)."""
    cells = [[("—" if v is None else str(v)) for v in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    numeric = [all(isinstance(row[i], int | float) or row[i] is None for row in rows) and rows
               for i in range(len(headers))]

    def line(values: list[str]) -> str:
        return "  ".join(v.rjust(w) if num else v.ljust(w)
                         for v, w, num in zip(values, widths, numeric, strict=True)).rstrip()

    return "\n".join([line(headers), line(["-" * w for w in widths]), *(line(r) for r in cells)])
