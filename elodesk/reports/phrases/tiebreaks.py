"""The tie-breaks of ``elodesk.reports.tiebreaks`` named and explained in one line, for the help.

English here; French and Dutch in the catalogues (``NAMES[code][lang]`` reads one).
"""

from __future__ import annotations

from elodesk.catalogue import Message, msg
from elodesk.reports import tiebreaks as tb

NAMES: dict[str, Message] = {
    tb.BH: msg("Phrases", "Buchholz"),
    tb.BH_C1: msg("Phrases", "Buchholz Cut-1"),
    tb.BH_C2: msg("Phrases", "Buchholz Cut-2"),
    tb.BH_M1: msg("Phrases", "Buchholz Median-1"),
    tb.BH_M2: msg("Phrases", "Buchholz Median-2"),
    tb.SB: msg("Phrases", "Sonneborn-Berger"),
    tb.DE: msg("Phrases", "Direct encounter"),
    tb.WIN: msg("Phrases", "Wins"),
    tb.WON: msg("Phrases", "Games won"),
    tb.BPG: msg("Phrases", "Games with black"),
    tb.BWG: msg("Phrases", "Wins with black"),
    tb.PS: msg("Phrases", "Progressive score"),
    tb.ARO: msg("Phrases", "Average rating of opponents"),
    tb.REP: msg("Phrases", "Rounds one elected to play"),
    tb.STD: msg("Phrases", "Standard points"),
    tb.TPN: msg("Phrases", "Tournament pairing number"),
    tb.RTNG: msg("Phrases", "Rating"),
}

EXPLANATIONS: dict[str, Message] = {
    tb.BH: msg("Phrases", "The sum of the opponents' scores; in a Swiss a round not played counts the player's own "
                          "score (dummy opponent, C.07 art. 16; capped in the 2026 edition), in a round-robin a "
                          "forfeit counts as the game."),
    tb.BH_C1: msg("Phrases", "Buchholz without its least value, a round the player chose not to play cut first."),
    tb.BH_C2: msg("Phrases", "Buchholz without its two least values, rounds the player chose not to play cut first."),
    tb.BH_M1: msg("Phrases", "Buchholz without its least and its greatest value."),
    tb.BH_M2: msg("Phrases", "Buchholz without its two least and its two greatest values."),
    tb.SB: msg("Phrases", "For each round, the opponent's score times the points scored against him."),
    tb.DE: msg("Phrases", "The points scored in the games played between the tied players; in a Swiss, only when the "
                          "others could not catch up."),
    tb.WIN: msg("Phrases", "The number of rounds won, forfeits and one-point byes included."),
    tb.WON: msg("Phrases", "The number of games won over the board."),
    tb.BPG: msg("Phrases", "The number of games played with black."),
    tb.BWG: msg("Phrases", "The number of games won with black."),
    tb.PS: msg("Phrases", "The sum of the running scores after each round: early points weigh more."),
    tb.ARO: msg("Phrases", "The mean rating of the rated opponents met over the board, to the nearest whole number."),
    tb.REP: msg("Phrases", "The rounds played over the board or won (GE in the 2023 edition): half-point and "
                           "zero-point byes, absences and forfeit losses do not count."),
    tb.STD: msg("Phrases", "The points of each round counted 1 for a win, ½ for a draw, 0 for a loss (2026 edition)."),
    tb.TPN: msg("Phrases", "The pairing number in the tournament, the lower first (2026 edition)."),
    tb.RTNG: msg("Phrases", "The participant's own rating, the higher first; not used when a participant is "
                            "unrated (2026 edition)."),
}

