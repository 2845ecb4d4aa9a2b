"""The house rules of ARCHITECTURE.md, checked: what each room may import (an allow-list: a new import is a breach
until the room's list names it).

Data flows one way (file → formats → store → core → store → reports/printing → ui);
the rules library (core) knows nothing of Qt, databases or files; only the window
imports Qt widgets; the window never speaks SQL.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "elodesk"

STANDARD_LIBRARY = frozenset(sys.stdlib_module_names) | {"__future__"}
SHARED = ("elodesk.refusal", "elodesk.collector", "elodesk.__version__")  # every room's: refusals, collector, version
STORE_HANDLE = "sqlite_utils"  # the store's Database, named in the type of the handle a room passes back to the store
# room (a folder of elodesk, or a module beside them) -> what it MAY import (module prefixes), its own modules
# and the standard library besides; anything else is a breach.
ALLOWED: dict[str, tuple[str, ...]] = {
    "core": ("orjson", *SHARED),
    "pairing": ("elodesk.core", *SHARED),
    # the pairing engines' input file is read into the engine's own records (formats/trf_pairing.py)
    # the registry's format names are catalogue messages (formats/registry.py, which formats/__init__ does not import)
    "formats": ("elodesk.core", "elodesk.pairing.model", "elodesk.catalogue", *SHARED,
                "access_parser", "chess", "dbfread", "defusedxml", "openpyxl"),
    "store": ("elodesk.core", "elodesk.formats", *SHARED, "orjson", "platformdirs", "sqlite_utils"),
    "reports": ("elodesk.core", "elodesk.formats", "elodesk.store", "elodesk.pairing", "elodesk.catalogue",
                "elodesk.languages", *SHARED, STORE_HANDLE, "matplotlib",
                "orjson"),  # an engine's explanation records as the plain dicts their phrases read
    "printing": ("elodesk.core", "elodesk.formats", "elodesk.store", "elodesk.pairing", "elodesk.reports",
                 "elodesk.catalogue", "elodesk.languages", *SHARED, STORE_HANDLE, "PySide6.QtCore", "PySide6.QtGui"),
    "ui": ("elodesk.core", "elodesk.formats", "elodesk.store", "elodesk.pairing", "elodesk.reports",
           "elodesk.printing", "elodesk.catalogue", "elodesk.languages", "elodesk.resources", *SHARED,
           "PySide6", "shiboken6", "matplotlib", "orjson"),
    "catalogue": ("elodesk.formats.errors", "elodesk.formats.notices", "elodesk.languages", "elodesk.resources",
                  *SHARED),
    "refusal": (),
    "collector": (),
    "languages": (),
}
# The standard library is every room's, but for the database's driver: only the store speaks to SQLite
# (formats/guard.py names sqlite3.Error only to let a database error through its file-error boundary).
SQLITE_ROOMS = ("store", "formats")


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports (absolute names), with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.extend((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)
    return found


def allowed(room: str, module: str) -> bool:
    """Whether ``room`` may import ``module``: its own modules, the standard library, or its allow-list."""
    top = module.partition(".")[0]
    if top in STANDARD_LIBRARY:
        return top != "sqlite3" or room in SQLITE_ROOMS
    own = f"elodesk.{room}"
    return any(module == prefix or module.startswith(prefix + ".") for prefix in (own, *ALLOWED[room]))


def room_files(room: str) -> list[Path]:
    folder = PACKAGE / room
    return sorted(folder.rglob("*.py")) if folder.is_dir() else [PACKAGE / f"{room}.py"]


def breaches(room: str) -> list[str]:
    return [f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}"
            for path in room_files(room) for line, module in imported_modules(path) if not allowed(room, module)]


@pytest.mark.parametrize("room", sorted(ALLOWED))
def test_each_room_imports_only_what_it_may(room):
    assert room_files(room)[0].exists()
    assert breaches(room) == []


def test_the_rules_the_files_and_the_store_load_no_qt():
    code = ("import sys, elodesk.core.contract, elodesk.core.systems, elodesk.formats.detect, elodesk.store.runs, "
            "elodesk.store.importer, elodesk.reports.explanations, elodesk.catalogue; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_breach_is_seen(tmp_path):
    """The check itself: what a room's list does not name is reported, its own modules and the standard library not."""
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport elodesk.store.db\nimport sqlite3\n"
                   "import elodesk.formats.trf\nfrom elodesk.core import fide\nimport json\n")
    modules = [m for _, m in imported_modules(bad)]
    assert modules == ["PySide6.QtCore.QObject", "elodesk.store.db", "sqlite3", "elodesk.formats.trf",
                       "elodesk.core.fide", "json"]
    assert [allowed("pairing", m) for m in modules] == [False, False, False, False, True, True]
    assert [allowed("core", m) for m in modules] == [False, False, False, False, True, True]
    assert allowed("store", "sqlite3") and not allowed("ui", "sqlite3")
    assert allowed("printing", "PySide6.QtGui.QPainter") and not allowed("printing", "PySide6.QtWidgets.QWidget")


SQL_CALLS = {"execute", "executemany", "executescript", "query"}  # sqlite3's and sqlite-utils' ways to run SQL


def sql_calls(room: str) -> list[str]:
    """Every call in a room that runs SQL (``x.execute(...)`` and the like), with its place."""
    out = []
    for path in sorted((PACKAGE / room).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        out.extend(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} calls .{node.func.attr}()"
                   for node in ast.walk(tree)
                   if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                   and node.func.attr in SQL_CALLS)
    return out


@pytest.mark.parametrize("room", ["reports", "printing", "ui"])
def test_the_rooms_after_the_store_read_the_database_through_it(room):
    assert sql_calls(room) == []


def test_an_sql_call_is_seen():
    """The check itself: the store runs SQL, and is seen doing it."""
    assert any(".execute()" in place for place in sql_calls("store"))


def definitions(name: str) -> list[str]:
    """Every module-level assignment of ``name`` in the package, with its place."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                out.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return out


def test_the_rates_are_defined_once():
    """One list of the chess rates (standard, rapid, blitz), in the lowest room that needs it."""
    assert [place.partition(":")[0] for place in definitions("RATES")] == ["elodesk/core/systems.py"]
