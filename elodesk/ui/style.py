"""One consistent look: the Fusion style, a calm palette, readable at 125 % and 150 %."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

# Colours of rating changes, shared by tables and sheets.
UP = QColor("#1b7a3a")
DOWN = QColor("#b3261e")
NEUTRAL = QColor("#5f6368")

STYLE_SHEET = """
QListWidget#navigation { background: #1f4e79; color: white; border: none; font-size: 11pt; padding-top: 8px; }
QListWidget#navigation::item { padding: 9px 14px; }
QListWidget#navigation::item:selected { background: #2e6ca4; color: white; }
QTableView { gridline-color: #d0d7de; }
QHeaderView::section { padding: 4px 6px; font-weight: bold; }
"""


def apply_style(app: QApplication) -> None:
    app.setStyle(QStyleFactory.create("Fusion"))
    palette = app.palette()
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#2e6ca4"))
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f3f6f9"))
    app.setPalette(palette)
    app.setStyleSheet(STYLE_SHEET)
