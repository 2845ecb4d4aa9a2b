"""The import's report in the window's words: the formats' names, the summary's rows, each player's
line (how the file's name was matched to the club's records) and why the event goes to its system.
The texts keep the dialog's lupdate context, ``ImportDialog``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from elodesk.store.db import Database
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
    ImportReport,
)
from elodesk.store.players import AMBIGUOUS, BY_ID, BY_NAME, BY_NAME_AND_BIRTH, NEW, player_names
from elodesk.ui.i18n import system_title
from elodesk.ui.style import DOWN, NEUTRAL

MAX_PLAYER_ROWS = 5000  # a rating list can hold tens of thousands: the rest is counted, not listed

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def format_label(fmt: str) -> str:
    return {
        "trf": translate("ImportDialog", "FIDE tournament report (TRF)"),
        "frbe-trf": translate("ImportDialog", "Belgian submission file (TRF)"),
        "papi": translate("ImportDialog", "Papi tournament (French)"),
        "pgn": translate("ImportDialog", "PGN games"),
        "frbe-list": translate("ImportDialog", "Belgian rating list"),
        "fide-list": translate("ImportDialog", "FIDE rating list"),
        "bataille-sheet": translate("ImportDialog", "Bataille Empire result sheet"),
        "diplomacy-sheet": translate("ImportDialog", "Diplomacy result sheet"),
        "players-sheet": translate("ImportDialog", "Players sheet"),
    }.get(fmt, fmt)


def summary_rows(report: ImportReport) -> list[tuple[str, str]]:
    """The summary above the tabs, one (caption, text) a row: the event, the file, the system, the games,
    the players found and created, the ratings set."""
    locale = QLocale()
    matched = sum(1 for m in report.players if m.how not in (NEW, AMBIGUOUS))
    rows: list[tuple[str, str]] = []
    if report.event_name is not None:
        rows.append((translate("ImportDialog", "Event"), report.event_name))
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
    }
    return ", ".join(translate("ImportDialog", "{system} ({reason})").format(
        system=system_title(c.system), reason=reasons.get(c.reason, c.reason)) for c in report.claims)


def _how(how: str) -> str:
    return {
        BY_ID: translate("ImportDialog", "found by federation id"),
        BY_NAME_AND_BIRTH: translate("ImportDialog", "found by name and birth date"),
        BY_NAME: translate("ImportDialog", "found by name"),
        NEW: translate("ImportDialog", "new player"),
        AMBIGUOUS: translate("ImportDialog", "new record: ambiguous"),
    }.get(how, how)


def fill_players(table: QTableWidget, report: ImportReport, db: Database) -> int:
    """The report's players in ``table``, the ambiguous ones first (they may need a merge), then the new
    ones, then the matched; at most MAX_PLAYER_ROWS of them. Returns how many are listed."""
    order = {AMBIGUOUS: 0, NEW: 1}
    matches = sorted(report.players, key=lambda m: order.get(m.how, 2))[:MAX_PLAYER_ROWS]
    names = player_names(db, [pid for m in matches for pid in m.candidates])
    table.setSortingEnabled(False)
    table.setRowCount(len(matches))
    for row, m in enumerate(matches):
        if m.how == AMBIGUOUS:
            detail = translate("ImportDialog", "could be: {candidates}").format(candidates="; ".join(
                f"{pid} {names.get(pid, '')}".strip() for pid in m.candidates))
        elif m.filled:
            detail = translate("ImportDialog", "the file adds: {fields}").format(fields=", ".join(m.filled))
        else:
            detail = ""
        # A dry run's new records were rolled back: their numbers mean nothing yet.
        known = not report.dry_run or m.how not in (NEW, AMBIGUOUS)
        record = str(m.player_id) if known and m.player_id is not None else ""
        items = [QTableWidgetItem(m.name), QTableWidgetItem(record), QTableWidgetItem(_how(m.how)),
                 QTableWidgetItem(detail)]
        items[1].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if m.how == AMBIGUOUS:
            items[2].setForeground(DOWN)
        elif m.how not in (NEW,):
            items[2].setForeground(NEUTRAL)
        for column, item in enumerate(items):
            table.setItem(row, column, item)
    table.resizeColumnsToContents()
    table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
    return len(matches)
