"""Painting the Players page: each cell one call from Qt into Python, the same texts and colours (issue 24).

Going back to Players while another page's job ran froze the window 1.0-2.0 s on a federation's
club: every cell painted asked ``data`` seven times and mapped its index for its flags, about
4,600 calls into Python for a screenful, each waiting its turn at the interpreter.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest
from PySide6.QtCore import QModelRoleData, QModelRoleDataSpan, Qt

from elodesk.store.player_table import PlayerRow, players_table
from elodesk.ui.models.players_model import PlayersTableModel, prepare_table
from elodesk.ui.views.players_view import PlayersView

M = PlayersTableModel
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole,
         Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole,
         Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.DecorationRole, M.ID_ROLE, M.ROW_ROLE, M.SORT_ROLE)


@pytest.fixture
def view(ctx, qtbot):
    page = PlayersView(ctx)
    qtbot.addWidget(page)
    page.resize(1200, 700)
    page.show()
    qtbot.waitExposed(page)
    return page


def calls_while(action) -> Counter[str]:
    """The functions of the players' models entered on this thread while ``action`` runs."""
    calls: Counter[str] = Counter()

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_filename.endswith(("players_filter.py", "players_model.py")):
            calls[frame.f_code.co_name] += 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return calls


def test_painting_asks_each_cell_once_and_never_maps_it(view):
    rows = view.table.rowAt(view.table.viewport().height() - 1) - view.table.rowAt(0) + 1
    assert rows > 10  # a screenful of the demo club's players
    calls = calls_while(view.table.viewport().repaint)
    cells = calls["multiData"]
    assert cells >= rows * 10  # the columns in sight
    assert calls["data"] == 0  # not seven calls a cell, one per role
    assert calls["mapToSource"] == 0  # the flags are the table's, not mapped to the model's
    assert calls["flags"] == cells


def one_role(proxy, index, role):
    """What the painting reads of a cell for a role (Qt's QModelRoleData filled by multiData)."""
    asked = QModelRoleData(int(role))
    proxy.multiData(index, QModelRoleDataSpan(asked))
    return asked.data()


def test_every_cell_shows_what_data_says_sorted_and_filtered_too(qtbot, ctx, view):
    def check():
        proxy = view.proxy
        for row in range(proxy.rowCount()):
            for column in range(proxy.columnCount()):
                index = proxy.index(row, column)
                for role in ROLES:
                    assert one_role(proxy, index, role) == proxy.data(index, role), (row, column, role)
                assert proxy.flags(index) == view.model.flags(proxy.mapToSource(index))

    check()
    # a provisional Belgian rating (greyed, with its tooltip): the demo club has none, one player is given one
    rows = [tuple(r) for r in players_table(ctx.db)]
    fields = PlayerRow._fields
    provisional = list(rows[0])
    provisional[fields.index("frbe_rating")], provisional[fields.index("frbe_provisional")] = None, 1432
    view.model.set_table(prepare_table([tuple(provisional), *rows[1:]], view.model.sort_order))
    shown = view.proxy.mapFromSource(view.model.index(view.model.row_of(rows[0][0]), M.FRBE_RATING))
    assert shown.data() == "(1432)" and shown.data(Qt.ItemDataRole.ForegroundRole) is not None
    check()
    view.table.sortByColumn(M.FRBE_RATING, Qt.SortOrder.DescendingOrder)
    check()
    view.filter.setText("an")
    qtbot.waitUntil(lambda: 0 < view.proxy.rowCount() < view.model.rowCount())
    check()
