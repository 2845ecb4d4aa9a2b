"""The tie-breaks of ``elodesk.reports.tiebreaks`` named and explained in one line, for the help.

One column per language: a language is added by adding a column.
"""

from __future__ import annotations

from elodesk.reports import tiebreaks as tb

NAMES: dict[str, dict[str, str]] = {
    tb.BH: {"fr": "Buchholz", "en": "Buchholz"},
    tb.BH_C1: {"fr": "Buchholz tronqué 1", "en": "Buchholz Cut-1"},
    tb.BH_C2: {"fr": "Buchholz tronqué 2", "en": "Buchholz Cut-2"},
    tb.BH_M1: {"fr": "Buchholz médian 1", "en": "Buchholz Median-1"},
    tb.BH_M2: {"fr": "Buchholz médian 2", "en": "Buchholz Median-2"},
    tb.SB: {"fr": "Sonneborn-Berger", "en": "Sonneborn-Berger"},
    tb.DE: {"fr": "Confrontation directe", "en": "Direct encounter"},
    tb.WIN: {"fr": "Victoires", "en": "Wins"},
    tb.WON: {"fr": "Victoires sur l'échiquier", "en": "Games won"},
    tb.BPG: {"fr": "Parties avec les noirs", "en": "Games with black"},
    tb.BWG: {"fr": "Victoires avec les noirs", "en": "Wins with black"},
    tb.PS: {"fr": "Cumul progressif", "en": "Progressive score"},
    tb.ARO: {"fr": "Moyenne Elo des adversaires", "en": "Average rating of opponents"},
}

EXPLANATIONS: dict[str, dict[str, str]] = {
    tb.BH: {
        "fr": "La somme des points des adversaires ; une ronde non jouée compte les points du joueur lui-même "
              "(adversaire fictif, C.07 art. 16).",
        "en": "The sum of the opponents' scores; a round not played counts the player's own score "
              "(dummy opponent, C.07 art. 16).",
    },
    tb.BH_C1: {
        "fr": "Le Buchholz sans la plus faible valeur, une ronde non jouée de son fait retirée d'abord.",
        "en": "Buchholz without its least value, a round the player chose not to play cut first.",
    },
    tb.BH_C2: {
        "fr": "Le Buchholz sans ses deux plus faibles valeurs, les rondes non jouées de son fait retirées d'abord.",
        "en": "Buchholz without its two least values, rounds the player chose not to play cut first.",
    },
    tb.BH_M1: {
        "fr": "Le Buchholz sans la plus faible ni la plus forte valeur.",
        "en": "Buchholz without its least and its greatest value.",
    },
    tb.BH_M2: {
        "fr": "Le Buchholz sans ses deux plus faibles ni ses deux plus fortes valeurs.",
        "en": "Buchholz without its two least and its two greatest values.",
    },
    tb.SB: {
        "fr": "Pour chaque ronde, les points de l'adversaire multipliés par les points marqués contre lui.",
        "en": "For each round, the opponent's score times the points scored against him.",
    },
    tb.DE: {
        "fr": "Les points marqués dans les parties jouées entre les ex aequo ; dans un open, seulement si "
              "les autres ne peuvent plus rattraper.",
        "en": "The points scored in the games played between the tied players; in a Swiss, only when the "
              "others could not catch up.",
    },
    tb.WIN: {
        "fr": "Le nombre de rondes gagnées, forfaits et exempts à un point compris.",
        "en": "The number of rounds won, forfeits and one-point byes included.",
    },
    tb.WON: {
        "fr": "Le nombre de parties gagnées sur l'échiquier.",
        "en": "The number of games won over the board.",
    },
    tb.BPG: {
        "fr": "Le nombre de parties jouées avec les noirs.",
        "en": "The number of games played with black.",
    },
    tb.BWG: {
        "fr": "Le nombre de parties gagnées avec les noirs.",
        "en": "The number of games won with black.",
    },
    tb.PS: {
        "fr": "La somme des scores cumulés après chaque ronde : les points marqués tôt comptent plus.",
        "en": "The sum of the running scores after each round: early points weigh more.",
    },
    tb.ARO: {
        "fr": "La moyenne des cotes des adversaires classés rencontrés sur l'échiquier, arrondie à l'unité.",
        "en": "The mean rating of the rated opponents met over the board, to the nearest whole number.",
    },
}

