"""A date field as the reader writes dates (15/10/2025 in French, Dutch and the window's British English)."""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QDateEdit


def date_pattern() -> str:
    """The window's short date pattern, numbers only, with the day and month on two digits and the year
    on four: Belgian Dutch's d/MM/yy is read 05/10/2025, never 5/10/25."""
    pattern = QLocale().dateFormat(QLocale.FormatType.ShortFormat)
    return re.sub("y+", "yyyy", re.sub("M+", "MM", re.sub("d+", "dd", pattern)))


def date_edit(day: QDate | None = None, *, name: str = "") -> QDateEdit:
    """A date field with its calendar, written in the window's language (never 2025-10-15)."""
    edit = QDateEdit(objectName=name, calendarPopup=True, displayFormat=date_pattern())
    if day is not None:
        edit.setDate(day)
    return edit
