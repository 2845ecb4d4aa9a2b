"""Date fields and dates in the window are written as the reader writes them, never 2025-10-15."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QLocale

from elodesk.ui import i18n
from elodesk.ui.event_texts import format_day, format_span
from elodesk.ui.widgets.date_edit import date_edit, date_pattern


@pytest.mark.parametrize(("lang", "pattern", "shown"), [
    ("fr", "dd/MM/yyyy", "05/10/2025"),
    ("nl", "dd/MM/yyyy", "05/10/2025"),  # Belgian Dutch (d/MM/yy), the day and year written out
    ("en", "dd/MM/yyyy", "05/10/2025"),  # British English, never 10/5/25
])
def test_a_date_field_follows_the_windows_language(qapp, qtbot, lang, pattern, shown):
    translators = i18n.install(qapp, lang)
    try:
        assert date_pattern() == pattern
        edit = date_edit(QDate(2025, 10, 5), name="day")
        qtbot.addWidget(edit)
        assert edit.text() == shown and edit.objectName() == "day"
        assert format_day("2025-10-05") == shown
        assert format_span("2025-09-19", "2025-10-05") == "19/09 – 05/10/2025"
    finally:
        i18n.remove(qapp, translators)


def test_a_date_typed_in_the_readers_order_is_read_so(qtbot):
    QLocale.setDefault(QLocale(QLocale.Language.Dutch, QLocale.Country.Belgium))
    edit = date_edit(QDate(2000, 1, 1))
    qtbot.addWidget(edit)
    edit.lineEdit().setText("05/10/2025")
    edit.interpretText()
    assert edit.date() == QDate(2025, 10, 5)
