"""Help ▸ Rating rules: each system's rules as a readable page, in the interface's language.

The pages are HTML files in ``resources/help/<lang>/<system>.html``, one folder
per language elodesk speaks. They link to each other by file name, so the
browser follows those links itself and the list follows the browser.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from elodesk.core.systems import CLUB_SYSTEMS
from elodesk.languages import LANGUAGES
from elodesk.resources import resource_path
from elodesk.ui.context import AppContext
from elodesk.ui.i18n import system_title

FALLBACK = "fr"


def help_folder(lang: str) -> Path:
    """The folder of the rule pages for an interface language."""
    return resource_path("help", lang if lang in LANGUAGES else FALLBACK)


def help_page(lang: str, system: str) -> Path:
    return help_folder(lang) / f"{system}.html"


class HelpDialog(QDialog):
    """The five systems in a list; the chosen one's rules beside it."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Rating rules"))
        self.systems = QListWidget(objectName="systems")
        for system in CLUB_SYSTEMS:
            item = QListWidgetItem(system_title(system), self.systems)
            item.setData(Qt.ItemDataRole.UserRole, system)
        self.systems.setSpacing(3)
        self.systems.setMinimumWidth(self.systems.sizeHintForColumn(0) + 24)
        self.browser = QTextBrowser(objectName="page")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(help_folder(ctx.lang))])
        self.browser.setMinimumWidth(480)
        split = QSplitter()
        split.addWidget(self.systems)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([self.systems.minimumWidth(), 800])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.systems.currentRowChanged.connect(self._row_changed)
        self.browser.sourceChanged.connect(self._source_changed)
        self.resize(980, 700)
        self.systems.setCurrentRow(0)

    def system_at(self, row: int) -> str:
        return self.systems.item(row).data(Qt.ItemDataRole.UserRole)

    def show_system(self, system: str) -> None:
        """Show a system's page (and select it in the list)."""
        self.systems.setCurrentRow(list(CLUB_SYSTEMS).index(system))

    @Slot(int)
    def _row_changed(self, row: int) -> None:
        if row < 0:
            return
        page = help_page(self.ctx.lang, self.system_at(row))
        if page.exists():
            if self.browser.source() != QUrl.fromLocalFile(str(page)):
                self.browser.setSource(QUrl.fromLocalFile(str(page)))
        else:
            self.browser.setHtml("<p>" + self.tr("This page is missing: {path}").format(path=page) + "</p>")

    @Slot(QUrl)
    def _source_changed(self, url: QUrl) -> None:
        """A link to another system's page was followed: select that system."""
        name = Path(url.toLocalFile()).stem
        if name in CLUB_SYSTEMS and self.systems.currentRow() != list(CLUB_SYSTEMS).index(name):
            self.systems.blockSignals(True)
            self.systems.setCurrentRow(list(CLUB_SYSTEMS).index(name))
            self.systems.blockSignals(False)
