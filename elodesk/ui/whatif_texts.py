"""The what-if calculator's words: the refusals of what was typed and the answer's one-line summary,
in the window's language (the lupdate context stays ``WhatIfDialog``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from elodesk.core.systems import get_system
from elodesk.reports import whatif
from elodesk.reports.numbers import format_number, signed
from elodesk.reports.whatif import WhatIfInputError
from elodesk.store.run_preview import PreviewRow
from elodesk.ui.event_texts import role_name
from elodesk.ui.widgets import grade_texts

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def refusal(error: WhatIfInputError) -> str:
    """The sentence of a refusal of what was typed."""
    return {
        whatif.NO_GAMES: translate("WhatIfDialog", "Add at least one game first."),
        whatif.OPPONENT_NOT_TENS: translate("WhatIfDialog",
                                            "Game {n}: French ratings are multiples of 10 ({rating} is not)."),
        whatif.RATING_NOT_TENS: translate("WhatIfDialog", "French ratings are multiples of 10 ({rating} is not)."),
        whatif.ARCHIVE_POINTS: translate("WhatIfDialog",
                                         "The archive's points must be whole or half points, at most its {n} games."),
        whatif.TOO_MANY_CENTRES: translate("WhatIfDialog",
                                           "The board has {total} supply centres; a game has at most {max}."),
    }[error.key].format(**error.values)


def _status_text(status: str) -> str:
    return {"rated": translate("WhatIfDialog", "rated"), "new": translate("WhatIfDialog", "first rating"),
            "provisional": translate("WhatIfDialog", "provisional"),
            "unrated": translate("WhatIfDialog", "still unrated"),
            "unchanged": translate("WhatIfDialog", "unchanged")}.get(status, status)


def summary(system: str, p: PreviewRow, lang: str) -> str:
    """The player's new rating (or why he has none yet), its change and status; a battle's grade."""
    if p.rating is None:
        archive = p.entry.get("archive") or {}
        if p.provisional_rating is not None:
            return translate("WhatIfDialog",
                             "Still unrated; provisional rating {value} ({games} games in the archive)").format(
                value=p.provisional_rating, games=archive.get("games", 0))
        return translate("WhatIfDialog", "Still unrated: {games} games in the archive").format(
            games=archive.get("games", 0))
    change = "" if p.change is None else f" ({signed(p.change, lang)})"
    if p.old_rating is None:
        text = translate("WhatIfDialog", "First rating: {new}").format(new=p.rating)
    else:
        text = translate("WhatIfDialog", "{old} → {new}{change}, {status}").format(
            old=p.old_rating, new=p.rating, change=change, status=_status_text(p.status))
    if get_system(system).grades and p.grade:
        grade = p.grade if lang == "fr" else grade_texts().get(p.grade, p.grade)
        text = translate("WhatIfDialog", "{text} — {grade}").format(text=text, grade=grade)
    return text


def power_summary(role: str, before: float, after: float, global_elo: float, lang: str) -> str:
    """A Diplomacy power's rating before and after the game, and the player's global Elo."""
    return translate("WhatIfDialog", "{power}: {old} → {new} ({change}); global Elo {global_elo}").format(
        power=role_name(role), old=format_number(round(before), lang), new=format_number(round(after), lang),
        change=signed(round(after) - round(before), lang), global_elo=format_number(round(global_elo), lang))
