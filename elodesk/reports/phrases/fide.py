"""Sentences for the ``fide`` records (``elodesk.core.fide``): every figure with its article.

All the words are in the tables below, in English; French and Dutch are in the
catalogues. The functions only choose a template (the line of 8.3.3 behind K,
how D was counted, how the change was rounded) and write the figures; an
officer can redo each step from the sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.catalogue import Message, msg
from elodesk.core import fide
from elodesk.reports.numbers import format_number, formatted_fields, short_date
from elodesk.reports.phrases import Phrase, Record

# The line of 8.3.3 that gave K (``fide_k.line``).
K_LINES: dict[str, Message] = {
    fide.K_GIVEN: msg("Phrases", "K = {k}: the K printed on the previous list."),
    fide.K_REACHED_2400: msg("Phrases", "K = {k}: rating {rating} ≥ 2400 (8.3.3)."),
    fide.K_JUNIOR: msg("Phrases", "K = {k}: junior (born {birth_year}, a junior until the end of {junior_until}, "
                                  "list of {year}) and rating {rating} < 2300 (8.3.3)."),
    fide.K_NEW_PLAYER: msg("Phrases", "K = {k}: new player, {games} rated games before the period, fewer than 30 "
                                      "(8.3.3)."),
    fide.K_OTHER: msg("Phrases", "K = {k}: rating {rating} < 2400, {games} rated games (30 or more), not a junior "
                                 "under 2300 (8.3.3)."),
}

# How D was counted (``fide_game.d_rule``), inserted after D.
D_RULES: dict[str, Message | None] = {
    fide.D_AS_IS: None,
    fide.D_CAPPED: msg("Phrases", ", counted as {d_counted_signed} (400-point rule, 8.3.1)"),
    fide.D_EXEMPT: msg("Phrases", ", counted in full (a player rated 2650 or more, 8.3.1 from 1 October 2025)"),
}

# How the change was rounded (``fide_change.rounding``), inserted after K × Σ ΔR.
ROUNDINGS: dict[str, Message | None] = {
    fide.ROUND_NONE: None,
    fide.ROUND_NEAREST: msg("Phrases", " → {change_signed} (rounded to the nearest whole number, 8.3.4)"),
    fide.ROUND_AWAY: msg("Phrases", " → {change_signed} (0.5 is rounded away from zero, 8.3.4)"),
}

# One sentence per record kind (or per variant of a record, keyed by its field's value).
TEXT: dict[str, Message] = {
    "fide_rules_note": msg("Phrases", "Period starting {period_start}, before {rules_from}: computed with the FIDE "
                                      "Regulations in force (1 March 2024, amended 1 October 2025)."),
    "seed_used": msg("Phrases", "Unrated on this list: his standard rating {standard_rating} is his starting rating "
                                "(R&B 7.2.1)."),
    "seed_unused": msg("Phrases", "Unrated on this list: his standard rating {standard_rating} would be his starting "
                                  "rating (R&B 7.2.1), but no game counts; he stays unrated."),
    "fide_700": msg("Phrases", "700 rule (8.3.3): K {k} × {games} games = {product} > 700, so K = {k_used}, the "
                               "largest whole number with K × {games} ≤ 700."),
    "fide_game": msg("Phrases", "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}; D = "
                                "{d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = {score} − {expected} = "
                                "{delta_signed}."),
    "fide_change": msg("Phrases", "Change (8.3.2): n = {games} game(s), {score} point(s) for Σ PD = {expected}, Σ ΔR "
                                  "= {sum_delta_signed}; K × Σ ΔR = {k} × {factor} = "
                                  "{change_exact_signed}{rounding}; new rating {old} {term} = {rating}."),
    "fide_below_floor": msg("Phrases", "{rating} < {floor}: the player is shown as unrated on the next list (7.2.1)."),
    "fide_no_rated_game": msg("Phrases", "No rated game this period: the rating {rating} is unchanged."),
    "fide_pool_earlier": msg("Phrases", "Results already pooled (7.1.4): {games} game(s) against rated players, sum "
                                        "of ratings {opponents_sum}, {points} point(s)."),
    "fide_pool_game": msg("Phrases", "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, "
                                     "added to the pool ({pool_games} game(s))."),
    "fide_pool_short": msg("Phrases", "{games} game(s) against rated players, fewer than {minimum}: no rating yet; "
                                      "these results go on to the next period (7.1.4)."),
    "fide_initial": msg("Phrases", "Initial rating (8.2): with two hypothetical opponents at {hypothetical}, both "
                                   "drawn, Ra = ({opponents_sum} + 2 × {hypothetical}) / ({games} + 2) = {ra}; p = "
                                   "({points} + 1) / ({games} + 2) = {p_exact} → {p}; dp = {dp_signed} (table "
                                   "8.1.1); Ru = Ra + dp = {ru_exact} → {ru}."),
    "fide_initial_cap": msg("Phrases", "{ru} > {cap}: the initial rating is {cap}, the maximum (8.2.3)."),
    "fide_initial_floor": msg("Phrases", "{rating} < {floor}: no rating is published (7.1.4); the results go on to "
                                         "the next period."),
    "increase_applied": msg("Phrases", "1 March 2024 increase: {before} + 0.40 × (2000 − {before}) = {value_exact} → "
                                       "{after}."),
    "increase_none": msg("Phrases", "1 March 2024 increase: {before} ≥ 2000, rating unchanged."),
    "fide_game_event": msg("Phrases", "Game {game} of {date}, tournament {event}, against {opponent}: ratings "
                                      "{rating} and {opponent_rating} (the list in force at the tournament's start); "
                                      "score {score}; D = {d_signed}{d_rule}; PD = {expected} (table 8.1.2); ΔR = "
                                      "{score} − {expected} = {delta_signed}."),
    "fide_pool_game_event": msg("Phrases", "Game {game} of {date}, tournament {event}, against {opponent} "
                                           "({opponent_rating} on the list in force at the tournament's start): score "
                                           "{score}, added to the pool ({pool_games} game(s))."),
    "fide_event": msg("Phrases", "Tournament {event}{name}, started {start}: its games are rated with the ratings of "
                                 "the list in force at its start, the player's and his opponents'."),
}

# Which list a tournament goes on (``fide_event.rule``), and a starting list the club's history lacks.
EVENT_LISTS: dict[str, Message] = {
    "7.1.3": msg("Phrases", "Rated on the list of {list_date}: ended {end}, at least 3 days before it (7.1.3)."),
    "9.1": msg("Phrases", "Rated on the list of {list_date}: ended {end}, within five days of the month's end, "
                          "reported for the following list (9.1)."),
    "missing": msg("Phrases", "The list of {start_list} is missing from the club's rating history: the ratings "
                              "are those of the list of {ratings_list}, the nearest earlier one."),
}

# What a FIDE period's preview says of its events (the Ratings page, ``elodesk preview``).
NOTICES: dict[str, Message] = {
    "event": msg("Phrases", "{name}: {list}"),
    "missing": msg("Phrases", "The FIDE list of {month} is missing from the club's rating history for {players} "
                              "player(s) of {name}: the list of {used}, the nearest earlier one, stands in."),
    "more_events": msg("Phrases", "And {count} more event(s) on this list."),
    "missing_none": msg("Phrases", "The FIDE list of {month} is missing from the club's rating history for {players} "
                                   "player(s) of {name}, and no earlier one: their ratings of the period stand in."),
}


def event_list_text(name: str, end: str, list_date: str, rule: str, lang: str) -> str:
    """An event of a FIDE period: the list it goes on and why (7.1.3, or one list later by 9.1)."""
    return NOTICES["event"].say(lang, name=name, list=EVENT_LISTS[rule].say(
        lang, list_date=short_date(list_date), end=short_date(end)))


def missing_list_text(name: str, month: str, used: str | None, players: int, lang: str) -> str:
    """A starting list the club's history lacks, and the list that stood in (months YYYY-MM)."""
    key = "missing" if used else "missing_none"
    return NOTICES[key].say(lang, name=name, month=short_date(f"{month}-01"),
                            used=short_date(f"{used}-01") if used else "", players=players)


# Why a game did not count, for the reasons ``fide`` adds to those of the other chess systems.
REASONS: dict[str, Message] = {
    fide.OUTSIDE_PERIOD: msg("Phrases", "outside the period"),
    fide.RULE_600: msg("Phrases", "600-point rule (R&B 7.3.1, from 1 December 2024): {opponent_rating} against "
                                  "{own_rating}, {gap} apart ≥ 600 and one player rated above 2600"),
    fide.ZERO_FIRST_EVENT: msg("Phrases", "a zero score in his first event, which is disregarded (8.2.1)"),
    fide.UNRATED_IN_EVENT: msg("Phrases", "unrated on the list in force at the tournament's start, so unrated in "
                                          "that tournament"),
}


def _say(table: Mapping[str, Message | None], key: str, record: Record, lang: str, **extra: Any) -> str:
    """The template ``table[key]`` in ``lang``, filled with the record's figures (and ``extra``); none is empty."""
    message = table[key]
    return message.say(lang, **formatted_fields({**record, **extra}, lang)) if message else ""


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
    kind = "fide_game" if r.get("event") is None else "fide_game_event"
    return _say(TEXT, kind, r, lang, d_rule=_say(D_RULES, r["d_rule"], r, lang))


def _pool_game(r: Record, lang: str) -> str:
    return _say(TEXT, "fide_pool_game" if r.get("event") is None else "fide_pool_game_event", r, lang)


def _event(r: Record, lang: str) -> str:
    """A tournament: its starting list; the list it goes on and why; the list read instead of a missing one."""
    name = f" « {r['name']} »" if lang == "fr" and r.get("name") else f" “{r['name']}”" if r.get("name") else ""
    days = {key: short_date(r.get(key)) for key in ("end", "list_date", "ratings_list")}
    days["start"] = short_date(r["date"])
    text = [_say(TEXT, "fide_event", r, lang, name=name, **days)]
    if r.get("rule") in EVENT_LISTS and r.get("list_date"):
        text.append(_say(EVENT_LISTS, r["rule"], r, lang, **days))
    if r.get("ratings_list"):
        text.append(_say(EVENT_LISTS, "missing", r, lang, start_list=short_date(r["date"][:8] + "01"), **days))
    return " ".join(text)


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


PHRASES: dict[str, Phrase] = {
    "fide_seed": _seed,
    "fide_k": _k,
    "fide_700": _rule_700,
    "fide_game": _game,
    "fide_pool_game": _pool_game,
    "fide_event": _event,
    "fide_change": _change,
    "fide_initial": _initial,
    "fide_increase_2024": _increase,
    **{kind: _plain(kind) for kind in (
        "fide_rules_note", "fide_below_floor", "fide_no_rated_game", "fide_pool_earlier",
        "fide_pool_short", "fide_initial_cap", "fide_initial_floor")},
}
