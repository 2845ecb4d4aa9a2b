"""Sentences for the chess records shared by the Belgian and French systems."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.catalogue import Message, msg
from elodesk.core import explain
from elodesk.reports.numbers import format_number, ordinal, short_date, signed
from elodesk.reports.phrases import Phrase, fide

REASONS: dict[str, Message] = {
    explain.FORFEIT: msg("Phrases", "forfeit, never rated"),
    explain.OPPONENT_UNRATED: msg("Phrases", "the opponent is not rated"),
    explain.BOTH_UNRATED: msg("Phrases", "both players are still unrated"),
    explain.NON_MEMBER_WITHOUT_FIDE: msg("Phrases", "non-member opponent without a FIDE rating"),
    explain.NON_MEMBER: msg("Phrases", "non-member, never rated"),
    explain.BOTH_NON_MEMBERS: msg("Phrases", "two non-members"),
    explain.INCOMPATIBLE: msg("Phrases", "not compatible (350-point rule)"),
    explain.RAPID_EVENT: msg("Phrases", "rapid event: only standard games are rated"),
    explain.BLITZ_EVENT: msg("Phrases", "blitz event: only standard games are rated"),
}


def _incompatible(record: Mapping[str, Any], lang: str) -> str:
    """The 350-point rule with its numbers: a win needs an opponent above E − 350, a loss one below E + 350."""
    own, opp = record["own_rating"], record["opponent_rating"]
    return msg("Phrases", "not compatible (350-point rule): {opponent} against {own}, {gap} apart ≥ 350 — a win "
                          "counts only against an opponent less than 350 below, a loss against one less than 350 "
                          "above").say(lang, opponent=format_number(opp, lang), own=format_number(own, lang),
                                       gap=format_number(abs(own - opp), lang))


def reason_text(record: Mapping[str, Any], lang: str) -> str:
    """Why a game did not count, alone (tables show the game, date and opponent beside it)."""
    if record["reason"] == explain.INCOMPATIBLE and record.get("own_rating") is not None:
        return _incompatible(record, lang)
    if record["reason"] in fide.REASONS:
        return fide.reason_text(record, lang)
    reason = REASONS.get(record["reason"])
    return reason.say(lang) if reason else record["reason"]


def _left_out(record: Mapping[str, Any], lang: str) -> str:
    opp = record["opponent"]
    rating = record.get("opponent_rating")
    who = f"{opp} ({format_number(rating, lang)})" if rating is not None else opp
    return msg("Phrases", "Game {game} of {date} against {who}: not counted — {reason}.").say(
        lang, game=record["game"], date=short_date(record["date"]), who=who, reason=reason_text(record, lang))


def _game(record: Mapping[str, Any], lang: str) -> str:
    return msg("Phrases", "Game {game} of {date} ({rank} career game) against {opponent} ({opponent_rating}): "
                          "score {score}, expected {expected}, K {k}, contribution {contribution}.").say(
        lang, game=record["game"], date=short_date(record["date"]), rank=ordinal(record["ordinal"], lang),
        opponent=record["opponent"], opponent_rating=format_number(record["opponent_rating"], lang),
        score=format_number(record["score"], lang), expected=format_number(record["expected"], lang),
        k=record["k"], contribution=signed(record["contribution"], lang))


PHRASES: dict[str, Phrase] = {"game": _game, "left_out": _left_out}
