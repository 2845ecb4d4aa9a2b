"""The Events page's words: dates and numbers in the reader's locale, and the translated names of
battle outcomes, Diplomacy modes, states, scorings and powers, and of byes. Used by the Events
models and the event dialogs (the lupdate context stays ``EventsModels``)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt

from elodesk.core.diplomacy import VARIANTS, left_out_reason
from elodesk.store.event_rows import DiplomacyGame
from elodesk.ui.widgets.date_edit import date_pattern

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def number_text(value: float, decimals: int = 2) -> str:
    """A number in the reader's style (28,5 in French), without trailing zeros."""
    return _number(float(value), decimals, QLocale().name())


@functools.lru_cache(maxsize=4096)
def _number(value: float, decimals: int, _locale: str) -> str:
    """number_text's text, kept by locale: standings repeat a few hundred values (drawn at every paint)."""
    text = QLocale().toString(value, "f", decimals)
    point = QLocale().decimalPoint()
    if point in text:
        text = text.rstrip("0").rstrip(point)
    return text.replace("-", "−")


def per_language(texts: Callable[..., str]) -> Callable[..., str]:
    """``texts`` kept by its arguments and the interface's locale (the language sets it): a table of
    500 battles or games asked each cell's name thousands of times, at several translations a call
    (16,000 translate calls, 50 ms, to open a Diplomacy event)."""
    kept = functools.lru_cache(maxsize=1024)(lambda _locale, *args, **kwargs: texts(*args, **kwargs))

    @functools.wraps(texts)
    def text(*args: object, **kwargs: object) -> str:
        return kept(QLocale().name(), *args, **kwargs)

    return text


@per_language
def battle_result_text(result: str | None, long: bool = False) -> str:
    """A battle's outcome: short for the table, the full sentence for the dialog."""
    if long:
        texts = {
            "a-crushing": translate("EventsModels", "Crushing victory for side A"),
            "a-decisive": translate("EventsModels", "Decisive victory for side A"),
            "a-marginal": translate("EventsModels", "Marginal victory for side A"),
            "draw": translate("EventsModels", "Draw"),
            "b-marginal": translate("EventsModels", "Marginal victory for side B"),
            "b-decisive": translate("EventsModels", "Decisive victory for side B"),
            "b-crushing": translate("EventsModels", "Crushing victory for side B"),
        }
    else:
        texts = {
            "a-crushing": translate("EventsModels", "A, crushing"),
            "a-decisive": translate("EventsModels", "A, decisive"),
            "a-marginal": translate("EventsModels", "A, marginal"),
            "draw": translate("EventsModels", "Draw"),
            "b-marginal": translate("EventsModels", "B, marginal"),
            "b-decisive": translate("EventsModels", "B, decisive"),
            "b-crushing": translate("EventsModels", "B, crushing"),
        }
    return texts.get(result or "", result or "")


@per_language
def mode_name(mode: str) -> str:
    return {
        "blitz": translate("EventsModels", "Blitz (no messages)"),
        "classic": translate("EventsModels", "Classic"),
    }.get(mode, mode)


@per_language
def state_name(state: str) -> str:
    return {
        "finished": translate("EventsModels", "Finished"),
        "running": translate("EventsModels", "Running"),
        "waiting": translate("EventsModels", "Waiting"),
        "distinguished": translate("EventsModels", "Distinguished"),
    }.get(state, state)


@per_language
def scoring_name(scoring: str) -> str:
    return {
        "c-diplo": translate("EventsModels", "C-Diplo"),
        "dss": translate("EventsModels", "Draw size (DSS)"),
        "sos": translate("EventsModels", "Sum of squares (SoS)"),
        "centers": translate("EventsModels", "Supply centres"),
        "manual": translate("EventsModels", "Manual"),
    }.get(scoring, scoring)


@per_language
def role_name(role: str) -> str:
    """A Diplomacy power in the interface's language."""
    return {
        "England": translate("EventsModels", "England"),
        "France": translate("EventsModels", "France"),
        "Germany": translate("EventsModels", "Germany"),
        "Italy": translate("EventsModels", "Italy"),
        "Austria": translate("EventsModels", "Austria"),
        "Russia": translate("EventsModels", "Russia"),
        "Turkey": translate("EventsModels", "Turkey"),
        "Carthage": translate("EventsModels", "Carthage"),
        "Egypt": translate("EventsModels", "Egypt"),
        "Greece": translate("EventsModels", "Greece"),
        "Persia": translate("EventsModels", "Persia"),
        "Rome": translate("EventsModels", "Rome"),
    }.get(role, role)


@per_language
def bye_text(kind: str) -> str:
    return {
        "H": translate("EventsModels", "half-point bye"),
        "F": translate("EventsModels", "full-point bye"),
        "U": translate("EventsModels", "pairing bye"),
        "Z": translate("EventsModels", "absent"),
    }.get(kind, translate("EventsModels", "bye"))


def format_day(iso: str | None) -> str:
    """A date in the reader's short format, with a four-digit year."""
    if not iso:
        return ""
    day = QDate.fromString(iso[:10], Qt.DateFormat.ISODate)
    if not day.isValid():
        return iso
    return QLocale().toString(day, date_pattern())


def format_span(start: str | None, end: str | None) -> str:
    """Two dates as one span; within one year the first one without its year (19/09 – 31/10/2025)."""
    return _span(start, end, QLocale().name())


@functools.lru_cache(maxsize=4096)
def _span(start: str | None, end: str | None, _locale: str) -> str:
    """format_span's text, kept by locale: a list of thousands of events shares a few hundred dates."""
    if start and end and start != end:
        if start[:4] == end[:4]:
            day = QDate.fromString(start[:10], Qt.DateFormat.ISODate)
            pattern = re.sub(r"[^dM]*y+[^dM]*", "", date_pattern())
            if day.isValid() and pattern:
                return f"{QLocale().toString(day, pattern)} – {format_day(end)}"
        return f"{format_day(start)} – {format_day(end)}"
    return format_day(start or end)


def counted_text(game: DiplomacyGame) -> str:
    """Whether a Diplomacy game counts for Elo, and why not (RULES.md, ``diplomacy``)."""
    variant = VARIANTS.get(game.variant)
    if variant is None:
        return _counted("unknown map")
    reason = left_out_reason(game.core_game(), variant)
    return _counted(None if reason is None else reason[0])


@per_language
def _counted(reason: str | None) -> str:
    """counted_text's words for the reason a game is left out (None: it counts)."""
    if reason == "unknown map":
        return translate("EventsModels", "No (unknown map)")
    if reason is None:
        return translate("EventsModels", "Yes")
    texts = {
        "not_used_for_elo": translate("EventsModels", "No (not for Elo)"),
        "not_finished": translate("EventsModels", "No (not finished)"),
        "excluded": translate("EventsModels", "No (excluded)"),
        "incomplete": translate("EventsModels", "No (incomplete)"),
    }
    return texts.get(reason, translate("EventsModels", "No"))
