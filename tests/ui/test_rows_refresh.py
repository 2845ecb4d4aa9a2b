"""A refresh of a battle or Diplomacy event's games repaints (and has its proxy filter again) only
the rows that changed: one edited battle among 480 is one row, not the whole table. The games are
sorted by their model, in one Python sort, as Qt's proxy sorted them; the selection follows."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView

from elodesk.store.event_rows import BattleRow
from elodesk.ui.models.battles_model import BA_RESULT, BA_ROUND, BA_SCENARIO, BattlesModel
from elodesk.ui.models.round_filter_model import RoundFilterProxyModel
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.widgets.row_table import SAMPLE_ROWS, sample_rows


def battles(count: int) -> list[BattleRow]:
    return [BattleRow(i, 1 + i % 12, None, "draw", None, None, ((i, f"Général {i}"),), ((i + 1000, "Autre"),))
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
    where = next(i for i, r in enumerate(model.rows) if r.id == 201)  # the model keeps them by round
    assert signalled == [(where, where)]
    shown = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data(ROW_ROLE).id == 201)
    assert proxy.index(shown, BA_RESULT).data() == model.display(edited[200], BA_RESULT)
    model.set_rows(battles(479))  # a battle less: the table is made again
    assert model.rowCount() == 479 and proxy.rowCount() == 479


def shown_ids(proxy) -> list[int]:
    return [proxy.index(r, 0).data(ROW_ROLE).id for r in range(proxy.rowCount())]


def test_the_model_sorts_as_the_proxy_did_stable_both_ways(qapp):
    model = BattlesModel()
    proxy = RoundFilterProxyModel()
    proxy.setSourceModel(model)
    rows = [replace(b, scenario=None if b.id % 3 else f"Scénario {b.id % 7}", result=("draw", "a-crushing")[b.id % 2])
            for b in battles(60)]
    model.set_rows(rows)
    for column in (BA_ROUND, BA_RESULT, BA_SCENARIO):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            proxy.sort(column, order)
            # stable from the order the rows came in, whatever the sort before
            expected = sorted(rows, key=lambda r, c=column: model.sort_value(r, c),
                              reverse=order == Qt.SortOrder.DescendingOrder)
            assert shown_ids(proxy) == [r.id for r in expected], (column, order)
    proxy.set_round(3)
    assert all(r.round == 3 for r in (proxy.index(i, 0).data(ROW_ROLE) for i in range(proxy.rowCount())))


def sorted_by_result(order: Qt.SortOrder) -> tuple[BattlesModel, RoundFilterProxyModel, QTableView]:
    """The events page's battles table: the model, its round filter and a view sorting it by result."""
    model = BattlesModel()
    proxy = RoundFilterProxyModel()
    proxy.setSourceModel(model)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(BA_RESULT, order)
    return model, proxy, view


def test_a_row_moved_by_its_new_value_keeps_the_selection(qapp):
    model, proxy, view = sorted_by_result(Qt.SortOrder.AscendingOrder)
    rows = battles(20)
    model.set_rows(rows)
    view.setCurrentIndex(proxy.index(0, BA_RESULT))
    chosen = view.currentIndex().data(ROW_ROLE).id
    model.set_rows([replace(r, result="b-crushing") if r.id == chosen else r for r in rows])
    assert view.currentIndex().data(ROW_ROLE).id == chosen and view.currentIndex().row() == proxy.rowCount() - 1


def test_the_rows_measured_for_widths_are_the_rows_shown(qapp):
    model, proxy, view = sorted_by_result(Qt.SortOrder.DescendingOrder)
    model.set_rows([replace(b, result=("draw", "a-crushing", "b-marginal")[b.id % 3]) for b in battles(900)])
    for round_ in (0, 4):
        proxy.set_round(round_)
        shown = [proxy.index(r, 0).data(ROW_ROLE) for r in range(min(proxy.rowCount(), SAMPLE_ROWS))]
        assert sample_rows(view, model) == shown
