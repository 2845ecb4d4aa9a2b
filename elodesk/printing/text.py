"""The sheets' words: English here, French (the default) and Dutch in the catalogues.

Sheets are printed by the application and by the command line alike, so their
words are read from the catalogues without Qt (:mod:`elodesk.catalogue`,
context ``Sheets``): ``say(key, lang, **values)``. The application passes
``ctx.text_lang``. Grade names are RULES.md's French ones, given in English and
Dutch on those sheets as the application names them (the catalogues' ``grades``).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from elodesk.catalogue import Message, msg
from elodesk.core import systems

TEXT: dict[str, Message] = {
    # page furniture
    "page": msg("Sheets", "page {page} / {pages}"),
    "continued": msg("Sheets", "{text} (continued)"),
    "printed_by": msg("Sheets", "printed by elodesk"),
    # rates and modes (the systems' names are the registry's, core.systems)
    "rate_standard": msg("Sheets", "standard"),
    "rate_rapid": msg("Sheets", "rapid"),
    "rate_blitz": msg("Sheets", "blitz"),
    # FIDE rating report
    "fide_report_title": msg("Sheets", "FIDE rating report — {event}"),
    "fide_report_note": msg("Sheets", "Rating: the FIDE rating at the start of the period; K after the 700 rule "
                                      "(8.3.3); expected score: the sum of PD (table 8.1.2); change rounded to the "
                                      "nearest whole number (8.3.4)."),
    "fide_cards_heading": msg("Sheets", "Player cards"),
    "fide_card_note": msg("Sheets", "{old} → {new}"),
    "fide_no_rated_game": msg("Sheets", "No game counted for the rating."),
    "expected": msg("Sheets", "Expected"),
    "new_rating": msg("Sheets", "New"),
    "status": msg("Sheets", "Status"),
    "date": msg("Sheets", "Date"),
    "opponent": msg("Sheets", "Opponent"),
    "classic": msg("Sheets", "classic"),
    "blitz": msg("Sheets", "blitz"),
    "diplomacy_mode": msg("Sheets", "Diplomacy, {mode}"),
    # ranking list
    "ranking_title": msg("Sheets", "Ranking list — {system}"),
    "ranked_count": msg("Sheets", "{count} ranked players"),
    "ranked_one": msg("Sheets", "1 ranked player"),
    "club_filter": msg("Sheets", "club: {club}"),
    "active_only": msg("Sheets", "active players only"),
    "youth": msg("Sheets", "youth (under 20 on 1 January {year})"),
    "senior": msg("Sheets", "seniors (65 and over on 1 January {year})"),
    "women": msg("Sheets", "women"),
    "no_ranked": msg("Sheets", "No ranked player matches these criteria."),
    "change_note": msg("Sheets", "Change: the difference made by the last applied run that rated the player."),
    "active_note": msg("Sheets", "Active: players rated by at least one applied run."),
    "diplomacy_note": msg("Sheets", "Global Elo: the mean over the seven powers (1500 for a power never played)."),
    # column headings
    "rank": msg("Sheets", "Rank"),
    "name": msg("Sheets", "Name"),
    "club": msg("Sheets", "Club"),
    "rating": msg("Sheets", "Rating"),
    "level": msg("Sheets", "Level"),
    "global_elo": msg("Sheets", "Global Elo"),
    "games": msg("Sheets", "Games"),
    "battles": msg("Sheets", "Battles"),
    "change": msg("Sheets", "Change"),
    "grade": msg("Sheets", "Grade"),
    # grade table
    "grades_title": msg("Sheets", "Grade table — Bataille Empire"),
    "generals_count": msg("Sheets", "{count} generals"),
    "generals_one": msg("Sheets", "1 general"),
    "generals_none": msg("Sheets", "no general"),
    "level_from": msg("Sheets", "level {low} and above"),
    "level_below": msg("Sheets", "level below {limit}"),
    "level_range": msg("Sheets", "levels {low} to {high}"),
    "grades_note": msg("Sheets", "Rank: place in the generals' overall ranking list."),
    # event standings
    "event_from_to": msg("Sheets", "{start} to {end}"),
    "event_on": msg("Sheets", "{day}"),
    "arbiter": msg("Sheets", "arbiter: {name}"),
    "standings_crosstable": msg("Sheets", "Standings and crosstable"),
    "round_short": msg("Sheets", "R{round}"),
    "points": msg("Sheets", "Pts"),
    "tiebreaks_legend": msg("Sheets", "Tie-breaks (FIDE C.07, {edition} edition), in order: {tiebreaks}."),
    "tiebreaks_left_out": msg("Sheets", "Left out, as the {edition} edition allows no Buchholz in a round robin: "
                                        "{tiebreaks}."),
    "white": msg("Sheets", "w"),
    "black": msg("Sheets", "b"),
    "crosstable_legend": msg("Sheets", "Each round: result (+ win, = draw, − loss, ? not played yet), the opponent's "
                                       "final rank and the colour ({white} white, {black} black); F: forfeit. Byes: "
                                       "H half point, F full point, U pairing bye, Z absence."),
    # a round's pairings and result slips
    "pairings_title": msg("Sheets", "{event} — pairings of round {round}"),
    "slips_title": msg("Sheets", "{event} — result slips of round {round}"),
    "board": msg("Sheets", "Board"),
    "white_player": msg("Sheets", "White"),
    "black_player": msg("Sheets", "Black"),
    "result": msg("Sheets", "Result"),
    "points_before": msg("Sheets", "Pts"),
    "boards_count": msg("Sheets", "{count} boards"),
    "no_boards": msg("Sheets", "No game paired in this round."),
    "unpaired_heading": msg("Sheets", "Without an opponent this round"),
    "bye_H": msg("Sheets", "bye, half a point"),
    "bye_F": msg("Sheets", "bye, full point"),
    "bye_U": msg("Sheets", "pairing-allocated bye"),
    "bye_Z": msg("Sheets", "absent"),
    "pairings_legend": msg("Sheets", "Pts: points before the round. The player named first has White. Write the "
                                     "result: 1-0, ½-½ or 0-1."),
    "slip_heading": msg("Sheets", "Round {round} — board {board}"),
    "slip_result": msg("Sheets", "☐ 1-0     ☐ ½-½     ☐ 0-1"),
    "slip_signatures": msg("Sheets", "Signatures: White ____________   Black ____________"),
    "players_count": msg("Sheets", "{count} players"),
    "no_players": msg("Sheets", "No player in this event."),
    "generals_standings": msg("Sheets", "Generals' standings"),
    "victories": msg("Sheets", "W"),
    "draws": msg("Sheets", "D"),
    "defeats": msg("Sheets", "L"),
    "score": msg("Sheets", "Score"),
    "level_before": msg("Sheets", "Before"),
    "level_after": msg("Sheets", "After"),
    "bataille_legend": msg("Sheets", "W wins, D draws, L losses; score: the battles' S added up (1.5 crushing, 1.25 "
                                     "decisive, 1 marginal, 0.5 draw). Levels before and after the event."),
    "not_applied": msg("Sheets", "Not applied yet: the changes are those of the run's preview."),
    "no_battles": msg("Sheets", "No battle in this event."),
    "board_title": msg("Sheets", "Game {ref} — {day}, {mode}, {scoring}"),
    "solo": msg("Sheets", "solo"),
    "power": msg("Sheets", "Power"),
    "player": msg("Sheets", "Player"),
    "centers": msg("Sheets", "Centres"),
    "elo_before": msg("Sheets", "Elo before"),
    "elo_after": msg("Sheets", "Elo after"),
    "not_counted": msg("Sheets", "Game not counted for Elo ({why})."),
    "why_not_used": msg("Sheets", "not used for Elo"),
    "why_excluded": msg("Sheets", "excluded"),
    "why_state": msg("Sheets", 'state "{state}"'),
    "why_incomplete": msg("Sheets", "powers missing"),
    "diplomacy_games": msg("Sheets", "Games"),
    "global_elo_title": msg("Sheets", "Players' global Elo"),
    "mode_before": msg("Sheets", "{mode} before"),
    "mode_after": msg("Sheets", "{mode} after"),
    "diplomacy_legend": msg("Sheets", "Change: the player's Elo change in the power he played, in the game's mode."),
    "no_games": msg("Sheets", "No game in this event."),
    # player record card
    "card_title": msg("Sheets", "Player record card — {name}"),
    "identity": msg("Sheets", "Identity"),
    "player_id": msg("Sheets", "elodesk number"),
    "birth_date": msg("Sheets", "Date of birth"),
    "sex": msg("Sheets", "Sex"),
    "sex_M": msg("Sheets", "male"),
    "sex_F": msg("Sheets", "female"),
    "federation": msg("Sheets", "Federation"),
    "title": msg("Sheets", "Title"),
    "fide_id": msg("Sheets", "FIDE id"),
    "frbe_id": msg("Sheets", "FRBE number"),
    "ffe_id": msg("Sheets", "FFE licence"),
    "fide_rating": msg("Sheets", "FIDE rating"),
    "current_ratings": msg("Sheets", "Current ratings"),
    "system": msg("Sheets", "System"),
    "remark": msg("Sheets", "Remark"),
    "rank_of": msg("Sheets", "{rank} / {count}"),
    "unrated": msg("Sheets", "unrated"),
    "provisional": msg("Sheets", "provisional rating {value}"),
    "estimate": msg("Sheets", "an estimate, not yet a rating"),
    "inactive": msg("Sheets", "inactive"),
    "fide_flag": msg("Sheets", "Activity"),
    "powers_played": msg("Sheets", "{count} powers played"),
    "power_played": msg("Sheets", "1 power played"),
    "history": msg("Sheets", "Rating history"),
    "no_history": msg("Sheets", "No applied run has rated this player."),
    "last_run": msg("Sheets", "Last run — {system}, {day}: {old} → {new} ({status})"),
    "single_run": msg("Sheets", "Only one applied run so far: no curve to draw yet."),
    "last_run_unrated": msg("Sheets", "Last run — {system}, {day} ({status})"),
    "eliminated_legend": msg("Sheets", "†: eliminated."),
    "no_ratings": msg("Sheets", "No rating."),
    # statuses of a run
    "status_rated": msg("Sheets", "rated"),
    "status_new": msg("Sheets", "new"),
    "status_provisional": msg("Sheets", "provisional"),
    "status_unrated": msg("Sheets", "unrated"),
    "status_unchanged": msg("Sheets", "unchanged"),
}

# The grades by their French name (the data's), as the window names them (ui.widgets.grade_texts marks them).
GRADES: dict[str, Message] = {
    "Adjudant": Message("grades", "Warrant Officer"), "Lieutenant": Message("grades", "Lieutenant"),
    "Capitaine": Message("grades", "Captain"), "Chef de bataillon": Message("grades", "Major"),
    "Colonel": Message("grades", "Colonel"), "Général de Brigade": Message("grades", "Brigadier General"),
    "Général de Division": Message("grades", "Major General"),
    "Général en Chef": Message("grades", "General-in-Chief"),
    "Maréchal d'Empire": Message("grades", "Marshal of the Empire"),
}

MONTHS = (msg("Sheets", "January"), msg("Sheets", "February"), msg("Sheets", "March"), msg("Sheets", "April"),
          msg("Sheets", "May"), msg("Sheets", "June"), msg("Sheets", "July"), msg("Sheets", "August"),
          msg("Sheets", "September"), msg("Sheets", "October"), msg("Sheets", "November"),
          msg("Sheets", "December"))


def say(key: str, lang: str, **values: Any) -> str:
    return TEXT[key].say(lang, **values)


def system_name(system: str, lang: str, mode: str | None = None) -> str:
    """A system's name as the window gives it (the one registry), with Diplomacy's mode."""
    known = systems.BY_ID.get(system)
    if mode and known is not None and known.role_modes:
        return say("diplomacy_mode", lang, mode=say(mode, lang))
    return systems.system_name(system, lang)


def month_names(lang: str) -> tuple[str, ...]:
    """The twelve months in ``lang``, January first."""
    return tuple(month.say(lang) for month in MONTHS)


def long_date(day: date, lang: str) -> str:
    """21 novembre 2026 / 21 November 2026 / 21 november 2026 (1er for the first day in French)."""
    text = msg("Sheets", "1 {month} {year}") if day.day == 1 else msg("Sheets", "{day} {month} {year}")
    return text.say(lang, day=day.day, month=MONTHS[day.month - 1].say(lang), year=day.year)


def grade_name(name: str | None, lang: str) -> str:
    if not name:
        return ""
    grade = GRADES.get(name)
    return grade.say(lang) if grade else name


def status_text(status: str, lang: str) -> str:
    key = f"status_{status}"
    return say(key, lang) if key in TEXT else status
