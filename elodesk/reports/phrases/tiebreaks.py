"""The tie-breaks of ``elodesk.reports.tiebreaks`` named and explained in one line, for the help.

One column per language: a language is added by adding a column.
"""

from __future__ import annotations

from elodesk.reports import tiebreaks as tb

NAMES: dict[str, dict[str, str]] = {
    tb.BH: {"fr": "Buchholz", "en": "Buchholz", "nl": "Buchholz"},
    tb.BH_C1: {"fr": "Buchholz tronqué 1", "en": "Buchholz Cut-1", "nl": "Buchholz min 1"},
    tb.BH_C2: {"fr": "Buchholz tronqué 2", "en": "Buchholz Cut-2", "nl": "Buchholz min 2"},
    tb.BH_M1: {"fr": "Buchholz médian 1", "en": "Buchholz Median-1", "nl": "Mediaan-Buchholz 1"},
    tb.BH_M2: {"fr": "Buchholz médian 2", "en": "Buchholz Median-2", "nl": "Mediaan-Buchholz 2"},
    tb.SB: {"fr": "Sonneborn-Berger", "en": "Sonneborn-Berger", "nl": "Sonneborn-Berger"},
    tb.DE: {"fr": "Confrontation directe", "en": "Direct encounter", "nl": "Onderlinge partij"},
    tb.WIN: {"fr": "Victoires", "en": "Wins", "nl": "Overwinningen"},
    tb.WON: {"fr": "Victoires sur l'échiquier", "en": "Games won", "nl": "Gewonnen partijen"},
    tb.BPG: {"fr": "Parties avec les noirs", "en": "Games with black", "nl": "Partijen met zwart"},
    tb.BWG: {"fr": "Victoires avec les noirs", "en": "Wins with black", "nl": "Overwinningen met zwart"},
    tb.PS: {"fr": "Cumul progressif", "en": "Progressive score", "nl": "Progressieve score"},
    tb.ARO: {"fr": "Moyenne Elo des adversaires", "en": "Average rating of opponents",
             "nl": "Gemiddelde rating van de tegenstanders"},
}

EXPLANATIONS: dict[str, dict[str, str]] = {
    tb.BH: {
        "fr": "La somme des points des adversaires ; une ronde non jouée compte les points du joueur lui-même "
              "(adversaire fictif, C.07 art. 16).",
        "en": "The sum of the opponents' scores; a round not played counts the player's own score "
              "(dummy opponent, C.07 art. 16).",
        "nl": "De som van de punten van de tegenstanders; een niet-gespeelde ronde telt de eigen punten van "
              "de speler (fictieve tegenstander, C.07 art. 16).",
    },
    tb.BH_C1: {
        "fr": "Le Buchholz sans la plus faible valeur, une ronde non jouée de son fait retirée d'abord.",
        "en": "Buchholz without its least value, a round the player chose not to play cut first.",
        "nl": "De Buchholz zonder de laagste waarde, waarbij eerst een ronde die de speler zelf niet speelde "
              "wordt geschrapt.",
    },
    tb.BH_C2: {
        "fr": "Le Buchholz sans ses deux plus faibles valeurs, les rondes non jouées de son fait retirées d'abord.",
        "en": "Buchholz without its two least values, rounds the player chose not to play cut first.",
        "nl": "De Buchholz zonder de twee laagste waarden, waarbij eerst de rondes die de speler zelf niet "
              "speelde worden geschrapt.",
    },
    tb.BH_M1: {
        "fr": "Le Buchholz sans la plus faible ni la plus forte valeur.",
        "en": "Buchholz without its least and its greatest value.",
        "nl": "De Buchholz zonder de laagste en de hoogste waarde.",
    },
    tb.BH_M2: {
        "fr": "Le Buchholz sans ses deux plus faibles ni ses deux plus fortes valeurs.",
        "en": "Buchholz without its two least and its two greatest values.",
        "nl": "De Buchholz zonder de twee laagste en de twee hoogste waarden.",
    },
    tb.SB: {
        "fr": "Pour chaque ronde, les points de l'adversaire multipliés par les points marqués contre lui.",
        "en": "For each round, the opponent's score times the points scored against him.",
        "nl": "Per ronde de punten van de tegenstander vermenigvuldigd met de punten behaald tegen hem.",
    },
    tb.DE: {
        "fr": "Les points marqués dans les parties jouées entre les ex aequo ; dans un open, seulement si "
              "les autres ne peuvent plus rattraper.",
        "en": "The points scored in the games played between the tied players; in a Swiss, only when the "
              "others could not catch up.",
        "nl": "De punten behaald in de partijen tussen de gelijk geëindigde spelers; in een Zwitsers toernooi "
              "alleen als de anderen niet meer kunnen inhalen.",
    },
    tb.WIN: {
        "fr": "Le nombre de rondes gagnées, forfaits et exempts à un point compris.",
        "en": "The number of rounds won, forfeits and one-point byes included.",
        "nl": "Het aantal gewonnen rondes, forfaits en byes van één punt inbegrepen.",
    },
    tb.WON: {
        "fr": "Le nombre de parties gagnées sur l'échiquier.",
        "en": "The number of games won over the board.",
        "nl": "Het aantal aan het bord gewonnen partijen.",
    },
    tb.BPG: {
        "fr": "Le nombre de parties jouées avec les noirs.",
        "en": "The number of games played with black.",
        "nl": "Het aantal partijen gespeeld met zwart.",
    },
    tb.BWG: {
        "fr": "Le nombre de parties gagnées avec les noirs.",
        "en": "The number of games won with black.",
        "nl": "Het aantal partijen gewonnen met zwart.",
    },
    tb.PS: {
        "fr": "La somme des scores cumulés après chaque ronde : les points marqués tôt comptent plus.",
        "en": "The sum of the running scores after each round: early points weigh more.",
        "nl": "De som van de tussenstanden na elke ronde: vroeg behaalde punten wegen zwaarder.",
    },
    tb.ARO: {
        "fr": "La moyenne des cotes des adversaires classés rencontrés sur l'échiquier, arrondie à l'unité.",
        "en": "The mean rating of the rated opponents met over the board, to the nearest whole number.",
        "nl": "Het gemiddelde van de ratings van de tegenstanders met rating aan het bord, afgerond op een "
              "geheel getal.",
    },
}

