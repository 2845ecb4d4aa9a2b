"""Sentences for the chess records shared by the Belgian and French systems."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core import explain
from elodesk.reports.numbers import format_number, ordinal, signed
from elodesk.reports.phrases import fide

REASONS: dict[str, dict[str, str]] = {
    explain.FORFEIT: {"fr": "forfait, jamais classé", "en": "forfeit, never rated",
        "nl": "forfait, nooit gerated"},
    explain.OPPONENT_UNRATED: {
        "fr": "l'adversaire n'est pas classé", "en": "the opponent is not rated",
        "nl": "de tegenstander heeft geen rating"},
    explain.BOTH_UNRATED: {
        "fr": "les deux joueurs sont encore non classés",
        "en": "both players are still unrated",
        "nl": "beide spelers hebben nog geen rating"},
    explain.NON_MEMBER_WITHOUT_FIDE: {
        "fr": "adversaire non affilié sans cote FIDE",
        "en": "non-member opponent without a FIDE rating",
        "nl": "tegenstander geen lid, zonder FIDE-rating"},
    explain.NON_MEMBER: {
        "fr": "joueur non affilié, jamais classé", "en": "non-member, never rated",
        "nl": "speler geen lid, nooit gerated"},
    explain.BOTH_NON_MEMBERS: {
        "fr": "deux joueurs non affiliés", "en": "two non-members",
        "nl": "twee spelers die geen lid zijn"},
    explain.INCOMPATIBLE: {
        "fr": "incompatible (règle des 350 points)",
        "en": "not compatible (350-point rule)",
        "nl": "niet verenigbaar (350-puntenregel)"},
    explain.RAPID_EVENT: {
        "fr": "tournoi rapide : seules les parties lentes sont classées",
        "en": "rapid event: only standard games are rated",
        "nl": "rapidtoernooi: alleen partijen met lange bedenktijd worden gerated"},
    explain.BLITZ_EVENT: {
        "fr": "tournoi de blitz : seules les parties lentes sont classées",
        "en": "blitz event: only standard games are rated",
        "nl": "blitztoernooi: alleen partijen met lange bedenktijd worden gerated"},
}


def _incompatible(record: Mapping[str, Any], lang: str) -> str:
    """The 350-point rule with its numbers: a win needs an opponent above E − 350, a loss one below E + 350."""
    own, opp = record["own_rating"], record["opponent_rating"]
    gap = format_number(abs(own - opp), lang)
    own_text, opp_text = format_number(own, lang), format_number(opp, lang)
    if lang == "fr":
        return (f"incompatible (règle des 350 points) : {opp_text} contre {own_text}, écart {gap} ≥ 350 "
                f"— une victoire ne compte que contre un adversaire à moins de 350 points en dessous, "
                f"une défaite contre un adversaire à moins de 350 points au-dessus")
    if lang == "nl":
        return (f"niet verenigbaar (350-puntenregel): {opp_text} tegen {own_text}, verschil {gap} ≥ 350 "
                f"— een winst telt alleen tegen een tegenstander minder dan 350 punten lager, "
                f"een verlies tegen een tegenstander minder dan 350 punten hoger")
    return (f"not compatible (350-point rule): {opp_text} against {own_text}, {gap} apart ≥ 350 — a win "
            f"counts only against an opponent less than 350 below, a loss against one less than 350 above")


def reason_text(record: Mapping[str, Any], lang: str) -> str:
    """Why a game did not count, alone (tables show the game, date and opponent beside it)."""
    if record["reason"] == explain.INCOMPATIBLE and record.get("own_rating") is not None:
        return _incompatible(record, lang)
    if record["reason"] in fide.REASONS:
        return fide.reason_text(record, lang)
    return REASONS.get(record["reason"], {}).get(lang, record["reason"])


def _left_out(record: Mapping[str, Any], lang: str) -> str:
    reason = reason_text(record, lang)
    opp = record["opponent"]
    rating = record.get("opponent_rating")
    who = f"{opp} ({format_number(rating, lang)})" if rating is not None else opp
    if lang == "fr":
        return f"Partie {record['game']} du {record['date']} contre {who} : non comptée — {reason}."
    if lang == "nl":
        return f"Partij {record['game']} van {record['date']} tegen {who}: niet geteld — {reason}."
    return f"Game {record['game']} of {record['date']} against {who}: not counted — {reason}."


def _game(record: Mapping[str, Any], lang: str) -> str:
    rank = ordinal(record["ordinal"], lang)
    score, expected = format_number(record["score"], lang), format_number(record["expected"], lang)
    opp_rating, contribution = format_number(record["opponent_rating"], lang), signed(record["contribution"], lang)
    game, day, opp, k = record["game"], record["date"], record["opponent"], record["k"]
    if lang == "fr":
        return (f"Partie {game} du {day} ({rank} partie de carrière) contre {opp} ({opp_rating}) : "
                f"résultat {score}, attendu {expected}, K {k}, apport {contribution}.")
    if lang == "nl":
        return (f"Partij {game} van {day} ({rank} partij van de loopbaan) tegen {opp} ({opp_rating}): "
                f"uitslag {score}, verwacht {expected}, K {k}, bijdrage {contribution}.")
    return (f"Game {game} of {day} ({rank} career game) against {opp} ({opp_rating}): "
            f"score {score}, expected {expected}, K {k}, contribution {contribution}.")


PHRASES: dict[str, dict[str, Any]] = {
    "game": {"fr": _game, "en": _game, "nl": _game},
    "left_out": {"fr": _left_out, "en": _left_out, "nl": _left_out},
}
