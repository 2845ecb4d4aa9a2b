"""Sentences for the `ffe` explanation records (``elodesk.core.ffe``): formulas with their figures."""

from __future__ import annotations

from typing import Any

from elodesk.catalogue import msg, number_form
from elodesk.core import ffe
from elodesk.reports.numbers import format_number, short_date, signed
from elodesk.reports.phrases import Phrase, Record


def _n(value: Any, lang: str, decimals: int = 2) -> str:
    return format_number(value, lang, decimals)


def _p(value: Any, lang: str) -> str:
    """A score fraction: up to four decimals (0,625), so an interpolation can be followed."""
    return format_number(value, lang, 4)


def _games(n: int, lang: str, compatible: bool = True) -> str:
    if compatible:
        counted = msg("Phrases", "{n} compatible game") if n == 1 else msg("Phrases", "{n} compatible games")
    else:
        counted = msg("Phrases", "{n} game") if n == 1 else msg("Phrases", "{n} games")
    return counted.say(lang, n=n)


def _quota(r: Record, lang: str) -> str:
    quota = msg("Phrases", "youth quota: {quota}") if r["youth"] else msg("Phrases", "senior quota: {quota}")
    return quota.say(lang, quota=r["quota"])


_RESULTS = {
    1.0: msg("Phrases", "Game {game} of {date} against {opponent} ({rating}): win, compatible."),
    0.5: msg("Phrases", "Game {game} of {date} against {opponent} ({rating}): draw, compatible."),
    0.0: msg("Phrases", "Game {game} of {date} against {opponent} ({rating}): loss, compatible."),
}


def _game(r: Record, lang: str) -> str:
    value = _n(r["opponent_rating"], lang)
    if r["estimated"]:
        value = msg("Phrases", "{rating}, estimate").say(lang, rating=value)
    return _RESULTS[r["score"]].say(lang, game=r["game"], date=short_date(r["date"]), opponent=r["opponent"],
                                    rating=value)


def _bonus(r: Record, lang: str) -> str:
    p = _p(r["p"], lang)
    if r["bounded"]:
        above = r["d"] > 0
        limit = f"{'≥' if above else '≤'} {_p(0.95 if above else 0.05, lang)}"
        return msg("Phrases", "P {limit}: D bounded to {d}").say(lang, limit=limit, d=signed(r["d"], lang))
    low = r["p_low"] / 100
    if r["d_low"] == r["d_high"]:  # P on a row of the table
        return f"D({p}) = {_n(r['d'], lang)}"
    high = (r["p_low"] + 1) / 100
    return msg("Phrases", "D({p}) interpolated between D({low}) = {d_low} and D({high}) = {d_high}: {d}").say(
        lang, p=p, low=_p(low, lang), d_low=_n(r["d_low"], lang), high=_p(high, lang), d_high=_n(r["d_high"], lang),
        d=_n(r["d"], lang))


def _performance(r: Record, lang: str) -> str:
    ea, raw = _n(r["ea"], lang), _n(r["raw"], lang)
    plus = f"{ea} {'−' if r['d'] < 0 else '+'} {_n(abs(r['d']), lang)}"
    if r["floored"]:
        pj = msg("Phrases", "Ea + D = {plus} = {raw} < 1000: Pj raised to 1000.").say(lang, plus=plus, raw=raw)
    else:
        pj = f"Pj = {plus} = {raw}."
    return msg("Phrases", "Performance over {games}: Ea = {ea}, Sc = {sc}, P = {sc} / {nj} = {p}, {bonus}; {pj}").say(
        lang, games=_games(r["nj"], lang), ea=ea, sc=_n(r["sc"], lang), nj=r["nj"], p=_p(r["p"], lang),
        bonus=_bonus(r, lang), pj=pj)


def _estimate(r: Record, lang: str) -> str:
    decision = r["decision"]
    perf, est, new = _n(r["performance"], lang), _n(r["estimate"], lang), _n(r["new_estimate"], lang)
    if decision == ffe.FIRST:
        return msg("Phrases", "First estimate (all games, no compatibility, unrated opponents at 1500): performance "
                              "{perf} over {games}.").say(lang, perf=perf, games=_games(r["nj"], lang, False))
    if decision == ffe.NO_GAME:
        return msg("Phrases", "Round {round}: no game compatible with the estimate {estimate}: estimate kept.").say(
            lang, round=r["round"], estimate=est)
    if decision == ffe.KEPT:
        text = msg("Phrases", "Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} "
                              "(less than 20): estimate kept.")
    else:
        text = msg("Phrases", "Round {round}: performance {perf} over {games}, {diff} from the estimate {estimate} "
                              "(20 or more): new estimate ({estimate} + {perf}) / 2 = {new}.")
    return text.say(lang, round=r["round"], perf=perf, games=_games(r["nj"], lang),
                    diff=signed(r["difference"], lang), estimate=est, new=new)


def _estimate_final(r: Record, lang: str) -> str:
    rounds = r["rounds"]
    if r["converged"]:
        how = number_form(lang, rounds, msg("Phrases", "after {n} round, every estimate settled"),
                          msg("Phrases", "after {n} rounds, every estimate settled"))
    else:
        how = msg("Phrases", "stopped at the limit of {n} rounds, not settled").say(lang, n=rounds)
    return msg("Phrases", "Final estimate ({how}): Pj = {estimate}, with {games} against it.").say(
        lang, how=how, estimate=_n(r["estimate"], lang), games=_games(r["nj"], lang))


def _brake(r: Record, lang: str) -> str:
    pj, raw = _n(r["pj"], lang), _n(r["raw"], lang)
    formula = f"(16 × {r['ei']} + {r['nj']} × {pj}) / (16 + {r['nj']}) = {raw} → {r['rating']}"
    return msg("Phrases", "Brake (Pj = {pj} < Ei = {ei}): {formula}.").say(lang, pj=pj, ei=r["ei"], formula=formula)


def _replacement(r: Record, lang: str) -> str:
    return msg("Phrases", "Replacement: Pj = {pj} ≥ Ei = {ei} over {games} ({quota}) → {rating}.").say(
        lang, pj=_n(r["pj"], lang), ei=r["ei"], games=_games(r["nj"], lang), quota=_quota(r, lang),
        rating=r["rating"])


def _barycentre(r: Record, lang: str) -> str:
    pj, raw, nj = _n(r["pj"], lang), _n(r["raw"], lang), r["nj"]
    formula = f"({pj} × {nj} + (16 − {nj}) × {r['ei']}) / 16 = {raw} → {r['rating']}"
    return msg("Phrases", "Barycentre (Pj = {pj} ≥ Ei = {ei}, {games}, {quota}): {formula}.").say(
        lang, pj=pj, ei=r["ei"], games=_games(nj, lang), quota=_quota(r, lang), formula=formula)


_ARCHIVE = {
    ffe.ARCHIVE_CREATED: msg("Phrases", "Fewer than 8 compatible games: archive created, Pa = {perf} over Na = "
                                        "{games}."),
    ffe.ARCHIVE_EXTENDED: msg("Phrases", "Nj + Na = {games} < 8: new archive {mean}, over Na = {games}."),
    ffe.ARCHIVE_KEPT: msg("Phrases", "No compatible game: archive unchanged (Pa = {pa}, Na = {na})."),
    ffe.ARCHIVE_NONE: msg("Phrases", "No compatible game: no archive (none is created from 0 games)."),
    ffe.ARCHIVE_COMPLETED: msg("Phrases", "Nj + Na = {games} ≥ 8: archive and period combined, {mean}."),
}
_ARCHIVE_FORGOTTEN = msg("Phrases", "{nj} compatible games (8 or more): the archive (Pa = {pa}, Na = {na}) is "
                                    "forgotten.")


def _archive(r: Record, lang: str) -> str:
    pa, na, pj, nj = _n(r["pa"], lang), r["na"], _n(r["pj"], lang), r["nj"]
    perf = _n(r["performance"], lang)
    mean = f"({pj} × {nj} + {pa} × {na}) / ({nj} + {na}) = {perf}"
    return _ARCHIVE.get(r["action"], _ARCHIVE_FORGOTTEN).say(lang, pa=pa, na=na, nj=nj, perf=perf,
                                                             games=r["games"], mean=mean)


def _first_rating(r: Record, lang: str) -> str:
    behind = msg("Phrases", ", archive included").say(lang) if r["from_archive"] else ""
    return msg("Phrases", "First rating: {raw} → {rating} ({games}{behind}).").say(
        lang, raw=_n(r["raw"], lang), rating=r["rating"], games=_games(r["games"], lang), behind=behind)


def _estimate_ignored(r: Record, lang: str) -> str:
    """An estimate: marked E by the list, or (without a letter) a value ending in 9."""
    why = msg("Phrases", "marked E") if r.get("marked") else msg("Phrases", "ending in 9")
    return msg("Phrases", "Published value {estimate}: an estimate ({why}), never used in the computation; the "
                          "player is treated as unrated and the value stays shown.").say(
        lang, estimate=r["estimate"], why=why.say(lang))


ROUNDING = "ffe_rounding"  # a step the window and the sheets add after the record that rounds a rating


def rounding(r: Record) -> Record | None:
    """The rounding to the ten behind an FFE rating, as a record of its own (the brake, the barycentre,
    a first rating: their unrounded value; a replacement: Pj), or None for any other record."""
    raw = r.get("pj") if r.get("kind") == "ffe_replacement" else r.get("raw")
    if r.get("kind") not in ("ffe_brake", "ffe_barycentre", "ffe_replacement", "ffe_first_rating") or raw is None:
        return None
    return {"raw": raw, "rating": r["rating"], "kind": ROUNDING}


PHRASES: dict[str, Phrase] = {
    "ffe_game": _game,
    "ffe_performance": _performance,
    "ffe_estimate": _estimate,
    "ffe_estimate_final": _estimate_final,
    "ffe_brake": _brake,
    "ffe_replacement": _replacement,
    "ffe_barycentre": _barycentre,
    "ffe_archive": _archive,
    "ffe_first_rating": _first_rating,
    "ffe_estimate_ignored": _estimate_ignored,
    "ffe_unchanged": msg("Phrases", "No compatible game: rating unchanged ({rating})."),
    ROUNDING: msg("Phrases", "Rounded to the nearest ten (a 5 rounds up): {raw} → {rating}."),
}
