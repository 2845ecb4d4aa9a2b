"""The import's report in the window's words: the formats' names, the summary's rows, each player's
line (how the file's name was matched to the club's records) and why the event goes to its system.
The texts keep the dialog's lupdate context, ``ImportDialog``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from elodesk.catalogue import RATE_WORDS
from elodesk.formats.registry import file_format
from elodesk.store.importer import (
    BELGIAN_FILE,
    CHOSEN,
    CLUB_DEFAULT,
    FIDE_FILE,
    NATIONAL_FEDERATION,
    NATIONAL_RATINGS,
    OTHER_FEDERATION,
    PAPI_FIDE,
    PAPI_FILE,
    PLAYERS_FEDERATION,
    ImportReport,
)
from elodesk.store.players import AMBIGUOUS, BY_ID, BY_NAME, BY_NAME_AND_BIRTH, NEW
from elodesk.ui.event_texts import format_day
from elodesk.ui.i18n import current_language, system_title

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def format_label(fmt: str) -> str:
    """A format's name in the window's language (its id for a format elodesk does not know)."""
    spec = file_format(fmt)
    return spec.label.say(current_language()) if spec is not None else fmt


def rate_text(rate: str) -> str:
    """A chess event's rate in the window's language, the word the sentences use."""
    word = RATE_WORDS.get(rate)
    return word.say(current_language()) if word is not None else rate


def summary_rows(report: ImportReport) -> list[tuple[str, str]]:
    """The summary above the tabs, one (caption, text) a row: the event, its dates and rate, the file, the
    system, the games, the players found and created, the ratings set."""
    locale = QLocale()
    matched = sum(1 for m in report.players if m.how not in (NEW, AMBIGUOUS))
    rows: list[tuple[str, str]] = []
    if report.event_name is not None:
        rows.append((translate("ImportDialog", "Event"), report.event_name))
    if report.start or report.end:
        first, last = format_day(report.start or report.end), format_day(report.end or report.start)
        rows.append((translate("ImportDialog", "Dates"), first if first == last else translate(
            "ImportDialog", "{first} to {last}").format(first=first, last=last)))
    if report.rate:
        rows.append((translate("ImportDialog", "Rate"), rate_text(report.rate)))
    rows.append((translate("ImportDialog", "File"), translate("ImportDialog", "{file} ({format})").format(
        file=report.file, format=format_label(report.format))))
    if report.system:
        why = _system_reason(report)
        rows.append((translate("ImportDialog", "System"),
                     f"{system_title(report.system)} — {why}" if why else system_title(report.system)))
    if report.claims:
        rows.append((translate("ImportDialog", "Rated by"), rated_by(report)))
    if report.event_name is not None:
        rows.append((translate("ImportDialog", "Games"),
                     translate("ImportDialog", "{games} games, {forfeits} forfeits, {byes} byes").format(
                         games=locale.toString(report.games), forfeits=locale.toString(report.forfeits),
                         byes=locale.toString(report.byes))))
    rows.append((translate("ImportDialog", "Players"),
                 translate("ImportDialog", "{matched} found in the club, {created} new, {ambiguous} ambiguous").format(
                     matched=locale.toString(matched), created=locale.toString(report.count(NEW)),
                     ambiguous=locale.toString(report.count(AMBIGUOUS)))))
    if report.ratings_set:
        rows.append((translate("ImportDialog", "Ratings"),
                     translate("ImportDialog", "{count} set").format(count=locale.toString(report.ratings_set))))
    return rows


def _system_reason(report: ImportReport) -> str:
    """Why the event goes to its system (the System choice above changes it)."""
    federation = report.federation or ""
    return {
        BELGIAN_FILE: translate("ImportDialog", "a Belgian submission file"),
        NATIONAL_FEDERATION: translate("ImportDialog", "the tournament's federation is {federation}").format(
            federation=federation),
        OTHER_FEDERATION: translate("ImportDialog", "the tournament's federation is {federation}, neither Belgium "
                                    "nor France: FIDE rates it (choose another system above to change it)").format(
            federation=federation),
        PAPI_FILE: translate("ImportDialog", "a Papi file naming no federation (the French federation's program)"),
        CLUB_DEFAULT: translate("ImportDialog", "the file names no federation: the club's default chess system"),
        CHOSEN: translate("ImportDialog", "chosen above"),
        NATIONAL_RATINGS: translate("ImportDialog", "the file names no federation; its players carry that "
                                    "federation's ratings"),
        PLAYERS_FEDERATION: translate("ImportDialog", "the file names no federation; most of its players are of "
                                      "{federation}").format(federation=federation),
    }.get(report.system_reason or "", "")


def rated_by(report: ImportReport) -> str:
    """The systems that will rate the event, each with why: 'French Elo (FFE) (the tournament's federation
    is FRA), FIDE rating (Papi: players with a FIDE rating)'."""
    federation = report.federation or ""
    reasons = {
        BELGIAN_FILE: translate("ImportDialog", "a Belgian submission file"),
        NATIONAL_FEDERATION: translate("ImportDialog", "the tournament's federation is {federation}").format(
            federation=federation),
        OTHER_FEDERATION: translate("ImportDialog", "the tournament's federation is {federation}").format(
            federation=federation),
        PAPI_FILE: translate("ImportDialog", "a Papi file, the French federation's program"),
        CLUB_DEFAULT: translate("ImportDialog", "the club's default chess system"),
        CHOSEN: translate("ImportDialog", "your choice"),
        FIDE_FILE: translate("ImportDialog", "a FIDE tournament report"),
        PAPI_FIDE: translate("ImportDialog", "Papi: players with a FIDE rating"),
        NATIONAL_RATINGS: translate("ImportDialog", "the players carry its ratings"),
        PLAYERS_FEDERATION: translate("ImportDialog", "most players are of {federation}").format(
            federation=federation),
    }
    return ", ".join(translate("ImportDialog", "{system} ({reason})").format(
        system=system_title(c.system), reason=reasons.get(c.reason, c.reason)) for c in report.claims)


def how_text(how: str) -> str:
    """How a name of the file was matched to the club's records, in the window's words."""
    return {
        BY_ID: translate("ImportDialog", "found by federation id"),
        BY_NAME_AND_BIRTH: translate("ImportDialog", "found by name and birth date"),
        BY_NAME: translate("ImportDialog", "found by name"),
        NEW: translate("ImportDialog", "new player"),
        AMBIGUOUS: translate("ImportDialog", "new record: ambiguous"),
    }.get(how, how)
