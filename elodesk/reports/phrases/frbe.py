"""Sentences for the Belgian records (``frbe`` and ``frbe-classic``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.catalogue import msg
from elodesk.core.frbe_editions import K_TEXT, K_WAVRE
from elodesk.reports.numbers import format_number as num
from elodesk.reports.numbers import ordinal, short_date, signed
from elodesk.reports.phrases import Phrase

_PURPOSE = {
    "first_rating": msg("Phrases", "First rating (Formula I, round {round})"),
    "provisional": msg("Phrases", "Provisional rating (Formula I, 10 to 19 games)"),
    "exception_25_150": msg("Phrases", "Formula I over the period's games (25/150 exception)"),
}


def _formula_i(r: Mapping[str, Any], lang: str) -> str:
    low, high = (num(b, lang) for b in r["p_bounds"])
    method = (msg("Phrases", "rounded") if r["p_method"] == "rounded" else msg("Phrases", "truncated")).say(lang)
    bounds = msg("Phrases", ", bounded to [{low}, {high}]").say(lang, low=low, high=high) if r["bounded"] else ""
    return msg("Phrases", "{title}: {games} games, sum of ratings {opponents_sum}, Rc = {average}; p = "
                          "{points}/{games} = {p_exact} → {p} ({method}{bounds}); D(p) = {d}; R = {value_exact} → "
                          "{value}.").say(
        lang, title=_PURPOSE[r["purpose"]].say(lang, round=r.get("round")), games=r["games"],
        opponents_sum=r["opponents_sum"], average=num(r["average"], lang), points=num(r["points"], lang),
        p_exact=num(r["p_exact"], lang, 4), p=num(r["p"], lang), method=method, bounds=bounds,
        d=signed(r["d"], lang), value_exact=num(r["value_exact"], lang), value=r["value"])


def _exception(r: Mapping[str, Any], lang: str) -> str:
    kept = r["formula_i"] if r["kept"] == "I" else r["formula_ii"]
    return msg("Phrases", "25/150 exception: {games} games (≥ 25) and Formula II moves more than 150 points ({old} → "
                          "{formula_ii}); Formula I gives {formula_i}. Kept: Formula {formula} ({kept}), the closer "
                          "to {old}.").say(lang, games=r["games"], old=r["old"], formula_ii=r["formula_ii"],
                                           formula_i=r["formula_i"], formula=r["kept"], kept=kept)


def _k_change(r: Mapping[str, Any], lang: str) -> str:
    b, ki, kf = r["boundary"], r["ki"], r["kf"]
    if r["form"] == "new":
        formula = (f"{b} + ({signed(r['sum_score_minus_expected'], lang)} + "
                   f"({r['old']} − {b})/{ki}) × {kf}")
    else:
        formula = f"{b} + ({r['before']} − {b}) × {kf}/{ki}"
    return msg("Phrases", "K change across {boundary} (K {ki} → {kf}): {formula} = {exact} → {after} instead of "
                          "{before}.").say(lang, boundary=b, ki=ki, kf=kf, formula=formula,
                                           exact=num(r["value_exact"], lang), after=r["after"], before=r["before"])


# K beyond the 300th game, as each edition's rule reads (RULES.md).
_K_BEYOND = {
    K_TEXT: msg("Phrases", "16 up to 2000, 12 up to 2200, 10 above"),
    K_WAVRE: msg("Phrases", "16 up to 2000, 12 above; and K 10 at any game above 2200"),
}
_K_BEYOND_2007 = msg("Phrases", "16 below 2000, 12 below 2200, 10 from 2200")


# The K of successive ranks of career games, joined into one phrase.
_K_UP_TO = msg("Phrases", "K {k} up to the {rank}")
_K_FROM = msg("Phrases", "K {k} from the {rank}")
_K_THEN = msg("Phrases", ", then ")


def _k_steps(r: Mapping[str, Any], lang: str) -> str:
    """The K of this period's games, and the rank where it changed."""
    first, last = r["first"], r["last"]
    steps = [(first, k) for k in (r["k_to_100"] if first <= 100 else r["k_to_300"] if first <= 300 else
                                  r["k_beyond"],)]
    for boundary, k in ((101, r["k_to_300"]), (301, r["k_beyond"])):
        if first < boundary <= last and k != steps[-1][1]:
            steps.append((boundary, k))
    if len(steps) == 1:
        return f"K {steps[0][1]}"
    joined = []
    for i, (rank, k) in enumerate(steps):
        if i == 0:
            joined.append(_K_UP_TO.say(lang, k=k, rank=ordinal(steps[1][0] - 1, lang)))
        else:
            joined.append(_K_FROM.say(lang, k=k, rank=ordinal(rank, lang)))
    return _K_THEN.say(lang).join(joined)


def _k_rule(r: Mapping[str, Any], lang: str) -> str:
    first, last = r["first"], r["last"]
    if first == last:
        games = msg("Phrases", "his game this period is his {first} career game").say(lang, first=ordinal(first, lang))
    else:
        games = msg("Phrases", "his games this period are his {first} to {last} career games").say(
            lang, first=ordinal(first, lang), last=ordinal(last, lang))
    return msg("Phrases", "K by the game's rank in the player's career, at Ro = {ro}: 32 up to the 100th game, 24 "
                          "from the 101st to the 300th, then {beyond}. Here {games}: {steps}.").say(
        lang, ro=r["ro"], beyond=_K_BEYOND.get(r["rule"], _K_BEYOND_2007).say(lang), games=games,
        steps=_k_steps(r, lang))


def _formula_ii(r: Mapping[str, Any], lang: str) -> str:
    old = r["old"]
    cap = r.get("cap")  # runs applied before it was recorded lack it
    how = (msg("Phrases", "; each We is read in Table II at the difference {old} − the opponent's rating, capped at "
                          "{cap}").say(lang, old=old, cap=cap) if cap is not None else "")
    return msg("Phrases", "Formula II: {old} + Σ K(W − We) = {old} {total} = {exact} → {value} ({games} games, "
                          "{score} points for {expected} expected{how}).").say(
        lang, old=old, total=signed(r["sum_contributions"], lang), exact=num(r["value_exact"], lang),
        value=r["value"], games=r["games"], score=num(r["sum_score"], lang), expected=num(r["sum_expected"], lang),
        how=how)


def _archive_kept(r: Mapping[str, Any], lang: str) -> str:
    needed = r.get("needed")  # runs applied before it was recorded lack it
    first = (msg("Phrases", "; the first rating comes at {needed} games").say(lang, needed=needed)
             if needed is not None else "")
    return msg("Phrases", "Archive kept for the next period: {games} games, sum of ratings {total}, {points} "
                          "points{first}.").say(lang, games=r["games"], total=r["opponents_sum"],
                                                points=num(r["points"], lang), first=first)


PHRASES: dict[str, Phrase] = {
    "archive_game": msg("Phrases", "Game {game} of {date} against {opponent} ({opponent_rating}): score {score}, "
                                   "added to the archive (round {round}, {archive_games} games)."),
    "formula_i": _formula_i,
    "k_rule": _k_rule,
    "formula_ii": _formula_ii,
    "exception_25_150": _exception,
    "k_change": _k_change,
    "floor": msg("Phrases", "Floor: {before} is below {floor}; the rating becomes {after}."),
    "article_10i": msg("Phrases", "Article 10.i: published at his FIDE rating {fide_rating} (computed Belgian value: "
                                  "{computed})."),
    "archive_kept": _archive_kept,
    "uplift_2024": msg("Phrases", "1 April 2024 uplift: {before} + (2000 − {before}) × 250/850 = {value_exact} → "
                                  "{after}."),
    "no_rated_game": msg("Phrases", "No rated game this period: the rating {rating} is unchanged."),
}

_EDITION_BASES = {
    "period_end": msg("Phrases", "chosen by the period's end date ({date})"),
    "period_start": msg("Phrases", "chosen by the period's start date ({date})"),
    "forced": msg("Phrases", "chosen by hand"),
    "no_period": msg("Phrases", "no period given: the text of the rules"),
}


def rules_line(run: Mapping[str, Any], lang: str) -> str:
    """Which edition of the Belgian rules rated the run and why, and its floor: the head of every
    Belgian explanation (a run's output document: ``edition``, ``edition_basis``, ``period``, ``floor``)."""
    period = run.get("period") or {}
    day = short_date(period.get("end") or period.get("start"))
    basis = _EDITION_BASES.get(run.get("edition_basis", ""))
    floor = run.get("floor")
    return msg("Phrases", "Rules: {edition} edition, {basis}; floor {floor}.").say(
        lang, edition=run["edition"], basis=basis.say(lang, date=day) if basis else "",
        floor=num(floor, lang) if floor is not None else "—")
