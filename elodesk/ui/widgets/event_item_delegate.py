"""How the Events page lists an event: its name and games on one line, its system, dates and
players below (fits a narrow list)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from elodesk.ui.event_texts import format_span
from elodesk.ui.i18n import system_title
from elodesk.ui.models.rows_model import ROW_ROLE
from elodesk.ui.style import NEUTRAL


class EventItemDelegate(QStyledItemDelegate):
    """An event on two lines: its name, then its system, dates and counts (fits a narrow list)."""

    def _texts(self, index: QModelIndex) -> tuple[str, str, str]:
        """The name, the games (right of the name) and the details line."""
        row = index.data(ROW_ROLE)
        details = [system_title(row.system), format_span(row.start, row.end)]
        if row.players is not None:  # None: still being counted
            details.append(QCoreApplication.translate("EventsView", "{n} players").format(n=row.players))
        games = "" if row.games is None else QCoreApplication.translate("EventsView", "{n} games").format(n=row.games)
        return row.name, games, " · ".join(d for d in details if d)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        metrics = option.fontMetrics
        return QSize(metrics.averageCharWidth() * 30, metrics.height() * 2 + metrics.leading() + 12)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        if index.data(ROW_ROLE) is None:
            super().paint(painter, option, index)
            return
        name, games, details = self._texts(index)
        self.initStyleOption(option, index)
        option.text = ""
        style = option.widget.style() if option.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text = option.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        quiet = text if selected else NEUTRAL
        rect = option.rect.adjusted(8, 5, -8, -5)
        bold = QFont(option.font)
        bold.setBold(True)
        top, below = QFontMetrics(bold), option.fontMetrics
        first = rect.y() + top.ascent()
        second = rect.y() + top.height() + below.leading() + below.ascent()
        painter.save()
        painter.setFont(option.font)
        painter.setPen(quiet)
        games_width = below.horizontalAdvance(games)
        painter.drawText(rect.right() - games_width, first, games)
        painter.drawText(rect.x(), second, below.elidedText(details, Qt.TextElideMode.ElideRight, rect.width()))
        painter.setFont(bold)
        painter.setPen(text)
        painter.drawText(rect.x(), first, top.elidedText(name, Qt.TextElideMode.ElideRight,
                                                         rect.width() - games_width - 8))
        painter.restore()
