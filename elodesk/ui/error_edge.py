"""The window's last edge: an exception no slot caught is said in a message box, the window stays.

Qt calls a slot from its event loop, so an exception escaping it reaches ``sys.excepthook``
and, left to Python's default, is printed to a stderr nobody reads while the action silently
did nothing. A refusal (``elodesk.refusal.Refusal``, any room's) is one sentence the user can
act on, shown in his language; anything else is a bug: logged with its trace and said as an
internal error, as the workers do (``ui.workers.internal_error``).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from elodesk.refusal import Refusal
from elodesk.ui.workers import internal_error

log = logging.getLogger(__name__)

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class ErrorEdge:
    """A ``sys.excepthook`` for the window: refusals in a box, bugs logged and in a box."""

    def __init__(self, describe: Callable[[BaseException], str], parent: Callable[[], QWidget | None]) -> None:
        self.describe = describe  # a refusal as the user reads it (AppContext.describe: his language)
        self.parent = parent  # the window the box belongs to (None once it has gone)
        self.previous: Hook = sys.excepthook

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if not issubclass(kind, Exception):  # KeyboardInterrupt, SystemExit: not ours to hold
            self.previous(kind, error, trace)
            return
        title = QCoreApplication.applicationName() or "elodesk"
        if isinstance(error, Refusal):
            QMessageBox.warning(self.parent(), title, self.describe(error))
            return
        log.error("internal error in the window", exc_info=(kind, error, trace))
        QMessageBox.critical(self.parent(), title, internal_error(error))


def install(describe: Callable[[BaseException], str], parent: Callable[[], QWidget | None]) -> ErrorEdge:
    """Make the window's edge ``sys.excepthook`` (its ``previous`` is the hook it replaced)."""
    edge = ErrorEdge(describe, parent)
    sys.excepthook = edge
    return edge
