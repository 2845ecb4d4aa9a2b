"""A table row's menu: a right click selects the row and offers what one does with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QTableView


def row_menu(table: QTableView, actions: Sequence[tuple[str, Callable[[], None], str]]) -> QMenu:
    """The menu of ``table``'s rows: (text, slot, name) each, the action named ``action-<name>``."""
    menu = QMenu(table)
    for text, slot, name in actions:
        action = QAction(text, menu, objectName=f"action-{name}")
        action.triggered.connect(slot)
        menu.addAction(action)

    def pop_up(pos: QPoint) -> None:
        index = table.indexAt(pos)
        if index.isValid():
            table.selectRow(index.row())
            menu.popup(table.viewport().mapToGlobal(pos))

    table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    table.customContextMenuRequested.connect(pop_up)
    return menu
