"""A refresh of a battle or Diplomacy event's games repaints (and has its proxy sort again) only the
rows that changed: one edited battle among 480 is one row, not the whole table."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from elodesk.store.event_rows import Battle
from elodesk.ui.models.battles_model import BA_RESULT, BA_ROUND, BattlesModel
from elodesk.ui.models.round_filter_model import RoundFilterProxyModel
from elodesk.ui.models.rows_model import ROW_ROLE


def battles(count: int) -> list[Battle]:
    return [Battle(i, 1 + i % 12, None, "draw", None, None, ((i, f"Général {i}"),), ((i + 1000, "Autre"),))
            for i in range(1, count + 1)]


def test_a_refresh_signals_only_the_rows_that_changed(qapp):
    model = BattlesModel()
    proxy = RoundFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.sort(BA_ROUND, Qt.SortOrder.AscendingOrder)
    rows = battles(480)
    model.set_rows(rows)
    signalled: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, *_: signalled.append((top.row(), bottom.row())))
    model.set_rows(list(rows))  # read again, nothing changed
    assert signalled == []
    edited = [*rows[:200], replace(rows[200], result="a-crushing"), *rows[201:]]
    model.set_rows(edited)
    assert signalled == [(200, 200)]
    shown = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data(ROW_ROLE).id == 201)
    assert proxy.index(shown, BA_RESULT).data() == model.display(edited[200], BA_RESULT)
    model.set_rows(battles(479))  # a battle less: the table is made again
    assert model.rowCount() == 479 and proxy.rowCount() == 479
