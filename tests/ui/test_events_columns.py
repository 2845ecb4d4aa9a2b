"""The Events page's columns follow their texts after an edit (issue 25): a forfeit entered widens
the round's column of the standings, a tie-break added gets a column wide enough for its values,
without the page being opened again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QTableView

from elodesk.ui.dialogs.tiebreaks_dialog import TiebreaksDialog
from elodesk.ui.models.chess_pairings_model import PA_RESULT
from tests.ui.test_events_view import (  # noqa: F401  (view: the fixture)
    AUTUMN,
    cell_center,
    event_id,
    open_event,
    shown_games,
    standings_done,
    view,
)


def cut_columns(table: QTableView) -> list[tuple[int, str]]:
    """The shown columns narrower than their header's text or one of their cells' texts."""
    model, header = table.model(), table.horizontalHeader()
    cut = []
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        width = table.columnWidth(column)
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        texts = [(header.fontMetrics().horizontalAdvance(title), title)]
        texts += [(table.fontMetrics().horizontalAdvance(str(model.index(r, column).data() or "")),
                   str(model.index(r, column).data())) for r in range(model.rowCount())]
        cut += [(column, text) for advance, text in texts if advance > width]
    return cut


def test_a_forfeit_typed_in_widens_the_rounds_column_of_the_standings(qtbot, ctx, view):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    games, standings = view.games.games_table, view.games.standings_table
    assert cut_columns(standings) == [] and cut_columns(games) == []
    for row in range(4):  # forfeits on several boards: "+3 F" where "+3" was
        qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=cell_center(view, row))
        qtbot.keyClick(games, "+")
    assert shown_games(view)[0].result == "+-"
    standings_done(view)
    marks = {row.results.get(7, "") for row in view.games.chess.standings_model.rows}
    assert any(mark.endswith("F") for mark in marks)
    assert cut_columns(standings) == []
    assert cut_columns(games) == []
    assert games.currentIndex().column() == PA_RESULT


def test_a_tie_break_added_gets_a_column_wide_enough_for_its_values(qtbot, ctx, view):  # noqa: F811
    open_event(qtbot, view, AUTUMN)
    before = view.games.chess.standings_model.columnCount()
    dialog = TiebreaksDialog(ctx, event_id(ctx, AUTUMN), view)
    qtbot.addWidget(dialog)
    items = [dialog.list.item(r) for r in range(dialog.list.count())]
    for item in items:  # every tie-break: ARO, TPR, PS… with their wide values
        item.setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert view.games.chess.standings_model.columnCount() > before
    assert cut_columns(view.games.standings_table) == []
