"""The import preview's players: each name of the file, the club record it was matched to and how, in a
table the officer sorts and filters (a rating list's 14 matched players among 3,037 are found by typing a
name or choosing "found in the club"). The texts keep the dialog's lupdate context, ``ImportDialog``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from elodesk.store.db import Database
from elodesk.store.importer import ImportReport
from elodesk.store.players import AMBIGUOUS, NEW, name_key, player_names
from elodesk.ui.dialogs.import_report import how_text
from elodesk.ui.style import DOWN, NEUTRAL

MAX_PLAYER_ROWS = 5000  # a rating list can hold tens of thousands: the rest is counted, not listed
NAME, RECORD, MATCH, DETAILS = range(4)
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # what a column sorts by: a name without accents, a number
FIND_ROLE = Qt.ItemDataRole.UserRole + 2  # on the name: the name and record number the filter reads
HOW_ROLE = Qt.ItemDataRole.UserRole + 3  # on the match: how the name was matched (store.players)
FOUND = "found"  # the status filter's choice for every match but new and ambiguous
_ORDER = {AMBIGUOUS: 0, NEW: 1}  # the ambiguous first (they may need a merge), then the new, then the found

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls
Index = QModelIndex | QPersistentModelIndex


class MatchFilter(QSortFilterProxyModel):
    """The rows whose name or record number holds the text typed, and whose match is the one chosen."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.needle = ""
        self.match = ""  # "", FOUND, NEW or AMBIGUOUS
        self.setSortRole(SORT_ROLE)

    def set_filter(self, text: str, match: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.needle, self.match = name_key(text.strip()), match
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.needle, self.match = name_key(text.strip()), match
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        if self.needle and self.needle not in model.index(row, NAME, parent).data(FIND_ROLE):
            return False
        if not self.match:
            return True
        how = model.index(row, MATCH, parent).data(HOW_ROLE)
        return how == self.match if self.match in (NEW, AMBIGUOUS) else how not in (NEW, AMBIGUOUS)

    def lessThan(self, left: Index, right: Index) -> bool:
        """Python's order of the sort keys (a record number as a number, a name without its accents)."""
        return bool(left.data(SORT_ROLE) < right.data(SORT_ROLE))


class ImportPlayers(QWidget):
    """A filter field, a match choice and the sortable table of the report's players."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.find = QLineEdit(objectName="find-player", clearButtonEnabled=True,
                              placeholderText=translate("ImportDialog", "Filter by name or record number…"))
        self.match = QComboBox(objectName="match-filter")
        for text, data in ((translate("ImportDialog", "Every player"), ""),
                           (translate("ImportDialog", "Found in the club"), FOUND),
                           (translate("ImportDialog", "New players"), NEW),
                           (translate("ImportDialog", "Ambiguous"), AMBIGUOUS)):
            self.match.addItem(text, data)
        self.model = QStandardItemModel(0, 4, self)
        self.model.setHorizontalHeaderLabels([translate("ImportDialog", "Name in the file"),
                                              translate("ImportDialog", "Club record"),
                                              translate("ImportDialog", "Match"), translate("ImportDialog", "Details")])
        self.proxy = MatchFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(objectName="players", sortingEnabled=True, alternatingRowColors=True)
        self.table.setModel(self.proxy)
        self.table.sortByColumn(MATCH, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(DETAILS, QHeaderView.ResizeMode.Stretch)
        bar = QHBoxLayout()
        bar.addWidget(self.find, 1)
        bar.addWidget(self.match)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)
        self.find.textChanged.connect(self._filter)
        self.match.currentIndexChanged.connect(self._filter)

    def _filter(self) -> None:
        self.proxy.set_filter(self.find.text(), self.match.currentData())

    def clear(self) -> None:
        self.model.setRowCount(0)

    def text(self, row: int, column: int) -> str:
        """A cell's text as the table shows it (sorted and filtered)."""
        return str(self.proxy.index(row, column).data() or "")

    def rows(self) -> int:
        """The rows shown."""
        return self.proxy.rowCount()

    def fill(self, report: ImportReport, db: Database) -> int:
        """The report's players, at most MAX_PLAYER_ROWS of them (the ambiguous and new first). Returns how
        many are listed."""
        matches = sorted(report.players, key=lambda m: _ORDER.get(m.how, 2))[:MAX_PLAYER_ROWS]
        names = player_names(db, [pid for m in matches for pid in m.candidates])
        self.model.setRowCount(0)
        self.proxy.setDynamicSortFilter(False)  # sorted once when every row is in, not at each row
        for order, m in enumerate(matches):
            if m.how == AMBIGUOUS:
                detail = translate("ImportDialog", "could be: {candidates}").format(candidates="; ".join(
                    f"{pid} {names.get(pid, '')}".strip() for pid in m.candidates))
            elif m.filled:
                detail = translate("ImportDialog", "the file adds: {fields}").format(fields=", ".join(m.filled))
            else:
                detail = ""
            # A dry run's new records were rolled back: their numbers mean nothing yet.
            known = not report.dry_run or m.how not in (NEW, AMBIGUOUS)
            record = str(m.player_id) if known and m.player_id is not None else ""
            items = [QStandardItem(m.name), QStandardItem(record), QStandardItem(how_text(m.how)),
                     QStandardItem(detail)]
            items[NAME].setData(name_key(m.name), SORT_ROLE)
            items[NAME].setData(f"{name_key(m.name)} {record}", FIND_ROLE)
            items[RECORD].setData((m.player_id is None or not known, m.player_id or 0), SORT_ROLE)
            items[MATCH].setData((_ORDER.get(m.how, 2), order), SORT_ROLE)
            items[MATCH].setData(m.how, HOW_ROLE)
            items[DETAILS].setData(detail, SORT_ROLE)
            items[RECORD].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if m.how == AMBIGUOUS:
                items[MATCH].setForeground(DOWN)
            elif m.how != NEW:
                items[MATCH].setForeground(NEUTRAL)
            self.model.appendRow(items)
        self.proxy.setDynamicSortFilter(True)
        header = self.table.horizontalHeader()
        self.proxy.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(DETAILS, QHeaderView.ResizeMode.Stretch)
        return len(matches)
