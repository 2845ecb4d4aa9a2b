"""*Pair next round* in Dutch (issue 25): the players' header reads "Teruggetrokken" whole, not
"eruggetrokke", also when the desktop's theme gives the header another font once the dialog is
shown (X11: the header's font comes with the platform theme, after the widths were measured)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTableView

from elodesk.ui.dialogs.pairing_round_dialog import PairingRoundDialog
from tests.ui.test_languages import language  # noqa: F401  (the fixture)
from tests.ui.test_pairing_round_dialog import club  # noqa: F401  (the fixture)


def clipped_titles(table: QTableView) -> list[str]:
    header, model = table.horizontalHeader(), table.model()
    metrics = header.fontMetrics()
    return [str(model.headerData(s, Qt.Orientation.Horizontal)) for s in range(model.columnCount())
            if header.sectionSize(s) < metrics.horizontalAdvance(str(model.headerData(s, Qt.Orientation.Horizontal)))]


@pytest.mark.parametrize("lang", ["nl", "fr", "en"])
def test_the_players_header_shows_each_title_whole_even_in_the_themes_font(qtbot, ctx, club, language, lang):  # noqa: F811
    language(lang)
    event, _ids = club
    dialog = PairingRoundDialog(ctx, event)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.players_table
    titles = [str(table.model().headerData(s, Qt.Orientation.Horizontal)) for s in range(table.model().columnCount())]
    if lang == "nl":
        assert "Teruggetrokken" in titles
    assert clipped_titles(table) == []
    font = QFont(table.horizontalHeader().font())  # the theme's header font: bold and larger
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.3)
    table.horizontalHeader().setFont(font)
    qtbot.waitUntil(lambda: clipped_titles(table) == [])
