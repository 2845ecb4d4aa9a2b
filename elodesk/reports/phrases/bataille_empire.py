"""Sentences for the `bataille-empire` explanation records (kinds ``be_*``).

Each battle shows its formula with the figures filled in, as the federation's
sheet does: ``60 × (1,25 − 0,72) = +31,8 → +32``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.catalogue import Message, msg, number_form
from elodesk.core import bataille_empire as be
from elodesk.reports.numbers import DECIMAL_COMMA, format_number, short_date, signed
from elodesk.reports.phrases import Phrase

OUTCOMES: dict[str, Message] = {
    "defeat": msg("Phrases", "defeat"),
    "draw": msg("Phrases", "draw"),
    "marginal": msg("Phrases", "marginal victory"),
    "decisive": msg("Phrases", "decisive victory"),
    "crushing": msg("Phrases", "crushing victory"),
}

_MARSHAL = msg("Phrases", "Marshal: level 1400 or more")


def _few_games(n: int, lang: str) -> str:
    return number_form(lang, n, msg("Phrases", "{n} game before this one, fewer than 8"),
                       msg("Phrases", "{n} games before this one, fewer than 8"))


def _k_reason(reason: str, games_before: int, lang: str) -> str:
    if reason == be.K_FEW_GAMES:
        return _few_games(games_before, lang)
    if reason == be.K_MARSHAL:
        return _MARSHAL.say(lang)
    return msg("Phrases", "{few}; {marshal}").say(lang, few=_few_games(games_before, lang),
                                                  marshal=_MARSHAL.say(lang))


# The penalty -> the level it takes to incur it (strictly above).
_PENALTY_ABOVE = {penalty: above for above, penalty in be.INACTIVITY_PENALTIES}
_NO_PENALTY_AT_OR_BELOW = be.INACTIVITY_PENALTIES[-1][0]
_DECEMBER_31 = msg("Phrases", "31 December {year}")


def _two_decimals(value: float, lang: str) -> str:
    """P as the rule rounds it, both decimals written (0,80)."""
    text = f"{value:.2f}"
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def _names(people: list[str] | tuple[str, ...]) -> str:
    """Numbers or names; names written "Last, First" are parted by semicolons."""
    return ("; " if any("," in p for p in people) else ", ").join(people)


def _battle(r: Mapping[str, Any], lang: str) -> str:
    def num(x: Any) -> str:
        return format_number(x, lang)

    s, p, opp = num(r["s"]), _two_decimals(r["p"], lang), num(r["opponent_level"])
    if len(r["opponents"]) > 1:
        opp = msg("Phrases", "the opposing side's mean {level}").say(lang, level=opp)
    battle = {"battle": r["battle"], "date": short_date(r["date"]), "event": r["event"], "round": r["round"],
              "side": r["side"].upper(), "opponents": _names(r["opponents"]),
              "outcome": OUTCOMES[r["outcome"]].say(lang), "s": s}
    if r["allies"]:
        head = msg("Phrases", "Battle {battle} of {date} ({event}, round {round}), side {side} with {allies} against "
                              "{opponents}: {outcome} (S = {s}).").say(lang, allies=_names(r["allies"]), **battle)
    else:
        head = msg("Phrases", "Battle {battle} of {date} ({event}, round {round}), side {side} against {opponents}: "
                              "{outcome} (S = {s}).").say(lang, **battle)
    levels = msg("Phrases", "Level {level} against {opponent}: P = {p}.").say(lang, level=num(r["level"]),
                                                                             opponent=opp, p=p)
    k = f"K = {r['k']}"
    if r.get("k_reason"):
        k += f" ({_k_reason(r['k_reason'], r['games_before'], lang)})"
    rounded = signed(r["rounded_change"], lang)
    parts = [head, levels, k + ".", f"{r['k']} × ({s} − {p}) = {signed(r['raw_change'], lang)} → {rounded}."]
    if r["gap_rule"]:
        parts.append(msg("Phrases", "500 points or more above the opponent: cannot gain, {rounded} → 0.").say(
            lang, rounded=rounded))
    parts.append(msg("Phrases", "Level {level} ({grade}).").say(lang, level=num(r["after"]),
                                                              grade=be.grade(r["after"])))
    return " ".join(parts)


def _inactivity(r: Mapping[str, Any], lang: str) -> str:
    day = _DECEMBER_31.say(lang, year=r["year"])
    before, after, penalty = r["before"], r["after"], r["penalty"]
    if penalty:
        return msg("Phrases", "{day}: no battle that year, inactivity penalty of {penalty} (level {before} above "
                              "{above}): {before} → {after}.").say(lang, day=day, penalty=penalty, before=before,
                                                                    above=_PENALTY_ABOVE[penalty], after=after)
    return msg("Phrases", "{day}: no battle that year, but level {before} ≤ {lowest}: no inactivity penalty.").say(
        lang, day=day, before=before, lowest=_NO_PENALTY_AT_OR_BELOW)


PHRASES: dict[str, Phrase] = {
    "be_battle": _battle,
    "be_inactivity": _inactivity,
    "be_grade": msg("Phrases", "Grade: {old_grade} → {grade} (level {before} → {after})."),
}
