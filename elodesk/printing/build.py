"""From report data to a sheet's blocks, in French or English (no Qt here).

Numbers are written as the language writes them (``1,5`` in French), changes
carry their sign and a colour, ratings are whole numbers (Diplomacy's are kept
at full precision and shown rounded, as RULES.md says).
"""

from __future__ import annotations

from datetime import date
from io import BytesIO

import sqlite_utils

from elodesk.core.bataille_empire import Grade
from elodesk.core.systems import BATTLE, get_system
from elodesk.languages import check_lang
from elodesk.printing.document import (
    CENTER,
    RIGHT,
    Block,
    Cell,
    Column,
    Document,
    GroupRow,
    Heading,
    Keep,
    Paragraph,
    Picture,
    Row,
    Table,
)
from elodesk.printing.parts import DASH, change_cell, event_subtitle, fixed, new_document, shown, whole
from elodesk.printing.text import grade_name, month_names, say, status_text, system_name
from elodesk.reports import sheet_data as data
from elodesk.reports.history import Series
from elodesk.reports.numbers import format_number, short_date
from elodesk.reports.phrases.diplomacy import role_name, scoring_name
from elodesk.reports.phrases.tiebreaks import NAMES as TIEBREAK_NAMES
from elodesk.reports.sorting import drop_in_steps
from elodesk.store.event_rows import DiplomacyGame

# --- ranking list -----------------------------------------------------------------------------------


def ranking_document(db: sqlite_utils.Database, system: str, *, mode: str = "classic", club: str | None = None,
                     category: str | None = None, active_only: bool = False, lang: str = "fr",
                     day: date | None = None) -> Document:
    check_lang(lang)
    sheet = data.table_export(db, system, mode=mode, club=club, category=category, active_only=active_only,
                               day=day)
    count = len(sheet.rows)
    parts = [say("ranked_one", lang) if count == 1 else say("ranked_count", lang, count=count)]
    if club:
        parts.append(say("club_filter", lang, club=club))
    if category:
        parts.append(say(category, lang, year=sheet.year))
    if active_only:
        parts.append(say("active_only", lang))
    doc = new_document(db, say("ranking_title", lang, system=system_name(system, lang, mode)), lang, day,
                       " · ".join(parts))
    rated = get_system(system)
    columns = [Column(say("rank", lang), RIGHT), Column(say("name", lang), flexible=True),
               Column(say("club", lang), flexible=True), Column(say(rated.sheet_rating_key, lang), RIGHT),
               Column(say("battles" if rated.kind == BATTLE else "games", lang), RIGHT),
               Column(say("change", lang), RIGHT)]
    if rated.grades:
        columns.append(Column(say("grade", lang)))
    if rated.flags_inactive:  # Std 7.2.2: the inactive flag of FIDE's lists
        columns.append(Column(say("fide_flag", lang)))
    rows: list[Row | GroupRow] = []
    for r in sheet.rows:
        cells: list[str | Cell] = [str(r.rank), r.name, r.club or "", whole(r.rating, lang), str(r.games),
                                   change_cell(r.change, lang)]
        if rated.grades:
            cells.append(grade_name(r.grade, lang))
        if rated.flags_inactive:
            cells.append(say("inactive", lang) if r.inactive else "")
        rows.append(Row(cells))
    drop_in_steps(sheet.rows)
    doc.blocks.append(Table(columns, rows, empty=say("no_ranked", lang)))
    doc.blocks.append(Paragraph(say("change_note", lang), small=True))
    if active_only:
        doc.blocks.append(Paragraph(say("active_note", lang), small=True))
    if rated.role_modes:  # how a mode's global Elo is made
        doc.blocks.append(Paragraph(say("diplomacy_note", lang), small=True))
    return doc


# --- grade table ---------------------------------------------------------------------------------------


def grade_bounds(grade: Grade, lang: str) -> str:
    if grade.high is None:
        return say("level_from", lang, low=grade.low)
    if grade.low is None:
        return say("level_below", lang, limit=grade.high + 1)
    return say("level_range", lang, low=grade.low, high=grade.high)


def grades_document(db: sqlite_utils.Database, *, club: str | None = None, active_only: bool = False,
                    lang: str = "fr", day: date | None = None) -> Document:
    check_lang(lang)
    groups = data.grade_sheet(db, club=club, active_only=active_only)
    count = sum(len(g.rows) for g in groups)
    parts = [_generals(count, lang)]
    if club:
        parts.append(say("club_filter", lang, club=club))
    if active_only:
        parts.append(say("active_only", lang))
    doc = new_document(db, say("grades_title", lang), lang, day, " · ".join(parts))
    columns = [Column(say("rank", lang), RIGHT), Column(say("name", lang), flexible=True),
               Column(say("club", lang), flexible=True), Column(say("level", lang), RIGHT),
               Column(say("battles", lang), RIGHT), Column(say("change", lang), RIGHT)]
    rows: list[Row | GroupRow] = []
    for group in groups:
        note = f"{grade_bounds(group.grade, lang)} · {_generals(len(group.rows), lang)}"
        rows.append(GroupRow(grade_name(group.grade.name, lang), note))
        rows.extend(Row([str(r.rank), r.name, r.club or "", whole(r.rating, lang), str(r.games),
                         change_cell(r.change, lang)]) for r in group.rows)
    doc.blocks.append(Table(columns, rows))
    doc.blocks.append(Paragraph(say("grades_note", lang) + " " + say("change_note", lang), small=True))
    return doc


def _generals(count: int, lang: str) -> str:
    if count == 0:
        return say("generals_none", lang)
    return say("generals_one", lang) if count == 1 else say("generals_count", lang, count=count)


# --- event standings ---------------------------------------------------------------------------------------


def standings_document(db: sqlite_utils.Database, event_id: int, *, lang: str = "fr",
                       day: date | None = None) -> Document:
    check_lang(lang)
    sheet = data.event_sheet(db, event_id)
    if isinstance(sheet, data.ChessEventSheet):
        return _chess_document(db, sheet, lang, day)
    if isinstance(sheet, data.BatailleEventSheet):
        return _bataille_document(db, sheet, lang, day)
    return _diplomacy_document(db, sheet, lang, day)


def cross_cell(cell: data.CrossCell | None, lang: str) -> str:
    if cell is None:
        return ""
    if cell.bye is not None:
        return cell.bye
    sign = "?" if cell.score is None else "+" if cell.score == 1 else "=" if cell.score == 0.5 else "−"
    if cell.forfeit:
        return f"{sign}{cell.opponent_rank}F"
    colour = say("white" if cell.colour == "w" else "black", lang)
    return f"{sign}{cell.opponent_rank}{colour}"


def _chess_document(db: sqlite_utils.Database, sheet: data.ChessEventSheet, lang: str, day: date | None) -> Document:
    count = len(sheet.standings)
    doc = new_document(db, sheet.event.name, lang, day,
                       event_subtitle(sheet.event, lang, [say("players_count", lang, count=count)]))
    rounds = list(range(1, sheet.rounds + 1))
    tiebreaks = list(sheet.standings[0].tiebreaks) if sheet.standings else []  # the event's, in order
    columns = [Column(say("rank", lang), RIGHT), Column(say("name", lang), flexible=True),
               Column(say("club", lang), flexible=True), Column(say("rating", lang), RIGHT),
               *(Column(say("round_short", lang, round=r), CENTER) for r in rounds),
               Column(say("points", lang), RIGHT), *(Column(name, RIGHT) for name in tiebreaks)]
    rows: list[Row | GroupRow] = []
    for s in sheet.standings:
        cells = sheet.cells.get(s.player_id, {})
        rows.append(Row([str(s.rank), s.name, sheet.clubs.get(s.player_id) or "",
                         shown(s.rating),
                         *(cross_cell(cells.get(r), lang) for r in rounds),
                         Cell(fixed(s.points, lang, 1), bold=True),
                         *(DASH if s.tiebreaks[t] is None else format_number(s.tiebreaks[t], lang)
                           for t in tiebreaks)]))
    doc.blocks.append(Heading(say("standings_crosstable", lang)))
    doc.blocks.append(Table(columns, rows, empty=say("no_players", lang)))
    doc.blocks.append(Paragraph(say("crosstable_legend", lang, white=say("white", lang), black=say("black", lang)),
                                small=True))
    if tiebreaks:
        doc.blocks.append(Paragraph(say("tiebreaks_legend", lang, edition=sheet.edition, tiebreaks=", ".join(
            f"{t} {TIEBREAK_NAMES[t][lang]}" for t in tiebreaks)), small=True))
    if sheet.not_allowed:
        doc.blocks.append(Paragraph(say("tiebreaks_left_out", lang, edition=sheet.edition,
                                        tiebreaks=", ".join(sheet.not_allowed)), small=True))
    return doc


def _bataille_document(db: sqlite_utils.Database, sheet: data.BatailleEventSheet, lang: str,
                       day: date | None) -> Document:
    grade = get_system(sheet.event.system).grade
    doc = new_document(db, sheet.event.name, lang, day, event_subtitle(sheet.event, lang, [
        _generals(len(sheet.standings), lang)]))
    if not sheet.applied and sheet.standings:
        doc.blocks.append(Paragraph(say("not_applied", lang)))
    columns = [Column(say("rank", lang), RIGHT), Column(say("name", lang), flexible=True),
               Column(say("battles", lang), RIGHT), Column(say("victories", lang), RIGHT),
               Column(say("draws", lang), RIGHT), Column(say("defeats", lang), RIGHT),
               Column(say("score", lang), RIGHT), Column(say("level_before", lang), RIGHT),
               Column(say("level_after", lang), RIGHT), Column(say("change", lang), RIGHT),
               Column(say("grade", lang))]
    rows: list[Row | GroupRow] = []
    for s in sheet.standings:
        change = sheet.changes.get(s.player_id)
        old, new = (change.old, change.new) if change else (None, None)
        rows.append(Row([str(s.rank), s.name, str(s.battles), str(s.victories), str(s.draws), str(s.defeats),
                         Cell(fixed(s.score, lang, 2), bold=True), whole(old, lang), whole(new, lang),
                         change_cell(new - old if new is not None and old is not None else None, lang),
                         grade_name(grade(None if new is None else int(new)), lang)]))
    doc.blocks.append(Heading(say("generals_standings", lang)))
    doc.blocks.append(Table(columns, rows, empty=say("no_battles", lang)))
    doc.blocks.append(Paragraph(say("bataille_legend", lang), small=True))
    return doc


def _not_counted(game: DiplomacyGame, lang: str) -> str | None:
    if not game.used_for_elo:
        return say("why_not_used", lang)
    if game.excluded:
        return say("why_excluded", lang)
    if game.state != "finished":
        return say("why_state", lang, state=game.state)
    return None


def _diplomacy_document(db: sqlite_utils.Database, sheet: data.DiplomacyEventSheet, lang: str,
                        day: date | None) -> Document:
    doc = new_document(db, sheet.event.name, lang, day, event_subtitle(sheet.event, lang, []))
    if not sheet.applied and sheet.boards:
        doc.blocks.append(Paragraph(say("not_applied", lang)))
    if not sheet.boards:
        doc.blocks.append(Paragraph(say("no_games", lang)))
    columns = [Column(say("power", lang)), Column(say("player", lang), flexible=True),
               Column(say("centers", lang), RIGHT), Column(say("score", lang), RIGHT),
               Column(say("elo_before", lang), RIGHT), Column(say("change", lang), RIGHT),
               Column(say("elo_after", lang), RIGHT)]
    modes = get_system(sheet.event.system).role_modes
    for board in sheet.boards:
        game = board.game
        scoring = scoring_name(game.scoring, lang)
        title = say("board_title", lang, ref=game.ref, day=short_date(game.first_resolution),
                    mode=say(game.mode, lang) if game.mode in modes else game.mode,
                    scoring=scoring)
        blocks: list[Block] = [Heading(title, say("solo", lang) if board.solo else "")]
        why = _not_counted(game, lang)
        if why is None and not board.deltas and board.lines:
            why = say("why_incomplete", lang)
        if why is not None:
            blocks.append(Paragraph(say("not_counted", lang, why=why), small=True))
        rows: list[Row | GroupRow] = []
        for line in board.lines:
            before, delta, after = board.deltas.get(line.player_id, (None, None, None))
            name = f"{line.name} †" if line.eliminated else line.name
            rows.append(Row([role_name(line.role, lang), name, str(line.centers), fixed(line.score, lang, 2),
                             whole(before, lang), change_cell(delta, lang, 1), whole(after, lang)]))
        blocks.append(Table(columns, rows))
        doc.blocks.append(Keep(blocks))
    if sheet.boards:
        legend = say("diplomacy_legend", lang)
        if any(line.eliminated for board in sheet.boards for line in board.lines):
            legend += " " + say("eliminated_legend", lang)
        doc.blocks.append(Paragraph(legend, small=True))
    if sheet.summary:
        modes = tuple(m for m in modes if any(m in s.modes for s in sheet.summary))
        summary_columns = [Column(say("player", lang), flexible=True), Column(say("diplomacy_games", lang), RIGHT)]
        for mode in modes:
            name = say(mode, lang)
            summary_columns += [Column(say("mode_before", lang, mode=name), RIGHT),
                                Column(say("mode_after", lang, mode=name), RIGHT), Column(say("change", lang), RIGHT)]
        summary_rows: list[Row | GroupRow] = []
        for s in sheet.summary:
            cells: list[str | Cell] = [s.name, str(s.games)]
            for mode in modes:
                before, after = s.modes.get(mode, (None, None))
                cells += [whole(before, lang), whole(after, lang),
                          change_cell(after - before if after is not None and before is not None else None, lang, 1)]
            summary_rows.append(Row(cells))
        doc.blocks.append(Keep([Heading(say("global_elo_title", lang)), Table(summary_columns, summary_rows)]))
    return doc


# --- player record card ----------------------------------------------------------------------------------------


def history_png(series: list[Series], lang: str, *, grades: bool) -> bytes:
    """The history plot at print resolution (300 dpi), sized for the page's width."""
    from elodesk.reports.figures import history_figure

    figure = history_figure(series, rating_label=say("level" if grades else "rating", lang), show_grades=grades,
                            month_names=month_names(lang), size=(7.0, 2.7), dpi=300)
    out = BytesIO()
    figure.savefig(out, format="png", dpi=300)
    return out.getvalue()


def _rating_remark(r: data.CardRating, lang: str) -> str:
    if get_system(r.system).role_modes:
        return say("power_played", lang) if r.roles == 1 else say("powers_played", lang, count=r.roles)
    if r.grade:
        return grade_name(r.grade, lang)
    if r.estimate:
        return say("estimate", lang)
    if r.inactive:
        return say("inactive", lang)
    if r.rating is None:
        if r.provisional is not None:
            return say("provisional", lang, value=whole(r.provisional, lang))
        return say("unrated", lang)
    return ""


def card_document(db: sqlite_utils.Database, player_id: int, *, lang: str = "fr",
                  day: date | None = None) -> Document:
    check_lang(lang)
    card = data.player_card(db, player_id, lang)
    who = card.identity
    doc = new_document(db, say("card_title", lang, name=who.name), lang, day,
                       " · ".join(x for x in (who.club, who.federation) if x))
    facts: list[tuple[str, str]] = [(say("player_id", lang), str(who.id))]
    if who.birth_date:
        facts.append((say("birth_date", lang), short_date(who.birth_date)))
    if who.sex in ("M", "F"):
        facts.append((say("sex", lang), say(f"sex_{who.sex}", lang)))
    for key in ("club", "federation", "title", "fide_id", "frbe_id", "ffe_id", "fide_rating"):
        value = getattr(who, key)
        if value not in (None, ""):
            facts.append((say(key, lang), str(value)))
    half = (len(facts) + 1) // 2
    left, right = facts[:half], facts[half:] + [("", "")] * (half - len(facts[half:]))
    doc.blocks.append(Heading(say("identity", lang)))
    doc.blocks.append(Table([Column(""), Column("", flexible=True), Column(""), Column("", flexible=True)],
                            [Row([Cell(a, "#5f6368"), b, Cell(c, "#5f6368"), d])
                             for (a, b), (c, d) in zip(left, right, strict=True)],
                            headings=False, shaded=False))
    doc.blocks.append(Heading(say("current_ratings", lang)))
    columns = [Column(say("system", lang), flexible=True), Column(say("rating", lang), RIGHT),
               Column(say("games", lang), RIGHT), Column(say("rank", lang), RIGHT),
               Column(say("remark", lang), flexible=True)]
    rows: list[Row | GroupRow] = [
        Row([system_name(r.system, lang, r.mode),
             Cell(whole(r.rating, lang), bold=True) if r.rating is not None and not r.estimate else DASH,
             str(r.games), say("rank_of", lang, rank=r.rank, count=r.ranked) if r.rank is not None else DASH,
             _rating_remark(r, lang)]) for r in card.ratings]
    doc.blocks.append(Table(columns, rows, empty=say("no_ratings", lang)))
    doc.blocks.append(Heading(say("history", lang)))
    if sum(len(s.dates) for s in card.series) >= 2:
        for s in card.series:
            s.name = system_name(s.system, lang, s.name if get_system(s.system).role_modes else None)
        grades = all(get_system(s.system).grades for s in card.series)
        doc.blocks.append(Picture(history_png(card.series, lang, grades=grades), 170))
    else:
        doc.blocks.append(Paragraph(say("single_run" if card.series else "no_history", lang)))
    for period in card.periods:
        name = system_name(period.system, lang)
        status = status_text(period.status, lang)
        if period.old is None and period.new is None:  # Diplomacy (no single rating), or still unrated
            title = say("last_run_unrated", lang, system=name, day=short_date(period.date), status=status)
        else:
            title = say("last_run", lang, system=name, day=short_date(period.date),
                        old=whole(period.old, lang), new=whole(period.new, lang), status=status)
        doc.blocks.append(Heading(title))
        doc.blocks.extend(Paragraph(sentence) for sentence in period.sentences)
    return doc
