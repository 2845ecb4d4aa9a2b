"""A player's explanation: every game with its figures, the games left out and why, and the rule
that decided, as the engines recorded them (``elodesk.core`` records, phrased by ``reports``)."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from PySide6.QtWidgets import QTextBrowser

from elodesk.core.explain import INCOMPATIBLE  # an FFE game left out by the 350-point rule
from elodesk.core.systems import BY_ID
from elodesk.reports.numbers import format_number, ordinal, short_date, signed
from elodesk.store.run_preview import PreviewRow, Record

# Records shown as rows of the games table; every other record is a sentence below it.
GAME_KINDS = ("game", "archive_game", "ffe_game", "left_out")
NOWRAP = " style='white-space: nowrap'"


def _own_value(records: list[Record], player: PreviewRow | None) -> float | None:
    """The value an FFE player's games were judged against: his final estimate when unrated for the
    computation, else his rating before the period."""
    for r in records:
        if r.get("kind") == "ffe_estimate_final":
            return float(r["estimate"])
    if any(r.get("kind") == "ffe_estimate_ignored" for r in records) or player is None:
        return None
    return player.old_rating


class ExplanationView(QTextBrowser):
    """Shows one player's explanation; ``lang`` is the language of the engines' sentences."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("explanation")
        self.setOpenLinks(False)
        self.lang = "fr"  # the engines' sentences: fr, en or nl
        self.ui_lang = "fr"  # the window's language (nl too), for the words written here

    def show_player(self, player: PreviewRow, names: dict[str, str], run: Mapping[str, Any]) -> None:
        self.setHtml(self.player_html(player, names, run))

    def _name(self, names: dict[str, str], pid: Any) -> str:
        return escape(names.get(str(pid), str(pid)))

    def _header(self, player: PreviewRow, names: dict[str, str], run: Mapping[str, Any]) -> str:
        parts = [f"<h2>{self._name(names, player.id)}</h2>"]
        old, new, change = player.old_rating, player.rating, player.change
        system = BY_ID.get(run.get("system", ""))
        if system is None or not system.role_modes:  # a single rating moved (Diplomacy: a global Elo per mode)
            if old is None and new is not None:
                moved = self.tr("First rating: {new}").format(new=self._number(new))
            elif old is None and player.provisional_rating is not None:
                # one story with the steps below: still unrated, the archive kept, a provisional value
                moved = self.tr("Still unrated; provisional rating {value} (not published)").format(
                    value=player.provisional_rating)
            elif old is None:
                moved = self.tr("Still unrated")
            else:
                moved = self.tr("{old} → {new}").format(old=self._number(old), new=self._number(new))
            if change is not None:
                moved += f" ({signed(change, self.lang)})"
            parts.append(f"<p><b>{escape(moved)}</b></p>")
        if player.computed_rating is not None:
            parts.append("<p>" + escape(self.tr("Belgian value computed: {value} (published at his FIDE rating)")
                                        .format(value=player.computed_rating)) + "</p>")
        if "edition" in run:
            from elodesk.reports.phrases.frbe import rules_line

            parts.append(f"<p>{escape(rules_line(run, self.ui_lang))}</p>")
        return "".join(parts)

    def _games_table(self, records: list[Record], names: dict[str, str], player: PreviewRow | None = None) -> str:
        from elodesk.reports.explanations import reading_order  # the phrases load with the first explanation
        from elodesk.reports.phrases.chess import reason_text

        rows = [r for r in reading_order(records) if r.get("kind") in GAME_KINDS]
        if not rows:
            return ""
        if any(r["kind"] == "ffe_game" for r in rows) or any(r.get("reason") == INCOMPATIBLE for r in rows):
            return self._ffe_table(rows, names, _own_value(records, player))
        ranks = any(r["kind"] == "game" for r in rows)  # Belgian K goes by the game's rank in the career
        head = [self.tr("Date"), self.tr("Opponent"), self.tr("Rating"), self.tr("Score"), self.tr("Expected"),
                self.tr("K"), *([self.tr("Career game")] if ranks else []), self.tr("Contribution")]
        # Figures are right-aligned and never wrap; names, headings and notes do. A game that did not
        # count (or went to an archive) says why across the cells it has no figure for.
        html = ["<table cellspacing='0' cellpadding='3' border='1' style='border-collapse: collapse; "
                "border-color: #d0d7de'><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"]
        for r in rows:
            kind = r["kind"]
            cells = [f"<td{NOWRAP}>{short_date(r.get('date'))}</td>",
                     f"<td>{self._name(names, r.get('opponent', ''))}</td>",
                     self._figure(self._number(r.get("opponent_rating")))]
            if kind == "game":
                cells += [self._figure(self._number(r["score"])), self._figure(self._number(r["expected"])),
                          self._figure(str(r["k"])), self._figure(ordinal(r["ordinal"], self.ui_lang)),
                          self._figure(signed(r["contribution"], self.lang))]
            else:
                if kind == "left_out":
                    note = f"<span style='color: #b3261e'>{escape(reason_text(r, self.lang))}</span>"
                else:
                    cells.append(self._figure(self._number(r["score"])))
                    note = escape(self.tr("first-rating archive, round {n}").format(n=r["round"]))
                cells.append(f"<td colspan='{len(head) - len(cells)}'>{note}</td>")
            html.append("<tr>" + "".join(cells) + "</tr>")
        html.append("</table>")
        return "".join(html)

    def _ffe_table(self, rows: list[Record], names: dict[str, str], own: float | None) -> str:
        """The FFE's games: each opponent's value, its difference from the player's own (his rating, or
        his estimate when unrated), whether the game is compatible (the 350-point rule) and the score.
        The FFE has no expected score, K or contribution per game: its figure is a performance."""
        from elodesk.reports.phrases.chess import REASONS, reason_text

        notes: list[str] = []
        head = [self.tr("Date"), self.tr("Opponent"), self.tr("Opponent's value"), self.tr("Difference"),
                self.tr("Compatible?"), self.tr("Score")]
        html = ["<table cellspacing='0' cellpadding='3' border='1' style='border-collapse: collapse; "
                "border-color: #d0d7de'><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>"]
        for r in rows:
            value = r.get("opponent_rating")
            shown = self._number(value)
            if r.get("estimated"):
                shown = escape(self.tr("{value} (estimate)").format(value=shown))
            mine = r.get("own_rating", own)
            gap = value - mine if isinstance(value, int | float) and isinstance(mine, int | float) else None
            cells = [f"<td{NOWRAP}>{short_date(r.get('date'))}</td>",
                     f"<td>{self._name(names, r.get('opponent', ''))}</td>"]
            if r["kind"] == "ffe_game":
                cells += [self._figure(shown), self._figure(signed(gap, self.lang) if gap is not None else "—"),
                          f"<td>{escape(self.tr('yes'))}</td>", self._figure(self._number(r["score"]))]
            elif r.get("reason") == INCOMPATIBLE:
                refused = escape(REASONS[INCOMPATIBLE].say(self.lang))
                cells += [self._figure(shown), self._figure(signed(gap, self.lang) if gap is not None else "—"),
                          f"<td colspan='2'{NOWRAP}><span style='color: #b3261e'>{refused}</span></td>"]
                # the rule with this game's numbers, below the table: in the cell it widened every column
                notes.append(f"<li>{short_date(r.get('date'))}, {self._name(names, r.get('opponent', ''))}: "
                             f"{escape(reason_text(r, self.lang))}</li>")
            else:  # a forfeit, or another reason: said across the figures it has none of
                note = escape(reason_text(r, self.lang))
                cells.append(f"<td colspan='{len(head) - 2}'><span style='color: #b3261e'>{note}</span></td>")
            html.append("<tr>" + "".join(cells) + "</tr>")
        html.append("</table>")
        if notes:
            html.append(f"<ul>{''.join(notes)}</ul>")
        return "".join(html)

    @staticmethod
    def _figure(text: str) -> str:
        return f"<td align='right'{NOWRAP}>{text}</td>"

    def _number(self, value: Any) -> str:
        return format_number(value, self.lang)

    def player_html(self, player: PreviewRow, names: dict[str, str], run: Mapping[str, Any]) -> str:
        from elodesk.reports.explanations import reading_order, render, with_names

        records = player.explanation()
        steps = [r for r in reading_order(records) if r.get("kind") not in GAME_KINDS]
        parts = [self._header(player, names, run), self._games_table(records, names, player)]
        if steps:
            parts.append("<h3>" + escape(self.tr("How the figure was reached")) + "</h3><ol>")
            # a step naming an opponent (a FIDE game, a battle) reads his name, not his number
            parts.extend(f"<li>{escape(render(with_names(r, names), self.lang))}</li>" for r in steps)
            parts.append("</ol>")
        if not records:
            parts.append("<p>" + escape(self.tr("No game and no rule applied in this run.")) + "</p>")
        return "".join(parts)
