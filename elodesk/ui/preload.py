"""The pages' modules imported once the window is up, one module per turn of the event loop.

A page's first open was mostly importing its modules (the Events page: 100-120 ms at load 1,
the Ratings page 30-50 ms), all on the UI thread. A worker thread would hold the interpreter
lock just the same; here each step imports one module whose own top-level imports of the
package are already done, so it runs that module's body alone (a few milliseconds) and the
window answers between steps. No step runs while a worker does (reading the players): the
worker's long C calls (a sort of 60,000 names) hold the lock, and a step would wait on them.
"""

from __future__ import annotations

import ast
import sys
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, QTimer

START_DELAY = 300  # ms: the window paints and the players' read starts first
BUSY_DELAY = 100  # ms: asked again this much later while a worker runs


def package_imports(name: str, package: str = "elodesk") -> list[str]:
    """The modules of ``package`` that a module imports at its top level (read from its source;
    the imports inside functions are the lazy ones, left alone)."""
    spec = find_spec(name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        return []
    def ours(module: str) -> bool:
        return module == package or module.startswith(f"{package}.")

    found: list[str] = []
    for node in ast.parse(Path(spec.origin).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if ours(alias.name)]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and ours(node.module):
            found.append(node.module)
            module = find_spec(node.module)  # `from elodesk.ui import i18n` imports a module too
            if module is not None and module.submodule_search_locations is not None:
                found += [f"{node.module}.{alias.name}" for alias in node.names
                          if find_spec(f"{node.module}.{alias.name}") is not None]
    return list(dict.fromkeys(found))


class Preloader(QObject):
    """Imports ``roots`` and what they import, leaves first, one module (or one source read) a step."""

    def __init__(self, roots: list[str], parent: QObject, package: str = "elodesk") -> None:
        super().__init__(parent)
        self.package = package
        self._stack = list(reversed(roots))
        self._expanded: set[str] = set()
        self._timer = QTimer(self, singleShot=True)  # stops with the window
        self._timer.timeout.connect(self._step)
        self._timer.start(START_DELAY)

    def done(self) -> bool:
        return not self._stack

    def _step(self) -> None:
        if QThreadPool.globalInstance().activeThreadCount():
            self._timer.start(BUSY_DELAY)
            return
        while self._stack:
            name = self._stack[-1]
            if name in sys.modules:
                self._stack.pop()
                continue
            if name not in self._expanded:  # first its imports (a cycle ends here: imported as is)
                self._expanded.add(name)
                needed = [n for n in package_imports(name, self.package) if n not in sys.modules]
                if needed:
                    self._stack += reversed(needed)
                    break
            self._stack.pop()
            import_module(name)
            break
        if self._stack:
            self._timer.start(0)
