"""A page's reading of what a write changed, put off while the page is hidden."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class WhenShown(QObject):
    """Reads a page again on a change if it is shown, else once, when it is shown next.

    A hidden page reading each change was work nobody saw, on the main thread too: the Players
    page swapping in its 60,000 reloaded rows held the window 50-90 ms after each Apply and
    Undo on the Ratings page (issue 24).
    """

    def __init__(self, page: QWidget, reload: Callable[[], None]) -> None:
        super().__init__(page)
        self._page, self._reload = page, reload
        self.stale = False
        page.installEventFilter(self)

    def changed(self) -> None:
        """Something the page shows changed."""
        self.stale = True
        if self._page.isVisible():
            self.now()

    def now(self) -> None:
        """Read what changed meanwhile, hidden or not (a selection asked of the page needs its rows)."""
        if self.stale:
            self.stale = False
            self._reload()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._page and event.type() == QEvent.Type.Show:
            self.now()
        return False
