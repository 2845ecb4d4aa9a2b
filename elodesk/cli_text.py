"""The command line's sentences, in French (the default) and English.

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
    },
    "demo_ready": {"fr": "Le club de démonstration est déjà dans {db}.",
                   "en": "The demo club is already in {db}."},
    "import_done": {
        "fr": "{file} ({format}, {system}) importé : événement {event_id} « {event_name} », {games} parties, "
              "{forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} créés.",
        "en": "{file} ({format}, {system}) imported: event {event_id} \"{event_name}\", {games} games, "
              "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} created.",
    },
    "import_dry": {
        "fr": "Essai à blanc, rien n'est écrit. {file} ({format}, {system}) donnerait : {games} parties, "
              "{forfeits} forfaits, {byes} exempts ; joueurs : {matched} reconnus, {created} à créer.",
        "en": "Dry run, nothing written. {file} ({format}, {system}) would give: {games} games, "
              "{forfeits} forfeits, {byes} byes; players: {matched} matched, {created} to create.",
    },
    "import_rapid": {
        "fr": "Tournoi rapide : ses joueurs sont à leur cote rapide ; {system} ne classe que les parties lentes.",
        "en": "Rapid event: its players are at their rapid rating; {system} rates standard games only.",
    },
    "import_blitz": {
        "fr": "Tournoi de blitz : ses joueurs sont à leur cote blitz ; {system} ne classe que les parties lentes.",
        "en": "Blitz event: its players are at their blitz rating; {system} rates standard games only.",
    },
    "import_system_belgian-file": {"fr": "Système {system} : un fichier de soumission belge.",
                                   "en": "System {system}: a Belgian submission file."},
    "import_system_national-federation": {"fr": "Système {system} : la fédération du tournoi est {federation}.",
                                          "en": "System {system}: the tournament's federation is {federation}."},
    "import_system_other-federation": {
        "fr": "Système {system} : la fédération du tournoi est {federation}, ni la Belgique ni la France ; "
              "il est classé par la FIDE (--system pour en choisir un autre).",
        "en": "System {system}: the tournament's federation is {federation}, neither Belgium nor France, so "
              "FIDE rates it (--system to choose another).",
    },
    "import_system_papi-file": {"fr": "Système {system} : un fichier Papi sans fédération (le programme de la FFE).",
                                "en": "System {system}: a Papi file naming no federation (the FFE's program)."},
    "import_system_club-default": {"fr": "Système {system} : le fichier ne nomme aucune fédération ; "
                                         "système par défaut du club.",
                                   "en": "System {system}: the file names no federation; the club's default."},
    "import_system_chosen": {"fr": "Système {system} : choisi par vous (--system).",
                             "en": "System {system}: chosen by you (--system)."},
    "list_import_done": {
        "fr": "{file} ({format}) importé : {players} joueurs, {ratings_set} cotes mises à jour.",
        "en": "{file} ({format}) imported: {players} players, {ratings_set} ratings updated.",
    },
    "match_new": {"fr": "  nouveau : {name}", "en": "  new: {name}"},
    "match_filled": {"fr": "  complété : {name} ({fields})", "en": "  filled in: {name} ({fields})"},
    "match_name": {"fr": "  reconnu par le nom seul : {name} → joueur {id}",
                   "en": "  matched by name only: {name} → player {id}"},
    "warning": {"fr": "  attention : {text}", "en": "  warning: {text}"},
    "more_lines": {"fr": "  … et {count} autres lignes (--verbose pour tout voir)",
                   "en": "  … and {count} more lines (--verbose to see them all)"},
    "applied": {
        "fr": "Appliqué : {what} (run {run}) ; cote changée pour {players} joueurs, fiches écrites pour "
              "{states} joueurs. Sauvegarde préalable : {backup}.",
        "en": "Applied: {what} (run {run}); {players} players' ratings changed, {states} players' records "
              "written. Backup taken first: {backup}.",
    },
    "undone": {
        "fr": "Annulé : {what} (run {run}) ; cote rétablie pour {players} joueurs, fiches rétablies pour "
              "{states} joueurs.",
        "en": "Undone: {what} (run {run}); {players} players' ratings restored, {states} players' records "
              "restored.",
    },
    "preview_header": {
        "fr": "Aperçu {what} — rien n'est écrit. {count} joueurs.",
        "en": "Preview {what} — nothing written. {count} players.",
    },
    "written": {"fr": "Écrit : {file}", "en": "Written: {file}"},
    "event_edited": {"fr": "Événement {event} « {name} » modifié : {changes}.",
                     "en": "Event {event} \"{name}\" changed: {changes}."},
    "event_change": {"fr": "{field} : {before} → {after}", "en": "{field}: {before} → {after}"},
    "event_unchanged": {"fr": "Événement {event} « {name} » : rien à changer.",
                        "en": "Event {event} \"{name}\": nothing to change."},
    "event_deleted": {
        "fr": "Événement {event} « {name} » supprimé avec {players} inscriptions et {games} parties ; les joueurs "
              "restent au club. Sauvegarde préalable : {backup}.",
        "en": "Event {event} \"{name}\" deleted with {players} entries and {games} games; the players stay in the "
              "club. Backup taken first: {backup}.",
    },
    "screenshots": {"fr": "{count} images écrites dans {folder}.", "en": "{count} pictures written to {folder}."},
    "check_ok": {"fr": "Aucun problème trouvé.", "en": "No problem found."},
    "check_count": {"fr": "{count} point(s) à vérifier :", "en": "{count} point(s) to look at:"},
}

# Column headings of the human tables.
HEADINGS: dict[str, dict[str, str]] = {
    "id": {"fr": "n°", "en": "id"},
    "name": {"fr": "nom", "en": "name"},
    "club": {"fr": "club", "en": "club"},
    "rank": {"fr": "rang", "en": "rank"},
    "rating": {"fr": "cote", "en": "rating"},
    "games": {"fr": "parties", "en": "games"},
    "change": {"fr": "écart", "en": "change"},
    "grade": {"fr": "grade", "en": "grade"},
    "old": {"fr": "ancienne", "en": "old"},
    "new": {"fr": "nouvelle", "en": "new"},
    "status": {"fr": "statut", "en": "status"},
    "system": {"fr": "système", "en": "system"},
    "start": {"fr": "début", "en": "start"},
    "end": {"fr": "fin", "en": "end"},
    "players": {"fr": "joueurs", "en": "players"},
    "place": {"fr": "lieu", "en": "place"},
    "arbiter": {"fr": "arbitre", "en": "arbiter"},
    "rounds": {"fr": "rondes", "en": "rounds"},
    "rate": {"fr": "cadence", "en": "rate"},
}

STATUSES: dict[str, dict[str, str]] = {
    "rated": {"fr": "calculé", "en": "rated"},
    "new": {"fr": "nouveau", "en": "new"},
    "provisional": {"fr": "provisoire", "en": "provisional"},
    "unrated": {"fr": "non classé", "en": "unrated"},
    "unchanged": {"fr": "inchangé", "en": "unchanged"},
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
